import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Selector strings, the roles' optional selectors, and UIKit's responds-to caching (reference §5).
final class TableViewSelectorTests: XCTestCase {
    func testSelectors_areUIKitsObjectiveCSelectorStrings() {
        let expected: [(TableViewSelector, String)] = [
            (.numberOfRowsInSection, "tableView:numberOfRowsInSection:"),
            (.cellForRow, "tableView:cellForRowAtIndexPath:"),
            (.numberOfSections, "numberOfSectionsInTableView:"),
            (.titleForHeaderInSection, "tableView:titleForHeaderInSection:"),
            (.titleForFooterInSection, "tableView:titleForFooterInSection:"),
            (.canEditRow, "tableView:canEditRowAtIndexPath:"),
            (.commitEditingStyle, "tableView:commitEditingStyle:forRowAtIndexPath:"),
            (.willDisplayCell, "tableView:willDisplayCell:forRowAtIndexPath:"),
            (.willDisplayHeaderView, "tableView:willDisplayHeaderView:forSection:"),
            (.willDisplayFooterView, "tableView:willDisplayFooterView:forSection:"),
            (.didEndDisplayingCell, "tableView:didEndDisplayingCell:forRowAtIndexPath:"),
            (.didEndDisplayingHeaderView, "tableView:didEndDisplayingHeaderView:forSection:"),
            (.didEndDisplayingFooterView, "tableView:didEndDisplayingFooterView:forSection:"),
            (.heightForRow, "tableView:heightForRowAtIndexPath:"),
            (.heightForHeaderInSection, "tableView:heightForHeaderInSection:"),
            (.heightForFooterInSection, "tableView:heightForFooterInSection:"),
            (.estimatedHeightForRow, "tableView:estimatedHeightForRowAtIndexPath:"),
            (.estimatedHeightForHeaderInSection, "tableView:estimatedHeightForHeaderInSection:"),
            (.estimatedHeightForFooterInSection, "tableView:estimatedHeightForFooterInSection:"),
            (.viewForHeaderInSection, "tableView:viewForHeaderInSection:"),
            (.viewForFooterInSection, "tableView:viewForFooterInSection:"),
            (.shouldHighlightRow, "tableView:shouldHighlightRowAtIndexPath:"),
            (.didHighlightRow, "tableView:didHighlightRowAtIndexPath:"),
            (.didUnhighlightRow, "tableView:didUnhighlightRowAtIndexPath:"),
            (.willSelectRow, "tableView:willSelectRowAtIndexPath:"),
            (.willDeselectRow, "tableView:willDeselectRowAtIndexPath:"),
            (.didSelectRow, "tableView:didSelectRowAtIndexPath:"),
            (.didDeselectRow, "tableView:didDeselectRowAtIndexPath:"),
            (.editingStyleForRow, "tableView:editingStyleForRowAtIndexPath:"),
            (.canPerformPrimaryActionForRow, "tableView:canPerformPrimaryActionForRowAtIndexPath:"),
            (.performPrimaryActionForRow, "tableView:performPrimaryActionForRowAtIndexPath:"),
            (.canMoveRow, "tableView:canMoveRowAtIndexPath:"),
            (.moveRow, "tableView:moveRowAtIndexPath:toIndexPath:"),
            (.sectionIndexTitles, "sectionIndexTitlesForTableView:"),
            (.sectionForSectionIndexTitle, "tableView:sectionForSectionIndexTitle:atIndex:"),
            (.shouldIndentWhileEditingRow, "tableView:shouldIndentWhileEditingRowAtIndexPath:"),
            (.indentationLevelForRow, "tableView:indentationLevelForRowAtIndexPath:"),
            (.willBeginEditingRow, "tableView:willBeginEditingRowAtIndexPath:"),
            (.didEndEditingRow, "tableView:didEndEditingRowAtIndexPath:"),
            (.titleForDeleteConfirmationButton, "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"),
            (.leadingSwipeActionsConfiguration, "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"),
            (.trailingSwipeActionsConfiguration, "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"),
            (.editActionsForRow, "tableView:editActionsForRowAtIndexPath:"),
            (.targetIndexPathForMove, "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"),
            (.accessoryButtonTapped, "tableView:accessoryButtonTappedForRowWithIndexPath:"),
            (.shouldShowMenu, "tableView:shouldShowMenuForRowAtIndexPath:"),
            (.canPerformAction, "tableView:canPerformAction:forRowAtIndexPath:withSender:"),
            (.performAction, "tableView:performAction:forRowAtIndexPath:withSender:"),
            (.canFocusRow, "tableView:canFocusRowAtIndexPath:"),
            (.shouldUpdateFocus, "tableView:shouldUpdateFocusInContext:"),
            (.didUpdateFocus, "tableView:didUpdateFocusInContext:withAnimationCoordinator:"),
            (.indexPathForPreferredFocusedView, "indexPathForPreferredFocusedViewInTableView:"),
            (.selectionFollowsFocusForRow, "tableView:selectionFollowsFocusForRowAtIndexPath:"),
            (.shouldSpringLoadRow, "tableView:shouldSpringLoadRowAtIndexPath:withContext:"),
            (.shouldBeginMultipleSelectionInteraction, "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"),
            (.didBeginMultipleSelectionInteraction, "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"),
            (.didEndMultipleSelectionInteraction, "tableViewDidEndMultipleSelectionInteraction:"),
            (.contextMenuConfigurationForRow, "tableView:contextMenuConfigurationForRowAtIndexPath:point:"),
            (.previewForHighlightingContextMenu, "tableView:previewForHighlightingContextMenuWithConfiguration:"),
            (.previewForDismissingContextMenu, "tableView:previewForDismissingContextMenuWithConfiguration:"),
            (.willPerformPreviewAction, "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:"),
            (.willDisplayContextMenu, "tableView:willDisplayContextMenuWithConfiguration:animator:"),
            (.willEndContextMenuInteraction, "tableView:willEndContextMenuInteractionWithConfiguration:animator:"),
            (.prefetchRows, "tableView:prefetchRowsAtIndexPaths:"),
            (.itemsForBeginningDragSession, "tableView:itemsForBeginningDragSession:atIndexPath:"),
            (.itemsForAddingToDragSession, "tableView:itemsForAddingToDragSession:atIndexPath:point:"),
            (.dragPreviewParameters, "tableView:dragPreviewParametersForRowAtIndexPath:"),
            (.dragSessionWillBegin, "tableView:dragSessionWillBegin:"),
            (.dragSessionDidEnd, "tableView:dragSessionDidEnd:"),
            (.dragSessionAllowsMoveOperation, "tableView:dragSessionAllowsMoveOperation:"),
            (.dragSessionIsRestrictedToDraggingApplication, "tableView:dragSessionIsRestrictedToDraggingApplication:"),
            (.performDrop, "tableView:performDropWithCoordinator:"),
            (.canHandleDropSession, "tableView:canHandleDropSession:"),
            (.dropSessionDidEnter, "tableView:dropSessionDidEnter:"),
            (.dropSessionDidUpdate, "tableView:dropSessionDidUpdate:withDestinationIndexPath:"),
            (.dropSessionDidExit, "tableView:dropSessionDidExit:"),
            (.dropSessionDidEnd, "tableView:dropSessionDidEnd:"),
            (.dropPreviewParameters, "tableView:dropPreviewParametersForRowAtIndexPath:"),
            (.cancelPrefetchingForRows, "tableView:cancelPrefetchingForRowsAtIndexPaths:"),
        ]
        for (selector, string) in expected {
            XCTAssertEqual(selector.rawValue, string)
            XCTAssertEqual(selector.description, string)
            XCTAssertEqual(TableViewSelector(rawValue: string), selector)
        }
        let optional = Set(TableViewRole.allCases.flatMap(\.optionalSelectors))
        XCTAssertEqual(optional.count, TableViewRole.allCases.map(\.optionalSelectors.count).reduce(0, +))
        XCTAssertEqual(
            optional.union([
                .numberOfRowsInSection, .cellForRow, .prefetchRows, .itemsForBeginningDragSession, .performDrop,
            ]),
            Set(expected.map(\.0)))
    }

