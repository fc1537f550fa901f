import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// How and when a MemoryStorage delivers and applies its changes.
final class MemoryStorageDeliveryTests: XCTestCase {
    func testNoDelegate_animatedMutationAppliesAtOnce() throws {
        let storage = MemoryStorage()
        storage.addItems([1, 2, 3])
        try storage.insertItem(0, to: item(0, in: 0))
        storage.moveItem(at: item(0, in: 0), to: item(3, in: 0))
        try storage.removeItem(2)
        XCTAssertEqual(storage.intSections, [[1, 3, 0]])
        XCTAssertNil(storage.currentUpdate)
    }

    func testDelegate_receivesOneDeferredUpdatePerCall() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater

        storage.addItems([1, 2, 3])

        XCTAssertEqual(updater.calls, [.update])
        let update = updater.updates[0]
        XCTAssertEqual(update.enqueuedDatasourceUpdates.count, 1)
        XCTAssertTrue(update.objectChanges.isEmpty, "records are filled when the update is applied")
        XCTAssertEqual(storage.totalNumberOfItems, 0, "contents change when the update is applied")

        update.applyDeferredDatasourceUpdates()

        XCTAssertEqual(storage.totalNumberOfItems, 3)
        XCTAssertEqual(
            update,
            storageUpdate(
                objects: [(.insert, [item(0, in: 0)]), (.insert, [item(1, in: 0)]), (.insert, [item(2, in: 0)])],
                sections: [(.insert, [0])]))
    }

    func testPerformUpdates_deliversOneUpdateWithOneClosurePerCall() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater

        storage.performUpdates {
            storage.addItem(1)
            storage.addItem(2)
        }

        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(updater.updates[0].enqueuedDatasourceUpdates.count, 2)
        XCTAssertEqual(updater.updates[0].objectChanges.count, 0)
        updater.updates[0].applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }

    func testPerformUpdates_laterCallsSeeWhatEarlierCallsProduce() throws {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([1])

        try storage.performUpdates {
            storage.addItem(2)
            try storage.removeItem(2)
            try storage.insertItem(3, to: item(1, in: 0))
            storage.moveItem(at: item(1, in: 0), to: item(0, in: 1))
        }

        XCTAssertEqual(
            updater.updates.last,
            storageUpdate(
                objects: [
                    (.insert, [item(1, in: 0)]), (.delete, [item(1, in: 0)]), (.insert, [item(1, in: 0)]),
                    (.move, [item(1, in: 0), item(0, in: 1)]),
                ],
                sections: [(.insert, [1])]))
        XCTAssertEqual(storage.intSections, [[1], [3]])
    }

    func testPerformUpdates_readsStillShowTheDeliveredContentsUntilApplied() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([1])
        storage.performUpdates {
            storage.addItem(2)
            XCTAssertEqual(storage.totalNumberOfItems, 1)
            XCTAssertNil(storage.indexPath(forItem: 2))
            XCTAssertTrue(storage.batchUpdatesInProgress)
        }
        XCTAssertFalse(storage.batchUpdatesInProgress)
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }

    func testPerformUpdates_nested_joinsTheOuterUpdate() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.performUpdates {
            storage.addItem(1)
            storage.performUpdates { storage.addItem(2) }
            storage.addItem(3)
        }
        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(storage.intSections, [[1, 2, 3]])
    }

    func testPerformUpdates_throwingBlock_stillDeliversEarlierChanges() {
        struct Stop: Error {}
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        XCTAssertThrowsError(
            try storage.performUpdates {
                storage.addItem(1)
                throw Stop()
            })
        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(storage.intSections, [[1]])
        XCTAssertFalse(storage.batchUpdatesInProgress)
    }

    func testPerformUpdates_noChanges_deliversNothing() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.performUpdates {}
        XCTAssertEqual(updater.calls, [])
    }

    func testPerformUpdates_reloadMethodInside_appliesAtOnceAndEndsInReload() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.performUpdates {
            storage.addItem(1)
            storage.setItems([5, 6], forSection: 1)
            XCTAssertEqual(storage.intSections, [[1], [5, 6]], "the reload applies what came before it, then itself")
            storage.addItem(7, toSection: 1)
        }
        XCTAssertEqual(updater.calls, [.reload, .reload])
        XCTAssertEqual(storage.intSections, [[1], [5, 6, 7]])
    }

    func testUnappliedUpdate_nextCallIsValidatedAgainstItsResult() throws {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater

        storage.addItems([1, 2])
        try storage.removeItem(2)  // found in the contents the first update will produce

        XCTAssertEqual(storage.totalNumberOfItems, 0)
        updater.updates[1].applyDeferredDatasourceUpdates()  // applies the first update too, in order
        XCTAssertEqual(storage.intSections, [[1]])
        XCTAssertEqual(updater.updates[0].objectChanges.count, 2, "the earlier update got its own records")
        XCTAssertEqual(updater.updates[1], storageUpdate(objects: [(.delete, [item(1, in: 0)])]))

        updater.updates[0].applyDeferredDatasourceUpdates()  // already applied: nothing happens
        XCTAssertEqual(storage.intSections, [[1]])
    }

    func testApplyingTwice_changesNothing() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.addItem(1)
        updater.updates[0].applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.intSections, [[1]])
        XCTAssertEqual(updater.updates[0].objectChanges.count, 1)
    }

    func testChangingDelegate_appliesWhatTheOldOneHeld() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.addItem(1)
        XCTAssertEqual(storage.totalNumberOfItems, 0)

        storage.delegate = nil

        XCTAssertEqual(storage.intSections, [[1]], "nothing is lost when the delegate goes away")
        XCTAssertEqual(
            updater.updates[0], storageUpdate(objects: [(.insert, [item(0, in: 0)])], sections: [(.insert, [0])]))
    }

    func testDelegateDeallocated_mutationsApplyAtOnce() {
        let storage = MemoryStorage()
        do {
            let updater = RecordingStorageUpdater()
            storage.delegate = updater
        }
        storage.addItem(1)
        XCTAssertEqual(storage.intSections, [[1]])
    }

    func testUpdateWithoutAnimations_appliesAtOnceAndTellsNothing() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.updateWithoutAnimations {
            storage.addItems([1, 2])
            storage.setItems([3], forSection: 1)
            XCTAssertEqual(storage.intSections, [[1, 2], [3]])
        }
        XCTAssertEqual(updater.calls, [])
        storage.addItem(4)
        XCTAssertEqual(updater.calls, [.update], "the delegate is back after the block")
    }

    func testUpdateWithoutAnimations_insidePerformUpdates_endsInReload() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.performUpdates {
            storage.addItem(1)
            storage.updateWithoutAnimations { storage.addItem(2) }
        }
        XCTAssertEqual(updater.calls, [.reload])
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }

    func testMoveItemWithoutAnimation_appliesQueuedChangesFirst() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.addItems([1, 2])
        storage.moveItemWithoutAnimation(from: item(0, in: 0), to: item(1, in: 0))
        XCTAssertEqual(storage.intSections, [[2, 1]])
    }

    func testUpdateDeliveredFromInsideAnotherDelivery_isItsOwnUpdate() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        var nested = false
        updater.onUpdate = { update in
            guard !nested else { return }
            nested = true
            update.applyDeferredDatasourceUpdates()
            storage.addItem(2)
        }
        storage.addItem(1)
        XCTAssertEqual(updater.updates.count, 2)
        XCTAssertEqual(updater.updates[1], storageUpdate(objects: [(.insert, [item(1, in: 0)])]))
        XCTAssertEqual(storage.intSections, [[1, 2]])
    }
}
