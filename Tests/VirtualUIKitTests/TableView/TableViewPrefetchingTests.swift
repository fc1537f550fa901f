import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Prefetching while scrolling, and the explicit prefetch requests (reference §4.8).
final class TableViewPrefetchingTests: XCTestCase {
    /// 100 rows of 50 points in a 320×100 table: two rows on screen.
    private func fixture(implemented: Set<TableViewSelector> = [.cancelPrefetchingForRows]) -> TableViewFixture {
        let fixture = TableViewFixture(
            counts: [100], implemented: implemented, frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.tableView.rowHeight = 50
        return fixture.loaded()
    }

    private func prefetchCalls(_ fixture: TableViewFixture) -> [VirtualTableView.Event] {
        fixture.double.log.filter {
            switch $0 {
            case .prefetchRows, .cancelPrefetchingForRows: true
            default: false
            }
        }
    }

    func testScrollingDown_prefetchesTheNextScreen_andCancelsRowsLeftBehind() {
        let fixture = fixture()
        XCTAssertEqual(prefetchCalls(fixture), [])

        fixture.tableView.scroll(to: CGPoint(x: 0, y: 50))
        XCTAssertEqual(prefetchCalls(fixture), [.prefetchRows([ip(0, 3), ip(0, 4)])])

        fixture.clearLogs()
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 100))
        // Row 3 is displayed now; row 4 is still ahead; row 5 is new.
        XCTAssertEqual(prefetchCalls(fixture), [.prefetchRows([ip(0, 5)])])

        fixture.clearLogs()
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 50))
        // Scrolling back up: rows 4 and 5 are neither shown nor ahead; row 0 is ahead.
        XCTAssertEqual(
            prefetchCalls(fixture), [.cancelPrefetchingForRows([ip(0, 4), ip(0, 5)]), .prefetchRows([ip(0, 0)])])
    }

    func testWithoutCancelPrefetching_onlyPrefetchRowsIsCalled() {
        let fixture = fixture(implemented: [])
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 50))
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 0))
        XCTAssertEqual(prefetchCalls(fixture), [.prefetchRows([ip(0, 3), ip(0, 4)])])
    }

    func testReloadData_forgetsWhatWasPrefetched() {
        let fixture = fixture()
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 50))
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        fixture.clearLogs()

        fixture.tableView.scroll(to: CGPoint(x: 0, y: 100))

        XCTAssertEqual(prefetchCalls(fixture), [.prefetchRows([ip(0, 4), ip(0, 5)])])
    }

    func testExplicitRequests_reachThePrefetchDataSource_onlyWithRowsAndWhenEnabled() {
        let fixture = fixture()
        fixture.tableView.prefetchRows(at: [ip(0, 40)])
        fixture.tableView.cancelPrefetchingRows(at: [ip(0, 40)])
        fixture.tableView.prefetchRows(at: [])
        fixture.tableView.cancelPrefetchingRows(at: [])
        fixture.tableView.isPrefetchingEnabled = false
        fixture.tableView.prefetchRows(at: [ip(0, 41)])
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 500))

        XCTAssertEqual(
            fixture.double.log.filter {
                switch $0 {
                case .prefetchRows, .cancelPrefetchingForRows: true
                default: false
                }
            },
            [.prefetchRows([ip(0, 40)]), .cancelPrefetchingForRows([ip(0, 40)])]
        )
        XCTAssertEqual(
            Array(fixture.tableView.recordedEvents.prefix(2)),
            [.prefetchRows([ip(0, 40)]), .cancelPrefetchingForRows([ip(0, 40)])])
    }
}
