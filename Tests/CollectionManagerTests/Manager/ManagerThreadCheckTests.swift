import CollectionManager
import Foundation
import ListFoundation
import XCTest

/// A manager of a collection view created on the main queue is held to it, with its storage.
final class ManagerThreadCheckTests: XCTestCase {
    func testCallsFromAThread_onTheManagerOfABoundView_areReportedAndNotApplied() {
        let owner = ManagedOwner()
        let manager = owner.manager
        let storage = manager.memoryStorage!
        storage.setItems([1, 2])
        let managerAnomalies = ThreadSafeLog<CollectionViewManagerAnomaly>()
        let storageAnomalies = ThreadSafeLog<MemoryStorageAnomaly>()
        manager.anomalyHandler.anomalyAction = { managerAnomalies.append($0) }
        storage.anomalyHandler.anomalyAction = { storageAnomalies.append($0) }
        // NB: nonisolated(unsafe): the manager is handed to another thread on purpose, for the check to refuse it.
        nonisolated(unsafe) let shared = manager

        let worker = runOnThread(named: "manager-worker") {
            shared.register(IntCell.self)
            shared.didSelect(IntCell.self) { _, _, _ in }
            shared.storage = MemoryStorage()
            shared.memoryStorage.addItem(3)
        }

        XCTAssertEqual(
            managerAnomalies.all.map(\.wrongThreadCall),
            [
                "CollectionViewManager.register(_:mapping:handler:)", "CollectionViewManager.didSelect(_:_:)",
                "CollectionViewManager.storage",
            ])
        XCTAssertEqual(
            managerAnomalies.all[0].debugDescription,
            "⚠️[CollectionManager] Manager API called off the main queue while it manages a collection view on the "
                + "main queue: CollectionViewManager.register(_:mapping:handler:)\n\(worker)")
        XCTAssertEqual(storageAnomalies.all.map(\.wrongThreadCall), ["MemoryStorage.addItem(_:toSection:)"])
        XCTAssertTrue(manager.mappings.isEmpty)
        XCTAssertTrue(manager.storage === storage)
        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [1, 2])
    }

    @MainActor
    func testACallFromADetachedTask_onTheStorageOfAManagedBoundView_isReportedAndNotApplied() async {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([1, 2])
        let storageAnomalies = ThreadSafeLog<MemoryStorageAnomaly>()
        owner.manager.memoryStorage.anomalyHandler.anomalyAction = { storageAnomalies.append($0) }
        nonisolated(unsafe) let storage = owner.manager.memoryStorage!

        await Task.detached { storage.setItems([9]) }.value

        XCTAssertEqual(storageAnomalies.all.map(\.wrongThreadCall), ["MemoryStorage.setItems(_:forSection:)"])
        XCTAssertEqual(owner.layOut().map { ($0 as? IntCell)?.value }, [1, 2])
    }

    func testAStorageTheManagerLetGo_isNoLongerBound() {
        let owner = ManagedOwner()
        let manager = owner.manager
        let previous = manager.memoryStorage!
        let replacement = MemoryStorage()
        let anomalies = ThreadSafeLog<MemoryStorageAnomaly>()
        previous.anomalyHandler.anomalyAction = { anomalies.append($0) }
        replacement.anomalyHandler.anomalyAction = { anomalies.append($0) }

        manager.storage = replacement
        nonisolated(unsafe) let (old, new) = (previous, replacement)
        runOnThread(named: "storage-worker") {
            old.addItem(1)
            new.addItem(2)
        }

        XCTAssertEqual(previous.items(inSection: 0) as? [Int], [1])
        XCTAssertEqual(replacement.numberOfSections(), 0)
        XCTAssertEqual(anomalies.all.map(\.wrongThreadCall), ["MemoryStorage.addItem(_:toSection:)"])
    }

    func testCallsFromAThread_onTheDiffableDataSourceOfABoundView_areReportedAndNotApplied() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let (dataSource, snapshot, anomalies) = showingOneAndTwo(owner, modelProvider: { $1 })
        var changed = snapshot
        changed.appendItems([3])
        nonisolated(unsafe) let shared = dataSource
        let newSnapshot = changed
        let answers = LockedBox<[String]>([])

        let worker = runOnThread(named: "data-source-worker") {
            shared.apply(newSnapshot)
            shared.applySnapshotUsingReloadData(newSnapshot)
            answers.value = [
                "\(shared.snapshot().numberOfItems)",
                "\(shared.itemIdentifier(for: IndexPath(item: 0, section: 0)) ?? -1)",
                "\(shared.indexPath(for: 1).map { "\($0)" } ?? "nil")", "\(shared.numberOfSections())",
            ]
        }

        XCTAssertEqual(
            anomalies.all.map(\.wrongThreadCall),
            [
                "DiffableDataSource.apply(_:animatingDifferences:completion:)",
                "DiffableDataSource.applySnapshotUsingReloadData(_:completion:)", "DiffableDataSource.snapshot()",
                "DiffableDataSource.itemIdentifier(for:)", "DiffableDataSource.indexPath(for:)",
                "DiffableDataSource.numberOfSections()",
            ])
        XCTAssertEqual(
            anomalies.all.first?.debugDescription,
            "⚠️ [DiffableDataSource] Data source API called off the main queue on a data source shown by a view on the "
                + "main queue: DiffableDataSource.apply(_:animatingDifferences:completion:)\n\(worker)")
        XCTAssertEqual(answers.value, ["0", "-1", "nil", "0"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2])
        XCTAssertEqual(owner.layOut().map { ($0 as? IntCell)?.value }, [1, 2])
    }

    @MainActor
    func testAnApplyFromADetachedTask_onTheDiffableDataSourceOfABoundView_isReportedAndNotApplied() async {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let (dataSource, snapshot, anomalies) = showingOneAndTwo(owner, modelProvider: { $1 })
        var changed = snapshot
        changed.deleteItems([1])
        nonisolated(unsafe) let shared = dataSource
        let newSnapshot = changed

        await Task.detached { shared.apply(newSnapshot) }.value

        XCTAssertEqual(
            anomalies.all.map(\.wrongThreadCall), ["DiffableDataSource.apply(_:animatingDifferences:completion:)"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2])
        XCTAssertEqual(owner.layOut().map { ($0 as? IntCell)?.value }, [1, 2])
    }

    func testACallOverlappingAnotherThreadsCall_onAnUnboundDiffableDataSource_isReportedAndNotApplied() {
        nonisolated(unsafe) var made: ManagedOwner?
        runOnThread(named: "fixture-maker") { made = ManagedOwner() }
        guard let owner = made else { return XCTFail("no owner") }
        owner.manager.register(IntCell.self)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holds = LockedBox(false)
        let (dataSource, snapshot, anomalies) = showingOneAndTwo(owner) { _, item in
            if holds.value {
                entered.signal()
                release.wait()
            }
            return item
        }
        var changed = snapshot
        changed.appendItems([3])
        nonisolated(unsafe) let shared = dataSource
        let newSnapshot = changed
        holds.value = true

        let holderDone = DispatchSemaphore(value: 0)
        let holder = LockedBox("")
        Thread {
            Thread.current.name = "holder"
            holder.value = ExecutionContext.currentThreadDescription
            _ = shared.item(at: IndexPath(item: 0, section: 0))
            holderDone.signal()
        }.start()
        entered.wait()
        let intruder = runOnThread(named: "intruder") { shared.apply(newSnapshot, animatingDifferences: false) }
        holds.value = false
        release.signal()
        holderDone.wait()

        XCTAssertEqual(
            anomalies.all,
            [
                .concurrentCall(
                    call: "DiffableDataSource.apply(_:animatingDifferences:completion:)", thread: intruder,
                    callInProgress: "DiffableDataSource.item(at:)", threadOfCallInProgress: holder.value)
            ])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2])
    }

    func testTheManagerOfAViewCreatedOnAnotherThread_isNotHeldToIt() {
        nonisolated(unsafe) var made: ManagedOwner?
        runOnThread(named: "fixture-maker") {
            let owner = ManagedOwner()
            _ = owner.manager
            made = owner
        }
        guard let owner = made else { return XCTFail("no owner") }
        let anomalies = ThreadSafeLog<CollectionViewManagerAnomaly>()
        owner.manager.anomalyHandler.anomalyAction = { anomalies.append($0) }

        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([4])

        XCTAssertFalse(owner.virtualView.isMainQueueBound)
        XCTAssertEqual(owner.manager.mappings.count, 1)
        XCTAssertEqual(owner.layOut().map { ($0 as? IntCell)?.value }, [4])
        XCTAssertEqual(anomalies.all, [])
    }
}

