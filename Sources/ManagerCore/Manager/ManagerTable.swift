import Foundation

/// The free `manager` of each owner (a `CollectionViewManageable` or `TableViewManageable` object), keyed by the
/// owner's identity and the manager's type, so that an object owning both kinds of view gets one manager of each.
///
/// Swift has no associated objects, so a manager cannot be stored inside its owner. This table holds each manager
/// strongly and its owner weakly; entries whose owner is gone are dropped whenever an entry is added and whenever a
/// virtual view is deallocated (which is when an owner's view goes away with it), and on ``purge()``.
package final class ManagerTable: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: every access to `entries` holds `lock`. Managers are only returned to a caller
    // that presents the owner they belong to, and owners are not Sendable, so a manager never crosses an isolation
    // domain through this table.
    /// The table behind every owner's free `manager`.
    package static let shared: ManagerTable = {
        // An owner's view usually goes away with the owner: each virtual view's deallocation drops the managers whose
        // owners are gone. Registered with the table, since before it exists there is nothing to drop.
        ViewDeallocation.setObserver { ManagerTable.shared.purge() }
        return ManagerTable()
    }()

    private struct Entry {
        weak var owner: AnyObject?
        let manager: AnyObject
    }

    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let managerType: ObjectIdentifier
    }

    // NB: a condition, not a plain lock, so that `waitUntilNoOwnerIsHeld()` can sleep until the passes that hold owners
    // have let go of them.
    private let lock = NSCondition()
    private var entries: [Key: Entry] = [:]
    /// The passes over the table that hold owners to check them and have not released them yet, and the deferred
    /// checks that hold a manager (``holdingManagers(_:)``).
    private var passesHoldingOwners = 0

    /// An empty table; the library uses ``shared``.
    package init() {}

    /// The manager of type `Manager` stored for `owner`, or the one `create` makes, stored.
    package func manager<Manager: AnyObject>(for owner: AnyObject, create: () -> Manager) -> Manager {
        let key = Key(owner: ObjectIdentifier(owner), managerType: ObjectIdentifier(Manager.self))
        lock.lock()
        if let entry = entries[key], entry.owner === owner, let manager = entry.manager as? Manager {
            lock.unlock()
            return manager
        }
        lock.unlock()
        // NB: create outside the lock; a manager's initializer must not be able to deadlock the table.
        let created = create()
        lock.lock()
        // Another thread may have stored a manager for this owner meanwhile: the first one stored wins, so every
        // reader gets the same manager.
        if let entry = entries[key], entry.owner === owner, let manager = entry.manager as? Manager {
            lock.unlock()
            withExtendedLifetime(created) {}  // the loser is released after unlocking, like dead entries
            return manager
        }
        let dead = removeDeadEntries()
        entries[key] = Entry(owner: owner, manager: created)
        lock.unlock()
        release(dead)
        return created
    }

    /// Stores `manager` for `owner`, replacing the one of its type stored before.
    package func setManager<Manager: AnyObject>(_ manager: Manager, for owner: AnyObject) {
        let key = Key(owner: ObjectIdentifier(owner), managerType: ObjectIdentifier(Manager.self))
        lock.lock()
        let dead = removeDeadEntries()
        let replaced = entries.updateValue(Entry(owner: owner, manager: manager), forKey: key)
        lock.unlock()
        withExtendedLifetime(replaced) {}
        release(dead)
    }

    /// Drops the managers whose owners have been deallocated.
    package func purge() {
        lock.lock()
        let dead = removeDeadEntries()
        lock.unlock()
        release(dead)
    }

    /// Returns once no pass over the table holds an owner it checked.
    ///
    /// A pass on another thread holds every live owner for a moment, so an owner whose last reference the caller just
    /// dropped may still be alive when this is called; a leak check calls it before it reads whether the owner is
    /// gone. A pass lets go without waiting for anything, so this returns promptly. Never call it from a deinit.
    package func waitUntilNoOwnerIsHeld() {
        lock.lock()
        while passesHoldingOwners > 0 { lock.wait() }
        lock.unlock()
    }

    /// Runs `body`, which holds a manager strongly for a moment on this thread, as a pass holding owners: a leak check
    /// on another thread (``waitUntilNoOwnerIsHeld()``) waits until it returns, and so until the manager it held is
    /// released.
    package func holdingManagers<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        passesHoldingOwners += 1
        lock.unlock()
        defer { release(Released()) }
        return try body()
    }

    /// The number of managers held, for tests.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Removes dead entries and returns them, with every owner it had to hold to check, so the caller releases both
    /// outside the lock.
    ///
    /// Checking whether an owner is alive holds it for a moment. If another thread drops its last reference meanwhile,
    /// releasing that hold deallocates the owner, and its deinit (a view controller's, whose `VirtualCollectionView`
    /// purges this table) would then run inside the lock and wait for it forever.
    private func removeDeadEntries() -> Released {
        passesHoldingOwners += 1
        var released = Released()
        for (key, entry) in entries {
            if let owner = entry.owner {
                released.owners.append(owner)
            } else {
                released.entries.append(entry)
                entries[key] = nil
            }
        }
        return released
    }

    /// Drops what a pass removed and held, after unlocking, and lets ``waitUntilNoOwnerIsHeld()`` return when it was the
    /// last pass holding owners.
    private func release(_ released: consuming Released) {
        _ = consume released
        lock.lock()
        passesHoldingOwners -= 1
        if passesHoldingOwners == 0 { lock.broadcast() }
        lock.unlock()
    }

    /// What a lock holder drops only after unlocking: a manager's or an owner's deinit may run arbitrary code, including
    /// code that uses this table.
    private struct Released {
        var entries: [Entry] = []
        var owners: [AnyObject] = []
    }
}
