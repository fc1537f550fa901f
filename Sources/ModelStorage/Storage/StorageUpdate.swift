import Foundation

/// The changes a storage made in one mutation or one `performUpdates` block, in the order they happened.
///
/// Index paths of deletes and updates refer to the contents before the change, those of inserts to the contents
/// after it, and a move records `[from, to]` — the order a collection view's batch update expects.
///
/// `MemoryStorage` delivers its updates *deferred*: the update arrives holding closures that perform the data changes,
/// and its change records are filled in when ``applyDeferredDatasourceUpdates()`` runs them. An updater calls that
/// inside the collection view's batch-update block, so the view reads its "before" counts before the data changes and
/// its "after" counts after.
///
/// ```swift
/// func storageDidPerformUpdate(_ update: StorageUpdate) {
///     collectionView.performBatchUpdates {
///         update.applyDeferredDatasourceUpdates()
///         // ... issue update.objectChanges and update.sectionChanges to the view
///     }
/// }
/// ```
///
/// Updates are reference types used from one isolation domain; they are not `Sendable`.
public final class StorageUpdate: Equatable, CustomStringConvertible {
    /// Item changes in the order they were made. A move lists `[from, to]`.
    ///
    /// - Complexity: The first read after a storage added changes builds their arrays, O(*c*) for *c* changes; reading
    ///   again is O(1), and appending through the property is O(1) amortized.
    public var objectChanges: [(ChangeType, [IndexPath])] {
        get {
            materializeObjectChanges()
            return materializedObjectChanges
        }
        set {
            pendingObjectChanges = []
            materializedObjectChanges = newValue
        }
        // NB: `_modify` yields the stored array in place, so `update.objectChanges.append(...)` stays O(1) amortized as
        // it is for a stored property; with only `get` and `set`, every append would copy the whole array. It is a
        // compiler accessor (what SE-0474 names `yielding mutate`), memory-safe, not a standard-library API.
        _modify {
            materializeObjectChanges()
            yield &materializedObjectChanges
        }
    }

    /// The item changes that were read or assigned as DTModelStorage's tuples.
    private var materializedObjectChanges: [(ChangeType, [IndexPath])] = []

    /// Item changes a storage added and nobody has read yet, after ``materializedObjectChanges``: each holds its index
    /// paths inline, where a tuple needs an array (one heap allocation) per change. An updater that issues a batch
    /// from the storage's own records never builds the tuples.
    private(set) var pendingObjectChanges: [ObjectChange] = []

    /// Section changes in the order they were made. A move lists `[from, to]`.
    public var sectionChanges: [(ChangeType, [Int])] = []

    /// The model for each `.update` change, keyed by the index path the change records.
    public var updatedObjects: [IndexPath: Any] = [:]

    /// The closures that perform the data changes this update describes, in order; empty once applied.
    public private(set) var enqueuedDatasourceUpdates: [(StorageUpdate) throws -> Void] = []

    /// Set by `MemoryStorage` when part of this update had to be applied before delivery (see its documentation).
    package var wasAppliedEarly = false

    /// Set by `MemoryStorage`: the calls this update holds, one change per call in call order, with the exact
    /// operations each performs. `CollectionViewUpdater` replays them to build one valid batch from the whole update.
    package var memoryStorageChanges: [PendingChange] = []

    /// Set by `MemoryStorage`: the storage the changes apply to, so an updater can compare its contents with the view's.
    package weak var memoryStorage: MemoryStorage?

    /// Creates an empty update.
    public init() {}

    /// Whether the update has data changes still to apply.
    public var containsDeferredDatasourceUpdates: Bool { !enqueuedDatasourceUpdates.isEmpty }

    /// Whether the update has no changes and nothing left to apply.
    public var isEmpty: Bool {
        materializedObjectChanges.isEmpty && pendingObjectChanges.isEmpty && sectionChanges.isEmpty
            && enqueuedDatasourceUpdates.isEmpty
    }

