import TableManager
import XCTest

final class RegistrationTests: XCTestCase {
    @MainActor
    func testRegister_modelTransferCell_dequeuesTheCellAndRunsHandlerThenUpdate() async {
        let screen = TableScreen()
        screen.manager.register(
            IntCell.self, handler: { cell, model, indexPath in cell.record("handler \(model) \(indexPath)") })
        screen.manager.memoryStorage.setItems([7])
        let cell = screen.manager.tableDataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0)) as? IntCell
        XCTAssertEqual(cell?.log, ["handler 7 [0, 0]", "update 7"])
        XCTAssertEqual(cell?.reuseIdentifier, "IntCell")
    }

    @MainActor
    func testRegister_explicitModel_configuresAPlainCellWithTheHandler() async {
        let screen = TableScreen()
        screen.manager.register(TableViewCell.self, for: String.self) { cell, text, _ in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        screen.manager.memoryStorage.setItems(["Wi-Fi"])
        let cell = screen.manager.tableDataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0))
        XCTAssertEqual((cell?.contentConfiguration as? ListContentConfiguration)?.text, "Wi-Fi")
    }

    @MainActor
    func testRegister_optionalModels_areUnwrappedForTheCell() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([Int??.some(.some(5))])
        let cell = screen.manager.tableDataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0)) as? IntCell
        XCTAssertEqual(cell?.model, 5)
    }

    @MainActor
    func testRegister_sectionConditions_pickTheMappingOfEachSection() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self) { $0.condition = .section(0) }
        screen.manager.register(SubIntCell.self) { $0.condition = .section(1) }
        screen.manager.memoryStorage.setItems([1], forSection: 0)
        screen.manager.memoryStorage.setItems([2], forSection: 1)
        let dataSource = screen.manager.tableDataSource
        XCTAssertTrue(dataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0)) is IntCell)
        XCTAssertTrue(dataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 1)) is SubIntCell)
    }

    @MainActor
    func testRegister_customCondition_picksTheMappingByModel() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self) { $0.condition = $0.modelCondition { _, model in model > 10 } }
        screen.manager.register(SubIntCell.self)
        screen.manager.memoryStorage.setItems([20, 3])
        let dataSource = screen.manager.tableDataSource
        XCTAssertTrue(dataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0)) is IntCell)
        XCTAssertTrue(dataSource?.tableView(screen.tableView, cellForRowAt: ip(1, 0)) is SubIntCell)
    }

    @MainActor
    func testRegister_customReuseIdentifier_registersAndDequeuesUnderIt() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self) { $0.reuseIdentifier = "Number" }
        screen.manager.memoryStorage.setItems([1])
        let cell = screen.manager.tableDataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0))
        XCTAssertEqual(cell?.reuseIdentifier, "Number")
        XCTAssertNotNil(screen.tableView.dequeueReusableCell(withIdentifier: "Number"))
    }

    @MainActor
    func testRegister_nibInCatalog_cellsComeFromTheNib() async {
        let screen = TableScreen()
        screen.manager.nibCatalog.register(Nib(name: "IntCell") { (cell: IntCell) in cell.record("from nib") })
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([1])
        let cell = screen.manager.tableDataSource?.tableView(screen.tableView, cellForRowAt: ip(0, 0)) as? IntCell
        XCTAssertEqual(cell?.log, ["from nib", "update 1"])
    }

    @MainActor
    func testRegister_nibDeclaringAnotherReuseIdentifier_reportsDifferentCellReuseIdentifier() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.nibCatalog.register(Nib(name: "IntCell", viewClass: IntCell.self, reuseIdentifier: "Foo"))
        screen.manager.register(IntCell.self)
        XCTAssertEqual(
            log.anomalies,
            [.differentCellReuseIdentifier(mappingReuseIdentifier: "IntCell", cellReuseIdentifier: "Foo")])
    }

    @MainActor
    func testRegister_nibOfAnotherClass_reportsDifferentCellClass() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.nibCatalog.register(Nib(name: "IntCell", viewClass: StringCell.self))
        screen.manager.register(IntCell.self)
        XCTAssertEqual(
            log.anomalies,
            [.differentCellClass(xibName: "IntCell", cellClass: "StringCell", expectedCellClass: "IntCell")])
    }

    @MainActor
    func testRegister_emptyNib_reportsEmptyXibFile() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.nibCatalog.register(.empty(named: "EmptyXib"))
        screen.manager.register(IntCell.self) { $0.xibName = "EmptyXib" }
        XCTAssertEqual(log.anomalies, [.emptyXibFile(xibName: "EmptyXib", expectedViewClass: "IntCell")])
    }

    @MainActor
    func testRegisterHeader_nibOfAnotherClass_reportsDifferentHeaderFooterClass() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.nibCatalog.register(Nib(name: "TitleView", viewClass: PlainTitleView.self))
        screen.manager.registerHeader(TitleView.self)
        XCTAssertEqual(
            log.anomalies,
            [
                .differentHeaderFooterClass(
                    xibName: "TitleView", viewClass: "PlainTitleView", expectedViewClass: "TitleView")
            ])
    }

    @MainActor
    func testRegister_beforeTheTableViewExists_registersOnceManagingStarts() async {
        let screen = OptionalTableScreen()
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([3])
        screen.table = VirtualTableView()
        let cell = screen.manager.tableDataSource?.tableView(screen.table!, cellForRowAt: ip(0, 0)) as? IntCell
        XCTAssertEqual(cell?.model, 3)
    }

    @MainActor
    func testRegisterHeaderAndFooter_switchTheStylesToView() async {
        let manager = TableScreen().manager
        XCTAssertEqual(manager.configuration.sectionHeaderStyle, .title)
        XCTAssertEqual(manager.configuration.sectionFooterStyle, .title)
        manager.registerHeader(TitleView.self)
        XCTAssertEqual(manager.configuration.sectionHeaderStyle, .view)
        XCTAssertEqual(manager.configuration.sectionFooterStyle, .title)
        manager.registerFooter(PlainTitleView.self, for: String.self) { _, _, _ in }
        XCTAssertEqual(manager.configuration.sectionFooterStyle, .view)
        manager.unregisterHeader(TitleView.self)
        XCTAssertEqual(manager.configuration.sectionHeaderStyle, .view)
    }

    @MainActor
    func testUnregister_removesCellMappingsOfTheClassOnly() async {
        let manager = TableScreen().manager
        manager.register(IntCell.self)
        manager.registerHeader(TitleView.self)
        manager.registerFooter(TitleView.self)
        manager.unregister(IntCell.self)
        XCTAssertEqual(
            manager.mappings.map(\.viewType.description),
            [
                "supplementaryView(DTTableViewElementSectionHeader)",
                "supplementaryView(DTTableViewElementSectionFooter)",
            ])
        manager.unregisterHeader(TitleView.self)
        XCTAssertEqual(
            manager.mappings.map(\.viewType.description), ["supplementaryView(DTTableViewElementSectionFooter)"])
        manager.unregisterFooter(TitleView.self)
        XCTAssertTrue(manager.mappings.isEmpty)
    }

    @MainActor
    func testUnregister_cell_unregistersItsReuseIdentifierFromTheTable() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        XCTAssertNotNil(screen.tableView.dequeueReusableCell(withIdentifier: "IntCell"))
        screen.manager.unregister(IntCell.self)
        XCTAssertNil(screen.tableView.dequeueReusableCell(withIdentifier: "IntCell"))
    }

    @MainActor
    func testMapping_defaults_areTheClassNames() async {
        let cell = TableViewCellModelMapping<IntCell, Int>(cellConfiguration: { _, _, _ in }, mapping: nil)
        XCTAssertEqual(cell.reuseIdentifier, "IntCell")
        XCTAssertEqual(cell.xibName, "IntCell")
        let header = TableViewHeaderFooterViewModelMapping<TitleView, String>(
            kind: DTTableViewElementSectionHeader, headerFooterConfiguration: { _, _, _ in }, mapping: nil)
        XCTAssertEqual(header.reuseIdentifier, "TitleView")
        XCTAssertEqual(header.xibName, "TitleView")
        XCTAssertEqual(header.viewType, .supplementaryView(kind: DTTableViewElementSectionHeader))
    }
}

