import Foundation
import TableManager
import Testing

@testable import SettingsExample

/// The settings screen under Swift Testing: a `@MainActor` suite, a fresh screen for every test.
@MainActor
struct SettingsViewControllerTests {
    let screen = SettingsViewController()
    /// The manager's anomalies.
    private let anomalies = AnomalyLog()

    init() {
        screen.viewDidLoad()
        screen.manager.anomalyHandler.anomalyAction = { [anomalies] in anomalies.entries.append($0) }
        screen.tableView.layoutIfNeeded()
    }

    @Test func sectionsAreTitledByTheirHeaderModels() {
        let titles = (0..<3).map {
            screen.manager.tableDataSource?.tableView(screen.tableView, titleForHeaderInSection: $0)
        }
        #expect(titles == ["Network", "Favourites", "Account"])
        #expect(anomalies.entries.isEmpty)
    }

    @Test func tappingADisclosureRowRecordsTheNavigation() {
        screen.tableView.tapRow(at: IndexPath(row: 2, section: 1))
        #expect(screen.navigation == ["Music"])
        #expect(screen.tableView.indexPathForSelectedRow == nil)
        #expect(anomalies.entries.isEmpty)
    }

    @Test func signOutIsShownInItsOwnCell() {
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 2)) is DestructiveActionCell)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 2)) is DisclosureCell)
        screen.tableView.tapRow(at: IndexPath(row: 1, section: 2))
        #expect(screen.signOutCount == 1)
        #expect(screen.navigation.isEmpty)
    }

    @Test func flippingASwitchStoresTheNewState() {
        (screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleCell)?.flipSwitch()
        #expect(
            screen.manager.memoryStorage.item(at: IndexPath(row: 1, section: 0)) as? ToggleSetting
                == ToggleSetting(title: "Wi-Fi", isOn: false))
        #expect((screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleCell)?.isOn == false)
        #expect(screen.tableView.reportedInconsistencies.isEmpty)
    }

    @Test func aFullSwipeDeletesAFavourite() {
        let view = screen.tableView!
        view.resetRecording()
        #expect(view.fullSwipeRow(at: IndexPath(row: 1, section: 1), edge: .trailing))
        #expect(view.performedUpdates.map(\.deletedRows) == [[.init(IndexPath(row: 1, section: 1), .automatic)]])
        #expect(view.numberOfRows(inSection: 1) == 2)
        #expect(
            screen.manager.memoryStorage.items(inSection: 1) as? [LinkSetting]
                == [LinkSetting(title: "Notes"), LinkSetting(title: "Music")])
        #expect(view.reportedInconsistencies.isEmpty)
        #expect(anomalies.entries.isEmpty)
    }

    @Test func reorderingAFavouriteMovesItsModel() {
        screen.setEditing(true)
        screen.tableView.reorderRow(from: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 1))
        #expect(
            screen.manager.memoryStorage.items(inSection: 1) as? [LinkSetting]
                == [LinkSetting(title: "Music"), LinkSetting(title: "Notes"), LinkSetting(title: "Photos")])
        #expect((screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? DisclosureCell)?.title == "Music")
        #expect(screen.tableView.reportedInconsistencies.isEmpty)
    }

    @Test func accountRowsCannotBeReordered() {
        screen.setEditing(true)
        #expect(
            screen.tableView.reorderRow(from: IndexPath(row: 0, section: 2), to: IndexPath(row: 1, section: 2)) == nil)
        #expect(screen.manager.memoryStorage.items(inSection: 2) as? [LinkSetting] == SettingsViewController.account)
    }
}

/// The anomalies a screen's manager reported, in order.
@MainActor
final class AnomalyLog {
    var entries: [TableViewManagerAnomaly] = []
}
