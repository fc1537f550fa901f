import VirtualUIKit
import XCTest

final class CollectionViewSelectorTests: XCTestCase {
    /// Every constant with UIKit's Objective-C selector, typed out independently of the source.
    private let expected: [(CollectionViewSelector, String)] = [
        (.numberOfItemsInSection, "collectionView:numberOfItemsInSection:"),
        (.cellForItem, "collectionView:cellForItemAtIndexPath:"),
        (.numberOfSections, "numberOfSectionsInCollectionView:"),
        (.viewForSupplementaryElement, "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"),
        (.canMoveItem, "collectionView:canMoveItemAtIndexPath:"),
        (.moveItem, "collectionView:moveItemAtIndexPath:toIndexPath:"),
        (.indexTitles, "indexTitlesForCollectionView:"),
        (.indexPathForIndexTitle, "collectionView:indexPathForIndexTitle:atIndex:"),
        (.shouldHighlightItem, "collectionView:shouldHighlightItemAtIndexPath:"),
        (.didHighlightItem, "collectionView:didHighlightItemAtIndexPath:"),
        (.didUnhighlightItem, "collectionView:didUnhighlightItemAtIndexPath:"),
        (.shouldSelectItem, "collectionView:shouldSelectItemAtIndexPath:"),
        (.shouldDeselectItem, "collectionView:shouldDeselectItemAtIndexPath:"),
        (.didSelectItem, "collectionView:didSelectItemAtIndexPath:"),
        (.didDeselectItem, "collectionView:didDeselectItemAtIndexPath:"),
        (.willDisplayCell, "collectionView:willDisplayCell:forItemAtIndexPath:"),
        (.willDisplaySupplementaryView, "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:"),
        (.didEndDisplayingCell, "collectionView:didEndDisplayingCell:forItemAtIndexPath:"),
        (
            .didEndDisplayingSupplementaryView,
            "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:"
        ),
        (.shouldShowMenu, "collectionView:shouldShowMenuForItemAtIndexPath:"),
        (.canPerformAction, "collectionView:canPerformAction:forItemAtIndexPath:withSender:"),
        (.performAction, "collectionView:performAction:forItemAtIndexPath:withSender:"),
        (.transitionLayout, "collectionView:transitionLayoutForOldLayout:newLayout:"),
        (.canFocusItem, "collectionView:canFocusItemAtIndexPath:"),
        (.shouldUpdateFocus, "collectionView:shouldUpdateFocusInContext:"),
        (.didUpdateFocus, "collectionView:didUpdateFocusInContext:withAnimationCoordinator:"),
        (.indexPathForPreferredFocusedView, "indexPathForPreferredFocusedViewInCollectionView:"),
        (.targetIndexPathForMove, "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"),
        (
            .targetIndexPathForMoveOfItem,
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"
        ),
        (.targetContentOffset, "collectionView:targetContentOffsetForProposedContentOffset:"),
        (.shouldSpringLoadItem, "collectionView:shouldSpringLoadItemAtIndexPath:withContext:"),
        (
            .shouldBeginMultipleSelectionInteraction,
            "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
        ),
        (.didBeginMultipleSelectionInteraction, "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:"),
        (.didEndMultipleSelectionInteraction, "collectionViewDidEndMultipleSelectionInteraction:"),
        (.contextMenuConfigurationForItem, "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"),
        (.contextMenuConfigurationForItems, "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"),
        (.previewForHighlightingContextMenu, "collectionView:previewForHighlightingContextMenuWithConfiguration:"),
        (.previewForDismissingContextMenu, "collectionView:previewForDismissingContextMenuWithConfiguration:"),
        (.highlightPreviewForItem, "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"),
        (.dismissalPreviewForItem, "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"),
        (.canEditItem, "collectionView:canEditItemAtIndexPath:"),
        (.selectionFollowsFocusForItem, "collectionView:selectionFollowsFocusForItemAtIndexPath:"),
        (.canPerformPrimaryAction, "collectionView:canPerformPrimaryActionForItemAtIndexPath:"),
        (.performPrimaryAction, "collectionView:performPrimaryActionForItemAtIndexPath:"),
        (.sizeForItem, "collectionView:layout:sizeForItemAtIndexPath:"),
        (.insetForSection, "collectionView:layout:insetForSectionAtIndex:"),
        (.minimumLineSpacingForSection, "collectionView:layout:minimumLineSpacingForSectionAtIndex:"),
        (.minimumInteritemSpacingForSection, "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"),
        (.referenceSizeForHeader, "collectionView:layout:referenceSizeForHeaderInSection:"),
        (.referenceSizeForFooter, "collectionView:layout:referenceSizeForFooterInSection:"),
        (.willCenterCell, "collectionView:layout:willCenterCellAtIndexPath:"),
        (.didCenterCell, "collectionView:layout:didCenterCellAtIndexPath:"),
        (.prefetchItems, "collectionView:prefetchItemsAtIndexPaths:"),
        (.cancelPrefetchingForItems, "collectionView:cancelPrefetchingForItemsAtIndexPaths:"),
        (.itemsForBeginningDragSession, "collectionView:itemsForBeginningDragSession:atIndexPath:"),
        (.itemsForAddingToDragSession, "collectionView:itemsForAddingToDragSession:atIndexPath:point:"),
        (.dragPreviewParameters, "collectionView:dragPreviewParametersForItemAtIndexPath:"),
        (.dragSessionWillBegin, "collectionView:dragSessionWillBegin:"),
        (.dragSessionDidEnd, "collectionView:dragSessionDidEnd:"),
        (.dragSessionAllowsMoveOperation, "collectionView:dragSessionAllowsMoveOperation:"),
        (
            .dragSessionIsRestrictedToDraggingApplication,
            "collectionView:dragSessionIsRestrictedToDraggingApplication:"
        ),
        (.performDrop, "collectionView:performDropWithCoordinator:"),
        (.canHandleDropSession, "collectionView:canHandleDropSession:"),
        (.dropSessionDidEnter, "collectionView:dropSessionDidEnter:"),
        (.dropSessionDidUpdate, "collectionView:dropSessionDidUpdate:withDestinationIndexPath:"),
        (.dropSessionDidExit, "collectionView:dropSessionDidExit:"),
        (.dropSessionDidEnd, "collectionView:dropSessionDidEnd:"),
        (.dropPreviewParameters, "collectionView:dropPreviewParametersForItemAtIndexPath:"),
    ]

