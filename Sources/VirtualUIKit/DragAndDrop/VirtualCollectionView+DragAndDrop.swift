import Foundation

extension VirtualCollectionView {
    // MARK: Drag

    /// Simulates a drag beginning on the item at `indexPath`.
    ///
    /// Asks the drag delegate for `itemsForBeginning(session, at:)`. When it returns items, they are added to
    /// `session` (each remembers `indexPath` as its ``DragItem/sourceIndexPath``), then `dragSessionWillBegin` is
    /// called. An empty answer refuses the drag and nothing else happens.
    ///
    /// - Returns: The items the delegate returned; empty when there is no drag delegate.
    @discardableResult
    public func beginDrag(at indexPath: IndexPath, session: DragSession) -> [DragItem] {
        guard allowsCall("VirtualCollectionView.beginDrag(at:session:)") else { return [] }
        guard prepareInteraction(at: indexPath), let dragDelegate else { return [] }
        record(.itemsForBeginningDragSession(indexPath))
        let items = dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        session.add(items, from: indexPath, of: self)
        if let delegate = self.dragDelegate(implementing: .dragSessionWillBegin) {
            record(.dragSessionWillBegin)
            delegate.collectionView(self, dragSessionWillBegin: session)
        }
        return items
    }

    /// Simulates tapping the item at `indexPath` during a drag to add it: `itemsForAddingTo(session, at:point:)`
    /// (default none). The returned items are added to `session`.
    ///
    /// - Returns: The items the delegate returned.
    @discardableResult
    public func addItemsToDrag(at indexPath: IndexPath, session: DragSession, point: CGPoint = .zero) -> [DragItem] {
        guard allowsCall("VirtualCollectionView.addItemsToDrag(at:session:point:)") else { return [] }
        guard prepareInteraction(at: indexPath),
            let delegate = dragDelegate(implementing: .itemsForAddingToDragSession)
        else { return [] }
        record(.itemsForAddingToDragSession(indexPath, point: point))
        let items = delegate.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
        session.add(items, from: indexPath, of: self)
        return items
    }

