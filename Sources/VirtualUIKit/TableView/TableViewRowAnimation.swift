/// How a table view animates rows and sections it inserts, deletes or reloads, standing in for
/// `UITableView.RowAnimation`. The raw values are UIKit's.
public enum TableViewRowAnimation: Int, Hashable, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// Inserted rows slide in from the right; deleted rows slide out to the right.
    case right = 1
    /// Inserted rows slide in from the left; deleted rows slide out to the left.
    case left = 2
    /// Inserted rows slide in from the top; deleted rows slide out towards the top.
    case top = 3
    /// Inserted rows slide in from the bottom; deleted rows slide out towards the bottom.
    case bottom = 4
    /// No animation: the rows appear and disappear at once.
    case none = 5
    /// The rows grow from, or shrink to, their middle.
    case middle = 6
    /// The animation UIKit picks for the change.
    case automatic = 100
}
