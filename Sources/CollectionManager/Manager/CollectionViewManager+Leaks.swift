import Foundation

// The closures a manager keeps, listed one by one so that a leak check can release them one at a time and find the one
// that holds the manager's owner. Visible to the package's testing product only.

/// A closure kept by a manager, its storage or one of its mappings, that can be released on its own.
package struct ManagerClosure {
    /// Where the closure was registered.
    package enum Origin: Equatable, Sendable {
        /// An event registered for the mapping of `viewClass` (through the manager or the mapping).
        case mappedEvent(EventMethodSignature, viewClass: String)
        /// An event registered on the manager that no mapping carries (`moveItemAtTo`, `indexTitles`, ...).
        case unmappedEvent(EventMethodSignature)
        /// The `handler` or `mapping` closure of the registration of `viewClass`, with the mapping's condition.
        case registration(viewClass: String, viewType: ViewType)
        /// The updater's `willUpdateContent`.
        case willUpdateContent
        /// The updater's `didUpdateContent`.
        case didUpdateContent
        /// The updater's `reloadItemClosure`.
        case reloadItemClosure
        /// The manager's `anomalyHandler.anomalyAction`.
        case managerAnomalyAction
        /// The storage's `headerModelProvider`.
        case headerModelProvider
        /// The storage's `footerModelProvider`.
        case footerModelProvider
        /// The storage's `supplementaryModelProvider`.
        case supplementaryModelProvider
        /// The `MemoryStorage`'s `anomalyHandler.anomalyAction`.
        case storageAnomalyAction
    }

    /// Where the closure was registered.
    package let origin: Origin

    /// Drops the closure: the manager no longer runs it, and whatever it captured is released unless held elsewhere.
    package let release: () -> Void
}

extension CollectionViewManager {
    /// Every closure this manager, its current storage and its mappings keep that a user may have written, in this
    /// order: mapped events (mapping by mapping, in registration order), unmapped events, the updater's closures, the
    /// manager's anomaly action, the storage's providers and anomaly action, then the registrations' own closures.
    ///
    /// Releasing a closure changes how the manager behaves; it is meant for managers that are being thrown away.
    ///
    /// - Complexity: O(m + r), m mappings and r registered events.
    package var releasableClosures: [ManagerClosure] {
        var closures = eventClosures
        closures += updaterClosures
        let handler = anomalyHandler
        closures.append(
            ManagerClosure(origin: .managerAnomalyAction) { [weak handler] in handler?.anomalyAction = { _ in } })
        if let storage = storage as? MemoryStorage { closures += Self.closures(of: storage) }
        let factory = viewFactory
        for mapping in factory.mappings {
            closures.append(
                ManagerClosure(
                    origin: .registration(viewClass: String(describing: mapping.viewClass), viewType: mapping.viewType)
                ) { [weak factory, weak mapping] in
                    factory?.removeMappings { $0 === mapping }
                })
        }
        return closures
    }

    /// The event reactions: those of each mapping, then those registered without a mapping on each manager object.
    private var eventClosures: [ManagerClosure] {
        var closures: [ManagerClosure] = []
        for mapping in viewFactory.mappings {
            let viewClass = String(describing: mapping.viewClass)
            for reaction in mapping.reactions {
                closures.append(
                    ManagerClosure(origin: .mappedEvent(reaction.signature, viewClass: viewClass)) {
                        [weak mapping, weak reaction] in
                        mapping?.reactions.removeAll { $0 === reaction }
                    })
            }
        }
        let objects: [(any CollectionManagerObject)?] = [
            collectionDataSource, collectionDelegate, collectionPrefetchDataSource, collectionDragDelegate,
            collectionDropDelegate,
        ]
        for case let object? in objects {
            let state = object.state
            for reaction in state.unmappedReactions {
                closures.append(
                    ManagerClosure(origin: .unmappedEvent(reaction.signature)) { [weak state, weak reaction] in
                        state?.unmappedReactions.removeAll { $0 === reaction }
                    })
            }
        }
        return closures
    }

    /// The updater's content callbacks and reload closure, those that are set.
    private var updaterClosures: [ManagerClosure] {
        guard let updater = collectionViewUpdater else { return [] }
        var closures: [ManagerClosure] = []
        if updater.willUpdateContent != nil {
            closures.append(
                ManagerClosure(origin: .willUpdateContent) { [weak updater] in updater?.willUpdateContent = nil })
        }
        if updater.didUpdateContent != nil {
            closures.append(
                ManagerClosure(origin: .didUpdateContent) { [weak updater] in updater?.didUpdateContent = nil })
        }
        if updater.reloadItemClosure != nil {
            closures.append(
                ManagerClosure(origin: .reloadItemClosure) { [weak updater] in updater?.reloadItemClosure = nil })
        }
        return closures
    }

    /// The storage's supplementary model providers that are set, then its anomaly action.
    private static func closures(of storage: MemoryStorage) -> [ManagerClosure] {
        var closures: [ManagerClosure] = []
        if storage.headerModelProvider != nil {
            closures.append(
                ManagerClosure(origin: .headerModelProvider) { [weak storage] in storage?.headerModelProvider = nil })
        }
        if storage.footerModelProvider != nil {
            closures.append(
                ManagerClosure(origin: .footerModelProvider) { [weak storage] in storage?.footerModelProvider = nil })
        }
        if storage.supplementaryProviders.custom != nil {
            closures.append(
                ManagerClosure(origin: .supplementaryModelProvider) { [weak storage] in
                    storage?.supplementaryProviders.custom = nil
                })
        }
        let storageHandler = storage.anomalyHandler
        closures.append(
            ManagerClosure(origin: .storageAnomalyAction) { [weak storageHandler] in
                storageHandler?.anomalyAction = { _ in }
            })
        return closures
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
