import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class ListDiffTests: XCTestCase {
    private func match(_ old: Int, _ new: Int) -> ListDiff.Match { ListDiff.Match(old: old, new: new) }

    // MARK: Edge cases

    func testEmptyToEmpty_isEmpty() {
        let diff = ListDiff(from: [Int](), to: [])
        XCTAssertTrue(diff.isEmpty)
        XCTAssertEqual(diff.operations, [])
    }

    func testEmptyToSome_insertsEverything() {
        let diff = ListDiff(from: [], to: [1, 2, 3])
        XCTAssertEqual(diff, ListDiff(insertions: [0, 1, 2]))
        XCTAssertEqual(diff.operations, [.insert(0), .insert(1), .insert(2)])
    }

    func testSomeToEmpty_deletesEverything() {
        let diff = ListDiff(from: [1, 2, 3], to: [])
        XCTAssertEqual(diff, ListDiff(deletions: [0, 1, 2]))
    }

    func testIdentical_isEmpty() {
        let list = Array(0..<1_000)
        XCTAssertTrue(ListDiff(from: list, to: list).isEmpty)
    }

    func testFullyReversed_movesAllButOne() {
        let diff = ListDiff(from: Array(0..<10), to: Array((0..<10).reversed()))
        XCTAssertEqual(diff.moves.count, 9)
        XCTAssertEqual(diff.deletions, [])
        XCTAssertEqual(diff.insertions, [])
        XCTAssertEqual(minimumMoves(for: impliedPairs(of: diff, oldCount: 10, newCount: 10)!), 9)
    }

    func testAllReplaced_deletesAndInsertsEverything() {
        let diff = ListDiff(from: [1, 2, 3], to: [4, 5])
        XCTAssertEqual(diff, ListDiff(deletions: [0, 1, 2], insertions: [0, 1]))
    }

    func testSwapOfNeighbours_isOneMove() {
        let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["a", "c", "b", "d"])
        XCTAssertEqual(diff.moves.count, 1)
        XCTAssertEqual(diff.deletions + diff.insertions, [])
    }

    func testDocumentedExample() {
        let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
        XCTAssertEqual(diff, ListDiff(deletions: [1], insertions: [3], moves: [match(3, 0)]))
        XCTAssertEqual(diff.description, "deletions [1], insertions [3], moves [3 → 0], updates []")
    }

    func testFarMove_isOneMoveNotAShiftOfEverythingBetween() {
        var new = Array(0..<100)
        new.insert(new.remove(at: 0), at: 99)
        let diff = ListDiff(from: Array(0..<100), to: new)
        XCTAssertEqual(diff.moves, [match(0, 99)])
    }

    // MARK: Duplicates

    func testDuplicates_pairAsManyAsBothListsHave_extrasAreDeletedOrInserted() {
        let diff = ListDiff(from: ["a", "a", "b", "a"], to: ["a", "b", "a", "a", "a"])
        let pairs = impliedPairs(of: diff, oldCount: 4, newCount: 5)!
        let old = ["a", "a", "b", "a"]
        let new = ["a", "b", "a", "a", "a"]
        XCTAssertTrue(pairs.allSatisfy { old[$0.old] == new[$0.new] })
        XCTAssertEqual(pairs.filter { old[$0.old] == "a" }.count, 3)
        XCTAssertEqual(diff.deletions, [])
        XCTAssertEqual(diff.insertions.count, 1)
        XCTAssertEqual(diff.moves.count, minimumMoves(for: pairs))
    }

    func testDuplicatesOnlyInOneList_neverTrap() {
        let diff = ListDiff(from: [7, 7, 7, 7], to: [7])
        XCTAssertEqual(diff.deletions.count, 3)
        XCTAssertEqual(ListDiff(from: [1], to: [1, 1, 1]).insertions.count, 2)
    }

    // MARK: Identity and content

    func testEntityIdentifiable_pairsByIdentifier_andReportsChangedContentAsUpdate() {
        let diff = ListDiff(from: [Tagged(1, "a"), Tagged(2, "b")], to: [Tagged(1, "a"), Tagged(2, "B")])
        XCTAssertEqual(diff, ListDiff(updates: [match(1, 1)]))
        XCTAssertEqual(diff.operations, [.update(1)])
    }

    func testHashableValues_areTheirOwnIdentity_soAChangeIsDeleteAndInsert() {
        let diff = ListDiff(from: ["apple"], to: ["Apple"])
        XCTAssertEqual(diff, ListDiff(deletions: [0], insertions: [0]))
    }

    func testClosureForm_usesTheGivenIdentityAndEquality() {
        let diff = ListDiff(
            from: ["a1", "b1"], to: ["b2", "a1"], identifiedBy: { $0.prefix(1) }, isContentEqual: ==)
        XCTAssertEqual(diff.moves.count, 1)
        XCTAssertEqual(diff.updates, [match(1, 0)])
    }

    func testIdentifiableModels_defaultToTheirID() {
        struct Note: Identifiable, Hashable, EntityIdentifiable {
            let id: Int
            var text: String
        }
        XCTAssertEqual(Note(id: 4, text: "x").identifier, AnyHashable(4))
        let diff = ListDiff(from: [Note(id: 1, text: "a")], to: [Note(id: 1, text: "b")])
        XCTAssertEqual(diff.updates, [match(0, 0)])
    }

    func testHashableEntityWithoutOwnIdentifier_isItsOwnIdentity() {
        struct Value: Hashable, EntityIdentifiable { var raw: Int }
        XCTAssertEqual(Value(raw: 2).identifier, AnyHashable(Value(raw: 2)))
    }

    // MARK: Batch operations

    func testOperations_updateOfAStationaryElement_isAReloadWhenNothingMoves() {
        let old = [Tagged(1), Tagged(2), Tagged(3)]
        let new = [Tagged(1), Tagged(2, "b"), Tagged(4)]
        XCTAssertEqual(ListDiff(from: old, to: new).operations, [.delete(2), .insert(2), .update(1)])
    }

    func testOperations_updateOfAMovedElement_isDeleteAndInsert() {
        let old = [Tagged(1), Tagged(2), Tagged(3)]
        let new = [Tagged(3, "c"), Tagged(1), Tagged(2)]
        let diff = ListDiff(from: old, to: new)
        XCTAssertEqual(diff.moves, [match(2, 0)])
        XCTAssertEqual(diff.updates, [match(2, 0)])
        XCTAssertEqual(diff.operations, [.delete(2), .insert(0)])
    }

    func testOperations_updateBesideAMove_isDeleteAndInsert_becauseABatchPlacesReloadsIgnoringMoves() {
        // A reload of 2 at old index 1 would land at new index 1 in UIKit, where 1 belongs.
        let old = [Tagged(1), Tagged(2), Tagged(3)]
        let new = [Tagged(3), Tagged(1), Tagged(2, "b")]
        let operations = ListDiff(from: old, to: new).operations
        XCTAssertEqual(operations, [.delete(1), .insert(2), .move(from: 2, to: 0)])
        XCTAssertEqual(applyBatch(operations, to: old, new: new), new)
    }

    func testOperations_applyToTheOldListGiveTheNewOne() {
        let old = [Tagged(1), Tagged(2), Tagged(3), Tagged(4), Tagged(5)]
        let new = [Tagged(5), Tagged(2, "x"), Tagged(6), Tagged(3), Tagged(1, "y")]
        XCTAssertEqual(applyBatch(ListDiff(from: old, to: new).operations, to: old, new: new), new)
    }

    func testListDiffer_returnsTheBatchOperations() {
        let old = [Tagged(1), Tagged(2)]
        let new = [Tagged(2), Tagged(1, "a")]
        XCTAssertEqual(ListDiffer().diff(from: old, to: new), ListDiff(from: old, to: new).operations)
    }

    func testOperationDescriptions() {
        XCTAssertEqual(
            "\([SingleSectionOperation.delete(1), .insert(4), .move(from: 4, to: 0), .update(2)])",
            "[delete(1), insert(4), move(4 → 0), update(2)]")
    }

    func testValuesAreSendableAndHashable() {
        func sendableHashable<T: Sendable & Hashable>(_ value: T) -> Int { Set([value, value]).count }
        XCTAssertEqual(sendableHashable(ListDiff(from: [1, 2], to: [2, 1])), 1)
        XCTAssertEqual(sendableHashable(SectionedDiff(from: [[1]], to: [[1], [2]])), 1)
        XCTAssertEqual(sendableHashable(SingleSectionOperation.move(from: 0, to: 1)), 1)
    }
}
