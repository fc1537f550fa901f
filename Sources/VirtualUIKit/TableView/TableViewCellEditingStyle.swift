/// The control a row shows while its table view edits, standing in for `UITableViewCell.EditingStyle`. The raw values
/// are UIKit's.
public enum TableViewCellEditingStyle: Int, Hashable, Sendable {
    /// No control.
    case none = 0
    /// A delete control; tapping it commits a deletion.
    case delete = 1
    /// An insert control; tapping it commits an insertion.
    case insert = 2
}
