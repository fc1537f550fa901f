import Foundation

/// A view that inserts the items dropped to placeholders: a collection view or a table view.
protocol DropPlaceholderHost: AnyObject {
    /// Changes whenever the view forgets the placeholders it shows: a table view's `reloadData()` does.
    var dropPlaceholderEpoch: Int { get }

    /// Runs `updates` as one batch update, checked with the view's rules and recorded in its performed updates.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

    /// Inserts the item or row at `indexPath`, inside the batch that commits a placeholder.
    func insertDroppedItem(at indexPath: IndexPath)
}

extension DropPlaceholderHost {
    /// Runs `dataSourceUpdates` with `indexPath`, where the model must gain the dropped item, and inserts the item or
    /// row there, in one batch update around both: a batch that breaks the view's rules is reported and replaced by a
    /// reload, as any other.
    func commitDropPlaceholderInsertion(at indexPath: IndexPath, dataSourceUpdates: (IndexPath) -> Void) {
        // NB: `performBatchUpdates` takes an escaping (optional) closure; the call is synchronous, so this one
        // never outlives it.
        withoutActuallyEscaping(dataSourceUpdates) { updates in
            performBatchUpdates(
                {
                    updates(indexPath)
                    self.insertDroppedItem(at: indexPath)
                },
                completion: nil
            )
        }
    }
}

/// The pending insertion of a dropped item, standing in for `UICollectionViewDropPlaceholderContext` and
/// `UITableViewDropPlaceholderContext`.
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

    weak var host: (any DropPlaceholderHost)?

    /// The host's placeholder epoch when the item was dropped: the placeholder exists while it stays the same.
    private let epoch: Int?

    init(dragItem: DragItem, placeholder: DropPlaceholder, host: (any DropPlaceholderHost)?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.host = host
        epoch = host?.dropPlaceholderEpoch
    }

    /// Inserts the dropped item: runs `dataSourceUpdates` with the insertion index path, where the model must gain
    /// exactly that item, and shows it there.
    ///
    /// A collection view inserts the item in a batch update around `dataSourceUpdates`. A table view runs
    /// `dataSourceUpdates`, then inserts the row itself, without a batch, and displays it at its next layout pass; a
    /// table view that reloaded its data since the drop no longer has the placeholder, and the closure is not run.
    ///
    /// - Returns: `false`, without running `dataSourceUpdates`, when the context was already committed or deleted or
    ///   the placeholder is gone; `true` otherwise.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !isCommitted, !isDeleted else { return false }
        if let host, host.dropPlaceholderEpoch != epoch { return false }
        isCommitted = true
        let indexPath = placeholder.insertionIndexPath
        guard let host else {
            dataSourceUpdates(indexPath)
            return true
        }
        host.commitDropPlaceholderInsertion(at: indexPath, dataSourceUpdates: dataSourceUpdates)
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
