import CollectionManager
import Foundation
import StorageTestSupport

/// What a call is documented to report: the anomalies, in order, and the error it throws.
struct FuzzExpectation: Equatable {
    var anomalies: [MemoryStorageAnomaly] = []
    var error: MemoryStorageError?

    /// Whether the call is (partly) invalid: it must report something.
    var isInvalid: Bool { !anomalies.isEmpty || error != nil }

    static let valid = FuzzExpectation()
}

/// A plain value model of a `MemoryStorage`: what its documentation says each call does, including which calls are
/// invalid, what they report, and that they change nothing.
///
/// It models the contents a storage holds once every call made so far has been applied (the storage's changes may be
/// deferred until its delegate applies them; calls are validated against these contents).
struct FuzzReferenceModel: Equatable {
    var sections: [[Int]] = []
    var headers: [String] = []
    var footers: [String] = []

    /// How many sections one call may create: a section index this far past the number of sections, or farther, is
    /// refused.
    static let sectionCreationBound = 10_000

    private static func isItemIndexPath(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[0] >= 0 && indexPath[1] >= 0
    }

    private func count(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The anomaly a call reports when reaching section `index` (not negative) from `numberOfSections` sections would
    /// create more than ``sectionCreationBound`` sections; `nil` when it may.
    private static func refusal(ofSection index: Int, numberOfSections: Int) -> MemoryStorageAnomaly? {
        guard index - numberOfSections >= sectionCreationBound else { return nil }
        return .sectionIndexTooBig(index: index, numberOfSections: numberOfSections)
    }

    /// ``refusal(ofSection:numberOfSections:)`` against the current number of sections.
    private func refusal(ofSection index: Int) -> MemoryStorageAnomaly? {
        Self.refusal(ofSection: index, numberOfSections: sections.count)
    }

    private mutating func createSections(upTo index: Int) {
        while sections.count <= index { sections.append([]) }
    }

    /// The first index path holding `item`.
    func indexPath(of item: Int) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let index = items.firstIndex(of: item) { return IndexPath(item: index, section: section) }
        }
        return nil
    }

    func item(at indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let items = sections[indexPath[0]]
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    // MARK: Items

    mutating func addItems(_ items: [Int], toSection index: Int) -> FuzzExpectation {
        guard index >= 0 else {
            return FuzzExpectation(anomalies: [.sectionIndexOutOfRange(index: index, numberOfSections: sections.count)])
        }
        if let refusal = refusal(ofSection: index) { return FuzzExpectation(anomalies: [refusal]) }
        createSections(upTo: index)
        sections[index] += items
        return .valid
    }

    mutating func insertItems(_ items: [Int], at indexPath: IndexPath) -> FuzzExpectation {
        guard Self.isItemIndexPath(indexPath) else {
            return FuzzExpectation(
                anomalies: [.invalidIndexPath(indexPath: indexPath)],
                error: .insertionFailed(reason: .invalidIndexPath(indexPath)))
        }
        // The section is checked before the item.
        if let refusal = refusal(ofSection: indexPath[0]) {
            return FuzzExpectation(anomalies: [refusal], error: .insertionFailed(reason: .indexPathTooBig(indexPath)))
        }
        let count = count(inSection: indexPath[0])
        guard indexPath[1] <= count else {
            return FuzzExpectation(
                anomalies: [.insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count)],
                error: .insertionFailed(reason: .indexPathTooBig(indexPath)))
        }
        createSections(upTo: indexPath[0])
        sections[indexPath[0]].insert(contentsOf: items, at: indexPath[1])
        return .valid
    }

    mutating func insertItems(_ items: [Int], to indexPaths: [IndexPath]) -> FuzzExpectation {
        guard items.count == indexPaths.count else {
            return FuzzExpectation(
                anomalies: [
                    .batchInsertionItemCountMismatch(itemsCount: items.count, indexPathsCount: indexPaths.count)
                ])
        }
        var expectation = FuzzExpectation()
        // The bound counts from the number of sections when the call starts, so that its paths together create at
        // most the bound; each refused path is skipped.
        let startCount = sections.count
        for (item, indexPath) in zip(items, indexPaths) {
            guard Self.isItemIndexPath(indexPath) else {
                expectation.anomalies.append(.invalidIndexPath(indexPath: indexPath))
                continue
            }
            if let refusal = Self.refusal(ofSection: indexPath[0], numberOfSections: startCount) {
                expectation.anomalies.append(refusal)
                continue
            }
            let count = count(inSection: indexPath[0])
            guard indexPath[1] <= count else {
                expectation.anomalies.append(
                    .insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count))
                continue
            }
            createSections(upTo: indexPath[0])
            sections[indexPath[0]].insert(item, at: indexPath[1])
        }
        return expectation
    }

    func reloadItem(_ item: Int) -> FuzzExpectation { .valid }

    mutating func replaceItem(_ item: Int, with replacement: Int) -> FuzzExpectation {
        guard let indexPath = indexPath(of: item) else {
            let description = String(describing: item)
            return FuzzExpectation(
                anomalies: [.replaceItemFailedItemNotFound(itemDescription: description)],
                error: .searchFailed(reason: .itemNotFound(itemDescription: description)))
        }
        sections[indexPath[0]][indexPath[1]] = replacement
        return .valid
    }

    mutating func removeItem(_ item: Int) -> FuzzExpectation {
        guard let indexPath = indexPath(of: item) else {
            let description = String(describing: item)
            return FuzzExpectation(
                anomalies: [.removeItemFailedItemNotFound(itemDescription: description)],
                error: .searchFailed(reason: .itemNotFound(itemDescription: description)))
        }
        sections[indexPath[0]].remove(at: indexPath[1])
        return .valid
    }

    /// Removes the first item equal to each argument; missing ones are skipped silently.
    mutating func removeItems(_ items: [Int]) -> FuzzExpectation {
        remove(Set(items.compactMap(indexPath(of:))))
        return .valid
    }

    mutating func removeItems(at indexPaths: [IndexPath]) -> FuzzExpectation {
        remove(Set(indexPaths.filter { Self.isItemIndexPath($0) && item(at: $0) != nil }))
        return .valid
    }

    private mutating func remove(_ indexPaths: Set<IndexPath>) {
        for indexPath in indexPaths.sorted(by: >) { sections[indexPath[0]].remove(at: indexPath[1]) }
    }

    mutating func removeItems(fromSection section: Int) -> FuzzExpectation {
        if sections.indices.contains(section) { sections[section] = [] }
        return .valid
    }

    mutating func moveItem(at source: IndexPath, to destination: IndexPath) -> FuzzExpectation {
        guard Self.isItemIndexPath(source) else {
            return FuzzExpectation(anomalies: [.invalidIndexPath(indexPath: source)])
        }
        guard Self.isItemIndexPath(destination) else {
            return FuzzExpectation(anomalies: [.invalidIndexPath(indexPath: destination)])
        }
        guard source[1] < count(inSection: source[0]) else {
            return FuzzExpectation(anomalies: [.moveItemFailedItemNotFound(indexPath: source)])
        }
        // The destination's section is checked after the source's item, before the destination's item.
        if let refusal = refusal(ofSection: destination[0]) { return FuzzExpectation(anomalies: [refusal]) }
        let countAfterRemoval = count(inSection: destination[0]) - (source[0] == destination[0] ? 1 : 0)
        guard destination[1] <= countAfterRemoval else {
            return FuzzExpectation(anomalies: [
                .moveItemFailedIndexPathTooBig(indexPath: destination, countOfElementsInSection: countAfterRemoval)
            ])
        }
        createSections(upTo: destination[0])
        let item = sections[source[0]].remove(at: source[1])
        sections[destination[0]].insert(item, at: destination[1])
        return .valid
    }

    mutating func moveItemWithoutAnimation(from source: IndexPath, to destination: IndexPath) -> FuzzExpectation {
        func count(_ indexPath: IndexPath) -> Int? {
            guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
            return sections[indexPath[0]].count
        }
        let sourceCount = count(source)
        let sameSection = source.count == 2 && destination.count == 2 && source[0] == destination[0]
        let destinationCount = count(destination).map { $0 - (sameSection ? 1 : 0) }
        guard Self.isItemIndexPath(source), Self.isItemIndexPath(destination), let sourceCount, let destinationCount,
            source[1] < sourceCount, destination[1] <= destinationCount
        else {
            return FuzzExpectation(anomalies: [
                .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: source, destinationIndexPath: destination,
                    sourceElementsInSection: sourceCount ?? 0, destinationElementsInSection: destinationCount ?? 0)
            ])
        }
        let item = sections[source[0]].remove(at: source[1])
        sections[destination[0]].insert(item, at: destination[1])
        return .valid
    }

    // MARK: Sections

    mutating func setItems(_ items: [Int], forSection index: Int) -> FuzzExpectation {
        guard index >= 0 else {
            return FuzzExpectation(anomalies: [.sectionIndexOutOfRange(index: index, numberOfSections: sections.count)])
        }
        if let refusal = refusal(ofSection: index) { return FuzzExpectation(anomalies: [refusal]) }
        createSections(upTo: index)
        sections[index] = items
        return .valid
    }

    mutating func setItemsForAllSections(_ items: [[Int]]) -> FuzzExpectation {
        sections = items
        return .valid
    }

    /// `setSection(_:forSection:)`; `isHeld` tells whether the `SectionModel` passed already belongs to a storage.
    mutating func setSection(_ items: [Int], forSection index: Int, isHeld: Bool) -> FuzzExpectation {
        guard index >= 0 else {
            return FuzzExpectation(anomalies: [.sectionIndexOutOfRange(index: index, numberOfSections: sections.count)])
        }
        // The section put counts as one of those created; the bound is checked before whether it is held.
        if let refusal = refusal(ofSection: index) { return FuzzExpectation(anomalies: [refusal]) }
        guard !isHeld else { return FuzzExpectation(anomalies: [.sectionAlreadyInStorage(index: index)]) }
        while sections.count < index { sections.append([]) }
        if index < sections.count { sections[index] = items } else { sections.append(items) }
        return .valid
    }

    mutating func removeAllItems() -> FuzzExpectation {
        sections = sections.map { _ in [] }
        return .valid
    }

    mutating func insertSection(_ items: [Int], atIndex index: Int, isHeld: Bool) -> FuzzExpectation {
        guard index >= 0, index <= sections.count else {
            return FuzzExpectation(anomalies: [.sectionIndexOutOfRange(index: index, numberOfSections: sections.count)])
        }
        guard !isHeld else { return FuzzExpectation(anomalies: [.sectionAlreadyInStorage(index: index)]) }
        sections.insert(items, at: index)
        return .valid
    }

    mutating func deleteSections(_ indexes: IndexSet) -> FuzzExpectation {
        for index in sections.indices.reversed() where indexes.contains(index) { sections.remove(at: index) }
        return .valid
    }

    mutating func moveSection(_ source: Int, toSection destination: Int) -> FuzzExpectation {
        guard source >= 0, destination >= 0 else {
            return FuzzExpectation(anomalies: [
                .sectionIndexOutOfRange(index: min(source, destination), numberOfSections: sections.count)
            ])
        }
        // The larger index is the one reported.
        if let refusal = refusal(ofSection: max(source, destination)) { return FuzzExpectation(anomalies: [refusal]) }
        createSections(upTo: max(source, destination))
        let moving = sections.remove(at: source)
        sections.insert(moving, at: destination)
        return .valid
    }
}

