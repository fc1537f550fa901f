import Foundation

/// A temporary cell to show where dropped content will appear, standing in for
/// `UICollectionViewDropPlaceholder`.
///
/// A placeholder carries a closure, so it is a class; it is not `Sendable`.
public final class DropPlaceholder {
    /// Where the dropped item will be inserted.
    public let insertionIndexPath: IndexPath

    /// The reuse identifier of the placeholder cell.
    public let reuseIdentifier: String

    /// Configures the placeholder cell. ``VirtualCollectionView`` does not display placeholder cells, so it never
    /// calls this closure.
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// Creates a placeholder for an insertion at `insertionIndexPath`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

@available(*, unavailable)
extension DropPlaceholder: Sendable {}
