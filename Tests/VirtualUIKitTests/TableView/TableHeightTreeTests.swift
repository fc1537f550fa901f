import Foundation
import XCTest

@testable import VirtualUIKit

/// The table's tree of heights against a plain array, through random inserts, removals, moves of runs and height
/// changes, with its runs checked to stay maximal after every step.
final class TableHeightTreeTests: XCTestCase {
    private typealias Slot = TableHeightTree.Slot

    /// Slots drawn from a wide range of heights: nearly every slot is a run of its own.
    private static var wideSlots: SlotSource {
        SlotSource(
            newSlot: { random in (CGFloat(random.next(below: 60)), .estimated) },
            newHeight: { random in CGFloat(random.next(below: 60)) / 4 },
            newState: { _ in .automatic })
    }

    /// Slots drawn from three heights (one of them 0) and two states: runs form, split and join all the time.
    private static var fewSlots: SlotSource {
        SlotSource(
            newSlot: { random in (fewHeights[random.next(below: 3)], fewStates[random.next(below: 2)]) },
            newHeight: { random in fewHeights[random.next(below: 3)] },
            newState: { random in fewStates[random.next(below: 2)] })
    }

    private static let fewHeights: [CGFloat] = [0, 10, 44]
    private static let fewStates: [TableGeometry.HeightState] = [.estimated, .exact]

    func testRandomEdits_matchAnArray() {
        runRandomEdits(seed: 0x5EED_7AB1_E000, source: Self.wideSlots)
    }

