/// The roles an object can play for a collection view, each with its own set of optional methods.
///
/// A ``VirtualCollectionView`` asks an object about every selector in ``optionalSelectors`` when the object is
/// assigned to the property of the role. The flow-layout and full-screen-layout roles belong to the `delegate`
/// property: they are asked about when the delegate is assigned and conforms to ``CollectionViewDelegateFlowLayout``
/// or ``CollectionViewDelegateFullScreenLayout``.
public enum CollectionViewRole: CaseIterable, Hashable, Sendable {
    /// `dataSource`, a ``CollectionViewDataSource``.
    case dataSource
    /// `delegate`, a ``CollectionViewDelegate``.
    case delegate
    /// `delegate` when it is a ``CollectionViewDelegateFlowLayout``.
    case flowLayoutDelegate
    /// `delegate` when it is a ``CollectionViewDelegateFullScreenLayout``.
    case fullScreenLayoutDelegate
    /// `prefetchDataSource`, a ``CollectionViewDataSourcePrefetching``.
    case prefetchDataSource
    /// `dragDelegate`, a ``CollectionViewDragDelegate``.
    case dragDelegate
    /// `dropDelegate`, a ``CollectionViewDropDelegate``.
    case dropDelegate

    /// The optional methods of the role, in the order a collection view asks about them.
    public var optionalSelectors: [CollectionViewSelector] {
        switch self {
        case .dataSource:
            [
                .numberOfSections, .viewForSupplementaryElement, .canMoveItem, .moveItem, .indexTitles,
                .indexPathForIndexTitle,
            ]
        case .delegate:
            [
                .shouldHighlightItem, .didHighlightItem, .didUnhighlightItem, .shouldSelectItem, .shouldDeselectItem,
                .didSelectItem, .didDeselectItem, .willDisplayCell, .willDisplaySupplementaryView,
                .didEndDisplayingCell, .didEndDisplayingSupplementaryView, .shouldShowMenu, .canPerformAction,
                .performAction, .transitionLayout, .canFocusItem, .shouldUpdateFocus, .didUpdateFocus,
                .indexPathForPreferredFocusedView, .targetIndexPathForMove, .targetIndexPathForMoveOfItem,
                .targetContentOffset, .shouldSpringLoadItem, .shouldBeginMultipleSelectionInteraction,
                .didBeginMultipleSelectionInteraction, .didEndMultipleSelectionInteraction,
                .contextMenuConfigurationForItem, .contextMenuConfigurationForItems, .previewForHighlightingContextMenu,
                .previewForDismissingContextMenu, .highlightPreviewForItem, .dismissalPreviewForItem, .canEditItem,
                .selectionFollowsFocusForItem, .canPerformPrimaryAction, .performPrimaryAction,
            ]
        case .flowLayoutDelegate:
            [
                .sizeForItem, .insetForSection, .minimumLineSpacingForSection, .minimumInteritemSpacingForSection,
                .referenceSizeForHeader, .referenceSizeForFooter,
            ]
        case .fullScreenLayoutDelegate:
            [.willCenterCell, .didCenterCell]
        case .prefetchDataSource:
            [.cancelPrefetchingForItems]
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
