/// The table-view methods that events replace, with UIKit's Objective-C selector strings as raw values:
/// DTTableViewManager's `EventMethodSignature`, all 72 of its cases.
///
/// The manager's data source and delegate answer `responds(to:)` for a method with a signature here only when an event
/// for it is registered (or the owner implements the method itself); the header and footer heights are also answered
/// while the configuration's semantic heights are on. Three signatures are not real selectors: the legacy
/// `configure`, `configureHeader` and `configureFooter` events.
///
/// The name differs from DTTableViewManager's so that a file importing both this module and `CollectionManager`,
/// whose collection-view enum is `EventMethodSignature`, can name either without qualifying it.
public enum TableViewEventMethodSignature: RawRepresentable, CaseIterable, Hashable, Sendable, EventSignature {
    // MARK: Data source

    /// The deprecated `configure` event: runs after a cell is configured.
    case configureCell
    /// The deprecated `configureHeader` event: runs after a header view is configured.
    case configureHeader
    /// The deprecated `configureFooter` event: runs after a footer view is configured.
    case configureFooter
    /// The data-source method `tableView(_:commit:forRowAt:)`.
    case commitEditingStyleForRowAtIndexPath
    /// The data-source method `tableView(_:canEditRowAt:)`.
    case canEditRowAtIndexPath
    /// The data-source method `tableView(_:canMoveRowAt:)`.
    case canMoveRowAtIndexPath
    /// The data-source method `sectionIndexTitles(for:)`.
    case sectionIndexTitlesForTableView
    /// The data-source method `tableView(_:sectionForSectionIndexTitle:at:)`.
    case sectionForSectionIndexTitleAtIndex
    /// The data-source method `tableView(_:moveRowAt:to:)`.
    case moveRowAtIndexPathToIndexPath

    // MARK: Delegate

    /// The delegate method `tableView(_:heightForRowAt:)`.
    case heightForRowAtIndexPath
    /// The delegate method `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRowAtIndexPath
    /// The delegate method `tableView(_:indentationLevelForRowAt:)`.
    case indentationLevelForRowAtIndexPath
    /// The delegate method `tableView(_:willDisplay:forRowAt:)`.
    case willDisplayCellForRowAtIndexPath
    /// The delegate method `tableView(_:editActionsForRowAt:)`.
    case editActionsForRowAtIndexPath
    /// The delegate method `tableView(_:accessoryButtonTappedForRowWith:)`.
    case accessoryButtonTappedForRowAtIndexPath
    /// The delegate method `tableView(_:willSelectRowAt:)`.
    case willSelectRowAtIndexPath
    /// The delegate method `tableView(_:didSelectRowAt:)`.
    case didSelectRowAtIndexPath
    /// The delegate method `tableView(_:willDeselectRowAt:)`.
    case willDeselectRowAtIndexPath
    /// The delegate method `tableView(_:didDeselectRowAt:)`.
    case didDeselectRowAtIndexPath
    /// The delegate method `tableView(_:heightForHeaderInSection:)`.
    case heightForHeaderInSection
    /// The delegate method `tableView(_:estimatedHeightForHeaderInSection:)`.
    case estimatedHeightForHeaderInSection
    /// The delegate method `tableView(_:heightForFooterInSection:)`.
    case heightForFooterInSection
    /// The delegate method `tableView(_:estimatedHeightForFooterInSection:)`.
    case estimatedHeightForFooterInSection
    /// The delegate method `tableView(_:willDisplayHeaderView:forSection:)`.
    case willDisplayHeaderForSection
    /// The delegate method `tableView(_:willDisplayFooterView:forSection:)`.
    case willDisplayFooterForSection
    /// The delegate method `tableView(_:willBeginEditingRowAt:)`.
    case willBeginEditingRowAtIndexPath
    /// The delegate method `tableView(_:didEndEditingRowAt:)`.
    case didEndEditingRowAtIndexPath
    /// The delegate method `tableView(_:editingStyleForRowAt:)`.
    case editingStyleForRowAtIndexPath
    /// The delegate method `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    case titleForDeleteButtonForRowAtIndexPath
    /// The delegate method `tableView(_:shouldIndentWhileEditingRowAt:)`.
    case shouldIndentWhileEditingRowAtIndexPath
    /// The delegate method `tableView(_:didEndDisplaying:forRowAt:)`.
    case didEndDisplayingCellForRowAtIndexPath
    /// The delegate method `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    case didEndDisplayingHeaderViewForSection
    /// The delegate method `tableView(_:didEndDisplayingFooterView:forSection:)`.
    case didEndDisplayingFooterViewForSection
    /// The delegate method `tableView(_:shouldShowMenuForRowAt:)`.
    case shouldShowMenuForRowAtIndexPath
    /// The delegate method `tableView(_:canPerformAction:forRowAt:withSender:)`.
    case canPerformActionForRowAtIndexPath
    /// The delegate method `tableView(_:performAction:forRowAt:withSender:)`.
    case performActionForRowAtIndexPath
    /// The delegate method `tableView(_:shouldHighlightRowAt:)`.
    case shouldHighlightRowAtIndexPath
    /// The delegate method `tableView(_:didHighlightRowAt:)`.
    case didHighlightRowAtIndexPath
    /// The delegate method `tableView(_:didUnhighlightRowAt:)`.
    case didUnhighlightRowAtIndexPath
    /// The delegate method `tableView(_:canFocusRowAt:)`.
    case canFocusRowAtIndexPath
    /// The delegate method `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    case leadingSwipeActionsConfigurationForRowAtIndexPath
    /// The delegate method `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case trailingSwipeActionsConfigurationForRowAtIndexPath
    /// The delegate method `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    case targetIndexPathForMoveFromRowAtIndexPath
    /// The delegate method `tableView(_:shouldUpdateFocusIn:)`.
    case shouldUpdateFocusInContext
    /// The delegate method `tableView(_:didUpdateFocusIn:with:)`.
    case didUpdateFocusInContextWithAnimationCoordinator
    /// The delegate method `indexPathForPreferredFocusedView(in:)`.
    case indexPathForPreferredFocusedViewInTableView
    /// The delegate method `tableView(_:shouldSpringLoadRowAt:with:)`.
    case shouldSpringLoadRowAtIndexPathWithContext
    /// The delegate method `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    case shouldBeginMultipleSelectionInteractionAtIndexPath
    /// The delegate method `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
    case didBeginMultipleSelectionInteractionAtIndexPath
    /// The delegate method `tableViewDidEndMultipleSelectionInteraction(_:)`.
    case didEndMultipleSelectionInteraction
    /// The delegate method `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    case contextMenuConfigurationForRowAtIndexPath
    /// The delegate method `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    case previewForHighlightingContextMenu
    /// The delegate method `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    case previewForDismissingContextMenu
    /// The delegate method `tableView(_:selectionFollowsFocusForRowAt:)`.
    case selectionFollowsFocusForRowAtIndexPath
    /// The delegate method `tableView(_:canPerformPrimaryActionForRowAt:)`.
    case canPerformPrimaryActionForRowAtIndexPath
    /// The delegate method `tableView(_:performPrimaryActionForRowAt:)`.
    case performPrimaryActionForRowAtIndexPath

