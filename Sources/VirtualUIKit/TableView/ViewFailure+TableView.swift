import Foundation

/// UIKit's failure texts for a table view's own checks.
extension ViewFailure {
    /// The class name UIKit's table texts use for cells, which also keys the cell registrations.
    static let tableViewCellClassName = "UITableViewCell"
    /// The class name UIKit's table texts use for header-footer views.
    static let tableViewHeaderFooterViewClassName = "UITableViewHeaderFooterView"

    /// A registration with an empty identifier; `selector` is the registering method's Objective-C name.
    static func emptyTableReuseIdentifier(selector: String) -> String {
        "must pass a valid reuse identifier to -[UITableView \(selector)]"
    }

    static func unableToDequeueTableCell(identifier: String) -> String {
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or "
            + "connect a prototype cell in a storyboard"
    }

    /// A registered nib that does not hold exactly one view of the expected class, `UITableViewCell` or
    /// `UITableViewHeaderFooterView`.
    static func invalidTableNib(identifier: String, className: String) -> String {
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which "
            + "must be a \(className) instance"
    }

    /// A nib whose view declares another reuse identifier than the one it was registered with, with UIKit's spelling
    /// ("indentifier").
    static func tableNibReuseIdentifierMismatch(nibIdentifier: String, identifier: String) -> String {
        "cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib "
            + "(\(identifier))"
    }

    /// A path without exactly two indexes, given to a table view.
    static func invalidTableIndexPath(_ indexPath: IndexPath) -> String {
        "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two "
            + "indices specifying the section and row. Please use the category on NSIndexPath in "
            + "NSIndexPath+UIKitAdditions.h if possible. Index path: \(indexPath.uikitDescription)"
    }

    /// A cell that `tableView(_:cellForRowAt:)` returned for the row at `indexPath` while it shows the row at `shown`.
    /// The reference gives no UIKit text for this mistake, so the text is the virtual view's own, worded as UIKit words
    /// its cell checks.
    static func cellAlreadyDisplayed(at indexPath: IndexPath, shownAt shown: IndexPath?) -> String {
        let shownText = shown.map { " at index path \($0.uikitDescription)" } ?? ""
        return "the cell returned from -tableView:cellForRowAtIndexPath: for index path \(indexPath.uikitDescription) "
            + "is already displayed\(shownText) - a cell can show only one row; return a new or dequeued cell for each "
            + "row"
    }

    /// A rect asked for a row, header, footer or section that does not exist.
    static func rectForInvalidIndexPath(_ indexPath: IndexPath) -> String {
        "request for rect at invalid index path (\(indexPath.uikitDescription))"
    }

    static func scrollToOutOfBoundsSection(section: Int, numberOfSections: Int) -> String {
        "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only "
            + "\(numberOfSections) sections."
    }

    static func scrollToOutOfBoundsRow(row: Int, numberOfRows: Int, section: Int) -> String {
        "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(numberOfRows) rows "
            + "in section \(section)."
    }
}
