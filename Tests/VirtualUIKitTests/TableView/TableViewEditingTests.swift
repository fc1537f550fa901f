import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Editing mode and committing edits (reference §4.3, §4.5).
final class TableViewEditingTests: XCTestCase {
    private let editingSelectors: Set<TableViewSelector> = [.canEditRow, .editingStyleForRow, .commitEditingStyle]

    private func fixture(counts: [Int] = [3], implemented: Set<TableViewSelector>? = nil) -> TableViewFixture {
        let fixture = TableViewFixture(counts: counts, implemented: implemented ?? editingSelectors)
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    func testSetEditing_asksEachDisplayedRowsEditability_andStyle_inOrder() {
        let fixture = fixture()
        fixture.double.canEdit = { $0.row != 1 }
        fixture.double.editingStyle = { $0.row == 2 ? .insert : .delete }

        fixture.tableView.setEditing(true, animated: true)

        XCTAssertTrue(fixture.tableView.isEditing)
        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canEditRow(ip(0, 0)), .editingStyleForRow(ip(0, 0)), .canEditRow(ip(0, 1)), .canEditRow(ip(0, 2)),
                .editingStyleForRow(ip(0, 2)),
            ]
        )
        let cells = fixture.tableView.visibleCells
        XCTAssertEqual(cells.map(\.isEditing), [true, false, true])
        XCTAssertEqual(cells.map(\.editingStyle), [.delete, .none, .insert])

