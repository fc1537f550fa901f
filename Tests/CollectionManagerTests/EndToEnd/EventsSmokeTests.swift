import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class EventsSmokeTests: XCTestCase {
    func testDidSelect_managerLevelClosureReceivesCellModelAndIndexPath() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        var received: [(String?, String, IndexPath)] = []
        owner.manager.didSelect(PostCell.self) { cell, post, indexPath in
            received.append((cell.title, post.title, indexPath))
        }
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        owner.virtualView.layoutIfNeeded()
        _ = owner.virtualView.tapItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(received.count, 1)
        XCTAssertEqual(received.first?.0, "b")
        XCTAssertEqual(received.first?.1, "b")
        XCTAssertEqual(received.first?.2, IndexPath(item: 1, section: 0))
    }

    func testSizeForCell_reachesTheLayout() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        XCTAssertFalse(owner.manager.collectionDelegate!.responds(to: .sizeForItem))
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in CGSize(width: 320, height: 100) }
        XCTAssertTrue(owner.manager.collectionDelegate!.responds(to: .sizeForItem))
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(
            owner.virtualView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size,
            CGSize(width: 320, height: 100))
    }
}
