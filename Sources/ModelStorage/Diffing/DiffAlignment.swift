// How two lists line up.
//
// Pairing by identity is where a diff spends its time: hashing every element of both lists costs two hash-table
// operations per element, each a likely cache miss on large lists. Most real edits leave most elements in order, so
// pairing walks both lists instead:
// 1. the common suffix is paired from the end, then the common prefix of what precedes it, before anything is
//    allocated: a list that changed only at its ends (or not at all) costs one comparison per element;
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
//    marks the elements that stay; every other paired element is a move. Only the middle between the common ends
//    takes part: the prefix and the suffix stay. When the walk stepped over at most half of the middle, `ListDiff`
//    keeps its pairs as runs (the walk's, and a run of one per hashed pair) and sorts a run at a time, so nothing is
//    sized by the lists; otherwise it writes them into index maps, as `DiffAlignment` does for `SectionedDiff`.
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
        _ old: [Element], _ new: [Element], identifiedBy identify: (Element) -> ID, findsStationary: Bool
    ) {
        self = withoutActuallyEscaping(identify) { identify in
            Self(
                old, new, rules: ClosureDiffRules(identify, isContentEqual: { _, _ in true }),
                findsStationary: findsStationary)
        }
    }

    /// Aligns `old` with `new` by the identity of `rules`; see ``init(_:_:identifiedBy:findsStationary:)``.
    @inlinable
    init<Rules: DiffRules>(_ old: [Rules.Element], _ new: [Rules.Element], rules identity: Rules, findsStationary: Bool)
    {
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        let (prefix, suffix) = Self.commonEnds(old, new, identifiedBy: identity)
        for index in 0..<prefix {
            oldIndexOfNew[index] = index
            newIndexOfOld[index] = index
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        for offset in 0..<suffix {
            oldIndexOfNew[newMiddle.upperBound + offset] = oldMiddle.upperBound + offset
            newIndexOfOld[oldMiddle.upperBound + offset] = newMiddle.upperBound + offset
        }
        if !oldMiddle.isEmpty && !newMiddle.isEmpty {
            _ = Self.pair(
                old, oldMiddle, new, newMiddle, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew,
                newIndexOfOld: &newIndexOfOld, oldBase: 0, newBase: 0)
        }
        self.init(oldIndexOfNew: oldIndexOfNew, newIndexOfOld: newIndexOfOld, findsStationary: findsStationary)
    }

    /// The lengths of the common suffix of `old` and `new`, and of the common prefix of what precedes it: the suffix
    /// pairs first, so an element of both is counted in the suffix.
    ///
    /// - Complexity: O(*p* + *s*) identity comparisons for a prefix of *p* and a suffix of *s* elements; nothing is
    ///   allocated.
    @inlinable
    static func commonEnds<Rules: DiffRules>(
        _ old: [Rules.Element], _ new: [Rules.Element], identifiedBy identity: Rules
    ) -> (prefix: Int, suffix: Int) {
        let shorter = Swift.min(old.count, new.count)
        let oldLast = old.count - 1
        let newLast = new.count - 1
        // Slices of the compared elements let the bounds checks leave the loops; `&-` and `&+` stay in range.
        let oldEnd = old[(old.count - shorter)...]
        let newEnd = new[(new.count - shorter)...]
        var suffix = 0
        while suffix < shorter && identity(oldEnd[oldLast &- suffix]) == identity(newEnd[newLast &- suffix]) {
            suffix &+= 1
        }
        let oldStart = old[..<(shorter - suffix)]
        let newStart = new[..<(shorter - suffix)]
        var prefix = 0
        while prefix < shorter - suffix && identity(oldStart[prefix]) == identity(newStart[prefix]) { prefix &+= 1 }
        return (prefix, suffix)
    }

    /// Pairs `old[oldRange]` with `new[newRange]`, writing each pair into both index maps (which start at -1): the
    /// entry for new index *j* is `oldIndexOfNew[j - newBase]`, holding the old index minus `oldBase`, and likewise
    /// for `newIndexOfOld`. Returns the number of pairs.
    ///
    /// The ranges end where the common suffix of the lists starts (``commonEnds(_:_:identifiedBy:)``), which pairs
    /// first; elements before the ranges' starts take no part.
    @inlinable
    static func pair<Rules: DiffRules>(
        _ old: [Rules.Element], _ oldRange: Range<Int>, _ new: [Rules.Element], _ newRange: Range<Int>,
        identifiedBy identity: Rules, oldIndexOfNew: inout [Int], newIndexOfOld: inout [Int], oldBase: Int,
        newBase: Int
    ) -> Int {
        var (runs, skippedOld, skippedNew) = walk(old, oldRange, new, newRange, identifiedBy: identity)
        return pair(
            runs, old, &skippedOld, new, &skippedNew, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew,
            newIndexOfOld: &newIndexOfOld, oldBase: oldBase, newBase: newBase)
    }

    /// Writes the pairs of `runs` into both index maps, then pairs the skipped elements; see
    /// ``pair(_:_:_:_:identifiedBy:oldIndexOfNew:newIndexOfOld:oldBase:newBase:)``. Returns the number of pairs.
    @inlinable
    static func pair<Rules: DiffRules>(
        _ runs: [DiffRun], _ old: [Rules.Element], _ skippedOld: inout [Int], _ new: [Rules.Element],
        _ skippedNew: inout [Int], identifiedBy identity: Rules, oldIndexOfNew: inout [Int],
        newIndexOfOld: inout [Int], oldBase: Int, newBase: Int
    ) -> Int {
        var pairs = 0
        for run in runs {
            for offset in 0..<run.length {
                oldIndexOfNew[run.new - newBase + offset] = run.old - oldBase + offset
            }
            for offset in 0..<run.length {
                newIndexOfOld[run.old - oldBase + offset] = run.new - newBase + offset
            }
            pairs += run.length
        }
        pairs += pairSkipped(
            old, &skippedOld, new, &skippedNew, identifiedBy: identity, oldIndexOfNew: &oldIndexOfNew,
            newIndexOfOld: &newIndexOfOld, oldBase: oldBase, newBase: newBase)
        return pairs
    }

    /// Walks `old[oldRange]` and `new[newRange]` forward: the runs of elements whose identities line up, in order,
    /// and the elements stepped over, ascending, to be paired by hashing. Identities are computed when needed rather
    /// than stored: most elements are compared once or twice.
    ///
    /// The ranges end where the common suffix of the lists starts (``commonEnds(_:_:identifiedBy:)``), which pairs
    /// first.
    @inlinable
    static func walk<Rules: DiffRules>(
        _ old: [Rules.Element], _ oldRange: Range<Int>, _ new: [Rules.Element], _ newRange: Range<Int>,
        identifiedBy identity: Rules
    ) -> (runs: [DiffRun], skippedOld: [Int], skippedNew: [Int]) {
        let oldEnd = oldRange.upperBound
        let newEnd = newRange.upperBound
        var runs: [DiffRun] = []
        var skippedOld: [Int] = []
        var skippedNew: [Int] = []
        var oldIndex = oldRange.lowerBound
        var newIndex = newRange.lowerBound
        // The hashed searches are linear in the skipped elements, but a list in no particular order makes every
        // search skip little: past this much work, the rest is simply hashed.
        var searchBudget = 2 * (oldEnd + newEnd) + 256
        // Lists with nothing to pair in order (one reversed, or all new) make a search fail at every size: no window
        // grows past a sixteenth of the lists, so such a search costs about a quarter of their length before the rest
        // is hashed, not four times it.
        let widestWindow = Swift.max((oldEnd + newEnd) / 16, 4_096)
        while oldIndex < oldEnd && newIndex < newEnd {
            // Both indices stay below their ends, so `&+` cannot overflow; slices let the bounds checks leave the loop.
            let longest = Swift.min(oldEnd - oldIndex, newEnd - newIndex)
            let oldRun = old[oldIndex..<(oldIndex + longest)]
            let newRun = new[newIndex..<(newIndex + longest)]
            var run = 0
            while run < longest && identity(oldRun[oldIndex &+ run]) == identity(newRun[newIndex &+ run]) {
                run &+= 1
            }
            if run > 0 {
                runs.append(DiffRun(old: oldIndex, new: newIndex, length: run))
                oldIndex += run
                newIndex += run
                // The run ended at a mismatch, or at an end: either way there is no need to compare those again.
                guard oldIndex < oldEnd && newIndex < newEnd else { break }
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
        return (runs, skippedOld, skippedNew)
    }

    /// The elements to skip in both lists, at most ``directReach`` in all, so that they line up again, found by
    /// comparing elements directly, anti-diagonal by anti-diagonal; `nil` when none that close do.
    @inlinable
    static func nearestDirectRealignment<Rules: DiffRules>(
        _ old: [Rules.Element], from oldIndex: Int, end oldEnd: Int, _ new: [Rules.Element], from newIndex: Int,
        end newEnd: Int,
        identifiedBy identity: Rules
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
    static func nearestHashedRealignment<Rules: DiffRules>(
        _ old: [Rules.Element], from oldIndex: Int, end oldEnd: Int, _ new: [Rules.Element], from newIndex: Int,
        end newEnd: Int,
        identifiedBy identity: Rules, budget: inout Int, widestWindow: Int
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
    static func nearestRealignment<Rules: DiffRules>(
        _ old: [Rules.Element], from oldStart: Int, limit oldLimit: Int, _ new: [Rules.Element], from newStart: Int,
        limit newLimit: Int, identifiedBy identity: Rules
    ) -> (old: Int, new: Int)? {
        var firstInNew: [Rules.ID: Int] = [:]
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
    /// Index maps and bases as in ``pair(_:_:_:_:identifiedBy:oldIndexOfNew:newIndexOfOld:oldBase:newBase:)``;
    /// returns the number of pairs.
    ///
    /// - Complexity: O(*a* + *b*) expected hash operations for *a* and *b* skipped elements, each hash value computed
    ///   once.
    @inlinable
    static func pairSkipped<Rules: DiffRules>(
        _ old: [Rules.Element], _ skippedOld: inout [Int], _ new: [Rules.Element], _ skippedNew: inout [Int],
        identifiedBy identity: Rules, oldIndexOfNew: inout [Int], newIndexOfOld: inout [Int], oldBase: Int,
        newBase: Int
    ) -> Int {
        guard !skippedOld.isEmpty && !skippedNew.isEmpty else { return 0 }
        var pairs = 0
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
                            oldIndexOfNew[newPosition - newBase] = oldPosition - oldBase
                            newIndexOfOld[oldPosition - oldBase] = newPosition - newBase
                            pairs += 1
                        }
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        return pairs
    }

    /// The skipped positions of both lists grouped by the same partitions of their hash values, with at most about
    /// 131,072 old elements per partition: a table of at most 262,144 slots, 2 MB.
    @inlinable
    static func partitionedForPairing<Rules: DiffRules>(
        _ old: [Rules.Element], _ skippedOld: inout [Int], _ new: [Rules.Element], _ skippedNew: inout [Int],
        identifiedBy identity: Rules
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

    /// The pairs of a walked middle, ascending by new index: the walk's `runs`, and each skipped new element paired
    /// with the skipped old one at position `skippedOldOfNew[j]` of `skippedOld`, as a run of one. Also where each
    /// of the walk's runs and each skipped old element (-1 if unpaired) ended up in them.
    @usableFromInline
    static func runsInNewOrder(
        _ runs: [DiffRun], skippedOld: [Int], skippedNew: [Int], skippedOldOfNew: [Int]
    ) -> MergedRuns {
        var merged = MergedRuns(
            runs: [], walkRunIndex: [Int](repeating: -1, count: runs.count),
            skippedOldIndex: [Int](repeating: -1, count: skippedOld.count))
        merged.runs.reserveCapacity(runs.count + skippedNew.count)
        var next = 0
        for (index, partner) in skippedOldOfNew.enumerated() where partner >= 0 {
            while next < runs.count && runs[next].new < skippedNew[index] {
                merged.walkRunIndex[next] = merged.runs.count
                merged.runs.append(runs[next])
                next += 1
            }
            merged.skippedOldIndex[partner] = merged.runs.count
            merged.runs.append(DiffRun(old: skippedOld[partner], new: skippedNew[index], length: 1))
        }
        while next < runs.count {
            merged.walkRunIndex[next] = merged.runs.count
            merged.runs.append(runs[next])
            next += 1
        }
        return merged
    }

    /// The first position of the ascending `tails` whose value is not below `value`, `tails.count` when there is none.
    ///
    /// Searched from the end, in steps that double, then by bisection: values mostly land near the end, where the
    /// search reads a few tails that are in cache instead of bisecting the whole array.
    ///
    /// - Complexity: O(log *d*) for a result *d* positions before the end.
    @usableFromInline
    static func lowerBound(of value: Int, inTails tails: ArraySlice<Int>) -> Int {
        // The slice starts at 0 (`tails[..<count]`, or a whole array), so its indices are positions.
        var high = tails.endIndex  // tails[high...] are all >= value
        var step = 1
        while high > 0 && tails[high - 1] >= value {
            let next = Swift.max(high - step, 0)
            if tails[next] < value {
                // tails[next] < value <= tails[high - 1]: bisect next + 1 ..< high - 1.
                var low = next + 1
                var top = high - 1
                while low < top {
                    let middle = (low + top) / 2
                    if tails[middle] < value { low = middle + 1 } else { top = middle }
                }
                return low
            }
            high = next
            step *= 2
        }
        return high
    }

    /// What ``markLongestIncreasingSubsequence(of:predecessors:capacity:)`` leaves at the value of each element of
    /// the subsequence it found.
    @usableFromInline static var stationaryMark: Int { -2 }

    /// Finds the same longest strictly increasing subsequence of the non-negative values of `values` as
    /// ``longestIncreasingSubsequence(of:)``, keyed by value instead of position, and returns its length.
    ///
    /// The values must be distinct and below `predecessors.count`; `predecessors` is scratch space, of which only the
    /// entries at those values are written. Afterwards the entry at each value of the subsequence is
    /// ``stationaryMark``, and the entry at any other value is not. `capacity` bounds the subsequence's length (the
    /// number of non-negative values), so that its tails are allocated once.
    ///
    /// - Complexity: O(*n* log *n*) for *n* values; O(*n* + *k* log *n*) when all but *k* values exceed every value
    ///   before them.
    @usableFromInline
    static func markLongestIncreasingSubsequence(of values: [Int], predecessors: inout [Int], capacity: Int) -> Int {
        // The k-th tail ends the increasing subsequence of length k + 1 with the smallest last value seen so far; the
        // predecessor of a value is the tail before the one it became, -1 for none.
        var tails: [Int] = []
        tails.reserveCapacity(capacity)
        var last = -1  // the last tail, -1 while there is none
        for value in values where value >= 0 {
            if value > last {
                predecessors[value] = last
                tails.append(value)
                last = value
            } else {
                let low = lowerBound(of: value, inTails: tails[...])
                tails[low] = value
                predecessors[value] = low > 0 ? tails[low - 1] : -1
                if low == tails.count - 1 { last = value }
            }
        }
        var value = last
        while value >= 0 {
            let previous = predecessors[value]
            predecessors[value] = stationaryMark
            value = previous
        }
        return tails.count
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

/// How a diff identifies elements and compares their content; a type rather than two closures, so that a diff
/// specialized for it compares identities inline.
@usableFromInline
protocol DiffRules {
    /// The elements diffed.
    associatedtype Element
    /// What pairs elements.
    associatedtype ID: Hashable
    /// The identity of `element`.
    func callAsFunction(_ element: Element) -> ID
    /// Whether two paired elements have the same content.
    func isContentEqual(_ old: Element, _ new: Element) -> Bool
    /// Whether content can differ at all; when it cannot, paired elements are not compared.
    static var comparesContent: Bool { get }
}

/// Rules given as closures.
@usableFromInline
struct ClosureDiffRules<Element, ID: Hashable>: DiffRules {
    @usableFromInline let identity: (Element) -> ID
    @usableFromInline let contentEquality: (Element, Element) -> Bool

    @inlinable
    init(_ identity: @escaping (Element) -> ID, isContentEqual: @escaping (Element, Element) -> Bool) {
        self.identity = identity
        contentEquality = isContentEqual
    }

    @inlinable func callAsFunction(_ element: Element) -> ID { identity(element) }
    @inlinable func isContentEqual(_ old: Element, _ new: Element) -> Bool { contentEquality(old, new) }
    @inlinable static var comparesContent: Bool { true }
}

/// `Hashable` values, each its own identity: a value that changes is another value, so content never differs.
@usableFromInline
struct ValueDiffRules<Element: Hashable>: DiffRules, Sendable {
    @inlinable init() {}
    @inlinable func callAsFunction(_ element: Element) -> Element { element }
    @inlinable func isContentEqual(_ old: Element, _ new: Element) -> Bool { true }
    @inlinable static var comparesContent: Bool { false }
}

/// Models identified by their `identifier` and compared with `==`.
@usableFromInline
struct ModelDiffRules<Element: EntityIdentifiable & Equatable>: DiffRules, Sendable {
    @inlinable init() {}
    @inlinable func callAsFunction(_ element: Element) -> AnyHashable { element.identifier }
    @inlinable func isContentEqual(_ old: Element, _ new: Element) -> Bool { old == new }
    @inlinable static var comparesContent: Bool { true }
}

/// Elements that pair in order: `length` elements from index `old` of the old list pair with as many from index `new`
/// of the new list.
@usableFromInline
struct DiffRun {
    /// The old index of the first element.
    @usableFromInline var old: Int
    /// The new index of the first element.
    @usableFromInline var new: Int
    /// The number of elements.
    @usableFromInline var length: Int

    @inlinable
    init(old: Int, new: Int, length: Int) {
        self.old = old
        self.new = new
        self.length = length
    }
}

/// Every pair of a walked middle as runs ascending by new index; see
/// ``DiffAlignment/runsInNewOrder(_:skippedOld:skippedNew:skippedOldOfNew:)``.
@usableFromInline
struct MergedRuns {
    /// The runs, ascending by new index.
    @usableFromInline var runs: [DiffRun]
    /// For each run of the walk, its position in `runs`.
    @usableFromInline var walkRunIndex: [Int]
    /// For each skipped old element, the position of its run of one in `runs`, or -1 when it did not pair.
    @usableFromInline var skippedOldIndex: [Int]

    @inlinable
    init(runs: [DiffRun], walkRunIndex: [Int], skippedOldIndex: [Int]) {
        self.runs = runs
        self.walkRunIndex = walkRunIndex
        self.skippedOldIndex = skippedOldIndex
    }
}