    func testRandomEdits_withFewDistinctSlots_matchAnArrayWithMaximalRuns() {
        for seed: UInt64 in [0x5EED_0000_0F3A, 0x5EED_0000_0F3B, 0x5EED_0000_0F3C] {
            runRandomEdits(seed: seed, source: Self.fewSlots)
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
    }

    func testSingleSlotEdits_matchAnArrayAndReuseNodes() {
        // Every slot has a height of its own: one node per slot.
        var nextHeight: CGFloat = 0
        let distinct = SlotSource(
            newSlot: { _ in
                nextHeight += 1
                return (nextHeight / 2, .estimated)
            }, newHeight: { _ in 0 }, newState: { _ in .exact })
        var tree = runSingleSlotEdits(seed: 0x5EED_0001_51A7, source: distinct)
        XCTAssertEqual(tree.runCount, tree.count)
        XCTAssertLessThanOrEqual(tree.nodeCapacity, 40 + 400)
        let capacity = tree.nodeCapacity
        for step in 0..<50 {
            tree.remove(at: 0)
            tree.insert((CGFloat(1_000 + step), .exact), at: tree.count)
        }
        XCTAssertEqual(tree.nodeCapacity, capacity)
    }

    func testSingleSlotEdits_withFewDistinctSlots_matchAnArrayWithMaximalRuns() {
        let tree = runSingleSlotEdits(seed: 0x5EED_0001_51A8, source: Self.fewSlots)
        XCTAssertLessThan(tree.runCount, tree.count)
    }

    func testMillionIdenticalSlots_areOneRun_throughScatteredEditsOfThatSlot() {
        let seed: UInt64 = 0x5EED_0010_0000
        print("TableHeightTreeTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        var builder = TableHeightTree.Builder()
        builder.append((44, .estimated), count: 1_000_000)
        var tree = TableHeightTree(builder)
        XCTAssertEqual(tree.count, 1_000_000)
        XCTAssertEqual(tree.total, 44_000_000)
        XCTAssertEqual(tree.runCount, 1)
        XCTAssertEqual(tree.nodeCapacity, 1)
        XCTAssertEqual(tree.depth, 1)
        var count = 1_000_000
        for step in 0..<1_000 {
            if step.isMultiple(of: 2) {
                tree.insert((44, .estimated), at: random.next(below: count + 1))
                count += 1
            } else {
                let removed = tree.remove(at: random.next(below: count))
                XCTAssertEqual(removed.height, 44)
                XCTAssertEqual(removed.state, .estimated)
                count -= 1
            }
        }
        XCTAssertEqual(tree.count, 1_000_000)
        XCTAssertEqual(tree.runCount, 1)
        XCTAssertEqual(tree.nodeCapacity, 1)
        XCTAssertEqual(tree.offset(of: 500_000), 22_000_000)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 22_000_001), 500_000)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 22_000_000), 499_999)
        XCTAssertEqual(tree[999_999], 44)
    }

    func testIdenticalSlotsFromAnArray_areOneRun() {
        let tree = TableHeightTree(Array(repeating: (44, .exact), count: 100_000))
        XCTAssertEqual(tree.runCount, 1)
        XCTAssertEqual(tree.count, 100_000)
        XCTAssertEqual(tree.state(at: 99_999), .exact)
    }

    func testSetHeightInsideARun_splitsItInThree_andSettingItBackJoinsThem() {
        var builder = TableHeightTree.Builder()
        builder.append((44, .estimated), count: 1_000_000)
        var tree = TableHeightTree(builder)

        tree.setHeight(60, at: 500_000)
        XCTAssertEqual(tree.runs.map(\.count), [500_000, 1, 499_999])
        XCTAssertEqual(tree.runs.map(\.height), [44, 60, 44])
        XCTAssertEqual(tree.offset(of: 500_001), 22_000_060)
        XCTAssertEqual(tree.total, 44_000_016)

        tree.setHeight(44, at: 500_000)
        XCTAssertEqual(tree.runs.map(\.count), [1_000_000])
        XCTAssertEqual(tree.total, 44_000_000)

        tree.setState(.exact, at: 0)
        tree.setState(.exact, at: 1)
        XCTAssertEqual(tree.runs.map(\.count), [2, 999_998])
        XCTAssertEqual(tree.runs.map(\.state), [.exact, .estimated])
        XCTAssertLessThanOrEqual(tree.nodeCapacity, 3)
    }

    func testDetachedRuns_joinEqualRunsWhereTheyMeet() {
        var tree = TableHeightTree(
            Array(repeating: (44, .estimated), count: 10) + Array(repeating: (60, .exact), count: 10)
                + Array(repeating: (44, .estimated), count: 10))
        let detached = tree.detach(10..<20)
        XCTAssertEqual(tree.runs.map(\.count), [20])
        tree.insert(detached, at: 5)
        XCTAssertEqual(tree.runs.map(\.count), [5, 10, 15])
        XCTAssertEqual(tree.runs.map(\.height), [44, 60, 44])
        XCTAssertEqual(tree.remove(5..<15).map(\.height), Array(repeating: 60, count: 10))
        XCTAssertEqual(tree.runs.map(\.count), [20])
    }

    func testBuiltTree_isPerfectlyBalanced() {
        for count in [1, 2, 3, 7, 8, 1_000, 4_096] {
            // Distinct heights: one run, one node, per slot.
            let tree = TableHeightTree((0..<count).map { (CGFloat($0), .estimated) })
            let balanced = Int.bitWidth - count.leadingZeroBitCount
            XCTAssertEqual(tree.depth, balanced, "\(count) slots")
        }
        XCTAssertEqual(TableHeightTree(Array(repeating: (44, .estimated), count: 4_096)).depth, 1)
        var tree = TableHeightTree([])
        XCTAssertEqual(tree.depth, 0)
        tree.insert((0..<100).map { (CGFloat($0), .exact) }, at: 0)
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

    func testFirstSlot_insideLongRuns() {
        var builder = TableHeightTree.Builder()
        builder.append((0, .exact), count: 1_000)
        builder.append((10, .exact), count: 10)
        builder.append((0, .exact), count: 5)
        builder.append((10, .estimated), count: 10)
        let tree = TableHeightTree(builder)

        XCTAssertEqual(tree.runCount, 4)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 0.5), 1_000)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 20), 1_001)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 25), 1_002)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 100), 1_009)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 100.5), 1_015)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 200), 1_024)
        XCTAssertEqual(tree.firstSlot(endingAtOrAfter: 200.5), 1_025)
        XCTAssertEqual(tree.offset(of: 1_015), 100)
        XCTAssertEqual(tree.offset(of: 1_020), 150)
    }

    func testRemovedNodes_areReused() {
        var tree = TableHeightTree((0..<100).map { (CGFloat($0), .exact) })
        for round in 0..<10 {
            tree.remove(0..<50)
            tree.insert((0..<50).map { (CGFloat(1_000 * (round + 1) + $0), .exact) }, at: 25)
        }
        XCTAssertEqual(tree.count, 100)
        XCTAssertEqual(tree.runCount, 100)
        XCTAssertEqual(tree.nodeCapacity, 100)

        var runs = TableHeightTree(Array(repeating: (44, .exact), count: 100))
        for _ in 0..<10 {
            runs.remove(0..<50)
            runs.insert(Array(repeating: (44, .exact), count: 50), at: 25)
        }
        XCTAssertEqual(runs.count, 100)
        XCTAssertEqual(runs.total, 4400)
        XCTAssertEqual(runs.runCount, 1)
        XCTAssertLessThanOrEqual(runs.nodeCapacity, 3)
    }

    // MARK: Random edits

    /// Where random edits get their slots, heights and states.
    private struct SlotSource {
        var newSlot: (inout SplitMix64) -> Slot
        var newHeight: (inout SplitMix64) -> CGFloat
        var newState: (inout SplitMix64) -> TableGeometry.HeightState
    }

    private func runRandomEdits(seed: UInt64, source: SlotSource) {
        print("TableHeightTreeTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        var model: [Slot] = (0..<50).map { _ in
            var slot = source.newSlot(&random)
            slot.state = .exact
            return slot
        }
        var tree = TableHeightTree(model)
        assertTree(tree, matches: model, "built, seed \(seed)")
        for step in 0..<600 {
            let context = "step \(step), seed \(seed)"
            switch random.next(below: 5) {
            case 0:
                let slots: [Slot] = (0..<random.next(below: 6)).map { _ in source.newSlot(&random) }
                let position = random.next(below: model.count + 1)
                model.insert(contentsOf: slots, at: position)
                tree.insert(slots, at: position)
            case 1 where !model.isEmpty:
                let range = randomRange(in: model.count, &random)
                let removed = tree.remove(range)
                XCTAssertEqual(removed.map(\.height), model[range].map(\.height), context)
                XCTAssertEqual(removed.map(\.state), model[range].map(\.state), context)
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
                let height = source.newHeight(&random)
                model[slot].height = height
                tree.setHeight(height, at: slot)
            case 4 where !model.isEmpty:
                let slot = random.next(below: model.count)
                let state = source.newState(&random)
                model[slot].state = state
                tree.setState(state, at: slot)
            default:
                continue
            }
            assertTree(tree, matches: model, context)
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
    }

    private func runSingleSlotEdits(seed: UInt64, source: SlotSource) -> TableHeightTree {
        print("TableHeightTreeTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        var model: [Slot] = (0..<40).map { _ in source.newSlot(&random) }
        var tree = TableHeightTree(model)
        for step in 0..<400 {
            let context = "step \(step), seed \(seed)"
            if random.next(below: 2) == 0 || model.isEmpty {
                let slot = source.newSlot(&random)
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
            if (testRun?.totalFailureCount ?? 0) > 0 { break }
        }
        return tree
    }

    private func assertTree(_ tree: TableHeightTree, matches model: [Slot], _ context: String) {
        XCTAssertEqual(tree.count, model.count, context)
        XCTAssertEqual(tree.total, model.reduce(0) { $0 + $1.height }, accuracy: 1e-9, context)
        var offset: CGFloat = 0
        var ends: [CGFloat] = []
        for (slot, expected) in model.enumerated() {
            XCTAssertEqual(tree[slot], expected.height, context)
            XCTAssertEqual(tree.state(at: slot), expected.state, context)
            XCTAssertEqual(tree.offset(of: slot), offset, accuracy: 1e-9, context)
            offset += expected.height
            ends.append(offset)
        }
        XCTAssertEqual(tree.offset(of: model.count), offset, accuracy: 1e-9, context)
        // The first slot ending at or after a position, found by a scan: at every end and between ends.
        for position in [0, -1, offset + 1] + ends + ends.map({ $0 - 0.25 }) {
            let expected = position <= 0 ? 0 : ends.firstIndex { $0 >= position } ?? model.count
            XCTAssertEqual(tree.firstSlot(endingAtOrAfter: position), expected, "position \(position), \(context)")
        }
        assertRunsAreMaximal(tree, model, context)
    }

    private func assertRunsAreMaximal(_ tree: TableHeightTree, _ model: [Slot], _ context: String) {
        let runs = tree.runs
        XCTAssertEqual(runs.map(\.count).reduce(0, +), model.count, context)
        XCTAssertTrue(runs.allSatisfy { $0.count >= 1 }, context)
        for (first, second) in zip(runs, runs.dropFirst()) {
            XCTAssertFalse(
                first.height.bitPattern == second.height.bitPattern && first.state == second.state,
                "adjacent equal runs \(first) \(second), \(context)")
        }
        let maximalRuns = zip(model, model.dropFirst()).filter { $0.height != $1.height || $0.state != $1.state }.count
        XCTAssertEqual(tree.runCount, model.isEmpty ? 0 : maximalRuns + 1, context)
    }

    private func randomRange(in count: Int, _ random: inout SplitMix64) -> Range<Int> {
        let lower = random.next(below: count)
        return lower..<(lower + 1 + random.next(below: min(8, count - lower)))
    }
}
