import Foundation

/// The observers a manager tells each time its view has shown a change of the storage.
///
/// Calls arrive from the updater (after each batch or reload, once `didUpdateContent` has run), from the diffable data
/// source (after each snapshot reaches the view) and from the manager (after a storage is assigned): in the isolation
/// domain the manager is used from, synchronously, while the update that caused them is still on the stack.
package final class ShownUpdateObservers {
    private var observers: [(id: Int, observer: () -> Void)] = []
    private var nextID = 0

    /// No observers.
    package init() {}

    /// Adds `observer`; returns the identifier that removes it.
    package func add(_ observer: @escaping () -> Void) -> Int {
        nextID += 1
        observers.append((nextID, observer))
        return nextID
    }

    /// Removes the observer added with `id`; does nothing when it is gone already.
    package func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Calls every observer present when the call begins, in the order they were added.
    package func notify() {
        guard !observers.isEmpty else { return }
        // NB: an observer may add or remove observers; the ones it removes are still called this once.
        for (_, observer) in observers { observer() }
    }
}

@available(*, unavailable)
extension ShownUpdateObservers: Sendable {}

/// What removes an observer added with a manager's `addShownUpdateObserver(_:)`.
/// Its package identifier is the one ``ShownUpdateObservers/add(_:)`` returned.
package struct ShownUpdateObservation: Hashable, Sendable {
    /// The identifier ``ShownUpdateObservers/add(_:)`` returned.
    package let id: Int

    /// The observation of the observer added with `id`.
    package init(id: Int) {
        self.id = id
    }
}
