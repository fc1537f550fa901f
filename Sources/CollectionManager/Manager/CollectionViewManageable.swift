import Foundation

/// An object that owns a collection view and lets a ``CollectionViewManager`` run it — typically a view controller.
///
/// Conforming gives the object a ``manager`` property for free. The manager is created on first access and starts
/// managing the collection view as soon as the object has one; every access returns the same manager.
///
/// Declare the collection view as you would a `UICollectionView`: `var collectionView: VirtualCollectionView!` (a
/// stored property), `let collectionView = VirtualCollectionView()`, an optional of a view type, `(any
/// CollectionView)?`, or, for a view under another name, ``optionalCollectionView`` instead. A `@MainActor` owner conforms through an isolated
/// conformance; see <doc:Registration>.
///
/// ```swift
/// @MainActor
/// final class PostsController: CollectionViewManageable {
///     var collectionView: VirtualCollectionView!
///
///     func viewDidLoad() {
///         collectionView = VirtualCollectionView()
///         manager.register(PostCell.self)
///         manager.memoryStorage.setItems(posts)
///     }
/// }
/// ```
public protocol CollectionViewManageable: AnyObject {
    /// The type of ``collectionView``: a collection view type, an optional of one (implicitly unwrapped or not), or
    /// `(any CollectionView)?`, the default when the object declares only ``optionalCollectionView``.
    associatedtype CollectionViewProperty: CollectionViewReference = (any CollectionView)?

    /// The type of ``optionalCollectionView``; `(any CollectionView)?` unless the object declares the property.
    associatedtype OptionalCollectionViewProperty: CollectionViewReference = (any CollectionView)?

    /// The collection view to manage, or `nil` until it exists.
    ///
    /// Declare it or ``optionalCollectionView``; the one not declared is `nil`.
    var collectionView: CollectionViewProperty { get }

    /// The collection view to manage, for an object whose collection view has another name or is optional: read when
    /// ``collectionView`` is `nil`. Default: `nil`.
    var optionalCollectionView: OptionalCollectionViewProperty { get }

    /// The data-source and delegate methods the object implements itself, which the manager calls when no event of its
    /// own answers: one line, for example `let implementedDelegateMethods: Set<CollectionViewSelector> =
    /// [.didSelectItem]`. Default: none.
    ///
    /// Without an Objective-C runtime a method's implementation cannot be found by its name; an object that conforms
    /// to a data-source or delegate protocol and lists none of its methods is reported as
    /// ``CollectionViewManagerAnomaly/ownerDeclaresNoImplementedMethods(ownerType:protocols:)``. See
    /// <doc:Events>.
    var implementedDelegateMethods: Set<CollectionViewSelector> { get }
}

extension CollectionViewManageable where CollectionViewProperty == (any CollectionView)? {
    /// `nil`: the object declares ``optionalCollectionView`` instead.
    public var collectionView: (any CollectionView)? { nil }
}

extension CollectionViewManageable where OptionalCollectionViewProperty == (any CollectionView)? {
    /// `nil`: the object declares ``collectionView`` instead.
    public var optionalCollectionView: (any CollectionView)? { nil }
}

extension CollectionViewManageable {
    /// No methods.
    public var implementedDelegateMethods: Set<CollectionViewSelector> { [] }

    /// The collection view the manager manages: ``collectionView``, else ``optionalCollectionView``, else the value of
    /// a stored property named `collectionView`.
    ///
    /// An implicitly unwrapped `var collectionView: VirtualCollectionView!` cannot witness the ``collectionView``
    /// requirement (Swift matches an implicitly unwrapped property only with an implicitly unwrapped requirement of
    /// the same type), so such an owner gets the default requirement, `nil`, and its own property is found by
    /// reflection, as DTCollectionViewManager finds an outlet's methods through the Objective-C runtime.
    ///
    /// - Complexity: O(1) when ``collectionView`` or ``optionalCollectionView`` holds the view; otherwise O(p), p the
    ///   number of stored properties of the owner and its superclasses.
    var managedCollectionView: (any CollectionView)? {
        if let view = collectionView.referencedCollectionView ?? optionalCollectionView.referencedCollectionView {
            return view
        }
        guard CollectionViewProperty.self == (any CollectionView)?.self else { return nil }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "collectionView" }) {
                return child.value as? any CollectionView
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The object's manager: created on first access, started once the object has a collection view, the same on
    /// every access.
    ///
    /// Assigning replaces the manager; the next read starts it if the collection view exists. The manager lives as long
    /// as this object; see <doc:Registration> for how that is arranged without associated objects.
    public var manager: CollectionViewManager {
        get {
            let manager = ManagerTable.shared.manager(for: self) { CollectionViewManager() }
            if !manager.isConfigured, managedCollectionView != nil {
                manager.startManaging(withDelegate: self)
            }
            return manager
        }
        set {
            ManagerTable.shared.setManager(newValue, for: self)
        }
    }
}

extension CollectionViewSelectorResponding where Self: CollectionViewManageable {
    /// Whether the owner lists `selector` in ``CollectionViewManageable/implementedDelegateMethods``.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        implementedDelegateMethods.contains(selector)
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
    static let shared: ManagerTable = {
        // An owner's view usually goes away with the owner: each virtual view's deallocation drops the managers whose
        // owners are gone. Registered with the table, since before it exists there is nothing to drop.
        ViewDeallocation.setObserver { ManagerTable.shared.purge() }
        return ManagerTable()
    }()

    private struct Entry {
        weak var owner: AnyObject?
        let manager: CollectionViewManager
    }

    // NB: a condition, not a plain lock, so that `waitUntilNoOwnerIsHeld()` can sleep until the passes that hold owners
    // have let go of them.
    private let lock = NSCondition()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The passes over the table that hold owners to check them and have not released them yet, and the deferred
    /// checks that hold a manager (``holdingManagers(_:)``).
    private var passesHoldingOwners = 0

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
        release(dead)
        return created
    }

    func setManager(_ manager: CollectionViewManager, for owner: AnyObject) {
        lock.lock()
        let dead = removeDeadEntries()
        let replaced = entries.updateValue(Entry(owner: owner, manager: manager), forKey: ObjectIdentifier(owner))
        lock.unlock()
        withExtendedLifetime(replaced) {}
        release(dead)
    }

    /// Drops the managers whose owners have been deallocated.
    func purge() {
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
    func waitUntilNoOwnerIsHeld() {
        lock.lock()
        while passesHoldingOwners > 0 { lock.wait() }
        lock.unlock()
    }

    /// Runs `body`, which holds a manager strongly for a moment on this thread, as a pass holding owners: a leak check
    /// on another thread (``waitUntilNoOwnerIsHeld()``) waits until it returns, and so until the manager it held is
    /// released.
    func holdingManagers<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        passesHoldingOwners += 1
        lock.unlock()
        defer { release(Released()) }
        return try body()
    }

    /// The number of managers held, for tests.
    var count: Int {
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
