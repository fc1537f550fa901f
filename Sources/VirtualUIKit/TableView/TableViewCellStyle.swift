/// The built-in layout a table cell is created with, standing in for `UITableViewCell.CellStyle`. The raw values are
/// UIKit's.
///
/// A table view creates cells of registered classes with ``default``. The style decides which
/// ``ListContentConfiguration`` a cell's ``TableViewCell/defaultContentConfiguration()`` starts from, as UIKit's
/// cells do.
public enum TableViewCellStyle: Int, Hashable, Sendable {
    /// A text and an optional image: ``ListContentConfiguration/cell()``.
    case `default` = 0
    /// A text with a secondary text at the trailing edge: ``ListContentConfiguration/valueCell()``.
    case value1 = 1
    /// A secondary text beside a text, as in the Contacts app; configured as ``ListContentConfiguration/valueCell()``.
    case value2 = 2
    /// A text with a secondary text below it: ``ListContentConfiguration/subtitleCell()``.
    case subtitle = 3
}
