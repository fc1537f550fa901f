import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class MemoryStorageAnomalyTests: XCTestCase {
    func testDebugDescriptions_sayWhatWasRefusedAndHowToFixIt() {
        let cases: [(MemoryStorageAnomaly, String)] = [
            (
                .insertionIndexPathTooBig(indexPath: item(5, in: 1), countOfElementsInSection: 3),
                "⚠️ [MemoryStorage] Failed to insert an item at [1, 5]: the section has 3 items, so the last place an item can go is item 3. Append with addItem(_:toSection:), or insert at an index path up to the section's count."
            ),
            (
                .batchInsertionItemCountMismatch(itemsCount: 2, indexPathsCount: 3),
                "⚠️ [MemoryStorage] Failed to insert a batch of items: insertItems(_:to:) got 2 items and 3 index paths, and nothing was inserted. Pass one index path per item, or use insertItems(_:at:) to insert consecutive items at one index path."
            ),
            (
                .replaceItemFailedItemNotFound(itemDescription: "Foo"),
                "⚠️ [MemoryStorage] Failed to find the item to replace, Foo: no stored item is equal to it. Check that the model's == matches the stored one (compare identifiers, not every property), or replace by position with setItems(_:forSection:)."
            ),
            (
                .removeItemFailedItemNotFound(itemDescription: "Bar"),
                "⚠️ [MemoryStorage] Failed to find the item to remove, Bar: no stored item is equal to it. Check that the model's == matches the stored one, or remove by position with removeItems(at:)."
            ),
            (
                .moveItemFailedItemNotFound(indexPath: item(0, in: 2)),
                "⚠️ [MemoryStorage] Failed to move the item at [2, 0]: there is no item there. Read the source index path from the storage (indexPath(forItem:)) just before moving."
            ),
            (
                .moveItemFailedIndexPathTooBig(indexPath: item(4, in: 0), countOfElementsInSection: 2),
                "⚠️ [MemoryStorage] Failed to move an item to [0, 4]: without the moving item its section has 2 items, so the destination's item can be at most 2."
            ),
            (
                .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: item(1, in: 0), destinationIndexPath: item(3, in: 1), sourceElementsInSection: 2,
                    destinationElementsInSection: 1),
                "⚠️ [MemoryStorage] Failed to move an item from [0, 1] to [1, 3]: the source section has 2 items and the destination section, without the moving item, 1. moveItemWithoutAnimation(from:to:) is for a move the collection view already made (a drop or an interactive move); pass the index paths it reported."
            ),
            (
                .invalidIndexPath(indexPath: item(-1, in: 0)),
                "⚠️ [MemoryStorage] IndexPath [0, -1] does not address an item: it needs a section and an item, neither negative. Build it with IndexPath(item:section:)."
            ),
            (
                .sectionIndexOutOfRange(index: 4, numberOfSections: 2),
                "⚠️ [MemoryStorage] Section index 4 is out of range, number of sections: 2. Use an index from 0 to 1, or add the section first with insertSection(_:atIndex:)."
            ),
            (
                .sectionIndexTooBig(index: Int.max, numberOfSections: 2),
                "⚠️ [MemoryStorage] Section index 9223372036854775807 is too big, number of sections: 2: a call creates at most 10000 missing sections. The index is probably a sentinel such as NSNotFound or Int.max; check the lookup that produced it."
            ),
            (
                .sectionAlreadyInStorage(index: 1),
                "⚠️ [MemoryStorage] Failed to put a section at index 1: this SectionModel already belongs to a storage. Create a new one, SectionModel(), or copy its items: storage.setItems(section.items, forSection: 1)."
            ),
            (
                .itemsSetOnSectionInStorage(index: 2),
                "⚠️ [MemoryStorage] Failed to set the items of the section at index 2: this SectionModel belongs to a storage, which would not tell the collection view. Change them through the storage: storage.setItems(newItems, forSection: 2)."
            ),
            (
                .itemsSetOnSectionInStorage(index: nil),
                "⚠️ [MemoryStorage] Failed to set the items of a section queued to join a storage, which would not tell the collection view. Set the items before inserting the section, or change them through the storage once it is inserted: storage.setItems(_:forSection:)."
            ),
        ]
        for (anomaly, message) in cases {
            XCTAssertEqual(anomaly.debugDescription, message)
        }
    }

    func testDescriptions_nameTheCaseAndArguments() {
        XCTAssertEqual(
            MemoryStorageAnomaly.insertionIndexPathTooBig(indexPath: item(5, in: 1), countOfElementsInSection: 3)
                .description,
            "MemoryStorageAnomaly.insertionIndexPathTooBig([1, 5], 3)")
        XCTAssertEqual(
            MemoryStorageAnomaly.batchInsertionItemCountMismatch(itemsCount: 2, indexPathsCount: 3).description,
            "MemoryStorageAnomaly.batchInsertionItemCountMismatch(2, 3)")
        XCTAssertEqual(
            MemoryStorageAnomaly.replaceItemFailedItemNotFound(itemDescription: "Foo").description,
            "MemoryStorageAnomaly.replaceItemFailedItemNotFound(Foo)")
        XCTAssertEqual(
            MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "Bar").description,
            "MemoryStorageAnomaly.removeItemFailedItemNotFound(Bar)")
        XCTAssertEqual(
            MemoryStorageAnomaly.moveItemFailedItemNotFound(indexPath: item(0, in: 2)).description,
            "MemoryStorageAnomaly.moveItemFailedItemNotFound([2, 0])")
        XCTAssertEqual(
            MemoryStorageAnomaly.moveItemFailedIndexPathTooBig(indexPath: item(4, in: 0), countOfElementsInSection: 2)
                .description,
            "MemoryStorageAnomaly.moveItemFailedIndexPathTooBig([0, 4], 2)")
        XCTAssertEqual(
            MemoryStorageAnomaly.moveItemFailedInvalidIndexPaths(
                sourceIndexPath: item(1, in: 0), destinationIndexPath: item(3, in: 1), sourceElementsInSection: 2,
                destinationElementsInSection: 1
            ).description,
            "MemoryStorageAnomaly.moveItemFailedInvalidIndexPaths([0, 1], [1, 3], 2, 1)")
        XCTAssertEqual(
            MemoryStorageAnomaly.invalidIndexPath(indexPath: item(-1, in: 0)).description,
            "MemoryStorageAnomaly.invalidIndexPath([0, -1])")
        XCTAssertEqual(
            MemoryStorageAnomaly.sectionIndexOutOfRange(index: 4, numberOfSections: 2).description,
            "MemoryStorageAnomaly.sectionIndexOutOfRange(4, 2)")
        XCTAssertEqual(
            MemoryStorageAnomaly.sectionAlreadyInStorage(index: 1).description,
            "MemoryStorageAnomaly.sectionAlreadyInStorage(1)")
    }

    func testErrorDescriptions() {
        XCTAssertEqual(
            MemoryStorageError.insertionFailed(reason: .indexPathTooBig(item(3, in: 0))).errorDescription,
            "IndexPath [0, 3] provided was bigger than existing section or item")
        XCTAssertEqual(
            MemoryStorageError.insertionFailed(reason: .invalidIndexPath(item(-1, in: 0))).errorDescription,
            "IndexPath [0, -1] provided does not address an item")
        XCTAssertEqual(
            MemoryStorageError.searchFailed(reason: .itemNotFound(itemDescription: "7")).localizedDescription,
            "Failed to find 7 in MemoryStorage")
    }

    func testSilenceAnomaly_dropsOnlyThatAnomaly() {
        let storage = MemoryStorage()
        let recorder = MemoryStorageAnomalyRecorder(storage)
        storage.anomalyHandler.silenceAnomaly(.removeItemFailedItemNotFound(itemDescription: "1"))
        try? storage.removeItem(1)
        try? storage.removeItem(2)
        XCTAssertEqual(recorder.anomalies, [.removeItemFailedItemNotFound(itemDescription: "2")])
    }

    func testSilenceAnomalyUsingCondition_dropsMatchingAnomalies() {
        let storage = MemoryStorage()
        let recorder = MemoryStorageAnomalyRecorder(storage)
        storage.anomalyHandler.silenceAnomaly { anomaly in
            if case .removeItemFailedItemNotFound = anomaly { return true }
            return false
        }
        try? storage.removeItem(1)
        try? storage.replaceItem(1, with: 2)
        XCTAssertEqual(recorder.anomalies, [.replaceItemFailedItemNotFound(itemDescription: "1")])
    }

    func testSilencing_isDiscardedByAssigningANewAction() {
        let storage = MemoryStorage()
        storage.anomalyHandler.silenceAnomaly(.removeItemFailedItemNotFound(itemDescription: "1"))
        let recorder = MemoryStorageAnomalyRecorder(storage)
        try? storage.removeItem(1)
        XCTAssertEqual(recorder.anomalies, [.removeItemFailedItemNotFound(itemDescription: "1")])
    }

    func testReportAnomaly_callsTheAction() {
        let handler = MemoryStorageAnomalyHandler()
        var received: [MemoryStorageAnomaly] = []
        handler.anomalyAction = { received.append($0) }
        handler.reportAnomaly(.invalidIndexPath(indexPath: item(0, in: -1)))
        XCTAssertEqual(received, [.invalidIndexPath(indexPath: item(0, in: -1))])
    }
}
