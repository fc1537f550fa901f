import Foundation

/// The view an updater applies storage updates to, as the updater sees it: counts, a window, reloads, batches, and the
/// calls that declare a batch's changes. Each manager adapts its view to it.
package protocol BatchUpdateTarget: AnyObject {
    /// The view, or `nil` once it is gone; the adapter holds it weakly.
    var view: AnyObject? { get }

    /// Whether the view is in a window: off-window views may be reloaded instead of animated.
    var isInWindow: Bool { get }

    /// The number of sections the view shows.
    var numberOfSections: Int { get }

    /// The number of items (rows) the view shows in `section`.
    func numberOfItems(inSection section: Int) -> Int

    /// Reloads the view.
    func reloadData()

    /// Runs `updates` as one batch update of the view, then `completion` as the view runs it; without a view, runs
    /// `updates` alone.
    func performBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)

    /// Declares a computed batch's changes; called inside the batch-update block, after the data changed.
    func issue(_ batch: ViewBatch)

    /// Declares one recorded change of a storage that is not a `MemoryStorage`, as DT's updaters declare it.
    func issue(_ change: RecordedViewChange)

    /// Declares the changes of a diffable snapshot's difference; called inside the batch-update block.
    func declare(_ diff: SectionedDiff)
}

/// One change a storage recorded, as the updater declares it to the view: one index path or section per call.
package enum RecordedViewChange {
    /// Insert the item at the index path (after the update).
    case insertItem(IndexPath)
    /// Delete the item at the index path (before the update).
    case deleteItem(IndexPath)
    /// Reload the item at the index path.
    case reloadItem(IndexPath)
    /// Move an item.
    case moveItem(from: IndexPath, to: IndexPath)
    /// Insert a section.
    case insertSection(Int)
    /// Delete a section.
    case deleteSection(Int)
    /// Reload a section.
    case reloadSection(Int)
    /// Move a section.
    case moveSection(from: Int, to: Int)
}

