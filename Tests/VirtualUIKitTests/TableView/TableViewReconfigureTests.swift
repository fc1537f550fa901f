import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// `reconfigureRows(at:)`: the data source configures the row's existing cell again.
final class TableViewReconfigureTests: XCTestCase {
    func testReconfigure_asksForTheDisplayedRowsOnce_andTheSameCellComesBack_withoutReuseOrDisplayCalls() throws {
        let fixture = TableViewFixture(counts: [3], implemented: [.willDisplayCell, .didEndDisplayingCell]).loaded()
        let cell = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 1)) as? RecordingTableViewCell)
        var dequeued: [TableViewCell] = []
        fixture.double.makeCell = { tableView, indexPath in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            dequeued.append(cell)
            return cell
        }

        fixture.tableView.reconfigureRows(at: [ip(0, 1), ip(0, 7), ip(0, 1)])

        XCTAssertEqual(fixture.recordedCalls, [.cellForRow(ip(0, 1))])
        XCTAssertEqual(dequeued.count, 1)
        XCTAssertTrue(dequeued.first === cell)
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 1)) === cell)
        XCTAssertEqual(cell.prepareForReuseCount, 0)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testDequeueWithoutIndexPath_alsoReturnsTheExistingCell() throws {
        let fixture = TableViewFixture(counts: [2]).loaded()
        let cell = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 0)))
        fixture.double.makeCell = { tableView, _ in tableView.dequeueReusableCell(withIdentifier: "Cell")! }

        fixture.tableView.reconfigureRows(at: [ip(0, 0)])

        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 0)) === cell)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testDequeueWithAnotherIdentifier_isReported_andTheRowKeepsItsCell() throws {
        let fixture = TableViewFixture(counts: [2]).loaded()
        fixture.tableView.register(RecordingTableViewCell.self, forCellReuseIdentifier: "Other")
        let cell = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 1)))
        fixture.double.cellReuseIdentifier = "Other"

        fixture.tableView.reconfigureRows(at: [ip(0, 1)])

        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "Attempted to dequeue a cell for a different reuse identifier than the existing cell when "
                        + "reconfiguring a row, which is not allowed. You must dequeue a cell using the same reuse "
                        + "identifier that was used to dequeue the cell originally to obtain the existing cell. "
                        + "Dequeued reuse identifier: Other; Original reuse identifier: Cell; Existing cell: "
                        + "<RecordingTableViewCell: frame = (0 44; 320 44)>")
            ])
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 1)) === cell)
    }

    func testDequeueForAnotherIndexPath_isReported() {
        let fixture = TableViewFixture(counts: [2]).loaded()
        fixture.double.makeCell = { tableView, _ in
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: ip(0, 0))
        }

        fixture.tableView.reconfigureRows(at: [ip(0, 1)])

        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "Attempted to dequeue a cell for a different index path than the index path being reconfigured, "
                        + "which is not allowed. You must dequeue a cell for the same index path that is being "
                        + "reconfigured to obtain the existing cell. Dequeued index path: {length = 2, path = 0 - 0}; "
                        + "Reconfigured index path: {length = 2, path = 0 - 1}; Existing cell: "
                        + "<RecordingTableViewCell: frame = (0 44; 320 44)>")
            ])
    }

    func testAnotherCellReturned_isReported_andTheRowKeepsItsCell() throws {
        let fixture = TableViewFixture(counts: [2]).loaded()
        let cell = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 0)))
        fixture.double.makeCell = { _, _ in TableViewCell(style: .default, reuseIdentifier: "Cell") }

        fixture.tableView.reconfigureRows(at: [ip(0, 0)])

        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "the cell returned from -tableView:cellForRowAtIndexPath: for a reconfigured row is not the row's "
                        + "existing cell - dequeue the cell with -dequeueReusableCellWithIdentifier:forIndexPath: to "
                        + "obtain the existing cell. Reconfigured index path: {length = 2, path = 0 - 0}; Existing "
                        + "cell: <RecordingTableViewCell: frame = (0 0; 320 44)>; Returned cell: <TableViewCell: frame "
                        + "= (0 0; 0 0)>")
            ])
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 0)) === cell)
        XCTAssertEqual(fixture.tableView.reuseQueueCount(forCellReuseIdentifier: "Cell"), 1)
    }

    func testMalformedIndexPath_isReported_andNothingIsReconfigured() {
        let fixture = TableViewFixture(counts: [2]).loaded()

        fixture.tableView.reconfigureRows(at: [ip(0, 0), IndexPath(indexes: [0, 0, 0])])

        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            [
                "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly "
                    + "two indices specifying the section and row. Please use the category on NSIndexPath in "
                    + "NSIndexPath+UIKitAdditions.h if possible. Index path: {length = 3, path = 0 - 0 - 0}"
            ])
        XCTAssertEqual(fixture.recordedCalls, [])
    }

    func testInsideABatch_rowsAreReconfiguredAtTheirPlaceAfterTheCommit() throws {
        let fixture = TableViewFixture(counts: [3]).loaded()
        let cell = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 1)))

        fixture.tableView.performBatchUpdates {
            fixture.double.counts = [3]
            fixture.tableView.reconfigureRows(at: [ip(0, 1), ip(0, 2)])
            fixture.tableView.deleteRows(at: [ip(0, 2)], with: .fade)
            fixture.tableView.insertRows(at: [ip(0, 0)], with: .fade)
            XCTAssertEqual(fixture.recordedCalls, [])
        }

        XCTAssertEqual(
            fixture.recordedCalls, [.numberOfRows(section: 0), .cellForRow(ip(0, 0)), .cellForRow(ip(0, 2))])
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 2)) === cell)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testACellThatSizesItsRow_isSizedAgainAfterItIsReconfigured() throws {
        let fixture = TableViewFixture(counts: [2])
        fixture.tableView.register(SizingTableViewCell.self, forCellReuseIdentifier: "Cell")
        _ = fixture.loaded()
        let cell = try XCTUnwrap(fixture.tableView.cellForRow(at: ip(0, 0)) as? SizingTableViewCell)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 1)).minY, 44)

        cell.preferredHeight = 80
        fixture.tableView.reconfigureRows(at: [ip(0, 0)])
        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)).height, 80)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 1)).minY, 80)
    }
}

/// A cell whose preferred height is settable.
private final class SizingTableViewCell: TableViewCell {
    var preferredHeight: CGFloat = 44

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = preferredHeight
        return attributes
    }
}
