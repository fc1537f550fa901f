import Foundation

/// A misuse of `MemoryStorage` that is reported to its ``MemoryStorageAnomalyHandler`` instead of crashing.
///
/// Every anomaly leaves the storage exactly as it was before the call that caused it, except where a method's
/// documentation says it skips the offending element and applies the rest (as `insertItems(_:to:)` does).
public enum MemoryStorageAnomaly: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// An insertion index path is past the end of its section, which holds `countOfElementsInSection` items.
    case insertionIndexPathTooBig(indexPath: IndexPath, countOfElementsInSection: Int)
    /// `insertItems(_:to:)` got a different number of items and index paths.
    case batchInsertionItemCountMismatch(itemsCount: Int, indexPathsCount: Int)
    /// `replaceItem(_:with:)` found no item equal to the one described.
    case replaceItemFailedItemNotFound(itemDescription: String)
    /// `removeItem(_:)` found no item equal to the one described.
    case removeItemFailedItemNotFound(itemDescription: String)
    /// `moveItem(at:to:)` found no item at its source.
    case moveItemFailedItemNotFound(indexPath: IndexPath)
    /// `moveItem(at:to:)` got a destination past the end of its section, counted without the moving item.
    case moveItemFailedIndexPathTooBig(indexPath: IndexPath, countOfElementsInSection: Int)
    /// `moveItemWithoutAnimation(from:to:)` got a source or destination outside the storage.
    case moveItemFailedInvalidIndexPaths(
        sourceIndexPath: IndexPath,
        destinationIndexPath: IndexPath,
        sourceElementsInSection: Int,
        destinationElementsInSection: Int
    )
    /// An index path does not address an item: it is not two indexes long, or an index is negative.
    ///
    /// Not in DTModelStorage, where such index paths crash.
    case invalidIndexPath(indexPath: IndexPath)
    /// A section index is negative, or past the end where a section must already exist.
    ///
    /// Not in DTModelStorage, where negative indexes crash and an insertion past the end is silently ignored.
    case sectionIndexOutOfRange(index: Int, numberOfSections: Int)
    /// A section index that would make the call create more than ``MemoryStorage/maximumImplicitSectionCreation``
    /// missing sections: it is `numberOfSections + maximumImplicitSectionCreation` or more, such as `Int.max`
    /// (`NSNotFound`). `numberOfSections` is the count when the call starts.
    ///
    /// Not in DTModelStorage, which creates the empty sections one by one until memory runs out.
    case sectionIndexTooBig(index: Int, numberOfSections: Int)
    /// A `SectionModel` passed to `insertSection(_:atIndex:)` or `setSection(_:forSection:)` already belongs to a storage
    /// that still exists, or is queued to join one.
    ///
    /// Not in DTModelStorage, where one section object in two places makes their items change together.
    case sectionAlreadyInStorage(index: Int)
    /// ``SectionModel/items`` was assigned on a section that this storage holds (at `index`) or has queued to insert
    /// (`index` is `nil`); the section keeps its models.
    ///
    /// Not in DTModelStorage, where the assignment goes through and the collection view no longer matches the storage.
    case itemsSetOnSectionInStorage(index: Int?)

    /// The message a developer sees: what was refused, and the call that does what was meant.
    public var debugDescription: String {
        switch self {
        case .insertionIndexPathTooBig(let indexPath, let count):
            "⚠️ [MemoryStorage] Failed to insert an item at \(indexPath): the section has \(count) items, so the last place an item can go is item \(count). Append with addItem(_:toSection:), or insert at an index path up to the section's count."
        case .batchInsertionItemCountMismatch(let itemsCount, let indexPathsCount):
            "⚠️ [MemoryStorage] Failed to insert a batch of items: insertItems(_:to:) got \(itemsCount) items and \(indexPathsCount) index paths, and nothing was inserted. Pass one index path per item, or use insertItems(_:at:) to insert consecutive items at one index path."
        case .replaceItemFailedItemNotFound(let description):
            "⚠️ [MemoryStorage] Failed to find the item to replace, \(description): no stored item is equal to it. Check that the model's == matches the stored one (compare identifiers, not every property), or replace by position with setItems(_:forSection:)."
        case .removeItemFailedItemNotFound(let description):
            "⚠️ [MemoryStorage] Failed to find the item to remove, \(description): no stored item is equal to it. Check that the model's == matches the stored one, or remove by position with removeItems(at:)."
        case .moveItemFailedItemNotFound(let indexPath):
            "⚠️ [MemoryStorage] Failed to move the item at \(indexPath): there is no item there. Read the source index path from the storage (indexPath(forItem:)) just before moving."
        case .moveItemFailedIndexPathTooBig(let indexPath, let count):
            "⚠️ [MemoryStorage] Failed to move an item to \(indexPath): without the moving item its section has \(count) items, so the destination's item can be at most \(count)."
        case .moveItemFailedInvalidIndexPaths(let source, let destination, let sourceCount, let destinationCount):
            "⚠️ [MemoryStorage] Failed to move an item from \(source) to \(destination): the source section has \(sourceCount) items and the destination section, without the moving item, \(destinationCount). moveItemWithoutAnimation(from:to:) is for a move the collection view already made (a drop or an interactive move); pass the index paths it reported."
        case .invalidIndexPath(let indexPath):
            "⚠️ [MemoryStorage] IndexPath \(indexPath) does not address an item: it needs a section and an item, neither negative. Build it with IndexPath(item:section:)."
        case .sectionIndexOutOfRange(let index, let numberOfSections):
            "⚠️ [MemoryStorage] Section index \(index) is out of range, number of sections: \(numberOfSections). Use an index from 0 to \(max(numberOfSections - 1, 0)), or add the section first with insertSection(_:atIndex:)."
        case .sectionIndexTooBig(let index, let numberOfSections):
            "⚠️ [MemoryStorage] Section index \(index) is too big, number of sections: \(numberOfSections): a call creates at most \(MemoryStorage.maximumImplicitSectionCreation) missing sections. The index is probably a sentinel such as NSNotFound or Int.max; check the lookup that produced it."
        case .sectionAlreadyInStorage(let index):
            "⚠️ [MemoryStorage] Failed to put a section at index \(index): this SectionModel already belongs to a storage. Create a new one, SectionModel(), or copy its items: storage.setItems(section.items, forSection: \(index))."
        case .itemsSetOnSectionInStorage(let index?):
            "⚠️ [MemoryStorage] Failed to set the items of the section at index \(index): this SectionModel belongs to a storage, which would not tell the collection view. Change them through the storage: storage.setItems(newItems, forSection: \(index))."
        case .itemsSetOnSectionInStorage(nil):
            "⚠️ [MemoryStorage] Failed to set the items of a section queued to join a storage, which would not tell the collection view. Set the items before inserting the section, or change them through the storage once it is inserted: storage.setItems(_:forSection:)."
        }
    }

    /// A short form for logs and analytics: the case name and its arguments.
    public var description: String {
        switch self {
        case .insertionIndexPathTooBig(let indexPath, let count):
            "MemoryStorageAnomaly.insertionIndexPathTooBig(\(indexPath), \(count))"
        case .batchInsertionItemCountMismatch(let itemsCount, let indexPathsCount):
            "MemoryStorageAnomaly.batchInsertionItemCountMismatch(\(itemsCount), \(indexPathsCount))"
        case .replaceItemFailedItemNotFound(let description):
            "MemoryStorageAnomaly.replaceItemFailedItemNotFound(\(description))"
        case .removeItemFailedItemNotFound(let description):
            "MemoryStorageAnomaly.removeItemFailedItemNotFound(\(description))"
        case .moveItemFailedItemNotFound(let indexPath):
            "MemoryStorageAnomaly.moveItemFailedItemNotFound(\(indexPath))"
        case .moveItemFailedIndexPathTooBig(let indexPath, let count):
            "MemoryStorageAnomaly.moveItemFailedIndexPathTooBig(\(indexPath), \(count))"
        case .moveItemFailedInvalidIndexPaths(let source, let destination, let sourceCount, let destinationCount):
            "MemoryStorageAnomaly.moveItemFailedInvalidIndexPaths(\(source), \(destination), \(sourceCount), \(destinationCount))"
        case .invalidIndexPath(let indexPath):
            "MemoryStorageAnomaly.invalidIndexPath(\(indexPath))"
        case .sectionIndexOutOfRange(let index, let numberOfSections):
            "MemoryStorageAnomaly.sectionIndexOutOfRange(\(index), \(numberOfSections))"
        case .sectionIndexTooBig(let index, let numberOfSections):
            "MemoryStorageAnomaly.sectionIndexTooBig(\(index), \(numberOfSections))"
        case .sectionAlreadyInStorage(let index):
            "MemoryStorageAnomaly.sectionAlreadyInStorage(\(index))"
        case .itemsSetOnSectionInStorage(let index):
            "MemoryStorageAnomaly.itemsSetOnSectionInStorage(\(index.map(String.init) ?? "nil"))"
        }
    }
}

