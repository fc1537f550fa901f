import Foundation

extension Array {
    /// Removes the elements at `indices`, which must be sorted ascending, unique and valid, in one pass.
    ///
    /// - Complexity: O(*n* − *first*), where *first* is the smallest index removed.
    @inlinable
    package mutating func remove(ascendingIndices indices: [Int]) {
        guard let first = indices.first else { return }
        if indices.count == 1 {
            remove(at: first)
            return
        }
        var write = first
        var next = 0
        for read in first..<count {
            if next < indices.count && indices[next] == read {
                next += 1
            } else {
                swapAt(write, read)
                write += 1
            }
        }
        removeLast(count - write)
    }
}

extension Array {
    /// Inserts `newElements` so that they end at `positions`, which must be sorted ascending, unique, and valid indexes
    /// of the result (one per new element); the existing elements keep their order in the other places. One pass.
    ///
    /// - Complexity: O(*n* + *k*) for *n* elements and *k* new ones.
    @inlinable
    package mutating func insert(_ newElements: [Element], atAscendingPositions positions: [Int]) {
        guard let first = positions.first else { return }
        var result: [Element] = []
        result.reserveCapacity(count + newElements.count)
        result.append(contentsOf: self[..<first])
        var read = first
        var next = 0
        for place in first..<(count + newElements.count) {
            if next < positions.count && positions[next] == place {
                result.append(newElements[next])
                next += 1
            } else {
                result.append(self[read])
                read += 1
            }
        }
        self = result
    }
}

extension IndexPath {
    /// Whether the index path addresses an item: two indexes, neither negative.
    package var isValidItemIndexPath: Bool {
        count == 2 && self[0] >= 0 && self[1] >= 0
    }
}
