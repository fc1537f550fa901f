import Foundation

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