/// A model of one item of a `SingleSectionStorage`: its identity and a version, so that an item can change in place.
struct FuzzEntry: EntityIdentifiable, Hashable, CustomStringConvertible {
    var id: Int
    var version: Int

    var identifier: AnyHashable { AnyHashable(id) }
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A plain value model of a `DiffableDataSourceSnapshot<Int, Int>`: sections with their items, and the anomalies its
/// mutations are documented to record.
struct FuzzSnapshotModel: Equatable {
    var sections: [(identifier: Int, items: [Int])] = []
    var anomalies: [DiffableDataSourceAnomaly] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.map(\.identifier) == rhs.sections.map(\.identifier)
            && lhs.sections.map(\.items) == rhs.sections.map(\.items) && lhs.anomalies == rhs.anomalies
    }

    var itemSections: [[Int]] { sections.map(\.items) }

    init(sections: [(identifier: Int, items: [Int])] = []) {
        self.sections = sections
    }

    init(_ snapshot: DiffableDataSourceSnapshot<Int, Int>) {
        sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
        anomalies = snapshot.anomalies
    }

    private func sectionIndex(_ identifier: Int) -> Int? { sections.firstIndex { $0.identifier == identifier } }

    private func indexPath(of item: Int) -> IndexPath? {
        for (index, section) in sections.enumerated() {
            if let position = section.items.firstIndex(of: item) { return IndexPath(item: position, section: index) }
        }
        return nil
    }

