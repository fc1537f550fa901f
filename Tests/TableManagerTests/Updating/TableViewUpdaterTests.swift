import Foundation
import TableManager
import XCTest

/// A cell showing an `Int` that records when the table prepares it for reuse.
final class ReuseCountingCell: TableViewCell, ModelTransfer {
    private(set) var log: [String] = []

    override func prepareForReuse() {
        super.prepareForReuse()
        log.append("prepareForReuse")
    }

    func update(with model: Int) { log.append("update \(model)") }
}

/// DTTableViewManager's `TableViewUpdater` behaviours, with this library's deliberate differences, read from the
/// batches a managed `VirtualTableView` records.
final class TableViewUpdaterTests: XCTestCase {
    /// A screen showing `sections` in `IntCell`s, laid out, with its recording cleared.
    @MainActor
    private func screen(_ sections: [[Int]]) -> (TableScreen, MemoryStorage) {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        let storage = screen.manager.memoryStorage!
        for (section, items) in sections.enumerated() { storage.setItems(items, forSection: section) }
        screen.tableView.layoutIfNeeded()
        screen.tableView.resetRecording()
        return (screen, storage)
    }

    /// The models the table's visible `IntCell`s show, by index path.
    @MainActor
    private func shown(_ screen: TableScreen) -> [IndexPath: Int] {
        var shown: [IndexPath: Int] = [:]
        for indexPath in screen.tableView.indexPathsForVisibleRows ?? [] {
            shown[indexPath] = (screen.tableView.cellForRow(at: indexPath) as? IntCell)?.model
        }
        return shown
    }

    // MARK: Batches and animations

    @MainActor
    func testRowChanges_useTheDefaultAutomaticAnimation() async {
        let (screen, storage) = screen([[1, 2, 3]])
        storage.performUpdates {
            storage.removeItems(at: [ip(0, 0)])
            storage.addItem(4)
            storage.reloadItem(3)
        }
        XCTAssertEqual(
            screen.tableView.performedUpdates,
            [
                .init(
                    insertedRows: [.init(ip(2, 0), .automatic)], deletedRows: [.init(ip(0, 0), .automatic)],
                    reloadedRows: [.init(ip(2, 0), .automatic)], countsBefore: [3], countsAfter: [3])
            ])
        XCTAssertEqual(shown(screen), [ip(0, 0): 2, ip(1, 0): 3, ip(2, 0): 4])
    }

    @MainActor
    func testSectionChanges_insertIsNotAnimated_deleteIsAutomatic_asInDT() async {
        let (screen, storage) = screen([[1], [2]])
        storage.performUpdates {
            storage.deleteSections([0])
            storage.addItem(3, toSection: 1)
        }
        XCTAssertEqual(
            screen.tableView.performedUpdates,
            [
                .init(
                    insertedSections: [.init(1, .none)], deletedSections: [.init(0, .automatic)],
                    countsBefore: [1, 1], countsAfter: [1, 1])
            ])
        XCTAssertEqual(shown(screen), [ip(0, 0): 2, ip(0, 1): 3])
    }

    @MainActor
    func testCustomAnimations_areTheOnesDeclared() async {
        let (screen, storage) = screen([[1, 2, 3], [4]])
        let updater = screen.manager.tableViewUpdater!
        updater.insertRowAnimation = .fade
        updater.deleteRowAnimation = .left
        updater.reloadRowAnimation = .middle
        updater.insertSectionAnimation = .top
        updater.deleteSectionAnimation = .bottom
        updater.reloadSectionAnimation = .right
        storage.performUpdates {
            storage.removeItems(at: [ip(0, 0)])
            storage.reloadItem(3)
            storage.addItem(5, toSection: 2)
        }
        storage.removeItems(at: [ip(0, 1)])
        storage.deleteSections([0])
        storage.addItem(6)
        let reload = StorageUpdate()
        reload.sectionChanges = [(.update, [0])]
        updater.storageDidPerformUpdate(reload)
        XCTAssertEqual(
            screen.tableView.performedUpdates,
            [
                .init(
                    insertedSections: [.init(2, .top)], deletedRows: [.init(ip(0, 0), .left)],
                    reloadedRows: [.init(ip(2, 0), .middle)], countsBefore: [3, 1], countsAfter: [2, 1, 1]),
                .init(deletedRows: [.init(ip(0, 1), .left)], countsBefore: [2, 1, 1], countsAfter: [2, 0, 1]),
                .init(deletedSections: [.init(0, .bottom)], countsBefore: [2, 0, 1], countsAfter: [0, 1]),
                .init(insertedRows: [.init(ip(0, 0), .fade)], countsBefore: [0, 1], countsAfter: [1, 1]),
                .init(reloadedSections: [.init(0, .right)], countsBefore: [1, 1], countsAfter: [1, 1]),
            ])
    }

