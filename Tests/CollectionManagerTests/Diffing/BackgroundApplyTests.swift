import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// `applyDiffingInBackground(_:)`: the batch a synchronous apply makes, made on the main actor from a diff made off
/// it; superseding by newer applies, background or not.
final class BackgroundApplyTests: XCTestCase {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    @MainActor
    private final class Fixture {
        let owner = DiffOwner()
        var contents: [Int: String] = [:]
        private(set) var dataSource: CollectionViewDiffableDataSource<String, Int>!

        init() {
            owner.manager.register(TaggedCell.self)
            dataSource = owner.manager.configureDiffableDataSource { [unowned self] _, item in
                Tagged(item, contents[item] ?? "")
            }
        }
    }

    private static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Random snapshots (sections and items deleted, inserted and moved, items reloaded and reconfigured) applied in
    /// turn to two data sources, one synchronously and one in the background: each step makes the same batch and
    /// shows the same models.
    @MainActor
    func testRandomSnapshots_makeTheSynchronousBatch() async {
        let seed = SeededRandomNumberGenerator.seed(default: 33_000)
        print("background apply: seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        let sync = Fixture()
        let background = Fixture()
        var nextID = 100
        var sections: [(String, [Int])] = [("a", Array(0..<8)), ("b", Array(8..<14))]
        for step in 0..<120 {
            sections = sections.map { name, items in
                var items = items
                for _ in 0..<Int.random(in: 0...2, using: &random) where !items.isEmpty {
                    items.remove(at: Int.random(in: 0..<items.count, using: &random))
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    items.insert(nextID, at: Int.random(in: 0...items.count, using: &random))
                    nextID += 1
                }
                if items.count > 1, Bool.random(using: &random) { items.swapAt(0, items.count - 1) }
                return (name, items)
            }
            if Int.random(in: 0..<5, using: &random) == 0 { sections.reverse() }
            var snapshot = Self.snapshot(sections)
            let allItems = sections.flatMap(\.1)
            if let reloaded = allItems.randomElement(using: &random) { snapshot.reloadItems([reloaded]) }
            if let reconfigured = allItems.randomElement(using: &random) {
                sync.contents[reconfigured, default: ""] += "'"
                background.contents[reconfigured, default: ""] += "'"
                snapshot.reconfigureItems([reconfigured])
            }
            sync.dataSource.apply(snapshot, animatingDifferences: step > 0)
            let result =
                step > 0
                ? await background.dataSource.applyDiffingInBackground(snapshot)
                : {
                    background.dataSource.apply(snapshot, animatingDifferences: false)
                    return .applied
                }()
            XCTAssertEqual(result, .applied, "seed \(seed), step \(step)")
            XCTAssertEqual(
                background.owner.virtualView.performedUpdates, sync.owner.virtualView.performedUpdates,
                "seed \(seed), step \(step)")
            XCTAssertEqual(background.owner.shownModels(), sync.owner.shownModels(), "seed \(seed), step \(step)")
            XCTAssertEqual(background.dataSource.snapshot(), sync.dataSource.snapshot(), "seed \(seed), step \(step)")
        }
        XCTAssertTrue(sync.owner.inconsistencies.isEmpty)
        XCTAssertTrue(background.owner.inconsistencies.isEmpty)
    }

    /// Over `maximumAnimatedItemChanges`, an apply (synchronous or in the background) is shown with a reload and its
    /// completion runs; at the limit it is one batch.
    @MainActor
    func testMaximumAnimatedItemChanges_reloadsOverTheLimit() async {
        let fixture = Fixture()
        XCTAssertNil(fixture.dataSource.maximumAnimatedItemChanges)
        fixture.dataSource.maximumAnimatedItemChanges = 2
        fixture.dataSource.apply(Self.snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        let reloads = { fixture.owner.virtualView.recordedEvents.filter { $0 == .reloadData }.count }
        let reloadsBefore = reloads()
        fixture.dataSource.apply(Self.snapshot([("a", [1, 2, 3, 4, 5])]))
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates.count, 1)
        XCTAssertEqual(reloads(), reloadsBefore)
        var completed = false
        fixture.dataSource.apply(Self.snapshot([("a", [5, 4, 3, 2, 1, 0])])) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates.count, 1, "over the limit: no second batch")
        XCTAssertEqual(reloads(), reloadsBefore + 1)
        let result = await fixture.dataSource.applyDiffingInBackground(Self.snapshot([("a", [9, 8, 7])]))
        XCTAssertEqual(result, .applied)
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates.count, 1)
        XCTAssertEqual(reloads(), reloadsBefore + 2)
        XCTAssertEqual(fixture.owner.shownModels(), [[Tagged(9), Tagged(8), Tagged(7)]])
    }

    /// While the diff runs, the data source answers for what the view shows; `snapshot()` returns the new snapshot.
    /// The diff is held at a gate while the test reads, so that it certainly runs meanwhile.
    @MainActor
    func testWhileTheDiffRuns_theViewsStateIsRead() async {
        let owner = DiffOwner()
        owner.manager.register(TaggedCell.self)
        let dataSource: CollectionViewDiffableDataSource<String, GatedItem> =
            owner.manager.configureDiffableDataSource { _, item in Tagged(item.value) }
        let gate = DiffGate()
        var old = DiffableDataSourceSnapshot<String, GatedItem>()
        old.appendSections(["a"])
        old.appendItems((0..<1_000).map { GatedItem($0, gate: gate) })
        dataSource.apply(old, animatingDifferences: false)
        var new = DiffableDataSourceSnapshot<String, GatedItem>()
        new.appendSections(["a"])
        new.appendItems((0..<1_000).reversed().map { GatedItem($0, gate: gate) })
        gate.close()
        var result: BackgroundDiffResult?
        Task { result = await dataSource.applyDiffingInBackground(new) }
        while !gate.hasWaiters { await Task.yield() }
        for _ in 0..<3 {
            XCTAssertEqual(dataSource.numberOfItems(inSection: 0), 1_000)
            XCTAssertEqual(dataSource.item(at: IndexPath(item: 0, section: 0)) as? Tagged, Tagged(0))
            XCTAssertEqual(owner.virtualView.performedUpdates.count, 0)
            await Task.yield()
        }
        gate.open()
        while result == nil { await Task.yield() }
        XCTAssertEqual(result, .applied)
        XCTAssertEqual(dataSource.item(at: IndexPath(item: 0, section: 0)) as? Tagged, Tagged(999))
        XCTAssertEqual(owner.virtualView.performedUpdates.count, 1)
        XCTAssertEqual(owner.virtualView.performedUpdates.first?.movedItems.count, 999)
    }

    /// A synchronous apply made while a background one diffs is newer: the background one is superseded and the view
    /// shows the synchronous one.
    @MainActor
    func testSynchronousApplyDuringTheDiff_supersedesIt() async {
        let owner = DiffOwner()
        owner.manager.register(TaggedCell.self)
        let dataSource: CollectionViewDiffableDataSource<String, GatedItem> =
            owner.manager.configureDiffableDataSource { _, item in Tagged(item.value) }
        let gate = DiffGate()
        func snapshot(_ values: [Int]) -> DiffableDataSourceSnapshot<String, GatedItem> {
            var snapshot = DiffableDataSourceSnapshot<String, GatedItem>()
            snapshot.appendSections(["a"])
            snapshot.appendItems(values.map { GatedItem($0, gate: gate) })
            return snapshot
        }
        dataSource.apply(snapshot(Array(0..<1_000)), animatingDifferences: false)
        let background = snapshot(Array((0..<1_000).reversed()))
        let synchronous = snapshot([1, 0])
        gate.close()
        var result: BackgroundDiffResult?
        Task { result = await dataSource.applyDiffingInBackground(background) }
        // NB: the diff is held while it runs, so that the synchronous apply certainly comes before it is applied.
        while !gate.hasWaiters { await Task.yield() }
        gate.open()
        dataSource.apply(synchronous)
        while result == nil { await Task.yield() }
        XCTAssertEqual(result, .superseded)
        XCTAssertEqual(dataSource.snapshot(), synchronous)
        XCTAssertEqual(owner.shownModels(), [[Tagged(1), Tagged(0)]])
        XCTAssertEqual(owner.virtualView.performedUpdates.count, 1)
    }

    /// Three background applies in a row: the first two are superseded, the third shown, in one batch.
    @MainActor
    func testNewerBackgroundApplies_supersedeOlderOnes() async {
        let fixture = Fixture()
        fixture.dataSource.apply(Self.snapshot([("a", Array(0..<50_000))]), animatingDifferences: false)
        let first = Task {
            await fixture.dataSource.applyDiffingInBackground(Self.snapshot([("a", Array(1..<50_000))]))
        }
        let second = Task {
            await fixture.dataSource.applyDiffingInBackground(Self.snapshot([("a", Array(2..<50_000))]))
        }
        let third = Task { await fixture.dataSource.applyDiffingInBackground(Self.snapshot([("b", [7])])) }
        let results = [await first.value, await second.value, await third.value]
        XCTAssertEqual(results, [.superseded, .superseded, .applied])
        XCTAssertEqual(results.filter { $0 == .applied }.count, 1)
        XCTAssertEqual(fixture.dataSource.snapshot(), Self.snapshot([("b", [7])]))
        XCTAssertEqual(fixture.owner.shownModels(), [[Tagged(7)]])
        XCTAssertEqual(fixture.owner.virtualView.performedUpdates.count, 1)
    }
}
