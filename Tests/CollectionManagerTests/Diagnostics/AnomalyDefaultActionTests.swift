import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Collects what a replaced default action receives; the action may be called from any thread.
private final class SentAnomalies<Anomaly: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: every access to `values` holds `lock`.
    private let lock = NSLock()
    private var values: [Anomaly] = []

    func append(_ anomaly: Anomaly) {
        lock.lock()
        defer { lock.unlock() }
        values.append(anomaly)
    }

    var all: [Anomaly] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

final class AnomalyDefaultActionTests: XCTestCase {
    func testDefaultActions_areNil_soNewHandlersReport_andNewViewsTrap() {
        XCTAssertNil(CollectionViewManagerAnomalyHandler.defaultAction)
        XCTAssertNil(MemoryStorageAnomalyHandler.defaultAction)
        XCTAssertNil(DiffableDataSourceAnomalyHandler.defaultAction)
        XCTAssertNil(VirtualCollectionView.defaultInconsistencyHandler)
    }

    func testDefaultInconsistencyHandler_replacedGlobally_reachesNewViewsOnly() {
        let original = VirtualCollectionView.defaultInconsistencyHandler
        defer { VirtualCollectionView.defaultInconsistencyHandler = original }
        let before = VirtualCollectionView()
        let sent = SentAnomalies<CollectionViewInconsistency>()

        VirtualCollectionView.defaultInconsistencyHandler = { sent.append($0) }
        let view = VirtualCollectionView()
        view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 3)) }, completion: nil)

        XCTAssertNil(before.inconsistencyHandler)
        XCTAssertEqual(
            sent.all,
            [.internalInconsistency("attempt to delete section 3, but there are only 0 sections before the update")])
    }

    func testDefaults_areKeptPerAnomalyType_replacingTheStoragesLeavesTheOtherHandlersAlone() {
        // The three handlers are one generic class; each anomaly type keeps its own defaults.
        let originalAction = MemoryStorageAnomalyHandler.defaultAction
        let originalReportAction = MemoryStorageAnomalyHandler.defaultReportAction
        let originalManagerReportAction = CollectionViewManagerAnomalyHandler.defaultReportAction
        defer {
            MemoryStorageAnomalyHandler.defaultAction = originalAction
            MemoryStorageAnomalyHandler.defaultReportAction = originalReportAction
            CollectionViewManagerAnomalyHandler.defaultReportAction = originalManagerReportAction
        }
        let storageAnomalies = SentAnomalies<MemoryStorageAnomaly>()
        let storageReports = SentAnomalies<String>()
        let managerReports = SentAnomalies<String>()

        MemoryStorageAnomalyHandler.defaultAction = { storageAnomalies.append($0) }
        MemoryStorageAnomalyHandler.defaultReportAction = { storageReports.append($0.message) }
        CollectionViewManagerAnomalyHandler.defaultReportAction = { managerReports.append($0.message) }
        XCTAssertNil(CollectionViewManagerAnomalyHandler.defaultAction)
        XCTAssertNil(DiffableDataSourceAnomalyHandler.defaultAction)
        let managerHandler = CollectionViewManagerAnomalyHandler()
        managerHandler.reportAnomaly(.unusedEventDetected(viewType: "PostCell", methodName: "didSelect"))

        XCTAssertEqual(storageAnomalies.all, [])
        XCTAssertEqual(storageReports.all, [])
        XCTAssertEqual(managerReports.all.count, 1)
    }

    func testMemoryStorageDefaultAction_replacedGlobally_newHandlersUseIt_existingOnesKeepTheirs() {
        let original = MemoryStorageAnomalyHandler.defaultAction
        defer { MemoryStorageAnomalyHandler.defaultAction = original }
        let before = MemoryStorage()
        let sent = SentAnomalies<MemoryStorageAnomaly>()

        MemoryStorageAnomalyHandler.defaultAction = { sent.append($0) }
        let storage = MemoryStorage()
        storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        before.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))

        XCTAssertEqual(sent.all, [.moveItemFailedItemNotFound(indexPath: IndexPath(item: 0, section: 0))])
    }

    func testManagerDefaultAction_replacedGlobally_reachesANewManagersHandler() {
        let original = CollectionViewManagerAnomalyHandler.defaultAction
        defer { CollectionViewManagerAnomalyHandler.defaultAction = original }
        let sent = SentAnomalies<CollectionViewManagerAnomaly>()

        CollectionViewManagerAnomalyHandler.defaultAction = { sent.append($0) }
        CollectionViewManagerAnomalyHandler().reportAnomaly(.nilCellModel(IndexPath(item: 2, section: 1)))

        XCTAssertEqual(sent.all, [.nilCellModel(IndexPath(item: 2, section: 1))])
    }

    func testDiffableDefaultAction_replacedGlobally_reachesANewHandler_andRestoringItStopsThat() {
        let original = DiffableDataSourceAnomalyHandler.defaultAction
        let sent = SentAnomalies<DiffableDataSourceAnomaly>()
        let anomaly = DiffableDataSourceAnomaly.noSectionForItems(operation: "appendItems", itemCount: 2)

        DiffableDataSourceAnomalyHandler.defaultAction = { sent.append($0) }
        DiffableDataSourceAnomalyHandler().reportAnomaly(anomaly)
        DiffableDataSourceAnomalyHandler.defaultAction = original
        DiffableDataSourceAnomalyHandler().reportAnomaly(anomaly)

        XCTAssertEqual(sent.all, [anomaly])
    }

    func testDefaultAction_replacedFromManyThreadsAtOnce_neverTearsAndEndsWithALastWrite() {
        let original = MemoryStorageAnomalyHandler.defaultAction
        defer { MemoryStorageAnomalyHandler.defaultAction = original }
        let sent = SentAnomalies<MemoryStorageAnomaly>()

        DispatchQueue.concurrentPerform(iterations: 200) { index in
            if index.isMultiple(of: 2) {
                MemoryStorageAnomalyHandler.defaultAction = { sent.append($0) }
            } else {
                MemoryStorageAnomalyHandler.defaultAction?(
                    .invalidIndexPath(indexPath: IndexPath(item: -1, section: 0)))
            }
        }
        MemoryStorageAnomalyHandler.defaultAction = { sent.append($0) }
        let before = sent.all.count
        MemoryStorageAnomalyHandler().reportAnomaly(.sectionIndexOutOfRange(index: -1, numberOfSections: 0))

        XCTAssertEqual(sent.all.count, before + 1)
        XCTAssertEqual(sent.all.last, .sectionIndexOutOfRange(index: -1, numberOfSections: 0))
    }
}
