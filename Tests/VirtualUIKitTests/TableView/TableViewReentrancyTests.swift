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

    // MARK: Batches from callbacks

    func testBatchFromCellForRowAt_runsItsBlockAtOnce_andCommitsWhenThePassEnds() {
        let fixture = TableViewFixture(counts: [3])
        var steps: [String] = []
        fixture.double.onCellForRow = { indexPath in
            guard indexPath == ip(0, 2), steps.isEmpty else { return }
            fixture.tableView.performBatchUpdates {
                steps.append("block")
                fixture.double.counts = [4]
                fixture.tableView.insertRows(at: [ip(0, 3)], with: .fade)
            } completion: {
                steps.append("completion \($0)")
            }
            steps.append("returned, \(fixture.tableView.performedUpdates.count) commits")
        }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(steps, ["block", "returned, 0 commits", "completion true"])
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfRows(section: 0), .cellForRow(ip(0, 0)), .cellForRow(ip(0, 1)), .cellForRow(ip(0, 2)),
                .numberOfRows(section: 0), .cellForRow(ip(0, 3)),
            ])
        XCTAssertEqual(fixture.tableView.performedUpdates.first?.countsBefore, [3])
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testChangesFromWillDisplayDuringACommit_formTheirOwnBatch_afterIt() {
        let fixture = TableViewFixture(counts: [1], implemented: [.willDisplayCell]).loaded()
        var order: [String] = []
        fixture.double.onWillDisplay = { _, indexPath in
            guard indexPath == ip(0, 1) else { return }
            fixture.double.counts = [3]
            fixture.tableView.insertRows(at: [ip(0, 2)], with: .fade)
            order.append("declared in willDisplay")
        }

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [2]
            fixture.tableView.insertRows(at: [ip(0, 1)], with: .fade)
        } completion: { _ in
            order.append("first completion, \(fixture.tableView.performedUpdates.count) commits")
        }

        XCTAssertEqual(order, ["declared in willDisplay", "first completion, 2 commits"])
        XCTAssertEqual(fixture.tableView.performedUpdates.map(\.countsAfter), [[2], [3]])
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(fixture.tableView.visibleCells.count, 3)
    }

    func testReloadDataFromDidEndDisplayingDuringACommit_runsAfterTheCommit() {
        let fixture = TableViewFixture(counts: [2], implemented: [.didEndDisplayingCell]).loaded()
        var reloads = 0
        fixture.double.onEvent = { event in
            guard event == .didEndDisplayingCell(ip(0, 0)), reloads == 0 else { return }
            reloads += 1
            fixture.tableView.reloadData()
        }

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [1]
            fixture.tableView.deleteRows(at: [ip(0, 0)], with: .fade)
        }

        XCTAssertEqual(
            fixture.tableView.recordedEvents.filter { if case .performBatchUpdates = $0 { false } else { true } },
            [.numberOfRows(section: 0), .didEndDisplayingCell(ip(0, 0)), .reloadData, .didEndDisplayingCell(ip(0, 0))])
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testReconfigureFromWillDisplay_waitsUntilThePassEnds() {
        let fixture = TableViewFixture(counts: [2], implemented: [.willDisplayCell])
        var reconfigured = false
        fixture.double.onWillDisplay = { _, indexPath in
            guard indexPath == ip(0, 0), !reconfigured else { return }
            reconfigured = true
            fixture.tableView.reconfigureRows(at: [ip(0, 0)])
        }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfRows(section: 0), .cellForRow(ip(0, 0)), .willDisplayCell(ip(0, 0)), .cellForRow(ip(0, 1)),
                .willDisplayCell(ip(0, 1)), .cellForRow(ip(0, 0)),
            ])
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testTheViewIsNotIdleWhileItCallsOut_andWorkWaitsForIt() {
        let fixture = TableViewFixture(counts: [1], implemented: [.willDisplayCell])
        var steps: [String] = []
        fixture.double.onWillDisplay = { _, _ in
            steps.append("idle: \(fixture.tableView.isIdle)")
            fixture.tableView.performWhenIdle { steps.append("work") }
            steps.append("after performWhenIdle")
        }

        fixture.tableView.layoutIfNeeded()
        fixture.tableView.beginUpdates()
        steps.append("idle in a batch: \(fixture.tableView.isIdle)")
        fixture.tableView.endUpdates()

        XCTAssertEqual(
            steps, ["idle: false", "after performWhenIdle", "work", "idle in a batch: false"])
        XCTAssertTrue(fixture.tableView.isIdle)
    }

    func testWorkWaitingForAnIdleView_runsWhenTheViewGoesAway() {
        var steps: [String] = []
        do {
            let tableView = VirtualTableView()
            tableView.beginUpdates()
            tableView.performWhenIdle { steps.append("work") }
            steps.append("waiting")
        }
        XCTAssertEqual(steps, ["waiting", "work"])
    }
}
