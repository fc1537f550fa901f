import CollectionManager
import Foundation

@testable import CollectionManagerTesting

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// A screen as a test builds it: an owner of a virtual collection view whose manager shows `Int` models.
final class Screen: CollectionViewManageable {
    let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var collectionView: (any CollectionView)? { view }

    init() {
        manager.register(NumberCell.self)
    }
}

final class NumberCell: CollectionViewCell, ModelTransfer {
    private(set) var value: Int?
    func update(with model: Int) { value = model }
}

/// Values appended from a `@Sendable` closure.
final class LockedList<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `storage` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var storage: [Value] = []

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(value)
    }
}

/// Runs `body` with the reporter's observer set, and returns what it received instead of the test framework.
func observingReports(_ body: () throws -> Void) rethrows -> [FailureReport] {
    let reports = LockedList<FailureReport>()
    let observer: @Sendable (FailureReport) -> Void = { reports.append($0) }
    try TestFailureReporter.withObserver(observer) {
        try body()
    }
    return reports.values
}

/// Deletes a section the view does not have, inside a batch: the inconsistency UIKit crashes on.
func deleteMissingSection(in view: VirtualCollectionView) {
    view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 3)) }, completion: nil)
}

/// UIKit's reason for ``deleteMissingSection(in:)`` on a view with no sections.
let missingSectionReason = "attempt to delete section 3, but there are only 0 sections before the update"

let firstItem = IndexPath(item: 0, section: 0)

/// What a test failure says for the inconsistency of ``deleteMissingSection(in:)``: UIKit's line, then the fix.
let missingSectionMessage = """
    Collection view inconsistency, UIKit would crash: NSInternalInconsistencyException: \(missingSectionReason)
    Fix: the batch names an index path or section the data does not have. Deletions and move sources count from \
    the data before the update, insertions and move destinations from the data after it; change the storage through \
    manager.memoryStorage and let the updater build the batch.
    """

/// What a test failure says when a `Screen` is given the `String` model "draft", which no mapping shows.
let unmappedDraftMessage = """
    ❗️[CollectionManager] No mapping shows a cell for the model at [0, 0]: draft, of type String. A placeholder is shown.
    Registered cell mappings: NumberCell for Int.
    Register a cell for String before the view first lays out (before setting items):

        final class StringCell: CollectionViewCell, ModelTransfer {
            func update(with model: String) { ... }
        }
        manager.register(StringCell.self)
    """

/// Runs `body` after `failTestsOnAllProblems()`, then restores the process-wide defaults it replaced.
func withAllProblemsFailingTests(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Void
) rethrows {
    let managerAction = CollectionViewManagerAnomalyHandler.defaultAction
    let managerReport = CollectionViewManagerAnomalyHandler.defaultReportAction
    let storageAction = MemoryStorageAnomalyHandler.defaultAction
    let storageReport = MemoryStorageAnomalyHandler.defaultReportAction
    let diffableAction = DiffableDataSourceAnomalyHandler.defaultAction
    let diffableReport = DiffableDataSourceAnomalyHandler.defaultReportAction
    let inconsistencyHandler = VirtualCollectionView.defaultInconsistencyHandler
    defer {
        CollectionViewManagerAnomalyHandler.defaultAction = managerAction
        CollectionViewManagerAnomalyHandler.defaultReportAction = managerReport
        MemoryStorageAnomalyHandler.defaultAction = storageAction
        MemoryStorageAnomalyHandler.defaultReportAction = storageReport
        DiffableDataSourceAnomalyHandler.defaultAction = diffableAction
        DiffableDataSourceAnomalyHandler.defaultReportAction = diffableReport
        VirtualCollectionView.defaultInconsistencyHandler = inconsistencyHandler
    }
    failTestsOnAllProblems(fileID: fileID, filePath: filePath, line: line)
    try body()
}
