import Foundation

// Events replacing the methods of `TableViewDragDelegate` and `TableViewDropDelegate`. The row drag events attach to
// the mappings of the given cell class registered so far; session and drop events are unmapped.

extension TableViewManager {
    // MARK: Drag

    /// Replaces `tableView(_:itemsForBeginning:at:)` for rows shown by `cellClass`, with the session first. Without an
    /// answer: the owner's, then no items, which refuses the drag.
    @inlinable
    public func itemsForBeginningDragSession<Cell: TableViewCell & ModelTransfer>(
        from cellClass: Cell.Type,
        _ closure: @escaping (DragSession, Cell, Cell.ModelType, IndexPath) -> [DragItem]
    ) { cellEvent(.itemsForBeginningDragSession, closure, "itemsForBeginningDragSession(from:_:)") }

    /// Replaces `tableView(_:itemsForAddingTo:at:point:)` for rows shown by `cellClass`, with the session and the
    /// touch point first. Without an answer: the owner's, then no items.
    @inlinable
    public func itemsForAddingToDragSession<Cell: TableViewCell & ModelTransfer>(
        from cellClass: Cell.Type,
        _ closure: @escaping (DragSession, CGPoint, Cell, Cell.ModelType, IndexPath) -> [DragItem]
    ) { cellEvent(.itemsForAddingToDragSession, closure, "itemsForAddingToDragSession(from:_:)") }

    /// Replaces `tableView(_:dragPreviewParametersForRowAt:)` for rows shown by `cellClass`; a `nil` answer is used
    /// too.
    @inlinable
    public func dragPreviewParameters<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> DragPreviewParameters?
    ) { cellEvent(.dragPreviewParametersForRowAtIndexPath, closure, "dragPreviewParameters(for:_:)") }

    /// Replaces `tableView(_:dragSessionWillBegin:)`; the owner's method runs after it.
    public func dragSessionWillBegin(_ closure: @escaping (DragSession) -> Void) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.dragSessionWillBegin, closure), drop: false)
    }

    /// Replaces `tableView(_:dragSessionDidEnd:)`; the owner's method runs after it.
    public func dragSessionDidEnd(_ closure: @escaping (DragSession) -> Void) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.dragSessionDidEnd, closure), drop: false)
    }

    /// Replaces `tableView(_:dragSessionAllowsMoveOperation:)`. Without an answer: the owner's, then `true`.
    public func dragSessionAllowsMoveOperation(_ closure: @escaping (DragSession) -> Bool) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.dragSessionAllowsMoveOperation, closure), drop: false)
    }

    /// Replaces `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`. Without an answer: the owner's, then
    /// `false`.
    public func dragSessionIsRestrictedToDraggingApplication(_ closure: @escaping (DragSession) -> Bool) {
        sessionEvent(
            .unmapped(TableViewEventMethodSignature.dragSessionIsRestrictedToDraggingApplication, closure), drop: false)
    }

    // MARK: Drop

    /// Replaces `tableView(_:performDropWith:)`; the owner's method runs after it. ``drop(_:to:with:)`` drops an item
    /// to a placeholder row whose insertion also updates the storage.
    public func performDropWithCoordinator(_ closure: @escaping (DropCoordinator) -> Void) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.performDropWithCoordinator, closure), drop: true)
    }

    /// Replaces `tableView(_:canHandle:)`. Without an answer: the owner's, then `true`.
    public func canHandleDropSession(_ closure: @escaping (DropSession) -> Bool) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.canHandleDropSession, closure), drop: true)
    }

    /// Replaces `tableView(_:dropSessionDidEnter:)`; the owner's method runs after it.
    public func dropSessionDidEnter(_ closure: @escaping (DropSession) -> Void) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.dropSessionDidEnter, closure), drop: true)
    }

    /// Replaces `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`, with the row under the drag (`nil` over
    /// no row). Without an answer: the owner's, then `DropProposal(operation: .cancel)`.
    public func dropSessionDidUpdate(
        _ closure: @escaping (DropSession, _ destinationIndexPath: IndexPath?) -> DropProposal
    ) {
        sessionEvent(
            .unmapped(TableViewEventMethodSignature.dropSessionDidUpdateWithDestinationIndexPath, closure), drop: true)
    }

    /// Replaces `tableView(_:dropSessionDidExit:)`; the owner's method runs after it.
    public func dropSessionDidExit(_ closure: @escaping (DropSession) -> Void) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.dropSessionDidExit, closure), drop: true)
    }

    /// Replaces `tableView(_:dropSessionDidEnd:)`; the owner's method runs after it.
    public func dropSessionDidEnd(_ closure: @escaping (DropSession) -> Void) {
        sessionEvent(.unmapped(TableViewEventMethodSignature.dropSessionDidEnd, closure), drop: true)
    }

    /// Replaces `tableView(_:dropPreviewParametersForRowAt:)`; a `nil` answer is used too.
    public func dropPreviewParameters(_ closure: @escaping (IndexPath) -> DragPreviewParameters?) {
        sessionEvent(
            .unmapped(TableViewEventMethodSignature.dropPreviewParametersForRowAtIndexPath, closure), drop: true)
    }

    /// Drops `item` to the placeholder row `placeholder` through `coordinator`. Committing the returned context's
    /// insertion (``TableViewDropPlaceholderContext``) also inserts the model into this manager's storage.
    public func drop(
        _ item: DragItem,
        to placeholder: DropPlaceholder,
        with coordinator: DropCoordinator
    ) -> TableViewDropPlaceholderContext {
        TableViewDropPlaceholderContext(context: coordinator.drop(item, to: placeholder), storage: storage)
    }

    /// Keeps an unmapped drag (`drop` `false`) or drop reaction on the matching delegate.
    private func sessionEvent(_ reaction: EventReaction, drop: Bool) {
        if drop {
            tableDropDelegate?.appendUnmappedReaction(reaction)
        } else {
            tableDragDelegate?.appendUnmappedReaction(reaction)
        }
    }
}

extension TableViewCellModelMapping {
    /// Replaces `tableView(_:itemsForBeginning:at:)` for this mapping's rows, with the session first.
    @inlinable
    public func itemsForBeginningDragSession(_ closure: @escaping (DragSession, Cell, Model, IndexPath) -> [DragItem]) {
        reactions.append(.view(TableViewEventMethodSignature.itemsForBeginningDragSession, closure))
    }

    /// Replaces `tableView(_:itemsForAddingTo:at:point:)` for this mapping's rows, with the session and the point
    /// first.
    @inlinable
    public func itemsForAddingToDragSession(
        _ closure: @escaping (DragSession, CGPoint, Cell, Model, IndexPath) -> [DragItem]
    ) {
        reactions.append(.view(TableViewEventMethodSignature.itemsForAddingToDragSession, closure))
    }

    /// Replaces `tableView(_:dragPreviewParametersForRowAt:)` for this mapping's rows; a `nil` answer is used too.
    @inlinable
    public func dragPreviewParameters(_ closure: @escaping (Cell, Model, IndexPath) -> DragPreviewParameters?) {
        on(.dragPreviewParametersForRowAtIndexPath, closure)
    }
}
