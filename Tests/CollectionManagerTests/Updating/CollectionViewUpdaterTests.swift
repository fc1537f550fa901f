import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// DTCollectionViewManager's updater behaviours, with this library's deliberate differences, read from the calls the
/// collection view receives.
final class CollectionViewUpdaterTests: XCTestCase {
    private func makeOwner(_ sections: [[Int]]) -> (LoggedOwner, MemoryStorage, CollectionViewUpdater) {
        LoggedOwner.showing(sections)
    }

    private func shownValues(_ owner: LoggedOwner) -> [IndexPath: Int] {
        let view = owner.virtualView
        var shown: [IndexPath: Int] = [:]
        for indexPath in view.indexPathsForVisibleItems {
            shown[indexPath] = (view.cellForItem(at: indexPath) as? IntCell)?.value
        }
        return shown
    }

    private func storedValues(_ storage: MemoryStorage) -> [IndexPath: Int] {
        var stored: [IndexPath: Int] = [:]
        for (section, items) in storage.intSections.enumerated() {
            for (item, value) in items.enumerated() { stored[IndexPath(item: item, section: section)] = value }
        }
        return stored
    }

    // MARK: One batch per update

    func testSingleCall_isOneBatchWithTheDataChangedInsideTheBlock() {
        let (owner, storage, _) = makeOwner([[0, 1]])
        storage.addItems([2, 3])
        XCTAssertEqual(
            owner.loggingView.log,
            [
                "performBatchUpdates {", "insertItems([[0, 2], [0, 3]])", "}", "completion(true)",
                "performBatchUpdates returned",
            ])
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [.init(insertedItems: [ip(0, 2), ip(0, 3)], countsBefore: [2], countsAfter: [4])])
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    func testChangeOrder_itemChangesComeBeforeSectionChanges() {
        let (owner, storage, _) = makeOwner([[0, 1], [2]])
        storage.performUpdates {
            storage.deleteSections([1])
            storage.addItem(3)
        }
        XCTAssertEqual(
            Array(owner.loggingView.log.prefix(4)),
            ["performBatchUpdates {", "insertItems([[0, 2]])", "deleteSections([1])", "}"])
    }

    func testBlockOfCalls_isOneValidBatchFromTheContentsBeforeToTheContentsAfter() {
        // As records, this block reads Insert [1], Insert [2], Insert [[2, 0]], Move [[0, 0], [1, 0]], Delete [[0, 1]],
        // Move [[0, 0], [0, 1]] — each relative to the previous call, and not a batch UIKit accepts.
        let (owner, storage, _) = makeOwner([[0, 1, 2, 3]])
        storage.performUpdates {
            storage.addItem(4, toSection: 2)
            storage.moveItem(at: ip(0, 0), to: ip(1, 0))
            storage.removeItems(at: [ip(0, 1)])
            storage.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
        XCTAssertEqual(storage.intSections, [[3, 1], [0], [4]])
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(
                    insertedSections: [1, 2], deletedItems: [ip(0, 0), ip(0, 2)],
                    movedItems: [.init(from: ip(0, 3), to: ip(0, 0))],
                    countsBefore: [4], countsAfter: [2, 1, 1])
            ])
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    // MARK: Reloads and the reload closure

    func testReloadRowsClosure_receivesTheIndexPathAndTheModel_afterTheBatch() {
        let (owner, storage, updater) = makeOwner([[1, 2, 3, 4, 5]])
        var calls: [String] = []
        updater.reloadItemClosure = { indexPath, model in
            calls.append("\(indexPath) \(model)")
            owner.loggingView.note("reloadItemClosure")
        }
        storage.reloadItem(4)
        XCTAssertEqual(calls, ["[0, 3] 4"])
        XCTAssertEqual(
            owner.loggingView.log,
            ["performBatchUpdates {", "}", "completion(true)", "performBatchUpdates returned", "reloadItemClosure"])
    }

    func testReloadClosure_getsTheIndexPathTheItemHasAfterTheBatch() {
        let (owner, storage, updater) = makeOwner([[1, 2, 3, 4, 5]])
        var calls: [String] = []
        updater.reloadItemClosure = { indexPath, model in calls.append("\(indexPath) \(model)") }
        storage.performUpdates {
            try? storage.replaceItem(4, with: 40)
            try? storage.insertItem(0, to: ip(0, 0))
        }
        XCTAssertEqual(calls, ["[0, 4] 40"])
        XCTAssertEqual(owner.virtualView.performedUpdates.last?.insertedItems, [ip(0, 0)])
    }