        fixture.clearLogs()
        fixture.tableView.setEditing(false, animated: true)
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
        XCTAssertEqual(cells.map(\.isEditing), [false, false, false])
        XCTAssertEqual(cells.map(\.editingStyle), [.none, .none, .none])
    }

    func testSetEditing_toTheCurrentMode_doesNothing() {
        let fixture = fixture()
        fixture.tableView.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        fixture.tableView.setEditing(false, animated: false)
        XCTAssertEqual(fixture.tableView.indexPathForSelectedRow, ip(0, 0))
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
    }

    func testWithoutTheDataSourceAndDelegateMethods_everyRowEditsWithDelete() {
        let fixture = fixture(implemented: [])
        fixture.tableView.isEditing = true
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.editingStyle), [.delete, .delete, .delete])
        XCTAssertEqual(fixture.double.log, [])
    }

    func testCellsDisplayedWhileEditing_areConfiguredAfterTheirCellForRow() {
        let fixture = TableViewFixture(
            counts: [10], implemented: editingSelectors.union([.willDisplayCell]),
            frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        fixture.tableView.rowHeight = 44
        fixture.tableView.isPrefetchingEnabled = false
        fixture.tableView.setEditing(true, animated: false)
        fixture.tableView.layoutIfNeeded()
        fixture.clearLogs()

        fixture.tableView.scroll(to: CGPoint(x: 0, y: 88))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .cellForRow(ip(0, 2)), .canEditRow(ip(0, 2)), .editingStyleForRow(ip(0, 2)), .willDisplayCell(ip(0, 2)),
                .cellForRow(ip(0, 3)), .canEditRow(ip(0, 3)), .editingStyleForRow(ip(0, 3)), .willDisplayCell(ip(0, 3)),
            ]
        )
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 2))?.isEditing, true)
    }

    func testARecycledCell_leavesEditingWhenTheTableDoesNot() {
        let fixture = TableViewFixture(counts: [10], frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        fixture.tableView.rowHeight = 44
        fixture.tableView.isEditing = true
        let cell = fixture.tableView.cellForRow(at: ip(0, 0))
        XCTAssertEqual(cell?.isEditing, true)
        fixture.tableView.isEditing = false

        fixture.tableView.scroll(to: CGPoint(x: 0, y: 44))

        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 1)) === cell)
        XCTAssertEqual(cell?.isEditing, false)
    }

    func testSetEditing_clearsTheSelection_exceptAMultipleSelectionKeptForEditing() {
        let fixture = fixture()
        fixture.tableView.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        fixture.tableView.setEditing(true, animated: false)
        XCTAssertNil(fixture.tableView.indexPathsForSelectedRows)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 1))?.isSelected, false)
        fixture.tableView.setEditing(false, animated: false)

        fixture.tableView.allowsMultipleSelection = true
        fixture.tableView.allowsMultipleSelectionDuringEditing = true
        fixture.tableView.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        fixture.tableView.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        fixture.tableView.setEditing(true, animated: false)
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 0), ip(0, 2)])

        // Leaving editing clears it.
        fixture.tableView.setEditing(false, animated: false)
        XCTAssertNil(fixture.tableView.indexPathsForSelectedRows)
    }

    // MARK: Committing

    func testCommitEditing_asksTheRowsControl_thenCommits() {
        let fixture = fixture()
        var committed: [(TableViewCellEditingStyle, IndexPath)] = []
        fixture.double.onCommit = { committed.append(($0, $1)) }
        fixture.tableView.setEditing(true, animated: false)
        fixture.clearLogs()

        XCTAssertTrue(fixture.tableView.commitEditing(.delete, forRowAt: ip(0, 1)))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [.canEditRow(ip(0, 1)), .editingStyleForRow(ip(0, 1)), .commitEditingStyle(.delete, ip(0, 1))]
        )
        XCTAssertEqual(committed.map(\.1), [ip(0, 1)])
    }

    func testCommitEditing_needsEditingAnEditableRowWithThatControl_andTheCommitMethod() {
        let fixture = fixture()
        fixture.double.canEdit = { $0.row != 0 }
        fixture.double.editingStyle = { $0.row == 2 ? .insert : .delete }

        XCTAssertFalse(fixture.tableView.commitEditing(.delete, forRowAt: ip(0, 1)))
        XCTAssertEqual(fixture.tableView.recordedEvents, [])

        fixture.tableView.setEditing(true, animated: false)
        fixture.clearLogs()
        XCTAssertFalse(fixture.tableView.commitEditing(.delete, forRowAt: ip(0, 0)))
        XCTAssertFalse(fixture.tableView.commitEditing(.delete, forRowAt: ip(0, 2)))
        XCTAssertFalse(fixture.tableView.commitEditing(.none, forRowAt: ip(0, 1)))
        XCTAssertTrue(fixture.tableView.commitEditing(.insert, forRowAt: ip(0, 2)))
        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canEditRow(ip(0, 0)), .canEditRow(ip(0, 2)), .editingStyleForRow(ip(0, 2)), .canEditRow(ip(0, 2)),
                .editingStyleForRow(ip(0, 2)), .commitEditingStyle(.insert, ip(0, 2)),
            ]
        )

        let withoutCommit = self.fixture(implemented: [.canEditRow])
        withoutCommit.tableView.setEditing(true, animated: false)
        withoutCommit.clearLogs()
        XCTAssertFalse(withoutCommit.tableView.commitEditing(.delete, forRowAt: ip(0, 1)))
        XCTAssertEqual(withoutCommit.double.log, [])
    }

    func testCommitEditing_onAMissingRow_isReported() {
        let fixture = fixture()
        fixture.tableView.setEditing(true, animated: false)
        XCTAssertFalse(fixture.tableView.commitEditing(.delete, forRowAt: ip(0, 3)))
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [.internalInconsistency("request for rect at invalid index path ({length = 2, path = 0 - 3})")]
        )
    }

    func testACommitThatDeletesTheRowAndReloads_showsTheNewContents() {
        let fixture = fixture()
        fixture.double.onCommit = { _, indexPath in
            fixture.double.counts[indexPath.section] -= 1
            fixture.tableView.reloadData()
        }
        fixture.tableView.setEditing(true, animated: false)

        fixture.tableView.commitEditing(.delete, forRowAt: ip(0, 0))

        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.isEditing), [true, true])
    }
}
