import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Leading and trailing swipe actions, the default Delete action, and editing around a swipe (reference §4.5).
final class TableViewSwipeActionsTests: XCTestCase {
    private let swipeSelectors: Set<TableViewSelector> = [
        .canEditRow, .commitEditingStyle, .editingStyleForRow, .titleForDeleteConfirmationButton,
        .leadingSwipeActionsConfiguration, .trailingSwipeActionsConfiguration, .willBeginEditingRow, .didEndEditingRow,
    ]

    private func fixture(implemented: Set<TableViewSelector>? = nil) -> TableViewFixture {
        let fixture = TableViewFixture(counts: [3], implemented: implemented ?? swipeSelectors)
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    private func editActionsFixture() -> TableViewFixture {
        fixture(implemented: swipeSelectors.union([.editActionsForRow]))
    }

    private func action(_ title: String, style: ContextualAction.Style = .normal, log: @escaping (String) -> Void)
        -> ContextualAction
    {
        ContextualAction(style: style, title: title) { _, _, completion in
            log(title)
            completion(true)
        }
    }

    func testTrailingSwipe_withoutConfiguration_revealsUIKitsDeleteAction_thatCommitsADeletion() {
        let fixture = fixture()

        let configuration = fixture.tableView.swipeRow(at: ip(0, 1), edge: .trailing)

        XCTAssertEqual(configuration?.actions.map(\.title), ["Delete"])
        XCTAssertEqual(configuration?.actions.map(\.style), [.destructive])
        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canEditRow(ip(0, 1)), .trailingSwipeActionsConfiguration(ip(0, 1)), .editingStyleForRow(ip(0, 1)),
                .titleForDeleteConfirmationButton(ip(0, 1)), .willBeginEditingRow(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.tableView.revealedSwipeActions?.indexPath, ip(0, 1))
        XCTAssertFalse(fixture.tableView.isEditing)
        fixture.clearLogs()

        XCTAssertTrue(fixture.tableView.performSwipeAction(at: 0))

        XCTAssertEqual(
            fixture.tableView.recordedEvents, [.commitEditingStyle(.delete, ip(0, 1)), .didEndEditingRow(ip(0, 1))])
        XCTAssertNil(fixture.tableView.revealedSwipeActions)
    }

    func testDefaultDeleteAction_takesTheDelegatesTitle() {
        let fixture = fixture()
        fixture.double.deleteTitle = { _ in "Remove" }
        XCTAssertEqual(fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)?.actions.map(\.title), ["Remove"])
    }

    func testNoDefaultAction_withoutCommit_orForAnInsertStyle() {
        let fixture = fixture(implemented: swipeSelectors.subtracting([.commitEditingStyle]))
        XCTAssertNil(fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing))

