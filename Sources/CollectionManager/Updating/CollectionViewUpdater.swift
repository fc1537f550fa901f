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
    public var collectionView: (any CollectionView)? { target.collectionView }

    /// Called before each update is applied, with the update (or `nil` before a reload).
    public var willUpdateContent: ((StorageUpdate?) -> Void)? {
        get { applier.willUpdateContent }
        set { applier.willUpdateContent = newValue }
    }

    /// Called after each update has been applied, with the update (or `nil` after a reload), right after
    /// `performBatchUpdates` returns — not in its completion — as in DTCollectionViewManager.
    public var didUpdateContent: ((StorageUpdate?) -> Void)? {
        get { applier.didUpdateContent }
        set { applier.didUpdateContent = newValue }
    }

    /// When set, an updated item whose new model is known keeps its cell and is refreshed by this closure (index path
    /// after the batch, model) once the batch has committed, instead of being reloaded;
    /// `CollectionViewManager.updateCellClosure()` refreshes the visible cell in place.
    public var reloadItemClosure: ((IndexPath, Any) -> Void)? {
        get { applier.reloadItemClosure }
        set { applier.reloadItemClosure = newValue }
    }

    /// Whether a moved item is animated as a delete and an insert (`true`) or as a move (`false`, the default).
    ///
    /// DTCollectionViewManager's flag does the opposite of its name; this one means what it says.
    public var animateMoveAsDeleteAndInsert: Bool {
        get { applier.animateMoveAsDeleteAndInsert }
        set { applier.animateMoveAsDeleteAndInsert = newValue }
    }

    /// Whether updates are animated while the collection view is not in a window. When `false`, an off-window view is
    /// reloaded instead — after the storage's pending changes are applied (DTCollectionViewManager reloads without
    /// applying them, and so loses them).
    public var animateChangesOffScreen: Bool {
        get { applier.animateChangesOffScreen }
        set { applier.animateChangesOffScreen = newValue }
    }

    /// Runs updates and reloads one at a time, when the view is idle.
    package var viewUpdateScheduler: ViewUpdateScheduler { applier.viewUpdateScheduler }

    /// Called once each update or reload has reached the view, after `didUpdateContent`: the manager that installed
    /// the updater tells its observers of shown updates (``CollectionViewManager/addShownUpdateObserver(_:)``).
    var didShowUpdate: (() -> Void)? {
        get { applier.didShowUpdate }
        set { applier.didShowUpdate = newValue }
    }

    /// The collection view, adapted for the applier.
    private let target: CollectionViewBatchTarget

    /// What applies the updates: the same code as the table updater's.
    private let applier: StorageUpdateApplier

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
        target = CollectionViewBatchTarget(collectionView: collectionView)
        applier = StorageUpdateApplier(
            target: target, view: collectionView, reloadItem: reloadItem,
            animateMoveAsDeleteAndInsert: animateMoveAsDeleteAndInsert, reloadsAfterSectionChanges: true,
            reportsUpdateInCompletion: false)
    }

    /// Applies `update` to the collection view in one batch update, or with a reload when a batch cannot describe it —
    /// at once when the view is idle, otherwise as soon as it is (see the type's discussion).
    ///
    /// - Complexity: For a `MemoryStorage` update, O(*s*) to compare the view's counts with the storage's, plus the
    ///   translation: O(*c*) for a single call whose records form a valid batch, otherwise O(*n* + *u* log *u*) for *n*
    ///   items in the sections the calls touch item by item and *u* declared changes; then the view's own batch work.
    public func storageDidPerformUpdate(_ update: StorageUpdate) {
        applier.storageDidPerformUpdate(update)
    }

    /// Reloads the collection view: `willUpdateContent(nil)`, `reloadData()`, `didUpdateContent(nil)`.
    ///
    /// The storage's contents have already changed. When the updater cannot run it at once (it is applying another
    /// update, or the view is calling out or inside a batch-update block), it asks the view to reload right away —
    /// the view runs the reload when its work ends and requests no more cells against its stale counts meanwhile — and
    /// calls `willUpdateContent(nil)`, `reloadData()`, `didUpdateContent(nil)` in arrival order once the view is idle.
    public func storageNeedsReloading() {
        applier.storageNeedsReloading()
    }
}

@available(*, unavailable)
extension CollectionViewUpdater: Sendable {}
