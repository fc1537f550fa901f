import Foundation
import TableManager
import XCTest

/// A screen that is its table's drag and drop delegate too, recording what it is asked.
@MainActor
private final class DragDropScreen: TableViewManageable, TableViewDragDelegate, TableViewDropDelegate {
    let tableView = VirtualTableView()
    var implementedDelegateMethods: Set<TableViewSelector> = []
    private(set) var log: [String] = []

    func tableView(_ tableView: any TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    {
        log.append("owner itemsForBeginning \(indexPath)")
        return [DragItem(localObject: "owner")]
    }
    func tableView(_ tableView: any TableView, dragSessionWillBegin session: DragSession) {
        log.append("owner dragSessionWillBegin")
    }
    func tableView(_ tableView: any TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { false }
    func tableView(_ tableView: any TableView, performDropWith coordinator: DropCoordinator) {
        log.append("owner performDrop")
    }
    func tableView(_ tableView: any TableView, canHandle session: DropSession) -> Bool { false }
}

/// The table manager's drag and drop events, driven through a `VirtualTableView`.
final class TableDragAndDropEventTests: XCTestCase {
    @MainActor
    private func screen(_ register: (TableViewManager) -> Void = { $0.register(IntCell.self) }) -> TableScreen {
        loadedScreen(register)
    }

    // MARK: Installation

    @MainActor
    func testManager_installsItsDragAndDropDelegates() async {
        let screen = screen()
        XCTAssertTrue(screen.tableView.dragDelegate === screen.manager.tableDragDelegate)
        XCTAssertTrue(screen.tableView.dropDelegate === screen.manager.tableDropDelegate)
        XCTAssertTrue(screen.manager.tableDropDelegate!.responds(to: .dropSessionDidUpdate), "drop answers are fixed")
        XCTAssertFalse(screen.manager.tableDragDelegate!.responds(to: .dragSessionWillBegin))
        screen.manager.dragSessionWillBegin { _ in }
        XCTAssertTrue(screen.manager.tableDragDelegate!.responds(to: .dragSessionWillBegin))
    }

    // MARK: Drag, manager events

    @MainActor
    func testItemsForBeginningDragSession_getsTheSessionTheLiveCellAndTheModel() async {
        let screen = screen()
        let session = DragSession()
        var received: [String] = []
        screen.manager.itemsForBeginningDragSession(from: IntCell.self) { receivedSession, cell, model, indexPath in
            received.append("\(receivedSession === session) \(cell.model ?? -1) \(model) \(indexPath)")
            return [DragItem(localObject: model)]
        }
        let items = screen.tableView.beginDrag(at: ip(1, 0), session: session)
        XCTAssertEqual(items.compactMap { $0.localObject as? Int }, [2])
        XCTAssertEqual(received, ["true 2 2 [0, 1]"])
    }

    @MainActor
    func testItemsForAddingToDragSession_getsTheSessionAndThePoint() async {
        let screen = screen()
        var received: [String] = []
        screen.manager.itemsForAddingToDragSession(from: IntCell.self) { _, point, _, model, _ in
            received.append("\(point.x),\(point.y) \(model)")
            return [DragItem(localObject: model)]
        }
        let items = screen.tableView.addItemsToDrag(at: ip(0, 0), session: DragSession(), point: CGPoint(x: 3, y: 4))
        XCTAssertEqual(items.compactMap { $0.localObject as? Int }, [1])
        XCTAssertEqual(received, ["3.0,4.0 1"])
    }

    @MainActor
    func testDragPreviewParameters_answerReachesTheView_evenNil() async {
        let screen = screen()
        screen.manager.dragPreviewParameters(for: IntCell.self) { _, model, _ in
            model == 1 ? DragPreviewParameters(cornerRadius: 5) : nil
        }
        XCTAssertEqual(
            screen.tableView.dragPreviewParameters(forRowAt: ip(0, 0)), DragPreviewParameters(cornerRadius: 5))
        XCTAssertNil(screen.tableView.dragPreviewParameters(forRowAt: ip(1, 0)))
    }

    @MainActor
    func testDragSessionEvents_receiveTheSession() async {
        let screen = screen()
        let session = DragSession()
        var events: [String] = []
        screen.manager.dragSessionWillBegin { events.append("willBegin \($0 === session)") }
        screen.manager.dragSessionDidEnd { events.append("didEnd \($0 === session)") }
        screen.manager.dragSessionAllowsMoveOperation { _ in false }
        screen.manager.dragSessionIsRestrictedToDraggingApplication { _ in true }
        screen.manager.itemsForBeginningDragSession(from: IntCell.self) { _, _, model, _ in
            [DragItem(localObject: model)]
        }
        _ = screen.tableView.beginDrag(at: ip(0, 0), session: session)
        let options = screen.tableView.dragSessionOptions(session)
        screen.tableView.endDrag(session)
        XCTAssertEqual(options.allowsMove, false)
        XCTAssertEqual(options.isRestrictedToApp, true)
        XCTAssertEqual(events, ["willBegin true", "didEnd true"])
    }

    @MainActor
    func testDragDefaults_withoutEventsOrOwner() async {
        let screen = screen()
        let delegate = screen.manager.tableDragDelegate!
        let session = DragSession()
        XCTAssertEqual(delegate.tableView(screen.tableView, itemsForBeginning: session, at: ip(0, 0)).count, 0)
        XCTAssertTrue(delegate.tableView(screen.tableView, dragSessionAllowsMoveOperation: session))
        XCTAssertFalse(delegate.tableView(screen.tableView, dragSessionIsRestrictedToDraggingApplication: session))
        XCTAssertNil(delegate.tableView(screen.tableView, dragPreviewParametersForRowAt: ip(0, 0)))
    }

    // MARK: Drag, mapping events

    @MainActor
    func testMappingDragEvents_run() async {
        var log: [String] = []
        let screen = screen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.itemsForBeginningDragSession { _, _, model, _ in
                    log.append("begin \(model)")
                    return [DragItem()]
                }
                mapping.itemsForAddingToDragSession { _, _, _, model, _ in
                    log.append("add \(model)")
                    return []
                }
                mapping.dragPreviewParameters { _, model, _ in
                    log.append("preview \(model)")
                    return DragPreviewParameters(cornerRadius: 1)
                }
            }
        }
        XCTAssertEqual(screen.tableView.beginDrag(at: ip(0, 0), session: DragSession()).count, 1)
        XCTAssertEqual(screen.tableView.addItemsToDrag(at: ip(1, 0), session: DragSession()).count, 0)
        XCTAssertEqual(
            screen.tableView.dragPreviewParameters(forRowAt: ip(1, 0)), DragPreviewParameters(cornerRadius: 1))
        XCTAssertEqual(log, ["begin 1", "add 2", "preview 2"])
    }

