import Foundation
import XCTest

@testable import VirtualUIKit

/// Builds one batch, validates it, and checks the outcome; shared by the `BatchUpdateValidator*Tests` classes, and its
/// checks by the `TableBatch*Tests` classes.
enum BatchFixture {
    /// The index path of `item` in `section`, written in the order UIKit prints it (`path = section - item`).
    static func path(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    static func validate(
        before: [Int], after: [Int], isItemVisible: (IndexPath) -> Bool = { _ in true },
        _ record: (inout BatchUpdateRequest) -> Void
    ) -> Result<BatchUpdateResult, CollectionViewInconsistency> {
        var request = BatchUpdateRequest()
        record(&request)
        return BatchUpdateValidator.validate(
            request, countsBefore: before, countsAfter: after, isItemVisible: isItemVisible
        )
    }

    static func assertFailure<Success>(
        _ result: Result<Success, CollectionViewInconsistency>, reason: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        switch result {
        case .success:
            XCTFail("The batch was accepted; expected: \(reason)", file: file, line: line)
        case .failure(let inconsistency):
            XCTAssertEqual(inconsistency.name, .internalInconsistency, file: file, line: line)
            XCTAssertEqual(inconsistency.reason, reason, file: file, line: line)
        }
    }

    static func assertSuccess<Success>(
        _ result: Result<Success, CollectionViewInconsistency>,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Success? {
        switch result {
        case .success(let batch):
            return batch
        case .failure(let inconsistency):
            XCTFail("The batch was rejected: \(inconsistency)", file: file, line: line)
            return nil
        }
    }
}

/// The per-operation checks of UIKit's batch commit (§1.8 steps 1–5), their texts and their order.
final class BatchUpdateValidatorTests: XCTestCase {
    private let path = BatchFixture.path

    // MARK: Step 1: reloads

    func testReloadItem_alsoDeleted_reportsDeleteAndReloadSameIndexPath() {
        let result = BatchFixture.validate(before: [5], after: [4]) {
            $0.reloadedItems = [path(0, 3)]
            $0.deletedItems = [path(0, 3)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete and reload the same index path ({length = 2, path = 0 - 3})"
        )
    }

    func testReloadSection_alsoDeleted_reportsDeleteAndReloadWithSectionIndexPath() {
        // UIKit addresses a section update as item NSNotFound of that section.
        let result = BatchFixture.validate(before: [2, 2], after: [1]) {
            $0.reloadedSections = [1]
            $0.deletedSections = [1]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to delete and reload the same index path ({length = 2, path = 1 - 9223372036854775807})"
        )
    }

    func testReloadItems_bothDeleted_reportsLowestIndexPathFirst() {
        let result = BatchFixture.validate(before: [5], after: [3]) {
            $0.reloadedItems = [path(0, 4), path(0, 2)]
            $0.deletedItems = [path(0, 4), path(0, 2)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete and reload the same index path ({length = 2, path = 0 - 2})"
        )
    }

    func testReloadItems_invisible_areDroppedBeforeAnyCheck() {
        var request = BatchUpdateRequest()
        // Invisible reloads are dropped even when also deleted, duplicated or out of range.
        request.reloadedItems = [path(0, 9), path(0, 3), path(0, 9), path(7, 0)]
        request.deletedItems = [path(0, 3)]
        var askedAbout: [IndexPath] = []
        let result = BatchUpdateValidator.validate(request, countsBefore: [5], countsAfter: [4]) {
            askedAbout.append($0)
            return false
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(askedAbout, [path(0, 3), path(0, 9), path(7, 0)])
        XCTAssertEqual(batch.deletedItems, [path(0, 3)])
        XCTAssertEqual(batch.insertedItems, [])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 4)), path(0, 3))
    }

    func testReloadItem_decomposesIntoDeleteAndShiftedInsert() {
        // Item 4 shifts left past the deletes of items 0 and 1, then right past the insert at 0: it comes back at 3.
        let result = BatchFixture.validate(before: [6], after: [5]) {
            $0.reloadedItems = [path(0, 4)]
            $0.deletedItems = [path(0, 0), path(0, 1)]
            $0.insertedItems = [path(0, 0)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedItems, [path(0, 4), path(0, 1), path(0, 0)])
        XCTAssertEqual(batch.insertedItems, [path(0, 0), path(0, 3)])
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(0, 4)))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 2)), path(0, 1))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 3)), path(0, 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 5)), path(0, 4))
        XCTAssertNil(batch.initialIndexPath(forFinalIndexPath: path(0, 3)))
    }

    func testReloadItem_shiftsAcrossDeletedAndInsertedSections() {
        let result = BatchFixture.validate(before: [1, 1, 3], after: [5, 1, 3]) {
            $0.reloadedItems = [path(2, 1)]
            $0.deletedSections = [0]
            $0.insertedSections = [0]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedItems, [path(2, 1)])
        XCTAssertEqual(batch.insertedItems, [path(2, 1)])
        XCTAssertEqual(batch.deletedSections, [0])
        XCTAssertEqual(batch.insertedSections, [0])
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(2, 1)))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(2, 2)), path(2, 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 0)), path(1, 0))
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(0, 0)))
    }

    func testReloadItems_duplicated_areDeduplicated() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.reloadedItems = [path(0, 1), path(0, 1), path(0, 1)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedItems, [path(0, 1)])
        XCTAssertEqual(batch.insertedItems, [path(0, 1)])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 2)), path(0, 2))
    }

    func testReloadSection_decomposesIntoDeleteAndShiftedInsert() {
        // Section 2 shifts left past the delete of 0, then right past the insert at 0: it comes back at 2.
        let result = BatchFixture.validate(before: [1, 2, 3], after: [4, 2, 7]) {
            $0.reloadedSections = [2, 2]
            $0.deletedSections = [0]
            $0.insertedSections = [0]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedSections, [2, 0])
        XCTAssertEqual(batch.insertedSections, [0, 2])
        XCTAssertEqual(batch.deletedItems, [])
        XCTAssertEqual(batch.insertedItems, [])
        XCTAssertNil(batch.finalSection(forInitialSection: 0))
        XCTAssertEqual(batch.finalSection(forInitialSection: 1), 1)
        XCTAssertNil(batch.finalSection(forInitialSection: 2))
        XCTAssertNil(batch.initialSection(forFinalSection: 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 1)), path(1, 1))
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(2, 0)))
    }

    func testReloadSection_itemCountIsFree() {
        let result = BatchFixture.validate(before: [3], after: [10]) {
            $0.reloadedSections = [0]
        }
        XCTAssertNotNil(BatchFixture.assertSuccess(result))
    }

    // MARK: Step 3: deletes

    func testDeleteSection_alsoMovedFrom_reportsDeleteAndMoveFromSameSection() {
        let result = BatchFixture.validate(before: [1, 1], after: [1]) {
            $0.deletedSections = [0]
            $0.movedSections = [(from: 0, to: 0)]
        }
        BatchFixture.assertFailure(result, reason: "attempt to perform a delete and a move from the same section (0)")
    }

    func testReloadSection_alsoMovedFrom_reportsDeleteAndMoveFromSameSection() {
        let result = BatchFixture.validate(before: [1, 1], after: [1, 1]) {
            $0.reloadedSections = [1]
            $0.movedSections = [(from: 1, to: 0)]
        }
        BatchFixture.assertFailure(result, reason: "attempt to perform a delete and a move from the same section (1)")
    }

    func testDeleteItem_alsoMovedFrom_reportsDeleteAndMoveFromSameIndexPath() {
        let result = BatchFixture.validate(before: [3], after: [2]) {
            $0.deletedItems = [path(0, 1)]
            $0.movedItems = [(from: path(0, 1), to: path(0, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
        )
    }

    func testDeleteItem_alsoMovedFrom_isReportedBeforeItsRange() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.deletedItems = [path(0, 5)]
            $0.movedItems = [(from: path(0, 5), to: path(0, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 5})"
        )
    }

    func testDeleteSection_beyondOldCount_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1, 1], after: [1]) {
            $0.deletedSections = [2]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete section 2, but there are only 2 sections before the update"
        )
    }

    func testDeleteItem_inMissingSection_reportsSectionOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [1]) {
            $0.deletedItems = [path(1, 0)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete item 0 from section 1, but there are only 1 sections before the update"
        )
    }

    func testDeleteItem_beyondOldCount_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [0]) {
            $0.deletedItems = [path(0, 1)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete item 1 from section 0 which only contains 1 items before the update"
        )
    }

    func testDeleteItem_negativeItem_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [0]) {
            $0.deletedItems = [path(0, -1)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete item -1 from section 0 which only contains 1 items before the update"
        )
    }

    func testDeletes_severalInvalid_reportsTheHighestFirst() {
        let result = BatchFixture.validate(before: [2], after: [2]) {
            $0.deletedItems = [path(0, 5), path(0, 9), path(0, 7)]
            $0.deletedSections = [3]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete section 3, but there are only 1 sections before the update"
        )

        let itemsOnly = BatchFixture.validate(before: [2], after: [2]) {
            $0.deletedItems = [path(0, 5), path(0, 9), path(0, 7)]
        }
        BatchFixture.assertFailure(
            itemsOnly, reason: "attempt to delete item 9 from section 0 which only contains 2 items before the update"
        )
    }

    func testDeleteSection_absorbsItemDeletesInIt() {
        // Item 7 of section 1 is out of range, but the section delete implies it, so it is never checked.
        let result = BatchFixture.validate(before: [2, 3], after: [1]) {
            $0.deletedItems = [path(1, 7), path(1, 0), path(0, 1)]
            $0.deletedSections = [1]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedItems, [path(0, 1)])
        XCTAssertEqual(batch.deletedSections, [1])
        XCTAssertNil(batch.finalSection(forInitialSection: 1))
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(1, 1)))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(0, 0))
    }

    // MARK: Step 4: inserts

    func testInsertSection_alsoMovedTo_reportsInsertAndMoveToSameSection() {
        let result = BatchFixture.validate(before: [1, 1], after: [1, 1, 1]) {
            $0.insertedSections = [0]
            $0.movedSections = [(from: 1, to: 0)]
        }
        BatchFixture.assertFailure(result, reason: "attempt to perform an insert and a move to the same section (0)")
    }

    func testInsertItem_alsoMovedTo_reportsInsertAndMoveToSameIndexPath() {
        let result = BatchFixture.validate(before: [3], after: [4]) {
            $0.insertedItems = [path(0, 0)]
            $0.movedItems = [(from: path(0, 2), to: path(0, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"
        )
    }

    func testReloadItem_landingOnMoveDestination_reportsInsertAndMoveToSameIndexPath() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.reloadedItems = [path(0, 1)]
            $0.movedItems = [(from: path(0, 0), to: path(0, 1))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})"
        )
    }

    func testInsertSection_beyondNewCount_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [1, 1]) {
            $0.insertedSections = [2]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to insert section 2 but there are only 2 sections after the update"
        )
    }

    func testInsertItem_intoMissingSection_reportsSectionOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [2]) {
            $0.insertedItems = [path(1, 0)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to insert item 0 into section 1, but there are only 1 sections after the update"
        )
    }

    func testInsertItem_beyondNewCount_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [2]) {
            $0.insertedItems = [path(0, 2)]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to insert item 2 into section 0, but there are only 2 items in section 0 after the update"
        )
    }

    func testInserts_severalInvalid_reportsTheLowestFirst() {
        let result = BatchFixture.validate(before: [0, 0], after: [0, 1]) {
            $0.insertedItems = [path(2, 0), path(1, 5), path(1, 3)]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to insert item 3 into section 1, but there are only 1 items in section 1 after the update"
        )
    }

    func testInsertSection_absorbsItemInsertsIntoIt() {
        // Item 9 of the new section is out of range, but the section insert implies it, so it is never checked.
        let result = BatchFixture.validate(before: [2], after: [3, 2]) {
            $0.insertedItems = [path(1, 9), path(1, 0), path(0, 0)]
            $0.insertedSections = [1]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.insertedItems, [path(0, 0)])
        XCTAssertEqual(batch.insertedSections, [1])
        XCTAssertNil(batch.initialSection(forFinalSection: 1))
        XCTAssertNil(batch.initialIndexPath(forFinalIndexPath: path(1, 1)))
        XCTAssertEqual(batch.initialIndexPath(forFinalIndexPath: path(0, 1)), path(0, 0))
    }

    func testDeletesAreCheckedBeforeInserts() {
        let result = BatchFixture.validate(before: [1], after: [1]) {
            $0.insertedItems = [path(0, 9)]
            $0.deletedItems = [path(0, 4)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete item 4 from section 0 which only contains 1 items before the update"
        )
    }

    // MARK: Step 5: moves

    func testMoveSection_sourceBeyondOldCount_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [1]) {
            $0.movedSections = [(from: 1, to: 0)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to move section 1, but there are only 1 sections before the update"
        )
    }

    func testMoveSection_destinationBeyondNewCount_reportsUIKitsDoubledTo() {
        let result = BatchFixture.validate(before: [1, 1], after: [1, 1]) {
            $0.movedSections = [(from: 0, to: 2)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to to move section 0 to section 2, but there are only 2 sections after the update"
        )
    }

    func testMoveItem_fromMissingSection_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [1], after: [1]) {
            $0.movedItems = [(from: path(1, 0), to: path(0, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move index path ({length = 2, path = 1 - 0}) from a section that does not exist - "
                + "there are only 1 sections before the update"
        )
    }

    func testMoveItem_fromMissingItem_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [2], after: [2]) {
            $0.movedItems = [(from: path(0, 2), to: path(0, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move index path ({length = 2, path = 0 - 2}) that does not exist - there are only 2 "
                + "items in section 0 before the update"
        )
    }

    func testMoveItem_toMissingSection_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [2], after: [2]) {
            $0.movedItems = [(from: path(0, 1), to: path(1, 0))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move index path ({length = 2, path = 0 - 1}) to index path "
                + "({length = 2, path = 1 - 0}) in section that does not exist - there are only 1 sections after the "
                + "update"
        )
    }

    func testMoveItem_toMissingItem_reportsOutOfRange() {
        let result = BatchFixture.validate(before: [2], after: [2]) {
            $0.movedItems = [(from: path(0, 1), to: path(0, 2))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move index path ({length = 2, path = 0 - 1}) to index path "
                + "({length = 2, path = 0 - 2}) that does not exist - there are only 2 items in section 0 after the "
                + "update"
        )
    }

    func testMoves_exactDuplicates_areDropped() {
        // Counted twice, the item move would leave section 0 one item short.
        let result = BatchFixture.validate(before: [3, 1], after: [2, 2]) {
            $0.movedItems = [(from: path(0, 0), to: path(1, 0)), (from: path(0, 0), to: path(1, 0))]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.movedItems.map { [$0.from, $0.to] }, [[path(0, 0), path(1, 0)]])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(1, 0))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(0, 0))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 2)), path(0, 1))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 0)), path(1, 1))

        let sections = BatchFixture.validate(before: [1, 2], after: [2, 1]) {
            $0.movedSections = [(from: 0, to: 1), (from: 0, to: 1)]
        }
        guard let sectionBatch = BatchFixture.assertSuccess(sections) else { return }
        XCTAssertEqual(sectionBatch.movedSections.map { [$0.from, $0.to] }, [[0, 1]])
        XCTAssertEqual(sectionBatch.finalSection(forInitialSection: 0), 1)
        XCTAssertEqual(sectionBatch.finalSection(forInitialSection: 1), 0)
    }

    func testMoveSection_oneSourceToTwoDestinations_reportsMoveToBoth() {
        let result = BatchFixture.validate(before: [1, 1, 1], after: [1, 1, 1]) {
            $0.movedSections = [(from: 0, to: 1), (from: 0, to: 2)]
        }
        BatchFixture.assertFailure(result, reason: "attempt to move section 0 to both section 1 and section 2")
    }

    func testMoveSection_twoSourcesToOneDestination_reportsMoveBoth() {
        let result = BatchFixture.validate(before: [1, 1, 1], after: [1, 1, 1]) {
            $0.movedSections = [(from: 0, to: 2), (from: 1, to: 2)]
        }
        BatchFixture.assertFailure(result, reason: "attempt to move both section 0 and section 1 to section 2")
    }

    func testMoveItem_oneSourceToTwoDestinations_reportsMoveToBoth() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.movedItems = [(from: path(0, 0), to: path(0, 1)), (from: path(0, 0), to: path(0, 2))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move item at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} "
                + "and {length = 2, path = 0 - 2}"
        )
    }

    func testMoveItem_twoSourcesToOneDestination_reportsMoveBoth() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.movedItems = [(from: path(0, 0), to: path(0, 2)), (from: path(0, 1), to: path(0, 2))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move both item at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} "
                + "to {length = 2, path = 0 - 2}"
        )
    }

    func testMoves_rangesAreCheckedBeforeDuplicates() {
        let result = BatchFixture.validate(before: [3], after: [3]) {
            $0.movedItems = [
                (from: path(0, 0), to: path(0, 1)), (from: path(0, 0), to: path(0, 2)),
                (from: path(0, 5), to: path(0, 0)),
            ]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there are only 3 "
                + "items in section 0 before the update"
        )
    }

    func testInsertsAreCheckedBeforeMoves() {
        let result = BatchFixture.validate(before: [1], after: [1]) {
            $0.movedSections = [(from: 4, to: 0)]
            $0.insertedItems = [path(0, 3)]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to insert item 3 into section 0, but there are only 1 items in section 0 after the update"
        )
    }

    func testReloadsAreCheckedBeforeDeletes() {
        let result = BatchFixture.validate(before: [2], after: [1]) {
            $0.deletedSections = [5]
            $0.deletedItems = [path(0, 1)]
            $0.reloadedItems = [path(0, 1)]
        }
        BatchFixture.assertFailure(
            result, reason: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"
        )
    }

    // MARK: Values

    func testInconsistency_describesItselfAsNameAndReason() {
        XCTAssertEqual(
            CollectionViewInconsistency.internalInconsistency("boom").description,
            "NSInternalInconsistencyException: boom"
        )
        XCTAssertEqual(
            CollectionViewInconsistency.invalidArgument("bad").description, "NSInvalidArgumentException: bad"
        )
        XCTAssertEqual(
            CollectionViewInconsistency(name: .invalidArgument, reason: "bad"), .invalidArgument("bad")
        )
        XCTAssertNotEqual(CollectionViewInconsistency.invalidArgument("bad"), .internalInconsistency("bad"))
    }

    func testUIKitDescription_omitsTheAddressOfNSIndexPath() {
        XCTAssertEqual(path(0, 3).uikitDescription, "{length = 2, path = 0 - 3}")
        XCTAssertEqual(path(12, 0).uikitDescription, "{length = 2, path = 12 - 0}")
    }

    func testRequest_isEmptyUntilAnUpdateIsRecorded() {
        var request = BatchUpdateRequest()
        XCTAssertTrue(request.isEmpty)
        request.movedItems.append((from: path(0, 0), to: path(0, 1)))
        XCTAssertFalse(request.isEmpty)
        request.movedItems.removeAll()
        request.reloadedSections.append(0)
        XCTAssertFalse(request.isEmpty)
    }
}
