import Foundation
import ViewTestSupport
import XCTest

@testable import VirtualUIKit

/// Every range check of a batch at its boundary, as the view commits the batch (and, for the checks no other test
/// reaches, as the validator runs alone): an index equal to the count, or -1, is out of range and rejected with UIKit's
/// text. Where the counts can add up, they do, so that only the range check refuses the batch.
final class BatchUpdateBoundaryTests: XCTestCase {
    private func uikitPath(_ section: Int, _ item: Int) -> String {
        "{length = 2, path = \(section) - \(item)}"
    }

    /// Runs a batch on a view showing `before` that changes the model to `after` and declares `updates`; checks that
    /// the view rejected it with exactly `reason`.
    private func assertRejected(
        before: [Int], after: [Int], reason: String, file: StaticString = #filePath, line: UInt = #line,
        _ updates: @escaping (VirtualCollectionView) -> Void
    ) {
        let fixture = VirtualViewFixture(counts: before, implemented: [.numberOfSections]).loaded()
        var finished: [Bool] = []
        fixture.collectionView.performBatchUpdates(
            {
                fixture.double.counts = after
                updates(fixture.collectionView)
            },
            completion: { finished.append($0) })
        let expected = CollectionViewInconsistency.internalInconsistency(reason)
        XCTAssertEqual(fixture.inconsistencies.received, [expected], file: file, line: line)
        XCTAssertEqual(fixture.collectionView.performedUpdates.last?.inconsistency, expected, file: file, line: line)
        XCTAssertEqual(finished, [false], file: file, line: line)
    }

    // MARK: Deletes, against the counts before the batch

    func testDeleteSection_atTheSectionCount_isRejected() {
        assertRejected(
            before: [2, 1, 0], after: [2, 1],
            reason: "attempt to delete section 3, but there are only 3 sections before the update"
        ) { $0.deleteSections([3]) }
    }

    func testDeleteItem_inTheSectionAtTheSectionCount_isRejected() {
        assertRejected(
            before: [2, 1], after: [2, 1],
            reason: "attempt to delete item 0 from section 2, but there are only 2 sections before the update"
        ) { $0.deleteItems(at: [ip(2, 0)]) }
    }

    func testDeleteItem_atMinusOne_isRejected_whileTheCountsAddUp() {
        assertRejected(
            before: [2, 3], after: [2, 2],
            reason: "attempt to delete item -1 from section 1 which only contains 3 items before the update"
        ) { $0.deleteItems(at: [ip(1, -1)]) }
    }

    // MARK: Inserts, against the counts after the batch

    func testInsertSection_atTheNewSectionCount_isRejected_whileTheCountsAddUp() {
        assertRejected(
            before: [1], after: [1, 0],
            reason: "attempt to insert section 2 but there are only 2 sections after the update"
        ) { $0.insertSections([2]) }
    }

    func testInsertItem_atTheNewItemCount_isRejected_whileTheCountsAddUp() {
        assertRejected(
            before: [2, 4], after: [3, 4],
            reason: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update"
        ) { $0.insertItems(at: [ip(0, 3)]) }
    }

    func testInsertItem_atMinusOne_isRejected_whileTheCountsAddUp() {
        assertRejected(
            before: [2], after: [3],
            reason: "attempt to insert item -1 into section 0, but there are only 3 items in section 0 after the update"
        ) { $0.insertItems(at: [ip(0, -1)]) }
    }

    func testInsertItem_atMinusOne_isRejectedByTheValidator() {
        let result = BatchFixture.validate(before: [0, 1], after: [0, 2]) {
            $0.insertedItems = [BatchFixture.path(1, -1)]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to insert item -1 into section 1, but there are only 2 items in section 1 after the update"
        )
    }

    // MARK: Moves, from the counts before to the counts after

    func testMoveSection_fromTheSectionCount_isRejected() {
        assertRejected(
            before: [1, 1], after: [1, 1],
            reason: "attempt to move section 2, but there are only 2 sections before the update"
        ) { $0.moveSection(2, toSection: 0) }
    }

    func testMoveSection_toTheNewSectionCount_isRejected() {
        assertRejected(
            before: [1, 1], after: [1, 1],
            reason: "attempt to to move section 0 to section 2, but there are only 2 sections after the update"
        ) { $0.moveSection(0, toSection: 2) }
    }

    func testMoveItem_fromTheSectionAtTheSectionCount_isRejected() {
        assertRejected(
            before: [2, 1], after: [2, 1],
            reason: "attempt to move index path (\(uikitPath(2, 0))) from a section that does not exist - there are "
                + "only 2 sections before the update"
        ) { $0.moveItem(at: ip(2, 0), to: ip(1, 0)) }
    }

    func testMoveItem_fromTheItemCount_isRejected() {
        assertRejected(
            before: [2, 1], after: [2, 1],
            reason: "attempt to move index path (\(uikitPath(0, 2))) that does not exist - there are only 2 items in "
                + "section 0 before the update"
        ) { $0.moveItem(at: ip(0, 2), to: ip(1, 0)) }
    }

    func testMoveItem_fromMinusOne_isRejected() {
        assertRejected(
            before: [1, 2], after: [1, 2],
            reason: "attempt to move index path (\(uikitPath(1, -1))) that does not exist - there are only 2 items in "
                + "section 1 before the update"
        ) { $0.moveItem(at: ip(1, -1), to: ip(0, 0)) }
    }

    func testMoveItem_toTheSectionAtTheNewSectionCount_isRejected() {
        assertRejected(
            before: [2, 1], after: [2, 1],
            reason: "attempt to move index path (\(uikitPath(1, 0))) to index path (\(uikitPath(2, 0))) in section "
                + "that does not exist - there are only 2 sections after the update"
        ) { $0.moveItem(at: ip(1, 0), to: ip(2, 0)) }
    }

    func testMoveItem_toTheNewItemCount_isRejected() {
        assertRejected(
            before: [3, 1], after: [3, 1],
            reason: "attempt to move index path (\(uikitPath(1, 0))) to index path (\(uikitPath(0, 3))) that does not "
                + "exist - there are only 3 items in section 0 after the update"
        ) { $0.moveItem(at: ip(1, 0), to: ip(0, 3)) }
    }

    func testMoveItem_toMinusOne_isRejected() {
        assertRejected(
            before: [3, 1], after: [3, 1],
            reason: "attempt to move index path (\(uikitPath(0, 1))) to index path (\(uikitPath(1, -1))) that does not "
                + "exist - there are only 1 items in section 1 after the update"
        ) { $0.moveItem(at: ip(0, 1), to: ip(1, -1)) }
    }

    func testMoveItem_toMinusOne_isRejectedByTheValidator() {
        let result = BatchFixture.validate(before: [2, 2], after: [2, 2]) {
            $0.movedItems = [(from: BatchFixture.path(1, 0), to: BatchFixture.path(0, -1))]
        }
        BatchFixture.assertFailure(
            result,
            reason: "attempt to move index path (\(uikitPath(1, 0))) to index path (\(uikitPath(0, -1))) that does not "
                + "exist - there are only 2 items in section 0 after the update")
    }
}
