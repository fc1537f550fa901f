import Foundation
import ListFoundation
import ModelStorage
import StorageTestSupport
import XCTest

final class StorageThreadCheckTests: XCTestCase {
    // MARK: Bound to the main queue

    func testCallsFromAThread_onAMainQueueBoundStorage_areReportedAndNotApplied() {
        let reported = ReportedAnomalies()
        // NB: nonisolated(unsafe): the storage is handed to another thread on purpose, for the check to refuse it there.
        nonisolated(unsafe) let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        storage.setItems([1, 2])
        storage.bindToMainQueue()
        let item = LockedBox<Any?>(0)

        let worker = runOnThread(named: "storage-worker") {
            storage.addItem(3)
            storage.setItems([7], forSection: 1)
            item.value = storage.item(at: IndexPath(item: 0, section: 0))
        }

        XCTAssertEqual(storage.numberOfSections(), 1)
        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [1, 2])
        XCTAssertNil(item.value)
        XCTAssertEqual(
            reported.all.map(\.wrongThreadCall),
            ["MemoryStorage.addItem(_:toSection:)", "MemoryStorage.setItems(_:forSection:)", "MemoryStorage.item(at:)"])
        XCTAssertEqual(reported.all.count, 3)
        XCTAssertEqual(reported.all.map(\.threadDescription), Array(repeating: worker, count: 3))
        XCTAssertTrue(worker.hasPrefix("Thread: "), worker)
        XCTAssertEqual(
            reported.all[0].debugDescription,
            "⚠️ [ModelStorage] Storage API called off the main queue on a storage shown by a view on the main "
                + "queue: MemoryStorage.addItem(_:toSection:)\n\(worker)")
    }

    @MainActor
    func testCallFromADetachedTask_onAMainQueueBoundStorage_isReportedAndNotApplied() async {
        let reported = ReportedAnomalies()
        // NB: nonisolated(unsafe): the storage is handed to a detached task on purpose, for the check to refuse it.
        nonisolated(unsafe) let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        storage.setItems(["a", "b"])
        storage.bindToMainQueue()

        let count = await Task.detached {
            storage.removeAllItems()
            return storage.numberOfItems(inSection: 0)
        }.value

        XCTAssertEqual(count, 0)
        XCTAssertEqual(storage.items(inSection: 0) as? [String], ["a", "b"])
        XCTAssertEqual(
            reported.all.map(\.wrongThreadCall),
            ["MemoryStorage.removeAllItems()", "MemoryStorage.numberOfItems(inSection:)"])
        XCTAssertTrue(reported.all.allSatisfy { $0.threadDescription?.hasPrefix("Thread: ") == true })
    }

    func testCallsOnTheMainThread_onAMainQueueBoundStorage_areApplied() {
        let reported = ReportedAnomalies()
        let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        storage.bindToMainQueue()

        storage.setItems([1])
        storage.addItem(2)

        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [1, 2])
        XCTAssertEqual(reported.all, [])
    }

    func testUnbinding_theLastHolder_letsOtherThreadsCallAgain() {
        let reported = ReportedAnomalies()
        nonisolated(unsafe) let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        storage.bindToMainQueue()
        storage.bindToMainQueue()
        storage.unbindFromMainQueue()

        runOnThread(named: "still-bound") { storage.addItem(1) }
        storage.unbindFromMainQueue()
        runOnThread(named: "unbound") { storage.addItem(2) }

        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [2])
        XCTAssertEqual(reported.all.map(\.wrongThreadCall), ["MemoryStorage.addItem(_:toSection:)"])
    }

    func testSingleSectionStorage_callFromAThread_whenBound_isReportedAndNotApplied() {
        let reported = ReportedAnomalies()
        nonisolated(unsafe) let storage = SingleSectionStorage(items: [Entry(1), Entry(2)])
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        storage.bindToMainQueue()

        runOnThread(named: "single-worker") { storage.setItems([Entry(3)]) }

        XCTAssertEqual(storage.items, [Entry(1), Entry(2)])
        XCTAssertEqual(reported.all.map(\.wrongThreadCall), ["SingleSectionStorage.setItems(_:)"])
    }

    // MARK: Not bound: overlapping calls

    func testCallOverlappingACallOnAnotherThread_isReportedAndNotApplied() {
        let reported = ReportedAnomalies()
        nonisolated(unsafe) let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        let delegate = BlockingStorageDelegate()
        storage.delegate = delegate

        let firstEnded = DispatchSemaphore(value: 0)
        let firstDescription = LockedBox("")
        let first = Thread {
            Thread.current.name = "first-caller"
            firstDescription.value = ExecutionContext.currentThreadDescription
            storage.addItem(1)
            firstEnded.signal()
        }
        first.start()
        delegate.entered.wait()
        let second = runOnThread(named: "second-caller") { storage.addItem(2) }
        delegate.release.signal()
        firstEnded.wait()

        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [1])
        XCTAssertEqual(reported.all.count, 1)
        guard
            case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress) =
                reported.all.first
        else { return XCTFail("\(reported.all)") }
        XCTAssertEqual(call, "MemoryStorage.addItem(_:toSection:)")
        XCTAssertEqual(thread, second)
        XCTAssertEqual(callInProgress, "MemoryStorage.addItem(_:toSection:)")
        XCTAssertEqual(threadOfCallInProgress, firstDescription.value)
        XCTAssertNotEqual(thread, threadOfCallInProgress)
        XCTAssertEqual(
            reported.all[0].debugDescription,
            "⚠️ [ModelStorage] Storage API called while another thread is in a call on the same storage: "
                + "MemoryStorage.addItem(_:toSection:)\n\(thread)\nCall in progress: "
                + "MemoryStorage.addItem(_:toSection:)\n\(threadOfCallInProgress)")
        XCTAssertEqual(
            reported.all[0].recoverySuggestion,
            "Nothing was changed. Use a storage from one isolation domain at a time: keep it in one actor, or "
                + "serialize the calls (one queue, or await the first call before making the second).")
    }

    func testReentrantCalls_fromTheStoragesDelegateOnTheSameThread_reportNothing() {
        let reported = ReportedAnomalies()
        let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
        let delegate = ReadingStorageDelegate()
        delegate.storage = storage
        storage.delegate = delegate

        storage.addItems([1, 2])

        XCTAssertEqual(delegate.countsRead, [2])
        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [1, 2])
        XCTAssertEqual(reported.all, [])
    }

    func testCallsOneAfterAnother_fromDifferentThreads_reportNothing() {
        let reported = ReportedAnomalies()
        nonisolated(unsafe) let storage = MemoryStorage()
        storage.anomalyHandler.anomalyAction = { reported.append($0) }

        runOnThread(named: "first") { storage.addItem(1) }
        runOnThread(named: "second") { storage.addItem(2) }

        XCTAssertEqual(storage.items(inSection: 0) as? [Int], [1, 2])
        XCTAssertEqual(reported.all, [])
    }

    func testStorageOwnedByAnActor_usedFromTheActorsSuccessiveThreads_reportsNothing() async {
        let reported = ReportedAnomalies()
        let owner = ListOwner(reported: reported)

        for value in 0..<200 { await owner.add(value) }

        let count = await owner.count()
        XCTAssertEqual(count, 400)
        XCTAssertEqual(reported.all, [])
    }

    // MARK: Reports

    func testAReportingAction_reportsAThreadAnomalyAtOnce_evenInsideAPass() {
        let storage = MemoryStorage()
        let messages = LockedBox<[String]>([])
        storage.anomalyHandler.anomalyAction = storage.anomalyHandler.makeReportingAction { report in
            messages.value.append(report.message)
        }
        let anomaly = MemoryStorageAnomaly.wrongThread(call: "MemoryStorage.item(at:)", thread: "Thread: t, number 2")

        storage.performUpdates {
            storage.anomalyHandler.reportAnomaly(anomaly)
            XCTAssertEqual(messages.value.count, 1)
        }

        XCTAssertEqual(
            messages.value,
            [
                "⚠️ [ModelStorage] Storage API called off the main queue on a storage shown by a view on the main "
                    + "queue: MemoryStorage.item(at:)\nThread: t, number 2\nHow to fix it: Nothing was changed. Make "
                    + "the call on the main actor (mark the caller @MainActor, or hop with await MainActor.run "
                    + "{ ... }); compute the new items anywhere, then hand them to the storage there."
            ])
    }
}

