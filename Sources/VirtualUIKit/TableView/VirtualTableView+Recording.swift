import Foundation

extension VirtualTableView {
    /// One thing the table view did: a call to its data source or a delegate, or one of its own steps (a reload, a
    /// reported inconsistency).
    ///
    /// Calls are recorded just before they are made, and only when they are made: an optional method the object did
    /// not claim to implement never appears. Compare whole sequences in tests:
    ///
    /// ```swift
    /// tableView.resetRecording()
    /// tableView.tapRow(at: first)
    /// XCTAssertEqual(tableView.recordedEvents, [
    ///     .shouldHighlightRow(first), .didHighlightRow(first), .didUnhighlightRow(first),
    ///     .willSelectRow(first), .didSelectRow(first),
    /// ])
    /// ```
    public enum Event: Equatable, Sendable {
        // Data source
        /// `numberOfSections(in:)`.
        case numberOfSections
        /// `tableView(_:numberOfRowsInSection:)`.
        case numberOfRows(section: Int)
        /// `tableView(_:cellForRowAt:)`.
        case cellForRow(IndexPath)
        /// `tableView(_:titleForHeaderInSection:)`.
        case titleForHeader(section: Int)
        /// `tableView(_:titleForFooterInSection:)`.
        case titleForFooter(section: Int)
        /// `tableView(_:canEditRowAt:)`.
        case canEditRow(IndexPath)
        /// `tableView(_:commit:forRowAt:)`.
        case commitEditingStyle(TableViewCellEditingStyle, IndexPath)
        /// `tableView(_:canMoveRowAt:)`.
        case canMoveRow(IndexPath)
        /// `tableView(_:moveRowAt:to:)`.
        case moveRow(from: IndexPath, to: IndexPath)
        /// `sectionIndexTitles(for:)`.
        case sectionIndexTitles
        /// `tableView(_:sectionForSectionIndexTitle:at:)`.
        case sectionForSectionIndexTitle(String, at: Int)

        // Display
        /// `tableView(_:willDisplay:forRowAt:)`.
        case willDisplayCell(IndexPath)
        /// `tableView(_:didEndDisplaying:forRowAt:)`.
        case didEndDisplayingCell(IndexPath)
        /// `tableView(_:willDisplayHeaderView:forSection:)`.
        case willDisplayHeaderView(section: Int)
        /// `tableView(_:willDisplayFooterView:forSection:)`.
        case willDisplayFooterView(section: Int)
        /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
        case didEndDisplayingHeaderView(section: Int)
        /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
        case didEndDisplayingFooterView(section: Int)

        // Heights and header views
        /// `tableView(_:heightForRowAt:)`.
        case heightForRow(IndexPath)
        /// `tableView(_:heightForHeaderInSection:)`.
        case heightForHeader(section: Int)
        /// `tableView(_:heightForFooterInSection:)`.
        case heightForFooter(section: Int)
        /// `tableView(_:estimatedHeightForRowAt:)`.
        case estimatedHeightForRow(IndexPath)
        /// `tableView(_:estimatedHeightForHeaderInSection:)`.
        case estimatedHeightForHeader(section: Int)
        /// `tableView(_:estimatedHeightForFooterInSection:)`.
        case estimatedHeightForFooter(section: Int)
        /// `tableView(_:viewForHeaderInSection:)`.
        case viewForHeader(section: Int)
        /// `tableView(_:viewForFooterInSection:)`.
        case viewForFooter(section: Int)

        // Highlight and selection
        /// `tableView(_:shouldHighlightRowAt:)`.
        case shouldHighlightRow(IndexPath)
        /// `tableView(_:didHighlightRowAt:)`.
        case didHighlightRow(IndexPath)
        /// `tableView(_:didUnhighlightRowAt:)`.
        case didUnhighlightRow(IndexPath)
        /// `tableView(_:willSelectRowAt:)`.
        case willSelectRow(IndexPath)
        /// `tableView(_:willDeselectRowAt:)`.
        case willDeselectRow(IndexPath)
        /// `tableView(_:didSelectRowAt:)`.
        case didSelectRow(IndexPath)
        /// `tableView(_:didDeselectRowAt:)`.
        case didDeselectRow(IndexPath)

        // Editing, reordering and swipe actions
        /// `tableView(_:editingStyleForRowAt:)`.
        case editingStyleForRow(IndexPath)
        /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
        case shouldIndentWhileEditingRow(IndexPath)
        /// `tableView(_:indentationLevelForRowAt:)`.
        case indentationLevelForRow(IndexPath)
        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
        case targetIndexPathForMove(from: IndexPath, proposed: IndexPath)
        /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
        case leadingSwipeActionsConfiguration(IndexPath)
        /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
        case trailingSwipeActionsConfiguration(IndexPath)
        /// `tableView(_:editActionsForRowAt:)`.
        case editActionsForRow(IndexPath)
        /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
        case titleForDeleteConfirmationButton(IndexPath)
        /// `tableView(_:willBeginEditingRowAt:)`.
        case willBeginEditingRow(IndexPath)
        /// `tableView(_:didEndEditingRowAt:)`.
        case didEndEditingRow(IndexPath?)

