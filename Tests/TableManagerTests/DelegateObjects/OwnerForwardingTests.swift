import Foundation
import TableManager
import XCTest

/// A screen implementing reordering, index, editing, swipe, focus and context-menu methods, recording their calls.
@MainActor
private final class ForwardingScreen: TableViewManageable, TableViewDelegate, TableViewDataSource {
    let tableView = VirtualTableView()
    var implementedDelegateMethods: Set<TableViewSelector> = []
    private(set) var log: [String] = []

    func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: any TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: any TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        log.append("owner moveRow \(source) \(destination)")
    }
    func sectionIndexTitles(for tableView: any TableView) -> [String]? { ["A", "B"] }
    func tableView(_ tableView: any TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 3 }
    func tableView(_ tableView: any TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Owner delete" }
    func tableView(_ tableView: any TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        ])
    }
    func tableView(_ tableView: any TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        [TableViewRowAction(style: .normal, title: "Owner share") { _, _ in }]
    }
    func tableView(_ tableView: any TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("owner accessory \(indexPath)")
    }
    func tableView(_ tableView: any TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("owner didEndEditing \(indexPath.map { "\($0)" } ?? "nil")")
    }
    func tableView(_ tableView: any TableView, canFocusRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(
        _ tableView: any TableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: "owner")
    }
    func tableView(
        _ tableView: any TableView,
        willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    ) {
        log.append("owner willDisplayContextMenu \(configuration.identifier ?? "-")")
    }
}

/// The data source and delegate ask the owner when no event answers, and answer UIKit's default when the owner does
/// not implement the method either.
final class OwnerForwardingTests: XCTestCase {
    @MainActor
    private func screen(_ implemented: Set<TableViewSelector>) -> ForwardingScreen {
        let screen = ForwardingScreen()
        screen.implementedDelegateMethods = implemented
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([1, 2])
        screen.tableView.layoutIfNeeded()
        return screen
    }

    @MainActor
    func testCanMove_eventFirst_thenTheOwner_thenFalse() async {
        let silent = screen([])
        let dataSource = silent.manager.tableDataSource!
        XCTAssertFalse(dataSource.tableView(silent.tableView, canMoveRowAt: ip(0, 0)))

        let owning = screen([.canMoveRow])
        XCTAssertTrue(owning.manager.tableDataSource!.tableView(owning.tableView, canMoveRowAt: ip(0, 0)))
        owning.manager.canMove(IntCell.self) { _, model, _ in model == 2 }
        XCTAssertFalse(owning.manager.tableDataSource!.tableView(owning.tableView, canMoveRowAt: ip(0, 0)))
    }

    @MainActor
    func testMoveRow_runsTheEventThenTheOwner() async {
        let screen = screen([.moveRow])
        var log: [String] = []
        screen.manager.move(IntCell.self) { destination, _, model, source in
            log.append("event \(model) \(source) \(destination)")
        }
        screen.manager.tableDataSource!.tableView(screen.tableView, moveRowAt: ip(0, 0), to: ip(1, 0))
        XCTAssertEqual(log, ["event 1 [0, 0] [0, 1]"])
        XCTAssertEqual(screen.log, ["owner moveRow [0, 0] [0, 1]"])
    }

    @MainActor
    func testSectionIndexTitles_eventEvenNil_thenTheOwner() async {
        let screen = screen([.sectionIndexTitles])
        let dataSource = screen.manager.tableDataSource!
        XCTAssertEqual(dataSource.sectionIndexTitles(for: screen.tableView), ["A", "B"])
        screen.manager.sectionIndexTitles { nil }
        XCTAssertNil(dataSource.sectionIndexTitles(for: screen.tableView), "an event answering nil wins")
    }

    @MainActor
    func testIndentationAndDeleteTitle_comeFromTheOwner_whenNoEventAnswers() async {
        let screen = screen([.indentationLevelForRow, .titleForDeleteConfirmationButton])
        let delegate = screen.manager.tableDelegate!
        XCTAssertEqual(delegate.tableView(screen.tableView, indentationLevelForRowAt: ip(0, 0)), 3)
        XCTAssertEqual(
            delegate.tableView(screen.tableView, titleForDeleteConfirmationButtonForRowAt: ip(0, 0)), "Owner delete")
        screen.implementedDelegateMethods = []
        XCTAssertEqual(delegate.tableView(screen.tableView, indentationLevelForRowAt: ip(0, 0)), 0)
        XCTAssertNil(delegate.tableView(screen.tableView, titleForDeleteConfirmationButtonForRowAt: ip(0, 0)))
    }

