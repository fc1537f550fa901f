import Foundation
import TableManager
import XCTest

@testable import SettingsExample

/// The settings screen under XCTest, driven through the table view as a user drives it. On Linux a synchronous
/// `@MainActor` test method stops test discovery, so each test is `@MainActor` and `async`.
final class SettingsViewControllerXCTests: XCTestCase {
    /// The manager's anomalies, which each test expects to be none.
    private var anomalies: [TableViewManagerAnomaly] = []

    @MainActor
    private func makeScreen() -> SettingsViewController {
        let screen = SettingsViewController()
        screen.viewDidLoad()
        screen.manager.anomalyHandler.anomalyAction = { [weak self] in self?.anomalies.append($0) }
        screen.tableView.layoutIfNeeded()
        return screen
    }

    override func tearDown() {
        XCTAssertEqual(anomalies, [])
        super.tearDown()
    }

    @MainActor
    func testSections_areTitledByTheirHeaderModels() async {
        let screen = makeScreen()
        let dataSource = screen.manager.tableDataSource
        XCTAssertEqual(
            (0..<3).map { dataSource?.tableView(screen.tableView, titleForHeaderInSection: $0) },
            ["Network", "Favourites", "Account"])
        XCTAssertEqual(screen.manager.configuration.sectionHeaderStyle, .title)
        XCTAssertEqual(screen.tableView.numberOfSections, 3)
    }

    @MainActor
    func testTappingADisclosureRow_recordsTheNavigation_andDeselectsIt() async {
        let screen = makeScreen()
        let view = screen.tableView!
        XCTAssertEqual(view.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType, .disclosureIndicator)
        view.tapRow(at: IndexPath(row: 1, section: 1))
        view.tapRow(at: IndexPath(row: 0, section: 2))
        XCTAssertEqual(screen.navigation, ["Photos", "Profile"])
        XCTAssertNil(view.indexPathForSelectedRow)
        XCTAssertEqual(screen.signOutCount, 0)
    }

    @MainActor
    func testSignOut_isShownInItsOwnCell_throughTheMappingCondition() async {
        let screen = makeScreen()
        let view = screen.tableView!
        XCTAssertTrue(view.cellForRow(at: IndexPath(row: 1, section: 2)) is DestructiveActionCell)
        XCTAssertEqual(
            (view.cellForRow(at: IndexPath(row: 1, section: 2)) as? DestructiveActionCell)?.title, "Sign out")
        XCTAssertEqual(
            view.cellForRow(at: IndexPath(row: 1, section: 2))?.accessoryType, TableViewCellAccessoryType.none)
        XCTAssertTrue(view.cellForRow(at: IndexPath(row: 0, section: 2)) is DisclosureCell)
        view.tapRow(at: IndexPath(row: 1, section: 2))
        XCTAssertEqual(screen.signOutCount, 1)
        XCTAssertEqual(screen.navigation, [])
    }

    @MainActor
    func testFlippingASwitch_storesTheNewStateInTheStorage_andTheRowShowsIt() async {
        let screen = makeScreen()
        let view = screen.tableView!
        view.resetRecording()
        (view.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)?.flipSwitch()
        XCTAssertEqual(
            screen.manager.memoryStorage.item(at: IndexPath(row: 0, section: 0)) as? ToggleSetting,
            ToggleSetting(title: "Airplane Mode", isOn: true))
        XCTAssertEqual(view.performedUpdates.map(\.reloadedRows), [[.init(IndexPath(row: 0, section: 0), .automatic)]])
        XCTAssertEqual((view.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)?.isOn, true)
        // The reloaded cell's switch writes the state it shows: flipping it again turns the setting off.
        (view.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)?.flipSwitch()
        XCTAssertEqual(
            screen.manager.memoryStorage.item(at: IndexPath(row: 0, section: 0)) as? ToggleSetting,
            ToggleSetting(title: "Airplane Mode", isOn: false))
        XCTAssertEqual(view.reportedInconsistencies, [])
    }

