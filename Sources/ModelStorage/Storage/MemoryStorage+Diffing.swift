import Foundation

// Animated whole-state replacement: `setItems(_:forSection:animated:)` and `setItemsForAllSections(_:animated:)` diff
// the new items against the storage's contents (as validated so far) and deliver the result as one update through the
// ordinary delivery machinery, instead of asking for a reload.

extension MemoryStorage {
    // MARK: One section

    /// Replaces the items of section `index`, animating the difference when `animated` is `true`.
    ///
    /// Animated, the items are diffed against the section's items (``ListDiff``, each value its own identity) and the
    /// result is delivered as one update: deletes, inserts and moves in the coordinates of one batch update, no reload.
    /// Stored items of another type than `T` count as deleted. A section that does not exist yet is created with its
    /// missing predecessors, as ``addItems(_:toSection:)`` does. Not animated, this is ``setItems(_:forSection:)``.
    ///
    /// ```swift
    /// storage.setItems([1, 2, 3])
    /// storage.setItems([3, 1, 4], animated: true)   // Delete [[0, 1]], Insert [[0, 2]], Move [[0, 2], [0, 0]]
    /// ```
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* items before and after.
    @inlinable
    public func setItems<T: Hashable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        guard let threadEntry = beginCall("MemoryStorage.setItems(_:forSection:animated:)") else { return }
        defer { endCall(threadEntry) }
        guard animated else { return setItems(items, forSection: index) }
        replaceItems(items, inSection: index, rules: ValueDiffRules())
    }

    /// Replaces the items of section `index`, animating the difference when `animated` is `true`; models pair by
    /// `identifier`, and a paired model that is not `==` is recorded as an update (or a delete plus an insert where a
    /// batch cannot reload it; see ``ListDiff/operations``), with the new model in `updatedObjects`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* items before and after.
    @inlinable
    public func setItems<T: EntityIdentifiable & Equatable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        guard let threadEntry = beginCall("MemoryStorage.setItems(_:forSection:animated:)") else { return }
        defer { endCall(threadEntry) }
        guard animated else { return setItems(items, forSection: index) }
        replaceItems(items, inSection: index, rules: ModelDiffRules())
    }

    /// Replaces the items of section `index`, animating the difference when `animated` is `true`; models pair by
    /// `identifier` and are compared with `==`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* items before and after.
    @inlinable
    public func setItems<T: EntityIdentifiable & Hashable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        guard let threadEntry = beginCall("MemoryStorage.setItems(_:forSection:animated:)") else { return }
        defer { endCall(threadEntry) }
        guard animated else { return setItems(items, forSection: index) }
        replaceItems(items, inSection: index, rules: ModelDiffRules())
    }

    // MARK: All sections

    /// Replaces all sections with one section per inner array, animating the difference when `animated` is `true`.
    ///
    /// Animated, sections pair by position (section *i* stays section *i*; extra old sections are deleted, extra new
    /// ones inserted) and keep their `SectionModel`; items pair across all sections, so an item may move to another
    /// section. The result is delivered as one update (``SectionedDiff``). Not animated, this is
    /// ``setItemsForAllSections(_:)``.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public func setItemsForAllSections<T: Hashable>(_ items: [[T]], animated: Bool) {
        guard let threadEntry = beginCall("MemoryStorage.setItemsForAllSections(_:animated:)") else { return }
        defer { endCall(threadEntry) }
        guard animated else { return setItemsForAllSections(items) }
        replaceAllSections(with: items, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// Replaces all sections with one section per inner array, animating the difference when `animated` is `true`;
    /// models pair by `identifier` and are compared with `==`.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public func setItemsForAllSections<T: EntityIdentifiable & Equatable>(_ items: [[T]], animated: Bool) {
        guard let threadEntry = beginCall("MemoryStorage.setItemsForAllSections(_:animated:)") else { return }
        defer { endCall(threadEntry) }
        guard animated else { return setItemsForAllSections(items) }
        replaceAllSections(with: items, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    /// Replaces all sections with one section per inner array, animating the difference when `animated` is `true`;
    /// models pair by `identifier` and are compared with `==`.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    @inlinable
    public func setItemsForAllSections<T: EntityIdentifiable & Hashable>(_ items: [[T]], animated: Bool) {
        guard let threadEntry = beginCall("MemoryStorage.setItemsForAllSections(_:animated:)") else { return }
        defer { endCall(threadEntry) }
        guard animated else { return setItemsForAllSections(items) }
        replaceAllSections(with: items, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    // MARK: Implementation

    // The public entry points are inlinable, and so is the part of the work that depends on the item type: reading
    // the stored items as `T`, diffing and boxing the new items. The caller's module compiles it for its own `T`, so
    // pairing runs as specialized code; the rest works on integers and `Any` and is compiled here.
    //
    // A section remembers the `[T]` it was last set from (``TypedItems``, sharing the caller's buffer) until its items
    // change another way. Replacing items that were set as `[T]` reads that array instead of casting every stored
    // model back to `T`, so a screen that keeps calling `setItems(_:animated:)` pays no cast per item.

    /// Diffs `items` against the items of section `index` by `rules` and submits the result as one update; the
    /// rules are a type, so that the diff compares identities inline.
    @inlinable
    func replaceItems<Rules: DiffRules>(_ items: [Rules.Element], inSection index: Int, rules: Rules) {
        guard let old = itemsToReplace(inSection: index) else {
            if index >= 0 { addItems(items, toSection: index) }
            return
        }
        let diff: ListDiff
        if let typed = old.typed as? TypedItems<Rules.Element> {
            diff = ListDiff(from: typed.items, to: items, rules: rules)
        } else {
            diff = ListDiff(fromModels: old.allUncached(), to: items, rules: rules)
        }
        submitReplacement(of: index, with: SectionItems(typed: TypedItems(items)), diff: diff)
    }

    /// The items of section `index` as validation sees them, or `nil` when the section does not exist; a negative
    /// index is reported.
    @usableFromInline
    func itemsToReplace(inSection index: Int) -> SectionItems? {
        guard index >= 0 else {
            report(.sectionIndexOutOfRange(index: index, numberOfSections: stagedSectionCount))
            return nil
        }
        guard index < stagedSectionCount else { return nil }
        return stagedSectionItems(inSection: index)
    }

    /// Submits the replacement of section `index`'s items by `models`, with `diff`'s batch as its records.
    ///
    /// - Complexity: O(*n* + *c* log *c*) for *n* models and *c* changes.
    @usableFromInline
    func submitReplacement(of index: Int, with models: SectionItems, diff: ListDiff) {
        var change = StorageChange()
        change.operations.append(.setItems(models, section: index))
        let batch = diff.batch
        func path(_ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: index) }
        change.records.objectChanges.reserveCapacity(
            batch.deletes.count + batch.inserts.count + batch.moves.count + batch.reloads.count)
        for item in batch.deletes { change.records.objectChanges.append(ObjectChange(.delete, path(item))) }
        for item in batch.inserts { change.records.objectChanges.append(ObjectChange(.insert, path(item))) }
        for move in batch.moves {
            change.records.objectChanges.append(ObjectChange(.move, path(move.old), path(move.new)))
        }
        for reload in batch.reloads {
            change.records.objectChanges.append(ObjectChange(.update, path(reload.old)))
            change.records.updatedObjects[path(reload.old)] = models.element(at: reload.new)
        }
        change.recordsFormOneBatch = true
        submit(change)
    }

    /// Diffs `items` against all sections and submits the result as one update.
    @inlinable
    func replaceAllSections<T, ID: Hashable>(
        with items: [[T]], identifiedBy identity: (T) -> ID, isContentEqual: (T, T) -> Bool
    ) {
        let old = itemsOfAllSections()
        let diff: SectionedDiff
        if let typed = typedItemsOfAllSections(old, as: T.self) {
            diff = SectionedDiff(from: typed, to: items, identifiedBy: identity, isContentEqual: isContentEqual)
        } else {
            diff = SectionedDiff(
                fromModels: old.map { $0.allUncached() }, to: items, identifiedBy: identity,
                isContentEqual: isContentEqual)
        }
        submitReplacementOfAllSections(with: items.map { SectionItems(typed: TypedItems($0)) }, diff: diff)
    }

    /// The items of every section, as validation sees them.
    @usableFromInline
    func itemsOfAllSections() -> [SectionItems] {
        (0..<stagedSectionCount).map { stagedSectionItems(inSection: $0) }
    }

    /// Every section's items as `[T]` when each section was last set from a `[T]`, or `nil`.
    @inlinable
    func typedItemsOfAllSections<T>(_ sections: [SectionItems], as type: T.Type) -> [[T]]? {
        var typed: [[T]] = []
        typed.reserveCapacity(sections.count)
        for section in sections {
            guard let items = section.typed as? TypedItems<T> else { return nil }
            typed.append(items.items)
        }
        return typed
    }

    /// Submits the replacement of all sections by one section per array of `models`, with `diff` as its records.
    ///
    /// - Complexity: O(*s* + *n* + *c*) for *s* sections, *n* models and *c* changes.
    @usableFromInline
    func submitReplacementOfAllSections(with models: [SectionItems], diff: SectionedDiff) {
        let oldCount = stagedSectionCount
        var change = StorageChange()
        for section in (models.count..<max(oldCount, models.count)).reversed() {
            change.operations.append(.deleteSection(at: section))
        }
        for (section, sectionModels) in models.enumerated() {
            if section < oldCount {
                change.operations.append(.setItems(sectionModels, section: section))
            } else {
                change.operations.append(.insertSection(SectionModel(), items: sectionModels, at: section))
            }
        }
        change.records = diff.records { models[$0.sectionIndex].element(at: $0.itemIndex) }
        change.recordsFormOneBatch = true
        submit(change)
    }
}

extension SectionedDiff {
    /// The diff as a storage's change records: section changes, then item changes, each kind in the diff's order; an
    /// update's model, read with `newModel` at its new index path, is stored under its old index path.
    func records(newModel: (IndexPath) -> Any) -> ChangeRecords {
        var records = ChangeRecords()
        records.sectionChanges.append(contentsOf: sectionDeletions.map { (.delete, [$0]) })
        records.sectionChanges.append(contentsOf: sectionInsertions.map { (.insert, [$0]) })
        records.sectionChanges.append(contentsOf: sectionMoves.map { (.move, [$0.old, $0.new]) })
        records.sectionChanges.append(contentsOf: sectionReloads.map { (.update, [$0]) })
        records.objectChanges.reserveCapacity(
            itemDeletions.count + itemInsertions.count + itemMoves.count + itemUpdates.count)
        records.objectChanges.append(contentsOf: itemDeletions.lazy.map { ObjectChange(.delete, $0) })
        records.objectChanges.append(contentsOf: itemInsertions.lazy.map { ObjectChange(.insert, $0) })
        records.objectChanges.append(contentsOf: itemMoves.lazy.map { ObjectChange(.move, $0.old, $0.new) })
        for update in itemUpdates {
            records.objectChanges.append(ObjectChange(.update, update.old))
            records.updatedObjects[update.old] = newModel(update.new)
        }
        return records
    }
}