    // MARK: Drag

    /// The drag-delegate method `tableView(_:itemsForBeginning:at:)`.
    case itemsForBeginningDragSession
    /// The drag-delegate method `tableView(_:itemsForAddingTo:at:point:)`.
    case itemsForAddingToDragSession
    /// The drag-delegate method `tableView(_:dragPreviewParametersForRowAt:)`.
    case dragPreviewParametersForRowAtIndexPath
    /// The drag-delegate method `tableView(_:dragSessionWillBegin:)`.
    case dragSessionWillBegin
    /// The drag-delegate method `tableView(_:dragSessionDidEnd:)`.
    case dragSessionDidEnd
    /// The drag-delegate method `tableView(_:dragSessionAllowsMoveOperation:)`.
    case dragSessionAllowsMoveOperation
    /// The drag-delegate method `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    case dragSessionIsRestrictedToDraggingApplication

    // MARK: Drop

    /// The drop-delegate method `tableView(_:performDropWith:)`.
    case performDropWithCoordinator
    /// The drop-delegate method `tableView(_:canHandle:)`.
    case canHandleDropSession
    /// The drop-delegate method `tableView(_:dropSessionDidEnter:)`.
    case dropSessionDidEnter
    /// The drop-delegate method `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    case dropSessionDidUpdateWithDestinationIndexPath
    /// The drop-delegate method `tableView(_:dropSessionDidExit:)`.
    case dropSessionDidExit
    /// The drop-delegate method `tableView(_:dropSessionDidEnd:)`.
    case dropSessionDidEnd
    /// The drop-delegate method `tableView(_:dropPreviewParametersForRowAt:)`.
    case dropPreviewParametersForRowAtIndexPath

    // MARK: Prefetching

    /// The prefetching method `tableView(_:prefetchRowsAt:)`.
    case prefetchRowsAtIndexPaths
    /// The prefetching method `tableView(_:cancelPrefetchingForRowsAt:)`.
    case cancelPrefetchingForRowsAtIndexPaths

