/// The roles an object can play for a table view, each with its own set of optional methods.
///
/// A ``VirtualTableView`` asks an object about every selector in ``optionalSelectors`` when the object is assigned to
/// the property of the role.
public enum TableViewRole: CaseIterable, Hashable, Sendable {
    /// `dataSource`, a ``TableViewDataSource``.
    case dataSource
    /// `delegate`, a ``TableViewDelegate``.
    case delegate
    /// `prefetchDataSource`, a ``TableViewDataSourcePrefetching``.
    case prefetchDataSource
    /// `dragDelegate`, a ``TableViewDragDelegate``.
    case dragDelegate
    /// `dropDelegate`, a ``TableViewDropDelegate``.
    case dropDelegate

    /// The optional methods of the role, in the order a table view asks about them.
    public var optionalSelectors: [TableViewSelector] {
        switch self {
        case .dataSource:
            [
                .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection, .canEditRow, .commitEditingStyle,
                .canMoveRow, .moveRow, .sectionIndexTitles, .sectionForSectionIndexTitle,
            ]
        case .delegate:
            [
                .willDisplayCell, .willDisplayHeaderView, .willDisplayFooterView, .didEndDisplayingCell,
                .didEndDisplayingHeaderView, .didEndDisplayingFooterView, .heightForRow, .heightForHeaderInSection,
                .heightForFooterInSection, .estimatedHeightForRow, .estimatedHeightForHeaderInSection,
                .estimatedHeightForFooterInSection, .viewForHeaderInSection, .viewForFooterInSection,
                .shouldHighlightRow, .didHighlightRow, .didUnhighlightRow, .willSelectRow, .willDeselectRow,
                .didSelectRow, .didDeselectRow, .editingStyleForRow, .shouldIndentWhileEditingRow,
                .indentationLevelForRow, .willBeginEditingRow, .didEndEditingRow, .titleForDeleteConfirmationButton,
                .leadingSwipeActionsConfiguration, .trailingSwipeActionsConfiguration, .editActionsForRow,
                .targetIndexPathForMove,
                .accessoryButtonTapped, .shouldShowMenu, .canPerformAction, .performAction, .canFocusRow,
                .shouldUpdateFocus, .didUpdateFocus, .indexPathForPreferredFocusedView, .selectionFollowsFocusForRow,
                .shouldSpringLoadRow, .shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction,
                .didEndMultipleSelectionInteraction, .contextMenuConfigurationForRow,
                .previewForHighlightingContextMenu, .previewForDismissingContextMenu, .willPerformPreviewAction,
                .willDisplayContextMenu, .willEndContextMenuInteraction, .canPerformPrimaryActionForRow,
                .performPrimaryActionForRow,
            ]
        case .prefetchDataSource:
            [.cancelPrefetchingForRows]
        case .dragDelegate:
            [
                .itemsForAddingToDragSession, .dragPreviewParameters, .dragSessionWillBegin, .dragSessionDidEnd,
                .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication,
            ]
        case .dropDelegate:
            [
                .canHandleDropSession, .dropSessionDidEnter, .dropSessionDidUpdate, .dropSessionDidExit,
                .dropSessionDidEnd, .dropPreviewParameters,
            ]
        }
    }
}
