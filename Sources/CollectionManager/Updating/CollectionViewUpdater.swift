import Foundation

/// Applies a storage's updates to a collection view as batch updates that the view always accepts.
///
/// The manager creates one when it starts managing and makes it the storage's delegate. Each update becomes one
/// `performBatchUpdates`: inside the block the storage's deferred data changes are applied, then the changes are
/// declared, so the view reads its "before" counts before the data changes and its "after" counts after. For a
/// `MemoryStorage` update the declared changes are not the storage's records but one batch computed from the exact
/// calls the update holds, which passes the view's validation for any sequence of calls (see
/// <doc:UpdatingTheView>).
///
/// ```swift
/// let updater = CollectionViewUpdater(collectionView: collectionView)
/// updater.didUpdateContent = { _ in print("the view shows the storage's contents") }
/// storage.delegate = updater
/// storage.performUpdates {
///     storage.addItems([1, 2, 3], toSection: 1)          // creates section 1
///     storage.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
/// }                                                     // one valid batch
/// ```
///
/// Updates wait while the view cannot take a batch: while the updater is applying another update (from
/// `willUpdateContent`, `didUpdateContent`, a batch completion, or a data-source or delegate callback the batch causes),
/// while the view is calling out in work of its own (a layout pass, a commit, a reload), and while a batch-update block
/// is open (yours included). They run in arrival order as soon as the view is idle, each in its own batch; until then
/// the storage reads as the view shows it.
///
/// Updaters are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewUpdater: StorageUpdating, ViewUpdateScheduling {
    /// The collection view updates go to. Held weakly.
    public private(set) weak var collectionView: (any CollectionView)?

    /// Called before each update is applied, with the update (or `nil` before a reload).
    public var willUpdateContent: ((StorageUpdate?) -> Void)?

    /// Called after each update has been applied, with the update (or `nil` after a reload), right after
    /// `performBatchUpdates` returns — not in its completion — as in DTCollectionViewManager.
    public var didUpdateContent: ((StorageUpdate?) -> Void)?

    /// When set, an updated item whose new model is known keeps its cell and is refreshed by this closure (index path
    /// after the batch, model) once the batch has committed, instead of being reloaded;
    /// `CollectionViewManager.updateCellClosure()` refreshes the visible cell in place.
    public var reloadItemClosure: ((IndexPath, Any) -> Void)?

    /// Whether a moved item is animated as a delete and an insert (`true`) or as a move (`false`, the default).
    ///
    /// DTCollectionViewManager's flag does the opposite of its name; this one means what it says.
    public var animateMoveAsDeleteAndInsert: Bool

    /// Whether updates are animated while the collection view is not in a window. When `false`, an off-window view is
    /// reloaded instead — after the storage's pending changes are applied (DTCollectionViewManager reloads without
    /// applying them, and so loses them).
    public var animateChangesOffScreen = true

    /// Runs updates and reloads one at a time, when the view is idle.
    package let viewUpdateScheduler: ViewUpdateScheduler

    /// Called once each update or reload has reached the view, after `didUpdateContent`: the manager that installed
    /// the updater tells its observers of shown updates (``CollectionViewManager/addShownUpdateObserver(_:)``).
    var didShowUpdate: (() -> Void)?

    /// Reloads queued behind the work in progress; while there are some, refreshing cells in place is pointless.
    private var queuedReloads = 0

    /// Creates an updater for `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: The view to update; held weakly.
    ///   - reloadItem: The ``reloadItemClosure``.
    ///   - animateMoveAsDeleteAndInsert: Whether moves are animated as a delete and an insert.
    public init(
        collectionView: any CollectionView,
        reloadItem: ((IndexPath, Any) -> Void)? = nil,
        animateMoveAsDeleteAndInsert: Bool = false
    ) {
        self.collectionView = collectionView
        self.viewUpdateScheduler = ViewUpdateScheduler(view: collectionView)
        self.reloadItemClosure = reloadItem
        self.animateMoveAsDeleteAndInsert = animateMoveAsDeleteAndInsert
    }

    /// Applies `update` to the collection view in one batch update, or with a reload when a batch cannot describe it —
    /// at once when the view is idle, otherwise as soon as it is (see the type's discussion).
    ///
    /// - Complexity: For a `MemoryStorage` update, O(*s*) to compare the view's counts with the storage's, plus the
    ///   translation: O(*c*) for a single call whose records form a valid batch, otherwise O(*n* + *u* log *u*) for *n*
    ///   items in the sections the calls touch item by item and *u* declared changes; then the view's own batch work.
    public func storageDidPerformUpdate(_ update: StorageUpdate) {
        viewUpdateScheduler.schedule { [self] in
            apply(update)
            didShowUpdate?()
        }
    }

    /// Reloads the collection view: `willUpdateContent(nil)`, `reloadData()`, `didUpdateContent(nil)`.
    ///
    /// The storage's contents have already changed. When the updater cannot run it at once (it is applying another
    /// update, or the view is calling out or inside a batch-update block), it asks the view to reload right away —
    /// the view runs the reload when its work ends and requests no more cells against its stale counts meanwhile — and
    /// calls `willUpdateContent(nil)`, `reloadData()`, `didUpdateContent(nil)` in arrival order once the view is idle.
    public func storageNeedsReloading() {
        if !viewUpdateScheduler.runsWorkAtOnce {
            collectionView?.reloadData()
        }
        queuedReloads += 1
        viewUpdateScheduler.schedule { [self] in
            queuedReloads -= 1
            reload()
        }
    }

    private func reload() {
        willUpdateContent?(nil)
        collectionView?.reloadData()
        didUpdateContent?(nil)
        didShowUpdate?()
    }

    // MARK: Applying an update

    /// How an update reaches the view.
    private enum Plan {
        /// Apply the data and reload: the view is not in step with the update.
        case reload
        /// One batch built from the calls of a `MemoryStorage` update.
        case translated(ViewBatch)
        /// The update's own records, issued as DTCollectionViewManager issues them: an update of another storage.
        case recorded
    }

    private func apply(_ update: StorageUpdate) {
        willUpdateContent?(update)
        guard let collectionView else {
            update.applyDeferredDatasourceUpdates()
            didUpdateContent?(update)
            return
        }
        if !animateChangesOffScreen && !collectionView.isInWindow {
            return reload(update, in: collectionView)
        }
        // Due layout passes and deferred work would run when the batch starts and may call out to code that changes
        // the storage: let them run before the plan is made, so that nothing runs between the plan and the batch.
        guard viewUpdateScheduler.settleView() else { return reload(update, in: collectionView) }
        switch plan(for: update, in: collectionView) {
        case .reload:
            reload(update, in: collectionView)
        case .translated(let batch):
            // DT reloads once a batch that changes sections completes. A view that showed no section before the batch
            // shows only views the batch configured from the new contents: reloading would merely reuse them.
            let reloadsAfterwards = batch.changesSections && collectionView.numberOfSections > 0
            collectionView.performBatchUpdates(
                {
                    update.applyDeferredDatasourceUpdates()
                    batch.issue(to: collectionView)
                },
                completion: { [weak collectionView] _ in
                    if reloadsAfterwards { collectionView?.reloadData() }
                })
            if let reloadItemClosure, queuedReloads == 0 {
                for item in batch.refreshedItems { reloadItemClosure(item.indexPath, item.model) }
            }
            didUpdateContent?(update)
        case .recorded:
            let showedSections = collectionView.numberOfSections > 0
            var reloadsAfterwards = false
            collectionView.performBatchUpdates(
                {
                    update.applyDeferredDatasourceUpdates()
                    reloadsAfterwards = showedSections && !update.sectionChanges.isEmpty
                    self.issueRecords(of: update, to: collectionView)
                },
                completion: { [weak collectionView] _ in
                    if reloadsAfterwards { collectionView?.reloadData() }
                })
            didUpdateContent?(update)
        }
    }

    /// Decides how `update` reaches `collectionView`; for a `MemoryStorage` update, builds its batch.
    private func plan(for update: StorageUpdate, in collectionView: any CollectionView) -> Plan {
        if update.wasAppliedEarly { return .reload }
        let changes = update.memoryStorageChanges
        guard !changes.isEmpty else { return .recorded }
        // Changes applied before the batch (by a reload method, `updateWithoutAnimations` or a delegate change), or a
        // view whose counts differ from the storage's, leave no batch that both sides agree on.
        guard let storage = update.memoryStorage, !changes.contains(where: \.isApplied) else { return .reload }
        let sectionCount = collectionView.numberOfSections
        guard sectionCount == storage.numberOfSections() else { return .reload }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: section)
            guard count == storage.numberOfItems(inSection: section) else { return .reload }
            counts.append(count)
        }
        let options = BatchTranslator.Options(
            refreshesInPlace: reloadItemClosure != nil, movesAsDeleteAndInsert: animateMoveAsDeleteAndInsert)
        guard let batch = BatchTranslator.batch(for: changes.map(\.change), countsBefore: counts, options: options)
        else { return .reload }
        return .translated(batch)
    }

    private func reload(_ update: StorageUpdate, in collectionView: any CollectionView) {
        let wasAppliedEarly = update.wasAppliedEarly
        update.applyDeferredDatasourceUpdates()
        // The reload method that applied the update early asked the view to reload when its reload was queued, and
        // that reload is issued again in its turn: this one would add nothing.
        if !wasAppliedEarly || queuedReloads == 0 { collectionView.reloadData() }
        didUpdateContent?(update)
    }

    /// Issues an update's records one by one, objects then sections, as DTCollectionViewManager does.
    private func issueRecords(of update: StorageUpdate, to collectionView: any CollectionView) {
        for (type, indexPaths) in update.objectChanges {
            guard let indexPath = indexPaths.first else { continue }
            switch type {
            case .insert:
                collectionView.insertItems(at: [indexPath])
            case .delete:
                collectionView.deleteItems(at: [indexPath])
            case .update:
                if let reloadItemClosure, let model = update.updatedObjects[indexPath] {
                    reloadItemClosure(indexPath, model)
                } else {
                    collectionView.reloadItems(at: [indexPath])
                }
            case .move:
                guard indexPaths.count == 2 else { continue }
                if animateMoveAsDeleteAndInsert {
                    collectionView.deleteItems(at: [indexPaths[0]])
                    collectionView.insertItems(at: [indexPaths[1]])
                } else {
                    collectionView.moveItem(at: indexPaths[0], to: indexPaths[1])
                }
            }
        }
        for (type, sections) in update.sectionChanges {
            guard let section = sections.first else { continue }
            switch type {
            case .insert: collectionView.insertSections(IndexSet(integer: section))
            case .delete: collectionView.deleteSections(IndexSet(integer: section))
            case .update: collectionView.reloadSections(IndexSet(integer: section))
            case .move:
                guard sections.count == 2 else { continue }
                collectionView.moveSection(sections[0], toSection: sections[1])
            }
        }
    }
}

@available(*, unavailable)
extension CollectionViewUpdater: Sendable {}
