import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Drop events, driven by drags arriving over the collection view.
final class DropEventsTests: XCTestCase {
    func testCanHandleAndDidEnter_falseRefusesTheSession_trueEntersIt() {
        let owner = makeOwner(.manager)
        var events: [String] = []
        owner.manager.canHandleDropSession { session in
            events.append("canHandle \(session.items.count)")
            return !session.items.isEmpty
        }
        owner.manager.dropSessionDidEnter { session in events.append("didEnter \(session.items.count)") }
        XCTAssertFalse(owner.virtualView.beginDropSession(DropSession(items: [])))
        XCTAssertTrue(owner.virtualView.beginDropSession(DropSession(items: [DragItem(localObject: "x")])))
        XCTAssertEqual(events, ["canHandle 0", "canHandle 1", "didEnter 1"])
    }

    func testDropSessionDidUpdate_receivesTheDestination_evenNil_proposalReachesTheView() {
        let owner = makeOwner(.manager)
        let session = DropSession(items: [DragItem()])
        var received: [String] = []
        owner.manager.dropSessionDidUpdate { receivedSession, destination in
            received.append("\(receivedSession === session) \(destination.map { "\($0)" } ?? "nil")")
            return destination == nil
                ? DropProposal(operation: .forbidden)
                : DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        XCTAssertEqual(
            owner.virtualView.updateDropSession(session, destinationIndexPath: IndexPath(item: 1, section: 0)),
            DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        XCTAssertEqual(
            owner.virtualView.updateDropSession(session, destinationIndexPath: nil), DropProposal(operation: .forbidden)
        )
        XCTAssertEqual(received, ["true [0, 1]", "true nil"])
    }

    func testDropSessionDidExitAndDidEnd_receiveTheSession() {
        let owner = makeOwner(.manager)
        let session = DropSession(items: [DragItem()])
        var events: [String] = []
        owner.manager.dropSessionDidExit { received in events.append("exit \(received === session)") }
        owner.manager.dropSessionDidEnd { received in events.append("end \(received === session)") }
        owner.virtualView.exitDropSession(session)
        owner.virtualView.endDropSession(session)
        XCTAssertEqual(events, ["exit true", "end true"])
    }

    func testDropPreviewParameters_receivesTheIndexPath_answerReachesTheView_evenNil() {
        let owner = makeOwner(.manager)
        var received: [IndexPath] = []
        owner.manager.dropPreviewParameters { indexPath in
            received.append(indexPath)
            return indexPath.item == 0 ? DragPreviewParameters(cornerRadius: 3) : nil
        }
        XCTAssertEqual(
            owner.virtualView.dropPreviewParameters(forItemAt: IndexPath(item: 0, section: 0)),
            DragPreviewParameters(cornerRadius: 3))
        XCTAssertNil(owner.virtualView.dropPreviewParameters(forItemAt: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(received, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    func testPerformDrop_withTheDropHelper_insertsTheModelIntoTheStorageAndTheView() {
        let owner = makeOwner(.manager)
        var insertedAt: [IndexPath] = []
        var contexts: [CollectionViewDropPlaceholderContext] = []
        owner.manager.performDropWithCoordinator { coordinator in
            guard let item = coordinator.items.first?.dragItem, let destination = coordinator.destinationIndexPath
            else { return }
            let placeholder = DropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Placeholder")
            let context = owner.manager.drop(item, to: placeholder, with: coordinator)
            contexts.append(context)
            XCTAssertTrue(context.commitInsertion(ofItem: Post(title: "new")) { insertedAt.append($0) })
        }
        let dragItem = DragItem(localObject: "new")
        let coordinator = owner.virtualView.performDrop(
            DropSession(items: [dragItem]), destinationIndexPath: IndexPath(item: 1, section: 0))

        XCTAssertEqual(insertedAt, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(
            owner.manager.memoryStorage.sections[0].items.compactMap { ($0 as? Post)?.title }, ["a", "new", "b", "c"])
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual((owner.virtualView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PostCell)?.title, "new")
        XCTAssertEqual(coordinator?.placeholderContexts.count, 1)
        XCTAssertTrue(contexts.first?.context === coordinator?.placeholderContexts.first)
        XCTAssertTrue(contexts.first?.storage === owner.manager.storage)
        XCTAssertEqual(contexts.first?.commitInsertion(ofItem: Post(title: "again")), false, "committed already")
        XCTAssertEqual(contexts.first?.deletePlaceholder(), false)
    }

    func testCommitInsertion_intoAMissingSection_insertsNothing_soTheViewReportsTheMismatch() {
        let owner = makeOwner(.manager)
        var inconsistencies: [CollectionViewInconsistency] = []
        owner.virtualView.inconsistencyHandler = { inconsistencies.append($0) }
        var insertedAt: [IndexPath] = []
        owner.manager.performDropWithCoordinator { coordinator in
            let placeholder = DropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 1), reuseIdentifier: "P")
            let context = owner.manager.drop(coordinator.items[0].dragItem, to: placeholder, with: coordinator)
            context.commitInsertion(ofItem: Post(title: "new")) { insertedAt.append($0) }
        }
        owner.virtualView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: nil)
        XCTAssertEqual(insertedAt, [IndexPath(item: 0, section: 1)])
        XCTAssertEqual(owner.manager.memoryStorage.sections.count, 1)
        XCTAssertEqual(owner.manager.memoryStorage.sections[0].items.count, 3)
        XCTAssertEqual(inconsistencies.count, 1, "the insertion the closure did not make")
    }

    func testDeletePlaceholder_leavesTheStorageAsItWas() {
        let owner = makeOwner(.manager)
        owner.manager.performDropWithCoordinator { coordinator in
            let placeholder = DropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "P")
            let context = owner.manager.drop(coordinator.items[0].dragItem, to: placeholder, with: coordinator)
            XCTAssertTrue(context.deletePlaceholder())
            XCTAssertFalse(context.commitInsertion(ofItem: Post(title: "new")))
        }
        owner.virtualView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: nil)
        XCTAssertEqual(owner.manager.memoryStorage.sections[0].items.count, 3)
    }
}
