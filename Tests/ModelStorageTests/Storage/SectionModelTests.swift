import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class SectionModelTests: XCTestCase {
    func testItemAccessors() {
        let section = SectionModel(items: [1, "2", 3])
        XCTAssertEqual(section.numberOfItems, 3)
        XCTAssertFalse(section.isEmpty)
        XCTAssertEqual(section.item(at: 1) as? String, "2")
        XCTAssertNil(section.item(at: 3))
        XCTAssertNil(section.item(at: -1))
        XCTAssertEqual(section.items(ofType: Int.self), [1, 3])
        XCTAssertTrue(SectionModel().isEmpty)
    }

    func testCurrentSectionIndex_followsTheSectionThroughMoves() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2], [3]])
        let section = storage.sections[0]
        XCTAssertEqual(section.currentSectionIndex, 0)
        storage.moveSection(0, toSection: 2)
        XCTAssertEqual(section.currentSectionIndex, 2)
        storage.deleteSections(IndexSet([2]))
        XCTAssertNil(section.currentSectionIndex)
    }

    func testCurrentSectionIndex_isNilOutsideAStorage() {
        XCTAssertNil(SectionModel(items: [1]).currentSectionIndex)
    }

    func testSectionIndexFor_comparesIdentity() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [1]])
        XCTAssertEqual(storage.sectionIndex(for: storage.sections[1]), 1)
        XCTAssertNil(storage.sectionIndex(for: SectionModel(items: [1])))
    }

    // MARK: Setting items

    func testSettingItems_onAFreeSection_replacesThem_andInsertingItShowsThem() {
        let section = SectionModel()
        section.items = [1, 2]
        XCTAssertEqual(section.items as? [Int], [1, 2])

        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        let recorder = MemoryStorageAnomalyRecorder(storage)
        storage.insertSection(section, atIndex: 0)

        XCTAssertEqual(storage.intSections, [[1, 2]])
        XCTAssertEqual(
            updater.updates,
            [
                storageUpdate(
                    objects: [(.insert, [item(0, in: 0)]), (.insert, [item(1, in: 0)])], sections: [(.insert, [0])])
            ])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testSettingItems_onASectionAStorageHolds_reportsAnomaly_andChangesNothing() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2, 3]])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        let recorder = MemoryStorageAnomalyRecorder(storage)
        let before = StorageSnapshot(storage)

        storage.sections[1].items = [9]

        XCTAssertEqual(recorder.anomalies, [.itemsSetOnSectionInStorage(index: 1)])
        XCTAssertEqual(StorageSnapshot(storage), before)
        XCTAssertEqual(storage.sections[1].items as? [Int], [2, 3])
        XCTAssertEqual(updater.calls, [])
    }

    func testSettingItems_onAHeldSection_insidePerformUpdates_isRefused_andTheBlocksOtherChangesArriveAsOneUpdate() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2]])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        let recorder = MemoryStorageAnomalyRecorder(storage)

        storage.performUpdates {
            storage.addItem(3)
            storage.sections[0].items = []
            storage.addItem(4)
        }

        XCTAssertEqual(recorder.anomalies, [.itemsSetOnSectionInStorage(index: 0)])
        XCTAssertEqual(storage.intSections, [[1, 2, 3, 4]])
        XCTAssertEqual(updater.calls, [.update])
        XCTAssertEqual(
            updater.updates, [storageUpdate(objects: [(.insert, [item(2, in: 0)]), (.insert, [item(3, in: 0)])])])
    }

    func testSettingItems_onASectionQueuedForInsertion_reportsAnomaly_andTheStorageInsertsTheQueuedItems() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        let recorder = MemoryStorageAnomalyRecorder(storage)
        let section = SectionModel(items: [1])

        storage.insertSection(section, atIndex: 0)
        section.items = [5, 6]
        updater.updates.forEach { $0.applyDeferredDatasourceUpdates() }

        XCTAssertEqual(recorder.anomalies, [.itemsSetOnSectionInStorage(index: nil)])
        XCTAssertEqual(storage.intSections, [[1]])
        XCTAssertEqual(section.items as? [Int], [1])
    }

    func testSettingItems_afterTheSectionLeavesItsStorage_replacesThem() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2]])
        let recorder = MemoryStorageAnomalyRecorder(storage)
        let section = storage.sections[0]
        storage.deleteSections(IndexSet([0]))

        section.items = [7]

        XCTAssertEqual(section.items as? [Int], [7])
        XCTAssertEqual(storage.intSections, [[2]])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testSettingItems_afterItsStorageIsDeallocated_replacesThem() {
        var storage: MemoryStorage? = MemoryStorage()
        storage!.setItemsForAllSections([[1]])
        let section = storage!.sections[0]
        storage = nil

        section.items = [3, 4]

        XCTAssertEqual(section.items as? [Int], [3, 4])
    }

    func testItemsSetOnSectionInStorage_message() {
        XCTAssertEqual(
            AnomalyReport(anomaly: MemoryStorageAnomaly.itemsSetOnSectionInStorage(index: 2)).message,
            """
            ⚠️ [MemoryStorage] Failed to set items of section at index: 2, this SectionModel belongs to a storage, which would not update the collection view
            How to fix it: Change them through the storage: storage.setItems(newItems, forSection: 2).
            """
        )
        XCTAssertEqual(
            AnomalyReport(anomaly: MemoryStorageAnomaly.itemsSetOnSectionInStorage(index: nil)).message,
            """
            ⚠️ [MemoryStorage] Failed to set items of section queued to be inserted into a storage, which would not update the collection view
            How to fix it: Set the items before inserting the section, or change them through the storage once it is inserted: storage.setItems(_:forSection:).
            """
        )
        XCTAssertEqual(
            MemoryStorageAnomaly.itemsSetOnSectionInStorage(index: 2).description,
            "MemoryStorageAnomaly.itemsSetOnSectionInStorage(2)")
        XCTAssertEqual(
            MemoryStorageAnomaly.itemsSetOnSectionInStorage(index: nil).description,
            "MemoryStorageAnomaly.itemsSetOnSectionInStorage(nil)")
    }
}
