import Foundation
import TableManager
import Testing
import XCTest

// The Tables guide's screen and tests, as written there; its test types are nested so that they do not clash with the
// suite's own.

private struct Song: Equatable {
    let title: String
    let artist: String
}

private final class SongCell: TableViewCell, ModelTransfer {
    private(set) var title = ""

    func update(with model: Song) {
        title = model.title
        var content = defaultContentConfiguration()
        content.text = model.title
        content.secondaryText = model.artist
        contentConfiguration = content
        accessoryType = .disclosureIndicator
    }
}

@MainActor
private final class PlaylistScreen: TableViewManageable {
    let tableView = VirtualTableView(style: .insetGrouped)
    private(set) var playedSongs: [Song] = []

    /// What `viewDidLoad` does in an app.
    func viewDidLoad() {
        manager.register(SongCell.self) { mapping in
            mapping.didSelect { [weak self] _, song, indexPath in
                self?.tableView.deselectRow(at: indexPath, animated: true)
                self?.playedSongs.append(song)
            }
        }
        manager.heightForCell(withItem: Song.self) { _, _ in 56 }
        enableEditing()
    }

    /// Shows the songs under a title, replacing what was there.
    func show(_ songs: [Song]) {
        manager.memoryStorage.setSectionHeaderModels(["Up next"])
        manager.memoryStorage.setItems(songs)
    }
}

extension PlaylistScreen {
    /// Deletes a song with a swipe, and reorders songs in editing mode.
    func enableEditing() {
        manager.canEditCell(withItem: Song.self) { _, _ in true }
        manager.editingStyle(forItem: Song.self) { _, _ in .delete }
        manager.commitEditingStyle(for: SongCell.self) { [weak self] style, _, _, indexPath in
            guard style == .delete else { return }
            self?.manager.memoryStorage.removeItems(at: [indexPath])
        }
        manager.canMove(SongCell.self) { _, _, _ in true }
        manager.move(SongCell.self) { [weak self] destination, _, _, source in
            self?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
    }
}

private let intro = Song(title: "Intro", artist: "The xx")
private let halcyon = Song(title: "Halcyon", artist: "Orbital")
private let teardrop = Song(title: "Teardrop", artist: "Massive Attack")

/// The guide's XCTest case, as written there.
final class TablesGuideExampleXCTests: XCTestCase {
    @MainActor
    private func makeScreen() -> PlaylistScreen {
        let screen = PlaylistScreen()
        screen.viewDidLoad()
        screen.manager.anomalyHandler.anomalyAction = { anomaly in XCTFail("\(anomaly)") }
        screen.show([intro, halcyon, teardrop])
        return screen
    }

    @MainActor
    func testTappingASong_playsIt() async {
        let screen = makeScreen()
        screen.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(screen.playedSongs, [halcyon])
        XCTAssertNil(screen.tableView.indexPathForSelectedRow)
    }

    @MainActor
    func testTheSectionIsTitled_andRowsAre56PointsHigh() async {
        let screen = makeScreen()
        let title = screen.manager.tableDataSource?.tableView(screen.tableView, titleForHeaderInSection: 0)
        XCTAssertEqual(title, "Up next")
        screen.tableView.layoutIfNeeded()  // displays the rows, which asks their exact heights
        XCTAssertEqual(screen.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height, 56)
    }

    @MainActor
    func testSwipingASong_deletesItsRowAndItsModel() async {
        let screen = makeScreen()
        screen.tableView.fullSwipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
        XCTAssertEqual(screen.manager.memoryStorage.items(inSection: 0) as? [Song], [halcyon, teardrop])
        XCTAssertEqual(
            screen.tableView.performedUpdates.last?.deletedRows, [.init(IndexPath(row: 0, section: 0), .automatic)])
        XCTAssertEqual(screen.tableView.reportedInconsistencies, [])
    }

    @MainActor
    func testReorderingASong_movesItsModel() async {
        let screen = makeScreen()
        screen.tableView.setEditing(true, animated: false)
        screen.tableView.reorderRow(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        XCTAssertEqual(screen.manager.memoryStorage.items(inSection: 0) as? [Song], [teardrop, intro, halcyon])
        let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SongCell
        XCTAssertEqual(cell?.title, "Teardrop")
    }

    @MainActor
    func testTheScreenPicture_listsTheTitleAndTheSongs() async {
        let screen = makeScreen()
        XCTAssertEqual(
            Array(screen.tableView.screenPicture().split(separator: "\n").suffix(4)),
            [
                "header  [0, 0]  0,0 320x28     Up next",
                "cell    [0, 0]  20,28 280x56   Intro · The xx  ›",
                "cell    [0, 1]  20,84 280x56   Halcyon · Orbital  ›",
                "cell    [0, 2]  20,140 280x56  Teardrop · Massive Attack  ›",
            ])
    }
}

/// The guide's Swift Testing suite, as written there.
@MainActor
private struct TablesGuidePlaylistSuite {
    let screen = PlaylistScreen()

    init() {
        screen.viewDidLoad()
        screen.manager.anomalyHandler.anomalyAction = { anomaly in Issue.record("\(anomaly)") }
        screen.show([
            Song(title: "Intro", artist: "The xx"), Song(title: "Halcyon", artist: "Orbital"),
            Song(title: "Teardrop", artist: "Massive Attack"),
        ])
    }

    @Test func tappingASongPlaysIt() {
        screen.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(screen.playedSongs == [Song(title: "Intro", artist: "The xx")])
    }

    @Test func swipingASongDeletesIt() {
        screen.tableView.fullSwipeRow(at: IndexPath(row: 1, section: 0), edge: .trailing)
        #expect(screen.manager.memoryStorage.items(inSection: 0)?.count == 2)
    }
}