    private mutating func existingSection(_ identifier: Int, _ operation: String) -> Int? {
        guard let index = sectionIndex(identifier) else {
            anomalies.append(.sectionIdentifierNotFound(operation: operation, identifier: "\(identifier)"))
            return nil
        }
        return index
    }

    private mutating func existingItem(_ identifier: Int, _ operation: String) -> IndexPath? {
        guard let indexPath = indexPath(of: identifier) else {
            anomalies.append(.itemIdentifierNotFound(operation: operation, identifier: "\(identifier)"))
            return nil
        }
        return indexPath
    }

    private mutating func newSections(_ identifiers: [Int], _ operation: String) -> [Int] {
        var seen = Set<Int>()
        return identifiers.filter {
            guard sectionIndex($0) == nil, seen.insert($0).inserted else {
                anomalies.append(.sectionIdentifierAlreadyExists(operation: operation, identifier: "\($0)"))
                return false
            }
            return true
        }
    }

    private mutating func newItems(_ identifiers: [Int], _ operation: String) -> [Int] {
        var seen = Set<Int>()
        return identifiers.filter {
            guard indexPath(of: $0) == nil, seen.insert($0).inserted else {
                anomalies.append(.itemIdentifierAlreadyExists(operation: operation, identifier: "\($0)"))
                return false
            }
            return true
        }
    }

