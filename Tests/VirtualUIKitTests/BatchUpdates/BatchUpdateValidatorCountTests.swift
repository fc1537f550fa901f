import Foundation
import XCTest

@testable import VirtualUIKit

/// UIKit's count checks (§1.8 steps 6 and 7): classic texts, what counts as inserted, deleted, moved in and out.
final class BatchUpdateValidatorCountTests: XCTestCase {
    private let path = BatchFixture.path

    func testSectionCount_mismatch_reportsClassicSectionsText() {
        let result = BatchFixture.validate(before: [1], after: [1, 1, 1]) {
            $0.insertedSections = [1]
        }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                + "view after the update (3) must be equal to the number of sections contained in the collection view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 "
                + "deleted)."
        )
    }

    func testSectionCount_reloadedSection_countsAsInsertedAndDeleted() {
        let result = BatchFixture.validate(before: [1, 1], after: [1]) {
            $0.reloadedSections = [0]
        }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                + "view after the update (1) must be equal to the number of sections contained in the collection view "
                + "before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 1 "
                + "deleted)."
        )
    }

    func testItemCount_emptyBatchAroundADataSourceChange_reportsClassicItemsText() {
        let result = BatchFixture.validate(before: [2], after: [3]) { _ in }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (3) must be equal to the number of items contained in that "
                + "section before the update (2), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        )
    }

    func testSectionCount_isCheckedBeforeItemCounts() {
        let result = BatchFixture.validate(before: [2], after: [5, 0]) { _ in }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                + "view after the update (2) must be equal to the number of sections contained in the collection view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                + "deleted)."
        )
    }

    func testItemCount_reloadedItem_countsAsOneInsertedAndOneDeleted() {
        let result = BatchFixture.validate(before: [3], after: [4]) {
            $0.reloadedItems = [path(0, 1)]
        }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (4) must be equal to the number of items contained in that "
                + "section before the update (3), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        )
    }

    func testItemCount_crossSectionMove_countsAsMovedOutOfTheSource() {
        let result = BatchFixture.validate(before: [3, 1], after: [3, 2]) {
            $0.movedItems = [(from: path(0, 0), to: path(1, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (3) must be equal to the number of items contained in that "
                + "section before the update (3), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 1 moved out)."
        )
    }

    func testItemCount_crossSectionMove_countsAsMovedIntoTheDestination() {
        let result = BatchFixture.validate(before: [3, 1], after: [2, 1]) {
            $0.movedItems = [(from: path(0, 0), to: path(1, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of items in section 1.  The number of items contained in an "
                + "existing section after the update (1) must be equal to the number of items contained in that "
                + "section before the update (1), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (1 moved in, 0 moved out)."
        )
    }

    func testItemCount_moveWithinARelocatedSection_isNotCounted() {
        // Section 0 moves to 1; the item move from (0, 0) to (1, 1) stays inside that section.
        let mismatch = BatchFixture.validate(before: [2, 3], after: [3, 3]) {
            $0.movedSections = [(from: 0, to: 1)]
            $0.movedItems = [(from: path(0, 0), to: path(1, 1))]
        }
        BatchFixture.assertFailure(
            mismatch,
            reason: "Invalid update: invalid number of items in section 1.  The number of items contained in an "
                + "existing section after the update (3) must be equal to the number of items contained in that "
                + "section before the update (2), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        )

        let valid = BatchFixture.validate(before: [2, 3], after: [3, 2]) {
            $0.movedSections = [(from: 0, to: 1)]
            $0.movedItems = [(from: path(0, 0), to: path(1, 1))]
        }
        guard let batch = BatchFixture.assertSuccess(valid) else { return }
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(1, 1))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(1, 0))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 2)), path(0, 2))
    }

    func testItemCount_insertedSectionsAreSkipped_andExistingOnesReportedByFinalIndex() {
        let valid = BatchFixture.validate(before: [1], after: [7, 1]) {
            $0.insertedSections = [0]
        }
        guard let batch = BatchFixture.assertSuccess(valid) else { return }
        XCTAssertEqual(batch.finalSection(forInitialSection: 0), 1)
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(1, 0))

        let mismatch = BatchFixture.validate(before: [1], after: [7, 2]) {
            $0.insertedSections = [0]
        }
        BatchFixture.assertFailure(
            mismatch,
            reason: "Invalid update: invalid number of items in section 1.  The number of items contained in an "
                + "existing section after the update (2) must be equal to the number of items contained in that "
                + "section before the update (1), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        )
    }

    func testItemCount_duplicatedDelete_countsTwice() {
        let result = BatchFixture.validate(before: [3], after: [2]) {
            $0.deletedItems = [path(0, 1), path(0, 1)]
        }
        BatchFixture.assertFailure(
            result,
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (2) must be equal to the number of items contained in that "
                + "section before the update (3), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        )
    }

    func testItemCount_duplicatedDeleteMatchingTheCounts_reportsInvalidBatchUpdates() {
        // The arrays count the delete twice and agree with the data source; UIKit's maps count it once and do not.
        let result = BatchFixture.validate(before: [3, 2], after: [1, 3]) {
            $0.deletedItems = [path(0, 1), path(0, 1)]
            $0.movedItems = [(from: path(1, 0), to: path(1, 1))]
            $0.insertedItems = [path(1, 0)]
        }
        BatchFixture.assertFailure(
            result,
            reason: """
                Invalid batch updates detected: the number of sections and/or items returned by the data source \
                before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 2 sections with item counts: [3, 2] }
                Data source after updates = { 2 sections with item counts: [1, 3] }
                Updates = [
                \tDelete item (0 - 1),
                \tDelete item (0 - 1),
                \tMove item (1 - 0) to (1 - 1),
                \tInsert item (1 - 0)
                ]
                """
        )
    }

    func testSectionCount_duplicatedDeleteMatchingTheCounts_reportsInvalidBatchUpdates() {
        let result = BatchFixture.validate(before: [1, 1], after: [1]) {
            $0.deletedSections = [0, 0]
            $0.insertedSections = [0]
        }
        BatchFixture.assertFailure(
            result,
            reason: """
                Invalid batch updates detected: the number of sections and/or items returned by the data source \
                before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 2 sections with item counts: [1, 1] }
                Data source after updates = { 1 section with item counts: [1] }
                Updates = [
                \tDelete section 0,
                \tDelete section 0,
                \tInsert section 0
                ]
                """
        )
    }

    func testDuplicatedDeleteAndInsertThatCancelOut_areAcceptedAndReportedOnce() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.deletedItems = [path(0, 1), path(0, 1)]
            $0.insertedItems = [path(0, 1), path(0, 1)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedItems, [path(0, 1)])
        XCTAssertEqual(batch.insertedItems, [path(0, 1)])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 2)), path(0, 2))
        XCTAssertNil(batch.initialIndexPath(forFinalIndexPath: path(0, 1)))
    }
}
