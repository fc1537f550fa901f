import Foundation
import ViewTestSupport
import XCTest

@testable import CollectionManager
@testable import ManagerCore

/// When several orders of survivors keep equally many of them in place, the translator keeps the one ending last, so
/// the earlier survivors are the ones that move: for sections, for runs of items, and in the subsequence itself.
final class BatchTranslatorTieBreakTests: XCTestCase {
    func testHeaviestIncreasingSubsequence_ofEquallyHeavyChains_keepsTheOneEndingLast() {
        func ones(_ keys: [Int]) -> [Bool] {
            heaviestIncreasingSubsequence(keys: keys, weights: Array(repeating: 1, count: keys.count))
        }
        XCTAssertEqual(ones([1, 0]), [false, true])
        XCTAssertEqual(ones([2, 3, 0, 1]), [false, false, true, true])
        XCTAssertEqual(ones([3, 0, 1, 2, 4, 5]), [false, true, true, true, true, true], "no tie: the heaviest wins")
        XCTAssertEqual(heaviestIncreasingSubsequence(keys: [1, 2, 0], weights: [1, 1, 2]), [false, false, true])
        XCTAssertEqual(heaviestIncreasingSubsequence(keys: [4, 0], weights: [3, 3]), [false, true])
    }

    func testSwappedSectionsInABlock_theFirstOldSectionMoves() {
        let (owner, storage, _) = LoggedOwner.showing([[0], [1]])
        storage.performUpdates {
            storage.moveSection(0, toSection: 1)
            storage.addItem(5, toSection: 0)
        }
        XCTAssertEqual(storage.intSections, [[1, 5], [0]])
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(
                    movedSections: [.init(from: 0, to: 1)], insertedItems: [ip(0, 1)], countsBefore: [1, 1],
                    countsAfter: [2, 1])
            ])
        XCTAssertTrue(owner.showsTheStorage)
    }

    func testSwappedRunsOfItemsInABlock_theRunThatEndsUpFirstMoves() {
        let (owner, storage, _) = LoggedOwner.showing([[0, 1, 2, 3]])
        storage.performUpdates {
            storage.moveItem(at: ip(0, 0), to: ip(0, 3))
            storage.moveItem(at: ip(0, 0), to: ip(0, 3))
        }
        XCTAssertEqual(storage.intSections, [[2, 3, 0, 1]])
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(
                    movedItems: [.init(from: ip(0, 2), to: ip(0, 0)), .init(from: ip(0, 3), to: ip(0, 1))],
                    countsBefore: [4], countsAfter: [4])
            ])
        XCTAssertTrue(owner.showsTheStorage)
    }
}
