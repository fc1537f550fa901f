import Foundation

/// The pending insertion of a dropped item, standing in for `UICollectionViewDropPlaceholderContext`.
///
/// ``DropCoordinator/drop(_:to:)`` returns one. When the dropped content is ready, call
/// ``commitInsertion(dataSourceUpdates:)`` and insert the model inside its closure; or give up with
/// ``deletePlaceholder()``. A context has identity and state, so it is a class; it is not `Sendable`.
public final class DropPlaceholderContext {
    /// The dropped item.
    public let dragItem: DragItem

    /// The placeholder the item was dropped to.
    public let placeholder: DropPlaceholder

    /// Whether the insertion was committed.
    public private(set) var isCommitted = false

    /// Whether the placeholder was deleted.
    public private(set) var isDeleted = false

    weak var collectionView: VirtualCollectionView?

    init(dragItem: DragItem, placeholder: DropPlaceholder, collectionView: VirtualCollectionView?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
    }

    /// Inserts the dropped item: runs `dataSourceUpdates` with the insertion index path inside a batch update that
    /// inserts an item there, so the model must gain exactly that item.
    ///
    /// - Returns: `false` when the context was already committed or deleted, `true` otherwise.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !isCommitted, !isDeleted else { return false }
        isCommitted = true
        let indexPath = placeholder.insertionIndexPath
        guard let collectionView else {
            dataSourceUpdates(indexPath)
            return true
        }
        // NB: `performBatchUpdates` takes an escaping (optional) closure; the call is synchronous, so this one
        // never outlives it.
        withoutActuallyEscaping(dataSourceUpdates) { updates in
            collectionView.performBatchUpdates(
                {
                    updates(indexPath)
                    collectionView.insertItems(at: [indexPath])
                },
                completion: nil
            )
        }
        return true
    }

    /// Abandons the insertion. The model is left as it is.
    ///
    /// - Returns: `false` when the context was already committed or deleted, `true` otherwise.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard !isCommitted, !isDeleted else { return false }
        isDeleted = true
        return true
    }
}

@available(*, unavailable)
extension DropPlaceholderContext: Sendable {}
