import Foundation

extension MemoryStorage {
    /// The index path of the first item equal to `item`, searching sections in order, or `nil`.
    ///
    /// An item matches when it casts to `T` and equals `item`, so storages may mix model types.
    ///
    /// - Complexity: O(*N*) for *N* items.
    public func indexPath<T: Equatable>(forItem item: T) -> IndexPath? {
        guard let threadEntry = beginCall("MemoryStorage.indexPath(forItem:)") else { return nil }
        defer { endCall(threadEntry) }
        for (sectionIndex, section) in committed.models.enumerated() {
            if let index = section.items.firstIndex(where: { ($0 as? T) == item }) {
                return IndexPath(itemIndex: index, sectionIndex: sectionIndex)
            }
        }
        return nil
    }

    /// The items of section `index`, or `nil` when the section does not exist.
    ///
    /// - Complexity: O(1).
    public func items(inSection index: Int) -> [Any]? {
        guard let threadEntry = beginCall("MemoryStorage.items(inSection:)") else { return nil }
        defer { endCall(threadEntry) }
        return committed.models.indices.contains(index) ? committed.models[index].items : nil
    }

    /// The section at `index`, or `nil` when it does not exist.
    ///
    /// - Complexity: O(1).
    public func section(atIndex index: Int) -> SectionModel? {
        guard let threadEntry = beginCall("MemoryStorage.section(atIndex:)") else { return nil }
        defer { endCall(threadEntry) }
        return committed.models.indices.contains(index) ? committed.models[index] : nil
    }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var totalNumberOfItems: Int {
        guard let threadEntry = beginCall("MemoryStorage.totalNumberOfItems") else { return 0 }
        defer { endCall(threadEntry) }
        return committed.models.reduce(0) { $0 + $1.numberOfItems }
    }

    /// Like ``indexPath(forItem:)``, but over the contents once every queued change is applied.
    func stagedIndexPath<T: Equatable>(forItem item: T) -> IndexPath? {
        for section in 0..<stagedSectionCount {
            if let index = stagedItems(inSection: section).firstIndex(where: { ($0 as? T) == item }) {
                return IndexPath(itemIndex: index, sectionIndex: section)
            }
        }
        return nil
    }
}