/// The registration anomalies this library adds to DTTableViewManager's.
final class RegistrationAnomalyTests: XCTestCase {
    @MainActor
    func testRegister_emptyReuseIdentifier_isReportedAndNotRegistered() async {
        let manager = TableScreen().manager
        let log = manager.recordingAnomalies()
        manager.register(IntCell.self) { $0.reuseIdentifier = "" }
        XCTAssertEqual(log.anomalies, [.emptyReuseIdentifier(viewClass: "IntCell", viewType: .cell)])
        XCTAssertEqual(
            log.anomalies.first?.debugDescription,
            "❗️[TableManager] Attempted to register IntCell for cells with an empty reuse identifier, which TableView "
                + "cannot dequeue. The mapping was not registered.")
        XCTAssertTrue(manager.mappings.isEmpty)
    }

    @MainActor
    func testRegister_afterTheTableShowedItsModelsWithoutAMapping_isReported() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.memoryStorage.setItems(["a"])
        screen.tableView.layoutIfNeeded()
        screen.manager.register(StringCell.self)
        XCTAssertEqual(
            log.anomalies,
            [
                .noCellMappingFound(modelDescription: "a", indexPath: ip(0, 0)),
                .mappingRegisteredAfterLayout(viewClass: "StringCell", modelType: "String"),
            ])
        XCTAssertEqual(
            log.anomalies.last?.recoverySuggestion,
            """
            Register every mapping before the view first lays out (before setting items), or reload after \
            registering late:

                manager.register(StringCell.self)
                tableView.reloadData()
            """)
    }

    @MainActor
    func testUpdateCellClosure_reconfiguresTheDisplayedCellWithoutReuse() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([1])
        screen.tableView.layoutIfNeeded()
        let cell = screen.tableView.cellForRow(at: ip(0, 0)) as? IntCell
        screen.manager.updateCellClosure()(ip(0, 0), 8)
        XCTAssertTrue(screen.tableView.cellForRow(at: ip(0, 0)) === cell)
        XCTAssertEqual(cell?.log, ["update 1", "update 8"])
    }
}
