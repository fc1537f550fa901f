import Foundation

// Manager-level events: each attaches to the mappings registered so far (register the view first), and replaces a
// data-source or delegate method for them.

extension TableViewManager {
    // MARK: Attaching

    /// Attaches a cell event of `Cell` (a reaction with the live cell, its model and index path).
    @inlinable
    func cellEvent<Cell: TableViewCell & ModelTransfer, R>(
        _ signature: TableViewEventMethodSignature,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> R,
        _ methodName: String
    ) {
        appendReaction(.view(signature, closure), forViewClass: Cell.self, methodName: methodName)
    }

    /// Attaches a cell event of `Cell` whose closure receives one argument first.
    @inlinable
    func cellEvent<Cell: TableViewCell & ModelTransfer, A, R>(
        _ signature: TableViewEventMethodSignature,
        _ closure: @escaping (A, Cell, Cell.ModelType, IndexPath) -> R,
        _ methodName: String
    ) {
        appendReaction(.view(signature, closure), forViewClass: Cell.self, methodName: methodName)
    }

    /// Attaches a cell event of `Cell` whose closure receives two arguments first.
    @inlinable
    func cellEvent<Cell: TableViewCell & ModelTransfer, A, B, R>(
        _ signature: TableViewEventMethodSignature,
        _ closure: @escaping (A, B, Cell, Cell.ModelType, IndexPath) -> R,
        _ methodName: String
    ) {
        appendReaction(.view(signature, closure), forViewClass: Cell.self, methodName: methodName)
    }

    /// Attaches a row event for models of `Model` (no cell).
    @inlinable
    func rowModelEvent<Model, R>(
        _ signature: TableViewEventMethodSignature,
        _ closure: @escaping (Model, IndexPath) -> R,
        _ methodName: String
    ) {
        appendReaction(.model(signature, closure), forModelType: Model.self, viewType: .cell, methodName: methodName)
    }

    /// Attaches a header (`isHeader`) or footer event for models of `Model`; the closure receives the section.
    @inlinable
    func sectionModelEvent<Model, R>(
        _ signature: TableViewEventMethodSignature,
        header isHeader: Bool,
        _ closure: @escaping (Model, Int) -> R,
        _ methodName: String
    ) {
        let kind = isHeader ? DTTableViewElementSectionHeader : DTTableViewElementSectionFooter
        appendReaction(
            .model(signature) { (model: Model, indexPath: IndexPath) in closure(model, indexPath.sectionIndex) },
            forModelType: Model.self, viewType: .supplementaryView(kind: kind), methodName: methodName)
    }

    /// Attaches a header (`isHeader`) or footer view event of `View`; the closure receives the section.
    @inlinable
    func sectionViewEvent<View: CollectionReusableView & ModelTransfer>(
        _ signature: TableViewEventMethodSignature,
        header isHeader: Bool,
        _ closure: @escaping (View, View.ModelType, Int) -> Void,
        _ methodName: String
    ) {
        let kind = isHeader ? DTTableViewElementSectionHeader : DTTableViewElementSectionFooter
        appendReaction(
            .view(signature) { (view: View, model: View.ModelType, indexPath: IndexPath) in
                closure(view, model, indexPath.sectionIndex)
            }, forViewClass: View.self, kind: kind, methodName: methodName)
    }

    // MARK: Cell events

