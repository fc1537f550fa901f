import Foundation

// Mapping-level events of table cell mappings: register them in the `mapping` closure of `register`, or on a mapping
// you keep. Each appends one reaction; for each method the first registered closure wins.

extension TableViewCellModelMapping {
    /// Appends a reaction with the live cell, its model and index path.
    @inlinable
    func on<R>(_ signature: TableViewEventMethodSignature, _ closure: @escaping (Cell, Model, IndexPath) -> R) {
        reactions.append(.view(signature, closure))
    }

    /// Replaces `tableView(_:didSelectRowAt:)` for this mapping's cells.
    @inlinable
    public func didSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didSelectRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:willSelectRowAt:)` for this mapping's cells.
    @inlinable
    public func willSelect(_ closure: @escaping (Cell, Model, IndexPath) -> IndexPath?) {
        on(.willSelectRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:willDeselectRowAt:)` for this mapping's cells.
    @inlinable
    public func willDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> IndexPath?) {
        on(.willDeselectRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:didDeselectRowAt:)` for this mapping's cells.
    @inlinable
    public func didDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didDeselectRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:willDisplay:forRowAt:)` for this mapping's cells.
    @inlinable
    public func willDisplay(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.willDisplayCellForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:didEndDisplaying:forRowAt:)` for this mapping's cells.
    @inlinable
    public func didEndDisplaying(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didEndDisplayingCellForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:accessoryButtonTappedForRowWith:)` for this mapping's cells.
    @inlinable
    public func accessoryButtonTapped(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.accessoryButtonTappedForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:shouldHighlightRowAt:)` for this mapping's cells.
    @inlinable
    public func shouldHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        on(.shouldHighlightRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:didHighlightRowAt:)` for this mapping's cells.
    @inlinable
    public func didHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didHighlightRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:didUnhighlightRowAt:)` for this mapping's cells.
    @inlinable
    public func didUnhighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didUnhighlightRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:willBeginEditingRowAt:)` for this mapping's cells.
    @inlinable
    public func willBeginEditing(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.willBeginEditingRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:didEndEditingRowAt:)` for this mapping's cells.
    @inlinable
    public func didEndEditing(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didEndEditingRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:titleForDeleteConfirmationButtonForRowAt:)` for this mapping's cells.
    @inlinable
    public func titleForDeleteConfirmationButton(_ closure: @escaping (Cell, Model, IndexPath) -> String?) {
        on(.titleForDeleteButtonForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:shouldIndentWhileEditingRowAt:)` for this mapping's cells.
    @inlinable
    public func shouldIndentWhileEditing(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        on(.shouldIndentWhileEditingRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:canFocusRowAt:)` for this mapping's cells.
    @inlinable
    public func canFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) { on(.canFocusRowAtIndexPath, closure) }

    /// Replaces `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` for this mapping's cells.
    @inlinable
    public func leadingSwipeActionsConfiguration(
        _ closure: @escaping (Cell, Model, IndexPath) -> SwipeActionsConfiguration?
    ) { on(.leadingSwipeActionsConfigurationForRowAtIndexPath, closure) }

    /// Replaces `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` for this mapping's cells.
    @inlinable
    public func trailingSwipeActionsConfiguration(
        _ closure: @escaping (Cell, Model, IndexPath) -> SwipeActionsConfiguration?
    ) { on(.trailingSwipeActionsConfigurationForRowAtIndexPath, closure) }

    /// Replaces `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` for this mapping's cells.
    @inlinable
    public func shouldBeginMultipleSelectionInteraction(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        on(.shouldBeginMultipleSelectionInteractionAtIndexPath, closure)
    }

    /// Replaces `tableView(_:didBeginMultipleSelectionInteractionAt:)` for this mapping's cells.
    @inlinable
    public func didBeginMultipleSelectionInteraction(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.didBeginMultipleSelectionInteractionAtIndexPath, closure)
    }

    /// Replaces `tableView(_:selectionFollowsFocusForRowAt:)` for this mapping's cells.
    @inlinable
    public func selectionFollowsFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        on(.selectionFollowsFocusForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:canMoveRowAt:)` for this mapping's cells.
    @inlinable
    public func canMove(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) { on(.canMoveRowAtIndexPath, closure) }

    /// Replaces `tableView(_:canPerformPrimaryActionForRowAt:)` for this mapping's cells.
    @inlinable
    public func canPerformPrimaryAction(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        on(.canPerformPrimaryActionForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:performPrimaryActionForRowAt:)` for this mapping's cells.
    @inlinable
    public func performPrimaryAction(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        on(.performPrimaryActionForRowAtIndexPath, closure)
    }

    /// Replaces `tableView(_:heightForRowAt:)` for this mapping's models (no cell).
    @inlinable
    public func heightForCell(_ closure: @escaping (Model, IndexPath) -> CGFloat) {
        reactions.append(.model(TableViewEventMethodSignature.heightForRowAtIndexPath, closure))
    }

    /// Replaces `tableView(_:estimatedHeightForRowAt:)` for this mapping's models (no cell).
    @inlinable
    public func estimatedHeightForCell(_ closure: @escaping (Model, IndexPath) -> CGFloat) {
        reactions.append(.model(TableViewEventMethodSignature.estimatedHeightForRowAtIndexPath, closure))
    }

    /// Replaces `tableView(_:indentationLevelForRowAt:)` for this mapping's models (no cell).
    @inlinable
    public func indentationLevelForCell(_ closure: @escaping (Model, IndexPath) -> Int) {
        reactions.append(.model(TableViewEventMethodSignature.indentationLevelForRowAtIndexPath, closure))
    }

    /// Replaces `tableView(_:editingStyleForRowAt:)` for this mapping's models (no cell).
    @inlinable
    public func editingStyle(_ closure: @escaping (Model, IndexPath) -> TableViewCellEditingStyle) {
        reactions.append(.model(TableViewEventMethodSignature.editingStyleForRowAtIndexPath, closure))
    }

    /// Replaces `tableView(_:canEditRowAt:)` for this mapping's models (no cell).
    @inlinable
    public func canEditCell(_ closure: @escaping (Model, IndexPath) -> Bool) {
        reactions.append(.model(TableViewEventMethodSignature.canEditRowAtIndexPath, closure))
    }

    /// Runs when the table is about to need the row of this mapping's model (prefetching), before its cell exists.
    @inlinable
    public func prefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        reactions.append(.model(TableViewEventMethodSignature.prefetchRowsAtIndexPaths, closure))
    }

    /// Runs when the table no longer needs the row it prefetched for this mapping's model.
    @inlinable
    public func cancelPrefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        reactions.append(.model(TableViewEventMethodSignature.cancelPrefetchingForRowsAtIndexPaths, closure))
    }

    /// Replaces `tableView(_:moveRowAt:to:)` for this mapping's cells: runs at the source row, with the destination
    /// first. Move the model in the closure; the storage is not changed.
    @inlinable
    public func moveRowTo(
        _ closure: @escaping (_ destinationIndexPath: IndexPath, Cell, Model, _ sourceIndexPath: IndexPath) -> Void
    ) { reactions.append(.view(TableViewEventMethodSignature.moveRowAtIndexPathToIndexPath, closure)) }

    /// Replaces `tableView(_:commit:forRowAt:)` for this mapping's cells, with the editing style first.
    @inlinable
    public func commitEditingStyle(_ closure: @escaping (TableViewCellEditingStyle, Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(TableViewEventMethodSignature.commitEditingStyleForRowAtIndexPath, closure))
    }

    /// Replaces `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` for this mapping's cells: runs at
    /// the source row, with the proposed destination first.
    @inlinable
    public func targetIndexPathForMove(_ closure: @escaping (IndexPath, Cell, Model, IndexPath) -> IndexPath) {
        reactions.append(.view(TableViewEventMethodSignature.targetIndexPathForMoveFromRowAtIndexPath, closure))
    }

    /// Replaces `tableView(_:shouldSpringLoadRowAt:with:)` for this mapping's cells, with the context first.
    @inlinable
    public func shouldSpringLoad(_ closure: @escaping (SpringLoadedInteractionContext, Cell, Model, IndexPath) -> Bool)
    {
        reactions.append(.view(TableViewEventMethodSignature.shouldSpringLoadRowAtIndexPathWithContext, closure))
    }

    /// Replaces `tableView(_:contextMenuConfigurationForRowAt:point:)` for this mapping's cells, with the point first.
    @inlinable
    public func contextMenuConfiguration(
        _ closure: @escaping (CGPoint, Cell, Model, IndexPath) -> ContextMenuConfiguration?
    ) { reactions.append(.view(TableViewEventMethodSignature.contextMenuConfigurationForRowAtIndexPath, closure)) }
}

