import Foundation
import TableManager
import XCTest

/// The table manager tells its observers of shown updates once a change of the storage has reached the table view:
/// after the batch or reload, never before, and only while they are added.
final class TableShownUpdateObserverTests: XCTestCase {
    /// A screen whose manager shows `Int`s, with an observer that logs what the table shows when it is called.
    @MainActor private func makeObservedScreen() -> (TableScreen, LogBox, ShownUpdateObservation) {
        let screen = TableScreen()
        screen.manager.register(IntCell.self)
        screen.tableView.layoutIfNeeded()
        let log = LogBox()
        let observation = screen.manager.addShownUpdateObserver { [weak screen] in
            guard let view = screen?.tableView else { return }
            log.entries.append("shown: \(view.numberOfSections == 0 ? 0 : view.numberOfRows(inSection: 0)) rows")
        }
        return (screen, log, observation)
    }

    @MainActor func testBatch_isShownBeforeTheObserverRuns_afterDidUpdateContent() async {
        let (screen, log, _) = makeObservedScreen()
        screen.manager.tableViewUpdater?.didUpdateContent = { update in
            log.entries.append(update == nil ? "didUpdateContent(nil)" : "didUpdateContent")
        }
        screen.manager.memoryStorage.setItems([1, 2, 3])  // a reload
        screen.manager.memoryStorage.addItem(4)  // a batch
        XCTAssertEqual(log.entries, ["didUpdateContent(nil)", "shown: 3 rows", "didUpdateContent", "shown: 4 rows"])
    }

    @MainActor func testUpdateWaitingForABusyTable_isObservedWhenItReachesTheTable() async {
        let (screen, log, _) = makeObservedScreen()
        screen.manager.memoryStorage.setItems([1])
        log.entries = []
        screen.tableView.performBatchUpdates(
            {
                screen.manager.memoryStorage.addItem(2)  // waits until the batch-update block has ended
                log.entries.append("inside the block")
            }, completion: nil)
        XCTAssertEqual(log.entries, ["inside the block", "shown: 2 rows"])
    }

    @MainActor func testReloadMethods_andAssignedStorage_areObserved_changesTheTableIsNotToldOfAreNot() async {
        let (screen, log, _) = makeObservedScreen()
        screen.manager.memoryStorage.setItems([1, 2])
        // DT's contract: the table is not told, the caller reloads it.
        screen.manager.memoryStorage.updateWithoutAnimations {
            screen.manager.memoryStorage.addItem(3)
        }
        screen.manager.memoryStorage.removeAllItems()
        let storage = MemoryStorage()
        storage.setItems([7])
        screen.manager.storage = storage
        XCTAssertEqual(log.entries, ["shown: 2 rows", "shown: 0 rows", "shown: 1 rows"])
    }

    @MainActor func testDiffableSnapshots_animatedAndReloaded_areObserved() async {
        let (screen, log, _) = makeObservedScreen()
        let dataSource: TableViewDiffableDataSource<Int, Int> =
            screen.manager.configureDiffableDataSource { _, id in id }
        log.entries = []
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: true)
        snapshot.appendItems([3])
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertEqual(log.entries, ["shown: 2 rows", "shown: 3 rows"])
    }

    @MainActor func testReplacedUpdater_stillTellsTheObservers() async {
        let (screen, log, _) = makeObservedScreen()
        screen.manager.tableViewUpdater = screen.manager.coreDataUpdater()
        screen.manager.memoryStorage.setItems([1])
        XCTAssertEqual(log.entries, ["shown: 1 rows"])
    }

    @MainActor func testRemovedObserver_isNotCalled_andReleasesWhatItCaptured() async {
        let (screen, log, observation) = makeObservedScreen()
        weak let weakLog = log
        screen.manager.removeShownUpdateObserver(observation)
        screen.manager.removeShownUpdateObserver(observation)  // twice: nothing happens
        screen.manager.memoryStorage.setItems([1])
        XCTAssertEqual(log.entries, [])
        _ = consume log
        XCTAssertNil(weakLog)
    }

    @MainActor func testObserversAddedAndRemovedWhileNotified_takeEffectFromTheNextUpdate() async {
        let (screen, log, first) = makeObservedScreen()
        var added: ShownUpdateObservation?
        let second = screen.manager.addShownUpdateObserver { [weak screen] in
            log.entries.append("second")
            guard let screen, added == nil else { return }
            screen.manager.removeShownUpdateObserver(first)
            added = screen.manager.addShownUpdateObserver { log.entries.append("third") }
        }
        screen.manager.memoryStorage.setItems([1])
        screen.manager.memoryStorage.addItem(2)
        XCTAssertEqual(log.entries, ["shown: 1 rows", "second", "second", "third"])
        screen.manager.removeShownUpdateObserver(second)
    }
}

/// A log the observers append to, held by reference so that a test can check it is released.
private final class LogBox {
    var entries: [String] = []
}
