/// The changes that turn one list of identified elements into another, with the fewest possible moves.
///
/// Elements are paired by identity; a paired element whose content differs is an update. Of the paired elements, a
/// longest run that keeps its relative order stays where it is, and every other one is a move: no diff of the same
/// pairing can move fewer elements, because whatever stays must keep its order.
///
/// ```swift
/// let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
/// diff.deletions    // [1]          "b"
/// diff.insertions   // [3]          "e"
/// diff.moves        // [3 → 0]      "d"; "a" and "c" stay
/// diff.operations   // the same changes as one batch update, for a collection view
/// ```
///
/// ## Duplicates
/// Identities need not be unique, and duplicates never trap. Every element pairs at most once, with an element of the
/// same identity, and each identity pairs as often as it can: min(old count, new count) times; its extra occurrences
/// are deletions or insertions. Occurrences that line up when both lists are walked in order pair first (the common
/// suffix, then a forward walk); the remaining ones pair in order, the k-th remaining old occurrence with the k-th
/// remaining new one. The number of moves is minimal for that pairing. With unique identities the pairing is the only
/// possible one, so the moves are the fewest of any diff.
///
/// ## Coordinates
/// ``deletions`` are old indices, ``insertions`` new indices; ``moves`` and ``updates`` give both. Together they read
/// as one batch update of a collection view, except for updates: a batch cannot reload an element it moves, and places
/// a reload as if nothing moved. ``operations`` turns the diff into changes one batch accepts.
public struct ListDiff: Hashable, Sendable, CustomStringConvertible {
    /// An element present in both lists: its old and its new index.
    public struct Match: Hashable, Sendable, CustomStringConvertible {
        /// The element's index in the old list.
        public var old: Int
        /// The element's index in the new list.
        public var new: Int

        /// Pairs an old index with a new one.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }

        /// `old → new`.
        public var description: String { "\(old) → \(new)" }
    }

    /// Old indices of the elements that are not in the new list, ascending.
    public var deletions: [Int]

    /// New indices of the elements that were not in the old list, ascending.
    public var insertions: [Int]

    /// The paired elements that change their relative order, ascending by new index. Their number is the minimum for
    /// the pairing: the paired elements minus a longest increasing subsequence of them.
    public var moves: [Match]

    /// The paired elements whose content changed, moved or not, ascending by new index.
    public var updates: [Match]

    /// Creates a diff from its parts; ``init(from:to:identifiedBy:isContentEqual:)`` computes one.
    public init(deletions: [Int] = [], insertions: [Int] = [], moves: [Match] = [], updates: [Match] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
    }

    /// Whether the lists are equal: nothing deleted, inserted, moved or updated.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// For example `deletions [1], insertions [3], moves [3 → 0], updates []`.
    public var description: String {
        "deletions \(deletions), insertions \(insertions), moves \(moves), updates \(updates)"
    }