// Mapping-level events of header and footer mappings of `TableViewHeaderFooterView`s. The closures receive the
// section. DTTableViewManager does not check the mapping's kind: a header event on a footer mapping is never found.

extension TableViewHeaderFooterViewModelMapping where View: TableViewHeaderFooterView {
    /// Appends a reaction with the model and the section, no view.
    @inlinable
    func onSection<R>(_ signature: TableViewEventMethodSignature, _ closure: @escaping (Model, Int) -> R) {
        reactions.append(
            .model(signature) { (model: Model, indexPath: IndexPath) in closure(model, indexPath.sectionIndex) })
    }

    /// Appends a reaction with the view, its model and the section.
    @inlinable
    func onSection(_ signature: TableViewEventMethodSignature, _ closure: @escaping (View, Model, Int) -> Void) {
        reactions.append(
            .view(signature) { (view: View, model: Model, indexPath: IndexPath) in
                closure(view, model, indexPath.sectionIndex)
            })
    }

    /// Replaces `tableView(_:heightForHeaderInSection:)` for this mapping's models.
    @inlinable
    public func heightForHeader(_ closure: @escaping (Model, Int) -> CGFloat) {
        onSection(.heightForHeaderInSection, closure)
    }

    /// Replaces `tableView(_:estimatedHeightForHeaderInSection:)` for this mapping's models.
    @inlinable
    public func estimatedHeightForHeader(_ closure: @escaping (Model, Int) -> CGFloat) {
        onSection(.estimatedHeightForHeaderInSection, closure)
    }

