import Foundation

extension VirtualTableView: SwipeActionsRevealing {
    var swipeState: SwipeState {
        get { interactions.swipe }
        set { interactions.swipe = newValue }
    }

    /// The title UIKit gives the Delete action a trailing swipe reveals by default: "Delete".
    public static let defaultDeleteActionTitle = "Delete"

    /// Swipes the displayed row at `indexPath` from `edge`, as a person's swipe does, and reveals the row's actions.
    ///
    /// The sequence, each method skipped with UIKit's default when not implemented:
    /// 1. Actions revealed on any row are hidden first (`didEndEditingRowAt` for that row).
    /// 2. The data source's `canEditRowAt` (default `true`); a row it refuses does not swipe.
    /// 3. The actions: from the leading edge, the delegate's `leadingSwipeActionsConfigurationForRowAt` (default: none).
    ///    From the trailing edge, its `trailingSwipeActionsConfigurationForRowAt`; when that gives `nil`, the row
    ///    actions of its deprecated `editActionsForRowAt`, when it gives some (see ``TableViewRowAction``); otherwise
    ///    UIKit's default: when the data source implements `tableView(_:commit:forRowAt:)` and the delegate's
    ///    `editingStyleForRowAt` (default ``TableViewCellEditingStyle/delete``) says delete, one destructive action
    ///    titled by `titleForDeleteConfirmationButtonForRowAt`, or ``defaultDeleteActionTitle`` ("Delete"), whose
    ///    handler commits ``TableViewCellEditingStyle/delete`` for the row through the data source's `commit`.
    /// 4. The delegate's `willBeginEditingRowAt`, then the actions are revealed on the row's cell.
    ///
    /// A configuration without actions reveals nothing. While revealed, the actions follow their row when it moves; they
    /// are hidden, with `didEndEditingRowAt`, by ``hideSwipeActions()``, by another swipe, by an action whose
    /// completion is called with `true`, when the table enters editing, and when the row's cell stops being displayed
    /// (scrolled away, ``reloadData()``) — then with the index path where the row was. The table itself does not enter
    /// editing: ``isEditing`` stays `false`.
    ///
    /// Nothing happens and `nil` is returned while the table edits (UIKit offers no swipe then), or for a row that is
    /// not displayed; an index path that addresses no row is also reported as UIKit's `request for rect at invalid
    /// index path (...)`. Runs a due layout pass first.
    ///
    /// ```swift
    /// let actions = tableView.swipeRow(at: IndexPath(row: 1, section: 0), edge: .trailing)
    /// XCTAssertEqual(actions?.actions.map(\.title), ["Delete"])
    /// tableView.performSwipeAction(at: 0)            // commits the deletion
    /// ```
    ///
    /// - Returns: The revealed configuration, or `nil` when nothing was revealed.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard allowsCall("VirtualTableView.swipeRow(at:edge:)") else { return nil }
        layoutIfNeeded()
        guard rowExists(indexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(indexPath)))
            return nil
        }
        guard !isEditing, let cell = displayedCells[indexPath] else { return nil }
        hideSwipeActions()
        if let dataSource = dataSource(implementing: .canEditRow) {
            record(.canEditRow(indexPath))
            guard dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        }
        guard let configuration = swipeActionsConfiguration(forRowAt: indexPath, edge: edge),
            !configuration.actions.isEmpty, displayedCells[indexPath] === cell
        else { return nil }
        if let delegate = delegate(implementing: .willBeginEditingRow) {
            record(.willBeginEditingRow(indexPath))
            delegate.tableView(self, willBeginEditingRowAt: indexPath)
        }
        guard displayedCells[indexPath] === cell, !isEditing else {
            // The delegate changed the table while the swipe began: it ends at once.
            endSwipe(at: displayedIndexPath(of: cell))
            return nil
        }
        swipeState.reveal(configuration, on: cell, edge: edge)
        return configuration
    }

    /// Swipes the row at `indexPath` all the way across from `edge`: reveals its actions as ``swipeRow(at:edge:)``
    /// does, then performs the first one, as ``performSwipeAction(at:)`` does, when the configuration's
    /// `performsFirstActionWithFullSwipe` is `true`; otherwise the actions stay revealed. A full trailing swipe on a row
    /// with the default actions deletes it.
    ///
    /// Ignored, returning `false`, inside an action's handler, and wherever ``swipeRow(at:edge:)`` reveals nothing.
    ///
    /// - Returns: Whether the first action's handler was called.
    @discardableResult
    public func fullSwipeRow(at indexPath: IndexPath, edge: SwipeEdge) -> Bool {
        guard allowsCall("VirtualTableView.fullSwipeRow(at:edge:)") else { return false }
        guard !swipeState.isPerformingAction, let configuration = swipeRow(at: indexPath, edge: edge),
            configuration.performsFirstActionWithFullSwipe
        else { return false }
        return performSwipeAction(at: 0)
    }

    /// The swipe actions revealed on a row, with the row's current index path, or `nil` when none are. Runs a due
    /// layout pass first.
    public var revealedSwipeActions: RevealedSwipeActions? {
        guard allowsCall("VirtualTableView.revealedSwipeActions") else { return nil }
        guard let (revealed, indexPath) = currentRevealedSwipe() else { return nil }
        return RevealedSwipeActions(indexPath: indexPath, edge: revealed.edge, configuration: revealed.configuration)
    }

    /// Performs the revealed action at `index` in the revealed configuration's `actions`, as a tap on it does: calls
    /// its handler with the action, the row's cell and a completion.
    ///
    /// The completion takes effect once: `completion(true)` hides the revealed actions (`didEndEditingRowAt`) unless
    /// they were hidden or replaced meanwhile, `completion(false)` keeps them revealed, and every later call does
    /// nothing. The handler may call it later, after this method returned. Nothing happens and `false` is returned
    /// when no actions are revealed, `index` is outside the actions' range, or an action's handler is running.
    ///
    /// - Returns: Whether a handler was called.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        guard allowsCall("VirtualTableView.performSwipeAction(at:)") else { return false }
        guard !swipeState.isPerformingAction, let (revealed, _) = currentRevealedSwipe() else { return false }
        return perform(revealed, actionAt: index)
    }

    /// Hides the revealed swipe actions, if any, as a tap elsewhere does: the delegate's `didEndEditingRowAt` with the
    /// row's index path. The handlers are not called, and a completion still pending no longer hides anything.
    public func hideSwipeActions() {
        guard allowsCall("VirtualTableView.hideSwipeActions()") else { return }
        guard let revealed = swipeState.revealed else { return }
        endSwipe(at: displayedIndexPath(of: revealed.cell))
    }

    func hideSwipeActions(revealedAs id: Int) {
        hideSwipeActions()
    }

    /// Ends the revealed swipe, telling the delegate with `indexPath`, where the row is (`nil` when it is gone).
    func endSwipe(at indexPath: IndexPath?) {
        swipeState.revealed = nil
        guard let delegate = delegate(implementing: .didEndEditingRow) else { return }
        record(.didEndEditingRow(indexPath))
        delegate.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// The revealed swipe and its row's index path, after a due layout pass.
    private func currentRevealedSwipe() -> (SwipeState.Revealed, IndexPath)? {
        guard swipeState.revealed != nil else { return nil }
        layoutIfNeeded()
        guard let revealed = swipeState.revealed else { return nil }
        guard let indexPath = displayedIndexPath(of: revealed.cell) else {
            endSwipe(at: nil)
            return nil
        }
        return (revealed, indexPath)
    }

    /// The index path of a displayed cell, without a layout pass.
    func displayedIndexPath(of cell: CollectionReusableView) -> IndexPath? {
        displayedRowOrder.first { displayedCells[$0] === cell }
    }

    // MARK: Configurations

    /// The actions a swipe from `edge` reveals on the row: the delegate's, or UIKit's default for the trailing edge.
    private func swipeActionsConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge)
        -> SwipeActionsConfiguration?
    {
        switch edge {
        case .leading:
            guard let delegate = delegate(implementing: .leadingSwipeActionsConfiguration) else { return nil }
            record(.leadingSwipeActionsConfiguration(indexPath))
            return delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let delegate = delegate(implementing: .trailingSwipeActionsConfiguration) {
                record(.trailingSwipeActionsConfiguration(indexPath))
                if let configuration = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                    return configuration
                }
            }
            return rowActionsConfiguration(forRowAt: indexPath) ?? defaultTrailingSwipeActions(forRowAt: indexPath)
        }
    }

    /// The row actions of the delegate's `editActionsForRowAt`, as a configuration of actions with their titles, in
    /// their order (the first nearest the trailing edge, performed by a full swipe); `nil` when the delegate does not
    /// implement the method or gives no actions.
    ///
    /// Tapping one calls its handler with the action and the row's current index path, then hides the actions unless
    /// the handler already did (a deleted row's actions end with its cell). ``TableViewRowAction/Style/default``, which
    /// is also `destructive`, becomes ``ContextualAction/Style/destructive``.
    private func rowActionsConfiguration(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard let delegate = delegate(implementing: .editActionsForRow) else { return nil }
        record(.editActionsForRow(indexPath))
        guard let rowActions = delegate.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty else {
            return nil
        }
        return SwipeActionsConfiguration(actions: rowActions.map(contextualAction(performing:)))
    }

    /// A revealed action that runs `rowAction`'s handler with the row's index path when tapped.
    private func contextualAction(performing rowAction: TableViewRowAction) -> ContextualAction {
        let style: ContextualAction.Style = rowAction.style == .normal ? .normal : .destructive
        return ContextualAction(style: style, title: rowAction.title) { [weak self] _, cell, completion in
            guard let self, let indexPath = self.displayedIndexPath(of: cell) else { return completion(false) }
            rowAction.handler(rowAction, indexPath)
            completion(true)
        }
    }

    /// UIKit's trailing actions for a row the delegate gives none: a Delete action when the data source commits edits
    /// and the row's editing style is delete; otherwise none.
    private func defaultTrailingSwipeActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard implements(.commitEditingStyle, .dataSource) else { return nil }
        if let delegate = delegate(implementing: .editingStyleForRow) {
            record(.editingStyleForRow(indexPath))
            guard delegate.tableView(self, editingStyleForRowAt: indexPath) == .delete else { return nil }
        }
        var title = Self.defaultDeleteActionTitle
        if let delegate = delegate(implementing: .titleForDeleteConfirmationButton) {
            record(.titleForDeleteConfirmationButton(indexPath))
            title = delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? title
        }
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, cell, completion in
            guard let self, let indexPath = self.displayedIndexPath(of: cell) else { return completion(false) }
            if let dataSource = self.dataSource(implementing: .commitEditingStyle) {
                self.record(.commitEditingStyle(.delete, indexPath))
                dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            }
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
