/// The name of a table view's data-source or delegate method, spelled as UIKit's Objective-C selector.
///
/// A table view cannot ask an object whether it implements a method without an Objective-C runtime; it asks
/// ``TableViewSelectorResponding/responds(to:)`` with one of these values instead. The raw values are UIKit's selector
/// strings, which DTTableViewManager also uses as `EventMethodSignature` raw values, so an object that answers
/// dynamically can compare them directly:
///
/// ```swift
/// func responds(to selector: TableViewSelector) -> Bool {
///     selector == .didSelectRow || registeredEvents.contains(selector.rawValue)
/// }
/// ```
///
/// Every optional method of the table-view protocols has a constant here. The required methods
/// (`numberOfRowsInSection`, `cellForRow`, `prefetchRows`, `itemsForBeginningDragSession`, `performDrop`) have
/// constants too, for completeness; a table view never
/// asks about them. The type is distinct from ``CollectionViewSelector``: the two views' methods are different
/// methods, and an object that serves both answers for each separately.
public struct TableViewSelector: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The Objective-C selector string, for example `"tableView:didSelectRowAtIndexPath:"`.
    public let rawValue: String

    /// Creates a selector from its Objective-C spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a selector from a string literal holding its Objective-C spelling.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The selector string.
    public var description: String { rawValue }
}

// MARK: - Data source

extension TableViewSelector {
    /// `tableView(_:numberOfRowsInSection:)` — required.
    public static let numberOfRowsInSection: TableViewSelector = "tableView:numberOfRowsInSection:"
    /// `tableView(_:cellForRowAt:)` — required.
    public static let cellForRow: TableViewSelector = "tableView:cellForRowAtIndexPath:"
    /// `numberOfSections(in:)`.
    public static let numberOfSections: TableViewSelector = "numberOfSectionsInTableView:"
    /// `tableView(_:titleForHeaderInSection:)`.
    public static let titleForHeaderInSection: TableViewSelector = "tableView:titleForHeaderInSection:"
    /// `tableView(_:titleForFooterInSection:)`.
    public static let titleForFooterInSection: TableViewSelector = "tableView:titleForFooterInSection:"
    /// `tableView(_:canEditRowAt:)`.
    public static let canEditRow: TableViewSelector = "tableView:canEditRowAtIndexPath:"
    /// `tableView(_:commit:forRowAt:)`.
    public static let commitEditingStyle: TableViewSelector = "tableView:commitEditingStyle:forRowAtIndexPath:"
    /// `tableView(_:canMoveRowAt:)`.
    public static let canMoveRow: TableViewSelector = "tableView:canMoveRowAtIndexPath:"
    /// `tableView(_:moveRowAt:to:)`.
    public static let moveRow: TableViewSelector = "tableView:moveRowAtIndexPath:toIndexPath:"
    /// `sectionIndexTitles(for:)`.
    public static let sectionIndexTitles: TableViewSelector = "sectionIndexTitlesForTableView:"
    /// `tableView(_:sectionForSectionIndexTitle:at:)`.
    public static let sectionForSectionIndexTitle: TableViewSelector =
        "tableView:sectionForSectionIndexTitle:atIndex:"
}

// MARK: - Delegate: display, heights, header and footer views

extension TableViewSelector {
    /// `tableView(_:willDisplay:forRowAt:)`.
    public static let willDisplayCell: TableViewSelector = "tableView:willDisplayCell:forRowAtIndexPath:"
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    public static let willDisplayHeaderView: TableViewSelector = "tableView:willDisplayHeaderView:forSection:"
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    public static let willDisplayFooterView: TableViewSelector = "tableView:willDisplayFooterView:forSection:"
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    public static let didEndDisplayingCell: TableViewSelector = "tableView:didEndDisplayingCell:forRowAtIndexPath:"
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    public static let didEndDisplayingHeaderView: TableViewSelector =
        "tableView:didEndDisplayingHeaderView:forSection:"
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    public static let didEndDisplayingFooterView: TableViewSelector =
        "tableView:didEndDisplayingFooterView:forSection:"

    /// `tableView(_:heightForRowAt:)`.
    public static let heightForRow: TableViewSelector = "tableView:heightForRowAtIndexPath:"
    /// `tableView(_:heightForHeaderInSection:)`.
    public static let heightForHeaderInSection: TableViewSelector = "tableView:heightForHeaderInSection:"
    /// `tableView(_:heightForFooterInSection:)`.
    public static let heightForFooterInSection: TableViewSelector = "tableView:heightForFooterInSection:"
    /// `tableView(_:estimatedHeightForRowAt:)`.
    public static let estimatedHeightForRow: TableViewSelector = "tableView:estimatedHeightForRowAtIndexPath:"
    /// `tableView(_:estimatedHeightForHeaderInSection:)`.
    public static let estimatedHeightForHeaderInSection: TableViewSelector =
        "tableView:estimatedHeightForHeaderInSection:"
    /// `tableView(_:estimatedHeightForFooterInSection:)`.
    public static let estimatedHeightForFooterInSection: TableViewSelector =
        "tableView:estimatedHeightForFooterInSection:"
    /// `tableView(_:viewForHeaderInSection:)`.
    public static let viewForHeaderInSection: TableViewSelector = "tableView:viewForHeaderInSection:"
    /// `tableView(_:viewForFooterInSection:)`.
    public static let viewForFooterInSection: TableViewSelector = "tableView:viewForFooterInSection:"

}

