import CollectionManager
import Foundation
import XCTest

/// The manager tells its observers of shown updates once a change of the storage has reached the view: after the
/// batch or reload, never before, and only while they are added.
final class ShownUpdateObserverTests: XCTestCase {
    /// An owner whose manager shows `Int`s, with an observer that logs what the view shows when it is called.
    private func makeObservedOwner() -> (ManagedOwner, LogBox, ShownUpdateObservation) {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        owner.virtualView.layoutIfNeeded()
        let log = LogBox()
        let observation = owner.manager.addShownUpdateObserver { [weak owner] in
            guard let view = owner?.virtualView else { return }
            log.entries.append("shown: \(view.numberOfSections == 0 ? 0 : view.numberOfItems(inSection: 0)) items")
        }
        return (owner, log, observation)
    }

    func testBatch_isShownBeforeTheObserverRuns_afterDidUpdateContent() {
        let (owner, log, _) = makeObservedOwner()
        owner.manager.collectionViewUpdater?.didUpdateContent = { update in
            log.entries.append(update == nil ? "didUpdateContent(nil)" : "didUpdateContent")
        }
        owner.manager.memoryStorage.setItems([1, 2, 3])  // a reload
        owner.manager.memoryStorage.addItem(4)  // a batch
        XCTAssertEqual(
            log.entries, ["didUpdateContent(nil)", "shown: 3 items", "didUpdateContent", "shown: 4 items"])
    }

    func testUpdateWaitingForABusyView_isObservedWhenItReachesTheView() {
        let (owner, log, _) = makeObservedOwner()
        owner.manager.memoryStorage.setItems([1])
        log.entries = []
        owner.virtualView.performBatchUpdates(
            {
                owner.manager.memoryStorage.addItem(2)  // waits until the batch-update block has ended
                log.entries.append("inside the block")
            }, completion: nil)
        XCTAssertEqual(log.entries, ["inside the block", "shown: 2 items"])
    }

    func testReloadMethods_andAssignedStorage_areObserved_changesTheViewIsNotToldOfAreNot() {
        let (owner, log, _) = makeObservedOwner()
        owner.manager.memoryStorage.setItems([1, 2])
        // DT's contract: the view is not told, the caller reloads it.
        owner.manager.memoryStorage.updateWithoutAnimations {
            owner.manager.memoryStorage.addItem(3)
        }
        owner.manager.memoryStorage.removeAllItems()
        let storage = MemoryStorage()
        storage.setItems([7])
        owner.manager.storage = storage
        XCTAssertEqual(log.entries, ["shown: 2 items", "shown: 0 items", "shown: 1 items"])
    }

    func testDiffableSnapshots_animatedAndReloaded_areObserved() {
        let (owner, log, _) = makeObservedOwner()
        let dataSource: CollectionViewDiffableDataSource<Int, Int> =
            owner.manager.configureDiffableDataSource { _, id in id }
        log.entries = []
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: true)
        snapshot.appendItems([3])
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertEqual(log.entries, ["shown: 2 items", "shown: 3 items"])
    }

    func testReplacedUpdater_stillTellsTheObservers() {
        let (owner, log, _) = makeObservedOwner()
        owner.manager.collectionViewUpdater = owner.manager.coreDataUpdater()
        owner.manager.memoryStorage.setItems([1])
        XCTAssertEqual(log.entries, ["shown: 1 items"])
    }

    func testRemovedObserver_isNotCalled_andReleasesWhatItCaptured() {
        let (owner, log, observation) = makeObservedOwner()
        weak let weakLog = log
        owner.manager.removeShownUpdateObserver(observation)
        owner.manager.removeShownUpdateObserver(observation)  // twice: nothing happens
        owner.manager.memoryStorage.setItems([1])
        XCTAssertEqual(log.entries, [])
        _ = consume log
        XCTAssertNil(weakLog)
    }

    func testObserversAddedAndRemovedWhileNotified_takeEffectFromTheNextUpdate() {
        let (owner, log, first) = makeObservedOwner()
        var added: ShownUpdateObservation?
        let second = owner.manager.addShownUpdateObserver { [weak owner] in
            log.entries.append("second")
            guard let owner, added == nil else { return }
            owner.manager.removeShownUpdateObserver(first)
            added = owner.manager.addShownUpdateObserver { log.entries.append("third") }
        }
        owner.manager.memoryStorage.setItems([1])
        owner.manager.memoryStorage.addItem(2)
        XCTAssertEqual(log.entries, ["shown: 1 items", "second", "second", "third"])
        owner.manager.removeShownUpdateObserver(second)
    }
}

/// A log the observers append to, held by reference so that a test can check it is released.
private final class LogBox {
    var entries: [String] = []
}
