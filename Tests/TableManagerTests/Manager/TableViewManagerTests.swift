import TableManager
import XCTest

final class TableViewManagerTests: XCTestCase {
    @MainActor
    func testManager_ownerWithTableView_startsAndInstallsDelegateAndDataSource() async {
        let screen = TableScreen()
        let manager = screen.manager
        XCTAssertTrue(manager.isManagingTableView)
        XCTAssertTrue(screen.tableView.delegate === manager.tableDelegate)
        XCTAssertTrue(screen.tableView.dataSource === manager.tableDataSource)
        XCTAssertTrue(manager.tableView === screen.tableView)
    }

    @MainActor
    func testManager_readTwice_isTheSameManager() async {
        let screen = TableScreen()
        XCTAssertTrue(screen.manager === screen.manager)
    }

    @MainActor
    func testManager_assigned_replacesTheManagerAndStartsItOnTheNextRead() async {
        let screen = TableScreen()
        let replacement = TableViewManager()
        screen.manager = replacement
        XCTAssertFalse(replacement.isManagingTableView)
        XCTAssertTrue(screen.manager === replacement)
        XCTAssertTrue(replacement.isManagingTableView)
    }

    @MainActor
    func testManager_optionalTableView_isManagedOnceTheViewExists() async {
        let screen = OptionalTableScreen()
        XCTAssertFalse(screen.manager.isManagingTableView)
        screen.table = VirtualTableView()
        XCTAssertTrue(screen.manager.isManagingTableView)
        XCTAssertTrue(screen.manager.tableView === screen.table)
    }

    @MainActor
    func testStorage_defaultMemoryStorage_usesTheTableKindsForHeadersAndFooters() async {
        let manager = TableScreen().manager
        XCTAssertEqual(manager.memoryStorage.supplementaryHeaderKind, DTTableViewElementSectionHeader)
        XCTAssertEqual(manager.memoryStorage.supplementaryFooterKind, DTTableViewElementSectionFooter)
    }

    @MainActor
    func testStorage_switched_detachesTheOldStorageAndReconfiguresTheNewOne() async {
        let screen = TableScreen()
        let manager = screen.manager
        let first = MemoryStorage()
        let second = MemoryStorage()
        second.configureForCollectionViewFlowLayoutUsage()
        manager.storage = first
        XCTAssertNotNil(first.delegate)
        manager.storage = second
        XCTAssertNil(first.delegate)
        XCTAssertNotNil(second.delegate)
        XCTAssertEqual(second.supplementaryHeaderKind, DTTableViewElementSectionHeader)
    }

    @MainActor
    func testMemoryStorage_changed_isShownByReloadingTheTable() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([1, 2, 3])
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 3)
        screen.manager.memoryStorage.addItem(4)
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 4)
        XCTAssertEqual((screen.tableView.cellForRow(at: ip(3, 0)) as? IntCell)?.model, 4)
    }

    @MainActor
    func testMemoryStorage_otherStorage_reportsAndReturnsADetachedStorage() async {
        let manager = TableScreen().manager
        let log = manager.recordingAnomalies()
        manager.storage = ArrayStorage([1])
        manager.memoryStorage.addItem(2)
        XCTAssertEqual(
            log.anomalies, [.memoryStorageUnavailable(storageType: "ArrayStorage")])
        XCTAssertEqual(manager.storage.numberOfItems(inSection: 0), 1)
    }

    @MainActor
    func testStartManaging_ownerAdoptingDelegateButListingNothing_reportsIt() async {
        let manager = TableViewManager()
        let log = manager.recordingAnomalies()
        let screen = ImplementingScreen()
        manager.startManaging(withDelegate: screen)
        XCTAssertEqual(
            log.anomalies,
            [
                .ownerDeclaresNoImplementedMethods(
                    ownerType: "ImplementingScreen", protocols: ["TableViewDataSource", "TableViewDelegate"])
            ])
    }

    @MainActor
    func testUpdateVisibleCells_reconfiguresDisplayedCellsInPlace() async {
        let screen = TableScreen()
        var handled: [Int] = []
        screen.manager.register(IntCell.self, handler: { _, model, _ in handled.append(model) })
        screen.manager.memoryStorage.setItems([1, 2])
        screen.tableView.layoutIfNeeded()
        let cell = screen.tableView.cellForRow(at: ip(0, 0)) as? IntCell
        handled = []
        var updated: [TableViewCell] = []
        screen.manager.updateVisibleCells { updated.append($0) }
        XCTAssertEqual(handled, [1, 2])
        XCTAssertEqual(updated.count, 2)
        XCTAssertTrue(updated.first === cell)
        XCTAssertEqual(cell?.log, ["update 1", "update 1"])
    }
}
