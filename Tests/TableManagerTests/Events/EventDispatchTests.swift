import TableManager
import XCTest

/// What registering events does to `responds(to:)`, the table's cached answers, and the owner's methods; and the
/// anomalies of event registration.
final class EventDispatchTests: XCTestCase {
    @MainActor
    func testEventRegistration_reannouncesTheDelegateToTheTable() async {
        let screen = loadedScreen()
        XCTAssertFalse(screen.tableView.cachedImplementedSelectors(for: .delegate).contains(.didSelectRow))
        screen.manager.didSelect(IntCell.self) { _, _, _ in }
        XCTAssertTrue(screen.delegate.responds(to: .didSelectRow))
        XCTAssertTrue(screen.tableView.cachedImplementedSelectors(for: .delegate).contains(.didSelectRow))
    }

    @MainActor
    func testResponds_ownerListedMethods_areForwarded() async {
        let screen = ImplementingScreen()
        screen.implementedDelegateMethods = [.heightForRow, .canEditRow]
        screen.manager.memoryStorage.setItems([1])
        XCTAssertTrue(screen.manager.tableDelegate!.responds(to: .heightForRow))
        XCTAssertTrue(screen.manager.tableDataSource!.responds(to: .canEditRow))
        XCTAssertFalse(screen.manager.tableDelegate!.responds(to: .didSelectRow))
        XCTAssertEqual(screen.manager.tableDelegate!.tableView(screen.tableView, heightForRowAt: ip(0, 0)), 77)
        XCTAssertTrue(screen.manager.tableDataSource!.tableView(screen.tableView, canEditRowAt: ip(0, 0)))
    }

    @MainActor
    func testCellEvents_attachToSubclassMappings() async {
        var log: [String] = []
        let screen = TableScreen()
        screen.manager.register(DerivedNumberCell.self)
        screen.manager.didSelect(BaseNumberCell.self) { cell, model, _ in log.append("\(type(of: cell)) \(model)") }
        screen.manager.memoryStorage.setItems([1])
        screen.tableView.layoutIfNeeded()
        screen.delegate.tableView(screen.tableView, didSelectRowAt: ip(0, 0))
        XCTAssertEqual(log, ["DerivedNumberCell 1"])
    }

    @MainActor
    func testEventRegistration_noMapping_reportsAndDropsTheEvent() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.didSelect(StringCell.self) { _, _, _ in }
        XCTAssertEqual(
            log.anomalies,
            [
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "StringCell", signature: "tableView:didSelectRowAtIndexPath:")
            ])
        XCTAssertEqual(
            log.anomalies.first?.debugDescription,
            "⚠️[TableManager] While registering event reaction for tableView:didSelectRowAtIndexPath:, no view mapping "
                + "was found for view: StringCell")
        XCTAssertFalse(screen.delegate.responds(to: .didSelectRow))
    }

    @MainActor
    func testModelEvent_withACellClass_reportsBothAnomaliesInDTsOrder() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        let log = screen.manager.recordingAnomalies()
        screen.manager.canEditCell(withItem: IntCell.self) { _, _ in true }
        XCTAssertEqual(
            log.anomalies,
            [
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "IntCell", signature: "tableView:canEditRowAtIndexPath:"),
                .modelEventCalledWithCellClass(
                    modelType: "IntCell", methodName: "canEditCell(withItem:_:)", subclassOf: "TableViewCell"),
            ])
        screen.manager.heightForHeader(withItem: TitleView.self) { _, _ in 1 }
        XCTAssertEqual(
            log.anomalies.last,
            .modelEventCalledWithCellClass(
                modelType: "TitleView", methodName: "heightForHeader(withItem:_:)",
                subclassOf: "TableViewHeaderFooterView"))
    }

    @MainActor
    func testUnusedEvent_noMappingAfterOneSecond_reportsUnusedEventDetected() async throws {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.didSelect(StringCell.self) { _, _, _ in }
        screen.manager.willDisplay(IntCell.self) { _, _, _ in }
        screen.manager.register(IntCell.self)
        log.anomalies = []
        try await Task.sleep(nanoseconds: 1_300_000_000)
        XCTAssertEqual(log.anomalies, [.unusedEventDetected(viewType: "StringCell", methodName: "didSelect(_:_:)")])
        XCTAssertEqual(
            log.anomalies.first?.debugDescription,
            "⚠️[TableManager] didSelect(_:_:) event registered for StringCell, but there were no view mappings "
                + "registered for StringCell type. This event will never be called.")
    }

    @MainActor
    func testSignatures_are72WithUIKitSelectors() async {
        XCTAssertEqual(TableViewEventMethodSignature.allCases.count, 72)
        XCTAssertEqual(Set(TableViewEventMethodSignature.allCases.map(\.rawValue)).count, 72)
        let selectors: [TableViewSelector] = [
            .didSelectRow, .willSelectRow, .heightForRow, .heightForHeaderInSection, .canEditRow, .commitEditingStyle,
            .willDisplayCell, .didEndDisplayingFooterView, .editingStyleForRow, .performPrimaryActionForRow,
            .cancelPrefetchingForRows, .prefetchRows, .shouldHighlightRow, .estimatedHeightForFooterInSection,
        ]
        for selector in selectors {
            XCTAssertNotNil(TableViewEventMethodSignature(rawValue: selector.rawValue), selector.rawValue)
        }
        XCTAssertNil(TableViewEventMethodSignature(rawValue: "tableView:numberOfRowsInSection:"))
        XCTAssertEqual(TableViewEventMethodSignature.configureCell.rawValue, "tableViewConfigureCell_imaginarySelector")
    }

    @MainActor
    func testDTNames_areAliases() async {
        let manager: DTTableViewManager = TableViewManager()
        let delegate: DTTableViewDelegate? = manager.tableDelegate
        let dataSource: DTTableViewDataSource? = manager.tableDataSource
        let prefetchDataSource: DTTableViewPrefetchDataSource? = manager.tablePrefetchDataSource
        let anomaly: DTTableViewManagerAnomaly = .nilHeaderModel(1)
        let handler: DTTableViewManagerAnomalyHandler = manager.anomalyHandler
        let owner: any DTTableViewManageable = TableScreen()
        XCTAssertNotNil(delegate)
        XCTAssertNotNil(dataSource)
        XCTAssertNotNil(prefetchDataSource)
        XCTAssertEqual(anomaly, TableViewManagerAnomaly.nilHeaderModel(1))
        XCTAssertTrue(handler === manager.anomalyHandler)
        XCTAssertNotNil(owner.manager.tableView)
    }
}
