import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Every rule a table view's batch is checked with, through the view: UIKit's exact text reaches the handler, and the
/// view recovers with a reload instead of applying any of the batch.
final class TableViewBatchValidationTests: XCTestCase {
    private static let description = "<VirtualTableView: frame = (0 0; 320 480)>"

    /// Runs one batch on a loaded table of `counts` whose data source answers `after` inside it, and returns what was
    /// reported. Checks that a rejected batch left nothing of itself: the view reloaded, and shows the new counts.
    private func reported(
        _ counts: [Int], after: [Int]? = nil, file: StaticString = #filePath, line: UInt = #line,
        _ declare: (VirtualTableView) -> Void
    ) -> [String] {
        let fixture = TableViewFixture(counts: counts, implemented: [.numberOfSections]).loaded()
        fixture.tableView.beginUpdates()
        fixture.double.counts = after ?? counts
        declare(fixture.tableView)
        fixture.tableView.endUpdates()
        let received = fixture.inconsistencies.received
        if !received.isEmpty {
            XCTAssertEqual(received.map(\.name), received.map { _ in .internalInconsistency }, file: file, line: line)
            XCTAssertTrue(fixture.tableView.recordedEvents.contains(.reloadData), file: file, line: line)
            XCTAssertEqual(fixture.tableView.numberOfSections, (after ?? counts).count, file: file, line: line)
        }
        return received.map(\.reason)
    }

    private func path(_ section: Int, _ row: Int) -> String {
        "{length = 2, path = \(section) - \(row)}"
    }

    // MARK: Reloads and deletes

    func testRowReloadedAndDeleted() {
        XCTAssertEqual(
            reported([3], after: [2]) {
                $0.reloadRows(at: [ip(0, 1)], with: .fade)
                $0.deleteRows(at: [ip(0, 1)], with: .fade)
            },
            ["attempt to delete and reload the same index path (\(path(0, 1)))"])
    }

    func testSectionReloadedAndDeleted() {
        XCTAssertEqual(
            reported([1, 1], after: [1]) {
                $0.reloadSections([0], with: .fade)
                $0.deleteSections([0], with: .fade)
            },
            ["attempt to delete and reload the same index path (\(path(0, NSNotFound)))"])
    }

    // MARK: Deletes

    func testSectionDeletedAndMovedFrom() {
        XCTAssertEqual(
            reported([1, 1], after: [1]) {
                $0.deleteSections([0], with: .fade)
                $0.moveSection(0, toSection: 0)
            },
            ["attempt to perform a delete and a move from the same section (0)"])
    }

    func testRowDeletedAndMovedFrom() {
        XCTAssertEqual(
            reported([3], after: [2]) {
                $0.deleteRows(at: [ip(0, 0)], with: .fade)
                $0.moveRow(at: ip(0, 0), to: ip(0, 1))
            },
            ["attempt to perform a delete and a move from the same index path (\(path(0, 0)))"])
    }

