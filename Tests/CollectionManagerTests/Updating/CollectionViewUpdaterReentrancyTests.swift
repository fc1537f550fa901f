import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// Storage calls made while the updater is applying an update — from its closures, from the data-source and delegate
/// callbacks its batch causes, from a batch completion — while the view is busy with work of its own, and inside a batch
/// update of the caller's own.
final class CollectionViewUpdaterReentrancyTests: XCTestCase {
    func testUpdateFromWillUpdateContent_waitsForTheCurrentUpdate_andGetsItsOwnBatch() {
        let (owner, storage, updater) = LoggedOwner.showing([[0]])
        var calls = 0
        updater.willUpdateContent = { _ in
            owner.loggingView.note("willUpdateContent")
            calls += 1
            if calls == 1 { storage.addItem(9) }
        }
        updater.didUpdateContent = { _ in owner.loggingView.note("didUpdateContent") }
        storage.addItem(1)
        let batch = { (inserted: String) in
            [
                "willUpdateContent", "performBatchUpdates {", inserted, "}", "completion(true)",
                "performBatchUpdates returned", "didUpdateContent",
            ]
        }
        XCTAssertEqual(owner.loggingView.log, batch("insertItems([[0, 1]])") + batch("insertItems([[0, 2]])"))
        XCTAssertEqual(storage.intSections, [[0, 1, 9]])
        XCTAssertTrue(owner.showsTheStorage)
    }

    func testUpdatesFromWillAndDidUpdateContent_keepTheirOrder() {
        let (owner, storage, updater) = LoggedOwner.showing([[0]])
        var willCalls = 0
        var didCalls = 0
        updater.willUpdateContent = { _ in
            willCalls += 1
            if willCalls == 1 { storage.addItem(10) }
        }
        updater.didUpdateContent = { _ in
            didCalls += 1
            if didCalls == 1 { try? storage.removeItem(10) }
        }
        storage.addItem(1)
        XCTAssertEqual(storage.intSections, [[0, 1]])
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(insertedItems: [ip(0, 1)], countsBefore: [1], countsAfter: [2]),
                .init(insertedItems: [ip(0, 2)], countsBefore: [2], countsAfter: [3]),
                .init(deletedItems: [ip(0, 2)], countsBefore: [3], countsAfter: [2]),
            ])
        XCTAssertTrue(owner.showsTheStorage)
    }

    func testUpdateFromWillDisplay_duringTheBatch_waitsForTheBatchToCommit() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        owner.manager.willDisplay(IntCell.self) { [unowned storage] _, model, _ in
            if model == 3 { storage.addItem(4) }
        }
        storage.setItems([0, 1, 2])
        owner.virtualView.layoutIfNeeded()
        storage.addItem(3)
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(insertedItems: [ip(0, 3)], countsBefore: [3], countsAfter: [4]),
                .init(insertedItems: [ip(0, 4)], countsBefore: [4], countsAfter: [5]),
            ])
        XCTAssertEqual(storage.intSections, [[0, 1, 2, 3, 4]])
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems.count, 5)
    }

    func testUpdateFromCellForItemAt_duringTheBatch_waitsForTheBatchToCommit() {
        let owner = ManagedOwner()
        weak let weakStorage = owner.manager.memoryStorage
        owner.manager.register(
            IntCell.self,
            handler: { _, model, _ in
                if model == 3 { try? weakStorage?.removeItem(0) }
            })
        let storage = owner.manager.memoryStorage!
        storage.setItems([0, 1, 2])
        owner.virtualView.layoutIfNeeded()
        storage.addItem(3)
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(insertedItems: [ip(0, 3)], countsBefore: [3], countsAfter: [4]),
                .init(deletedItems: [ip(0, 0)], countsBefore: [4], countsAfter: [3]),
            ])
        XCTAssertEqual(storage.intSections, [[1, 2, 3]])
        XCTAssertEqual(
            owner.virtualView.visibleCells.map { ($0 as? IntCell)?.value }, [1, 2, 3])
    }

    func testUpdateFromTheCompletionOfAnotherBatch_getsItsOwnBatch() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([0])
        owner.virtualView.layoutIfNeeded()
        owner.virtualView.performBatchUpdates(nil) { _ in storage.addItem(1) }
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(countsBefore: [1], countsAfter: [1]),
                .init(insertedItems: [ip(0, 1)], countsBefore: [1], countsAfter: [2]),
            ])
    }

    func testUpdateFromWillDisplay_whileTheViewScrolls_isAnimatedOnceTheViewIsDone() {
        // 5 items a row, 2 rows visible: scrolling to row 5 displays items 25 to 39 in a pass of the view's own.
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        var countDuringThePass: Int?
        owner.manager.willDisplay(IntCell.self) { [unowned storage] _, model, _ in
            if model == 30 { storage.addItem(99) }
            if model == 31 { countDuringThePass = storage.totalNumberOfItems }
        }
        storage.setItems(Array(0..<40))
        owner.virtualView.layoutIfNeeded()
        owner.virtualView.resetRecording()
        owner.virtualView.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(countDuringThePass, 40)
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [.init(insertedItems: [ip(0, 40)], countsBefore: [40], countsAfter: [41])])
        XCTAssertFalse(owner.virtualView.recordedEvents.contains(.reloadData))
        XCTAssertEqual(storage.totalNumberOfItems, 41)
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), 41)
        XCTAssertEqual(
            owner.virtualView.visibleCells.map { ($0 as? IntCell)?.value },
            owner.virtualView.indexPathsForVisibleItems.map { storage.item(at: $0) as? Int })
    }

    func testReloadMethodFromWillDisplay_duringTheBatch_leavesTheViewShowingTheNewContents() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        owner.manager.willDisplay(IntCell.self) { [unowned storage] _, model, _ in
            if model == 3 { storage.setItems([7, 8]) }
        }
        storage.setItems([0, 1, 2])
        owner.virtualView.layoutIfNeeded()
        storage.addItem(3)
        XCTAssertEqual(owner.virtualView.reportedInconsistencies, [])
        XCTAssertEqual(owner.virtualView.visibleCells.map { ($0 as? IntCell)?.value }, [7, 8])
    }

    func testStorageCallsInsideAViewBatchOfYourOwn_runAfterThatBatchCommits() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([0, 1])
        owner.virtualView.layoutIfNeeded()
        var countInsideTheBlock: Int?
        owner.virtualView.performBatchUpdates(
            {
                storage.addItem(2)
                countInsideTheBlock = storage.totalNumberOfItems
            }, completion: nil)
        XCTAssertEqual(countInsideTheBlock, 2)
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(countsBefore: [2], countsAfter: [2]),
                .init(insertedItems: [ip(0, 2)], countsBefore: [2], countsAfter: [3]),
            ])
    }
}
