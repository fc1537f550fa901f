import Foundation

/// The observers a manager tells each time its collection view has shown a change of the storage.
///
/// Calls arrive from the updater (after each batch or reload, once `didUpdateContent` has run), from the diffable data
/// source (after each snapshot reaches the view) and from the manager (after a storage is assigned): in the isolation
/// domain the manager is used from, synchronously, while the update that caused them is still on the stack.
final class ShownUpdateObservers {
    private var observers: [(id: Int, observer: () -> Void)] = []
    private var nextID = 0

    /// Adds `observer`; returns the identifier that removes it.
    func add(_ observer: @escaping () -> Void) -> Int {
        nextID += 1
        observers.append((nextID, observer))
        return nextID
    }

    /// Removes the observer added with `id`; does nothing when it is gone already.
    func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Calls every observer present when the call begins, in the order they were added.
    func notify() {
        guard !observers.isEmpty else { return }
        // NB: an observer may add or remove observers; the ones it removes are still called this once.
        for (_, observer) in observers { observer() }
    }
}

@available(*, unavailable)
extension ShownUpdateObservers: Sendable {}

/// What removes an observer added with ``CollectionViewManager/addShownUpdateObserver(_:)``.
package struct ShownUpdateObservation: Hashable, Sendable {
    fileprivate let id: Int
}

extension CollectionViewManager {
    /// Calls `observer` each time the collection view has shown a change of the storage: after each update the
    /// ``collectionViewUpdater`` applies (a batch or a reload, once `didUpdateContent` has run), after each snapshot a
    /// ``CollectionViewDiffableDataSource`` applies, and after a new ``storage`` is assigned.
    ///
    /// For test helpers that wait for a screen's asynchronous work. The observer runs synchronously, from the code that
    /// changed the storage, in the manager's isolation domain. Nothing calls it while the manager has neither an updater
    /// nor a diffable data source (storage changes then never reach the view). Remove it with
    /// ``removeShownUpdateObserver(_:)``: the manager holds it, and whatever it captures, until then.
    package func addShownUpdateObserver(_ observer: @escaping () -> Void) -> ShownUpdateObservation {
        ShownUpdateObservation(id: shownUpdateObservers.add(observer))
    }

    /// Removes an observer added with ``addShownUpdateObserver(_:)``; does nothing when it was removed already.
    package func removeShownUpdateObserver(_ observation: ShownUpdateObservation) {
        shownUpdateObservers.remove(observation.id)
    }
}
