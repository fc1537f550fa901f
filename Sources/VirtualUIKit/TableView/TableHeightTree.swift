import Foundation

/// The heights of a table's slots — each section's header, its rows, then its footer, in content order — each with how
/// far it is known, kept with their running sums, so that a slot's position, the slot at a position, and inserting or
/// removing slots all cost O(log *n*).
///
/// A treap keyed by position: every node holds one slot, the number of slots and the sum of the heights in its
/// subtree, and a priority that keeps it above its children. Priorities come from a fixed-seed generator, so a tree's
/// shape depends only on what was done to it, and the expected depth is O(log *n*). A node's sum is recomputed from
/// its children whenever the subtree changes, so sums do not drift as heights change. Nodes live in arrays and point to
/// each other by index; removed nodes are reused.
struct TableHeightTree {
    /// A slot's height and how far it is known.
    typealias Slot = (height: CGFloat, state: TableGeometry.HeightState)

    private static let none = -1

    private var left: [Int] = []
    private var right: [Int] = []
    private var sizes: [Int] = []
    private var sums: [CGFloat] = []
    private var heights: [CGFloat] = []
    private var states: [TableGeometry.HeightState] = []
    private var priorities: [UInt64] = []
    private var freeNodes: [Int] = []
    private var root = none
    private var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A tree of `slots`, in content order.
    ///
    /// - Complexity: O(*n*).
    init(_ slots: [Slot]) {
        root = build(slots)
    }

    /// A tree of `heights` with `states`, one of each per slot.
    ///
    /// - Complexity: O(*n*).
    init(heights: [CGFloat], states: [TableGeometry.HeightState]) {
        self.init(Array(zip(heights, states).map { (height: $0.0, state: $0.1) }))
    }

    /// The number of slots.
    var count: Int { size(of: root) }

    /// The sum of all heights.
    var total: CGFloat { sum(of: root) }

    /// The number of nodes allocated, in use or waiting to be reused.
    var nodeCapacity: Int { heights.count }

    /// The height of `slot`.
    ///
    /// - Complexity: O(log *n*).
    subscript(slot: Int) -> CGFloat {
        heights[node(at: slot)]
    }

    /// How far the height of `slot` is known.
    ///
    /// - Complexity: O(log *n*).
    func state(at slot: Int) -> TableGeometry.HeightState {
        states[node(at: slot)]
    }

    /// Sets the height of `slot`.
    ///
    /// - Complexity: O(log *n*).
    mutating func setHeight(_ height: CGFloat, at slot: Int) {
        var path: [Int] = []
        path.reserveCapacity(64)
        var node = root
        var position = slot
        while node != Self.none {
            path.append(node)
            let leftSize = size(of: left[node])
            if position < leftSize {
                node = left[node]
            } else if position == leftSize {
                break
            } else {
                position -= leftSize + 1
                node = right[node]
            }
        }
        guard let target = path.last else { return }
        heights[target] = height
        for node in path.reversed() { update(node) }
    }

    /// Sets how far the height of `slot` is known.
    ///
    /// - Complexity: O(log *n*).
    mutating func setState(_ state: TableGeometry.HeightState, at slot: Int) {
        states[node(at: slot)] = state
    }

    /// The sum of the heights of the slots before `slot`: where `slot` starts.
    ///
    /// - Complexity: O(log *n*).
    func offset(of slot: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = root
        var position = slot
        while node != Self.none {
            let leftSize = size(of: left[node])
            if position < leftSize {
                node = left[node]
                continue
            }
            sum += self.sum(of: left[node])
            if position == leftSize { return sum }
            sum += heights[node]
            position -= leftSize + 1
            node = right[node]
        }
        return sum
    }

    /// The first slot that ends at or after `position`: `0` for a position at or before the start, `count` for one
    /// past the end.
    ///
    /// - Complexity: O(log *n*).
    func firstSlot(endingAtOrAfter position: CGFloat) -> Int {
        guard count > 0, position > 0 else { return 0 }
        guard total >= position else { return count }
        var node = root
        var start: CGFloat = 0
        var slot = 0
        while node != Self.none {
            let leftSum = sum(of: left[node])
            if start + leftSum >= position, left[node] != Self.none {
                node = left[node]
                continue
            }
            start += leftSum
            slot += size(of: left[node])
            if start + heights[node] >= position { return slot }
            start += heights[node]
            slot += 1
            node = right[node]
        }
        return min(slot, count - 1)
    }

    // MARK: Inserting and removing

    /// Inserts `slots` before `slot` (at the end for `count`).
    ///
    /// - Complexity: O(*k* + log *n*) for *k* slots.
    mutating func insert(_ slots: [Slot], at slot: Int) {
        guard !slots.isEmpty else { return }
        insert(subtree: build(slots), at: slot)
    }