    func testRawValues_areUIKitsObjectiveCSelectors() {
        for (selector, string) in expected {
            XCTAssertEqual(selector.rawValue, string)
            XCTAssertEqual(selector.description, string)
            XCTAssertEqual(CollectionViewSelector(rawValue: string), selector)
        }
        XCTAssertEqual(Set(expected.map(\.1)).count, expected.count)
    }

    func testStringLiterals_makeSelectors() {
        let selector: CollectionViewSelector = "collectionView:didSelectItemAtIndexPath:"
        XCTAssertEqual(selector, .didSelectItem)
    }

    func testRoles_listEveryOptionalMethodOnce_andNoRequiredOne() {
        let counts = CollectionViewRole.allCases.map { ($0, $0.optionalSelectors.count) }
        XCTAssertEqual(
            counts.map(\.1), [6, 36, 6, 2, 1, 6, 6],
            "data source, delegate, flow layout, full screen, prefetching, drag, drop"
        )
        let all = CollectionViewRole.allCases.flatMap(\.optionalSelectors)
        XCTAssertEqual(Set(all).count, all.count)
        let required: Set<CollectionViewSelector> = [
            .numberOfItemsInSection, .cellForItem, .prefetchItems, .itemsForBeginningDragSession, .performDrop,
        ]
        XCTAssertTrue(required.isDisjoint(with: all))
        XCTAssertEqual(Set(all).union(required), Set(expected.map(\.0)))
    }

    func testActionSelector() {
        XCTAssertEqual(ActionSelector.copy.rawValue, "copy:")
        XCTAssertEqual(ActionSelector.standardEditActions, ["cut:", "copy:", "paste:"])
        XCTAssertEqual("\(ActionSelector.paste)", "paste:")
    }
}
