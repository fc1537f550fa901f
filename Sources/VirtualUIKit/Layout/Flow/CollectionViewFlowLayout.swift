import Foundation

/// A flow layout's metrics, with UIKit's defaults, and the layout they produce, in either scroll direction.
///
/// A collection view lays its items out in lines, section after section: an optional header, the section inset,
/// lines of items separated by `minimumInteritemSpacing` within a line and `minimumLineSpacing` between lines, and an
/// optional footer. Scrolling vertically (the default), a line is a row filled from left to right and rows stack
/// downwards; scrolling horizontally (``scrollDirection``), a line is a column filled from top to bottom and columns
/// follow each other rightwards. A flow-layout delegate (``CollectionViewDelegateFlowLayout``) can override each
/// metric per section or per item, when it says it implements the method; these properties are the fallbacks.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.scrollDirection = .horizontal
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionView = VirtualCollectionView(
///     frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
/// ```
///
/// Geometry, as in UIKit's flow layout (described for vertical scrolling; horizontal swaps the axes):
/// - A row takes as many items as fit in the collection view's width minus the section's left and right insets,
///   with at least `minimumInteritemSpacing` between them. An item wider than that gets a row of its own.
/// - Leftover width is spread evenly between a row's items, so a row with several items spans the whole width; a
///   row with one item centres it. Items are centred vertically in their row; a row is as tall as its tallest item.
/// - A header or footer exists only when its reference size along the scroll axis (height when scrolling vertically,
///   width when scrolling horizontally) is greater than zero; it spans the whole collection view across that axis.
///
/// Changing a property invalidates the layout. ``prepare()`` asks the delegate for the size of every item (UIKit
/// does too), so it is O(*n*) for *n* items; it runs once per invalidation (data reload, batch update, a change of
/// the view's size across the scroll axis, new delegate), never for scrolling.
///
/// Layouts are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewFlowLayout: CollectionViewLayout {
    /// The axis the content scrolls along. Default: ``CollectionViewScrollDirection/vertical``.
    public var scrollDirection = CollectionViewScrollDirection.vertical {
        didSet { invalidateLayout() }
    }

    /// The size of each item when the delegate does not provide one. Default: 50×50.
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// The size the layout assumes for an item until its cell says which size it prefers; `.zero` (the default) turns
    /// self-sizing off.
    ///
    /// With an estimate, items are self-sizing, as in UIKit: the layout places each item at the estimate (the
    /// delegate's `collectionView(_:layout:sizeForItemAt:)` is not asked), and when the collection view displays
    /// the item's cell it asks the cell's ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``. A preferred
    /// size that differs from the item's current size replaces it, and the layout is recomputed at once, so later
    /// items, the content size and what is visible shift as they do on a device. ``automaticSize`` asks for
    /// self-sizing with ``itemSize`` as the estimate.
    ///
    /// Preferred sizes are kept until the layout is invalidated for another reason (new data, a batch update, a change
    /// of a metric or of the view's size across the scroll axis); the items then displayed are measured again.
    public var estimatedItemSize = CGSize.zero {
        didSet { invalidateLayout() }
    }

    /// The value of ``estimatedItemSize`` that turns self-sizing on with ``itemSize`` as the estimate, as
    /// `UICollectionViewFlowLayout.automaticSize` does.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The minimum spacing between lines of items: between rows when scrolling vertically, between columns when
    /// scrolling horizontally. Default: 10.
    public var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The minimum spacing between items of the same line. Default: 10.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The inset of each section's items. Default: zero.
    public var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }

    /// The size of each section header; a zero height (a zero width when scrolling horizontally) means no header.
    /// Default: zero.
    public var headerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }

    /// The size of each section footer; a zero height (a zero width when scrolling horizontally) means no footer.
    /// Default: zero.
    public var footerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }

    /// Creates a flow layout with UIKit's default metrics.
    public override init() {
        super.init()
    }

    // MARK: Computed layout

    // NB: the layout is computed along the scroll axis ("along": y when scrolling vertically, x horizontally) and
    // across it ("across": the other one); `rect(along:across:alongLength:acrossLength:)` maps back to frames.

    private struct Line {
        var minAlong: CGFloat
        var maxAlong: CGFloat
        /// Global index (over all sections) of the line's first item, and one past its last.
        var firstItem: Int
        var endItem: Int
    }

    private struct SectionFrame {
        var minAlong: CGFloat
        var maxAlong: CGFloat
        /// Global index of the section's first item.
        var firstItem: Int
        /// Index of the section's first line in `lines`, and one past its last.
        var firstLine: Int
        var endLine: Int
        /// An empty frame means "no header" / "no footer".
        var header: CGRect
        var footer: CGRect
    }

    // NB: frames live in flat arrays indexed by a global item index, so a prepare allocates a handful of buffers,
    // never one object per item, and visible-rect queries are binary searches over lines and sections.
    private var itemFrames: [CGRect] = []
    private var lines: [Line] = []
    private var sections: [SectionFrame] = []
    private var contentSize = CGSize.zero
    /// The direction and the view's extent across it that the layout was computed for.
    private var preparedDirection = CollectionViewScrollDirection.vertical
    private var preparedAcross: CGFloat = 0
    /// The sizes self-sizing cells preferred, by index path, since the last invalidation for another reason.
    private var preferredItemSizes: [IndexPath: CGSize] = [:]
    /// Set by a self-sizing invalidation, which keeps ``preferredItemSizes``; any other invalidation clears them.
    private var keepsPreferredSizes = false

    /// Whether items are sized from ``estimatedItemSize``.
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    override var asksForPreferredAttributes: Bool { isSelfSizing }

    /// The size of the laid-out content: the collection view's width by the height of every section when scrolling
    /// vertically; the width of every section by the collection view's height when scrolling horizontally.
    public override var collectionViewContentSize: CGSize { contentSize }

    private var isVertical: Bool { preparedDirection == .vertical }

    private func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    private func alongLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    private func acrossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    private func along(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    /// Computes the frame of every header, item and footer, asking the flow-layout delegate where it implements the
    /// metric.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items in *s* sections, plus one delegate call per item when the delegate
    ///   implements `collectionView(_:layout:sizeForItemAt:)`.
    public override func prepare() {
        itemFrames.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        contentSize = .zero
        preparedDirection = scrollDirection
        guard let collectionView else { return }
        let counts = collectionView.loadCountsIfNeeded()
        let viewAcross = acrossLength(collectionView.frame.size)
        preparedAcross = viewAcross
        let metrics = collectionView.flowLayoutMetrics(for: self)
        if !keepsPreferredSizes { preferredItemSizes.removeAll() }
        keepsPreferredSizes = false

        var totalItems = 0
        for count in counts { totalItems += count }
        itemFrames.reserveCapacity(totalItems)
        sections.reserveCapacity(counts.count)

        var position: CGFloat = 0
        for (section, count) in counts.enumerated() {
            prepareSection(section, count: count, metrics: metrics, viewAcross: viewAcross, at: &position)
        }
        contentSize =
            isVertical ? CGSize(width: viewAcross, height: position) : CGSize(width: position, height: viewAcross)
    }

    /// Lays out one section, its header, lines of items and footer, from `position` on, and moves `position` past it.
    private func prepareSection(
        _ section: Int, count: Int, metrics: FlowLayoutMetrics, viewAcross: CGFloat, at position: inout CGFloat
    ) {
        let inset = metrics.inset(section)
        let (alongStart, alongEnd, acrossStart, acrossEnd) =
            isVertical
            ? (inset.top, inset.bottom, inset.left, inset.right)
            : (inset.left, inset.right, inset.top, inset.bottom)
        // NB: the order of the delegate calls is observable (a spy delegate records it): insets, spacings, header and
        // footer sizes, then item sizes.
        let spacing = LineSpacing(line: metrics.lineSpacing(section), interitem: metrics.interitemSpacing(section))
        let headerLength = alongLength(metrics.headerSize(section))
        let footerLength = alongLength(metrics.footerSize(section))

        var frame = SectionFrame(
            minAlong: position, maxAlong: position, firstItem: itemFrames.count, firstLine: lines.count,
            endLine: lines.count, header: .zero, footer: .zero
        )
        if headerLength > 0 {
            frame.header = rect(along: position, across: 0, alongLength: headerLength, acrossLength: viewAcross)
            position += headerLength
        }
        position += alongStart
        placeItems(
            of: section, count: count, metrics: metrics, spacing: spacing, acrossStart: acrossStart,
            available: viewAcross - acrossStart - acrossEnd, at: &position)
        position += alongEnd
        if footerLength > 0 {
            frame.footer = rect(along: position, across: 0, alongLength: footerLength, acrossLength: viewAcross)
            position += footerLength
        }
        frame.endLine = lines.count
        frame.maxAlong = position
        sections.append(frame)
    }

    /// Fills lines with the section's items, each line as many as fit across `available`, and moves `position` past
    /// the last line.
    private func placeItems(
        of section: Int, count: Int, metrics: FlowLayoutMetrics, spacing: LineSpacing, acrossStart: CGFloat,
        available: CGFloat, at position: inout CGFloat
    ) {
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        let isSelfSizing = isSelfSizing
        var lineStart = itemFrames.count
        var lineAcross: CGFloat = 0
        var lineThickness: CGFloat = 0
        for item in 0..<count {
            let indexPath = IndexPath(itemIndex: item, sectionIndex: section)
            let size = isSelfSizing ? preferredItemSizes[indexPath] ?? estimate : metrics.itemSize(indexPath)
            let itemAcross = max(0, acrossLength(size))
            let itemAlong = max(0, alongLength(size))
            let itemsInLine = itemFrames.count - lineStart
            if itemsInLine > 0, lineAcross + CGFloat(itemsInLine) * spacing.interitem + itemAcross > available {
                closeLine(
                    from: lineStart, at: position, across: lineAcross, thickness: lineThickness,
                    start: acrossStart, available: available)
                position += lineThickness + spacing.line
                lineStart = itemFrames.count
                lineAcross = 0
                lineThickness = 0
            }
            // NB: until its line closes, an item's frame holds its lengths across (width) and along (height).
            itemFrames.append(CGRect(x: 0, y: 0, width: itemAcross, height: itemAlong))
            lineAcross += itemAcross
            lineThickness = max(lineThickness, itemAlong)
        }
        if itemFrames.count > lineStart {
            closeLine(
                from: lineStart, at: position, across: lineAcross, thickness: lineThickness, start: acrossStart,
                available: available)
            position += lineThickness
        }
    }

    /// A section's spacing between lines and between the items of a line.
    private struct LineSpacing {
        let line: CGFloat
        let interitem: CGFloat
    }

    /// Places the items of the line that starts at `start` (global index): justified across the line when it has
    /// several, centred when it has one, each centred along the line's thickness.
    private func closeLine(
        from start: Int, at position: CGFloat, across: CGFloat, thickness: CGFloat, start acrossStart: CGFloat,
        available: CGFloat
    ) {
        let end = itemFrames.count
        let count = end - start
        var offset: CGFloat
        let gap: CGFloat
        if count == 1 {
            offset = acrossStart + max(0, (available - across) / 2)
            gap = 0
        } else {
            offset = acrossStart
            gap = (available - across) / CGFloat(count - 1)
        }
        for index in start..<end {
            let itemAcross = itemFrames[index].size.width
            let itemAlong = itemFrames[index].size.height
            itemFrames[index] = rect(
                along: position + (thickness - itemAlong) / 2, across: offset, alongLength: itemAlong,
                acrossLength: itemAcross)
            offset += itemAcross + gap
        }
        lines.append(Line(minAlong: position, maxAlong: position + thickness, firstItem: start, endItem: end))
    }

    /// The headers, items and footers that intersect `rect`, section by section, each section's header first and
    /// footer last.
    ///
    /// - Complexity: O(log *s* + log *r* + *v*) for *s* sections, *r* rows and *v* returned elements.
    public override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        guard !sections.isEmpty, rect.size.height > 0, rect.size.width > 0 else { return result }
        let minAlong = along(rect.origin)
        let maxAlong = minAlong + alongLength(rect.size)
        var sectionIndex = firstIndex(in: sections.count) { sections[$0].maxAlong > minAlong }
        while sectionIndex < sections.count, sections[sectionIndex].minAlong < maxAlong {
            let section = sections[sectionIndex]
            let firstIndexPath = IndexPath(itemIndex: 0, sectionIndex: sectionIndex)
            if Self.intersects(section.header, rect) {
                result.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, with: firstIndexPath,
                        frame: section.header
                    )
                )
            }
            var lineIndex =
                section.firstLine
                + firstIndex(in: section.endLine - section.firstLine) {
                    lines[section.firstLine + $0].maxAlong > minAlong
                }
            while lineIndex < section.endLine, lines[lineIndex].minAlong < maxAlong {
                let line = lines[lineIndex]
                for global in line.firstItem..<line.endItem where Self.intersects(itemFrames[global], rect) {
                    result.append(
                        CollectionViewLayoutAttributes(
                            forCellWith: IndexPath(itemIndex: global - section.firstItem, sectionIndex: sectionIndex),
                            frame: itemFrames[global]
                        )
                    )
                }
                lineIndex += 1
            }
            if Self.intersects(section.footer, rect) {
                result.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: CollectionElementKind.sectionFooter, with: firstIndexPath,
                        frame: section.footer
                    )
                )
            }
            sectionIndex += 1
        }
        return result
    }

    /// The frame of the item at `indexPath`, or `nil` when the layout has no such item (or the path does not have
    /// exactly two indexes).
    ///
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        Self.itemFrame(at: indexPath, sections: sections, itemFrames: itemFrames).map {
            CollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0)
        }
    }

    override func itemFramesBeforeUpdate() -> ((IndexPath) -> CGRect?)? {
        guard !needsPrepare else { return nil }
        let sections = sections
        let itemFrames = itemFrames
        return { indexPath in Self.itemFrame(at: indexPath, sections: sections, itemFrames: itemFrames) }
    }

    /// The frame of the item at `indexPath` in a prepared state, or `nil` when there is no such item. O(1).
    private static func itemFrame(at indexPath: IndexPath, sections: [SectionFrame], itemFrames: [CGRect]) -> CGRect? {
        guard indexPath.isItemIndexPath else { return nil }
        let section = indexPath.sectionIndex
        guard section >= 0, section < sections.count else { return nil }
        let start = sections[section].firstItem
        let end = section + 1 < sections.count ? sections[section + 1].firstItem : itemFrames.count
        // NB: compared with the section's item count, not added to `start`, so that no item index can overflow.
        guard indexPath.itemIndex >= 0, indexPath.itemIndex < end - start else { return nil }
        return itemFrames[start + indexPath.itemIndex]
    }

    /// The frame of the header or footer of section `indexPath.section`, or `nil` when that section has none.
    ///
    /// - Complexity: O(1).
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.isItemIndexPath, indexPath.itemIndex == 0, indexPath.sectionIndex >= 0,
            indexPath.sectionIndex < sections.count
        else { return nil }
        let frame: CGRect
        switch elementKind {
        case CollectionElementKind.sectionHeader: frame = sections[indexPath.sectionIndex].header
        case CollectionElementKind.sectionFooter: frame = sections[indexPath.sectionIndex].footer
        default: return nil
        }
        guard frame.size.width > 0, frame.size.height > 0 else { return nil }
        return CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath, frame: frame)
    }

    /// Whether a self-sizing cell's preferred size differs from its item's current size; always `false` for supplementary
    /// views and without an ``estimatedItemSize``.
    public override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        isSelfSizing && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.frame.size != originalAttributes.frame.size
    }

    /// Records the cell's preferred size for the next ``prepare()`` and names its item in the returned context.
    public override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if preferredAttributes.representedElementCategory == .cell {
            preferredItemSizes[preferredAttributes.indexPath] = preferredAttributes.frame.size
            let original = originalAttributes.frame.size
            let preferred = preferredAttributes.frame.size
            context.contentSizeAdjustment =
                isVertical
                ? CGSize(width: 0, height: preferred.height - original.height)
                : CGSize(width: preferred.width - original.width, height: 0)
        }
        return context
    }

    /// Marks the layout as stale and forgets the sizes self-sizing cells preferred.
    public override func invalidateLayout() {
        keepsPreferredSizes = false
        super.invalidateLayout()
    }

    /// Recomputes the layout keeping the sizes self-sizing cells preferred.
    public override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        keepsPreferredSizes = !context.invalidateEverything
        super.invalidateLayout(with: context)
    }

    /// Whether `newBounds` has a different extent across the scroll axis (width when scrolling vertically, height
    /// when scrolling horizontally) from the one the layout was computed for.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        acrossLength(newBounds.size) != preparedAcross
    }

    /// The first index in `0..<count` for which `predicate` holds, assuming it is monotonic; `count` if none.
    private func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func intersects(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.size.width > 0 && frame.size.height > 0
            && frame.origin.x < rect.origin.x + rect.size.width && frame.origin.x + frame.size.width > rect.origin.x
            && frame.origin.y < rect.origin.y + rect.size.height && frame.origin.y + frame.size.height > rect.origin.y
    }
}
