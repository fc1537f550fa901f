import Foundation

/// A temporary cell or row to show where dropped content will appear, standing in for
/// `UICollectionViewDropPlaceholder` and `UITableViewDropPlaceholder`.
///
/// A placeholder carries a closure, so it is a class; it is not `Sendable`.
public final class DropPlaceholder {
    /// Where the dropped item will be inserted.
    public let insertionIndexPath: IndexPath

    /// The reuse identifier of the placeholder cell.
    public let reuseIdentifier: String

    /// The height of a table's placeholder row. Default: ``VirtualTableView/automaticDimension``.
    public var rowHeight: CGFloat

    /// Configures the placeholder cell: a ``CollectionViewCell`` in a collection view, a ``TableViewCell`` in a table
    /// view. The virtual views do not display placeholder cells, so they never call this closure.
    public var cellUpdateHandler: ((CollectionReusableView) -> Void)?

    /// Creates a placeholder for an insertion at `insertionIndexPath`.
    ///
    /// - Parameters:
    ///   - insertionIndexPath: Where the dropped item will be inserted.
    ///   - reuseIdentifier: The reuse identifier of the placeholder cell.
    ///   - rowHeight: The height of the placeholder row, in a table view.
    public init(
        insertionIndexPath: IndexPath,
        reuseIdentifier: String,
        rowHeight: CGFloat = VirtualTableView.automaticDimension
    ) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

@available(*, unavailable)
extension DropPlaceholder: Sendable {}
