import Foundation

extension CollectionViewManager {
    /// Every closure this manager, its current storage and its mappings keep that a user may have written, in the order
    /// `ManagerClosure.closures(viewFactory:objects:updater:anomalyHandler:storage:)` lists them, for the testing
    /// product's leak check.
    ///
    /// Releasing a closure changes how the manager behaves; it is meant for managers that are being thrown away.
    ///
    /// - Complexity: O(m + r), m mappings and r registered events.
    package var releasableClosures: [ManagerClosure] {
        let objects: [(any CollectionManagerObject)?] = [
            collectionDataSource, collectionDelegate, collectionPrefetchDataSource, collectionDragDelegate,
            collectionDropDelegate,
        ]
        return ManagerClosure.closures(
            viewFactory: viewFactory, objects: objects.compactMap { $0?.state }, updater: collectionViewUpdater,
            anomalyHandler: anomalyHandler, storage: storage)
    }
}

extension CollectionViewManager {
    /// Reports ``CollectionViewManagerAnomaly/ownerOutlivesCollectionView(ownerType:)`` when `view`, which this manager
    /// manages and which is being deallocated, leaves behind an owner that is still alive and has no collection view.
    ///
    /// Called by `VirtualCollectionView`'s `deinit`, in debug builds. An owner that holds its view strongly cannot lose
    /// it while it lives, so this only catches owners whose view is held elsewhere (a weak outlet).
    ///
    /// - Complexity: O(1) plus reading the owner's collection view property.
    func collectionViewWillDeallocate() {
        guard isConfigured, let owner = delegate, owner.managedCollectionView == nil else { return }
        anomalyHandler.reportAnomaly(.ownerOutlivesCollectionView(ownerType: String(describing: type(of: owner))))
    }
}
