import TableManager
import XCTest

/// The manager-level `editActions(for:_:)` event: its arguments, the delegate's claim to the method, and the row actions
/// a trailing swipe reveals through it.
final class EditActionsEventTests: XCTestCase {
    @MainActor
    func testEditActions_runWithTheRowsLiveCellModelAndIndexPath() async {
        let screen = loadedScreen()
        let share = TableViewRowAction(style: .normal, title: "Share") { _, _ in }
        var calls: [String] = []
        screen.manager.editActions(for: IntCell.self) { cell, model, indexPath in
            calls.append("\(cell === screen.cell(1)) \(model) \(indexPath)")
            return [share]
        }

        let actions = screen.delegate.tableView(screen.tableView, editActionsForRowAt: ip(1, 0))

        XCTAssertEqual(calls, ["true 2 [0, 1]"])
        XCTAssertEqual(actions?.count, 1)
        XCTAssertTrue(actions?.first === share)
    }

    @MainActor
    func testTheDelegate_claimsEditActions_onlyOnceTheEventIsRegistered() async {
        let screen = loadedScreen()
        XCTAssertFalse(screen.delegate.responds(to: .editActionsForRow))
        XCTAssertNil(screen.tableView.swipeRow(at: ip(0, 0), edge: .trailing), "no commit, no row actions: no swipe")

        screen.manager.editActions(for: IntCell.self) { _, _, _ in nil }

        XCTAssertTrue(screen.delegate.responds(to: .editActionsForRow))
    }

    @MainActor
    func testASwipe_revealsTheEventsRowActions_andATapRunsTheHandlerWithTheRow() async {
        let screen = loadedScreen()
        var performed: [String] = []
        screen.manager.editActions(for: IntCell.self) { _, model, _ in
            [
                TableViewRowAction(style: .destructive, title: "Remove \(model)") { action, indexPath in
                    performed.append("\(action.title ?? "-") at \(indexPath)")
                },
                TableViewRowAction(style: .normal, title: "Share") { _, _ in performed.append("Share") },
            ]
        }

        let configuration = screen.tableView.swipeRow(at: ip(1, 0), edge: .trailing)
        XCTAssertEqual(configuration?.actions.map(\.title), ["Remove 2", "Share"])
        XCTAssertTrue(screen.tableView.performSwipeAction(at: 0))

        XCTAssertEqual(performed, ["Remove 2 at [0, 1]"])
        XCTAssertNil(screen.tableView.revealedSwipeActions)
    }

    @MainActor
    func testATrailingConfigurationEvent_winsOverTheEditActionsEvent() async {
        let screen = loadedScreen()
        var asked: [IndexPath] = []
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        screen.manager.trailingSwipeActionsConfiguration(for: IntCell.self) { _, _, _ in
            SwipeActionsConfiguration(actions: [flag])
        }
        screen.manager.editActions(for: IntCell.self) { _, _, indexPath in
            asked.append(indexPath)
            return [TableViewRowAction(style: .normal, title: "Share") { _, _ in }]
        }

        XCTAssertTrue(screen.tableView.swipeRow(at: ip(0, 0), edge: .trailing)?.actions.first === flag)
        XCTAssertEqual(asked, [])
    }
}
