import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Counts, heights and the layout pass: what is asked, in which order, and what is displayed (reference §1.1, §3).
final class TableViewLayoutTests: XCTestCase {
    /// A cell that sizes itself to a fixed height, as a cell with Auto Layout constraints does.
    private final class TallCell: TableViewCell {
        static let height: CGFloat = 60

        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: CollectionViewLayoutAttributes
        ) -> CollectionViewLayoutAttributes {
            var attributes = layoutAttributes
            attributes.frame.size.height = Self.height
            return attributes
        }
    }

    // MARK: Counts

    func testCounts_numberOfSectionsIsAskedOnlyWhenImplemented() {
        let withSections = TableViewFixture(counts: [2, 1], implemented: [.numberOfSections])
        XCTAssertEqual(withSections.tableView.numberOfSections, 2)
        XCTAssertEqual(withSections.tableView.numberOfRows(inSection: 1), 1)
        XCTAssertEqual(
            withSections.double.log, [.numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1)])

        let without = TableViewFixture(counts: [2, 1], implemented: [])
        XCTAssertEqual(without.tableView.numberOfSections, 1)
        XCTAssertEqual(without.tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(without.tableView.numberOfRows(inSection: 5), 0)
        XCTAssertEqual(without.double.log, [.numberOfRows(section: 0)])
    }

    func testCounts_areCached_untilReloadData() {
        let fixture = TableViewFixture(counts: [2], implemented: []).loaded()
        fixture.double.counts = [5]
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(fixture.double.log, [])

        fixture.tableView.reloadData()
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 5)
    }

    // MARK: The first pass

    func testFirstPass_asksCounts_thenEachVisibleRowsCell_sizesAutomaticRows_andAnnouncesThem() {
        let fixture = TableViewFixture(counts: [2, 1], implemented: [.numberOfSections, .willDisplayCell])

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1),
                .cellForRow(ip(0, 0)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 0)),
                .willDisplayCell(ip(0, 0)),
                .cellForRow(ip(0, 1)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
                .willDisplayCell(ip(0, 1)),
                .cellForRow(ip(1, 0)), .preferredLayoutAttributesFitting(kind: nil, ip(1, 0)),
                .willDisplayCell(ip(1, 0)),
            ]
        )
        XCTAssertEqual(fixture.double.log, fixture.recordedCalls)
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows, [ip(0, 0), ip(0, 1), ip(1, 0)])
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(1, 0)), CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(fixture.tableView.contentSize, CGSize(width: 320, height: 132))
    }

    func testFixedRowHeight_asksNoHeights_andSizesNoCell() {
        let fixture = TableViewFixture(counts: [20], implemented: [.estimatedHeightForRow])
        fixture.tableView.rowHeight = 50

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents, [.numberOfRows(section: 0)] + (0..<10).map { .cellForRow(ip(0, $0)) })
        XCTAssertEqual(fixture.tableView.contentSize.height, 1000)
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.frame.origin.y), (0..<10).map { CGFloat($0) * 50 })
    }

    func testDelegateHeights_withEstimation_areAskedOnlyForRowsAboutToBeDisplayed_beforeTheirCells() {
        let fixture = TableViewFixture(counts: [20], implemented: [.heightForRow])
        fixture.double.rowHeight = { _ in 100 }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [.numberOfRows(section: 0)] + (0..<5).map { .heightForRow(ip(0, $0)) }
                + (0..<5).map { .cellForRow(ip(0, $0)) }
        )
        // Five exact heights, fifteen estimates of 44.
        XCTAssertEqual(fixture.tableView.contentSize.height, 5 * 100 + 15 * 44)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 6)), CGRect(x: 0, y: 544, width: 320, height: 44))
    }

    func testDelegateHeights_withoutEstimation_areAllAskedFirst() {
        let fixture = TableViewFixture(counts: [8], implemented: [.heightForRow])
        fixture.tableView.estimatedRowHeight = 0
        fixture.double.rowHeight = { _ in 100 }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [.numberOfRows(section: 0)] + (0..<8).map { .heightForRow(ip(0, $0)) }
                + (0..<5).map { .cellForRow(ip(0, $0)) }
        )
        XCTAssertEqual(fixture.tableView.contentSize.height, 800)
    }

    func testEstimatedHeights_areAskedForEveryRowWhenTheHeightsAreBuilt() {
        let fixture = TableViewFixture(counts: [6], implemented: [.heightForRow, .estimatedHeightForRow])
        fixture.double.rowHeight = { _ in 200 }
        fixture.double.estimatedRowHeight = { _ in 150 }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [.numberOfRows(section: 0)] + (0..<6).map { .estimatedHeightForRow(ip(0, $0)) }
                + (0..<3).map { .heightForRow(ip(0, $0)) } + (0..<3).map { .cellForRow(ip(0, $0)) }
        )
        XCTAssertEqual(fixture.tableView.contentSize.height, 3 * 200 + 3 * 150)
    }

    func testAutomaticRows_sizeFromTheirCells_andALaterPassRemovesRowsTheGrowthPushedOut() {
        let fixture = TableViewFixture(counts: [20], implemented: [.didEndDisplayingCell])
        fixture.tableView.register(TallCell.self, forCellReuseIdentifier: "Cell")

        fixture.tableView.layoutIfNeeded()

        // The first pass displays 11 rows at the estimate of 44; they grow to 60, and the second pass keeps 8.
        let events = fixture.tableView.recordedEvents
        XCTAssertEqual(events.filter { if case .cellForRow = $0 { true } else { false } }.count, 11)
        XCTAssertEqual(
            events.filter { if case .didEndDisplayingCell = $0 { true } else { false } },
            [.didEndDisplayingCell(ip(0, 8)), .didEndDisplayingCell(ip(0, 9)), .didEndDisplayingCell(ip(0, 10))]
        )
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows, (0..<8).map { ip(0, $0) })
        XCTAssertEqual(fixture.tableView.cellForRow(at: ip(0, 7))?.frame, CGRect(x: 0, y: 420, width: 320, height: 60))
        XCTAssertEqual(fixture.tableView.contentSize.height, 11 * 60 + 9 * 44)
    }

    func testAutomaticHeightAnswer_fromTheDelegate_sizesTheRowFromItsCell() {
        let fixture = TableViewFixture(counts: [2], implemented: [.heightForRow])
        fixture.tableView.register(TallCell.self, forCellReuseIdentifier: "Cell")
        fixture.double.rowHeight = { $0.row == 0 ? VirtualTableView.automaticDimension : 30 }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .numberOfRows(section: 0), .heightForRow(ip(0, 0)), .heightForRow(ip(0, 1)), .cellForRow(ip(0, 0)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 0)), .cellForRow(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 1)), CGRect(x: 0, y: 60, width: 320, height: 30))
    }

    func testInsetGroupedRows_areInsetFromTheSides() {
        let fixture = TableViewFixture(counts: [1], style: .insetGrouped).loaded()
        // A grouped section without header content has 18 points of space above and below.
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)), CGRect(x: 20, y: 18, width: 280, height: 44))
        XCTAssertEqual(fixture.tableView.contentSize.height, 80)
    }

    func testEmptyBounds_displayEveryRow() {
        let fixture = TableViewFixture(counts: [30, 40], implemented: [.numberOfSections], frame: .zero).loaded()
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows?.count, 70)
        XCTAssertNotNil(fixture.tableView.cellForRow(at: ip(1, 39)))
    }

    // MARK: Geometry queries

    func testRectForRow_ofAMissingRow_reportsUIKitsText() {
        let fixture = TableViewFixture(counts: [2]).loaded()
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 2)), .zero)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(1, 0)), .zero)
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency("request for rect at invalid index path ({length = 2, path = 0 - 2})"),
                .internalInconsistency("request for rect at invalid index path ({length = 2, path = 1 - 0})"),
            ]
        )
    }

    func testIndexPathForRowAtPoint_findsTheRowUnderThePoint() {
        let fixture = TableViewFixture(counts: [3]).loaded()
        XCTAssertEqual(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: 0)), ip(0, 0))
        XCTAssertEqual(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: 44)), ip(0, 1))
        XCTAssertEqual(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: 131)), ip(0, 2))
        XCTAssertNil(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: 132)))
        XCTAssertNil(fixture.tableView.indexPathForRow(at: CGPoint(x: 10, y: -1)))
        XCTAssertNil(fixture.tableView.indexPathForRow(at: CGPoint(x: 320, y: 10)))
    }

    func testVisibleState_cellForRowIndexPathForCellAndVisibleCells_agree() {
        let fixture = TableViewFixture(counts: [20], frame: CGRect(x: 0, y: 0, width: 320, height: 100)).loaded()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        XCTAssertEqual(tableView.indexPathsForVisibleRows, [ip(0, 0), ip(0, 1), ip(0, 2)])
        XCTAssertEqual(tableView.visibleCells.count, 3)
        for (indexPath, cell) in zip(tableView.indexPathsForVisibleRows ?? [], tableView.visibleCells) {
            XCTAssertTrue(tableView.cellForRow(at: indexPath) === cell)
            XCTAssertEqual(tableView.indexPath(for: cell), indexPath)
        }
        XCTAssertNil(tableView.cellForRow(at: ip(0, 3)))
        XCTAssertNil(tableView.cellForRow(at: ip(5, 0)))
        XCTAssertNil(tableView.indexPath(for: TableViewCell(frame: .zero)))
    }

    // MARK: Scrolling and display callbacks

    func testScrolling_endsDisplayingLeavingRowsFirst_thenRequestsEnteringOnes_inOrder() {
        let fixture = TableViewFixture(
            counts: [20], implemented: [.willDisplayCell, .didEndDisplayingCell],
            frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.tableView.rowHeight = 50
        fixture.tableView.layoutIfNeeded()
        fixture.clearLogs()

        fixture.tableView.scroll(to: CGPoint(x: 0, y: 120))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 1)), .cellForRow(ip(0, 2)),
                .willDisplayCell(ip(0, 2)), .cellForRow(ip(0, 3)), .willDisplayCell(ip(0, 3)), .cellForRow(ip(0, 4)),
                .willDisplayCell(ip(0, 4)), .prefetchRows([ip(0, 5), ip(0, 6)]),
            ]
        )
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows, [ip(0, 2), ip(0, 3), ip(0, 4)])
    }

    func testScrollingThroughManyRows_asksOnlyForTheRowsItShows() {
        let fixture = TableViewFixture(
            counts: [100_000], implemented: [.heightForRow], frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        fixture.double.rowHeight = { _ in 44 }
        fixture.tableView.isPrefetchingEnabled = false
        fixture.tableView.layoutIfNeeded()
        fixture.clearLogs()

        for step in 1...100 {
            fixture.tableView.scroll(to: CGPoint(x: 0, y: CGFloat(step) * 440 * 10))
        }

        // Each step shows ten new rows: their heights and cells are all it asks for.
        XCTAssertEqual(fixture.double.log.count, 100 * 20)
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows, (10_000..<10_010).map { ip(0, $0) })
    }

    func testReloadData_endsDisplayingCellsThenHeadersAndFooters_clearsTheSelection_andAsksNothing() {
        let fixture = TableViewFixture(
            counts: [1, 1],
            implemented: [
                .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection, .didEndDisplayingCell,
                .didEndDisplayingHeaderView, .didEndDisplayingFooterView,
            ])
        fixture.double.headerTitle = { "Header \($0)" }
        fixture.double.footerTitle = { "Footer \($0)" }
        fixture.tableView.layoutIfNeeded()
        fixture.tableView.selectRow(at: ip(1, 0), animated: false, scrollPosition: .none)
        fixture.clearLogs()

        fixture.tableView.reloadData()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .reloadData, .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(1, 0)),
                .didEndDisplayingHeaderView(section: 0), .didEndDisplayingFooterView(section: 0),
                .didEndDisplayingHeaderView(section: 1), .didEndDisplayingFooterView(section: 1),
            ]
        )
        XCTAssertNil(fixture.tableView.indexPathsForSelectedRows)
        XCTAssertEqual(fixture.tableView.reuseQueueCount(forCellReuseIdentifier: "Cell"), 2)

        fixture.clearLogs()
        fixture.tableView.layoutIfNeeded()
        XCTAssertEqual(
            Array(fixture.double.log.prefix(3)),
            [.numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1)])
    }

    func testReloadDataFromACallback_runsAfterThePass_whichStopsRequestingRows() {
        let fixture = TableViewFixture(counts: [5], implemented: [.willDisplayCell])
        fixture.tableView.rowHeight = 44
        var reloaded = false
        fixture.double.onWillDisplay = { _, indexPath in
            if indexPath.row == 1, !reloaded {
                reloaded = true
                fixture.tableView.reloadData()
            }
        }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .numberOfRows(section: 0), .cellForRow(ip(0, 0)), .willDisplayCell(ip(0, 0)), .cellForRow(ip(0, 1)),
                .willDisplayCell(ip(0, 1)), .reloadData,
            ]
        )
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows?.count, 5)
    }
}