    func testConstants_haveUIKitsRawValues() {
        XCTAssertEqual(VirtualTableView.automaticDimension, -1)
        XCTAssertEqual(
            [TableViewStyle.plain, .grouped, .insetGrouped].map(\.rawValue), [0, 1, 2])
        XCTAssertEqual(
            [TableViewRowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic].map(\.rawValue),
            [0, 1, 2, 3, 4, 5, 6, 100])
        XCTAssertEqual([TableViewScrollPosition.none, .top, .middle, .bottom].map(\.rawValue), [0, 1, 2, 3])
        XCTAssertEqual([TableViewCellEditingStyle.none, .delete, .insert].map(\.rawValue), [0, 1, 2])
        XCTAssertEqual([TableViewCellStyle.default, .value1, .value2, .subtitle].map(\.rawValue), [0, 1, 2, 3])
    }

    func testAssigningAnObject_asksAboutEachOptionalSelectorOfItsRole_once() {
        let tableView = VirtualTableView()
        let double = RecordingTableViewDelegate(implemented: [.numberOfSections, .didSelectRow])

        tableView.dataSource = double
        tableView.delegate = double
        tableView.prefetchDataSource = double
        tableView.dragDelegate = double
        tableView.dropDelegate = double

        for role in TableViewRole.allCases {
            XCTAssertEqual(tableView.respondsToQueryCount(for: role), role.optionalSelectors.count, "\(role)")
        }
        for selector in TableViewRole.allCases.flatMap(\.optionalSelectors) {
            XCTAssertEqual(double.respondsToQueries[selector], 1, "\(selector)")
        }
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .dataSource), [.numberOfSections])
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .delegate), [.didSelectRow])
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .prefetchDataSource), [])
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .dragDelegate), [])

        // The same object again asks nothing; nil and then the object ask again.
        tableView.dropDelegate = double
        XCTAssertEqual(tableView.respondsToQueryCount(for: .dropDelegate), 6)
        tableView.dropDelegate = nil
        double.implemented = [.dropSessionDidEnd]
        tableView.dropDelegate = double
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .dropDelegate), [.dropSessionDidEnd])
    }

    func testReassigningTheSameObject_asksNothing_butNilThenTheObjectAsksAgain() {
        let tableView = VirtualTableView()
        let double = RecordingTableViewDelegate(implemented: [])
        tableView.delegate = double
        double.implemented = [.didSelectRow]

        tableView.delegate = double
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .delegate), [])
        XCTAssertEqual(double.respondsToQueries[.didSelectRow], 1)

        tableView.delegate = nil
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .delegate), [])
        tableView.delegate = double
        XCTAssertEqual(tableView.cachedImplementedSelectors(for: .delegate), [.didSelectRow])
        XCTAssertEqual(double.respondsToQueries[.didSelectRow], 2)
    }

    func testAMethodAnsweredFalse_isNeverCalled_andUIKitsDefaultApplies() {
        let fixture = TableViewFixture(counts: [2], implemented: [.didSelectRow]).loaded()
        fixture.double.implemented = TableViewRole.allCases.reduce(into: []) { $0.formUnion($1.optionalSelectors) }

        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .selected(ip(0, 1)))

        XCTAssertEqual(fixture.double.log, [.didSelectRow(ip(0, 1))])
    }

    func testANewDataSource_invalidatesTheCounts() {
        let tableView = VirtualTableView()
        let first = RecordingTableViewDelegate(counts: [1, 2], implemented: [.numberOfSections])
        let second = RecordingTableViewDelegate(counts: [5], implemented: [])
        tableView.dataSource = first
        XCTAssertEqual(tableView.numberOfSections, 2)

        tableView.dataSource = second

        XCTAssertEqual(tableView.numberOfSections, 1)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(second.log, [.numberOfRows(section: 0)])
    }
}
