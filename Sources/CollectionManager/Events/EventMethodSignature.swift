/// The delegate and data-source methods that events replace, with UIKit's Objective-C selector strings as raw values.
///
/// The manager's data source and delegates answer `responds(to:)` for a method with a signature here only when an
/// event for it is registered (or the owner implements the method itself). Four signatures are deliberately not real
/// selectors: the two legacy configuration events, and the header and footer reference sizes, which the manager
/// always implements.
public enum EventMethodSignature: String, CaseIterable, Hashable, Sendable, EventSignature {
    // MARK: Data source

    /// The deprecated `configure` event: runs after a cell is configured.
    case configureCell = "collectionViewConfigureCell_imaginarySelector"
    /// The deprecated `configureSupplementary` event: runs after a supplementary view is configured.
    case configureSupplementary = "collectionViewConfigureSupplementary_imaginarySelector"
    /// `collectionView(_:canMoveItemAt:)`.
    case canMoveItemAtIndexPath = "collectionView:canMoveItemAtIndexPath:"
    /// `collectionView(_:moveItemAt:to:)`.
    case moveItemAtIndexPathToIndexPath = "collectionView:moveItemAtIndexPath:toIndexPath:"
    /// `indexTitles(for:)`.
    case indexTitlesForCollectionView = "indexTitlesForCollectionView:"
    /// `collectionView(_:indexPathForIndexTitle:at:)`.
    case indexPathForIndexTitleAtIndex = "collectionView:indexPathForIndexTitle:atIndex:"

    // MARK: Delegate

