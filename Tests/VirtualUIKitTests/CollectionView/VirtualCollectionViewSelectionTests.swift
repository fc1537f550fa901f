import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Taps and programmatic selection (reference §3.1, §3.2).
final class VirtualCollectionViewSelectionTests: XCTestCase {
    private let touchSelectors: Set<CollectionViewSelector> = [
        .shouldHighlightItem, .didHighlightItem, .didUnhighlightItem, .shouldSelectItem, .didSelectItem,
        .shouldDeselectItem, .didDeselectItem,
    ]

    private func fixture(counts: [Int] = [3], implemented: Set<CollectionViewSelector>? = nil) -> VirtualViewFixture {
        VirtualViewFixture(counts: counts, implemented: implemented ?? touchSelectors).loaded()
    }

    // MARK: Single selection

    func testTap_runsTheTouchSequence_andSelects() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        let cell = collectionView.cellForItem(at: ip(0, 1))!
        var highlightedDuringDidHighlight: Bool?
        var selectedDuringDidSelect: Bool?
        fixture.double.onEvent = { event in
            if event == .didHighlightItem(ip(0, 1)) { highlightedDuringDidHighlight = cell.isHighlighted }
            if event == .didSelectItem(ip(0, 1)) { selectedDuringDidSelect = cell.isSelected }
        }

        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .selected)

        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .shouldHighlightItem(ip(0, 1)), .didHighlightItem(ip(0, 1)), .didUnhighlightItem(ip(0, 1)),
                .shouldSelectItem(ip(0, 1)), .didSelectItem(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.double.log, collectionView.recordedEvents)
        XCTAssertEqual(highlightedDuringDidHighlight, true)
        XCTAssertEqual(selectedDuringDidSelect, true)
        XCTAssertTrue(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 1)])
        XCTAssertEqual(collectionView.indexPathsForHighlightedItems, [])
    }

    func testTapOnAnotherItem_deselectsThePreviousWithoutAskingShouldDeselect() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.tapItem(at: ip(0, 0))
        fixture.clearLogs()

        XCTAssertEqual(collectionView.tapItem(at: ip(0, 2)), .selected)

        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .shouldHighlightItem(ip(0, 2)), .didHighlightItem(ip(0, 2)), .didUnhighlightItem(ip(0, 2)),
                .shouldSelectItem(ip(0, 2)), .didDeselectItem(ip(0, 0)), .didSelectItem(ip(0, 2)),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 2)])
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.isSelected, false)
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 2))?.isSelected, true)
    }

    func testTapOnTheSelectedItem_inSingleSelection_selectsItAgain() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.tapItem(at: ip(0, 0))
        fixture.clearLogs()
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 0)), .selected)
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .shouldHighlightItem(ip(0, 0)), .didHighlightItem(ip(0, 0)), .didUnhighlightItem(ip(0, 0)),
                .shouldSelectItem(ip(0, 0)), .didSelectItem(ip(0, 0)),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 0)])
    }

    func testShouldSelectFalse_keepsThePreviousSelection_withoutDeselecting() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.tapItem(at: ip(0, 0))
        fixture.double.shouldSelect = { $0 != ip(0, 1) }
        fixture.clearLogs()

        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .selectionRefused)

        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .shouldHighlightItem(ip(0, 1)), .didHighlightItem(ip(0, 1)), .didUnhighlightItem(ip(0, 1)),
                .shouldSelectItem(ip(0, 1)),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 0)])
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.isSelected, true)
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 1))?.isSelected, false)
    }

    func testShouldHighlightFalse_skipsTheWholeSelectionProcess() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        fixture.double.shouldHighlight = { _ in false }
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .notHighlighted)
        XCTAssertEqual(collectionView.recordedEvents, [.shouldHighlightItem(ip(0, 1))])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 1))?.isHighlighted, false)
    }

    func testSelectionNotAllowed_stillHighlights() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.allowsSelection = false
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .selectionNotAllowed)
        XCTAssertEqual(
            collectionView.recordedEvents,
            [.shouldHighlightItem(ip(0, 1)), .didHighlightItem(ip(0, 1)), .didUnhighlightItem(ip(0, 1))]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
    }

    func testTap_withoutDelegateMethods_usesUIKitDefaults() {
        let fixture = fixture(implemented: [])
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .selected)
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 2)), .selected)
        XCTAssertEqual(collectionView.recordedEvents, [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 2)])
    }

    func testTapOnAnItemThatIsNotDisplayed_changesStateWithoutACell() {
        let fixture = fixture(counts: [100])
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 90)), .selected)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 90)])
        collectionView.scrollToItem(at: ip(0, 90), at: .top, animated: false)
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 90))?.isSelected, true)
    }

    func testTapOutOfBounds_isReportedWithTheHighlightText() {
        let fixture = fixture()
        XCTAssertEqual(fixture.collectionView.tapItem(at: ip(0, 3)), .outOfBounds)
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "Attempted to modify the highlight of an out-of-bounds item (3) when there are only 3 items in "
                        + "section 0."
                )
            ]
        )
        XCTAssertEqual(fixture.collectionView.recordedEvents.count, 1)
    }

    func testTap_performsThePrimaryActionAfterSelection() {
        let fixture = fixture(implemented: touchSelectors.union([.canPerformPrimaryAction, .performPrimaryAction]))
        let collectionView = fixture.collectionView
        collectionView.tapItem(at: ip(0, 0))
        XCTAssertEqual(
            Array(collectionView.recordedEvents.suffix(4)),
            [
                .shouldSelectItem(ip(0, 0)), .didSelectItem(ip(0, 0)), .canPerformPrimaryAction(ip(0, 0)),
                .performPrimaryAction(ip(0, 0)),
            ]
        )
        // Even when selection is refused, as iOS 16 documents.
        fixture.double.shouldSelect = { _ in false }
        fixture.double.canPerformPrimaryActionAnswer = false
        fixture.clearLogs()
        collectionView.tapItem(at: ip(0, 1))
        XCTAssertEqual(
            Array(collectionView.recordedEvents.suffix(2)),
            [.shouldSelectItem(ip(0, 1)), .canPerformPrimaryAction(ip(0, 1))]
        )
    }

    // MARK: Multiple selection

    func testMultipleSelection_tapsAddAndRemove() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.tapItem(at: ip(0, 0))
        collectionView.tapItem(at: ip(0, 2))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 0), ip(0, 2)])
        XCTAssertFalse(collectionView.recordedEvents.contains(.didDeselectItem(ip(0, 0))))
        fixture.clearLogs()

        XCTAssertEqual(collectionView.tapItem(at: ip(0, 0)), .deselected)

        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .shouldHighlightItem(ip(0, 0)), .didHighlightItem(ip(0, 0)), .didUnhighlightItem(ip(0, 0)),
                .shouldDeselectItem(ip(0, 0)), .didDeselectItem(ip(0, 0)),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 2)])
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.isSelected, false)
    }

    func testMultipleSelection_shouldDeselectFalse_keepsTheItemSelected() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.tapItem(at: ip(0, 1))
        fixture.double.shouldDeselect = { _ in false }
        fixture.clearLogs()
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .deselectionRefused)
        XCTAssertEqual(collectionView.recordedEvents.last, .shouldDeselectItem(ip(0, 1)))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 1)])
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 1))?.isSelected, true)
    }

    func testMultipleSelection_shouldSelectFalse_addsNothing() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.tapItem(at: ip(0, 0))
        fixture.double.shouldSelect = { _ in false }
        XCTAssertEqual(collectionView.tapItem(at: ip(0, 1)), .selectionRefused)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 0)])
    }

    // MARK: Programmatic selection

    func testProgrammaticSelection_callsNoDelegateMethod_andUpdatesCells() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: ip(0, 0), animated: true, scrollPosition: [])
        collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 1)])
        XCTAssertEqual(collectionView.visibleCells.map(\.isSelected), [false, true, false])
        collectionView.deselectItem(at: ip(0, 1), animated: true)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(collectionView.visibleCells.map(\.isSelected), [false, false, false])
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(collectionView.recordedEvents, [])
    }

    func testProgrammaticMultipleSelection_andSelectingNilDeselectsEverything() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 0), ip(0, 2)])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(collectionView.visibleCells.map(\.isSelected), [false, false, false])
    }

    func testProgrammaticSelection_isIgnoredWhenSelectionIsNotAllowed() {
        let fixture = fixture()
        fixture.collectionView.allowsSelection = false
        fixture.collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
        XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [])
    }

    func testProgrammaticSelectionOutOfBounds_isReported_andChangesNothing() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: ip(0, 7), animated: false, scrollPosition: [])
        collectionView.selectItem(at: ip(2, 0), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: ip(0, 9), animated: false)
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            [
                "Attempted to modify the selection of an out-of-bounds item (7) when there are only 3 items in "
                    + "section 0.",
                "Attempted to modify the selection of an item in an out-of-bounds section (2) when there are only 1 "
                    + "sections.",
                "Attempted to modify the selection of an out-of-bounds item (9) when there are only 3 items in "
                    + "section 0.",
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 1)])
    }

    func testSelectionBeyondReloadedCounts_isDroppedWhenCountsLoad() {
        let fixture = fixture(counts: [5])
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: ip(0, 4), animated: false, scrollPosition: [])
        let other = RecordingCollectionViewDelegate(counts: [2], implemented: [])
        collectionView.dataSource = other
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 1)])
    }
}
