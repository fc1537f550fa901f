import Foundation

/// A source of sectioned models for a collection view.
///
/// The manager's data source asks its storage for counts and models. `MemoryStorage` is the ready-made one; conform
/// your own type to back a collection view with something else.
public protocol Storage: AnyObject {
    /// The number of sections.
    func numberOfSections() -> Int

    /// The number of items in `section`, or 0 when the section does not exist.
    func numberOfItems(inSection section: Int) -> Int

    /// The model at `indexPath`, or `nil` when there is none.
    func item(at indexPath: IndexPath) -> Any?
}

/// An object that turns a storage's changes into user-interface updates, such as `CollectionViewUpdater`.
public protocol StorageUpdating: AnyObject {
    /// Called once per mutation, or once per `performUpdates` block, with the changes to animate.
    ///
    /// A `MemoryStorage` defers its data changes: call `update.applyDeferredDatasourceUpdates()` at the point where the
    /// user interface expects the data to change (inside a batch-update block), which also fills the update's change
    /// records.
    func storageDidPerformUpdate(_ update: StorageUpdate)

    /// Called when the storage changed too much to animate, for example after `setItems(_:forSection:)`.
    func storageNeedsReloading()
}

/// A storage that reports its changes to a ``StorageUpdating`` delegate.
///
/// The manager makes its updater the delegate of such a storage, and detaches it when the storage is replaced.
public protocol UpdateDeliveringStorage: Storage {
    /// The object that receives the storage's updates. Storages hold it weakly.
    var delegate: (any StorageUpdating)? { get set }
}
