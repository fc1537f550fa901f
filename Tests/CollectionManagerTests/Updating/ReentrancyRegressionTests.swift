import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Storage and snapshot changes made while the view is busy — during a layout pass, a commit or a reload — or while a
/// batch update of the caller's own is open. Each test checks that the view reports nothing, that its counts equal the
/// storage's and that every visible cell shows the storage's model at its index path.
final class ReentrancyRegressionTests: XCTestCase {
    /// A managed virtual view that records inconsistencies and anomalies instead of trapping.
    private final class Harness {
        let owner: ManagedOwner
        private(set) var inconsistencies: [CollectionViewInconsistency] = []
        private(set) var anomalies: [CollectionViewManagerAnomaly] = []
        var view: VirtualCollectionView { owner.virtualView }
        var manager: CollectionViewManager { owner.manager }

        init(height: CGFloat = 480) {
            owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: height))
            owner.virtualView.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
            owner.manager.anomalyHandler.anomalyAction = { [unowned self] in anomalies.append($0) }
        }

        /// The models the visible cells show, in index-path order, and those the storage holds there.
        func shownAndStored() -> (shown: [Int?], stored: [Int?]) {
            let paths = view.indexPathsForVisibleItems
            return (
                paths.map { (view.cellForItem(at: $0) as? ModelCell)?.model },
                paths.map { manager.storage.item(at: $0) as? Int }
            )
        }

        func assertShowsTheStorage(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(inconsistencies, [], file: file, line: line)
            XCTAssertEqual(anomalies, [], file: file, line: line)
            let storage = manager.storage
            let viewCounts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            let storageCounts = (0..<storage.numberOfSections()).map { storage.numberOfItems(inSection: $0) }
            XCTAssertEqual(viewCounts, storageCounts, file: file, line: line)
            let (shown, stored) = shownAndStored()
            XCTAssertEqual(shown, stored, file: file, line: line)
        }
    }

    /// A cell that records every model it was updated with.
    private final class ModelCell: CollectionViewCell, ModelTransfer {
        private(set) var models: [Int] = []
        var model: Int? { models.last }
        func update(with model: Int) { models.append(model) }
    }

    private typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    private func snapshot(_ items: [Int]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    // MARK: Diffable data source during a layout pass

    func testDiffableApplyFromWillDisplay_whileScrolling_waitsForThePassAndShowsTheRightItems() {
        // 5 items a row, 60 points a row: a 480-point view shows 8 rows, 40 items.
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        let dataSource: CollectionViewDiffableDataSource<Int, Int> = harness.manager.configureDiffableDataSource {
            _, item in item
        }
        dataSource.apply(snapshot(Array(0..<200)), animatingDifferences: false)
        harness.view.layoutIfNeeded()
        var applied = false
        harness.manager.willDisplay(ModelCell.self) { _, model, _ in
            guard model == 60, !applied else { return }
            applied = true
            dataSource.apply(self.snapshot(Array(0..<50) + Array(75..<200)))
        }
        harness.view.resetRecording()
        harness.view.scroll(to: CGPoint(x: 0, y: 600))
        XCTAssertEqual(
            harness.view.performedUpdates,
            [
                .init(
                    deletedItems: (50..<75).map { IndexPath(item: $0, section: 0) }, countsBefore: [200],
                    countsAfter: [175])
            ])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, Array(0..<50) + Array(75..<200))
        harness.assertShowsTheStorage()
    }

    func testTwoDiffableAppliesInOnePass_becomeOneBatch_andEveryCompletionRunsInOrderAfterIt() {
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        let dataSource: CollectionViewDiffableDataSource<Int, Int> = harness.manager.configureDiffableDataSource {
            _, item in item
        }
        dataSource.apply(snapshot([0, 1, 2]), animatingDifferences: false)
        harness.view.layoutIfNeeded()
        var log: [String] = []
        var applied = false
        harness.manager.willDisplay(ModelCell.self) { _, model, _ in
            guard model == 3, !applied else { return }
            applied = true
            dataSource.apply(self.snapshot([0, 1, 2, 3, 4])) { log.append("first") }
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [0, 1, 2, 3, 4])
            XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)), 3)
            XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)))
            var next = dataSource.snapshot()
            next.deleteItems([0])
            dataSource.apply(next) { log.append("second") }
        }
        dataSource.apply(snapshot([0, 1, 2, 3])) { log.append("insert 3") }
        XCTAssertEqual(
            harness.view.performedUpdates,
            [
                .init(insertedItems: [IndexPath(item: 3, section: 0)], countsBefore: [3], countsAfter: [4]),
                .init(
                    insertedItems: [IndexPath(item: 3, section: 0)], deletedItems: [IndexPath(item: 0, section: 0)],
                    countsBefore: [4], countsAfter: [4]),
            ])
        XCTAssertEqual(log, ["insert 3", "first", "second"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3, 4])
        harness.assertShowsTheStorage()
    }

    // MARK: Your own batch update

    func testStorageCallInsideYourOwnBatch_offWindow_runsAfterYourBatchCommits() {
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        let storage = harness.manager.memoryStorage!
        storage.setItems([0, 1])
        harness.view.layoutIfNeeded()
        harness.view.isInWindow = false
        harness.manager.collectionViewUpdater?.animateChangesOffScreen = false
        harness.view.resetRecording()
        harness.view.performBatchUpdates({ storage.addItem(2) }, completion: nil)
        XCTAssertEqual(harness.view.performedUpdates, [.init(countsBefore: [2], countsAfter: [2])])
        XCTAssertEqual(harness.view.recordedEvents.filter { $0 == .reloadData }.count, 1)
        XCTAssertEqual(storage.sections.map { $0.items.compactMap { $0 as? Int } }, [[0, 1, 2]])
        harness.assertShowsTheStorage()
    }

    func testUpdateFromDidUpdateContent_whileYourOwnBatchIsOpen_getsItsOwnBatchAfterYours() {
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        let storage = harness.manager.memoryStorage!
        storage.setItems([0, 1])
        harness.view.layoutIfNeeded()
        var didCalls = 0
        harness.manager.collectionViewUpdater?.didUpdateContent = { _ in
            didCalls += 1
            if didCalls == 1 { storage.addItem(3) }
        }
        harness.view.resetRecording()
        harness.view.performBatchUpdates({ storage.addItem(2) }, completion: nil)
        XCTAssertEqual(
            harness.view.performedUpdates,
            [
                .init(countsBefore: [2], countsAfter: [2]),
                .init(insertedItems: [IndexPath(item: 2, section: 0)], countsBefore: [2], countsAfter: [3]),
                .init(insertedItems: [IndexPath(item: 3, section: 0)], countsBefore: [3], countsAfter: [4]),
            ])
        harness.assertShowsTheStorage()
    }

    func testReloadMethodInsideYourOwnBatch_onAndOffWindow_replacesYourBatchWithAReload() {
        for (isInWindow, animatesOffScreen) in [(true, true), (false, true), (false, false)] {
            let context = "isInWindow: \(isInWindow), animateChangesOffScreen: \(animatesOffScreen)"
            let harness = Harness()
            harness.manager.register(ModelCell.self)
            let storage = harness.manager.memoryStorage!
            storage.setItemsForAllSections([[Int]]())
            harness.view.layoutIfNeeded()
            harness.view.isInWindow = isInWindow
            harness.manager.collectionViewUpdater?.animateChangesOffScreen = animatesOffScreen
            harness.view.resetRecording()
            var finished: [Bool] = []
            harness.view.performBatchUpdates(
                { storage.setSection(SectionModel(items: [7, 8]), forSection: 0) },
                completion: { finished.append($0) })
            // Your batch declared nothing while the section count went from 0 to 1: the reload the storage asked for
            // replaces it, and nothing is reported.
            let expected = CollectionViewInconsistency.internalInconsistency(
                "Invalid update: invalid number of sections.  The number of sections contained in the collection view "
                    + "after the update (1) must be equal to the number of sections contained in the collection view "
                    + "before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                    + "deleted).")
            XCTAssertEqual(
                harness.view.performedUpdates,
                [.init(countsBefore: [], countsAfter: [2], inconsistencyReplacedByReload: expected)], context)
            XCTAssertEqual(finished, [false], context)
            XCTAssertEqual(harness.view.reportedInconsistencies, [], context)
            harness.view.layoutIfNeeded()
            XCTAssertEqual(harness.shownAndStored().shown, [7, 8], context)
            harness.assertShowsTheStorage()
        }
    }

    func testNonAnimatedApplyInsideYourOwnBatch_replacesYourBatchWithAReload() {
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        let dataSource: CollectionViewDiffableDataSource<Int, Int> = harness.manager.configureDiffableDataSource {
            _, item in item
        }
        dataSource.apply(snapshot([1, 2]), animatingDifferences: false)
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        harness.view.performBatchUpdates({ dataSource.apply(self.snapshot([3, 2, 1, 0]), animatingDifferences: false) })
        XCTAssertEqual(harness.view.performedUpdates.map(\.inconsistencyReplacedByReload?.reason.isEmpty), [false])
        harness.view.layoutIfNeeded()
        XCTAssertEqual(harness.shownAndStored().shown, [3, 2, 1, 0])
        harness.assertShowsTheStorage()
    }

    // MARK: A reload during an update, then a reload method in the next pass

    func testReloadDataFromWillDisplay_thenSetItemsFromACellHandler_neverIssuesAStalePlan() {
        for coreData in [false, true] {
            let harness = Harness()
            let storage = harness.manager.memoryStorage!
            var armed = false
            harness.manager.register(
                ModelCell.self,
                handler: { _, model, _ in
                    guard armed, model == 0 else { return }
                    armed = false
                    storage.setItems([7, 8])
                })
            harness.manager.willDisplay(ModelCell.self) { _, model, _ in
                guard model == 3 else { return }
                harness.view.reloadData()
                armed = true
                storage.addItem(4)
            }
            if coreData { harness.manager.collectionViewUpdater = harness.manager.coreDataUpdater() }
            storage.setItems([0, 1, 2])
            harness.view.layoutIfNeeded()
            harness.view.resetRecording()
            storage.addItem(3)
            XCTAssertEqual(
                harness.view.performedUpdates,
                [.init(insertedItems: [IndexPath(item: 3, section: 0)], countsBefore: [3], countsAfter: [4])],
                "coreDataUpdater: \(coreData)")
            XCTAssertEqual(storage.sections.map { $0.items.compactMap { $0 as? Int } }, [[7, 8]])
            harness.assertShowsTheStorage()
        }
    }

    // MARK: updateVisibleCells

    func testUpdateVisibleCells_withAHandlerThatChangesTheStorage_leavesNoStaleModel() {
        let harness = Harness()
        let storage = harness.manager.memoryStorage!
        var updating = false
        harness.manager.register(
            ModelCell.self,
            handler: { _, model, _ in
                guard updating, model == 0 else { return }
                try? storage.replaceItem(0, with: 10)
            })
        storage.setItems([0, 1, 2])
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        updating = true
        harness.manager.updateVisibleCells()
        updating = false
        XCTAssertEqual(
            harness.view.performedUpdates,
            [.init(reloadedItems: [IndexPath(item: 0, section: 0)], countsBefore: [3], countsAfter: [3])])
        XCTAssertEqual(harness.shownAndStored().shown, [10, 1, 2])
        harness.assertShowsTheStorage()
    }

    func testUpdateVisibleCells_fromTheModelProviderDuringAnApply_runsOnceTheBatchHasCommitted() {
        // The reconfiguration runs inside the apply's batch block, where the data source already holds the new
        // snapshot but the cells still sit at their old index paths.
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        var updatesCells = false
        var ranInsideTheBlock: Bool?
        let dataSource: CollectionViewDiffableDataSource<Int, Int> = harness.manager.configureDiffableDataSource {
            _, item in
            if updatesCells, item == 3 {
                updatesCells = false
                harness.manager.updateVisibleCells { _ in if ranInsideTheBlock == nil { ranInsideTheBlock = true } }
                if ranInsideTheBlock == nil { ranInsideTheBlock = false }
            }
            return item
        }
        dataSource.apply(snapshot([1, 2, 3, 4, 5]), animatingDifferences: false)
        harness.view.layoutIfNeeded()
        var next = snapshot([0, 1, 2, 3, 4, 5])
        next.reconfigureItems([3])
        updatesCells = true
        dataSource.apply(next)
        XCTAssertEqual(ranInsideTheBlock, false)
        XCTAssertEqual(harness.shownAndStored().shown, [0, 1, 2, 3, 4, 5])
        harness.assertShowsTheStorage()
    }

    func testUpdateVisibleCells_withAModelProviderThatAppliesWithoutAnimation_leavesTheRestToTheReload() {
        let harness = Harness()
        harness.manager.register(ModelCell.self)
        var replacesWhileUpdating = false
        var dataSource: CollectionViewDiffableDataSource<Int, Int>?
        dataSource = harness.manager.configureDiffableDataSource { _, item in
            if replacesWhileUpdating, item == 2 {
                replacesWhileUpdating = false
                dataSource?.apply(self.snapshot([9, 8, 7, 6, 5]), animatingDifferences: false)
            }
            return item
        }
        dataSource?.apply(snapshot([1, 2, 3, 4]), animatingDifferences: false)
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        var updated: [Int] = []
        replacesWhileUpdating = true
        harness.manager.updateVisibleCells { cell in updated.append((cell as? ModelCell)?.model ?? -1) }
        // The first cell was updated; reading the second one's model replaced the contents, so the reload that followed
        // configured every cell anew and the cells after it were not updated against the new contents.
        XCTAssertEqual(updated, [1])
        XCTAssertEqual(harness.view.recordedEvents.filter { $0 == .reloadData }.count, 1)
        harness.view.layoutIfNeeded()
        XCTAssertEqual(harness.shownAndStored().shown, [9, 8, 7, 6, 5])
        harness.assertShowsTheStorage()
    }

    func testUpdateVisibleCells_withAHandlerThatReloadsTheStorage_skipsCellsNoLongerDisplayed() {
        let harness = Harness()
        let storage = harness.manager.memoryStorage!
        var updating = false
        var handled: [Int] = []
        harness.manager.register(
            ModelCell.self,
            handler: { _, model, _ in
                guard updating else { return }
                handled.append(model)
                if model == 0 { storage.setItems([5, 6, 7]) }
            })
        storage.setItems([0, 1, 2])
        harness.view.layoutIfNeeded()
        updating = true
        harness.manager.updateVisibleCells()
        updating = false
        // The reload runs at once: the later cells are displayed anew (and reused) with the new models only.
        XCTAssertEqual(handled.first, 0)
        XCTAssertTrue(Set(handled.dropFirst()).isSubset(of: [5, 6, 7]), "\(handled)")
        XCTAssertEqual(harness.shownAndStored().shown, [5, 6, 7])
        harness.assertShowsTheStorage()
    }

    // MARK: No placeholders during a layout pass

    func testRemovalFromWillDisplay_whileScrolling_showsNoPlaceholderAndAnimatesAfterThePass() {
        let harness = Harness(height: 100)
        harness.manager.register(ModelCell.self)
        let storage = harness.manager.memoryStorage!
        harness.manager.willDisplay(ModelCell.self) { _, model, _ in
            if model == 30 { storage.removeItems((35..<40).map { $0 }) }
        }
        storage.setItems(Array(0..<40))
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        harness.view.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(
            harness.view.performedUpdates,
            [
                .init(
                    deletedItems: (35..<40).map { IndexPath(item: $0, section: 0) }, countsBefore: [40],
                    countsAfter: [35])
            ])
        XCTAssertFalse(harness.view.recordedEvents.contains(.cellForItem(IndexPath(item: 39, section: 0))))
        harness.assertShowsTheStorage()
    }

    func testReloadMethodFromWillDisplay_whileScrolling_stopsThePassAndShowsNoPlaceholder() {
        let harness = Harness(height: 100)
        harness.manager.register(ModelCell.self)
        let storage = harness.manager.memoryStorage!
        var reloaded = false
        harness.manager.willDisplay(ModelCell.self) { _, model, _ in
            guard model == 30, !reloaded else { return }
            reloaded = true
            storage.setItems(Array(0..<31))
        }
        storage.setItems(Array(0..<40))
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        harness.view.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(harness.view.performedUpdates, [])
        XCTAssertFalse(harness.view.recordedEvents.contains(.cellForItem(IndexPath(item: 31, section: 0))))
        XCTAssertEqual(harness.shownAndStored().shown, Array(25..<31))
        harness.assertShowsTheStorage()
    }

    func testUpdateThenReloadMethodFromWillDisplay_reloadAtOnce_thenRunInArrivalOrderOnceThePassEnds() {
        let harness = Harness(height: 100)
        harness.manager.register(ModelCell.self)
        let storage = harness.manager.memoryStorage!
        var fired = false
        harness.manager.willDisplay(ModelCell.self) { _, model, _ in
            guard model == 30, !fired else { return }
            fired = true
            storage.addItem(99)
            storage.setItems(Array(0..<31))
        }
        storage.setItems(Array(0..<40))
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        var log: [String] = []
        let reloads = { harness.view.recordedEvents.filter { $0 == .reloadData }.count }
        let updater = harness.manager.collectionViewUpdater!
        updater.willUpdateContent = { log.append("will(\($0 == nil ? "nil" : "update")), reloads: \(reloads())") }
        updater.didUpdateContent = { log.append("did(\($0 == nil ? "nil" : "update")), reloads: \(reloads())") }
        harness.view.scroll(to: CGPoint(x: 0, y: 300))
        // In arrival order once the pass ends: the update (whose data the reload method applied), during which the
        // view settles by running the reload requested at once, and which adds nothing; then the reload's own
        // notifications, around a reload.
        XCTAssertEqual(
            log,
            [
                "will(update), reloads: 0", "did(update), reloads: 1", "will(nil), reloads: 1",
                "did(nil), reloads: 2",
            ])
        XCTAssertEqual(harness.view.performedUpdates, [])
        XCTAssertFalse(harness.view.recordedEvents.contains(.cellForItem(IndexPath(item: 31, section: 0))))
        XCTAssertEqual(storage.sections.map { $0.items.compactMap { $0 as? Int } }, [Array(0..<31)])
        harness.assertShowsTheStorage()
    }

    func testViewThatNeverSettles_getsTheUpdateWithAReload() {
        let harness = Harness(height: 100)
        harness.manager.register(ModelCell.self)
        let storage = harness.manager.memoryStorage!
        var spinning = false
        var passes = 0
        harness.manager.willDisplay(ModelCell.self) { _, _, indexPath in
            // One entering cell per pass scrolls the view again: a layout pass is due after every pass.
            guard spinning, indexPath.item % 25 == 0 else { return }
            passes += 1
            harness.view.contentOffset = CGPoint(x: 0, y: harness.view.contentOffset.y == 0 ? 300 : 0)
        }
        storage.setItems(Array(0..<40))
        harness.view.layoutIfNeeded()
        harness.view.resetRecording()
        spinning = true
        harness.view.contentOffset = CGPoint(x: 0, y: 300)
        storage.addItem(40)
        spinning = false
        XCTAssertEqual(passes, 100)
        XCTAssertEqual(harness.view.performedUpdates, [])
        XCTAssertEqual(harness.view.recordedEvents.filter { $0 == .reloadData }.count, 1)
        harness.assertShowsTheStorage()
        XCTAssertEqual(harness.view.numberOfItems(inSection: 0), 41)
    }

    func testOwnerReleasedInsideYourBatch_theWaitingUpdateIsStillApplied() {
        var owner: ManagedOwner? = ManagedOwner()
        let manager = owner!.manager
        manager.register(ModelCell.self)
        let storage = manager.memoryStorage!
        storage.setItems([0, 1])
        owner!.virtualView.layoutIfNeeded()
        owner!.virtualView.performBatchUpdates(
            {
                storage.addItem(2)
                owner = nil
            }, completion: nil)
        XCTAssertEqual(storage.sections.map { $0.items.compactMap { $0 as? Int } }, [[0, 1, 2]])
    }
}
