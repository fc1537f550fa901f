import Foundation

extension TableViewManager {
    /// Every closure this manager, its current storage and its mappings keep that a user may have written, in the order
    /// `ManagerClosure.closures(viewFactory:objects:updater:anomalyHandler:storage:)` lists them, for the testing
    /// product's leak check.
    ///
    /// Releasing a closure changes how the manager behaves; it is meant for managers that are being thrown away.
    ///
    /// - Complexity: O(m + r), m mappings and r registered events.
    package var releasableClosures: [ManagerClosure] {
        let objects: [(any TableManagerObject)?] = [
            tableDataSource, tableDelegate, tablePrefetchDataSource, tableDragDelegate, tableDropDelegate,
        ]
        return ManagerClosure.closures(
            viewFactory: viewFactory, objects: objects.compactMap { $0?.state }, updater: tableViewUpdater,
            anomalyHandler: anomalyHandler, storage: storage)
    }

    /// Reports ``TableViewManagerAnomaly/ownerOutlivesTableView(ownerType:)`` when the view this manager manages is
    /// being deallocated and leaves behind an owner that is still alive and has no table view.
    ///
    /// Called by `VirtualTableView`'s `deinit`, in debug builds. An owner that holds its view strongly cannot lose it
    /// while it lives, so this only catches owners whose view is held elsewhere (a weak outlet).
    ///
    /// - Complexity: O(1) plus reading the owner's table view property.
    func tableViewWillDeallocate() {
        guard isConfigured, let owner = delegate, owner.managedTableView == nil else { return }
        anomalyHandler.reportAnomaly(.ownerOutlivesTableView(ownerType: String(describing: type(of: owner))))
    }
}

extension TableManagerDataSource: ViewDeallocationObserving {
    /// Tells the manager that its view is going away, so that it can report an owner that outlives it.
    package func viewWillDeallocate() {
        manager?.tableViewWillDeallocate()
    }
}
