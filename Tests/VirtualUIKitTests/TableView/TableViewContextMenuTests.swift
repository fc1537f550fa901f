import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Context menus and the legacy edit menu (reference §4.7).
final class TableViewContextMenuTests: XCTestCase {
    private let menuSelectors: Set<TableViewSelector> = [
        .contextMenuConfigurationForRow, .previewForHighlightingContextMenu, .previewForDismissingContextMenu,
        .willPerformPreviewAction, .willDisplayContextMenu, .willEndContextMenuInteraction,
    ]
    private let menu = ContextMenuConfiguration(identifier: "row", actionTitles: ["Share", "Delete"])

    private func fixture(implemented: Set<TableViewSelector>? = nil) -> TableViewFixture {
        let fixture = TableViewFixture(counts: [3], implemented: implemented ?? menuSelectors)
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    func testPresentAndDismiss_runUIKitsSequence_withTheAnimatorsWork() {
        let fixture = fixture()
        let menu = self.menu
        fixture.double.contextMenu = { $0.row == 1 ? menu : nil }
        var ran: [String] = []
        fixture.double.onWillDisplayContextMenu = { animator in
            animator?.addAnimations { ran.append("display animation") }
            animator?.addCompletion { ran.append("display completion") }
        }
        fixture.double.onWillEndContextMenu = { animator in animator?.addCompletion { ran.append("end completion") } }

        XCTAssertEqual(fixture.tableView.presentContextMenu(at: ip(0, 1), point: CGPoint(x: 5, y: 50)), menu)
        XCTAssertEqual(fixture.tableView.presentedContextMenuConfiguration, menu)
        fixture.tableView.dismissContextMenu()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .contextMenuConfigurationForRow(ip(0, 1), point: CGPoint(x: 5, y: 50)),
                .previewForHighlightingContextMenu(menu), .willDisplayContextMenu(menu),
                .willEndContextMenuInteraction(menu), .previewForDismissingContextMenu(menu),
            ]
        )
        XCTAssertEqual(ran, ["display animation", "display completion", "end completion"])
        XCTAssertNil(fixture.tableView.presentedContextMenuConfiguration)
    }

    func testNoConfiguration_presentsNothing() {
        let fixture = fixture()
        XCTAssertNil(fixture.tableView.presentContextMenu(at: ip(0, 0)))
        fixture.tableView.dismissContextMenu()
        XCTAssertEqual(fixture.tableView.recordedEvents, [.contextMenuConfigurationForRow(ip(0, 0), point: .zero)])
    }

    func testCommittingThePreview_tellsTheDelegate_dismisses_thenRunsTheCommitAnimatorsWork() {
        let fixture = fixture()
        let menu = self.menu
        fixture.double.contextMenu = { _ in menu }
        var ran: [String] = []
        fixture.double.onWillPerformPreviewAction = { animator in
            XCTAssertEqual(animator.preferredCommitStyle, .pop)
            animator.addCompletion { ran.append("open \(fixture.tableView.presentedContextMenuConfiguration == nil)") }
        }
        fixture.tableView.presentContextMenu(at: ip(0, 2))
        fixture.clearLogs()

        XCTAssertTrue(fixture.tableView.commitContextMenuPreview())

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .willPerformPreviewAction(menu), .willEndContextMenuInteraction(menu),
                .previewForDismissingContextMenu(menu),
            ]
        )
        XCTAssertEqual(ran, ["open true"])
        XCTAssertFalse(fixture.tableView.commitContextMenuPreview())
    }

    func testPresentingAnotherMenu_dismissesTheFirst() {
        let fixture = fixture(implemented: [.contextMenuConfigurationForRow, .willEndContextMenuInteraction])
        let menu = self.menu
        fixture.double.contextMenu = { _ in menu }
        fixture.tableView.presentContextMenu(at: ip(0, 0))
        fixture.clearLogs()
        fixture.tableView.presentContextMenu(at: ip(0, 1))
        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [.willEndContextMenuInteraction(menu), .contextMenuConfigurationForRow(ip(0, 1), point: .zero)])
    }

    func testPreviews_returnTheDelegatesAnswers() {
        let fixture = fixture()
        fixture.double.highlightPreview = TargetedPreview(identifier: "cell")
        XCTAssertEqual(
            fixture.tableView.previewForHighlightingContextMenu(with: menu), TargetedPreview(identifier: "cell"))
        XCTAssertNil(fixture.tableView.previewForDismissingContextMenu(with: menu))
        XCTAssertNil(self.fixture(implemented: []).tableView.previewForHighlightingContextMenu(with: menu))
    }

    func testRequestContextMenu_forARowThatDoesNotExist_isReported() {
        let fixture = fixture()
        XCTAssertNil(fixture.tableView.requestContextMenu(at: ip(1, 0)))
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            ["request for rect at invalid index path ({length = 2, path = 1 - 0})"])
    }

    // MARK: Legacy edit menu

    func testLegacyMenu_asksShouldShow_thenEachAction() {
        let fixture = fixture(implemented: [.shouldShowMenu, .canPerformAction, .performAction])

        XCTAssertEqual(fixture.tableView.showLegacyMenu(at: ip(0, 0)), [.copy])
        fixture.tableView.performLegacyAction(.copy, at: ip(0, 0))

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .shouldShowMenu(ip(0, 0)), .canPerformAction(.cut, ip(0, 0)), .canPerformAction(.copy, ip(0, 0)),
                .canPerformAction(.paste, ip(0, 0)), .performAction(.copy, ip(0, 0)),
            ]
        )
        fixture.double.shouldShowMenu = { _ in false }
        XCTAssertNil(fixture.tableView.showLegacyMenu(at: ip(0, 0)))
    }

    func testLegacyMenu_needsAllThreeMethods() {
        let fixture = fixture(implemented: [.shouldShowMenu, .canPerformAction])
        XCTAssertNil(fixture.tableView.showLegacyMenu(at: ip(0, 0)))
        fixture.tableView.performLegacyAction(.copy, at: ip(0, 0))
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
    }
}
