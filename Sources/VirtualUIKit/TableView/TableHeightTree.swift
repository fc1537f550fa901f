import Foundation

/// The heights of a table's slots — each section's header, its rows, then its footer, in content order — kept with
/// their running sums, so that a slot's position and the slot at a position are found in O(log *n*).
///
/// A segment tree over the slots: each inner node holds the sum of its two children, recomputed from them whenever a
/// leaf changes, so a node's value depends only on the current heights, never on the order of past changes.
struct TableHeightTree {
    /// The number of slots.
    let count: Int
    /// The number of leaves: the smallest power of two that is at least `count` (and at least 1).
    private let capacity: Int
    /// `nodes[1]` is the root; the leaves are `nodes[capacity...]`, padded with zeros.
    private var nodes: [CGFloat]

    /// A tree of `heights`, one per slot.
    ///
    /// - Complexity: O(*n*).
    init(heights: [CGFloat]) {
        count = heights.count
        var capacity = 1
        while capacity < heights.count { capacity <<= 1 }
        self.capacity = capacity
        var nodes = [CGFloat](repeating: 0, count: 2 * capacity)
        nodes.replaceSubrange(capacity..<(capacity + heights.count), with: heights)
        var node = capacity - 1
        while node >= 1 {
            nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
            node -= 1
        }
        self.nodes = nodes
    }

    /// The sum of all heights.
    var total: CGFloat { nodes[1] }

    /// The height of `slot`.
    subscript(slot: Int) -> CGFloat {
        nodes[capacity + slot]
    }

    /// Sets the height of `slot`.
    ///
    /// - Complexity: O(log *n*).
    mutating func setHeight(_ height: CGFloat, at slot: Int) {
        var node = capacity + slot
        nodes[node] = height
        node >>= 1
        while node >= 1 {
            nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
            node >>= 1
        }
    }

    /// The sum of the heights of the slots before `slot`: where `slot` starts.
    ///
    /// - Complexity: O(log *n*).
    func offset(of slot: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = capacity + slot
        while node > 1 {
            if node & 1 == 1 { sum += nodes[node - 1] }
            node >>= 1
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
        var node = 1
        var start: CGFloat = 0
        while node < capacity {
            let left = 2 * node
            if start + nodes[left] >= position {
                node = left
            } else {
                start += nodes[left]
                node = left + 1
            }
        }
        return min(node - capacity, count - 1)
    }
}