// MARK: - Delegate: highlight and selection

extension TableViewSelector {
    /// `tableView(_:shouldHighlightRowAt:)`.
    public static let shouldHighlightRow: TableViewSelector = "tableView:shouldHighlightRowAtIndexPath:"
    /// `tableView(_:didHighlightRowAt:)`.
    public static let didHighlightRow: TableViewSelector = "tableView:didHighlightRowAtIndexPath:"
    /// `tableView(_:didUnhighlightRowAt:)`.
    public static let didUnhighlightRow: TableViewSelector = "tableView:didUnhighlightRowAtIndexPath:"
    /// `tableView(_:willSelectRowAt:)`.
    public static let willSelectRow: TableViewSelector = "tableView:willSelectRowAtIndexPath:"
    /// `tableView(_:willDeselectRowAt:)`.
    public static let willDeselectRow: TableViewSelector = "tableView:willDeselectRowAtIndexPath:"
    /// `tableView(_:didSelectRowAt:)`.
    public static let didSelectRow: TableViewSelector = "tableView:didSelectRowAtIndexPath:"
    /// `tableView(_:didDeselectRowAt:)`.
    public static let didDeselectRow: TableViewSelector = "tableView:didDeselectRowAtIndexPath:"

}

// MARK: - Delegate: editing, reordering and accessories

extension TableViewSelector {
    /// `tableView(_:editingStyleForRowAt:)`.
    public static let editingStyleForRow: TableViewSelector = "tableView:editingStyleForRowAtIndexPath:"
    /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
    public static let shouldIndentWhileEditingRow: TableViewSelector =
        "tableView:shouldIndentWhileEditingRowAtIndexPath:"
    /// `tableView(_:indentationLevelForRowAt:)`.
    public static let indentationLevelForRow: TableViewSelector = "tableView:indentationLevelForRowAtIndexPath:"
    /// `tableView(_:willBeginEditingRowAt:)`.
    public static let willBeginEditingRow: TableViewSelector = "tableView:willBeginEditingRowAtIndexPath:"
    /// `tableView(_:didEndEditingRowAt:)`.
    public static let didEndEditingRow: TableViewSelector = "tableView:didEndEditingRowAtIndexPath:"
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    public static let titleForDeleteConfirmationButton: TableViewSelector =
        "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    public static let leadingSwipeActionsConfiguration: TableViewSelector =
        "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    public static let trailingSwipeActionsConfiguration: TableViewSelector =
        "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
    /// `tableView(_:editActionsForRowAt:)`.
    public static let editActionsForRow: TableViewSelector = "tableView:editActionsForRowAtIndexPath:"

    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    public static let targetIndexPathForMove: TableViewSelector =
        "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"
    /// `tableView(_:accessoryButtonTappedForRowWith:)`.
    public static let accessoryButtonTapped: TableViewSelector = "tableView:accessoryButtonTappedForRowWithIndexPath:"

}

// MARK: - Delegate: legacy edit menu and focus

extension TableViewSelector {
    /// `tableView(_:shouldShowMenuForRowAt:)` (deprecated in iOS 13).
    public static let shouldShowMenu: TableViewSelector = "tableView:shouldShowMenuForRowAtIndexPath:"
    /// `tableView(_:canPerformAction:forRowAt:withSender:)` (deprecated in iOS 13).
    public static let canPerformAction: TableViewSelector = "tableView:canPerformAction:forRowAtIndexPath:withSender:"
    /// `tableView(_:performAction:forRowAt:withSender:)` (deprecated in iOS 13).
    public static let performAction: TableViewSelector = "tableView:performAction:forRowAtIndexPath:withSender:"

    /// `tableView(_:canFocusRowAt:)`.
    public static let canFocusRow: TableViewSelector = "tableView:canFocusRowAtIndexPath:"
    /// `tableView(_:shouldUpdateFocusIn:)`.
    public static let shouldUpdateFocus: TableViewSelector = "tableView:shouldUpdateFocusInContext:"
    /// `tableView(_:didUpdateFocusIn:with:)`.
    public static let didUpdateFocus: TableViewSelector =
        "tableView:didUpdateFocusInContext:withAnimationCoordinator:"
    /// `indexPathForPreferredFocusedView(in:)`.
    public static let indexPathForPreferredFocusedView: TableViewSelector =
        "indexPathForPreferredFocusedViewInTableView:"
    /// `tableView(_:selectionFollowsFocusForRowAt:)`.
    public static let selectionFollowsFocusForRow: TableViewSelector =
        "tableView:selectionFollowsFocusForRowAtIndexPath:"

}

