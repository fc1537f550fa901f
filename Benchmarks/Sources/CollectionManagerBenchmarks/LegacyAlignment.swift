import CollectionManager

// A verbatim copy of the diff's pairing as it was before the pipeline work (`DiffAlignment` then), so that the `shapes`
// and `memory` modes compare the old algorithm with the library's in one run. Only the names and comments differ.

/// The old `ListDiff(from:to:)`: the old alignment, assembled as the library assembles it.
func legacyListDiff<Element: Hashable>(from old: [Element], to new: [Element]) -> ListDiff {
    let alignment = LegacyAlignment(old, new, identifiedBy: { $0 }, findsStationary: true)
    var deletions: [Int] = []
    for (oldIndex, newIndex) in alignment.newIndexOfOld.enumerated() where newIndex < 0 {
        deletions.append(oldIndex)
    }
    var insertions: [Int] = []
    var moves: [ListDiff.Match] = []
    for (newIndex, oldIndex) in alignment.oldIndexOfNew.enumerated() {
        if oldIndex < 0 {
            insertions.append(newIndex)
        } else if !alignment.isStationary[newIndex] {
            moves.append(ListDiff.Match(old: oldIndex, new: newIndex))
        }
    }
    return ListDiff(deletions: deletions, insertions: insertions, moves: moves)
}

struct LegacyAlignment {
    // For each new index, the old index of the element paired with it, or -1 when the element is new.
    var oldIndexOfNew: [Int]
    // For each old index, the new index of the element paired with it, or -1 when the element is gone.
    var newIndexOfOld: [Int]
    // For each new index, whether the element is paired and belongs to the longest increasing subsequence; empty when
    // the alignment was built without it.
    var isStationary: [Bool]

    // How far around a mismatch the walk compares elements directly before it hashes: anti-diagonals up to this sum
    // of skipped elements.
    static var directReach: Int { 4 }

