import Foundation
import VirtualUIKit

// The double's interaction methods: editing and reordering, swipe actions, menus, focus, multiple selection, context
// menus, drag and drop. Each logs its call and answers from the double's properties.
extension RecordingTableViewDelegate {
    // MARK: Data source

    package func tableView(_ tableView: any TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        log(.canMoveRow(indexPath))
        return canMove(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        log(.moveRow(from: sourceIndexPath, to: destinationIndexPath))
        onMove?(sourceIndexPath, destinationIndexPath)
    }

    package func sectionIndexTitles(for tableView: any TableView) -> [String]? {
        log(.sectionIndexTitles)
        return sectionIndexTitlesAnswer
    }

    package func tableView(_ tableView: any TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    {
        log(.sectionForSectionIndexTitle(title, at: index))
        return sectionForSectionIndexTitle(title, index)
    }

    // MARK: Editing, reordering, swipe actions

    package func tableView(_ tableView: any TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        log(.shouldIndentWhileEditingRow(indexPath))
        return shouldIndent(indexPath)
    }

    package func tableView(_ tableView: any TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        log(.indentationLevelForRow(indexPath))
        return indentationLevel(indexPath)
    }

    package func tableView(_ tableView: any TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log(.willBeginEditingRow(indexPath))
        onWillBeginEditing?(indexPath)
    }

    package func tableView(_ tableView: any TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log(.didEndEditingRow(indexPath))
        onDidEndEditing?(indexPath)
    }

    package func tableView(_ tableView: any TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        log(.titleForDeleteConfirmationButton(indexPath))
        return deleteTitle(indexPath)
    }

    package func tableView(_ tableView: any TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        log(.leadingSwipeActionsConfiguration(indexPath))
        return leadingSwipeActions(indexPath)
    }

    package func tableView(_ tableView: any TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        log(.trailingSwipeActionsConfiguration(indexPath))
        return trailingSwipeActions(indexPath)
    }

    package func tableView(_ tableView: any TableView, editActionsForRowAt indexPath: IndexPath)
        -> [TableViewRowAction]?
    {
        log(.editActionsForRow(indexPath))
        return editActions(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log(.targetIndexPathForMove(from: sourceIndexPath, proposed: proposedDestinationIndexPath))
        onTargetIndexPath?(sourceIndexPath, proposedDestinationIndexPath)
        return targetIndexPath(sourceIndexPath, proposedDestinationIndexPath)
    }

    package func tableView(_ tableView: any TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log(.accessoryButtonTapped(indexPath))
    }

    // MARK: Menus, focus, spring loading, multiple selection

    package func tableView(_ tableView: any TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        log(.shouldShowMenu(indexPath))
        return shouldShowMenu(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        canPerformAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        log(.canPerformAction(action, indexPath))
        return canPerformAction(action)
    }

    package func tableView(
        _ tableView: any TableView,
        performAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        log(.performAction(action, indexPath))
    }

    package func tableView(_ tableView: any TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        log(.canFocusRow(indexPath))
        return canFocus(indexPath)
    }

    package func tableView(_ tableView: any TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool {
        log(.shouldUpdateFocus(context))
        return shouldUpdateFocus(context)
    }

    package func tableView(
        _ tableView: any TableView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        log(.didUpdateFocus(context))
        onDidUpdateFocus?(coordinator)
    }

    package func indexPathForPreferredFocusedView(in tableView: any TableView) -> IndexPath? {
        log(.indexPathForPreferredFocusedView)
        return preferredFocusedIndexPath
    }

    package func tableView(_ tableView: any TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        log(.selectionFollowsFocusForRow(indexPath))
        return selectionFollowsFocus(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool {
        log(.shouldSpringLoadRow(indexPath))
        return shouldSpringLoad(indexPath)
    }

    package func tableView(_ tableView: any TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        log(.shouldBeginMultipleSelectionInteraction(indexPath))
        return shouldBeginMultipleSelection(indexPath)
    }

    package func tableView(_ tableView: any TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        log(.didBeginMultipleSelectionInteraction(indexPath))
    }

    package func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableView) {
        log(.didEndMultipleSelectionInteraction)
    }

    // MARK: Context menus

    package func tableView(
        _ tableView: any TableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log(.contextMenuConfigurationForRow(indexPath, point: point))
        return contextMenu(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log(.previewForHighlightingContextMenu(configuration))
        return highlightPreview
    }

    package func tableView(
        _ tableView: any TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log(.previewForDismissingContextMenu(configuration))
        return dismissalPreview
    }

    package func tableView(
        _ tableView: any TableView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator
    ) {
        log(.willPerformPreviewAction(configuration))
        onWillPerformPreviewAction?(animator)
    }

    package func tableView(
        _ tableView: any TableView,
        willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {
        log(.willDisplayContextMenu(configuration))
        onWillDisplayContextMenu?(animator)
    }

    package func tableView(
        _ tableView: any TableView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {
        log(.willEndContextMenuInteraction(configuration))
        onWillEndContextMenu?(animator)
    }

    // MARK: Drag and drop

    package func tableView(_ tableView: any TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    {
        log(.itemsForBeginningDragSession(indexPath))
        return itemsForBeginning(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        log(.itemsForAddingToDragSession(indexPath, point: point))
        return itemsForAdding(indexPath)
    }

    package func tableView(_ tableView: any TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    {
        log(.dragPreviewParameters(indexPath))
        return dragPreview
    }

    package func tableView(_ tableView: any TableView, dragSessionWillBegin session: DragSession) {
        log(.dragSessionWillBegin)
    }

    package func tableView(_ tableView: any TableView, dragSessionDidEnd session: DragSession) {
        log(.dragSessionDidEnd)
    }

    package func tableView(_ tableView: any TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        log(.dragSessionAllowsMoveOperation)
        return allowsMove
    }

    package func tableView(
        _ tableView: any TableView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        log(.dragSessionIsRestrictedToDraggingApplication)
        return isRestrictedToApp
    }

    package func tableView(_ tableView: any TableView, performDropWith coordinator: DropCoordinator) {
        log(.performDrop(destination: coordinator.destinationIndexPath))
        onPerformDrop?(coordinator)
    }

    package func tableView(_ tableView: any TableView, canHandle session: DropSession) -> Bool {
        log(.canHandleDropSession)
        return canHandleDrop
    }

    package func tableView(_ tableView: any TableView, dropSessionDidEnter session: DropSession) {
        log(.dropSessionDidEnter)
    }

    package func tableView(
        _ tableView: any TableView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        log(.dropSessionDidUpdate(destination: destinationIndexPath))
        return dropProposal
    }

    package func tableView(_ tableView: any TableView, dropSessionDidExit session: DropSession) {
        log(.dropSessionDidExit)
    }

    package func tableView(_ tableView: any TableView, dropSessionDidEnd session: DropSession) {
        log(.dropSessionDidEnd)
    }

    package func tableView(_ tableView: any TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    {
        log(.dropPreviewParameters(indexPath))
        return dropPreview
    }
}
