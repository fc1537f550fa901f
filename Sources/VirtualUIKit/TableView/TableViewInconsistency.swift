/// An exception UIKit's `UITableView` would raise, captured as a value.
///
/// The same type as ``CollectionViewInconsistency``: an exception's name and reason describe it whichever view raised
/// it, so one handler, and the testing product's checks, serve both views. ``VirtualTableView`` reports UIKit's table
/// texts, with `UITableView` in them where UIKit names the class:
///
/// ```swift
/// XCTAssertEqual(
///     tableView.reportedInconsistencies,
///     [.internalInconsistency(
///         "unable to dequeue a cell with identifier Post - must register a nib or a class for the identifier or "
///             + "connect a prototype cell in a storyboard")]
/// )
/// ```
public typealias TableViewInconsistency = CollectionViewInconsistency
