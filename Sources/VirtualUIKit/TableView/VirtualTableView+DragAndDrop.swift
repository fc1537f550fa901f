import Foundation

extension VirtualTableView: DropPlaceholderHost {
    // MARK: Drag

    /// Simulates a drag beginning on the row at `indexPath`.
    ///
    /// Asks the drag delegate's `itemsForBeginning(session, at:)`. When it returns items, they are added to `session`
    /// (each remembers `indexPath` as its ``DragItem/sourceIndexPath``), then `dragSessionWillBegin` is called. An empty
    /// answer refuses the drag and nothing else happens.
    ///
    /// - Returns: The items the delegate returned; empty when there is no drag delegate.
    @discardableResult
    public func beginDrag(at indexPath: IndexPath, session: DragSession) -> [DragItem] {
        guard allowsCall("VirtualTableView.beginDrag(at:session:)") else { return [] }
        guard prepareInteraction(at: indexPath), let dragDelegate else { return [] }
        record(.itemsForBeginningDragSession(indexPath))
        let items = dragDelegate.tableView(self, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        session.add(items, from: indexPath, of: self)
        if let delegate = self.dragDelegate(implementing: .dragSessionWillBegin) {
            record(.dragSessionWillBegin)
            delegate.tableView(self, dragSessionWillBegin: session)
        }
        return items
    }

    /// Asks whether the drag may move its items (`dragSessionAllowsMoveOperation`, default `true`) and whether it
    /// stays inside the app (`dragSessionIsRestrictedToDraggingApplication`, default `false`), in that order, as UIKit
    /// asks once a drag has begun.
    public func dragSessionOptions(_ session: DragSession) -> (allowsMove: Bool, isRestrictedToApp: Bool) {
        guard allowsCall("VirtualTableView.dragSessionOptions(_:)") else { return (false, false) }
        var allowsMove = true
        if let delegate = dragDelegate(implementing: .dragSessionAllowsMoveOperation) {
            record(.dragSessionAllowsMoveOperation)
            allowsMove = delegate.tableView(self, dragSessionAllowsMoveOperation: session)
        }
        var isRestricted = false
        if let delegate = dragDelegate(implementing: .dragSessionIsRestrictedToDraggingApplication) {
            record(.dragSessionIsRestrictedToDraggingApplication)
            isRestricted = delegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
        return (allowsMove, isRestricted)
    }

    /// Asks how to draw the drag preview of the row: `dragPreviewParametersForRowAt` (default `nil`).
    public func dragPreviewParameters(forRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        guard allowsCall("VirtualTableView.dragPreviewParameters(forRowAt:)") else { return nil }
        guard let delegate = dragDelegate(implementing: .dragPreviewParameters) else { return nil }
        record(.dragPreviewParameters(indexPath))
        return delegate.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }

    /// Simulates tapping the row at `indexPath` during a drag to add it: `itemsForAddingTo(session, at:point:)` (default
    /// none). The returned items are added to `session`.
    ///
    /// - Returns: The items the delegate returned.
    @discardableResult
    public func addItemsToDrag(at indexPath: IndexPath, session: DragSession, point: CGPoint = .zero) -> [DragItem] {
        guard allowsCall("VirtualTableView.addItemsToDrag(at:session:point:)") else { return [] }
        guard prepareInteraction(at: indexPath),
            let delegate = dragDelegate(implementing: .itemsForAddingToDragSession)
        else { return [] }
        record(.itemsForAddingToDragSession(indexPath, point: point))
        let items = delegate.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
        session.add(items, from: indexPath, of: self)
        return items
    }

    /// Simulates the end of a drag that started here: `dragSessionDidEnd`.
    public func endDrag(_ session: DragSession) {
        guard allowsCall("VirtualTableView.endDrag(_:)") else { return }
        guard let delegate = dragDelegate(implementing: .dragSessionDidEnd) else { return }
        record(.dragSessionDidEnd)
        delegate.tableView(self, dragSessionDidEnd: session)
    }

    // MARK: Drop

    /// Simulates a drag entering the table: `canHandle(session)` (default `true`), then, when it can,
    /// `dropSessionDidEnter`.
    ///
    /// - Returns: Whether the drop delegate can handle the session; `false` when there is no drop delegate.
    @discardableResult
    public func beginDropSession(_ session: DropSession) -> Bool {
        guard allowsCall("VirtualTableView.beginDropSession(_:)") else { return false }
        guard let dropDelegate else { return false }
        if implements(.canHandleDropSession, .dropDelegate) {
            record(.canHandleDropSession)
            guard dropDelegate.tableView(self, canHandle: session) else { return false }
        }
        if implements(.dropSessionDidEnter, .dropDelegate) {
            record(.dropSessionDidEnter)
            dropDelegate.tableView(self, dropSessionDidEnter: session)
        }
        return true
    }

    /// Simulates the drag moving over `destinationIndexPath` (`nil`: over no row; a row one past the last of a
    /// section: below it): `dropSessionDidUpdate(_:withDestinationIndexPath:)` (default
    /// `DropProposal(operation: .cancel)`).
    ///
    /// - Returns: The proposal.
    @discardableResult
    public func updateDropSession(_ session: DropSession, destinationIndexPath: IndexPath?) -> DropProposal {
        guard allowsCall("VirtualTableView.updateDropSession(_:destinationIndexPath:)") else {
            return DropProposal(operation: .cancel)
        }
        guard let delegate = dropDelegate(implementing: .dropSessionDidUpdate) else {
            return DropProposal(operation: .cancel)
        }
        record(.dropSessionDidUpdate(destination: destinationIndexPath))
        return delegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    /// Asks how to draw the preview of the row dropped at `indexPath`: `dropPreviewParametersForRowAt` (default
    /// `nil`).
    public func dropPreviewParameters(forRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        guard allowsCall("VirtualTableView.dropPreviewParameters(forRowAt:)") else { return nil }
        guard let delegate = dropDelegate(implementing: .dropPreviewParameters) else { return nil }
        record(.dropPreviewParameters(indexPath))
        return delegate.tableView(self, dropPreviewParametersForRowAt: indexPath)
    }

    /// Simulates the user releasing the drag over `destinationIndexPath`: `performDropWith(coordinator)`.
    ///
    /// The coordinator carries the session's items (with their source index paths when they were dragged from this
    /// table) and `proposal`, and records what the delegate drops where. A drop to a placeholder is not displayed; its
    /// context's ``DropPlaceholderContext/commitInsertion(dataSourceUpdates:)`` runs the model update and inserts the
    /// row (``TableViewRowAnimation/automatic``) in one batch update, checked and recorded in ``performedUpdates`` as
    /// any other (the rows after it shift, with the selection). A ``reloadData()`` since the drop removes the
    /// placeholder: the commit then does nothing and answers `false`.
    ///
    /// - Returns: The coordinator, or `nil` when there is no drop delegate.
    @discardableResult
    public func performDrop(
        _ session: DropSession,
        destinationIndexPath: IndexPath?,
        proposal: DropProposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    ) -> DropCoordinator? {
        guard allowsCall("VirtualTableView.performDrop(_:destinationIndexPath:proposal:)") else { return nil }
        guard let dropDelegate else { return nil }
        let coordinator = DropCoordinator(
            session: session, destinationIndexPath: destinationIndexPath, proposal: proposal, host: self,
            previewSize: { self.loadGeometryIfNeeded()?.contains($0) == true ? self.rectForRow(at: $0).size : .zero })
        record(.performDrop(destination: destinationIndexPath))
        dropDelegate.tableView(self, performDropWith: coordinator)
        return coordinator
    }

    /// Simulates the drag leaving the table: `dropSessionDidExit`.
    public func exitDropSession(_ session: DropSession) {
        guard allowsCall("VirtualTableView.exitDropSession(_:)") else { return }
        guard let delegate = dropDelegate(implementing: .dropSessionDidExit) else { return }
        record(.dropSessionDidExit)
        delegate.tableView(self, dropSessionDidExit: session)
    }

    /// Simulates the end of the drag over the table, with or without a drop: `dropSessionDidEnd`.
    public func endDropSession(_ session: DropSession) {
        guard allowsCall("VirtualTableView.endDropSession(_:)") else { return }
        guard let delegate = dropDelegate(implementing: .dropSessionDidEnd) else { return }
        record(.dropSessionDidEnd)
        delegate.tableView(self, dropSessionDidEnd: session)
    }

    // MARK: Placeholders

    var dropPlaceholderEpoch: Int { interactions.dropPlaceholderEpoch }

    /// Inserts the dropped row at `indexPath`: `insertRows(at:with: .automatic)`.
    func insertDroppedItem(at indexPath: IndexPath) {
        insertRows(at: [indexPath], with: .automatic)
    }
}
