import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// Which duplicate pairs with which, as Diffing.md documents it: occurrences that line up when both lists are walked
/// in order pair first (the common suffix, then a forward walk), and the remaining ones pair in order, the k-th
/// remaining old occurrence with the k-th remaining new one. Every case asserts the exact diff, so pairing any other
/// occurrence (the last remaining one, say) changes the result.
final class DuplicatePairingTests: XCTestCase {
    private func match(_ old: Int, _ new: Int) -> ListDiff.Match { ListDiff.Match(old: old, new: new) }
    private func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
    private func itemMatch(_ old: IndexPath, _ new: IndexPath) -> SectionedDiff.ItemMatch {
        SectionedDiff.ItemMatch(old: old, new: new)
    }

    // MARK: ListDiff, Hashable values

    func testRemainingDuplicates_theFirstRemainingOldOccurrencePairs() {
        // "B" lines up after skipping the new "A"; both old "A"s remain, and the first of them pairs.
        let diff = ListDiff(from: ["B", "A", "A"], to: ["A", "B"])
        XCTAssertEqual(diff, ListDiff(deletions: [2], moves: [match(1, 0)]))
        XCTAssertEqual(diff.operations, [.delete(2), .move(from: 1, to: 0)])
    }

    func testThreeOldOccurrences_theSuffixPairsFirst_thenTheFirstRemaining() {
        // The last "A" lines up as the common suffix; of the two remaining old "A"s, the first pairs with new 0.
        let diff = ListDiff(from: ["B", "A", "A", "A"], to: ["A", "B", "A"])
        XCTAssertEqual(diff, ListDiff(deletions: [2], moves: [match(1, 0)]))
    }

    func testTwoRemainingNewOccurrences_pairInOrderWithTheFirstTwoRemainingOld() {
        // "B" lines up after skipping both new "A"s; the old "X", "A", "A", "A" remain. New 0 pairs with old 2 (the
        // first remaining "A"), new 1 with old 3; old 4 is left over.
        let diff = ListDiff(from: ["B", "X", "A", "A", "A"], to: ["A", "A", "B"])
        XCTAssertEqual(diff, ListDiff(deletions: [1, 4], moves: [match(0, 2)]))
        XCTAssertEqual(diff.operations, [.delete(1), .delete(4), .move(from: 0, to: 2)])
    }

    func testDuplicatesThatLineUpInTheWalk_pairThere_beforeAnyRemainingOnePairs() {
        // "C" does not line up, the two "A"s after it do: they pair with new 0 and 1 in the walk, "C" pairs after it,
        // and the last old "A" is left over.
        let diff = ListDiff(from: ["C", "A", "A", "A"], to: ["A", "A", "C"])
        XCTAssertEqual(diff, ListDiff(deletions: [3], moves: [match(0, 2)]))
    }

    func testLinedUpDuplicates_pairInPlace_andTheExtraOccurrenceIsDeleted() {
        XCTAssertEqual(ListDiff(from: ["A", "A"], to: ["A"]), ListDiff(deletions: [0]), "the suffix pairs first")
        XCTAssertEqual(ListDiff(from: ["A", "B", "A"], to: ["A", "B"]), ListDiff(deletions: [2]), "the walk pairs")
        XCTAssertEqual(ListDiff(from: ["A"], to: ["B", "A", "A"]), ListDiff(insertions: [0, 1]))
    }

    // MARK: ListDiff, identity and content

    func testDuplicateIdentifiers_theFirstRemainingOldOccurrencePairs_andItsContentDecidesTheUpdate() {
        // Entity 1 twice in the old list, once in the new: it pairs with old 1 ("x"), so it is updated to "y" and
        // old 2 (which shows "y" already) is the one deleted.
        let old = [Tagged(2), Tagged(1, "x"), Tagged(1, "y")]
        let new = [Tagged(1, "y"), Tagged(2)]
        let diff = ListDiff(from: old, to: new)
        XCTAssertEqual(diff, ListDiff(deletions: [2], moves: [match(1, 0)], updates: [match(1, 0)]))
        XCTAssertEqual(diff.operations, [.delete(1), .delete(2), .insert(0)], "an updated move is delete and insert")
        XCTAssertEqual(applyBatch(diff.operations, to: old, new: new), new)
    }