    /// Replaces `tableView(_:didSelectRowAt:)` for cells of `cellClass`; the owner's implementation runs after.
    @inlinable
    public func didSelect<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.didSelectRowAtIndexPath, closure, "didSelect(_:_:)") }

    /// Replaces `tableView(_:willSelectRowAt:)` for cells of `cellClass`: the row to select instead, or `nil` for none
    /// (also the answer while the cell is not displayed).
    @inlinable
    public func willSelect<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> IndexPath?
    ) { cellEvent(.willSelectRowAtIndexPath, closure, "willSelect(_:_:)") }

    /// Replaces `tableView(_:willDeselectRowAt:)` for cells of `cellClass`.
    @inlinable
    public func willDeselect<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> IndexPath?
    ) { cellEvent(.willDeselectRowAtIndexPath, closure, "willDeselect(_:_:)") }

    /// Replaces `tableView(_:didDeselectRowAt:)` for cells of `cellClass`; the owner's implementation runs after.
    @inlinable
    public func didDeselect<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.didDeselectRowAtIndexPath, closure, "didDeselect(_:_:)") }

    /// Replaces `tableView(_:willDisplay:forRowAt:)` for cells of `cellClass`, with the cell being displayed; the
    /// owner's implementation runs after.
    @inlinable
    public func willDisplay<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.willDisplayCellForRowAtIndexPath, closure, "willDisplay(_:_:)") }

    /// Replaces `tableView(_:didEndDisplaying:forRowAt:)` for cells of `cellClass`, with the cell and the model now at
    /// its row.
    @inlinable
    public func didEndDisplaying<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.didEndDisplayingCellForRowAtIndexPath, closure, "didEndDisplaying(_:_:)") }

    /// Replaces `tableView(_:accessoryButtonTappedForRowWith:)` for cells of `cellClass`.
    @inlinable
    public func accessoryButtonTapped<Cell: TableViewCell & ModelTransfer>(
        in cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.accessoryButtonTappedForRowAtIndexPath, closure, "accessoryButtonTapped(in:_:)") }

    /// Replaces `tableView(_:shouldHighlightRowAt:)` for cells of `cellClass`. Without an answer: the owner's, then
    /// `true`.
    @inlinable
    public func shouldHighlight<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.shouldHighlightRowAtIndexPath, closure, "shouldHighlight(_:_:)") }

    /// Replaces `tableView(_:didHighlightRowAt:)` for cells of `cellClass`.
    @inlinable
    public func didHighlight<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.didHighlightRowAtIndexPath, closure, "didHighlight(_:_:)") }

    /// Replaces `tableView(_:didUnhighlightRowAt:)` for cells of `cellClass`.
    @inlinable
    public func didUnhighlight<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.didUnhighlightRowAtIndexPath, closure, "didUnhighlight(_:_:)") }

    /// Replaces `tableView(_:willBeginEditingRowAt:)` for cells of `cellClass`.
    @inlinable
    public func willBeginEditing<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.willBeginEditingRowAtIndexPath, closure, "willBeginEditing(_:_:)") }

    /// Replaces `tableView(_:didEndEditingRowAt:)` for cells of `cellClass`.
    @inlinable
    public func didEndEditing<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.didEndEditingRowAtIndexPath, closure, "didEndEditing(_:_:)") }

    /// Replaces `tableView(_:titleForDeleteConfirmationButtonForRowAt:)` for cells of `cellClass`.
    @inlinable
    public func titleForDeleteConfirmationButton<Cell: TableViewCell & ModelTransfer>(
        in cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> String?
    ) { cellEvent(.titleForDeleteButtonForRowAtIndexPath, closure, "titleForDeleteConfirmationButton(in:_:)") }

    /// Replaces `tableView(_:shouldIndentWhileEditingRowAt:)` for cells of `cellClass`. Without an answer: the cell's
    /// `shouldIndentWhileEditing`.
    @inlinable
    public func shouldIndentWhileEditing<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.shouldIndentWhileEditingRowAtIndexPath, closure, "shouldIndentWhileEditing(_:_:)") }

    /// Replaces `tableView(_:canFocusRowAt:)` for cells of `cellClass`. Without an answer: `true`.
    @inlinable
    public func canFocus<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.canFocusRowAtIndexPath, closure, "canFocus(_:_:)") }

    /// Replaces `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` for cells of `cellClass`.
    @inlinable
    public func leadingSwipeActionsConfiguration<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> SwipeActionsConfiguration?
    ) {
        cellEvent(
            .leadingSwipeActionsConfigurationForRowAtIndexPath, closure, "leadingSwipeActionsConfiguration(for:_:)")
    }

    /// Replaces `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` for cells of `cellClass`.
    @inlinable
    public func trailingSwipeActionsConfiguration<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> SwipeActionsConfiguration?
    ) {
        cellEvent(
            .trailingSwipeActionsConfigurationForRowAtIndexPath, closure, "trailingSwipeActionsConfiguration(for:_:)")
    }

    /// Replaces `tableView(_:editActionsForRowAt:)` for cells of `cellClass`: the row actions a trailing swipe reveals
    /// when no `trailingSwipeActionsConfiguration` event or owner method gives a configuration. The closure's answer
    /// is the method's even when `nil` (which leaves the default Delete action).
    ///
    /// ```swift
    /// manager.editActions(for: MessageCell.self) { _, message, _ in
    ///     [TableViewRowAction(style: .normal, title: "Flag") { _, _ in flag(message) }]
    /// }
    /// ```
    @inlinable
    public func editActions<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> [TableViewRowAction]?
    ) { cellEvent(.editActionsForRowAtIndexPath, closure, "editActions(for:_:)") }

    /// Replaces `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` for cells of `cellClass`. Without an answer:
    /// `false`.
    @inlinable
    public func shouldBeginMultipleSelectionInteraction<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        cellEvent(
            .shouldBeginMultipleSelectionInteractionAtIndexPath, closure,
            "shouldBeginMultipleSelectionInteraction(for:_:)")
    }

    /// Replaces `tableView(_:didBeginMultipleSelectionInteractionAt:)` for cells of `cellClass`.
    @inlinable
    public func didBeginMultipleSelectionInteraction<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        cellEvent(
            .didBeginMultipleSelectionInteractionAtIndexPath, closure, "didBeginMultipleSelectionInteraction(for:_:)")
    }

    /// Replaces `tableView(_:selectionFollowsFocusForRowAt:)` for cells of `cellClass`. Without an answer: the table's
    /// `selectionFollowsFocus`.
    @inlinable
    public func selectionFollowsFocus<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.selectionFollowsFocusForRowAtIndexPath, closure, "selectionFollowsFocus(for:_:)") }

    /// Replaces `tableView(_:canMoveRowAt:)` for cells of `cellClass`. Without an answer: `false`.
    @inlinable
    public func canMove<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.canMoveRowAtIndexPath, closure, "canMove(_:_:)") }

    /// Replaces `tableView(_:moveRowAt:to:)` for cells of `cellClass`: runs at the source row, with the destination
    /// first. The storage is not changed: move the model in the closure, for example with
    /// `manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)`.
    @inlinable
    public func move<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure:
            @escaping (_ destinationIndexPath: IndexPath, Cell, Cell.ModelType, _ sourceIndexPath: IndexPath)
            -> Void
    ) { cellEvent(.moveRowAtIndexPathToIndexPath, closure, "move(_:_:)") }

    /// Replaces `tableView(_:commit:forRowAt:)` for cells of `cellClass`, with the editing style first.
    @inlinable
    public func commitEditingStyle<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (TableViewCellEditingStyle, Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.commitEditingStyleForRowAtIndexPath, closure, "commitEditingStyle(for:_:)") }

    /// Replaces `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` for cells of `cellClass`: runs at
    /// the source row, with the proposed destination first. Without an answer: `[0, 0]`.
    @inlinable
    public func targetIndexPathForMove<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (IndexPath, Cell, Cell.ModelType, IndexPath) -> IndexPath
    ) { cellEvent(.targetIndexPathForMoveFromRowAtIndexPath, closure, "targetIndexPathForMove(_:_:)") }

    /// Replaces `tableView(_:contextMenuConfigurationForRowAt:point:)` for cells of `cellClass`, with the point first.
    @inlinable
    public func contextMenuConfiguration<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (CGPoint, Cell, Cell.ModelType, IndexPath) -> ContextMenuConfiguration?
    ) { cellEvent(.contextMenuConfigurationForRowAtIndexPath, closure, "contextMenuConfiguration(for:_:)") }

    /// Replaces `tableView(_:shouldShowMenuForRowAt:)` for cells of `cellClass`. Without an answer: `false`.
    @inlinable
    public func shouldShowMenu<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.shouldShowMenuForRowAtIndexPath, closure, "shouldShowMenu(for:_:)") }

    /// Replaces `tableView(_:canPerformAction:forRowAt:withSender:)` for cells of `cellClass`, with the action and the
    /// sender first. Without an answer: `false`.
    @inlinable
    public func canPerformAction<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (_ action: ActionSelector, _ sender: Any?, Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.canPerformActionForRowAtIndexPath, closure, "canPerformAction(for:_:)") }

    /// Replaces `tableView(_:performAction:forRowAt:withSender:)` for cells of `cellClass`, with the action and the
    /// sender first.
    @inlinable
    public func performAction<Cell: TableViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (_ action: ActionSelector, _ sender: Any?, Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.performActionForRowAtIndexPath, closure, "performAction(for:_:)") }

    /// Replaces `tableView(_:shouldSpringLoadRowAt:with:)` for cells of `cellClass`, with the context first. Without an
    /// answer: `true`.
    @inlinable
    public func shouldSpringLoad<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (SpringLoadedInteractionContext, Cell, Cell.ModelType, IndexPath) -> Bool
    ) { cellEvent(.shouldSpringLoadRowAtIndexPathWithContext, closure, "shouldSpringLoad(_:_:)") }

    // MARK: Model events

    /// Replaces `tableView(_:heightForRowAt:)` for rows whose model is an `itemType`. Without an answer: the owner's,
    /// then the table's `rowHeight`.
    @inlinable
    public func heightForCell<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> CGFloat
    ) { rowModelEvent(.heightForRowAtIndexPath, closure, "heightForCell(withItem:_:)") }

    /// Replaces `tableView(_:estimatedHeightForRowAt:)` for rows whose model is an `itemType`.
    @inlinable
    public func estimatedHeightForCell<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> CGFloat
    ) { rowModelEvent(.estimatedHeightForRowAtIndexPath, closure, "estimatedHeightForCell(withItem:_:)") }

    /// Replaces `tableView(_:indentationLevelForRowAt:)` for rows whose model is an `itemType`. Without an answer: 0.
    @inlinable
    public func indentationLevelForCell<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> Int
    ) { rowModelEvent(.indentationLevelForRowAtIndexPath, closure, "indentationLevelForCell(withItem:_:)") }

    /// Replaces `tableView(_:editingStyleForRowAt:)` for rows whose model is an `itemType`. Without an answer: the
    /// owner's, then `.none`.
    @inlinable
    public func editingStyle<Model>(
        forItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> TableViewCellEditingStyle
    ) { rowModelEvent(.editingStyleForRowAtIndexPath, closure, "editingStyle(forItem:_:)") }

    /// Replaces `tableView(_:canEditRowAt:)` for rows whose model is an `itemType`. Without an answer: the owner's,
    /// then `false`.
    @inlinable
    public func canEditCell<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> Bool
    ) { rowModelEvent(.canEditRowAtIndexPath, closure, "canEditCell(withItem:_:)") }

    /// Replaces `tableView(_:heightForHeaderInSection:)` for headers whose model is an `itemType`; the closure receives
    /// the section.
    @inlinable
    public func heightForHeader<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, Int) -> CGFloat
    ) { sectionModelEvent(.heightForHeaderInSection, header: true, closure, "heightForHeader(withItem:_:)") }

    /// Replaces `tableView(_:estimatedHeightForHeaderInSection:)` for headers whose model is an `itemType`.
    @inlinable
    public func estimatedHeightForHeader<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, Int) -> CGFloat
    ) {
        sectionModelEvent(
            .estimatedHeightForHeaderInSection, header: true, closure, "estimatedHeightForHeader(withItem:_:)")
    }

    /// Replaces `tableView(_:heightForFooterInSection:)` for footers whose model is an `itemType`; the closure receives
    /// the section.
    @inlinable
    public func heightForFooter<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, Int) -> CGFloat
    ) { sectionModelEvent(.heightForFooterInSection, header: false, closure, "heightForFooter(withItem:_:)") }

    /// Replaces `tableView(_:estimatedHeightForFooterInSection:)` for footers whose model is an `itemType`.
    @inlinable
    public func estimatedHeightForFooter<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, Int) -> CGFloat
    ) {
        sectionModelEvent(
            .estimatedHeightForFooterInSection, header: false, closure, "estimatedHeightForFooter(withItem:_:)")
    }

    // MARK: Header and footer view events

    /// Replaces `tableView(_:willDisplayHeaderView:forSection:)` for header views of `viewClass`, with the section.
    @inlinable
    public func willDisplayHeaderView<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    ) { sectionViewEvent(.willDisplayHeaderForSection, header: true, closure, "willDisplayHeaderView(_:_:)") }

    /// Replaces `tableView(_:willDisplayFooterView:forSection:)` for footer views of `viewClass`, with the section.
    @inlinable
    public func willDisplayFooterView<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    ) { sectionViewEvent(.willDisplayFooterForSection, header: false, closure, "willDisplayFooterView(_:_:)") }

    /// Replaces `tableView(_:didEndDisplayingHeaderView:forSection:)` for header views of `viewClass`.
    @inlinable
    public func didEndDisplayingHeaderView<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    ) {
        sectionViewEvent(
            .didEndDisplayingHeaderViewForSection, header: true, closure, "didEndDisplayingHeaderView(_:_:)")
    }

    /// Replaces `tableView(_:didEndDisplayingFooterView:forSection:)` for footer views of `viewClass`.
    @inlinable
    public func didEndDisplayingFooterView<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    ) {
        sectionViewEvent(
            .didEndDisplayingFooterViewForSection, header: false, closure, "didEndDisplayingFooterView(_:_:)")
    }

    // MARK: Events without a mapping

    /// Replaces `sectionIndexTitles(for:)`: the titles of the section index, or `nil` for none.
    public func sectionIndexTitles(_ closure: @escaping () -> [String]?) {
        appendUnmappedReaction(
            .unmapped(TableViewEventMethodSignature.sectionIndexTitlesForTableView, closure), onDataSource: true)
    }

    /// Replaces `tableView(_:sectionForSectionIndexTitle:at:)`: the section a title of the index scrolls to. Without an
    /// answer: 0.
    public func sectionForSectionIndexTitle(_ closure: @escaping (String, Int) -> Int) {
        appendUnmappedReaction(
            .unmapped(TableViewEventMethodSignature.sectionForSectionIndexTitleAtIndex, closure), onDataSource: true)
    }

    /// Replaces `tableView(_:shouldUpdateFocusIn:)`. Without an answer: `true`.
    public func shouldUpdateFocus(_ closure: @escaping (FocusUpdateContext) -> Bool) {
        appendUnmappedReaction(.unmapped(TableViewEventMethodSignature.shouldUpdateFocusInContext, closure))
    }

    /// Replaces `tableView(_:didUpdateFocusIn:with:)`.
    public func didUpdateFocus(_ closure: @escaping (FocusUpdateContext, FocusAnimationCoordinator) -> Void) {
        appendUnmappedReaction(
            .unmapped(TableViewEventMethodSignature.didUpdateFocusInContextWithAnimationCoordinator, closure))
    }

    /// Replaces `indexPathForPreferredFocusedView(in:)`: the row to focus first, or `nil`.
    public func indexPathForPreferredFocusedView(_ closure: @escaping () -> IndexPath?) {
        appendUnmappedReaction(
            .unmapped(TableViewEventMethodSignature.indexPathForPreferredFocusedViewInTableView, closure))
    }

    /// Replaces `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    public func previewForHighlightingContextMenu(
        _ closure: @escaping (ContextMenuConfiguration) -> TargetedPreview?
    ) {
        appendUnmappedReaction(.unmapped(TableViewEventMethodSignature.previewForHighlightingContextMenu, closure))
    }

    /// Replaces `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    public func previewForDismissingContextMenu(_ closure: @escaping (ContextMenuConfiguration) -> TargetedPreview?) {
        appendUnmappedReaction(.unmapped(TableViewEventMethodSignature.previewForDismissingContextMenu, closure))
    }

    /// Replaces `tableViewDidEndMultipleSelectionInteraction(_:)`.
    public func didEndMultipleSelectionInteraction(_ closure: @escaping () -> Void) {
        appendUnmappedReaction(.unmapped(TableViewEventMethodSignature.didEndMultipleSelectionInteraction, closure))
    }
}