    // MARK: Drop

    @MainActor
    func testCanHandleAndDidEnter() async {
        let screen = screen()
        var events: [String] = []
        screen.manager.canHandleDropSession { session in
            events.append("canHandle \(session.items.count)")
            return !session.items.isEmpty
        }
        screen.manager.dropSessionDidEnter { session in events.append("didEnter \(session.items.count)") }
        XCTAssertFalse(screen.tableView.beginDropSession(DropSession(items: [])))
        XCTAssertTrue(screen.tableView.beginDropSession(DropSession(items: [DragItem()])))
        XCTAssertEqual(events, ["canHandle 0", "canHandle 1", "didEnter 1"])
    }

    @MainActor
    func testDropSessionDidUpdate_receivesTheDestination_evenNil() async {
        let screen = screen()
        var received: [String] = []
        screen.manager.dropSessionDidUpdate { _, destination in
            received.append(destination.map { "\($0)" } ?? "nil")
            return destination == nil ? DropProposal(operation: .forbidden) : DropProposal(operation: .copy)
        }
        let session = DropSession(items: [DragItem()])
        XCTAssertEqual(
            screen.tableView.updateDropSession(session, destinationIndexPath: ip(1, 0)), DropProposal(operation: .copy))
        XCTAssertEqual(
            screen.tableView.updateDropSession(session, destinationIndexPath: nil), DropProposal(operation: .forbidden))
        XCTAssertEqual(received, ["[0, 1]", "nil"])
    }

