import Foundation
import StorageTestSupport
import XCTest

@testable import CollectionManager
@testable import ModelStorage

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

    func testDeleteSections_everyOtherOfThousands_shiftsEachSurvivingSectionOnce() {
        let storage = MemoryStorage()
        let sectionCount = 4_000
        storage.setItemsForAllSections((0..<sectionCount).map { [$0] })
        let shiftsBefore = storage.committed.shiftCount

        storage.deleteSections(IndexSet(stride(from: 0, to: sectionCount, by: 2)))

        XCTAssertEqual(storage.intSections, stride(from: 1, to: sectionCount, by: 2).map { [$0] })
        // Deleting the sections one by one shifts every later section each time: about sectionCount² / 4 steps.
        XCTAssertLessThanOrEqual(storage.committed.shiftCount - shiftsBefore, sectionCount / 2)
    }

    func testDeleteSections_managedView_thousandsOfSections_oneValidBatch() async {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItemsForAllSections((0..<2_000).map { [$0] })
        owner.virtualView.layoutIfNeeded()

        storage.deleteSections(IndexSet(integersIn: 0..<1_000))

        XCTAssertEqual(storage.intSections, (1_000..<2_000).map { [$0] })
        XCTAssertEqual(owner.virtualView.numberOfSections, 1_000)
        XCTAssertLessThanOrEqual(storage.committed.shiftCount, 2_000)
    }

    func testInsertItemsToIndexPaths_interleavedIntoThousands_shiftsEachItemOnce() {
        let storage = MemoryStorage()
        let count = 4_000
        storage.setItems(Array(0..<count))
        let shiftsBefore = storage.committed.shiftCount

        storage.insertItems(
            Array(count..<(count + count / 2)), to: (0..<(count / 2)).map { IndexPath(item: 2 * $0, section: 0) })

        var expected: [Int] = []
        for index in 0..<(count / 2) { expected += [count + index, index] }
        expected += Array((count / 2)..<count)
        XCTAssertEqual(storage.intSections, [expected])
        // Inserting the items one by one shifts the rest of the section each time: about count² / 2 steps.
        XCTAssertLessThanOrEqual(storage.committed.shiftCount - shiftsBefore, count)
    }

    func testInsertItemsToIndexPaths_randomPositions_matchInsertingOneByOne() {
        var generator = SeededRandomNumberGenerator(seed: 14)
        print("seed 14")
        for round in 0..<200 {
            let base = Int.random(in: 0..<20, using: &generator)
            let inserted = Int.random(in: 1..<20, using: &generator)
            let positions = (0..<inserted).map { Int.random(in: 0...(base + $0), using: &generator) }
            var oneByOne = Array(0..<base)
            for (offset, position) in positions.enumerated() { oneByOne.insert(base + offset, at: position) }
            let storage = MemoryStorage()
            storage.setItems(Array(0..<base))
            let shiftsBefore = storage.committed.shiftCount

            storage.insertItems(
                Array(base..<(base + inserted)), to: positions.map { IndexPath(item: $0, section: 0) })

            XCTAssertEqual(storage.intSections, [oneByOne], "round \(round), positions \(positions)")
            XCTAssertLessThanOrEqual(storage.committed.shiftCount - shiftsBefore, base + inserted)
        }
    }

    func testFinalPositions_descendingInsertionsAtTheFront() {
        // Inserting a, b, c at 0 each time gives c, b, a.
        XCTAssertEqual(finalPositions(ofInsertionsAt: [0, 0, 0], into: 2), [2, 1, 0])
        XCTAssertEqual(finalPositions(ofInsertionsAt: [1, 3, 0], into: 2), [2, 4, 0])
        XCTAssertEqual(finalPositions(ofInsertionsAt: [0, 2, 4], into: 3), [0, 2, 4])
    }
}
