import Foundation

extension DiffableDataSourceSnapshot {
    // MARK: Sections

    /// Appends sections after the last one.
    ///
    /// A section already in the snapshot, or given twice, is ignored and recorded as
    /// ``DiffableDataSourceAnomaly/sectionIdentifierAlreadyExists(operation:identifier:)``.
    ///
    /// - Complexity: O(*k*) for *k* sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        insertSections(newSections(identifiers, operation: "appendSections(_:)"), at: sections.count)
    }

    /// Inserts sections, in order, before `beforeSection`; does nothing when `beforeSection` is not in the snapshot.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* new ones.
    public mutating func insertSections(_ identifiers: [SectionIdentifier], beforeSection: SectionIdentifier) {
        let operation = "insertSections(_:beforeSection:)"
        guard let index = existingSection(beforeSection, operation: operation) else { return }
        insertSections(newSections(identifiers, operation: operation), at: index)
    }

    /// Inserts sections, in order, after `afterSection`; does nothing when `afterSection` is not in the snapshot.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* new ones.
    public mutating func insertSections(_ identifiers: [SectionIdentifier], afterSection: SectionIdentifier) {
        let operation = "insertSections(_:afterSection:)"
        guard let index = existingSection(afterSection, operation: operation) else { return }
        insertSections(newSections(identifiers, operation: operation), at: index + 1)
    }

    /// Deletes sections with their items; sections not in the snapshot are ignored.
    ///
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* deleted items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
        var deleted = Set<SectionIdentifier>()
        for identifier in identifiers where existingSection(identifier, operation: "deleteSections(_:)") != nil {
            deleted.insert(identifier)
        }
        guard !deleted.isEmpty else { return }
        var deletedItems = Set<ItemIdentifier>()
        for section in sections where deleted.contains(section.identifier) {
            for item in section.items {
                sectionOfItem[item] = nil
                deletedItems.insert(item)
            }
        }
        sections.removeAll { deleted.contains($0.identifier) }
        for identifier in deleted { sectionIndex[identifier] = nil }
        reindexSections(from: 0)
        reloadedSections.remove(deleted)
        reloadedItems.remove(deletedItems)
        reconfiguredItems.remove(deletedItems)
    }

    /// Moves a section just before `beforeSection`; does nothing when either is not in the snapshot.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public mutating func moveSection(_ identifier: SectionIdentifier, beforeSection: SectionIdentifier) {
        moveSection(identifier, nextTo: beforeSection, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section just after `afterSection`; does nothing when either is not in the snapshot.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public mutating func moveSection(_ identifier: SectionIdentifier, afterSection: SectionIdentifier) {
        moveSection(identifier, nextTo: afterSection, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections to reload: applying the snapshot replaces their cells and supplementary views.
    ///
    /// - Complexity: O(*k*) for *k* sections.
    public mutating func reloadSections(_ identifiers: [SectionIdentifier]) {
        for identifier in identifiers where existingSection(identifier, operation: "reloadSections(_:)") != nil {
            reloadedSections.append(identifier)
        }
    }

    // MARK: Items

    /// Appends items to the end of a section, or of the last section when `identifier` is `nil`.
    ///
    /// Does nothing when the section is not in the snapshot, or when there is no section at all
    /// (``DiffableDataSourceAnomaly/noSectionForItems(operation:itemCount:)``). An item already in the snapshot, or given
    /// twice, is ignored.
    ///
    /// - Complexity: O(*k*) for *k* items.
    public mutating func appendItems(_ identifiers: [ItemIdentifier], toSection identifier: SectionIdentifier? = nil) {
        let operation = "appendItems(_:toSection:)"
        let section: Int
        if let identifier {
            guard let index = existingSection(identifier, operation: operation) else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                return anomalies.append(.noSectionForItems(operation: operation, itemCount: identifiers.count))
            }
            section = sections.count - 1
        }
        insertItems(
            newItems(identifiers, operation: operation),
            at: IndexPath(itemIndex: sections[section].items.count, sectionIndex: section))
    }

    /// Inserts items, in order, before `beforeItem`, in its section; does nothing when `beforeItem` is not in the
    /// snapshot.
    ///
    /// - Complexity: O(*m* + *k*) for *m* items in the section and *k* new ones.
    public mutating func insertItems(_ identifiers: [ItemIdentifier], beforeItem: ItemIdentifier) {
        let operation = "insertItems(_:beforeItem:)"
        guard let indexPath = existingItem(beforeItem, operation: operation) else { return }
        insertItems(newItems(identifiers, operation: operation), at: indexPath)
    }

    /// Inserts items, in order, after `afterItem`, in its section; does nothing when `afterItem` is not in the snapshot.
    ///
    /// - Complexity: O(*m* + *k*) for *m* items in the section and *k* new ones.
    public mutating func insertItems(_ identifiers: [ItemIdentifier], afterItem: ItemIdentifier) {
        let operation = "insertItems(_:afterItem:)"
        guard let indexPath = existingItem(afterItem, operation: operation) else { return }
        insertItems(
            newItems(identifiers, operation: operation),
            at: IndexPath(itemIndex: indexPath.itemIndex + 1, sectionIndex: indexPath.sectionIndex))
    }

    /// Deletes items; items not in the snapshot are ignored.
    ///
    /// - Complexity: O(*k* + *m*) for *k* items and *m* items in the sections they leave.
    public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
        var deleted = Set<ItemIdentifier>()
        var touchedSections = Set<SectionIdentifier>()
        for identifier in identifiers {
            guard let section = sectionOfItem[identifier] else {
                anomalies.append(.itemIdentifierNotFound(operation: "deleteItems(_:)", identifier: "\(identifier)"))
                continue
            }
            deleted.insert(identifier)
            touchedSections.insert(section)
        }
        guard !deleted.isEmpty else { return }
        for section in touchedSections {
            sections[sectionIndex[section]!].items.removeAll { deleted.contains($0) }
        }
        for identifier in deleted { sectionOfItem[identifier] = nil }
        reloadedItems.remove(deleted)
        reconfiguredItems.remove(deleted)
    }

    /// Deletes every item and every section.
    ///
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    public mutating func deleteAllItems() {
        let anomalies = self.anomalies
        self = Self()
        self.anomalies = anomalies
    }

    /// Moves an item just before `beforeItem`, possibly into another section; does nothing when either is not in the
    /// snapshot.
    ///
    /// - Complexity: O(*m*) for *m* items in the sections involved.
    public mutating func moveItem(_ identifier: ItemIdentifier, beforeItem: ItemIdentifier) {
        moveItem(identifier, nextTo: beforeItem, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after `afterItem`, possibly into another section; does nothing when either is not in the
    /// snapshot.
    ///
    /// - Complexity: O(*m*) for *m* items in the sections involved.
    public mutating func moveItem(_ identifier: ItemIdentifier, afterItem: ItemIdentifier) {
        moveItem(identifier, nextTo: afterItem, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items to reload: applying the snapshot replaces their cells with new ones (a delete and an insert in the
    /// batch, or a reload where the batch allows it).
    ///
    /// - Complexity: O(*k*) for *k* items.
    public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {
        for identifier in identifiers where existingItemSection(identifier, operation: "reloadItems(_:)") != nil {
            reloadedItems.append(identifier)
        }
    }

    /// Marks items to reconfigure: applying the snapshot updates their visible cells in place, through the manager's
    /// mappings, without a new cell.
    ///
    /// - Complexity: O(*k*) for *k* items.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {
        for identifier in identifiers where existingItemSection(identifier, operation: "reconfigureItems(_:)") != nil {
            reconfiguredItems.append(identifier)
        }
    }

    // MARK: Helpers

    /// The index of a section the snapshot holds; otherwise records the anomaly and returns `nil`.
    private mutating func existingSection(_ identifier: SectionIdentifier, operation: String) -> Int? {
        guard let index = sectionIndex[identifier] else {
            anomalies.append(.sectionIdentifierNotFound(operation: operation, identifier: "\(identifier)"))
            return nil
        }
        return index
    }

    /// The section of an item the snapshot holds; otherwise records the anomaly and returns `nil`.
    private mutating func existingItemSection(_ identifier: ItemIdentifier, operation: String) -> SectionIdentifier? {
        guard let section = sectionOfItem[identifier] else {
            anomalies.append(.itemIdentifierNotFound(operation: operation, identifier: "\(identifier)"))
            return nil
        }
        return section
    }

    /// The index path of an item the snapshot holds; otherwise records the anomaly and returns `nil`.
    private mutating func existingItem(_ identifier: ItemIdentifier, operation: String) -> IndexPath? {
        guard existingItemSection(identifier, operation: operation) != nil else { return nil }
        return indexPath(of: identifier)
    }

    /// The identifiers that are new to the snapshot, in order, each once; records the others.
    private mutating func newSections(_ identifiers: [SectionIdentifier], operation: String) -> [SectionIdentifier] {
        var seen = Set<SectionIdentifier>()
        return identifiers.filter { identifier in
            guard sectionIndex[identifier] == nil, seen.insert(identifier).inserted else {
                anomalies.append(.sectionIdentifierAlreadyExists(operation: operation, identifier: "\(identifier)"))
                return false
            }
            return true
        }
    }

    /// The identifiers that are new to the snapshot, in order, each once; records the others.
    private mutating func newItems(_ identifiers: [ItemIdentifier], operation: String) -> [ItemIdentifier] {
        var seen = Set<ItemIdentifier>()
        return identifiers.filter { identifier in
            guard sectionOfItem[identifier] == nil, seen.insert(identifier).inserted else {
                anomalies.append(.itemIdentifierAlreadyExists(operation: operation, identifier: "\(identifier)"))
                return false
            }
            return true
        }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifier], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
        reindexSections(from: index)
    }

    private mutating func reindexSections(from start: Int) {
        for index in start..<sections.count { sectionIndex[sections[index].identifier] = index }
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifier], at indexPath: IndexPath) {
        guard !identifiers.isEmpty else { return }
        let section = sections[indexPath.sectionIndex].identifier
        sections[indexPath.sectionIndex].items.insert(contentsOf: identifiers, at: indexPath.itemIndex)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifier, nextTo anchor: SectionIdentifier, after: Bool, operation: String
    ) {
        guard let source = existingSection(identifier, operation: operation),
            existingSection(anchor, operation: operation) != nil, identifier != anchor
        else { return }
        let section = sections.remove(at: source)
        let destination = sections.firstIndex { $0.identifier == anchor }! + (after ? 1 : 0)
        sections.insert(section, at: destination)
        reindexSections(from: Swift.min(source, destination))
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifier, nextTo anchor: ItemIdentifier, after: Bool, operation: String
    ) {
        guard let source = existingItem(identifier, operation: operation),
            existingItemSection(anchor, operation: operation) != nil, identifier != anchor
        else { return }
        sections[source.sectionIndex].items.remove(at: source.itemIndex)
        let destination = indexPath(of: anchor)!
        sections[destination.sectionIndex].items.insert(identifier, at: destination.itemIndex + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[destination.sectionIndex].identifier
    }
}
