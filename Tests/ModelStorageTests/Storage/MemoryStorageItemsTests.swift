import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// Change records of the item methods, including the worked examples of DTModelStorage's behaviour.
final class MemoryStorageItemsTests: XCTestCase {
    private var storage: MemoryStorage!
    private var updater: RecordingStorageUpdater!

    override func setUp() {
        super.setUp()
        storage = MemoryStorage()
        updater = RecordingStorageUpdater()
        storage.delegate = updater
    }

    private var lastUpdate: StorageUpdate? { updater.updates.last }

    // MARK: add

    func testAddItem_onEmptyStorage_recordsSectionInsertThenItemInsert() {
        storage.addItem("")
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.insert, [item(0, in: 0)])], sections: [(.insert, [0])]))
        XCTAssertEqual(storage.numberOfSections(), 1)
        XCTAssertEqual(storage.item(at: item(0, in: 0)) as? String, "")
    }

    func testAddItems_toSectionOne_createsSectionsZeroAndOneFirst() {
        storage.addItems([1, 2, 3], toSection: 1)
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 1)]), (.insert, [item(1, in: 1)]), (.insert, [item(2, in: 1)])],
                sections: [(.insert, [0]), (.insert, [1])]))
        XCTAssertEqual(storage.intSections, [[], [1, 2, 3]])
    }

    func testAddItems_toExistingSection_appendsAfterExistingItems() {
        storage.setItems([1, 2])
        storage.addItems([3, 4])
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.insert, [item(2, in: 0)]), (.insert, [item(3, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[1, 2, 3, 4]])
    }

    func testAddItems_emptyArrayToExistingSection_deliversNothing() {
        storage.setItems([1])
        storage.addItems([Int](), toSection: 0)
        XCTAssertEqual(updater.calls, [.reload])
    }

    func testAddItems_emptyArrayToNewSection_recordsOnlyTheSectionInsert() {
        storage.addItems([Int](), toSection: 0)
        XCTAssertEqual(lastUpdate, storageUpdate(sections: [(.insert, [0])]))
        XCTAssertEqual(storage.numberOfSections(), 1)
    }

    func testPerformUpdates_addItemsToTwoSections_recordsInCallOrder() {
        storage.performUpdates {
            storage.addItems([1])
            storage.addItems([2], toSection: 1)
        }
        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 0)]), (.insert, [item(0, in: 1)])],
                sections: [(.insert, [0]), (.insert, [1])]))
    }

    // MARK: insert

    func testInsertItem_inMiddle_recordsInsertAtIndexPath() throws {
        storage.setItems([1, 3])
        try storage.insertItem(2, to: item(1, in: 0))
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.insert, [item(1, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[1, 2, 3]])
    }

    func testInsertItem_atEnd_isAllowed() throws {
        storage.setItems([1])
        try storage.insertItem(2, to: item(1, in: 0))
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }

    func testInsertItem_intoMissingSection_createsSectionsFirst() throws {
        try storage.insertItem(7, to: item(0, in: 2))
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 2)])], sections: [(.insert, [0]), (.insert, [1]), (.insert, [2])]))
        XCTAssertEqual(storage.intSections, [[], [], [7]])
    }

    func testInsertItems_atIndexPath_insertsContiguously() throws {
        storage.setItems([1, 2, 3])
        try storage.insertItems([4, 5], at: item(2, in: 0))
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.insert, [item(2, in: 0)]), (.insert, [item(3, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[1, 2, 4, 5, 3]])
    }

    func testInsertItems_toIndexPaths_skipsTheOneTooBigAndReportsIt() {
        let recorder = MemoryStorageAnomalyRecorder(storage)
        storage.insertItems([1, 2, 3], to: [item(0, in: 0), item(1, in: 0), item(3, in: 0)])
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 0)]), (.insert, [item(1, in: 0)])], sections: [(.insert, [0])]))
        XCTAssertEqual(storage.intSections, [[1, 2]])
        XCTAssertEqual(
            recorder.anomalies, [.insertionIndexPathTooBig(indexPath: item(3, in: 0), countOfElementsInSection: 2)])
    }

    func testInsertItems_toIndexPaths_readsEachPathAfterThePreviousInsertions() {
        storage.setItems([10, 20])
        storage.insertItems([1, 2], to: [item(0, in: 0), item(3, in: 0)])
        XCTAssertEqual(storage.intSections, [[1, 10, 20, 2]])
    }

    func testInsertItems_toIndexPathsInNewSections_createsThemOnce() {
        storage.insertItems([1, 2], to: [item(0, in: 1), item(1, in: 1)])
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 1)]), (.insert, [item(1, in: 1)])],
                sections: [(.insert, [0]), (.insert, [1])]))
        XCTAssertEqual(storage.intSections, [[], [1, 2]])
    }

    func testInsertItems_toIndexPaths_laterPathInASectionCreatedEarlierInTheCall() {
        storage.insertItems([1, 2], to: [item(0, in: 2), item(0, in: 1)])
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 2)]), (.insert, [item(0, in: 1)])],
                sections: [(.insert, [0]), (.insert, [1]), (.insert, [2])]))
        XCTAssertEqual(storage.intSections, [[], [2], [1]])
    }

    // MARK: reload and replace

    func testReloadItem_recordsUpdateWithTheGivenModel() {
        storage.setItems([1, 2, 3, 4, 5])
        storage.reloadItem(4)
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.update, [item(3, in: 0)])]))
        XCTAssertEqual(lastUpdate?.updatedObjects[item(3, in: 0)] as? Int, 4)
        XCTAssertEqual(storage.intSections, [[1, 2, 3, 4, 5]])
    }

    func testReloadItem_notFound_deliversNothingAndReportsNothing() {
        let recorder = MemoryStorageAnomalyRecorder(storage)
        storage.setItems([1])
        storage.reloadItem(9)
        XCTAssertEqual(updater.calls, [.reload])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testReplaceItem_replacesInPlaceAndRecordsUpdate() throws {
        storage.setItems([1, 2], forSection: 1)
        try storage.replaceItem(2, with: "two")
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.update, [item(1, in: 1)])]))
        XCTAssertEqual(lastUpdate?.updatedObjects[item(1, in: 1)] as? String, "two")
        XCTAssertEqual(storage.item(at: item(1, in: 1)) as? String, "two")
    }

    // MARK: remove

    func testRemoveItem_recordsDelete() throws {
        storage.setItems([1, 2, 3])
        try storage.removeItem(2)
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.delete, [item(1, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[1, 3]])
    }

    func testRemoveItems_acrossSections_recordsInArgumentOrderResolvedBeforeRemoval() {
        storage.setItemsForAllSections([[1, 3], [2, 4]])
        storage.removeItems([2, 4, 1])
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(objects: [
                (.delete, [item(0, in: 1)]), (.delete, [item(1, in: 1)]), (.delete, [item(0, in: 0)]),
            ]))
        XCTAssertEqual(storage.intSections, [[3], []])
    }

    func testRemoveItems_skipsItemsNotFound() {
        storage.setItems([1, 2, 3, 4, 5])
        storage.removeItems([1, 3, 4, 6])
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(objects: [
                (.delete, [item(0, in: 0)]), (.delete, [item(2, in: 0)]), (.delete, [item(3, in: 0)]),
            ]))
        XCTAssertEqual(storage.intSections, [[2, 5]])
    }

    func testRemoveItems_equalArguments_removeOneItemAndRecordOnce() {
        storage.setItems([1, 1, 2])
        storage.removeItems([1, 1])
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.delete, [item(0, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }

    func testRemoveItems_equatableOnlyModels_behaveAsHashableOnes() {
        struct Name: Equatable { let value: String }
        storage.setItems([Name(value: "a"), Name(value: "b"), Name(value: "c")])
        storage.removeItems([Name(value: "c"), Name(value: "x"), Name(value: "a")])
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.delete, [item(2, in: 0)]), (.delete, [item(0, in: 0)])]))
        XCTAssertEqual(storage.items(inSection: 0)?.compactMap { ($0 as? Name)?.value }, ["b"])
    }

    func testRemoveItems_heterogeneousStorage_matchesOnlyTheSearchedType() {
        storage.setItems(["1", 1, "2", 2] as [Any])
        storage.removeItems([2, 1])
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.delete, [item(3, in: 0)]), (.delete, [item(1, in: 0)])]))
        XCTAssertEqual(storage.items(inSection: 0)?.compactMap { $0 as? String }, ["1", "2"])
    }

    func testRemoveItemsAtIndexPaths_recordsDescending() {
        storage.setItemsForAllSections([[1, 2], [3]])
        storage.removeItems(at: [item(0, in: 0), item(0, in: 1)])
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.delete, [item(0, in: 1)]), (.delete, [item(0, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[2], []])
    }

    func testRemoveItemsAtIndexPaths_acrossSections_sortsBySectionThenItem() {
        storage.setItemsForAllSections([[1, 2, 3], [4, 5]])
        storage.removeItems(at: [item(0, in: 0), item(2, in: 0), item(1, in: 1), item(0, in: 0)])
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(objects: [
                (.delete, [item(1, in: 1)]), (.delete, [item(2, in: 0)]), (.delete, [item(0, in: 0)]),
            ]))
        XCTAssertEqual(storage.intSections, [[2], [4]])
    }

    func testRemoveItemsFromSection_recordsEveryItemAscendingAndKeepsSection() {
        storage.setItemsForAllSections([[1], [2, 3]])
        storage.removeItems(fromSection: 1)
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.delete, [item(0, in: 1)]), (.delete, [item(1, in: 1)])]))
        XCTAssertEqual(storage.intSections, [[1], []])
    }

    func testRemoveItemsFromSection_missingSection_deliversNothing() {
        storage.removeItems(fromSection: 3)
        XCTAssertEqual(updater.calls, [])
    }

    // MARK: move

    func testMoveItem_toEmptyNewSection_recordsSectionInsertThenMove() {
        storage.setItems([1, 2])
        storage.moveItem(at: item(0, in: 0), to: item(0, in: 1))
        XCTAssertEqual(
            lastUpdate, storageUpdate(objects: [(.move, [item(0, in: 0), item(0, in: 1)])], sections: [(.insert, [1])]))
        XCTAssertEqual(storage.intSections, [[2], [1]])
    }

    func testMoveItem_withinSection_destinationCountsWithoutTheMovingItem() {
        storage.setItems([1, 2, 3])
        storage.moveItem(at: item(0, in: 0), to: item(2, in: 0))
        XCTAssertEqual(lastUpdate, storageUpdate(objects: [(.move, [item(0, in: 0), item(2, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[2, 3, 1]])
    }

    func testMoveItem_toEndOfOtherSection_isAllowed() {
        storage.setItemsForAllSections([[1], [2, 3]])
        storage.moveItem(at: item(0, in: 0), to: item(2, in: 1))
        XCTAssertEqual(storage.intSections, [[], [2, 3, 1]])
    }

    func testMoveItemWithoutAnimation_movesAtOnceAndTellsNobody() {
        storage.setItemsForAllSections([[1, 2], [3]])
        let callsBefore = updater.calls
        storage.moveItemWithoutAnimation(from: item(0, in: 0), to: item(1, in: 1))
        XCTAssertEqual(storage.intSections, [[2], [3, 1]])
        XCTAssertEqual(updater.calls, callsBefore)
    }

    func testMoveItemWithoutAnimation_withinSection() {
        storage.setItems([1, 2, 3])
        storage.moveItemWithoutAnimation(from: item(2, in: 0), to: item(0, in: 0))
        XCTAssertEqual(storage.intSections, [[3, 1, 2]])
    }
}
