import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Scrolling to rows and rects (reference §3.5).
final class TableViewScrollingTests: XCTestCase {
    /// 50 rows of 44 points in a 320×200 plain table whose section has a 28-point title header: rows start at 28.
    private func fixture(style: TableViewStyle = .plain) -> TableViewFixture {
        let fixture = TableViewFixture(
            counts: [50], implemented: [.titleForHeaderInSection], frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            style: style)
        fixture.double.headerTitle = { _ in "Header" }
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    func testScrollToRow_top_putsTheRowBelowTheFloatingHeader() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.scrollToRow(at: ip(0, 10), at: .top, animated: false)
        // Row 10 starts at 28 + 440 = 468; the header floats over the first 28 points.
        XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 440))
        XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, ip(0, 9))
    }

    func testScrollToRow_top_inAGroupedTable_putsTheRowAtTheTop() {
        let fixture = fixture(style: .grouped)
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.scrollToRow(at: ip(0, 10), at: .top, animated: false)
        XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 468))
        XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, ip(0, 10))
    }

    func testScrollToRow_middleAndBottom() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.scrollToRow(at: ip(0, 10), at: .middle, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 468 + 22 - 100)
        tableView.scrollToRow(at: ip(0, 10), at: .bottom, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 468 + 44 - 200)
    }

    func testScrollToRow_none_scrollsAsLittleAsShowsTheRow() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.scrollToRow(at: ip(0, 2), at: .none, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 0)

        tableView.scrollToRow(at: ip(0, 10), at: .none, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 468 + 44 - 200)

        tableView.scrollToRow(at: ip(0, 5), at: .none, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 28 + 5 * 44 - 28)
    }

    func testScrollToRow_staysWithinTheContent() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.scrollToRow(at: ip(0, 49), at: .top, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 28 + 50 * 44 - 200)
        tableView.scrollToRow(at: ip(0, 0), at: .bottom, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 0)
    }

    func testScrollToRow_outOfBounds_reportsUIKitsTexts_andDoesNotScroll() {
        let fixture = fixture()
        fixture.tableView.scrollToRow(at: ip(1, 0), at: .top, animated: false)
        fixture.tableView.scrollToRow(at: ip(0, 50), at: .top, animated: false)
        fixture.tableView.scrollToRow(at: IndexPath(index: 3), at: .top, animated: false)

        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .invalidArgument(
                    "Attempted to scroll the table view to an out-of-bounds section (1) when there are only 1 sections."
                ),
                .invalidArgument(
                    "Attempted to scroll the table view to an out-of-bounds row (50) when there are only 50 rows in "
                        + "section 0."),
                .invalidArgument(
                    "Invalid index path for use with UITableView. Index paths passed to table view must contain "
                        + "exactly two indices specifying the section and row. Please use the category on NSIndexPath "
                        + "in NSIndexPath+UIKitAdditions.h if possible. Index path: {length = 1, path = 3}"),
            ]
        )
        XCTAssertEqual(fixture.tableView.contentOffset, .zero)
    }

    func testScrollToRow_asksTheExactHeightsItNeeds() {
        let fixture = TableViewFixture(
            counts: [100], implemented: [.heightForRow], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        fixture.double.rowHeight = { _ in 60 }
        fixture.tableView.isPrefetchingEnabled = false
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }

        tableView.scrollToRow(at: ip(0, 50), at: .top, animated: false)

        // Rows 0-3 are exact (60), rows 4-49 still estimated (44): row 50 starts at 240 + 46 × 44.
        XCTAssertEqual(tableView.contentOffset.y, 240 + 46 * 44)
        XCTAssertEqual(fixture.double.log.first, .heightForRow(ip(0, 50)))
        XCTAssertEqual(tableView.indexPathsForVisibleRows, [ip(0, 50), ip(0, 51), ip(0, 52), ip(0, 53)])
    }

    func testScrollRectToVisible_scrollsAsLittleAsShowsTheRect() {
        let fixture = fixture()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 50), animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 150)
        tableView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 100)
        tableView.scrollRectToVisible(CGRect(x: 0, y: 120, width: 10, height: 10), animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 100)
        tableView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 10), animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 28 + 50 * 44 - 200)
    }

    func testSelectRow_withAScrollPosition_scrollsThere() {
        let fixture = fixture()
        fixture.tableView.selectRow(at: ip(0, 20), animated: false, scrollPosition: .middle)
        XCTAssertEqual(fixture.tableView.contentOffset.y, 28 + 20 * 44 + 22 - 100)
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 20))?.isSelected, true)
        XCTAssertEqual(fixture.double.log.filter { if case .didSelectRow = $0 { true } else { false } }, [])
    }
}
