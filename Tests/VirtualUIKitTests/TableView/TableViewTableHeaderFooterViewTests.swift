import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The table's header and footer views, and the check that one cell shows one row.
final class TableViewTableHeaderFooterViewTests: XCTestCase {
    private func fixture(counts: [Int] = [3], height: CGFloat = 480) -> TableViewFixture {
        let fixture = TableViewFixture(counts: counts, frame: CGRect(x: 0, y: 0, width: 320, height: height))
        fixture.tableView.rowHeight = 44
        fixture.tableView.isPrefetchingEnabled = false
        return fixture.loaded()
    }

    func testTheHeaderView_pushesTheSectionsDown_andCountsInTheContentSize() {
        let fixture = fixture()
        XCTAssertEqual(fixture.tableView.contentSize.height, 132)

        let header = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 56))
        fixture.tableView.tableHeaderView = header
        fixture.tableView.tableFooterView = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))

        XCTAssertEqual(fixture.tableView.contentSize.height, 56 + 132 + 20)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)).minY, 56)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 2))?.frame.minY, 56 + 88)
        XCTAssertEqual(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: 60)), ip(0, 0))
        XCTAssertNil(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: 50)))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 56))
        XCTAssertEqual(fixture.tableView.tableFooterView?.frame, CGRect(x: 0, y: 188, width: 320, height: 20))
        // No delegate or data-source method is asked: the heights are not built again.
        XCTAssertEqual(fixture.double.log, [])
    }

    func testAChangeOfTheHeadersHeight_countsOnlyOnceAssignedAgain() {
        let fixture = fixture()
        let header = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        fixture.tableView.tableHeaderView = header
        header.frame.size.height = 100
        XCTAssertEqual(fixture.tableView.contentSize.height, 172)
        fixture.tableView.tableHeaderView = header
        XCTAssertEqual(fixture.tableView.contentSize.height, 232)
        fixture.tableView.tableHeaderView = nil
        XCTAssertEqual(fixture.tableView.contentSize.height, 132)
    }

    func testScrollingToTheLastRow_reachesPastTheFooterView() {
        let fixture = fixture(counts: [10], height: 100)
        fixture.tableView.tableFooterView = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        fixture.tableView.scrollToRow(at: ip(0, 9), at: .top, animated: false)
        XCTAssertEqual(fixture.tableView.contentOffset.y, 440 + 50 - 100)
    }

    func testThePicture_drawsTheTablesHeaderAndFooterViews() {
        let fixture = fixture(counts: [2], height: 0)
        fixture.tableView.frame = CGRect(x: 0, y: 0, width: 80, height: 0)
        fixture.tableView.tableHeaderView = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        fixture.tableView.tableFooterView = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 80, height: 10))

        XCTAssertEqual(
            fixture.tableView.screenPicture(),
            """
            offset 0,0  size 80x0  content 80x118  (1 column = 4 pt, 1 row = 10 pt)
            empty bounds: every element is shown, drawn in the rect that holds them: 0,0 80x118
            +--------------------+
            |┌CollectionReusabl…┐|
            |└──────────────────┘|
            |┌──────────────────┐|
            |│Cell              │|
            |│                  │|
            |└──────────────────┘|
            |┌──────────────────┐|
            |│Cell              │|
            |│                  │|
            |│                  │|
            |└──────────────────┘|
            |[CollectionReusabl…]|
            +--------------------+
            ╔═╗ selected, ┏━┓ highlighted
            table header  []      0,0 80x20    CollectionReusableView
            cell          [0, 0]  0,20 80x44   Cell
            cell          [0, 1]  0,64 80x44   Cell
            table footer  []      0,108 80x10  CollectionReusableView
            """
        )
    }

    // MARK: One cell, one row

    func testACellReturnedForTwoRows_isReported_andTheSecondRowGetsAPlaceholder() {
        let fixture = TableViewFixture(counts: [3], implemented: [.willDisplayCell])
        fixture.tableView.rowHeight = 44
        let shared = TableViewCell(style: .default, reuseIdentifier: nil)
        fixture.double.makeCell = { tableView, indexPath in
            indexPath.row == 2 ? tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) : shared
        }

        let cells = fixture.tableView.visibleCells

        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "the cell returned from -tableView:cellForRowAtIndexPath: for index path {length = 2, path = 0 - 1} "
                        + "is already displayed at index path {length = 2, path = 0 - 0} - a cell can show only one "
                        + "row; return a new or dequeued cell for each row")
            ]
        )
        XCTAssertEqual(cells.count, 3)
        XCTAssertTrue(cells[0] === shared)
        XCTAssertFalse(cells[1] === shared)
        XCTAssertNil(cells[1].reuseIdentifier)
        XCTAssertEqual(
            fixture.double.log.filter { if case .willDisplayCell = $0 { true } else { false } },
            [.willDisplayCell(ip(0, 0)), .willDisplayCell(ip(0, 1)), .willDisplayCell(ip(0, 2))])
    }
}
