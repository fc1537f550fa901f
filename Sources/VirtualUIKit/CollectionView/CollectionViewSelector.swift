/// The name of a data-source or delegate method, spelled as UIKit's Objective-C selector.
///
/// Linux has no Objective-C runtime, so a collection view cannot ask an object whether it implements a method. It asks
/// ``CollectionViewSelectorResponding/responds(to:)`` instead, with one of these values. The raw values are UIKit's
/// selector strings, the same strings DTCollectionViewManager uses as `EventMethodSignature` raw values, so an object
/// that answers dynamically can compare them directly:
///
/// ```swift
/// func responds(to selector: CollectionViewSelector) -> Bool {
///     selector == .didSelectItem || registeredEvents.contains(selector.rawValue)
/// }
/// ```
///
/// Every optional method of the collection-view protocols has a constant here. The required methods
/// (`numberOfItemsInSection`, `cellForItem`, `prefetchItems`, `itemsForBeginningDragSession`, `performDrop`) have
/// constants too, for completeness; a collection view never asks about them.
public struct CollectionViewSelector: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The Objective-C selector string, for example `"collectionView:didSelectItemAtIndexPath:"`.
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

extension CollectionViewSelector {
    /// `collectionView(_:numberOfItemsInSection:)` — required.
    public static let numberOfItemsInSection: CollectionViewSelector = "collectionView:numberOfItemsInSection:"
    /// `collectionView(_:cellForItemAt:)` — required.
    public static let cellForItem: CollectionViewSelector = "collectionView:cellForItemAtIndexPath:"
    /// `numberOfSections(in:)`.
    public static let numberOfSections: CollectionViewSelector = "numberOfSectionsInCollectionView:"
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    public static let viewForSupplementaryElement: CollectionViewSelector =
        "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"
    /// `collectionView(_:canMoveItemAt:)`.
    public static let canMoveItem: CollectionViewSelector = "collectionView:canMoveItemAtIndexPath:"
    /// `collectionView(_:moveItemAt:to:)`.
    public static let moveItem: CollectionViewSelector = "collectionView:moveItemAtIndexPath:toIndexPath:"
    /// `indexTitles(for:)`.
    public static let indexTitles: CollectionViewSelector = "indexTitlesForCollectionView:"
    /// `collectionView(_:indexPathForIndexTitle:at:)`.
    public static let indexPathForIndexTitle: CollectionViewSelector =
        "collectionView:indexPathForIndexTitle:atIndex:"
}

// MARK: - Delegate

