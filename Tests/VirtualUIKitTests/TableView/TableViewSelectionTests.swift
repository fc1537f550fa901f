import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Taps, programmatic selection and the selection rules (reference §4.1, §4.2).
final class TableViewSelectionTests: XCTestCase {
    private let touchSelectors: Set<TableViewSelector> = [
        .shouldHighlightRow, .didHighlightRow, .didUnhighlightRow, .willSelectRow, .didSelectRow, .willDeselectRow,
        .didDeselectRow,
    ]

    private func fixture(counts: [Int] = [4], implemented: Set<TableViewSelector>? = nil) -> TableViewFixture {
        let fixture = TableViewFixture(counts: counts, implemented: implemented ?? touchSelectors)
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    // MARK: Single selection

    func testTap_highlightsThenUnhighlightsBeforeSelecting() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        let cell = tableView.cellForRow(at: ip(0, 1))!
        var highlightedDuringDidHighlight: Bool?
        var selectedDuringDidSelect: Bool?
        fixture.double.onEvent = { event in
            if event == .didHighlightRow(ip(0, 1)) { highlightedDuringDidHighlight = cell.isHighlighted }
            if event == .didSelectRow(ip(0, 1)) { selectedDuringDidSelect = cell.isSelected }
        }

        XCTAssertEqual(tableView.tapRow(at: ip(0, 1)), .selected(ip(0, 1)))

        XCTAssertEqual(
            tableView.recordedEvents,
            [
                .shouldHighlightRow(ip(0, 1)), .didHighlightRow(ip(0, 1)), .didUnhighlightRow(ip(0, 1)),
                .willSelectRow(ip(0, 1)), .didSelectRow(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.double.log, tableView.recordedEvents)
        XCTAssertEqual(highlightedDuringDidHighlight, true)
        XCTAssertEqual(selectedDuringDidSelect, true)
        XCTAssertTrue(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertEqual(tableView.indexPathForSelectedRow, ip(0, 1))
        XCTAssertEqual(tableView.indexPathsForHighlightedRows, [])
    }

    func testTapOnAnotherRow_deselectsThePreviousWithWillAndDidDeselect_beforeDidSelect() {
        let fixture = fixture()
        fixture.tableView.tapRow(at: ip(0, 0))
        fixture.clearLogs()

        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 2)), .selected(ip(0, 2)))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .shouldHighlightRow(ip(0, 2)), .didHighlightRow(ip(0, 2)), .didUnhighlightRow(ip(0, 2)),
                .willSelectRow(ip(0, 2)), .willDeselectRow(ip(0, 0)), .didDeselectRow(ip(0, 0)),
                .didSelectRow(ip(0, 2)),
            ]
        )
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 2)])
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 0))?.isSelected, false)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 2))?.isSelected, true)
    }

    func testTapOnTheSelectedRow_inSingleSelection_selectsItAgain() {
        let fixture = fixture()
        fixture.tableView.tapRow(at: ip(0, 0))
        fixture.clearLogs()

        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 0)), .selected(ip(0, 0)))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .shouldHighlightRow(ip(0, 0)), .didHighlightRow(ip(0, 0)), .didUnhighlightRow(ip(0, 0)),
                .willSelectRow(ip(0, 0)), .didSelectRow(ip(0, 0)),
            ]
        )
    }

    func testWillSelect_canRedirectOrCancel() {
        let fixture = fixture()
        fixture.double.willSelect = { $0.row == 1 ? ip(0, 3) : $0.row == 2 ? nil : ip(9, 9) }

        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .selected(ip(0, 3)))
        XCTAssertEqual(
            Array(fixture.tableView.recordedEvents.suffix(2)), [.willSelectRow(ip(0, 1)), .didSelectRow(ip(0, 3))])
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 3)])

        fixture.clearLogs()
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 2)), .selectionRefused)
        XCTAssertEqual(fixture.tableView.recordedEvents.last, .willSelectRow(ip(0, 2)))
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 3)])

        // An answer that addresses no row cancels too.
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 0)), .selectionRefused)
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 3)])
    }

    func testWillDeselectAnsweringNil_keepsThePreviousRowSelected() {
        let fixture = fixture()
        fixture.tableView.tapRow(at: ip(0, 0))
        fixture.double.willDeselect = { _ in nil }
        fixture.clearLogs()

        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .selected(ip(0, 1)))

        XCTAssertEqual(
            Array(fixture.tableView.recordedEvents.suffix(3)),
            [.willSelectRow(ip(0, 1)), .willDeselectRow(ip(0, 0)), .didSelectRow(ip(0, 1))]
        )
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 0), ip(0, 1)])
    }

    func testShouldHighlightFalse_endsTheTap() {
        let fixture = fixture()
        fixture.double.shouldHighlight = { _ in false }
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .notHighlighted)
        XCTAssertEqual(fixture.tableView.recordedEvents, [.shouldHighlightRow(ip(0, 1))])
        XCTAssertNil(fixture.tableView.indexPathForSelectedRow)
    }

    func testSelectionNotAllowed_nothingHappensAtAll() {
        let fixture = fixture()
        fixture.tableView.allowsSelection = false
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .selectionNotAllowed)
        XCTAssertEqual(fixture.tableView.recordedEvents, [])

        fixture.tableView.allowsSelection = true
        fixture.tableView.setEditing(true, animated: false)
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .selectionNotAllowed)
        fixture.tableView.allowsSelectionDuringEditing = true
        fixture.clearLogs()
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 1)), .selected(ip(0, 1)))
    }

    func testTapOutOfBounds_isReported_andDoesNothing() {
        let fixture = fixture()
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 4)), .outOfBounds)
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [.internalInconsistency("request for rect at invalid index path ({length = 2, path = 0 - 4})")]
        )
        XCTAssertEqual(fixture.double.log, [])
    }

    // MARK: Multiple selection

    func testMultipleSelection_addsRows_andATapOnASelectedRowDeselectsIt() {
        let fixture = fixture()
        fixture.tableView.allowsMultipleSelection = true
        fixture.tableView.tapRow(at: ip(0, 2))
        fixture.tableView.tapRow(at: ip(0, 0))
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 2), ip(0, 0)])
        XCTAssertEqual(fixture.tableView.indexPathForSelectedRow, ip(0, 0))
        fixture.clearLogs()

        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 2)), .deselected(ip(0, 2)))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .shouldHighlightRow(ip(0, 2)), .didHighlightRow(ip(0, 2)), .didUnhighlightRow(ip(0, 2)),
                .willDeselectRow(ip(0, 2)), .didDeselectRow(ip(0, 2)),
            ]
        )
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 0)])

        fixture.double.willDeselect = { _ in nil }
        XCTAssertEqual(fixture.tableView.tapRow(at: ip(0, 0)), .deselectionRefused)
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 0)])
    }

    func testMultipleSelectionDuringEditing_followsItsOwnFlag() {
        let fixture = fixture()
        fixture.tableView.setEditing(true, animated: false)
        fixture.tableView.allowsMultipleSelectionDuringEditing = true
        fixture.tableView.tapRow(at: ip(0, 1))
        fixture.tableView.tapRow(at: ip(0, 3))
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 1), ip(0, 3)])
    }

    // MARK: Flags

    func testAllowsFlags_cascadeAsUIKits() {
        let tableView = VirtualTableView()
        tableView.allowsMultipleSelection = true
        tableView.allowsSelection = false
        XCTAssertFalse(tableView.allowsMultipleSelection)

        tableView.allowsSelectionDuringEditing = true
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.allowsSelectionDuringEditing = false
        XCTAssertFalse(tableView.allowsMultipleSelectionDuringEditing)
    }

    func testTurningMultipleSelectionOff_clearsTheSelection_withoutDelegateCalls() {
        let fixture = fixture()
        fixture.tableView.allowsMultipleSelection = true
        fixture.tableView.tapRow(at: ip(0, 0))
        fixture.tableView.tapRow(at: ip(0, 1))
        fixture.clearLogs()

        fixture.tableView.allowsMultipleSelection = false

        XCTAssertNil(fixture.tableView.indexPathsForSelectedRows)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 1))?.isSelected, false)
        XCTAssertEqual(fixture.double.log, [])
    }

    // MARK: Programmatic selection

    func testSelectRowAndDeselectRow_callNoDelegateMethod_andSingleSelectionReplaces() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
        tableView.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        XCTAssertEqual(tableView.indexPathsForSelectedRows, [ip(0, 1)])
        XCTAssertEqual(tableView.cellForRow(at: ip(0, 3))?.isSelected, false)
        XCTAssertEqual(tableView.cellForRow(at: ip(0, 1))?.isSelected, true)

        tableView.deselectRow(at: ip(0, 1), animated: false)
        XCTAssertNil(tableView.indexPathForSelectedRow)
        XCTAssertEqual(tableView.cellForRow(at: ip(0, 1))?.isSelected, false)
        XCTAssertEqual(fixture.double.log, [])
    }

    func testSelectRow_obeysTheFlags_andIgnoresMissingRows_andNilClears() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.allowsMultipleSelection = true
        tableView.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
        tableView.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        tableView.selectRow(at: ip(0, 9), animated: false, scrollPosition: .none)
        XCTAssertEqual(tableView.indexPathsForSelectedRows, [ip(0, 3), ip(0, 0)])
        XCTAssertEqual(tableView.indexPathForSelectedRow, ip(0, 0))

        tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
        XCTAssertNil(tableView.indexPathsForSelectedRows)

        tableView.allowsSelection = false
        tableView.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        XCTAssertNil(tableView.indexPathsForSelectedRows)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testSelectedRowsEnteringTheScreen_showAsSelected() {
        let fixture = TableViewFixture(counts: [20], frame: CGRect(x: 0, y: 0, width: 320, height: 88)).loaded()
        fixture.tableView.selectRow(at: ip(0, 10), animated: false, scrollPosition: .none)
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 440))
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 10))?.isSelected, true)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 11))?.isSelected, false)
    }

    // MARK: Primary action

    func testPrimaryAction_followsTheSelection_whenTheDelegateImplementsIt() {
        let fixture = fixture(
            implemented: touchSelectors.union([.canPerformPrimaryActionForRow, .performPrimaryActionForRow]))

        fixture.tableView.tapRow(at: ip(0, 1))

        XCTAssertEqual(
            Array(fixture.tableView.recordedEvents.suffix(4)),
            [
                .willSelectRow(ip(0, 1)), .didSelectRow(ip(0, 1)), .canPerformPrimaryActionForRow(ip(0, 1)),
                .performPrimaryActionForRow(ip(0, 1)),
            ]
        )

        fixture.double.canPerformPrimaryAction = { _ in false }
        fixture.clearLogs()
        fixture.tableView.tapRow(at: ip(0, 2))
        XCTAssertEqual(fixture.tableView.recordedEvents.last, .canPerformPrimaryActionForRow(ip(0, 2)))
    }

    func testPrimaryAction_withoutCanPerform_isNotPerformedWhileEditing() {
        let fixture = fixture(implemented: [.performPrimaryActionForRow])
        fixture.tableView.tapRow(at: ip(0, 1))
        XCTAssertEqual(fixture.double.log, [.performPrimaryActionForRow(ip(0, 1))])

        fixture.tableView.setEditing(true, animated: false)
        fixture.tableView.allowsSelectionDuringEditing = true
        fixture.clearLogs()
        fixture.tableView.tapRow(at: ip(0, 1))
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(fixture.tableView.indexPathForSelectedRow, ip(0, 1))
    }
}
