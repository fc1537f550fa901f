import TableManager
import XCTest

final class HeaderFooterTests: XCTestCase {
    @MainActor
    func testViewForHeader_titleStyle_isNilWithoutAskingTheOwner() async {
        let screen = ImplementingScreen()
        screen.implementedDelegateMethods = [.viewForHeaderInSection]
        screen.manager.memoryStorage.setSectionHeaderModels(["one"])
        XCTAssertNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForHeaderInSection: 0))
        XCTAssertEqual(screen.log, [])
    }

    @MainActor
    func testViewForHeader_registeredView_isDequeuedAndConfiguredWithTheSection() async {
        let screen = TableScreen()
        var sections: [Int] = []
        screen.manager.registerHeader(TitleView.self, handler: { _, _, section in sections.append(section) })
        screen.manager.memoryStorage.setItems([1], forSection: 1)
        screen.manager.memoryStorage.setSectionHeaderModels(["zero", "one"])
        let view = screen.manager.tableDelegate!.tableView(screen.tableView, viewForHeaderInSection: 1) as? TitleView
        XCTAssertEqual(view?.model, "one")
        XCTAssertEqual(view?.reuseIdentifier, "TitleView")
        XCTAssertEqual(sections, [1])
    }

    @MainActor
    func testViewForFooter_plainViewFromNib_isLoadedEachTime() async {
        let screen = TableScreen()
        screen.manager.nibCatalog.register(Nib(name: "PlainTitleView", viewClass: PlainTitleView.self))
        screen.manager.registerFooter(PlainTitleView.self)
        screen.manager.memoryStorage.setSectionFooterModels(["end"])
        let delegate = screen.manager.tableDelegate!
        let first = delegate.tableView(screen.tableView, viewForFooterInSection: 0) as? PlainTitleView
        let second = delegate.tableView(screen.tableView, viewForFooterInSection: 0) as? PlainTitleView
        XCTAssertEqual(first?.model, "end")
        XCTAssertNotNil(second)
        XCTAssertFalse(first === second)
    }

    @MainActor
    func testViewForFooter_plainViewWithoutNib_isNil() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.registerFooter(PlainTitleView.self)
        screen.manager.memoryStorage.setSectionFooterModels(["end"])
        XCTAssertNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForFooterInSection: 0))
        XCTAssertEqual(log.anomalies, [])
    }

    @MainActor
    func testViewForHeader_nilModel_asksTheOwnerFirst() async {
        let screen = ImplementingScreen()
        screen.implementedDelegateMethods = [.viewForHeaderInSection]
        let log = screen.manager.recordingAnomalies()
        screen.manager.registerHeader(TitleView.self)
        XCTAssertNotNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForHeaderInSection: 0))
        XCTAssertEqual(screen.log, ["owner viewForHeader 0"])
        XCTAssertEqual(log.anomalies, [])
    }

    @MainActor
    func testViewForHeader_nilModel_reportsNilHeaderModel() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.registerHeader(TitleView.self)
        screen.manager.registerFooter(TitleView.self)
        screen.manager.memoryStorage.setSectionHeaderModels([String?.none])
        XCTAssertNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForHeaderInSection: 0))
        XCTAssertNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForFooterInSection: 0))
        XCTAssertEqual(log.anomalies, [.nilHeaderModel(0), .nilFooterModel(0)])
        XCTAssertEqual(
            log.anomalies.map(\.debugDescription),
            [
                "⚠️[TableManager] TableView requested a header view at section 0, however the model was nil.",
                "⚠️[TableManager] TableView requested a footer view at section 0, however the model was nil.",
            ])
    }

    @MainActor
    func testViewForHeader_emptySectionHidden_reportsNothing() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.configuration.displayHeaderOnEmptySection = false
        screen.manager.registerHeader(TitleView.self)
        screen.manager.memoryStorage.setSectionHeaderModels(["one"])
        XCTAssertNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForHeaderInSection: 0))
        XCTAssertEqual(log.anomalies, [])
    }

    @MainActor
    func testViewForHeader_noMapping_reportsNoHeaderFooterMappingFound() async {
        let screen = TableScreen()
        let log = screen.manager.recordingAnomalies()
        screen.manager.configuration.sectionHeaderStyle = .view
        screen.manager.memoryStorage.setSectionHeaderModels([0])
        XCTAssertNil(screen.manager.tableDelegate!.tableView(screen.tableView, viewForHeaderInSection: 0))
        XCTAssertEqual(log.anomalies, [.noHeaderFooterMappingFound(modelDescription: "0", indexPath: ip(0, 0))])
        XCTAssertEqual(
            log.anomalies.first?.debugDescription,
            "❗️[TableManager] TableView requested a header/footer view for model at [0, 0], but view model mapping "
                + "for it was not found, model description: 0")
    }

    @MainActor
    func testHeaderHeight_semanticDefaults() async {
        let screen = TableScreen(style: .grouped)
        screen.tableView.sectionHeaderHeight = 30
        let delegate = screen.manager.tableDelegate!
        screen.manager.memoryStorage.setItems([1], forSection: 0)
        screen.manager.memoryStorage.setItems([2], forSection: 1)
        screen.manager.memoryStorage.setSectionHeaderModels(["title"])
        XCTAssertEqual(
            delegate.tableView(screen.tableView, heightForHeaderInSection: 0), VirtualTableView.automaticDimension)
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForHeaderInSection: 1), .leastNormalMagnitude)
        screen.manager.registerHeader(TitleView.self)
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForHeaderInSection: 0), 30)
    }

    @MainActor
    func testHeaderHeight_plainTableWithoutModel_isZero() async {
        let screen = TableScreen(style: .plain)
        XCTAssertEqual(screen.manager.tableDelegate!.tableView(screen.tableView, heightForHeaderInSection: 0), 0)
        XCTAssertEqual(screen.manager.tableDelegate!.tableView(screen.tableView, heightForFooterInSection: 0), 0)
    }

    @MainActor
    func testHeights_customMinimalHeights_areUsedWithoutModels() async {
        let screen = TableScreen()
        screen.manager.configuration.minimalHeaderHeightForTableView = { _ in 3 }
        screen.manager.configuration.minimalFooterHeightForTableView = { _ in 4 }
        XCTAssertEqual(screen.manager.tableDelegate!.tableView(screen.tableView, heightForHeaderInSection: 0), 3)
        XCTAssertEqual(screen.manager.tableDelegate!.tableView(screen.tableView, heightForFooterInSection: 0), 4)
    }

    @MainActor
    func testHeights_hiddenEmptySection_headerSkipsTheOwnerButFooterAsksIt() async {
        let screen = ImplementingScreen()
        screen.implementedDelegateMethods = [.heightForHeaderInSection, .heightForFooterInSection]
        screen.manager.configuration.displayHeaderOnEmptySection = false
        screen.manager.configuration.displayFooterOnEmptySection = false
        let delegate = screen.manager.tableDelegate!
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForHeaderInSection: 0), 0)
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForFooterInSection: 0), 12)
    }

    @MainActor
    func testHeights_ownerAnswersWhenNoEvent() async {
        let screen = ImplementingScreen()
        screen.implementedDelegateMethods = [.heightForHeaderInSection, .heightForRow]
        screen.manager.memoryStorage.setItems([1])
        let delegate = screen.manager.tableDelegate!
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForHeaderInSection: 0), 11)
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForRowAt: ip(0, 0)), 77)
    }

    @MainActor
    func testResponds_semanticHeights_answerHeaderAndFooterHeights() async {
        let screen = TableScreen()
        let delegate = screen.manager.tableDelegate!
        XCTAssertTrue(delegate.responds(to: .heightForHeaderInSection))
        XCTAssertTrue(delegate.responds(to: .heightForFooterInSection))
        XCTAssertTrue(delegate.responds(to: .viewForHeaderInSection))
        XCTAssertFalse(delegate.responds(to: .heightForRow))
        screen.manager.configuration.semanticHeaderHeight = false
        screen.manager.configuration.semanticFooterHeight = false
        XCTAssertFalse(delegate.responds(to: .heightForHeaderInSection))
        XCTAssertFalse(delegate.responds(to: .heightForFooterInSection))
    }

    @MainActor
    func testEstimatedHeights_withoutEvents_areTheTables() async {
        let screen = TableScreen()
        screen.tableView.estimatedRowHeight = 40
        screen.tableView.estimatedSectionHeaderHeight = 20
        screen.tableView.estimatedSectionFooterHeight = 10
        screen.tableView.rowHeight = 44
        screen.manager.memoryStorage.setItems([1])
        let delegate = screen.manager.tableDelegate!
        XCTAssertEqual(delegate.tableView(screen.tableView, estimatedHeightForRowAt: ip(0, 0)), 40)
        XCTAssertEqual(delegate.tableView(screen.tableView, heightForRowAt: ip(0, 0)), 44)
        XCTAssertEqual(delegate.tableView(screen.tableView, estimatedHeightForHeaderInSection: 0), 20)
        XCTAssertEqual(delegate.tableView(screen.tableView, estimatedHeightForFooterInSection: 0), 10)
    }

    @MainActor
    func testConfiguration_defaults_areDTTableViewManagers() async {
        let configuration = TableViewConfiguration()
        XCTAssertEqual(configuration.sectionHeaderStyle, .title)
        XCTAssertEqual(configuration.sectionFooterStyle, .title)
        XCTAssertTrue(configuration.displayHeaderOnEmptySection)
        XCTAssertTrue(configuration.displayFooterOnEmptySection)
        XCTAssertTrue(configuration.semanticHeaderHeight)
        XCTAssertTrue(configuration.semanticFooterHeight)
        XCTAssertEqual(configuration.minimalHeaderHeightForTableView(VirtualTableView(style: .plain)), 0)
        XCTAssertEqual(
            configuration.minimalFooterHeightForTableView(VirtualTableView(style: .insetGrouped)), .leastNormalMagnitude
        )
    }
}
