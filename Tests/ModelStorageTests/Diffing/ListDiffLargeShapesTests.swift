import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// Lists of thousands of elements in the shapes where the in-order walk gives up and everything left is paired by
/// hashing, in partitions: reversed, all new, shuffled, blocks moved — with and without duplicate identities. Each diff
/// must pair every identity as often as it can, only with itself, move the fewest elements for its pairing, and turn
/// the old list into the new one as one batch.
///
/// Replay a failure with `COLLECTION_MANAGER_SEED=<seed> swift test --filter ListDiffLargeShapesTests`.
final class ListDiffLargeShapesTests: XCTestCase {
    private func match(_ old: Int, _ new: Int) -> ListDiff.Match { ListDiff.Match(old: old, new: new) }

    func testReversedUniqueList_withDuplicatesLeftOver_pairsTheFirstRemainingOccurrences() {
        // The walk finds nothing to line up and hands everything to the hashed pairing, in several partitions: the two
        // new -1s pair with the first two remaining old -1s, the third is deleted; every unique element moves except
        // that the two -1s, in order, stay.
        for count in [3_000, 140_000] {
            let old = Array(0..<count) + [-1, -1, -1]
            let new = [-1, -1] + Array((0..<count).reversed())
            let diff = ListDiff(from: old, to: new)
            XCTAssertEqual(diff.deletions, [count + 2], "\(count)")
            XCTAssertEqual(diff.insertions, [], "\(count)")
            XCTAssertEqual(diff.moves, (0..<count).map { match(count - 1 - $0, 2 + $0) }, "\(count)")
            XCTAssertEqual(diff.updates, [], "\(count)")
        }
    }

    func testAllNewLargeList_deletesEveryOldElement_andInsertsEveryNewOne() {
        let diff = ListDiff(from: Array(0..<20_000), to: Array(20_000..<45_000))
        XCTAssertEqual(diff, ListDiff(deletions: Array(0..<20_000), insertions: Array(0..<25_000)))
    }

    func testLargeShapes_pairEveryIdentityAsOftenAsPossible_moveTheMinimum_andApply() {
        let seed = SeededRandomNumberGenerator.seed(default: 14_014)
        print("\(name) seed: \(seed)")
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<16 {
            // Past 131,072 elements left to hash, the hashed pairing works in partitions.
            let count = Int.random(
                in: round < 12 ? 3_000...12_000 : round < 14 ? 35_000...70_000 : 135_000...150_000, using: &generator)
            // Unique identities in even rounds, about two occurrences each in odd ones.
            let idRange = round.isMultiple(of: 2) ? count * 4 : count / 2
            let old = (0..<count).map {
                Tagged(round.isMultiple(of: 2) ? $0 : Int.random(in: 0..<idRange, using: &generator))
            }
            let new: [Tagged]
            switch round % 6 {
            case 0, 1: new = old.reversed().map { Tagged($0.id, Bool.random(using: &generator) ? "x" : "") }
            case 2, 3: new = old.shuffled(using: &generator)
            case 4:
                new = (0..<count).map { Tagged(idRange + $0) }
            default:
                var blocks = old
                let block = blocks[(count / 2)...].prefix(count / 5)
                blocks.removeSubrange((count / 2)..<(count / 2 + block.count))
                blocks.insert(contentsOf: block, at: count / 10)
                blocks.insert(contentsOf: (0..<(count / 20)).map { Tagged(idRange + $0) }, at: 0)
                new = blocks
            }
            if let failure = check(old: old, new: new) {
                return XCTFail("seed \(seed), round \(round) (\(count) elements): \(failure)")
            }
        }
    }

    /// Every property of the diff, checked independently; a description of the first violation, or `nil`.
    private func check(old: [Tagged], new: [Tagged]) -> String? {
        let diff = ListDiff(from: old, to: new)
        guard let pairs = impliedPairs(of: diff, oldCount: old.count, newCount: new.count) else {
            return "counts do not add up"
        }
        guard pairs.allSatisfy({ old[$0.old].id == new[$0.new].id }) else { return "a pair mixes identities" }
        guard Set(pairs.map(\.old)).count == pairs.count, Set(pairs.map(\.new)).count == pairs.count else {
            return "an element pairs twice"
        }
        let oldCounts = Dictionary(old.map { ($0.id, 1) }, uniquingKeysWith: +)
        let newCounts = Dictionary(new.map { ($0.id, 1) }, uniquingKeysWith: +)
        let pairCounts = Dictionary(pairs.map { (old[$0.old].id, 1) }, uniquingKeysWith: +)
        for (id, count) in oldCounts where pairCounts[id, default: 0] != min(count, newCounts[id, default: 0]) {
            return "identity \(id) pairs \(pairCounts[id, default: 0]) times"
        }
        let oldInNewOrder = pairs.sorted { $0.new < $1.new }.map(\.old)
        let minimum = pairs.count - patienceLength(oldInNewOrder)
        guard diff.moves.count == minimum else { return "\(diff.moves.count) moves, minimum \(minimum)" }
        let changed = pairs.filter { old[$0.old] != new[$0.new] }.sorted { $0.new < $1.new }
        guard diff.updates == changed else { return "updates differ from the changed pairs" }
        guard let applied = applyBatch(diff.operations, to: old, new: new), applied == new else {
            return "the operations do not turn old into new"
        }
        return nil
    }

    /// The length of a longest strictly increasing subsequence, by patience sorting with binary search.
    private func patienceLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