    mutating func appendSections(_ identifiers: [Int]) {
        let new = newSections(identifiers, "appendSections(_:)")
        sections += new.map { ($0, []) }
    }

    mutating func insertSections(_ identifiers: [Int], nextTo anchor: Int, after: Bool) {
        let operation = after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
        guard let index = existingSection(anchor, operation) else { return }
        let new = newSections(identifiers, operation)
        sections.insert(contentsOf: new.map { ($0, []) }, at: index + (after ? 1 : 0))
    }

    mutating func deleteSections(_ identifiers: [Int]) {
        var deleted = Set<Int>()
        for identifier in identifiers where existingSection(identifier, "deleteSections(_:)") != nil {
            deleted.insert(identifier)
        }
        sections.removeAll { deleted.contains($0.identifier) }
    }

    mutating func moveSection(_ identifier: Int, nextTo anchor: Int, after: Bool) {
        let operation = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard let source = existingSection(identifier, operation), existingSection(anchor, operation) != nil,
            identifier != anchor
        else { return }
        let section = sections.remove(at: source)
        let destination = sectionIndex(anchor)! + (after ? 1 : 0)
        sections.insert(section, at: destination)
    }

    mutating func reloadSections(_ identifiers: [Int]) {
        for identifier in identifiers { _ = existingSection(identifier, "reloadSections(_:)") }
    }

    mutating func appendItems(_ identifiers: [Int], toSection identifier: Int?) {
        let operation = "appendItems(_:toSection:)"
        let section: Int
        if let identifier {
            guard let index = existingSection(identifier, operation) else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                return anomalies.append(.noSectionForItems(operation: operation, itemCount: identifiers.count))
            }
            section = sections.count - 1
        }
        sections[section].items += newItems(identifiers, operation)
    }

    mutating func insertItems(_ identifiers: [Int], nextTo anchor: Int, after: Bool) {
        let operation = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
        guard let indexPath = existingItem(anchor, operation) else { return }
        let new = newItems(identifiers, operation)
        sections[indexPath[0]].items.insert(contentsOf: new, at: indexPath[1] + (after ? 1 : 0))
    }

    mutating func deleteItems(_ identifiers: [Int]) {
        var deleted = Set<Int>()
        for identifier in identifiers {
            guard indexPath(of: identifier) != nil else {
                anomalies.append(.itemIdentifierNotFound(operation: "deleteItems(_:)", identifier: "\(identifier)"))
                continue
            }
            deleted.insert(identifier)
        }
        for index in sections.indices { sections[index].items.removeAll { deleted.contains($0) } }
    }

    mutating func deleteAllItems() {
        sections = []
    }

    mutating func moveItem(_ identifier: Int, nextTo anchor: Int, after: Bool) {
        let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard let source = existingItem(identifier, operation), existingItem(anchor, operation) != nil,
            identifier != anchor
        else { return }
        sections[source[0]].items.remove(at: source[1])
        let destination = indexPath(of: anchor)!
        sections[destination[0]].items.insert(identifier, at: destination[1] + (after ? 1 : 0))
    }

    mutating func reloadItems(_ identifiers: [Int], reconfigure: Bool) {
        let operation = reconfigure ? "reconfigureItems(_:)" : "reloadItems(_:)"
        for identifier in identifiers { _ = existingItem(identifier, operation) }
    }
}
