import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Tapping an item that is already selected, as the manager's selection events see it: in single selection it is
/// selected again (no deselection); in multiple selection it is deselected.
final class ReselectionEventsTests: XCTestCase {
    private func makeLoggingOwner(log: @escaping (String) -> Void) -> ManagedOwner {
        makeOwner(
            .mapping,
            mapping: { mapping in
                mapping.shouldSelect { _, post, indexPath in
                    log("shouldSelect \(post.title) \(indexPath)")
                    return true
                }
                mapping.didSelect { _, post, indexPath in log("didSelect \(post.title) \(indexPath)") }
                mapping.shouldDeselect { _, post, indexPath in
                    log("shouldDeselect \(post.title) \(indexPath)")
                    return true
                }
                mapping.didDeselect { _, post, indexPath in log("didDeselect \(post.title) \(indexPath)") }
            })
    }

    func testTappingTheSelectedItemAgain_inSingleSelection_selectsItAgain_withoutDeselecting() {
        var log: [String] = []
        let owner = makeLoggingOwner { log.append($0) }
        let view = owner.virtualView
        XCTAssertEqual(view.tapItem(at: IndexPath(item: 1, section: 0)), .selected)
        XCTAssertEqual(view.tapItem(at: IndexPath(item: 1, section: 0)), .selected)
        XCTAssertEqual(view.tapItem(at: IndexPath(item: 1, section: 0)), .selected)
        XCTAssertEqual(
            log,
            [
                "shouldSelect b [0, 1]", "didSelect b [0, 1]", "shouldSelect b [0, 1]", "didSelect b [0, 1]",
                "shouldSelect b [0, 1]", "didSelect b [0, 1]",
            ])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
    }

    func testTappingTheSelectedItemAgain_inMultipleSelection_deselectsIt() {
        var log: [String] = []
        let owner = makeLoggingOwner { log.append($0) }
        let view = owner.virtualView
        view.allowsMultipleSelection = true
        XCTAssertEqual(view.tapItem(at: IndexPath(item: 2, section: 0)), .selected)
        XCTAssertEqual(view.tapItem(at: IndexPath(item: 2, section: 0)), .deselected)
        XCTAssertEqual(
            log,
            ["shouldSelect c [0, 2]", "didSelect c [0, 2]", "shouldDeselect c [0, 2]", "didDeselect c [0, 2]"])
        XCTAssertEqual(view.indexPathsForSelectedItems, [])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, false)
    }
}
