import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// `setItemsDiffingInBackground` and `setItemsForAllSectionsDiffingInBackground`: the same update as the synchronous
/// animated calls, delivered on the main actor; superseding, ordering, and diffing again when the storage changed.
final class BackgroundDiffingTests: XCTestCase {
    // MARK: The same update as the synchronous call

    /// The fuzzer's edits (deletes, inserts, moves and content changes, with repeated ids) applied in turn to two
    /// storages, one synchronously and one in the background: every step delivers equal updates and contents.
    @MainActor
    func testRandomEdits_deliverTheSynchronousUpdate() async {
        let seed = SeededRandomNumberGenerator.seed(default: 31_000)
        print("background diffing: seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        let (sync, syncUpdates) = Self.storage()
        let (background, backgroundUpdates) = Self.storage()
        var nextID = 1_000
        var list = random.taggedList(count: 12, idRange: 8)
        for step in 0..<150 {
            list = random.edited(list, nextID: &nextID)
            sync.setItems(list, forSection: step % 3 == 0 ? 1 : 0, animated: true)
            let result = await background.setItemsDiffingInBackground(list, forSection: step % 3 == 0 ? 1 : 0)
            XCTAssertEqual(result, .applied, "seed \(seed), step \(step)")
            XCTAssertEqual(backgroundUpdates.updates, syncUpdates.updates, "seed \(seed), step \(step)")
            XCTAssertEqual(StorageSnapshot(background).items, StorageSnapshot(sync).items, "seed \(seed), step \(step)")
        }
    }

    /// All sections at once, including sections appearing and disappearing and items moving between sections.
    @MainActor
    func testRandomEditsOfAllSections_deliverTheSynchronousUpdate() async {
        let seed = SeededRandomNumberGenerator.seed(default: 32_000)
        print("background diffing of all sections: seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        let (sync, syncUpdates) = Self.storage()
        let (background, backgroundUpdates) = Self.storage()
        var nextID = 1_000
        var sections = [random.taggedList(count: 6, idRange: 20), random.taggedList(count: 6, idRange: 20)]
        for step in 0..<100 {
            sections = sections.map { random.edited($0, nextID: &nextID) }
            if Bool.random(using: &random) { sections.append(random.taggedList(count: 3, idRange: 20)) }
            if sections.count > 1, Bool.random(using: &random) { sections.removeFirst() }
            sync.setItemsForAllSections(sections, animated: true)
            let result = await background.setItemsForAllSectionsDiffingInBackground(sections)
            XCTAssertEqual(result, .applied, "seed \(seed), step \(step)")
            XCTAssertEqual(backgroundUpdates.updates, syncUpdates.updates, "seed \(seed), step \(step)")
            XCTAssertEqual(StorageSnapshot(background).items, StorageSnapshot(sync).items, "seed \(seed), step \(step)")
        }
    }

    /// Stored models of several types (set one by one rather than from one array) are cast on the main actor; a model
    /// of another type is deleted, as in the synchronous diff.
    @MainActor
    func testStoredModelsOfOtherTypes_areDeletedAsSynchronously() async {
        let (storage, updates) = Self.storage()
        storage.setItems([1, 2, 3])
        storage.addItem("four")
        storage.addItem(5)
        let result = await storage.setItemsDiffingInBackground([5, 1, 6])
        XCTAssertEqual(result, .applied)
        XCTAssertEqual(
            updates.updates.last,
            storageUpdate(objects: [
                (.delete, [item(1, in: 0)]), (.delete, [item(2, in: 0)]), (.delete, [item(3, in: 0)]),
                (.insert, [item(2, in: 0)]), (.move, [item(4, in: 0), item(0, in: 0)]),
            ]))
        XCTAssertEqual(storage.sections[0].items.compactMap { $0 as? Int }, [5, 1, 6])
    }

    /// A section that does not exist is created with its items inserted, as `setItems(_:forSection:animated:)` does; a
    /// negative index is reported and changes nothing.
    @MainActor
    func testMissingSectionAndNegativeIndex_behaveAsSynchronously() async {
        let (storage, updates) = Self.storage()
        let anomalies = MemoryStorageAnomalyRecorder(storage)
        let created = await storage.setItemsDiffingInBackground([7, 8], forSection: 1)
        XCTAssertEqual(created, .applied)
        XCTAssertEqual(
            updates.updates.last,
            storageUpdate(
                objects: [(.insert, [item(0, in: 1)]), (.insert, [item(1, in: 1)])],
                sections: [(.insert, [0]), (.insert, [1])]))
        let before = StorageSnapshot(storage)
        let negative = await storage.setItemsDiffingInBackground([1], forSection: -1)
        XCTAssertEqual(negative, .applied)
        XCTAssertEqual(anomalies.anomalies, [.sectionIndexOutOfRange(index: -1, numberOfSections: 2)])
        XCTAssertEqual(StorageSnapshot(storage), before)
    }

    /// An absurd section index (`Int.max`, for one section or a sentinel leaked in) is refused as the synchronous call
    /// refuses it, and changes nothing.
    @MainActor
    func testAbsurdSectionIndex_isRefusedAsSynchronously() async {
        let (storage, updates) = Self.storage()
        storage.setItems([1, 2])
        let anomalies = MemoryStorageAnomalyRecorder(storage)
        let before = StorageSnapshot(storage)
        let result = await storage.setItemsDiffingInBackground([3], forSection: .max)
        XCTAssertEqual(result, .applied)
        XCTAssertEqual(anomalies.anomalies, [.sectionIndexTooBig(index: .max, numberOfSections: 1)])
        XCTAssertEqual(StorageSnapshot(storage), before)
        XCTAssertEqual(updates.updates, [])
    }

    // MARK: While the diff runs

    /// Until the diff is applied the storage reads as the view shows it; the update arrives on the main actor. The diff
    /// is held at a gate while the test reads, so that it certainly runs meanwhile.
    @MainActor
    func testWhileTheDiffRuns_theStorageReadsAsBefore() async {
        let (storage, updates) = Self.storage()
        let gate = DiffGate()
        storage.setItems((0..<1_000).map { GatedItem($0, gate: gate) })
        gate.close()
        let log = ResultLog()
        let new = (0..<1_000).reversed().map { GatedItem($0, gate: gate) }
        Task { log.append(0, await storage.setItemsDiffingInBackground(new)) }
        while !gate.hasWaiters { await Task.yield() }
        for _ in 0..<3 {
            XCTAssertTrue(storage.isDiffingInBackground)
            XCTAssertEqual((storage.item(at: item(0, in: 0)) as? GatedItem)?.value, 0)
            XCTAssertEqual(updates.updates.count, 0)
            await Task.yield()
        }
        gate.open()
        while log.entries.isEmpty { await Task.yield() }
        XCTAssertEqual(log.entries.first?.result, .applied)
        XCTAssertEqual((storage.item(at: item(0, in: 0)) as? GatedItem)?.value, 999)
        XCTAssertEqual(updates.updates.count, 1)
        XCTAssertEqual(updates.updates.first?.objectChanges.count, 999)
    }

    /// A synchronous change made after the request and before it is applied is newer: the request is superseded when
    /// its diff is done, and the storage keeps the synchronous change.
    @MainActor
    func testSynchronousChangeDuringTheDiff_supersedesTheRequest() async {
        let (storage, updates) = Self.storage()
        let gate = DiffGate()
        storage.setItems((0..<1_000).map { GatedItem($0, gate: gate) })
        gate.close()
        let log = ResultLog()
        let new = (0..<1_000).reversed().map { GatedItem($0, gate: gate) }
        Task { log.append(0, await storage.setItemsDiffingInBackground(new)) }
        // NB: the diff is held while it runs, so that the change certainly comes before it is applied.
        while !gate.hasWaiters { await Task.yield() }
        storage.addItem(GatedItem(-2, gate: gate))
        gate.open()
        while log.entries.isEmpty { await Task.yield() }
        XCTAssertEqual(log.entries.first?.result, .superseded)
        XCTAssertEqual(storage.sections[0].items.count, 1_001)
        XCTAssertEqual((storage.item(at: item(0, in: 0)) as? GatedItem)?.value, 0)
        XCTAssertEqual((storage.item(at: item(1_000, in: 0)) as? GatedItem)?.value, -2)
        XCTAssertEqual(updates.updates, [storageUpdate(objects: [(.insert, [item(1_000, in: 0)])])])
        XCTAssertEqual(storage.backgroundDiffCounts.superseded, 1)
    }

    /// A request made after a synchronous change is not superseded by it.
    @MainActor
    func testSynchronousChangeBeforeTheRequest_doesNotSupersedeIt() async {
        let (storage, _) = Self.storage()
        storage.setItems([1, 2, 3])
        storage.addItem(4)
        let result = await storage.setItemsDiffingInBackground([4, 3, 2, 1])
        XCTAssertEqual(result, .applied)
        XCTAssertEqual(storage.sections[0].items.compactMap { $0 as? Int }, [4, 3, 2, 1])
    }

    // MARK: Superseding

    /// Three requests in a row: the first two are superseded, in order, before the third is applied; only the third
    /// reaches the delegate.
    @MainActor
    func testNewerRequests_supersedeOlderOnes_inCallOrder() async {
        let (storage, updates) = Self.storage()
        let gate = DiffGate()
        storage.setItems((0..<1_000).map { GatedItem($0, gate: gate) })
        gate.close()
        let order = ResultLog()
        let first = (1..<1_000).map { GatedItem($0, gate: gate) }
        let firstTask = Task { order.append(1, await storage.setItemsDiffingInBackground(first)) }
        // NB: the first diff is held while it runs, so that the next two certainly come before it is applied.
        while !gate.hasWaiters { await Task.yield() }
        let second = (2..<1_000).map { GatedItem($0, gate: gate) }
        let secondTask = Task { order.append(2, await storage.setItemsDiffingInBackground(second)) }
        let third = [3, 2, 1].map { GatedItem($0, gate: gate) }
        let thirdTask = Task { order.append(3, await storage.setItemsDiffingInBackground(third)) }
        await firstTask.value
        await secondTask.value
        gate.open()
        await thirdTask.value
        XCTAssertEqual(storage.backgroundDiffsResolvedOutOfOrder, 0)
        XCTAssertEqual(order.entries.map(\.call), [1, 2, 3])
        XCTAssertEqual(order.entries.map(\.result), [.superseded, .superseded, .applied])
        XCTAssertEqual(storage.sections[0].items.compactMap { ($0 as? GatedItem)?.value }, [3, 2, 1])
        XCTAssertEqual(updates.updates.count, 1)
    }

    /// A hundred requests back to back, under load (each list 20,000 items): every one returns, settled in call order;
    /// the last is applied and the storage holds it.
    @MainActor
    func testHundredRequestsBackToBack_coalesceToTheLast() async {
        let (storage, updates) = Self.storage()
        storage.setItems(Array(0..<20_000))
        let order = ResultLog()
        var tasks: [Task<Void, Never>] = []
        for request in 0..<100 {
            let list = Array((request..<(20_000 + request)).reversed())
            tasks.append(Task { order.append(request, await storage.setItemsDiffingInBackground(list)) })
        }
        for task in tasks { await task.value }
        // NB: results are settled in call order; the main actor may resume the waiting callers in another order.
        XCTAssertEqual(storage.backgroundDiffsResolvedOutOfOrder, 0)
        XCTAssertEqual(storage.backgroundDiffCounts.requested, 100)
        XCTAssertEqual(storage.backgroundDiffCounts.superseded, 99)
        XCTAssertEqual(order.entries.first { $0.call == 99 }?.result, .applied)
        XCTAssertEqual(order.entries.filter { $0.result == .applied }.count, 1)
        XCTAssertEqual(storage.item(at: item(0, in: 0)) as? Int, 20_098)
        XCTAssertEqual(updates.updates.count, 1)
    }

    // MARK: Helpers

    @MainActor
    private final class ResultLog {
        struct Entry {
            let call: Int
            let result: BackgroundDiffResult
        }

        private(set) var entries: [Entry] = []

        func append(_ call: Int, _ result: BackgroundDiffResult) {
            entries.append(Entry(call: call, result: result))
        }
    }

    @MainActor
    private static func storage() -> (MemoryStorage, RecordingStorageUpdater) {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        // NB: the storage holds its delegate weakly; the test keeps it.
        return (storage, updater)
    }
}