    @MainActor
    func testSwipingAFavourite_deletesTheRowAndTheModel() async {
        let screen = makeScreen()
        let view = screen.tableView!
        view.resetRecording()
        let actions = view.swipeRow(at: IndexPath(row: 0, section: 1), edge: .trailing)
        XCTAssertEqual(actions?.actions.map(\.title), ["Delete"])
        XCTAssertTrue(view.performSwipeAction(at: 0))
        XCTAssertEqual(
            view.performedUpdates,
            [
                .init(
                    deletedRows: [.init(IndexPath(row: 0, section: 1), .automatic)], countsBefore: [3, 3, 2],
                    countsAfter: [3, 2, 2])
            ])
        XCTAssertEqual(
            screen.manager.memoryStorage.items(inSection: 1) as? [LinkSetting],
            [LinkSetting(title: "Photos"), LinkSetting(title: "Music")])
        XCTAssertEqual((view.cellForRow(at: IndexPath(row: 0, section: 1)) as? DisclosureCell)?.title, "Photos")
        XCTAssertEqual(view.reportedInconsistencies, [])
    }

    @MainActor
    func testOnlyFavourites_canBeSwipedAway() async {
        let view = makeScreen().tableView!
        XCTAssertNil(view.swipeRow(at: IndexPath(row: 0, section: 2), edge: .trailing))
        XCTAssertNil(view.swipeRow(at: IndexPath(row: 1, section: 0), edge: .trailing))
        XCTAssertEqual(view.numberOfRows(inSection: 2), 2)
    }

    @MainActor
    func testReorderingAFavourite_movesItsModel_withoutABatch() async {
        let screen = makeScreen()
        let view = screen.tableView!
        screen.setEditing(true)
        XCTAssertEqual(view.cellForRow(at: IndexPath(row: 0, section: 1))?.showsReorderControl, true)
        XCTAssertEqual(view.cellForRow(at: IndexPath(row: 0, section: 2))?.showsReorderControl, false)
        view.resetRecording()
        XCTAssertEqual(
            view.reorderRow(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 1)),
            IndexPath(row: 2, section: 1))
        XCTAssertEqual(
            screen.manager.memoryStorage.items(inSection: 1) as? [LinkSetting],
            [LinkSetting(title: "Photos"), LinkSetting(title: "Music"), LinkSetting(title: "Notes")])
        XCTAssertEqual(view.performedUpdates, [])
        XCTAssertEqual((view.cellForRow(at: IndexPath(row: 2, section: 1)) as? DisclosureCell)?.title, "Notes")
        XCTAssertEqual(view.reportedInconsistencies, [])
    }

    @MainActor
    func testEditingMode_showsDeleteControlsAndGripsOnFavouritesOnly() async {
        let screen = makeScreen()
        screen.setEditing(true)
        // The picture's legend: `⊖` before a row with a delete control, `≡` for a reorder grip, `›` for a disclosure
        // indicator, hidden while its row edits; account rows do not edit.
        let legend = screen.tableView.screenPicture().split(separator: "\n").suffix(11)
        XCTAssertEqual(
            Array(legend),
            [
                "header  [0, 0]  0,0 320x28     Network",
                "cell    [0, 0]  20,28 280x44   Airplane Mode · Off",
                "cell    [0, 1]  20,72 280x44   Wi-Fi · On",
                "cell    [0, 2]  20,116 280x44  Bluetooth · On",
                "header  [1, 0]  0,160 320x28   Favourites",
                "cell    [1, 0]  20,188 280x44  ⊖ Notes  ≡",
                "cell    [1, 1]  20,232 280x44  ⊖ Photos  ≡",
                "cell    [1, 2]  20,276 280x44  ⊖ Music  ≡",
                "header  [2, 0]  0,320 320x28   Account",
                "cell    [2, 0]  20,348 280x44  Profile  ›",
                "cell    [2, 1]  20,392 280x44  Sign out",
            ])
        screen.setEditing(false)
        XCTAssertTrue(screen.tableView.screenPicture().contains("cell    [1, 0]  20,188 280x44  Notes  ›"))
    }
}
