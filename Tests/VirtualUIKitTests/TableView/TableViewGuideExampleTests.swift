import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The Table views guide's example, as written there.
final class TableViewGuideExampleTests: XCTestCase {
    private final class Settings: TableViewDataSource, TableViewDelegate {
        let sections = [("Network", ["Wi-Fi", "Bluetooth"]), ("General", ["About"])]
        var selected: [IndexPath] = []

        func responds(to selector: TableViewSelector) -> Bool {
            [.numberOfSections, .titleForHeaderInSection, .didSelectRow].contains(selector)
        }

        func numberOfSections(in tableView: any TableView) -> Int { sections.count }

        func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].1.count
        }

        func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = sections[indexPath.section].1[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        func tableView(_ tableView: any TableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].0
        }

        func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func testTheGuidesSettingsScreen() {
        let settings = Settings()
        let tableView = VirtualTableView(style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Setting")
        tableView.dataSource = settings
        tableView.delegate = settings

        XCTAssertEqual(tableView.tapRow(at: IndexPath(row: 1, section: 0)), .selected(IndexPath(row: 1, section: 0)))

        XCTAssertEqual(settings.selected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(
            tableView.screenPictureLabels().map(\.label),
            ["Network", "Wi-Fi", "Bluetooth", "General", "About"]
        )
        XCTAssertEqual(tableView.reportedInconsistencies, [])
    }
}