    func testSectionDeletedBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.deleteSections([5], with: .fade) },
            ["attempt to delete section 5, but there are only 2 sections before the update"])
    }

    func testRowDeletedFromASectionBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.deleteRows(at: [ip(5, 0)], with: .fade) },
            ["attempt to delete row 0 from section 5, but there are only 2 sections before the update"])
    }

    func testRowDeletedBeyondTheRows() {
        XCTAssertEqual(
            reported([3]) { $0.deleteRows(at: [ip(0, 7)], with: .fade) },
            ["attempt to delete row 7 from section 0 which only contains 3 rows before the update"])
    }

    // MARK: Inserts

    func testSectionInsertedAndMovedTo() {
        XCTAssertEqual(
            reported([1, 1], after: [1, 1, 1]) {
                $0.insertSections([1], with: .fade)
                $0.moveSection(0, toSection: 1)
            },
            ["attempt to perform an insert and a move to the same section (1)"])
    }

    func testRowInsertedAndMovedTo() {
        XCTAssertEqual(
            reported([3], after: [4]) {
                $0.insertRows(at: [ip(0, 1)], with: .fade)
                $0.moveRow(at: ip(0, 0), to: ip(0, 1))
            },
            ["attempt to perform an insert and a move to the same index path (\(path(0, 1)))"])
    }

    func testSectionInsertedBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1], after: [1, 1, 1]) { $0.insertSections([5], with: .fade) },
            ["attempt to insert section 5 but there are only 3 sections after the update"])
    }

    func testRowInsertedIntoASectionBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.insertRows(at: [ip(5, 0)], with: .fade) },
            ["attempt to insert row 0 into section 5, but there are only 2 sections after the update"])
    }

    func testRowInsertedBeyondTheRows() {
        XCTAssertEqual(
            reported([3], after: [4]) { $0.insertRows(at: [ip(0, 9)], with: .fade) },
            ["attempt to insert row 9 into section 0, but there are only 4 rows in section 0 after the update"])
    }

    // MARK: Moves

    func testSectionMovedFromBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.moveSection(5, toSection: 0) },
            ["attempt to move section 5, but there are only 2 sections before the update"])
    }

    func testSectionMovedToBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.moveSection(0, toSection: 5) },
            ["attempt to to move section 0 to section 5, but there are only 2 sections after the update"])
    }

    func testRowMovedFromASectionBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.moveRow(at: ip(5, 0), to: ip(0, 0)) },
            [
                "attempt to move index path (\(path(5, 0))) from a section that does not exist - there are only 2 "
                    + "sections before the update"
            ])
    }

    func testRowMovedFromBeyondTheRows() {
        XCTAssertEqual(
            reported([3]) { $0.moveRow(at: ip(0, 7), to: ip(0, 0)) },
            [
                "attempt to move index path (\(path(0, 7))) that does not exist - there are only 3 rows in section 0 "
                    + "before the update"
            ])
    }

    func testRowMovedToASectionBeyondTheSections() {
        XCTAssertEqual(
            reported([1, 1]) { $0.moveRow(at: ip(0, 0), to: ip(5, 0)) },
            [
                "attempt to move index path (\(path(0, 0))) to index path (\(path(5, 0))) in section that does not "
                    + "exist - there are only 2 sections after the update"
            ])
    }

    func testRowMovedToBeyondTheRows() {
        XCTAssertEqual(
            reported([3]) { $0.moveRow(at: ip(0, 0), to: ip(0, 7)) },
            [
                "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 7))) that does not exist - there "
                    + "are only 3 rows in section 0 after the update"
            ])
    }

    func testSectionMovedToTwoPlaces() {
        XCTAssertEqual(
            reported([1, 1, 1]) {
                $0.moveSection(0, toSection: 1)
                $0.moveSection(0, toSection: 2)
            },
            ["attempt to move section 0 to both section 1 and section 2"])
    }

    func testRowMovedToTwoPlaces() {
        XCTAssertEqual(
            reported([3]) {
                $0.moveRow(at: ip(0, 0), to: ip(0, 1))
                $0.moveRow(at: ip(0, 0), to: ip(0, 2))
            },
            ["attempt to move row at index path \(path(0, 0)) to both \(path(0, 1)) and \(path(0, 2))"])
    }

    func testTwoSectionsMovedToOnePlace() {
        XCTAssertEqual(
            reported([1, 1, 1]) {
                $0.moveSection(0, toSection: 2)
                $0.moveSection(1, toSection: 2)
            },
            ["attempt to move both section 0 and section 1 to section 2"])
    }

    func testTwoRowsMovedToOnePlace() {
        XCTAssertEqual(
            reported([3]) {
                $0.moveRow(at: ip(0, 0), to: ip(0, 2))
                $0.moveRow(at: ip(0, 1), to: ip(0, 2))
            },
            ["attempt to move both row at index path \(path(0, 0)) and \(path(0, 1)) to \(path(0, 2))"])
    }

    // MARK: Counts

    func testSectionCountMismatch_modernAndClassic() {
        let modern =
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
            + "update (3) must be equal to the number of sections contained in the table view before the update (2), "
            + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted). Table view: "
            + Self.description
        XCTAssertEqual(reported([1, 1], after: [1, 1, 1]) { _ in }, [modern])

        let fixture = TableViewFixture(counts: [1, 1], implemented: [.numberOfSections]).loaded()
        fixture.tableView.countMismatchTexts = .classic
        fixture.tableView.performBatchUpdates { fixture.double.counts = [1, 1, 1] }
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            [
                "Invalid update: invalid number of sections.  The number of sections contained in the table view "
                    + "after the update (3) must be equal to the number of sections contained in the table view before "
                    + "the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ])
    }

    func testRowCountMismatch_countsMovesBetweenSectionsOnly() {
        XCTAssertEqual(
            reported([2, 2], after: [2, 2]) {
                $0.moveRow(at: ip(0, 0), to: ip(1, 0))
                $0.moveRow(at: ip(1, 1), to: ip(1, 1))
            },
            [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (2) must be equal to the number of rows contained in that section "
                    + "before the update (2), plus or minus the number of rows inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 1 moved out). Table view: " + Self.description
            ])
    }

    func testNegativeRowCount_isAnAttemptToDeleteMoreRowsThanExist_modernAndClassic() {
        XCTAssertEqual(
            reported([3], after: [-1]) { _ in },
            [
                "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in "
                    + "section. Table view: " + Self.description
            ])

        let fixture = TableViewFixture(counts: [3]).loaded()
        fixture.tableView.countMismatchTexts = .classic
        fixture.tableView.performBatchUpdates { fixture.double.counts = [-1] }
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            ["Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in section."]
        )
    }

    func testRepeatedDeletes_countOnce() {
        XCTAssertEqual(
            reported([3], after: [2]) {
                $0.deleteRows(at: [ip(0, 1), ip(0, 1)], with: .fade)
                $0.deleteRows(at: [ip(0, 1)], with: .left)
            },
            [])
    }

    // MARK: Bad input

    func testMalformedIndexPaths_ofOneOrThreeIndexes_areReportedWithUITableViewsText() {
        for indexPath in [IndexPath(index: 0), IndexPath(indexes: [0, 1, 2])] {
            let text =
                "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly "
                + "two indices specifying the section and row. Please use the category on NSIndexPath in "
                + "NSIndexPath+UIKitAdditions.h if possible. Index path: \(indexPath.uikitTestDescription)"
            XCTAssertEqual(reported([3]) { $0.insertRows(at: [indexPath], with: .fade) }, [text])
            XCTAssertEqual(reported([3]) { $0.deleteRows(at: [indexPath], with: .fade) }, [text])
            XCTAssertEqual(reported([3]) { $0.reloadRows(at: [indexPath], with: .fade) }, [text])
            XCTAssertEqual(reported([3]) { $0.moveRow(at: indexPath, to: ip(0, 0)) }, [text])
            XCTAssertEqual(reported([3]) { $0.moveRow(at: ip(0, 0), to: indexPath) }, [text])
        }
    }

    func testHugeAndNegativeIndexes_areReported_neverTrap() {
        let huge = Int.max
        XCTAssertEqual(
            reported([1, 1]) { $0.moveSection(huge, toSection: 0) },
            ["attempt to move section \(huge), but there are only 2 sections before the update"])
        XCTAssertEqual(
            reported([1, 1]) { $0.moveSection(-1, toSection: 0) },
            ["attempt to move section -1, but there are only 2 sections before the update"])
        XCTAssertEqual(
            reported([1, 1]) { $0.deleteSections([huge - 1], with: .fade) },
            ["attempt to delete section \(huge - 1), but there are only 2 sections before the update"])
        XCTAssertEqual(
            reported([1, 1]) { $0.reloadSections([huge - 1], with: .fade) },
            ["attempt to delete section \(huge - 1), but there are only 2 sections before the update"])
        XCTAssertEqual(
            reported([3]) { $0.deleteRows(at: [ip(0, -1)], with: .fade) },
            ["attempt to delete row -1 from section 0 which only contains 3 rows before the update"])
        XCTAssertEqual(
            reported([3]) { $0.insertRows(at: [ip(huge, huge)], with: .fade) },
            ["attempt to insert row \(huge) into section \(huge), but there are only 1 sections after the update"])
        XCTAssertEqual(
            reported([3]) { $0.moveRow(at: ip(-1, 0), to: ip(0, huge)) },
            [
                "attempt to move index path (\(path(-1, 0))) from a section that does not exist - there are only 1 "
                    + "sections before the update"
            ])
    }
}

extension IndexPath {
    /// How UIKit's texts print the path, as the view prints it.
    fileprivate var uikitTestDescription: String {
        "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