    func testDuplicateIdentifiers_twoRemainingPairsInOrder_eachComparedWithItsOwnPartner() {
        let old = [Tagged(9), Tagged(8), Tagged(1, "a"), Tagged(1, "b"), Tagged(1, "c")]
        let new = [Tagged(1, "a"), Tagged(1, "c"), Tagged(9)]
        // Entity 9 lines up after skipping both new 1s. New 0 pairs with old 2 (same content), new 1 with old 3 ("b" to
        // "c"): an update; old 4 is left over.
        let diff = ListDiff(from: old, to: new)
        XCTAssertEqual(diff, ListDiff(deletions: [1, 4], moves: [match(0, 2)], updates: [match(3, 1)]))
        XCTAssertEqual(
            diff.operations, [.delete(1), .delete(3), .delete(4), .insert(1), .move(from: 0, to: 2)],
            "an update beside a move is delete and insert")
        XCTAssertEqual(applyBatch(diff.operations, to: old, new: new), new)
    }

    func testDuplicateIdentities_closureForm_pairTheFirstRemainingOccurrence() {
        let diff = ListDiff(
            from: ["b0", "a1", "a2"], to: ["a2", "b0"], identifiedBy: { $0.prefix(1) }, isContentEqual: ==)
        XCTAssertEqual(diff, ListDiff(deletions: [2], moves: [match(1, 0)], updates: [match(1, 0)]))
    }

    // MARK: SectionedDiff

    func testItemsDuplicatedAcrossSections_theFirstRemainingOccurrenceInSectionOrderPairs() {
        // Flattened in section order the old items read B A | A and the new ones A | B: the new "A" pairs with the "A"
        // of old section 0 (the first remaining), which stays; "B" moves into section 1; the "A" of section 1 goes.
        let diff = SectionedDiff(from: [["B", "A"], ["A"]], to: [["A"], ["B"]])
        XCTAssertEqual(
            diff, SectionedDiff(itemDeletions: [path(0, 1)], itemMoves: [itemMatch(path(0, 0), path(0, 1))]))
    }

    func testItemsDuplicatedAcrossIdentifiedSections_withUpdates_pairInSectionOrder() {
        // Entity 1 is in both old sections, and once in the new "s". Flattened, old reads 2 1x | 1y and new 1y 2 | (empty):
        // entity 1 pairs with the first remaining occurrence, 1x in "s". It changes place and content within "s", so it
        // is deleted and inserted; 1y in "t" is deleted.
        let diff = SectionedDiff(
            from: ["s", "t"], items: [[Tagged(2), Tagged(1, "x")], [Tagged(1, "y")]],
            to: ["s", "t"], items: [[Tagged(1, "y"), Tagged(2)], []],
            identifiedBy: { $0.identifier }, isContentEqual: ==)
        XCTAssertEqual(
            diff,
            SectionedDiff(itemDeletions: [path(1, 0), path(0, 1)], itemInsertions: [path(0, 0)]))
    }

    // MARK: Through MemoryStorage

    func testAnimatedSetItems_withDuplicates_recordsThePairingOfTheFirstRemainingOccurrences() {
        let storage = MemoryStorage()
        storage.setItems(["B", "X", "A", "A", "A"])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems(["A", "A", "B"], animated: true)
        XCTAssertEqual(
            updater.updates,
            [
                storageUpdate(objects: [
                    (.delete, [path(1, 0)]), (.delete, [path(4, 0)]), (.move, [path(0, 0), path(2, 0)]),
                ])
            ])
        XCTAssertEqual(storage.items(inSection: 0)?.compactMap { $0 as? String }, ["A", "A", "B"])
    }

    func testAnimatedSetItemsForAllSections_withDuplicatesAcrossSections_recordsThePairingInSectionOrder() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[Tagged(2), Tagged(1, "x")], [Tagged(1, "y")]])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[Tagged(1, "y"), Tagged(2)], []], animated: true)
        XCTAssertEqual(
            updater.updates,
            [
                storageUpdate(objects: [
                    (.delete, [path(1, 0)]), (.delete, [path(0, 1)]), (.insert, [path(0, 0)]),
                ])
            ])
        XCTAssertEqual(
            storage.sections.map { $0.items.compactMap { $0 as? Tagged } }, [[Tagged(1, "y"), Tagged(2)], []])
    }
}
