import Foundation

/// The changes that turn sections of identified items into other sections, as one collection-view batch update.
///
/// Sections are paired by identity, and so are items, across all sections (an item may change section). The
/// sections that keep their relative order stay and the others move; inside each pair of old and new section, the
/// items that keep their relative order stay and the others move; an item that changes section is a move. Every
/// field is in the coordinates a batch expects: deletions and reloads address the old sections, insertions the new
/// ones, moves go from old to new.
///
/// ```swift
/// let diff = SectionedDiff(from: [[1, 2], [3]], to: [[2, 3], [1], [4]])
/// diff.sectionInsertions  // [2]
/// diff.itemMoves          // [[1, 0] → [0, 1], [0, 0] → [1, 0]]
/// diff.itemDeletions      // []   — 4 arrives with its inserted section
/// ```
///
/// One batch expresses every diff; what a batch cannot do is turned into deletes and inserts:
/// - an item whose old or new section is inserted, deleted or reloaded is not a move: the section change carries it;
/// - an updated item that moves is a delete plus an insert, as is any updated item in a section that items move into
///   or out of, and any updated item when sections move (a batch places a reloaded item as if nothing moved);
/// - a reloaded section that moves, or any reloaded section when other sections move, is a delete plus an insert.
///
/// Duplicate identities follow ``ListDiff``'s rule, applied to the sections and to all items in section order.
public struct SectionedDiff: Hashable, Sendable, CustomStringConvertible {
    /// An item present before and after: its old and its new index path.
    public struct ItemMatch: Hashable, Sendable, CustomStringConvertible {
        /// The item's index path before the update.
        public var old: IndexPath
        /// The item's index path after the update.
        public var new: IndexPath

        /// Pairs an old index path with a new one.
        public init(old: IndexPath, new: IndexPath) {
            self.old = old
            self.new = new
        }

        /// `old → new`, for example `[0, 1] → [1, 0]`.
        public var description: String { "\(old) → \(new)" }
    }

    /// Old indexes of deleted sections, ascending.
    public var sectionDeletions: [Int]
    /// New indexes of inserted sections, ascending.
    public var sectionInsertions: [Int]
    /// Sections that change their relative order, by new index; their number is minimal.
    public var sectionMoves: [ListDiff.Match]
    /// Old indexes of sections reloaded in place, ascending.
    public var sectionReloads: [Int]
    /// Old index paths of deleted items, ascending; items of deleted and reloaded sections are not listed.
    public var itemDeletions: [IndexPath]
    /// New index paths of inserted items, ascending; items of inserted and reloaded sections are not listed.
    public var itemInsertions: [IndexPath]
    /// Items that move, by new index path: within a section pair their number is minimal, and every item that changes
    /// section between surviving sections is one.
    public var itemMoves: [ItemMatch]
    /// Items that changed in place: reload `old`, whose new model is at `new`; by new index path.
    public var itemUpdates: [ItemMatch]

    /// Creates a diff from its parts; the other initializers compute one.
    public init(
        sectionDeletions: [Int] = [], sectionInsertions: [Int] = [], sectionMoves: [ListDiff.Match] = [],
        sectionReloads: [Int] = [], itemDeletions: [IndexPath] = [], itemInsertions: [IndexPath] = [],
        itemMoves: [ItemMatch] = [], itemUpdates: [ItemMatch] = []
    ) {
        self.sectionDeletions = sectionDeletions
        self.sectionInsertions = sectionInsertions
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletions = itemDeletions
        self.itemInsertions = itemInsertions
        self.itemMoves = itemMoves
        self.itemUpdates = itemUpdates
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletions.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
    }

    /// Two lines: section changes, then item changes; empty lists are left out.
    public var description: String {
        func part(_ name: String, _ values: [some CustomStringConvertible]) -> String? {
            values.isEmpty ? nil : "\(name) [\(values.map(\.description).joined(separator: ", "))]"
        }
        let sections = [
            part("deletions", sectionDeletions), part("insertions", sectionInsertions),
            part("moves", sectionMoves), part("reloads", sectionReloads),
        ].compactMap { $0 }
        let items = [
            part("deletions", itemDeletions.map(\.description)), part("insertions", itemInsertions.map(\.description)),
            part("moves", itemMoves), part("updates", itemUpdates),
        ].compactMap { $0 }
        return "sections: \(sections.isEmpty ? "none" : sections.joined(separator: ", "))\n"
            + "items: \(items.isEmpty ? "none" : items.joined(separator: ", "))"
    }

