import CollectionManager
import Foundation
import XCTest

final class EventMethodSignatureTests: XCTestCase {
    /// Every real signature and the selector the collection view uses for that method.
    private let selectors: [EventMethodSignature: CollectionViewSelector] = [
        .canMoveItemAtIndexPath: .canMoveItem, .moveItemAtIndexPathToIndexPath: .moveItem,
        .indexTitlesForCollectionView: .indexTitles, .indexPathForIndexTitleAtIndex: .indexPathForIndexTitle,
        .shouldSelectItemAtIndexPath: .shouldSelectItem, .didSelectItemAtIndexPath: .didSelectItem,
        .shouldDeselectItemAtIndexPath: .shouldDeselectItem, .didDeselectItemAtIndexPath: .didDeselectItem,
        .shouldHighlightItemAtIndexPath: .shouldHighlightItem, .didHighlightItemAtIndexPath: .didHighlightItem,
        .didUnhighlightItemAtIndexPath: .didUnhighlightItem, .willDisplayCellForItemAtIndexPath: .willDisplayCell,
        .willDisplaySupplementaryViewForElementKindAtIndexPath: .willDisplaySupplementaryView,
        .didEndDisplayingCellForItemAtIndexPath: .didEndDisplayingCell,
        .didEndDisplayingSupplementaryViewForElementKindAtIndexPath: .didEndDisplayingSupplementaryView,
        .shouldShowMenuForItemAtIndexPath: .shouldShowMenu, .canPerformActionForItemAtIndexPath: .canPerformAction,
        .performActionForItemAtIndexPath: .performAction, .transitionLayoutForOldLayoutNewLayout: .transitionLayout,
        .canFocusItemAtIndexPath: .canFocusItem, .shouldUpdateFocusInContext: .shouldUpdateFocus,
        .didUpdateFocusInContext: .didUpdateFocus, .indexPathForPreferredFocusedView: .indexPathForPreferredFocusedView,
        .targetIndexPathForMoveFromItemAtTo: .targetIndexPathForMove,
        .targetContentOffsetForProposedContentOffset: .targetContentOffset,
        .shouldSpringLoadItem: .shouldSpringLoadItem,
        .shouldBeginMultipleSelectionInteractionAtIndexPath: .shouldBeginMultipleSelectionInteraction,
        .didBeginMultipleSelectionInteractionAtIndexPath: .didBeginMultipleSelectionInteraction,
        .didEndMultipleSelectionInteraction: .didEndMultipleSelectionInteraction,
        .contextMenuConfigurationForItemAtIndexPath: .contextMenuConfigurationForItem,
        .previewForHighlightingContextMenu: .previewForHighlightingContextMenu,
        .previewForDismissingContextMenu: .previewForDismissingContextMenu, .canEditItemAtIndexPath: .canEditItem,
        .selectionFollowsFocusForItemAtIndexPath: .selectionFollowsFocusForItem,
        .targetIndexPathForMoveOfItemFromOriginalIndexPath: .targetIndexPathForMoveOfItem,
        .canPerformPrimaryActionForItemAtIndexPath: .canPerformPrimaryAction,
        .performPrimaryActionForItemAtIndexPath: .performPrimaryAction,
        .contextMenuConfigurationForItemsAtIndexPaths: .contextMenuConfigurationForItems,
        .highlightPreviewForItemAtIndexPath: .highlightPreviewForItem,
        .dismissalPreviewForItemAtIndexPath: .dismissalPreviewForItem, .sizeForItemAtIndexPath: .sizeForItem,
        .insetForSectionAtIndex: .insetForSection, .minimumLineSpacingForSectionAtIndex: .minimumLineSpacingForSection,
        .minimumInteritemSpacingForSectionAtIndex: .minimumInteritemSpacingForSection,
        .itemsForBeginningDragSessionAtIndexPath: .itemsForBeginningDragSession,
        .itemsForAddingToDragSessionAtIndexPath: .itemsForAddingToDragSession,
        .dragPreviewParametersForItemAtIndexPath: .dragPreviewParameters, .dragSessionWillBegin: .dragSessionWillBegin,
        .dragSessionDidEnd: .dragSessionDidEnd, .dragSessionAllowsMoveOperation: .dragSessionAllowsMoveOperation,
        .dragSessionIsRestrictedToDraggingApplication: .dragSessionIsRestrictedToDraggingApplication,
        .performDropWithCoordinator: .performDrop, .canHandleDropSession: .canHandleDropSession,
        .dropSessionDidEnter: .dropSessionDidEnter, .dropSessionDidUpdate: .dropSessionDidUpdate,
        .dropSessionDidExit: .dropSessionDidExit, .dropSessionDidEnd: .dropSessionDidEnd,
        .dropPreviewParametersForItemAtIndexPath: .dropPreviewParameters,
        .prefetchItemsAtIndexPaths: .prefetchItems, .cancelPrefetchingForItemsAtIndexPaths: .cancelPrefetchingForItems,
        .willCenterCellAtIndexPath: .willCenterCell, .didCenterCellAtIndexPath: .didCenterCell,
    ]

    private let imaginary: [EventMethodSignature] = [
        .configureCell, .configureSupplementary, .referenceSizeForHeaderInSection, .referenceSizeForFooterInSection,
    ]

    /// Every selector a collection view asks about or calls.
    private var viewSelectors: Set<CollectionViewSelector> {
        Set(CollectionViewRole.allCases.flatMap(\.optionalSelectors)).union([
            .prefetchItems, .itemsForBeginningDragSession, .performDrop, .numberOfItemsInSection, .cellForItem,
        ])
    }

    func testEveryRealSignature_isTheSelectorTheViewUses() {
        XCTAssertEqual(EventMethodSignature.allCases.count, 66)
        XCTAssertEqual(selectors.count + imaginary.count, 66)
        for signature in EventMethodSignature.allCases where !imaginary.contains(signature) {
            guard let selector = selectors[signature] else {
                XCTFail("no selector listed for \(signature)")
                continue
            }
            XCTAssertEqual(signature.rawValue, selector.rawValue, "\(signature)")
            XCTAssertTrue(viewSelectors.contains(selector), "\(signature)")
        }
    }

    func testTheFourImaginarySignatures_areNoSelectorTheViewUses() {
        for signature in imaginary {
            XCTAssertFalse(viewSelectors.contains(CollectionViewSelector(rawValue: signature.rawValue)), "\(signature)")
        }
        XCTAssertNotEqual(
            EventMethodSignature.referenceSizeForHeaderInSection.rawValue,
            CollectionViewSelector.referenceSizeForHeader.rawValue)
        XCTAssertTrue(
            EventMethodSignature.referenceSizeForHeaderInSection.rawValue.hasPrefix(
                CollectionViewSelector.referenceSizeForHeader.rawValue))
        XCTAssertNotEqual(
            EventMethodSignature.referenceSizeForFooterInSection.rawValue,
            CollectionViewSelector.referenceSizeForFooter.rawValue)
        XCTAssertTrue(
            EventMethodSignature.referenceSizeForFooterInSection.rawValue.hasPrefix(
                CollectionViewSelector.referenceSizeForFooter.rawValue))
    }
}
