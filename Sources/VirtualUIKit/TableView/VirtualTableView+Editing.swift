import Foundation

extension VirtualTableView {
    /// Whether the table is in editing mode. Default: `false`. Setting it calls ``setEditing(_:animated:)`` without
    /// animation.
    public var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as `UITableView.setEditing(_:animated:)` does.
    ///
    /// Revealed swipe actions are hidden first (`didEndEditingRowAt`). A change of mode clears the selection without
    /// delegate calls — except when entering editing with more than one row selected while ``allowsMultipleSelection``
    /// and ``allowsMultipleSelectionDuringEditing`` are both on, which keeps it. Then each displayed cell, in
    /// index-path order, follows. Entering editing, for each row:
    /// 1. the data source's `canEditRowAt` (default `true`); a row it refuses shows no control and does not edit;
    /// 2. the delegate's `editingStyleForRowAt` (default ``TableViewCellEditingStyle/delete``): the control, in
    ///    ``TableViewCell/editingStyle``, with ``TableViewCell/isEditing`` `true`;
    /// 3. the delegate's `shouldIndentWhileEditingRowAt` (default `true`), which with the cell's own
    ///    ``TableViewCell/shouldIndentWhileEditing`` sets ``TableViewCell/isIndentedWhileEditing``;
    /// 4. when the data source implements `tableView(_:moveRowAt:to:)`, its `canMoveRowAt` (default `true`), which
    ///    sets ``TableViewCell/showsReorderControl``.
    ///
    /// Leaving, they are reset without calls. Cells displayed later while the table edits are configured the same way,
    /// after `cellForRowAt` (and `indentationLevelForRowAt`). Setting the mode the table is already in does nothing.
    /// Nothing is animated.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard allowsCall("-[UITableView setEditing:animated:]") else { return }
        guard editing != editingStorage else { return }
        hideSwipeActions()
        let keepsSelection =
            editing && allowsMultipleSelection && allowsMultipleSelectionDuringEditing && selectedRows.count > 1
        if !keepsSelection { clearSelectionSilently() }
        editingStorage = editing
        beginBusy()
        for indexPath in displayedRowOrder {
            guard let cell = displayedCells[indexPath] else { continue }
            configureEditing(of: cell, at: indexPath)
        }
        endBusy()
    }

    /// Configures a cell the data source just provided for the row at `indexPath`: its indentation level
    /// (`indentationLevelForRowAt`, when implemented), then its editing state.
    func configureForDisplay(_ cell: TableViewCell, at indexPath: IndexPath) {
        if let delegate = delegate(implementing: .indentationLevelForRow) {
            record(.indentationLevelForRow(indexPath))
            cell.indentationLevel = delegate.tableView(self, indentationLevelForRowAt: indexPath)
        }
        configureEditing(of: cell, at: indexPath)
    }

    /// Sets the cell's editing state for the row at `indexPath`: while the table edits, asks `canEditRowAt`,
    /// `editingStyleForRowAt`, `shouldIndentWhileEditingRowAt` and `canMoveRowAt` (each when implemented); otherwise
    /// resets it.
    func configureEditing(of cell: TableViewCell, at indexPath: IndexPath) {
        guard isEditing, let style = editingStyleIfEditable(at: indexPath) else {
            cell.isEditing = false
            cell.editingStyle = .none
            cell.isIndentedWhileEditing = false
            cell.showsReorderControl = false
            return
        }
        cell.isEditing = true
        cell.editingStyle = style
        cell.isIndentedWhileEditing = shouldIndentWhileEditingRow(at: indexPath) && cell.shouldIndentWhileEditing
        cell.showsReorderControl = canMoveRow(at: indexPath)
    }

    /// The delegate's `shouldIndentWhileEditingRowAt`, or `true`.
    private func shouldIndentWhileEditingRow(at indexPath: IndexPath) -> Bool {
        guard let delegate = delegate(implementing: .shouldIndentWhileEditingRow) else { return true }
        record(.shouldIndentWhileEditingRow(indexPath))
        return delegate.tableView(self, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// Whether the row shows a reorder control: the data source implements `moveRowAt`, and its `canMoveRowAt`
    /// (default `true`) agrees.
    private func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource = dataSource(implementing: .moveRow) else { return false }
        guard implements(.canMoveRow, .dataSource) else { return true }
        record(.canMoveRow(indexPath))
        return dataSource.tableView(self, canMoveRowAt: indexPath)
    }

    /// The editing style of the row, or `nil` when the data source says it cannot be edited: `canEditRowAt` (default
    /// `true`), then `editingStyleForRowAt` (default ``TableViewCellEditingStyle/delete``).
    func editingStyleIfEditable(at indexPath: IndexPath) -> TableViewCellEditingStyle? {
        if let dataSource = dataSource(implementing: .canEditRow) {
            record(.canEditRow(indexPath))
            guard dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        }
        guard let delegate = delegate(implementing: .editingStyleForRow) else { return .delete }
        record(.editingStyleForRow(indexPath))
        return delegate.tableView(self, editingStyleForRowAt: indexPath)
    }

    /// Simulates a tap on the editing control of the row at `indexPath` — the delete control for
    /// ``TableViewCellEditingStyle/delete``, the insert control for ``TableViewCellEditingStyle/insert`` — while the
    /// table edits.
    ///
    /// The row shows that control when the data source's `canEditRowAt` (default `true`) and the delegate's
    /// `editingStyleForRowAt` (default ``TableViewCellEditingStyle/delete``) say so; both are asked, then the data
    /// source's `tableView(_:commit:forRowAt:)` is called. The data source updates its model there and tells the table,
    /// as in UIKit. Nothing is called when the table is not editing, when the row does not exist (reported as UIKit's
    /// `request for rect at invalid index path (...)`), or when the data source does not implement `commit`: UIKit
    /// shows no control then.
    ///
    /// - Returns: Whether `commit` was called.
    @discardableResult
    public func commitEditing(_ editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualTableView.commitEditing(_:forRowAt:)") else { return false }
        layoutIfNeeded()
        guard rowExists(indexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(indexPath)))
            return false
        }
        guard isEditing, editingStyle != .none, let dataSource = dataSource(implementing: .commitEditingStyle) else {
            return false
        }
        guard editingStyleIfEditable(at: indexPath) == editingStyle else { return false }
        record(.commitEditingStyle(editingStyle, indexPath))
        dataSource.tableView(self, commit: editingStyle, forRowAt: indexPath)
        return true
    }
}
