import Foundation
import ModelStorage

/// A model with an identity and a content, so that diffs have updates: `Tagged(3, "b")` is entity 3 showing "b".
package struct Tagged: EntityIdentifiable, Hashable, Sendable, CustomStringConvertible {
    package var id: Int
    package var content: String

    package init(_ id: Int, _ content: String = "") {
        self.id = id
        self.content = content
    }

    package var identifier: AnyHashable { id }
    package var description: String { content.isEmpty ? "\(id)" : "\(id):\(content)" }
}

// MARK: Independent reference computations

/// Applies single-section batch operations to `old` with UIKit's semantics, taking inserted and updated contents from
/// `new`; `nil` when the operations do not fit the lists (wrong counts, out of range, a position claimed twice).
///
/// Moves take the moved element; the elements neither deleted nor moved keep their order and fill the places no
/// insert or move takes; an update (old index) must land on an element of the same identity, and takes its content.
package func applyBatch(
    _ operations: [SingleSectionOperation], to old: [Tagged], new: [Tagged]
) -> [Tagged]? {
    var result = [Tagged?](repeating: nil, count: new.count)
    var vacated = Set<Int>()
    var updated = Set<Int>()
    for operation in operations {
        switch operation {
        case .delete(let index):
            guard old.indices.contains(index), vacated.insert(index).inserted else { return nil }
        case .insert(let index):
            guard new.indices.contains(index), result[index] == nil else { return nil }
            result[index] = new[index]
        case .move(let from, let to):
            guard old.indices.contains(from), new.indices.contains(to), result[to] == nil,
                vacated.insert(from).inserted
            else { return nil }
            result[to] = old[from]
        case .update(let index):
            guard old.indices.contains(index), updated.insert(index).inserted else { return nil }
        }
    }
    guard updated.isDisjoint(with: vacated) else { return nil }
    let staying = old.indices.filter { !vacated.contains($0) }
    let free = result.indices.filter { result[$0] == nil }
    guard staying.count == free.count else { return nil }
    for (oldIndex, newIndex) in zip(staying, free) {
        if updated.contains(oldIndex) {
            guard old[oldIndex].id == new[newIndex].id else { return nil }
            result[newIndex] = new[newIndex]
        } else {
            result[newIndex] = old[oldIndex]
        }
    }
    return result.map { $0! }
}

/// The pairs a diff implies: its moves, plus the elements it neither deletes nor moves, matched in order with the new
/// places no insert or move takes. `nil` when the counts do not add up.
package func impliedPairs(of diff: ListDiff, oldCount: Int, newCount: Int) -> [ListDiff.Match]? {
    let vacated = Set(diff.deletions).union(diff.moves.map(\.old))
    let taken = Set(diff.insertions).union(diff.moves.map(\.new))
    let staying = (0..<oldCount).filter { !vacated.contains($0) }
    let free = (0..<newCount).filter { !taken.contains($0) }
    guard staying.count == free.count else { return nil }
    return zip(staying, free).map { ListDiff.Match(old: $0, new: $1) } + diff.moves
}

/// The length of a longest strictly increasing subsequence, by the quadratic dynamic programme.
package func longestIncreasingLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            lengths[index] = max(lengths[index], lengths[earlier] + 1)
        }
    }
    return lengths.max() ?? 0
}

/// The fewest moves a diff pairing these matches needs: the matches minus a longest run that keeps its order.
package func minimumMoves(for pairs: [ListDiff.Match]) -> Int {
    let oldInNewOrder = pairs.sorted { $0.new < $1.new }.map(\.old)
    return pairs.count - longestIncreasingLength(oldInNewOrder)
}

// MARK: Random lists

extension SeededRandomNumberGenerator {
    /// A list of `count` tagged elements with ids in `0..<idRange` (repeats when the range is small) and a content
    /// among `contents`.
    package mutating func taggedList(count: Int, idRange: Int, contents: [String] = ["", "x"]) -> [Tagged] {
        (0..<count).map { _ in
            Tagged(Int.random(in: 0..<idRange, using: &self), contents.randomElement(using: &self)!)
        }
    }

    /// `old` edited: some elements deleted, some inserted with fresh ids, some moved, some changed in content.
    package mutating func edited(_ old: [Tagged], nextID: inout Int, changeContents: Bool = true) -> [Tagged] {
        var new = old
        for _ in 0..<Int.random(in: 0...3, using: &self) where !new.isEmpty {
            new.remove(at: Int.random(in: 0..<new.count, using: &self))
        }
        for _ in 0..<Int.random(in: 0...3, using: &self) {
            new.insert(Tagged(nextID), at: Int.random(in: 0...new.count, using: &self))
            nextID += 1
        }
        for _ in 0..<Int.random(in: 0...3, using: &self) where !new.isEmpty {
            let element = new.remove(at: Int.random(in: 0..<new.count, using: &self))
            new.insert(element, at: Int.random(in: 0...new.count, using: &self))
        }
        if changeContents {
            for _ in 0..<Int.random(in: 0...2, using: &self) where !new.isEmpty {
                let index = Int.random(in: 0..<new.count, using: &self)
                new[index].content += "'"
            }
        }
        return new
    }
}

// MARK: Holding a diff while it runs

/// A gate that diffs of ``GatedItem``s wait at while it is closed, so that a test can look at a storage while its
/// background diff is certainly running, however loaded the machine.
package final class DiffGate: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: the only state is a lock-protected flag and a semaphore, both thread-safe.
    private let lock = NSLock()
    private var isClosed = false
    private let opened = DispatchSemaphore(value: 0)
    private var waiting = 0

    package init() {}

    /// Makes the next comparisons wait until ``open()``.
    package func close() {
        lock.withLock { isClosed = true }
    }

    /// Lets every waiting and later comparison through.
    package func open() {
        let waiters = lock.withLock {
            isClosed = false
            defer { waiting = 0 }
            return waiting
        }
        for _ in 0..<waiters { opened.signal() }
    }

    /// Whether a comparison is waiting at the gate.
    package var hasWaiters: Bool { lock.withLock { waiting > 0 } }

    func pass() {
        let mustWait = lock.withLock {
            guard isClosed else { return false }
            waiting += 1
            return true
        }
        if mustWait { opened.wait() }
    }
}

/// An item whose comparisons and hashing wait at its gate while the gate is closed.
package struct GatedItem: Hashable, Sendable, CustomStringConvertible {
    package let value: Int
    package let gate: DiffGate

    package init(_ value: Int, gate: DiffGate) {
        self.value = value
        self.gate = gate
    }

    package static func == (lhs: GatedItem, rhs: GatedItem) -> Bool {
        lhs.gate.pass()
        return lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) {
        gate.pass()
        hasher.combine(value)
    }

    package var description: String { "\(value)" }
}
