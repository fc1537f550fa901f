import Foundation

// The closures a manager keeps, listed one by one so that a leak check can release them one at a time and find the one
// that holds the manager's owner. Both managers list theirs here; visible to the package's testing product only.

/// A closure kept by a manager, its storage or one of its mappings, that can be released on its own.
package struct ManagerClosure {
    /// Where the closure was registered.
    package enum Origin: Equatable, Sendable {
        /// An event registered for the mapping of `viewClass` (through the manager or the mapping), named by the
        /// selector string of the view's method (`methodSignature`).
        case mappedEvent(methodSignature: String, viewClass: String)
        /// An event registered on the manager that no mapping carries (`moveItemAtTo`, `indexTitles`, ...).
        case unmappedEvent(methodSignature: String)
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

    /// Creates the entry of a closure registered at `origin`, which `release` drops.
    package init(origin: Origin, release: @escaping () -> Void) {
        self.origin = origin
        self.release = release
    }

    /// Every closure a manager with these parts keeps that a user may have written, in this order: mapped events
    /// (mapping by mapping, in registration order), unmapped events (object by object), the updater's closures, the
    /// manager's anomaly action, the storage's providers and anomaly action, then the registrations' own closures.
    ///
    /// Releasing a closure changes how the manager behaves; it is meant for managers that are being thrown away.
    ///
    /// - Complexity: O(m + r), m mappings and r registered events.
    package static func closures<Manager: AnyObject, Role, Selector: Hashable, Anomaly: ReportableAnomaly>(
        viewFactory factory: ViewFactory,
        objects: [ManagerObjectState<Manager, Role, Selector>],
        updater: ViewUpdater?,
        anomalyHandler handler: ReportingAnomalyHandler<Anomaly>,
        storage: any Storage
    ) -> [ManagerClosure] {
        var closures = eventClosures(of: factory, objects: objects)
        if let updater { closures += updaterClosures(of: updater) }
        closures.append(
            ManagerClosure(origin: .managerAnomalyAction) { [weak handler] in handler?.anomalyAction = { _ in } })
        if let storage = storage as? MemoryStorage { closures += Self.closures(of: storage) }
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
    private static func eventClosures<Manager: AnyObject, Role, Selector: Hashable>(
        of factory: ViewFactory, objects: [ManagerObjectState<Manager, Role, Selector>]
    ) -> [ManagerClosure] {
        var closures: [ManagerClosure] = []
        for mapping in factory.mappings {
            let viewClass = String(describing: mapping.viewClass)
            for reaction in mapping.reactions {
                closures.append(
                    ManagerClosure(
                        origin: .mappedEvent(methodSignature: reaction.methodSignature, viewClass: viewClass)
                    ) { [weak mapping, weak reaction] in
                        mapping?.reactions.removeAll { $0 === reaction }
                    })
            }
        }
        for state in objects {
            for reaction in state.unmappedReactions {
                closures.append(
                    ManagerClosure(origin: .unmappedEvent(methodSignature: reaction.methodSignature)) {
                        [weak state, weak reaction] in
                        state?.unmappedReactions.removeAll { $0 === reaction }
                    })
            }
        }
        return closures
    }

    /// The updater's content callbacks and reload closure, those that are set.
    private static func updaterClosures(of updater: ViewUpdater) -> [ManagerClosure] {
        var closures: [ManagerClosure] = []
        if updater.willUpdateContent != nil {
            closures.append(
                ManagerClosure(origin: .willUpdateContent) { [weak updater] in updater?.willUpdateContent = nil })
        }
        if updater.didUpdateContent != nil {
            closures.append(
                ManagerClosure(origin: .didUpdateContent) { [weak updater] in updater?.didUpdateContent = nil })
        }
        let applier = updater.applier
        if applier.reloadItemClosure != nil {
            closures.append(
                ManagerClosure(origin: .reloadItemClosure) { [weak applier] in applier?.reloadItemClosure = nil })
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