    /// Computes the diff between identified sections of items.
    ///
    /// `oldItems[i]` are the items of `oldSections[i]` (a missing array is an empty section, extra arrays are
    /// ignored), and likewise for the new sections. Items pair by `identity` across all sections; paired items whose
    /// content differs by `isContentEqual` are updated. A surviving section listed in `reloadedSections` is reloaded
    /// whole: its items are neither moved nor diffed.
    ///
    /// ```swift
    /// let diff = SectionedDiff(
    ///     from: ["fruit", "veg"], items: [["apple"], ["leek"]],
    ///     to: ["veg", "fruit"], items: [["leek", "apple"], []],
    ///     identifiedBy: { $0 }, isContentEqual: ==)
    /// ```
    ///
    /// - Complexity: O(*s* + *n*) identity comparisons and expected hash operations, plus O(*s* log *s* + *n* log *n*)
    ///   comparisons at worst to find the moves, for *s* sections and *n* items in both states. `identity` is called
    ///   O(1) times per item, amortized; `isContentEqual` once per item that keeps its identity. One section kept
    ///   without a reload, the commonest shape of a list, is diffed as `ListDiff` diffs a list: what lines up at both
    ///   ends costs one comparison per item and nothing else, and only the rest is hashed.
    @inlinable
    public init<SectionID: Hashable, Item, ItemID: Hashable>(
        from oldSections: [SectionID],
        items oldItems: [[Item]],
        to newSections: [SectionID],
        items newItems: [[Item]],
        identifiedBy identity: (Item) -> ItemID,
        isContentEqual: (Item, Item) -> Bool,
        reloadedSections: Set<SectionID> = []
    ) {
        if Self.keepsOneSection(from: oldSections, to: newSections, reloading: reloadedSections) {
            let items = withoutActuallyEscaping(identity) { identity in
                withoutActuallyEscaping(isContentEqual) { isContentEqual in
                    ListDiff(
                        from: oldItems.first ?? [], to: newItems.first ?? [],
                        rules: ClosureDiffRules(identity, isContentEqual: isContentEqual))
                }
            }
            self.init(ofOneSection: items)
            return
        }
        self.init(
            general: oldSections, items: oldItems, to: newSections, items: newItems, identifiedBy: identity,
            isContentEqual: isContentEqual, reloadedSections: reloadedSections)
    }

    /// Whether both states have one section, the same, and it is not reloaded: the shape diffed as a list.
    @inlinable
    static func keepsOneSection<SectionID: Hashable>(
        from old: [SectionID], to new: [SectionID], reloading reloaded: Set<SectionID>
    ) -> Bool {
        old.count == 1 && new.count == 1 && old[0] == new[0] && !reloaded.contains(new[0])
    }

