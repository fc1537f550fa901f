import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Drag and drop, and a tour that reaches every optional method of every role.
final class VirtualCollectionViewDragAndDropTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    // MARK: Drag

    func testBeginDrag_addsTheDelegatesItemsToTheSession_thenAnnouncesIt() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        let session = DragSession()
        let items = fixture.collectionView.beginDrag(at: second, session: session)
        XCTAssertEqual(items.map { $0.localObject as? String }, ["dragged"])
        XCTAssertTrue(session.items.first === items.first)
        XCTAssertEqual(session.items.first?.sourceIndexPath, second)
        XCTAssertEqual(fixture.double.log, [.itemsForBeginningDragSession(second), .dragSessionWillBegin])
    }

    func testBeginDrag_refusedWithNoItems_doesNotBegin() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        fixture.double.dragItemsAnswer = []
        let session = DragSession()
        XCTAssertEqual(fixture.collectionView.beginDrag(at: second, session: session).count, 0)
        XCTAssertEqual(fixture.double.log, [.itemsForBeginningDragSession(second)])
        XCTAssertTrue(session.items.isEmpty)
    }

    func testDragQuestions_andTheirDefaults() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        let collectionView = fixture.collectionView
        let session = DragSession()
        XCTAssertEqual(
            collectionView.addItemsToDrag(at: first, session: session, point: CGPoint(x: 1, y: 2)).map {
                $0.localObject as? String
            },
            ["added"]
        )
        XCTAssertEqual(session.items.first?.sourceIndexPath, first)
        XCTAssertEqual(collectionView.dragPreviewParameters(forItemAt: first), DragPreviewParameters(cornerRadius: 4))
        XCTAssertFalse(collectionView.dragSessionAllowsMoveOperation(session))
        XCTAssertTrue(collectionView.dragSessionIsRestrictedToDraggingApplication(session))
        collectionView.endDrag(session)
        XCTAssertEqual(
            fixture.double.log,
            [
                .itemsForAddingToDragSession(first, point: CGPoint(x: 1, y: 2)), .dragPreviewParameters(first),
                .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication, .dragSessionDidEnd,
            ]
        )

        let none = VirtualViewFixture(counts: [3], implemented: []).loaded()
        let view = none.collectionView
        XCTAssertEqual(view.beginDrag(at: first, session: session).count, 1, "itemsForBeginning is required")
        XCTAssertEqual(view.addItemsToDrag(at: first, session: session).count, 0)
        XCTAssertNil(view.dragPreviewParameters(forItemAt: first))
        XCTAssertTrue(view.dragSessionAllowsMoveOperation(session))
        XCTAssertFalse(view.dragSessionIsRestrictedToDraggingApplication(session))
        view.endDrag(session)
        XCTAssertEqual(none.double.log, [.itemsForBeginningDragSession(first)])
    }

    // MARK: Drop

    func testDropSession_entersUpdatesAndEnds() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        let collectionView = fixture.collectionView
        let session = DropSession(items: [DragItem(localObject: "outside")])
        XCTAssertTrue(collectionView.beginDropSession(session))
        XCTAssertEqual(
            collectionView.updateDropSession(session, destinationIndexPath: second),
            DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        )
        collectionView.exitDropSession(session)
        collectionView.endDropSession(session)
        XCTAssertEqual(collectionView.dropPreviewParameters(forItemAt: second), DragPreviewParameters(cornerRadius: 8))
        XCTAssertEqual(
            fixture.double.log,
            [
                .canHandleDropSession, .dropSessionDidEnter, .dropSessionDidUpdate(destination: second),
                .dropSessionDidExit, .dropSessionDidEnd, .dropPreviewParameters(second),
            ]
        )
    }

    func testDropSession_thatCannotBeHandled_doesNotEnter() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        fixture.double.canHandleDropAnswer = false
        XCTAssertFalse(fixture.collectionView.beginDropSession(DropSession(items: [])))
        XCTAssertEqual(fixture.double.log, [.canHandleDropSession])
    }

    func testDropDefaults() {
        let none = VirtualViewFixture(counts: [3], implemented: []).loaded()
        let view = none.collectionView
        let session = DropSession(items: [])
        XCTAssertTrue(view.beginDropSession(session))
        XCTAssertEqual(view.updateDropSession(session, destinationIndexPath: nil), DropProposal(operation: .cancel))
        XCTAssertNil(view.dropPreviewParameters(forItemAt: first))
        view.exitDropSession(session)
        view.endDropSession(session)
        XCTAssertEqual(none.double.log, [])
    }

    func testPerformDrop_givesTheCoordinatorTheItems_andRecordsWhereTheyWent() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        let collectionView = fixture.collectionView
        let dragSession = DragSession()
        collectionView.beginDrag(at: second, session: dragSession)
        let foreign = DragItem(localObject: "foreign")
        let session = DropSession(items: dragSession.items + [foreign], localDragSession: dragSession)
        var received: DropCoordinator?
        fixture.double.onPerformDrop = { coordinator in
            received = coordinator
            coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 2, section: 0))
        }
        let proposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        let coordinator = collectionView.performDrop(session, destinationIndexPath: first, proposal: proposal)

        XCTAssertTrue(received === coordinator)
        XCTAssertEqual(coordinator?.items.map(\.sourceIndexPath), [second, nil])
        XCTAssertEqual(coordinator?.items[0].previewSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(coordinator?.destinationIndexPath, first)
        XCTAssertEqual(coordinator?.proposal, proposal)
        guard case .toItem(let item, let indexPath)? = coordinator?.drops.first else {
            return XCTFail("drop not recorded")
        }
        XCTAssertTrue(item === dragSession.items[0])
        XCTAssertEqual(indexPath, IndexPath(item: 2, section: 0))
        XCTAssertEqual(fixture.double.log.last, .performDrop(destination: first))
    }

    func testPlaceholderDrop_commitsItsInsertionAsABatchUpdate() {
        let fixture = VirtualViewFixture(counts: [3], implemented: [.numberOfSections, .willDisplayCell]).loaded()
        let collectionView = fixture.collectionView
        var context: DropPlaceholderContext?
        fixture.double.onPerformDrop = { coordinator in
            context = coordinator.drop(
                coordinator.items[0].dragItem,
                to: DropPlaceholder(insertionIndexPath: IndexPath(item: 1, section: 0), reuseIdentifier: "Cell")
            )
        }
        collectionView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: second)
        fixture.clearLogs()

        var updatedAt: IndexPath?
        XCTAssertEqual(
            context?.commitInsertion { indexPath in
                updatedAt = indexPath
                fixture.double.counts = [4]
            },
            true
        )
        XCTAssertEqual(updatedAt, second)
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            collectionView.performedUpdates, [.init(insertedItems: [second], countsBefore: [3], countsAfter: [4])]
        )
        XCTAssertEqual(
            fixture.double.log,
            [.numberOfSections, .numberOfItems(section: 0), .cellForItem(second), .willDisplayCell(second)]
        )
        XCTAssertEqual(context?.isCommitted, true)
        XCTAssertEqual(context?.commitInsertion { _ in XCTFail("committed twice") }, false)
        XCTAssertEqual(context?.deletePlaceholder(), false)
    }

    func testPlaceholderDrop_canBeDeleted() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        var context: DropPlaceholderContext?
        fixture.double.onPerformDrop = { coordinator in
            context = coordinator.drop(
                DragItem(),
                to: DropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "Cell")
            )
        }
        fixture.collectionView.performDrop(DropSession(items: []), destinationIndexPath: nil)
        XCTAssertEqual(context?.deletePlaceholder(), true)
        XCTAssertEqual(context?.isDeleted, true)
        XCTAssertEqual(context?.commitInsertion { _ in XCTFail("deleted placeholder committed") }, false)
        XCTAssertEqual(fixture.collectionView.performedUpdates, [])
    }

    func testWithoutDragOrDropDelegates_nothingHappens() {
        let collectionView = VirtualViewFixture(counts: [3]).loaded().collectionView
        collectionView.dragDelegate = nil
        collectionView.dropDelegate = nil
        XCTAssertEqual(collectionView.beginDrag(at: first, session: DragSession()).count, 0)
        XCTAssertFalse(collectionView.beginDropSession(DropSession(items: [])))
        XCTAssertNil(collectionView.performDrop(DropSession(items: []), destinationIndexPath: nil))
    }

    // MARK: Every optional method is reachable

    func testEveryOptionalMethodOfEveryRole_isReachedByADrivingMethod() {
        let layout = CollectionViewFlowLayout()
        let fixture = VirtualViewFixture(counts: [3, 3], layout: layout)
        fixture.double.headerSize = { _ in CGSize(width: 0, height: 20) }
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        collectionView.tapItem(at: first)
        collectionView.allowsMultipleSelection = true
        collectionView.tapItem(at: first)
        collectionView.allowsMultipleSelection = false
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        _ = collectionView.showLegacyMenu(at: first)
        collectionView.performLegacyAction(.copy, at: first)
        collectionView.startInteractiveTransition(to: CollectionViewFlowLayout())
        collectionView.cancelInteractiveTransition()
        collectionView.moveFocus(to: second)
        _ = collectionView.indexPathForPreferredFocusedView()
        collectionView.beginInteractiveMovementForItem(at: first)
        collectionView.updateInteractiveMovement(toProposedIndexPath: second)
        collectionView.cancelInteractiveMovement()
        fixture.double.implemented.remove(.targetIndexPathForMoveOfItem)
        collectionView.delegate = nil
        collectionView.delegate = fixture.double
        collectionView.beginInteractiveMovementForItem(at: first)
        collectionView.updateInteractiveMovement(toProposedIndexPath: second)
        collectionView.endInteractiveMovement()
        fixture.double.implemented = RecordingCollectionViewDelegate.allOptionalSelectors
        fixture.double.implemented.remove(.contextMenuConfigurationForItems)
        collectionView.delegate = nil
        collectionView.delegate = fixture.double
        _ = collectionView.requestContextMenu(at: first)
        fixture.double.implemented = RecordingCollectionViewDelegate.allOptionalSelectors
        collectionView.delegate = nil
        collectionView.delegate = fixture.double
        _ = collectionView.requestContextMenu(forItemsAt: [first])
        let menu = ContextMenuConfiguration(identifier: "menu")
        _ = collectionView.previewForHighlightingContextMenu(with: menu)
        _ = collectionView.previewForDismissingContextMenu(with: menu)
        _ = collectionView.highlightPreview(forContextMenu: menu, itemAt: first)
        _ = collectionView.dismissalPreview(forContextMenu: menu, itemAt: first)
        _ = collectionView.targetContentOffset(forProposedContentOffset: .zero)
        collectionView.springLoadItem(at: first)
        collectionView.beginMultipleSelectionInteraction(at: first)
        collectionView.endMultipleSelectionInteraction()
        _ = collectionView.canEditItem(at: first)
        collectionView.performPrimaryAction(at: first)
        collectionView.centerItem(at: first)
        _ = collectionView.indexTitles
        _ = collectionView.indexPath(forIndexTitle: "A", at: 0)
        collectionView.prefetchItems(at: [first])
        collectionView.cancelPrefetchingItems(at: [first])
        let dragSession = DragSession()
        collectionView.beginDrag(at: first, session: dragSession)
        collectionView.addItemsToDrag(at: second, session: dragSession)
        _ = collectionView.dragPreviewParameters(forItemAt: first)
        _ = collectionView.dragSessionAllowsMoveOperation(dragSession)
        _ = collectionView.dragSessionIsRestrictedToDraggingApplication(dragSession)
        collectionView.endDrag(dragSession)
        let dropSession = DropSession(localDragSession: dragSession)
        collectionView.beginDropSession(dropSession)
        collectionView.updateDropSession(dropSession, destinationIndexPath: first)
        _ = collectionView.dropPreviewParameters(forItemAt: first)
        collectionView.exitDropSession(dropSession)
        collectionView.performDrop(dropSession, destinationIndexPath: first)
        collectionView.endDropSession(dropSession)

        let reached = Set(fixture.double.log.compactMap(Self.selector(of:)))
        let optional = RecordingCollectionViewDelegate.allOptionalSelectors
        XCTAssertEqual(optional.subtracting(reached), [], "optional methods never reached")
        XCTAssertEqual(
            fixture.collectionView.recordedEvents.compactMap(Self.selector(of:)).count,
            fixture.double.log.compactMap(Self.selector(of:)).count)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    private static func selector(of event: VirtualCollectionView.Event) -> CollectionViewSelector? {
        switch event {
        case .numberOfSections: .numberOfSections
        case .numberOfItems: nil
        case .cellForItem: nil
        case .viewForSupplementaryElement: .viewForSupplementaryElement
        case .canMoveItem: .canMoveItem
        case .moveItem: .moveItem
        case .indexTitles: .indexTitles
        case .indexPathForIndexTitle: .indexPathForIndexTitle
        case .willDisplayCell: .willDisplayCell
        case .didEndDisplayingCell: .didEndDisplayingCell
        case .willDisplaySupplementaryView: .willDisplaySupplementaryView
        case .didEndDisplayingSupplementaryView: .didEndDisplayingSupplementaryView
        case .shouldHighlightItem: .shouldHighlightItem
        case .didHighlightItem: .didHighlightItem
        case .didUnhighlightItem: .didUnhighlightItem
        case .shouldSelectItem: .shouldSelectItem
        case .didSelectItem: .didSelectItem
        case .shouldDeselectItem: .shouldDeselectItem
        case .didDeselectItem: .didDeselectItem
        case .sizeForItem: .sizeForItem
        case .insetForSection: .insetForSection
        case .minimumLineSpacingForSection: .minimumLineSpacingForSection
        case .minimumInteritemSpacingForSection: .minimumInteritemSpacingForSection
        case .referenceSizeForHeader: .referenceSizeForHeader
        case .referenceSizeForFooter: .referenceSizeForFooter
        case .shouldShowMenu: .shouldShowMenu
        case .canPerformAction: .canPerformAction
        case .performAction: .performAction
        case .canFocusItem: .canFocusItem
        case .shouldUpdateFocus: .shouldUpdateFocus
        case .didUpdateFocus: .didUpdateFocus
        case .indexPathForPreferredFocusedView: .indexPathForPreferredFocusedView
        case .selectionFollowsFocusForItem: .selectionFollowsFocusForItem
        case .targetIndexPathForMove: .targetIndexPathForMove
        case .targetIndexPathForMoveOfItem: .targetIndexPathForMoveOfItem
        case .targetContentOffset: .targetContentOffset
        case .transitionLayout: .transitionLayout
        case .shouldSpringLoadItem: .shouldSpringLoadItem
        case .canEditItem: .canEditItem
        case .canPerformPrimaryAction: .canPerformPrimaryAction
        case .performPrimaryAction: .performPrimaryAction
        case .shouldBeginMultipleSelectionInteraction: .shouldBeginMultipleSelectionInteraction
        case .didBeginMultipleSelectionInteraction: .didBeginMultipleSelectionInteraction
        case .didEndMultipleSelectionInteraction: .didEndMultipleSelectionInteraction
        case .contextMenuConfigurationForItem: .contextMenuConfigurationForItem
        case .contextMenuConfigurationForItems: .contextMenuConfigurationForItems
        case .previewForHighlightingContextMenu: .previewForHighlightingContextMenu
        case .previewForDismissingContextMenu: .previewForDismissingContextMenu
        case .highlightPreviewForItem: .highlightPreviewForItem
        case .dismissalPreviewForItem: .dismissalPreviewForItem
        case .willCenterCell: .willCenterCell
        case .didCenterCell: .didCenterCell
        case .prefetchItems: .prefetchItems
        case .cancelPrefetchingForItems: .cancelPrefetchingForItems
        case .itemsForBeginningDragSession: .itemsForBeginningDragSession
        case .itemsForAddingToDragSession: .itemsForAddingToDragSession
        case .dragPreviewParameters: .dragPreviewParameters
        case .dragSessionWillBegin: .dragSessionWillBegin
        case .dragSessionDidEnd: .dragSessionDidEnd
        case .dragSessionAllowsMoveOperation: .dragSessionAllowsMoveOperation
        case .dragSessionIsRestrictedToDraggingApplication: .dragSessionIsRestrictedToDraggingApplication
        case .canHandleDropSession: .canHandleDropSession
        case .dropSessionDidEnter: .dropSessionDidEnter
        case .dropSessionDidUpdate: .dropSessionDidUpdate
        case .dropSessionDidExit: .dropSessionDidExit
        case .dropSessionDidEnd: .dropSessionDidEnd
        case .performDrop: .performDrop
        case .dropPreviewParameters: .dropPreviewParameters
        case .reloadData, .performBatchUpdates, .inconsistency, .preferredLayoutAttributesFitting,
            .invalidateLayoutForPreferredAttributes:
            nil
        }
    }
}
