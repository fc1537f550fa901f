import Foundation

/// The heights of a table's slots — each section's header, its rows, then its footer, in content order — each with how
/// far it is known, kept with their running sums, so that a slot's position, the slot at a position, and inserting or
/// removing slots all cost O(log *n*).
///
/// A treap keyed by position: every node holds one slot, the number of slots and the sum of the heights in each of its
/// two subtrees, and a priority that keeps it above its children. Priorities come from a fixed-seed generator, so a tree's
/// shape depends only on what was done to it, and the expected depth is O(log *n*); a run of slots built at once (the
/// whole table, a new section) starts perfectly balanced. A node's sum is recomputed from
/// its children whenever the subtree changes, so sums do not drift as heights change. Nodes live in one array, each in
/// one piece, and point to each other by index; removed nodes are reused. As a node knows its subtrees' sizes, a walk
/// down the tree reads only the nodes on its path: the cost of an edit is the memory those few nodes take to reach.
struct TableHeightTree {
    /// A slot's height and how far it is known.
    typealias Slot = (height: CGFloat, state: TableGeometry.HeightState)

    private static let none = -1

    /// One slot and the subtrees below it: 64 bytes.
    private struct Node {
        var left: Int
        var right: Int
        /// The number of slots in the left subtree.
        var leftSize: Int
        /// The number of slots in the right subtree.
        var rightSize: Int
        /// The sum of the left subtree's heights.
        var leftSum: CGFloat
        /// The sum of the right subtree's heights.
        var rightSum: CGFloat
        var height: CGFloat
        var priority: UInt32
        var state: TableGeometry.HeightState

        /// The number of slots in the subtree.
        var size: Int { leftSize + 1 + rightSize }
        /// The sum of the subtree's heights.
        var sum: CGFloat { leftSum + height + rightSum }
    }

    private var nodes: [Node] = []
    private var freeNodes: [Int] = []
    private var root = none
    private var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A tree of `slots`, in content order.
    ///
    /// - Complexity: O(*n*).
    init(_ slots: [Slot]) {
        nodes.reserveCapacity(slots.count)
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
    var nodeCapacity: Int { nodes.count }

    /// The number of nodes on the longest path down from the root.
    ///
    /// - Complexity: O(*n*).
    var depth: Int {
        var deepest = 0
        var stack = root == Self.none ? [] : [(node: root, depth: 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in [nodes[node].left, nodes[node].right] where child != Self.none {
                stack.append((child, depth + 1))
            }
        }
        return deepest
    }

    /// The height of `slot`.
    ///
    /// - Complexity: O(log *n*).
    subscript(slot: Int) -> CGFloat {
        nodes[node(at: slot)].height
    }

    /// How far the height of `slot` is known.
    ///
    /// - Complexity: O(log *n*).
    func state(at slot: Int) -> TableGeometry.HeightState {
        nodes[node(at: slot)].state
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
            let leftSize = nodes[node].leftSize
            if position < leftSize {
                node = nodes[node].left
            } else if position == leftSize {
                break
            } else {
                position -= leftSize + 1
                node = nodes[node].right
            }
        }
        guard let target = path.last else { return }
        nodes[target].height = height
        for node in path.reversed() { update(node) }
    }

    /// Sets how far the height of `slot` is known.
    ///
    /// - Complexity: O(log *n*).
    mutating func setState(_ state: TableGeometry.HeightState, at slot: Int) {
        nodes[node(at: slot)].state = state
    }

    /// The sum of the heights of the slots before `slot`: where `slot` starts.
    ///
    /// - Complexity: O(log *n*).
    func offset(of slot: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = root
        var position = slot
        while node != Self.none {
            let leftSize = nodes[node].leftSize
            if position < leftSize {
                node = nodes[node].left
                continue
            }
            sum += nodes[node].leftSum
            if position == leftSize { return sum }
            sum += nodes[node].height
            position -= leftSize + 1
            node = nodes[node].right
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
            let leftSum = nodes[node].leftSum
            if start + leftSum >= position, nodes[node].left != Self.none {
                node = nodes[node].left
                continue
            }
            start += leftSum
            slot += nodes[node].leftSize
            if start + nodes[node].height >= position { return slot }
            start += nodes[node].height
            slot += 1
            node = nodes[node].right
        }
        return min(slot, count - 1)
    }

    // MARK: Inserting and removing

    /// Inserts `slots` before `slot` (at the end for `count`).
    ///
    /// - Complexity: O(*k* + log *n*) for *k* slots.
    mutating func insert(_ slots: [Slot], at slot: Int) {
        guard slots.count != 1 else {
            insert(slots[0], at: slot)
            return
        }
        guard !slots.isEmpty else { return }
        insert(subtree: build(slots), at: slot)
    }

    /// Inserts one slot before `slot` (at the end for `count`), in one pass down the tree.
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ newSlot: Slot, at slot: Int) {
        let new = makeNode(newSlot)
        root = insert(node: new, into: root, at: slot)
    }

