import Foundation

extension VirtualTableView {
    /// The displayed cell of the row at `indexPath`, or `nil` when the row is not displayed (or does not exist); never
    /// creates a cell. Runs a due layout pass first.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard allowsCall("-[UITableView cellForRowAtIndexPath:]") else { return nil }
        layoutIfNeeded()
        return displayedCells[indexPath]
    }

    /// The index paths of the displayed rows, in order; an empty array when none is displayed (never `nil`). Runs a
    /// due layout pass first.
    ///
    /// - Complexity: O(*v*) for *v* displayed rows.
    public var indexPathsForVisibleRows: [IndexPath]? {
        guard allowsCall("-[UITableView indexPathsForVisibleRows]") else { return nil }
        layoutIfNeeded()
        return displayedRowOrder
    }

    /// The displayed cells, in the order of ``indexPathsForVisibleRows``. Runs a due layout pass first.
    public var visibleCells: [TableViewCell] {
        guard allowsCall("-[UITableView visibleCells]") else { return [] }
        layoutIfNeeded()
        return displayedRowOrder.compactMap { displayedCells[$0] }
    }

    /// The index path of a displayed cell, or `nil` when `cell` is not displayed. Runs a due layout pass first.
    ///
    /// - Complexity: O(*v*) for *v* displayed rows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard allowsCall("-[UITableView indexPathForCell:]") else { return nil }
        layoutIfNeeded()
        return displayedRowOrder.first { displayedCells[$0] === cell }
    }

    /// The displayed header of `section`, when it is a ``TableViewHeaderFooterView`` (a view the delegate returned, or
    /// the one the table shows a title in); `nil` for other views, as in UIKit. Runs a due layout pass first.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        guard allowsCall("-[UITableView headerViewForSection:]") else { return nil }
        layoutIfNeeded()
        return displayedHeaders[section] as? TableViewHeaderFooterView
    }

    /// The displayed footer of `section`, when it is a ``TableViewHeaderFooterView``; `nil` for other views. Runs a due
    /// layout pass first.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        guard allowsCall("-[UITableView footerViewForSection:]") else { return nil }
        layoutIfNeeded()
        return displayedFooters[section] as? TableViewHeaderFooterView
    }

    /// The displayed header view of `section`, whatever its class, or `nil`. UIKit has no such method; it is what a
    /// test reads for a header that is not a ``TableViewHeaderFooterView``. Runs a due layout pass first.
    public func displayedHeaderView(forSection section: Int) -> CollectionReusableView? {
        guard allowsCall("VirtualTableView.displayedHeaderView(forSection:)") else { return nil }
        layoutIfNeeded()
        return displayedHeaders[section]
    }

    /// The displayed footer view of `section`, whatever its class, or `nil`. Runs a due layout pass first.
    public func displayedFooterView(forSection section: Int) -> CollectionReusableView? {
        guard allowsCall("VirtualTableView.displayedFooterView(forSection:)") else { return nil }
        layoutIfNeeded()
        return displayedFooters[section]
    }

    // MARK: Geometry

    /// The size of the content: the view's width, and the height of every header, row and footer. Reading it loads
    /// stale counts and heights; rows not displayed yet count with their estimated heights.
    ///
    /// - Complexity: O(1) when the heights are built.
    public var contentSize: CGSize {
        guard allowsCall("-[UIScrollView contentSize]") else { return .zero }
        let height = loadGeometryIfNeeded().map(contentHeight(of:)) ?? tableHeaderAndFooterHeight
        return CGSize(width: frame.size.width, height: height)
    }

    /// The frame of the row at `indexPath` in content coordinates, from the current heights: a row not displayed yet
    /// may still have its estimated height, and rows above it theirs.
    ///
    /// An index path that addresses no row is reported as UIKit's `request for rect at invalid index path (...)`, and
    /// answered with `.zero`. Asked from a delegate method while the view builds its heights, the answer is `.zero`.
    ///
    /// - Complexity: O(log *n*) for *n* rows, once the heights are built.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard allowsCall("-[UITableView rectForRowAtIndexPath:]") else { return .zero }
        let geometry = loadGeometryIfNeeded()
        // Asked from a delegate method while the heights are being built, there is no rect yet.
        if geometry == nil, isBuildingGeometry { return .zero }
        guard let geometry, geometry.contains(indexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(indexPath)))
            return .zero
        }
        return rowFrame(section: indexPath.sectionIndex, row: indexPath.itemIndex, in: geometry)
    }

    /// The index path of the row at `point` (in content coordinates), or `nil` when the point is in no row.
    ///
    /// - Complexity: O(log *n*) for *n* rows, once the heights are built.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard allowsCall("-[UITableView indexPathForRowAtPoint:]") else { return nil }
        guard let geometry = loadGeometryIfNeeded(), geometry.slotCount > 0, point.y >= geometry.tableHeaderHeight
        else { return nil }
        var slot = geometry.firstSlot(endingAtOrAfter: point.y)
        // A slot that ends exactly at the point is above it.
        while slot < geometry.slotCount,
            geometry.top(of: slot) + geometry.heights[slot] <= point.y
        {
            slot += 1
        }
        guard slot < geometry.slotCount, case .row(let section, let row) = geometry.element(at: slot) else {
            return nil
        }
        let frame = rowFrame(section: section, row: row, in: geometry)
        guard point.x >= frame.minX, point.x < frame.maxX else { return nil }
        return IndexPath(itemIndex: row, sectionIndex: section)
    }
}
