import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class StorageUpdateTests: XCTestCase {
    func testNewUpdate_isEmpty() {
        let update = StorageUpdate()
        XCTAssertTrue(update.isEmpty)
        XCTAssertFalse(update.containsDeferredDatasourceUpdates)
    }

    func testUpdateWithOnlyAClosure_isNotEmpty() {
        let update = StorageUpdate()
        update.enqueueDatasourceUpdate { _ in }
        XCTAssertFalse(update.isEmpty)
        XCTAssertTrue(update.containsDeferredDatasourceUpdates)
    }

    func testApplyDeferredDatasourceUpdates_runsInOrderOnceAndEmptiesTheQueue() {
        let update = StorageUpdate()
        var log: [Int] = []
        update.enqueueDatasourceUpdate { _ in log.append(1) }
        update.enqueueDatasourceUpdate {
            $0.objectChanges.append((.insert, [item(0, in: 0)]))
            log.append(2)
        }
        update.applyDeferredDatasourceUpdates()
        update.applyDeferredDatasourceUpdates()
        XCTAssertEqual(log, [1, 2])
        XCTAssertEqual(update.enqueuedDatasourceUpdates.count, 0)
        XCTAssertEqual(update.objectChanges.count, 1)
    }

    func testApplyDeferredDatasourceUpdates_aThrowingClosureDoesNotStopTheRest() {
        struct Failure: Error {}
        let update = StorageUpdate()
        var ran = false
        update.enqueueDatasourceUpdate { _ in throw Failure() }
        update.enqueueDatasourceUpdate { _ in ran = true }
        update.applyDeferredDatasourceUpdates()
        XCTAssertTrue(ran)
    }

    func testEquality_comparesChangesInOrderAndClosureCount_notUpdatedObjects() {
        let first = storageUpdate(
            objects: [(.insert, [item(0, in: 0)]), (.delete, [item(1, in: 0)])], sections: [(.insert, [0])])
        let second = storageUpdate(
            objects: [(.insert, [item(0, in: 0)]), (.delete, [item(1, in: 0)])], sections: [(.insert, [0])])
        second.updatedObjects[item(0, in: 0)] = "ignored"
        XCTAssertEqual(first, second)

        let reordered = storageUpdate(
            objects: [(.delete, [item(1, in: 0)]), (.insert, [item(0, in: 0)])], sections: [(.insert, [0])])
        XCTAssertNotEqual(first, reordered)

        let otherType = storageUpdate(
            objects: [(.insert, [item(0, in: 0)]), (.delete, [item(1, in: 0)])], sections: [(.delete, [0])])
        XCTAssertNotEqual(first, otherType)

        second.enqueueDatasourceUpdate { _ in }
        XCTAssertNotEqual(first, second)
    }

    func testDescription_listsChangesInOrder() {
        let update = storageUpdate(
            objects: [(.insert, [item(0, in: 0)]), (.move, [item(0, in: 1), item(1, in: 0)])],
            sections: [(.insert, [1])])
        XCTAssertEqual(
            update.description, "Object changes: Insert [[0, 0]], Move [[1, 0], [0, 1]]\nSection changes: Insert [1]")
        update.enqueueDatasourceUpdate { _ in }
        XCTAssertEqual(
            update.description,
            "Object changes: Insert [[0, 0]], Move [[1, 0], [0, 1]]\nSection changes: Insert [1]\nDeferred datasource updates: 1"
        )
    }

    func testDescription_ofEmptyLists_saysNone() {
        XCTAssertEqual(StorageUpdate().description, "Object changes: none\nSection changes: none")
    }

    func testChangeType_rawValues() {
        XCTAssertEqual(ChangeType.allCases.map(\.rawValue), ["delete", "move", "insert", "update"])
    }
}
