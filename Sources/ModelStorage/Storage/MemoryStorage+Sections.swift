import Foundation

extension MemoryStorage {
    // MARK: Reload methods (immediate)

    /// Replaces the items of section `index` at once, creating missing sections, and asks the delegate to reload.
    ///
    /// Created sections are not recorded anywhere: the reload covers them. A negative `index` reports
    /// ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)``, an `index` that would create more than
    /// ``maximumImplicitSectionCreation`` sections ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)``;
    /// both are checked before anything, queued changes included, is applied, and leave the storage unchanged.
    ///
    /// - Complexity: O(1) for the items, which the section keeps as the array given (boxed into `[Any]` the first time
    ///   something reads them all at once), plus O(*s* + *c*) when it creates *c* sections after *s* sections.
    public func setItems<T>(_ items: [T], forSection index: Int = 0) {
        guard let threadEntry = beginCall("MemoryStorage.setItems(_:forSection:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        guard index >= 0 else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: sectionCount))
        }
        guard !refusesImplicitCreation(upTo: index, sectionCount: sectionCount) else { return }
        let newItems = SectionItems(typed: TypedItems(items))
        reload { sections in
            if sections.sectionCount <= index {
                sections.insertEmptySections(count: index + 1 - sections.sectionCount, at: sections.sectionCount)
            }
            sections.setItems(newItems, inSection: index)
        }
    }

    /// Replaces all sections at once with one section per inner array, and asks the delegate to reload.
    ///
    /// - Complexity: O(*s*) for *s* old and new sections; each section keeps its array as given.
    public func setItemsForAllSections<T>(_ items: [[T]]) {
        guard let threadEntry = beginCall("MemoryStorage.setItemsForAllSections(_:)") else { return }
        defer { endCall(threadEntry) }
        reload { sections in
            while sections.sectionCount > 0 { _ = sections.removeSection(at: sections.sectionCount - 1) }
            for sectionItems in items {
                sections.insertSection(
                    SectionModel(), items: SectionItems(typed: TypedItems(sectionItems)), at: sections.sectionCount)
            }
        }
    }

    /// Puts `section` at `index` at once, replacing the section there or creating missing ones, and asks the delegate to
    /// reload.
    ///
    /// Reports ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)`` for a negative `index`,
    /// ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)`` for an `index` that would create more than
    /// ``maximumImplicitSectionCreation`` sections (counting `section`), and
    /// ``MemoryStorageAnomaly/sectionAlreadyInStorage(index:)`` when `section` belongs to a storage or is queued to
    /// join one. These are checked before anything, queued changes included, is applied, and leave the storage
    /// unchanged.
    ///
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* created ones.
    public func setSection(_ section: SectionModel, forSection index: Int) {
        guard let threadEntry = beginCall("MemoryStorage.setSection(_:forSection:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        guard index >= 0 else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: sectionCount))
        }
        guard !refusesImplicitCreation(upTo: index, sectionCount: sectionCount) else { return }
        guard !isHeld(section) else { return report(.sectionAlreadyInStorage(index: index)) }
        reload { sections in
            if sections.sectionCount < index {
                sections.insertEmptySections(count: index - sections.sectionCount, at: sections.sectionCount)
            }
            if index < sections.sectionCount { _ = sections.removeSection(at: index) }
            sections.insertSection(section, items: section.store, at: index)
        }
    }

    /// Empties every section at once, keeping the sections, and asks the delegate to reload.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func removeAllItems() {
        guard let threadEntry = beginCall("MemoryStorage.removeAllItems()") else { return }
        defer { endCall(threadEntry) }
        reload { sections in
            for index in 0..<sections.sectionCount { sections.modifyItems(inSection: index) { $0 = [] } }
        }
    }

    // MARK: Animated section changes

    /// Inserts `section` at `index`, recording a section insert followed by an insert for each of its items.
    ///
    /// `index` may be at most the number of sections. Reports
    /// ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)`` otherwise (DTModelStorage ignores it
    /// silently), and ``MemoryStorageAnomaly/sectionAlreadyInStorage(index:)`` when `section` already belongs to a
    /// storage or is queued to join one. Once queued, `section` counts as this storage's: no other storage accepts it
    /// until it leaves this one (or this storage is deallocated).
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* items in `section`.
    public func insertSection(_ section: SectionModel, atIndex index: Int) {
        guard let threadEntry = beginCall("MemoryStorage.insertSection(_:atIndex:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        guard index >= 0, index <= sectionCount else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: sectionCount))
        }
        guard !isHeld(section) else { return report(.sectionAlreadyInStorage(index: index)) }
        // Claim the section now, so that neither this storage nor another accepts it again while the insert is queued.
        section.locator = committed.locator
        var change = StorageChange()
        change.insertSection(section, items: section.items, at: index)
        for item in section.items.indices {
            change.records.objectChanges.append(ObjectChange(.insert, IndexPath(itemIndex: item, sectionIndex: index)))
        }
        submit(change)
    }

    /// Deletes the sections at `indexes`; indexes that name no section (negative, past the end) are skipped.
    ///
    /// Records the deletes in ascending order, as DTModelStorage does. Only the part of `indexes` that names sections is
    /// read, so an index set as large as `0..<Int.max` costs no more than the sections it deletes.
    ///
    /// - Complexity: O(*s* + log *r*) for *s* sections and *r* ranges in `indexes`: the sections go in one pass.
    public func deleteSections(_ indexes: IndexSet) {
        guard let threadEntry = beginCall("MemoryStorage.deleteSections(_:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        let existing = Array(indexes[indexes.indexRange(in: 0..<sectionCount)])
        var change = StorageChange()
        if !existing.isEmpty { change.operations.append(.deleteSections(ascendingIndices: existing)) }
        for index in existing { change.records.sectionChanges.append((.delete, [index])) }
        submit(change)
    }

    /// Moves the section at `source` to `destination`, creating missing sections up to both.
    ///
    /// Records the created sections' inserts, then the move. A negative index reports
    /// ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)`` (the smaller one); an index that would
    /// create more than ``maximumImplicitSectionCreation`` sections reports
    /// ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)`` (the larger one). Either way nothing changes.
    ///
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* created ones.
    public func moveSection(_ source: Int, toSection destination: Int) {
        guard let threadEntry = beginCall("MemoryStorage.moveSection(_:toSection:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        guard source >= 0, destination >= 0 else {
            return report(.sectionIndexOutOfRange(index: min(source, destination), numberOfSections: sectionCount))
        }
        guard !refusesImplicitCreation(upTo: max(source, destination), sectionCount: sectionCount) else { return }
        var change = StorageChange()
        createMissingSections(upTo: max(source, destination), in: &change)
        change.operations.append(.moveSection(from: source, to: destination))
        change.records.sectionChanges.append((.move, [source, destination]))
        submit(change)
    }

    /// Whether `section` is held by a storage that still exists, or queued to join one.
    ///
    /// A storage claims a section when it queues its insertion and releases it when the section leaves its contents;
    /// a deallocated storage clears its locator, which frees every section it held or had queued.
    ///
    /// - Complexity: O(1).
    private func isHeld(_ section: SectionModel) -> Bool {
        section.locator?.storage != nil
    }
}