extension CollectionViewSelector {
    /// `collectionView(_:shouldHighlightItemAt:)`.
    public static let shouldHighlightItem: CollectionViewSelector = "collectionView:shouldHighlightItemAtIndexPath:"
    /// `collectionView(_:didHighlightItemAt:)`.
    public static let didHighlightItem: CollectionViewSelector = "collectionView:didHighlightItemAtIndexPath:"
    /// `collectionView(_:didUnhighlightItemAt:)`.
    public static let didUnhighlightItem: CollectionViewSelector = "collectionView:didUnhighlightItemAtIndexPath:"
    /// `collectionView(_:shouldSelectItemAt:)`.
    public static let shouldSelectItem: CollectionViewSelector = "collectionView:shouldSelectItemAtIndexPath:"
    /// `collectionView(_:shouldDeselectItemAt:)`.
    public static let shouldDeselectItem: CollectionViewSelector = "collectionView:shouldDeselectItemAtIndexPath:"
    /// `collectionView(_:didSelectItemAt:)`.
    public static let didSelectItem: CollectionViewSelector = "collectionView:didSelectItemAtIndexPath:"
    /// `collectionView(_:didDeselectItemAt:)`.
    public static let didDeselectItem: CollectionViewSelector = "collectionView:didDeselectItemAtIndexPath:"
    /// `collectionView(_:willDisplay:forItemAt:)`.
    public static let willDisplayCell: CollectionViewSelector = "collectionView:willDisplayCell:forItemAtIndexPath:"
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    public static let willDisplaySupplementaryView: CollectionViewSelector =
        "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:"
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    public static let didEndDisplayingCell: CollectionViewSelector =
        "collectionView:didEndDisplayingCell:forItemAtIndexPath:"
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    public static let didEndDisplayingSupplementaryView: CollectionViewSelector =
        "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:"
    /// `collectionView(_:shouldShowMenuForItemAt:)` (deprecated in iOS 13).
    public static let shouldShowMenu: CollectionViewSelector = "collectionView:shouldShowMenuForItemAtIndexPath:"
    /// `collectionView(_:canPerformAction:forItemAt:withSender:)` (deprecated in iOS 13).
    public static let canPerformAction: CollectionViewSelector =
        "collectionView:canPerformAction:forItemAtIndexPath:withSender:"
    /// `collectionView(_:performAction:forItemAt:withSender:)` (deprecated in iOS 13).
    public static let performAction: CollectionViewSelector =
        "collectionView:performAction:forItemAtIndexPath:withSender:"
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
    public static let transitionLayout: CollectionViewSelector =
        "collectionView:transitionLayoutForOldLayout:newLayout:"
    /// `collectionView(_:canFocusItemAt:)`.
    public static let canFocusItem: CollectionViewSelector = "collectionView:canFocusItemAtIndexPath:"
    /// `collectionView(_:shouldUpdateFocusIn:)`.
    public static let shouldUpdateFocus: CollectionViewSelector = "collectionView:shouldUpdateFocusInContext:"
    /// `collectionView(_:didUpdateFocusIn:with:)`.
    public static let didUpdateFocus: CollectionViewSelector =
        "collectionView:didUpdateFocusInContext:withAnimationCoordinator:"
    /// `indexPathForPreferredFocusedView(in:)`.
    public static let indexPathForPreferredFocusedView: CollectionViewSelector =
        "indexPathForPreferredFocusedViewInCollectionView:"
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` (deprecated in iOS 15).
    public static let targetIndexPathForMove: CollectionViewSelector =
        "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`.
    public static let targetIndexPathForMoveOfItem: CollectionViewSelector =
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
    public static let targetContentOffset: CollectionViewSelector =
        "collectionView:targetContentOffsetForProposedContentOffset:"
    /// `collectionView(_:shouldSpringLoadItemAt:with:)`.
    public static let shouldSpringLoadItem: CollectionViewSelector =
        "collectionView:shouldSpringLoadItemAtIndexPath:withContext:"
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    public static let shouldBeginMultipleSelectionInteraction: CollectionViewSelector =
        "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`.
    public static let didBeginMultipleSelectionInteraction: CollectionViewSelector =
        "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:"
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)`.
    public static let didEndMultipleSelectionInteraction: CollectionViewSelector =
        "collectionViewDidEndMultipleSelectionInteraction:"
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (deprecated in iOS 16).
    public static let contextMenuConfigurationForItem: CollectionViewSelector =
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16).
    public static let contextMenuConfigurationForItems: CollectionViewSelector =
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)` (deprecated in iOS 16).
    public static let previewForHighlightingContextMenu: CollectionViewSelector =
        "collectionView:previewForHighlightingContextMenuWithConfiguration:"
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)` (deprecated in iOS 16).
    public static let previewForDismissingContextMenu: CollectionViewSelector =
        "collectionView:previewForDismissingContextMenuWithConfiguration:"
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` (iOS 16).
    public static let highlightPreviewForItem: CollectionViewSelector =
        "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"
    /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)` (iOS 16).
    public static let dismissalPreviewForItem: CollectionViewSelector =
        "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"
    /// `collectionView(_:canEditItemAt:)`.
    public static let canEditItem: CollectionViewSelector = "collectionView:canEditItemAtIndexPath:"
    /// `collectionView(_:selectionFollowsFocusForItemAt:)`.
    public static let selectionFollowsFocusForItem: CollectionViewSelector =
        "collectionView:selectionFollowsFocusForItemAtIndexPath:"
    /// `collectionView(_:canPerformPrimaryActionForItemAt:)` (iOS 16).
    public static let canPerformPrimaryAction: CollectionViewSelector =
        "collectionView:canPerformPrimaryActionForItemAtIndexPath:"
    /// `collectionView(_:performPrimaryActionForItemAt:)` (iOS 16).
    public static let performPrimaryAction: CollectionViewSelector =
        "collectionView:performPrimaryActionForItemAtIndexPath:"
}

// MARK: - Flow layout delegate

extension CollectionViewSelector {
    /// `collectionView(_:layout:sizeForItemAt:)`.
    public static let sizeForItem: CollectionViewSelector = "collectionView:layout:sizeForItemAtIndexPath:"
    /// `collectionView(_:layout:insetForSectionAt:)`.
    public static let insetForSection: CollectionViewSelector = "collectionView:layout:insetForSectionAtIndex:"
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    public static let minimumLineSpacingForSection: CollectionViewSelector =
        "collectionView:layout:minimumLineSpacingForSectionAtIndex:"
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    public static let minimumInteritemSpacingForSection: CollectionViewSelector =
        "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    public static let referenceSizeForHeader: CollectionViewSelector =
        "collectionView:layout:referenceSizeForHeaderInSection:"
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    public static let referenceSizeForFooter: CollectionViewSelector =
        "collectionView:layout:referenceSizeForFooterInSection:"
}

// MARK: - Full-screen layout delegate (tvOS)

extension CollectionViewSelector {
    /// `collectionView(_:layout:willCenterCellAt:)`.
    public static let willCenterCell: CollectionViewSelector = "collectionView:layout:willCenterCellAtIndexPath:"
    /// `collectionView(_:layout:didCenterCellAt:)`.
    public static let didCenterCell: CollectionViewSelector = "collectionView:layout:didCenterCellAtIndexPath:"
}

// MARK: - Prefetching

extension CollectionViewSelector {
    /// `collectionView(_:prefetchItemsAt:)` — required.
    public static let prefetchItems: CollectionViewSelector = "collectionView:prefetchItemsAtIndexPaths:"
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
    public static let cancelPrefetchingForItems: CollectionViewSelector =
        "collectionView:cancelPrefetchingForItemsAtIndexPaths:"
}

// MARK: - Drag delegate

extension CollectionViewSelector {
    /// `collectionView(_:itemsForBeginning:at:)` — required.
    public static let itemsForBeginningDragSession: CollectionViewSelector =
        "collectionView:itemsForBeginningDragSession:atIndexPath:"
    /// `collectionView(_:itemsForAddingTo:at:point:)`.
    public static let itemsForAddingToDragSession: CollectionViewSelector =
        "collectionView:itemsForAddingToDragSession:atIndexPath:point:"
    /// `collectionView(_:dragPreviewParametersForItemAt:)`.
    public static let dragPreviewParameters: CollectionViewSelector =
        "collectionView:dragPreviewParametersForItemAtIndexPath:"
    /// `collectionView(_:dragSessionWillBegin:)`.
    public static let dragSessionWillBegin: CollectionViewSelector = "collectionView:dragSessionWillBegin:"
    /// `collectionView(_:dragSessionDidEnd:)`.
    public static let dragSessionDidEnd: CollectionViewSelector = "collectionView:dragSessionDidEnd:"
    /// `collectionView(_:dragSessionAllowsMoveOperation:)`.
    public static let dragSessionAllowsMoveOperation: CollectionViewSelector =
        "collectionView:dragSessionAllowsMoveOperation:"
    /// `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    public static let dragSessionIsRestrictedToDraggingApplication: CollectionViewSelector =
        "collectionView:dragSessionIsRestrictedToDraggingApplication:"
}

// MARK: - Drop delegate

extension CollectionViewSelector {
    /// `collectionView(_:performDropWith:)` — required.
    public static let performDrop: CollectionViewSelector = "collectionView:performDropWithCoordinator:"
    /// `collectionView(_:canHandle:)`.
    public static let canHandleDropSession: CollectionViewSelector = "collectionView:canHandleDropSession:"
    /// `collectionView(_:dropSessionDidEnter:)`.
    public static let dropSessionDidEnter: CollectionViewSelector = "collectionView:dropSessionDidEnter:"
    /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    public static let dropSessionDidUpdate: CollectionViewSelector =
        "collectionView:dropSessionDidUpdate:withDestinationIndexPath:"
    /// `collectionView(_:dropSessionDidExit:)`.
    public static let dropSessionDidExit: CollectionViewSelector = "collectionView:dropSessionDidExit:"
    /// `collectionView(_:dropSessionDidEnd:)`.
    public static let dropSessionDidEnd: CollectionViewSelector = "collectionView:dropSessionDidEnd:"
    /// `collectionView(_:dropPreviewParametersForItemAt:)`.
    public static let dropPreviewParameters: CollectionViewSelector =
        "collectionView:dropPreviewParametersForItemAtIndexPath:"
}
