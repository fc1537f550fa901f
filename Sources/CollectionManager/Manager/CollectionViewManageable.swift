import Foundation

/// An object that owns a collection view and lets a ``CollectionViewManager`` run it — typically a view controller.
///
/// Conforming gives the object a ``manager`` property for free. The manager is created on first access and starts
/// managing the collection view as soon as ``collectionView`` is non-`nil`; every access returns the same manager.
///
/// ```swift
/// final class PostsController: CollectionViewManageable {
///     let collectionView: (any CollectionView)? = VirtualCollectionView()
///
///     func viewDidLoad() {
///         manager.register(PostCell.self)
///         manager.memoryStorage.setItems(posts)
///     }
/// }
/// ```
public protocol CollectionViewManageable: AnyObject {
    /// The collection view to manage, or `nil` until it exists.
    var collectionView: (any CollectionView)? { get }
}

extension CollectionViewManageable {
    /// The object's manager: created on first access, started once ``collectionView`` exists, the same on every access.
    ///
    /// Assigning replaces the manager; the next read starts it if the collection view exists. The manager lives as long
    /// as this object; see `Documentation/Registration.md` for how that is arranged without associated objects.
    public var manager: CollectionViewManager {
        get {
            let manager = ManagerTable.shared.manager(for: self) { CollectionViewManager() }
            if !manager.isConfigured, collectionView != nil {
                manager.startManaging(withDelegate: self)
            }
            return manager
        }
        set {
            ManagerTable.shared.setManager(newValue, for: self)
        }
    }
}

/// The managers of `CollectionViewManageable` objects, keyed by object identity.
///
/// Swift has no associated objects, so a manager cannot be stored inside its owner. This table holds each manager
/// strongly and its owner weakly; entries whose owner is gone are dropped whenever an entry is added and whenever a
/// `VirtualCollectionView` is deallocated (which is when an owner's collection view goes away with it), and on
/// ``purge()``.
final class ManagerTable: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: every access to `entries` holds `lock`. Managers are only returned to a caller
    // that presents the owner they belong to, and owners are not Sendable, so a manager never crosses an isolation
    // domain through this table.
    static let shared = ManagerTable()

    private struct Entry {
        weak var owner: AnyObject?
        let manager: CollectionViewManager
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func manager(for owner: AnyObject, create: () -> CollectionViewManager) -> CollectionViewManager {
        let key = ObjectIdentifier(owner)
        lock.lock()
        if let entry = entries[key], entry.owner === owner {
            lock.unlock()
            return entry.manager
        }
        lock.unlock()
        // NB: create outside the lock; a manager's initializer must not be able to deadlock the table.
        let created = create()
        lock.lock()
        // Another thread may have stored a manager for this owner meanwhile: the first one stored wins, so every
        // reader gets the same manager.
        if let entry = entries[key], entry.owner === owner {
            lock.unlock()
            withExtendedLifetime(created) {}  // the loser is released after unlocking, like dead entries
            return entry.manager
        }
        let dead = removeDeadEntries()
        entries[key] = Entry(owner: owner, manager: created)
        lock.unlock()
        withExtendedLifetime(dead) {}  // released after unlocking: a manager's deinit may run arbitrary code
        return created
    }

    func setManager(_ manager: CollectionViewManager, for owner: AnyObject) {
        lock.lock()
        let dead = removeDeadEntries()
        let replaced = entries.updateValue(Entry(owner: owner, manager: manager), forKey: ObjectIdentifier(owner))
        lock.unlock()
        withExtendedLifetime((dead, replaced)) {}
    }

    /// Drops the managers whose owners have been deallocated.
    func purge() {
        lock.lock()
        let dead = removeDeadEntries()
        lock.unlock()
        withExtendedLifetime(dead) {}
    }

    /// The number of managers held, for tests.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Removes dead entries and returns them, so the caller releases them outside the lock.
    private func removeDeadEntries() -> [Entry] {
        var dead: [Entry] = []
        for (key, entry) in entries where entry.owner == nil {
            dead.append(entry)
            entries[key] = nil
        }
        return dead
    }
}
