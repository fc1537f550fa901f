import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// `manager.memoryStorage` when the manager's storage is not a `MemoryStorage`: an anomaly and a detached storage,
/// never a trap.
final class MemoryStorageAccessTests: XCTestCase {
    private var owner: ManagedOwner!
    private var manager: CollectionViewManager { owner.manager }
    private var recorder: ManagerAnomalyRecorder!

    override func setUp() {
        super.setUp()
        owner = ManagedOwner()
        recorder = ManagerAnomalyRecorder(owner.manager)
        manager.register(IntCell.self)
    }

    private func displayedValues() -> [Int?] {
        owner.layOut().map { ($0 as? IntCell)?.value }
    }

    func testMemoryStorage_whenTheStorageIsAMemoryStorage_isThatStorage_withoutAnomaly() {
        let storage = MemoryStorage()
        manager.storage = storage
        manager.memoryStorage.addItem(1)
        XCTAssertTrue(manager.memoryStorage === storage)
        XCTAssertEqual(displayedValues(), [1])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testMemoryStorage_afterConfigureDiffableDataSource_reportsAnomaly_andChangesNothing() {
        let dataSource: CollectionViewDiffableDataSource<String, Int> = manager.configureDiffableDataSource {
            _, item in item
        }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["numbers"])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertEqual(displayedValues(), [1, 2])

        manager.memoryStorage.addItem(3)
        manager.memoryStorage?.addItem(4)
        if let storage = manager.memoryStorage { storage.setItems([5]) }

        XCTAssertEqual(displayedValues(), [1, 2])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2])
        XCTAssertTrue(manager.storage === dataSource)
        XCTAssertEqual(
            recorder.anomalies,
            Array(
                repeating: .memoryStorageUnavailable(storageType: "DiffableDataSource<String, Int>"),
                count: 3))
    }

    func testMemoryStorage_forAnotherStorage_isDetachedFromTheView_andFreshOnEveryRead() {
        final class ArrayStorage: Storage {
            func numberOfSections() -> Int { 1 }
            func numberOfItems(inSection section: Int) -> Int { 2 }
            func item(at indexPath: IndexPath) -> Any? { 10 + indexPath.item }
        }
        manager.storage = ArrayStorage()
        let first = manager.memoryStorage!
        first.addItem(1)
        let second = manager.memoryStorage!

        XCTAssertFalse(first === second)
        XCTAssertEqual(second.numberOfSections(), 0)
        XCTAssertNil(first.delegate)
        XCTAssertEqual(displayedValues(), [10, 11])
        XCTAssertEqual(
            recorder.anomalies,
            [
                .memoryStorageUnavailable(storageType: "ArrayStorage"),
                .memoryStorageUnavailable(storageType: "ArrayStorage"),
            ])
    }

    func testMemoryStorageUnavailable_messageSaysHowToFixIt() {
        let anomaly = CollectionViewManagerAnomaly.memoryStorageUnavailable(
            storageType: "DiffableDataSource<String, Int>")
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly).message,
            """
            ❗️[CollectionManager] manager.memoryStorage was read, but the manager's storage is DiffableDataSource<String, Int>, not a MemoryStorage. The MemoryStorage returned is not connected to CollectionView, and changes made to it are never displayed.
            How to fix it: Change the contents through the storage itself (for a CollectionViewDiffableDataSource, apply a snapshot with apply(_:animatingDifferences:completion:)), or display a MemoryStorage: manager.storage = MemoryStorage().
            """)
        XCTAssertEqual(
            anomaly.description,
            "CollectionViewManagerAnomaly.memoryStorageUnavailable(DiffableDataSource<String, Int>)")
    }
}
