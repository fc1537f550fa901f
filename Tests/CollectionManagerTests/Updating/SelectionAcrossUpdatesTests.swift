import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// The view's selection follows its items through the batches the updater issues for storage changes: an item that
/// moves keeps its selection at its new index path, an item that is deleted drops out of it.
final class SelectionAcrossUpdatesTests: XCTestCase {
    func testSelection_followsItsItemsThroughInsertsAndMovesAcrossSections_andDropsDeletedOnes() throws {
        let (owner, storage, _) = LoggedOwner.showing([[0, 1, 2], [3, 4]])
        let view = owner.virtualView
        view.allowsMultipleSelection = true
        view.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
        view.selectItem(at: ip(1, 0), animated: false, scrollPosition: [])

        try storage.insertItem(9, to: ip(0, 0))
        XCTAssertEqual(storage.intSections, [[9, 0, 1, 2], [3, 4]])
        XCTAssertEqual(view.indexPathsForSelectedItems, [ip(0, 3), ip(1, 0)])

        storage.moveItem(at: ip(1, 0), to: ip(0, 0))
        XCTAssertEqual(storage.intSections, [[3, 9, 0, 1, 2], [4]])
        XCTAssertEqual(view.indexPathsForSelectedItems, [ip(0, 0), ip(0, 4)])

        storage.moveItem(at: ip(0, 4), to: ip(1, 1))
        XCTAssertEqual(storage.intSections, [[3, 9, 0, 1], [4, 2]])
        XCTAssertEqual(view.indexPathsForSelectedItems, [ip(0, 0), ip(1, 1)])

        try storage.performUpdates {
            try storage.removeItem(3)
            storage.addItem(7, toSection: 1)
        }
        XCTAssertEqual(storage.intSections, [[9, 0, 1], [4, 2, 7]])
        XCTAssertEqual(view.indexPathsForSelectedItems, [ip(1, 1)])
        XCTAssertEqual(view.visibleCells.filter(\.isSelected).map { ($0 as? IntCell)?.value }, [2])
        XCTAssertEqual(owner.loggingView.log.filter { $0.hasPrefix("reloadData") }, [])
        XCTAssertTrue(owner.showsTheStorage)
    }
}
