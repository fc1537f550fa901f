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

    // MARK: Reconfiguring

    /// A dequeue for a reconfigured row with another identifier than its existing cell's.
    static func reconfigureDequeueIdentifierMismatch(
        dequeued: String, original: String?, existingCell: TableViewCell
    ) -> String {
        "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, "
            + "which is not allowed. You must dequeue a cell using the same reuse identifier that was used to dequeue "
            + "the cell originally to obtain the existing cell. Dequeued reuse identifier: \(dequeued); Original reuse "
            + "identifier: \(original ?? "(null)"); Existing cell: \(uikitDescription(of: existingCell))"
    }

    /// A dequeue for a reconfigured row with another index path than the row's.
    static func reconfigureDequeueIndexPathMismatch(
        dequeued: IndexPath, reconfigured: IndexPath, existingCell: TableViewCell
    ) -> String {
        "Attempted to dequeue a cell for a different index path than the index path being reconfigured, which is not "
            + "allowed. You must dequeue a cell for the same index path that is being reconfigured to obtain the "
            + "existing cell. Dequeued index path: \(dequeued.uikitDescription); Reconfigured index path: "
            + "\(reconfigured.uikitDescription); Existing cell: \(uikitDescription(of: existingCell))"
    }

    /// The data source answered a reconfigured row with another cell than the row's own. The view's own wording:
    /// UIKit's text for this case is not known.
    static func reconfiguredCellNotReturned(
        indexPath: IndexPath, existingCell: TableViewCell, returnedCell: TableViewCell
    ) -> String {
        "the cell returned from -tableView:cellForRowAtIndexPath: for a reconfigured row is not the row's existing "
            + "cell - dequeue the cell with -dequeueReusableCellWithIdentifier:forIndexPath: to obtain the existing "
            + "cell. Reconfigured index path: \(indexPath.uikitDescription); Existing cell: "
            + "\(uikitDescription(of: existingCell)); Returned cell: \(uikitDescription(of: returnedCell))"
    }

    // MARK: Descriptions

    /// A view as UIKit's texts describe one, without the address that cannot be reproduced:
    /// `<TableViewCell: frame = (0 0; 320 44)>`.
    static func uikitDescription(of view: CollectionReusableView) -> String {
        "<\(type(of: view)): frame = \(uikitFrameDescription(view.frame))>"
    }

    /// A frame as UIKit's descriptions print it: `(0 0; 320 480)`.
    static func uikitFrameDescription(_ frame: CGRect) -> String {
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { value -> String in
            let double = Double(value)
            return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
        }
        return "(\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
    }
}