    // Aligns `old` with `new` by identity.
    //
    // Every element pairs at most once, with an element of equal identity, and for each identity the number of pairs
    // is the smaller of its counts in the two lists.
    //
    // - Complexity: O(*n*) identity comparisons and hash operations, where *n* is the total number of elements; only
    //   elements that do not line up are hashed. Marking stationary elements adds O(*n* log *n*) comparisons at
    //   worst, O(*n*) when the paired elements are mostly in order.
    init<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identifiedBy identity: (Element) -> ID, findsStationary: Bool
    ) {
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        Self.pair(old, new, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew, newIndexOfOld: &newIndexOfOld)
        self.init(oldIndexOfNew: oldIndexOfNew, newIndexOfOld: newIndexOfOld, findsStationary: findsStationary)
    }

    // Pairs `old` with `new`, writing each pair into both index maps (which start at -1).
    //
    // Identities are computed when needed rather than stored: most elements are compared once or twice.
    static func pair<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identifiedBy identity: (Element) -> ID, oldIndexOfNew: inout [Int],
        newIndexOfOld: inout [Int]
    ) {
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > 0 && newEnd > 0 && identity(old[oldEnd - 1]) == identity(new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
            oldIndexOfNew[newEnd] = oldEnd
            newIndexOfOld[oldEnd] = newEnd
        }
        var skippedOld: [Int] = []
        var skippedNew: [Int] = []
        var oldIndex = 0
        var newIndex = 0
        // The hashed searches are linear in the skipped elements, but a list in no particular order makes every
        // search skip little: past this much work, the rest is simply hashed.
        var searchBudget = 2 * (oldEnd + newEnd) + 256
        walk: while oldIndex < oldEnd && newIndex < newEnd {
            if identity(old[oldIndex]) == identity(new[newIndex]) {
                oldIndexOfNew[newIndex] = oldIndex
                newIndexOfOld[oldIndex] = newIndex
                oldIndex += 1
                newIndex += 1
                continue
            }
            var skip: (old: Int, new: Int)? = nil
            direct: for distance in 1...directReach {
                for oldSkip in 0...distance {
                    let newSkip = distance - oldSkip
                    if oldIndex + oldSkip < oldEnd && newIndex + newSkip < newEnd
                        && identity(old[oldIndex + oldSkip]) == identity(new[newIndex + newSkip])
                    {
                        skip = (oldSkip, newSkip)
                        break direct
                    }
                }
            }
            if skip == nil {
                var window = 2 * directReach
                while true {
                    let oldLimit = Swift.min(window, oldEnd - oldIndex)
                    let newLimit = Swift.min(window, newEnd - newIndex)
                    searchBudget -= oldLimit + newLimit
                    if searchBudget < 0 { break walk }
                    skip = nearestRealignment(
                        old, from: oldIndex, limit: oldLimit, new, from: newIndex, limit: newLimit,
                        identifiedBy: identity)
                    if skip != nil || (oldLimit < window && newLimit < window) { break }
                    window *= 2
                }
            }
            guard let skip else { break walk }
            skippedOld.append(contentsOf: oldIndex..<(oldIndex + skip.old))
            skippedNew.append(contentsOf: newIndex..<(newIndex + skip.new))
            oldIndex += skip.old
            newIndex += skip.new
        }
        skippedOld.append(contentsOf: oldIndex..<oldEnd)
        skippedNew.append(contentsOf: newIndex..<newEnd)
        pairSkipped(
            old, skippedOld, new, skippedNew, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew,
            newIndexOfOld: &newIndexOfOld)
    }

    // The smallest total of elements to skip in both windows so that the lists line up again, or `nil` when no
    // identity of one window is in the other.
    //
    // - Complexity: O(*a* + *b*) expected hash operations for windows of *a* and *b* elements.
    static func nearestRealignment<Element, ID: Hashable>(
        _ old: [Element], from oldStart: Int, limit oldLimit: Int, _ new: [Element], from newStart: Int,
        limit newLimit: Int, identifiedBy identity: (Element) -> ID
    ) -> (old: Int, new: Int)? {
        var firstInNew: [ID: Int] = [:]
        firstInNew.reserveCapacity(newLimit)
        for offset in (0..<newLimit).reversed() { firstInNew[identity(new[newStart + offset])] = offset }
        var best: (old: Int, new: Int)? = nil
        for offset in 0..<oldLimit {
            if let best, offset >= best.old + best.new { break }
            if let newOffset = firstInNew[identity(old[oldStart + offset])],
                best == nil || offset + newOffset < best!.old + best!.new
            {
                best = (offset, newOffset)
            }
        }
        return best
    }

    // Pairs the skipped elements: the k-th skipped occurrence of an identity in `old` with its k-th in `new`.
    //
    // - Complexity: O(*a* + *b*) expected hash operations for *a* and *b* skipped elements.
    static func pairSkipped<Element, ID: Hashable>(
        _ old: [Element], _ skippedOld: [Int], _ new: [Element], _ skippedNew: [Int],
        identifiedBy identity: (Element) -> ID, oldIndexOfNew: inout [Int], newIndexOfOld: inout [Int]
    ) {
        guard !skippedOld.isEmpty && !skippedNew.isEmpty else { return }
        // Each identity heads a list of its skipped old positions, consumed in order.
        var head: [ID: Int] = [:]
        head.reserveCapacity(skippedOld.count)
        var next = [Int](repeating: -1, count: skippedOld.count)
        for offset in skippedOld.indices.reversed() {
            next[offset] = head.updateValue(offset, forKey: identity(old[skippedOld[offset]])) ?? -1
        }
        for newPosition in skippedNew {
            let id = identity(new[newPosition])
            guard let offset = head[id], offset >= 0 else { continue }
            head[id] = next[offset]
            let oldPosition = skippedOld[offset]
            oldIndexOfNew[newPosition] = oldPosition
            newIndexOfOld[oldPosition] = newPosition
        }
    }

    // Stores the pairing and, when asked, marks the stationary elements.
    init(oldIndexOfNew: [Int], newIndexOfOld: [Int], findsStationary: Bool) {
        self.oldIndexOfNew = oldIndexOfNew
        self.newIndexOfOld = newIndexOfOld
        isStationary = findsStationary ? Self.longestIncreasingSubsequence(of: oldIndexOfNew) : []
    }

    // Marks one longest strictly increasing subsequence of the non-negative values of `values`; negative values are
    // holes, never marked. The non-negative values must be distinct.
    //
    // Patience sorting: the k-th tail ends the increasing subsequence of length k + 1 with the smallest last value
    // seen so far. A value larger than every tail extends the longest subsequence in O(1), so nearly sorted input runs
    // in linear time.
    //
    // - Complexity: O(*n* log *n*) for *n* values; O(*n* + *k* log *n*) when all but *k* values exceed every value
    //   before them.
    static func longestIncreasingSubsequence(of values: [Int]) -> [Bool] {
        let count = values.count
        var member = [Bool](repeating: false, count: count)
        guard count > 0 else { return member }
        // NB: every slot a loop below reads was written before, so the buffers need no initialization.
        var predecessor = [Int](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var tailValues = [Int](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var tailPositions = [Int](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var length = 0
        values.withUnsafeBufferPointer { values in
            predecessor.withUnsafeMutableBufferPointer { predecessor in
                tailValues.withUnsafeMutableBufferPointer { tailValues in
                    tailPositions.withUnsafeMutableBufferPointer { tailPositions in
                        for position in 0..<count {
                            let value = values[position]
                            guard value >= 0 else { continue }
                            var slot = length
                            if length > 0 && tailValues[length - 1] >= value {
                                var low = 0
                                var high = length - 1
                                while low < high {
                                    let middle = (low + high) / 2
                                    if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                                }
                                slot = low
                            } else {
                                length += 1
                            }
                            tailValues[slot] = value
                            tailPositions[slot] = position
                            predecessor[position] = slot > 0 ? tailPositions[slot - 1] : -1
                        }
                        var position = length > 0 ? tailPositions[length - 1] : -1
                        while position >= 0 {
                            member[position] = true
                            position = predecessor[position]
                        }
                    }
                }
            }
        }
        return member
    }
}
