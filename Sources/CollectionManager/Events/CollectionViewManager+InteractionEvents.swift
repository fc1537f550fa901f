import Foundation

// Manager-level events for highlight, the legacy edit menu, focus, multiple selection, spring loading, editing,
// primary actions, moving items, scrolling and layout transitions. View-typed events attach to the mappings of the given
// cell class (and its subclasses) registered so far: register the cell first.

extension CollectionViewManager {
    // MARK: Highlight

    /// Replaces `collectionView(_:shouldHighlightItemAt:)` for cells of `cellClass`. Without an answer: the owner's,
    /// then `true`.
    @inlinable
    public func shouldHighlight<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.shouldHighlightItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "shouldHighlight(_:_:)")
    }

    /// Replaces `collectionView(_:didHighlightItemAt:)` for cells of `cellClass`; the owner's implementation runs
    /// after.
    @inlinable
    public func didHighlight<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didHighlightItemAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "didHighlight(_:_:)")
    }

    /// Replaces `collectionView(_:didUnhighlightItemAt:)` for cells of `cellClass`; the owner's implementation runs
    /// after.
    @inlinable
    public func didUnhighlight<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didUnhighlightItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "didUnhighlight(_:_:)")
    }

    // MARK: Legacy edit menu

    /// Replaces `collectionView(_:shouldShowMenuForItemAt:)` (deprecated in iOS 13) for cells of `cellClass`. Without
    /// an answer: the owner's, then `false`.
    @inlinable
    public func shouldShowMenu<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.shouldShowMenuForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "shouldShowMenu(for:_:)")
    }

    /// Replaces `collectionView(_:canPerformAction:forItemAt:withSender:)` (deprecated in iOS 13) for cells of
    /// `cellClass`; the closure receives the action and the sender first. Without an answer: the owner's, then
    /// `false`.
    @inlinable
    public func canPerformAction<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (_ action: ActionSelector, _ sender: Any?, Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.canPerformActionForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "canPerformAction(for:_:)")
    }

    /// Replaces `collectionView(_:performAction:forItemAt:withSender:)` (deprecated in iOS 13) for cells of
    /// `cellClass`; the closure receives the action and the sender first. The owner's implementation runs after.
    @inlinable
    public func performAction<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (_ action: ActionSelector, _ sender: Any?, Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.performActionForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "performAction(for:_:)")
    }

    // MARK: Focus

    /// Replaces `collectionView(_:canFocusItemAt:)` for cells of `cellClass`. Without an answer: the owner's, then
    /// `true`.
    @inlinable
    public func canFocus<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.canFocusItemAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "canFocus(_:_:)")
    }

    /// Replaces `collectionView(_:shouldUpdateFocusIn:)`. Without an answer: the owner's, then `true`.
    public func shouldUpdateFocus(_ closure: @escaping (FocusUpdateContext) -> Bool) {
        collectionDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.shouldUpdateFocusInContext, closure))
    }

    /// Replaces `collectionView(_:didUpdateFocusIn:with:)`; the owner's implementation runs after.
    public func didUpdateFocus(_ closure: @escaping (FocusUpdateContext, FocusAnimationCoordinator) -> Void) {
        collectionDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.didUpdateFocusInContext, closure))
    }

    /// Replaces `indexPathForPreferredFocusedView(in:)`; the closure's answer is used even when it is `nil`.
    public func indexPathForPreferredFocusedView(_ closure: @escaping () -> IndexPath?) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.indexPathForPreferredFocusedView, closure))
    }

    /// Replaces `collectionView(_:selectionFollowsFocusForItemAt:)` for cells of `cellClass`. Without an answer: the
    /// owner's, then the collection view's `selectionFollowsFocus`.
    @inlinable
    public func selectionFollowsFocus<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.selectionFollowsFocusForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "selectionFollowsFocus(for:_:)")
    }

    // MARK: Multiple selection interaction

    /// Replaces `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` for cells of `cellClass`. Without an
    /// answer: the owner's, then `false`.
    @inlinable
    public func shouldBeginMultipleSelectionInteraction<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.shouldBeginMultipleSelectionInteractionAtIndexPath, closure),
            forViewClass: Cell.self,
            viewType: .cell, methodName: "shouldBeginMultipleSelectionInteraction(for:_:)")
    }

    /// Replaces `collectionView(_:didBeginMultipleSelectionInteractionAt:)` for cells of `cellClass`; the owner's
    /// implementation runs after.
    @inlinable
    public func didBeginMultipleSelectionInteraction<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didBeginMultipleSelectionInteractionAtIndexPath, closure),
            forViewClass: Cell.self,
            viewType: .cell, methodName: "didBeginMultipleSelectionInteraction(for:_:)")
    }

    /// Replaces `collectionViewDidEndMultipleSelectionInteraction(_:)`; the owner's implementation runs after.
    public func didEndMultipleSelectionInteraction(_ closure: @escaping () -> Void) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.didEndMultipleSelectionInteraction, closure))
    }

    // MARK: Spring loading, editing, primary action

    /// Replaces `collectionView(_:shouldSpringLoadItemAt:with:)` for cells of `cellClass`; the closure receives the
    /// interaction's context first. Without an answer: the owner's, then `true`.
    @inlinable
    public func shouldSpringLoad<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (SpringLoadedInteractionContext, Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.shouldSpringLoadItem, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "shouldSpringLoad(_:_:)")
    }

    /// Replaces `collectionView(_:canEditItemAt:)` for models of `modelType` (no cell needed). Without an answer: the
    /// owner's, then `false`.
    ///
    /// Reports ``CollectionViewManagerAnomaly/modelEventCalledWithCellClass(modelType:methodName:subclassOf:)`` when
    /// `modelType` is a view class.
    @inlinable
    public func canEdit<Model>(_ modelType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Bool) {
        appendReaction(
            .model(EventMethodSignature.canEditItemAtIndexPath, closure), forModelType: Model.self, viewType: .cell,
            methodName: "canEdit(_:_:)")
    }

    /// Replaces `collectionView(_:canPerformPrimaryActionForItemAt:)` for cells of `cellClass`. Without an answer: the
    /// owner's, then `false`.
    ///
    /// Not in DTCollectionViewManager, which offers this event on mappings only.
    @inlinable
    public func canPerformPrimaryAction<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.canPerformPrimaryActionForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "canPerformPrimaryAction(for:_:)")
    }

    /// Replaces `collectionView(_:performPrimaryActionForItemAt:)` for cells of `cellClass`; the owner's
    /// implementation runs after.
    ///
    /// Not in DTCollectionViewManager, which offers this event on mappings only.
    @inlinable
    public func performPrimaryAction<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.performPrimaryActionForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "performPrimaryAction(for:_:)")
    }

    // MARK: Moving, scrolling, transitions

    /// Replaces the deprecated `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` for cells of
    /// `cellClass`. The closure runs for the moving item at its original index path and receives the proposed index
    /// path first. Without an answer: the owner's, then `[0, 0]` (not the proposed index path).
    @inlinable
    public func targetIndexPathForMovingItem<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (_ proposedIndexPath: IndexPath, Cell, Cell.ModelType, IndexPath) -> IndexPath
    ) {
        appendReaction(
            .view(EventMethodSignature.targetIndexPathForMoveFromItemAtTo, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "targetIndexPathForMovingItem(_:_:)")
    }

    /// Replaces
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// for cells of `cellClass`. The closure runs for the moving item at its original index path and receives the
    /// current and the proposed index paths first. Without an answer: the owner's, then the proposed index path.
    @inlinable
    public func targetIndexPathForMoveFromItem<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure:
            @escaping (
                _ currentIndexPath: IndexPath, _ proposedIndexPath: IndexPath, Cell, Cell.ModelType, IndexPath
            ) -> IndexPath
    ) {
        appendReaction(
            .view(EventMethodSignature.targetIndexPathForMoveOfItemFromOriginalIndexPath, closure),
            forViewClass: Cell.self,
            viewType: .cell, methodName: "targetIndexPathForMoveFromItem(_:_:)")
    }

    /// Replaces `collectionView(_:targetContentOffsetForProposedContentOffset:)`. Without an answer: the owner's, then
    /// `.zero` (not the proposed offset).
    public func targetContentOffsetForProposedContentOffset(_ closure: @escaping (CGPoint) -> CGPoint) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.targetContentOffsetForProposedContentOffset, closure))
    }

    /// Replaces `collectionView(_:transitionLayoutForOldLayout:newLayout:)`. Without an answer: the owner's, then a
    /// plain `CollectionViewTransitionLayout` from the old layout to the new one.
    public func transitionLayout(
        _ closure:
            @escaping (_ oldLayout: CollectionViewLayout, _ newLayout: CollectionViewLayout) ->
            CollectionViewTransitionLayout
    ) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.transitionLayoutForOldLayoutNewLayout, closure))
    }
}
