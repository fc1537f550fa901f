// How two lists line up.
//
// Pairing by identity is where a diff spends its time: hashing every element of both lists costs two hash-table
// operations per element, each a likely cache miss on large lists. Most real edits leave most elements in order, so
// pairing walks both lists instead:
// 1. the common suffix is paired from the end;
// 2. a forward walk pairs elements whose identities line up. At a mismatch it looks for the nearest place where the
//    lists line up again: first by comparing the few elements around the mismatch (anti-diagonals up to
//    `directReach`), then through hashed windows of growing size. The elements it steps over stay unpaired for now.
//    A window of size K is only searched after the window of size K/2 found nothing, so the resynchronisation skips
//    at least K/2 elements: the search costs a constant per skipped element. No window grows past a sixteenth of the
//    lists, so lists with nothing in order (reversed, all new) give up after one search;
// 3. the skipped elements are paired by hashing: the k-th skipped occurrence of an identity in the old list with its
//    k-th skipped occurrence in the new list. Each hash value is computed once; large inputs are grouped by hash value
//    first, so that each group's table stays in cache;
// 4. optionally, a longest increasing subsequence of the old positions of the paired elements, taken in new order,
//    marks the elements that stay; every other paired element is a move.
// With unique identities, any pairing of equal identities is *the* pairing, so the walk only decides how much gets
// hashed, never the result. Steps 1–3 depend on the identity type and are inlinable so callers get them specialized;
// step 4 runs on integers.

/// How the elements of an old and a new list pair up by identity, and which pairs keep their relative order.
@usableFromInline
struct DiffAlignment {
    /// For each new index, the old index of the element paired with it, or -1 when the element is new.
    @usableFromInline var oldIndexOfNew: [Int]
    /// For each old index, the new index of the element paired with it, or -1 when the element is gone.
    @usableFromInline var newIndexOfOld: [Int]
    /// For each new index, whether the element is paired and belongs to the longest increasing subsequence; empty when
    /// the alignment was built without it.
    @usableFromInline var isStationary: [Bool]

    /// How far around a mismatch the walk compares elements directly before it hashes: anti-diagonals up to this sum
    /// of skipped elements.
    @inlinable static var directReach: Int { 4 }

