import Foundation

/// A manager's storage backed by a `DiffableDataSourceSnapshot`: apply a snapshot and the collection or table view
/// animates the difference in one batch update.
///
/// Create one with the manager's `configureDiffableDataSource(modelProvider:)`, which makes it the manager's storage;
/// the model provider turns an item identifier into the model that the manager's mappings display. The collection
/// manager names it `CollectionViewDiffableDataSource`, the table manager `TableViewDiffableDataSource`.
///
/// ```swift
/// let dataSource: CollectionViewDiffableDataSource<Section, Post.ID> =
///     manager.configureDiffableDataSource { indexPath, id in posts[id]! }
/// var snapshot = DiffableDataSourceSnapshot<Section, Post.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(posts.keys.sorted())
/// dataSource.apply(snapshot, animatingDifferences: false)   // reload
/// snapshot.moveItem(first, afterItem: last)
/// snapshot.reconfigureItems([edited])
/// dataSource.apply(snapshot)                                 // one animated batch
/// ```
///
/// Header, footer and other supplementary models come from the `SupplementaryStorage` providers, as with
/// `MemoryStorage`. Data sources are reference types used from one isolation domain; they are not `Sendable`. While a
/// manager of a view created on the main queue holds one, every public call must come from the main queue: one made
/// on another thread is reported as `DiffableDataSourceAnomaly.wrongThread` and not applied. A data source no such
/// manager holds reports a call that starts while a call on another thread is still running
/// (`DiffableDataSourceAnomaly.concurrentCall`), and does not apply it.
public final class DiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>: Storage,
    SupplementaryModelProviding, ViewUpdateScheduling
{
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

    /// Receives the misuses recorded in the snapshots this data source applies.
    public var anomalyHandler = DiffableDataSourceAnomalyHandler()

    /// The manager this data source is the storage of. Held weakly.
    private weak var manager: (any DiffableDataSourceHost)?
    private let modelProvider: (IndexPath, ItemIdentifier) -> Any
    /// The snapshot the collection view shows: what the storage reads and the identifier queries answer from.
    fileprivate var displayed = Snapshot()
    /// The snapshot applied last, without marks: what ``snapshot()`` returns.
    fileprivate var latest = Snapshot()
    /// The snapshot an animated batch waiting for the view will show, with the marks of every apply it stands for.
    private var target: Snapshot?
    /// The completions of the applies the waiting batch stands for, in order.
    private var waitingCompletions: [() -> Void] = []
    /// Index paths by item in the displayed snapshot, built on first use after each change.
    private var indexPathCache: [ItemIdentifier: IndexPath]?
    /// The header, footer and custom providers behind the `SupplementaryStorage` properties.
    public var supplementaryProviders = SupplementaryModelProviders()
    /// The diff between the displayed snapshot and the one to show, as the last animated apply made it.
    private var difference: (Snapshot, Snapshot) -> SectionedDiff = { Snapshot.difference(from: $0, to: $1) }

    /// Counts the applies, so that a background apply finds out whether a newer one was made since it was requested.
    fileprivate var applyCount = 0
    /// Counts the changes of ``displayed`` and of ``target``, so that a diff made in the background is used only for
    /// the snapshots it was made between.
    fileprivate var displayedVersion = 0
    private var targetVersion = 0
    /// A diff made in the background from the displayed snapshot (by version) to the waiting one (by version).
    private var precomputed: (displayed: Int, target: Int, diff: SectionedDiff)?
    /// The background applies of this data source, once one was requested.
    // NB: held as `AnyObject`: the queue is isolated to the main actor, the data source is not.
    fileprivate var backgroundDiffs: AnyObject?

    /// The most items an animated apply may insert, delete, move and reload (together) and still be animated; an
    /// apply that changes more is shown with `reloadData()` instead, its completion run after the reload. `nil`, the
    /// default, animates every apply, as UIKit's diffable data sources do. The updaters' `maximumAnimatedItemChanges`
    /// is the same limit for a `MemoryStorage`.
    ///
    /// - Complexity: O(1) per apply.
    public var maximumAnimatedItemChanges: Int?

    /// Shows snapshots in the view one batch at a time, when the view is idle.
    package let viewUpdateScheduler = ViewUpdateScheduler()

    /// Where each public call may run: see the type's discussion.
    private let threadCheck = StorageThreadCheck()

    /// A data source for `manager`'s view, whose items are the models `modelProvider` gives for their identifiers.
    package init(manager: any DiffableDataSourceHost, modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any) {
        self.manager = manager
        self.modelProvider = modelProvider
    }

    // MARK: Snapshots

    /// The snapshot applied last, without reload or reconfigure marks — even while its batch waits for the collection
    /// view (see ``apply(_:animatingDifferences:completion:)``), so that a snapshot read, changed and applied builds
    /// on every earlier apply.
    public func snapshot() -> Snapshot {
        guard let entry = beginCall("DiffableDataSource.snapshot()") else { return Snapshot() }
        defer { threadCheck.end(entry) }
        return latest
    }

    /// Makes `snapshot` the collection view's state.
    ///
    /// Animating, the difference from the snapshot the collection view shows (`SectionedDiff`, sections and items
    /// paired by identifier) becomes one `performBatchUpdates`, in which the data changes and the changes are declared:
    /// - items marked by `reloadItems` get new cells: a reload where the batch allows it, otherwise a delete and an
    ///   insert; sections marked by `reloadSections` likewise;
    /// - items marked by `reconfigureItems` that stay on screen are updated in place, inside the batch, through the
    ///   manager's `updateCellClosure()` with the model at their new index path: no new cell.
    ///
    /// The batch starts at once when the collection view is idle. Applied while it is not — from a cell handler or
    /// `willDisplay` during a layout pass, from a batch completion, inside a batch-update block of your own — the
    /// batch waits until it is; meanwhile ``snapshot()`` returns `snapshot`, while the counts, the models and the
    /// identifier queries (``itemIdentifier(for:)``, ``indexPath(for:)``, ...) keep answering for what the view shows.
    /// Several applies made while the batch waits become one batch to the last snapshot, carrying the reload and
    /// reconfigure marks of all of them; their completions run in order after it.
    ///
    /// Not animating — or when the manager is not managing a collection view yet — the snapshot replaces the state at
    /// once and the collection view reloads (the reload is deferred while the view is busy, and a layout pass in
    /// progress stops requesting cells); a waiting batch is dropped, its completions still run. `completion` runs
    /// when the batch completes, or after the reload, in apply order. Anomalies recorded in `snapshot` are reported to
    /// ``anomalyHandler`` first.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items in both snapshots.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // NB: the diff is made here, in the caller's module, so that it runs as code specialized for the identifiers.
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion) { old, new in
            Snapshot.difference(from: old, to: new)
        }
    }

    /// Applies `snapshot` as ``apply(_:animatingDifferences:completion:)`` describes, diffing with `difference`.
    @usableFromInline
    func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?,
        difference: @escaping (Snapshot, Snapshot) -> SectionedDiff
    ) {
        guard let entry = beginCall("DiffableDataSource.apply(_:animatingDifferences:completion:)") else { return }
        defer { threadCheck.end(entry) }
        self.difference = difference
        applyCount += 1
        reportAnomalies(of: snapshot)
        guard animatingDifferences, let view = manager?.managedUpdateTarget else {
            return reload(with: snapshot, completion: completion)
        }
        viewUpdateScheduler.view = view.view
        latest = snapshot.applied
        if let completion { waitingCompletions.append(completion) }
        targetVersion += 1
        if let waiting = target {
            target = snapshot.keepingMarks(of: waiting)
        } else {
            target = snapshot
            viewUpdateScheduler.schedule { [self] in showTarget() }
        }
    }

    /// Makes `snapshot` the collection view's state and reloads the collection view, without animation.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the collection view's reload.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard let entry = beginCall("DiffableDataSource.applySnapshotUsingReloadData(_:completion:)") else { return }
        defer { threadCheck.end(entry) }
        applyCount += 1
        reportAnomalies(of: snapshot)
        reload(with: snapshot, completion: completion)
    }

    /// Makes `snapshot`, whose diff from the displayed snapshot of version `baseVersion` was made in the background,
    /// the snapshot to show, as an animated ``apply(_:animatingDifferences:completion:)`` does.
    fileprivate func showInBackgroundApplied(
        _ snapshot: Snapshot, diff: SectionedDiff?, diffedFrom baseVersion: Int,
        difference: @escaping (Snapshot, Snapshot) -> SectionedDiff
    ) {
        self.difference = difference
        guard let view = manager?.managedUpdateTarget else {
            return reload(with: snapshot, completion: nil)
        }
        viewUpdateScheduler.view = view.view
        targetVersion += 1
        if let waiting = target {
            // NB: a batch of an earlier apply still waits for the view: one batch will show both, diffed then.
            target = snapshot.keepingMarks(of: waiting)
            return
        }
        target = snapshot
        if let diff, baseVersion == displayedVersion {
            precomputed = (displayedVersion, targetVersion, diff)
        }
        viewUpdateScheduler.schedule { [self] in showTarget() }
    }

    /// Reports the anomalies recorded in `snapshot` to ``anomalyHandler``, in one reporting pass.
    fileprivate func reportAnomalies(of snapshot: Snapshot) {
        anomalyHandler.reporting.pass.run {
            for anomaly in snapshot.anomalies { anomalyHandler.reportAnomaly(anomaly) }
        }
    }

    private func reload(with snapshot: Snapshot, completion: (() -> Void)?) {
        latest = snapshot.applied
        replaceDisplayed(with: latest)
        target = nil
        var completions = waitingCompletions
        waitingCompletions = []
        if let completion { completions.append(completion) }
        if let view = manager?.managedUpdateTarget {
            view.reloadData()
            viewUpdateScheduler.view = view.view
        }
        manager?.didShowUpdate()
        guard !completions.isEmpty else { return }
        viewUpdateScheduler.schedule { for completion in completions { completion() } }
    }

    private func replaceDisplayed(with snapshot: Snapshot) {
        displayedVersion += 1
        displayed = snapshot
        indexPathCache = nil
    }

    /// Shows the waiting snapshot: one batch from the displayed snapshot to it, then the waiting completions.
    private func showTarget() {
        guard target != nil else { return }
        let settled = viewUpdateScheduler.settleView()
        // NB: settling may run callbacks that apply again; from here until the batch starts, nothing runs but this.
        guard let snapshot = target else { return }
        target = nil
        let completions = waitingCompletions
        waitingCompletions = []
        guard settled, let manager, let view = manager.managedUpdateTarget else {
            replaceDisplayed(with: snapshot.applied)
            manager?.managedUpdateTarget?.reloadData()
            manager?.didShowUpdate()
            for completion in completions { completion() }
            return
        }
        let old = displayed
        let diff: SectionedDiff
        if let precomputed, precomputed.displayed == displayedVersion, precomputed.target == targetVersion {
            diff = precomputed.diff
        } else {
            diff = difference(old, snapshot)
        }
        precomputed = nil
        if let limit = maximumAnimatedItemChanges,
            diff.itemDeletions.count + diff.itemInsertions.count + diff.itemMoves.count + diff.itemUpdates.count > limit
        {
            replaceDisplayed(with: snapshot.applied)
            view.reloadData()
            manager.didShowUpdate()
            for completion in completions { completion() }
            return
        }
        let reconfigurations = reconfigurations(from: old, to: snapshot, diff: diff)
        let update = reconfigurations.isEmpty ? nil : manager.updateCellClosure()
        view.performBatchUpdates(
            {
                self.replaceDisplayed(with: snapshot.applied)
                view.declare(diff)
                for (oldIndexPath, newIndexPath, item) in reconfigurations {
                    update?(oldIndexPath, self.modelProvider(newIndexPath, item))
                }
            },
            completion: { _ in
                for completion in completions { completion() }
            })
        manager.didShowUpdate()
    }

    /// The reconfigured items that keep their cell: old and new index paths, and the identifier.
    private func reconfigurations(
        from old: Snapshot, to new: Snapshot, diff: SectionedDiff
    ) -> [(IndexPath, IndexPath, ItemIdentifier)] {
        guard !new.reconfiguredItems.elements.isEmpty else { return [] }
        let replacedSections = Set(diff.sectionDeletions + diff.sectionReloads)
        let replacedItems = Set(diff.itemDeletions)
        return new.reconfiguredItems.elements.compactMap { item in
            guard !new.reloadedItems.contains(item), let oldIndexPath = old.indexPath(of: item),
                let newIndexPath = new.indexPath(of: item), !replacedSections.contains(oldIndexPath.sectionIndex),
                !replacedItems.contains(oldIndexPath)
            else { return nil }
            return (oldIndexPath, newIndexPath, item)
        }
    }

    // MARK: Identifiers

    /// The identifier of the item at `indexPath` in the snapshot the collection view shows, or `nil`.
    ///
    /// This and the other identifier queries answer for the view's index paths — those its callbacks receive — even
    /// while an animated apply waits for the view; ``snapshot()`` returns the snapshot applied last.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        guard let entry = beginCall("DiffableDataSource.itemIdentifier(for:)") else { return nil }
        defer { threadCheck.end(entry) }
        return displayedItemIdentifier(for: indexPath)
    }

    /// The identifier of the item at `indexPath` in the displayed snapshot, or `nil`; the caller checked the thread.
    private func displayedItemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        guard indexPath.count == 2, displayed.sections.indices.contains(indexPath.sectionIndex),
            displayed.sections[indexPath.sectionIndex].items.indices.contains(indexPath.itemIndex)
        else { return nil }
        return displayed.sections[indexPath.sectionIndex].items[indexPath.itemIndex]
    }

    /// The index path of an item in the snapshot the collection view shows, or `nil`.
    ///
    /// - Complexity: O(1) amortized: the first call after an apply indexes every item, O(*n*).
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        guard let entry = beginCall("DiffableDataSource.indexPath(for:)") else { return nil }
        defer { threadCheck.end(entry) }
        if indexPathCache == nil {
            var cache: [ItemIdentifier: IndexPath] = [:]
            cache.reserveCapacity(displayed.numberOfItems)
            for (section, entry) in displayed.sections.enumerated() {
                for (item, identifier) in entry.items.enumerated() {
                    cache[identifier] = IndexPath(itemIndex: item, sectionIndex: section)
                }
            }
            indexPathCache = cache
        }
        return indexPathCache![itemIdentifier]
    }

    /// The identifier of the section at `index` in the snapshot the collection view shows, or `nil`.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        guard let entry = beginCall("DiffableDataSource.sectionIdentifier(for:)") else { return nil }
        defer { threadCheck.end(entry) }
        return displayed.sections.indices.contains(index) ? displayed.sections[index].identifier : nil
    }

    /// The index of a section in the snapshot the collection view shows, or `nil`.
    ///
    /// - Complexity: O(1).
    public func index(for sectionIdentifier: SectionIdentifier) -> Int? {
        guard let entry = beginCall("DiffableDataSource.index(for:)") else { return nil }
        defer { threadCheck.end(entry) }
        return displayed.indexOfSection(sectionIdentifier)
    }

    // MARK: Storage

    /// The number of sections in the snapshot the collection view shows.
    public func numberOfSections() -> Int {
        guard let entry = beginCall("DiffableDataSource.numberOfSections()") else { return 0 }
        defer { threadCheck.end(entry) }
        return displayed.numberOfSections
    }

    /// The number of items in `section` of the snapshot the collection view shows, or 0 when it does not exist.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let entry = beginCall("DiffableDataSource.numberOfItems(inSection:)") else { return 0 }
        defer { threadCheck.end(entry) }
        return displayed.sections.indices.contains(section) ? displayed.sections[section].items.count : 0
    }

    /// The model for the item at `indexPath` in the snapshot the collection view shows: the model provider's answer
    /// for its identifier, or `nil`.
    public func item(at indexPath: IndexPath) -> Any? {
        guard let entry = beginCall("DiffableDataSource.item(at:)") else { return nil }
        defer { threadCheck.end(entry) }
        return displayedItemIdentifier(for: indexPath).map { modelProvider(indexPath, $0) }
    }

    // MARK: Threads

    /// Checks where the public call named `call` runs; `nil` when it was refused and reported to ``anomalyHandler``.
    private func beginCall(_ call: StaticString) -> StorageThreadCheck.Entry? {
        threadCheck.begin(call) { refusal in
            switch refusal {
            case .wrongThread(let call, let thread):
                anomalyHandler.reportAnomaly(.wrongThread(call: call, thread: thread))
            case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress):
                anomalyHandler.reportAnomaly(
                    .concurrentCall(
                        call: call, thread: thread, callInProgress: callInProgress,
                        threadOfCallInProgress: threadOfCallInProgress))
            }
        }
    }
}

