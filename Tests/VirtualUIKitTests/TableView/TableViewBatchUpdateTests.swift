import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Batch updates of a table view: the calls a commit makes and their order, what happens to cells, selection and
/// heights, nesting, completions, and the recorded updates.
final class TableViewBatchUpdateTests: XCTestCase {
    private let displayCallbacks: Set<TableViewSelector> = [
        .numberOfSections, .willDisplayCell, .didEndDisplayingCell, .heightForRow, .estimatedHeightForRow,
    ]

    // MARK: Call order

    func testBatch_asksCountsThenNewHeightsThenNewCells_thenRemovedCellsLeave_thenTheCompletionRuns() {
        let fixture = TableViewFixture(counts: [3], implemented: displayCallbacks).loaded()
        var completionSawRows: [IndexPath]?
        var callsBeforeCompletion: Int?

        fixture.tableView.performBatchUpdates {
            fixture.tableView.deleteRows(at: [ip(0, 0)], with: .fade)
            fixture.tableView.insertRows(at: [ip(0, 1)], with: .fade)
            fixture.tableView.reloadRows(at: [ip(0, 2)], with: .automatic)
        } completion: { finished in
            XCTAssertTrue(finished)
            completionSawRows = fixture.tableView.indexPathsForVisibleRows
            callsBeforeCompletion = fixture.double.log.count
        }

        let expected: [VirtualTableView.Event] = [
            .numberOfSections, .numberOfRows(section: 0),
            .estimatedHeightForRow(ip(0, 1)), .estimatedHeightForRow(ip(0, 2)),
            .heightForRow(ip(0, 1)), .heightForRow(ip(0, 2)),
            .cellForRow(ip(0, 1)), .willDisplayCell(ip(0, 1)),
            .cellForRow(ip(0, 2)), .willDisplayCell(ip(0, 2)),
            .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 2)),
        ]
        XCTAssertEqual(fixture.recordedCalls, expected)
        XCTAssertEqual(fixture.double.log, expected)
        XCTAssertEqual(completionSawRows, [ip(0, 0), ip(0, 1), ip(0, 2)])
        XCTAssertEqual(callsBeforeCompletion, expected.count)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testBatch_recordsTheUpdateAfterTheCounts_withItsAnimationsInCallOrder() {
        let fixture = TableViewFixture(counts: [3, 2], implemented: [.numberOfSections]).loaded()

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [2, 4, 1]
            fixture.tableView.insertSections([2], with: .top)
            fixture.tableView.deleteRows(at: [ip(0, 2)], with: .left)
            fixture.tableView.insertRows(at: [ip(1, 2), ip(1, 0)], with: .right)
            fixture.tableView.moveRow(at: ip(1, 1), to: ip(1, 1))
            fixture.tableView.reloadRows(at: [ip(0, 0)], with: .middle)
        }

        let update = VirtualTableView.PerformedUpdate(
            insertedSections: [.init(2, .top)],
            insertedRows: [.init(ip(1, 2), .right), .init(ip(1, 0), .right)],
            deletedRows: [.init(ip(0, 2), .left)],
            reloadedRows: [.init(ip(0, 0), .middle)],
            movedRows: [.init(from: ip(1, 1), to: ip(1, 1))],
            countsBefore: [3, 2],
            countsAfter: [2, 4, 1]
        )
        XCTAssertEqual(fixture.tableView.performedUpdates, [update])
        XCTAssertEqual(
            Array(fixture.tableView.recordedEvents.prefix(4)),
            [.numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1), .numberOfRows(section: 2)])
        XCTAssertEqual(fixture.tableView.recordedEvents.dropFirst(4).first, .performBatchUpdates(update))
        XCTAssertEqual(fixture.tableView.numberOfSections, 3)
        XCTAssertEqual(fixture.tableView.visibleCells.count, 7)
    }

    func testChangesOutsideABatch_areEachABatchOfTheirOwn() {
        let fixture = TableViewFixture(counts: [2], implemented: [.numberOfSections]).loaded()

        fixture.double.counts = [3]
        fixture.tableView.insertRows(at: [ip(0, 2)], with: .bottom)
        fixture.double.counts = [3, 0]
        fixture.tableView.insertSections([1], with: .fade)
        fixture.double.counts = [0, 3]
        fixture.tableView.moveSection(1, toSection: 0)

        XCTAssertEqual(
            fixture.tableView.performedUpdates.map(\.countsAfter), [[3], [3, 0], [0, 3]])
        XCTAssertEqual(fixture.tableView.performedUpdates.map(\.insertedRows), [[.init(ip(0, 2), .bottom)], [], []])
        XCTAssertEqual(fixture.tableView.performedUpdates.last?.movedSections, [.init(from: 1, to: 0)])
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(fixture.tableView.indexPathsForVisibleRows, [ip(1, 0), ip(1, 1), ip(1, 2)])
    }

    func testTheTableViewContract_drivesBatches() {
        let fixture = TableViewFixture(counts: [2], implemented: [.numberOfSections]).loaded()
        let tableView: any TableView = fixture.tableView

        tableView.beginUpdates()
        fixture.double.counts = [1, 2]
        tableView.insertSections([0], with: .fade)
        tableView.deleteRows(at: [ip(0, 0)], with: .fade)
        tableView.insertRows(at: [ip(1, 1)], with: .fade)
        tableView.endUpdates()
        tableView.performBatchUpdates({ tableView.reconfigureRows(at: [ip(1, 0)]) }, completion: nil)

        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(fixture.tableView.performedUpdates.map(\.countsAfter), [[1, 2], [1, 2]])
        XCTAssertEqual(fixture.recordedCalls.last, .cellForRow(ip(1, 0)))
    }

    // MARK: Cells

    func testCells_movedKeepTheirCell_reloadedGetANewOne_deletedGoToTheQueueAndArePreparedWhenReused() throws {
        let fixture = TableViewFixture(counts: [3]).loaded()
        let cells = try (0..<3).map {
            try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, $0)) as? RecordingTableViewCell)
        }

        fixture.tableView.performBatchUpdates {
            fixture.tableView.moveRow(at: ip(0, 0), to: ip(0, 2))
            fixture.tableView.reloadRows(at: [ip(0, 1)], with: .fade)
        }

        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 0)) === cells[2])
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 2)) === cells[0])
        let reloaded = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 1)) as? RecordingTableViewCell)
        XCTAssertFalse(cells.contains { $0 === reloaded })
        XCTAssertEqual(fixture.tableView.reuseQueueCount(forCellReuseIdentifier: "Cell"), 1)
        XCTAssertEqual(cells[1].prepareForReuseCount, 0)

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [4]
            fixture.tableView.insertRows(at: [ip(0, 3)], with: .fade)
        }

        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 3)) === cells[1])
        XCTAssertEqual(cells[1].prepareForReuseCount, 1)
        XCTAssertEqual(fixture.tableView.reuseQueueCount(forCellReuseIdentifier: "Cell"), 0)
    }

    func testSectionChanges_moveHeadersWithTheirSection_andDeletedSectionsHeadersLeaveAfterTheirCells() {
        let fixture = TableViewFixture(
            counts: [1, 1, 1],
            implemented: [
                .numberOfSections, .titleForHeaderInSection, .didEndDisplayingCell, .didEndDisplayingHeaderView,
                .willDisplayHeaderView,
            ],
            style: .grouped
        )
        fixture.double.headerTitle = { "Section \($0)" }
        _ = fixture.loaded()
        let header2 = fixture.tableView.headerView(forSection: 2)

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [1, 1]
            fixture.tableView.deleteSections([0], with: .fade)
        }

        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1),
                .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingHeaderView(section: 0),
            ])
        XCTAssertTrue(fixture.tableView.headerView(forSection: 1) === header2)
    }

    // MARK: Selection

    func testSelection_followsMoves_andDropsDeletedAndReloadedRows_withoutDelegateCalls() {
        let fixture = TableViewFixture(counts: [4], implemented: [.didDeselectRow, .willDeselectRow]).loaded()
        fixture.tableView.allowsMultipleSelection = true
        for row in [2, 0, 1, 3] { fixture.tableView.selectRow(at: ip(0, row), animated: false, scrollPosition: .none) }
        fixture.clearLogs()

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [3]
            fixture.tableView.deleteRows(at: [ip(0, 1)], with: .fade)
            fixture.tableView.moveRow(at: ip(0, 2), to: ip(0, 0))
            fixture.tableView.reloadRows(at: [ip(0, 3)], with: .fade)
        }

        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 0), ip(0, 1)])
        XCTAssertEqual(fixture.tableView.visibleCells.map(\.isSelected), [true, true, false])
        XCTAssertFalse(fixture.double.log.contains { if case .didDeselectRow = $0 { true } else { false } })
    }

    // MARK: Heights

    func testHeights_ofRowsThatStayAreKept_andOnlyNewRowsAreAsked_givingTheRectsOfAFreshTable() {
        var model: [[CGFloat]] = [[10, 20, 30], [40, 50], [60]]
        let fixture = TableViewFixture(counts: model.map(\.count), implemented: [.numberOfSections, .heightForRow])
        fixture.tableView.estimatedRowHeight = 0
        fixture.double.rowHeight = { model[$0.section][$0.row] }
        _ = fixture.loaded()

        fixture.tableView.performBatchUpdates {
            model = [[5, 60], [30], [40, 50, 10]]
            fixture.double.counts = model.map(\.count)
            fixture.tableView.moveSection(2, toSection: 0)
            fixture.tableView.deleteRows(at: [ip(0, 1)], with: .fade)
            fixture.tableView.insertRows(at: [ip(0, 0)], with: .fade)
            fixture.tableView.moveRow(at: ip(0, 0), to: ip(2, 2))
            fixture.tableView.moveRow(at: ip(0, 2), to: ip(1, 0))
        }

        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            fixture.recordedCalls.filter { if case .heightForRow = $0 { true } else { false } },
            [.heightForRow(ip(0, 0))])
        let fresh = TableViewFixture(counts: model.map(\.count), implemented: [.numberOfSections, .heightForRow])
        fresh.tableView.estimatedRowHeight = 0
        fresh.double.rowHeight = { model[$0.section][$0.row] }
        for (section, rows) in model.enumerated() {
            for row in rows.indices {
                XCTAssertEqual(
                    fixture.tableView.rectForRow(at: ip(section, row)),
                    fresh.tableView.rectForRow(at: ip(section, row)),
                    "row \(row) of section \(section)")
            }
        }
        XCTAssertEqual(fixture.tableView.contentSize, fresh.tableView.contentSize)
    }

    func testNewRowsWithEstimatedHeights_getTheirEstimate_thenTheirHeightWhenDisplayed() {
        let fixture = TableViewFixture(counts: [20], implemented: [.heightForRow, .estimatedHeightForRow])
        fixture.double.estimatedRowHeight = { _ in 100 }
        fixture.double.rowHeight = { _ in 30 }
        _ = fixture.loaded()
        let contentHeight = fixture.tableView.contentSize.height

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [22]
            fixture.tableView.insertRows(at: [ip(0, 0), ip(0, 21)], with: .fade)
        }

        XCTAssertEqual(
            fixture.recordedCalls.filter { if case .estimatedHeightForRow = $0 { true } else { false } },
            [.estimatedHeightForRow(ip(0, 0)), .estimatedHeightForRow(ip(0, 21))])
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)).height, 30)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 21)).height, 100)
        XCTAssertEqual(fixture.tableView.contentSize.height, contentHeight + 130)
    }

    // MARK: Nesting and completions

    func testNestedLevels_commitOnceWhenTheOutermostEnds_andEveryCompletionRunsAfterIt_outermostFirst() {
        let fixture = TableViewFixture(counts: [2]).loaded()
        var order: [String] = []

        fixture.tableView.performBatchUpdates {
            fixture.tableView.beginUpdates()
            fixture.double.counts = [3]
            fixture.tableView.insertRows(at: [ip(0, 1)], with: .fade)
            fixture.tableView.performBatchUpdates(
                {
                    fixture.double.counts = [2]
                    fixture.tableView.deleteRows(at: [ip(0, 0)], with: .fade)
                }, completion: { order.append("inner \($0) \(fixture.tableView.numberOfRows(inSection: 0))") })
            fixture.tableView.endUpdates()
            order.append("outer block ends: \(fixture.tableView.performedUpdates.count) commits")
        } completion: {
            order.append("outer \($0) \(fixture.tableView.numberOfRows(inSection: 0))")
        }

        XCTAssertEqual(order, ["outer block ends: 0 commits", "outer true 2", "inner true 2"])
        XCTAssertEqual(fixture.tableView.performedUpdates.count, 1)
        XCTAssertEqual(fixture.recordedCalls.filter { $0 == .numberOfRows(section: 0) }.count, 1)
    }

    func testBeginAndEndUpdates_formOneBatch_andNoLayoutPassRunsBetweenThem() {
        let fixture = TableViewFixture(counts: [2]).loaded()

        fixture.tableView.beginUpdates()
        fixture.double.counts = [3]
        fixture.tableView.insertRows(at: [ip(0, 0)], with: .fade)
        fixture.tableView.setNeedsLayout()
        XCTAssertEqual(fixture.tableView.visibleCells.count, 2)
        XCTAssertEqual(fixture.recordedCalls, [])
        fixture.tableView.endUpdates()

        XCTAssertEqual(fixture.tableView.performedUpdates.count, 1)
        XCTAssertEqual(fixture.tableView.visibleCells.count, 3)
        XCTAssertEqual(fixture.recordedCalls, [.numberOfRows(section: 0), .cellForRow(ip(0, 0))])
    }

    func testEndUpdates_withoutBeginUpdates_doesNothing() {
        let fixture = TableViewFixture(counts: [2]).loaded()

        fixture.tableView.endUpdates()

        XCTAssertEqual(fixture.tableView.recordedEvents, [])
        XCTAssertEqual(fixture.tableView.performedUpdates, [])
    }

    // MARK: Rejected batches

    func testInvalidBatch_isReportedAndReplacedByAReload_andItsCompletionGetsFalse() throws {
        let fixture = TableViewFixture(counts: [3], implemented: [.didEndDisplayingCell]).loaded()
        fixture.tableView.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        let text =
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
            + "after the update (4) must be equal to the number of rows contained in that section before the update "
            + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and "
            + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table "
            + "view: <VirtualTableView: frame = (0 0; 320 480)>"
        var finished: Bool?

        fixture.tableView.performBatchUpdates({ fixture.double.counts = [4] }, completion: { finished = $0 })

        XCTAssertEqual(fixture.inconsistencies.received, [.internalInconsistency(text)])
        XCTAssertEqual(finished, false)
        XCTAssertEqual(fixture.tableView.performedUpdates.last?.inconsistency, .internalInconsistency(text))
        XCTAssertEqual(
            fixture.tableView.recordedEvents.suffix(5),
            [
                .inconsistency(.internalInconsistency(text)), .reloadData, .didEndDisplayingCell(ip(0, 0)),
                .didEndDisplayingCell(ip(0, 1)), .didEndDisplayingCell(ip(0, 2)),
            ])
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, nil)
        XCTAssertEqual(fixture.tableView.visibleCells.count, 4)
    }

    func testInvalidBatch_followedByAReloadRequestedInside_isNotReported_andTheReloadRunsAfterIt() {
        let fixture = TableViewFixture(counts: [3]).loaded()
        var finished: Bool?

        fixture.tableView.performBatchUpdates(
            {
                fixture.double.counts = [5]
                fixture.tableView.reloadData()
                XCTAssertEqual(fixture.tableView.recordedEvents, [])
            }, completion: { finished = $0 })

        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(finished, false)
        XCTAssertNotNil(fixture.tableView.performedUpdates.last?.inconsistencyReplacedByReload)
        XCTAssertEqual(fixture.tableView.recordedEvents.filter { $0 == .reloadData }.count, 1)
        XCTAssertEqual(fixture.tableView.visibleCells.count, 5)
    }

    func testClassicTexts_onRequest() {
        let fixture = TableViewFixture(counts: [3]).loaded()
        fixture.tableView.countMismatchTexts = .classic

        fixture.tableView.performBatchUpdates { fixture.double.counts = [2] }

        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
                        + "section after the update (2) must be equal to the number of rows contained in that section "
                        + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
                        + "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                        + "(0 moved in, 0 moved out).")
            ])
    }

    func testReloadOfARowWithoutACell_isDropped_unlessAskedToDecomposeEveryReload() {
        let fixture = TableViewFixture(counts: [30], frame: CGRect(x: 0, y: 0, width: 320, height: 88)).loaded()
        let offScreen = ip(0, 20)
        let reloadAndDelete = {
            fixture.tableView.performBatchUpdates {
                fixture.double.counts[0] -= 1
                fixture.tableView.reloadRows(at: [offScreen], with: .fade)
                fixture.tableView.deleteRows(at: [offScreen], with: .fade)
            }
        }

        reloadAndDelete()
        XCTAssertEqual(fixture.inconsistencies.received, [])

        fixture.tableView.dropsReloadsOfRowsWithoutCells = false
        reloadAndDelete()
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [.internalInconsistency("attempt to delete and reload the same index path ({length = 2, path = 0 - 20})")])
        XCTAssertEqual(fixture.tableView.performedUpdates.last?.countsAfter, nil)
    }
}
