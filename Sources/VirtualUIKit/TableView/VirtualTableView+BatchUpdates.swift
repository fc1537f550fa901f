import Foundation

/// A table view's batch being collected or waiting to commit.
struct TablePendingBatch: PendingBatchRecord {
    var updates = TableBatchUpdates<TableViewRowAnimation>()
    /// The counts when the outermost level began; `nil` when they were stale then.
    var countsBefore: [Int]?
    var completions: [(Bool) -> Void] = []
    var isFollowedByReload = false
    /// Rows `reconfigureRows(at:)` named inside the batch (before-update index paths), reconfigured once it commits.
    var reconfiguredRows: [IndexPath] = []
}

/// A table view's batch-update settings and records, kept in one stored property.
struct TableBatchStorage {
    var countMismatchTexts = VirtualTableView.CountMismatchTexts.modern
    var dropsReloadsOfRowsWithoutCells = true
    var performedUpdates: [VirtualTableView.PerformedUpdate] = []
    /// The row whose cell `reconfigureRows(at:)` is asking for again.
    var reconfiguration: TableRowReconfiguration?
}

extension VirtualTableView: BatchCommitting {
    /// Which generation of UIKit's texts reports a count mismatch in a batch update.
    public enum CountMismatchTexts: Hashable, Sendable {
        /// The texts of iOS 16 and later: one space after the first sentence, and ` Table view: <description>` at the
        /// end, the description being `<VirtualTableView: frame = (0 0; 320 480)>`.
        case modern
        /// The older texts most crash logs quote: two spaces after the first sentence and no suffix.
        case classic
    }

    /// Which generation of UIKit's texts reports that a batch's counts do not add up. Default: ``CountMismatchTexts/modern``.
    ///
    /// Only the three count texts differ (`invalid number of sections`, `invalid number of rows in section`, and
    /// `Attempt to delete more rows than exist in section`); every other batch-update text is the same in both.
    public var countMismatchTexts: CountMismatchTexts {
        get { batchStorage.countMismatchTexts }
        set { batchStorage.countMismatchTexts = newValue }
    }

    /// Whether a batch drops the reloads of rows that have no cell (are not displayed), as UIKit does for apps built
    /// with a recent SDK. Default: `true`. With `false`, every reload becomes a delete and an insert, as with older
    /// SDKs. Section reloads are always decomposed.
    public var dropsReloadsOfRowsWithoutCells: Bool {
        get { batchStorage.dropsReloadsOfRowsWithoutCells }
        set { batchStorage.dropsReloadsOfRowsWithoutCells = newValue }
    }

    // MARK: Batches

