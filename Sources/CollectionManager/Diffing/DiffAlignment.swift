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
//    at least K/2 elements: the search costs a constant per skipped element;
// 3. the skipped elements are paired by hashing: the k-th skipped occurrence of an identity in the old list with its
//    k-th skipped occurrence in the new list;
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
        // search skip little, and lists with nothing to pair (one reversed, or all new) make every search fail and
        // grow to the whole list. So the searches may cost a quarter of the remaining elements, plus two for each
        // element the walk has paired (the hashing it saved): past that, the rest is simply hashed.
        let searchAllowance = (oldEnd + newEnd) / 4 + 256
        var searchCost = 0
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
                    searchCost += oldLimit + newLimit
                    // NB: `oldIndex - skippedOld.count` old elements are paired by the walk so far.
                    if searchCost > searchAllowance + 2 * (oldIndex - skippedOld.count) { break walk }
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
    /// Each identity of the skipped old elements heads a chain of its occurrences, consumed in order. The heads live in
    /// an open-addressing table of (hash value, entry) slots rather than a `Dictionary`: one slot holds all a lookup
    /// needs, so a lookup that finds nothing (every lookup, when all elements are new) reads one slot, and the
    /// identity is only compared again when the hash values are equal. An entry is `0` for an empty slot, the
    /// skipped-old offset of the chain's head plus one, or, once the chain is used up, minus (the last offset plus
    /// one): the identity stays in the table, to be compared.
    ///
    /// - Complexity: O(*a* + *b*) expected hash operations for *a* and *b* skipped elements.
    @inlinable
    static func pairSkipped<Element, ID: Hashable>(
        _ old: [Element], _ skippedOld: [Int], _ new: [Element], _ skippedNew: [Int],
        identifiedBy identity: (Element) -> ID, oldIndexOfNew: inout [Int], newIndexOfOld: inout [Int]
    ) {
        guard !skippedOld.isEmpty && !skippedNew.isEmpty else { return }
        // At most three quarters full, so probe sequences stay short.
        var capacity = 16
        while capacity / 4 * 3 < skippedOld.count { capacity *= 2 }
        let mask = capacity - 1
        var slots = [(hash: Int, entry: Int)](repeating: (0, 0), count: capacity)
        var next = [Int](repeating: -1, count: skippedOld.count)
        for offset in skippedOld.indices.reversed() {
            let id = identity(old[skippedOld[offset]])
            let hash = id.hashValue
            var slot = hash & mask
            while true {
                let entry = slots[slot].entry
                if entry == 0 {
                    slots[slot] = (hash, offset + 1)
                    break
                }
                if slots[slot].hash == hash && identity(old[skippedOld[entry - 1]]) == id {
                    next[offset] = entry - 1
                    slots[slot].entry = offset + 1
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        for newPosition in skippedNew {
            let id = identity(new[newPosition])
            let hash = id.hashValue
            var slot = hash & mask
            while true {
                let entry = slots[slot].entry
                if entry == 0 { break }
                if slots[slot].hash == hash {
                    let offset = entry > 0 ? entry - 1 : -entry - 1
                    if identity(old[skippedOld[offset]]) == id {
                        if entry > 0 {
                            let following = next[offset]
                            slots[slot].entry = following >= 0 ? following + 1 : -(offset + 1)
                            let oldPosition = skippedOld[offset]
                            oldIndexOfNew[newPosition] = oldPosition
                            newIndexOfOld[oldPosition] = newPosition
                        }
                        break
                    }
                }
                slot = (slot + 1) & mask
            }
        }
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
