import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// The storages diff their stored models as the caller's type: when every stored model is of that type, and when some
/// are not (they count as deleted), the records are those of the same diff over the models alone.
final class StoredModelDiffingTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    func testAnimatedSetItemsForAllSections_modelOfAnotherTypeInOneSection_isDeleted_likeAModelThatIsGone() {
        let mixed = MemoryStorage()
        mixed.setItemsForAllSections([[1, 2], [3]])
        mixed.addItem("x", toSection: 1)
        let mixedUpdater = RecordingStorageUpdater()
        mixed.delegate = mixedUpdater
        mixed.setItemsForAllSections([[2, 1], [3]], animated: true)
        XCTAssertEqual(
            mixedUpdater.updates[0],
            storageUpdate(objects: [(.delete, [path(1, 1)]), (.move, [path(1, 0), path(0, 0)])]))
        XCTAssertEqual(mixed.intSections, [[2, 1], [3]])

        let typed = MemoryStorage()
        typed.setItemsForAllSections([[1, 2], [3, 99]])
        let typedUpdater = RecordingStorageUpdater()
        typed.delegate = typedUpdater
        typed.setItemsForAllSections([[2, 1], [3]], animated: true)
        XCTAssertEqual(typedUpdater.updates[0], mixedUpdater.updates[0])
    }

    func testAnimatedSetItemsForAllSections_entityModels_typedAndMixed_recordTheSameUpdate() {
        let old: [[Any]] = [[Tagged(1), Tagged(2, "a")], [Tagged(3)]]
        let new = [[Tagged(2, "b")], [Tagged(3), Tagged(1)]]
        let typed = MemoryStorage()
        typed.setItemsForAllSections(old.map { $0.map { $0 as! Tagged } })
        let typedUpdater = RecordingStorageUpdater()
        typed.delegate = typedUpdater
        typed.setItemsForAllSections(new, animated: true)
        // Entity 1 moves to section 1; entity 2 changes in place, but items move out of its section: delete and insert.
        XCTAssertEqual(
            typedUpdater.updates[0],
            storageUpdate(
                objects: [
                    (.delete, [path(1, 0)]), (.insert, [path(0, 0)]), (.move, [path(0, 0), path(1, 1)]),
                ]))

        let mixed = MemoryStorage()
        mixed.setItemsForAllSections(old.map { $0.map { $0 as! Tagged } })
        mixed.addItem("not a Tagged", toSection: 0)
        let mixedUpdater = RecordingStorageUpdater()
        mixed.delegate = mixedUpdater
        mixed.setItemsForAllSections(new, animated: true)
        XCTAssertEqual(
            mixedUpdater.updates[0],
            storageUpdate(
                objects: [
                    (.delete, [path(1, 0)]), (.delete, [path(2, 0)]), (.insert, [path(0, 0)]),
                    (.move, [path(0, 0), path(1, 1)]),
                ]))
    }

    func testSingleSectionStorage_builtInDiffer_givesTheOperationsOfListDiff() {
        let old = [Tagged(1), Tagged(2), Tagged(3, "a"), Tagged(4)]
        let new = [Tagged(4), Tagged(1), Tagged(3, "b"), Tagged(5)]
        let expected = ListDiff(from: old, to: new).operations
        XCTAssertEqual(expected, [.delete(1), .delete(2), .insert(2), .insert(3), .move(from: 3, to: 0)])
        XCTAssertEqual(SingleSectionStorage(items: old).calculateDiffs(to: new), expected)
        XCTAssertEqual(SingleSectionStorage(items: old, differ: ListDiffer()).calculateDiffs(to: new), expected)
    }
}
