import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class ManagerLifecycleTests: XCTestCase {
    func testManager_isTheSameInstanceOnEveryAccess() {
        let owner = ManagedOwner()
        XCTAssertTrue(owner.manager === owner.manager)
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        XCTAssertTrue(owner.virtualView.dataSource === owner.manager.collectionDataSource)
        XCTAssertTrue(owner.virtualView.delegate === owner.manager.collectionDelegate)
    }

    func testManager_isSettable_andStartsOnTheNextRead() {
        let owner = ManagedOwner()
        let replacement = CollectionViewManager()
        owner.manager = replacement
        XCTAssertFalse(replacement.isManagingCollectionView)
        XCTAssertTrue(owner.manager === replacement)
        XCTAssertTrue(replacement.isManagingCollectionView)
    }

    func testManager_waitsForTheCollectionView() {
        let owner = LateOwner()
        let manager = owner.manager
        XCTAssertFalse(manager.isManagingCollectionView)
        manager.startManaging(withDelegate: owner)
        XCTAssertFalse(manager.isManagingCollectionView, "no collection view yet: nothing to manage, and no trap")
        owner.virtualView = VirtualCollectionView()
        XCTAssertTrue(owner.manager === manager)
        XCTAssertTrue(manager.isManagingCollectionView)
        XCTAssertTrue(manager.delegate === owner)
    }

    func testStartManaging_twiceChangesNothing() {
        let owner = ManagedOwner()
        let updater = owner.manager.collectionViewUpdater
        owner.manager.startManaging(withDelegate: owner)
        XCTAssertTrue(owner.manager.collectionViewUpdater === updater)
    }

    func testStorageGetsTheUpdaterAsDelegateWhenManagingStarts() {
        let owner = LateOwner()
        let storage = owner.manager.memoryStorage!
        XCTAssertNil(storage.delegate)
        owner.virtualView = VirtualCollectionView()
        _ = owner.manager
        XCTAssertTrue(storage.delegate === owner.manager.collectionViewUpdater)
        XCTAssertEqual(storage.supplementaryHeaderKind, CollectionElementKind.sectionHeader)
        XCTAssertEqual(storage.supplementaryFooterKind, CollectionElementKind.sectionFooter)
    }

    func testAssigningTheUpdater_rewiresTheStorageAndCallsDidUpdateContent() {
        let owner = ManagedOwner()
        let updater = CollectionViewUpdater(collectionView: owner.virtualView)
        var calls = 0
        updater.didUpdateContent = { update in
            XCTAssertNil(update)
            calls += 1
        }
        owner.manager.collectionViewUpdater = updater
        XCTAssertTrue(owner.manager.memoryStorage.delegate === updater)
        XCTAssertEqual(calls, 1)
        owner.manager.collectionViewUpdater = nil
        XCTAssertNil(owner.manager.memoryStorage.delegate)
    }

    func testManagerIsReleasedWithItsOwner_whenTheOwnersViewGoesAwayWithIt() {
        weak var weakManager: CollectionViewManager?
        weak var weakOwner: ManagedOwner?
        weak var weakView: VirtualCollectionView?
        do {
            let owner = ManagedOwner()
            owner.manager.register(PostCell.self)
            owner.manager.memoryStorage.setItems([Post(title: "a")])
            owner.virtualView.layoutIfNeeded()
            weakManager = owner.manager
            weakOwner = owner
            weakView = owner.virtualView
        }
        XCTAssertNil(weakOwner)
        XCTAssertNil(weakView)
        XCTAssertNil(weakManager)
    }

    func testUpdateCellClosure_refreshesTheVisibleCellInPlace() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        let cell = owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))
        owner.manager.updateCellClosure()(IndexPath(item: 0, section: 0), Post(title: "b"))
        XCTAssertTrue(owner.virtualView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        XCTAssertEqual(cell?.models, [Post(title: "a"), Post(title: "b")])
    }

    func testUpdateCellClosure_withTheCoreDataUpdater_afterAddItem_updatesTheDisplayedCellWithoutReusingIt() {
        final class ReuseCountingCell: CollectionViewCell, ModelTransfer {
            private(set) var reuseCount = 0
            private(set) var titles: [String] = []
            override func prepareForReuse() {
                super.prepareForReuse()
                reuseCount += 1
            }
            func update(with model: Post) { titles.append(model.title) }
        }
        let owner = ManagedOwner()
        var handled: [String] = []
        owner.manager.register(ReuseCountingCell.self, handler: { _, post, _ in handled.append(post.title) })
        owner.manager.memoryStorage.addItem(Post(title: "a"))
        let cell = owner.cell(ReuseCountingCell.self, at: IndexPath(item: 0, section: 0))
        owner.manager.collectionViewUpdater = owner.manager.coreDataUpdater()
        owner.manager.updateCellClosure()(IndexPath(item: 0, section: 0), Post(title: "b"))

        XCTAssertNotNil(cell)
        XCTAssertTrue(owner.virtualView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        XCTAssertEqual(handled, ["a", "b"], "the handler, then update(with:), once per configuration")
        XCTAssertEqual(cell?.titles, ["a", "b"])
        XCTAssertEqual(cell?.reuseCount, 0)
    }

    func testUpdateCellClosure_doesNothingForInvisibleCellsOrNilModels() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        let cell = owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))
        owner.manager.updateCellClosure()(IndexPath(item: 5, section: 0), Post(title: "b"))
        owner.manager.updateCellClosure()(IndexPath(item: 0, section: 0), Post?.none as Any)
        XCTAssertEqual(cell?.models, [Post(title: "a")])
    }

    func testUpdateVisibleCells_refreshesEachVisibleCellWithItsModel() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        let cells = owner.layOut()
        var visited: [CollectionViewCell] = []
        owner.manager.updateVisibleCells { visited.append($0) }
        XCTAssertEqual(visited.count, 2)
        XCTAssertTrue(visited[0] === cells[0])
        XCTAssertEqual(cells.map { ($0 as? PostCell)?.models.count }, [2, 2])
    }

    func testCoreDataUpdater_refreshesUpdatedCellsInPlace() throws {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        let cell = owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))
        owner.manager.collectionViewUpdater = owner.manager.coreDataUpdater()
        try owner.manager.memoryStorage.replaceItem(Post(title: "a"), with: Post(title: "b"))
        owner.virtualView.layoutIfNeeded()
        XCTAssertTrue(owner.virtualView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        XCTAssertEqual(cell?.title, "b")
        XCTAssertNil(LateOwner().manager.coreDataUpdater())
    }
}
