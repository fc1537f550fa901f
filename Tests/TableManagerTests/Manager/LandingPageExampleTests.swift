import TableManager
import XCTest

private struct Setting: Equatable {
    let title: String
}

private final class SettingCell: TableViewCell, ModelTransfer {
    private(set) var title = ""
    func update(with model: Setting) { title = model.title }
}

private final class SettingsScreen: TableViewManageable {
    let tableView = VirtualTableView()
    var opened: [Setting] = []

    func viewDidLoad() {
        manager.register(SettingCell.self)
        manager.didSelect(SettingCell.self) { [weak self] _, setting, _ in self?.opened.append(setting) }
        manager.heightForCell(withItem: Setting.self) { _, _ in 44 }
    }
}

/// The example of the module's landing page, as written there.
final class LandingPageExampleTests: XCTestCase {
    func testLandingPageExample_opensTheTappedSetting() {
        let screen = SettingsScreen()
        screen.viewDidLoad()
        screen.manager.memoryStorage.setItems([Setting(title: "Wi-Fi"), Setting(title: "Bluetooth")])
        screen.manager.memoryStorage.setSectionHeaderModels(["Connections"])
        screen.tableView.layoutIfNeeded()
        screen.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(screen.opened.map(\.title), ["Bluetooth"])
        XCTAssertEqual(screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        XCTAssertEqual(
            screen.manager.tableDataSource?.tableView(screen.tableView, titleForHeaderInSection: 0), "Connections")
    }
}
