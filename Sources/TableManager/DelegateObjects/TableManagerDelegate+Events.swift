import Foundation

// The delegate methods that events replace: display, selection, highlighting, editing, reordering, focus, menus,
// spring loading, multiple selection and context menus. Each runs the event, then asks the owner when it implements
// the method, then gives UIKit's default (DTTableViewManager's priority).

extension TableManagerDelegate {
    // MARK: Display

    /// Runs the `willDisplay` event with the cell being displayed and the storage's model for the row, then the
    /// owner's method.
    public func tableView(_ tableView: any TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        _ = performReaction(.willDisplayCellForRowAtIndexPath, view: cell, at: indexPath)
        if ownerResponds(to: .willDisplayCell) { owner?.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    /// Runs the `didEndDisplaying` event with the cell and the storage's model now at its row, then the owner's method.
    public func tableView(
        _ tableView: any TableView,
        didEndDisplaying cell: TableViewCell,
        forRowAt indexPath: IndexPath
    ) {
        _ = performReaction(.didEndDisplayingCellForRowAtIndexPath, view: cell, at: indexPath)
        if ownerResponds(to: .didEndDisplayingCell) {
            owner?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Runs the `willDisplayHeaderView` event with the view and the section's header model, then the owner's method.
    public func tableView(
        _ tableView: any TableView,
        willDisplayHeaderView view: CollectionReusableView,
        forSection section: Int
    ) {
        _ = performHeaderFooterReaction(.willDisplayHeaderForSection, header: true, section: section, view: view)
        if ownerResponds(to: .willDisplayHeaderView) {
            owner?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
    }

    /// Runs the `willDisplayFooterView` event with the view and the section's footer model, then the owner's method.
    public func tableView(
        _ tableView: any TableView,
        willDisplayFooterView view: CollectionReusableView,
        forSection section: Int
    ) {
        _ = performHeaderFooterReaction(.willDisplayFooterForSection, header: false, section: section, view: view)
        if ownerResponds(to: .willDisplayFooterView) {
            owner?.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
    }

    /// Runs the `didEndDisplayingHeaderView` event with the view and the section's header model, then the owner's.
    public func tableView(
        _ tableView: any TableView,
        didEndDisplayingHeaderView view: CollectionReusableView,
        forSection section: Int
    ) {
        _ = performHeaderFooterReaction(
            .didEndDisplayingHeaderViewForSection, header: true, section: section, view: view)
        if ownerResponds(to: .didEndDisplayingHeaderView) {
            owner?.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    /// Runs the `didEndDisplayingFooterView` event with the view and the section's footer model, then the owner's.
    public func tableView(
        _ tableView: any TableView,
        didEndDisplayingFooterView view: CollectionReusableView,
        forSection section: Int
    ) {
        _ = performHeaderFooterReaction(
            .didEndDisplayingFooterViewForSection, header: false, section: section, view: view)
        if ownerResponds(to: .didEndDisplayingFooterView) {
            owner?.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    // MARK: Selection and highlighting

    /// The `willSelect` event's answer when one exists for the row (even `nil`, also when the row's cell is not
    /// displayed), else the owner's, else `nil`.
    public func tableView(_ tableView: any TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        optionalAnswer(.willSelectRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, willSelectRowAt: indexPath)
        }
    }

    /// The `willDeselect` event's answer when one exists for the row, else the owner's, else `nil`.
    public func tableView(_ tableView: any TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        optionalAnswer(.willDeselectRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, willDeselectRowAt: indexPath)
        }
    }

    /// Runs the `didSelect` event with the row's cell, then the owner's method.
    public func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) {
        notify(.didSelectRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// Runs the `didDeselect` event with the row's cell, then the owner's method.
    public func tableView(_ tableView: any TableView, didDeselectRowAt indexPath: IndexPath) {
        notify(.didDeselectRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, didDeselectRowAt: indexPath)
        }
    }

    /// The `shouldHighlight` event's answer, else the owner's, else `true`.
    public func tableView(_ tableView: any TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        answer(
            .shouldHighlightRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, shouldHighlightRowAt: indexPath) }, otherwise: true)
    }

    /// Runs the `didHighlight` event with the row's cell, then the owner's method.
    public func tableView(_ tableView: any TableView, didHighlightRowAt indexPath: IndexPath) {
        notify(.didHighlightRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, didHighlightRowAt: indexPath)
        }
    }

    /// Runs the `didUnhighlight` event with the row's cell, then the owner's method.
    public func tableView(_ tableView: any TableView, didUnhighlightRowAt indexPath: IndexPath) {
        notify(.didUnhighlightRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
    }

    // MARK: Editing

    /// The `editingStyle` event's answer for the row's model (no cell needed), else the owner's, else
    /// `.none`.
    public func tableView(
        _ tableView: any TableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCellEditingStyle {
        answer(
            .editingStyleForRowAtIndexPath, at: indexPath, in: tableView, provideCell: false,
            owner: { owner?.tableView(tableView, editingStyleForRowAt: indexPath) }, otherwise: .none)
    }

    /// `tableView(_:shouldIndentWhileEditingRowAt:)`: the `shouldIndentWhileEditing` event's answer, else the
    /// owner's, else the displayed cell's `shouldIndentWhileEditing`, else `true`.
    public func tableView(_ tableView: any TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        answer(
            .shouldIndentWhileEditingRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) },
            otherwise: tableView.cellForRow(at: indexPath)?.shouldIndentWhileEditing ?? true)
    }

    /// `tableView(_:indentationLevelForRowAt:)`: the `indentationLevelForCell` event's answer for the row's model,
    /// else the owner's, else 0.
    public func tableView(_ tableView: any TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        answer(
            .indentationLevelForRowAtIndexPath, at: indexPath, in: tableView, provideCell: false,
            owner: { owner?.tableView(tableView, indentationLevelForRowAt: indexPath) }, otherwise: 0)
    }

    /// `tableView(_:willBeginEditingRowAt:)`: runs the `willBeginEditing` event with the row's cell, then the owner's
    /// method.
    public func tableView(_ tableView: any TableView, willBeginEditingRowAt indexPath: IndexPath) {
        notify(.willBeginEditingRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, willBeginEditingRowAt: indexPath)
        }
    }

    /// `tableView(_:didEndEditingRowAt:)`: runs the `didEndEditing` event with the row's cell, then the owner's
    /// method; without a row, only the owner's.
    public func tableView(_ tableView: any TableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let indexPath else {
            if ownerResponds(to: .didEndEditingRow) { owner?.tableView(tableView, didEndEditingRowAt: nil) }
            return
        }
        notify(.didEndEditingRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, didEndEditingRowAt: indexPath)
        }
    }

    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`: the `titleForDeleteConfirmationButton` event's answer
    /// when one exists for the row (even `nil`), else the owner's, else `nil`.
    public func tableView(
        _ tableView: any TableView,
        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        optionalAnswer(.titleForDeleteButtonForRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }

    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: the `leadingSwipeActionsConfiguration` event's answer
    /// when one exists for the row (even `nil`), else the owner's, else `nil`.
    public func tableView(
        _ tableView: any TableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        optionalAnswer(.leadingSwipeActionsConfigurationForRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: the `trailingSwipeActionsConfiguration` event's
    /// answer when one exists for the row (even `nil`), else the owner's, else `nil`.
    public func tableView(
        _ tableView: any TableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        optionalAnswer(.trailingSwipeActionsConfigurationForRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// `tableView(_:editActionsForRowAt:)`: the `editActions` event's answer when one exists for the row (even `nil`),
    /// else the owner's, else `nil`.
    public func tableView(_ tableView: any TableView, editActionsForRowAt indexPath: IndexPath)
        -> [TableViewRowAction]?
    {
        optionalAnswer(.editActionsForRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, editActionsForRowAt: indexPath)
        }
    }

    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: the `targetIndexPathForMove` event's
    /// answer, run at the source row with the proposed index path, else the owner's, else `[0, 0]`
    /// (DTTableViewManager's default, not the proposed path).
    public func tableView(
        _ tableView: any TableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        answer(
            .targetIndexPathForMoveFromRowAtIndexPath, at: sourceIndexPath, in: tableView,
            first: proposedDestinationIndexPath,
            owner: {
                owner?.tableView(
                    tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                    toProposedIndexPath: proposedDestinationIndexPath)
            }, otherwise: IndexPath(itemIndex: 0, sectionIndex: 0))
    }

    /// `tableView(_:accessoryButtonTappedForRowWith:)`: runs the `accessoryButtonTapped` event with the row's cell,
    /// then the owner's method.
    public func tableView(_ tableView: any TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        notify(.accessoryButtonTappedForRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    // MARK: Primary action and multiple selection

    /// The `canPerformPrimaryAction` event's answer, else the owner's, else `false`.
    public func tableView(_ tableView: any TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        answer(
            .canPerformPrimaryActionForRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath) }, otherwise: false)
    }

    /// Runs the `performPrimaryAction` event with the row's cell, then the owner's method.
    public func tableView(_ tableView: any TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        notify(.performPrimaryActionForRowAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }
    }

    /// `tableView(_:selectionFollowsFocusForRowAt:)`: the `selectionFollowsFocus` event's answer, else the owner's,
    /// else the table's `selectionFollowsFocus`.
    public func tableView(_ tableView: any TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        answer(
            .selectionFollowsFocusForRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, selectionFollowsFocusForRowAt: indexPath) },
            otherwise: tableView.selectionFollowsFocus)
    }

    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`: the event's answer, else the owner's, else `false`.
    public func tableView(
        _ tableView: any TableView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        answer(
            .shouldBeginMultipleSelectionInteractionAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) },
            otherwise: false)
    }

    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`: runs the event with the row's cell, then the owner's
    /// method.
    public func tableView(_ tableView: any TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        notify(.didBeginMultipleSelectionInteractionAtIndexPath, at: indexPath, in: tableView) {
            owner?.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// `tableViewDidEndMultipleSelectionInteraction(_:)`: runs the `didEndMultipleSelectionInteraction` event, then
    /// the owner's method.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableView) {
        _ = performUnmappedReaction(.didEndMultipleSelectionInteraction)
        if ownerResponds(to: .didEndMultipleSelectionInteraction) {
            owner?.tableViewDidEndMultipleSelectionInteraction(tableView)
        }
    }

    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`: the `contextMenuConfiguration` event's answer when one
    /// exists for the row (even `nil`), else the owner's, else `nil`.
    public func tableView(
        _ tableView: any TableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        optionalAnswer(.contextMenuConfigurationForRowAtIndexPath, at: indexPath, in: tableView, first: point) {
            owner?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`: the owner's method; no event has this method.
    public func tableView(
        _ tableView: any TableView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator
    ) {
        guard ownerResponds(to: .willPerformPreviewAction) else { return }
        owner?.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    /// `tableView(_:willDisplayContextMenu:animator:)`: the owner's method; no event has this method.
    public func tableView(
        _ tableView: any TableView,
        willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {
        guard ownerResponds(to: .willDisplayContextMenu) else { return }
        owner?.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    /// `tableView(_:willEndContextMenuInteraction:animator:)`: the owner's method; no event has this method.
    public func tableView(
        _ tableView: any TableView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {
        guard ownerResponds(to: .willEndContextMenuInteraction) else { return }
        owner?.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }
}

extension TableManagerDelegate {
    /// `tableView(_:canFocusRowAt:)`: the `canFocus` event's answer, else the owner's, else `true`.
    public func tableView(_ tableView: any TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        answer(
            .canFocusRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, canFocusRowAt: indexPath) }, otherwise: true)
    }
}

// The legacy edit menu, focus, spring-loading and context-menu preview methods.

extension TableManagerDelegate {
    /// `tableView(_:shouldShowMenuForRowAt:)`: the `shouldShowMenu` event's answer, else the owner's, else `false`.
    public func tableView(_ tableView: any TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        answer(
            .shouldShowMenuForRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, shouldShowMenuForRowAt: indexPath) }, otherwise: false)
    }

    /// `tableView(_:canPerformAction:forRowAt:withSender:)`: the `canPerformAction` event's answer, with the action
    /// and the sender first, else the owner's, else `false`.
    public func tableView(
        _ tableView: any TableView,
        canPerformAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        answer(
            .canPerformActionForRowAtIndexPath, at: indexPath, in: tableView, first: action, second: sender as Any,
            owner: { owner?.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender) },
            otherwise: false)
    }

    /// `tableView(_:performAction:forRowAt:withSender:)`: runs the `performAction` event with the action and the
    /// sender first, then the owner's method.
    public func tableView(
        _ tableView: any TableView,
        performAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        notify(
            .performActionForRowAtIndexPath, at: indexPath, in: tableView, first: action, second: sender as Any
        ) {
            owner?.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// `tableView(_:shouldUpdateFocusIn:)`: the `shouldUpdateFocus` event's answer, else the owner's, else `true`.
    public func tableView(_ tableView: any TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool {
        unmappedAnswer(
            .shouldUpdateFocusInContext, first: context,
            owner: { owner?.tableView(tableView, shouldUpdateFocusIn: context) }, otherwise: true)
    }

    /// `tableView(_:didUpdateFocusIn:with:)`: runs the `didUpdateFocus` event, then the owner's method.
    public func tableView(
        _ tableView: any TableView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        _ = performUnmappedReaction(
            .didUpdateFocusInContextWithAnimationCoordinator, first: context, second: coordinator)
        if ownerResponds(to: .didUpdateFocus) {
            owner?.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// `indexPathForPreferredFocusedView(in:)`: the `indexPathForPreferredFocusedView` event's answer (even `nil`),
    /// else the owner's, else `nil`.
    public func indexPathForPreferredFocusedView(in tableView: any TableView) -> IndexPath? {
        if let answer = performOptionalUnmappedReaction(
            .indexPathForPreferredFocusedViewInTableView, as: IndexPath.self)
        {
            return answer
        }
        return ownerResponds(to: .indexPathForPreferredFocusedView)
            ? owner?.indexPathForPreferredFocusedView(in: tableView) : nil
    }

    /// `tableView(_:shouldSpringLoadRowAt:with:)`: the `shouldSpringLoad` event's answer, with the context first, else
    /// the owner's, else `true`.
    public func tableView(
        _ tableView: any TableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool {
        answer(
            .shouldSpringLoadRowAtIndexPathWithContext, at: indexPath, in: tableView, first: context,
            owner: { owner?.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context) }, otherwise: true)
    }

    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`: the event's answer (even `nil`), else the
    /// owner's, else `nil`.
    public func tableView(
        _ tableView: any TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        if let answer = performOptionalUnmappedReaction(
            .previewForHighlightingContextMenu, first: configuration, as: TargetedPreview.self)
        {
            return answer
        }
        guard ownerResponds(to: .previewForHighlightingContextMenu) else { return nil }
        return owner?.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`: the event's answer (even `nil`), else the
    /// owner's, else `nil`.
    public func tableView(
        _ tableView: any TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        if let answer = performOptionalUnmappedReaction(
            .previewForDismissingContextMenu, first: configuration, as: TargetedPreview.self)
        {
            return answer
        }
        guard ownerResponds(to: .previewForDismissingContextMenu) else { return nil }
        return owner?.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
}