    @MainActor
    func testDropSessionExitEndAndPreview() async {
        let screen = screen()
        let session = DropSession(items: [DragItem()])
        var events: [String] = []
        screen.manager.dropSessionDidExit { events.append("exit \($0 === session)") }
        screen.manager.dropSessionDidEnd { events.append("end \($0 === session)") }
        screen.manager.dropPreviewParameters { indexPath in
            events.append("preview \(indexPath)")
            return nil
        }
        screen.tableView.exitDropSession(session)
        screen.tableView.endDropSession(session)
        XCTAssertNil(screen.tableView.dropPreviewParameters(forRowAt: ip(0, 0)))
        XCTAssertEqual(events, ["exit true", "end true", "preview [0, 0]"])
    }

    @MainActor
    func testDropDefaults_withoutEventsOrOwner() async {
        let screen = screen()
        let delegate = screen.manager.tableDropDelegate!
        let session = DropSession(items: [DragItem()])
        XCTAssertTrue(delegate.tableView(screen.tableView, canHandle: session))
        XCTAssertEqual(
            delegate.tableView(screen.tableView, dropSessionDidUpdate: session, withDestinationIndexPath: nil),
            DropProposal(operation: .cancel))
        XCTAssertNil(delegate.tableView(screen.tableView, dropPreviewParametersForRowAt: ip(0, 0)))
    }

    @MainActor
    func testPerformDrop_withThePlaceholderHelper_insertsTheModelIntoTheStorageAndTheTable() async {
        let screen = screen()
        var insertedAt: [IndexPath] = []
        var contexts: [TableViewDropPlaceholderContext] = []
        screen.manager.performDropWithCoordinator { coordinator in
            guard let item = coordinator.items.first?.dragItem, let destination = coordinator.destinationIndexPath
            else { return }
            let placeholder = DropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Placeholder")
            let context = screen.manager.drop(item, to: placeholder, with: coordinator)
            contexts.append(context)
            XCTAssertTrue(context.commitInsertion(ofItem: 9) { insertedAt.append($0) })
        }
        let coordinator = screen.tableView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: ip(1, 0))
        XCTAssertEqual(insertedAt, [ip(1, 0)])
        XCTAssertEqual(screen.manager.memoryStorage.sections[0].items.compactMap { $0 as? Int }, [1, 9, 2])
        XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 3)
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(screen.cell(1)?.model, 9)
        XCTAssertTrue(contexts.first?.context === coordinator?.placeholderContexts.first)
        XCTAssertTrue(contexts.first?.storage === screen.manager.storage)
        XCTAssertEqual(contexts.first?.deletePlaceholder(), false, "committed already")
    }

    // MARK: Owner

    @MainActor
    func testOwner_answersWhenNoEventDoes_andIsToldAfterTheEvent() async {
        let screen = DragDropScreen()
        screen.implementedDelegateMethods = [
            .dragSessionWillBegin, .dragSessionAllowsMoveOperation, .canHandleDropSession,
        ]
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([1])
        screen.tableView.layoutIfNeeded()
        var events: [String] = []
        screen.manager.dragSessionWillBegin { _ in events.append("event dragSessionWillBegin") }
        screen.manager.performDropWithCoordinator { _ in events.append("event performDrop") }
        let session = DragSession()
        let items = screen.tableView.beginDrag(at: ip(0, 0), session: session)
        XCTAssertEqual(items.compactMap { $0.localObject as? String }, ["owner"])
        XCTAssertFalse(screen.tableView.dragSessionOptions(session).allowsMove)
        XCTAssertFalse(screen.tableView.beginDropSession(DropSession(items: [DragItem()])))
        screen.tableView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: nil)
        XCTAssertEqual(events, ["event dragSessionWillBegin", "event performDrop"])
        XCTAssertEqual(
            screen.log, ["owner itemsForBeginning [0, 0]", "owner dragSessionWillBegin", "owner performDrop"])
    }
}
