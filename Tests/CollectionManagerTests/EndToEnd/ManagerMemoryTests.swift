import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// The manager, its storage and updater, the collection view and the owner go away together, and event closures that
/// capture weakly keep nothing alive.
final class ManagerMemoryTests: XCTestCase {
    private struct WeakReferences {
        weak var owner: ManagedOwner?
        weak var manager: CollectionViewManager?
        weak var storage: MemoryStorage?
        weak var updater: CollectionViewUpdater?
        weak var view: VirtualCollectionView?
        weak var dataSource: CollectionManagerDataSource?
        weak var delegate: CollectionManagerDelegate?
        weak var cell: CollectionViewCell?

        func assertReleased(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertNil(owner, "owner", file: file, line: line)
            XCTAssertNil(manager, "manager", file: file, line: line)
            XCTAssertNil(storage, "storage", file: file, line: line)
            XCTAssertNil(updater, "updater", file: file, line: line)
            XCTAssertNil(view, "view", file: file, line: line)
            XCTAssertNil(dataSource, "data source", file: file, line: line)
            XCTAssertNil(delegate, "delegate", file: file, line: line)
            XCTAssertNil(cell, "cell", file: file, line: line)
        }
    }

    /// Builds an owner, lets `use` work with it, and returns weak references to everything it made.
    private func references(_ use: (ManagedOwner) -> Void) -> WeakReferences {
        var references = WeakReferences()
        do {
            let owner = ManagedOwner()
            let manager = owner.manager
            manager.register(IntCell.self)
            manager.memoryStorage.setItems([1, 2, 3])
            owner.virtualView.layoutIfNeeded()
            use(owner)
            references.owner = owner
            references.manager = manager
            references.storage = manager.memoryStorage
            references.updater = manager.collectionViewUpdater
            references.view = owner.virtualView
            references.dataSource = manager.collectionDataSource
            references.delegate = manager.collectionDelegate
            references.cell = owner.virtualView.visibleCells.first
            XCTAssertNotNil(references.cell)
        }
        return references
    }

    func testEverythingGoesAwayWithTheOwner_afterAnimatedUpdates() {
        let references = references { owner in
            let storage = owner.manager.memoryStorage!
            storage.addItem(4)
            storage.performUpdates {
                storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
                storage.addItems([5], toSection: 1)
                storage.reloadItem(2)
            }
            XCTAssertEqual(owner.virtualView.performedUpdates.count, 2)
        }
        references.assertReleased()
    }

    func testEventClosuresThatCaptureWeakly_keepNothingAlive() {
        let references = references { owner in
            let manager = owner.manager
            var selected: [Int] = []
            manager.didSelect(IntCell.self) { [weak owner] _, model, _ in
                if owner != nil { selected.append(model) }
            }
            manager.willDisplay(IntCell.self) { [weak manager] _, _, _ in _ = manager?.isManagingCollectionView }
            manager.collectionViewUpdater?.didUpdateContent = { [weak owner] _ in _ = owner?.virtualView }
            _ = owner.virtualView.tapItem(at: IndexPath(item: 1, section: 0))
            manager.memoryStorage.addItem(4)
            XCTAssertEqual(selected, [2])
        }
        references.assertReleased()
    }

    func testCoreDataUpdater_keepsNothingAlive() {
        let references = references { owner in
            let manager = owner.manager
            manager.collectionViewUpdater = manager.coreDataUpdater()
            try? manager.memoryStorage.replaceItem(2, with: 20)
        }
        references.assertReleased()
    }

    func testUpdatesQueuedByTheUpdater_keepNothingAlive() {
        let references = references { owner in
            let storage = owner.manager.memoryStorage!
            var once = true
            owner.manager.collectionViewUpdater?.willUpdateContent = { [weak storage] _ in
                guard once else { return }
                once = false
                storage?.addItem(9)
            }
            storage.addItem(4)
            XCTAssertEqual(storage.intSections, [[1, 2, 3, 4, 9]])
        }
        references.assertReleased()
    }
}
