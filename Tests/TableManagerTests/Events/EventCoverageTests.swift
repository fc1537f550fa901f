import TableManager
import XCTest

/// The events that the other tests register only one way, registered the other way: each answers or runs once.
final class EventCoverageTests: XCTestCase {
    @MainActor
    func testMappingEvents_eachRunsWithTheRowsCellAndModel() async {
        var log: [String] = []
        let swipe = SwipeActionsConfiguration(actions: [])
        let menu = ContextMenuConfiguration(identifier: "menu")
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.didEndDisplaying { _, model, _ in log.append("didEndDisplaying \(model)") }
                mapping.accessoryButtonTapped { _, model, _ in log.append("accessory \(model)") }
                mapping.shouldHighlight { _, model, _ in model == 2 }
                mapping.didHighlight { _, model, _ in log.append("highlight \(model)") }
                mapping.willBeginEditing { _, model, _ in log.append("willBeginEditing \(model)") }
                mapping.titleForDeleteConfirmationButton { _, model, _ in "Delete \(model)" }
                mapping.shouldIndentWhileEditing { _, _, _ in false }
                mapping.leadingSwipeActionsConfiguration { _, _, _ in swipe }
                mapping.didBeginMultipleSelectionInteraction { _, model, _ in log.append("multiple \(model)") }
                mapping.selectionFollowsFocus { _, model, _ in model == 1 }
                mapping.contextMenuConfiguration { point, _, _, _ in point.y == 2 ? menu : nil }
            }
        }
        let delegate = screen.delegate
        let table: VirtualTableView = screen.tableView
        delegate.tableView(table, didEndDisplaying: screen.cell(0)!, forRowAt: ip(0, 0))
        delegate.tableView(table, accessoryButtonTappedForRowWith: ip(1, 0))
        XCTAssertFalse(delegate.tableView(table, shouldHighlightRowAt: ip(0, 0)))
        delegate.tableView(table, didHighlightRowAt: ip(0, 0))
        delegate.tableView(table, willBeginEditingRowAt: ip(1, 0))
        XCTAssertEqual(delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: ip(0, 0)), "Delete 1")
        XCTAssertFalse(delegate.tableView(table, shouldIndentWhileEditingRowAt: ip(0, 0)))
        XCTAssertTrue(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: ip(0, 0)) === swipe)
        delegate.tableView(table, didBeginMultipleSelectionInteractionAt: ip(0, 0))
        XCTAssertTrue(delegate.tableView(table, selectionFollowsFocusForRowAt: ip(0, 0)))
        XCTAssertFalse(delegate.tableView(table, selectionFollowsFocusForRowAt: ip(1, 0)))
        XCTAssertEqual(
            delegate.tableView(table, contextMenuConfigurationForRowAt: ip(0, 0), point: CGPoint(x: 0, y: 2)), menu)
        XCTAssertEqual(
            log, ["didEndDisplaying 1", "accessory 2", "highlight 1", "willBeginEditing 2", "multiple 1"])
    }

    @MainActor
    func testManagerEvents_didUnhighlightAndDidEndEditing_run() async {
        var log: [String] = []
        let screen = loadedScreen()
        screen.manager.didUnhighlight(IntCell.self) { _, model, _ in log.append("unhighlight \(model)") }
        screen.manager.didEndEditing(IntCell.self) { _, model, _ in log.append("didEndEditing \(model)") }
        screen.delegate.tableView(screen.tableView, didUnhighlightRowAt: ip(0, 0))
        screen.delegate.tableView(screen.tableView, didEndEditingRowAt: ip(1, 0))
        XCTAssertEqual(log, ["unhighlight 1", "didEndEditing 2"])
    }

    @MainActor
    func testManagerEvents_eachAnswers() async {
        let swipe = SwipeActionsConfiguration(actions: [])
        let screen = loadedScreen()
        screen.manager.canFocus(IntCell.self) { _, model, _ in model == 2 }
        screen.manager.shouldBeginMultipleSelectionInteraction(for: IntCell.self) { _, _, _ in true }
        screen.manager.trailingSwipeActionsConfiguration(for: IntCell.self) { _, _, _ in swipe }
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, canFocusRowAt: ip(0, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, canFocusRowAt: ip(1, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldBeginMultipleSelectionInteractionAt: ip(0, 0)))
        XCTAssertTrue(
            screen.delegate.tableView(screen.tableView, trailingSwipeActionsConfigurationForRowAt: ip(0, 0)) === swipe)
    }

    @MainActor
    func testViewEvents_rowNotDisplayed_fallThroughToTheDefault() async {
        let screen = TableScreen()
        screen.tableView.rowHeight = 44
        screen.manager.register(IntCell.self)
        screen.manager.shouldHighlight(IntCell.self) { _, _, _ in false }
        screen.manager.willSelect(IntCell.self) { _, _, indexPath in indexPath }
        screen.manager.memoryStorage.setItems(Array(0..<100))
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldHighlightRowAt: ip(0, 0)))
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, willSelectRowAt: ip(0, 0)), ip(0, 0))
        // Row 50 is below the visible rect: it has no cell, so the cell events cannot run.
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldHighlightRowAt: ip(50, 0)))
        XCTAssertNil(screen.delegate.tableView(screen.tableView, willSelectRowAt: ip(50, 0)))
    }
}
