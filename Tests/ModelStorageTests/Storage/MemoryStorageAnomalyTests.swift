import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class MemoryStorageAnomalyTests: XCTestCase {
    /// DTModelStorage's `debugDescription`s, character for character.
    func testDebugDescriptions_areDTModelStoragesTexts() {
        let cases: [(MemoryStorageAnomaly, String)] = [
            (
                .insertionIndexPathTooBig(indexPath: item(10, in: 1), countOfElementsInSection: 3),
                "⚠️ [MemoryStorage] Failed to insert item into IndexPath: [1, 10], count of elements in the section: 3"
            ),
            (
                .batchInsertionItemCountMismatch(itemsCount: 2, indexPathsCount: 3),
                "⚠️ [MemoryStorage] Failed to insert batch of items, items count: 2, indexPaths count: 3"
            ),
            (
                .replaceItemFailedItemNotFound(itemDescription: "Foo"),
                "⚠️ [MemoryStorage] Failed to find item for replacement: Foo"
            ),
            (
                .removeItemFailedItemNotFound(itemDescription: "Bar"),
                "⚠️ [MemoryStorage] Failed to find item for removal: Bar"
            ),
            (
                .moveItemFailedItemNotFound(indexPath: item(0, in: 2)),
                "⚠️ [MemoryStorage] Failed to find item for moving at indexPath: [2, 0]"
            ),
            (
                .moveItemFailedIndexPathTooBig(indexPath: item(4, in: 0), countOfElementsInSection: 2),
                "⚠️ [MemoryStorage] Failed to move item, destination indexPath is too big: [0, 4], number of items in section after removing source item: 2"
            ),
            (
                .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: item(1, in: 0), destinationIndexPath: item(3, in: 1), sourceElementsInSection: 2,
                    destinationElementsInSection: 1),
                "⚠️ [MemoryStorage] Failed to move item, sourceIndexPath: [0, 1], destination indexPath: [1, 3], number of items in source section: 2, number of items in destination section after removing source item: 1"
            ),
        ]
        for (anomaly, message) in cases {
            XCTAssertEqual(anomaly.debugDescription, message, anomaly.description)
        }
    }

    /// The anomalies DTModelStorage does not have say what happened in its style; the fix is apart.
    func testDebugDescriptions_ofTheAnomaliesThisLibraryAdds_sayWhatHappened() {
        let cases: [(MemoryStorageAnomaly, String)] = [
            (
                .invalidIndexPath(indexPath: item(-1, in: 0)),
                "⚠️ [MemoryStorage] IndexPath does not address an item: [0, -1], an item's IndexPath has a section and an item, neither negative"
            ),
            (
                .sectionIndexOutOfRange(index: 4, numberOfSections: 2),
                "⚠️ [MemoryStorage] Section index is out of range: 4, number of sections: 2"
            ),
            (
                .sectionIndexTooBig(index: Int.max, numberOfSections: 2),
                "⚠️ [MemoryStorage] Section index is too big: 9223372036854775807, number of sections: 2, maximum number of sections one call creates: 10000"
            ),
            (
                .sectionAlreadyInStorage(index: 1),
                "⚠️ [MemoryStorage] Failed to put section at index: 1, this SectionModel already belongs to a storage"
            ),
            (
                .itemsSetOnSectionInStorage(index: 2),
                "⚠️ [MemoryStorage] Failed to set items of section at index: 2, this SectionModel belongs to a storage, which would not update the collection view"
            ),
            (
                .itemsSetOnSectionInStorage(index: nil),
                "⚠️ [MemoryStorage] Failed to set items of section queued to be inserted into a storage, which would not update the collection view"
            ),
        ]
        for (anomaly, message) in cases {
            XCTAssertEqual(anomaly.debugDescription, message, anomaly.description)
        }
    }

    func testRecoverySuggestions_areApart_andNameAnAPI() {
        let everyCase: [MemoryStorageAnomaly] = [
            .insertionIndexPathTooBig(indexPath: item(5, in: 1), countOfElementsInSection: 3),
            .batchInsertionItemCountMismatch(itemsCount: 2, indexPathsCount: 3),
            .replaceItemFailedItemNotFound(itemDescription: "Foo"),
            .removeItemFailedItemNotFound(itemDescription: "Bar"),
            .moveItemFailedItemNotFound(indexPath: item(0, in: 2)),
            .moveItemFailedIndexPathTooBig(indexPath: item(4, in: 0), countOfElementsInSection: 2),
            .moveItemFailedInvalidIndexPaths(
                sourceIndexPath: item(1, in: 0), destinationIndexPath: item(3, in: 1), sourceElementsInSection: 2,
                destinationElementsInSection: 1),
            .invalidIndexPath(indexPath: item(-1, in: 0)),
            .sectionIndexOutOfRange(index: 4, numberOfSections: 2),
            .sectionIndexOutOfRange(index: 0, numberOfSections: 0),
            .sectionIndexTooBig(index: Int.max, numberOfSections: 2),
            .sectionAlreadyInStorage(index: 1),
            .itemsSetOnSectionInStorage(index: 2),
            .itemsSetOnSectionInStorage(index: nil),
        ]
        for anomaly in everyCase {
            let suggestion = anomaly.recoverySuggestion
            XCTAssertFalse(suggestion.isEmpty, anomaly.description)
            let namesAnAPI =
                suggestion.range(of: #"[A-Za-z]\(|NSNotFound"#, options: .regularExpression) != nil
            XCTAssertTrue(namesAnAPI, "\(anomaly): \(suggestion)")
            XCTAssertFalse(anomaly.debugDescription.contains(suggestion), anomaly.description)
        }
        XCTAssertEqual(
            MemoryStorageAnomaly.insertionIndexPathTooBig(indexPath: item(5, in: 1), countOfElementsInSection: 3)
                .recoverySuggestion,
            "The last place an item can go in that section is item 3. Append with addItem(_:toSection:), or insert at "
                + "an item index from 0 to the section's count.")
        XCTAssertEqual(
            MemoryStorageAnomaly.sectionIndexOutOfRange(index: 4, numberOfSections: 2).recoverySuggestion,
            "Use a section index from 0 to 1, or add the section first with insertSection(_:atIndex:).")
        XCTAssertEqual(
            MemoryStorageAnomaly.sectionIndexOutOfRange(index: 0, numberOfSections: 0).recoverySuggestion,
            "The storage has no sections: add one first, with insertSection(_:atIndex:) or setItems(_:forSection:).")
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