    /// Runs `updates`, in which you change the model and declare the changes, then validates and applies the changes as
    /// one batch, as `UITableView.performBatchUpdates(_:completion:)` does.
    ///
    /// ```swift
    /// tableView.performBatchUpdates {
    ///     messages.remove(at: 0)
    ///     messages.append(newMessage)
    ///     tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    ///     tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
    /// } completion: { finished in
    ///     print(finished)   // true
    /// }
    /// ```
    ///
    /// 1. The outermost level runs a due layout pass, which loads stale counts: those are the **before** counts. A model
    ///    changed before this call is already in them, and the declared changes no longer add up.
    /// 2. `updates` runs at once. The row and section methods only record; nested `performBatchUpdates` and
    ///    `beginUpdates()`/`endUpdates()` levels add to the outer batch, and their completions join its own;
    ///    ``reloadData()`` waits until the batch has committed. No layout pass runs inside.
    /// 3. When the outermost level ends, the data source is asked for every count again (`numberOfSections(in:)`,
    ///    then `tableView(_:numberOfRowsInSection:)` per section): the **after** counts. The batch is checked with
    ///    UITableView's rules and texts: reloads become a delete and an insert (reloads of rows without a cell are
    ///    dropped, see ``dropsReloadsOfRowsWithoutCells``), a repeated delete or insert counts once, then the deletes,
    ///    inserts and moves, then the counts (worded as ``countMismatchTexts`` says).
    /// 4. Valid: the counts become the after counts; the heights of rows and sections that stay are kept, and new ones
    ///    are estimated as a first layout estimates them (`estimatedHeightForRowAt` and the header and footer
    ///    estimates when implemented, else `heightForRowAt` with estimation off); selected rows follow their moves,
    ///    deleted and reloaded ones are deselected silently; surviving cells move to their new index paths without any
    ///    call. Then a layout pass displays what is now visible: heights, `cellForRowAt` and `willDisplay` for
    ///    inserted and reloaded rows that are on screen (a reloaded row gets a new cell), and headers and footers of
    ///    new sections. Then the cells of deleted and reloaded rows leave, in index-path order — into their reuse
    ///    queue, then `didEndDisplaying` with their index path before the batch — and the headers and footers of
    ///    deleted and reloaded sections after them, as they leave once UIKit's animation ends.
    /// 5. Invalid: the inconsistency goes to ``inconsistencyHandler`` (or traps), nothing of the batch is applied, and
    ///    the view recovers as ``reloadData()`` does. When ``reloadData()`` was requested while the batch was open or
    ///    waiting to commit, nothing is reported: that reload replaces the batch.
    /// 6. Reloads and batches requested meanwhile run, then every completion of the batch, outermost first, with `true`
    ///    when it was applied and `false` when it was rejected, before this call returns.
    ///
    /// A batch started while the view is calling out (from `cellForRowAt` or `willDisplay`, say) runs its block at once
    /// and commits when the current work ends.
    ///
    /// - Complexity: O(*s* + *u* log *n* + *v*) for *s* sections, *u* declared changes, *n* rows and *v* displayed
    ///   rows, plus the data-source calls; the heights are updated change by change, not built again.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard allowsCall("-[UITableView performBatchUpdates:completion:]") else { return }
        runBatch(updates, completion: completion)
    }

    /// Opens a batch level, as `UITableView.beginUpdates()` does: the changes declared until the matching
    /// ``endUpdates()`` form one batch, like a ``performBatchUpdates(_:completion:)`` block. Levels nest.
    public func beginUpdates() {
        guard allowsCall("-[UITableView beginUpdates]") else { return }
        beginBatchLevel(completion: nil)
    }

    /// Closes the level the last ``beginUpdates()`` opened; closing the outermost level commits the batch as
    /// ``performBatchUpdates(_:completion:)`` describes. Without an open level it does nothing.
    public func endUpdates() {
        guard allowsCall("-[UITableView endUpdates]") else { return }
        endBatchLevel()
    }

    /// Opens the batch of an outermost level. Outside other work, a due layout pass runs first and stale counts are
    /// loaded: those are the "before" counts.
    func makeOutermostBatch() -> TablePendingBatch {
        var batch = TablePendingBatch()
        if !isBusy {
            layoutIfNeeded()
            batch.countsBefore = loadCountsIfNeeded()
        } else {
            batch.countsBefore = cachedCounts
        }
        return batch
    }

    // MARK: Rows and sections

    /// Declares inserted rows (after-update index paths). Outside a batch, it is a batch of its own.
    public func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        guard allowsCall("-[UITableView insertRowsAtIndexPaths:withRowAnimation:]") else { return }
        declare { $0.updates.insertRows(at: indexPaths, with: animation) }
    }

    /// Declares deleted rows (before-update index paths). Outside a batch, it is a batch of its own.
    public func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        guard allowsCall("-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]") else { return }
        declare { $0.updates.deleteRows(at: indexPaths, with: animation) }
    }

    /// Declares reloaded rows (before-update index paths): each becomes a delete and an insert, so it gets a new cell
    /// and loses its selection. Reloads of rows without a cell are dropped (see ``dropsReloadsOfRowsWithoutCells``).
    /// Outside a batch, it is a batch of its own.
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        guard allowsCall("-[UITableView reloadRowsAtIndexPaths:withRowAnimation:]") else { return }
        declare { $0.updates.reloadRows(at: indexPaths, with: animation) }
    }

    /// Declares a moved row, from a before-update to an after-update index path; its cell and selection go with it.
    /// Outside a batch, it is a batch of its own.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard allowsCall("-[UITableView moveRowAtIndexPath:toIndexPath:]") else { return }
        declare { $0.updates.moveRow(at: indexPath, to: newIndexPath) }
    }

    /// Declares inserted sections (after-update indexes). Outside a batch, it is a batch of its own.
    public func insertSections(_ sections: IndexSet, with animation: TableViewRowAnimation) {
        guard allowsCall("-[UITableView insertSections:withRowAnimation:]") else { return }
        declare { $0.updates.insertSections(sections, with: animation) }
    }

    /// Declares deleted sections (before-update indexes). Outside a batch, it is a batch of its own.
    public func deleteSections(_ sections: IndexSet, with animation: TableViewRowAnimation) {
        guard allowsCall("-[UITableView deleteSections:withRowAnimation:]") else { return }
        declare { $0.updates.deleteSections(sections, with: animation) }
    }

    /// Declares reloaded sections (before-update indexes): each becomes a delete and an insert. Outside a batch, it is
    /// a batch of its own.
    public func reloadSections(_ sections: IndexSet, with animation: TableViewRowAnimation) {
        guard allowsCall("-[UITableView reloadSections:withRowAnimation:]") else { return }
        declare { $0.updates.reloadSections(sections, with: animation) }
    }

    /// Declares a moved section, from a before-update to an after-update index; its rows' cells go with it. Outside a
    /// batch, it is a batch of its own.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        guard allowsCall("-[UITableView moveSection:toSection:]") else { return }
        declare { $0.updates.moveSection(section, toSection: newSection) }
    }

    /// The view as its modern count texts describe it: `<VirtualTableView: frame = (0 0; 320 480)>`.
    var uikitDescription: String {
        "<VirtualTableView: frame = \(ViewFailure.uikitFrameDescription(frame))>"
    }
}
