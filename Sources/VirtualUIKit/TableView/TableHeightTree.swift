import Foundation

/// The heights of a table's slots — each section's header, its rows, then its footer, in content order — each with how
/// far it is known, kept with their running sums, as runs of equal slots, so that a slot's position, the slot at a
/// position, and inserting or removing slots all cost O(log *r*) for *r* runs.
///
/// In a real table nearly every row shares one height and state (an estimate, or a fixed row height): a run stands for
/// any number of consecutive slots of the same height and state, so *r* is about three per section plus the number of
/// rows with a height of their own, whatever the number of rows *n* (*r* ≤ *n*). Positions are slot positions
/// everywhere: runs are how the slots are stored, not how they are addressed.
///
/// A treap keyed by position: every node holds one run, the number of slots and the sum of the heights in each of its
/// two subtrees, and a priority that keeps it above its children. Priorities come from a fixed-seed generator, so a
/// tree's shape depends only on what was done to it, and the expected depth is O(log *r*); runs built at once (the
/// whole table, a new section) start perfectly balanced. A node's sums are recomputed from its children whenever the
/// subtree changes, so sums do not drift as heights change; inside a run, a slot starts at the run's start plus its
/// index times the run's height. Runs stay maximal: no two adjacent runs have the same height (bit for bit) and state,
/// as every edit extends, shortens, splits or joins runs at the places it touches. Nodes live in one array, each in one
/// piece, and point to each other by index; removed nodes are reused.
struct TableHeightTree {
    /// A slot's height and how far it is known.
    typealias Slot = (height: CGFloat, state: TableGeometry.HeightState)

    /// `count` consecutive slots of one height and state.
    typealias Run = (count: Int, height: CGFloat, state: TableGeometry.HeightState)

    private static let none = -1

    /// One run and the subtrees below it: 72 bytes.
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
        /// The number of slots of the run, at least 1.
        var count: Int
        var priority: UInt32
        var state: TableGeometry.HeightState

