import Foundation

/// A data source that wants to know when the view it serves is going away.
///
/// A virtual view calls it from its `deinit`, in debug builds, on its data source. The manager module conforms its
/// data source, so that a manager can tell a person that its owner outlived its view.
package protocol ViewDeallocationObserving: AnyObject {
    /// Called while the view that holds this object as its data source is being deallocated.
    func viewWillDeallocate()
}

/// Work that runs whenever a virtual view is deallocated, set by a module above this one.
///
/// The manager module keeps the managers of its owners in a table keyed by owner, and an owner's view usually goes away
/// with the owner: that is the moment to drop the managers whose owners are gone. The views cannot name the table, so
/// the table registers its purge here when it is created.
package enum ViewDeallocation {
    private static let observer = LockedValue<(@Sendable () -> Void)?>(nil)

    /// Sets the work to run after each view's deallocation, replacing any set before.
    package static func setObserver(_ work: @escaping @Sendable () -> Void) {
        observer.value = work
    }

    /// Runs the registered work, outside any lock: it may deallocate objects whose deinits deallocate views.
    package static func notifyObservers() {
        observer.value?()
    }
}
