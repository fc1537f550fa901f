import Foundation
import StorageTestSupport
import XCTest

@testable import ModelStorage

/// A storage adds its item changes to an update compactly; they become DTModelStorage's `(ChangeType, [IndexPath])`
/// tuples when `objectChanges` is first read, in the order they were made, and appending through the property keeps
/// that order.
final class StorageUpdateRecordsTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    private func describe(_ changes: [(ChangeType, [IndexPath])]) -> [String] {
        changes.map { "\($0.0.rawValue) \($0.1)" }
    }

    func testAStoragesChanges_areBuiltAsTuplesOnFirstRead_once() {
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([3, 4, 1], animated: true)
        let update = updater.updates[0]
        XCTAssertEqual(update.pendingObjectChanges.count, 3, "nothing read yet: nothing built")
        XCTAssertFalse(update.isEmpty)
        XCTAssertEqual(
            describe(update.objectChanges), ["delete [[0, 1]]", "insert [[0, 1]]", "move [[0, 2], [0, 0]]"])
        XCTAssertTrue(update.pendingObjectChanges.isEmpty)
        XCTAssertEqual(
            describe(update.objectChanges), ["delete [[0, 1]]", "insert [[0, 1]]", "move [[0, 2], [0, 0]]"])
    }

    func testChangesAppendedThroughThePropertyAndByAStorage_keepTheOrderTheyWereMade() {
        let update = StorageUpdate()
        update.appendObjectChanges([ObjectChange(.insert, path(0))])
        update.objectChanges.append((.delete, [path(5)]))
        update.appendObjectChanges([ObjectChange(.move, path(1), path(2)), ObjectChange(.update, path(3))])
        update.objectChanges.append((.insert, [path(7), path(8), path(9)]))
        XCTAssertEqual(
            describe(update.objectChanges),
            [
                "insert [[0, 0]]", "delete [[0, 5]]", "move [[0, 1], [0, 2]]", "update [[0, 3]]",
                "insert [[0, 7], [0, 8], [0, 9]]",
            ])
    }

    func testAssigningObjectChanges_replacesThoseNotYetRead() {
        let update = StorageUpdate()
        update.appendObjectChanges([ObjectChange(.insert, path(0))])
        update.objectChanges = [(.delete, [path(4)])]
        XCTAssertEqual(describe(update.objectChanges), ["delete [[0, 4]]"])
        update.objectChanges = []
        XCTAssertTrue(update.isEmpty)
    }

    func testAnUpdateWithOnlyUnreadChanges_isNotEmpty_andComparesByItsChanges() {
        let update = StorageUpdate()
        XCTAssertTrue(update.isEmpty)
        update.appendObjectChanges([ObjectChange(.delete, path(2))])
        XCTAssertFalse(update.isEmpty)
        let other = StorageUpdate()
        other.objectChanges = [(.delete, [path(2)])]
        XCTAssertEqual(update, other)
        XCTAssertEqual(update.description, "Object changes: Delete [[0, 2]]\nSection changes: none")
    }

    func testManyAppendsThroughTheProperty_leaveOneArray_inOrder() {
        let update = StorageUpdate()
        for item in 0..<10_000 { update.objectChanges.append((.insert, [path(item)])) }
        XCTAssertEqual(update.objectChanges.count, 10_000)
        XCTAssertEqual(update.objectChanges.last?.1, [path(9_999)])
    }
}