/// What a collection or table updater does with a storage update, written once for both: it runs the update when the
/// view is idle, plans one valid batch for a `MemoryStorage` update (or a reload when the view is out of step), issues
/// it, and tells the updater's observers.
///
/// The public updaters (`CollectionViewUpdater`, `TableViewUpdater`) own one and forward their settings to it.
package final class StorageUpdateApplier {
    /// The view, adapted.
    package let target: any BatchUpdateTarget

    /// Called before each update is applied, with the update (or `nil` before a reload).
    package var willUpdateContent: ((StorageUpdate?) -> Void)?

    /// Called after each update has been applied, with the update (or `nil` after a reload).
    package var didUpdateContent: ((StorageUpdate?) -> Void)?

    /// When set, an updated item whose new model is known keeps its cell and is refreshed by this closure (index path
    /// after the batch, model) once the batch has committed, instead of being reloaded.
    package var reloadItemClosure: ((IndexPath, Any) -> Void)?

    /// Whether a moved item is declared as a delete and an insert instead of a move.
    package var animateMoveAsDeleteAndInsert: Bool

    /// Whether updates are animated while the view is not in a window; when `false`, an off-window view is reloaded
    /// after the storage's pending changes are applied.
    package var animateChangesOffScreen = true

    /// The most items an update may insert, delete, move and reload and still be animated; `nil` for no limit.
    package var maximumAnimatedItemChanges: Int?

    /// Whether the view reloads once a batch that changes sections has completed, as DTCollectionViewManager's
    /// updater does (DTTableViewManager's does not).
    package let reloadsAfterSectionChanges: Bool

    /// Whether `didUpdateContent` runs in the batch's completion (DTTableViewManager) rather than right after
    /// `performBatchUpdates` returns (DTCollectionViewManager).
    package let reportsUpdateInCompletion: Bool

    /// Runs updates and reloads one at a time, when the view is idle.
    package let viewUpdateScheduler: ViewUpdateScheduler

    /// Called once each update or reload has reached the view, after `didUpdateContent`.
    package var didShowUpdate: (() -> Void)?

    /// Reloads queued behind the work in progress; while there are some, refreshing cells in place is pointless.
    private var queuedReloads = 0

    /// An applier for `target`, whose view (for the scheduler's idle checks) is `view`.
    package init(
        target: any BatchUpdateTarget,
        view: AnyObject,
        reloadItem: ((IndexPath, Any) -> Void)?,
        animateMoveAsDeleteAndInsert: Bool,
        reloadsAfterSectionChanges: Bool,
        reportsUpdateInCompletion: Bool
    ) {
        self.target = target
        viewUpdateScheduler = ViewUpdateScheduler(view: view)
        reloadItemClosure = reloadItem
        self.animateMoveAsDeleteAndInsert = animateMoveAsDeleteAndInsert
        self.reloadsAfterSectionChanges = reloadsAfterSectionChanges
        self.reportsUpdateInCompletion = reportsUpdateInCompletion
    }

    /// Applies `update` in one batch update, or with a reload when a batch cannot describe it — at once when the view
    /// is idle, otherwise as soon as it is.
    ///
    /// - Complexity: For a `MemoryStorage` update, O(*s*) to compare the view's counts with the storage's, plus the
    ///   translation: O(*c*) for a single call whose records form a valid batch, otherwise O(*n* + *u* log *u*) for *n*
    ///   items in the sections the calls touch item by item and *u* declared changes; then the view's own batch work.
    package func storageDidPerformUpdate(_ update: StorageUpdate) {
        viewUpdateScheduler.schedule { [self] in
            apply(update)
            didShowUpdate?()
        }
    }

    /// Reloads the view: `willUpdateContent(nil)`, `reloadData()`, `didUpdateContent(nil)`; when that cannot run at
    /// once, the view is asked to reload right away and the three calls follow in arrival order once it is idle.
    package func storageNeedsReloading() {
        if !viewUpdateScheduler.runsWorkAtOnce {
            target.reloadData()
        }
        queuedReloads += 1
        viewUpdateScheduler.schedule { [self] in
            queuedReloads -= 1
            willUpdateContent?(nil)
            target.reloadData()
            didUpdateContent?(nil)
            didShowUpdate?()
        }
    }

    // MARK: Applying an update

    /// How an update reaches the view.
    private enum Plan {
        /// Apply the data and reload: the view is not in step with the update.
        case reload
        /// One batch built from the calls of a `MemoryStorage` update.
        case translated(ViewBatch)
        /// The update's own records, issued as DT's updaters issue them: an update of another storage.
        case recorded
    }

    private func apply(_ update: StorageUpdate) {
        willUpdateContent?(update)
        guard target.view != nil else {
            update.applyDeferredDatasourceUpdates()
            didUpdateContent?(update)
            return
        }
        if !animateChangesOffScreen && !target.isInWindow {
            return reload(update)
        }
        // Due layout passes and deferred work would run when the batch starts and may call out to code that changes
        // the storage: let them run before the plan is made, so that nothing runs between the plan and the batch.
        guard viewUpdateScheduler.settleView() else { return reload(update) }
        let plan = plan(for: update)
        if case .reload = plan { return reload(update) }
        if let limit = maximumAnimatedItemChanges, itemChangeCount(of: plan, update: update) > limit {
            return reload(update)
        }
        // DT's collection updater reloads once a batch that changes sections completes. A view that showed no section
        // before the batch shows only views the batch configured from the new contents: reloading would merely reuse
        // them.
        let showedSections = reloadsAfterSectionChanges && target.numberOfSections > 0
        var reloadsAfterwards = false
        var refreshedItems: [(indexPath: IndexPath, model: Any)] = []
        target.performBatchUpdates(
            { [self] in
                update.applyDeferredDatasourceUpdates()
                switch plan {
                case .translated(let batch):
                    reloadsAfterwards = showedSections && batch.changesSections
                    refreshedItems = batch.refreshedItems
                    target.issue(batch)
                case .recorded:
                    reloadsAfterwards = showedSections && !update.sectionChanges.isEmpty
                    issueRecords(of: update)
                case .reload:
                    break
                }
            },
            completion: { [weak self, reportsUpdateInCompletion] _ in
                guard let self else { return }
                if reloadsAfterwards { target.reloadData() }
                if reportsUpdateInCompletion { didUpdateContent?(update) }
            })
        if let reloadItemClosure, queuedReloads == 0 {
            for item in refreshedItems { reloadItemClosure(item.indexPath, item.model) }
        }
        if !reportsUpdateInCompletion { didUpdateContent?(update) }
    }

    /// The items `plan` inserts, deletes, moves and reloads (or refreshes in place).
    ///
    /// - Complexity: O(1) for a translated batch; O(*r*) for *r* records otherwise.
    private func itemChangeCount(of plan: Plan, update: StorageUpdate) -> Int {
        switch plan {
        case .translated(let batch):
            batch.deletedItems.count + batch.insertedItems.count + batch.movedItems.count + batch.reloadedItems.count
                + batch.refreshedItems.count
        case .recorded:
            update.objectChanges.count
        case .reload:
            0
        }
    }

    /// Decides how `update` reaches the view; for a `MemoryStorage` update, builds its batch.
    private func plan(for update: StorageUpdate) -> Plan {
        if update.wasAppliedEarly { return .reload }
        let changes = update.memoryStorageChanges
        guard !changes.isEmpty else { return .recorded }
        // Changes applied before the batch (by a reload method, `updateWithoutAnimations` or a delegate change), or a
        // view whose counts differ from the storage's, leave no batch that both sides agree on.
        guard let storage = update.memoryStorage, !changes.contains(where: \.isApplied) else { return .reload }
        let sectionCount = target.numberOfSections
        guard sectionCount == storage.numberOfSections() else { return .reload }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = target.numberOfItems(inSection: section)
            guard count == storage.numberOfItems(inSection: section) else { return .reload }
            counts.append(count)
        }
        let options = BatchTranslator.Options(
            refreshesInPlace: reloadItemClosure != nil, movesAsDeleteAndInsert: animateMoveAsDeleteAndInsert)
        guard let batch = BatchTranslator.batch(for: changes.map(\.change), countsBefore: counts, options: options)
        else { return .reload }
        return .translated(batch)
    }

    private func reload(_ update: StorageUpdate) {
        let wasAppliedEarly = update.wasAppliedEarly
        update.applyDeferredDatasourceUpdates()
        // The reload method that applied the update early asked the view to reload when its reload was queued, and
        // that reload is issued again in its turn: this one would add nothing.
        if !wasAppliedEarly || queuedReloads == 0 { target.reloadData() }
        didUpdateContent?(update)
    }

    /// Issues an update's records one by one, objects then sections, as DT's updaters do.
    private func issueRecords(of update: StorageUpdate) {
        for (type, indexPaths) in update.objectChanges {
            guard let indexPath = indexPaths.first else { continue }
            switch type {
            case .insert:
                target.issue(.insertItem(indexPath))
            case .delete:
                target.issue(.deleteItem(indexPath))
            case .update:
                if let reloadItemClosure, let model = update.updatedObjects[indexPath] {
                    reloadItemClosure(indexPath, model)
                } else {
                    target.issue(.reloadItem(indexPath))
                }
            case .move:
                guard indexPaths.count == 2 else { continue }
                if animateMoveAsDeleteAndInsert {
                    target.issue(.deleteItem(indexPaths[0]))
                    target.issue(.insertItem(indexPaths[1]))
                } else {
                    target.issue(.moveItem(from: indexPaths[0], to: indexPaths[1]))
                }
            }
        }
        for (type, sections) in update.sectionChanges {
            guard let section = sections.first else { continue }
            switch type {
            case .insert: target.issue(.insertSection(section))
            case .delete: target.issue(.deleteSection(section))
            case .update: target.issue(.reloadSection(section))
            case .move:
                guard sections.count == 2 else { continue }
                target.issue(.moveSection(from: sections[0], to: sections[1]))
            }
        }
    }
}

@available(*, unavailable)
extension StorageUpdateApplier: Sendable {}
