import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class ManagerSmokeTests: XCTestCase {
    func testRegisterFillAndLayOut_showsCellsWithTheirModels() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        owner.virtualView.layoutIfNeeded()
        let titles = owner.virtualView.indexPathsForVisibleItems.map {
            (owner.virtualView.cellForItem(at: $0) as? PostCell)?.title
        }
        XCTAssertEqual(titles, ["a", "b"])

        owner.manager.memoryStorage.addItem(Post(title: "c"))
        XCTAssertEqual((owner.virtualView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PostCell)?.title, "c")
    }
}
