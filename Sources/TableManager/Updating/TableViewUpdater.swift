import Foundation

/// Applies a storage's updates to a table view as batch updates that the view always accepts: DTTableViewManager's
/// `TableViewUpdater`, on the same planning as the collection manager's updater.
///
/// The manager creates one when it starts managing and makes it the storage's delegate. Each update becomes one
/// `performBatchUpdates`: inside the block the storage's deferred data changes are applied, then the changes are
/// declared with the updater's row and section animations. For a `MemoryStorage` update the declared changes are not
/// the storage's records but one batch computed from the exact calls the update holds, which passes the table's
/// validation for any sequence of calls.
///
/// ```swift
/// let updater = TableViewUpdater(tableView: tableView)
/// updater.deleteRowAnimation = .left
/// updater.didUpdateContent = { _ in print("the table shows the storage's contents") }
/// storage.delegate = updater
/// storage.performUpdates {
///     storage.addItems(["Wi-Fi", "Bluetooth"], toSection: 1)      // creates section 1
///     storage.removeItem(at: IndexPath(row: 0, section: 0))
/// }                                                            // one valid batch
/// ```
///
/// Updates wait while the table cannot take a batch, exactly as the collection updater's do: while the updater is
/// applying another update, while the table is calling out in work of its own, and while a batch-update block is open.
///
/// Differences from DTTableViewManager's updater, each a fix: `animateMoveAsDeleteAndInsert` means what it says (DT's
/// moves rows when it is `true` and deletes and inserts them when it is `false`), and an off-window table with
/// `animateChangesOffScreen` off reloads after the storage's pending changes are applied (DT's reloads without them,
/// and so loses them). As in DT, `didUpdateContent` runs in the batch's completion, and no reload follows a batch that
/// changes sections.
///
/// Updaters are reference types used from one isolation domain; they are not `Sendable`.
public final class TableViewUpdater: ViewUpdater {
    /// The table view updates go to. Held weakly.
    public var tableView: (any TableView)? { target.tableView }

    /// When set, an updated row whose new model is known keeps its cell and is refreshed by this closure (index path
    /// after the batch, model) once the batch has committed, instead of being reloaded;
    /// `TableViewManager.updateCellClosure()` refreshes the visible cell in place.
    public var reloadRowClosure: ((IndexPath, Any) -> Void)? {
        get { applier.reloadItemClosure }
        set { applier.reloadItemClosure = newValue }
    }

    /// The animations of inserted sections, deleted sections, reloaded sections, inserted rows, deleted rows and
    /// reloaded rows. Default: `.none` for inserted sections, as in DTTableViewManager, `.automatic` for the others.
    public var insertSectionAnimation: TableViewRowAnimation {
        get { target.insertSectionAnimation }
        set { target.insertSectionAnimation = newValue }
    }

    /// The animation of deleted sections. Default: `.automatic`.
    public var deleteSectionAnimation: TableViewRowAnimation {
        get { target.deleteSectionAnimation }
        set { target.deleteSectionAnimation = newValue }
    }

    /// The animation of reloaded sections. Default: `.automatic`.
    public var reloadSectionAnimation: TableViewRowAnimation {
        get { target.reloadSectionAnimation }
        set { target.reloadSectionAnimation = newValue }
    }

    /// The animation of inserted rows. Default: `.automatic`.
    public var insertRowAnimation: TableViewRowAnimation {
        get { target.insertRowAnimation }
        set { target.insertRowAnimation = newValue }
    }

    /// The animation of deleted rows. Default: `.automatic`.
    public var deleteRowAnimation: TableViewRowAnimation {
        get { target.deleteRowAnimation }
        set { target.deleteRowAnimation = newValue }
    }

    /// The animation of reloaded rows. Default: `.automatic`.
    public var reloadRowAnimation: TableViewRowAnimation {
        get { target.reloadRowAnimation }
        set { target.reloadRowAnimation = newValue }
    }

    /// The table view, adapted for the applier, with the animations.
    private let target: TableViewBatchTarget

    /// Creates an updater for `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The view to update; held weakly.
    ///   - reloadRow: The ``reloadRowClosure``.
    ///   - animateMoveAsDeleteAndInsert: Whether moves are animated as a delete and an insert.
    public init(
        tableView: any TableView,
        reloadRow: ((IndexPath, Any) -> Void)? = nil,
        animateMoveAsDeleteAndInsert: Bool = false
    ) {
        target = TableViewBatchTarget(tableView: tableView)
        super.init(
            applier: StorageUpdateApplier(
                target: target, view: tableView, reloadItem: reloadRow,
                animateMoveAsDeleteAndInsert: animateMoveAsDeleteAndInsert, reloadsAfterSectionChanges: false,
                reportsUpdateInCompletion: true))
    }
}

