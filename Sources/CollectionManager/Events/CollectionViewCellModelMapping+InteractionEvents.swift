import Foundation

// Mapping-level events of cell mappings beyond selection, display and sizing: highlight, focus, multiple selection,
// moving, spring loading, context menus, primary actions, editing, tvOS's full-screen layout, drag and prefetching.
// Each appends one reaction; for each method the first registered closure wins.

extension CollectionViewCellModelMapping {
    // MARK: Highlight

    /// Replaces `collectionView(_:shouldHighlightItemAt:)` for this mapping's cells.
    @inlinable
    public func shouldHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.shouldHighlightItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:didHighlightItemAt:)` for this mapping's cells.
    @inlinable
    public func didHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didHighlightItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:didUnhighlightItemAt:)` for this mapping's cells.
    @inlinable
    public func didUnhighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didUnhighlightItemAtIndexPath, closure))
    }

    // MARK: Focus

    /// Replaces `collectionView(_:canFocusItemAt:)` for this mapping's cells.
    @inlinable
    public func canFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.canFocusItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:selectionFollowsFocusForItemAt:)` for this mapping's cells.
    @inlinable
    public func selectionFollowsFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.selectionFollowsFocusForItemAtIndexPath, closure))
    }

    // MARK: Multiple selection interaction

    /// Replaces `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` for this mapping's cells.
    @inlinable
    public func shouldBeginMultipleSelectionInteraction(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.shouldBeginMultipleSelectionInteractionAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:didBeginMultipleSelectionInteractionAt:)` for this mapping's cells.
    @inlinable
    public func didBeginMultipleSelectionInteraction(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didBeginMultipleSelectionInteractionAtIndexPath, closure))
    }

    // MARK: Moving

    /// Replaces the deprecated `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` for this
    /// mapping's cells: runs for the moving item at its original index path, with the proposed index path first.
    @inlinable
    public func targetIndexPathForMovingItem(
        _ closure: @escaping (_ proposedIndexPath: IndexPath, Cell, Model, IndexPath) -> IndexPath
    ) {
        reactions.append(.view(EventMethodSignature.targetIndexPathForMoveFromItemAtTo, closure))
    }

    /// Replaces
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// for this mapping's cells: runs for the moving item at its original index path, with the current and the
    /// proposed index paths first.
    @inlinable
    public func targetIndexPathForMoveFromItem(
        _ closure:
            @escaping (
                _ currentIndexPath: IndexPath, _ proposedIndexPath: IndexPath, Cell, Model, IndexPath
            ) -> IndexPath
    ) {
        reactions.append(.view(EventMethodSignature.targetIndexPathForMoveOfItemFromOriginalIndexPath, closure))
    }

    // MARK: Spring loading, editing, primary action

    /// Replaces `collectionView(_:shouldSpringLoadItemAt:with:)` for this mapping's cells.
    @inlinable
    public func shouldSpringLoad(
        _ closure: @escaping (SpringLoadedInteractionContext, Cell, Model, IndexPath) -> Bool
    ) {
        reactions.append(.view(EventMethodSignature.shouldSpringLoadItem, closure))
    }

    /// Replaces `collectionView(_:canEditItemAt:)` for this mapping's models. Needs no cell.
    @inlinable
    public func canEdit(_ closure: @escaping (Model, IndexPath) -> Bool) {
        reactions.append(.model(EventMethodSignature.canEditItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:canPerformPrimaryActionForItemAt:)` for this mapping's cells.
    ///
    /// DTCollectionViewManager stores this event under the legacy `canPerformAction` signature, so it never runs
    /// there; here it has its own signature.
    @inlinable
    public func canPerformPrimaryAction(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.canPerformPrimaryActionForItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:performPrimaryActionForItemAt:)` for this mapping's cells.
    @inlinable
    public func performPrimaryAction(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.performPrimaryActionForItemAtIndexPath, closure))
    }

    // MARK: Context menus

    /// Replaces `collectionView(_:contextMenuConfigurationForItemAt:point:)` for this mapping's cells; the answer is
    /// used even when it is `nil`.
    @inlinable
    public func contextMenuConfiguration(
        _ closure: @escaping (_ point: CGPoint, Cell, Model, IndexPath) -> ContextMenuConfiguration?
    ) {
        reactions.append(.view(EventMethodSignature.contextMenuConfigurationForItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` for this mapping's cells; the
    /// answer is used even when it is `nil`.
    @inlinable
    public func highlightPreview(
        _ closure: @escaping (ContextMenuConfiguration, Cell, Model, IndexPath) -> TargetedPreview?
    ) {
        reactions.append(.view(EventMethodSignature.highlightPreviewForItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)` for this mapping's cells; the
    /// answer is used even when it is `nil`.
    @inlinable
    public func dismissalPreview(
        _ closure: @escaping (ContextMenuConfiguration, Cell, Model, IndexPath) -> TargetedPreview?
    ) {
        reactions.append(.view(EventMethodSignature.dismissalPreviewForItemAtIndexPath, closure))
    }

    // MARK: Full-screen layout (tvOS)

    /// Replaces `collectionView(_:layout:willCenterCellAt:)` for this mapping's cells.
    @inlinable
    public func willCenter(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.willCenterCellAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:layout:didCenterCellAt:)` for this mapping's cells.
    @inlinable
    public func didCenter(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didCenterCellAtIndexPath, closure))
    }

    // MARK: Drag

    /// Replaces `collectionView(_:itemsForBeginning:at:)` for this mapping's cells.
    @inlinable
    public func itemsForBeginningDragSession(
        _ closure: @escaping (DragSession, Cell, Model, IndexPath) -> [DragItem]
    ) {
        reactions.append(.view(EventMethodSignature.itemsForBeginningDragSessionAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:itemsForAddingTo:at:point:)` for this mapping's cells.
    @inlinable
    public func itemsForAddingToDragSession(
        _ closure: @escaping (DragSession, CGPoint, Cell, Model, IndexPath) -> [DragItem]
    ) {
        reactions.append(.view(EventMethodSignature.itemsForAddingToDragSessionAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:dragPreviewParametersForItemAt:)` for this mapping's cells; the answer is used even
    /// when it is `nil`.
    @inlinable
    public func dragPreviewParameters(_ closure: @escaping (Cell, Model, IndexPath) -> DragPreviewParameters?) {
        reactions.append(.view(EventMethodSignature.dragPreviewParametersForItemAtIndexPath, closure))
    }

    // MARK: Prefetching

    /// Replaces `collectionView(_:prefetchItemsAt:)` for this mapping's models: runs once per index path. Needs no
    /// cell.
    @inlinable
    public func prefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        reactions.append(.model(EventMethodSignature.prefetchItemsAtIndexPaths, closure))
    }

    /// Replaces `collectionView(_:cancelPrefetchingForItemsAt:)` for this mapping's models: runs once per index path.
    /// Needs no cell.
    @inlinable
    public func cancelPrefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        reactions.append(.model(EventMethodSignature.cancelPrefetchingForItemsAtIndexPaths, closure))
    }
}