    @MainActor
    func testSwipeActions_ownerConfiguration_isShownBySwiping() async {
        let screen = screen([.trailingSwipeActionsConfiguration])
        XCTAssertEqual(screen.tableView.swipeRow(at: ip(1, 0), edge: .trailing)?.actions.map(\.title), ["Archive"])
    }

    @MainActor
    func testEditActions_eventEvenNil_thenTheOwner_thenNil() async {
        let silent = screen([])
        XCTAssertNil(silent.manager.tableDelegate!.tableView(silent.tableView, editActionsForRowAt: ip(0, 0)))

        let owning = screen([.editActionsForRow])
        let delegate = owning.manager.tableDelegate!
        XCTAssertEqual(
            delegate.tableView(owning.tableView, editActionsForRowAt: ip(0, 0))?.map(\.title), ["Owner share"])
        XCTAssertEqual(owning.tableView.swipeRow(at: ip(1, 0), edge: .trailing)?.actions.map(\.title), ["Owner share"])

        owning.manager.editActions(for: IntCell.self) { _, model, _ in
            model == 1 ? nil : [TableViewRowAction(style: .normal, title: "Event \(model)") { _, _ in }]
        }
        XCTAssertNil(delegate.tableView(owning.tableView, editActionsForRowAt: ip(0, 0)), "an event answering nil wins")
        XCTAssertEqual(delegate.tableView(owning.tableView, editActionsForRowAt: ip(1, 0))?.map(\.title), ["Event 2"])
    }

    @MainActor
    func testAccessoryTap_runsTheEventThenTheOwner() async {
        let screen = screen([.accessoryButtonTapped])
        var log: [String] = []
        screen.manager.accessoryButtonTapped(in: IntCell.self) { _, model, _ in log.append("event \(model)") }
        screen.manager.tableDelegate!.tableView(screen.tableView, accessoryButtonTappedForRowWith: ip(1, 0))
        XCTAssertEqual(log, ["event 2"])
        XCTAssertEqual(screen.log, ["owner accessory [0, 1]"])
    }

    @MainActor
    func testDidEndEditingWithoutARow_tellsOnlyTheOwner() async {
        let screen = screen([.didEndEditingRow])
        var log: [String] = []
        screen.manager.didEndEditing(IntCell.self) { _, model, _ in log.append("event \(model)") }
        screen.manager.tableDelegate!.tableView(screen.tableView, didEndEditingRowAt: nil)
        screen.manager.tableDelegate!.tableView(screen.tableView, didEndEditingRowAt: ip(0, 0))
        XCTAssertEqual(log, ["event 1"])
        XCTAssertEqual(screen.log, ["owner didEndEditing nil", "owner didEndEditing [0, 0]"])
    }

    @MainActor
    func testCanFocus_comesFromTheOwner() async {
        let screen = screen([.canFocusRow])
        XCTAssertFalse(screen.manager.tableDelegate!.tableView(screen.tableView, canFocusRowAt: ip(0, 0)))
        screen.manager.canFocus(IntCell.self) { _, _, _ in true }
        XCTAssertTrue(screen.manager.tableDelegate!.tableView(screen.tableView, canFocusRowAt: ip(0, 0)))
    }

    @MainActor
    func testContextMenu_ownerConfigurationAndDisplay_reachTheOwner() async {
        let screen = screen([.contextMenuConfigurationForRow, .willDisplayContextMenu])
        let delegate = screen.manager.tableDelegate!
        let configuration = delegate.tableView(
            screen.tableView, contextMenuConfigurationForRowAt: ip(0, 0), point: .zero)
        XCTAssertEqual(configuration?.identifier, "owner")
        delegate.tableView(
            screen.tableView, willDisplayContextMenu: ContextMenuConfiguration(identifier: "x"), animator: nil)
        XCTAssertEqual(screen.log, ["owner willDisplayContextMenu x"])
        screen.manager.contextMenuConfiguration(for: IntCell.self) { _, _, _, _ in nil }
        XCTAssertNil(
            delegate.tableView(screen.tableView, contextMenuConfigurationForRowAt: ip(0, 0), point: .zero),
            "an event answering nil wins")
    }
}
