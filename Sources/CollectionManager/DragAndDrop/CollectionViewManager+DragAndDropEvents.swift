import Foundation

// Manager-level events that replace `CollectionViewDragDelegate` and `CollectionViewDropDelegate` methods. Item drag
// events attach to the mappings of the given cell class registered so far; session and drop events are unmapped.

extension CollectionViewManager {
    // MARK: Drag

    /// Replaces `collectionView(_:itemsForBeginning:at:)` for cells of `cellClass`; the closure receives the session
    /// first. Without an answer: the owner's, then no items (the drag is refused).
    @inlinable
    public func itemsForBeginningDragSession<Cell: CollectionViewCell & ModelTransfer>(
        from cellClass: Cell.Type,
        _ closure: @escaping (DragSession, Cell, Cell.ModelType, IndexPath) -> [DragItem]
    ) {
        appendReaction(
            .view(EventMethodSignature.itemsForBeginningDragSessionAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "itemsForBeginningDragSession(from:_:)")
    }

    /// Replaces `collectionView(_:itemsForAddingTo:at:point:)` for cells of `cellClass`; the closure receives the
    /// session and the touch location first. Without an answer: the owner's, then no items.
    @inlinable
    public func itemsForAddingToDragSession<Cell: CollectionViewCell & ModelTransfer>(
        from cellClass: Cell.Type,
        _ closure: @escaping (DragSession, CGPoint, Cell, Cell.ModelType, IndexPath) -> [DragItem]
    ) {
        appendReaction(
            .view(EventMethodSignature.itemsForAddingToDragSessionAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "itemsForAddingToDragSession(from:_:)")
    }

    /// Replaces `collectionView(_:dragPreviewParametersForItemAt:)` for cells of `cellClass`. Its answer is used even
    /// when it is `nil`.
    @inlinable
    public func dragPreviewParameters<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> DragPreviewParameters?
    ) {
        appendReaction(
            .view(EventMethodSignature.dragPreviewParametersForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "dragPreviewParameters(for:_:)")
    }

    /// Replaces `collectionView(_:dragSessionWillBegin:)`; the owner's implementation runs after.
    public func dragSessionWillBegin(_ closure: @escaping (DragSession) -> Void) {
        collectionDragDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.dragSessionWillBegin, closure))
    }

    /// Replaces `collectionView(_:dragSessionDidEnd:)`; the owner's implementation runs after.
    public func dragSessionDidEnd(_ closure: @escaping (DragSession) -> Void) {
        collectionDragDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.dragSessionDidEnd, closure))
    }

    /// Replaces `collectionView(_:dragSessionAllowsMoveOperation:)`. Without an answer: the owner's, then `true`.
    public func dragSessionAllowsMoveOperation(_ closure: @escaping (DragSession) -> Bool) {
        collectionDragDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.dragSessionAllowsMoveOperation, closure))
    }

    /// Replaces `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`. Without an answer: the owner's,
    /// then `false`.
    public func dragSessionIsRestrictedToDraggingApplication(_ closure: @escaping (DragSession) -> Bool) {
        collectionDragDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.dragSessionIsRestrictedToDraggingApplication, closure))
    }

    // MARK: Drop

    /// Replaces `collectionView(_:performDropWith:)`; the owner's implementation runs after. Use
    /// ``drop(_:to:with:)`` to drop an item to a placeholder whose insertion updates the storage.
    public func performDropWithCoordinator(_ closure: @escaping (DropCoordinator) -> Void) {
        collectionDropDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.performDropWithCoordinator, closure))
    }

    /// Replaces `collectionView(_:canHandle:)`. Without an answer: the owner's, then `true`.
    public func canHandleDropSession(_ closure: @escaping (DropSession) -> Bool) {
        collectionDropDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.canHandleDropSession, closure))
    }

    /// Replaces `collectionView(_:dropSessionDidEnter:)`; the owner's implementation runs after.
    public func dropSessionDidEnter(_ closure: @escaping (DropSession) -> Void) {
        collectionDropDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.dropSessionDidEnter, closure))
    }

    /// Replaces `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`; the closure receives the
    /// destination index path, `nil` when the drag is over no item. Without an answer: the owner's, then
    /// `DropProposal(operation: .cancel)`.
    public func dropSessionDidUpdate(
        _ closure: @escaping (DropSession, _ destinationIndexPath: IndexPath?) -> DropProposal
    ) {
        collectionDropDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.dropSessionDidUpdate, closure))
    }

    /// Replaces `collectionView(_:dropSessionDidExit:)`; the owner's implementation runs after.
    public func dropSessionDidExit(_ closure: @escaping (DropSession) -> Void) {
        collectionDropDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.dropSessionDidExit, closure))
    }

    /// Replaces `collectionView(_:dropSessionDidEnd:)`; the owner's implementation runs after.
    public func dropSessionDidEnd(_ closure: @escaping (DropSession) -> Void) {
        collectionDropDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.dropSessionDidEnd, closure))
    }

    /// Replaces `collectionView(_:dropPreviewParametersForItemAt:)`. Its answer is used even when it is `nil`.
    public func dropPreviewParameters(_ closure: @escaping (IndexPath) -> DragPreviewParameters?) {
        collectionDropDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.dropPreviewParametersForItemAtIndexPath, closure))
    }

    /// Drops `item` to `placeholder` through `coordinator`, and returns a context whose
    /// `commitInsertion(ofItem:_:)` inserts the model into this manager's storage.
    public func drop(
        _ item: DragItem,
        to placeholder: DropPlaceholder,
        with coordinator: DropCoordinator
    ) -> CollectionViewDropPlaceholderContext {
        CollectionViewDropPlaceholderContext(context: coordinator.drop(item, to: placeholder), storage: storage)
    }
}
