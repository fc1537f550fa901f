import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Collects every anomaly a handler's action receives.
private final class ReceivedAnomalies<Anomaly> {
    private(set) var all: [Anomaly] = []

    func append(_ anomaly: Anomaly) { all.append(anomaly) }
}

/// Grouping repeats into one report, and reporting a mistake once, belong to the reporting action only: an
/// `anomalyAction` of your own receives every occurrence, from every place that reports.
final class AnomalyDeliveryTests: XCTestCase {
    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A manager whose view shows every item (zero bounds), its anomalies collected by a custom action.
    private func makeScreen() -> (ManagedOwner, ReceivedAnomalies<CollectionViewManagerAnomaly>) {
        let owner = ManagedOwner(frame: .zero)
        let received = ReceivedAnomalies<CollectionViewManagerAnomaly>()
        owner.manager.anomalyHandler.anomalyAction = { received.append($0) }
        return (owner, received)
    }

    private func reloadAndLayOut(_ owner: ManagedOwner) {
        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()
    }

    func testUnmappedCells_eachOneInEachPass_reachACustomAction_inOrder() {
        let (owner, received) = makeScreen()
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([1, 2, 3])
        owner.virtualView.layoutIfNeeded()
        let onePass: [CollectionViewManagerAnomaly] = [
            .noCellMappingFound(modelDescription: "1", indexPath: item(0)),
            .noCellMappingFound(modelDescription: "2", indexPath: item(1)),
            .noCellMappingFound(modelDescription: "3", indexPath: item(2)),
        ]
        XCTAssertEqual(received.all, onePass)

        reloadAndLayOut(owner)
        XCTAssertEqual(received.all, onePass + onePass, "the same mistake in a second pass is received again")
    }

    func testUnmappedCells_theReportingActionShowsOneReport_whileACustomActionReceivesEach() {
        let owner = ManagedOwner(frame: .zero)
        var reports: [AnomalyReport<CollectionViewManagerAnomaly>] = []
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.append($0) }
        owner.manager.memoryStorage.setItems([1, 2, 3])
        owner.virtualView.layoutIfNeeded()
        reloadAndLayOut(owner)
        XCTAssertEqual(reports.map(\.anomaly), [.noCellMappingFound(modelDescription: "1", indexPath: item(0))])
        XCTAssertEqual(reports.map(\.count), [3])
        XCTAssertEqual(reports.map(\.indexPaths), [[item(0), item(1), item(2)]])

        let received = ReceivedAnomalies<CollectionViewManagerAnomaly>()
        handler.anomalyAction = { received.append($0) }
        reloadAndLayOut(owner)
        reloadAndLayOut(owner)
        XCTAssertEqual(received.all.count, 6)
        XCTAssertEqual(reports.count, 1)
    }

    func testUnmappedSupplementaryViews_eachOneInEachPass_reachACustomAction() {
        let owner = ManagedOwner()
        let received = ReceivedAnomalies<CollectionViewManagerAnomaly>()
        owner.manager.anomalyHandler.anomalyAction = { received.append($0) }
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 10, height: 10)
        owner.virtualView.collectionViewLayout = layout
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([1], forSection: 0)
        owner.manager.memoryStorage.setItems([2], forSection: 1)
        owner.manager.memoryStorage.setSectionHeaderModels(["a", "b"])
        owner.virtualView.layoutIfNeeded()
        let kind = CollectionElementKind.sectionHeader
        let onePass: [CollectionViewManagerAnomaly] = [
            .noSupplementaryMappingFound(modelDescription: "a", kind: kind, indexPath: item(0, 0)),
            .noSupplementaryMappingFound(modelDescription: "b", kind: kind, indexPath: item(0, 1)),
        ]
        XCTAssertEqual(received.all, onePass)

        reloadAndLayOut(owner)
        XCTAssertEqual(received.all, onePass + onePass)
    }

    func testRegistrationAndEventAnomalies_repeated_reachACustomActionEachTime() {
        let (owner, received) = makeScreen()
        owner.manager.nibCatalog.register(.empty(named: "PostCell"))
        owner.manager.register(PostCell.self)
        owner.manager.register(PostCell.self)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        owner.manager.sizeForCell(withItem: PostCell.self) { _, _ in .zero }
        owner.manager.sizeForCell(withItem: PostCell.self) { _, _ in .zero }
        owner.manager.verifyEventsCompatibility()

        let empty = CollectionViewManagerAnomaly.emptyXibFile(xibName: "PostCell", expectedViewClass: "PostCell")
        let unregistered = CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(
            viewClass: "IntCell", signature: "collectionView:didSelectItemAtIndexPath:")
        let cellClass = CollectionViewManagerAnomaly.modelEventCalledWithCellClass(
            modelType: "PostCell", methodName: "sizeForCell(withItem:_:)", subclassOf: "CollectionViewCell")
        let unmappedModel = CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(
            viewClass: "PostCell", signature: "collectionView:layout:sizeForItemAtIndexPath:")
        let unused = CollectionViewManagerAnomaly.unusedEventDetected(
            viewType: "IntCell", methodName: "didSelect(_:_:)")
        XCTAssertEqual(
            received.all,
            [
                empty, empty, unregistered, unregistered, cellClass, unmappedModel, cellClass, unmappedModel, unused,
                unused,
            ])
    }

    func testMemoryStorageUnavailable_isReceivedOnEveryRead() {
        let (owner, received) = makeScreen()
        let _: CollectionViewDiffableDataSource<Int, Int> = owner.manager.configureDiffableDataSource { _, item in item
        }
        _ = owner.manager.memoryStorage
        _ = owner.manager.memoryStorage
        let unavailable = CollectionViewManagerAnomaly.memoryStorageUnavailable(
            storageType: "DiffableDataSource<Int, Int>")
        XCTAssertEqual(received.all, [unavailable, unavailable])
    }

    func testStorageAnomalies_repeated_reachACustomActionEachTime() {
        let (owner, _) = makeScreen()
        let storage = owner.manager.memoryStorage!
        let received = ReceivedAnomalies<MemoryStorageAnomaly>()
        storage.anomalyHandler.anomalyAction = { received.append($0) }
        storage.setItems([1, 2])
        storage.insertItems([3], to: [item(0), item(1)])
        storage.insertItems([3], to: [item(0), item(1)])
        XCTAssertEqual(
            received.all,
            [
                .batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2),
                .batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2),
            ])
    }

    func testSnapshotAnomalies_appliedTwice_reachACustomActionBothTimes() {
        let (owner, _) = makeScreen()
        owner.manager.register(IntCell.self)
        let dataSource: CollectionViewDiffableDataSource<Int, Int> = owner.manager.configureDiffableDataSource {
            _, item in item
        }
        let received = ReceivedAnomalies<DiffableDataSourceAnomaly>()
        dataSource.anomalyHandler.anomalyAction = { received.append($0) }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3])
        dataSource.apply(snapshot, animatingDifferences: true)
        dataSource.apply(snapshot, animatingDifferences: false)
        let first = DiffableDataSourceAnomaly.noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 2)
        let second = DiffableDataSourceAnomaly.noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 1)
        XCTAssertEqual(received.all, [first, second, first, second])
    }
}
