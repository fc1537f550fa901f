import Foundation

/// The state of a collection view as identifiers: sections in order, each with its items in order.
///
/// Build a snapshot with UIKit's `NSDiffableDataSourceSnapshot` vocabulary and hand it to a
/// `CollectionViewDiffableDataSource`, which animates the difference from the snapshot it shows:
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Section, Post.ID>()
/// snapshot.appendSections([.pinned, .recent])
/// snapshot.appendItems(pinned.map(\.id), toSection: .pinned)
/// snapshot.appendItems(recent.map(\.id), toSection: .recent)
/// snapshot.reconfigureItems([editedPost.id])        // refresh its cell in place
/// dataSource.apply(snapshot)                        // one animated batch update
/// ```
///
/// Identifiers are unique across the snapshot: an item identifier belongs to one section, once.
///
/// ## Misuse
/// UIKit traps on a duplicate identifier or an identifier the snapshot does not hold. This snapshot never traps: it
/// ignores the offending identifier (an operation whose anchor — `beforeItem:`, `toSection:`, ... — is unknown does
/// nothing), carries on with the others, and records a ``DiffableDataSourceAnomaly`` in ``anomalies``. Applying the
/// snapshot reports those anomalies to the data source's ``DiffableDataSourceAnomalyHandler``. Queries about unknown
/// identifiers answer `nil`, 0 or empty. Moving an item or a section relative to itself changes nothing.
///
/// Snapshots are values; they are `Sendable` when their identifiers are.
public struct DiffableDataSourceSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable>:
    Equatable, CustomStringConvertible
{
    package struct Section {
        package var identifier: SectionIdentifier
        package var items: [ItemIdentifier]
    }

    /// The sections, in order.
    package var sections: [Section] = []
    /// The index of each section.
    package var sectionIndex: [SectionIdentifier: Int] = [:]
    /// The section that holds each item.
    package var sectionOfItem: [ItemIdentifier: SectionIdentifier] = [:]
    package var reloadedItems = OrderedIdentifiers<ItemIdentifier>()
    package var reconfiguredItems = OrderedIdentifiers<ItemIdentifier>()
    package var reloadedSections = OrderedIdentifiers<SectionIdentifier>()

    /// The misuses recorded since the snapshot was created, in order; see the type's documentation.
    public internal(set) var anomalies: [DiffableDataSourceAnomaly] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var sectionIdentifiers: [SectionIdentifier] { sections.map(\.identifier) }

    /// The item identifiers of all sections, in order.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var itemIdentifiers: [ItemIdentifier] { sections.flatMap(\.items) }

    /// The number of items in a section; 0 when the snapshot does not hold the section.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection identifier: SectionIdentifier) -> Int {
        sectionIndex[identifier].map { sections[$0].items.count } ?? 0
    }

    /// The item identifiers of a section, in order; empty when the snapshot does not hold the section.
    ///
    /// - Complexity: O(1).
    public func itemIdentifiers(inSection identifier: SectionIdentifier) -> [ItemIdentifier] {
        sectionIndex[identifier].map { sections[$0].items } ?? []
    }

    /// The section that holds an item, or `nil` when the snapshot does not hold the item.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? {
        sectionOfItem[identifier]
    }

    /// The index of an item among the items of all sections, or `nil`.
    ///
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the item's section.
    public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
        guard let section = sectionOfItem[identifier].flatMap({ sectionIndex[$0] }),
            let item = sections[section].items.firstIndex(of: identifier)
        else { return nil }
        return sections[..<section].reduce(item) { $0 + $1.items.count }
    }

    /// The index of a section, or `nil`.
    ///
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifier) -> Int? {
        sectionIndex[identifier]
    }

    /// The items marked by ``reloadItems(_:)``, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifier] { reloadedItems.elements }

    /// The items marked by ``reconfigureItems(_:)``, in the order they were marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifier] { reconfiguredItems.elements }

    /// The sections marked by ``reloadSections(_:)``, in the order they were marked.
    public var reloadedSectionIdentifiers: [SectionIdentifier] { reloadedSections.elements }

    /// The index path of an item, or `nil`.
    ///
    /// - Complexity: O(*m*) for *m* items in the item's section.
    package func indexPath(of identifier: ItemIdentifier) -> IndexPath? {
        guard let section = sectionOfItem[identifier].flatMap({ sectionIndex[$0] }),
            let item = sections[section].items.firstIndex(of: identifier)
        else { return nil }
        return IndexPath(itemIndex: item, sectionIndex: section)
    }

    /// The snapshot as a data source keeps it once applied: no reload or reconfigure marks, no anomalies.
    package var applied: Self {
        var snapshot = self
        snapshot.reloadedItems = OrderedIdentifiers()
        snapshot.reconfiguredItems = OrderedIdentifiers()
        snapshot.reloadedSections = OrderedIdentifiers()
        snapshot.anomalies = []
        return snapshot
    }

    // MARK: Equatable, CustomStringConvertible

    /// Two snapshots are equal when they hold the same sections with the same items, in the same order, with the same
    /// reload and reconfigure marks. Recorded ``anomalies`` are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.elementsEqual(rhs.sections) { $0.identifier == $1.identifier && $0.items == $1.items }
            && lhs.reloadedItems.elements == rhs.reloadedItems.elements
            && lhs.reconfiguredItems.elements == rhs.reconfiguredItems.elements
            && lhs.reloadedSections.elements == rhs.reloadedSections.elements
    }

    /// The sections with their items, for example `[fruit: [apple, pear], veg: []]`.
    public var description: String {
        "[" + sections.map { "\($0.identifier): \($0.items)" }.joined(separator: ", ") + "]"
    }

    // MARK: Invariants

    /// Traps when the indexes disagree with the sections; tests run it after every mutation.
    func _checkInvariants() {
        precondition(sectionIndex.count == sections.count, "every section is indexed once")
        var itemCount = 0
        for (index, section) in sections.enumerated() {
            precondition(sectionIndex[section.identifier] == index, "section \(section.identifier) is at \(index)")
            for item in section.items {
                precondition(sectionOfItem[item] == section.identifier, "item \(item) is in \(section.identifier)")
            }
            itemCount += section.items.count
        }
        precondition(sectionOfItem.count == itemCount, "every item is indexed once")
        precondition(reloadedItems.elements.allSatisfy { sectionOfItem[$0] != nil }, "reloaded items exist")
        precondition(reconfiguredItems.elements.allSatisfy { sectionOfItem[$0] != nil }, "reconfigured items exist")
        precondition(reloadedSections.elements.allSatisfy { sectionIndex[$0] != nil }, "reloaded sections exist")
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

extension DiffableDataSourceSnapshot.Section: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

/// Identifiers in the order they were added, each once.
package struct OrderedIdentifiers<Element: Hashable> {
    package private(set) var elements: [Element] = []
    private(set) var members: Set<Element> = []

    package mutating func append(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    mutating func remove(_ removed: Set<Element>) {
        guard !members.isDisjoint(with: removed) else { return }
        members.subtract(removed)
        elements.removeAll { removed.contains($0) }
    }

    package func contains(_ element: Element) -> Bool { members.contains(element) }
}

extension OrderedIdentifiers: Sendable where Element: Sendable {}
