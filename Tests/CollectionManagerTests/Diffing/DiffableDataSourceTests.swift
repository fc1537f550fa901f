import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class DiffableDataSourceTests: XCTestCase {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    /// An owner whose manager shows `Tagged` models built from item identifiers and a mutable content table.
    private final class Fixture {
        let owner = DiffOwner()
        var contents: [Int: String] = [:]
        var providedIndexPaths: [IndexPath] = []
        private(set) var dataSource: CollectionViewDiffableDataSource<String, Int>!

        init() {
            owner.manager.register(TaggedCell.self)
            dataSource = owner.manager.configureDiffableDataSource { [unowned self] indexPath, item in
                providedIndexPaths.append(indexPath)
                return Tagged(item, contents[item] ?? "")
            }
        }

        func expected(_ snapshot: Snapshot) -> [[Tagged?]] {
            snapshot.sectionIdentifiers.map { section in
                snapshot.itemIdentifiers(inSection: section).map { Tagged($0, contents[$0] ?? "") }
            }
        }
    }

    private func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func testConfigure_replacesTheStorageAndRemovesTheUpdater() {
        let fixture = Fixture()
        let manager = fixture.owner.manager
        XCTAssertNil(manager.collectionViewUpdater)
        XCTAssertTrue(manager.storage as AnyObject === fixture.dataSource)
        XCTAssertFalse(manager.storage is MemoryStorage)
        XCTAssertEqual(fixture.dataSource.supplementaryHeaderKind, CollectionElementKind.sectionHeader)
    }

    func testApplyWithoutAnimation_reloads() {
        let fixture = Fixture()
        let reloads = fixture.owner.virtualView.recordedEvents.filter { $0 == .reloadData }.count
        var completed = false
        fixture.dataSource.apply(snapshot(["a": [1, 2]]), animatingDifferences: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(fixture.owner.virtualView.recordedEvents.filter { $0 == .reloadData }.count, reloads + 1)
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates, [])
        XCTAssertEqual(fixture.owner.shownModels(), [[Tagged(1), Tagged(2)]])
    }

    func testApplyAnimated_isOneBatchOfTheDifference() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot(["a": [1, 2, 3], "b": [4]]), animatingDifferences: false)
        _ = fixture.owner.shownModels()
        var completed = false
        fixture.dataSource.apply(snapshot(["b": [4, 1], "a": [3, 5]])) { completed = true }
        XCTAssertTrue(completed)
        let updates = fixture.owner.virtualView.performedUpdates
        XCTAssertEqual(updates.count, 1)
        XCTAssertNil(updates[0].inconsistency)
        XCTAssertEqual(updates[0].movedSections, [.init(from: 1, to: 0)])
        XCTAssertEqual(updates[0].deletedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(updates[0].insertedItems, [IndexPath(item: 1, section: 1)])
        XCTAssertEqual(
            updates[0].movedItems, [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))])
        XCTAssertEqual(fixture.owner.shownModels(), [[Tagged(4), Tagged(1)], [Tagged(3), Tagged(5)]])
        XCTAssertEqual(fixture.dataSource.snapshot(), snapshot(["b": [4, 1], "a": [3, 5]]))
    }

    func testReloadItems_dequeuesACell_reconfigureItems_updatesTheSameCellInPlace() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot(["a": [1, 2, 3]]))
        let before = fixture.owner.cellsByModel()
        fixture.contents = [1: "reloaded", 2: "reconfigured", 3: "unmarked"]
        var next = fixture.dataSource.snapshot()
        next.reloadItems([1])
        next.reconfigureItems([2])
        fixture.owner.virtualView.resetRecording()
        fixture.dataSource.apply(next)
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates.last?.reloadedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(dequeued(in: fixture), [IndexPath(item: 0, section: 0)], "only the reload asks for a cell")
        XCTAssertEqual(fixture.owner.shownModels(), [[Tagged(1, "reloaded"), Tagged(2, "reconfigured"), Tagged(3)]])
        let after = fixture.owner.cellsByModel()
        XCTAssertTrue(after[Tagged(2, "reconfigured")] === before[Tagged(2)], "a reconfigure keeps the cell")
        XCTAssertEqual(after[Tagged(2, "reconfigured")]?.models, [Tagged(2), Tagged(2, "reconfigured")])
        XCTAssertTrue(after[Tagged(3)] === before[Tagged(3)], "an unmarked item is not refreshed")
        XCTAssertEqual(fixture.dataSource.snapshot().reloadedItemIdentifiers, [], "marks are not kept")
    }

    private func dequeued(in fixture: Fixture) -> [IndexPath] {
        fixture.owner.virtualView.recordedEvents.compactMap {
            if case .cellForItem(let indexPath) = $0 { indexPath } else { nil }
        }
    }

    func testReconfigureOfAMovedItem_updatesItsCellInPlace() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot(["a": [1, 2, 3]]))
        let cell = fixture.owner.cellsByModel()[Tagged(3)]
        fixture.contents[3] = "new"
        var next = snapshot(["a": [3, 1, 2]])
        next.reconfigureItems([3])
        fixture.owner.virtualView.resetRecording()
        fixture.dataSource.apply(next)
        XCTAssertEqual(dequeued(in: fixture), [])
        XCTAssertEqual(fixture.owner.shownModels(), [[Tagged(3, "new"), Tagged(1), Tagged(2)]])
        XCTAssertTrue(fixture.owner.cellsByModel()[Tagged(3, "new")] === cell)
    }

    func testReloadSections_replacesTheSectionsCells() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot(["a": [1], "b": [2]]))
        _ = fixture.owner.shownModels()
        var next = fixture.dataSource.snapshot()
        next.reloadSections(["b"])
        fixture.owner.virtualView.resetRecording()
        fixture.dataSource.apply(next)
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates.last?.reloadedSections, [1])
        XCTAssertEqual(dequeued(in: fixture), [IndexPath(item: 0, section: 1)])
    }

    func testSnapshotAnomalies_areReportedWhenApplied() {
        let fixture = Fixture()
        var reported: [DiffableDataSourceAnomaly] = []
        fixture.dataSource.anomalyHandler.anomalyAction = { reported.append($0) }
        var next = Snapshot()
        next.appendItems([1])
        next.appendSections(["a", "a"])
        XCTAssertEqual(reported, [])
        fixture.dataSource.apply(next)
        XCTAssertEqual(
            reported,
            [
                .noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 1),
                .sectionIdentifierAlreadyExists(operation: "appendSections(_:)", identifier: "a"),
            ])
        XCTAssertEqual(fixture.dataSource.snapshot().anomalies, [])
    }

    func testIdentifierQueries() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot(["a": [1, 2], "b": [3]]))
        let dataSource = fixture.dataSource!
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)), 3)
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 1)))
        XCTAssertEqual(dataSource.indexPath(for: 2), IndexPath(item: 1, section: 0))
        XCTAssertNil(dataSource.indexPath(for: 9))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 1), "b")
        XCTAssertNil(dataSource.sectionIdentifier(for: 2))
        XCTAssertEqual(dataSource.index(for: "b"), 1)
        XCTAssertEqual(dataSource.numberOfSections(), 2)
        XCTAssertEqual(dataSource.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(dataSource.numberOfItems(inSection: 7), 0)
        fixture.providedIndexPaths = []
        XCTAssertEqual(dataSource.item(at: IndexPath(item: 1, section: 0)) as? Tagged, Tagged(2))
        XCTAssertEqual(fixture.providedIndexPaths, [IndexPath(item: 1, section: 0)])
        fixture.dataSource.apply(snapshot(["b": [3, 2]]))
        XCTAssertEqual(dataSource.indexPath(for: 2), IndexPath(item: 1, section: 0), "the index follows each apply")
    }

    func testSupplementaryModels_comeFromTheProviders() {
        let fixture = Fixture()
        fixture.dataSource.setSectionHeaderModels(["A", "B"])
        XCTAssertEqual(fixture.dataSource.headerModel(forSection: 1) as? String, "B")
        XCTAssertEqual(
            fixture.dataSource.supplementaryModel(
                ofKind: CollectionElementKind.sectionHeader, forSectionAt: IndexPath(item: 0, section: 0)) as? String,
            "A")
    }

    func testApplyBeforeTheManagerStarts_onlyStoresTheSnapshot() {
        let owner = LateOwner()
        let manager = CollectionViewManager()
        let dataSource: CollectionViewDiffableDataSource<String, Int> = manager.configureDiffableDataSource { $1 }
        var completed = false
        dataSource.apply(snapshot(["a": [1]])) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(dataSource.snapshot(), snapshot(["a": [1]]))
        XCTAssertNil(owner.virtualView)
    }

    // MARK: Randomised

    /// Random snapshots applied one after another, with reloads and reconfigurations: every batch passes validation,
    /// and the view shows the snapshot with the current contents — so every reloaded or reconfigured cell was
    /// refreshed, wherever it moved.
    ///
    /// Replay with `COLLECTION_MANAGER_SEED=<seed> swift test --filter DiffableDataSourceTests`.
    func testRandomSnapshots_applyAsValidBatches_andShowTheirState() {
        let seed = SeededRandomNumberGenerator.seed(default: 5_551_212)
        print("\(name) seed: \(seed)")
        var generator = SeededRandomNumberGenerator(seed: seed)
        for sequence in 0..<40 {
            let fixture = Fixture()
            var current = Snapshot()
            for step in 0..<12 {
                var next = Snapshot()
                let sections = ["a", "b", "c", "d", "e"].filter { _ in Bool.random(using: &generator) }
                    .shuffled(using: &generator)
                next.appendSections(sections)
                if !sections.isEmpty {
                    for item in (0..<30).filter({ _ in Int.random(in: 0..<3, using: &generator) > 0 })
                        .shuffled(using: &generator)
                    {
                        next.appendItems([item], toSection: sections.randomElement(using: &generator)!)
                    }
                }
                let kept = next.itemIdentifiers.filter { current.sectionIdentifier(containingItem: $0) != nil }
                let reloaded = kept.filter { _ in Int.random(in: 0..<8, using: &generator) == 0 }
                let reconfigured = kept.filter { _ in Int.random(in: 0..<8, using: &generator) == 0 }
                next.reloadItems(reloaded)
                next.reconfigureItems(reconfigured)
                next.reloadSections(sections.filter { _ in Int.random(in: 0..<8, using: &generator) == 0 })
                for item in reloaded + reconfigured { fixture.contents[item, default: ""] += "'" }
                fixture.dataSource.apply(next)
                let context = "seed \(seed), sequence \(sequence), step \(step): \(current) → \(next)"
                XCTAssertEqual(fixture.owner.inconsistencies, [], context)
                XCTAssertEqual(fixture.owner.shownModels(), fixture.expected(next), context)
                if !fixture.owner.inconsistencies.isEmpty { return }
                current = next.applying
            }
        }
    }
}

extension DiffableDataSourceSnapshot {
    /// The snapshot without its marks, as a data source keeps it.
    fileprivate var applying: Self {
        var snapshot = Self()
        for section in sectionIdentifiers {
            snapshot.appendSections([section])
            snapshot.appendItems(itemIdentifiers(inSection: section), toSection: section)
        }
        return snapshot
    }
}