extension DiffableDataSource: ThreadCheckedStorage {
    /// Records that a manager of a view bound to the main queue holds the data source.
    package func bindToMainQueue() { threadCheck.bindToMainQueue() }

    /// Records that such a manager let the data source go.
    package func unbindFromMainQueue() { threadCheck.unbindFromMainQueue() }
}

@available(*, unavailable)
extension DiffableDataSource: Sendable {}

extension DiffableDataSourceSnapshot {
    /// The diff from `old` to `new`: sections and items paired by identifier, items marked for reload in `new`
    /// changed, sections marked for reload in `new` reloaded (``SectionedDiff/init(from:to:)``).
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items in both snapshots.
    @inlinable
    static func difference(from old: Self, to new: Self) -> SectionedDiff {
        SectionedDiff(from: old, to: new)
    }

    /// This snapshot, also marking the items and sections `earlier` marked for reload or reconfiguration that this
    /// snapshot still holds: several applies shown in one batch keep the marks of all of them.
    func keepingMarks(of earlier: Self) -> Self {
        var merged = self
        for item in earlier.reloadedItems.elements where sectionOfItem[item] != nil {
            merged.reloadedItems.append(item)
        }
        for item in earlier.reconfiguredItems.elements where sectionOfItem[item] != nil {
            merged.reconfiguredItems.append(item)
        }
        for section in earlier.reloadedSections.elements where sectionIndex[section] != nil {
            merged.reloadedSections.append(section)
        }
        return merged
    }
}

