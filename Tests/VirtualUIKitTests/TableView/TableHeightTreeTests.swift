import Foundation
import XCTest

@testable import VirtualUIKit

/// The table's tree of heights against a plain array, through random inserts, removals, moves of runs and height
/// changes.
final class TableHeightTreeTests: XCTestCase {
    private typealias Slot = TableHeightTree.Slot

    func testRandomEdits_matchAnArray() {
        let seed: UInt64 = 0x5EED_7AB1_E000
        print("TableHeightTreeTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        var model: [Slot] = (0..<50).map { _ in (CGFloat(random.next(below: 60)), .exact) }
        var tree = TableHeightTree(model)
        for step in 0..<600 {
            let context = "step \(step), seed \(seed)"
            switch random.next(below: 5) {
            case 0:
                let slots: [Slot] = (0..<random.next(below: 6)).map { _ in
                    (CGFloat(random.next(below: 60)), .estimated)
                }
                let position = random.next(below: model.count + 1)
                model.insert(contentsOf: slots, at: position)
                tree.insert(slots, at: position)
            case 1 where !model.isEmpty:
                let range = randomRange(in: model.count, &random)
                let removed = tree.remove(range)
                XCTAssertEqual(removed.map(\.height), model[range].map(\.height), context)
                model.removeSubrange(range)
            case 2 where !model.isEmpty:
                let range = randomRange(in: model.count, &random)
                let run = Array(model[range])
                model.removeSubrange(range)
                let detached = tree.detach(range)
                let position = random.next(below: model.count + 1)
                model.insert(contentsOf: run, at: position)
                tree.insert(detached, at: position)
            case 3 where !model.isEmpty:
                let slot = random.next(below: model.count)
                let height = CGFloat(random.next(below: 60)) / 4
                model[slot].height = height
                tree.setHeight(height, at: slot)
            case 4 where !model.isEmpty:
                let slot = random.next(below: model.count)
                model[slot].state = .automatic
                tree.setState(.automatic, at: slot)
            default:
                continue
            }
            assertTree(tree, matches: model, context)
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
    }

    func testSingleSlotEdits_matchAnArrayAndReuseNodes() {
        let seed: UInt64 = 0x5EED_0001_51A7
        print("TableHeightTreeTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        var model: [Slot] = (0..<40).map { _ in (CGFloat(random.next(below: 60)), .exact) }
        var tree = TableHeightTree(model)
        for step in 0..<400 {
            let context = "step \(step), seed \(seed)"
            if random.next(below: 2) == 0 || model.isEmpty {
                let slot: Slot = (CGFloat(random.next(below: 60)) / 2, .estimated)
                let position = random.next(below: model.count + 1)
                model.insert(slot, at: position)
                tree.insert(slot, at: position)
            } else {
                let position = random.next(below: model.count)
                let removed = tree.remove(at: position)
                XCTAssertEqual(removed.height, model[position].height, context)
                XCTAssertEqual(removed.state, model[position].state, context)
                model.remove(at: position)
            }
            assertTree(tree, matches: model, context)
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
        XCTAssertLessThanOrEqual(tree.nodeCapacity, 40 + 400)
        let capacity = tree.nodeCapacity
        for _ in 0..<50 {
            tree.remove(at: 0)
            tree.insert((44, .exact), at: tree.count)
        }
        XCTAssertEqual(tree.nodeCapacity, capacity)
    }

    func testBuiltTree_isPerfectlyBalanced() {
        for count in [1, 2, 3, 7, 8, 1_000, 4_096] {
            let tree = TableHeightTree((0..<count).map { _ in (44, .estimated) })
            let balanced = Int.bitWidth - count.leadingZeroBitCount
            XCTAssertEqual(tree.depth, balanced, "\(count) slots")
        }
        var tree = TableHeightTree([])
        XCTAssertEqual(tree.depth, 0)
        tree.insert((0..<100).map { _ in (10, .exact) }, at: 0)
        XCTAssertEqual(tree.depth, 7)
    }

    func testFirstSlot_skipsZeroHeightSlotsOnlyAfterThePosition() {
        let tree = TableHeightTree([(0, .exact), (10, .exact), (0, .exact), (0, .exact), (10, .exact)])

        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 0), 0)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 10), 1)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 10.5), 4)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 21), 5)
        XCTAssertEqual(tree.offset(of: 4), 10)
        XCTAssertEqual(tree.offset(of: 5), 20)
    }

    func testRemovedNodes_areReused() {
        var tree = TableHeightTree((0..<100).map { _ in (44, .exact) })
        for _ in 0..<10 {
            tree.remove(0..<50)
            tree.insert((0..<50).map { _ in (44, .exact) }, at: 25)
        }
        XCTAssertEqual(tree.count, 100)
        XCTAssertEqual(tree.total, 4400)
        XCTAssertEqual(tree.nodeCapacity, 100)
    }

    private func assertTree(_ tree: TableHeightTree, matches model: [Slot], _ context: String) {
        XCTAssertEqual(tree.count, model.count, context)
        XCTAssertEqual(tree.total, model.reduce(0) { $0 + $1.height }, accuracy: 1e-9, context)
        var offset: CGFloat = 0
        for (slot, expected) in model.enumerated() {
            XCTAssertEqual(tree[slot], expected.height, context)
            XCTAssertEqual(tree.state(at: slot), expected.state, context)
            XCTAssertEqual(tree.offset(of: slot), offset, accuracy: 1e-9, context)
            let end = offset + expected.height
            if end > 0, expected.height > 0 {
                // The first slot ending at or after a point inside this slot is this one.
                XCTAssertEqual(tree.firstSlot(endingAtOrAfter: offset + expected.height / 2), slot, context)
            }
            offset = end
        }
    }

    private func randomRange(in count: Int, _ random: inout SplitMix64) -> Range<Int> {
        let lower = random.next(below: count)
        return lower..<(lower + 1 + random.next(below: min(8, count - lower)))
    }
}
