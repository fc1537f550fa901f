import Foundation

// UIKit's answers for the delegate's editing, reordering, menu, focus, multiple-selection and context-menu methods.
extension TableViewDelegate {
    /// Returns `true`.
    public func tableView(_ tableView: any TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Returns 0.
    public func tableView(_ tableView: any TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: any TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// Returns `nil`: the Delete action keeps UIKit's title, "Delete".
    public func tableView(
        _ tableView: any TableView,
        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }

    /// Returns `nil`: no leading actions.
    public func tableView(
        _ tableView: any TableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }

    /// Returns `nil`: the row actions of `editActionsForRowAt`, or else the default trailing action, Delete, when the
    /// row's editing style is delete.
    public func tableView(
        _ tableView: any TableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }

    /// Returns `nil`: the default trailing action, Delete, when the row's editing style is delete.
    public func tableView(_ tableView: any TableView, editActionsForRowAt indexPath: IndexPath)
        -> [TableViewRowAction]?
    { nil }

    /// Returns `proposedDestinationIndexPath`.
    public func tableView(
        _ tableView: any TableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// Returns `false`.
    public func tableView(_ tableView: any TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }

    /// Returns `false`.
    public func tableView(
        _ tableView: any TableView,
        canPerformAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        performAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}

    /// Returns whether the row's displayed cell can become focused; `true` when the row is not displayed.
    public func tableView(_ tableView: any TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableView.cellForRow(at: indexPath)?.canBecomeFocused ?? true
    }

    /// Returns `true`.
    public func tableView(_ tableView: any TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool {
        true
    }

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}

    /// Returns `nil`.
    public func indexPathForPreferredFocusedView(in tableView: any TableView) -> IndexPath? { nil }

    /// Returns the table's `selectionFollowsFocus`.
    public func tableView(_ tableView: any TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }

    /// Returns `true`.
    public func tableView(
        _ tableView: any TableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool { true }

    /// Returns `false`.
    public func tableView(
        _ tableView: any TableView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableView) {}

    /// Returns `nil`: no menu.
    public func tableView(
        _ tableView: any TableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? { nil }

    /// Returns `nil`.
    public func tableView(
        _ tableView: any TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// Returns `nil`.
    public func tableView(
        _ tableView: any TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {}
}
