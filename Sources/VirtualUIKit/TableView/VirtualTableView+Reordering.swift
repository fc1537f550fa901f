import Foundation

/// A change of rows a table view makes itself, without a batch update, because UIKit's table has already shown it
/// when the data source learns of it.
enum TableLocalRowChange {
    /// The user moved a row with its reorder control; `destination` is the row's index path after the move.
    case move(from: IndexPath, to: IndexPath)
    /// A dropped item was inserted where a placeholder stood.
    case insert(IndexPath)

    /// Where the row at `indexPath` before the change is after it.
    func map(_ indexPath: IndexPath) -> IndexPath {
        let section = indexPath.sectionIndex
        var row = indexPath.itemIndex
        switch self {
        case .move(let source, let destination):
            if indexPath == source { return destination }
            if section == source.sectionIndex, row > source.itemIndex { row -= 1 }
            if section == destination.sectionIndex, row >= destination.itemIndex { row += 1 }
        case .insert(let inserted):
            if section == inserted.sectionIndex, row >= inserted.itemIndex { row += 1 }
        }
        return IndexPath(itemIndex: row, sectionIndex: section)
    }
}

extension VirtualTableView {
    // MARK: Interactive reordering

    /// Simulates the user dragging the row at `sourceIndexPath` by its reorder control and dropping it at
    /// `proposedDestinationIndexPath`, as in a UIKit table that edits.
    ///
    /// Only a displayed row that shows its reorder control can be dragged: the table edits, the data source implements
    /// `tableView(_:moveRowAt:to:)`, and the row is editable and movable (``TableViewCell/showsReorderControl``, set
    /// when the row was configured for editing). Then:
    /// 1. The row hovers over the proposed destination: the delegate's
    ///    `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` (default: the proposed index path) says where it
    ///    goes.
    /// 2. When that is not where the row was, the table moves the row itself, without a batch update: the cell keeps
    ///    its view and moves with its row (no `didEndDisplaying` or `willDisplay` for it), the rows between shift by
    ///    one, and the selection, highlight and focus follow their rows.
    /// 3. The data source's `tableView(_:moveRowAt:to:)` is called with where the row was and where it is: update the
    ///    model there without telling the table, as in UIKit (`MemoryStorage.moveItemWithoutAnimation(from:to:)`
    ///    does).
    /// 4. A layout pass places the cells.
    ///
    /// Destination index paths are positions after the move: in the row's own section, from 0 to the last row; in
    /// another section, from 0 to one past its last row. A destination outside those, proposed or answered by the
    /// delegate, is reported as UIKit's `request for rect at invalid index path (...)` and moves nothing; so is a
    /// source that addresses no row. Nothing happens for a row that cannot be dragged, or when the delegate's answer
    /// stops the row being displayed.
    ///
    /// ```swift
    /// tableView.setEditing(true, animated: false)
    /// tableView.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    /// ```
    ///
    /// - Returns: Where the row ended (its own index path when the delegate sent it back), or `nil` when nothing was
    ///   dragged.
    /// - Complexity: O(*n*) for *n* rows when the row moves, plus the delegate calls and the layout pass.
    @discardableResult
    public func reorderRow(
        from sourceIndexPath: IndexPath,
        to proposedDestinationIndexPath: IndexPath
    ) -> IndexPath? {
        guard allowsCall("VirtualTableView.reorderRow(from:to:)") else { return nil }
        layoutIfNeeded()
        guard rowExists(sourceIndexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(sourceIndexPath)))
            return nil
        }
        guard isEditing, let cell = displayedCells[sourceIndexPath], cell.showsReorderControl else { return nil }
        guard isMoveDestination(proposedDestinationIndexPath, from: sourceIndexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(proposedDestinationIndexPath)))
            return nil
        }
        var destination = proposedDestinationIndexPath
        if let delegate = delegate(implementing: .targetIndexPathForMove) {
            record(.targetIndexPathForMove(from: sourceIndexPath, proposed: proposedDestinationIndexPath))
            destination = delegate.tableView(
                self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
            guard displayedCells[sourceIndexPath] === cell else { return nil }
            guard isMoveDestination(destination, from: sourceIndexPath) else {
                report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(destination)))
                return nil
            }
        }
        guard destination != sourceIndexPath else { return sourceIndexPath }
        apply(.move(from: sourceIndexPath, to: destination))
        if let dataSource = dataSource(implementing: .moveRow) {
            record(.moveRow(from: sourceIndexPath, to: destination))
            // NB: the data source moves its model in this call; a layout pass run by a read in it (`cellForRow(at:)`)
            // would request the rows that slid into view from the model before the move.
            beginBusy()
            dataSource.tableView(self, moveRowAt: sourceIndexPath, to: destination)
            endBusy()
        }
        layoutIfNeeded()
        return destination
    }

    /// Whether a row at `source` can move to `destination`, an index path after the move.
    private func isMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.isItemIndexPath, let counts = cachedCounts, destination.sectionIndex >= 0,
            destination.sectionIndex < counts.count, destination.itemIndex >= 0
        else { return false }
        let rows = counts[destination.sectionIndex]
        return destination.sectionIndex == source.sectionIndex
            ? destination.itemIndex < rows : destination.itemIndex <= rows
    }

    // MARK: Changes the view makes itself

    /// Applies `change` to the counts, the heights, the displayed cells, the selection, highlight, focus and what was
    /// prefetched, and asks for a layout pass. Nothing is requested and nothing is announced: a moved row keeps its
    /// cell, an inserted row is requested by the layout pass.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    func apply(_ change: TableLocalRowChange) {
        guard var counts = cachedCounts else { return }
        switch change {
        case .move(let source, let destination):
            counts[source.sectionIndex] -= 1
            counts[destination.sectionIndex] += 1
            geometry = geometry?.movingRow(from: source, to: destination)
        case .insert(let indexPath):
            counts[indexPath.sectionIndex] += 1
            if geometry != nil {
                let (height, state) = initialHeightOfRow(at: indexPath)
                geometry = geometry?.insertingRow(at: indexPath, height: height, state: state)
            }
        }
        cachedCounts = counts
        var cells: [IndexPath: TableViewCell] = [:]
        cells.reserveCapacity(displayedCells.count)
        for (indexPath, cell) in displayedCells { cells[change.map(indexPath)] = cell }
        displayedCells = cells
        displayedRowOrder = displayedRowOrder.map(change.map).sorted()
        selectedRows = selectedRows.map(change.map)
        selectedRowSet = Set(selectedRows)
        highlightedRows = Set(highlightedRows.map(change.map))
        prefetchState.prefetched = Set(prefetchState.prefetched.map(change.map))
        interactions.focusedIndexPath = interactions.focusedIndexPath.map(change.map)
        if let menu = interactions.contextMenu { interactions.contextMenu?.indexPath = change.map(menu.indexPath) }
        setNeedsLayout()
    }
}