    /// `collectionView(_:shouldSelectItemAt:)`.
    case shouldSelectItemAtIndexPath = "collectionView:shouldSelectItemAtIndexPath:"
    /// `collectionView(_:didSelectItemAt:)`.
    case didSelectItemAtIndexPath = "collectionView:didSelectItemAtIndexPath:"
    /// `collectionView(_:shouldDeselectItemAt:)`.
    case shouldDeselectItemAtIndexPath = "collectionView:shouldDeselectItemAtIndexPath:"
    /// `collectionView(_:didDeselectItemAt:)`.
    case didDeselectItemAtIndexPath = "collectionView:didDeselectItemAtIndexPath:"
    /// `collectionView(_:shouldHighlightItemAt:)`.
    case shouldHighlightItemAtIndexPath = "collectionView:shouldHighlightItemAtIndexPath:"
    /// `collectionView(_:didHighlightItemAt:)`.
    case didHighlightItemAtIndexPath = "collectionView:didHighlightItemAtIndexPath:"
    /// `collectionView(_:didUnhighlightItemAt:)`.
    case didUnhighlightItemAtIndexPath = "collectionView:didUnhighlightItemAtIndexPath:"
    /// `collectionView(_:willDisplay:forItemAt:)`.
    case willDisplayCellForItemAtIndexPath = "collectionView:willDisplayCell:forItemAtIndexPath:"
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    case willDisplaySupplementaryViewForElementKindAtIndexPath =
        "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:"
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    case didEndDisplayingCellForItemAtIndexPath = "collectionView:didEndDisplayingCell:forItemAtIndexPath:"
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    case didEndDisplayingSupplementaryViewForElementKindAtIndexPath =
        "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:"
    /// `collectionView(_:shouldShowMenuForItemAt:)`.
    case shouldShowMenuForItemAtIndexPath = "collectionView:shouldShowMenuForItemAtIndexPath:"
    /// `collectionView(_:canPerformAction:forItemAt:withSender:)`.
    case canPerformActionForItemAtIndexPath = "collectionView:canPerformAction:forItemAtIndexPath:withSender:"
    /// `collectionView(_:performAction:forItemAt:withSender:)`.
    case performActionForItemAtIndexPath = "collectionView:performAction:forItemAtIndexPath:withSender:"
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
    case transitionLayoutForOldLayoutNewLayout = "collectionView:transitionLayoutForOldLayout:newLayout:"
    /// `collectionView(_:canFocusItemAt:)`.
    case canFocusItemAtIndexPath = "collectionView:canFocusItemAtIndexPath:"
    /// `collectionView(_:shouldUpdateFocusIn:)`.
    case shouldUpdateFocusInContext = "collectionView:shouldUpdateFocusInContext:"
    /// `collectionView(_:didUpdateFocusIn:with:)`.
    case didUpdateFocusInContext = "collectionView:didUpdateFocusInContext:withAnimationCoordinator:"
    /// `indexPathForPreferredFocusedView(in:)`.
    case indexPathForPreferredFocusedView = "indexPathForPreferredFocusedViewInCollectionView:"
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`.
    case targetIndexPathForMoveFromItemAtTo =
        "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
    case targetContentOffsetForProposedContentOffset = "collectionView:targetContentOffsetForProposedContentOffset:"
    /// `collectionView(_:shouldSpringLoadItemAt:with:)`.
    case shouldSpringLoadItem = "collectionView:shouldSpringLoadItemAtIndexPath:withContext:"
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    case shouldBeginMultipleSelectionInteractionAtIndexPath =
        "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`.
    case didBeginMultipleSelectionInteractionAtIndexPath =
        "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:"
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)`.
    case didEndMultipleSelectionInteraction = "collectionViewDidEndMultipleSelectionInteraction:"
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`.
    case contextMenuConfigurationForItemAtIndexPath = "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    case previewForHighlightingContextMenu = "collectionView:previewForHighlightingContextMenuWithConfiguration:"
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`.
    case previewForDismissingContextMenu = "collectionView:previewForDismissingContextMenuWithConfiguration:"
    /// `collectionView(_:canEditItemAt:)`.
    case canEditItemAtIndexPath = "collectionView:canEditItemAtIndexPath:"
    /// `collectionView(_:selectionFollowsFocusForItemAt:)`.
    case selectionFollowsFocusForItemAtIndexPath = "collectionView:selectionFollowsFocusForItemAtIndexPath:"
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`.
    case targetIndexPathForMoveOfItemFromOriginalIndexPath =
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"
    /// `collectionView(_:canPerformPrimaryActionForItemAt:)`.
    case canPerformPrimaryActionForItemAtIndexPath = "collectionView:canPerformPrimaryActionForItemAtIndexPath:"
    /// `collectionView(_:performPrimaryActionForItemAt:)`.
    case performPrimaryActionForItemAtIndexPath = "collectionView:performPrimaryActionForItemAtIndexPath:"
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
    case contextMenuConfigurationForItemsAtIndexPaths =
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`.
    case highlightPreviewForItemAtIndexPath =
        "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"
    /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`.
    case dismissalPreviewForItemAtIndexPath =
        "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"

    // MARK: Flow layout

    /// `collectionView(_:layout:sizeForItemAt:)`.
    case sizeForItemAtIndexPath = "collectionView:layout:sizeForItemAtIndexPath:"
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`; deliberately not the real selector.
    case referenceSizeForHeaderInSection = "collectionView:layout:referenceSizeForHeaderInSection:_imaginarySelector"
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`; deliberately not the real selector.
    case referenceSizeForFooterInSection = "collectionView:layout:referenceSizeForFooterInSection:_imaginarySelector"
    /// `collectionView(_:layout:insetForSectionAt:)`.
    case insetForSectionAtIndex = "collectionView:layout:insetForSectionAtIndex:"
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    case minimumLineSpacingForSectionAtIndex = "collectionView:layout:minimumLineSpacingForSectionAtIndex:"
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    case minimumInteritemSpacingForSectionAtIndex = "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"

    // MARK: Drag

    /// `collectionView(_:itemsForBeginning:at:)`.
    case itemsForBeginningDragSessionAtIndexPath = "collectionView:itemsForBeginningDragSession:atIndexPath:"
    /// `collectionView(_:itemsForAddingTo:at:point:)`.
    case itemsForAddingToDragSessionAtIndexPath = "collectionView:itemsForAddingToDragSession:atIndexPath:point:"
    /// `collectionView(_:dragPreviewParametersForItemAt:)`.
    case dragPreviewParametersForItemAtIndexPath = "collectionView:dragPreviewParametersForItemAtIndexPath:"
    /// `collectionView(_:dragSessionWillBegin:)`.
    case dragSessionWillBegin = "collectionView:dragSessionWillBegin:"
    /// `collectionView(_:dragSessionDidEnd:)`.
    case dragSessionDidEnd = "collectionView:dragSessionDidEnd:"
    /// `collectionView(_:dragSessionAllowsMoveOperation:)`.
    case dragSessionAllowsMoveOperation = "collectionView:dragSessionAllowsMoveOperation:"
    /// `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    case dragSessionIsRestrictedToDraggingApplication = "collectionView:dragSessionIsRestrictedToDraggingApplication:"

    // MARK: Drop

    /// `collectionView(_:performDropWith:)`.
    case performDropWithCoordinator = "collectionView:performDropWithCoordinator:"
    /// `collectionView(_:canHandle:)`.
    case canHandleDropSession = "collectionView:canHandleDropSession:"
    /// `collectionView(_:dropSessionDidEnter:)`.
    case dropSessionDidEnter = "collectionView:dropSessionDidEnter:"
    /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    case dropSessionDidUpdate = "collectionView:dropSessionDidUpdate:withDestinationIndexPath:"
    /// `collectionView(_:dropSessionDidExit:)`.
    case dropSessionDidExit = "collectionView:dropSessionDidExit:"
    /// `collectionView(_:dropSessionDidEnd:)`.
    case dropSessionDidEnd = "collectionView:dropSessionDidEnd:"
    /// `collectionView(_:dropPreviewParametersForItemAt:)`.
    case dropPreviewParametersForItemAtIndexPath = "collectionView:dropPreviewParametersForItemAtIndexPath:"

    // MARK: Prefetching

    /// `collectionView(_:prefetchItemsAt:)`.
    case prefetchItemsAtIndexPaths = "collectionView:prefetchItemsAtIndexPaths:"
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
    case cancelPrefetchingForItemsAtIndexPaths = "collectionView:cancelPrefetchingForItemsAtIndexPaths:"

    // MARK: TV full-screen layout

    /// `collectionView(_:layout:willCenterCellAt:)`.
    case willCenterCellAtIndexPath = "collectionView:layout:willCenterCellAtIndexPath:"
    /// `collectionView(_:layout:didCenterCellAt:)`.
    case didCenterCellAtIndexPath = "collectionView:layout:didCenterCellAtIndexPath:"

    /// The case's position in declaration order, for cheap hashing and table lookups.
    ///
    /// NB: a `String`-backed enum would otherwise hash and compare through its raw value, which showed up as a
    /// third of the event-dispatch cost.
    @usableFromInline
    package var ordinal: Int {
        switch self {
        case .configureCell: 0
        case .configureSupplementary: 1
        case .canMoveItemAtIndexPath: 2
        case .moveItemAtIndexPathToIndexPath: 3
        case .indexTitlesForCollectionView: 4
        case .indexPathForIndexTitleAtIndex: 5
        case .shouldSelectItemAtIndexPath: 6
        case .didSelectItemAtIndexPath: 7
        case .shouldDeselectItemAtIndexPath: 8
        case .didDeselectItemAtIndexPath: 9
        case .shouldHighlightItemAtIndexPath: 10
        case .didHighlightItemAtIndexPath: 11
        case .didUnhighlightItemAtIndexPath: 12
        case .willDisplayCellForItemAtIndexPath: 13
        case .willDisplaySupplementaryViewForElementKindAtIndexPath: 14
        case .didEndDisplayingCellForItemAtIndexPath: 15
        case .didEndDisplayingSupplementaryViewForElementKindAtIndexPath: 16
        case .shouldShowMenuForItemAtIndexPath: 17
        case .canPerformActionForItemAtIndexPath: 18
        case .performActionForItemAtIndexPath: 19
        case .transitionLayoutForOldLayoutNewLayout: 20
        case .canFocusItemAtIndexPath: 21
        case .shouldUpdateFocusInContext: 22
        case .didUpdateFocusInContext: 23
        case .indexPathForPreferredFocusedView: 24
        case .targetIndexPathForMoveFromItemAtTo: 25
        case .targetContentOffsetForProposedContentOffset: 26
        case .shouldSpringLoadItem: 27
        case .shouldBeginMultipleSelectionInteractionAtIndexPath: 28
        case .didBeginMultipleSelectionInteractionAtIndexPath: 29
        case .didEndMultipleSelectionInteraction: 30
        case .contextMenuConfigurationForItemAtIndexPath: 31
        case .previewForHighlightingContextMenu: 32
        case .previewForDismissingContextMenu: 33
        case .canEditItemAtIndexPath: 34
        case .selectionFollowsFocusForItemAtIndexPath: 35
        case .targetIndexPathForMoveOfItemFromOriginalIndexPath: 36
        case .canPerformPrimaryActionForItemAtIndexPath: 37
        case .performPrimaryActionForItemAtIndexPath: 38
        case .contextMenuConfigurationForItemsAtIndexPaths: 39
        case .highlightPreviewForItemAtIndexPath: 40
        case .dismissalPreviewForItemAtIndexPath: 41
        case .sizeForItemAtIndexPath: 42
        case .referenceSizeForHeaderInSection: 43
        case .referenceSizeForFooterInSection: 44
        case .insetForSectionAtIndex: 45
        case .minimumLineSpacingForSectionAtIndex: 46
        case .minimumInteritemSpacingForSectionAtIndex: 47
        case .itemsForBeginningDragSessionAtIndexPath: 48
        case .itemsForAddingToDragSessionAtIndexPath: 49
        case .dragPreviewParametersForItemAtIndexPath: 50
        case .dragSessionWillBegin: 51
        case .dragSessionDidEnd: 52
        case .dragSessionAllowsMoveOperation: 53
        case .dragSessionIsRestrictedToDraggingApplication: 54
        case .performDropWithCoordinator: 55
        case .canHandleDropSession: 56
        case .dropSessionDidEnter: 57
        case .dropSessionDidUpdate: 58
        case .dropSessionDidExit: 59
        case .dropSessionDidEnd: 60
        case .dropPreviewParametersForItemAtIndexPath: 61
        case .prefetchItemsAtIndexPaths: 62
        case .cancelPrefetchingForItemsAtIndexPaths: 63
        case .willCenterCellAtIndexPath: 64
        case .didCenterCellAtIndexPath: 65
        }
    }

    /// How many methods there are.
    @usableFromInline
    package static let count = allCases.count

    /// Compares cases by position, not by raw value.
    public static func == (lhs: EventMethodSignature, rhs: EventMethodSignature) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    /// Hashes the case's position, not its raw value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The collection-view selector with this signature's raw value.
    var selector: CollectionViewSelector { CollectionViewSelector(rawValue: rawValue) }
}

extension EventReaction {
    /// The collection-view method this reaction replaces; every reaction the collection manager creates has one.
    var signature: EventMethodSignature { EventMethodSignature.allCases[ordinal] }
}
