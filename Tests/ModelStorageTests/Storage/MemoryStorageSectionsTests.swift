import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class MemoryStorageSectionsTests: XCTestCase {
    private var storage: MemoryStorage!
    private var updater: RecordingStorageUpdater!

    override func setUp() {
        super.setUp()
        storage = MemoryStorage()
        updater = RecordingStorageUpdater()
        storage.delegate = updater
    }

    private var lastUpdate: StorageUpdate? { updater.updates.last }

    // MARK: reload methods

    func testSetItems_createsSectionsUpToIndexAndAsksForReload() {
        storage.setItems([1, 2], forSection: 2)
        XCTAssertEqual(storage.intSections, [[], [], [1, 2]])
        XCTAssertEqual(updater.calls, [.reload])
    }

    func testSetItems_replacesOnlyThatSection() {
        storage.setItemsForAllSections([[1], [2]])
        storage.setItems([3, 4], forSection: 0)
        XCTAssertEqual(storage.intSections, [[3, 4], [2]])
    }

    func testSetItemsForAllSections_dropsExistingSections() {
        storage.setItemsForAllSections([[1], [2], [3]])
        let first = storage.sections[0]
        storage.setItemsForAllSections([[4]])
        XCTAssertEqual(storage.intSections, [[4]])
        XCTAssertFalse(storage.sections[0] === first)
        XCTAssertNil(first.currentSectionIndex)
        XCTAssertEqual(updater.calls, [.reload, .reload])
    }

    func testSetSection_replacesTheSectionObject() {
        storage.setItemsForAllSections([[1], [2]])
        let section = SectionModel(items: [9])
        storage.setSection(section, forSection: 1)
        XCTAssertTrue(storage.sections[1] === section)
        XCTAssertEqual(storage.intSections, [[1], [9]])
        XCTAssertEqual(section.currentSectionIndex, 1)
    }

    func testSetSection_pastTheEnd_createsSectionsBefore() {
        let section = SectionModel(items: [5])
        storage.setSection(section, forSection: 2)
        XCTAssertEqual(storage.intSections, [[], [], [5]])
        XCTAssertEqual(updater.calls, [.reload])
    }

    func testRemoveAllItems_keepsSections() {
        storage.setItemsForAllSections([[1], [2, 3]])
        storage.removeAllItems()
        XCTAssertEqual(storage.intSections, [[], []])
        XCTAssertEqual(updater.calls, [.reload, .reload])
    }

    func testReloadMethods_withoutDelegate_applyAtOnce() {
        storage.delegate = nil
        storage.setItems([1])
        storage.setItemsForAllSections([[2], [3]])
        storage.setSection(SectionModel(items: [4]), forSection: 0)
        XCTAssertEqual(storage.intSections, [[4], [3]])
        storage.removeAllItems()
        XCTAssertEqual(storage.intSections, [[], []])
    }

    // MARK: animated section changes

    func testInsertSection_recordsSectionInsertThenItsItems() {
        storage.setItems([1])
        storage.insertSection(SectionModel(items: [7, 8]), atIndex: 0)
        XCTAssertEqual(
            lastUpdate,
            storageUpdate(
                objects: [(.insert, [item(0, in: 0)]), (.insert, [item(1, in: 0)])], sections: [(.insert, [0])]))
        XCTAssertEqual(storage.intSections, [[7, 8], [1]])
        XCTAssertEqual(storage.sections[0].currentSectionIndex, 0)
        XCTAssertEqual(storage.sections[1].currentSectionIndex, 1)
    }

    func testInsertSection_atEnd_isAllowed() {
        storage.insertSection(SectionModel(), atIndex: 0)
        XCTAssertEqual(lastUpdate, storageUpdate(sections: [(.insert, [0])]))
        XCTAssertEqual(storage.numberOfSections(), 1)
    }

    func testDeleteSections_recordsAscendingRemovesDescending() {
        storage.setItemsForAllSections([[0], [1], [2], [3]])
        storage.deleteSections(IndexSet([3, 1]))
        XCTAssertEqual(lastUpdate, storageUpdate(sections: [(.delete, [1]), (.delete, [3])]))
        XCTAssertEqual(storage.intSections, [[0], [2]])
    }

    func testDeleteSections_skipsIndexesPastTheEnd() {
        storage.setItemsForAllSections([[0], [1]])
        storage.deleteSections(IndexSet([1, 5]))
        XCTAssertEqual(lastUpdate, storageUpdate(sections: [(.delete, [1])]))
        XCTAssertEqual(storage.intSections, [[0]])
    }

    func testDeleteSections_allPastTheEnd_deliversNothing() {
        storage.deleteSections(IndexSet([4]))
        XCTAssertEqual(updater.calls, [])
    }

    func testMoveSection_recordsMove() {
        storage.setItemsForAllSections([[0], [1]])
        storage.moveSection(0, toSection: 1)
        XCTAssertEqual(lastUpdate, storageUpdate(sections: [(.move, [0, 1])]))
        XCTAssertEqual(storage.intSections, [[1], [0]])
    }

    func testMoveSection_pastTheEnd_createsMissingSectionsFirst() {
        storage.setItems([1])
        storage.moveSection(0, toSection: 2)
        XCTAssertEqual(lastUpdate, storageUpdate(sections: [(.insert, [1]), (.insert, [2]), (.move, [0, 2])]))
        XCTAssertEqual(storage.intSections, [[], [], [1]])
    }
}