    /// Removes the slots of `range` and returns them, in order.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* slots.
    @discardableResult
    mutating func remove(_ range: Range<Int>) -> [Slot] {
        guard !range.isEmpty else { return [] }
        let detached = detach(range)
        var slots: [Slot] = []
        slots.reserveCapacity(range.count)
        var stack: [Int] = []
        var node = detached.root
        while node != Self.none || !stack.isEmpty {
            while node != Self.none {
                stack.append(node)
                node = left[node]
            }
            let next = stack.removeLast()
            slots.append((heights[next], states[next]))
            freeNodes.append(next)
            node = right[next]
        }
        return slots
    }

    /// A run of slots taken out of the tree, to be put back elsewhere with `insert(_:at:)`.
    struct Detached {
        fileprivate let root: Int
    }

    /// Takes the slots of `range` out of the tree, keeping them, so that they can be put back elsewhere.
    ///
    /// - Complexity: O(log *n*).
    mutating func detach(_ range: Range<Int>) -> Detached {
        let (before, rest) = split(root, range.lowerBound)
        let (middle, after) = split(rest, range.count)
        root = merge(before, after)
        return Detached(root: middle)
    }

    /// Puts detached slots back before `slot`.
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ detached: Detached, at slot: Int) {
        insert(subtree: detached.root, at: slot)
    }

    private mutating func insert(subtree: Int, at slot: Int) {
        let (before, after) = split(root, slot)
        root = merge(merge(before, subtree), after)
    }

    // MARK: Nodes

    private func size(of node: Int) -> Int {
        node == Self.none ? 0 : sizes[node]
    }

    private func sum(of node: Int) -> CGFloat {
        node == Self.none ? 0 : sums[node]
    }

    /// The node of `slot`; `slot` must be in range.
    private func node(at slot: Int) -> Int {
        var node = root
        var position = slot
        while node != Self.none {
            let leftSize = size(of: left[node])
            if position < leftSize {
                node = left[node]
            } else if position == leftSize {
                return node
            } else {
                position -= leftSize + 1
                node = right[node]
            }
        }
        preconditionFailure("slot \(slot) is out of range 0..<\(count)")
    }

    private mutating func update(_ node: Int) {
        sizes[node] = size(of: left[node]) + 1 + size(of: right[node])
        sums[node] = sum(of: left[node]) + heights[node] + sum(of: right[node])
    }

    private mutating func makeNode(_ slot: Slot) -> Int {
        // SplitMix64: a fixed sequence, so that the same edits always give the same shape.
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let priority = z ^ (z >> 31)
        if let node = freeNodes.popLast() {
            (left[node], right[node], sizes[node], sums[node]) = (Self.none, Self.none, 1, slot.height)
            (heights[node], states[node], priorities[node]) = (slot.height, slot.state, priority)
            return node
        }
        left.append(Self.none)
        right.append(Self.none)
        sizes.append(1)
        sums.append(slot.height)
        heights.append(slot.height)
        states.append(slot.state)
        priorities.append(priority)
        return heights.count - 1
    }

    /// Builds the treap of `slots` in one pass: each new node, last in order, climbs the right spine past the nodes of
    /// lower priority, which become its left subtree. A node's subtree is complete when it leaves the spine.
    private mutating func build(_ slots: [Slot]) -> Int {
        var spine: [Int] = []
        for slot in slots {
            let node = makeNode(slot)
            var last = Self.none
            while let top = spine.last, priorities[top] < priorities[node] {
                spine.removeLast()
                update(top)
                last = top
            }
            left[node] = last
            if let top = spine.last { right[top] = node }
            spine.append(node)
        }
        for node in spine.reversed() { update(node) }
        return spine.first ?? Self.none
    }

    /// Splits the subtree of `node` into its first `count` slots and the rest.
    private mutating func split(_ node: Int, _ count: Int) -> (Int, Int) {
        guard node != Self.none else { return (Self.none, Self.none) }
        let leftSize = size(of: left[node])
        if count <= leftSize {
            let (first, rest) = split(left[node], count)
            left[node] = rest
            update(node)
            return (first, node)
        }
        let (first, rest) = split(right[node], count - leftSize - 1)
        right[node] = first
        update(node)
        return (node, rest)
    }

    /// Joins two subtrees, every slot of `first` before every slot of `second`.
    private mutating func merge(_ first: Int, _ second: Int) -> Int {
        guard first != Self.none else { return second }
        guard second != Self.none else { return first }
        if priorities[first] > priorities[second] {
            right[first] = merge(right[first], second)
            update(first)
            return first
        }
        left[second] = merge(first, left[second])
        update(second)
        return second
    }
}