    /// Aligns `old` with `new` by identity.
    ///
    /// Every element pairs at most once, with an element of equal identity, and for each identity the number of pairs
    /// is the smaller of its counts in the two lists.
    ///
    /// - Complexity: O(*n*) identity comparisons and hash operations, where *n* is the total number of elements; only
    ///   elements that do not line up are hashed. Marking stationary elements adds O(*n* log *n*) comparisons at
    ///   worst, O(*n*) when the paired elements are mostly in order.
    @inlinable
    init<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identifiedBy identity: (Element) -> ID, findsStationary: Bool
    ) {
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        Self.pair(old, new, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew, newIndexOfOld: &newIndexOfOld)
        self.init(oldIndexOfNew: oldIndexOfNew, newIndexOfOld: newIndexOfOld, findsStationary: findsStationary)
    }

    /// Pairs `old` with `new`, writing each pair into both index maps (which start at -1).
    ///
    /// Identities are computed when needed rather than stored: most elements are compared once or twice.
    @inlinable
    static func pair<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identifiedBy identity: (Element) -> ID, oldIndexOfNew: inout [Int],
        newIndexOfOld: inout [Int]
    ) {
        let (oldEnd, newEnd) = pairCommonSuffix(
            old, new, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew, newIndexOfOld: &newIndexOfOld)
        var skippedOld: [Int] = []
        var skippedNew: [Int] = []
        var oldIndex = 0
        var newIndex = 0
        // The hashed searches are linear in the skipped elements, but a list in no particular order makes every
        // search skip little: past this much work, the rest is simply hashed.
        var searchBudget = 2 * (oldEnd + newEnd) + 256
        // Lists with nothing to pair in order (one reversed, or all new) make a search fail at every size: no window
        // grows past a sixteenth of the lists, so such a search costs about a quarter of their length before the rest
        // is hashed, not four times it.
        let widestWindow = Swift.max((oldEnd + newEnd) / 16, 4_096)
        while oldIndex < oldEnd && newIndex < newEnd {
            if identity(old[oldIndex]) == identity(new[newIndex]) {
                oldIndexOfNew[newIndex] = oldIndex
                newIndexOfOld[oldIndex] = newIndex
                oldIndex += 1
                newIndex += 1
                continue
            }
            var skip = nearestDirectRealignment(
                old, from: oldIndex, end: oldEnd, new, from: newIndex, end: newEnd, identifiedBy: identity)
            if skip == nil {
                skip = nearestHashedRealignment(
                    old, from: oldIndex, end: oldEnd, new, from: newIndex, end: newEnd, identifiedBy: identity,
                    budget: &searchBudget, widestWindow: widestWindow)
            }
            guard let skip else { break }
            skippedOld.append(contentsOf: oldIndex..<(oldIndex + skip.old))
            skippedNew.append(contentsOf: newIndex..<(newIndex + skip.new))
            oldIndex += skip.old
            newIndex += skip.new
        }
        skippedOld.append(contentsOf: oldIndex..<oldEnd)
        skippedNew.append(contentsOf: newIndex..<newEnd)
        pairSkipped(
            old, &skippedOld, new, &skippedNew, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew,
            newIndexOfOld: &newIndexOfOld)
    }

    /// Pairs the common suffix of `old` and `new`, from the end. Returns where each list's suffix starts.
    @inlinable
    static func pairCommonSuffix<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identifiedBy identity: (Element) -> ID, oldIndexOfNew: inout [Int],
        newIndexOfOld: inout [Int]
    ) -> (oldEnd: Int, newEnd: Int) {
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > 0 && newEnd > 0 && identity(old[oldEnd - 1]) == identity(new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
            oldIndexOfNew[newEnd] = oldEnd
            newIndexOfOld[oldEnd] = newEnd
        }
        return (oldEnd, newEnd)
    }

    /// The elements to skip in both lists, at most ``directReach`` in all, so that they line up again, found by
    /// comparing elements directly, anti-diagonal by anti-diagonal; `nil` when none that close do.
    @inlinable
    static func nearestDirectRealignment<Element, ID: Hashable>(
        _ old: [Element], from oldIndex: Int, end oldEnd: Int, _ new: [Element], from newIndex: Int, end newEnd: Int,
        identifiedBy identity: (Element) -> ID
    ) -> (old: Int, new: Int)? {
        for distance in 1...directReach {
            for oldSkip in 0...distance {
                let newSkip = distance - oldSkip
                if oldIndex + oldSkip < oldEnd && newIndex + newSkip < newEnd
                    && identity(old[oldIndex + oldSkip]) == identity(new[newIndex + newSkip])
                {
                    return (oldSkip, newSkip)
                }
            }
        }
        return nil
    }

    /// The elements to skip so that the lists line up again, found through hashed windows that double from twice
    /// ``directReach`` up to `widestWindow`, each search spending its windows' lengths from `budget`; `nil` when no
    /// window finds one or the budget runs out, and the walk should stop.
    @inlinable
    static func nearestHashedRealignment<Element, ID: Hashable>(
        _ old: [Element], from oldIndex: Int, end oldEnd: Int, _ new: [Element], from newIndex: Int, end newEnd: Int,
        identifiedBy identity: (Element) -> ID, budget: inout Int, widestWindow: Int
    ) -> (old: Int, new: Int)? {
        var window = 2 * directReach
        while true {
            let oldLimit = Swift.min(window, oldEnd - oldIndex)
            let newLimit = Swift.min(window, newEnd - newIndex)
            budget -= oldLimit + newLimit
            if budget < 0 { return nil }
            let skip = nearestRealignment(
                old, from: oldIndex, limit: oldLimit, new, from: newIndex, limit: newLimit, identifiedBy: identity)
            if skip != nil || (oldLimit < window && newLimit < window) || 2 * window > widestWindow { return skip }
            window *= 2
        }
    }

    /// The smallest total of elements to skip in both windows so that the lists line up again, or `nil` when no
    /// identity of one window is in the other.
    ///
    /// - Complexity: O(*a* + *b*) expected hash operations for windows of *a* and *b* elements.
    @inlinable
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

    /// Pairs the skipped elements: the k-th skipped occurrence of an identity in `old` with its k-th in `new`.
    ///
    /// A hash table over a million elements is a cache miss per access, so the elements are first partitioned by the
    /// high bits of their identity's hash value, keeping their order: equal identities land in the same partition, in
    /// order. Each partition is then paired with a small table that stays in cache. In a partition, each identity of
    /// the old elements heads a chain of its occurrences, consumed in order, through an open-addressing table whose
    /// slot is `0` when empty, the chain's head plus one, or, once the chain is used up, minus (its last element plus
    /// one): the identity stays in the table, to be compared. Identities are compared only when hash values are
    /// equal, so a lookup that finds nothing (every lookup, when all elements are new) reads no element.
    ///
    /// - Complexity: O(*a* + *b*) expected hash operations for *a* and *b* skipped elements, each hash value computed
    ///   once.
    @inlinable
    static func pairSkipped<Element, ID: Hashable>(
        _ old: [Element], _ skippedOld: inout [Int], _ new: [Element], _ skippedNew: inout [Int],
        identifiedBy identity: (Element) -> ID, oldIndexOfNew: inout [Int], newIndexOfOld: inout [Int]
    ) {
        guard !skippedOld.isEmpty && !skippedNew.isEmpty else { return }
        let (oldEntries, newEntries) = partitionedForPairing(
            old, &skippedOld, new, &skippedNew, identifiedBy: identity)
        let partitionCount = oldEntries.starts.count - 1
        var largest = 0
        for index in 0..<partitionCount {
            largest = Swift.max(largest, oldEntries.starts[index + 1] - oldEntries.starts[index])
        }
        var slots = [Int](repeating: 0, count: tableCapacity(for: largest))
        var next = [Int](repeating: -1, count: oldEntries.positions.count)
        for index in 0..<partitionCount {
            let oldRange = oldEntries.starts[index]..<oldEntries.starts[index + 1]
            let newRange = newEntries.starts[index]..<newEntries.starts[index + 1]
            guard !oldRange.isEmpty && !newRange.isEmpty else { continue }
            let mask = tableCapacity(for: oldRange.count) - 1
            for slot in 0...mask { slots[slot] = 0 }
            // Backwards, so that each chain ends up in order, its head the first occurrence.
            for entry in oldRange.reversed() {
                let hash = oldEntries.hashes[entry]
                var slot = hash & mask
                while true {
                    let head = slots[slot] - 1
                    if head < 0 {
                        slots[slot] = entry + 1
                        break
                    }
                    if oldEntries.hashes[head] == hash
                        && identity(old[oldEntries.positions[head]]) == identity(old[oldEntries.positions[entry]])
                    {
                        next[entry] = head
                        slots[slot] = entry + 1
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
            for entry in newRange {
                let hash = newEntries.hashes[entry]
                var slot = hash & mask
                while slots[slot] != 0 {
                    let state = slots[slot]
                    let oldEntry = state > 0 ? state - 1 : -state - 1
                    if oldEntries.hashes[oldEntry] == hash
                        && identity(old[oldEntries.positions[oldEntry]]) == identity(new[newEntries.positions[entry]])
                    {
                        if state > 0 {
                            slots[slot] = next[oldEntry] >= 0 ? next[oldEntry] + 1 : -(oldEntry + 1)
                            let oldPosition = oldEntries.positions[oldEntry]
                            let newPosition = newEntries.positions[entry]
                            oldIndexOfNew[newPosition] = oldPosition
                            newIndexOfOld[oldPosition] = newPosition
                        }
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The skipped positions of both lists grouped by the same partitions of their hash values, with at most about
    /// 131,072 old elements per partition: a table of at most 262,144 slots, 2 MB.
    @inlinable
    static func partitionedForPairing<Element, ID: Hashable>(
        _ old: [Element], _ skippedOld: inout [Int], _ new: [Element], _ skippedNew: inout [Int],
        identifiedBy identity: (Element) -> ID
    ) -> (old: PartitionedEntries, new: PartitionedEntries) {
        var partitionBits = 0
        while (131_072 << partitionBits) < skippedOld.count { partitionBits += 1 }
        let partitionCount = 1 << partitionBits
        func partition(_ hash: Int) -> Int {
            partitionBits == 0 ? 0 : Int(bitPattern: UInt(bitPattern: hash) >> (UInt.bitWidth - partitionBits))
        }
        let oldEntries = partitioned(
            &skippedOld, hashedBy: { identity(old[$0]).hashValue }, into: partitionCount, by: partition)
        let newEntries = partitioned(
            &skippedNew, hashedBy: { identity(new[$0]).hashValue }, into: partitionCount, by: partition)
        return (oldEntries, newEntries)
    }

    /// Positions grouped by partition, with the hash value of each: see ``partitioned(_:hashedBy:into:by:)``.
    @usableFromInline
    typealias PartitionedEntries = (hashes: [Int], positions: [Int], starts: [Int])

    /// The number of slots of a table for `count` elements: a power of two, at most three quarters full.
    @inlinable
    static func tableCapacity(for count: Int) -> Int {
        var capacity = 16
        while capacity / 4 * 3 < count { capacity *= 2 }
        return capacity
    }

    /// `positions` with the hash value of each, grouped by partition and in their order within each: partition *p*
    /// is `starts[p]..<starts[p + 1]`. The grouped positions replace `positions`, whose memory is released.
    ///
    /// - Complexity: O(*n* + *p*) for *n* positions and *p* partitions; `hash` is called once per position.
    @inlinable
    static func partitioned(
        _ positions: inout [Int], hashedBy hash: (Int) -> Int, into partitionCount: Int, by partition: (Int) -> Int
    ) -> (hashes: [Int], positions: [Int], starts: [Int]) {
        let hashes = positions.map(hash)
        guard partitionCount > 1 else { return (hashes, positions, [0, positions.count]) }
        var starts = [Int](repeating: 0, count: partitionCount + 1)
        for value in hashes { starts[partition(value) + 1] += 1 }
        for index in 0..<partitionCount { starts[index + 1] += starts[index] }
        var fill = starts
        var sortedHashes = [Int](repeating: 0, count: positions.count)
        var sortedPositions = [Int](repeating: 0, count: positions.count)
        for (offset, value) in hashes.enumerated() {
            let target = fill[partition(value)]
            fill[partition(value)] = target + 1
            sortedHashes[target] = value
            sortedPositions[target] = positions[offset]
        }
        positions = []
        return (sortedHashes, sortedPositions, starts)
    }

    /// Stores the pairing and, when asked, marks the stationary elements.
    @usableFromInline
    init(oldIndexOfNew: [Int], newIndexOfOld: [Int], findsStationary: Bool) {
        self.oldIndexOfNew = oldIndexOfNew
        self.newIndexOfOld = newIndexOfOld
        isStationary = findsStationary ? Self.longestIncreasingSubsequence(of: oldIndexOfNew) : []
    }

    /// Marks one longest strictly increasing subsequence of the non-negative values of `values`; negative values are
    /// holes, never marked. The non-negative values must be distinct.
    ///
    /// Patience sorting: the k-th tail ends the increasing subsequence of length k + 1 with the smallest last value
    /// seen so far. A value larger than every tail extends the longest subsequence in O(1), so nearly sorted input runs
    /// in linear time.
    ///
    /// - Complexity: O(*n* log *n*) for *n* values; O(*n* + *k* log *n*) when all but *k* values exceed every value
    ///   before them.
    static func longestIncreasingSubsequence(of values: [Int]) -> [Bool] {
        let count = values.count
        var member = [Bool](repeating: false, count: count)
        guard count > 0 else { return member }
        // NB: the one loop over unchecked buffers in the diff, kept for speed; it is sound because every access is in
        // bounds and reads only what was written. All four buffers hold `count` elements. `position` runs below
        // `count`; `slot` and `low`/`high`/`middle` stay in 0...length, and `length` (the subsequences found) never
        // exceeds the positions seen, so it is at most `position` before the write and `count` after. Tail slots below
        // `length` were written when `length` grew past them, and `predecessor[position]` is written for every
        // position that enters a tail, which is the only way back-tracking reaches it. So the buffers need no
        // initialization either.
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