    /// Asks how to draw the drag preview of the item: `dragPreviewParametersForItemAt` (default `nil`).
    public func dragPreviewParameters(forItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        guard allowsCall("VirtualCollectionView.dragPreviewParameters(forItemAt:)") else { return nil }
        guard let delegate = dragDelegate(implementing: .dragPreviewParameters) else { return nil }
        record(.dragPreviewParameters(indexPath))
        return delegate.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    /// Asks whether the drag may move its items: `dragSessionAllowsMoveOperation` (default `true`).
    public func dragSessionAllowsMoveOperation(_ session: DragSession) -> Bool {
        guard allowsCall("VirtualCollectionView.dragSessionAllowsMoveOperation(_:)") else { return false }
        guard let delegate = dragDelegate(implementing: .dragSessionAllowsMoveOperation) else { return true }
        record(.dragSessionAllowsMoveOperation)
        return delegate.collectionView(self, dragSessionAllowsMoveOperation: session)
    }

    /// Asks whether the drag stays inside the app: `dragSessionIsRestrictedToDraggingApplication` (default `false`).
    public func dragSessionIsRestrictedToDraggingApplication(_ session: DragSession) -> Bool {
        guard allowsCall("VirtualCollectionView.dragSessionIsRestrictedToDraggingApplication(_:)") else { return false }
        guard let delegate = dragDelegate(implementing: .dragSessionIsRestrictedToDraggingApplication) else {
            return false
        }
        record(.dragSessionIsRestrictedToDraggingApplication)
        return delegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
    }

    /// Simulates the end of a drag that started here: `dragSessionDidEnd`.
    public func endDrag(_ session: DragSession) {
        guard allowsCall("VirtualCollectionView.endDrag(_:)") else { return }
        guard let delegate = dragDelegate(implementing: .dragSessionDidEnd) else { return }
        record(.dragSessionDidEnd)
        delegate.collectionView(self, dragSessionDidEnd: session)
    }

    // MARK: Drop

    /// Simulates a drag entering the collection view: `canHandle(session)` (default `true`), then, when it can,
    /// `dropSessionDidEnter`.
    ///
    /// - Returns: Whether the drop delegate can handle the session; `false` when there is no drop delegate.
    @discardableResult
    public func beginDropSession(_ session: DropSession) -> Bool {
        guard allowsCall("VirtualCollectionView.beginDropSession(_:)") else { return false }
        guard let dropDelegate else { return false }
        if implements(.canHandleDropSession, .dropDelegate) {
            record(.canHandleDropSession)
            guard dropDelegate.collectionView(self, canHandle: session) else { return false }
        }
        if implements(.dropSessionDidEnter, .dropDelegate) {
            record(.dropSessionDidEnter)
            dropDelegate.collectionView(self, dropSessionDidEnter: session)
        }
        return true
    }

    /// Simulates the drag moving over `destinationIndexPath` (`nil`: over no item):
    /// `dropSessionDidUpdate(_:withDestinationIndexPath:)` (default `DropProposal(operation: .cancel)`).
    ///
    /// - Returns: The proposal.
    @discardableResult
    public func updateDropSession(_ session: DropSession, destinationIndexPath: IndexPath?) -> DropProposal {
        guard allowsCall("VirtualCollectionView.updateDropSession(_:destinationIndexPath:)") else {
            return DropProposal(operation: .cancel)
        }
        guard let delegate = dropDelegate(implementing: .dropSessionDidUpdate) else {
            return DropProposal(operation: .cancel)
        }
        record(.dropSessionDidUpdate(destination: destinationIndexPath))
        return delegate.collectionView(
            self, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    /// Simulates the drag leaving the collection view: `dropSessionDidExit`.
    public func exitDropSession(_ session: DropSession) {
        guard allowsCall("VirtualCollectionView.exitDropSession(_:)") else { return }
        guard let delegate = dropDelegate(implementing: .dropSessionDidExit) else { return }
        record(.dropSessionDidExit)
        delegate.collectionView(self, dropSessionDidExit: session)
    }

    /// Simulates the user releasing the drag over `destinationIndexPath`: `performDropWith(coordinator)`.
    ///
    /// The coordinator carries the session's items (with their source index paths when they were dragged from this
    /// collection view) and `proposal`, and records what the delegate drops where. A placeholder drop's context
    /// commits its insertion as a batch update; the placeholder cell itself is not displayed.
    ///
    /// - Returns: The coordinator, or `nil` when there is no drop delegate.
    @discardableResult
    public func performDrop(
        _ session: DropSession,
        destinationIndexPath: IndexPath?,
        proposal: DropProposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    ) -> DropCoordinator? {
        guard allowsCall("VirtualCollectionView.performDrop(_:destinationIndexPath:proposal:)") else { return nil }
        guard let dropDelegate else { return nil }
        let coordinator = DropCoordinator(
            session: session, destinationIndexPath: destinationIndexPath, proposal: proposal, host: self,
            previewSize: { self.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame.size ?? .zero })
        record(.performDrop(destination: destinationIndexPath))
        dropDelegate.collectionView(self, performDropWith: coordinator)
        return coordinator
    }

    /// Simulates the end of the drag over the collection view, with or without a drop: `dropSessionDidEnd`.
    public func endDropSession(_ session: DropSession) {
        guard allowsCall("VirtualCollectionView.endDropSession(_:)") else { return }
        guard let delegate = dropDelegate(implementing: .dropSessionDidEnd) else { return }
        record(.dropSessionDidEnd)
        delegate.collectionView(self, dropSessionDidEnd: session)
    }

    /// Asks how to draw the preview of the item dropped at `indexPath`: `dropPreviewParametersForItemAt` (default
    /// `nil`).
    public func dropPreviewParameters(forItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        guard allowsCall("VirtualCollectionView.dropPreviewParameters(forItemAt:)") else { return nil }
        guard let delegate = dropDelegate(implementing: .dropPreviewParameters) else { return nil }
        record(.dropPreviewParameters(indexPath))
        return delegate.collectionView(self, dropPreviewParametersForItemAt: indexPath)
    }
}

extension VirtualCollectionView: DropPlaceholderHost {
    /// A collection view keeps its drop placeholders across reloads.
    var dropPlaceholderEpoch: Int { 0 }

    /// Inserts the dropped item at `indexPath`: `insertItems(at:)`.
    func insertDroppedItem(at indexPath: IndexPath) {
        insertItems(at: [indexPath])
    }
}
