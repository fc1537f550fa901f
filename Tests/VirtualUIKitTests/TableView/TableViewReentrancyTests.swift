import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Callbacks that call the view back while it builds or uses its heights.
final class TableViewReentrancyTests: XCTestCase {
    func testARectAskedWhileTheHeightsAreBuilt_isZero_andNothingIsReported() {
        let fixture = TableViewFixture(counts: [3], implemented: [.heightForRow])
        fixture.tableView.estimatedRowHeight = 0
        var rects: [CGRect] = []
        fixture.double.rowHeight = { indexPath in
            rects.append(fixture.tableView.rectForRow(at: indexPath))
            _ = fixture.tableView.contentSize
            return 30
        }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(rects, [.zero, .zero, .zero])
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 2)), CGRect(x: 0, y: 60, width: 320, height: 30))
    }

    func testANewDelegateAssignedFromAHeightCallback_stopsThePass_andTheNextPassUsesIt() {
        let fixture = TableViewFixture(counts: [3], implemented: [.heightForRow])
        let other = RecordingTableViewDelegate(counts: [3], implemented: [.heightForRow])
        other.rowHeight = { _ in 20 }
        var swapped = false
        fixture.double.rowHeight = { _ in
            if !swapped {
                swapped = true
                fixture.tableView.delegate = other
            }
            return 30
        }

        XCTAssertEqual(fixture.tableView.visibleCells.count, 3)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 2)), CGRect(x: 0, y: 40, width: 320, height: 20))
        XCTAssertEqual(fixture.inconsistencies.received, [])
        withExtendedLifetime(other) {}
    }

    func testReloadDataFromAHeightCallback_runsAfterThePass() {
        let fixture = TableViewFixture(counts: [3], implemented: [.heightForRow])
        var reloads = 0
        fixture.double.rowHeight = { _ in
            if reloads == 0 {
                reloads += 1
                fixture.tableView.reloadData()
            }
            return 30
        }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(fixture.tableView.recordedEvents.filter { $0 == .reloadData }.count, 1)
        XCTAssertEqual(fixture.tableView.visibleCells.count, 3)
    }
}
