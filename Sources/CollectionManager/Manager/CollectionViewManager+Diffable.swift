import Foundation

extension CollectionViewManager {
    /// Replaces the storage with a ``CollectionViewDiffableDataSource``, whose snapshots are applied as animated batch
    /// updates, as DTCollectionViewManager's `configureDiffableDataSource(modelProvider:)` does on iOS 13+.
    ///
    /// Sets ``collectionViewUpdater`` to `nil` — snapshots drive the collection view themselves — and makes the new
    /// data source the manager's ``storage`` (which reloads the collection view). `modelProvider` turns an item
    /// identifier, at its index path, into the model the mappings display.
    ///
    /// ```swift
    /// let dataSource: CollectionViewDiffableDataSource<Section, Post.ID> =
    ///     manager.configureDiffableDataSource { indexPath, id in postsByID[id]! }
    /// ```
    ///
    /// From then on `memoryStorage` reports ``CollectionViewManagerAnomaly/memoryStorageUnavailable(storageType:)`` and
    /// returns a `MemoryStorage` that is not connected to the collection view; change the contents with `apply`.
    @discardableResult
    public func configureDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>(
        modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any
    ) -> CollectionViewDiffableDataSource<SectionIdentifier, ItemIdentifier> {
        guard viewFactory.threadCheck.allowsCall("configureDiffableDataSource(modelProvider:)") else {
            // Not installed: the manager keeps its storage, and this data source is connected to nothing.
            return CollectionViewDiffableDataSource<SectionIdentifier, ItemIdentifier>(
                manager: self, modelProvider: modelProvider)
        }
        collectionViewUpdater = nil
        let dataSource = CollectionViewDiffableDataSource<SectionIdentifier, ItemIdentifier>(
            manager: self, modelProvider: modelProvider)
        storage = dataSource
        return dataSource
    }
}

/// A manager's storage backed by a `DiffableDataSourceSnapshot`, for a collection view: DT's name for the shared
/// `DiffableDataSource` (in `ManagerCore`). Create one with ``CollectionViewManager/configureDiffableDataSource(modelProvider:)``.
public typealias CollectionViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> =
    DiffableDataSource<SectionIdentifier, ItemIdentifier>

extension CollectionViewManager: DiffableDataSourceHost {
    /// The managed collection view, adapted, or `nil` while the manager manages none.
    package var managedUpdateTarget: (any BatchUpdateTarget)? {
        guard isManagingCollectionView, let collectionView else { return nil }
        return CollectionViewBatchTarget(collectionView: collectionView)
    }

    /// Tells the observers of shown updates.
    package func didShowUpdate() {
        shownUpdateObservers.notify()
    }
}
