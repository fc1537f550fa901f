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
    ///   `isContentEqual` once per paired element.
    @inlinable
    public init<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        identifiedBy identity: (Element) -> ID,
        isContentEqual: (Element, Element) -> Bool
    ) {
        let alignment = DiffAlignment(old, new, identifiedBy: identity, findsStationary: true)
        var changed: [Int] = []
        for (newIndex, oldIndex) in alignment.oldIndexOfNew.enumerated() where oldIndex >= 0 {
            if !isContentEqual(old[oldIndex], new[newIndex]) { changed.append(newIndex) }
        }
        self.init(alignment, changedNewIndices: changed)
    }

    /// Computes the diff between two lists of `Hashable` values, each value being its own identity.
    ///
    /// Equal values pair up; there are no updates, since a value that changes is another value.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* elements in both lists.
    @inlinable
    public init<Element: Hashable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// Computes the diff between two lists of models, pairing them by `identifier` and comparing paired models with
    /// `==`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* elements in both lists.
    @inlinable
    public init<Element: EntityIdentifiable & Equatable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    /// Computes the diff between two lists of `Hashable` models, pairing them by `identifier` and comparing paired
    /// models with `==`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* elements in both lists.
    @inlinable
    public init<Element: EntityIdentifiable & Hashable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    /// Assembles a diff from an alignment with stationary elements and the new indices of changed elements.
    @usableFromInline
    init(_ alignment: DiffAlignment, changedNewIndices: [Int]) {
        // NB: counting first sizes each array once; growing it would copy it about twice and touch twice the memory.
        var deletions: [Int] = []
        deletions.reserveCapacity(alignment.newIndexOfOld.reduce(0) { $1 < 0 ? $0 + 1 : $0 })
        for (oldIndex, newIndex) in alignment.newIndexOfOld.enumerated() where newIndex < 0 {
            deletions.append(oldIndex)
        }
        var insertions: [Int] = []
        insertions.reserveCapacity(alignment.oldIndexOfNew.reduce(0) { $1 < 0 ? $0 + 1 : $0 })
        var moves: [Match] = []
        for (newIndex, oldIndex) in alignment.oldIndexOfNew.enumerated() {
            if oldIndex < 0 {
                insertions.append(newIndex)
            } else if !alignment.isStationary[newIndex] {
                moves.append(Match(old: oldIndex, new: newIndex))
            }
        }
        self.init(
            deletions: deletions, insertions: insertions, moves: moves,
            updates: changedNewIndices.map { Match(old: alignment.oldIndexOfNew[$0], new: $0) }
        )
    }
}
