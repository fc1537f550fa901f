import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class SectionedDiffTests: XCTestCase {
    private func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
    private func match(_ old: IndexPath, _ new: IndexPath) -> SectionedDiff.ItemMatch {
        SectionedDiff.ItemMatch(old: old, new: new)
    }

    func testDocumentedExample() {
        let diff = SectionedDiff(from: [[1, 2], [3]], to: [[2, 3], [1], [4]])
        XCTAssertEqual(
            diff,
            SectionedDiff(
                sectionInsertions: [2],
                itemMoves: [match(path(0, 1), path(1, 0)), match(path(0, 0), path(0, 1))]))
        XCTAssertEqual(
            diff.description,
            "sections: insertions [2]\nitems: moves [[1, 0] → [0, 1], [0, 0] → [1, 0]]")
    }

    func testIdentical_isEmpty() {
        XCTAssertTrue(SectionedDiff(from: [[1, 2], [], [3]], to: [[1, 2], [], [3]]).isEmpty)
        XCTAssertEqual(SectionedDiff(from: [[Int]](), to: []).description, "sections: none\nitems: none")
    }

    func testItemsOfDeletedAndInsertedSections_areCarriedByTheSectionChange() {
        let diff = SectionedDiff(from: [[1], [2, 3]], to: [[1, 3]])
        XCTAssertEqual(diff, SectionedDiff(sectionDeletions: [1], itemInsertions: [path(1, 0)]))
        let grown = SectionedDiff(from: [[1, 2]], to: [[1], [2, 5]])
        XCTAssertEqual(grown, SectionedDiff(sectionInsertions: [1], itemDeletions: [path(1, 0)]))
    }

    func testSectionsMoveByIdentity_withTheFewestMoves() {
        let diff = SectionedDiff(
            from: ["a", "b", "c"], items: [[1], [2], [3]], to: ["c", "a", "b"], items: [[3], [1], [2]],
            identifiedBy: { $0 }, isContentEqual: ==)
        XCTAssertEqual(diff, SectionedDiff(sectionMoves: [ListDiff.Match(old: 2, new: 0)]))
    }

    func testItemMovingBetweenSurvivingSections_isAMove() {
        let diff = SectionedDiff(
            from: ["a", "b"], items: [[1, 2], [3]], to: ["b", "a"], items: [[3, 2], [1]], identifiedBy: { $0 },
            isContentEqual: ==)
        XCTAssertEqual(diff.sectionMoves, [ListDiff.Match(old: 1, new: 0)])
        XCTAssertEqual(diff.itemMoves, [match(path(1, 0), path(1, 0))])
    }

    func testReloadedSection_isReloadedWhenNothingMoves_andItsItemsAreNotDiffed() {
        let diff = SectionedDiff(
            from: ["a", "b"], items: [[1], [2, 3]], to: ["a", "b"], items: [[1], [3, 2, 4]], identifiedBy: { $0 },
            isContentEqual: ==, reloadedSections: ["b"])
        XCTAssertEqual(diff, SectionedDiff(sectionReloads: [1]))
    }

    func testReloadedSection_isDeletedAndInsertedWhenSectionsMove() {
        let diff = SectionedDiff(
            from: ["a", "b", "c"], items: [[], [], []], to: ["c", "a", "b"], items: [[], [], []],
            identifiedBy: { (item: Int) in item }, isContentEqual: ==, reloadedSections: ["b"])
        XCTAssertEqual(
            diff,
            SectionedDiff(
                sectionDeletions: [1], sectionInsertions: [2], sectionMoves: [ListDiff.Match(old: 2, new: 0)]))
    }

    func testUpdatedItem_isReloadedInPlace_unlessItsSectionsHaveMoves() {
        let quiet = SectionedDiff(from: [[Tagged(1), Tagged(2)]], to: [[Tagged(1, "a"), Tagged(2)]])
        XCTAssertEqual(quiet.itemUpdates, [match(path(0, 0), path(0, 0))])
        let busy = SectionedDiff(
            from: [[Tagged(1), Tagged(2), Tagged(3)]], to: [[Tagged(3), Tagged(1, "a"), Tagged(2)]])
        XCTAssertEqual(busy.itemUpdates, [])
        XCTAssertEqual(busy.itemDeletions, [path(0, 0)])
        XCTAssertEqual(busy.itemInsertions, [path(1, 0)])
        let elsewhere = SectionedDiff(
            from: [[Tagged(1)], [Tagged(2), Tagged(3)]], to: [[Tagged(1, "a")], [Tagged(3), Tagged(2)]])
        XCTAssertEqual(elsewhere.itemUpdates, [match(path(0, 0), path(0, 0))], "moves in another section")
    }

    func testMissingItemArrays_countAsEmptySections() {
        let diff = SectionedDiff(
            from: ["a", "b"], items: [[1]], to: ["a"], items: [[1], [9]], identifiedBy: { $0 }, isContentEqual: ==)
        XCTAssertEqual(diff, SectionedDiff(sectionDeletions: [1]))
    }

    func testDuplicateSectionIdentities_neverTrap() {
        let diff = SectionedDiff(
            from: ["a", "a"], items: [[1], [2]], to: ["a"], items: [[2, 1]], identifiedBy: { $0 }, isContentEqual: ==)
        XCTAssertEqual(diff.sectionDeletions.count, 1)
    }

    // MARK: Randomised, through the virtual view

    /// Random sections of tagged items are diffed and declared to a virtual view in one batch: the batch must pass
    /// validation, and the view's cells — kept, moved, reloaded or new — must show the new state.
    ///
    /// Replay with `COLLECTION_MANAGER_SEED=<seed> swift test --filter SectionedDiffTests`.
    func testRandomSectionedEdits_passValidationInOneBatch_andLeaveTheViewShowingTheNewState() {
        let seed = SeededRandomNumberGenerator.seed(default: 424_242)
        print("\(name) seed: \(seed)")
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<300 {
            let oldIDs = Array(0..<Int.random(in: 0...5, using: &generator))
            var newIDs = oldIDs.filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }.shuffled(using: &generator)
            newIDs.insert(contentsOf: (10..<(10 + Int.random(in: 0...2, using: &generator))), at: 0)
            newIDs.shuffle(using: &generator)
            var nextID = 0
            let old = oldIDs.map { _ in
                (0..<Int.random(in: 0...6, using: &generator)).map { _ -> Tagged in
                    defer { nextID += 1 }
                    return Tagged(nextID)
                }
            }
            var pool = old.flatMap { $0 }.filter { _ in Int.random(in: 0..<6, using: &generator) > 0 }
            pool = pool.map { Int.random(in: 0..<5, using: &generator) == 0 ? Tagged($0.id, "changed") : $0 }
            pool.append(contentsOf: (0..<Int.random(in: 0...4, using: &generator)).map { Tagged(1_000 + $0) })
            pool.shuffle(using: &generator)
            var new = newIDs.map { _ in [Tagged]() }
            if !new.isEmpty {
                for item in pool { new[Int.random(in: 0..<new.count, using: &generator)].append(item) }
            }
            let reloaded = Set(newIDs.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 })
            let diff = SectionedDiff(
                from: oldIDs, items: old, to: newIDs, items: new, identifiedBy: { $0.identifier },
                isContentEqual: ==, reloadedSections: reloaded)
            let context =
                "seed \(seed), round \(round): \(oldIDs) \(old) → \(newIDs) \(new) reloading \(reloaded)\n\(diff)"
            if let failure = drive(from: old, to: new, with: diff) { return XCTFail("\(failure)\n\(context)") }
        }
    }

    /// Declares `diff` in one batch to a view showing `old`; a description of what went wrong, or `nil`.
    private func drive(from old: [[Tagged]], to new: [[Tagged]], with diff: SectionedDiff) -> String? {
        let owner = DiffOwner()
        let dataSource = TaggedDataSource(old)
        owner.virtualView.register(TaggedCell.self, forCellWithReuseIdentifier: "Tagged")
        owner.virtualView.dataSource = dataSource
        let before = owner.cellsByModel()
        owner.virtualView.performBatchUpdates {
            dataSource.sections = new
            if !diff.sectionDeletions.isEmpty { owner.virtualView.deleteSections(IndexSet(diff.sectionDeletions)) }
            if !diff.sectionInsertions.isEmpty { owner.virtualView.insertSections(IndexSet(diff.sectionInsertions)) }
            for move in diff.sectionMoves { owner.virtualView.moveSection(move.old, toSection: move.new) }
            if !diff.sectionReloads.isEmpty { owner.virtualView.reloadSections(IndexSet(diff.sectionReloads)) }
            owner.virtualView.deleteItems(at: diff.itemDeletions)
            owner.virtualView.insertItems(at: diff.itemInsertions)
            for move in diff.itemMoves { owner.virtualView.moveItem(at: move.old, to: move.new) }
            owner.virtualView.reloadItems(at: diff.itemUpdates.map(\.old))
        }
        guard owner.inconsistencies.isEmpty else { return "rejected: \(owner.inconsistencies)" }
        guard owner.virtualView.performedUpdates.count == 1 else { return "not one batch" }
        let shown = owner.shownModels()
        guard shown == new.map({ $0.map(Optional.some) }) else { return "the view shows \(shown)" }
        // Unchanged items in sections that survive without a reload keep their cells.
        let after = owner.cellsByModel()
        let replacedSections = Set(diff.sectionDeletions + diff.sectionReloads)
        for (section, items) in old.enumerated() where !replacedSections.contains(section) {
            for (item, model) in items.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                if diff.itemDeletions.contains(indexPath) || diff.itemUpdates.contains(where: { $0.old == indexPath }) {
                    continue
                }
                guard let cell = before[model], after[model] === cell else { return "\(model) lost its cell" }
            }
        }
        return nil
    }

    func testMinimalMovesWithinASection_matchAnIndependentComputation() {
        let seed = SeededRandomNumberGenerator.seed(default: 99)
        print("\(name) seed: \(seed)")
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<200 {
            let old = Array(0..<Int.random(in: 0...25, using: &generator))
            let new = old.filter { _ in Bool.random(using: &generator) || Bool.random(using: &generator) }
                .shuffled(using: &generator)
            let diff = SectionedDiff(from: [old], to: [new])
            let pairs = new.enumerated().map { ListDiff.Match(old: $0.element, new: $0.offset) }
            XCTAssertEqual(diff.itemMoves.count, minimumMoves(for: pairs), "seed \(seed), round \(round)")
        }
    }
}
