import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class MemoryStorageDiffingTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    func testAnimatedSetItems_deliversOneDiffedUpdate_appliedWhenTheDelegateApplies() {
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3])
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.setItems([3, 1, 4], animated: true)
        XCTAssertEqual(updater.calls, [.update])
        XCTAssertEqual(storage.intSections, [[1, 2, 3]], "unchanged until applied")
        let update = updater.updates[0]
        update.applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.intSections, [[3, 1, 4]])
        XCTAssertEqual(
            update, storageUpdate(objects: [(.delete, [path(1)]), (.insert, [path(2)]), (.move, [path(2), path(0)])]))
    }

    func testAnimatedSetItems_withoutDelegate_appliesAtOnce() {
        let storage = MemoryStorage()
        storage.setItems([1, 2], animated: true)
        storage.setItems([2, 5], animated: true)
        XCTAssertEqual(storage.intSections, [[2, 5]])
    }

    func testAnimatedSetItems_recordsUpdatesWithTheirNewModels() {
        let storage = MemoryStorage()
        storage.setItems([Tagged(1), Tagged(2)])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([Tagged(1), Tagged(2, "b")], animated: true)
        let update = updater.updates[0]
        XCTAssertEqual(update, storageUpdate(objects: [(.update, [path(1)])]))
        XCTAssertEqual(update.updatedObjects[path(1)] as? Tagged, Tagged(2, "b"))
        XCTAssertEqual(storage.items(inSection: 0)?.compactMap { $0 as? Tagged }, [Tagged(1), Tagged(2, "b")])
    }

    func testAnimatedSetItems_treatsItemsOfAnotherTypeAsDeleted() {
        let storage = MemoryStorage()
        storage.setItems(["a"])
        storage.addItem(1)
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([1, 2], animated: true)
        XCTAssertEqual(
            updater.updates[0], storageUpdate(objects: [(.delete, [path(0)]), (.insert, [path(1)])]))
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }

    func testAnimatedSetItems_intoAMissingSection_createsItLikeAddItems() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([7, 8], forSection: 1, animated: true)
        XCTAssertEqual(
            updater.updates[0],
            storageUpdate(
                objects: [(.insert, [path(0, 1)]), (.insert, [path(1, 1)])], sections: [(.insert, [0]), (.insert, [1])])
        )
        XCTAssertEqual(storage.intSections, [[], [7, 8]])
    }

    func testAnimatedSetItems_negativeSection_reportsAnomaly() {
        let storage = MemoryStorage()
        let anomalies = MemoryStorageAnomalyRecorder(storage)
        storage.setItems([1], forSection: -1, animated: true)
        XCTAssertEqual(anomalies.anomalies, [.sectionIndexOutOfRange(index: -1, numberOfSections: 0)])
        XCTAssertEqual(storage.numberOfSections(), 0)
    }

    func testNotAnimated_isTheReloadMethod() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([1, 2], animated: false)
        storage.setItemsForAllSections([[3], [4]], animated: false)
        XCTAssertEqual(updater.calls, [.reload, .reload])
        XCTAssertEqual(storage.intSections, [[3], [4]])
    }

    func testAnimatedSetItems_insidePerformUpdates_diffsAgainstTheBlocksEarlierChanges() {
        let storage = MemoryStorage()
        storage.setItems([1, 2])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.performUpdates {
            storage.addItem(3)
            storage.setItems([3, 1, 2], animated: true)
        }
        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(storage.intSections, [[3, 1, 2]])
        // The diff starts from [1, 2, 3], as the block leaves it: 3 moves, nothing is deleted or inserted again.
        XCTAssertEqual(updater.updates[0].objectChanges.last?.0, .move)
        XCTAssertEqual(updater.updates[0].objectChanges.last?.1, [path(2), path(0)])
    }

    func testAnimatedSetItemsForAllSections_pairsSectionsByPosition_andMovesItemsAcrossThem() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3], [4]])
        let kept = storage.sections[0]
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[2, 3], [1]], animated: true)
        XCTAssertEqual(
            updater.updates[0],
            storageUpdate(
                objects: [(.move, [path(0, 1), path(1, 0)]), (.move, [path(0, 0), path(0, 1)])],
                sections: [(.delete, [2])]))
        XCTAssertEqual(storage.intSections, [[2, 3], [1]])
        XCTAssertTrue(storage.sections[0] === kept, "surviving sections keep their SectionModel")
    }

    func testAnimatedSetItemsForAllSections_insertsSectionsWithTheirItems() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1]])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[1], [2, 3]], animated: true)
        XCTAssertEqual(updater.updates[0], storageUpdate(sections: [(.insert, [1])]))
        XCTAssertEqual(storage.intSections, [[1], [2, 3]])
        storage.setItemsForAllSections([[Int]](), animated: true)
        XCTAssertEqual(updater.updates[1], storageUpdate(sections: [(.delete, [0]), (.delete, [1])]))
        XCTAssertEqual(storage.numberOfSections(), 0)
    }

    func testAnimatedSetItemsForAllSections_entityModels_recordUpdates() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[Tagged(1)], [Tagged(2)]])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[Tagged(1)], [Tagged(2, "b")]], animated: true)
        XCTAssertEqual(updater.updates[0], storageUpdate(objects: [(.update, [path(0, 1)])]))
        XCTAssertEqual(updater.updates[0].updatedObjects[path(0, 1)] as? Tagged, Tagged(2, "b"))
    }

    // MARK: Through a manager

    /// Random sectioned edits through `setItemsForAllSections(_:animated:)`: one valid batch per call, and the view shows
    /// the storage.
    ///
    /// Replay with `COLLECTION_MANAGER_SEED=<seed> swift test --filter MemoryStorageDiffingTests`.
    func testRandomAnimatedSetItemsForAllSections_throughAManager_passValidation() {
        let seed = SeededRandomNumberGenerator.seed(default: 31_337)
        print("\(name) seed: \(seed)")
        var generator = SeededRandomNumberGenerator(seed: seed)
        for sequence in 0..<30 {
            let owner = DiffOwner()
            owner.manager.register(TaggedCell.self)
            let storage = owner.manager.memoryStorage!
            var nextID = 0
            var current: [[Tagged]] = []
            for step in 0..<12 {
                var pool = current.flatMap { $0 }
                pool = generator.edited(pool, nextID: &nextID)
                var next = (0..<Int.random(in: 0...4, using: &generator)).map { _ in [Tagged]() }
                if !next.isEmpty {
                    for item in pool { next[Int.random(in: 0..<next.count, using: &generator)].append(item) }
                }
                let batches = owner.virtualView.performedUpdates.count
                storage.setItemsForAllSections(next, animated: true)
                let context = "seed \(seed), sequence \(sequence), step \(step): \(current) → \(next)"
                XCTAssertEqual(owner.inconsistencies, [], context)
                XCTAssertLessThanOrEqual(owner.virtualView.performedUpdates.count, batches + 1, context)
                XCTAssertEqual(owner.shownModels(), next.map { $0.map(Optional.some) }, context)
                XCTAssertEqual(storage.sections.map { $0.items.map { $0 as! Tagged } }, next, context)
                if !owner.inconsistencies.isEmpty { return }
                current = next
            }
        }
    }

    func testAnimatedSetItems_keepHeadersAndSectionObjects() {
        let owner = DiffOwner()
        owner.manager.register(TaggedCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItemsForAllSections([[Tagged(1)], [Tagged(2)]])
        storage.setSectionHeaderModels(["A", "B"])
        let sections = storage.sections
        storage.setItemsForAllSections([[Tagged(2)], [Tagged(1)]], animated: true)
        XCTAssertTrue(zip(sections, storage.sections).allSatisfy { $0 === $1 })
        XCTAssertEqual(storage.headerModel(forSection: 1) as? String, "B")
        XCTAssertEqual(owner.shownModels(), [[Tagged(2)], [Tagged(1)]])
    }
}
