import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class SingleSectionStorageTests: XCTestCase {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// A differ that returns fixed operations, to check that the storage records whatever its differ says.
    private struct FixedDiffer: EquatableDiffingAlgorithm {
        let operations: [SingleSectionOperation]
        func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] { operations }
    }

    /// The same, for `Hashable` models, as a Heckel-diff adapter would be.
    private struct FixedHashableDiffer: HashableDiffingAlgorithm {
        let operations: [SingleSectionOperation]
        func diff<T: EntityIdentifiable & Hashable>(from: [T], to: [T]) -> [SingleSectionOperation] { operations }
    }

    func testSetItems_fillsObjectChangesAtOnce_andDefersOnlyTheSwap() {
        let storage = SingleSectionStorage(items: [Tagged(1), Tagged(2), Tagged(3)])
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.setItems([Tagged(3), Tagged(1), Tagged(4)])
        let update = updater.updates.last!
        XCTAssertEqual(
            update,
            storageUpdate(objects: [(.delete, [path(1)]), (.insert, [path(2)]), (.move, [path(2), path(0)])]).deferring(
                1))
        XCTAssertEqual(storage.items, [Tagged(1), Tagged(2), Tagged(3)], "unchanged until applied")
        update.applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.items, [Tagged(3), Tagged(1), Tagged(4)])
    }

    func testSetItems_updateCarriesTheNewModel() {
        let storage = SingleSectionStorage(items: [Tagged(1), Tagged(2)])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([Tagged(1, "a"), Tagged(2), Tagged(3)])
        let update = updater.updates.last!
        XCTAssertEqual(update, storageUpdate(objects: [(.insert, [path(2)]), (.update, [path(0)])]))
        XCTAssertEqual(update.updatedObjects[path(0)] as? Tagged, Tagged(1, "a"))
    }

    func testSetItems_withNoChange_stillDeliversTheSwap() {
        let storage = SingleSectionStorage(items: [Tagged(1)])
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([Tagged(1)])
        XCTAssertEqual(updater.updates.count, 1)
        XCTAssertEqual(updater.updates[0], storageUpdate())
    }

    func testWithoutDelegate_itemsChangeAtOnce() {
        let storage = SingleSectionStorage<Tagged>()
        storage.setItems([Tagged(1), Tagged(2)])
        XCTAssertEqual(storage.items, [Tagged(1), Tagged(2)])
        storage.addItems([Tagged(3)])
        XCTAssertEqual(storage.items, [Tagged(1), Tagged(2), Tagged(3)])
    }

    func testAddItems_withEachStrategy_diffsAgainstTheAccumulatedItems() {
        let old = [Tagged(1, "foo"), Tagged(2, "bar")]
        let new = [Tagged(1, "bar"), Tagged(3, "xyz")]
        let cases: [(any AccumulationStrategy, [Tagged], StorageUpdate)] = [
            (
                AdditiveAccumulationStrategy(), old + new,
                storageUpdate(objects: [(.insert, [path(2)]), (.insert, [path(3)])])
            ),
            (
                UpdateOldValuesAccumulationStrategy(), [Tagged(1, "bar"), Tagged(2, "bar"), Tagged(3, "xyz")],
                storageUpdate(objects: [(.insert, [path(2)]), (.update, [path(0)])])
            ),
            (
                DeleteOldValuesAccumulationStrategy(), [Tagged(2, "bar"), Tagged(1, "bar"), Tagged(3, "xyz")],
                storageUpdate(objects: [
                    (.delete, [path(0)]), (.insert, [path(1)]), (.insert, [path(2)]), (.move, [path(1), path(0)]),
                ])
            ),
        ]
        for (strategy, expectedItems, expectedUpdate) in cases {
            let storage = SingleSectionStorage(items: old)
            let updater = RecordingStorageUpdater()
            storage.delegate = updater
            storage.addItems(new, strategy)
            XCTAssertEqual(storage.items, expectedItems, "\(strategy)")
            XCTAssertEqual(updater.updates.last, expectedUpdate, "\(strategy)")
        }
    }

    func testAddItems_defaultsToAdditive() {
        let storage = SingleSectionStorage(items: [Tagged(1)])
        storage.addItems([Tagged(1)])
        XCTAssertEqual(storage.items, [Tagged(1), Tagged(1)])
    }

    func testCustomDiffer_isRecordedInItsOwnOrder_withTheModelAReloadWouldShow() {
        let differ = FixedDiffer(operations: [.update(1), .insert(0), .delete(2)])
        let storage = SingleSectionStorage(items: [Tagged(1), Tagged(2), Tagged(3)], differ: differ)
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([Tagged(0), Tagged(1), Tagged(2, "b")])
        let update = updater.updates.last!
        XCTAssertEqual(
            update, storageUpdate(objects: [(.update, [path(1)]), (.insert, [path(0)]), (.delete, [path(2)])]))
        // A batch places the reload of old index 1 past the insert at 0: new index 2.
        XCTAssertEqual(update.updatedObjects[path(1)] as? Tagged, Tagged(2, "b"))
        XCTAssertEqual(storage.calculateDiffs(to: []), differ.operations)
    }

    func testHashableDiffer_andDTNames() {
        let hashable = SingleSectionHashableStorage(
            items: [Tagged(1)], differ: FixedHashableDiffer(operations: [.delete(0)]))
        let updater = RecordingStorageUpdater()
        hashable.delegate = updater
        hashable.setItems([])
        XCTAssertEqual(updater.updates.last, storageUpdate(objects: [(.delete, [path(0)])]))
        let equatable: SingleSectionEquatableStorage<Tagged> = SingleSectionEquatableStorage(items: [Tagged(1)])
        XCTAssertEqual(equatable.calculateDiffs(to: [Tagged(2)]), [.delete(0), .insert(0)])
    }

    func testUnappliedUpdates_areTheBaseOfTheNextDiff_andApplyInOrder() {
        let storage = SingleSectionStorage(items: [Tagged(1)])
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.setItems([Tagged(1), Tagged(2)])
        storage.setItems([Tagged(1), Tagged(2), Tagged(3)])
        XCTAssertEqual(updater.updates[1], storageUpdate(objects: [(.insert, [path(2)])]).deferring(1))
        XCTAssertEqual(storage.calculateDiffs(to: [Tagged(1), Tagged(2), Tagged(3)]), [])
        updater.updates[1].applyDeferredDatasourceUpdates()
        XCTAssertEqual(
            storage.items, [Tagged(1), Tagged(2), Tagged(3)], "applying a later update applies earlier ones")
        updater.updates[0].applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.items, [Tagged(1), Tagged(2), Tagged(3)], "an earlier update does not undo it")
    }

    func testChangingTheDelegate_appliesPendingUpdates() {
        let storage = SingleSectionStorage(items: [Tagged(1)])
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.setItems([Tagged(2)])
        storage.delegate = nil
        XCTAssertEqual(storage.items, [Tagged(2)])
    }

    func testAssigningItems_appliesPendingUpdates_thenReplacesWithoutAnUpdate() {
        let storage = SingleSectionStorage(items: [Tagged(1)])
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.setItems([Tagged(2)])
        storage.items = [Tagged(5)]
        XCTAssertEqual(storage.items, [Tagged(5)])
        XCTAssertEqual(updater.updates.count, 1)
        updater.updates[0].applyDeferredDatasourceUpdates()
        XCTAssertEqual(storage.items, [Tagged(5)], "an update applied early does nothing later")
    }

    func testStorage_isOneSectionEvenWhenEmpty() {
        let storage = SingleSectionStorage(items: [Tagged(1)])
        XCTAssertEqual(storage.numberOfSections(), 1)
        XCTAssertEqual(storage.numberOfItems(inSection: 0), 1)
        XCTAssertEqual(storage.numberOfItems(inSection: 1), 0)
        XCTAssertEqual(storage.item(at: path(0)) as? Tagged, Tagged(1))
        XCTAssertNil(storage.item(at: path(1)))
        XCTAssertNil(storage.item(at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(SingleSectionStorage<Tagged>().numberOfSections(), 1)
    }

    func testSupplementaryModels_workAsInMemoryStorage() {
        let storage = SingleSectionStorage<Tagged>()
        storage.setSectionHeaderModels(["Header"])
        storage.supplementaryModelProvider = { kind, _ in kind }
        storage.configureForCollectionViewFlowLayoutUsage()
        XCTAssertEqual(storage.headerModel(forSection: 0) as? String, "Header")
        XCTAssertEqual(
            storage.supplementaryModel(ofKind: CollectionElementKind.sectionHeader, forSectionAt: path(0)) as? String,
            "Header")
        XCTAssertEqual(storage.supplementaryModel(ofKind: "Badge", forSectionAt: path(0)) as? String, "Badge")
        XCTAssertNil(storage.footerModel(forSection: 0))
    }

    func testThroughAManager_setItemsAnimatesOneBatch() {
        let owner = DiffOwner()
        owner.manager.register(TaggedCell.self)
        let storage = SingleSectionStorage(items: [Tagged(1), Tagged(2)])
        owner.manager.storage = storage
        XCTAssertEqual(owner.shownModels(), [[Tagged(1), Tagged(2)]])
        let batches = owner.virtualView.performedUpdates.count
        storage.setItems([Tagged(2), Tagged(3), Tagged(1, "one")])
        XCTAssertEqual(owner.virtualView.performedUpdates.count, batches + 1)
        XCTAssertEqual(owner.inconsistencies, [])
        XCTAssertEqual(owner.shownModels(), [[Tagged(2), Tagged(3), Tagged(1, "one")]])
    }
}

extension StorageUpdate {
    /// The update with `count` no-op closures still to apply, to compare with a deferred update.
    func deferring(_ count: Int) -> StorageUpdate {
        for _ in 0..<count { enqueueDatasourceUpdate { _ in } }
        return self
    }
}
