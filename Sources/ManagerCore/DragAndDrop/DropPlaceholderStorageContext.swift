import Foundation

/// A dropped item's pending insertion that knows the manager's storage, so committing it inserts the model too.
///
/// The managers' `drop(_:to:with:)` returns one (as `CollectionViewDropPlaceholderContext` or
/// `TableViewDropPlaceholderContext`). When the dropped content is ready, call ``commitInsertion(ofItem:_:)`` with the
/// model; or give up with ``deletePlaceholder()``.
///
/// ```swift
/// manager.performDropWithCoordinator { coordinator in
///     guard let item = coordinator.items.first?.dragItem, let destination = coordinator.destinationIndexPath else { return }
///     let placeholder = DropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Placeholder")
///     let context = manager.drop(item, to: placeholder, with: coordinator)
///     context.commitInsertion(ofItem: Post(title: "Dropped"))
/// }
/// ```
///
/// Contexts are reference types used from one isolation domain; they are not `Sendable`.
public final class DropPlaceholderStorageContext {
    /// The view's placeholder context.
    public let context: DropPlaceholderContext

    /// The storage the committed model is inserted into. Held weakly.
    public private(set) weak var storage: (any Storage)?

    /// Creates a context that commits `context`'s insertion into `storage`.
    public init(context: DropPlaceholderContext, storage: any Storage) {
        self.context = context
        self.storage = storage
    }

    /// Commits the insertion: inserts `item` at the placeholder's index path, then calls `insertionIndexPathClosure`
    /// with that index path, both inside the view's batch update that inserts the item.
    ///
    /// When the storage is a `MemoryStorage` whose section at the index path exists and has at least `item` index
    /// items, `item` goes straight into that section, without a `StorageUpdate`: the view inserts the cell itself.
    /// For another storage, or an index path outside the section, insert the model in the closure.
    ///
    /// DTCollectionViewManager and DTTableViewManager commit asynchronously, on the main queue's next turn. Here the
    /// commit happens before this method returns, so that a drop is deterministic.
    ///
    /// - Returns: `false` when the insertion was already committed or the placeholder deleted.
    @discardableResult
    public func commitInsertion<T>(ofItem item: T, _ insertionIndexPathClosure: ((IndexPath) -> Void)? = nil) -> Bool {
        context.commitInsertion { [storage] indexPath in
            (storage as? MemoryStorage)?.insertItemWithoutUpdate(item, at: indexPath)
            insertionIndexPathClosure?(indexPath)
        }
    }

    /// Abandons the insertion; the storage is left as it is.
    ///
    /// - Returns: `false` when the insertion was already committed or the placeholder deleted.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        context.deletePlaceholder()
    }
}

@available(*, unavailable)
extension DropPlaceholderStorageContext: Sendable {}

extension MemoryStorage {
    /// Inserts `item` into an existing section at once, with no update for the delegate: for drops, whose insertion
    /// the view animates itself. Does nothing when the section does not exist or is shorter than
    /// `indexPath.item`.
    func insertItemWithoutUpdate(_ item: Any, at indexPath: IndexPath) {
        applyAllPendingChanges()
        guard indexPath.count == 2, committed.models.indices.contains(indexPath.sectionIndex), indexPath.itemIndex >= 0,
            committed.models[indexPath.sectionIndex].numberOfItems >= indexPath.itemIndex
        else { return }
        committed.modifyItems(inSection: indexPath.sectionIndex) { $0.insert(item, at: indexPath.itemIndex) }
    }
}
