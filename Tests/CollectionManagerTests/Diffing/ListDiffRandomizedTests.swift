import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Random lists, with and without duplicate identities: the diff must apply, pair correctly and move as little as an
/// independent longest-increasing-subsequence computation allows; driven through a manager, every batch must pass the
/// virtual view's validation and leave it showing the new list.
///
/// Replay a failure with `COLLECTION_MANAGER_SEED=<seed> swift test --filter ListDiffRandomizedTests`.
final class ListDiffRandomizedTests: XCTestCase {
    private func seed(_ fallback: UInt64) -> UInt64 {
        let seed = SeededRandomNumberGenerator.seed(default: fallback)
        print("\(name) seed: \(seed)")
        return seed
    }

    func testRandomLists_pairByIdentity_applyToTheNewList_andMoveTheMinimum() {
        let seed = seed(20_260_307)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<600 {
            let idRange = [3, 8, 30, 1_000].randomElement(using: &generator)!
            let old = generator.taggedList(count: Int.random(in: 0...40, using: &generator), idRange: idRange)
            let new =
                Bool.random(using: &generator)
                ? generator.taggedList(count: Int.random(in: 0...40, using: &generator), idRange: idRange)
                : old.shuffled(using: &generator).map { Tagged($0.id, Bool.random(using: &generator) ? "x" : "") }
            if let failure = check(old: old, new: new) {
                return XCTFail("seed \(seed), round \(round): \(failure)\nold \(old)\nnew \(new)")
            }
        }
    }

    func testLongerEditedLists_applyAndMoveTheMinimum() {
        let seed = seed(7_070_707)
        var generator = SeededRandomNumberGenerator(seed: seed)
        var nextID = 1_000
        for round in 0..<60 {
            let old = (0..<Int.random(in: 100...300, using: &generator)).map { Tagged($0) }
            var new = old
            for _ in 0..<Int.random(in: 1...6, using: &generator) { new = generator.edited(new, nextID: &nextID) }
            if let failure = check(old: old, new: new) {
                return XCTFail("seed \(seed), round \(round): \(failure)\nold \(old)\nnew \(new)")
            }
        }
    }

    /// Every property of the diff of `old` and `new`, checked against independent computations; a description of the
    /// first violation, or `nil`.
    private func check(old: [Tagged], new: [Tagged]) -> String? {
        let diff = ListDiff(from: old, to: new)
        guard let pairs = impliedPairs(of: diff, oldCount: old.count, newCount: new.count) else {
            return "counts do not add up: \(diff)"
        }
        guard pairs.allSatisfy({ old[$0.old].id == new[$0.new].id }) else { return "a pair mixes identities: \(diff)" }
        guard Set(pairs.map(\.old)).count == pairs.count, Set(pairs.map(\.new)).count == pairs.count else {
            return "an element pairs twice: \(diff)"
        }
        let oldCounts = Dictionary(old.map { ($0.id, 1) }, uniquingKeysWith: +)
        let newCounts = Dictionary(new.map { ($0.id, 1) }, uniquingKeysWith: +)
        let pairCounts = Dictionary(pairs.map { (old[$0.old].id, 1) }, uniquingKeysWith: +)
        for (id, count) in oldCounts where pairCounts[id, default: 0] != min(count, newCounts[id, default: 0]) {
            return "identity \(id) pairs \(pairCounts[id, default: 0]) times: \(diff)"
        }
        if oldCounts.values.allSatisfy({ $0 == 1 }) && newCounts.values.allSatisfy({ $0 == 1 }) {
            let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let expected = Set(
                new.enumerated().compactMap { newIndex, element in
                    oldIndex[element.id].map { ListDiff.Match(old: $0, new: newIndex) }
                })
            guard Set(pairs) == expected else { return "unique identities paired wrongly: \(diff)" }
        }
        let minimum = minimumMoves(for: pairs)
        guard diff.moves.count == minimum else { return "\(diff.moves.count) moves, minimum \(minimum): \(diff)" }
        let changed = pairs.filter { old[$0.old] != new[$0.new] }.sorted { $0.new < $1.new }
        guard diff.updates == changed else { return "updates \(diff.updates), expected \(changed)" }
        guard let applied = applyBatch(diff.operations, to: old, new: new), applied == new else {
            return "operations \(diff.operations) do not turn old into new"
        }
        return nil
    }

    // MARK: Through a manager and the virtual view

    func testAnimatedSetItems_onMemoryStorage_passValidationAndShowTheNewList() {
        runThroughManager(seed: seed(11), storage: .memory(inPlaceUpdates: false))
    }

    func testAnimatedSetItems_withInPlaceCellUpdates_passValidationAndShowTheNewList() {
        runThroughManager(seed: seed(12), storage: .memory(inPlaceUpdates: true))
    }

    func testSingleSectionStorage_passesValidationAndShowsTheNewList() {
        runThroughManager(seed: seed(13), storage: .singleSection)
    }

    private enum StorageKind {
        case memory(inPlaceUpdates: Bool)
        case singleSection
    }

    private func runThroughManager(seed: UInt64, storage kind: StorageKind) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for sequence in 0..<40 {
            let owner = DiffOwner()
            owner.manager.register(TaggedCell.self)
            let singleSection = SingleSectionStorage<Tagged>()
            switch kind {
            case .memory(let inPlaceUpdates):
                if inPlaceUpdates { owner.manager.collectionViewUpdater = owner.manager.coreDataUpdater() }
            case .singleSection:
                owner.manager.storage = singleSection
            }
            var nextID = 100
            var current = generator.taggedList(count: Int.random(in: 0...30, using: &generator), idRange: 100)
                .enumerated().map { Tagged($0.offset, $0.element.content) }
            func set(_ items: [Tagged]) {
                switch kind {
                case .memory: owner.manager.memoryStorage.setItems(items, animated: true)
                case .singleSection: singleSection.setItems(items)
                }
            }
            set(current)
            for step in 0..<15 {
                let next = generator.edited(current, nextID: &nextID)
                let batches = owner.virtualView.performedUpdates.count
                set(next)
                let context = "seed \(seed), sequence \(sequence), step \(step): \(current) → \(next)"
                XCTAssertEqual(owner.inconsistencies, [], context)
                XCTAssertEqual(owner.virtualView.performedUpdates.count, batches + 1, "one batch per call; \(context)")
                XCTAssertEqual(owner.shownModels(), [next], context)
                if !owner.inconsistencies.isEmpty { return }
                current = next
            }
        }
    }

    func testAnimatedSetItems_keepTheCellsOfElementsThatStayOrMove() {
        let owner = DiffOwner()
        owner.manager.register(TaggedCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([Tagged(1), Tagged(2), Tagged(3), Tagged(4)], animated: true)
        let before = owner.cellsByModel()
        storage.setItems([Tagged(4), Tagged(2), Tagged(1), Tagged(5)], animated: true)
        let after = owner.cellsByModel()
        for kept in [Tagged(1), Tagged(2), Tagged(4)] {
            XCTAssertTrue(before[kept] === after[kept], "\(kept) keeps its cell")
        }
        XCTAssertEqual(owner.virtualView.performedUpdates.last?.inconsistency, nil)
    }
}
