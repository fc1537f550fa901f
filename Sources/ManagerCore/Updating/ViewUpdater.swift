import Foundation

/// What the collection and table updaters share: the storage updates they apply, their observers, and the choices
/// that are the same for both kinds of view. You use `CollectionViewUpdater` or `TableViewUpdater`; this class holds
/// their common settings.
///
/// An updater is the storage's delegate. Each update becomes one `performBatchUpdates` of the view: inside the block
/// the storage's deferred data changes are applied, then the changes are declared. For a `MemoryStorage` update the
/// declared changes are not the storage's records but one batch computed from the exact calls the update holds, which
/// passes the view's validation for any sequence of calls. Updates wait while the view cannot take a batch (while the
/// updater applies another update, while the view is calling out in work of its own, and while a batch-update block is
/// open) and then run in arrival order.
///
/// Updaters are reference types used from one isolation domain; they are not `Sendable`.
open class ViewUpdater: StorageUpdating, ViewUpdateScheduling {
    /// Called before each update is applied, with the update (or `nil` before a reload).
    public var willUpdateContent: ((StorageUpdate?) -> Void)? {
        get { applier.willUpdateContent }
        set { applier.willUpdateContent = newValue }
    }

    /// Called after each update has been applied, with the update (or `nil` after a reload). When, exactly, depends on
    /// the view, as in DT: right after `performBatchUpdates` returns for a collection view, in the batch's completion
    /// for a table view.
    public var didUpdateContent: ((StorageUpdate?) -> Void)? {
        get { applier.didUpdateContent }
        set { applier.didUpdateContent = newValue }
    }

    /// Whether a moved item is animated as a delete and an insert (`true`) or as a move (`false`, the default).
    ///
    /// DT's flags do the opposite of their name in the collection updater and what it says in the table updater; this
    /// one means what it says in both.
    public var animateMoveAsDeleteAndInsert: Bool {
        get { applier.animateMoveAsDeleteAndInsert }
        set { applier.animateMoveAsDeleteAndInsert = newValue }
    }

    /// Whether updates are animated while the view is not in a window. When `false`, an off-window view is reloaded
    /// instead — after the storage's pending changes are applied (DT's updaters reload without applying them, and so
    /// lose them).
    public var animateChangesOffScreen: Bool {
        get { applier.animateChangesOffScreen }
        set { applier.animateChangesOffScreen = newValue }
    }

    /// The most items one update may insert, delete, move and reload (together) and still be animated; an update that
    /// changes more is applied with `reloadData()` instead, as DifferenceKit's interrupt does. `nil`, the default,
    /// animates every update, as DT's updaters and UIKit do.
    ///
    /// A batch of many thousands of changes costs the view work for each of them (in UIKit, animations for the items
    /// on screen and bookkeeping for all), where a reload costs work for the visible items only. Counting is O(1) per
    /// update.
    ///
    /// ```swift
    /// manager.collectionViewUpdater?.maximumAnimatedItemChanges = 500
    /// ```
    public var maximumAnimatedItemChanges: Int? {
        get { applier.maximumAnimatedItemChanges }
        set { applier.maximumAnimatedItemChanges = newValue }
    }

    /// Runs updates and reloads one at a time, when the view is idle.
    package var viewUpdateScheduler: ViewUpdateScheduler { applier.viewUpdateScheduler }

    /// Called once each update or reload has reached the view, after `didUpdateContent`: the manager that installed
    /// the updater tells its observers of shown updates.
    package var didShowUpdate: (() -> Void)? {
        get { applier.didShowUpdate }
        set { applier.didShowUpdate = newValue }
    }

    /// What applies the updates.
    package let applier: StorageUpdateApplier

    /// The thread check of the manager that installed the updater, which holds the updater's work to the main queue
    /// while the manager is bound to it.
    package weak var threadCheck: ManagerThreadCheck?

    /// The updater's name in the reports of refused calls.
    private var typeName: String { String(describing: type(of: self)) }

    /// An updater applying updates through `applier`.
    package init(applier: StorageUpdateApplier) {
        self.applier = applier
    }

    /// Applies `update` to the view in one batch update, or with a reload when a batch cannot describe it — at once
    /// when the view is idle, otherwise as soon as it is.
    ///
    /// - Complexity: For a `MemoryStorage` update, O(*s*) to compare the view's counts with the storage's, plus the
    ///   translation: O(*c*) for a single call whose records form a valid batch, otherwise O(*n* + *u* log *u*) for *n*
    ///   items in the sections the calls touch item by item and *u* declared changes; then the view's own batch work.
    public func storageDidPerformUpdate(_ update: StorageUpdate) {
        guard threadCheck?.allowsCall(named: "\(typeName).storageDidPerformUpdate(_:)", qualified: true) ?? true
        else { return }
        applier.storageDidPerformUpdate(update)
    }

    /// Reloads the view: `willUpdateContent(nil)`, `reloadData()`, `didUpdateContent(nil)`.
    ///
    /// The storage's contents have already changed. When the updater cannot run it at once (it is applying another
    /// update, or the view is calling out or inside a batch-update block), it asks the view to reload right away —
    /// the view runs the reload when its work ends and requests no more cells against its stale counts meanwhile — and
    /// makes the three calls in arrival order once the view is idle.
    public func storageNeedsReloading() {
        guard threadCheck?.allowsCall(named: "\(typeName).storageNeedsReloading()", qualified: true) ?? true else {
            return
        }
        applier.storageNeedsReloading()
    }
}

@available(*, unavailable)
extension ViewUpdater: Sendable {}
