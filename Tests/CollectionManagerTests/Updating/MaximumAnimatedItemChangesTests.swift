import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// `maximumAnimatedItemChanges`: an update that inserts, deletes, moves and reloads more items than the limit is
/// applied with a reload; at or under the limit, and without a limit (the default), it is one batch.
final class MaximumAnimatedItemChangesTests: XCTestCase {
    func testByDefault_aLargeUpdateIsOneBatch() {
        let (owner, storage, updater) = LoggedOwner.showing([Array(0..<2_000)])
        XCTAssertNil(updater.maximumAnimatedItemChanges)
        storage.setItems(Array((0..<2_000).reversed()), animated: true)
        XCTAssertEqual(owner.virtualView.performedUpdates.count, 1)
        XCTAssertEqual(owner.virtualView.performedUpdates.first?.movedItems.count, 1_999)
        XCTAssertFalse(owner.loggingView.log.contains("reloadData()"))
        XCTAssertTrue(owner.showsTheStorage)
    }

    func testOverTheLimit_reloadsWithTheChangeApplied_andAtTheLimit_animates() {
        let (owner, storage, updater) = LoggedOwner.showing([[0, 1, 2, 3]])
        updater.maximumAnimatedItemChanges = 3
        var updates: [String] = []
        updater.didUpdateContent = { updates.append($0 == nil ? "nil" : "update") }
        owner.loggingView.clearLog()
        // A delete, an insert and a move: three changes, animated.
        storage.setItems([3, 0, 2, 4], animated: true)
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(
                    insertedItems: [ip(0, 3)], deletedItems: [ip(0, 1)],
                    movedItems: [.init(from: ip(0, 3), to: ip(0, 0))], countsBefore: [4], countsAfter: [4])
            ])
        XCTAssertFalse(owner.loggingView.log.contains("reloadData()"))
        // Four inserts: over the limit, one reload with the storage's new contents.
        storage.addItems([5, 6, 7, 8])
        XCTAssertEqual(owner.virtualView.performedUpdates.count, 1, "no second batch")
        XCTAssertEqual(owner.loggingView.log.filter { $0 == "reloadData()" }.count, 1)
        XCTAssertEqual(updates, ["update", "update"])
        XCTAssertEqual(storage.intSections, [[3, 0, 2, 4, 5, 6, 7, 8]])
        XCTAssertTrue(owner.showsTheStorage)
    }

    /// A limit below zero is absurd but not an error: every update is shown with a reload.
    func testNegativeLimit_reloadsEveryUpdate() {
        let (owner, storage, updater) = LoggedOwner.showing([[0, 1]])
        updater.maximumAnimatedItemChanges = .min
        owner.loggingView.clearLog()
        storage.addItem(2)
        XCTAssertEqual(owner.virtualView.performedUpdates, [])
        XCTAssertEqual(owner.loggingView.log.filter { $0 == "reloadData()" }.count, 1)
        XCTAssertTrue(owner.showsTheStorage)
    }

    func testTheLimitCountsTheItemsOfABlockOfCalls() {
        let (owner, storage, updater) = LoggedOwner.showing([[0, 1, 2]])
        updater.maximumAnimatedItemChanges = 1
        owner.loggingView.clearLog()
        storage.performUpdates {
            storage.addItem(3)
            storage.addItem(4)
        }
        XCTAssertEqual(owner.virtualView.performedUpdates, [])
        XCTAssertEqual(owner.loggingView.log.filter { $0 == "reloadData()" }.count, 1)
        XCTAssertTrue(owner.showsTheStorage)
    }
}

/// Background diffs on a managed view: the synchronous rules of re-entrancy and of the batch-size limit hold.
final class BackgroundDiffOnAViewTests: XCTestCase {
    /// A request made from a cell's `willDisplay`, during a layout pass, is applied after it, as one batch; the view
    /// shows the new list and reports nothing.
    @MainActor
    func testRequestMadeFromACallbackDuringLayout_isAppliedOnceTheViewIsIdle() async {
        let (owner, storage, _) = LoggedOwner.showing([[0, 1, 2]])
        var pending: Task<BackgroundDiffResult, Never>?
        owner.manager.willDisplay(IntCell.self) { _, model, _ in
            guard model == 1, pending == nil else { return }
            pending = Task { await storage.setItemsDiffingInBackground([2, 1, 0, 3]) }
        }
        storage.setItems([0, 1, 2, 4])
        owner.virtualView.layoutIfNeeded()
        let result = await pending?.value
        XCTAssertEqual(result, .applied)
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(storage.intSections, [[2, 1, 0, 3]])
        XCTAssertEqual(owner.virtualView.performedUpdates.count, 1)
        XCTAssertTrue(owner.showsTheStorage)
    }

