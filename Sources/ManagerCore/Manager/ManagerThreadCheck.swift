import Foundation

/// Holds a manager to the main queue while the view it manages is bound to it, and binds the storage the manager holds
/// meanwhile.
///
/// The manager keeps one in its registry (``ViewFactory/threadCheck``), so that its data-source and delegate objects
/// check their public calls too; it decides the binding when it starts managing a view, and routes refused calls to
/// its anomaly handler through ``report``.
package final class ManagerThreadCheck {
    /// Whether the manager's public calls must come from the main queue: its view was created there.
    private(set) var isMainQueueBound = false

    /// The manager's type, which names each refused call: `CollectionViewManager.register(_:mapping:handler:)`.
    private let managerName: String

    /// Reports a refused call, named as the anomaly names it, from the thread that made it.
    // NB: set once by the manager, right after creating its registry, before any other thread can see the manager.
    package var report: (_ call: String, _ thread: String) -> Void = { _, _ in }

    /// The storage bound to the main queue on the manager's behalf, if any.
    // NB: strong, not weak: the manager holds the storage strongly anyway, and a weak reference would give the storage
    // a side table, which makes every retain and release of it slower on the hot paths.
    private var boundStorage: (any ThreadCheckedStorage)?

    /// Creates the check of a manager named `managerName`, not bound.
    package init(managerName: String) {
        self.managerName = managerName
    }

    deinit {
        boundStorage?.unbindFromMainQueue()
    }

    /// Whether the manager's public call named `call` (its Swift name) may run: always while the manager is not bound,
    /// and on the main queue; otherwise reports it, and it must not be applied.
    ///
    /// - Complexity: O(1).
    package func allowsCall(_ call: StaticString) -> Bool {
        allowsCall(named: "\(call)")
    }

    /// ``allowsCall(_:)`` for a name built at run time; `qualified` when it already names its type
    /// (`CollectionViewUpdater.storageNeedsReloading()`).
    package func allowsCall(named call: @autoclosure () -> String, qualified: Bool = false) -> Bool {
        guard isMainQueueBound, !ExecutionContext.isMainQueue else { return true }
        report(qualified ? call() : "\(managerName).\(call())", ExecutionContext.currentThreadDescription)
        return false
    }

    /// Binds the manager, and `storage`, to the main queue when `view` is bound to it, as the manager starts managing
    /// `view`; returns `false` after reporting `call` when that happens off the main queue, and the manager must not
    /// start.
    package func bind(to view: AnyObject, storage: any Storage, call: StaticString) -> Bool {
        guard (view as? any MainQueueBoundView)?.isMainQueueBound == true else { return true }
        guard ExecutionContext.isMainQueue else {
            report("\(managerName).\(call)", ExecutionContext.currentThreadDescription)
            return false
        }
        isMainQueueBound = true
        adopt(storage)
        return true
    }

    /// Makes `storage` the one bound on the manager's behalf, unbinding the previous one; only while the manager is
    /// bound.
    package func adopt(_ storage: any Storage) {
        guard isMainQueueBound else { return }
        let checked = storage as? any ThreadCheckedStorage
        guard checked !== boundStorage else { return }
        boundStorage?.unbindFromMainQueue()
        checked?.bindToMainQueue()
        boundStorage = checked
    }
}

extension ManagerThreadCheck {
    /// Makes `newValue` a manager's storage in place of `current`: detaches `current` from its updater, binds
    /// `newValue` to the main queue when the manager is bound, lets `configure` route its header and footer kinds, makes
    /// `updater` its delegate, and gives it to the manager's delegate objects through `share`. The caller checked the
    /// call's thread, and reloads its view afterwards.
    ///
    /// - Complexity: O(1), plus `configure` and `share`.
    package func replaceStorage(
        _ current: inout any Storage,
        with newValue: any Storage,
        updater: (any StorageUpdating)?,
        configure: (any SupplementaryStorage) -> Void,
        share: (any Storage) -> Void
    ) {
        (current as? any UpdateDeliveringStorage)?.delegate = nil
        current = newValue
        adopt(newValue)
        if let supplementaryStorage = newValue as? any SupplementaryStorage { configure(supplementaryStorage) }
        (newValue as? any UpdateDeliveringStorage)?.delegate = updater
        share(newValue)
    }
}
