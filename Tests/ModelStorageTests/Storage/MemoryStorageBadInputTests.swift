import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// Every kind of bad input: the exact error or anomaly, and the storage left exactly as it was.
final class MemoryStorageBadInputTests: XCTestCase {
    private var storage: MemoryStorage!
    private var updater: RecordingStorageUpdater!
    private var recorder: MemoryStorageAnomalyRecorder!
    private var before: StorageSnapshot!

    override func setUp() {
        super.setUp()
        storage = MemoryStorage()
        updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[1, 2, 3], [4]])
        storage.setSectionHeaderModels(["H0", "H1"])
        storage.setSectionFooterModels(["F0"])
        storage.supplementaryModelProvider = { kind, indexPath in "\(kind)-\(indexPath.section)" }
        recorder = MemoryStorageAnomalyRecorder(storage)
        before = StorageSnapshot(storage)
    }

    /// Asserts the anomalies reported, that no update was delivered after setUp's reload, and that nothing changed.
    private func assertUnchanged(
        reporting anomalies: [MemoryStorageAnomaly],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(recorder.anomalies, anomalies, file: file, line: line)
        XCTAssertEqual(StorageSnapshot(storage), before, file: file, line: line)
        XCTAssertEqual(updater.calls, [.reload], "nothing delivered after setUp", file: file, line: line)
    }

    private func assertThrows(
        _ expected: MemoryStorageError,
        _ body: () throws -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? MemoryStorageError, expected, file: file, line: line)
        }
    }

    // MARK: throwing methods

    func testInsertItem_pastSectionEnd_throwsIndexPathTooBig() {
        assertThrows(.insertionFailed(reason: .indexPathTooBig(item(4, in: 0)))) {
            try storage.insertItem(9, to: item(4, in: 0))
        }
        assertUnchanged(reporting: [.insertionIndexPathTooBig(indexPath: item(4, in: 0), countOfElementsInSection: 3)])
    }

    func testInsertItem_intoMissingSectionPastItsStart_throwsAndCreatesNoSection() {
        assertThrows(.insertionFailed(reason: .indexPathTooBig(item(1, in: 5)))) {
            try storage.insertItem(9, to: item(1, in: 5))
        }
        assertUnchanged(reporting: [.insertionIndexPathTooBig(indexPath: item(1, in: 5), countOfElementsInSection: 0)])
    }

    func testInsertItem_negativeItem_throwsInvalidIndexPath() {
        assertThrows(.insertionFailed(reason: .invalidIndexPath(item(-1, in: 0)))) {
            try storage.insertItem(9, to: item(-1, in: 0))
        }
        assertUnchanged(reporting: [.invalidIndexPath(indexPath: item(-1, in: 0))])
    }

    func testInsertItem_negativeSection_throwsInvalidIndexPath() {
        assertThrows(.insertionFailed(reason: .invalidIndexPath(item(0, in: -2)))) {
            try storage.insertItem(9, to: item(0, in: -2))
        }
        assertUnchanged(reporting: [.invalidIndexPath(indexPath: item(0, in: -2))])
    }

    func testInsertItem_indexPathOfWrongLength_throwsInvalidIndexPath() {
        let path = IndexPath(index: 0)
        assertThrows(.insertionFailed(reason: .invalidIndexPath(path))) { try storage.insertItem(9, to: path) }
        assertUnchanged(reporting: [.invalidIndexPath(indexPath: path)])
    }

    func testInsertItemsAt_pastSectionEnd_throwsIndexPathTooBig() {
        assertThrows(.insertionFailed(reason: .indexPathTooBig(item(2, in: 1)))) {
            try storage.insertItems([8, 9], at: item(2, in: 1))
        }
        assertUnchanged(reporting: [.insertionIndexPathTooBig(indexPath: item(2, in: 1), countOfElementsInSection: 1)])
    }

    func testInsertItemsAt_invalidIndexPath_throws() {
        assertThrows(.insertionFailed(reason: .invalidIndexPath(item(0, in: -1)))) {
            try storage.insertItems([8], at: item(0, in: -1))
        }
        assertUnchanged(reporting: [.invalidIndexPath(indexPath: item(0, in: -1))])
    }

    func testReplaceItem_notFound_throwsSearchFailed() {
        assertThrows(.searchFailed(reason: .itemNotFound(itemDescription: "42"))) {
            try storage.replaceItem(42, with: 0)
        }
        assertUnchanged(reporting: [.replaceItemFailedItemNotFound(itemDescription: "42")])
    }

    func testReplaceItem_wrongType_throwsSearchFailed() {
        assertThrows(.searchFailed(reason: .itemNotFound(itemDescription: "1"))) {
            try storage.replaceItem("1", with: 0)
        }
        assertUnchanged(reporting: [.replaceItemFailedItemNotFound(itemDescription: "1")])
    }

    func testRemoveItem_notFound_throwsSearchFailed() {
        assertThrows(.searchFailed(reason: .itemNotFound(itemDescription: "42"))) { try storage.removeItem(42) }
        assertUnchanged(reporting: [.removeItemFailedItemNotFound(itemDescription: "42")])
    }

    // MARK: non-throwing methods

    func testInsertItemsTo_countMismatch_reportsAndInsertsNothing() {
        storage.insertItems([7, 8], to: [item(0, in: 0)])
        assertUnchanged(reporting: [.batchInsertionItemCountMismatch(itemsCount: 2, indexPathsCount: 1)])
    }

    func testInsertItemsTo_everyPathInvalid_reportsEachAndInsertsNothing() {
        storage.insertItems([7, 8], to: [item(9, in: 0), item(-1, in: 1)])
        assertUnchanged(reporting: [
            .insertionIndexPathTooBig(indexPath: item(9, in: 0), countOfElementsInSection: 3),
            .invalidIndexPath(indexPath: item(-1, in: 1)),
        ])
    }

    func testAddItems_negativeSection_reports() {
        storage.addItems([7], toSection: -1)
        assertUnchanged(reporting: [.sectionIndexOutOfRange(index: -1, numberOfSections: 2)])
    }

    func testAddItem_negativeSection_reports() {
        storage.addItem(7, toSection: -3)
        assertUnchanged(reporting: [.sectionIndexOutOfRange(index: -3, numberOfSections: 2)])
    }

    func testMoveItem_noItemAtSource_reports() {
        storage.moveItem(at: item(3, in: 0), to: item(0, in: 0))
        assertUnchanged(reporting: [.moveItemFailedItemNotFound(indexPath: item(3, in: 0))])
    }

    func testMoveItem_sourceSectionMissing_reports() {
        storage.moveItem(at: item(0, in: 7), to: item(0, in: 0))
        assertUnchanged(reporting: [.moveItemFailedItemNotFound(indexPath: item(0, in: 7))])
    }

    func testMoveItem_destinationTooBigInSameSection_reportsCountWithoutTheMovingItem() {
        storage.moveItem(at: item(0, in: 0), to: item(3, in: 0))
        assertUnchanged(reporting: [
            .moveItemFailedIndexPathTooBig(indexPath: item(3, in: 0), countOfElementsInSection: 2)
        ])
    }

    func testMoveItem_destinationPastStartOfMissingSection_reportsAndCreatesNoSection() {
        storage.moveItem(at: item(0, in: 0), to: item(1, in: 4))
        assertUnchanged(reporting: [
            .moveItemFailedIndexPathTooBig(indexPath: item(1, in: 4), countOfElementsInSection: 0)
        ])
    }

    func testMoveItem_invalidIndexPaths_report() {
        storage.moveItem(at: item(-1, in: 0), to: item(0, in: 0))
        storage.moveItem(at: item(0, in: 0), to: item(0, in: -1))
        assertUnchanged(reporting: [
            .invalidIndexPath(indexPath: item(-1, in: 0)), .invalidIndexPath(indexPath: item(0, in: -1)),
        ])
    }

    func testMoveItemWithoutAnimation_sourceOutOfRange_reports() {
        storage.moveItemWithoutAnimation(from: item(5, in: 0), to: item(0, in: 1))
        assertUnchanged(reporting: [
            .moveItemFailedInvalidIndexPaths(
                sourceIndexPath: item(5, in: 0), destinationIndexPath: item(0, in: 1), sourceElementsInSection: 3,
                destinationElementsInSection: 1)
        ])
    }

    func testMoveItemWithoutAnimation_destinationTooBig_reports() {
        storage.moveItemWithoutAnimation(from: item(0, in: 0), to: item(3, in: 0))
        assertUnchanged(reporting: [
            .moveItemFailedInvalidIndexPaths(
                sourceIndexPath: item(0, in: 0), destinationIndexPath: item(3, in: 0), sourceElementsInSection: 3,
                destinationElementsInSection: 2)
        ])
    }

    func testMoveItemWithoutAnimation_missingSection_reports() {
        storage.moveItemWithoutAnimation(from: item(0, in: 0), to: item(0, in: 2))
        assertUnchanged(reporting: [
            .moveItemFailedInvalidIndexPaths(
                sourceIndexPath: item(0, in: 0), destinationIndexPath: item(0, in: 2), sourceElementsInSection: 3,
                destinationElementsInSection: 0)
        ])
    }

    func testInsertSection_pastTheEnd_reports() {
        storage.insertSection(SectionModel(items: [1]), atIndex: 3)
        assertUnchanged(reporting: [.sectionIndexOutOfRange(index: 3, numberOfSections: 2)])
    }

    func testInsertSection_negative_reports() {
        storage.insertSection(SectionModel(), atIndex: -1)
        assertUnchanged(reporting: [.sectionIndexOutOfRange(index: -1, numberOfSections: 2)])
    }

    func testInsertSection_alreadyInThisStorage_reports() {
        storage.insertSection(storage.sections[0], atIndex: 2)
        assertUnchanged(reporting: [.sectionAlreadyInStorage(index: 2)])
    }

    func testInsertSection_alreadyInAnotherStorage_reports() {
        let other = MemoryStorage()
        other.setItems([9])
        storage.insertSection(other.sections[0], atIndex: 0)
        assertUnchanged(reporting: [.sectionAlreadyInStorage(index: 0)])
        XCTAssertEqual(other.intSections, [[9]])
    }

    func testInsertSection_sameObjectTwiceInOneBlock_reportsTheSecond() {
        let section = SectionModel(items: [5])
        storage.performUpdates {
            storage.insertSection(section, atIndex: 0)
            storage.insertSection(section, atIndex: 0)
        }
        XCTAssertEqual(recorder.anomalies, [.sectionAlreadyInStorage(index: 0)])
        XCTAssertEqual(storage.intSections, [[5], [1, 2, 3], [4]])
    }

    func testSetSection_alreadyInStorage_reports() {
        storage.setSection(storage.sections[1], forSection: 0)
        assertUnchanged(reporting: [.sectionAlreadyInStorage(index: 0)])
    }

    func testSetSection_negative_reports() {
        storage.setSection(SectionModel(), forSection: -1)
        assertUnchanged(reporting: [.sectionIndexOutOfRange(index: -1, numberOfSections: 2)])
    }

    func testSetItems_negativeSection_reports() {
        storage.setItems([1], forSection: -1)
        assertUnchanged(reporting: [.sectionIndexOutOfRange(index: -1, numberOfSections: 2)])
    }

    func testMoveSection_negative_reports() {
        storage.moveSection(-1, toSection: 0)
        storage.moveSection(0, toSection: -2)
        assertUnchanged(reporting: [
            .sectionIndexOutOfRange(index: -1, numberOfSections: 2),
            .sectionIndexOutOfRange(index: -2, numberOfSections: 2),
        ])
    }

    // MARK: absent targets are no-ops, as in DTModelStorage

    func testRemovalsAndReloadsOfAbsentTargets_changeNothingAndReportNothing() {
        storage.removeItems([42, 43])
        storage.removeItems(at: [item(9, in: 0), item(0, in: 9), item(-1, in: 0), IndexPath()])
        storage.removeItems(fromSection: 5)
        storage.removeItems(fromSection: -1)
        storage.deleteSections(IndexSet([7]))
        storage.reloadItem(42)
        assertUnchanged(reporting: [])
    }

    // MARK: inside a block, bad input leaves the block's earlier changes intact

    func testBadInputInsidePerformUpdates_keepsEarlierChangesOfTheBlock() {
        storage.performUpdates {
            storage.addItem(5, toSection: 1)
            XCTAssertNil(try? storage.insertItem(6, to: item(9, in: 1)))
        }
        XCTAssertEqual(
            recorder.anomalies, [.insertionIndexPathTooBig(indexPath: item(9, in: 1), countOfElementsInSection: 2)])
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [4, 5]])
        XCTAssertEqual(updater.updates.last, storageUpdate(objects: [(.insert, [item(1, in: 1)])]))
    }
}