    /// Removes the slots of `range` and returns them, in order.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* slots.
    @discardableResult
    mutating func remove(_ range: Range<Int>) -> [Slot] {
        guard range.count != 1 else { return [remove(at: range.lowerBound)] }
        guard !range.isEmpty else { return [] }
        let detached = detach(range)
        var slots: [Slot] = []
        slots.reserveCapacity(range.count)
        var stack: [Int] = []
        var node = detached.root
        while node != Self.none || !stack.isEmpty {
            while node != Self.none {
                stack.append(node)
                node = nodes[node].left
            }
            let next = stack.removeLast()
            slots.append((nodes[next].height, nodes[next].state))
            freeNodes.append(next)
            node = nodes[next].right
        }
        return slots
    }

    /// Removes `slot` and returns it, in one pass down the tree.
    ///
    /// - Complexity: O(log *n*).
    @discardableResult
    mutating func remove(at slot: Int) -> Slot {
        let (newRoot, removed) = remove(at: slot, from: root)
        root = newRoot
        freeNodes.append(removed)
        return (nodes[removed].height, nodes[removed].state)
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
        node == Self.none ? 0 : nodes[node].size
    }

    private func sum(of node: Int) -> CGFloat {
        node == Self.none ? 0 : nodes[node].sum
    }

    /// The node of `slot`; `slot` must be in range.
    private func node(at slot: Int) -> Int {
        var node = root
        var position = slot
        while node != Self.none {
            let leftSize = nodes[node].leftSize
            if position < leftSize {
                node = nodes[node].left
            } else if position == leftSize {
                return node
            } else {
                position -= leftSize + 1
                node = nodes[node].right
            }
        }
        preconditionFailure("slot \(slot) is out of range 0..<\(count)")
    }

    /// Recomputes what `node` knows of both subtrees.
    private mutating func update(_ node: Int) {
        updateLeft(node)
        updateRight(node)
    }

    /// Recomputes what `node` knows of its left subtree, from the subtree's root.
    private mutating func updateLeft(_ node: Int) {
        let child = nodes[node].left
        let (size, sum) = child == Self.none ? (0, 0) : (nodes[child].size, nodes[child].sum)
        nodes[node].leftSize = size
        nodes[node].leftSum = sum
    }

    /// Recomputes what `node` knows of its right subtree, from the subtree's root.
    private mutating func updateRight(_ node: Int) {
        let child = nodes[node].right
        let (size, sum) = child == Self.none ? (0, 0) : (nodes[child].size, nodes[child].sum)
        nodes[node].rightSize = size
        nodes[node].rightSum = sum
    }

    /// A new node of `slot`, whose priority's top five bits are `level` (at most 31), or a random level when `nil`,
    /// and whose other bits are random.
    ///
    /// A random level is the number of trailing zero bits of a random number: half the nodes get 0, a quarter 1, and so
    /// on, the share of each level in a perfectly balanced tree. Priorities drawn that way are independent, so their
    /// order is random and a tree of such nodes is an ordinary treap; a run built with the levels of its positions
    /// (see `build`) starts perfectly balanced, which makes its paths about 30% shorter than a random treap's.
    private mutating func makeNode(_ slot: Slot, level: Int? = nil) -> Int {
        // SplitMix64: a fixed sequence, so that the same edits always give the same shape.
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let level = UInt32(min(level ?? (z >> 27).trailingZeroBitCount, 31))
        let node = Node(
            left: Self.none, right: Self.none, leftSize: 0, rightSize: 0, leftSum: 0, rightSum: 0, height: slot.height,
            priority: level << 27 | UInt32(truncatingIfNeeded: z) & 0x07FF_FFFF, state: slot.state)
        if let free = freeNodes.popLast() {
            nodes[free] = node
            return free
        }
        nodes.append(node)
        return nodes.count - 1
    }

