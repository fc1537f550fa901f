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
    /// A call on a storage that a manager of a view on the main queue holds was made off the main queue; it was not
    /// applied. `call` names the method (`MemoryStorage.setItems(_:forSection:)`), `thread` the thread it came from
    /// (`Thread: <name>, number <n>`).
    ///
    /// Not in DTModelStorage, where such a call races with the collection view.
    case wrongThread(call: String, thread: String)
    /// A call on a storage started while another call on it was running on another thread; it was not applied.
    ///
    /// Not in DTModelStorage, where the two calls race.
    case concurrentCall(call: String, thread: String, callInProgress: String, threadOfCallInProgress: String)

    /// What happened, in DTModelStorage's words for the anomalies it has (`[MemoryStorage]` and the arguments
    /// included), and in the same style for the ones this library adds.
    ///
    /// How to fix it is ``recoverySuggestion``; a report prints both.
    public var debugDescription: String {
        switch self {
        case .insertionIndexPathTooBig(let indexPath, let count):
            "⚠️ [MemoryStorage] Failed to insert item into IndexPath: \(indexPath), count of elements in the section: \(count)"
        case .batchInsertionItemCountMismatch(let itemsCount, let indexPathsCount):
            "⚠️ [MemoryStorage] Failed to insert batch of items, items count: \(itemsCount), indexPaths count: \(indexPathsCount)"
        case .replaceItemFailedItemNotFound(let description):
            "⚠️ [MemoryStorage] Failed to find item for replacement: \(description)"
        case .removeItemFailedItemNotFound(let description):
            "⚠️ [MemoryStorage] Failed to find item for removal: \(description)"
        case .moveItemFailedItemNotFound(let indexPath):
            "⚠️ [MemoryStorage] Failed to find item for moving at indexPath: \(indexPath)"
        case .moveItemFailedIndexPathTooBig(let indexPath, let count):
            "⚠️ [MemoryStorage] Failed to move item, destination indexPath is too big: \(indexPath), number of items in section after removing source item: \(count)"
        case .moveItemFailedInvalidIndexPaths(let source, let destination, let sourceCount, let destinationCount):
            "⚠️ [MemoryStorage] Failed to move item, sourceIndexPath: \(source), destination indexPath: \(destination), number of items in source section: \(sourceCount), number of items in destination section after removing source item: \(destinationCount)"
        case .invalidIndexPath(let indexPath):
            "⚠️ [MemoryStorage] IndexPath does not address an item: \(indexPath), an item's IndexPath has a section and an item, neither negative"
        case .sectionIndexOutOfRange(let index, let numberOfSections):
            "⚠️ [MemoryStorage] Section index is out of range: \(index), number of sections: \(numberOfSections)"
        case .sectionIndexTooBig(let index, let numberOfSections):
            "⚠️ [MemoryStorage] Section index is too big: \(index), number of sections: \(numberOfSections), maximum number of sections one call creates: \(MemoryStorage.maximumImplicitSectionCreation)"
        case .sectionAlreadyInStorage(let index):
            "⚠️ [MemoryStorage] Failed to put section at index: \(index), this SectionModel already belongs to a storage"
        case .itemsSetOnSectionInStorage(let index?):
            "⚠️ [MemoryStorage] Failed to set items of section at index: \(index), this SectionModel belongs to a storage, which would not update the collection view"
        case .itemsSetOnSectionInStorage(nil):
            "⚠️ [MemoryStorage] Failed to set items of section queued to be inserted into a storage, which would not update the collection view"
        case .wrongThread(let call, let thread):
            "⚠️ [ModelStorage] Storage API called off the main queue on a storage shown by a view on the main queue: \(call)\n\(thread)"
        case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress):
            "⚠️ [ModelStorage] Storage API called while another thread is in a call on the same storage: \(call)\n\(thread)\nCall in progress: \(callInProgress)\n\(threadOfCallInProgress)"
        }
    }

    /// How to fix the call that caused the anomaly: the method to use instead, or the argument to check.
    public var recoverySuggestion: String {
        switch self {
        case .insertionIndexPathTooBig(_, let count):
            "The last place an item can go in that section is item \(count). Append with addItem(_:toSection:), "
                + "or insert at an item index from 0 to the section's count."
        case .batchInsertionItemCountMismatch:
            "Nothing was inserted. Pass insertItems(_:to:) one index path per item, or insert consecutive items at "
                + "one index path with insertItems(_:at:)."
        case .replaceItemFailedItemNotFound:
            "No stored item is equal to it. Check that the model's == matches the stored one (compare identifiers, "
                + "not every property), or replace by position with setItems(_:forSection:)."
        case .removeItemFailedItemNotFound:
            "No stored item is equal to it. Check that the model's == matches the stored one, or remove by position "
                + "with removeItems(at:)."
        case .moveItemFailedItemNotFound:
            "There is no item at the source. Read the source index path from the storage, indexPath(forItem:), just "
                + "before moving."
        case .moveItemFailedIndexPathTooBig(_, let count):
            "Without the moving item the destination section has \(count) items, so the destination's item index "
                + "can be at most \(count); read the count from the storage, numberOfItems(inSection:), just before "
                + "moving."
        case .moveItemFailedInvalidIndexPaths:
            "moveItemWithoutAnimation(from:to:) is for a move the collection view already made (a drop or an "
                + "interactive move): pass the index paths it reported."
        case .invalidIndexPath:
            "Build the index path with IndexPath(item:section:), from indexes the storage has."
        case .sectionIndexOutOfRange(_, let numberOfSections) where numberOfSections > 0:
            "Use a section index from 0 to \(numberOfSections - 1), or add the section first with "
                + "insertSection(_:atIndex:)."
        case .sectionIndexOutOfRange:
            "The storage has no sections: add one first, with insertSection(_:atIndex:) or setItems(_:forSection:)."
        case .sectionIndexTooBig:
            "The index is probably a sentinel such as NSNotFound or Int.max: check the lookup that produced it."
        case .sectionAlreadyInStorage(let index):
            "Create a new section, SectionModel(), or copy its items: storage.setItems(section.items, forSection: "
                + "\(index))."
        case .itemsSetOnSectionInStorage(let index?):
            "Change them through the storage: storage.setItems(newItems, forSection: \(index))."
        case .itemsSetOnSectionInStorage(nil):
            "Set the items before inserting the section, or change them through the storage once it is inserted: "
                + "storage.setItems(_:forSection:)."
        case .wrongThread:
            "Nothing was changed. Make the call on the main actor (mark the caller @MainActor, or hop with "
                + "await MainActor.run { ... }); compute the new items anywhere, then hand them to the storage there."
        case .concurrentCall:
            "Nothing was changed. Use a storage from one isolation domain at a time: keep it in one actor, or "
                + "serialize the calls (one queue, or await the first call before making the second)."
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
        case .wrongThread(let call, let thread):
            "MemoryStorageAnomaly.wrongThread(\(call), \(thread))"
        case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress):
            "MemoryStorageAnomaly.concurrentCall(\(call), \(thread), \(callInProgress), \(threadOfCallInProgress))"
        }
    }
}

extension MemoryStorageAnomaly: ReportableAnomaly {
    /// How reports group these anomalies, and the defaults of their handlers; for the library's own use.
    public static let reportingTraits = AnomalyReportingTraits<Self>(
        key: { $0.reportKey }, indexPath: { $0.reportIndexPath }, isReportedAtOnce: { $0.isThreadAnomaly })

    /// Whether the anomaly is a refused call from the wrong thread, reported at once on that thread.
    package var isThreadAnomaly: Bool {
        switch self {
        case .wrongThread, .concurrentCall: true
        default: false
        }
    }

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
