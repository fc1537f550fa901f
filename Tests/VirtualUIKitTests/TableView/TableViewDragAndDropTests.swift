import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The drag and drop delegates, with the drag-and-drop types the collection view uses (reference §4.9).
final class TableViewDragAndDropTests: XCTestCase {
    private static let dragAndDropSelectors = Set(
        TableViewRole.dragDelegate.optionalSelectors + TableViewRole.dropDelegate.optionalSelectors)

    private func fixture(implemented: Set<TableViewSelector> = dragAndDropSelectors) -> TableViewFixture {
        let fixture = TableViewFixture(counts: [3], implemented: implemented)
        fixture.tableView.rowHeight = 44
        return fixture.loaded()
    }

    func testADrag_beginsWithTheDelegatesItems_whichRememberTheirRow() {
        let fixture = fixture()
        let item = DragItem(localObject: "B")
        fixture.double.itemsForBeginning = { _ in [item] }
        let session = DragSession()

        XCTAssertTrue(fixture.tableView.beginDrag(at: ip(0, 1), session: session).first === item)
        let options = fixture.tableView.dragSessionOptions(session)
        XCTAssertNil(fixture.tableView.dragPreviewParameters(forRowAt: ip(0, 1)))
        XCTAssertTrue(
            fixture.tableView.addItemsToDrag(at: ip(0, 2), session: session, point: CGPoint(x: 1, y: 2)).isEmpty)
        fixture.tableView.endDrag(session)

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .itemsForBeginningDragSession(ip(0, 1)), .dragSessionWillBegin, .dragSessionAllowsMoveOperation,
                .dragSessionIsRestrictedToDraggingApplication, .dragPreviewParameters(ip(0, 1)),
                .itemsForAddingToDragSession(ip(0, 2), point: CGPoint(x: 1, y: 2)), .dragSessionDidEnd,
            ]
        )
        XCTAssertTrue(options.allowsMove)
        XCTAssertFalse(options.isRestrictedToApp)
        XCTAssertTrue(session.items.first === item)
        XCTAssertEqual(item.sourceIndexPath, ip(0, 1))
    }

    func testAnEmptyAnswer_refusesTheDrag() {
        let fixture = fixture()
        fixture.double.itemsForBeginning = { _ in [] }
        XCTAssertTrue(fixture.tableView.beginDrag(at: ip(0, 0), session: DragSession()).isEmpty)
        XCTAssertEqual(fixture.tableView.recordedEvents, [.itemsForBeginningDragSession(ip(0, 0))])
    }

    func testADrop_runsTheSequence_andTheCoordinatorKnowsItemsFromThisTable() {
        let fixture = fixture()
        let dragSession = DragSession()
        fixture.tableView.beginDrag(at: ip(0, 0), session: dragSession)
        let session = DropSession(localDragSession: dragSession)
        var dropped: DropCoordinator?
        fixture.double.onPerformDrop = { coordinator in
            dropped = coordinator
            coordinator.drop(coordinator.items[0].dragItem, toRowAt: ip(0, 2))
        }
        fixture.clearLogs()

        XCTAssertTrue(fixture.tableView.beginDropSession(session))
        XCTAssertEqual(
            fixture.tableView.updateDropSession(session, destinationIndexPath: ip(0, 3)), DropProposal(operation: .copy)
        )
        XCTAssertNil(fixture.tableView.dropPreviewParameters(forRowAt: ip(0, 2)))
        fixture.tableView.performDrop(session, destinationIndexPath: ip(0, 3))
        fixture.tableView.exitDropSession(session)
        fixture.tableView.endDropSession(session)

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .canHandleDropSession, .dropSessionDidEnter, .dropSessionDidUpdate(destination: ip(0, 3)),
                .dropPreviewParameters(ip(0, 2)), .performDrop(destination: ip(0, 3)), .dropSessionDidExit,
                .dropSessionDidEnd,
            ]
        )
        XCTAssertEqual(dropped?.items.map(\.sourceIndexPath), [ip(0, 0)])
        XCTAssertEqual(dropped?.items.map(\.previewSize), [CGSize(width: 320, height: 44)])
        guard case .toItem(_, let indexPath)? = dropped?.drops.first else { return XCTFail("no drop") }
        XCTAssertEqual(indexPath, ip(0, 2))
    }

    func testAPlaceholderInsertion_runsTheUpdate_andInsertsTheRowInABatch() {
        let fixture = fixture()
        fixture.tableView.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        var context: DropPlaceholderContext?
        fixture.double.onPerformDrop = { coordinator in
            context = coordinator.drop(
                DragItem(), to: DropPlaceholder(insertionIndexPath: ip(0, 1), reuseIdentifier: "Cell", rowHeight: 44))
        }
        let kept = fixture.tableView.cellForRow(at: ip(0, 1))
        fixture.tableView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: ip(0, 1))
        fixture.clearLogs()

        let committed = context?.commitInsertion { indexPath in
            XCTAssertEqual(indexPath, ip(0, 1))
            fixture.double.counts = [4]
        }

        XCTAssertEqual(committed, true)
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            fixture.tableView.performedUpdates,
            [.init(insertedRows: [.init(ip(0, 1), .automatic)], countsBefore: [3], countsAfter: [4])])
        XCTAssertEqual(fixture.double.log.filter { $0 == .cellForRow(ip(0, 1)) }, [.cellForRow(ip(0, 1))])
        XCTAssertTrue(fixture.tableView.cellForRow(at: ip(0, 2)) === kept)
        XCTAssertEqual(fixture.tableView.indexPathsForSelectedRows, [ip(0, 2)])
        XCTAssertEqual(context?.commitInsertion { _ in XCTFail("committed twice") }, false)
    }

    func testAPlaceholderInsertion_whoseUpdateAddsNoRow_isRejectedAsABatch() {
        let fixture = fixture()
        var context: DropPlaceholderContext?
        fixture.double.onPerformDrop = { coordinator in
            context = coordinator.drop(
                DragItem(), to: DropPlaceholder(insertionIndexPath: ip(0, 1), reuseIdentifier: "Cell", rowHeight: 44))
        }
        fixture.tableView.performDrop(DropSession(items: [DragItem()]), destinationIndexPath: ip(0, 1))

        XCTAssertEqual(context?.commitInsertion { _ in }, true)
        let reason =
            "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows "
            + "contained in an existing section after the update (3) must be equal to the number of rows contained in "
            + "that section before the update (3), plus or minus the number of rows inserted or deleted from that "
            + "section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
            + "(0 moved in, 0 moved out). Table view: <VirtualTableView: frame = (0 0; 320 480)>"
        XCTAssertEqual(fixture.inconsistencies.received.count, 1)
        XCTAssertEqual(
            fixture.tableView.performedUpdates.map { $0.inconsistency.map { String(describing: $0) } }, [reason])
        XCTAssertEqual(fixture.tableView.performedUpdates.map(\.insertedRows), [[.init(ip(0, 1), .automatic)]])
        XCTAssertEqual(fixture.tableView.numberOfRows(inSection: 0), 3)
    }

    func testAReload_removesThePlaceholder() {
        let fixture = fixture()
        var context: DropPlaceholderContext?
        fixture.double.onPerformDrop = { coordinator in
            context = coordinator.drop(
                DragItem(), to: DropPlaceholder(insertionIndexPath: ip(0, 0), reuseIdentifier: ""))
        }
        fixture.tableView.performDrop(DropSession(items: []), destinationIndexPath: nil)
        fixture.tableView.reloadData()

        XCTAssertEqual(context?.commitInsertion { _ in XCTFail("the placeholder is gone") }, false)
        XCTAssertEqual(context?.placeholder.rowHeight, VirtualTableView.automaticDimension)
    }

    func testWithoutDelegates_theDriversAnswerUIKitsDefaults() {
        let fixture = fixture(implemented: [])
        fixture.tableView.dragDelegate = nil
        fixture.tableView.dropDelegate = nil
        XCTAssertTrue(fixture.tableView.beginDrag(at: ip(0, 0), session: DragSession()).isEmpty)
        XCTAssertFalse(fixture.tableView.beginDropSession(DropSession(items: [])))
        XCTAssertEqual(
            fixture.tableView.updateDropSession(DropSession(items: []), destinationIndexPath: nil),
            DropProposal(operation: .cancel))
        XCTAssertNil(fixture.tableView.performDrop(DropSession(items: []), destinationIndexPath: nil))
        XCTAssertEqual(fixture.tableView.recordedEvents, [])
    }
}
