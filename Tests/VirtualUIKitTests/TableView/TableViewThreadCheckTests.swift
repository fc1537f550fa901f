import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

final class TableViewThreadCheckTests: XCTestCase {
    func testCallsFromAThread_onABoundTable_areReportedAsUIKitsCheckerWordsThem_andNotApplied() {
        let fixture = TableViewFixture(counts: [3]).loaded()
        let reported = ReportedInconsistencies()
        fixture.tableView.inconsistencyHandler = { reported.append($0) }
        // NB: nonisolated(unsafe): the table is handed to another thread on purpose, for the check to refuse it there.
        nonisolated(unsafe) let table = fixture.tableView
        let dequeued = LockedBox<String?>(nil)

        let worker = runOnThread(named: "table-worker") {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.rowHeight = 80
            _ = table.tapRow(at: IndexPath(row: 0, section: 0))
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            dequeued.value = String(describing: type(of: cell))
        }

        XCTAssertEqual(
            reported.calls,
            [
                "UI API called on a background thread: -[UITableView insertRowsAtIndexPaths:withRowAnimation:]",
                "UI API called on a background thread: -[UITableView setRowHeight:]",
                "UI API called on a background thread: VirtualTableView.tapRow(at:)",
                "UI API called on a background thread: -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]",
            ])
        XCTAssertEqual(
            reported.all[0].description,
            "Main Thread Checker: UI API called on a background thread: "
                + "-[UITableView insertRowsAtIndexPaths:withRowAnimation:]\n\(worker)")
        XCTAssertEqual(dequeued.value, "TableViewCell")
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(fixture.tableView.rowHeight, VirtualTableView.automaticDimension)
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, nil)
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
        XCTAssertEqual(fixture.tableView.reportedInconsistencies, [])
    }

    @MainActor
    func testACallFromADetachedTask_onABoundTable_isReportedAndNotApplied() async {
        let fixture = TableViewFixture(counts: [3]).loaded()
        let reported = ReportedInconsistencies()
        fixture.tableView.inconsistencyHandler = { reported.append($0) }
        nonisolated(unsafe) let table = fixture.tableView

        await Task.detached { table.reloadData() }.value

        XCTAssertEqual(reported.calls, ["UI API called on a background thread: -[UITableView reloadData]"])
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
    }

    func testATableCreatedOnAnotherThread_isNotHeldToIt() {
        let reported = ReportedInconsistencies()
        nonisolated(unsafe) var table: VirtualTableView?
        runOnThread(named: "fixture-maker") {
            let made = VirtualTableView()
            made.inconsistencyHandler = { reported.append($0) }
            table = made
        }
        guard let table else { return XCTFail("no table") }

        table.rowHeight = 60

        XCTAssertFalse(table.isMainQueueBound)
        XCTAssertTrue(VirtualTableView().isMainQueueBound)
        XCTAssertEqual(table.rowHeight, 60)
        XCTAssertEqual(reported.all, [])
    }
}