    /// The method's Objective-C selector string, such as `"tableView:didSelectRowAtIndexPath:"`.
    public var rawValue: String { entry.selector }

    /// The method with the selector string `rawValue`, or `nil` when no event replaces it.
    public init?(rawValue: String) {
        guard let signature = Self.signaturesBySelector[rawValue] else { return nil }
        self = signature
    }

    private static let signaturesBySelector = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The case's position in declaration order.
    @usableFromInline
    package var ordinal: Int { entry.ordinal }

    /// How many methods there are.
    @usableFromInline
    package static let count = allCases.count

    /// The table-view selector with this signature's raw value.
    var selector: TableViewSelector { TableViewSelector(rawValue: rawValue) }

    /// Each case's position and selector string, kept side by side so that neither can drift from the other.
    @usableFromInline
    var entry: (ordinal: Int, selector: String) {
        switch self {
        case .configureCell: (0, "tableViewConfigureCell_imaginarySelector")
        case .configureHeader: (1, "tableViewConfigureHeader_imaginarySelector")
        case .configureFooter: (2, "tableViewConfigureFooter_imaginarySelector")
        case .commitEditingStyleForRowAtIndexPath: (3, "tableView:commitEditingStyle:forRowAtIndexPath:")
        case .canEditRowAtIndexPath: (4, "tableView:canEditRowAtIndexPath:")
        case .canMoveRowAtIndexPath: (5, "tableView:canMoveRowAtIndexPath:")
        case .sectionIndexTitlesForTableView: (6, "sectionIndexTitlesForTableView:")
        case .sectionForSectionIndexTitleAtIndex: (7, "tableView:sectionForSectionIndexTitle:atIndex:")
        case .moveRowAtIndexPathToIndexPath: (8, "tableView:moveRowAtIndexPath:toIndexPath:")
        case .heightForRowAtIndexPath: (9, "tableView:heightForRowAtIndexPath:")
        case .estimatedHeightForRowAtIndexPath: (10, "tableView:estimatedHeightForRowAtIndexPath:")
        case .indentationLevelForRowAtIndexPath: (11, "tableView:indentationLevelForRowAtIndexPath:")
        case .willDisplayCellForRowAtIndexPath: (12, "tableView:willDisplayCell:forRowAtIndexPath:")
        case .editActionsForRowAtIndexPath: (13, "tableView:editActionsForRowAtIndexPath:")
        case .accessoryButtonTappedForRowAtIndexPath: (14, "tableView:accessoryButtonTappedForRowWithIndexPath:")
        case .willSelectRowAtIndexPath: (15, "tableView:willSelectRowAtIndexPath:")
        case .didSelectRowAtIndexPath: (16, "tableView:didSelectRowAtIndexPath:")
        case .willDeselectRowAtIndexPath: (17, "tableView:willDeselectRowAtIndexPath:")
        case .didDeselectRowAtIndexPath: (18, "tableView:didDeselectRowAtIndexPath:")
        case .heightForHeaderInSection: (19, "tableView:heightForHeaderInSection:")
        case .estimatedHeightForHeaderInSection: (20, "tableView:estimatedHeightForHeaderInSection:")
        case .heightForFooterInSection: (21, "tableView:heightForFooterInSection:")
        case .estimatedHeightForFooterInSection: (22, "tableView:estimatedHeightForFooterInSection:")
        case .willDisplayHeaderForSection: (23, "tableView:willDisplayHeaderView:forSection:")
        case .willDisplayFooterForSection: (24, "tableView:willDisplayFooterView:forSection:")
        case .willBeginEditingRowAtIndexPath: (25, "tableView:willBeginEditingRowAtIndexPath:")
        case .didEndEditingRowAtIndexPath: (26, "tableView:didEndEditingRowAtIndexPath:")
        case .editingStyleForRowAtIndexPath: (27, "tableView:editingStyleForRowAtIndexPath:")
        case .titleForDeleteButtonForRowAtIndexPath:
            (28, "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:")
        case .shouldIndentWhileEditingRowAtIndexPath: (29, "tableView:shouldIndentWhileEditingRowAtIndexPath:")
        case .didEndDisplayingCellForRowAtIndexPath: (30, "tableView:didEndDisplayingCell:forRowAtIndexPath:")
        case .didEndDisplayingHeaderViewForSection: (31, "tableView:didEndDisplayingHeaderView:forSection:")
        case .didEndDisplayingFooterViewForSection: (32, "tableView:didEndDisplayingFooterView:forSection:")
        case .shouldShowMenuForRowAtIndexPath: (33, "tableView:shouldShowMenuForRowAtIndexPath:")
        case .canPerformActionForRowAtIndexPath: (34, "tableView:canPerformAction:forRowAtIndexPath:withSender:")
        case .performActionForRowAtIndexPath: (35, "tableView:performAction:forRowAtIndexPath:withSender:")
        case .shouldHighlightRowAtIndexPath: (36, "tableView:shouldHighlightRowAtIndexPath:")
        case .didHighlightRowAtIndexPath: (37, "tableView:didHighlightRowAtIndexPath:")
        case .didUnhighlightRowAtIndexPath: (38, "tableView:didUnhighlightRowAtIndexPath:")
        case .canFocusRowAtIndexPath: (39, "tableView:canFocusRowAtIndexPath:")
        case .leadingSwipeActionsConfigurationForRowAtIndexPath:
            (40, "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")
        case .trailingSwipeActionsConfigurationForRowAtIndexPath:
            (41, "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")
        case .targetIndexPathForMoveFromRowAtIndexPath:
            (42, "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")
        case .shouldUpdateFocusInContext: (43, "tableView:shouldUpdateFocusInContext:")
        case .didUpdateFocusInContextWithAnimationCoordinator:
            (44, "tableView:didUpdateFocusInContext:withAnimationCoordinator:")
        case .indexPathForPreferredFocusedViewInTableView: (45, "indexPathForPreferredFocusedViewInTableView:")
        case .shouldSpringLoadRowAtIndexPathWithContext: (46, "tableView:shouldSpringLoadRowAtIndexPath:withContext:")
        case .shouldBeginMultipleSelectionInteractionAtIndexPath:
            (47, "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:")
        case .didBeginMultipleSelectionInteractionAtIndexPath:
            (48, "tableView:didBeginMultipleSelectionInteractionAtIndexPath:")
        case .didEndMultipleSelectionInteraction: (49, "tableViewDidEndMultipleSelectionInteraction:")
        case .contextMenuConfigurationForRowAtIndexPath:
            (50, "tableView:contextMenuConfigurationForRowAtIndexPath:point:")
        case .previewForHighlightingContextMenu: (51, "tableView:previewForHighlightingContextMenuWithConfiguration:")
        case .previewForDismissingContextMenu: (52, "tableView:previewForDismissingContextMenuWithConfiguration:")
        case .selectionFollowsFocusForRowAtIndexPath: (53, "tableView:selectionFollowsFocusForRowAtIndexPath:")
        case .canPerformPrimaryActionForRowAtIndexPath: (54, "tableView:canPerformPrimaryActionForRowAtIndexPath:")
        case .performPrimaryActionForRowAtIndexPath: (55, "tableView:performPrimaryActionForRowAtIndexPath:")
        case .itemsForBeginningDragSession: (56, "tableView:itemsForBeginningDragSession:atIndexPath:")
        case .itemsForAddingToDragSession: (57, "tableView:itemsForAddingToDragSession:atIndexPath:point:")
        case .dragPreviewParametersForRowAtIndexPath: (58, "tableView:dragPreviewParametersForRowAtIndexPath:")
        case .dragSessionWillBegin: (59, "tableView:dragSessionWillBegin:")
        case .dragSessionDidEnd: (60, "tableView:dragSessionDidEnd:")
        case .dragSessionAllowsMoveOperation: (61, "tableView:dragSessionAllowsMoveOperation:")
        case .dragSessionIsRestrictedToDraggingApplication:
            (62, "tableView:dragSessionIsRestrictedToDraggingApplication:")
        case .performDropWithCoordinator: (63, "tableView:performDropWithCoordinator:")
        case .canHandleDropSession: (64, "tableView:canHandleDropSession:")
        case .dropSessionDidEnter: (65, "tableView:dropSessionDidEnter:")
        case .dropSessionDidUpdateWithDestinationIndexPath:
            (66, "tableView:dropSessionDidUpdate:withDestinationIndexPath:")
        case .dropSessionDidExit: (67, "tableView:dropSessionDidExit:")
        case .dropSessionDidEnd: (68, "tableView:dropSessionDidEnd:")
        case .dropPreviewParametersForRowAtIndexPath: (69, "tableView:dropPreviewParametersForRowAtIndexPath:")
        case .prefetchRowsAtIndexPaths: (70, "tableView:prefetchRowsAtIndexPaths:")
        case .cancelPrefetchingForRowsAtIndexPaths: (71, "tableView:cancelPrefetchingForRowsAtIndexPaths:")
        }
    }
}
