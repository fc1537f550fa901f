import Foundation

/// A vertical flow layout's metrics, with UIKit's defaults, and the layout they produce.
///
/// A collection view lays its items out in rows, section after section: an optional header, the section inset, rows
/// of items separated by `minimumInteritemSpacing` within a row and `minimumLineSpacing` between rows, and an optional
/// footer. A flow-layout delegate (``CollectionViewDelegateFlowLayout``) can override each metric per section or per
/// item, when it says it implements the method; these properties are the fallbacks.
///
/// Geometry, as in UIKit's flow layout:
/// - A row takes as many items as fit in the collection view's width minus the section's left and right insets,
///   with at least `minimumInteritemSpacing` between them. An item wider than that gets a row of its own.
/// - Leftover width is spread evenly between a row's items, so a row with several items spans the whole width; a
///   row with one item centres it. Items are centred vertically in their row; a row is as tall as its tallest item.
/// - A header or footer exists only when its reference height is greater than zero; it spans the full width.
///
/// Changing a property invalidates the layout. ``prepare()`` asks the delegate for the size of every item (UIKit
/// does too), so it is O(*n*) for *n* items; it runs once per invalidation (data reload, batch update, width change,
/// new delegate), never for scrolling.
///
/// Layouts are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of each item when the delegate does not provide one. Default: 50×50.
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// The minimum spacing between rows of items. Default: 10.
    public var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The minimum spacing between items of the same row. Default: 10.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The inset of each section's items. Default: zero.
    public var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }

    /// The size of each section header; a zero height means no header. Default: zero.
    public var headerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }

    /// The size of each section footer; a zero height means no footer. Default: zero.
    public var footerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }

    /// Creates a flow layout with UIKit's default metrics.
    public override init() {
        super.init()
    }

    // MARK: Computed layout

    private struct Row {
        var minY: CGFloat
        var maxY: CGFloat
        /// Global index (over all sections) of the row's first item, and one past its last.
        var firstItem: Int
        var endItem: Int
    }

    private struct SectionFrame {
        var minY: CGFloat
        var maxY: CGFloat
        /// Global index of the section's first item.
        var firstItem: Int
        /// Index of the section's first row in `rows`, and one past its last.
        var firstRow: Int
        var endRow: Int
        /// A zero height means "no header" / "no footer".
        var header: CGRect
        var footer: CGRect
    }

    // NB: frames live in flat arrays indexed by a global item index, so a prepare allocates a handful of buffers,
    // never one object per item, and visible-rect queries are binary searches over rows and sections.
    private var itemFrames: [CGRect] = []
    private var rows: [Row] = []
    private var sections: [SectionFrame] = []
    private var contentSize = CGSize.zero
    private var preparedWidth: CGFloat = 0

    /// The size of the laid-out content: the collection view's width by the height of every section.
    public override var collectionViewContentSize: CGSize { contentSize }

    /// Computes the frame of every header, item and footer, asking the flow-layout delegate where it implements the
    /// metric.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items in *s* sections, plus one delegate call per item when the delegate
    ///   implements `collectionView(_:layout:sizeForItemAt:)`.
    public override func prepare() {
        itemFrames.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        contentSize = .zero
        guard let collectionView else { return }
        let counts = collectionView.loadCountsIfNeeded()
        let width = collectionView.frame.size.width
        preparedWidth = width
        let metrics = collectionView.flowLayoutMetrics(for: self)

        var totalItems = 0
        for count in counts { totalItems += count }
        itemFrames.reserveCapacity(totalItems)
        sections.reserveCapacity(counts.count)

        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            let inset = metrics.inset(section)
            let lineSpacing = metrics.lineSpacing(section)
            let interitemSpacing = metrics.interitemSpacing(section)
            let headerSize = metrics.headerSize(section)
            let footerSize = metrics.footerSize(section)

            var frame = SectionFrame(
                minY: y, maxY: y, firstItem: itemFrames.count, firstRow: rows.count, endRow: rows.count,
                header: .zero, footer: .zero
            )
            if headerSize.height > 0 {
                frame.header = CGRect(x: 0, y: y, width: width, height: headerSize.height)
                y += headerSize.height
            }
            y += inset.top

            let left = inset.left
            let available = width - inset.left - inset.right
            var rowStart = itemFrames.count
            var rowWidth: CGFloat = 0
            var rowHeight: CGFloat = 0
            for item in 0..<count {
                let size = metrics.itemSize(IndexPath(itemIndex: item, sectionIndex: section))
                let itemWidth = max(0, size.width)
                let itemHeight = max(0, size.height)
                let itemsInRow = itemFrames.count - rowStart
                if itemsInRow > 0, rowWidth + CGFloat(itemsInRow) * interitemSpacing + itemWidth > available {
                    closeRow(from: rowStart, y: y, width: rowWidth, height: rowHeight, left: left, available: available)
                    y += rowHeight + lineSpacing
                    rowStart = itemFrames.count
                    rowWidth = 0
                    rowHeight = 0
                }
                itemFrames.append(CGRect(x: 0, y: 0, width: itemWidth, height: itemHeight))
                rowWidth += itemWidth
                rowHeight = max(rowHeight, itemHeight)
            }
            if itemFrames.count > rowStart {
                closeRow(from: rowStart, y: y, width: rowWidth, height: rowHeight, left: left, available: available)
                y += rowHeight
            }
            y += inset.bottom
            if footerSize.height > 0 {
                frame.footer = CGRect(x: 0, y: y, width: width, height: footerSize.height)
                y += footerSize.height
            }
            frame.endRow = rows.count
            frame.maxY = y
            sections.append(frame)
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func closeRow(
        from start: Int, y: CGFloat, width: CGFloat, height: CGFloat, left: CGFloat, available: CGFloat
    ) {
        let end = itemFrames.count
        let count = end - start
        var x: CGFloat
        let gap: CGFloat
        if count == 1 {
            x = left + max(0, (available - width) / 2)
            gap = 0
        } else {
            x = left
            gap = (available - width) / CGFloat(count - 1)
        }
        for index in start..<end {
            let itemWidth = itemFrames[index].size.width
            let itemHeight = itemFrames[index].size.height
            itemFrames[index].origin = CGPoint(x: x, y: y + (height - itemHeight) / 2)
            x += itemWidth + gap
        }
        rows.append(Row(minY: y, maxY: y + height, firstItem: start, endItem: end))
    }

    /// The headers, items and footers that intersect `rect`, section by section, each section's header first and
    /// footer last.
    ///
    /// - Complexity: O(log *s* + log *r* + *v*) for *s* sections, *r* rows and *v* returned elements.
    public override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        guard !sections.isEmpty, rect.size.height > 0, rect.size.width > 0 else { return result }
        let minY = rect.origin.y
        let maxY = rect.origin.y + rect.size.height
        var sectionIndex = firstIndex(in: sections.count) { sections[$0].maxY > minY }
        while sectionIndex < sections.count, sections[sectionIndex].minY < maxY {
            let section = sections[sectionIndex]
            let firstIndexPath = IndexPath(itemIndex: 0, sectionIndex: sectionIndex)
            if section.header.size.height > 0, Self.intersects(section.header, rect) {
                result.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, with: firstIndexPath,
                        frame: section.header
                    )
                )
            }
            var rowIndex =
                section.firstRow
                + firstIndex(in: section.endRow - section.firstRow) { rows[section.firstRow + $0].maxY > minY }
            while rowIndex < section.endRow, rows[rowIndex].minY < maxY {
                let row = rows[rowIndex]
                for global in row.firstItem..<row.endItem where Self.intersects(itemFrames[global], rect) {
                    result.append(
                        CollectionViewLayoutAttributes(
                            forCellWith: IndexPath(itemIndex: global - section.firstItem, sectionIndex: sectionIndex),
                            frame: itemFrames[global]
                        )
                    )
                }
                rowIndex += 1
            }
            if section.footer.size.height > 0, Self.intersects(section.footer, rect) {
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
        guard indexPath.isItemIndexPath else { return nil }
        let section = indexPath.sectionIndex
        guard section >= 0, section < sections.count else { return nil }
        let start = sections[section].firstItem
        let end = section + 1 < sections.count ? sections[section + 1].firstItem : itemFrames.count
        // NB: compared with the section's item count, not added to `start`, so that no item index can overflow.
        guard indexPath.itemIndex >= 0, indexPath.itemIndex < end - start else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: itemFrames[start + indexPath.itemIndex])
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
        guard frame.size.height > 0 else { return nil }
        return CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath, frame: frame)
    }

    /// Whether `newBounds` has a different width from the one the layout was computed for.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size.width != preparedWidth
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
