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