    /// Replaces `tableView(_:heightForFooterInSection:)` for this mapping's models.
    @inlinable
    public func heightForFooter(_ closure: @escaping (Model, Int) -> CGFloat) {
        onSection(.heightForFooterInSection, closure)
    }

    /// Replaces `tableView(_:estimatedHeightForFooterInSection:)` for this mapping's models.
    @inlinable
    public func estimatedHeightForFooter(_ closure: @escaping (Model, Int) -> CGFloat) {
        onSection(.estimatedHeightForFooterInSection, closure)
    }

    /// Replaces `tableView(_:willDisplayHeaderView:forSection:)` for this mapping's views.
    @inlinable
    public func willDisplayHeaderView(_ closure: @escaping (View, Model, Int) -> Void) {
        onSection(.willDisplayHeaderForSection, closure)
    }

    /// Replaces `tableView(_:willDisplayFooterView:forSection:)` for this mapping's views.
    @inlinable
    public func willDisplayFooterView(_ closure: @escaping (View, Model, Int) -> Void) {
        onSection(.willDisplayFooterForSection, closure)
    }

    /// Replaces `tableView(_:didEndDisplayingHeaderView:forSection:)` for this mapping's views.
    @inlinable
    public func didEndDisplayingHeaderView(_ closure: @escaping (View, Model, Int) -> Void) {
        onSection(.didEndDisplayingHeaderViewForSection, closure)
    }

    /// Replaces `tableView(_:didEndDisplayingFooterView:forSection:)` for this mapping's views.
    @inlinable
    public func didEndDisplayingFooterView(_ closure: @escaping (View, Model, Int) -> Void) {
        onSection(.didEndDisplayingFooterViewForSection, closure)
    }

}
