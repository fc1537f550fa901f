import Foundation

/// The row whose cell `reconfigureRows(at:)` is asking the data source for again, and its existing cell, which the
/// dequeue methods hand out meanwhile.
struct TableRowReconfiguration {
    let indexPath: IndexPath
    let cell: TableViewCell
    /// Whether a dequeue during the reconfiguration was reported.
    var reportedMismatch = false
}

extension VirtualTableView {
    /// Asks the data source again for the cells of displayed rows, and has it configure their existing cells, as
    /// `UITableView.reconfigureRows(at:)` does: no delete, no insert, no new cell.
    ///
    /// ```swift
    /// messages[2].isRead = true
    /// tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)])   // the same cell shows the new state
    /// ```
    ///
    /// For each row that is displayed, once and in the order given, `tableView(_:cellForRowAt:)` is called while the
    /// view remembers the row's cell: ``dequeueReusableCell(withIdentifier:for:)`` and
    /// ``dequeueReusableCell(withIdentifier:)`` then return that cell, without `prepareForReuse()`, and the data
    /// source must return it. The cell keeps its place; no `willDisplay` or `didEndDisplaying` is called. Rows that are
    /// not displayed are ignored, as UIKit ignores rows without a cell. When the cell sizes its row
    /// (``automaticDimension``), the next layout pass sizes it again; when the delegate implements `heightForRowAt`,
    /// that pass asks it again.
    ///
    /// What is reported, with UIKit's texts, and what the view does then:
    /// - a dequeue with another reuse identifier than the cell's (`Attempted to dequeue a cell for a different reuse
    ///   identifier than the existing cell when reconfiguring a row, …`), or for another index path (`Attempted to
    ///   dequeue a cell for a different index path than the index path being reconfigured, …`): the existing cell is
    ///   returned all the same;
    /// - an index path without exactly two indexes (`Invalid index path for use with UITableView. …`): nothing is
    ///   reconfigured.
    ///
    /// A data source that returns another cell than the existing one is reported with the view's own text (UIKit's is
    /// not known): `the cell returned from -tableView:cellForRowAtIndexPath: for a reconfigured row is not the row's
    /// existing cell - …`; the row keeps its existing cell.
    ///
    /// Inside a batch, the rows are before-update index paths and are reconfigured once the batch has committed, at
    /// their new places (deleted and reloaded rows are not). Called while the view is calling out, the rows are
    /// reconfigured when that work ends.
    ///
    /// - Complexity: O(*r*) for *r* rows, plus a due layout pass and the data-source calls.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard allowsCall("-[UITableView reconfigureRowsAtIndexPaths:]") else { return }
        if let malformed = indexPaths.first(where: { !$0.isItemIndexPath }) {
            report(.internalInconsistency(ViewFailure.invalidTableIndexPath(malformed)))
            return
        }
        if batchDepth > 0, updateState.openBatch != nil {
            updateState.openBatch!.reconfiguredRows.append(contentsOf: indexPaths)
            return
        }
        guard !isBusy else {
            performWhenIdle { [weak self] in self?.reconfigureRows(at: indexPaths) }
            return
        }
        layoutIfNeeded()
        beginBusy()
        reconfigureDisplayedRows(at: indexPaths)
        endBusy()
    }

    /// Reconfigures the displayed rows among `indexPaths`, each once, in order. The caller holds the view busy.
    func reconfigureDisplayedRows(at indexPaths: [IndexPath]) {
        var reconfigured = Set<IndexPath>()
        for indexPath in indexPaths where reconfigured.insert(indexPath).inserted {
            guard !isReloadPending, let dataSource = storedDataSource, let cell = displayedCells[indexPath] else {
                continue
            }
            reconfigure(cell, at: indexPath, from: dataSource)
        }
    }

    private func reconfigure(_ cell: TableViewCell, at indexPath: IndexPath, from dataSource: any TableViewDataSource) {
        batchStorage.reconfiguration = TableRowReconfiguration(indexPath: indexPath, cell: cell)
        record(.cellForRow(indexPath))
        let returned = dataSource.tableView(self, cellForRowAt: indexPath)
        let reportedMismatch = batchStorage.reconfiguration?.reportedMismatch ?? false
        batchStorage.reconfiguration = nil
        if returned !== cell {
            if !reportedMismatch {
                report(
                    .internalInconsistency(
                        ViewFailure.reconfiguredCellNotReturned(
                            indexPath: indexPath, existingCell: cell, returnedCell: returned)))
            }
            // Never displayed: it goes back to its queue, as a cell returned during a stopped pass does.
            if displayedCells.values.allSatisfy({ $0 !== returned }) { enqueueForReuse(returned) }
        }
        guard displayedCells[indexPath] === cell else { return }
        cell.isSelected = selectedRowSet.contains(indexPath)
        cell.isHighlighted = highlightedRows.contains(indexPath)
        sizeAgainAfterReconfiguring(rowAt: indexPath)
    }

    /// Has the next layout pass size the row again when its cell decides its height, asking `heightForRowAt` first
    /// when the delegate implements it.
    private func sizeAgainAfterReconfiguring(rowAt indexPath: IndexPath) {
        guard let geometry, geometry.contains(indexPath) else { return }
        let slot = geometry.rowSlot(section: indexPath.sectionIndex, row: indexPath.itemIndex)
        if implements(.heightForRow, .delegate) {
            setState(.estimated, ofSlot: slot)
        } else if case .automatic = Self.rowHeightAnswer(rowHeight) {
            setState(.automatic, ofSlot: slot)
        } else {
            return
        }
        setNeedsLayout()
    }

    /// The cell a dequeue hands out while a row is reconfigured: the row's existing cell, after reporting a dequeue
    /// with another identifier, or for another index path.
    func existingCellBeingReconfigured(
        _ reconfiguration: TableRowReconfiguration, dequeuedWith identifier: String, for indexPath: IndexPath?
    ) -> TableViewCell {
        let cell = reconfiguration.cell
        var failure: String?
        if cell.reuseIdentifier != identifier {
            failure = ViewFailure.reconfigureDequeueIdentifierMismatch(
                dequeued: identifier, original: cell.reuseIdentifier, existingCell: cell)
        } else if let indexPath, indexPath != reconfiguration.indexPath {
            failure = ViewFailure.reconfigureDequeueIndexPathMismatch(
                dequeued: indexPath, reconfigured: reconfiguration.indexPath, existingCell: cell)
        }
        if let failure {
            batchStorage.reconfiguration?.reportedMismatch = true
            report(.internalInconsistency(failure))
        }
        return cell
    }
}
