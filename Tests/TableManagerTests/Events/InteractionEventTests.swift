import TableManager
import XCTest

/// The menu, focus, spring-loading and context-menu preview events.
final class InteractionEventTests: XCTestCase {
    @MainActor
    func testMenuEvents_receiveTheActionAndSender() async {
        var log: [String] = []
        let screen = loadedScreen()
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldShowMenuForRowAt: ip(0, 0)))
        XCTAssertFalse(
            screen.delegate.tableView(screen.tableView, canPerformAction: "copy:", forRowAt: ip(0, 0), withSender: nil))
        screen.manager.shouldShowMenu(for: IntCell.self) { _, model, _ in model == 1 }
        screen.manager.canPerformAction(for: IntCell.self) { action, sender, _, _, _ in
            action == "copy:" && sender as? String == "button"
        }
        screen.manager.performAction(for: IntCell.self) { action, _, _, model, _ in log.append("\(action) \(model)") }
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldShowMenuForRowAt: ip(0, 0)))
        XCTAssertTrue(
            screen.delegate.tableView(
                screen.tableView, canPerformAction: "copy:", forRowAt: ip(0, 0), withSender: "button"))
        XCTAssertFalse(
            screen.delegate.tableView(screen.tableView, canPerformAction: "cut:", forRowAt: ip(0, 0), withSender: nil))
        screen.delegate.tableView(screen.tableView, performAction: "copy:", forRowAt: ip(1, 0), withSender: nil)
        XCTAssertEqual(log, ["copy: 2"])
    }

    @MainActor
    func testFocusEvents_unmapped() async {
        var log: [String] = []
        let screen = loadedScreen()
        let context = FocusUpdateContext(previouslyFocusedIndexPath: ip(0, 0), nextFocusedIndexPath: ip(1, 0))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldUpdateFocusIn: context))
        XCTAssertNil(screen.delegate.indexPathForPreferredFocusedView(in: screen.tableView))
        screen.manager.shouldUpdateFocus { $0.nextFocusedIndexPath == ip(0, 0) }
        screen.manager.didUpdateFocus { context, _ in log.append("\(context.nextFocusedIndexPath!)") }
        screen.manager.indexPathForPreferredFocusedView { ip(1, 0) }
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldUpdateFocusIn: context))
        screen.delegate.tableView(screen.tableView, didUpdateFocusIn: context, with: FocusAnimationCoordinator())
        XCTAssertEqual(log, ["[0, 1]"])
        XCTAssertEqual(screen.delegate.indexPathForPreferredFocusedView(in: screen.tableView), ip(1, 0))
    }

    @MainActor
    func testShouldSpringLoad_managerAndMapping() async {
        let context = SpringLoadedInteractionContext(location: CGPoint(x: 3, y: 0))
        let screen = loadedScreen()
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldSpringLoadRowAt: ip(0, 0), with: context))
        screen.manager.shouldSpringLoad(IntCell.self) { context, _, _, _ in context.location.x > 5 }
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldSpringLoadRowAt: ip(0, 0), with: context))
        let mapped = loadedScreen { $0.register(IntCell.self) { $0.shouldSpringLoad { _, _, model, _ in model == 2 } } }
        XCTAssertTrue(mapped.delegate.tableView(mapped.tableView, shouldSpringLoadRowAt: ip(1, 0), with: context))
    }

    @MainActor
    func testContextMenuPreviews_unmapped() async {
        let menu = ContextMenuConfiguration(identifier: "menu")
        let preview = TargetedPreview(identifier: "row")
        let screen = loadedScreen()
        XCTAssertNil(
            screen.delegate.tableView(screen.tableView, previewForHighlightingContextMenuWithConfiguration: menu))
        screen.manager.previewForHighlightingContextMenu { $0.identifier == "menu" ? preview : nil }
        screen.manager.previewForDismissingContextMenu { _ in nil }
        XCTAssertEqual(
            screen.delegate.tableView(screen.tableView, previewForHighlightingContextMenuWithConfiguration: menu),
            preview)
        XCTAssertNil(
            screen.delegate.tableView(screen.tableView, previewForDismissingContextMenuWithConfiguration: menu))
    }
}
