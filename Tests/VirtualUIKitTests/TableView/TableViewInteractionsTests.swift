import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Focus, the section index, multiple-selection interaction, the accessory button, the primary action and spring
/// loading (reference §4.7, §4.10).
final class TableViewInteractionsTests: XCTestCase {
    private func fixture(counts: [Int] = [3], implemented: Set<TableViewSelector>) -> TableViewFixture {
        let fixture = TableViewFixture(counts: counts, implemented: implemented.union([.numberOfSections]))
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    // MARK: Focus

    func testMoveFocus_runsUIKitsSequence_andSelectionFollowsFocus() {
        let fixture = fixture(
            implemented: [
                .canFocusRow, .shouldUpdateFocus, .didUpdateFocus, .selectionFollowsFocusForRow, .willSelectRow,
                .didSelectRow,
            ])
        var ran: [String] = []
        fixture.double.onDidUpdateFocus = { coordinator in
            coordinator.addCoordinatedAnimations({ ran.append("animation") }, completion: { ran.append("completion") })
        }
        let context = FocusUpdateContext(
            previouslyFocusedIndexPath: nil, nextFocusedIndexPath: ip(0, 1), focusHeading: .down)

        XCTAssertTrue(fixture.tableView.moveFocus(to: ip(0, 1), heading: .down))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canFocusRow(ip(0, 1)), .shouldUpdateFocus(context), .didUpdateFocus(context),
                .selectionFollowsFocusForRow(ip(0, 1)), .willSelectRow(ip(0, 1)), .didSelectRow(ip(0, 1)),
            ]
        )
        XCTAssertEqual(ran, ["animation", "completion"])
        XCTAssertEqual(fixture.tableView.focusedIndexPath, ip(0, 1))
        XCTAssertEqual(fixture.tableView.indexPathForSelectedRow, ip(0, 1))
    }

    func testMoveFocus_refusedByCanFocus_orShouldUpdate_doesNotMove() {
        let fixture = fixture(implemented: [.canFocusRow, .shouldUpdateFocus])
        fixture.double.canFocus = { $0.row != 0 }
        fixture.double.shouldUpdateFocus = { $0.nextFocusedIndexPath != ip(0, 2) }
        XCTAssertFalse(fixture.tableView.moveFocus(to: ip(0, 0)))
        XCTAssertFalse(fixture.tableView.moveFocus(to: ip(0, 2)))
        XCTAssertNil(fixture.tableView.focusedIndexPath)
        XCTAssertEqual(fixture.tableView.recordedEvents.count, 3)
    }

    func testWithoutTheDelegatesMethods_focusFollowsTheCell_andTheTablesSelectionFollowsFocus() {
        let fixture = fixture(implemented: [])
        XCTAssertTrue(fixture.tableView.moveFocus(to: ip(0, 2)))
        XCTAssertNil(fixture.tableView.indexPathForSelectedRow)
        fixture.tableView.selectionFollowsFocus = true
        XCTAssertTrue(fixture.tableView.moveFocus(to: ip(0, 0)))
        XCTAssertEqual(fixture.tableView.indexPathForSelectedRow, ip(0, 0))
        XCTAssertEqual(fixture.double.log, [])
    }

    func testPreferredFocus_andAReloadForgetsFocus_unlessRemembered() {
        let fixture = fixture(implemented: [.indexPathForPreferredFocusedView])
        fixture.double.preferredFocusedIndexPath = ip(0, 2)
        XCTAssertEqual(fixture.tableView.indexPathForPreferredFocusedView(), ip(0, 2))
        XCTAssertEqual(fixture.double.log, [.indexPathForPreferredFocusedView])

        fixture.tableView.moveFocus(to: ip(0, 1))
        fixture.tableView.reloadData()
        XCTAssertNil(fixture.tableView.focusedIndexPath)
        fixture.tableView.remembersLastFocusedIndexPath = true
        fixture.tableView.moveFocus(to: ip(0, 1))
        fixture.tableView.reloadData()
        XCTAssertEqual(fixture.tableView.focusedIndexPath, ip(0, 1))
    }

    // MARK: Section index

    func testTapSectionIndexTitle_asksTheSection_andScrollsToIt() {
        let fixture = TableViewFixture(
            counts: [10, 10, 2], implemented: [.numberOfSections, .sectionIndexTitles, .sectionForSectionIndexTitle],
            frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        fixture.tableView.rowHeight = 44
        fixture.tableView.isPrefetchingEnabled = false
        fixture.double.sectionIndexTitlesAnswer = ["A", "B", "C"]
        fixture.double.sectionForSectionIndexTitle = { title, _ in title == "B" ? 1 : 2 }
        fixture.tableView.layoutIfNeeded()
        fixture.clearLogs()

        XCTAssertEqual(fixture.tableView.sectionIndexTitles, ["A", "B", "C"])
        XCTAssertEqual(fixture.tableView.tapSectionIndexTitle(at: 1), 1)

        XCTAssertEqual(
            fixture.double.log,
            [
                .sectionIndexTitles, .sectionIndexTitles, .sectionForSectionIndexTitle("B", at: 1),
                .cellForRow(ip(1, 0)), .cellForRow(ip(1, 1)), .cellForRow(ip(1, 2)), .cellForRow(ip(1, 3)),
                .cellForRow(ip(1, 4)),
            ]
        )
        XCTAssertEqual(fixture.tableView.contentOffset.y, 440)
        // The last section's top cannot reach the top: the offset stops at the content's end.
        XCTAssertEqual(fixture.tableView.tapSectionIndexTitle(at: 2), 2)
        XCTAssertEqual(fixture.tableView.contentOffset.y, 968 - 200)
        XCTAssertNil(fixture.tableView.tapSectionIndexTitle(at: 3))
    }

    func testWithoutSectionForTitle_theTitlesIndexIsTheSection_andWithoutTitlesThereIsNoIndex() {
        let fixture = fixture(counts: [2, 2], implemented: [.sectionIndexTitles])
        fixture.double.sectionIndexTitlesAnswer = ["x", "y"]
        XCTAssertEqual(fixture.tableView.tapSectionIndexTitle(at: 1), 1)
        XCTAssertNil(self.fixture(implemented: []).tableView.sectionIndexTitles)
        XCTAssertEqual(VirtualTableView.indexSearch, "{search}")
    }

    // MARK: Multiple selection interaction

    func testMultipleSelectionInteraction_entersEditing_andEnds() {
        let fixture = fixture(
            implemented: [
                .shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction,
                .didEndMultipleSelectionInteraction,
            ])
        XCTAssertFalse(fixture.tableView.beginMultipleSelectionInteraction(at: ip(0, 0)), "needs multiple selection")
        fixture.tableView.allowsSelectionDuringEditing = true
        fixture.tableView.allowsMultipleSelectionDuringEditing = true

        XCTAssertTrue(fixture.tableView.beginMultipleSelectionInteraction(at: ip(0, 1)))
        XCTAssertTrue(fixture.tableView.isEditing)
        fixture.tableView.endMultipleSelectionInteraction()
        fixture.tableView.endMultipleSelectionInteraction()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .shouldBeginMultipleSelectionInteraction(ip(0, 1)), .didBeginMultipleSelectionInteraction(ip(0, 1)),
                .didEndMultipleSelectionInteraction,
            ]
        )
        fixture.double.shouldBeginMultipleSelection = { _ in false }
        XCTAssertFalse(fixture.tableView.beginMultipleSelectionInteraction(at: ip(0, 1)))
    }

    // MARK: Accessory button, primary action, spring loading

    func testTapAccessoryButton_needsADisplayedDetailButton() {
        let fixture = fixture(implemented: [.accessoryButtonTapped, .didSelectRow])
        fixture.double.makeCell = { tableView, indexPath in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.accessoryType = indexPath.row == 0 ? .detailDisclosureButton : .disclosureIndicator
            cell.editingAccessoryType = indexPath.row == 1 ? .detailButton : .none
            return cell
        }
        fixture.tableView.reloadData()

        XCTAssertTrue(fixture.tableView.tapAccessoryButton(forRowAt: ip(0, 0)))
        XCTAssertFalse(fixture.tableView.tapAccessoryButton(forRowAt: ip(0, 1)))
        fixture.tableView.isEditing = true
        XCTAssertTrue(fixture.tableView.tapAccessoryButton(forRowAt: ip(0, 1)))
        XCTAssertFalse(fixture.tableView.tapAccessoryButton(forRowAt: ip(0, 0)))

        let taps = fixture.double.log.filter {
            if case .accessoryButtonTapped = $0 { true } else { false }
        }
        XCTAssertEqual(taps, [.accessoryButtonTapped(ip(0, 0)), .accessoryButtonTapped(ip(0, 1))])
        XCTAssertNil(fixture.tableView.indexPathForSelectedRow)
    }

    func testPerformPrimaryAction_asksCanPerform_thenPerforms() {
        let fixture = fixture(implemented: [.canPerformPrimaryActionForRow, .performPrimaryActionForRow])
        fixture.double.canPerformPrimaryAction = { $0.row == 0 }
        XCTAssertTrue(fixture.tableView.performPrimaryAction(at: ip(0, 0)))
        XCTAssertFalse(fixture.tableView.performPrimaryAction(at: ip(0, 1)))
        XCTAssertEqual(
            fixture.double.log,
            [
                .canPerformPrimaryActionForRow(ip(0, 0)), .performPrimaryActionForRow(ip(0, 0)),
                .canPerformPrimaryActionForRow(ip(0, 1)),
            ]
        )
        XCTAssertFalse(
            self.fixture(implemented: [.canPerformPrimaryActionForRow]).tableView.performPrimaryAction(
                at: ip(0, 0)))
    }

    func testSpringLoadRow_asksTheDelegate_defaultingToTrue() {
        let fixture = fixture(implemented: [.shouldSpringLoadRow])
        fixture.double.shouldSpringLoad = { $0.row == 1 }
        XCTAssertFalse(fixture.tableView.springLoadRow(at: ip(0, 0)))
        XCTAssertTrue(fixture.tableView.springLoadRow(at: ip(0, 1)))
        XCTAssertEqual(fixture.double.log, [.shouldSpringLoadRow(ip(0, 0)), .shouldSpringLoadRow(ip(0, 1))])
        XCTAssertTrue(self.fixture(implemented: []).tableView.springLoadRow(at: ip(0, 0)))
    }

    func testIndentationLevel_isAskedForEachDisplayedRow_beforeWillDisplay() {
        let fixture = TableViewFixture(counts: [2], implemented: [.indentationLevelForRow, .willDisplayCell])
        fixture.tableView.rowHeight = 44
        fixture.double.indentationLevel = { $0.row * 2 }
        fixture.tableView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.double.log,
            [
                .numberOfRows(section: 0), .cellForRow(ip(0, 0)), .indentationLevelForRow(ip(0, 0)),
                .willDisplayCell(ip(0, 0)),
                .cellForRow(ip(0, 1)), .indentationLevelForRow(ip(0, 1)), .willDisplayCell(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.indentationLevel), [0, 2])
    }
}
