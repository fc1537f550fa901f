import Foundation
import StorageTestSupport
import XCTest

@testable import ModelStorage

/// A sectioned diff of one section kept in place is computed as a list diff: the same diff as the computation for any
/// sections, on random lists with repeated identities, content changes, moves and common ends.
final class SectionedDiffOneSectionTests: XCTestCase {
    /// An identity and a content: items with the same `id` pair, and differ when their `content` does.
    private struct Item {
        var id: Int
        var content: Int
    }

    func testOneSection_givesTheDiffOfTheGeneralComputation() {
        let seed = SeededRandomNumberGenerator.seed(default: 41_000)
        print("SectionedDiffOneSectionTests: seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<2_000 {
            // NB: every fourth round is long, so that most of it lines up and the diff works on runs of pairs.
            let count =
                round % 4 == 0 ? Int.random(in: 200...400, using: &random) : Int.random(in: 0...40, using: &random)
            let old = Self.list(count: count, using: &random)
            let new = Self.edited(old, using: &random)
            let fast = SectionedDiff(
                from: ["only"], items: [old], to: ["only"], items: [new], identifiedBy: \.id,
                isContentEqual: { $0.content == $1.content })
            let general = SectionedDiff(
                general: ["only"], items: [old], to: ["only"], items: [new], identifiedBy: \.id,
                isContentEqual: { $0.content == $1.content }, reloadedSections: [])
            XCTAssertEqual(
                fast, general,
                "round \(round), seed \(seed): \(old.map { "\($0.id)/\($0.content)" }) → "
                    + "\(new.map { "\($0.id)/\($0.content)" })")
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
    }

    func testAnUpdatedItem_isReloadedWhenNothingMoves_andDeletedAndInsertedWhenItOrAnotherMoves() {
        func diff(_ old: [Item], _ new: [Item]) -> SectionedDiff {
            SectionedDiff(
                from: [0], items: [old], to: [0], items: [new], identifiedBy: \.id,
                isContentEqual: { $0.content == $1.content })
        }
        let path = { IndexPath(itemIndex: $0, sectionIndex: 0) }
        let a = Item(id: 1, content: 0)
        let b = Item(id: 2, content: 0)
        let c = Item(id: 3, content: 0)
        var changedB = b
        changedB.content = 1
        XCTAssertEqual(
            diff([a, b, c], [a, changedB, c]),
            SectionedDiff(itemUpdates: [SectionedDiff.ItemMatch(old: path(1), new: path(1))]))
        XCTAssertEqual(
            diff([a, b, c], [c, a, changedB]),
            SectionedDiff(
                itemDeletions: [path(1)], itemInsertions: [path(2)],
                itemMoves: [SectionedDiff.ItemMatch(old: path(2), new: path(0))]))
        XCTAssertEqual(
            diff([a, b, c], [changedB, a, c]),
            SectionedDiff(itemDeletions: [path(1)], itemInsertions: [path(0)]))
    }

    func testSnapshots_diffAsTheirSectionsAndItems_withReloadMarks() {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b", "c"])
        var edited = snapshot
        edited.moveItem("b", afterItem: "c")
        XCTAssertEqual(
            SectionedDiff(from: snapshot, to: edited),
            SectionedDiff(
                itemMoves: [
                    SectionedDiff.ItemMatch(
                        old: IndexPath(itemIndex: 2, sectionIndex: 0), new: IndexPath(itemIndex: 1, sectionIndex: 0))
                ]))
        var reloaded = snapshot
        reloaded.reloadItems(["b"])
        XCTAssertEqual(
            SectionedDiff(from: snapshot, to: reloaded),
            SectionedDiff(itemUpdates: [
                SectionedDiff.ItemMatch(
                    old: IndexPath(itemIndex: 1, sectionIndex: 0), new: IndexPath(itemIndex: 1, sectionIndex: 0))
            ]))
        var twoSections = snapshot
        twoSections.appendSections(["more"])
        twoSections.moveItem("a", afterItem: "c")
        twoSections.appendItems(["d"], toSection: "more")
        XCTAssertEqual(
            SectionedDiff(from: snapshot, to: twoSections),
            SectionedDiff(
                sectionInsertions: [1],
                itemMoves: [
                    SectionedDiff.ItemMatch(
                        old: IndexPath(itemIndex: 0, sectionIndex: 0), new: IndexPath(itemIndex: 2, sectionIndex: 0))
                ]))
    }

    /// `count` items with identities from a small range, so that some repeat.
    private static func list(count: Int, using random: inout SeededRandomNumberGenerator) -> [Item] {
        (0..<count).map { _ in Item(id: Int.random(in: 0..<30, using: &random), content: 0) }
    }

    /// `old` with a few deletes, inserts, moves and content changes, often leaving common ends.
    private static func edited(_ old: [Item], using random: inout SeededRandomNumberGenerator) -> [Item] {
        var new = old
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !new.isEmpty:
                new.remove(at: Int.random(in: 0..<new.count, using: &random))
            case 1:
                new.insert(
                    Item(id: Int.random(in: 0..<40, using: &random), content: 0),
                    at: Int.random(in: 0...new.count, using: &random))
            case 2 where !new.isEmpty:
                let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(item, at: Int.random(in: 0...new.count, using: &random))
            case 3 where !new.isEmpty:
                new[Int.random(in: 0..<new.count, using: &random)].content += 1
            default:
                continue
            }
        }
        return new
    }
}
