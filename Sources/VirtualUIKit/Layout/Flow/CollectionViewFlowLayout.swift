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
        /// Index in `itemFrames` of the line's first item, and one past its last.
        var firstItem: Int
        var endItem: Int
    }

    private struct SectionFrame {
        var minAlong: CGFloat
        var maxAlong: CGFloat
        /// The number of items in the section.
        var itemCount: Int
        /// Index in `itemFrames` of the section's first item; its items' frames follow it in order. Unused for a
        /// section with a ``grid``.
        var firstItem: Int
        /// Index of the section's first line in `lines`, and one past its last; an empty range for a section with a
        /// ``grid``.
        var firstLine: Int
        var endLine: Int
        /// An empty frame means "no header" / "no footer".
        var header: CGRect
        var footer: CGRect
        /// The section's lines when all its items have one size; `nil` when its frames are stored.
        var grid: UniformGrid?
    }

    /// The lines of a section whose items all have the same size: every full line holds the same number of items at
    /// the same offsets across, and lines follow each other at a fixed stride, so a frame is computed from an item's
    /// index, never stored. Its offsets are computed with the same arithmetic a stored line uses.
    private struct UniformGrid {
        /// The item's length across and along the scroll axis.
        var itemAcross: CGFloat
        var itemAlong: CGFloat
        /// Items in a full line (every line but perhaps the last), at least 1.
        var perLine: Int
        var lineCount: Int
        /// Where the first line starts along the scroll axis, and the distance from one line's start to the next's.
        var firstLineAlong: CGFloat
        var lineStride: CGFloat
        /// Where each item of a full line starts across, and each item of the last line.
        var fullLineOffsets: [CGFloat]
        var lastLineOffsets: [CGFloat]

        // NB: the first line starts where the stored path starts it, even when the stride is not finite (0 × ∞ is NaN).
        func lineAlong(_ line: Int) -> CGFloat {
            line == 0 ? firstLineAlong : firstLineAlong + CGFloat(line) * lineStride
        }

        func itemsInLine(_ line: Int) -> Int {
            line == lineCount - 1 ? lastLineOffsets.count : perLine
        }

        /// The item's position along and across; `item` is in range.
        func origin(ofItem item: Int) -> (along: CGFloat, across: CGFloat) {
            let line = item / perLine
            let offsets = line == lineCount - 1 ? lastLineOffsets : fullLineOffsets
            return (lineAlong(line), offsets[item - line * perLine])
        }
    }

    // NB: frames live in flat arrays indexed by an item's place among the stored ones, so a prepare allocates a handful
    // of buffers, never one object per item, and visible-rect queries are binary searches over lines and sections. A
    // section whose items share one size stores no frames at all (`UniformGrid`): preparing it costs O(items in a line).
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

    /// The number of item frames the last ``prepare()`` stored: items of sections whose sizes vary. For tests.
    var storedItemFrameCount: Int { itemFrames.count }

    /// The size of the laid-out content: the collection view's width by the height of every section when scrolling
    /// vertically; the width of every section by the collection view's height when scrolling horizontally.
    public override var collectionViewContentSize: CGSize { contentSize }

    private var isVertical: Bool { preparedDirection == .vertical }

    private func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        Self.rect(along: along, across: across, alongLength: alongLength, acrossLength: acrossLength, isVertical)
    }

    private static func rect(
        along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat, _ isVertical: Bool
    ) -> CGRect {
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
    /// - Complexity: O(*n* + *s*) for *n* items in *s* sections, with one delegate call per item when the delegate
    ///   implements `collectionView(_:layout:sizeForItemAt:)` and the layout is not self-sizing. A section whose
    ///   items all have one size — ``itemSize`` without that method, or the estimate in a self-sizing section none of
    ///   whose cells has preferred a size yet — costs O(*k*) for *k* items in a line, whatever its number of items.
    public override func prepare() {
        // NB: built in a local and stored at the end, so that appending is not an access to a class property each time.
        var content = LayoutContent(frames: itemFrames, lines: lines, sections: sections)
        (itemFrames, lines, sections) = ([], [], [])
        content.frames.removeAll(keepingCapacity: true)
        content.lines.removeAll(keepingCapacity: true)
        content.sections.removeAll(keepingCapacity: true)
        defer { (itemFrames, lines, sections) = (content.frames, content.lines, content.sections) }
        contentSize = .zero
        preparedDirection = scrollDirection
        guard let collectionView else { return }
        let counts = collectionView.loadCountsIfNeeded()
        let viewAcross = acrossLength(collectionView.frame.size)
        preparedAcross = viewAcross
        let metrics = collectionView.flowLayoutMetrics(for: self)
        if !keepsPreferredSizes { preferredItemSizes.removeAll() }
        keepsPreferredSizes = false
        content.sections.reserveCapacity(counts.count)
        let sectionsWithPreferredSizes = Set(preferredItemSizes.keys.map(\.sectionIndex))

        var position: CGFloat = 0
        for (section, count) in counts.enumerated() {
            // NB: a self-sizing layout places items at the estimate, whatever the delegate implements.
            let uniformSize: CGSize? =
                if isSelfSizing {
                    sectionsWithPreferredSizes.contains(section)
                        ? nil : estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
                } else {
                    metrics.asksItemSize ? nil : itemSize
                }
            prepareSection(
                section, count: count, uniformSize: uniformSize, metrics: metrics, viewAcross: viewAcross,
                into: &content, at: &position)
        }
        contentSize =
            isVertical ? CGSize(width: viewAcross, height: position) : CGSize(width: position, height: viewAcross)
    }

    /// What ``prepare()`` builds: the stored item frames and lines, and the sections.
    private struct LayoutContent {
        var frames: [CGRect]
        var lines: [Line]
        var sections: [SectionFrame]
    }

    /// Lays out one section, its header, lines of items and footer, from `position` on, and moves `position` past it.
    /// With a `uniformSize`, every item has that size and the section's lines are a ``UniformGrid``.
    private func prepareSection(
        _ section: Int, count: Int, uniformSize: CGSize?, metrics: FlowLayoutMetrics, viewAcross: CGFloat,
        into content: inout LayoutContent, at position: inout CGFloat
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
            minAlong: position, maxAlong: position, itemCount: count, firstItem: content.frames.count,
            firstLine: content.lines.count, endLine: content.lines.count, header: .zero, footer: .zero, grid: nil
        )
        if headerLength > 0 {
            frame.header = rect(along: position, across: 0, alongLength: headerLength, acrossLength: viewAcross)
            position += headerLength
        }
        position += alongStart
        let available = viewAcross - acrossStart - acrossEnd
        if let uniformSize {
            frame.grid = grid(
                count: count, size: uniformSize, spacing: spacing, acrossStart: acrossStart, available: available,
                at: &position)
        } else {
            placeItems(
                of: section, count: count, metrics: metrics, spacing: spacing, acrossStart: acrossStart,
                available: available, into: &content, at: &position)
        }
        position += alongEnd
        if footerLength > 0 {
            frame.footer = rect(along: position, across: 0, alongLength: footerLength, acrossLength: viewAcross)
            position += footerLength
        }
        frame.endLine = content.lines.count
        frame.maxAlong = position
        content.sections.append(frame)
    }

    /// The lines of `count` items of one `size`, filled as ``placeItems(of:count:metrics:spacing:acrossStart:available:into:at:)``
    /// fills them, from `position` on; moves `position` past the last line. `nil` for no items.
    private func grid(
        count: Int, size: CGSize, spacing: LineSpacing, acrossStart: CGFloat, available: CGFloat,
        at position: inout CGFloat
    ) -> UniformGrid? {
        guard count > 0 else { return nil }
        let itemAcross = max(0, acrossLength(size))
        let itemAlong = max(0, alongLength(size))
        // NB: the same comparison, with the same running sum, as when items are placed one by one.
        var perLine = 1
        var lineAcross = itemAcross
        while perLine < count, !(lineAcross + CGFloat(perLine) * spacing.interitem + itemAcross > available) {
            lineAcross += itemAcross
            perLine += 1
        }
        let lineCount = (count - 1) / perLine + 1
        let fullLineOffsets = Self.offsets(
            of: perLine, itemAcross: itemAcross, start: acrossStart, available: available)
        let lastCount = count - (lineCount - 1) * perLine
        let lastLineOffsets =
            lastCount == perLine
            ? fullLineOffsets
            : Self.offsets(of: lastCount, itemAcross: itemAcross, start: acrossStart, available: available)
        let grid = UniformGrid(
            itemAcross: itemAcross, itemAlong: itemAlong, perLine: perLine, lineCount: lineCount,
            firstLineAlong: position, lineStride: itemAlong + spacing.line, fullLineOffsets: fullLineOffsets,
            lastLineOffsets: lastLineOffsets)
        position = grid.lineAlong(lineCount - 1) + itemAlong
        return grid
    }

    /// Where each of the `count` items of a line of equal items starts across: justified when there are several,
    /// centred when there is one, with the running sums `closeLine` uses.
    private static func offsets(of count: Int, itemAcross: CGFloat, start: CGFloat, available: CGFloat) -> [CGFloat] {
        var across: CGFloat = 0
        for _ in 0..<count { across += itemAcross }
        var (offset, gap) = justification(of: count, across: across, start: start, available: available)
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(count)
        for _ in 0..<count {
            offsets.append(offset)
            offset += itemAcross + gap
        }
        return offsets
    }

    /// Where the first of a line's `count` items, `across` long together, starts, and the gap after each: a line of
    /// several is justified across `available`, a line of one is centred.
    private static func justification(
        of count: Int, across: CGFloat, start: CGFloat, available: CGFloat
    ) -> (first: CGFloat, gap: CGFloat) {
        count == 1
            ? (start + max(0, (available - across) / 2), 0) : (start, (available - across) / CGFloat(count - 1))
    }

    /// Fills lines with the section's items, each line as many as fit across `available`, and moves `position` past
    /// the last line.
    private func placeItems(
        of section: Int, count: Int, metrics: FlowLayoutMetrics, spacing: LineSpacing, acrossStart: CGFloat,
        available: CGFloat, into content: inout LayoutContent, at position: inout CGFloat
    ) {
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        let isSelfSizing = isSelfSizing
        content.frames.reserveCapacity(content.frames.count + count)
        var lineStart = content.frames.count
        var lineAcross: CGFloat = 0
        var lineThickness: CGFloat = 0
        for item in 0..<count {
            let indexPath = IndexPath(itemIndex: item, sectionIndex: section)
            let size = isSelfSizing ? preferredItemSizes[indexPath] ?? estimate : metrics.itemSize(indexPath)
            let itemAcross = max(0, acrossLength(size))
            let itemAlong = max(0, alongLength(size))
            let itemsInLine = content.frames.count - lineStart
            if itemsInLine > 0, lineAcross + CGFloat(itemsInLine) * spacing.interitem + itemAcross > available {
                closeLine(
                    from: lineStart, at: position, across: lineAcross, thickness: lineThickness,
                    start: acrossStart, available: available, in: &content)
                position += lineThickness + spacing.line
                lineStart = content.frames.count
                lineAcross = 0
                lineThickness = 0
            }
            // NB: until its line closes, an item's frame holds its lengths across (width) and along (height).
            content.frames.append(CGRect(x: 0, y: 0, width: itemAcross, height: itemAlong))
            lineAcross += itemAcross
            lineThickness = max(lineThickness, itemAlong)
        }
        if content.frames.count > lineStart {
            closeLine(
                from: lineStart, at: position, across: lineAcross, thickness: lineThickness, start: acrossStart,
                available: available, in: &content)
            position += lineThickness
        }
    }

    /// A section's spacing between lines and between the items of a line.
    private struct LineSpacing {
        let line: CGFloat
        let interitem: CGFloat
    }

    /// Places the items of the line that starts at `start` (index in the stored frames): justified across the line
    /// when it has several, centred when it has one, each centred along the line's thickness.
    private func closeLine(
        from start: Int, at position: CGFloat, across: CGFloat, thickness: CGFloat, start acrossStart: CGFloat,
        available: CGFloat, in content: inout LayoutContent
    ) {
        let end = content.frames.count
        var (offset, gap) = Self.justification(
            of: end - start, across: across, start: acrossStart, available: available)
        for index in start..<end {
            let itemAcross = content.frames[index].size.width
            let itemAlong = content.frames[index].size.height
            content.frames[index] = rect(
                along: position + (thickness - itemAlong) / 2, across: offset, alongLength: itemAlong,
                acrossLength: itemAcross)
            offset += itemAcross + gap
        }
        content.lines.append(Line(minAlong: position, maxAlong: position + thickness, firstItem: start, endItem: end))
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
            if let grid = section.grid {
                appendItems(of: grid, section: sectionIndex, in: rect, from: minAlong, to: maxAlong, to: &result)
            }
            var lineIndex =
                section.firstLine
                + firstIndex(in: section.endLine - section.firstLine) {
                    lines[section.firstLine + $0].maxAlong > minAlong
                }
            while lineIndex < section.endLine, lines[lineIndex].minAlong < maxAlong {
                let line = lines[lineIndex]
                for stored in line.firstItem..<line.endItem where Self.intersects(itemFrames[stored], rect) {
                    result.append(
                        CollectionViewLayoutAttributes(
                            forCellWith: IndexPath(itemIndex: stored - section.firstItem, sectionIndex: sectionIndex),
                            frame: itemFrames[stored]
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

    /// Appends the items of `grid` (section `section`) that intersect `rect`, whose extent along the scroll axis is
    /// `minAlong..<maxAlong`.
    private func appendItems(
        of grid: UniformGrid, section: Int, in rect: CGRect, from minAlong: CGFloat, to maxAlong: CGFloat,
        to result: inout [CollectionViewLayoutAttributes]
    ) {
        var line = firstIndex(in: grid.lineCount) { grid.lineAlong($0) + grid.itemAlong > minAlong }
        while line < grid.lineCount, grid.lineAlong(line) < maxAlong {
            let first = line * grid.perLine
            for item in first..<(first + grid.itemsInLine(line)) {
                let frame = Self.frame(ofItem: item, in: grid, isVertical)
                guard Self.intersects(frame, rect) else { continue }
                result.append(
                    CollectionViewLayoutAttributes(
                        forCellWith: IndexPath(itemIndex: item, sectionIndex: section), frame: frame))
            }
            line += 1
        }
    }

    private static func frame(ofItem item: Int, in grid: UniformGrid, _ isVertical: Bool) -> CGRect {
        let (along, across) = grid.origin(ofItem: item)
        return rect(
            along: along, across: across, alongLength: grid.itemAlong, acrossLength: grid.itemAcross, isVertical)
    }

    /// The frame of the item at `indexPath`, or `nil` when the layout has no such item (or the path does not have
    /// exactly two indexes).
    ///
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        Self.itemFrame(at: indexPath, sections: sections, itemFrames: itemFrames, isVertical).map {
            CollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0)
        }
    }

    override func itemFramesBeforeUpdate() -> ((IndexPath) -> CGRect?)? {
        guard !needsPrepare else { return nil }
        let sections = sections
        let itemFrames = itemFrames
        let isVertical = isVertical
        return { indexPath in Self.itemFrame(at: indexPath, sections: sections, itemFrames: itemFrames, isVertical) }
    }

    /// The frame of the item at `indexPath` in a prepared state, or `nil` when there is no such item. O(1).
    private static func itemFrame(
        at indexPath: IndexPath, sections: [SectionFrame], itemFrames: [CGRect], _ isVertical: Bool
    ) -> CGRect? {
        guard indexPath.isItemIndexPath else { return nil }
        let section = indexPath.sectionIndex
        guard section >= 0, section < sections.count else { return nil }
        let item = indexPath.itemIndex
        guard item >= 0, item < sections[section].itemCount else { return nil }
        if let grid = sections[section].grid { return frame(ofItem: item, in: grid, isVertical) }
        return itemFrames[sections[section].firstItem + item]
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