        // Primary action, accessories, menus, focus
        /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
        case canPerformPrimaryActionForRow(IndexPath)
        /// `tableView(_:performPrimaryActionForRowAt:)`.
        case performPrimaryActionForRow(IndexPath)
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case accessoryButtonTapped(IndexPath)
        /// `tableView(_:shouldShowMenuForRowAt:)`.
        case shouldShowMenu(IndexPath)
        /// `tableView(_:canPerformAction:forRowAt:withSender:)`.
        case canPerformAction(ActionSelector, IndexPath)
        /// `tableView(_:performAction:forRowAt:withSender:)`.
        case performAction(ActionSelector, IndexPath)
        /// `tableView(_:canFocusRowAt:)`.
        case canFocusRow(IndexPath)
        /// `tableView(_:shouldUpdateFocusIn:)`.
        case shouldUpdateFocus(FocusUpdateContext)
        /// `tableView(_:didUpdateFocusIn:with:)`.
        case didUpdateFocus(FocusUpdateContext)
        /// `indexPathForPreferredFocusedView(in:)`.
        case indexPathForPreferredFocusedView
        /// `tableView(_:selectionFollowsFocusForRowAt:)`.
        case selectionFollowsFocusForRow(IndexPath)
        /// `tableView(_:shouldSpringLoadRowAt:with:)`.
        case shouldSpringLoadRow(IndexPath)
        /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
        case shouldBeginMultipleSelectionInteraction(IndexPath)
        /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
        case didBeginMultipleSelectionInteraction(IndexPath)
        /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
        case didEndMultipleSelectionInteraction

        // Context menus
        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
        case contextMenuConfigurationForRow(IndexPath, point: CGPoint)
        /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
        case previewForHighlightingContextMenu(ContextMenuConfiguration)
        /// `tableView(_:willDisplayContextMenu:animator:)`.
        case willDisplayContextMenu(ContextMenuConfiguration)
        /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`.
        case willPerformPreviewAction(ContextMenuConfiguration)
        /// `tableView(_:willEndContextMenuInteraction:animator:)`.
        case willEndContextMenuInteraction(ContextMenuConfiguration)
        /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
        case previewForDismissingContextMenu(ContextMenuConfiguration)

        // Drag and drop
        /// `tableView(_:itemsForBeginning:at:)`.
        case itemsForBeginningDragSession(IndexPath)
        /// `tableView(_:itemsForAddingTo:at:point:)`.
        case itemsForAddingToDragSession(IndexPath, point: CGPoint)
        /// `tableView(_:dragPreviewParametersForRowAt:)`.
        case dragPreviewParameters(IndexPath)
        /// `tableView(_:dragSessionWillBegin:)`.
        case dragSessionWillBegin
        /// `tableView(_:dragSessionAllowsMoveOperation:)`.
        case dragSessionAllowsMoveOperation
        /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
        case dragSessionIsRestrictedToDraggingApplication
        /// `tableView(_:dragSessionDidEnd:)`.
        case dragSessionDidEnd
        /// `tableView(_:canHandle:)`.
        case canHandleDropSession
        /// `tableView(_:dropSessionDidEnter:)`.
        case dropSessionDidEnter
        /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
        case dropSessionDidUpdate(destination: IndexPath?)
        /// `tableView(_:dropPreviewParametersForRowAt:)`.
        case dropPreviewParameters(IndexPath)
        /// `tableView(_:performDropWith:)`.
        case performDrop(destination: IndexPath?)
        /// `tableView(_:dropSessionDidExit:)`.
        case dropSessionDidExit
        /// `tableView(_:dropSessionDidEnd:)`.
        case dropSessionDidEnd

        // Prefetching
        /// `tableView(_:prefetchRowsAt:)`.
        case prefetchRows([IndexPath])
        /// `tableView(_:cancelPrefetchingForRowsAt:)`.
        case cancelPrefetchingForRows([IndexPath])

        // The view's own steps
        /// The view discarded its counts, heights, displayed views and selection (``VirtualTableView/reloadData()``).
        /// Recorded when the reload happens, which is after the layout pass for a reload requested from a callback,
        /// and after the batch for one requested inside a batch.
        case reloadData
        /// A batch update was checked, after its "after" counts were read: applied when
        /// ``PerformedUpdate/inconsistency`` is `nil`, rejected otherwise.
        indirect case performBatchUpdates(PerformedUpdate)
        /// The view reported an inconsistency, just before calling ``VirtualTableView/inconsistencyHandler``.
        case inconsistency(TableViewInconsistency)
        /// The view asked a cell (`kind` `nil`) or a header or footer view (`kind` `CollectionElementKind.sectionHeader`
        /// or `sectionFooter`, at `[section, 0]`) for its preferred attributes (`preferredLayoutAttributesFitting(_:)`),
        /// as it does for an element whose height is automatic.
        case preferredLayoutAttributesFitting(kind: String?, IndexPath)
    }

    /// Returns the recorded events and clears them, like reading everything written to an `EmbeddedChannel`.
    public func takeRecordedEvents() -> [Event] {
        guard allowsCall("VirtualTableView.takeRecordedEvents()") else { return [] }
        defer { recordedEvents.removeAll() }
        return recordedEvents
    }

    /// Clears ``recordedEvents``, ``reportedInconsistencies``, ``performedUpdates`` and the `responds(to:)` query
    /// counts. The view's state (counts, heights, views, selection) is untouched.
    public func resetRecording() {
        guard allowsCall("VirtualTableView.resetRecording()") else { return }
        recordedEvents.removeAll()
        reportedInconsistencies.removeAll()
        batchStorage.performedUpdates.removeAll()
        respondsToCache.resetQueryCounts()
    }
}