    /// A background update over the updater's limit is shown with a reload, as a synchronous one is.
    @MainActor
    func testBackgroundUpdateOverTheLimit_reloads() async {
        let (owner, storage, updater) = LoggedOwner.showing([Array(0..<100)])
        updater.maximumAnimatedItemChanges = 10
        let result = await storage.setItemsDiffingInBackground(Array((0..<100).reversed()))
        XCTAssertEqual(result, .applied)
        XCTAssertEqual(owner.virtualView.performedUpdates, [])
        XCTAssertEqual(owner.loggingView.log.filter { $0 == "reloadData()" }.count, 1)
        XCTAssertTrue(owner.showsTheStorage)
    }
}

/// Background requests interleaved at random with synchronous calls, layout passes and yields on a managed view: every
/// request returns once, results settle in call order, the view never reports an inconsistency and always shows the
/// storage, and a request with nothing newer after it is applied.
final class BackgroundDiffInterleavingTests: XCTestCase {
    @MainActor
    func testRandomInterleavings_keepTheViewAndTheStorageInStep() async {
        let seed = SeededRandomNumberGenerator.seed(default: 34_000)
        print("background interleaving: seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        var totals = (applied: 0, superseded: 0, lastSuperseded: 0)
        for round in 0..<20 {
            let (owner, storage, _) = LoggedOwner.showing([Array(0..<3_000)])
            var tasks: [Task<BackgroundDiffResult, Never>] = []
            var nextValue = 1_000
            var lastWasBackground = false
            var lastList: [Int] = []
            for _ in 0..<40 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1:
                    var list = storage.intSections.first ?? []
                    list.shuffle(using: &random)
                    list.removeLast(min(list.count, Int.random(in: 0...3, using: &random)))
                    list.append(nextValue)
                    nextValue += 1
                    let requested = list
                    tasks.append(Task { await storage.setItemsDiffingInBackground(requested) })
                    lastWasBackground = true
                    lastList = requested
                case 2:
                    storage.addItem(nextValue)
                    nextValue += 1
                    lastWasBackground = false
                case 3:
                    if let first = storage.intSections.first?.first { try? storage.removeItem(first) }
                    lastWasBackground = false
                case 4:
                    owner.virtualView.layoutIfNeeded()
                default:
                    for _ in 0..<Int.random(in: 1...3, using: &random) { await Task.yield() }
                }
                XCTAssertTrue(owner.showsTheStorage, "seed \(seed), round \(round)")
            }
            var results: [BackgroundDiffResult] = []
            for task in tasks { results.append(await task.value) }
            owner.virtualView.layoutIfNeeded()
            XCTAssertEqual(results.count, tasks.count, "seed \(seed), round \(round)")
            XCTAssertEqual(storage.backgroundDiffsResolvedOutOfOrder, 0, "seed \(seed), round \(round)")
            XCTAssertEqual(
                storage.backgroundDiffCounts.applied + storage.backgroundDiffCounts.superseded, tasks.count,
                "seed \(seed), round \(round)")
            totals.applied += storage.backgroundDiffCounts.applied
            totals.superseded += storage.backgroundDiffCounts.superseded
            if results.last == .superseded { totals.lastSuperseded += 1 }
            if lastWasBackground {
                XCTAssertEqual(results.last, .applied, "seed \(seed), round \(round)")
                XCTAssertEqual(storage.intSections, [lastList], "seed \(seed), round \(round)")
            }
            XCTAssertTrue(owner.showsTheStorage, "seed \(seed), round \(round)")
        }
        // The run must see requests applied and superseded by newer requests. (Whether a synchronous call lands while a
        // diff runs depends on timing; BackgroundDiffingTests holds a diff to test that case.)
        XCTAssertGreaterThan(totals.applied, 0, "seed \(seed)")
        XCTAssertGreaterThan(totals.superseded, totals.lastSuperseded, "seed \(seed)")
    }
}