    @MainActor
    func testBlockWithSectionCreationAndMoves_isOneValidBatch() async {
        let (screen, storage) = screen([[0, 1, 2, 3]])
        storage.performUpdates {
            storage.addItem(4, toSection: 2)
            storage.moveItem(at: ip(0, 0), to: ip(1, 0))
            storage.removeItems(at: [ip(1, 0)])
            storage.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
        XCTAssertEqual(screen.tableView.performedUpdates.count, 1)
        let batch = screen.tableView.performedUpdates[0]
        XCTAssertNil(batch.inconsistency)
        XCTAssertEqual(batch.insertedSections, [.init(1, .none), .init(2, .none)])
        XCTAssertEqual(batch.countsBefore, [4])
        XCTAssertEqual(batch.countsAfter, [2, 1, 1])
        XCTAssertEqual(
            storage.sections.map { $0.items.compactMap { $0 as? Int } }, [[2, 3], [1], [4]])
        XCTAssertEqual(shown(screen), [ip(0, 0): 2, ip(1, 0): 3, ip(0, 1): 1, ip(0, 2): 4])
    }

    // MARK: Content callbacks

    @MainActor
    func testWillUpdateContent_runsBeforeTheBatch_didUpdateContent_inItsCompletion() async {
        let (screen, storage) = screen([[1]])
        let updater = screen.manager.tableViewUpdater!
        var log: [String] = []
        updater.willUpdateContent = { update in
            log.append(
                "will \(update == nil ? "reload" : "update") rows \(screen.tableView.numberOfRows(inSection: 0))")
        }
        updater.didUpdateContent = { update in
            log.append(
                "did \(update == nil ? "reload" : "update") batches \(screen.tableView.performedUpdates.count)")
        }
        screen.manager.willDisplay(IntCell.self) { _, model, _ in log.append("willDisplay \(model)") }
        storage.addItem(2)
        XCTAssertEqual(log, ["will update rows 1", "willDisplay 2", "did update batches 1"])
        updater.storageNeedsReloading()
        XCTAssertEqual(Array(log.suffix(2)), ["will reload rows 2", "did reload batches 1"])
    }

    @MainActor
    func testStorageChangeInsideABatchOfYourOwn_isAppliedOnceThatBatchCommits() async {
        let (screen, storage) = screen([[1]])
        var log: [String] = []
        screen.manager.tableViewUpdater?.didUpdateContent = { _ in log.append("didUpdateContent") }
        screen.tableView.performBatchUpdates {
            storage.addItem(2)
            log.append("own batch block ends")
        } completion: { _ in
            log.append("own batch completes")
        }
        XCTAssertEqual(log, ["own batch block ends", "didUpdateContent", "own batch completes"])
        XCTAssertEqual(screen.tableView.performedUpdates.map(\.insertedRows), [[], [.init(ip(1, 0), .automatic)]])
    }

    @MainActor
    func testSectionChanges_areNotFollowedByAReload() async {
        let (screen, storage) = screen([[1]])
        storage.addItem(2, toSection: 1)
        XCTAssertEqual(screen.tableView.performedUpdates.map(\.insertedSections), [[.init(1, .none)]])
        XCTAssertFalse(
            screen.tableView.recordedEvents.contains { "\($0)".contains("reloadData") },
            "\(screen.tableView.recordedEvents)")
    }

    @MainActor
    func testAssigningAnUpdater_callsItsDidUpdateContentWithNil() async {
        let (screen, _) = screen([[1]])
        let updater = TableViewUpdater(tableView: screen.tableView)
        var calls: [String] = []
        updater.didUpdateContent = { calls.append($0 == nil ? "nil" : "update") }
        screen.manager.tableViewUpdater = updater
        XCTAssertEqual(calls, ["nil"])
    }

    // MARK: Reload closure

    @MainActor
    func testReloadRowClosure_isCalledWithTheRowAndItsModel_insteadOfAReload() async {
        let (screen, storage) = screen([[]])
        var calls: [String] = []
        screen.manager.tableViewUpdater = TableViewUpdater(
            tableView: screen.tableView, reloadRow: { indexPath, model in calls.append("\(indexPath) \(model)") })
        storage.addItems([1, 2, 3, 4, 5])
        storage.reloadItem(4)
        XCTAssertEqual(calls, ["[0, 3] 4"])
        XCTAssertEqual(screen.tableView.performedUpdates.last?.reloadedRows, [])
    }

    @MainActor
    func testReloadRowClosure_withoutTheUpdatedModel_reloadsTheRow() async {
        let (screen, _) = screen([[1, 2]])
        var calls: [IndexPath] = []
        let updater = TableViewUpdater(
            tableView: screen.tableView, reloadRow: { indexPath, _ in calls.append(indexPath) })
        screen.manager.tableViewUpdater = updater
        let update = StorageUpdate()
        update.objectChanges = [(.update, [ip(1, 0)])]
        updater.storageDidPerformUpdate(update)
        XCTAssertEqual(calls, [])
        XCTAssertEqual(screen.tableView.performedUpdates.last?.reloadedRows, [.init(ip(1, 0), .automatic)])
    }

    // MARK: Moves and off-window tables

    @MainActor
    func testAnimateMoveAsDeleteAndInsert_false_declaresAMove_true_aDeleteAndAnInsert() async {
        let (screen, storage) = screen([[1, 2, 3]])
        storage.moveItem(at: ip(0, 0), to: ip(2, 0))
        XCTAssertEqual(screen.tableView.performedUpdates.last?.movedRows, [.init(from: ip(0, 0), to: ip(2, 0))])
        XCTAssertEqual(screen.tableView.performedUpdates.last?.deletedRows, [])

        screen.manager.tableViewUpdater?.animateMoveAsDeleteAndInsert = true
        storage.moveItem(at: ip(0, 0), to: ip(2, 0))
        XCTAssertEqual(screen.tableView.performedUpdates.last?.movedRows, [])
        XCTAssertEqual(screen.tableView.performedUpdates.last?.deletedRows, [.init(ip(0, 0), .automatic)])
        XCTAssertEqual(screen.tableView.performedUpdates.last?.insertedRows, [.init(ip(2, 0), .automatic)])
        XCTAssertEqual(shown(screen), [ip(0, 0): 3, ip(1, 0): 1, ip(2, 0): 2])
    }

    @MainActor
    func testOffWindowTable_withoutOffScreenAnimation_reloadsWithThePendingChangeApplied() async {
        let (screen, storage) = screen([[1]])
        let updater = screen.manager.tableViewUpdater!
        updater.animateChangesOffScreen = false
        var updates: [String] = []
        updater.didUpdateContent = { updates.append($0 == nil ? "nil" : "update") }
        screen.tableView.isInWindow = false
        storage.addItem(2)
        XCTAssertEqual(screen.tableView.performedUpdates, [])
        XCTAssertEqual(updates, ["update"])
        XCTAssertEqual(storage.sections.first?.items.compactMap { $0 as? Int }, [1, 2])
        XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 2)
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(shown(screen), [ip(0, 0): 1, ip(1, 0): 2])
    }