    /// Computes the diff between two lists, pairing elements by `identity` and comparing paired elements with
    /// `isContentEqual`.
    ///
    /// ```swift
    /// let diff = ListDiff(from: oldPosts, to: newPosts, identifiedBy: \.id, isContentEqual: ==)
    /// ```
    ///
    /// - Complexity: O(*n*) identity comparisons and expected hash operations, for *n* elements in both lists (only
    ///   elements that do not line up are hashed), plus O(*n* log *n*) comparisons at worst to find the moves: O(*n*)
    ///   when the elements that stay are mostly in order. `identity` is called O(1) times per element, amortized;
    ///   `isContentEqual` once per paired element. Lists that differ only at their ends (or not at all) cost one
    ///   identity comparison per element and allocate nothing beyond the diff.
    @inlinable
    public init<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        identifiedBy identity: (Element) -> ID,
        isContentEqual: (Element, Element) -> Bool
    ) {
        self = withoutActuallyEscaping(identity) { identity in
            withoutActuallyEscaping(isContentEqual) { isContentEqual in
                ListDiff(from: old, to: new, rules: ClosureDiffRules(identity, isContentEqual: isContentEqual))
            }
        }
    }

    /// Computes the diff between two lists, pairing elements by the identity of `rules` and comparing paired elements
    /// with its content equality; the public initializers pick the rules, so that each specializes with them inline.
    @inlinable
    init<Rules: DiffRules>(from old: [Rules.Element], to new: [Rules.Element], rules: Rules) {
        // The common ends pair first, without allocating: an unchanged list costs one pass over both. Only the middle
        // between them is aligned, with index maps relative to its start.
        let (prefix, suffix) = DiffAlignment.commonEnds(old, new, identifiedBy: rules)
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        var updates: [Match] = []
        // Values are their own identity (`ValueDiffRules`): no content to compare, and no pass to do it.
        let comparesContent = Rules.comparesContent
        if comparesContent {
            for index in 0..<prefix where !rules.isContentEqual(old[index], new[index]) {
                updates.append(Match(old: index, new: index))
            }
        }
        if oldMiddle.isEmpty || newMiddle.isEmpty {
            self.init(deletions: Array(oldMiddle), insertions: Array(newMiddle))
        } else {
            var (runs, skippedOld, skippedNew) = DiffAlignment.walk(
                old, oldMiddle, new, newMiddle, identifiedBy: rules)
            if skippedOld.count + skippedNew.count <= (oldMiddle.count + newMiddle.count) / 2 {
                // Mostly in order: the runs stand for most pairs, and nothing is sized by the lists.
                var oldKeys = Array(skippedOld.indices)
                var newKeys = Array(skippedNew.indices)
                var skippedOldOfNew = [Int](repeating: -1, count: skippedNew.count)
                var skippedNewOfOld = [Int](repeating: -1, count: skippedOld.count)
                _ = DiffAlignment.pairSkipped(
                    skippedOld.map { old[$0] }, &oldKeys, skippedNew.map { new[$0] }, &newKeys, identifiedBy: rules,
                    oldIndexOfNew: &skippedOldOfNew, newIndexOfOld: &skippedNewOfOld, oldBase: 0, newBase: 0)
                let merged = DiffAlignment.runsInNewOrder(
                    runs, skippedOld: skippedOld, skippedNew: skippedNew, skippedOldOfNew: skippedOldOfNew)
                if comparesContent {
                    for item in merged.runs {
                        for offset in 0..<item.length
                        where !rules.isContentEqual(old[item.old + offset], new[item.new + offset]) {
                            updates.append(Match(old: item.old + offset, new: item.new + offset))
                        }
                    }
                }
                self.init(
                    merged, walkRuns: runs, skippedOld: skippedOld, skippedNewOfOld: skippedNewOfOld,
                    skippedNew: skippedNew, skippedOldOfNew: skippedOldOfNew)
                self.updates = updates
                appendSuffixUpdates(old, new, suffix: suffix, rules: rules)
                return
            }
            var oldIndexOfNew = [Int](repeating: -1, count: newMiddle.count)
            var newIndexOfOld = [Int](repeating: -1, count: oldMiddle.count)
            let pairs = DiffAlignment.pair(
                runs, old, &skippedOld, new, &skippedNew, identifiedBy: rules, oldIndexOfNew: &oldIndexOfNew,
                newIndexOfOld: &newIndexOfOld, oldBase: prefix, newBase: prefix)
            if comparesContent {
                for (newOffset, oldOffset) in oldIndexOfNew.enumerated()
                where oldOffset >= 0 && !rules.isContentEqual(old[prefix + oldOffset], new[prefix + newOffset]) {
                    updates.append(Match(old: prefix + oldOffset, new: prefix + newOffset))
                }
            }
            self.init(middle: oldIndexOfNew, scratch: &newIndexOfOld, pairs: pairs, offset: prefix)
        }
        self.updates = updates
        appendSuffixUpdates(old, new, suffix: suffix, rules: rules)
    }

    /// Appends the updates of the common suffix of `suffix` elements, which pairs in place.
    @inlinable
    mutating func appendSuffixUpdates<Rules: DiffRules>(
        _ old: [Rules.Element], _ new: [Rules.Element], suffix: Int, rules: Rules
    ) {
        guard Rules.comparesContent else { return }
        let oldStart = old.count - suffix
        let newStart = new.count - suffix
        for offset in 0..<suffix where !rules.isContentEqual(old[oldStart + offset], new[newStart + offset]) {
            updates.append(Match(old: oldStart + offset, new: newStart + offset))
        }
    }

    /// Computes the diff between two lists of `Hashable` values, each value being its own identity.
    ///
    /// Equal values pair up; there are no updates, since a value that changes is another value.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* elements in both lists. Equal lists cost one
    ///   comparison per element and allocate nothing.
    @inlinable
    public init<Element: Hashable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, rules: ValueDiffRules())
    }

    /// Computes the diff between two lists of models, pairing them by `identifier` and comparing paired models with
    /// `==`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* elements in both lists.
    @inlinable
    public init<Element: EntityIdentifiable & Equatable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, rules: ModelDiffRules())
    }

    /// Computes the diff between two lists of `Hashable` models, pairing them by `identifier` and comparing paired
    /// models with `==`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* elements in both lists.
    @inlinable
    public init<Element: EntityIdentifiable & Hashable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, rules: ModelDiffRules())
    }

    /// Assembles the deletions, insertions and moves of the middle of two lists, between their common prefix of
    /// `offset` elements and their common suffix, which neither moves nor changes.
    ///
    /// `oldIndexOfNew` and `newIndexOfOld` are the middle's index maps, relative to its start, with `pairs` pairs;
    /// `newIndexOfOld` is then reused for the longest increasing subsequence. Every array is sized once.
    @usableFromInline
    init(middle oldIndexOfNew: [Int], scratch newIndexOfOld: inout [Int], pairs: Int, offset: Int) {
        var deletions: [Int] = []
        deletions.reserveCapacity(newIndexOfOld.count - pairs)
        for (oldOffset, newOffset) in newIndexOfOld.enumerated() where newOffset < 0 {
            deletions.append(offset + oldOffset)
        }
        // Only the middle's pairs can be out of order: the prefix precedes them in both lists and the suffix follows.
        let stationary = DiffAlignment.markLongestIncreasingSubsequence(
            of: oldIndexOfNew, predecessors: &newIndexOfOld, capacity: pairs)
        var insertions: [Int] = []
        insertions.reserveCapacity(oldIndexOfNew.count - pairs)
        var moves: [Match] = []
        moves.reserveCapacity(pairs - stationary)
        for (newOffset, oldOffset) in oldIndexOfNew.enumerated() {
            if oldOffset < 0 {
                insertions.append(offset + newOffset)
            } else if newIndexOfOld[oldOffset] != DiffAlignment.stationaryMark {
                moves.append(Match(old: offset + oldOffset, new: offset + newOffset))
            }
        }
        self.init(deletions: deletions, insertions: insertions, moves: moves)
    }

    /// Assembles a diff from the pairs of a middle that is mostly in order: `merged` holds every pair as runs
    /// ascending by new index, the walk's runs ascending by both indices and the skipped elements' pairs as runs of
    /// one. The skipped elements that did not pair (`-1` in `skippedNewOfOld` and `skippedOldOfNew`, which give each
    /// skipped element's partner as a position in the other skipped list) are the deletions and insertions.
    ///
    /// Finds the same longest increasing subsequence as
    /// ``DiffAlignment/markLongestIncreasingSubsequence(of:predecessors:capacity:)`` on the elements: within a run,
    /// patience sorting puts each element on the tail after its predecessor's, so a run overwrites consecutive tails
    /// and only its first element needs a predecessor recorded. A run is then stationary from its start up to the
    /// element where the subsequence reaches it.
    @usableFromInline
    init(
        _ merged: MergedRuns, walkRuns: [DiffRun], skippedOld: [Int], skippedNewOfOld: [Int], skippedNew: [Int],
        skippedOldOfNew: [Int]
    ) {
        let runs = merged.runs
        var deletions: [Int] = []
        for (index, partner) in skippedNewOfOld.enumerated() where partner < 0 { deletions.append(skippedOld[index]) }
        var insertions: [Int] = []
        for (index, partner) in skippedOldOfNew.enumerated() where partner < 0 { insertions.append(skippedNew[index]) }
        var pairs = 0
        for run in runs { pairs += run.length }
        // Patience sorting, a run at a time: the k-th tail is the smallest last old index of an increasing
        // subsequence of length k + 1.
        // NB: sized once, for every pair; `tailCount` of them are in use. Filling a run's tails is then a plain loop.
        var tails = [Int](repeating: 0, count: pairs)
        var tailCount = 0
        var runPredecessor = [Int](repeating: -1, count: runs.count)
        for (index, run) in runs.enumerated() {
            let slot = DiffAlignment.lowerBound(of: run.old, inTails: tails[..<tailCount])
            runPredecessor[index] = slot > 0 ? tails[slot - 1] : -1
            let end = slot + run.length
            guard end <= tails.count else { break }  // never: the runs hold `pairs` elements
            var value = run.old
            for position in slot..<end {
                tails[position] = value
                value &+= 1
            }
            tailCount = Swift.max(tailCount, end)
        }
        tails.removeSubrange(tailCount...)
        // Back from the last tail, finding each old index's run among the walk's runs (ascending by old index) or the
        // skipped old elements. The old indices only decrease, so each search continues below the previous one.
        var stationaryLength = [Int](repeating: 0, count: runs.count)
        var walkEnd = walkRuns.count
        var skippedEnd = skippedOld.count
        var value = tails.last ?? -1
        while value >= 0 {
            let walkIndex = Self.lastPosition(notAbove: value, before: walkEnd) { walkRuns[$0].old }
            walkEnd = walkIndex + 1
            let index: Int
            if walkIndex >= 0 && value < walkRuns[walkIndex].old + walkRuns[walkIndex].length {
                index = merged.walkRunIndex[walkIndex]
            } else {
                let skippedIndex = Self.lastPosition(notAbove: value, before: skippedEnd) { skippedOld[$0] }
                skippedEnd = skippedIndex + 1
                index = merged.skippedOldIndex[skippedIndex]
            }
            stationaryLength[index] = value - runs[index].old + 1
            value = runPredecessor[index]
        }
        var moves: [Match] = []
        moves.reserveCapacity(pairs - tails.count)
        for (index, run) in runs.enumerated() {
            for offset in stationaryLength[index]..<run.length {
                moves.append(Match(old: run.old + offset, new: run.new + offset))
            }
        }
        self.init(deletions: deletions, insertions: insertions, moves: moves)
    }

    /// The last position below `end` whose key is at most `value`, or -1, for keys ascending with the position:
    /// searched back from `end` in steps that double, then by bisection.
    ///
    /// - Complexity: O(log *d*) key reads for a result *d* positions before `end`.
    @usableFromInline
    static func lastPosition(notAbove value: Int, before end: Int, key: (Int) -> Int) -> Int {
        var high = end  // keys at high..<end are above value
        var low = end - 1
        var step = 1
        while low >= 0 && key(low) > value {
            high = low
            low -= step
            step *= 2
        }
        low = Swift.max(low, -1)  // the key at low, if any, is at most value
        while high - low > 1 {
            let middle = (low + high) / 2
            if key(middle) <= value { low = middle } else { high = middle }
        }
        return low
    }
}