/// A table view as the shared applier sees it, with the updater's animations. Holds the view weakly.
final class TableViewBatchTarget: BatchUpdateTarget {
    weak var tableView: (any TableView)?
    var insertSectionAnimation = TableViewRowAnimation.none
    var deleteSectionAnimation = TableViewRowAnimation.automatic
    var reloadSectionAnimation = TableViewRowAnimation.automatic
    var insertRowAnimation = TableViewRowAnimation.automatic
    var deleteRowAnimation = TableViewRowAnimation.automatic
    var reloadRowAnimation = TableViewRowAnimation.automatic

    init(tableView: any TableView) {
        self.tableView = tableView
    }

    var view: AnyObject? { tableView }

    var isInWindow: Bool { tableView?.isInWindow ?? false }

    var numberOfSections: Int { tableView?.numberOfSections ?? 0 }

    func numberOfItems(inSection section: Int) -> Int { tableView?.numberOfRows(inSection: section) ?? 0 }

    func reloadData() { tableView?.reloadData() }

    func performBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        guard let tableView else { return updates() }
        tableView.performBatchUpdates(updates, completion: completion)
    }

    func issue(_ batch: ViewBatch) {
        guard let tableView else { return }
        if !batch.deletedItems.isEmpty { tableView.deleteRows(at: batch.deletedItems, with: deleteRowAnimation) }
        if !batch.insertedItems.isEmpty { tableView.insertRows(at: batch.insertedItems, with: insertRowAnimation) }
        for move in batch.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !batch.reloadedItems.isEmpty { tableView.reloadRows(at: batch.reloadedItems, with: reloadRowAnimation) }
        if !batch.deletedSections.isEmpty {
            tableView.deleteSections(IndexSet(ascending: batch.deletedSections), with: deleteSectionAnimation)
        }
        if !batch.insertedSections.isEmpty {
            tableView.insertSections(IndexSet(ascending: batch.insertedSections), with: insertSectionAnimation)
        }
        for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !batch.reloadedSections.isEmpty {
            tableView.reloadSections(IndexSet(ascending: batch.reloadedSections), with: reloadSectionAnimation)
        }
    }

    func issue(_ change: RecordedViewChange) {
        guard let tableView else { return }
        switch change {
        case .insertItem(let indexPath): tableView.insertRows(at: [indexPath], with: insertRowAnimation)
        case .deleteItem(let indexPath): tableView.deleteRows(at: [indexPath], with: deleteRowAnimation)
        case .reloadItem(let indexPath): tableView.reloadRows(at: [indexPath], with: reloadRowAnimation)
        case .moveItem(let from, let to): tableView.moveRow(at: from, to: to)
        case .insertSection(let section):
            tableView.insertSections(IndexSet(integer: section), with: insertSectionAnimation)
        case .deleteSection(let section):
            tableView.deleteSections(IndexSet(integer: section), with: deleteSectionAnimation)
        case .reloadSection(let section):
            tableView.reloadSections(IndexSet(integer: section), with: reloadSectionAnimation)
        case .moveSection(let from, let to): tableView.moveSection(from, toSection: to)
        }
    }

    func declare(_ diff: SectionedDiff) {
        guard let tableView else { return }
        if !diff.sectionDeletions.isEmpty {
            tableView.deleteSections(IndexSet(ascending: diff.sectionDeletions), with: deleteSectionAnimation)
        }
        if !diff.sectionInsertions.isEmpty {
            tableView.insertSections(IndexSet(ascending: diff.sectionInsertions), with: insertSectionAnimation)
        }
        for move in diff.sectionMoves { tableView.moveSection(move.old, toSection: move.new) }
        if !diff.sectionReloads.isEmpty {
            tableView.reloadSections(IndexSet(ascending: diff.sectionReloads), with: reloadSectionAnimation)
        }
        if !diff.itemDeletions.isEmpty { tableView.deleteRows(at: diff.itemDeletions, with: deleteRowAnimation) }
        if !diff.itemInsertions.isEmpty { tableView.insertRows(at: diff.itemInsertions, with: insertRowAnimation) }
        for move in diff.itemMoves { tableView.moveRow(at: move.old, to: move.new) }
        if !diff.itemUpdates.isEmpty {
            tableView.reloadRows(at: diff.itemUpdates.map(\.old), with: reloadRowAnimation)
        }
    }
}
