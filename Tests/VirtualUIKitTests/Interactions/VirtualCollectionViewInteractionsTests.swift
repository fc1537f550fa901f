import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Every simulated interaction reaches its delegate method, the delegate's answer reaches the caller, and UIKit's
/// default is used when the method is not implemented.
final class VirtualCollectionViewInteractionsTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    private func implementing(
        _ selectors: Set<CollectionViewSelector> = RecordingCollectionViewDelegate.allOptionalSelectors
    )
        -> VirtualViewFixture
    {
        VirtualViewFixture(counts: [3], implemented: selectors).loaded()
    }

    private func implementingNothing() -> VirtualViewFixture {
        implementing([])
    }

    // MARK: Legacy menu

    func testShowLegacyMenu_asksShouldShowThenEachAction() {
        let fixture = implementing()
        let actions = fixture.collectionView.showLegacyMenu(at: second)
        XCTAssertEqual(actions, [.copy])
        XCTAssertEqual(
            fixture.double.log,
            [
                .shouldShowMenu(second), .canPerformAction(.cut, second), .canPerformAction(.copy, second),
                .canPerformAction(.paste, second),
            ]
        )
        XCTAssertEqual(fixture.recordedCalls, fixture.double.log)
    }

    func testShowLegacyMenu_refusedOrNotImplemented_showsNothing() {
        let fixture = implementing()
        fixture.double.shouldShowMenuAnswer = false
        XCTAssertNil(fixture.collectionView.showLegacyMenu(at: second))
        XCTAssertEqual(fixture.double.log, [.shouldShowMenu(second)])
        XCTAssertNil(implementingNothing().collectionView.showLegacyMenu(at: second))
    }

    func testPerformLegacyAction_reachesPerformAction() {
        let fixture = implementing()
        fixture.collectionView.performLegacyAction("copy:", at: second, sender: "menu")
        XCTAssertEqual(fixture.double.log, [.performAction(.copy, second)])
    }

    // MARK: Focus

    func testMoveFocus_asksThenUpdates_runsCoordinatedAnimations_andSelectsWhenSelectionFollows() {
        let fixture = implementing()
        let collectionView = fixture.collectionView
        var order: [String] = []
        fixture.double.onDidUpdateFocus = { coordinator in
            coordinator.addCoordinatedAnimations(
                { order.append("animation") }, completion: { order.append("completion") })
            order.append("didUpdateFocus")
        }
        fixture.double.onEvent = {
            if case .selectionFollowsFocusForItem = $0 { order.append("selectionFollowsFocus") }
        }

        XCTAssertTrue(collectionView.moveFocus(to: second, heading: .down))

        let context = FocusUpdateContext(
            previouslyFocusedIndexPath: nil, nextFocusedIndexPath: second, focusHeading: .down)
        XCTAssertEqual(
            fixture.double.log,
            [
                .canFocusItem(second), .shouldUpdateFocus(context), .didUpdateFocus(context),
                .selectionFollowsFocusForItem(second), .shouldSelectItem(second), .didSelectItem(second),
            ]
        )
        XCTAssertEqual(order, ["didUpdateFocus", "animation", "completion", "selectionFollowsFocus"])
        XCTAssertEqual(collectionView.focusedIndexPath, second)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [second])

        fixture.clearLogs()
        fixture.double.selectionFollowsFocusAnswer = false
        XCTAssertTrue(collectionView.moveFocus(to: first))
        XCTAssertEqual(
            fixture.double.log.last, .selectionFollowsFocusForItem(first)
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [second])
        XCTAssertEqual(
            fixture.double.log[1],
            .shouldUpdateFocus(FocusUpdateContext(previouslyFocusedIndexPath: second, nextFocusedIndexPath: first))
        )
    }

    func testMoveFocus_refusedByCanFocusOrShouldUpdate_doesNotMove() {
        let fixture = implementing()
        fixture.double.canFocusAnswer = false
        XCTAssertFalse(fixture.collectionView.moveFocus(to: second))
        XCTAssertEqual(fixture.double.log, [.canFocusItem(second)])
        fixture.double.canFocusAnswer = true
        fixture.double.shouldUpdateFocusAnswer = false
        XCTAssertFalse(fixture.collectionView.moveFocus(to: second))
        XCTAssertNil(fixture.collectionView.focusedIndexPath)
    }

    func testMoveFocus_withoutDelegateMethods_followsTheSelectionFollowsFocusProperty() {
        let fixture = implementingNothing()
        let collectionView = fixture.collectionView
        XCTAssertTrue(collectionView.moveFocus(to: first))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
        collectionView.selectionFollowsFocus = true
        XCTAssertTrue(collectionView.moveFocus(to: second))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [second])
        XCTAssertEqual(fixture.double.log, [])
    }

    func testPreferredFocusedIndexPath() {
        let fixture = implementing()
        XCTAssertEqual(fixture.collectionView.indexPathForPreferredFocusedView(), IndexPath(item: 1, section: 0))
        XCTAssertEqual(fixture.double.log, [.indexPathForPreferredFocusedView])
        XCTAssertNil(implementingNothing().collectionView.indexPathForPreferredFocusedView())
    }

    // MARK: Context menus

    func testRequestContextMenu_prefersTheMultiItemMethodAsIOS16Does() {
        let fixture = implementing()
        let point = CGPoint(x: 3, y: 4)
        XCTAssertEqual(fixture.collectionView.requestContextMenu(at: second, point: point)?.identifier, "multiple")
        XCTAssertEqual(fixture.double.log, [.contextMenuConfigurationForItems([second], point: point)])
    }

    func testRequestContextMenu_fallsBackToTheSingleItemMethod() {
        let fixture = implementing([.contextMenuConfigurationForItem])
        let point = CGPoint(x: 3, y: 4)
        XCTAssertEqual(fixture.collectionView.requestContextMenu(at: second, point: point)?.identifier, "single")
        XCTAssertEqual(fixture.double.log, [.contextMenuConfigurationForItem(second, point: point)])
        fixture.double.contextMenuAnswer = nil
        XCTAssertNil(fixture.collectionView.requestContextMenu(at: second))
        XCTAssertNil(implementingNothing().collectionView.requestContextMenu(at: second))
    }

    func testRequestContextMenuForItems() {
        let fixture = implementing()
        XCTAssertEqual(fixture.collectionView.requestContextMenu(forItemsAt: [first, second])?.identifier, "multiple")
        XCTAssertEqual(fixture.double.log, [.contextMenuConfigurationForItems([first, second], point: .zero)])
        XCTAssertNil(implementingNothing().collectionView.requestContextMenu(forItemsAt: [first]))
    }

    func testContextMenuPreviews() {
        let fixture = implementing()
        let collectionView = fixture.collectionView
        let configuration = ContextMenuConfiguration(identifier: "menu", actionTitles: ["Share"])
        XCTAssertEqual(
            collectionView.previewForHighlightingContextMenu(with: configuration)?.identifier, "highlighting")
        XCTAssertEqual(collectionView.previewForDismissingContextMenu(with: configuration)?.identifier, "dismissing")
        XCTAssertEqual(
            collectionView.highlightPreview(forContextMenu: configuration, itemAt: second)?.identifier, "highlight")
        XCTAssertEqual(
            collectionView.dismissalPreview(forContextMenu: configuration, itemAt: second)?.identifier, "dismissal")
        XCTAssertEqual(
            fixture.double.log,
            [
                .previewForHighlightingContextMenu(configuration), .previewForDismissingContextMenu(configuration),
                .highlightPreviewForItem(configuration, second), .dismissalPreviewForItem(configuration, second),
            ]
        )
    }

    func testItemPreviews_fallBackToTheDeprecatedMethods_thenToNil() {
        let fixture = implementing([.previewForHighlightingContextMenu, .previewForDismissingContextMenu])
        let configuration = ContextMenuConfiguration(identifier: "menu")
        XCTAssertEqual(
            fixture.collectionView.highlightPreview(forContextMenu: configuration, itemAt: second)?.identifier,
            "highlighting"
        )
        XCTAssertEqual(
            fixture.collectionView.dismissalPreview(forContextMenu: configuration, itemAt: second)?.identifier,
            "dismissing"
        )
        let none = implementingNothing().collectionView
        XCTAssertNil(none.highlightPreview(forContextMenu: configuration, itemAt: second))
        XCTAssertNil(none.dismissalPreview(forContextMenu: configuration, itemAt: second))
    }

    // MARK: Multiple selection interaction

    func testMultipleSelectionInteraction() {
        let fixture = implementing()
        XCTAssertTrue(fixture.collectionView.beginMultipleSelectionInteraction(at: second))
        fixture.collectionView.endMultipleSelectionInteraction()
        XCTAssertEqual(
            fixture.double.log,
            [
                .shouldBeginMultipleSelectionInteraction(second), .didBeginMultipleSelectionInteraction(second),
                .didEndMultipleSelectionInteraction,
            ]
        )
        fixture.double.shouldBeginMultipleSelectionAnswer = false
        fixture.clearLogs()
        XCTAssertFalse(fixture.collectionView.beginMultipleSelectionInteraction(at: second))
        XCTAssertEqual(fixture.double.log, [.shouldBeginMultipleSelectionInteraction(second)])
        XCTAssertFalse(implementingNothing().collectionView.beginMultipleSelectionInteraction(at: second))
    }

    // MARK: Primary action, editing, spring loading

    func testPerformPrimaryAction() {
        let fixture = implementing()
        XCTAssertTrue(fixture.collectionView.performPrimaryAction(at: second))
        XCTAssertEqual(fixture.double.log, [.canPerformPrimaryAction(second), .performPrimaryAction(second)])
        fixture.double.canPerformPrimaryActionAnswer = false
        XCTAssertFalse(fixture.collectionView.performPrimaryAction(at: first))
        XCTAssertEqual(fixture.double.log.last, .canPerformPrimaryAction(first))
        XCTAssertFalse(implementingNothing().collectionView.performPrimaryAction(at: first))
    }

    func testCanEditItem() {
        let fixture = implementing()
        XCTAssertFalse(fixture.collectionView.canEditItem(at: second))
        XCTAssertEqual(fixture.double.log, [.canEditItem(second)])
        XCTAssertTrue(implementingNothing().collectionView.canEditItem(at: second))
    }

    func testSpringLoadItem() {
        let fixture = implementing()
        XCTAssertFalse(fixture.collectionView.springLoadItem(at: second, context: .init(state: .activated)))
        XCTAssertEqual(fixture.double.log, [.shouldSpringLoadItem(second)])
        XCTAssertTrue(implementingNothing().collectionView.springLoadItem(at: second))
    }

    // MARK: Interactive movement

    func testInteractiveMovement_asksCanMoveAndTarget_thenMovesInABatch() {
        let fixture = implementing()
        let collectionView = fixture.collectionView
        let moving = collectionView.cellForItem(at: first)
        fixture.double.targetIndexPathForMoveOfItemAnswer = IndexPath(item: 2, section: 0)

        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: first))
        XCTAssertEqual(
            collectionView.updateInteractiveMovement(toProposedIndexPath: second), IndexPath(item: 2, section: 0))
        XCTAssertEqual(collectionView.endInteractiveMovement(), IndexPath(item: 2, section: 0))

        let target = IndexPath(item: 2, section: 0)
        XCTAssertEqual(
            Array(fixture.double.log.prefix(3)),
            [
                .canMoveItem(first),
                .targetIndexPathForMoveOfItem(original: first, current: first, proposed: second),
                .moveItem(from: first, to: target),
            ]
        )
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            collectionView.performedUpdates,
            [.init(movedItems: [.init(from: first, to: target)], countsBefore: [3], countsAfter: [3])]
        )
        XCTAssertTrue(collectionView.cellForItem(at: target) === moving)
    }

    func testInteractiveMovement_usesTheDeprecatedTargetMethod_orTheProposal() {
        let fixture = implementing([.moveItem, .targetIndexPathForMove])
        let collectionView = fixture.collectionView
        fixture.double.targetIndexPathForMoveAnswer = IndexPath(item: 2, section: 0)
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: first))
        XCTAssertEqual(
            collectionView.updateInteractiveMovement(toProposedIndexPath: second), IndexPath(item: 2, section: 0))
        XCTAssertEqual(fixture.double.log, [.targetIndexPathForMove(from: first, proposed: second)])
        collectionView.cancelInteractiveMovement()
        XCTAssertNil(collectionView.endInteractiveMovement())

        let proposal = implementing([.moveItem])
        XCTAssertTrue(proposal.collectionView.beginInteractiveMovementForItem(at: first))
        XCTAssertEqual(proposal.collectionView.updateInteractiveMovement(toProposedIndexPath: second), second)
        XCTAssertEqual(proposal.double.log, [])
    }

    func testInteractiveMovement_needsMoveItemAndCanMove() {
        XCTAssertFalse(implementingNothing().collectionView.beginInteractiveMovementForItem(at: first))
        let fixture = implementing()
        fixture.double.canMoveAnswer = false
        XCTAssertFalse(fixture.collectionView.beginInteractiveMovementForItem(at: first))
        XCTAssertEqual(fixture.double.log, [.canMoveItem(first)])
        XCTAssertNil(fixture.collectionView.updateInteractiveMovement(toProposedIndexPath: second))
    }

    // MARK: Index titles

    func testIndexTitles() {
        let fixture = implementing()
        XCTAssertEqual(fixture.collectionView.indexTitles, ["A", "B"])
        XCTAssertEqual(fixture.collectionView.indexPath(forIndexTitle: "B", at: 1), IndexPath(item: 3, section: 0))
        XCTAssertEqual(fixture.double.log, [.indexTitles, .indexPathForIndexTitle("B", at: 1)])
        let none = implementingNothing().collectionView
        XCTAssertNil(none.indexTitles)
        XCTAssertNil(none.indexPath(forIndexTitle: "B", at: 1))
    }

    // MARK: Transitions and content offset

    func testInteractiveTransition_usesTheDelegatesTransitionLayout_andInstallsTheNextLayoutWhenFinished() {
        let fixture = implementing()
        let collectionView = fixture.collectionView
        let current = collectionView.collectionViewLayout
        let next = CollectionViewFlowLayout()
        let custom = CollectionViewTransitionLayout(currentLayout: current, nextLayout: next)
        fixture.double.transitionLayoutAnswer = custom
        XCTAssertTrue(collectionView.startInteractiveTransition(to: next) === custom)
        XCTAssertEqual(fixture.double.log, [.transitionLayout])
        XCTAssertTrue(collectionView.collectionViewLayout === current)
        collectionView.finishInteractiveTransition()
        XCTAssertTrue(collectionView.collectionViewLayout === next)

        let none = implementingNothing().collectionView
        let plain = none.startInteractiveTransition(to: CollectionViewFlowLayout())
        XCTAssertTrue(plain.currentLayout === none.collectionViewLayout)
        none.cancelInteractiveTransition()
        XCTAssertTrue(none.collectionViewLayout === plain.currentLayout)
    }

    func testTargetContentOffset() {
        let fixture = implementing()
        let proposed = CGPoint(x: 0, y: 90)
        XCTAssertEqual(
            fixture.collectionView.targetContentOffset(forProposedContentOffset: proposed), CGPoint(x: 7, y: 11))
        XCTAssertEqual(fixture.double.log, [.targetContentOffset(proposed: proposed)])
        XCTAssertEqual(
            implementingNothing().collectionView.targetContentOffset(forProposedContentOffset: proposed), proposed
        )
    }

    // MARK: Full-screen layout

    func testCenterItem_reachesWillAndDidCenter() {
        let fixture = implementing()
        fixture.collectionView.centerItem(at: second)
        XCTAssertEqual(fixture.double.log, [.willCenterCell(second), .didCenterCell(second)])
        XCTAssertEqual(fixture.collectionView.centeredIndexPath, second)
        let none = implementingNothing()
        none.collectionView.centerItem(at: second)
        XCTAssertEqual(none.double.log, [])
        XCTAssertEqual(none.collectionView.centeredIndexPath, second)
    }

    // MARK: Prefetching

    func testPrefetching() {
        let fixture = implementing()
        let paths = [IndexPath(item: 50, section: 0), IndexPath(item: 51, section: 0)]
        fixture.collectionView.prefetchItems(at: paths)
        fixture.collectionView.cancelPrefetchingItems(at: paths)
        XCTAssertEqual(fixture.double.log, [.prefetchItems(paths), .cancelPrefetchingForItems(paths)])

        fixture.clearLogs()
        fixture.collectionView.isPrefetchingEnabled = false
        fixture.collectionView.prefetchItems(at: paths)
        XCTAssertEqual(fixture.double.log, [])

        let none = implementingNothing()
        none.collectionView.prefetchItems(at: paths)
        none.collectionView.cancelPrefetchingItems(at: paths)
        XCTAssertEqual(none.double.log, [.prefetchItems(paths)], "prefetchItemsAt is required; cancel is optional")
    }

    // MARK: Interactions on missing items

    func testInteractionsOnItemsOutOfRange_areReported_andReachNoDelegate() {
        let fixture = implementing()
        let missing = IndexPath(item: 9, section: 0)
        XCTAssertNil(fixture.collectionView.showLegacyMenu(at: missing))
        XCTAssertNil(fixture.collectionView.requestContextMenu(at: missing))
        XCTAssertFalse(fixture.collectionView.moveFocus(to: missing))
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(fixture.inconsistencies.received.count, 3)
    }
}
