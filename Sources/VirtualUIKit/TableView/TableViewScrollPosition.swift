/// Where a row ends up when a table view scrolls to it, standing in for `UITableView.ScrollPosition`. The raw values
/// are UIKit's.
public enum TableViewScrollPosition: Int, Hashable, Sendable {
    /// Scroll as little as needed to show the whole row; not at all when it is shown already.
    case none = 0
    /// The row's top edge meets the top of the visible rect (below a floating header, in a plain table).
    case top = 1
    /// The row is centred in the visible rect.
    case middle = 2
    /// The row's bottom edge meets the bottom of the visible rect (above a floating footer, in a plain table).
    case bottom = 3
}
