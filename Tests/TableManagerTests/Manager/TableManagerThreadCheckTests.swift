import Foundation
import TableManager
import XCTest

/// A manager of a table view created on the main queue is held to it, with its storage.
final class TableManagerThreadCheckTests: XCTestCase {
    @MainActor
    func testCallsFromADetachedTask_onTheManagerOfABoundTable_areReportedAndNotApplied() async {
        let screen = TableScreen()
        let manager = screen.manager
        manager.memoryStorage.setItems([1, 2])
        let managerAnomalies = ThreadSafeLog<TableViewManagerAnomaly>()
        let storageAnomalies = ThreadSafeLog<MemoryStorageAnomaly>()
        manager.anomalyHandler.anomalyAction = { managerAnomalies.append($0) }
        manager.memoryStorage.anomalyHandler.anomalyAction = { storageAnomalies.append($0) }
        // NB: nonisolated(unsafe): the manager is handed to a detached task on purpose, for the check to refuse it.
        nonisolated(unsafe) let shared = manager
        nonisolated(unsafe) let storage = manager.memoryStorage!

        await Task.detached {
            shared.register(IntCell.self)
            shared.didSelect(IntCell.self) { _, _, _ in }
            storage.removeAllItems()
        }.value

        XCTAssertEqual(
            managerAnomalies.all.map(\.wrongThreadCall),
            ["TableViewManager.register(_:mapping:handler:)", "TableViewManager.didSelect(_:_:)"])
        XCTAssertTrue(
            managerAnomalies.all[0].debugDescription.hasPrefix(
                "⚠️[TableManager] Manager API called off the main queue while it manages a table view on the main "
                    + "queue: TableViewManager.register(_:mapping:handler:)\nThread: "),
            managerAnomalies.all[0].debugDescription)
        XCTAssertEqual(storageAnomalies.all.map(\.wrongThreadCall), ["MemoryStorage.removeAllItems()"])
        XCTAssertTrue(manager.mappings.isEmpty)
        XCTAssertEqual(manager.memoryStorage.items(inSection: 0) as? [Int], [1, 2])
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

extension TableViewManagerAnomaly {
    fileprivate var wrongThreadCall: String? {
        if case .wrongThread(let call, _) = self { call } else { nil }
    }
}

extension MemoryStorageAnomaly {
    fileprivate var wrongThreadCall: String? {
        if case .wrongThread(let call, _) = self { call } else { nil }
    }
}