    /// The diff of one section kept in place, from the diff of its items: moves of items whose content is unchanged
    /// stay moves; a moved item whose content changed is deleted and inserted; an item that stays and changed is
    /// updated, unless other items of the section move, since a batch cannot reload an element among moves — then it
    /// is deleted and inserted too. The same diff the general computation makes for the same pairs.
    ///
    /// - Complexity: O(*c* log *c*) for *c* changes.
    @usableFromInline
    init(ofOneSection items: ListDiff) {
        self.init()
        var deletions = items.deletions
        var insertions = items.insertions
        var updates = items.updates
        var moves = items.moves
        if !updates.isEmpty && !moves.isEmpty {
            let moved = Set(moves.map(\.new))
            let changed = Set(updates.map(\.new))
            for update in updates where moved.contains(update.new) {
                deletions.append(update.old)
                insertions.append(update.new)
            }
            updates.removeAll { moved.contains($0.new) }
            moves.removeAll { changed.contains($0.new) }
        }
        if !moves.isEmpty && !updates.isEmpty {
            for update in updates {
                deletions.append(update.old)
                insertions.append(update.new)
            }
            updates = []
        }
        func path(_ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: 0) }
        itemDeletions = deletions.sorted().map(path)
        itemInsertions = insertions.sorted().map(path)
        itemMoves = moves.map { ItemMatch(old: path($0.old), new: path($0.new)) }
        itemUpdates = updates.map { ItemMatch(old: path($0.old), new: path($0.new)) }
    }

    /// Computes the diff as ``init(from:items:to:items:identifiedBy:isContentEqual:reloadedSections:)`` describes,
    /// whatever the sections: every item paired across all sections, moves found per pair of sections.
    @inlinable
    init<SectionID: Hashable, Item, ItemID: Hashable>(
        general oldSections: [SectionID],
        items oldItems: [[Item]],
        to newSections: [SectionID],
        items newItems: [[Item]],
        identifiedBy identity: (Item) -> ItemID,
        isContentEqual: (Item, Item) -> Bool,
        reloadedSections: Set<SectionID>
    ) {
        let sections = DiffAlignment(oldSections, newSections, identifiedBy: { $0 }, findsStationary: true)
        var newSectionIsReloaded = [Bool](repeating: false, count: newSections.count)
        if !reloadedSections.isEmpty {
            for (index, section) in newSections.enumerated() where reloadedSections.contains(section) {
                newSectionIsReloaded[index] = true
            }
        }
        var oldFlat: [Item] = []
        var oldStarts = [0]
        for index in oldSections.indices {
            if index < oldItems.count { oldFlat.append(contentsOf: oldItems[index]) }
            oldStarts.append(oldFlat.count)
        }
        var newFlat: [Item] = []
        var newStarts = [0]
        for index in newSections.indices {
            if index < newItems.count { newFlat.append(contentsOf: newItems[index]) }
            newStarts.append(newFlat.count)
        }
        let items = DiffAlignment(oldFlat, newFlat, identifiedBy: identity, findsStationary: false)
        var plan = SectionedDiffPlan(
            sections: sections, newSectionIsReloaded: newSectionIsReloaded, items: items, oldStarts: oldStarts,
            newStarts: newStarts
        )
        for (offset, kept) in plan.keptPairs.enumerated() where !isContentEqual(oldFlat[kept.old], newFlat[kept.new]) {
            plan.isChanged[offset] = true
        }
        self = plan.diff()
    }

    /// Computes the diff between sections of items paired by position: old section *i* is new section *i*, extra old
    /// sections are deleted and extra new ones inserted. Items pair by `identity` across all sections.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public init<Item, ItemID: Hashable>(
        from old: [[Item]],
        to new: [[Item]],
        identifiedBy identity: (Item) -> ItemID,
        isContentEqual: (Item, Item) -> Bool
    ) {
        self.init(
            from: Array(old.indices), items: old, to: Array(new.indices), items: new, identifiedBy: identity,
            isContentEqual: isContentEqual
        )
    }

    /// Computes the diff between sections (paired by position) of `Hashable` values, each its own identity.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public init<Item: Hashable>(from old: [[Item]], to new: [[Item]]) {
        self.init(from: old, to: new, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// Computes the diff between sections (paired by position) of models, paired by `identifier` and compared with
    /// `==`.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public init<Item: EntityIdentifiable & Equatable>(from old: [[Item]], to new: [[Item]]) {
        self.init(from: old, to: new, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    /// Computes the diff between sections (paired by position) of `Hashable` models, paired by `identifier` and
    /// compared with `==`.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public init<Item: EntityIdentifiable & Hashable>(from old: [[Item]], to new: [[Item]]) {
        self.init(from: old, to: new, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }
}

extension SectionedDiff {
    /// Computes the diff from one snapshot to another, as a diffable data source animates it: sections and items paired
    /// by identifier, the items `new` marks for reload changed, and the sections it marks for reload reloaded.
    ///
    /// ```swift
    /// var edited = snapshot
    /// edited.moveItem("b", afterItem: "c")
    /// let diff = SectionedDiff(from: snapshot, to: edited)   // moves [[0, 2] → [0, 1]]: "c" moves before "b"
    /// ```
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items in both snapshots;
    ///   the items marked for reload are hashed once, and only when there are some. One section kept without a reload
    ///   and no item marked costs one comparison per item that lines up at either end, nothing more.
    @inlinable
    public init<SectionIdentifier: Hashable, ItemIdentifier: Hashable>(
        from old: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
    ) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let reloadedItems = new.reloadedItemIdentifiers
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        if reloadedItems.isEmpty, Self.keepsOneSection(from: oldSections, to: newSections, reloading: reloadedSections)
        {
            // NB: identifiers are their own identity and nothing is marked: the diff of values, with nothing to compare.
            self.init(
                ofOneSection: ListDiff(
                    from: old.itemIdentifiers(inSection: oldSections[0]),
                    to: new.itemIdentifiers(inSection: newSections[0]), rules: ValueDiffRules()))
            return
        }
        let oldItems = oldSections.map { old.itemIdentifiers(inSection: $0) }
        let newItems = newSections.map { new.itemIdentifiers(inSection: $0) }
        guard !reloadedItems.isEmpty else {
            self.init(
                from: oldSections, items: oldItems, to: newSections, items: newItems, identifiedBy: { $0 },
                isContentEqual: { _, _ in true }, reloadedSections: reloadedSections)
            return
        }
        let reloaded = Set(reloadedItems)
        self.init(
            from: oldSections, items: oldItems, to: newSections, items: newItems, identifiedBy: { $0 },
            isContentEqual: { _, item in !reloaded.contains(item) }, reloadedSections: reloadedSections)
    }
}