        /// The number of slots in the subtree.
        var size: Int { leftSize + count + rightSize }
        /// The sum of the run's heights.
        var runSum: CGFloat { CGFloat(count) * height }
        /// The sum of the subtree's heights.
        var sum: CGFloat { leftSum + runSum + rightSum }
        var slot: Slot { (height, state) }
    }

    /// Slots gathered in content order into maximal runs, to build a tree without an array of every slot.
    struct Builder {
        /// The runs so far: no two adjacent ones are equal.
        private(set) var runs: [Run] = []

        /// An empty list of runs.
        init() {}

        /// Appends `count` slots equal to `slot`, extending the last run when it is equal.
        ///
        /// - Complexity: O(1) amortized.
        mutating func append(_ slot: Slot, count: Int = 1) {
            guard count > 0 else { return }
            if let last = runs.last, TableHeightTree.isSame(last.height, last.state, slot) {
                runs[runs.count - 1].count += count
            } else {
                runs.append((count, slot.height, slot.state))
            }
        }
    }

    private var nodes: [Node] = []
    private var freeNodes: [Int] = []
    private var root = none
    private var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A tree of the runs `builder` gathered.
    ///
    /// - Complexity: O(*r*) for *r* runs.
    init(_ builder: Builder) {
        nodes.reserveCapacity(builder.runs.count)
        root = build(builder.runs)
    }

    /// A tree of `slots`, in content order.
    ///
    /// - Complexity: O(*n*) for *n* slots.
    init(_ slots: [Slot]) {
        var builder = Builder()
        for slot in slots { builder.append(slot) }
        self.init(builder)
    }

    /// A tree of `heights` with `states`, one of each per slot.
    ///
    /// - Complexity: O(*n*) for *n* slots.
    init(heights: [CGFloat], states: [TableGeometry.HeightState]) {
        var builder = Builder()
        for (height, state) in zip(heights, states) { builder.append((height, state)) }
        self.init(builder)
    }

    /// The number of slots.
    var count: Int { size(of: root) }

    /// The sum of all heights.
    var total: CGFloat { sum(of: root) }

    /// The number of nodes allocated, in use or waiting to be reused.
    var nodeCapacity: Int { nodes.count }

    /// The runs, in content order.
    ///
    /// - Complexity: O(*r*) for *r* runs.
    var runs: [Run] {
        var runs: [Run] = []
        forEachNode(from: root) { _, node in runs.append((node.count, node.height, node.state)) }
        return runs
    }

    /// The number of runs: nodes in the tree.
    ///
    /// - Complexity: O(*r*) for *r* runs.
    var runCount: Int {
        var count = 0
        forEachNode(from: root) { _, _ in count += 1 }
        return count
    }

    /// The number of nodes on the longest path down from the root.
    ///
    /// - Complexity: O(*r*) for *r* runs.
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
    /// - Complexity: O(log *r*) for *r* runs.
    subscript(slot: Int) -> CGFloat {
        nodes[node(at: slot)].height
    }

    /// How far the height of `slot` is known.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    func state(at slot: Int) -> TableGeometry.HeightState {
        nodes[node(at: slot)].state
    }

    /// Sets the height of `slot`, keeping its state; a slot out of range is ignored.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    mutating func setHeight(_ height: CGFloat, at slot: Int) {
        guard slot >= 0, slot < count else { return }
        set((height, state(at: slot)), at: slot)
    }

    /// Sets how far the height of `slot` is known, keeping its height; a slot out of range is ignored.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    mutating func setState(_ state: TableGeometry.HeightState, at slot: Int) {
        guard slot >= 0, slot < count else { return }
        set((self[slot], state), at: slot)
    }

    /// Sets the height and state of `slot`; a slot out of range is ignored. The slot leaves its run, which splits
    /// around it when it was inside, and joins an equal neighbour or becomes a run of its own.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    mutating func set(_ newSlot: Slot, at slot: Int) {
        guard slot >= 0, slot < count else { return }
        guard !isSame(node(at: slot), newSlot) else { return }
        remove(at: slot)
        insert(newSlot, at: slot)
    }

    /// The sum of the heights of the slots before `slot`: where `slot` starts.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    func offset(of slot: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = root
        var position = slot
        while node != Self.none {
            let current = nodes[node]
            if position < current.leftSize {
                node = current.left
                continue
            }
            sum += current.leftSum
            position -= current.leftSize
            if position < current.count {
                return position == 0 ? sum : sum + CGFloat(position) * current.height
            }
            sum += current.runSum
            position -= current.count
            node = current.right
        }
        return sum
    }

    /// The first slot that ends at or after `position`: `0` for a position at or before the start, `count` for one
    /// past the end. A slot of height 0 ending exactly at `position` counts; one after it does not.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    func firstSlot(endingAtOrAfter position: CGFloat) -> Int {
        guard count > 0, position > 0 else { return 0 }
        guard total >= position else { return count }
        var node = root
        var start: CGFloat = 0
        var slot = 0
        while node != Self.none {
            let current = nodes[node]
            if start + current.leftSum >= position, current.left != Self.none {
                node = current.left
                continue
            }
            start += current.leftSum
            slot += current.leftSize
            if let index = Self.firstIndex(endingAtOrAfter: position, in: current, from: start) {
                return slot + index
            }
            start += current.runSum
            slot += current.count
            node = current.right
        }
        return min(slot, count - 1)
    }

    /// The index in the run of `node`, starting at `start`, of the first slot that ends at or after `position`, where
    /// the slot of index *i* ends at `start + (i + 1) × height`; `nil` when the whole run ends before.
    private static func firstIndex(endingAtOrAfter position: CGFloat, in node: Node, from start: CGFloat) -> Int? {
        let height = node.height
        guard height > 0 else { return start + height >= position ? 0 : nil }
        guard start + node.runSum >= position else { return nil }
        let estimate = ((position - start) / height).rounded(.up) - 1
        var index = estimate.isNaN ? 0 : Int(min(max(estimate, 0), CGFloat(node.count - 1)))
        // The estimate is off by at most a rounding step: settle it with the same sums `offset(of:)` makes.
        while index > 0, start + CGFloat(index) * height >= position { index -= 1 }
        while index < node.count - 1, start + CGFloat(index + 1) * height < position { index += 1 }
        return index
    }

    // MARK: Inserting and removing

    /// Inserts `slots` before `slot` (at the end for `count`), joining equal runs where they meet.
    ///
    /// - Complexity: O(*k* + log *r*) for *k* slots and *r* runs.
    mutating func insert(_ slots: [Slot], at slot: Int) {
        guard slots.count != 1 else {
            insert(slots[0], at: slot)
            return
        }
        guard !slots.isEmpty else { return }
        var builder = Builder()
        for slot in slots { builder.append(slot) }
        insert(subtree: build(builder.runs), at: slot)
    }

    /// Inserts one slot before `slot` (at the end for `count`). A slot equal to the run it lands in, or to a run it
    /// touches, extends that run in one walk down the tree; any other slot gets a node of its own, splitting the run it
    /// lands in.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    mutating func insert(_ newSlot: Slot, at slot: Int) {
        guard !extendRun(root, at: slot, with: newSlot, predecessor: Self.none, successor: Self.none) else { return }
        let new = makeNode((1, newSlot.height, newSlot.state))
        root = insert(node: new, into: root, at: slot)
    }

    /// Removes the slots of `range` and returns them, in order; the runs on either side join when they are equal.
    ///
    /// - Complexity: O(*k* + log *r*) for *k* slots returned and *r* runs.
    @discardableResult
    mutating func remove(_ range: Range<Int>) -> [Slot] {
        guard range.count != 1 else { return [remove(at: range.lowerBound)] }
        guard !range.isEmpty else { return [] }
        let detached = detach(range)
        var slots: [Slot] = []
        slots.reserveCapacity(range.count)
        var removed: [Int] = []
        forEachNode(from: detached.root) { index, node in
            slots.append(contentsOf: repeatElement(node.slot, count: node.count))
            removed.append(index)
        }
        freeNodes.append(contentsOf: removed)
        return slots
    }

    /// Removes `slot` and returns it. A slot of a longer run shortens it in one walk down the tree; a run of one slot
    /// goes, and the runs on either side join when they are equal.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    @discardableResult
    mutating func remove(at slot: Int) -> Slot {
        precondition(slot >= 0 && slot < count, "slot \(slot) is out of range 0..<\(count)")
        if let removed = shortenRun(root, at: slot) { return removed }
        let detached = detach(slot..<slot + 1)
        freeNodes.append(detached.root)
        return nodes[detached.root].slot
    }

    /// Slots taken out of the tree, to be put back elsewhere with `insert(_:at:)`.
    struct Detached {
        fileprivate let root: Int
    }

    /// Takes the slots of `range` out of the tree, keeping them, so that they can be put back elsewhere; the runs on
    /// either side join when they are equal.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    mutating func detach(_ range: Range<Int>) -> Detached {
        let (before, rest) = split(root, range.lowerBound)
        let (middle, after) = split(rest, range.count)
        root = join(before, after)
        return Detached(root: middle)
    }

    /// Puts detached slots back before `slot`, joining equal runs where they meet.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    mutating func insert(_ detached: Detached, at slot: Int) {
        insert(subtree: detached.root, at: slot)
    }

    private mutating func insert(subtree: Int, at slot: Int) {
        let (before, after) = split(root, slot)
        root = join(join(before, subtree), after)
    }

    // MARK: Nodes

    private static func isSame(_ height: CGFloat, _ state: TableGeometry.HeightState, _ slot: Slot) -> Bool {
        height.bitPattern == slot.height.bitPattern && state == slot.state
    }

    private func isSame(_ node: Int, _ slot: Slot) -> Bool {
        Self.isSame(nodes[node].height, nodes[node].state, slot)
    }

    private func size(of node: Int) -> Int {
        node == Self.none ? 0 : nodes[node].size
    }

    private func sum(of node: Int) -> CGFloat {
        node == Self.none ? 0 : nodes[node].sum
    }

    /// The node of the run holding `slot`; `slot` must be in range.
    private func node(at slot: Int) -> Int {
        var node = root
        var position = slot
        while node != Self.none {
            let leftSize = nodes[node].leftSize
            if position < leftSize {
                node = nodes[node].left
            } else if position < leftSize + nodes[node].count {
                return node
            } else {
                position -= leftSize + nodes[node].count
                node = nodes[node].right
            }
        }
        preconditionFailure("slot \(slot) is out of range 0..<\(count)")
    }

    /// Calls `body` with the index and the value of each node of the subtree of `node`, in order.
    private func forEachNode(from node: Int, _ body: (Int, Node) -> Void) {
        var stack: [Int] = []
        var node = node
        while node != Self.none || !stack.isEmpty {
            while node != Self.none {
                stack.append(node)
                node = nodes[node].left
            }
            let next = stack.removeLast()
            body(next, nodes[next])
            node = nodes[next].right
        }
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

    /// A new node of `run`, whose priority's top five bits are `level` (at most 31), or a random level when `nil`,
    /// and whose other bits are random.
    ///
    /// A random level is the number of trailing zero bits of a random number: half the nodes get 0, a quarter 1, and so
    /// on, the share of each level in a perfectly balanced tree. Priorities drawn that way are independent, so their
    /// order is random and a tree of such nodes is an ordinary treap; runs built with the levels of their positions
    /// (see `build`) start perfectly balanced, which makes their paths about 30% shorter than a random treap's.
    private mutating func makeNode(_ run: Run, level: Int? = nil) -> Int {
        // SplitMix64: a fixed sequence, so that the same edits always give the same shape.
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let level = UInt32(min(level ?? (z >> 27).trailingZeroBitCount, 31))
        return store(
            Node(
                left: Self.none, right: Self.none, leftSize: 0, rightSize: 0, leftSum: 0, rightSum: 0,
                height: run.height, count: run.count,
                priority: level << 27 | UInt32(truncatingIfNeeded: z) & 0x07FF_FFFF, state: run.state))
    }

    /// Stores `node` in a free place and returns its index.
    private mutating func store(_ node: Node) -> Int {
        if let free = freeNodes.popLast() {
            nodes[free] = node
            return free
        }
        nodes.append(node)
        return nodes.count - 1
    }

    /// Builds the treap of `runs`, which must be maximal, in one pass: each new node, last in order, climbs the right
    /// spine past the nodes of lower priority, which become its left subtree. A node's subtree is complete when it
    /// leaves the spine. The node of the `i`-th run has the level of `i + 1`'s trailing zero bits: the tree is
    /// perfectly balanced.
    private mutating func build(_ runs: [Run]) -> Int {
        var spine: [Int] = []
        for (index, run) in runs.enumerated() {
            let node = makeNode(run, level: (index + 1).trailingZeroBitCount)
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

    // MARK: Walks down the tree

    /// Adds a slot equal to `slot` at `position` of the subtree of `node` to the run it lands in or to a run it
    /// touches, when one is equal to it; returns whether one was. `predecessor` and `successor` are the nearest
    /// ancestors the walk left to the right and to the left: when the walk falls off the tree between two runs, they
    /// are those runs.
    private mutating func extendRun(
        _ node: Int, at position: Int, with slot: Slot, predecessor: Int, successor: Int
    ) -> Bool {
        guard node != Self.none else {
            let neighbour =
                predecessor != Self.none && isSame(predecessor, slot)
                ? predecessor : successor != Self.none && isSame(successor, slot) ? successor : Self.none
            guard neighbour != Self.none else { return false }
            nodes[neighbour].count += 1
            return true
        }
        let leftSize = nodes[node].leftSize
        let runEnd = leftSize + nodes[node].count
        if position <= leftSize {
            guard
                extendRun(
                    nodes[node].left, at: position, with: slot, predecessor: predecessor, successor: node)
            else { return false }
            updateLeft(node)
            return true
        }
        if position >= runEnd {
            guard
                extendRun(
                    nodes[node].right, at: position - runEnd, with: slot, predecessor: node, successor: successor)
            else { return false }
            updateRight(node)
            return true
        }
        guard isSame(node, slot) else { return false }
        nodes[node].count += 1
        return true
    }

    /// Takes one slot at `position` from a run of several in the subtree of `node` and returns it; `nil`, changing
    /// nothing, when the slot is a run of its own.
    private mutating func shortenRun(_ node: Int, at position: Int) -> Slot? {
        precondition(node != Self.none, "slot is out of range")
        let leftSize = nodes[node].leftSize
        let runEnd = leftSize + nodes[node].count
        if position < leftSize {
            guard let slot = shortenRun(nodes[node].left, at: position) else { return nil }
            updateLeft(node)
            return slot
        }
        if position >= runEnd {
            guard let slot = shortenRun(nodes[node].right, at: position - runEnd) else { return nil }
            updateRight(node)
            return slot
        }
        guard nodes[node].count > 1 else { return nil }
        nodes[node].count -= 1
        return nodes[node].slot
    }

    /// Puts the lone node `new` at `position` in the subtree of `node`: down to where its priority belongs, where the
    /// rest of the subtree splits into its two children. When `position` falls inside the run of a node above it, the
    /// run is cut there and `new` hangs between the two pieces. Returns the subtree's root.
    private mutating func insert(node new: Int, into node: Int, at position: Int) -> Int {
        guard node != Self.none, nodes[node].priority >= nodes[new].priority else {
            let (first, rest) = split(node, position)
            nodes[new].left = first
            nodes[new].right = rest
            update(new)
            return new
        }
        let leftSize = nodes[node].leftSize
        let runEnd = leftSize + nodes[node].count
        if position <= leftSize {
            let child = insert(node: new, into: nodes[node].left, at: position)
            nodes[node].left = child
            updateLeft(node)
        } else if position >= runEnd {
            let child = insert(node: new, into: nodes[node].right, at: position - runEnd)
            nodes[node].right = child
            updateRight(node)
        } else {
            let piece = cut(node, keeping: position - leftSize)
            nodes[piece].left = new
            updateLeft(piece)
            nodes[node].right = piece
            updateRight(node)
        }
        return node
    }

    /// Cuts the run of `node` after its first `kept` slots: `node` keeps them and its left subtree, and loses its
    /// right subtree to a new node of the rest of the run, with the same priority, which it returns. Both nodes are
    /// above their subtrees.
    private mutating func cut(_ node: Int, keeping kept: Int) -> Int {
        var piece = nodes[node]
        piece.count -= kept
        piece.left = Self.none
        piece.leftSize = 0
        piece.leftSum = 0
        nodes[node].count = kept
        nodes[node].right = Self.none
        nodes[node].rightSize = 0
        nodes[node].rightSum = 0
        return store(piece)
    }

    /// Splits the subtree of `node` into its first `count` slots and the rest, cutting the run that straddles them.
    private mutating func split(_ node: Int, _ count: Int) -> (Int, Int) {
        guard node != Self.none else { return (Self.none, Self.none) }
        let leftSize = nodes[node].leftSize
        let runEnd = leftSize + nodes[node].count
        if count <= leftSize {
            let (first, rest) = split(nodes[node].left, count)
            nodes[node].left = rest
            updateLeft(node)
            return (first, node)
        }
        if count >= runEnd {
            let (first, rest) = split(nodes[node].right, count - runEnd)
            nodes[node].right = first
            updateRight(node)
            return (node, rest)
        }
        return (node, cut(node, keeping: count - leftSize))
    }

    /// Joins two subtrees, every slot of `first` before every slot of `second`, as `merge` does; when the last run of
    /// `first` and the first run of `second` are equal, they become one.
    private mutating func join(_ first: Int, _ second: Int) -> Int {
        guard first != Self.none, second != Self.none else { return first == Self.none ? second : first }
        var last = first
        while nodes[last].right != Self.none { last = nodes[last].right }
        var head = second
        while nodes[head].left != Self.none { head = nodes[head].left }
        guard isSame(last, nodes[head].slot) else { return merge(first, second) }
        let extra = nodes[head].count
        let rest = removeFirstNode(second)
        addToLastRun(first, extra)
        return merge(first, rest)
    }

    /// Takes the first node out of the subtree of `node`, freeing it, and returns the subtree's new root.
    private mutating func removeFirstNode(_ node: Int) -> Int {
        let left = nodes[node].left
        guard left != Self.none else {
            freeNodes.append(node)
            return nodes[node].right
        }
        nodes[node].left = removeFirstNode(left)
        updateLeft(node)
        return node
    }

    /// Adds `extra` slots to the last run of the subtree of `node`.
    private mutating func addToLastRun(_ node: Int, _ extra: Int) {
        let right = nodes[node].right
        guard right != Self.none else {
            nodes[node].count += extra
            return
        }
        addToLastRun(right, extra)
        updateRight(node)
    }

    /// Joins two subtrees, every slot of `first` before every slot of `second`, keeping their runs as they are.
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