    /// Builds the treap of `slots` in one pass: each new node, last in order, climbs the right spine past the nodes of
    /// lower priority, which become its left subtree. A node's subtree is complete when it leaves the spine. The node
    /// of the run's `i`-th slot has the level of `i + 1`'s trailing zero bits: the tree is perfectly balanced.
    private mutating func build(_ slots: [Slot]) -> Int {
        var spine: [Int] = []
        for (index, slot) in slots.enumerated() {
            let node = makeNode(slot, level: (index + 1).trailingZeroBitCount)
            var last = Self.none
            while let top = spine.last, nodes[top].priority < nodes[node].priority {
                spine.removeLast()
                updateRight(top)
                last = top
            }
            nodes[node].left = last
            updateLeft(node)
            if let top = spine.last { nodes[top].right = node }
            spine.append(node)
        }
        for node in spine.reversed() { updateRight(node) }
        return spine.first ?? Self.none
    }

    /// Puts the lone node `new` at `position` in the subtree of `node`: down to where its priority belongs, where the
    /// rest of the subtree splits into its two children. Returns the subtree's root.
    private mutating func insert(node new: Int, into node: Int, at position: Int) -> Int {
        guard node != Self.none, nodes[node].priority >= nodes[new].priority else {
            let (first, rest) = split(node, position)
            nodes[new].left = first
            nodes[new].right = rest
            update(new)
            return new
        }
        let leftSize = nodes[node].leftSize
        if position <= leftSize {
            let child = insert(node: new, into: nodes[node].left, at: position)
            nodes[node].left = child
            updateLeft(node)
        } else {
            let child = insert(node: new, into: nodes[node].right, at: position - leftSize - 1)
            nodes[node].right = child
            updateRight(node)
        }
        return node
    }

    /// Takes the node at `position` out of the subtree of `node`, its children merged in its place. Returns the
    /// subtree's new root and the node taken out.
    private mutating func remove(at position: Int, from node: Int) -> (root: Int, removed: Int) {
        precondition(node != Self.none, "slot is out of range")
        let leftSize = nodes[node].leftSize
        if position == leftSize {
            return (merge(nodes[node].left, nodes[node].right), node)
        }
        let removed: Int
        if position < leftSize {
            let child: Int
            (child, removed) = remove(at: position, from: nodes[node].left)
            nodes[node].left = child
            updateLeft(node)
        } else {
            let child: Int
            (child, removed) = remove(at: position - leftSize - 1, from: nodes[node].right)
            nodes[node].right = child
            updateRight(node)
        }
        return (node, removed)
    }

    /// Splits the subtree of `node` into its first `count` slots and the rest.
    private mutating func split(_ node: Int, _ count: Int) -> (Int, Int) {
        guard node != Self.none else { return (Self.none, Self.none) }
        let leftSize = nodes[node].leftSize
        if count <= leftSize {
            let (first, rest) = split(nodes[node].left, count)
            nodes[node].left = rest
            updateLeft(node)
            return (first, node)
        }
        let (first, rest) = split(nodes[node].right, count - leftSize - 1)
        nodes[node].right = first
        updateRight(node)
        return (node, rest)
    }

    /// Joins two subtrees, every slot of `first` before every slot of `second`.
    private mutating func merge(_ first: Int, _ second: Int) -> Int {
        guard first != Self.none else { return second }
        guard second != Self.none else { return first }
        if nodes[first].priority > nodes[second].priority {
            let right = merge(nodes[first].right, second)
            nodes[first].right = right
            updateRight(first)
            return first
        }
        let left = merge(first, nodes[second].left)
        nodes[second].left = left
        updateLeft(second)
        return second
    }
}
