import Foundation
import XCTest

@testable import VirtualUIKit

/// A row animation as a table view would record it; the validator carries it without reading it.
enum TestRowAnimation: Equatable {
    case fade
    case left
    case right
    case automatic
}

/// Records one table batch and validates it; shared by the `TableBatch*Tests` classes, which check outcomes with
/// `BatchFixture`.
enum TableBatchFixture {
    /// What the modern texts end with, as a table view would describe itself.
    static let tableView = "<VirtualTableView: frame = (0 0; 320 480)>"

    /// Validates the updates `record` declares; `rowsWithCells` `nil` gives every row a cell.
    static func validate(
        before: [Int], after: [Int], countTexts: BatchUpdateDialect.CountTexts = .modern(viewDescription: tableView),
        rowsWithCells: Set<IndexPath>? = nil, _ record: (inout TableBatchUpdates<TestRowAnimation>) -> Void
    ) -> Result<TableBatchPlan<TestRowAnimation>, CollectionViewInconsistency> {
        var updates = TableBatchUpdates<TestRowAnimation>()
        record(&updates)
        return updates.validate(
            countsBefore: before, countsAfter: { after }, countTexts: countTexts,
            rowHasCell: { rowsWithCells?.contains($0) ?? true })
    }

}

/// Every exception text UITableView raises when a batch commits, in the table's words, and the order of the checks.
final class TableBatchUpdatesTests: XCTestCase {
    private let path = BatchFixture.path

    // MARK: Count texts, modern

    func testSectionCount_mismatch_reportsModernSectionsTextWithTheTableView() {
        let result = TableBatchFixture.validate(before: [2, 1], after: [1, 4]) {
            $0.insertSections([1], with: .fade)
        }
        assertFailure(
            result,
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
                + "update (2) must be equal to the number of sections contained in the table view before the update "
                + "(2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted). Table view: "
                + "<VirtualTableView: frame = (0 0; 320 480)>")
    }

    func testRowCount_emptyBatchAroundADataSourceChange_reportsModernRowsText() {
        // UIKit's iOS 16 crash log: an empty batch is still validated.
        let result = TableBatchFixture.validate(before: [3], after: [6]) { _ in }
        assertFailure(
            result,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
                + "after the update (6) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out). Table view: <VirtualTableView: frame = (0 0; 320 480)>")
    }

    func testRowCount_negativeCount_reportsDeleteMoreRowsThanExistWithTheInitialSection() {
        // Section 1 moves to 0; the data source answers -1 for it: the text names the section it came from.
        let result = TableBatchFixture.validate(before: [2, 2], after: [-1, 2]) {
            $0.moveSection(1, toSection: 0)
        }
        assertFailure(
            result,
            "Invalid update: invalid number of rows in section 1. Attempt to delete more rows than exist in section. "
                + "Table view: <VirtualTableView: frame = (0 0; 320 480)>")
    }

    // MARK: Count texts, classic

