import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Reorder controls in editing mode and interactive reordering (reference §4.5, §4.6).
final class TableViewReorderingTests: XCTestCase {
    private let reorderSelectors: Set<TableViewSelector> = [.canMoveRow, .moveRow, .targetIndexPathForMove]

    /// A table of `counts` rows, 44 high, editing, whose double moves its counts as the data source's model.
    private func editingFixture(
        counts: [Int] = [4],
        implemented: Set<TableViewSelector>? = nil
    ) -> TableViewFixture {
        let selectors = implemented ?? reorderSelectors
        let fixture = TableViewFixture(counts: counts, implemented: selectors.union([.numberOfSections]))
        fixture.tableView.rowHeight = 44
        fixture.double.onMove = { [double = fixture.double] source, destination in
            double.counts[source.section] -= 1
            double.counts[destination.section] += 1
        }
        fixture.tableView.setEditing(true, animated: false)
        return fixture.loaded()
    }

    func testEditing_asksEachEditableRowWhetherItMoves_afterItsIndentation() {
        let fixture = TableViewFixture(
            counts: [3],
            implemented: [.canEditRow, .editingStyleForRow, .shouldIndentWhileEditingRow, .canMoveRow, .moveRow])
        fixture.tableView.rowHeight = 44
        fixture.double.canEdit = { $0.row != 2 }
        fixture.double.canMove = { $0.row == 0 }
        fixture.double.shouldIndent = { $0.row == 0 }
        fixture.tableView.layoutIfNeeded()
        fixture.clearLogs()

        fixture.tableView.setEditing(true, animated: false)

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canEditRow(ip(0, 0)), .editingStyleForRow(ip(0, 0)), .shouldIndentWhileEditingRow(ip(0, 0)),
                .canMoveRow(ip(0, 0)),
                .canEditRow(ip(0, 1)), .editingStyleForRow(ip(0, 1)), .shouldIndentWhileEditingRow(ip(0, 1)),
                .canMoveRow(ip(0, 1)),
                .canEditRow(ip(0, 2)),
            ]
        )
        let cells = fixture.tableView.visibleCells
        XCTAssertEqual(cells.map(\.showsReorderControl), [true, false, false])
        XCTAssertEqual(cells.map(\.isIndentedWhileEditing), [true, false, false])

        fixture.tableView.setEditing(false, animated: false)
        XCTAssertEqual(cells.map(\.showsReorderControl), [false, false, false])
        XCTAssertEqual(cells.map(\.isIndentedWhileEditing), [false, false, false])
    }

    func testWithoutMoveRowAt_noRowShowsAReorderControl_andCanMoveIsNotAsked() {
        let fixture = editingFixture(implemented: [.canMoveRow])
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.showsReorderControl), [false, false, false, false])
        XCTAssertNil(fixture.tableView.reorderRow(from: ip(0, 0), to: ip(0, 2)))
        XCTAssertEqual(fixture.double.log, [])
    }

    func testACellThatDoesNotIndentItself_isNotIndented() {
        let fixture = TableViewFixture(counts: [1], implemented: [])
        fixture.double.makeCell = { tableView, indexPath in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.shouldIndentWhileEditing = false
            return cell
        }
        fixture.tableView.isEditing = true
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.isIndentedWhileEditing), [false])
    }

    func testReorderRow_asksTheTarget_movesTheCellItself_thenTellsTheDataSource() {
        let fixture = editingFixture()
        let moved = fixture.tableView.cellForRow(at: ip(0, 0))
        let second = fixture.tableView.cellForRow(at: ip(0, 1))
        fixture.tableView.allowsSelectionDuringEditing = true
        fixture.tableView.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        var cellsWhenMoved: [IndexPath: TableViewCell?] = [:]
        fixture.double.onMove = { _, _ in
            cellsWhenMoved[ip(0, 2)] = fixture.tableView.cellForRow(at: ip(0, 2))
        }
        fixture.clearLogs()

        XCTAssertEqual(fixture.tableView.reorderRow(from: ip(0, 0), to: ip(0, 2)), ip(0, 2))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [.targetIndexPathForMove(from: ip(0, 0), proposed: ip(0, 2)), .moveRow(from: ip(0, 0), to: ip(0, 2))]
        )
        XCTAssertTrue(cellsWhenMoved[ip(0, 2)]! === moved, "the table moved the row before telling the data source")
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 2)) === moved)
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 0)) === second)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 2))?.frame.minY, 88)
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 2)])
        XCTAssertEqual(moved?.isSelected, true)
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testReorderRow_toTheTargetTheDelegateAnswers_acrossSections() {
        let fixture = editingFixture(counts: [2, 2])
        fixture.double.targetIndexPath = { _, _ in ip(1, 2) }
        let moved = fixture.tableView.cellForRow(at: ip(0, 1))

        XCTAssertEqual(fixture.tableView.reorderRow(from: ip(0, 1), to: ip(0, 0)), ip(1, 2))

        XCTAssertEqual(
            fixture.double.log,
            [.targetIndexPathForMove(from: ip(0, 1), proposed: ip(0, 0)), .moveRow(from: ip(0, 1), to: ip(1, 2))])
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 1), 3)
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(1, 2)) === moved)
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows, [ip(0, 0), ip(1, 0), ip(1, 1), ip(1, 2)])
    }

    func testReorderRow_sentBackWhereItWas_movesNothing() {
        let fixture = editingFixture()
        fixture.double.targetIndexPath = { source, _ in source }
        XCTAssertEqual(fixture.tableView.reorderRow(from: ip(0, 1), to: ip(0, 3)), ip(0, 1))
        XCTAssertEqual(fixture.double.log, [.targetIndexPathForMove(from: ip(0, 1), proposed: ip(0, 3))])
    }

    func testReorderRow_withoutTargetMethod_goesToTheProposedPath() {
        let fixture = editingFixture(implemented: [.moveRow])
        XCTAssertEqual(fixture.tableView.reorderRow(from: ip(0, 3), to: ip(0, 0)), ip(0, 0))
        XCTAssertEqual(fixture.double.log, [.moveRow(from: ip(0, 3), to: ip(0, 0))])
    }

    func testReorderRow_outOfRangeDestinations_areReported_andMoveNothing() {
        let fixture = editingFixture(counts: [2, 1])
        // In its own section a row can go to the last row; in another, one past its last row.
        XCTAssertNil(fixture.tableView.reorderRow(from: ip(0, 0), to: ip(0, 2)))
        XCTAssertEqual(fixture.tableView.reorderRow(from: ip(0, 0), to: ip(1, 1)), ip(1, 1))
        fixture.double.targetIndexPath = { _, _ in ip(5, 0) }
        XCTAssertNil(fixture.tableView.reorderRow(from: ip(0, 0), to: ip(1, 0)))
        XCTAssertNil(fixture.tableView.reorderRow(from: ip(3, 0), to: ip(0, 0)))

        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            [
                "request for rect at invalid index path ({length = 2, path = 0 - 2})",
                "request for rect at invalid index path ({length = 2, path = 5 - 0})",
                "request for rect at invalid index path ({length = 2, path = 3 - 0})",
            ]
        )
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 1), 2)
    }

    func testReorderRow_whenNotEditing_orForARowThatCannotMove_doesNothing() {
        let fixture = editingFixture()
        fixture.double.canMove = { $0.row != 1 }
        fixture.tableView.setEditing(false, animated: false)
        fixture.tableView.setEditing(true, animated: false)
        fixture.clearLogs()
        XCTAssertNil(fixture.tableView.reorderRow(from: ip(0, 1), to: ip(0, 0)))
        fixture.tableView.setEditing(false, animated: false)
        XCTAssertNil(fixture.tableView.reorderRow(from: ip(0, 0), to: ip(0, 1)))
        XCTAssertEqual(fixture.double.log, [])
    }
}
