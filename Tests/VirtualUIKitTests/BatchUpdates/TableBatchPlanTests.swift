import Foundation
import XCTest

@testable import VirtualUIKit

/// What a valid table batch plans: reloads decomposed, repeats collapsed, row updates absorbed by section updates,
/// the animations each change keeps, and where rows and sections go.
final class TableBatchPlanTests: XCTestCase {
    private let path = BatchFixture.path

    // MARK: Reloads

    func testReloadRow_isADeleteAndAShiftedInsert_withTheReloadsAnimation() throws {
        // Row 4 shifts left past the deletes of rows 0 and 1, then right past the insert at 0: it comes back at 3.
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [6], after: [5]) {
                    $0.reloadRows(at: [path(0, 4)], with: .right)
                    $0.deleteRows(at: [path(0, 0), path(0, 1)], with: .left)
                    $0.insertRows(at: [path(0, 0)], with: .fade)
                }))
        XCTAssertEqual(plan.reloadedRows.map(\.from), [path(0, 4)])
        XCTAssertEqual(plan.reloadedRows.map(\.to), [path(0, 3)])
        XCTAssertEqual(plan.reloadedRows.map(\.animation), [.right])
        XCTAssertEqual(plan.deletedRows.map(\.indexPath), [path(0, 1), path(0, 0)])
        XCTAssertEqual(plan.deletedRows.map(\.animation), [.left, .left])
        XCTAssertEqual(plan.insertedRows.map(\.indexPath), [path(0, 0)])
        XCTAssertEqual(plan.insertedRows.map(\.animation), [.fade])
        XCTAssertEqual(plan.mapping.deletedItems, [path(0, 4), path(0, 1), path(0, 0)])
        XCTAssertEqual(plan.mapping.insertedItems, [path(0, 0), path(0, 3)])
        // A reloaded row loses its selection: it has no counterpart.
        XCTAssertNil(plan.finalIndexPath(forInitialIndexPath: path(0, 4)))
        XCTAssertNil(plan.initialIndexPath(forFinalIndexPath: path(0, 3)))
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(0, 5)), path(0, 4))
    }

    func testReloadRow_withoutACell_isDroppedBeforeAnyCheck() throws {
        var updates = TableBatchUpdates<TestRowAnimation>()
        // Dropped even when also deleted, repeated or out of range.
        updates.reloadRows(at: [path(0, 9), path(0, 3), path(0, 9), path(7, 0)], with: .fade)
        updates.deleteRows(at: [path(0, 3)], with: .left)
        var asked: [IndexPath] = []
        let rowHasCell = { (indexPath: IndexPath) -> Bool in
            asked.append(indexPath)
            return false
        }
        let result = updates.validate(
            countsBefore: [5], countsAfter: { [4] }, countTexts: .classic, rowHasCell: rowHasCell)
        let plan = try XCTUnwrap(BatchFixture.assertSuccess(result))
        XCTAssertEqual(asked, [path(0, 3), path(0, 9), path(7, 0)])
        XCTAssertTrue(plan.reloadedRows.isEmpty)
        XCTAssertEqual(plan.deletedRows.map(\.indexPath), [path(0, 3)])
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(0, 4)), path(0, 3))
    }

    func testReloadRow_ofARowWithACell_isDecomposed_andOfOneWithout_isDropped() {
        let result = TableBatchFixture.validate(before: [3], after: [3], rowsWithCells: [path(0, 1)]) {
            $0.reloadRows(at: [path(0, 1), path(0, 2)], with: .fade)
        }
        XCTAssertEqual(BatchFixture.assertSuccess(result)?.reloadedRows.map(\.to), [path(0, 1)])
    }

    func testReloadRows_repeated_areOneReload_withTheFirstAnimation() throws {
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [3], after: [3]) {
                    $0.reloadRows(at: [path(0, 1)], with: .left)
                    $0.reloadRows(at: [path(0, 1), path(0, 1)], with: .right)
                }))
        XCTAssertEqual(plan.reloadedRows.count, 1)
        XCTAssertEqual(plan.reloadedRows.first?.animation, .left)
        XCTAssertEqual(plan.mapping.deletedItems, [path(0, 1)])
    }

    func testReloadSection_isAlwaysDecomposed_andShiftsPastDeletedAndInsertedSections() throws {
        // Section 2 shifts left past the delete of 0, then right past the insert at 0: it comes back at 2. No row has
        // a cell, which drops row reloads only.
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [1, 2, 3], after: [4, 2, 7], rowsWithCells: []) {
                    $0.reloadSections([2], with: .automatic)
                    $0.deleteSections([0], with: .left)
                    $0.insertSections([0], with: .right)
                }))
        XCTAssertEqual(plan.reloadedSections.map(\.from), [2])
        XCTAssertEqual(plan.reloadedSections.map(\.to), [2])
        XCTAssertEqual(plan.reloadedSections.map(\.animation), [.automatic])
        XCTAssertEqual(plan.deletedSections.map(\.section), [0])
        XCTAssertEqual(plan.deletedSections.map(\.animation), [.left])
        XCTAssertEqual(plan.insertedSections.map(\.section), [0])
        XCTAssertEqual(plan.insertedSections.map(\.animation), [.right])
        XCTAssertEqual(plan.finalSection(forInitialSection: 1), 1)
        XCTAssertNil(plan.finalSection(forInitialSection: 2))
        XCTAssertNil(plan.initialSection(forFinalSection: 2))
    }

    func testReloadRow_inADeletedSection_leavesItsInsertHalfAPlainInsertWithTheReloadsAnimation() throws {
        // The delete half is absorbed by the section delete; the insert half lands in section 0 after the batch.
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [2, 1], after: [1]) {
                    $0.deleteSections([0], with: .left)
                    $0.reloadRows(at: [path(0, 0)], with: .fade)
                    $0.deleteRows(at: [path(1, 0)], with: .right)
                }))
        XCTAssertTrue(plan.reloadedRows.isEmpty)
        XCTAssertEqual(plan.deletedRows.map(\.indexPath), [path(1, 0)])
        XCTAssertEqual(plan.insertedRows.map(\.indexPath), [path(0, 0)])
        XCTAssertEqual(plan.insertedRows.map(\.animation), [.fade])
    }

    // MARK: Repeats and absorption

    func testRepeatedRowDelete_countsOnce_whereTheCollectionViewCountsItTwice() throws {
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [3], after: [2]) {
                    $0.deleteRows(at: [path(0, 1)], with: .left)
                    $0.deleteRows(at: [path(0, 1)], with: .right)
                }))
        XCTAssertEqual(plan.deletedRows.map(\.indexPath), [path(0, 1)])
        XCTAssertEqual(plan.deletedRows.map(\.animation), [.left])
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(0, 2)), path(0, 1))

        var request = BatchUpdateRequest()
        request.deletedItems = [path(0, 1), path(0, 1)]
        let collection = BatchUpdateValidator.validate(
            request, countsBefore: [3], countsAfter: [2], isItemVisible: { _ in true })
        XCTAssertEqual(
            collection.failure?.reason.hasPrefix("Invalid update: invalid number of items in section 0.  "), true)
    }

    func testRepeatedRowInsert_countsOnce() {
        let result = TableBatchFixture.validate(before: [1], after: [2]) {
            $0.insertRows(at: [path(0, 0), path(0, 0)], with: .fade)
        }
        XCTAssertEqual(BatchFixture.assertSuccess(result)?.insertedRows.map(\.indexPath), [path(0, 0)])
    }

    func testRepeatedSectionDeleteAndInsert_countOnce() throws {
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [1, 2], after: [2, 5]) {
                    $0.deleteSections([0], with: .left)
                    $0.deleteSections([0], with: .left)
                    $0.insertSections([1], with: .fade)
                    $0.insertSections([1], with: .fade)
                }))
        XCTAssertEqual(plan.deletedSections.map(\.section), [0])
        XCTAssertEqual(plan.insertedSections.map(\.section), [1])
        XCTAssertEqual(plan.finalSection(forInitialSection: 1), 0)
    }

    func testRepeatedDeleteAndInsertOfOneRow_countOnceEach() {
        // The collection view's arrays count both twice; its maps once ("Invalid batch updates detected").
        let result = TableBatchFixture.validate(before: [3], after: [3]) {
            $0.deleteRows(at: [path(0, 1), path(0, 1)], with: .fade)
            $0.insertRows(at: [path(0, 1), path(0, 1)], with: .fade)
        }
        let plan = BatchFixture.assertSuccess(result)
        XCTAssertEqual(plan?.deletedRows.map(\.indexPath), [path(0, 1)])
        XCTAssertEqual(plan?.insertedRows.map(\.indexPath), [path(0, 1)])
    }

    func testExactRepeatedMoves_areRemoved() throws {
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [2, 1, 1], after: [1, 1, 2]) {
                    $0.moveRow(at: path(0, 0), to: path(2, 1))
                    $0.moveRow(at: path(0, 0), to: path(2, 1))
                    $0.moveSection(1, toSection: 0)
                    $0.moveSection(1, toSection: 0)
                }))
        XCTAssertEqual(plan.movedRows.map(\.from), [path(0, 0)])
        XCTAssertEqual(plan.movedRows.map(\.to), [path(2, 1)])
        XCTAssertEqual(plan.movedSections.map(\.from), [1])
        XCTAssertEqual(plan.movedSections.map(\.to), [0])
        XCTAssertEqual(plan.finalSection(forInitialSection: 0), 1)
    }

    func testSectionDelete_absorbsTheRowDeletesInIt_evenOutOfRange() throws {
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [2, 3], after: [2]) {
                    $0.deleteRows(at: [path(1, 0), path(1, 9)], with: .fade)
                    $0.deleteSections([1], with: .left)
                }))
        XCTAssertTrue(plan.deletedRows.isEmpty)
        XCTAssertEqual(plan.deletedSections.map(\.section), [1])
        XCTAssertEqual(plan.deletedSections.map(\.animation), [.left])
    }

    func testSectionInsert_absorbsTheRowInsertsInIt() throws {
        let plan = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [2], after: [3, 2]) {
                    $0.insertRows(at: [path(0, 1), path(0, 7)], with: .fade)
                    $0.insertSections([0], with: .right)
                }))
        XCTAssertTrue(plan.insertedRows.isEmpty)
        XCTAssertEqual(plan.insertedSections.map(\.section), [0])
        XCTAssertEqual(plan.finalIndexPath(forInitialIndexPath: path(0, 1)), path(1, 1))
    }

    // MARK: Order and records

    func testDeclarationOrder_doesNotMatter() throws {
        func plan(_ record: (inout TableBatchUpdates<TestRowAnimation>) -> Void) throws -> [IndexPath?] {
            let plan = try XCTUnwrap(
                BatchFixture.assertSuccess(TableBatchFixture.validate(before: [4, 1], after: [4, 1], record)))
            return (0..<4).map { plan.finalIndexPath(forInitialIndexPath: path(0, $0)) }
        }
        let forward = try plan {
            $0.deleteRows(at: [path(0, 0)], with: .fade)
            $0.insertRows(at: [path(0, 3)], with: .fade)
            $0.moveRow(at: path(0, 1), to: path(1, 0))
            $0.moveRow(at: path(1, 0), to: path(0, 0))
        }
        let backward = try plan {
            $0.moveRow(at: path(1, 0), to: path(0, 0))
            $0.moveRow(at: path(0, 1), to: path(1, 0))
            $0.insertRows(at: [path(0, 3)], with: .fade)
            $0.deleteRows(at: [path(0, 0)], with: .fade)
        }
        XCTAssertEqual(forward, [nil, path(1, 0), path(0, 1), path(0, 2)])
        XCTAssertEqual(backward, forward)
    }

    func testRecordedUpdates_keepCallOrderRepeatsAndAnimations() {
        var updates = TableBatchUpdates<TestRowAnimation>()
        XCTAssertTrue(updates.isEmpty)
        updates.deleteRows(at: [path(0, 2), path(0, 1)], with: .left)
        updates.deleteRows(at: [path(0, 2)], with: .right)
        updates.reloadSections([3, 1], with: .fade)
        updates.moveRow(at: path(0, 0), to: path(0, 1))
        XCTAssertFalse(updates.isEmpty)
        XCTAssertEqual(updates.deletedRows.map(\.indexPath), [path(0, 2), path(0, 1), path(0, 2)])
        XCTAssertEqual(updates.deletedRows.map(\.animation), [.left, .left, .right])
        XCTAssertEqual(updates.reloadedSections.map(\.section), [1, 3])
        XCTAssertEqual(updates.reloadedSections.map(\.animation), [.fade, .fade])
        XCTAssertEqual(updates.request.movedItems.map(\.to), [path(0, 1)])
        XCTAssertTrue(updates.insertedRows.isEmpty)
    }

    func testRowDeletesAndInserts_keepTheirAnimations_whetherEachKindHasOneOrSeveral() throws {
        let uniform = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [5], after: [5]) {
                    $0.deleteRows(at: [path(0, 3), path(0, 0)], with: .left)
                    $0.insertRows(at: [path(0, 4)], with: .automatic)
                    $0.insertRows(at: [path(0, 1)], with: .automatic)
                }))
        XCTAssertEqual(uniform.deletedRows.map(\.indexPath), [path(0, 3), path(0, 0)])
        XCTAssertEqual(uniform.deletedRows.map(\.animation), [.left, .left])
        XCTAssertEqual(uniform.insertedRows.map(\.indexPath), [path(0, 1), path(0, 4)])
        XCTAssertEqual(uniform.insertedRows.map(\.animation), [.automatic, .automatic])

        let mixed = try XCTUnwrap(
            BatchFixture.assertSuccess(
                TableBatchFixture.validate(before: [5], after: [5]) {
                    $0.deleteRows(at: [path(0, 3)], with: .left)
                    $0.deleteRows(at: [path(0, 0)], with: .fade)
                    $0.insertRows(at: [path(0, 4)], with: .automatic)
                    $0.insertRows(at: [path(0, 1)], with: .right)
                }))
        XCTAssertEqual(mixed.deletedRows.map(\.indexPath), [path(0, 3), path(0, 0)])
        XCTAssertEqual(mixed.deletedRows.map(\.animation), [.left, .fade])
        XCTAssertEqual(mixed.insertedRows.map(\.indexPath), [path(0, 1), path(0, 4)])
        XCTAssertEqual(mixed.insertedRows.map(\.animation), [.right, .automatic])
    }

    func testCountsAfter_areTheDataSourcesAnswer() {
        let result = TableBatchFixture.validate(before: [1], after: [2]) {
            $0.insertRows(at: [path(0, 0)], with: .automatic)
        }
        XCTAssertEqual(BatchFixture.assertSuccess(result)?.countsAfter, [2])
    }
}
