import Foundation
import StorageTestSupport
import XCTest

@testable import CollectionManager

/// Hostile section indexes (`Int.max`, far past the end), invalid calls inside blocks, and sections of storages that
/// are gone: the exact error or anomaly, nothing changed, nothing delivered.
final class MemoryStorageHostileInputTests: XCTestCase {
    private var storage: MemoryStorage!
    private var updater: RecordingStorageUpdater!
    private var recorder: MemoryStorageAnomalyRecorder!
    private var before: StorageSnapshot!

    /// The first section index the two-section fixture refuses to create sections up to.
    private let far = 2 + MemoryStorage.maximumImplicitSectionCreation

    override func setUp() {
        super.setUp()
        storage = MemoryStorage()
        updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[1, 2, 3], [4]])
        storage.setSectionHeaderModels(["H0", "H1"])
        storage.supplementaryModelProvider = { kind, indexPath in "\(kind)-\(indexPath.section)" }
        recorder = MemoryStorageAnomalyRecorder(storage)
        before = StorageSnapshot(storage)
    }

    private func assertUnchanged(
        reporting anomalies: [MemoryStorageAnomaly], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(recorder.anomalies, anomalies, file: file, line: line)
        XCTAssertEqual(StorageSnapshot(storage), before, file: file, line: line)
        XCTAssertEqual(updater.calls, [.reload], "nothing delivered after setUp", file: file, line: line)
        XCTAssertNil(storage.currentUpdate, file: file, line: line)
    }

    private func assertThrows(
        _ expected: MemoryStorageError, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? MemoryStorageError, expected, file: file, line: line)
        }
    }

    // MARK: Implausible section indexes

    func testMaximumImplicitSectionCreation_isTenThousand() {
        XCTAssertEqual(MemoryStorage.maximumImplicitSectionCreation, 10_000)
    }

    func testAddItems_implausibleSection_reportsSectionIndexTooBig() {
        for index in [far, Int.max - 1, Int.max] { storage.addItems([7, 8], toSection: index) }
        for index in [far, Int.max] { storage.addItem(7, toSection: index) }
        assertUnchanged(
            reporting: [far, Int.max - 1, Int.max, far, Int.max].map {
                .sectionIndexTooBig(index: $0, numberOfSections: 2)
            })
    }

    func testInsertItem_implausibleSection_throwsIndexPathTooBig() {
        for path in [item(0, in: far), item(0, in: Int.max), item(Int.max, in: Int.max)] {
            assertThrows(.insertionFailed(reason: .indexPathTooBig(path))) { try storage.insertItem(7, to: path) }
            assertThrows(.insertionFailed(reason: .indexPathTooBig(path))) { try storage.insertItems([7], at: path) }
        }
        assertUnchanged(
            reporting: [far, far, Int.max, Int.max, Int.max, Int.max].map {
                .sectionIndexTooBig(index: $0, numberOfSections: 2)
            })
    }

    func testInsertItemsTo_implausibleSection_skipsThatPathOnly() {
        storage.insertItems([7, 8, 9], to: [item(0, in: Int.max), item(0, in: 0), item(0, in: far)])
        XCTAssertEqual(
            recorder.anomalies,
            [
                .sectionIndexTooBig(index: Int.max, numberOfSections: 2),
                .sectionIndexTooBig(index: far, numberOfSections: 2),
            ])
        XCTAssertEqual(storage.intSections, [[8, 1, 2, 3], [4]])
        XCTAssertEqual(updater.updates.last, storageUpdate(objects: [(.insert, [item(0, in: 0)])]))
    }

    func testInsertItemsTo_boundCountsFromTheSectionsWhenTheCallStarts() {
        storage.insertItems([7, 8], to: [item(0, in: far - 1), item(0, in: far)])
        XCTAssertEqual(recorder.anomalies, [.sectionIndexTooBig(index: far, numberOfSections: 2)])
        XCTAssertEqual(storage.numberOfSections(), far)
        XCTAssertEqual(storage.items(inSection: far - 1)?.map { $0 as! Int }, [7])
    }

    func testMoveItem_implausibleDestinationSection_reportsSectionIndexTooBig() {
        storage.moveItem(at: item(0, in: 0), to: item(0, in: far))
        storage.moveItem(at: item(0, in: 0), to: item(0, in: Int.max))
        storage.moveItem(at: item(0, in: 0), to: item(Int.max, in: Int.max))
        assertUnchanged(
            reporting: [far, Int.max, Int.max].map { .sectionIndexTooBig(index: $0, numberOfSections: 2) })
    }

    func testMoveItem_implausibleSourceSection_reportsItemNotFound() {
        storage.moveItem(at: item(0, in: Int.max), to: item(0, in: 0))
        assertUnchanged(reporting: [.moveItemFailedItemNotFound(indexPath: item(0, in: Int.max))])
    }

    func testMoveSection_implausibleIndex_reportsTheLargerOne() {
        storage.moveSection(0, toSection: Int.max)
        storage.moveSection(Int.max, toSection: 1)
        storage.moveSection(far, toSection: far - 1)
        assertUnchanged(
            reporting: [Int.max, Int.max, far].map { .sectionIndexTooBig(index: $0, numberOfSections: 2) })
    }

    func testSetItems_implausibleSection_reportsSectionIndexTooBig() {
        storage.setItems([7], forSection: far)
        storage.setItems([7], forSection: Int.max)
        storage.setItems([7], forSection: Int.max, animated: true)
        storage.setItems([7], forSection: Int.max, animated: false)
        assertUnchanged(
            reporting: [far, Int.max, Int.max, Int.max].map { .sectionIndexTooBig(index: $0, numberOfSections: 2) })
    }

    func testSetSection_implausibleSection_reportsSectionIndexTooBig() {
        storage.setSection(SectionModel(items: [7]), forSection: far)
        storage.setSection(SectionModel(items: [7]), forSection: Int.max)
        assertUnchanged(reporting: [far, Int.max].map { .sectionIndexTooBig(index: $0, numberOfSections: 2) })
    }

    func testSectionIndexTooBig_messages() {
        let anomaly = MemoryStorageAnomaly.sectionIndexTooBig(index: Int.max, numberOfSections: 2)
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly).message,
            """
            ⚠️ [MemoryStorage] Section index is too big: 9223372036854775807, number of sections: 2, maximum number of sections one call creates: 10000
            How to fix it: The index is probably a sentinel such as NSNotFound or Int.max: check the lookup that produced it.
            """
        )
        XCTAssertEqual(anomaly.description, "MemoryStorageAnomaly.sectionIndexTooBig(9223372036854775807, 2)")
    }

    // MARK: The last plausible section index still creates the missing sections, in one step

    func testAddItem_lastPlausibleSection_createsEverySectionInOneOperation_andRecordsEachInsert() throws {
        storage.addItem(7, toSection: far - 1)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.numberOfSections(), far)
        XCTAssertEqual(storage.items(inSection: far - 1)?.map { $0 as! Int }, [7])
        XCTAssertEqual(storage.items(inSection: 2)?.count, 0)
        let update = try XCTUnwrap(updater.updates.last)
        XCTAssertEqual(
            update,
            storageUpdate(objects: [(.insert, [item(0, in: far - 1)])], sections: (2..<far).map { (.insert, [$0]) }))
        XCTAssertEqual(update.memoryStorageChanges.map(\.change.operations.count), [2], "sections, then the item")
        XCTAssertEqual(Set(storage.sections.map(ObjectIdentifier.init)).count, far, "every section is its own object")
        XCTAssertEqual(storage.sections[far - 1].currentSectionIndex, far - 1)
    }

    func testMoveSection_lastPlausibleIndex_createsTheSectionsThenMoves() {
        storage.moveSection(0, toSection: far - 1)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.numberOfSections(), far)
        XCTAssertEqual(storage.items(inSection: far - 1)?.map { $0 as! Int }, [1, 2, 3])
        XCTAssertEqual(
            updater.updates.last, storageUpdate(sections: (2..<far).map { (.insert, [$0]) } + [(.move, [0, far - 1])]))
    }

    func testReloadMethods_lastPlausibleIndex_createTheMissingSections() {
        storage.setItems([7], forSection: far - 1)
        XCTAssertEqual(storage.numberOfSections(), far)
        let section = SectionModel(items: [8])
        storage.setSection(section, forSection: 2 * far - 3)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.numberOfSections(), 2 * far - 2)
        XCTAssertEqual(section.currentSectionIndex, 2 * far - 3)
        XCTAssertEqual(updater.calls, [.reload, .reload, .reload])
    }

    func testCreatedSections_reachTheViewAsOneValidBatch() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([1])
        _ = owner.layOut()
        let updatesBefore = owner.virtualView.performedUpdates.count

        storage.addItems([2, 3], toSection: 3)
        storage.performUpdates {
            storage.addItem(4, toSection: 6)
            storage.moveSection(0, toSection: 8)
            storage.insertItems([5, 6], to: [item(0, in: 9), item(0, in: 10)])
            storage.moveItem(at: item(0, in: 2), to: item(0, in: 12))
        }

        XCTAssertEqual(owner.virtualView.performedUpdates.count, updatesBefore + 2, "two batches, no reload")
        XCTAssertEqual(owner.virtualView.numberOfSections, 13)
        XCTAssertEqual(storage.intSections, [[], [], [3], [], [], [4], [], [], [1], [5], [6], [], [2]])
        XCTAssertEqual(
            (0..<13).map { owner.virtualView.numberOfItems(inSection: $0) }, storage.sections.map(\.items.count))
    }

    // MARK: Invalid immediate moves inside a block have no side effect

    func testMoveItemWithoutAnimation_invalidInsideBlock_keepsTheBlockAnimated() {
        storage.performUpdates {
            storage.addItem(5, toSection: 1)
            storage.moveItemWithoutAnimation(from: item(9, in: 0), to: item(0, in: 0))
        }
        XCTAssertEqual(
            recorder.anomalies,
            [
                .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: item(9, in: 0), destinationIndexPath: item(0, in: 0), sourceElementsInSection: 3,
                    destinationElementsInSection: 2)
            ])
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [4, 5]])
        XCTAssertEqual(updater.calls, [.reload, .update])
        XCTAssertEqual(updater.updates.last, storageUpdate(objects: [(.insert, [item(1, in: 1)])]))
    }

    func testMoveItemWithoutAnimation_invalid_leavesDeliveredUpdatesUnapplied() throws {
        updater.appliesUpdates = false
        storage.addItem(5, toSection: 1)
        storage.moveItemWithoutAnimation(from: item(0, in: 1), to: item(2, in: 1))
        XCTAssertEqual(
            recorder.anomalies,
            [
                .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: item(0, in: 1), destinationIndexPath: item(2, in: 1), sourceElementsInSection: 2,
                    destinationElementsInSection: 1)
            ])
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [4]], "the delivered update is still the updater's to apply")
        let update = try XCTUnwrap(updater.updates.last)
        XCTAssertTrue(update.containsDeferredDatasourceUpdates)
        update.applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [4, 5]])
        XCTAssertEqual(update, storageUpdate(objects: [(.insert, [item(1, in: 1)])]))
    }

    func testMoveItemWithoutAnimation_validInsideBlock_seesTheQueuedItems() {
        storage.performUpdates {
            storage.addItem(5, toSection: 1)
            storage.moveItemWithoutAnimation(from: item(1, in: 1), to: item(0, in: 1))
        }
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [5, 4]])
        XCTAssertEqual(updater.calls, [.reload, .reload], "part of the block was applied early: the block reloads")
    }

    func testReloadMethods_invalidInsideBlock_keepTheBlockAnimated() {
        storage.performUpdates {
            storage.addItem(5, toSection: 1)
            storage.setItems([7], forSection: -1)
            storage.setItems([7], forSection: Int.max)
            storage.setSection(SectionModel(), forSection: -1)
            storage.setSection(SectionModel(), forSection: Int.max)
            storage.setSection(storage.sections[0], forSection: 0)
        }
        XCTAssertEqual(
            recorder.anomalies,
            [
                .sectionIndexOutOfRange(index: -1, numberOfSections: 2),
                .sectionIndexTooBig(index: Int.max, numberOfSections: 2),
                .sectionIndexOutOfRange(index: -1, numberOfSections: 2),
                .sectionIndexTooBig(index: Int.max, numberOfSections: 2), .sectionAlreadyInStorage(index: 0),
            ])
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [4, 5]])
        XCTAssertEqual(updater.calls, [.reload, .update])
    }

    // MARK: Sections whose storage is gone are free

    func testInsertSection_ofADeallocatedStorage_isAccepted() {
        var other: MemoryStorage? = MemoryStorage()
        other!.setItems([9])
        let section = other!.sections[0]
        other = nil
        storage.insertSection(section, atIndex: 2)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.intSections, [[1, 2, 3], [4], [9]])
        XCTAssertEqual(section.currentSectionIndex, 2)
        XCTAssertEqual(
            updater.updates.last, storageUpdate(objects: [(.insert, [item(0, in: 2)])], sections: [(.insert, [2])]))
    }

    func testSetSection_ofADeallocatedStorage_isAccepted() {
        var other: MemoryStorage? = MemoryStorage()
        other!.setItems([9])
        let section = other!.sections[0]
        other = nil
        storage.setSection(section, forSection: 0)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.intSections, [[9], [4]])
        XCTAssertEqual(section.currentSectionIndex, 0)
    }

    func testSectionQueuedInADeallocatedStorage_isAccepted() {
        var other: MemoryStorage? = MemoryStorage()
        let otherUpdater = RecordingStorageUpdater()
        otherUpdater.appliesUpdates = false
        other!.delegate = otherUpdater
        let section = SectionModel(items: [9])
        other!.insertSection(section, atIndex: 0)
        other = nil
        storage.insertSection(section, atIndex: 0)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.intSections, [[9], [1, 2, 3], [4]])
        otherUpdater.updates[0].applyDeferredDatasourceUpdates()
        XCTAssertEqual(section.currentSectionIndex, 0)
    }

    func testSectionQueuedInAnotherStorage_isHeld() {
        let other = MemoryStorage()
        let otherUpdater = RecordingStorageUpdater()
        otherUpdater.appliesUpdates = false
        other.delegate = otherUpdater
        let section = SectionModel(items: [9])
        other.insertSection(section, atIndex: 0)
        storage.insertSection(section, atIndex: 0)
        storage.setSection(section, forSection: 1)
        assertUnchanged(reporting: [.sectionAlreadyInStorage(index: 0), .sectionAlreadyInStorage(index: 1)])
        XCTAssertNil(section.currentSectionIndex, "not in the other storage's contents until its update is applied")
        otherUpdater.updates[0].applyDeferredDatasourceUpdates()
        XCTAssertEqual(other.intSections, [[9]])
        XCTAssertEqual(section.currentSectionIndex, 0)
    }

    func testSectionRemovedFromAStorage_isFree() {
        let section = storage.sections[1]
        storage.deleteSections(IndexSet([1]))
        storage.insertSection(section, atIndex: 0)
        XCTAssertEqual(recorder.anomalies, [])
        XCTAssertEqual(storage.intSections, [[4], [1, 2, 3]])
    }

    // MARK: Huge index sets

    func testDeleteSections_hugeIndexSet_deletesOnlyExistingSections() {
        storage.deleteSections(IndexSet(integersIn: 1..<Int.max))
        XCTAssertEqual(storage.intSections, [[1, 2, 3]])
        XCTAssertEqual(updater.updates.last, storageUpdate(sections: [(.delete, [1])]))
        storage.deleteSections(IndexSet(integersIn: 1..<Int.max))
        storage.deleteSections(IndexSet([-5, Int.max - 1]))
        XCTAssertEqual(storage.intSections, [[1, 2, 3]])
        XCTAssertEqual(updater.calls, [.reload, .update])
        XCTAssertEqual(recorder.anomalies, [])
    }
}