// MARK: Fixtures

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

/// The anomalies a handler received, from any thread.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
private final class ReportedAnomalies: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [MemoryStorageAnomaly] = []

    func append(_ anomaly: MemoryStorageAnomaly) { lock.withLock { stored.append(anomaly) } }

    var all: [MemoryStorageAnomaly] { lock.withLock { stored } }
}

extension MemoryStorageAnomaly {
    fileprivate var wrongThreadCall: String? {
        if case .wrongThread(let call, _) = self { call } else { nil }
    }

    fileprivate var threadDescription: String? {
        switch self {
        case .wrongThread(_, let thread), .concurrentCall(_, let thread, _, _): thread
        default: nil
        }
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

/// A storage delegate that holds each update until released, keeping the storage's call running meanwhile.
// NB: @unchecked Sendable is sound: it holds only semaphores, which are safe from any thread.
private final class BlockingStorageDelegate: StorageUpdating, @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        entered.signal()
        release.wait()
        update.applyDeferredDatasourceUpdates()
    }

    func storageNeedsReloading() {}
}

/// A storage delegate that reads the storage back from inside each update, on the storage's own thread.
private final class ReadingStorageDelegate: StorageUpdating {
    weak var storage: MemoryStorage?
    private(set) var countsRead: [Int] = []

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        update.applyDeferredDatasourceUpdates()
        countsRead.append(storage?.numberOfItems(inSection: 0) ?? -1)
    }

    func storageNeedsReloading() {}
}

/// An actor that keeps its list in a storage, used from whatever threads run the actor.
private actor ListOwner {
    let storage = MemoryStorage()

    init(reported: ReportedAnomalies) {
        storage.anomalyHandler.anomalyAction = { reported.append($0) }
    }

    func add(_ value: Int) async {
        storage.addItem(value)
        await Task.yield()
        storage.addItem(-value)
    }

    func count() -> Int { storage.totalNumberOfItems }
}

private struct Entry: EntityIdentifiable, Equatable {
    let id: Int
    init(_ id: Int) { self.id = id }
    var identifier: AnyHashable { id }
}
