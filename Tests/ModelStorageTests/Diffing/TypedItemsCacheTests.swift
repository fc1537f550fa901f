import Foundation
import StorageTestSupport
import XCTest

@testable import ModelStorage

/// A section remembers the `[T]` it was last set from, so that an animated `setItems` diffs against it without casting
/// each stored model back. The remembered array must equal the stored models at all times: every other change to a
/// section forgets it, and the next animated call then diffs the true contents.
final class TypedItemsCacheTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    private func typedInts(_ storage: MemoryStorage, section: Int) -> [Int]? {
        (storage.sections[section].store.typed as? TypedItems<Int>)?.items
    }

    func testSetItems_remembersTheTypedArray_andAnAnimatedSetItemsReplacesIt() {
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3])
        XCTAssertEqual(typedInts(storage, section: 0), [1, 2, 3])
        storage.setItems([3, 4], animated: true)
        XCTAssertEqual(typedInts(storage, section: 0), [3, 4])
        storage.setItemsForAllSections([[5], [6, 7]], animated: true)
        XCTAssertEqual(typedInts(storage, section: 0), [5])
        XCTAssertEqual(typedInts(storage, section: 1), [6, 7])
        storage.setItemsForAllSections([[8]])
        XCTAssertEqual(typedInts(storage, section: 0), [8])
    }

    func testAnimatedSetItems_diffsTheRememberedArray_withoutCastingTheStoredModels() {
        // White-box: the remembered array is made to disagree with the stored models, which never happens otherwise,
        // to show which one the diff reads. Diffing the stored models would record no change.
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3])
        storage.sections[0].store = SectionItems(erased: [1, 2, 3], typed: TypedItems([3, 2, 1]))
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([1, 2, 3], animated: true)
        XCTAssertEqual(
            updater.updates[0],
            storageUpdate(objects: [(.move, [path(2), path(0)]), (.move, [path(1), path(1)])]))
    }

    /// Each change from `[[1, 2, 3], [4, 5]]` forgets what it touches; animated calls that restate the contents then
    /// record no change, where a stale array would record the difference from `[[1, 2, 3], [4, 5]]`.
    func testEveryOtherChange_forgetsTheTypedArray_andTheNextAnimatedSetItemsSeesTheTrueContents() throws {
        let changes: [(name: String, touched: [Int], change: (MemoryStorage) throws -> Void)] = [
            ("addItem", [0], { $0.addItem(9, toSection: 0) }),
            ("addItems", [1], { $0.addItems([9, 8], toSection: 1) }),
            ("insertItem", [0], { try $0.insertItem(9, to: IndexPath(item: 0, section: 0)) }),
            ("insertItems(at:)", [0], { try $0.insertItems([9, 8], at: IndexPath(item: 1, section: 0)) }),
            (
                "insertItems(to:)", [0],
                { $0.insertItems([9, 8], to: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]) }
            ),
            ("replaceItem", [0], { try $0.replaceItem(2, with: 9) }),
            ("removeItem", [1], { try $0.removeItem(5) }),
            ("removeItems (Equatable)", [0], { $0.removeItems([1, 3] as [Int]) }),
            (
                "removeItems(at:)", [0, 1],
                { $0.removeItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)]) }
            ),
            ("removeItems(fromSection:)", [0], { $0.removeItems(fromSection: 0) }),
            (
                "moveItem within a section", [0],
                { $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) }
            ),
            (
                "moveItem across sections", [0, 1],
                { $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)) }
            ),
            (
                "moveItemWithoutAnimation", [0, 1],
                {
                    $0.moveItemWithoutAnimation(
                        from: IndexPath(item: 2, section: 0), to: IndexPath(item: 2, section: 1))
                }
            ),
        ]
        for (name, touched, change) in changes {
            let storage = MemoryStorage()
            storage.setItemsForAllSections([[1, 2, 3], [4, 5]])
            try change(storage)
            let contents = storage.sections.map { $0.items.map { $0 as! Int } }
            for section in touched {
                XCTAssertNil(storage.sections[section].store.typed, "\(name) forgets section \(section)'s array")
            }
            let updater = RecordingStorageUpdater()
            storage.delegate = updater
            storage.setItemsForAllSections(contents, animated: true)
            storage.setItems(contents[0], forSection: 0, animated: true)
            storage.setItems(contents[1], forSection: 1, animated: true)
            XCTAssertEqual(updater.updates, [storageUpdate(), storageUpdate(), storageUpdate()], name)
        }
    }

    func testAnimatedSetItems_insidePerformUpdates_diffsTheStagedContents_notTheRememberedArray() {
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.performUpdates {
            storage.addItem(4)
            // The section's remembered array is still [1, 2, 3] in the committed copy; validation sees [1, 2, 3, 4].
            storage.setItems([1, 2, 3, 4, 5], animated: true)
        }
        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(
            updater.updates[0], storageUpdate(objects: [(.insert, [path(3)]), (.insert, [path(4)])]))
        XCTAssertEqual(storage.sections[0].items.map { $0 as! Int }, [1, 2, 3, 4, 5])
        XCTAssertEqual(typedInts(storage, section: 0), [1, 2, 3, 4, 5])
    }

    func testMovingASection_keepsItsItems_andTheNextAnimatedSetItemsSeesThem() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3]])
        storage.moveSection(0, toSection: 1)
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItemsForAllSections([[3], [1, 2]], animated: true)
        XCTAssertEqual(updater.updates, [storageUpdate()])
    }

    func testAnimatedSetItems_ofAnotherType_diffsTheStoredModels_andRemembersTheNewType() {
        let storage = MemoryStorage()
        storage.setItems([1, 2])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems(["a"], animated: true)
        XCTAssertEqual(
            updater.updates[0],
            storageUpdate(objects: [(.delete, [path(0)]), (.delete, [path(1)]), (.insert, [path(0)])]))
        XCTAssertEqual((storage.sections[0].store.typed as? TypedItems<String>)?.items, ["a"])
    }

    func testModelsSetFromAnArray_areBoxedOnlyWhenReadAllAtOnce_andCountingOrReadingOneBoxesNothing() {
        let storage = MemoryStorage()
        storage.setItems([10, 20, 30])
        let section = storage.sections[0]
        XCTAssertFalse(section.store.holdsErasedItems)
        XCTAssertEqual(storage.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(storage.totalNumberOfItems, 3)
        XCTAssertEqual(storage.item(at: IndexPath(item: 1, section: 0)) as? Int, 20)
        XCTAssertNil(storage.item(at: IndexPath(item: 3, section: 0)))
        XCTAssertNil(section.item(at: -1))
        XCTAssertEqual(section.items(ofType: Int.self), [10, 20, 30])
        XCTAssertFalse(section.isEmpty)
        XCTAssertFalse(section.store.holdsErasedItems, "counting and reading one model box nothing")
        XCTAssertEqual(section.items(ofType: String.self), [])
        XCTAssertEqual(section.items(ofType: (any Equatable).self).count, 3)

        XCTAssertEqual(section.items.map { $0 as! Int }, [10, 20, 30])
        XCTAssertTrue(section.store.holdsErasedItems, "reading every model boxes them once, and keeps them")
        XCTAssertEqual(typedInts(storage, section: 0), [10, 20, 30], "the array stays for the next diff")

        storage.addItem(40)
        XCTAssertNil(section.store.typed)
        XCTAssertEqual(section.items.map { $0 as! Int }, [10, 20, 30, 40])
        XCTAssertEqual(section.items(ofType: Int.self), [10, 20, 30, 40])
    }

    func testAChangeToModelsNeverReadAllAtOnce_boxesThemFirst_andKeepsEveryModel() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3]])
        storage.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 0))
        XCTAssertEqual(storage.sections.map { $0.items.map { $0 as! Int } }, [[1, 3, 2], []])
        storage.setItems(["a", "b"], forSection: 1)
        storage.moveSection(1, toSection: 0)
        XCTAssertEqual(storage.sections[0].items(ofType: String.self), ["a", "b"])
        XCTAssertEqual(storage.sections[1].items(ofType: Int.self), [1, 3, 2])
    }
}
