import Foundation
import XCTest

@testable import CollectionManager

/// Pins the cost of the storage's paths that once grew quadratically, by counting their elementary steps.
final class MemoryStorageComplexityTests: XCTestCase {
    func testPerformUpdates_thousandsOfCallsAppliedOneByOne_shiftEachQueuedChangeAtMostOnce() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        let calls = 4_000

        storage.performUpdates {
            for value in 0..<calls { storage.addItem(value) }
        }
        XCTAssertEqual(updater.updates.count, 1)
        updater.updates[0].applyDeferredDatasourceUpdates()

        XCTAssertEqual(storage.intSections, [Array(0..<calls)])
        XCTAssertEqual(updater.updates[0].objectChanges.count, calls)
        // Removing each applied change from the front of an array shifts the rest: about calls² / 2 steps.
        XCTAssertLessThanOrEqual(storage.pendingChanges.shiftCount, calls)
        XCTAssertTrue(storage.pendingChanges.isEmpty)
    }

    func testManagedView_thousandsOfAddItemCallsInOneBlock_shiftEachQueuedChangeAtMostOnce() async {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([-1])
        owner.virtualView.layoutIfNeeded()
        let calls = 4_000

        storage.performUpdates {
            for value in 0..<calls { storage.addItem(value) }
        }

        XCTAssertEqual(storage.intSections, [[-1] + Array(0..<calls)])
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), calls + 1)
        XCTAssertLessThanOrEqual(storage.pendingChanges.shiftCount, calls)
    }

    func testUpdatesDeliveredOneByOne_interleavedWithNewCalls_keepTheQueueInOrder() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater

        for value in 0..<100 { storage.addItem(value) }
        for update in updater.updates.prefix(60) { update.applyDeferredDatasourceUpdates() }
        for value in 100..<150 { storage.addItem(value) }
        XCTAssertEqual(storage.intSections, [Array(0..<60)])
        // Applying a later update applies every earlier one first, in order.
        updater.updates[120].applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.intSections, [Array(0..<121)])
        for update in updater.updates { update.applyDeferredDatasourceUpdates() }

        XCTAssertEqual(storage.intSections, [Array(0..<150)])
        XCTAssertTrue(storage.pendingChanges.isEmpty)
        XCTAssertLessThanOrEqual(storage.pendingChanges.shiftCount, 150)
    }
}
