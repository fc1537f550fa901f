import Foundation

extension MemoryStorage {
    // MARK: Reload methods (immediate)

    /// Replaces the items of section `index` at once, creating missing sections, and asks the delegate to reload.
    ///
    /// Created sections are not recorded anywhere: the reload covers them. A negative `index` reports
    /// ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)``.
    ///
    /// - Complexity: O(*k*) for *k* items, plus O(*s*) for each created section.
    public func setItems<T>(_ items: [T], forSection index: Int = 0) {
        guard index >= 0 else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: stagedSectionCount))
        }
        let newItems = items.map { $0 as Any }
        reload { sections in
            while sections.sectionCount <= index {
                sections.insertSection(SectionModel(), items: [], at: sections.sectionCount)
            }
            sections.modifyItems(inSection: index) { $0 = newItems }
        }
    }

    /// Replaces all sections at once with one section per inner array, and asks the delegate to reload.
    ///
    /// - Complexity: O(*N*) for *N* items.
    public func setItemsForAllSections<T>(_ items: [[T]]) {
        reload { sections in
            while sections.sectionCount > 0 { _ = sections.removeSection(at: sections.sectionCount - 1) }
            for sectionItems in items {
                sections.insertSection(SectionModel(), items: sectionItems.map { $0 as Any }, at: sections.sectionCount)
            }
        }
    }

    /// Puts `section` at `index` at once, replacing the section there or creating missing ones, and asks the delegate to
    /// reload.
    ///
    /// Reports ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)`` for a negative `index` and
    /// ``MemoryStorageAnomaly/sectionAlreadyInStorage(index:)`` when `section` already belongs to a storage.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func setSection(_ section: SectionModel, forSection index: Int) {
        guard index >= 0 else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: stagedSectionCount))
        }
        guard !isHeld(section) else { return report(.sectionAlreadyInStorage(index: index)) }
        reload { sections in
            while sections.sectionCount < index {
                sections.insertSection(SectionModel(), items: [], at: sections.sectionCount)
            }
            if index < sections.sectionCount { _ = sections.removeSection(at: index) }
            sections.insertSection(section, items: section.items, at: index)
        }
    }

    /// Empties every section at once, keeping the sections, and asks the delegate to reload.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func removeAllItems() {
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
    /// storage.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* items in `section`.
    public func insertSection(_ section: SectionModel, atIndex index: Int) {
        let sectionCount = stagedSectionCount
        guard index >= 0, index <= sectionCount else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: sectionCount))
        }
        guard !isHeld(section) else { return report(.sectionAlreadyInStorage(index: index)) }
        var change = StorageChange()
        change.insertSection(section, items: section.items, at: index)
        for item in section.items.indices {
            change.records.objectChanges.append((.insert, [IndexPath(item: item, section: index)]))
        }
        submit(change)
    }

    /// Deletes the sections at `indexes`; indexes past the end are skipped.
    ///
    /// Records the deletes in ascending order, as DTModelStorage does.
    ///
    /// - Complexity: O(*s* · *d*) for *s* sections and *d* deleted ones.
    public func deleteSections(_ indexes: IndexSet) {
        let sectionCount = stagedSectionCount
        let existing = indexes.filter { $0 >= 0 && $0 < sectionCount }
        var change = StorageChange()
        for index in existing.reversed() { change.operations.append(.deleteSection(at: index)) }
        for index in existing { change.records.sectionChanges.append((.delete, [index])) }
        submit(change)
    }

    /// Moves the section at `source` to `destination`, creating missing sections up to both.
    ///
    /// Records the created sections' inserts, then the move. A negative index reports
    /// ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)``.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func moveSection(_ source: Int, toSection destination: Int) {
        guard source >= 0, destination >= 0 else {
            return report(
                .sectionIndexOutOfRange(index: min(source, destination), numberOfSections: stagedSectionCount))
        }
        var change = StorageChange()
        createMissingSections(upTo: max(source, destination), in: &change)
        change.operations.append(.moveSection(from: source, to: destination))
        change.records.sectionChanges.append((.move, [source, destination]))
        submit(change)
    }

    /// Whether `section` is already held by a storage, or queued to be.
    private func isHeld(_ section: SectionModel) -> Bool {
        if section.locator != nil { return true }
        guard !pendingChanges.isEmpty else { return false }
        return pendingChanges.contains { pending in
            pending.change.operations.contains { operation in
                if case .insertSection(let queued, _, _) = operation { return queued === section }
                return false
            }
        }
    }
}