    // MARK: Maximum animated item changes

    @MainActor
    func testMaximumAnimatedItemChanges_overTheLimitReloads_atTheLimitAnimates() async {
        let (screen, storage) = screen([[1, 2]])
        let updater = screen.manager.tableViewUpdater!
        XCTAssertNil(updater.maximumAnimatedItemChanges)
        updater.maximumAnimatedItemChanges = 2
        storage.addItems([3, 4])
        XCTAssertEqual(screen.tableView.performedUpdates.count, 1)
        XCTAssertEqual(screen.tableView.performedUpdates.first?.insertedRows.map(\.indexPath), [ip(2, 0), ip(3, 0)])
        storage.addItems([5, 6, 7])
        XCTAssertEqual(screen.tableView.performedUpdates.count, 1, "over the limit: a reload, no batch")
        XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 7)
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(
            shown(screen), [ip(0, 0): 1, ip(1, 0): 2, ip(2, 0): 3, ip(3, 0): 4, ip(4, 0): 5, ip(5, 0): 6, ip(6, 0): 7])
    }

    // MARK: Core Data updater

    @MainActor
    func testCoreDataUpdater_refreshesAnUpdatedCellInPlace_withoutReuse() async {
        let screen = TableScreen()
        screen.manager.register(ReuseCountingCell.self)
        screen.manager.memoryStorage.setItems([1, 2])
        screen.tableView.layoutIfNeeded()
        screen.manager.tableViewUpdater = screen.manager.coreDataUpdater()
        let cell = screen.tableView.cellForRow(at: ip(1, 0)) as? ReuseCountingCell
        XCTAssertEqual(cell?.log, ["update 2"])
        try? screen.manager.memoryStorage.replaceItem(2, with: 20)
        XCTAssertTrue(screen.tableView.cellForRow(at: ip(1, 0)) === cell, "the cell is kept")
        XCTAssertEqual(cell?.log, ["update 2", "update 20"])
        XCTAssertEqual(screen.tableView.performedUpdates.last?.reloadedRows, [])
        XCTAssertFalse(screen.manager.tableViewUpdater!.animateMoveAsDeleteAndInsert)
    }

    // MARK: Re-entrancy

    @MainActor
    func testUpdateFromDidUpdateContent_waitsAndGetsItsOwnBatch() async {
        let (screen, storage) = screen([[1]])
        var log: [String] = []
        screen.manager.tableViewUpdater?.willUpdateContent = { _ in log.append("will") }
        screen.manager.tableViewUpdater?.didUpdateContent = { _ in
            log.append("did")
            if storage.numberOfItems(inSection: 0) == 2 { storage.addItem(3) }
        }
        storage.addItem(2)
        XCTAssertEqual(log, ["will", "did", "will", "did"])
        XCTAssertEqual(
            screen.tableView.performedUpdates.map(\.insertedRows),
            [[.init(ip(1, 0), .automatic)], [.init(ip(2, 0), .automatic)]])
        XCTAssertEqual(shown(screen), [ip(0, 0): 1, ip(1, 0): 2, ip(2, 0): 3])
    }

    @MainActor
    func testUpdateFromWillDisplay_duringTheBatch_waitsForItToCommit() async {
        let (screen, storage) = screen([[1]])
        var added = false
        screen.manager.willDisplay(IntCell.self) { _, model, _ in
            guard model == 2, !added else { return }
            added = true
            storage.addItem(3)
        }
        storage.addItem(2)
        XCTAssertEqual(
            screen.tableView.performedUpdates.map(\.insertedRows),
            [[.init(ip(1, 0), .automatic)], [.init(ip(2, 0), .automatic)]])
        XCTAssertTrue(screen.tableView.performedUpdates.allSatisfy { $0.inconsistency == nil })
        XCTAssertEqual(shown(screen), [ip(0, 0): 1, ip(1, 0): 2, ip(2, 0): 3])
    }
}
