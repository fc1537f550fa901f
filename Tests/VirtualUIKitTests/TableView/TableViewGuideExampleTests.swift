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

    /// A list of messages, one section, as the guide's batch example updates it.
    private final class Messages: TableViewDataSource {
        var messages = ["Hello", "Lunch?", "See you"]

        func responds(to selector: TableViewSelector) -> Bool { false }

        func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

        func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = messages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    func testTheGuidesBatchUpdate() {
        let list = Messages()
        let tableView = VirtualTableView()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.dataSource = list
        tableView.layoutIfNeeded()
        let newMessage = "On my way"
        var finishedFlags: [Bool] = []

        tableView.performBatchUpdates {
            list.messages.remove(at: 0)
            list.messages.append(newMessage)
            tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            tableView.insertRows(at: [IndexPath(row: list.messages.count - 1, section: 0)], with: .automatic)
        } completion: { finished in
            finishedFlags.append(finished)
        }

        XCTAssertEqual(finishedFlags, [true])
        XCTAssertEqual(
            tableView.performedUpdates.last?.insertedRows, [.init(IndexPath(row: 2, section: 0), .automatic)])
        XCTAssertEqual(tableView.screenPictureLabels().map(\.label), ["Lunch?", "See you", "On my way"])
        XCTAssertEqual(tableView.reportedInconsistencies, [])
    }
}