    func testReloadItem_withoutClosure_reloadsTheItem_whichIsDequeuedAgain() {
        let (owner, storage, _) = makeOwner([[1, 2, 3, 4, 5]])
        owner.virtualView.resetRecording()
        try? storage.replaceItem(4, with: 40)
        XCTAssertTrue(owner.loggingView.log.contains("reloadItems([[0, 3]])"))
        XCTAssertTrue(owner.virtualView.recordedEvents.contains(.cellForItem(ip(0, 3))))
        XCTAssertEqual((owner.virtualView.cellForItem(at: ip(0, 3)) as? IntCell)?.value, 40)
    }

    func testCoreDataUpdater_refreshesTheSameCellInPlace_evenWhenItMoves() {
        let (owner, storage, _) = makeOwner([[1, 2, 3]])
        owner.manager.collectionViewUpdater = owner.manager.coreDataUpdater()
        let cell = owner.virtualView.cellForItem(at: ip(0, 2)) as? IntCell
        storage.performUpdates {
            try? storage.replaceItem(3, with: 30)
            storage.moveItem(at: ip(0, 2), to: ip(0, 0))
        }
        XCTAssertTrue(owner.virtualView.cellForItem(at: ip(0, 0)) === cell)
        XCTAssertEqual(cell?.value, 30)
        XCTAssertEqual(owner.virtualView.performedUpdates.last?.movedItems, [.init(from: ip(0, 2), to: ip(0, 0))])
    }

    // MARK: Moves

    func testMove_isAMoveByDefault() {
        let (owner, storage, _) = makeOwner([[0, 1, 2]])
        storage.moveItem(at: ip(0, 0), to: ip(0, 2))
        XCTAssertEqual(owner.loggingView.log[1], "moveItem([0, 0], [0, 2])")
        XCTAssertEqual(storage.intSections, [[1, 2, 0]])
    }