/// Makes `owner`'s storage a diffable data source whose models come from `modelProvider`, shows items 1 and 2 in one
/// section, then logs the data source's anomalies; returns the data source, the snapshot shown and the log.
private func showingOneAndTwo(
    _ owner: ManagedOwner, modelProvider: @escaping (IndexPath, Int) -> Any
) -> (
    CollectionViewDiffableDataSource<String, Int>, DiffableDataSourceSnapshot<String, Int>,
    ThreadSafeLog<DiffableDataSourceAnomaly>
) {
    let dataSource: CollectionViewDiffableDataSource<String, Int> = owner.manager.configureDiffableDataSource(
        modelProvider: modelProvider)
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    let anomalies = ThreadSafeLog<DiffableDataSourceAnomaly>()
    dataSource.anomalyHandler.anomalyAction = { anomalies.append($0) }
    return (dataSource, snapshot, anomalies)
}

/// A value behind a lock, written on one thread and read on another.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Values appended from any thread.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
private final class ThreadSafeLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }

    var all: [Value] { lock.withLock { stored } }
}

extension CollectionViewManagerAnomaly {
    fileprivate var wrongThreadCall: String? {
        if case .wrongThread(let call, _) = self { call } else { nil }
    }
}

extension DiffableDataSourceAnomaly {
    fileprivate var wrongThreadCall: String? {
        if case .wrongThread(let call, _) = self { call } else { nil }
    }
}

extension MemoryStorageAnomaly {
    fileprivate var wrongThreadCall: String? {
        if case .wrongThread(let call, _) = self { call } else { nil }
    }
}

/// Runs `body` on a new thread named `name`, waits until it ends, and returns the thread as the thread checks name it.
///
/// The checks' reports are compared with this description: Foundation on Linux reads a thread's name from the system,
/// and does not always return the name just given.
@discardableResult
private func runOnThread(named name: String, _ body: @escaping @Sendable () -> Void) -> String {
    let ended = DispatchSemaphore(value: 0)
    let description = LockedBox("")
    let thread = Thread {
        Thread.current.name = name
        description.value = ExecutionContext.currentThreadDescription
        body()
        ended.signal()
    }
    thread.start()
    ended.wait()
    return description.value
}
