import Foundation

/// A storage that keeps sections of models in memory and reports every change as an animatable update.
///
/// Build sections with `setItems(_:forSection:)`, then change them with the animated methods (`addItems`, `insertItem`,
/// `removeItem`, `moveItem`, `deleteSections`, ...). Each animated call is checked when it is made: bad input throws a
/// ``MemoryStorageError`` (throwing methods) or reports a ``MemoryStorageAnomaly`` (the others), and leaves the storage
/// exactly as it was.
///
/// ```swift
/// let storage = MemoryStorage()
/// storage.setItems(["Apple", "Banana"])
/// storage.addItem("Cherry")                        // Insert [[0, 2]]
/// try storage.removeItem("Apple")                  // Delete [[0, 0]]
/// storage.performUpdates {                         // one update for the whole block
///     storage.addItems(["Leek"], toSection: 1)     // Insert [1], then Insert [[1, 0]]
///     storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
/// }
/// ```
///
/// ## Delivery
/// With no ``delegate``, an animated call changes the contents at once. With a delegate (the manager installs its
/// `CollectionViewUpdater`), the delegate receives one ``StorageUpdate`` per call, or one per ``performUpdates(_:)``
/// block, and the contents change when it calls ``StorageUpdate/applyDeferredDatasourceUpdates()`` — inside the collection
/// view's batch update, so the view sees its "before" and "after" counts at the right moments. Until then the storage
/// still reads as before; later calls are nonetheless validated against the contents the earlier calls will produce.
///
/// The "reload" methods — `setItems(_:forSection:)`, `setItemsForAllSections(_:)`, `setSection(_:forSection:)` and
/// `removeAllItems()` — change the contents at once and ask the delegate to reload.
///
/// Storages are reference types used from one isolation domain; they are not `Sendable`.
public final class MemoryStorage: Storage, UpdateDeliveringStorage, SupplementaryModelProviding,
    SectionLocationIdentifyable
{
    /// The most sections one call may create implicitly: a section index must be less than the number of sections plus
    /// this.
    ///
    /// Methods that take a section index past the end (`addItems(_:toSection:)`, `insertItems(_:at:)`,
    /// `moveItem(at:to:)`, `moveSection(_:toSection:)`, `setItems(_:forSection:)`, `setSection(_:forSection:)`) create
    /// the missing sections up to it, empty, as DTModelStorage does. A section index of `numberOfSections +
    /// maximumImplicitSectionCreation` or more is refused with
    /// ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)`` (the throwing methods also throw
    /// `indexPathTooBig`) and the storage is left unchanged. A collection view with ten thousand empty sections is never
    /// what a caller meant: such an index is a sentinel that leaked in, like `NSNotFound` (`Int.max`), or arithmetic gone
    /// wrong, and without a bound the call would create sections until the process runs out of memory.
    public static let maximumImplicitSectionCreation = 10_000

    /// Receives the anomalies this storage reports.
    public var anomalyHandler = MemoryStorageAnomalyHandler()

    /// The object that receives this storage's updates. Held weakly.
    ///
    /// Changing the delegate applies any changes the previous delegate received but had not applied yet, so nothing is
    /// lost.
    public var delegate: (any StorageUpdating)? {
        get { storedDelegate }
        set {
            guard let threadEntry = beginCall("MemoryStorage.delegate") else { return }
            defer { endCall(threadEntry) }
            let oldValue = storedDelegate
            storedDelegate = newValue
            if oldValue !== newValue { applyAllPendingChanges() }
        }
    }

    private weak var storedDelegate: (any StorageUpdating)?

    /// Where each public call may run: on the main queue while a manager of a view on the main queue holds the
    /// storage, else not while a call runs on another thread.
    @usableFromInline package let threadCheck = StorageThreadCheck()

    @usableFromInline package var committed = CommittedSections()
    var staged: StagedSections?
    var pendingChanges = PendingChangeQueue()
    /// The header, footer and custom providers behind the ``SupplementaryStorage`` properties.
    public var supplementaryProviders = SupplementaryModelProviders()

    /// The update that the current call or `performUpdates` block is collecting, if any.
    public private(set) var currentUpdate: StorageUpdate?

    private var batchDepth = 0
    private var immediateDepth = 0

    /// Counts the changes to the contents as validation sees them: a background diff applies only if it did not move.
    @usableFromInline package internal(set) var contentVersion = 0

    /// The background diffs of this storage, once one was requested.
    @usableFromInline var backgroundDiffs: AnyObject?

    /// Creates an empty storage.
    public init() {
        committed.locator = SectionLocator(storage: self)
    }

    deinit {
        committed.locator?.storage = nil
    }

    /// The storage's sections, in order, as the collection view currently sees them.
    public var sections: [SectionModel] {
        guard let threadEntry = beginCall("MemoryStorage.sections") else { return [] }
        defer { endCall(threadEntry) }
        return committed.models
    }

    /// Whether a ``performUpdates(_:)`` block is running.
    public var batchUpdatesInProgress: Bool {
        guard let threadEntry = beginCall("MemoryStorage.batchUpdatesInProgress") else { return false }
        defer { endCall(threadEntry) }
        return batchDepth > 0
    }

    // MARK: Storage

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public func numberOfSections() -> Int {
        guard let threadEntry = beginCall("MemoryStorage.numberOfSections()") else { return 0 }
        defer { endCall(threadEntry) }
        return committed.models.count
    }

    /// The number of items in `section`, or 0 when the section does not exist.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func numberOfItems(inSection section: Int) -> Int {
        guard let threadEntry = beginCall("MemoryStorage.numberOfItems(inSection:)") else { return 0 }
        defer { endCall(threadEntry) }
        return committed.models.indices.contains(section) ? committed.models[section].numberOfItems : 0
    }

    /// The item at `indexPath`, or `nil` when the section or item does not exist.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func item(at indexPath: IndexPath) -> Any? {
        guard let threadEntry = beginCall("MemoryStorage.item(at:)") else { return nil }
        defer { endCall(threadEntry) }
        guard indexPath.count == 2, committed.models.indices.contains(indexPath[0]) else { return nil }
        return committed.models[indexPath[0]].item(at: indexPath[1])
    }

    // MARK: SectionLocationIdentifyable

    /// The index of `section` among this storage's sections, compared by identity.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public func sectionIndex(for section: any Section) -> Int? {
        guard let threadEntry = beginCall("MemoryStorage.sectionIndex(for:)") else { return nil }
        defer { endCall(threadEntry) }
        guard let section = section as? SectionModel else { return nil }
        return committed.models.firstIndex { $0 === section }
    }

    // MARK: Batching

    /// Runs `block`, delivering every animated change it makes as one ``StorageUpdate``.
    ///
    /// Each call inside the block is validated against the contents the earlier calls of the block produce. Blocks
    /// nest: an inner block joins the outer one's update. If `block` throws, the changes made before the throw are
    /// still delivered.
    ///
    /// ```swift
    /// storage.performUpdates {
    ///     storage.addItem(1)
    ///     try? storage.removeItem(1)   // finds the item the line above added
    /// }
    /// ```
    ///
    /// - Complexity: The block's calls, each validated as it is made, plus O(1) amortized per call when the update is
    ///   applied.
    public func performUpdates(_ block: () throws -> Void) rethrows {
        guard let threadEntry = beginCall("MemoryStorage.performUpdates(_:)") else { return }
        defer { endCall(threadEntry) }
        try anomalyHandler.reporting.pass.run {
            batchDepth += 1
            startUpdate()
            defer {
                batchDepth -= 1
                finishUpdate()
            }
            try block()
        }
    }

    /// Runs `block`, applying its changes at once and telling the delegate nothing.
    ///
    /// Use it to change the storage without animation, then reload the collection view yourself. Changes the delegate
    /// received earlier but had not applied are applied first.
    public func updateWithoutAnimations(_ block: () throws -> Void) rethrows {
        guard let threadEntry = beginCall("MemoryStorage.updateWithoutAnimations(_:)") else { return }
        defer { endCall(threadEntry) }
        applyAllPendingChanges()
        immediateDepth += 1
        defer { immediateDepth -= 1 }
        try block()
    }

    // MARK: Delivery machinery

    private func startUpdate() {
        if currentUpdate == nil { currentUpdate = StorageUpdate() }
    }

    private func finishUpdate() {
        guard batchDepth == 0, let update = currentUpdate else { return }
        currentUpdate = nil
        if update.wasAppliedEarly {
            // Part of the block was applied before delivery (a reload method ran inside it, or the delegate changed),
            // so an animated batch could no longer describe the change from what the view shows: apply the rest and
            // reload instead.
            update.applyDeferredDatasourceUpdates()
            if immediateDepth == 0 { delegate?.storageNeedsReloading() }
            return
        }
        guard !update.isEmpty else { return }
        if let delegate {
            delegate.storageDidPerformUpdate(update)
        } else {
            update.applyDeferredDatasourceUpdates()
        }
    }

    /// Applies `change` at once, or queues it in the current update, as the delegate situation requires.
    func submit(_ change: StorageChange) {
        guard !change.isEmpty else { return }
        contentVersion &+= 1
        guard delegate != nil, immediateDepth == 0 else {
            applyAllPendingChanges()
            for operation in change.operations { committed.apply(operation) }
            return
        }
        startUpdate()
        let update = currentUpdate!
        let pending = PendingChange(change, update: update)
        pendingChanges.append(pending)
        update.memoryStorageChanges.append(pending)
        update.memoryStorage = self
        if staged != nil {
            for operation in change.operations { staged!.apply(operation) }
        }
        update.enqueueDatasourceUpdate { [weak self] _ in
            self?.applyPendingChanges(through: pending)
        }
        finishUpdate()
    }

    /// Applies every queued change up to and including `target`, in order, filling each one's update with its records.
    ///
    /// - Complexity: O(1) amortized per applied change, plus the changes' own work.
    private func applyPendingChanges(through target: PendingChange) {
        guard !target.isApplied else { return }
        while let pending = pendingChanges.popFirst() {
            apply(pending)
            if pending === target { break }
        }
        if pendingChanges.isEmpty { staged = nil }
    }

    /// Applies every queued change now, marking the updates that had not applied them yet.
    package func applyAllPendingChanges() {
        guard !pendingChanges.isEmpty else { return }
        for pending in pendingChanges.changes {
            if let update = pending.update {
                update.wasAppliedEarly = true
                update.discardDeferredDatasourceUpdates()
            }
            apply(pending)
        }
        pendingChanges.removeAll()
        staged = nil
    }

    private func apply(_ pending: PendingChange) {
        for operation in pending.change.operations { committed.apply(operation) }
        pending.isApplied = true
        if let update = pending.update { pending.change.records.append(to: update) }
    }

    /// Changes the committed contents at once and asks the delegate to reload, as DTModelStorage's reload methods do.
    func reload(_ mutate: (inout CommittedSections) -> Void) {
        contentVersion &+= 1
        applyAllPendingChanges()
        mutate(&committed)
        if immediateDepth == 0 { delegate?.storageNeedsReloading() }
    }

    // MARK: Staged contents (what validation sees)

    /// Builds the staged copy on demand: it is only needed while changes are queued.
    private func ensureStaged() {
        guard staged == nil else { return }
        var copy = StagedSections(committed)
        for pending in pendingChanges.changes {
            for operation in pending.change.operations { copy.apply(operation) }
        }
        staged = copy
    }

    /// The number of sections once every queued change is applied.
    var stagedSectionCount: Int {
        if pendingChanges.isEmpty { return committed.models.count }
        ensureStaged()
        return staged!.sections.count
    }

    /// The items of an existing section once every queued change is applied.
    func stagedItems(inSection section: Int) -> [Any] {
        if pendingChanges.isEmpty { return committed.models[section].items }
        ensureStaged()
        return staged!.sections[section].items.all()
    }

    /// The items of an existing section once every queued change is applied, as the section holds them.
    func stagedSectionItems(inSection section: Int) -> SectionItems {
        if pendingChanges.isEmpty { return committed.models[section].store }
        ensureStaged()
        return staged!.sections[section].items
    }

    /// The number of items in `section` once every queued change is applied, or 0 when it will not exist.
    func stagedItemCount(inSection section: Int) -> Int {
        guard section >= 0, section < stagedSectionCount else { return 0 }
        return stagedSectionItems(inSection: section).count
    }

    /// Adds to `change` the creation of every section up to `index` that will not exist, as one operation, recording
    /// each insert.
    ///
    /// - Precondition: `index` passed ``refusesImplicitCreation(upTo:sectionCount:)``.
    /// - Complexity: O(*c*) for *c* created sections.
    func createMissingSections(upTo index: Int, in change: inout StorageChange) {
        let existing = stagedSectionCount
        guard index >= existing else { return }
        change.insertEmptySections(existing..<(index + 1))
    }

    /// Whether reaching section `index` (not negative) from `sectionCount` sections would create more than
    /// ``maximumImplicitSectionCreation`` sections; if so, reports
    /// ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)``.
    func refusesImplicitCreation(upTo index: Int, sectionCount: Int) -> Bool {
        // NB: both are non-negative, so the subtraction cannot overflow, even for Int.max.
        guard index - sectionCount >= Self.maximumImplicitSectionCreation else { return false }
        report(.sectionIndexTooBig(index: index, numberOfSections: sectionCount))
        return true
    }

    func report(_ anomaly: MemoryStorageAnomaly) {
        anomalyHandler.reportAnomaly(anomaly)
    }

    // MARK: Thread check

    /// Records that a manager of a view bound to the main queue holds the storage.
    package func bindToMainQueue() {
        threadCheck.bindToMainQueue()
        committed.isMainQueueBound = true
    }

    /// Records that such a manager let the storage go.
    package func unbindFromMainQueue() {
        threadCheck.unbindFromMainQueue()
        committed.isMainQueueBound = threadCheck.isMainQueueBound
    }

    /// Checks where the public call named `call` runs; `nil` when it was refused and reported.
    @usableFromInline
    func beginCall(_ call: StaticString) -> StorageThreadCheck.Entry? {
        threadCheck.begin(call, reportingTo: anomalyHandler)
    }

    /// Ends a call ``beginCall(_:)`` let run.
    @usableFromInline
    func endCall(_ entry: StorageThreadCheck.Entry) {
        threadCheck.end(entry)
    }
}

extension MemoryStorage: ThreadCheckedStorage {}

@available(*, unavailable)
extension MemoryStorage: Sendable {}