    func testAnimateMoveAsDeleteAndInsert_deletesAndInserts_asItsNameSays() {
        let (owner, storage, updater) = makeOwner([[0, 1, 2]])
        updater.animateMoveAsDeleteAndInsert = true
        storage.moveItem(at: ip(0, 0), to: ip(0, 2))
        XCTAssertEqual(owner.loggingView.log[1...2], ["deleteItems([[0, 0]])", "insertItems([[0, 2]])"])
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    // MARK: Off window

    func testOffWindow_withoutOffScreenAnimations_appliesTheChangesThenReloads() {
        let (owner, storage, updater) = makeOwner([[0, 1]])
        owner.virtualView.isInWindow = false
        updater.animateChangesOffScreen = false
        storage.addItem(2)
        XCTAssertEqual(owner.loggingView.log, ["reloadData()"])
        XCTAssertEqual(storage.intSections, [[0, 1, 2]], "DT reloads without applying the change, and loses it")
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    func testOffWindow_withOffScreenAnimations_stillAnimates() {
        let (owner, storage, _) = makeOwner([[0, 1]])
        owner.virtualView.isInWindow = false
        storage.addItem(2)
        XCTAssertEqual(owner.loggingView.log.first, "performBatchUpdates {")
    }

    func testSetItemsThenAddItems_offWindow_keepsEveryItem() {
        // DTCollectionViewManager#23: a reload left the counts stale and the next batch crashed.
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        owner.virtualView.isInWindow = false
        owner.manager.register(PostCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([Post(title: "a"), Post(title: "b")])
        storage.addItems([Post(title: "c"), Post(title: "d"), Post(title: "e")])
        XCTAssertEqual(storage.totalNumberOfItems, 5)
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(owner.virtualView.reportedInconsistencies, [])
    }

    // MARK: Section changes and reloads

    func testSectionChanges_areFollowedByAReloadInTheCompletion() {
        let (owner, storage, _) = makeOwner([[0]])
        storage.addItems([1, 2], toSection: 1)
        XCTAssertEqual(
            owner.loggingView.log,
            [
                "performBatchUpdates {", "insertSections([1])", "}", "completion(true)", "reloadData()",
                "performBatchUpdates returned",
            ])
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    func testFirstSectionsOfAnEmptyView_areNotFollowedByAReload_soTheirCellsAreNotReused() {
        let (owner, storage, _) = makeOwner([])
        storage.addItem(1)
        XCTAssertEqual(
            owner.loggingView.log,
            [
                "performBatchUpdates {", "insertSections([0])", "}", "completion(true)", "performBatchUpdates returned",
            ])
        XCTAssertEqual(shownValues(owner), storedValues(storage))

        storage.addItems([2, 3], toSection: 1)
        XCTAssertEqual(
            owner.loggingView.log.suffix(3), ["completion(true)", "reloadData()", "performBatchUpdates returned"],
            "once the view shows sections, section changes are followed by a reload again")
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    func testItemChanges_areNotFollowedByAReload() {
        let (owner, storage, _) = makeOwner([[0], [1]])
        storage.addItem(2, toSection: 1)
        XCTAssertFalse(owner.loggingView.log.contains("reloadData()"))
    }

    func testStorageNeedsReloading_reloadsBetweenNilNotifications() {
        let (owner, storage, updater) = makeOwner([[0]])
        updater.willUpdateContent = { owner.loggingView.note("willUpdateContent(\(String(describing: $0)))") }
        updater.didUpdateContent = { owner.loggingView.note("didUpdateContent(\(String(describing: $0)))") }
        storage.setItems([5, 6])
        XCTAssertEqual(owner.loggingView.log, ["willUpdateContent(nil)", "reloadData()", "didUpdateContent(nil)"])
    }

    // MARK: Timing

    func testDidUpdateContent_runsRightAfterPerformBatchUpdatesReturns_withTheViewUpToDate() {
        let (owner, storage, updater) = makeOwner([[0]])
        var countAtDidUpdate: Int?
        updater.willUpdateContent = { _ in owner.loggingView.note("willUpdateContent") }
        updater.didUpdateContent = { update in
            owner.loggingView.note("didUpdateContent")
            XCTAssertEqual(update?.objectChanges.map(\.1), [[ip(0, 1)]])
            countAtDidUpdate = owner.virtualView.numberOfItems(inSection: 0)
        }
        storage.addItem(1)
        XCTAssertEqual(
            owner.loggingView.log,
            [
                "willUpdateContent", "performBatchUpdates {", "insertItems([[0, 1]])", "}", "completion(true)",
                "performBatchUpdates returned", "didUpdateContent",
            ])
        XCTAssertEqual(countAtDidUpdate, 2)
    }

    func testWillUpdateContent_seesTheContentsBeforeTheUpdate() {
        let (owner, storage, updater) = makeOwner([[0]])
        var countAtWillUpdate: Int?
        updater.willUpdateContent = { _ in countAtWillUpdate = storage.numberOfItems(inSection: 0) }
        storage.addItem(1)
        XCTAssertEqual(countAtWillUpdate, 1)
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), 2)
    }

    // MARK: Updates a batch cannot describe

    func testUpdateAppliedBeforeTheUpdaterGetsToIt_isShownWithAReload() {
        let (owner, storage, updater) = makeOwner([[0]])
        var reloaded = false
        updater.willUpdateContent = { update in
            // A reload method applies the pending update at once.
            if update != nil, !reloaded {
                reloaded = true
                storage.setItems([7, 8], forSection: 1)
            }
        }
        storage.addItem(1)
        XCTAssertEqual(owner.loggingView.log, ["reloadData()", "reloadData()"])
        XCTAssertEqual(storage.intSections, [[0, 1], [7, 8]])
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    func testViewOutOfStepWithTheStorage_getsAReloadInsteadOfABatchItWouldReject() {
        let (owner, storage, _) = makeOwner([[0]])
        storage.updateWithoutAnimations { storage.addItem(1) }  // and no reloadData(), as the caller should
        storage.addItem(2)
        XCTAssertEqual(owner.loggingView.log, ["reloadData()"])
        XCTAssertEqual(owner.virtualView.reportedInconsistencies, [])
        XCTAssertEqual(shownValues(owner), storedValues(storage))
    }

    func testUpdateOfAnotherStorage_isIssuedAsRecorded() {
        let view = VirtualCollectionView()
        view.inconsistencyHandler = { XCTFail("\($0)") }
        let source = ArrayDataSource(counts: [2])
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: ArrayDataSource.identifier)
        view.dataSource = source
        view.layoutIfNeeded()
        let updater = CollectionViewUpdater(collectionView: view)
        let update = StorageUpdate()
        update.enqueueDatasourceUpdate { update in
            source.counts = [3]
            update.objectChanges.append((.insert, [ip(0, 0)]))
            update.sectionChanges.append((.insert, [1]))
            source.counts.append(0)
        }
        updater.storageDidPerformUpdate(update)
        XCTAssertEqual(
            view.performedUpdates,
            [.init(insertedSections: [1], insertedItems: [ip(0, 0)], countsBefore: [2], countsAfter: [3, 0])])
    }
}

/// A data source of empty cells with settable counts.
private final class ArrayDataSource: CollectionViewDataSource {
    static let identifier = "Cell"
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func responds(to selector: CollectionViewSelector) -> Bool { selector == .numberOfSections }
    func numberOfSections(in collectionView: any CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
    }
}
