import TableManager
import XCTest

/// The header and footer events: heights from models, display events with views, each with the section.
final class HeaderFooterEventTests: XCTestCase {
    @MainActor
    func testHeightEvents_manager_answerWithTheSection() async {
        var sections: [Int] = []
        let screen = headerFooterScreen { manager in
            manager.heightForHeader(withItem: String.self) { model, section in
                sections.append(section)
                return model == "H" ? 42 : 0
            }
            manager.estimatedHeightForHeader(withItem: String.self) { _, _ in 43 }
            manager.heightForFooter(withItem: String.self) { _, _ in 44 }
            manager.estimatedHeightForFooter(withItem: String.self) { _, _ in 45 }
        }
        sections = []
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, heightForHeaderInSection: 0), 42)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, estimatedHeightForHeaderInSection: 0), 43)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, heightForFooterInSection: 0), 44)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, estimatedHeightForFooterInSection: 0), 45)
        XCTAssertEqual(sections, [0])
    }

    @MainActor
    func testHeightEvents_mapping_answer() async {
        let screen = TableScreen()
        screen.manager.registerHeader(TitleView.self) { mapping in
            mapping.heightForHeader { _, _ in 50 }
            mapping.estimatedHeightForHeader { _, _ in 51 }
        }
        screen.manager.registerFooter(TitleView.self) { mapping in
            mapping.heightForFooter { _, _ in 52 }
            mapping.estimatedHeightForFooter { _, _ in 53 }
            mapping.heightForHeader { _, _ in 99 }  // on a footer mapping: never found
        }
        screen.manager.memoryStorage.setItems([1])
        screen.manager.memoryStorage.setSectionHeaderModels(["H"])
        screen.manager.memoryStorage.setSectionFooterModels(["F"])
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, heightForHeaderInSection: 0), 50)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, estimatedHeightForHeaderInSection: 0), 51)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, heightForFooterInSection: 0), 52)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, estimatedHeightForFooterInSection: 0), 53)
    }

    @MainActor
    func testHeaderHeight_hiddenEmptySection_isMinimalWithoutAskingTheEvent() async {
        var asked = false
        let screen = TableScreen(style: .grouped)
        screen.manager.configuration.displayHeaderOnEmptySection = false
        screen.manager.registerHeader(TitleView.self)
        screen.manager.heightForHeader(withItem: String.self) { _, _ in
            asked = true
            return 42
        }
        screen.manager.memoryStorage.setSectionHeaderModels(["H"])
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, heightForHeaderInSection: 0), .leastNormalMagnitude)
        XCTAssertFalse(asked)
    }

    @MainActor
    func testDisplayEvents_manager_runWithThePassedViewAndTheSection() async {
        var log: [String] = []
        let screen = headerFooterScreen { manager in
            manager.willDisplayHeaderView(TitleView.self) { view, model, section in
                log.append("will header \(model) \(section) \(view.model ?? "-")")
            }
            manager.willDisplayFooterView(TitleView.self) { _, model, section in
                log.append("will footer \(model) \(section)")
            }
            manager.didEndDisplayingHeaderView(TitleView.self) { _, model, _ in log.append("end header \(model)") }
            manager.didEndDisplayingFooterView(TitleView.self) { _, model, _ in log.append("end footer \(model)") }
        }
        XCTAssertEqual(log, ["will header H 0 H", "will footer F 0"], "the layout displays both")
        log = []
        let view = TitleView(reuseIdentifier: nil)
        screen.delegate.tableView(screen.tableView, didEndDisplayingHeaderView: view, forSection: 0)
        screen.delegate.tableView(screen.tableView, didEndDisplayingFooterView: view, forSection: 0)
        XCTAssertEqual(log, ["end header H", "end footer F"])
    }

    @MainActor
    func testDisplayEvents_mapping_run() async {
        var log: [String] = []
        let screen = TableScreen()
        screen.manager.registerHeader(TitleView.self) { mapping in
            mapping.willDisplayHeaderView { _, model, section in log.append("will \(model) \(section)") }
            mapping.didEndDisplayingHeaderView { _, model, _ in log.append("end \(model)") }
        }
        screen.manager.registerFooter(TitleView.self) { mapping in
            mapping.willDisplayFooterView { _, model, _ in log.append("will footer \(model)") }
            mapping.didEndDisplayingFooterView { _, model, _ in log.append("end footer \(model)") }
        }
        screen.manager.memoryStorage.setItems([1])
        screen.manager.memoryStorage.setSectionHeaderModels(["H"])
        screen.manager.memoryStorage.setSectionFooterModels(["F"])
        let view = TitleView(reuseIdentifier: nil)
        screen.delegate.tableView(screen.tableView, willDisplayHeaderView: view, forSection: 0)
        screen.delegate.tableView(screen.tableView, didEndDisplayingHeaderView: view, forSection: 0)
        screen.delegate.tableView(screen.tableView, willDisplayFooterView: view, forSection: 0)
        screen.delegate.tableView(screen.tableView, didEndDisplayingFooterView: view, forSection: 0)
        XCTAssertEqual(log, ["will H 0", "end H", "will footer F", "end footer F"])
    }

    @MainActor
    func testConfigureHeaderAndFooter_runAfterTheViewIsConfigured() async {
        var log: [String] = []
        let screen = headerFooterScreen { manager in
            let deprecated = manager as any DeprecatedConfigurationEvents
            deprecated.configureHeader(TitleView.self) { view, model, section in
                log.append("header \(model) \(section)")
            }
            deprecated.configureFooter(TitleView.self) { _, model, _ in log.append("footer \(model)") }
        }
        log = []
        _ = screen.delegate.tableView(screen.tableView, viewForHeaderInSection: 0)
        _ = screen.delegate.tableView(screen.tableView, viewForFooterInSection: 0)
        XCTAssertEqual(log, ["header H 0", "footer F"])
    }
}