    /// Appends item changes a storage made; they are built as tuples when ``objectChanges`` is first read.
    ///
    /// - Complexity: O(1) into an update with no pending changes, O(*c*) for *c* changes otherwise.
    func appendObjectChanges(_ changes: [ObjectChange]) {
        if pendingObjectChanges.isEmpty {
            pendingObjectChanges = changes
        } else {
            pendingObjectChanges.append(contentsOf: changes)
        }
    }

    /// Builds the tuples of the pending item changes, once.
    private func materializeObjectChanges() {
        guard !pendingObjectChanges.isEmpty else { return }
        let pending = pendingObjectChanges
        pendingObjectChanges = []
        materializedObjectChanges.reserveCapacity(materializedObjectChanges.count + pending.count)
        for change in pending { materializedObjectChanges.append((change.type, change.indexPaths)) }
    }

    /// Adds a closure that performs a data change when the update is applied.
    public func enqueueDatasourceUpdate(_ update: @escaping (StorageUpdate) throws -> Void) {
        enqueuedDatasourceUpdates.append(update)
    }

    /// Runs the enqueued data changes in order, then empties the queue.
    ///
    /// The closures `MemoryStorage` enqueues cannot fail: it validates every call when the call is made. An error thrown
    /// by a closure you enqueued yourself is ignored, as in DTModelStorage, and the remaining closures still run.
    public func applyDeferredDatasourceUpdates() {
        // NB: take the queue first, so a closure that enqueues more work (or re-enters) cannot run a closure twice.
        let updates = enqueuedDatasourceUpdates
        enqueuedDatasourceUpdates = []
        for update in updates {
            try? update(self)
        }
    }

    /// Drops the closures still to apply: `MemoryStorage` calls it when it had to apply them early.
    func discardDeferredDatasourceUpdates() {
        enqueuedDatasourceUpdates.removeAll()
    }

    /// Two updates are equal when their object and section changes are equal, in order, and they hold the same number
    /// of closures still to apply. ``updatedObjects`` is not compared: its values need not be `Equatable`.
    public static func == (lhs: StorageUpdate, rhs: StorageUpdate) -> Bool {
        lhs.objectChanges.elementsEqual(rhs.objectChanges, by: { $0.0 == $1.0 && $0.1 == $1.1 })
            && lhs.sectionChanges.elementsEqual(rhs.sectionChanges, by: { $0.0 == $1.0 && $0.1 == $1.1 })
            && lhs.enqueuedDatasourceUpdates.count == rhs.enqueuedDatasourceUpdates.count
    }

    /// A two-line summary of the changes, for example
    /// `Object changes: Insert [[0, 0]], Move [[0, 1], [1, 0]]` and `Section changes: none`; a third line counts the
    /// data changes still to apply, if any.
    public var description: String {
        let objects =
            objectChanges.isEmpty
            ? "none" : objectChanges.map { "\($0.0.rawValue.capitalized) \($0.1)" }.joined(separator: ", ")
        let sections =
            sectionChanges.isEmpty
            ? "none" : sectionChanges.map { "\($0.0.rawValue.capitalized) \($0.1)" }.joined(separator: ", ")
        var text = "Object changes: \(objects)\nSection changes: \(sections)"
        if containsDeferredDatasourceUpdates {
            text += "\nDeferred datasource updates: \(enqueuedDatasourceUpdates.count)"
        }
        return text
    }
}

@available(*, unavailable)
extension StorageUpdate: Sendable {}

/// One item change as a storage records it: its type and one index path, or two for a move; DTModelStorage's
/// `(ChangeType, [IndexPath])` without the array.
package struct ObjectChange {
    package let type: ChangeType
    /// The changed item's index path: before the change for deletes, updates and the source of a move, after it for
    /// inserts.
    package let indexPath: IndexPath
    /// A move's destination, after the change; `nil` for other changes.
    package let destination: IndexPath?

    package init(_ type: ChangeType, _ indexPath: IndexPath, _ destination: IndexPath? = nil) {
        self.type = type
        self.indexPath = indexPath
        self.destination = destination
    }

    /// The index paths as DTModelStorage lists them: `[indexPath]`, or `[from, to]` for a move.
    package var indexPaths: [IndexPath] {
        if let destination { return [indexPath, destination] }
        return [indexPath]
    }
}
