import Foundation
import ViewTestSupport
import XCTest

@testable import VirtualUIKit

/// The table's heights as runs of equal slots: rows no delegate sizes are built as one run per section, and a batch of
/// scattered changes to rows that share a height keeps the runs few.
final class TableViewHeightRunsTests: XCTestCase {
    func testMillionRowsOfAFixedHeight_areBuiltAsOneRun() throws {
        let fixture = TableViewFixture(counts: [1_000_000], implemented: [])
        fixture.tableView.rowHeight = 44

        fixture.tableView.layoutIfNeeded()

        let heights = try XCTUnwrap(fixture.tableView.geometry?.heights)
        XCTAssertEqual(heights.count, 1_000_002)
        XCTAssertEqual(heights.runs.map(\.count), [1, 1_000_000, 1])
        XCTAssertEqual(heights.runs[1].height, 44)
        XCTAssertEqual(heights.runs[1].state, .exact)
        XCTAssertEqual(heights.nodeCapacity, 3)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 999_999)).minY, 43_999_956)
    }

    func testRowsTheDelegateSizes_withEstimationOn_areBuiltAsOneRun_andNotAskedUntilDisplayed() throws {
        let fixture = TableViewFixture(counts: [1_000_000], implemented: [.heightForRow])
        fixture.tableView.estimatedRowHeight = 50

        _ = fixture.tableView.contentSize

        let heights = try XCTUnwrap(fixture.tableView.geometry?.heights)
        XCTAssertEqual(heights.runs.map(\.count), [1, 1_000_000, 1])
        XCTAssertEqual(heights.runs[1].height, 50)
        XCTAssertEqual(heights.runs[1].state, .estimated)
        XCTAssertFalse(fixture.tableView.recordedEvents.contains { if case .heightForRow = $0 { true } else { false } })
    }

    func testScatteredBatch_ofRowsSharingAnEstimate_keepsTheRunsFew() throws {
        let fixture = TableViewFixture(counts: [100_000], implemented: []).loaded()
        let before = try XCTUnwrap(fixture.tableView.geometry?.heights)
        // The header, the displayed rows (now exact), the rows still estimated, the footer.
        XCTAssertEqual(before.runCount, 4)
        XCTAssertEqual(before.runs[2].state, .automatic)

        fixture.tableView.performBatchUpdates {
            fixture.tableView.deleteRows(at: (0..<500).map { ip(0, 1_000 + 150 * $0) }, with: .fade)
            fixture.tableView.insertRows(at: (0..<500).map { ip(0, 2_000 + 150 * $0) }, with: .fade)
        }

        let after = try XCTUnwrap(fixture.tableView.geometry?.heights)
        XCTAssertEqual(after.count, 100_002)
        XCTAssertEqual(after.runs.map(\.count), before.runs.map(\.count))
        XCTAssertEqual(after.nodeCapacity, before.nodeCapacity)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }
}