extension MemoryStorageAnomaly: ReportableAnomaly {
    /// How reports group these anomalies, and the defaults of their handlers; for the library's own use.
    public static let reportingTraits = AnomalyReportingTraits<Self>(
        key: { $0.reportKey }, indexPath: { $0.reportIndexPath })

    /// The mistake: the case and its arguments, without index paths and the counts that change with them.
    package var reportKey: String {
        switch self {
        case .insertionIndexPathTooBig: "insertionIndexPathTooBig"
        case .moveItemFailedItemNotFound: "moveItemFailedItemNotFound"
        case .moveItemFailedIndexPathTooBig: "moveItemFailedIndexPathTooBig"
        case .moveItemFailedInvalidIndexPaths: "moveItemFailedInvalidIndexPaths"
        case .invalidIndexPath: "invalidIndexPath"
        default: description
        }
    }

    package var reportIndexPath: IndexPath? {
        switch self {
        case .insertionIndexPathTooBig(let indexPath, _), .moveItemFailedItemNotFound(let indexPath),
            .moveItemFailedIndexPathTooBig(let indexPath, _), .invalidIndexPath(let indexPath):
            indexPath
        case .moveItemFailedInvalidIndexPaths(let source, _, _, _): source
        default: nil
        }
    }
}

/// Receives the anomalies of a `MemoryStorage` (DTModelStorage's name): a `ReportingAnomalyHandler` of
/// ``MemoryStorageAnomaly``.
public typealias MemoryStorageAnomalyHandler = ReportingAnomalyHandler<MemoryStorageAnomaly>