        let inserting = self.fixture()
        inserting.double.editingStyle = { _ in .insert }
        XCTAssertNil(inserting.tableView.swipeRow(at: ip(0, 0), edge: .trailing))
        XCTAssertEqual(
            inserting.tableView.recordedEvents,
            [.canEditRow(ip(0, 0)), .trailingSwipeActionsConfiguration(ip(0, 0)), .editingStyleForRow(ip(0, 0))])
        XCTAssertNil(inserting.tableView.revealedSwipeActions)
    }

    func testTheDelegatesConfigurations_revealFromEachEdge_andAnUneditableRowDoesNotSwipe() {
        let fixture = fixture()
        var performed: [String] = []
        let archive = action("Archive") { performed.append($0) }
        let flag = action("Flag") { performed.append($0) }
        fixture.double.leadingSwipeActions = { _ in SwipeActionsConfiguration(actions: [archive]) }
        fixture.double.trailingSwipeActions = { _ in SwipeActionsConfiguration(actions: [flag]) }
        fixture.double.canEdit = { $0.row != 2 }

        XCTAssertTrue(fixture.tableView.swipeRow(at: ip(0, 0), edge: .leading)?.actions.first === archive)
        XCTAssertTrue(fixture.tableView.swipeRow(at: ip(0, 1), edge: .trailing)?.actions.first === flag)
        XCTAssertNil(fixture.tableView.swipeRow(at: ip(0, 2), edge: .trailing))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canEditRow(ip(0, 0)), .leadingSwipeActionsConfiguration(ip(0, 0)), .willBeginEditingRow(ip(0, 0)),
                // A second swipe hides the first one's actions.
                .didEndEditingRow(ip(0, 0)), .canEditRow(ip(0, 1)), .trailingSwipeActionsConfiguration(ip(0, 1)),
                .willBeginEditingRow(ip(0, 1)),
                .didEndEditingRow(ip(0, 1)), .canEditRow(ip(0, 2)),
            ]
        )
        XCTAssertEqual(performed, [])
    }

    func testFullSwipe_performsTheFirstAction_unlessTheConfigurationSaysNot() {
        let fixture = fixture()
        var performed: [String] = []
        let configuration = SwipeActionsConfiguration(actions: [
            action("Flag") { performed.append($0) }, action("More") { performed.append($0) },
        ])
        fixture.double.trailingSwipeActions = { _ in configuration }

        XCTAssertTrue(fixture.tableView.fullSwipeRow(at: ip(0, 0), edge: .trailing))
        XCTAssertEqual(performed, ["Flag"])
        XCTAssertNil(fixture.tableView.revealedSwipeActions)

        configuration.performsFirstActionWithFullSwipe = false
        XCTAssertFalse(fixture.tableView.fullSwipeRow(at: ip(0, 0), edge: .trailing))
        XCTAssertEqual(performed, ["Flag"])
        XCTAssertEqual(fixture.tableView.revealedSwipeActions?.indexPath, ip(0, 0))
    }

    func testFullTrailingSwipe_withTheDefaultAction_deletesTheRow() {
        let fixture = fixture(implemented: [.commitEditingStyle])
        XCTAssertTrue(fixture.tableView.fullSwipeRow(at: ip(0, 2), edge: .trailing))
        XCTAssertEqual(fixture.double.log, [.commitEditingStyle(.delete, ip(0, 2))])
    }

    func testACompletionCalledWithFalse_keepsTheActions_andOnlyTheFirstCallCounts() {
        let fixture = fixture()
        var completions: [(Bool) -> Void] = []
        let keep = ContextualAction(style: .normal, title: "Keep") { _, _, completion in completions.append(completion)
        }
        fixture.double.trailingSwipeActions = { _ in SwipeActionsConfiguration(actions: [keep]) }
        fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)
        fixture.tableView.performSwipeAction(at: 0)
        fixture.clearLogs()

        completions[0](false)
        completions[0](true)

        XCTAssertEqual(fixture.tableView.revealedSwipeActions?.indexPath, ip(0, 0))
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
        XCTAssertFalse(fixture.tableView.performSwipeAction(at: 1))
    }

    func testRevealedActions_endWhenTheTableEdits_orReloads_orTheCellScrollsAway() {
        let fixture = TableViewFixture(
            counts: [20], implemented: swipeSelectors, frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        fixture.tableView.rowHeight = 44
        fixture.tableView.isPrefetchingEnabled = false
        fixture.tableView.layoutIfNeeded()

        fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)
        fixture.clearLogs()
        fixture.tableView.setEditing(true, animated: false)
        XCTAssertEqual(fixture.tableView.recordedEvents.first, .didEndEditingRow(ip(0, 0)))
        XCTAssertNil(fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing), "no swipe while the table edits")
        fixture.tableView.setEditing(false, animated: false)

        fixture.tableView.swipeRow(at: ip(0, 1), edge: .trailing)
        fixture.clearLogs()
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 100))
        XCTAssertEqual(Array(fixture.tableView.recordedEvents.prefix(1)), [.didEndEditingRow(ip(0, 1))])
        XCTAssertNil(fixture.tableView.revealedSwipeActions)

        fixture.tableView.swipeRow(at: ip(0, 3), edge: .trailing)
        fixture.clearLogs()
        fixture.tableView.reloadData()
        XCTAssertEqual(fixture.tableView.recordedEvents, [.reloadData, .didEndEditingRow(ip(0, 3))])
    }

    func testEditActions_withoutAConfiguration_areRevealedInTheirOrder_andATapRunsTheHandlerWithTheRow() {
        let fixture = editActionsFixture()
        var performed: [String] = []
        let share = TableViewRowAction(style: .normal, title: "Share") { action, indexPath in
            performed.append("\(action.title ?? "-") \(indexPath)")
        }
        let remove = TableViewRowAction(style: .destructive, title: "Remove") { action, indexPath in
            performed.append("\(action.title ?? "-") \(indexPath)")
        }
        fixture.double.editActions = { $0.row == 1 ? [remove, share] : nil }

        let configuration = fixture.tableView.swipeRow(at: ip(0, 1), edge: .trailing)

        XCTAssertEqual(configuration?.actions.map(\.title), ["Remove", "Share"])
        XCTAssertEqual(configuration?.actions.map(\.style), [.destructive, .normal])
        XCTAssertEqual(configuration?.performsFirstActionWithFullSwipe, true)
        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canEditRow(ip(0, 1)), .trailingSwipeActionsConfiguration(ip(0, 1)), .editActionsForRow(ip(0, 1)),
                .willBeginEditingRow(ip(0, 1)),
            ]
        )
        fixture.clearLogs()

        XCTAssertTrue(fixture.tableView.performSwipeAction(at: 1))

        XCTAssertEqual(performed, ["Share [0, 1]"])
        XCTAssertEqual(fixture.tableView.recordedEvents, [.didEndEditingRow(ip(0, 1))])
        XCTAssertNil(fixture.tableView.revealedSwipeActions)
    }

    func testEditActions_nilOrEmpty_leaveUIKitsDeleteAction() {
        let fixture = editActionsFixture()
        fixture.double.editActions = { $0.row == 0 ? nil : [] }

        XCTAssertEqual(fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)?.actions.map(\.title), ["Delete"])
        XCTAssertEqual(fixture.tableView.swipeRow(at: ip(0, 1), edge: .trailing)?.actions.map(\.title), ["Delete"])
        XCTAssertEqual(
            Array(fixture.tableView.recordedEvents.prefix(4)),
            [
                .canEditRow(ip(0, 0)), .trailingSwipeActionsConfiguration(ip(0, 0)), .editActionsForRow(ip(0, 0)),
                .editingStyleForRow(ip(0, 0)),
            ]
        )
    }

    func testATrailingConfiguration_winsOverEditActions_andLeadingSwipesNeverAskForThem() {
        let fixture = editActionsFixture()
        let flag = action("Flag") { _ in }
        fixture.double.trailingSwipeActions = { _ in SwipeActionsConfiguration(actions: [flag]) }
        fixture.double.editActions = { _ in [TableViewRowAction(style: .normal, title: "Share") { _, _ in }] }

        XCTAssertTrue(fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)?.actions.first === flag)
        XCTAssertNil(fixture.tableView.swipeRow(at: ip(0, 1), edge: .leading))

        XCTAssertFalse(fixture.tableView.recordedEvents.contains(.editActionsForRow(ip(0, 0))))
        XCTAssertFalse(fixture.tableView.recordedEvents.contains(.editActionsForRow(ip(0, 1))))
    }

    func testEditActions_areNotAsked_unlessTheDelegateRespondsToThem() {
        let fixture = fixture()
        fixture.double.editActions = { _ in [TableViewRowAction(style: .normal, title: "Share") { _, _ in }] }

        XCTAssertEqual(fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)?.actions.map(\.title), ["Delete"])
        XCTAssertEqual(fixture.double.log.filter { $0 == .editActionsForRow(ip(0, 0)) }, [])
    }

    func testFullSwipe_performsTheFirstRowAction() {
        let fixture = editActionsFixture()
        var performed: [IndexPath] = []
        fixture.double.editActions = { _ in
            [TableViewRowAction(style: .default, title: "Remove") { _, indexPath in performed.append(indexPath) }]
        }
        XCTAssertTrue(fixture.tableView.fullSwipeRow(at: ip(0, 2), edge: .trailing))
        XCTAssertEqual(performed, [ip(0, 2)])
        XCTAssertEqual(TableViewRowAction.Style.destructive, .default)
    }

    func testSwipingARowThatDoesNotExist_isReported() {
        let fixture = fixture()
        XCTAssertNil(fixture.tableView.swipeRow(at: ip(0, 9), edge: .leading))
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            ["request for rect at invalid index path ({length = 2, path = 0 - 9})"])
    }

    func testTheScreenPicture_listsTheRevealedActions() {
        let fixture = fixture()
        fixture.double.trailingSwipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, _, _ in },
                ContextualAction(style: .normal, title: nil) { _, _, _ in },
            ])
        }
        fixture.tableView.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        fixture.tableView.swipeRow(at: ip(0, 0), edge: .trailing)

        XCTAssertEqual(
            fixture.tableView.screenPicture(),
            """
            offset 0,0  size 80x30  content 80x132  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------+
            |┌──────────────────┐|
            |│Cell              │|
            |│                  │|
            +--------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 80x44  Cell
            swipe actions  [0, 0]  trailing  Delete (destructive), (untitled)
            """
        )
    }
}
