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
public final class CollectionViewUpdater: ViewUpdater {
    /// The collection view updates go to. Held weakly.
    public var collectionView: (any CollectionView)? { target.collectionView }

    /// When set, an updated item whose new model is known keeps its cell and is refreshed by this closure (index path
    /// after the batch, model) once the batch has committed, instead of being reloaded;
    /// `CollectionViewManager.updateCellClosure()` refreshes the visible cell in place.
    public var reloadItemClosure: ((IndexPath, Any) -> Void)? {
        get { applier.reloadItemClosure }
        set { applier.reloadItemClosure = newValue }
    }

    /// The collection view, adapted for the applier.
    private let target: CollectionViewBatchTarget

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
        super.init(
            applier: StorageUpdateApplier(
                target: target, view: collectionView, reloadItem: reloadItem,
                animateMoveAsDeleteAndInsert: animateMoveAsDeleteAndInsert, reloadsAfterSectionChanges: true,
                reportsUpdateInCompletion: false))
    }
}
