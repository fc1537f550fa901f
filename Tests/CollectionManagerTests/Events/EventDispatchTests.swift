import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// The dispatch rules: closure, then the owner's own implementation, then the default; responds-to answers and
/// re-announcing; first registered wins; view-typed events need the live cell.
final class EventDispatchTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    // MARK: Forwarding to an owner that implements the methods

    func testOwnerAnswers_whenNoClosureIsRegistered_forEveryRole() {
        let owner = makeImplementingOwner()
        let view = owner.virtualView
        let session = DragSession()

        XCTAssertEqual(view.indexTitles, ImplementingOwner.indexTitles)
        XCTAssertEqual(view.indexPath(forIndexTitle: "x", at: 0), ImplementingOwner.indexTitleTarget)
        XCTAssertFalse(view.beginInteractiveMovementForItem(at: first))
        XCTAssertEqual(view.tapItem(at: second), .selectionRefused)
        XCTAssertEqual(view.showLegacyMenu(at: first), [.paste])
        XCTAssertFalse(view.moveFocus(to: first))
        XCTAssertEqual(view.indexPathForPreferredFocusedView(), ImplementingOwner.preferredFocus)
        XCTAssertEqual(view.targetContentOffset(forProposedContentOffset: .zero), ImplementingOwner.contentOffset)
        XCTAssertEqual(view.startInteractiveTransition(to: CollectionViewFlowLayout()).transitionProgress, 0.5)
        XCTAssertFalse(view.springLoadItem(at: first))
        XCTAssertTrue(view.canEditItem(at: first))
        XCTAssertTrue(view.beginMultipleSelectionInteraction(at: first))
        XCTAssertEqual(view.requestContextMenu(at: first), ImplementingOwner.menu)
        XCTAssertEqual(
            view.highlightPreview(forContextMenu: ImplementingOwner.menu, itemAt: first), ImplementingOwner.preview)
        XCTAssertEqual(view.visibleCells.first?.frame.size, ImplementingOwner.itemSize)
        XCTAssertTrue(view.beginDrag(at: first, session: session).first === owner.dragItem)
        XCTAssertFalse(view.dragSessionAllowsMoveOperation(session))
        XCTAssertEqual(view.dragPreviewParameters(forItemAt: first), ImplementingOwner.previewParameters)
        XCTAssertFalse(view.beginDropSession(DropSession(items: [])))
        XCTAssertEqual(
            view.updateDropSession(DropSession(items: []), destinationIndexPath: nil), ImplementingOwner.proposal)
        XCTAssertEqual(view.dropPreviewParameters(forItemAt: first), ImplementingOwner.previewParameters)
        view.prefetchItems(at: [first, second])

        let log = owner.takeLog()
        for entry in [
            "indexTitles", "canMove [0, 0]", "shouldSelect [0, 1]", "canPerformAction paste: [0, 0]", "canFocus [0, 0]",
            "canEdit [0, 0]", "contextMenuConfigurationForItems [[0, 0]]", "itemsForBeginning [0, 0]", "canHandle",
            "dropSessionDidUpdate", "prefetch [[0, 0], [0, 1]]",
        ] {
            XCTAssertTrue(log.contains(entry), entry)
        }
    }

    func testClosureAnswers_theOwnerIsNotAsked_forValueMethods() {
        let owner = makeImplementingOwner(events: { manager in
            manager.shouldSelect(PostCell.self) { _, _, _ in true }
            manager.canEdit(Post.self) { _, _ in false }
            manager.indexTitles { nil }
            manager.indexPathForPreferredFocusedView { nil }
            manager.contextMenuConfigurationForItemsAtIndexPaths { _, _ in nil }
            manager.sizeForCell(withItem: Post.self) { _, _ in CGSize(width: 10, height: 10) }
            manager.dragSessionAllowsMoveOperation { _ in true }
            manager.dropPreviewParameters { _ in nil }
            manager.canHandleDropSession { _ in true }
        })
        let view = owner.virtualView
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        _ = owner.takeLog()

        XCTAssertEqual(view.tapItem(at: second), .selected)
        XCTAssertFalse(view.canEditItem(at: first))
        XCTAssertNil(view.indexTitles)
        XCTAssertNil(view.indexPathForPreferredFocusedView())
        XCTAssertNil(view.requestContextMenu(at: first))
        XCTAssertTrue(view.dragSessionAllowsMoveOperation(DragSession()))
        XCTAssertNil(view.dropPreviewParameters(forItemAt: first))
        XCTAssertTrue(view.beginDropSession(DropSession(items: [])))
        XCTAssertEqual(view.visibleCells.first?.frame.size, CGSize(width: 10, height: 10))

        let log = owner.takeLog()
        for asked in [
            "shouldSelect", "canEdit", "indexTitles", "indexPathForPreferredFocusedView", "contextMenuConfiguration",
            "dragSessionAllowsMoveOperation", "dropPreviewParameters", "canHandle", "sizeForItem",
        ] {
            XCTAssertFalse(log.contains { $0.hasPrefix(asked) }, "\(asked) in \(log)")
        }
    }

    func testVoidMethods_runTheClosureThenTheOwner() {
        var closureSawOwnerCall: [String: Bool] = [:]
        var owner: ImplementingOwner!
        func note(_ name: String, _ entry: String) {
            guard closureSawOwnerCall[name] == nil else { return }
            closureSawOwnerCall[name] = owner.log.contains(entry)
        }
        owner = makeImplementingOwner(events: { manager in
            manager.didSelect(PostCell.self) { _, _, _ in note("didSelect", "didSelect [0, 1]") }
            manager.didHighlight(PostCell.self) { _, _, _ in note("didHighlight", "didHighlight [0, 1]") }
            manager.performAction(for: PostCell.self) { _, _, _, _, _ in
                note("performAction", "performAction copy: [0, 1]")
            }
            manager.didUpdateFocus { _, _ in note("didUpdateFocus", "didUpdateFocus") }
            manager.didEndMultipleSelectionInteraction { note("didEnd", "didEndMultipleSelectionInteraction") }
            manager.willCenter(PostCell.self) { _, _, _ in note("willCenter", "willCenter [0, 1]") }
            manager.moveItemAtTo { _, _ in note("moveItem", "moveItem [0, 0] [0, 1]") }
            manager.dragSessionDidEnd { _ in note("dragSessionDidEnd", "dragSessionDidEnd") }
            manager.dropSessionDidEnter { _ in note("dropSessionDidEnter", "dropSessionDidEnter") }
            manager.performDropWithCoordinator { _ in note("performDrop", "performDrop") }
        })
        let view = owner.virtualView
        owner.implemented.remove(.shouldSelectItem)
        owner.implemented.remove(.canFocusItem)
        owner.implemented.remove(.shouldUpdateFocus)
        owner.implemented.remove(.canHandleDropSession)
        owner.implemented.remove(.canMoveItem)
        owner.implemented.remove(.targetIndexPathForMoveOfItem)
        owner.implemented.remove(.targetIndexPathForMove)
        owner.implemented.remove(.selectionFollowsFocusForItem)
        view.delegate = nil
        view.dataSource = nil
        view.delegate = owner.manager.collectionDelegate
        view.dataSource = owner.manager.collectionDataSource
        _ = owner.takeLog()

        view.tapItem(at: second)
        view.performLegacyAction(.copy, at: second)
        view.moveFocus(to: first)
        view.endMultipleSelectionInteraction()
        view.centerItem(at: second)
        view.beginInteractiveMovementForItem(at: first)
        view.updateInteractiveMovement(toProposedIndexPath: second)
        view.endInteractiveMovement()
        view.endDrag(DragSession())
        view.beginDropSession(DropSession(items: []))
        view.performDrop(DropSession(items: []), destinationIndexPath: nil)

        XCTAssertEqual(
            closureSawOwnerCall,
            [
                "didSelect": false, "didHighlight": false, "performAction": false, "didUpdateFocus": false,
                "didEnd": false, "willCenter": false, "moveItem": false, "dragSessionDidEnd": false,
                "dropSessionDidEnter": false, "performDrop": false,
            ])
        let log = owner.takeLog()
        for entry in [
            "didSelect [0, 1]", "didHighlight [0, 1]", "performAction copy: [0, 1]", "didUpdateFocus",
            "didEndMultipleSelectionInteraction", "willCenter [0, 1]", "moveItem [0, 0] [0, 1]", "dragSessionDidEnd",
            "dropSessionDidEnter", "performDrop",
        ] {
            XCTAssertTrue(log.contains(entry), "owner not called after the closure: \(entry)")
        }
    }

    func testPrefetch_runsTheEventPerIndexPath_thenTheOwnerOnceWithAll() {
        var events: [String] = []
        let owner = ImplementingOwner()
        owner.manager.register(PostCell.self) { mapping in
            mapping.prefetch { post, _ in events.append(post.title) }
        }
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        owner.virtualView.layoutIfNeeded()
        _ = owner.takeLog()
        owner.virtualView.prefetchItems(at: [first, second])
        XCTAssertEqual(events, ["a", "b"])
        XCTAssertEqual(owner.takeLog(), ["prefetch [[0, 0], [0, 1]]"])
    }

    // MARK: Defaults

    func testDefaults_whenNeitherAClosureNorTheOwnerAnswers() {
        let owner = makeOwner(.manager)
        let view = owner.virtualView
        let manager = owner.manager
        let delegate = manager.collectionDelegate!
        let dataSource = manager.collectionDataSource!
        let drag = manager.collectionDragDelegate!
        let drop = manager.collectionDropDelegate!
        let menu = ContextMenuConfiguration()
        let session = DragSession()
        let dropSession = DropSession(items: [])
        let proposed = IndexPath(item: 2, section: 0)

        XCTAssertTrue(dataSource.collectionView(view, canMoveItemAt: first))
        XCTAssertNil(dataSource.indexTitles(for: view))
        XCTAssertEqual(dataSource.collectionView(view, indexPathForIndexTitle: "x", at: 3), first)
        XCTAssertTrue(delegate.collectionView(view, shouldHighlightItemAt: first))
        XCTAssertTrue(delegate.collectionView(view, shouldSelectItemAt: first))
        XCTAssertTrue(delegate.collectionView(view, shouldDeselectItemAt: first))
        XCTAssertFalse(delegate.collectionView(view, shouldShowMenuForItemAt: first))
        XCTAssertFalse(delegate.collectionView(view, canPerformAction: .copy, forItemAt: first, withSender: nil))
        XCTAssertTrue(delegate.collectionView(view, canFocusItemAt: first))
        XCTAssertTrue(
            delegate.collectionView(
                view,
                shouldUpdateFocusIn: FocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: first)))
        XCTAssertNil(delegate.indexPathForPreferredFocusedView(in: view))
        view.selectionFollowsFocus = true
        XCTAssertTrue(delegate.collectionView(view, selectionFollowsFocusForItemAt: first))
        view.selectionFollowsFocus = false
        XCTAssertFalse(delegate.collectionView(view, selectionFollowsFocusForItemAt: first))
        XCTAssertEqual(
            delegate.collectionView(view, targetIndexPathForMoveFromItemAt: first, toProposedIndexPath: proposed), first
        )
        XCTAssertEqual(
            delegate.collectionView(
                view, targetIndexPathForMoveOfItemFromOriginalIndexPath: first, atCurrentIndexPath: second,
                toProposedIndexPath: proposed), proposed)
        XCTAssertEqual(
            delegate.collectionView(view, targetContentOffsetForProposedContentOffset: CGPoint(x: 1, y: 2)), .zero)
        XCTAssertTrue(
            delegate.collectionView(view, shouldSpringLoadItemAt: first, with: SpringLoadedInteractionContext()))
        XCTAssertFalse(delegate.collectionView(view, canEditItemAt: first))
        XCTAssertFalse(delegate.collectionView(view, canPerformPrimaryActionForItemAt: first))
        XCTAssertFalse(delegate.collectionView(view, shouldBeginMultipleSelectionInteractionAt: first))
        XCTAssertNil(delegate.collectionView(view, contextMenuConfigurationForItemAt: first, point: .zero))
        XCTAssertNil(delegate.collectionView(view, contextMenuConfigurationForItemsAt: [first], point: .zero))
        XCTAssertNil(delegate.collectionView(view, previewForHighlightingContextMenuWithConfiguration: menu))
        XCTAssertNil(delegate.collectionView(view, previewForDismissingContextMenuWithConfiguration: menu))
        XCTAssertNil(delegate.collectionView(view, contextMenuConfiguration: menu, highlightPreviewForItemAt: first))
        XCTAssertNil(delegate.collectionView(view, contextMenuConfiguration: menu, dismissalPreviewForItemAt: first))
        let old = view.collectionViewLayout
        let new = CollectionViewFlowLayout()
        let transition = delegate.collectionView(view, transitionLayoutForOldLayout: old, newLayout: new)
        XCTAssertTrue(transition.currentLayout === old && transition.nextLayout === new)
        XCTAssertEqual(drag.collectionView(view, itemsForBeginning: session, at: first).count, 0)
        XCTAssertEqual(drag.collectionView(view, itemsForAddingTo: session, at: first, point: .zero).count, 0)
        XCTAssertNil(drag.collectionView(view, dragPreviewParametersForItemAt: first))
        XCTAssertTrue(drag.collectionView(view, dragSessionAllowsMoveOperation: session))
        XCTAssertFalse(drag.collectionView(view, dragSessionIsRestrictedToDraggingApplication: session))
        XCTAssertTrue(drop.collectionView(view, canHandle: dropSession))
        XCTAssertEqual(
            drop.collectionView(view, dropSessionDidUpdate: dropSession, withDestinationIndexPath: nil),
            DropProposal(operation: .cancel))
        XCTAssertNil(drop.collectionView(view, dropPreviewParametersForItemAt: first))
    }

    func testDefaults_throughTheView_whenTheRegisteredEventServesAnotherModel() {
        let owner = makeOwner(.manager)
        owner.manager.register(IntCell.self)
        owner.manager.canEdit(Int.self) { _, _ in true }
        owner.manager.shouldBeginMultipleSelectionInteraction(for: IntCell.self) { _, _, _ in true }
        owner.manager.targetContentOffsetForProposedContentOffset { _ in CGPoint(x: 1, y: 1) }
        XCTAssertFalse(owner.virtualView.canEditItem(at: first), "DT's default, where the view's own is true")
        XCTAssertFalse(owner.virtualView.beginMultipleSelectionInteraction(at: first))
    }

    // MARK: Responds-to

    func testRespondsTo_onlyOnceAnEventIsRegistered_andTheViewReasks_forEveryRole() {
        let owner = makeOwner(.manager)
        let view = owner.virtualView
        let manager = owner.manager
        XCTAssertFalse(manager.collectionDelegate!.responds(to: .didHighlightItem))
        XCTAssertFalse(manager.collectionDataSource!.responds(to: .indexTitles))
        XCTAssertFalse(manager.collectionDragDelegate!.responds(to: .dragSessionWillBegin))
        XCTAssertFalse(manager.collectionPrefetchDataSource!.responds(to: .cancelPrefetchingForItems))
        XCTAssertFalse(manager.collectionDelegate!.responds(to: .willCenterCell))
        XCTAssertFalse(view.cachedImplementedSelectors(for: .delegate).contains(.didHighlightItem))

        var events: [String] = []
        manager.didHighlight(PostCell.self) { _, post, _ in events.append("highlight \(post.title)") }
        manager.indexTitles { ["A"] }
        manager.dragSessionWillBegin { _ in events.append("willBegin") }
        manager.willCenter(PostCell.self) { _, post, _ in events.append("center \(post.title)") }
        manager.itemsForBeginningDragSession(from: PostCell.self) { _, _, _, _ in [DragItem()] }

        XCTAssertTrue(manager.collectionDelegate!.responds(to: .didHighlightItem))
        XCTAssertTrue(manager.collectionDataSource!.responds(to: .indexTitles))
        XCTAssertTrue(manager.collectionDragDelegate!.responds(to: .dragSessionWillBegin))
        XCTAssertTrue(manager.collectionDelegate!.responds(to: .willCenterCell))
        XCTAssertTrue(view.cachedImplementedSelectors(for: .delegate).contains(.didHighlightItem))
        XCTAssertTrue(view.cachedImplementedSelectors(for: .dataSource).contains(.indexTitles))
        XCTAssertTrue(view.cachedImplementedSelectors(for: .dragDelegate).contains(.dragSessionWillBegin))
        XCTAssertTrue(view.cachedImplementedSelectors(for: .fullScreenLayoutDelegate).contains(.willCenterCell))

        view.tapItem(at: first)
        view.centerItem(at: second)
        view.beginDrag(at: first, session: DragSession())
        XCTAssertEqual(view.indexTitles, ["A"])
        XCTAssertEqual(events, ["highlight a", "center b", "willBegin"])
    }

    func testRespondsTo_mappingReactionsAppendedAfterRegistration_reannounceTheObjects() {
        var mapping: CollectionViewCellModelMapping<PostCell, Post>?
        let owner = makeOwner(.mapping, mapping: { mapping = $0 })
        XCTAssertFalse(
            owner.virtualView.cachedImplementedSelectors(for: .prefetchDataSource).contains(.cancelPrefetchingForItems))
        var cancelled: [String] = []
        mapping?.cancelPrefetch { post, _ in cancelled.append(post.title) }
        XCTAssertTrue(
            owner.virtualView.cachedImplementedSelectors(for: .prefetchDataSource).contains(.cancelPrefetchingForItems))
        owner.virtualView.cancelPrefetchingItems(at: [first])
        XCTAssertEqual(cancelled, ["a"])
    }

    func testRespondsTo_ownerImplementations_andAlwaysImplementedMethods() {
        let owner = makeImplementingOwner(implemented: [
            .didHighlightItem, .dragSessionDidEnd, .cancelPrefetchingForItems,
        ])
        let manager = owner.manager
        XCTAssertTrue(manager.collectionDelegate!.responds(to: .didHighlightItem))
        XCTAssertFalse(manager.collectionDelegate!.responds(to: .didUnhighlightItem))
        XCTAssertTrue(manager.collectionDragDelegate!.responds(to: .dragSessionDidEnd))
        XCTAssertTrue(manager.collectionPrefetchDataSource!.responds(to: .cancelPrefetchingForItems))
        XCTAssertTrue(manager.collectionDelegate!.responds(to: .referenceSizeForHeader))
        XCTAssertTrue(manager.collectionDelegate!.responds(to: .referenceSizeForFooter))
        XCTAssertTrue(manager.collectionDataSource!.responds(to: .numberOfSections))
        XCTAssertTrue(manager.collectionDataSource!.responds(to: .viewForSupplementaryElement))
        owner.virtualView.tapItem(at: first)
        XCTAssertEqual(owner.takeLog(), ["didHighlight [0, 0]"])
    }

    func testDropDelegate_answersForEveryDropMethod_neverReannounces_andLateEventsAreCalled() {
        let owner = makeOwner(.manager)
        let drop = owner.manager.collectionDropDelegate!
        for selector in CollectionViewRole.dropDelegate.optionalSelectors {
            XCTAssertTrue(drop.responds(to: selector), "\(selector)")
        }
        XCTAssertTrue(owner.virtualView.dropDelegate === drop)
        let queries = owner.virtualView.respondsToQueryCount(for: .dropDelegate)
        var events: [String] = []
        owner.manager.dropSessionDidExit { _ in events.append("exit") }
        owner.manager.register(IntCell.self)
        XCTAssertEqual(owner.virtualView.respondsToQueryCount(for: .dropDelegate), queries, "not re-announced")
        owner.virtualView.exitDropSession(DropSession(items: []))
        XCTAssertEqual(events, ["exit"])
    }

    // MARK: First registered wins

    func testFirstRegisteredClosureWins_mappedAndUnmapped() {
        for style in RegistrationStyle.allCases {
            var events: [String] = []
            let owner = makeOwner(
                style,
                mapping: { mapping in
                    mapping.didSelect { _, _, _ in events.append("first") }
                    mapping.didSelect { _, _, _ in events.append("second") }
                },
                manager: { manager in
                    manager.didSelect(PostCell.self) { _, _, _ in events.append("first") }
                    manager.didSelect(PostCell.self) { _, _, _ in events.append("second") }
                })
            owner.manager.transitionLayout { old, new in
                events.append("first transition")
                return CollectionViewTransitionLayout(currentLayout: old, nextLayout: new)
            }
            owner.manager.transitionLayout { old, new in
                events.append("second transition")
                return CollectionViewTransitionLayout(currentLayout: old, nextLayout: new)
            }
            owner.virtualView.tapItem(at: first)
            owner.virtualView.startInteractiveTransition(to: CollectionViewFlowLayout())
            XCTAssertEqual(events, ["first", "first transition"], "\(style)")
        }
    }

    func testTheFirstMappingWithAReactionServes_notNecessarilyTheDequeuingMapping() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        var edited: [String] = []
        owner.manager.register(FeaturedPostCell.self) { mapping in
            mapping.canEdit { post, _ in
                edited.append(post.title)
                return true
            }
        }
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        XCTAssertTrue(owner.virtualView.cellForItem(at: first) is PostCell)
        XCTAssertTrue(owner.virtualView.canEditItem(at: first))
        XCTAssertEqual(edited, ["a"])
    }

    // MARK: View-typed events need the live cell

    func testViewTypedEvents_doNotRun_whenTheCellIsNotVisible() {
        for style in RegistrationStyle.allCases {
            var calls: [String] = []
            let owner = makeOwner(
                style, posts: (0..<100).map { "\($0)" },
                mapping: { mapping in
                    mapping.shouldSpringLoad { _, _, post, _ in
                        calls.append(post.title)
                        return false
                    }
                    mapping.contextMenuConfiguration { _, _, post, _ in
                        calls.append(post.title)
                        return ContextMenuConfiguration()
                    }
                },
                manager: { manager in
                    manager.shouldSpringLoad(PostCell.self) { _, _, post, _ in
                        calls.append(post.title)
                        return false
                    }
                    manager.contextMenuConfiguration(for: PostCell.self) { _, _, post, _ in
                        calls.append(post.title)
                        return ContextMenuConfiguration()
                    }
                })
            let offScreen = IndexPath(item: 99, section: 0)
            XCTAssertNil(owner.virtualView.cellForItem(at: offScreen))
            XCTAssertTrue(owner.virtualView.springLoadItem(at: offScreen), "DT's default, \(style)")
            XCTAssertNil(owner.virtualView.requestContextMenu(at: offScreen), "a reaction exists: its nil, \(style)")
            XCTAssertFalse(owner.virtualView.springLoadItem(at: first), "\(style)")
            XCTAssertEqual(calls, ["0"], "\(style)")
        }
    }
}
