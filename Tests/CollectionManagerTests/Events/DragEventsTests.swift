import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Drag events, driven by drags starting on the items.
final class DragEventsTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    func testItemsForBeginningDragSession_bothStyles_itemsJoinTheSession_thenWillBeginRuns() {
        for style in RegistrationStyle.allCases {
            var events: [String] = []
            let session = DragSession()
            let items = { (received: DragSession, cell: PostCell, post: Post, indexPath: IndexPath) -> [DragItem] in
                events.append("items \(received === session) \(CellCall(cell, post, indexPath))")
                return post.title == "b" ? [DragItem(localObject: post.title)] : []
            }
            let owner = makeOwner(
                style, mapping: { $0.itemsForBeginningDragSession(items) },
                manager: { $0.itemsForBeginningDragSession(from: PostCell.self, items) })
            owner.manager.dragSessionWillBegin { received in events.append("willBegin \(received.items.count)") }

            XCTAssertEqual(owner.virtualView.beginDrag(at: first, session: session).count, 0, "\(style)")
            let dragged = owner.virtualView.beginDrag(at: second, session: session)
            XCTAssertEqual(dragged.map { $0.localObject as? String }, ["b"], "\(style)")
            XCTAssertTrue(session.items.first === dragged.first, "\(style)")
            XCTAssertEqual(dragged.first?.sourceIndexPath, second, "\(style)")
            XCTAssertEqual(
                events, ["items true (a, a, [0, 0])", "items true (b, b, [0, 1])", "willBegin 1"], "\(style)")
        }
    }

    func testItemsForAddingToDragSession_bothStyles_receivesSessionAndPoint() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let session = DragSession()
            let items = {
                (received2: DragSession, point: CGPoint, cell: PostCell, post: Post, indexPath: IndexPath) -> [DragItem]
                in
                received.append("\(received2 === session) \(point.x) \(CellCall(cell, post, indexPath))")
                return [DragItem(localObject: post.title)]
            }
            let owner = makeOwner(
                style, mapping: { $0.itemsForAddingToDragSession(items) },
                manager: { $0.itemsForAddingToDragSession(from: PostCell.self, items) })
            let added = owner.virtualView.addItemsToDrag(at: second, session: session, point: CGPoint(x: 12, y: 0))
            XCTAssertEqual(added.map { $0.localObject as? String }, ["b"], "\(style)")
            XCTAssertEqual(session.items.count, 1, "\(style)")
            XCTAssertEqual(received, ["true 12.0 (b, b, [0, 1])"], "\(style)")
        }
    }

    func testDragPreviewParameters_bothStyles_answerReachesTheView_evenNil() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let parameters = { (cell: PostCell, post: Post, indexPath: IndexPath) -> DragPreviewParameters? in
                calls.append(CellCall(cell, post, indexPath))
                return post.title == "a" ? DragPreviewParameters(cornerRadius: 6) : nil
            }
            let owner = makeOwner(
                style, mapping: { $0.dragPreviewParameters(parameters) },
                manager: { $0.dragPreviewParameters(for: PostCell.self, parameters) })
            XCTAssertEqual(
                owner.virtualView.dragPreviewParameters(forItemAt: first), DragPreviewParameters(cornerRadius: 6),
                "\(style)")
            XCTAssertNil(owner.virtualView.dragPreviewParameters(forItemAt: second), "\(style)")
            XCTAssertEqual(calls, [call("a", first), call("b", second)], "\(style)")
        }
    }

    func testDragSessionEvents_receiveTheSession_answersReachTheView() {
        let owner = makeOwner(.manager)
        let session = DragSession(localContext: "context")
        var events: [String] = []
        owner.manager.dragSessionAllowsMoveOperation { received in
            events.append("allowsMove \(received === session)")
            return false
        }
        owner.manager.dragSessionIsRestrictedToDraggingApplication { received in
            events.append("isRestricted \(received === session)")
            return true
        }
        owner.manager.dragSessionDidEnd { received in events.append("didEnd \(received === session)") }

        XCTAssertFalse(owner.virtualView.dragSessionAllowsMoveOperation(session))
        XCTAssertTrue(owner.virtualView.dragSessionIsRestrictedToDraggingApplication(session))
        owner.virtualView.endDrag(session)
        XCTAssertEqual(events, ["allowsMove true", "isRestricted true", "didEnd true"])
    }
}
