import TableManager
import XCTest

final class TableManagerDataSourceTests: XCTestCase {
    @MainActor
    func testCounts_comeFromTheStorage() async {
        let screen = TableScreen()
        screen.manager.memoryStorage.addItem(4, toSection: 3)
        screen.manager.memoryStorage.addItems([1, 2], toSection: 0)
        let dataSource = screen.manager.tableDataSource!
        XCTAssertEqual(dataSource.numberOfSections(in: screen.tableView), 4)
        XCTAssertEqual(dataSource.tableView(screen.tableView, numberOfRowsInSection: 0), 2)
        XCTAssertEqual(dataSource.tableView(screen.tableView, numberOfRowsInSection: 3), 1)
    }

    @MainActor
    func testCellForRow_noModel_reportsNilCellModelAndReturnsAnEmptyCell() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        let cell = screen.manager.tableDataSource!.tableView(screen.tableView, cellForRowAt: ip(0, 0))
        XCTAssertTrue(type(of: cell) == TableViewCell.self)
        XCTAssertEqual(log.anomalies, [.nilCellModel(ip(0, 0))])
        XCTAssertEqual(
            log.anomalies.first?.debugDescription,
            "❗️[TableManager] TableView requested a cell at [0, 0], however the model at that indexPath was nil.")
    }

    @MainActor
    func testCellForRow_noMapping_reportsNoCellMappingFoundAndReturnsAnEmptyCell() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.memoryStorage.setItems(["3"])
        let cell = screen.manager.tableDataSource!.tableView(screen.tableView, cellForRowAt: ip(0, 0))
        XCTAssertTrue(type(of: cell) == TableViewCell.self)
        XCTAssertEqual(log.anomalies, [.noCellMappingFound(modelDescription: "3", indexPath: ip(0, 0))])
        XCTAssertEqual(
            log.anomalies.first?.debugDescription,
            "❗️[TableManager] TableView requested a cell for model at [0, 0], but view model mapping for it was not "
                + "found, model description: 3")
    }

    @MainActor
    func testTitles_titleStyle_areTheStringModels() async {
        let screen = TableScreen()
        screen.manager.memoryStorage.setItems([1], forSection: 0)
        screen.manager.memoryStorage.setItems([2], forSection: 1)
        screen.manager.memoryStorage.setSectionHeaderModels(["one", "two"])
        screen.manager.memoryStorage.setSectionFooterModels(["end", 3])
        let dataSource = screen.manager.tableDataSource!
        XCTAssertEqual(dataSource.tableView(screen.tableView, titleForHeaderInSection: 0), "one")
        XCTAssertEqual(dataSource.tableView(screen.tableView, titleForHeaderInSection: 1), "two")
        XCTAssertEqual(dataSource.tableView(screen.tableView, titleForFooterInSection: 0), "end")
        XCTAssertNil(dataSource.tableView(screen.tableView, titleForFooterInSection: 1))
        XCTAssertNil(dataSource.tableView(screen.tableView, titleForHeaderInSection: 2))
    }

    @MainActor
    func testTitles_emptySectionHidden_areNil() async {
        let screen = TableScreen()
        screen.manager.configuration.displayHeaderOnEmptySection = false
        screen.manager.configuration.displayFooterOnEmptySection = false
        screen.manager.memoryStorage.setSectionHeaderModels(["one"])
        screen.manager.memoryStorage.setSectionFooterModels(["end"])
        let dataSource = screen.manager.tableDataSource!
        XCTAssertNil(dataSource.tableView(screen.tableView, titleForHeaderInSection: 0))
        XCTAssertNil(dataSource.tableView(screen.tableView, titleForFooterInSection: 0))
    }

    @MainActor
    func testTitles_viewStyle_areNil() async {
        let screen = TableScreen()
        screen.manager.registerHeader(TitleView.self)
        screen.manager.memoryStorage.setSectionHeaderModels(["one"])
        XCTAssertNil(screen.manager.tableDataSource!.tableView(screen.tableView, titleForHeaderInSection: 0))
    }

    @MainActor
    func testTable_laysOutTitlesAndCellsFromTheStorage() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([1, 2])
        screen.manager.memoryStorage.setSectionHeaderModels(["Numbers"])
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(screen.tableView.visibleCells.compactMap { ($0 as? IntCell)?.model }, [1, 2])
        let header = screen.tableView.displayedHeaderView(forSection: 0) as? TableViewHeaderFooterView
        XCTAssertEqual((header?.contentConfiguration as? ListContentConfiguration)?.text, "Numbers")
    }

    @MainActor
    func testResponds_countsAndTitlesAlways_eventsOnlyWhenRegistered() async {
        let screen = TableScreen()
        let dataSource = screen.manager.tableDataSource!
        XCTAssertTrue(dataSource.responds(to: .numberOfSections))
        XCTAssertTrue(dataSource.responds(to: .titleForHeaderInSection))
        XCTAssertTrue(dataSource.responds(to: .titleForFooterInSection))
        XCTAssertFalse(dataSource.responds(to: .canEditRow))
        screen.manager.register(IntCell.self) { $0.canEditCell { _, _ in true } }
        XCTAssertTrue(dataSource.responds(to: .canEditRow))
        XCTAssertTrue(screen.tableView.cachedImplementedSelectors(for: .dataSource).contains(.canEditRow))
    }
}