    func testSectionCount_classicTexts_haveTwoSpacesAndNoSuffix() {
        let result = TableBatchFixture.validate(before: [2, 1], after: [1, 4], countTexts: .classic) {
            $0.insertSections([1], with: .fade)
        }
        assertFailure(
            result,
            "Invalid update: invalid number of sections.  The number of sections contained in the table view after "
                + "the update (2) must be equal to the number of sections contained in the table view before the "
                + "update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
    }

    func testRowCount_classicTexts_haveTwoSpacesAndNoSuffix() {
        let result = TableBatchFixture.validate(before: [3], after: [3], countTexts: .classic) {
            $0.deleteRows(at: [path(0, 1)], with: .fade)
        }
        assertFailure(
            result,
            "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section "
                + "after the update (3) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out).")
    }

    func testRowCount_classicNegativeCount_hasTwoSpacesAndNoSuffix() {
        let result = TableBatchFixture.validate(before: [2], after: [-3], countTexts: .classic) { _ in }
        assertFailure(
            result,
            "Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in section.")
    }

    // MARK: The count rule

    func testRowCount_crossSectionMove_countsAsMovedInAndOut() {
        let result = TableBatchFixture.validate(before: [3, 1], after: [3, 1]) {
            $0.moveRow(at: path(0, 0), to: path(1, 0))
        }
        assertFailure(
            result,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
                + "after the update (3) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 "
                + "moved out). Table view: <VirtualTableView: frame = (0 0; 320 480)>")
        let inSecond = TableBatchFixture.validate(before: [3, 1], after: [2, 1]) {
            $0.moveRow(at: path(0, 0), to: path(1, 0))
        }
        assertFailure(
            inSecond,
            "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section "
                + "after the update (1) must be equal to the number of rows contained in that section before the "
                + "update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 "
                + "moved out). Table view: <VirtualTableView: frame = (0 0; 320 480)>")
    }

    func testRowCount_moveWithinARelocatedSection_isNotCounted() {
        // Sections 0 and 1 swap; a row moving inside old section 0, now section 1, changes no count.
        let result = TableBatchFixture.validate(before: [3, 1], after: [1, 3]) {
            $0.moveSection(0, toSection: 1)
            $0.moveRow(at: path(0, 0), to: path(1, 2))
        }
        guard let plan = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(0, 0)), path(1, 2))
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(0, 1)), path(1, 0))
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(1, 0)), path(0, 0))
    }

    func testRowCounts_areCheckedSectionBySectionInFinalOrder_afterTheSectionCount() {
        // Old section 1 becomes section 0 and is wrong, as is old section 0 (now 1): section 0 is reported.
        let result = TableBatchFixture.validate(before: [2, 2], after: [5, 5]) {
            $0.moveSection(1, toSection: 0)
        }
        assertFailure(
            result,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
                + "after the update (5) must be equal to the number of rows contained in that section before the "
                + "update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out). Table view: <VirtualTableView: frame = (0 0; 320 480)>")
        let sections = TableBatchFixture.validate(before: [2, 2], after: [5]) { $0.moveSection(1, toSection: 0) }
        XCTAssertEqual(sections.failure?.reason.hasPrefix("Invalid update: invalid number of sections. "), true)
    }

    // MARK: Per-operation texts: reloads

    func testReloadRow_alsoDeleted_reportsDeleteAndReloadSameIndexPath() {
        let result = TableBatchFixture.validate(before: [5], after: [4]) {
            $0.reloadRows(at: [path(0, 3)], with: .fade)
            $0.deleteRows(at: [path(0, 3)], with: .left)
        }
        assertFailure(
            result, "attempt to delete and reload the same index path ({length = 2, path = 0 - 3})")
    }

    func testReloadSection_alsoDeleted_reportsDeleteAndReloadWithSectionIndexPath() {
        let result = TableBatchFixture.validate(before: [2, 2], after: [1]) {
            $0.reloadSections([1], with: .fade)
            $0.deleteSections([1], with: .fade)
        }
        assertFailure(
            result, "attempt to delete and reload the same index path ({length = 2, path = 1 - 9223372036854775807})")
    }

    func testReloadConflict_isReportedBeforeTheCountsAfterAreRead() {
        var updates = TableBatchUpdates<TestRowAnimation>()
        updates.reloadRows(at: [path(0, 0)], with: .fade)
        updates.deleteRows(at: [path(0, 0)], with: .fade)
        var countQueries = 0
        let result = updates.validate(
            countsBefore: [1],
            countsAfter: {
                countQueries += 1
                return [0]
            }, countTexts: .classic,
            rowHasCell: { _ in true })
        XCTAssertNotNil(result.failure)
        XCTAssertEqual(countQueries, 0)

        var valid = TableBatchUpdates<TestRowAnimation>()
        valid.deleteRows(at: [path(0, 0)], with: .fade)
        _ = valid.validate(
            countsBefore: [1],
            countsAfter: {
                countQueries += 1
                return [0]
            }, countTexts: .classic,
            rowHasCell: { _ in true })
        XCTAssertEqual(countQueries, 1)
    }

    // MARK: Per-operation texts: deletes

    func testDeleteSection_alsoMovedFrom_reportsDeleteAndMoveFromSameSection() {
        let result = TableBatchFixture.validate(before: [1, 1], after: [1]) {
            $0.deleteSections([0], with: .fade)
            $0.moveSection(0, toSection: 0)
        }
        assertFailure(result, "attempt to perform a delete and a move from the same section (0)")
    }

    func testDeleteRow_alsoMovedFrom_reportsDeleteAndMoveFromSameIndexPath() {
        let result = TableBatchFixture.validate(before: [3], after: [2]) {
            $0.deleteRows(at: [path(0, 1)], with: .fade)
            $0.moveRow(at: path(0, 1), to: path(0, 0))
        }
        assertFailure(
            result, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
    }

    func testDeleteSection_pastTheCount_reportsSectionsBeforeTheUpdate() {
        let result = TableBatchFixture.validate(before: [1, 1], after: [1]) { $0.deleteSections([2], with: .fade) }
        assertFailure(
            result, "attempt to delete section 2, but there are only 2 sections before the update")
    }

    func testDeleteRow_inASectionPastTheCount_reportsSectionsBeforeTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.deleteRows(at: [path(3, 0)], with: .fade)
        }
        assertFailure(
            result, "attempt to delete row 0 from section 3, but there are only 1 sections before the update")
    }

    func testDeleteRow_pastTheRowCount_reportsRowsBeforeTheUpdate() {
        let result = TableBatchFixture.validate(before: [2], after: [1]) {
            $0.deleteRows(at: [path(0, 2)], with: .fade)
        }
        assertFailure(
            result, "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
    }

    // MARK: Per-operation texts: inserts

    func testInsertSection_alsoMovedTo_reportsInsertAndMoveToSameSection() {
        let result = TableBatchFixture.validate(before: [1, 1], after: [1, 1, 1]) {
            $0.insertSections([1], with: .fade)
            $0.moveSection(0, toSection: 1)
        }
        assertFailure(result, "attempt to perform an insert and a move to the same section (1)")
    }

    func testInsertRow_alsoMovedTo_reportsInsertAndMoveToSameIndexPath() {
        let result = TableBatchFixture.validate(before: [3], after: [4]) {
            $0.insertRows(at: [path(0, 0)], with: .fade)
            $0.moveRow(at: path(0, 2), to: path(0, 0))
        }
        assertFailure(
            result, "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
    }

    func testInsertSection_pastTheCount_reportsSectionsAfterTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [1, 1]) { $0.insertSections([2], with: .fade) }
        assertFailure(
            result, "attempt to insert section 2 but there are only 2 sections after the update")
    }

    func testInsertRow_inASectionPastTheCount_reportsSectionsAfterTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [2]) {
            $0.insertRows(at: [path(1, 0)], with: .fade)
        }
        assertFailure(
            result, "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
    }

    func testInsertRow_pastTheRowCount_reportsRowsInTheSectionAfterTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [2]) {
            $0.insertRows(at: [path(0, 2)], with: .fade)
        }
        assertFailure(
            result, "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update")
    }

    func testDeletes_areCheckedBeforeInserts() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.insertRows(at: [path(0, 5)], with: .fade)
            $0.deleteRows(at: [path(0, 5)], with: .fade)
        }
        assertFailure(
            result, "attempt to delete row 5 from section 0 which only contains 1 rows before the update")
    }

    // MARK: Per-operation texts: moves

    func testMoveSection_fromPastTheCount_reportsSectionsBeforeTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) { $0.moveSection(1, toSection: 0) }
        assertFailure(
            result, "attempt to move section 1, but there are only 1 sections before the update")
    }

    func testMoveSection_toPastTheCount_reportsUIKitsDoubledTo() {
        let result = TableBatchFixture.validate(before: [1, 1], after: [1, 1]) { $0.moveSection(0, toSection: 2) }
        assertFailure(
            result, "attempt to to move section 0 to section 2, but there are only 2 sections after the update")
    }

    func testMoveRow_fromAMissingSection_reportsSectionsBeforeTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.moveRow(at: path(1, 0), to: path(0, 0))
        }
        assertFailure(
            result,
            "attempt to move index path ({length = 2, path = 1 - 0}) from a section that does not exist - there are "
                + "only 1 sections before the update")
    }

    func testMoveRow_fromAMissingRow_reportsRowsInTheSectionBeforeTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.moveRow(at: path(0, 1), to: path(0, 0))
        }
        assertFailure(
            result,
            "attempt to move index path ({length = 2, path = 0 - 1}) that does not exist - there are only 1 rows in "
                + "section 0 before the update")
    }

    func testMoveRow_toAMissingSection_reportsSectionsAfterTheUpdate() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.moveRow(at: path(0, 0), to: path(1, 0))
        }
        assertFailure(
            result,
            "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 0}) in "
                + "section that does not exist - there are only 1 sections after the update")
    }

    func testMoveRow_toAMissingRow_reportsRowsInTheSectionAfterTheUpdate() {
        let result = TableBatchFixture.validate(before: [2], after: [2]) {
            $0.moveRow(at: path(0, 0), to: path(0, 2))
        }
        assertFailure(
            result,
            "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 2}) that "
                + "does not exist - there are only 2 rows in section 0 after the update")
    }

    func testMoveSection_toTwoPlaces_reportsMoveToBoth() {
        let result = TableBatchFixture.validate(before: [1, 1, 1], after: [1, 1, 1]) {
            $0.moveSection(0, toSection: 1)
            $0.moveSection(0, toSection: 2)
        }
        assertFailure(result, "attempt to move section 0 to both section 1 and section 2")
    }

    func testMoveRow_toTwoPlaces_reportsRowMovedToBoth() {
        let result = TableBatchFixture.validate(before: [3], after: [3]) {
            $0.moveRow(at: path(0, 0), to: path(0, 1))
            $0.moveRow(at: path(0, 0), to: path(0, 2))
        }
        assertFailure(
            result,
            "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and "
                + "{length = 2, path = 0 - 2}")
    }

    func testMoveSections_twoToOnePlace_reportsBothMovedTo() {
        let result = TableBatchFixture.validate(before: [1, 1, 1], after: [1, 1, 1]) {
            $0.moveSection(0, toSection: 2)
            $0.moveSection(1, toSection: 2)
        }
        assertFailure(result, "attempt to move both section 0 and section 1 to section 2")
    }

    func testMoveRows_twoToOnePlace_reportsBothRowsMovedTo() {
        let result = TableBatchFixture.validate(before: [3], after: [3]) {
            $0.moveRow(at: path(0, 0), to: path(0, 2))
            $0.moveRow(at: path(0, 1), to: path(0, 2))
        }
        assertFailure(
            result,
            "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to "
                + "{length = 2, path = 0 - 2}")
    }

    // MARK: Malformed index paths

    func testRowIndexPath_withoutTwoIndexes_reportsTheTableViewsText() {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.deleteRows(at: [IndexPath(index: 0)], with: .fade)
        }
        assertFailure(
            result,
            "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two "
                + "indices specifying the section and row. Please use the category on NSIndexPath in "
                + "NSIndexPath+UIKitAdditions.h if possible. Index path: {length = 1, path = 0}")
    }

    // MARK: Exception names

    func testEveryFailure_isAnInternalInconsistency() throws {
        let result = TableBatchFixture.validate(before: [1], after: [1]) {
            $0.deleteRows(at: [path(0, 1)], with: .fade)
        }
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.name, .internalInconsistency)
        XCTAssertEqual(
            failure.description,
            "NSInternalInconsistencyException: attempt to delete row 1 from section 0 which only contains 1 rows "
                + "before the update")
    }

    private func assertFailure<Success>(
        _ result: Result<Success, CollectionViewInconsistency>, _ reason: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        BatchFixture.assertFailure(result, reason: reason, file: file, line: line)
    }
}

extension Result {
    /// The failure, or `nil` for a success.
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