// MARK: - Delegate: spring loading and multiple selection

extension TableViewSelector {
    /// `tableView(_:shouldSpringLoadRowAt:with:)`.
    public static let shouldSpringLoadRow: TableViewSelector = "tableView:shouldSpringLoadRowAtIndexPath:withContext:"
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    public static let shouldBeginMultipleSelectionInteraction: TableViewSelector =
        "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
    public static let didBeginMultipleSelectionInteraction: TableViewSelector =
        "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
    public static let didEndMultipleSelectionInteraction: TableViewSelector =
        "tableViewDidEndMultipleSelectionInteraction:"

}

// MARK: - Delegate: context menus and primary action

extension TableViewSelector {
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    public static let contextMenuConfigurationForRow: TableViewSelector =
        "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    public static let previewForHighlightingContextMenu: TableViewSelector =
        "tableView:previewForHighlightingContextMenuWithConfiguration:"
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    public static let previewForDismissingContextMenu: TableViewSelector =
        "tableView:previewForDismissingContextMenuWithConfiguration:"
    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`.
    public static let willPerformPreviewAction: TableViewSelector =
        "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:"
    /// `tableView(_:willDisplayContextMenu:animator:)`.
    public static let willDisplayContextMenu: TableViewSelector =
        "tableView:willDisplayContextMenuWithConfiguration:animator:"
    /// `tableView(_:willEndContextMenuInteraction:animator:)`.
    public static let willEndContextMenuInteraction: TableViewSelector =
        "tableView:willEndContextMenuInteractionWithConfiguration:animator:"

    /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
    public static let canPerformPrimaryActionForRow: TableViewSelector =
        "tableView:canPerformPrimaryActionForRowAtIndexPath:"
    /// `tableView(_:performPrimaryActionForRowAt:)`.
    public static let performPrimaryActionForRow: TableViewSelector =
        "tableView:performPrimaryActionForRowAtIndexPath:"
}

// MARK: - Prefetching

extension TableViewSelector {
    /// `tableView(_:prefetchRowsAt:)` — required.
    public static let prefetchRows: TableViewSelector = "tableView:prefetchRowsAtIndexPaths:"
    /// `tableView(_:cancelPrefetchingForRowsAt:)`.
    public static let cancelPrefetchingForRows: TableViewSelector = "tableView:cancelPrefetchingForRowsAtIndexPaths:"
}

// MARK: - Drag delegate

extension TableViewSelector {
    /// `tableView(_:itemsForBeginning:at:)` — required.
    public static let itemsForBeginningDragSession: TableViewSelector =
        "tableView:itemsForBeginningDragSession:atIndexPath:"
    /// `tableView(_:itemsForAddingTo:at:point:)`.
    public static let itemsForAddingToDragSession: TableViewSelector =
        "tableView:itemsForAddingToDragSession:atIndexPath:point:"
    /// `tableView(_:dragPreviewParametersForRowAt:)`.
    public static let dragPreviewParameters: TableViewSelector = "tableView:dragPreviewParametersForRowAtIndexPath:"
    /// `tableView(_:dragSessionWillBegin:)`.
    public static let dragSessionWillBegin: TableViewSelector = "tableView:dragSessionWillBegin:"
    /// `tableView(_:dragSessionDidEnd:)`.
    public static let dragSessionDidEnd: TableViewSelector = "tableView:dragSessionDidEnd:"
    /// `tableView(_:dragSessionAllowsMoveOperation:)`.
    public static let dragSessionAllowsMoveOperation: TableViewSelector = "tableView:dragSessionAllowsMoveOperation:"
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    public static let dragSessionIsRestrictedToDraggingApplication: TableViewSelector =
        "tableView:dragSessionIsRestrictedToDraggingApplication:"
}

// MARK: - Drop delegate

extension TableViewSelector {
    /// `tableView(_:performDropWith:)` — required.
    public static let performDrop: TableViewSelector = "tableView:performDropWithCoordinator:"
    /// `tableView(_:canHandle:)`.
    public static let canHandleDropSession: TableViewSelector = "tableView:canHandleDropSession:"
    /// `tableView(_:dropSessionDidEnter:)`.
    public static let dropSessionDidEnter: TableViewSelector = "tableView:dropSessionDidEnter:"
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    public static let dropSessionDidUpdate: TableViewSelector =
        "tableView:dropSessionDidUpdate:withDestinationIndexPath:"
    /// `tableView(_:dropSessionDidExit:)`.
    public static let dropSessionDidExit: TableViewSelector = "tableView:dropSessionDidExit:"
    /// `tableView(_:dropSessionDidEnd:)`.
    public static let dropSessionDidEnd: TableViewSelector = "tableView:dropSessionDidEnd:"
    /// `tableView(_:dropPreviewParametersForRowAt:)`.
    public static let dropPreviewParameters: TableViewSelector = "tableView:dropPreviewParametersForRowAtIndexPath:"
}