/// The manager a ``DiffableDataSource`` is the storage of, as the data source sees it.
package protocol DiffableDataSourceHost: AnyObject {
    /// The managed view, adapted, or `nil` while the manager manages none.
    var managedUpdateTarget: (any BatchUpdateTarget)? { get }

    /// Tells the manager's observers of shown updates that the view shows a new snapshot.
    func didShowUpdate()

    /// A closure that reconfigures the visible cell at an index path in place with a model.
    func updateCellClosure() -> (IndexPath, Any) -> Void
}

extension DiffableDataSource where SectionIdentifier: Sendable, ItemIdentifier: Sendable {
    /// Makes `snapshot` the view's state with one animated batch, diffing off the main actor.
    ///
    /// The batch is the one ``apply(_:animatingDifferences:completion:)`` would make: the snapshot the view shows is
    /// read on the main actor, the difference is computed in a detached task, and the batch is made on the main actor,
    /// when the view is idle. Until then the counts, the models and the identifier queries answer for what the view
    /// shows, while ``snapshot()`` returns `snapshot` at once, as after a synchronous apply. Anomalies recorded in
    /// `snapshot` are reported when it is applied.
    ///
    /// A newer apply — in the background or not — made before this one's batch supersedes it: this one returns
    /// `BackgroundDiffResult.superseded` and shows nothing. At most one diff runs per data source; the results of
    /// the calls are settled in the order they were made.
    ///
    /// ```swift
    /// snapshot.appendItems(newPosts.map(\.id))
    /// if await dataSource.applyDiffingInBackground(snapshot) == .superseded { return }
    /// ```
    ///
    /// - Complexity: On the main actor, O(*s* + *c*) for *s* sections and *c* changes, plus the batch; off it, the
    ///   diff's O(*s* + *n*) expected, O(*n* log *n*) at worst, for *n* items in both snapshots.
    @MainActor @inlinable @discardableResult
    public func applyDiffingInBackground(_ snapshot: Snapshot) async -> BackgroundDiffResult {
        // NB: the diff is made here, in the caller's module, so that it runs as code specialized for the identifiers.
        await applyInBackground(snapshot) { old, new in Snapshot.difference(from: old, to: new) }
    }

    /// Requests a background apply of `snapshot` diffed with `difference`, as ``applyDiffingInBackground(_:)``
    /// describes.
    @MainActor @usableFromInline
    func applyInBackground(
        _ snapshot: Snapshot, difference: @escaping @Sendable (Snapshot, Snapshot) -> SectionedDiff
    ) async -> BackgroundDiffResult {
        applyCount += 1
        latest = snapshot.applied
        let request = applyCount
        let queue = backgroundDiffs as? BackgroundDiffQueue ?? BackgroundDiffQueue()
        backgroundDiffs = queue
        var baseVersion = 0
        return await queue.submit(
            BackgroundDiffQueue.Work(
                prepare: { [self] in
                    baseVersion = displayedVersion
                    let base = displayed
                    return { difference(base, snapshot) }
                },
                finish: { [self] result in
                    guard applyCount == request else { return false }
                    reportAnomalies(of: snapshot)
                    showInBackgroundApplied(
                        snapshot, diff: result as? SectionedDiff, diffedFrom: baseVersion, difference: difference)
                    return true
                }))
    }
}
