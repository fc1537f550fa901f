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
    public func setItems<T: Hashable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        setItems(items, forSection: index, animated: animated, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// Replaces the items of section `index`, animating the difference when `animated` is `true`; models pair by
    /// `identifier`, and a paired model that is not `==` is recorded as an update (or a delete plus an insert where a
    /// batch cannot reload it; see ``ListDiff/operations``), with the new model in `updatedObjects`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* items before and after.
    public func setItems<T: EntityIdentifiable & Equatable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        setItems(items, forSection: index, animated: animated, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    /// Replaces the items of section `index`, animating the difference when `animated` is `true`; models pair by
    /// `identifier` and are compared with `==`.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* items before and after.
    public func setItems<T: EntityIdentifiable & Hashable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        setItems(items, forSection: index, animated: animated, identifiedBy: { $0.identifier }, isContentEqual: ==)
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
    public func setItemsForAllSections<T: Hashable>(_ items: [[T]], animated: Bool) {
        setItemsForAllSections(items, animated: animated, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// Replaces all sections with one section per inner array, animating the difference when `animated` is `true`;
    /// models pair by `identifier` and are compared with `==`.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    public func setItemsForAllSections<T: EntityIdentifiable & Equatable>(_ items: [[T]], animated: Bool) {
        setItemsForAllSections(items, animated: animated, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    /// Replaces all sections with one section per inner array, animating the difference when `animated` is `true`;
    /// models pair by `identifier` and are compared with `==`.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items.
    public func setItemsForAllSections<T: EntityIdentifiable & Hashable>(_ items: [[T]], animated: Bool) {
        setItemsForAllSections(items, animated: animated, identifiedBy: { $0.identifier }, isContentEqual: ==)
    }

    // MARK: Implementation

    private func setItems<T, ID: Hashable>(
        _ items: [T], forSection index: Int, animated: Bool, identifiedBy identity: (T) -> ID,
        isContentEqual: (T, T) -> Bool
    ) {
        guard animated else { return setItems(items, forSection: index) }
        guard index >= 0 else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: stagedSectionCount))
        }
        guard index < stagedSectionCount else { return addItems(items, toSection: index) }
        let diff = ListDiff(
            from: stagedItems(inSection: index).map { $0 as? T }, to: items.map { Optional($0) },
            identifiedBy: { $0.map(identity) }, isContentEqual: { isContentEqual($0!, $1!) }
        )
        var change = StorageChange()
        change.operations.append(.setItems(items.map { $0 as Any }, section: index))
        let batch = diff.batch
        func path(_ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: index) }
        for item in batch.deletes { change.records.objectChanges.append((.delete, [path(item)])) }
        for item in batch.inserts { change.records.objectChanges.append((.insert, [path(item)])) }
        for move in batch.moves { change.records.objectChanges.append((.move, [path(move.old), path(move.new)])) }
        for reload in batch.reloads {
            change.records.objectChanges.append((.update, [path(reload.old)]))
            change.records.updatedObjects[path(reload.old)] = items[reload.new]
        }
        change.recordsFormOneBatch = true
        submit(change)
    }

    private func setItemsForAllSections<T, ID: Hashable>(
        _ items: [[T]], animated: Bool, identifiedBy identity: (T) -> ID, isContentEqual: (T, T) -> Bool
    ) {
        guard animated else { return setItemsForAllSections(items) }
        let oldCount = stagedSectionCount
        let diff = SectionedDiff(
            from: (0..<oldCount).map { section in stagedItems(inSection: section).map { $0 as? T } },
            to: items.map { section in section.map { Optional($0) } },
            identifiedBy: { $0.map(identity) }, isContentEqual: { isContentEqual($0!, $1!) }
        )
        var change = StorageChange()
        for section in (items.count..<max(oldCount, items.count)).reversed() {
            change.operations.append(.deleteSection(at: section))
        }
        for (section, sectionItems) in items.enumerated() {
            let models = sectionItems.map { $0 as Any }
            if section < oldCount {
                change.operations.append(.setItems(models, section: section))
            } else {
                change.operations.append(.insertSection(SectionModel(), items: models, at: section))
            }
        }
        change.records = diff.records { items[$0.sectionIndex][$0.itemIndex] }
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
        records.objectChanges.append(contentsOf: itemDeletions.map { (.delete, [$0]) })
        records.objectChanges.append(contentsOf: itemInsertions.map { (.insert, [$0]) })
        records.objectChanges.append(contentsOf: itemMoves.map { (.move, [$0.old, $0.new]) })
        for update in itemUpdates {
            records.objectChanges.append((.update, [update.old]))
            records.updatedObjects[update.old] = newModel(update.new)
        }
        return records
    }
}
