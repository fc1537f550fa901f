import Foundation

/// A storage of one section whose items are replaced wholesale and animated by a diff.
///
/// Call ``setItems(_:)`` with the new items, or ``addItems(_:_:)`` with items to combine with the current ones: the
/// storage diffs the current items against the new ones and delivers the operations as one ``StorageUpdate``. The
/// built-in ``ListDiffer`` is the default; pass any ``EquatableDiffingAlgorithm`` or ``HashableDiffingAlgorithm``
/// to use another.
///
/// ```swift
/// let storage = SingleSectionStorage(items: posts)      // Post: EntityIdentifiable & Equatable
/// manager.storage = storage
/// storage.setItems(refreshedPosts)                      // one animated batch: deletes, inserts, moves, updates
/// storage.addItems(nextPage, UpdateOldValuesAccumulationStrategy())
/// ```
///
/// ## Delivery
/// As in DTModelStorage, the update arrives with its object changes already filled in, in the differ's order, and one
/// deferred closure that swaps the items: the delegate applies it inside its batch update. Each call sends its own
/// update; there is no `performUpdates` batching. With no delegate the items change at once (DTModelStorage drops
/// the change). Until a delivered update is applied, later calls diff against the items it will produce, and changing
/// the delegate applies every pending update first, so nothing is lost or diffed against stale items.
///
/// ``SingleSectionEquatableStorage`` and ``SingleSectionHashableStorage`` are this class under DTModelStorage's
/// names. Storages are reference types used from one isolation domain; they are not `Sendable`.
public final class SingleSectionStorage<T: EntityIdentifiable>: Storage, UpdateDeliveringStorage,
    SupplementaryModelProviding
{
    /// The object that receives this storage's updates. Held weakly.
    ///
    /// Changing the delegate applies every update the previous delegate received but had not applied.
    public var delegate: (any StorageUpdating)? {
        get { storedDelegate }
        set {
            guard let threadEntry = beginCall("SingleSectionStorage.delegate") else { return }
            defer { endCall(threadEntry) }
            let oldValue = storedDelegate
            storedDelegate = newValue
            if oldValue !== newValue { applyAllPendingItems() }
        }
    }

    private weak var storedDelegate: (any StorageUpdating)?

    /// Receives the anomalies this storage reports: the calls its thread check refuses (see
    /// ``MemoryStorageAnomaly/wrongThread(call:thread:)`` and
    /// ``MemoryStorageAnomaly/concurrentCall(call:thread:callInProgress:threadOfCallInProgress:)``).
    public var anomalyHandler = MemoryStorageAnomalyHandler()

    /// Where each public call may run: on the main queue while a manager of a view on the main queue holds the
    /// storage, else not while a call runs on another thread.
    package let threadCheck = StorageThreadCheck()

    /// The items, as the collection view currently sees them.
    ///
    /// Assigning replaces them at once without telling the delegate, as DTModelStorage does: reload the collection
    /// view yourself. Pending updates are applied first.
    public var items: [T] {
        get {
            guard let threadEntry = beginCall("SingleSectionStorage.items") else { return [] }
            defer { endCall(threadEntry) }
            return committedItems
        }
        set {
            guard let threadEntry = beginCall("SingleSectionStorage.items") else { return }
            defer { endCall(threadEntry) }
            applyAllPendingItems()
            committedItems = newValue
        }
    }

    private var committedItems: [T]
    /// Items delivered in updates that have not been applied yet, oldest first.
    private var pendingItems: [PendingItems] = []
    // NB: the differ is captured in a closure so one generic class serves both DTModelStorage subclasses, whose
    // differ protocols constrain `T` differently, and so that the built-in differ runs as code specialized for `T`:
    // the closure is made by the inlinable initializer, in the caller's module.
    private let differ: ([T], [T]) -> [SingleSectionOperation]
    /// The header, footer and custom providers behind the ``SupplementaryStorage`` properties.
    public var supplementaryProviders = SupplementaryModelProviders()

    private final class PendingItems {
        let items: [T]
        init(_ items: [T]) { self.items = items }
    }

    /// Creates a storage holding `items` that diffs with `differ`, the built-in ``ListDiffer`` by default.
    @inlinable
    public convenience init(items: [T] = [], differ: any EquatableDiffingAlgorithm = ListDiffer()) where T: Equatable {
        if differ is ListDiffer {
            self.init(items: items, diffing: { ListDiff(from: $0, to: $1).operations })
        } else {
            self.init(items: items, diffing: { differ.diff(from: $0, to: $1) })
        }
    }

    /// Creates a storage holding `items` that diffs with a differ for `Hashable` models.
    public convenience init(items: [T] = [], differ: any HashableDiffingAlgorithm) where T: Hashable {
        self.init(items: items, diffing: { differ.diff(from: $0, to: $1) })
    }

    /// Creates a storage holding `items` that diffs with `diffing`.
    @usableFromInline
    init(items: [T], diffing: @escaping ([T], [T]) -> [SingleSectionOperation]) {
        committedItems = items
        differ = diffing
    }

    /// The items the next diff starts from: the items once every delivered update is applied.
    private var stagedItems: [T] { pendingItems.last?.items ?? committedItems }

    // MARK: Changing the items

    /// The operations that turn the items (including those of delivered, not yet applied updates) into `newItems`.
    ///
    /// - Complexity: That of the differ; O(*n*) expected, O(*n* log *n*) at worst, with ``ListDiffer``.
    public func calculateDiffs(to newItems: [T]) -> [SingleSectionOperation] {
        guard let threadEntry = beginCall("SingleSectionStorage.calculateDiffs(to:)") else { return [] }
        defer { endCall(threadEntry) }
        return differ(stagedItems, newItems)
    }

    /// Replaces the items with `newItems`, delivering the differ's operations as one update.
    ///
    /// Each operation becomes one object change in section 0: `.delete(i)` → Delete `[0, i]`, `.insert(i)` → Insert,
    /// `.move(f, t)` → Move `[[0, f], [0, t]]`, `.update(i)` → Update `[0, i]` with the model the batch shows there in
    /// `updatedObjects`. The update is delivered even when the differ finds no change, since the items are swapped.
    ///
    /// - Complexity: That of the differ, plus O(*c* log *c*) for *c* operations.
    public func setItems(_ newItems: [T]) {
        guard let threadEntry = beginCall("SingleSectionStorage.setItems(_:)") else { return }
        defer { endCall(threadEntry) }
        deliver(calculateDiffs(to: newItems), newItems: newItems)
    }

    /// Combines `newItems` with the items by `strategy`, then diffs and delivers as ``setItems(_:)`` does.
    ///
    /// ```swift
    /// // [1: "foo", 2: "bar"]
    /// storage.addItems([Entry(1, "bar"), Entry(3, "xyz")], UpdateOldValuesAccumulationStrategy())
    /// // [1: "bar", 2: "bar", 3: "xyz"]: an update at 0, an insert at 2
    /// ```
    ///
    /// - Complexity: That of the strategy and of ``setItems(_:)``.
    public func addItems(_ newItems: [T], _ strategy: any AccumulationStrategy = AdditiveAccumulationStrategy()) {
        guard let threadEntry = beginCall("SingleSectionStorage.addItems(_:_:)") else { return }
        defer { endCall(threadEntry) }
        setItems(strategy.accumulate(oldItems: stagedItems, newItems: newItems))
    }

    private func deliver(_ operations: [SingleSectionOperation], newItems: [T]) {
        let update = StorageUpdate()
        var deletes: [Int] = []
        var inserts: [Int] = []
        var reloads: [Int] = []
        for operation in operations {
            switch operation {
            case .delete(let index):
                update.objectChanges.append((.delete, [IndexPath(itemIndex: index, sectionIndex: 0)]))
                deletes.append(index)
            case .insert(let index):
                update.objectChanges.append((.insert, [IndexPath(itemIndex: index, sectionIndex: 0)]))
                inserts.append(index)
            case .move(let from, let to):
                update.objectChanges.append(
                    (.move, [IndexPath(itemIndex: from, sectionIndex: 0), IndexPath(itemIndex: to, sectionIndex: 0)]))
            case .update(let index):
                update.objectChanges.append((.update, [IndexPath(itemIndex: index, sectionIndex: 0)]))
                reloads.append(index)
            }
        }
        if !reloads.isEmpty {
            // A batch places a reloaded item past its deletes and inserts only; that is the model the cell would show.
            let deleted = SortedPositions(deletes)
            let inserted = SortedPositions(inserts)
            for index in reloads {
                let destination = inserted.skipping(index - deleted.countBelow(index))
                if newItems.indices.contains(destination) {
                    update.updatedObjects[IndexPath(itemIndex: index, sectionIndex: 0)] = newItems[destination]
                }
            }
        }
        guard let delegate else {
            committedItems = newItems
            return
        }
        let pending = PendingItems(newItems)
        pendingItems.append(pending)
        update.enqueueDatasourceUpdate { [weak self] _ in self?.applyPendingItems(through: pending) }
        delegate.storageDidPerformUpdate(update)
    }

    private func applyPendingItems(through target: PendingItems) {
        guard let index = pendingItems.firstIndex(where: { $0 === target }) else { return }
        committedItems = target.items
        pendingItems.removeFirst(index + 1)
    }

    private func applyAllPendingItems() {
        guard let last = pendingItems.last else { return }
        committedItems = last.items
        pendingItems.removeAll()
    }

    // MARK: Storage

    /// Always 1, even with no items, as in DTModelStorage.
    public func numberOfSections() -> Int { 1 }

    /// The number of items in section 0; 0 for any other section.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let threadEntry = beginCall("SingleSectionStorage.numberOfItems(inSection:)") else { return 0 }
        defer { endCall(threadEntry) }
        return section == 0 ? committedItems.count : 0
    }

    /// The item at `indexPath`, or `nil` unless it addresses an item of section 0.
    ///
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Any? {
        guard let threadEntry = beginCall("SingleSectionStorage.item(at:)") else { return nil }
        defer { endCall(threadEntry) }
        guard indexPath.count == 2, indexPath[0] == 0, committedItems.indices.contains(indexPath[1]) else { return nil }
        return committedItems[indexPath[1]]
    }

    // MARK: Thread check

    /// Records that a manager of a view bound to the main queue holds the storage.
    package func bindToMainQueue() {
        threadCheck.bindToMainQueue()
    }

    /// Records that such a manager let the storage go.
    package func unbindFromMainQueue() {
        threadCheck.unbindFromMainQueue()
    }

    /// Checks where the public call named `call` runs; `nil` when it was refused and reported.
    private func beginCall(_ call: StaticString) -> StorageThreadCheck.Entry? {
        threadCheck.begin(call, reportingTo: anomalyHandler)
    }

    /// Ends a call ``beginCall(_:)`` let run.
    private func endCall(_ entry: StorageThreadCheck.Entry) {
        threadCheck.end(entry)
    }
}

extension SingleSectionStorage: ThreadCheckedStorage {}

@available(*, unavailable)
extension SingleSectionStorage: Sendable {}

/// DTModelStorage's storage for `Equatable` models: ``SingleSectionStorage``, whose `Equatable` initializer takes an
/// ``EquatableDiffingAlgorithm`` (``ListDiffer`` by default).
public typealias SingleSectionEquatableStorage<T: EntityIdentifiable & Equatable> = SingleSectionStorage<T>

/// DTModelStorage's storage for `Hashable` models: ``SingleSectionStorage``, whose `Hashable` initializer takes a
/// ``HashableDiffingAlgorithm``.
public typealias SingleSectionHashableStorage<T: EntityIdentifiable & Hashable> = SingleSectionStorage<T>
