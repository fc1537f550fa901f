import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Animated whole-state replacement reaches the view as one batch through the manager's updater, not as a reload.
final class AnimatedSetItemsThroughManagerTests: XCTestCase {
    func testAnimatedSetItems_isOneBatchThatKeepsMovedCells() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([1, 2, 3])
        let cells = owner.layOut()
        let cellOfOne = cells[0]
        let updatesBefore = owner.virtualView.performedUpdates.count

        owner.manager.memoryStorage.setItems([3, 1, 4], animated: true)

        XCTAssertEqual(owner.virtualView.performedUpdates.count, updatesBefore + 1, "one batch, no reload")
        let after = owner.layOut()
        XCTAssertEqual(after.map { ($0 as? IntCell)?.value }, [3, 1, 4])
        XCTAssertTrue(after[1] === cellOfOne, "the moved item keeps its cell")
    }

    func testAnimatedSetItemsForAllSections_isOneBatch() {
        let owner = ManagedOwner()
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItemsForAllSections([[1, 2], [3]])
        _ = owner.layOut()
        let updatesBefore = owner.virtualView.performedUpdates.count

        owner.manager.memoryStorage.setItemsForAllSections([[3], [1, 2, 5]], animated: true)

        XCTAssertEqual(owner.virtualView.performedUpdates.count, updatesBefore + 1)
        XCTAssertEqual(owner.layOut().map { ($0 as? IntCell)?.value }, [3, 1, 2, 5])
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 0), 1)
        XCTAssertEqual(owner.virtualView.numberOfItems(inSection: 1), 3)
    }
}
