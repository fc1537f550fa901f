import Foundation

extension VirtualTableView {
    /// The view shown above the first section, standing in for `UITableView.tableHeaderView`. Default: `nil`.
    ///
    /// The table takes the view's height when the view is assigned, and makes it as wide as the table: every section
    /// starts that much lower, ``contentSize`` counts it, and ``screenPicture(label:)`` draws it (as `table header`).
    /// As in UIKit, a later change of the view's height changes nothing until the view is assigned again. No delegate
    /// method is called, and the view is never recycled.
    ///
    /// ```swift
    /// tableView.tableHeaderView = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    /// XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 56)
    /// ```
    public var tableHeaderView: CollectionReusableView? {
        get { interactions.tableHeaderView }
        set {
            guard allowsCall("-[UITableView setTableHeaderView:]") else { return }
            interactions.tableHeaderView = newValue
            interactions.tableHeaderHeight = Self.assignedHeight(of: newValue)
            geometry?.tableHeaderHeight = interactions.tableHeaderHeight
            placeTableHeaderAndFooterViews()
            setNeedsLayout()
        }
    }

    /// The view shown below the last section, standing in for `UITableView.tableFooterView`. Default: `nil`.
    ///
    /// Treated as ``tableHeaderView`` is, below the content: ``contentSize`` counts its height, taken when it is
    /// assigned, and ``screenPicture(label:)`` draws it (as `table footer`). An empty view (UIKit's trick to hide the
    /// separators of empty rows) takes no room.
    public var tableFooterView: CollectionReusableView? {
        get { interactions.tableFooterView }
        set {
            guard allowsCall("-[UITableView setTableFooterView:]") else { return }
            interactions.tableFooterView = newValue
            interactions.tableFooterHeight = Self.assignedHeight(of: newValue)
            placeTableHeaderAndFooterViews()
            setNeedsLayout()
        }
    }

    /// A view's height as a table header or footer takes it: not negative, 0 when not finite.
    private static func assignedHeight(of view: CollectionReusableView?) -> CGFloat {
        guard let height = view?.frame.size.height, height.isFinite else { return 0 }
        return max(0, height)
    }

    /// The height of the content with `geometry`: the table's header view, every section, the table's footer view.
    func contentHeight(of geometry: TableGeometry) -> CGFloat {
        geometry.sectionsBottom + interactions.tableFooterHeight
    }

    /// The height of the table's header and footer views, the content of a table whose heights are being built.
    var tableHeaderAndFooterHeight: CGFloat {
        interactions.tableHeaderHeight + interactions.tableFooterHeight
    }

    /// Gives the table's header and footer views their frames: the table's width, their heights, above and below the
    /// sections.
    func placeTableHeaderAndFooterViews() {
        let width = frame.size.width
        interactions.tableHeaderView?.frame = CGRect(
            x: 0, y: 0, width: width, height: interactions.tableHeaderHeight)
        let footerTop = geometry.map { $0.sectionsBottom } ?? interactions.tableHeaderHeight
        interactions.tableFooterView?.frame = CGRect(
            x: 0, y: footerTop, width: width, height: interactions.tableFooterHeight)
    }
}
