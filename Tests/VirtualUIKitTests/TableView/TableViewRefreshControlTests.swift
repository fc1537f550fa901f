import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A pull on ``VirtualTableView/pullToRefresh()`` does what a user's pull does on a `UITableView`: the control
/// begins refreshing, sends `.valueChanged` once, and shows above the rows until `endRefreshing()`.
///
/// 50 rows of 44 points in a 320×200 plain table without headers: 2,200 points of content.
final class TableViewRefreshControlTests: XCTestCase {
    /// The fixtures of the test, kept alive with their data sources, which the tables hold weakly.
    private var fixtures: [TableViewFixture] = []

    private func makeTable(rows: Int = 50, height: CGFloat = 200) -> VirtualTableView {
        let fixture = TableViewFixture(
            counts: [rows], implemented: [], frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        fixture.tableView.rowHeight = 44
        fixtures.append(fixture.loaded())
        return fixture.tableView
    }

    func testPull_withoutARefreshControl_doesNothing_andReturnsFalse() {
        let table = makeTable()
        XCTAssertNil(table.refreshControl)
        XCTAssertFalse(table.pullToRefresh())
        XCTAssertEqual(table.contentOffset, .zero)
        XCTAssertEqual(table.adjustedContentInset, .zero)
        XCTAssertEqual(table.indexPathsForVisibleRows, (0..<5).map { ip(0, $0) })
    }

    func testPull_beginsRefreshing_sendsValueChangedOnce_andShowsTheControlUntilItEnds() {
        let table = makeTable()
        let control = RefreshControl()
        table.refreshControl = control
        var log: [String] = []
        control.addAction { sender in
            log.append("valueChanged refreshing: \(sender.isRefreshing) offset: \(table.contentOffset.y)")
        }

        table.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertTrue(table.pullToRefresh())
        XCTAssertEqual(log, ["valueChanged refreshing: true offset: -60.0"])
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -60))
        XCTAssertEqual(table.adjustedContentInset, EdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        // The visible rect is -60–140: rows 0–3.
        XCTAssertEqual(table.indexPathsForVisibleRows, (0..<4).map { ip(0, $0) })

        XCTAssertFalse(table.pullToRefresh(), "a refreshing control sends nothing")
        XCTAssertEqual(log.count, 1)

        control.endRefreshing()
        XCTAssertEqual(table.contentOffset, .zero)
        XCTAssertEqual(table.adjustedContentInset, .zero)
        XCTAssertEqual(table.indexPathsForVisibleRows, (0..<5).map { ip(0, $0) })
        XCTAssertEqual(log.count, 1, "ending sends nothing")
    }

    func testADisabledControl_doesNotRefresh() {
        let table = makeTable()
        let control = RefreshControl()
        var sent = 0
        control.addAction { _ in sent += 1 }
        control.isEnabled = false
        table.refreshControl = control
        XCTAssertFalse(table.pullToRefresh())
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(sent, 0)
        XCTAssertEqual(table.contentOffset, .zero)
    }

    func testAControlServesOneViewAtATime_acrossTablesAndCollectionViews() {
        let table = makeTable()
        let other = makeTable()
        let collectionFixture = VirtualViewFixture(counts: [3], implemented: []).loaded()
        defer { withExtendedLifetime(collectionFixture) {} }
        let control = RefreshControl()
        table.refreshControl = control
        other.refreshControl = control
        XCTAssertNil(table.refreshControl)
        XCTAssertTrue(other.refreshControl === control)

        XCTAssertTrue(other.pullToRefresh())
        collectionFixture.collectionView.refreshControl = control
        XCTAssertNil(other.refreshControl)
        XCTAssertTrue(control.isRefreshing, "moving the control does not end refreshing")
        XCTAssertEqual(other.contentOffset, .zero, "the table no longer shows the control")
        XCTAssertEqual(other.adjustedContentInset, .zero)
    }

    func testWhileRefreshing_scrollingToTheFirstRowMayShowTheControl() {
        let table = makeTable()
        table.refreshControl = RefreshControl()
        table.pullToRefresh()
        table.scroll(to: CGPoint(x: 0, y: 300))
        table.scrollToRow(at: ip(0, 0), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -60))
        table.scrollRectToVisible(CGRect(x: 0, y: -100, width: 10, height: 10), animated: false)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -60))
        table.refreshControl?.endRefreshing()
        table.scrollToRow(at: ip(0, 0), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset, .zero)
    }

    func testScreenPicture_listsARefreshingControl_andIsUnchangedOtherwise() {
        let plain = makeTable(rows: 2, height: 100)
        let table = makeTable(rows: 2, height: 100)
        let control = RefreshControl()
        control.title = "Loading\tmail"
        table.refreshControl = control
        XCTAssertEqual(table.screenPicture(), plain.screenPicture())

        table.pullToRefresh()
        let lines = table.screenPicture().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "offset 0,-60  size 320x100  content 320x88  (1 column = 4 pt, 1 row = 10 pt)")
        XCTAssertEqual(lines.last, "refresh control  refreshing  Loading mail")

        control.endRefreshing()
        XCTAssertEqual(table.screenPicture(), plain.screenPicture())
    }
}
