import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Dispatch remembers the reaction it found for a model type only when no condition took part in finding it: an
/// answer that depended on a mapping's condition is found again for every call, in any order of calls.
final class ConditionalDispatchTests: XCTestCase {
    private func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Two mappings of `PostCell`: the first for section 0, whose `canEdit` answers `true`, the second for every
    /// section, answering `false`; both log the item they answer for.
    private func makeSectionOwner(log: @escaping (String) -> Void) -> ManagedOwner {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self) { mapping in
            mapping.condition = .section(0)
            mapping.canEdit { post, indexPath in
                log("section 0: \(post.title) \(indexPath)")
                return true
            }
        }
        owner.manager.register(PostCell.self) { mapping in
            mapping.canEdit { post, indexPath in
                log("any: \(post.title) \(indexPath)")
                return false
            }
        }
        owner.manager.memoryStorage.setItemsForAllSections([
            [Post(title: "a"), Post(title: "b")], [Post(title: "c"), Post(title: "d")],
        ])
        owner.virtualView.layoutIfNeeded()
        return owner
    }

    func testCanEdit_inSection1_runsTheUnconditionalReaction_evenRightAfterSection0() {
        var log: [String] = []
        let owner = makeSectionOwner { log.append($0) }
        let view = owner.virtualView
        XCTAssertTrue(view.canEditItem(at: path(0, 0)))
        XCTAssertFalse(view.canEditItem(at: path(0, 1)))
        XCTAssertEqual(log, ["section 0: a [0, 0]", "any: c [1, 0]"])
    }

    func testCanEdit_inSection0_runsTheSectionReaction_evenRightAfterSection1() {
        var log: [String] = []
        let owner = makeSectionOwner { log.append($0) }
        let view = owner.virtualView
        XCTAssertFalse(view.canEditItem(at: path(0, 1)))
        XCTAssertTrue(view.canEditItem(at: path(0, 0)))
        XCTAssertEqual(log, ["any: c [1, 0]", "section 0: a [0, 0]"])
    }

    func testCanEdit_alternatingAndRepeatedSections_eachCallRunsTheReactionOfItsSection() {
        var log: [String] = []
        let owner = makeSectionOwner { log.append($0) }
        let view = owner.virtualView
        let asked = [path(0, 1), path(1, 1), path(1, 1), path(0, 0), path(0, 0), path(1, 0), path(0, 1), path(1, 0)]
        XCTAssertEqual(asked.map { view.canEditItem(at: $0) }, [false, false, false, true, true, true, false, true])
        XCTAssertEqual(
            log,
            [
                "any: c [1, 0]", "any: d [1, 1]", "any: d [1, 1]", "section 0: a [0, 0]", "section 0: a [0, 0]",
                "section 0: b [0, 1]", "any: c [1, 0]", "section 0: b [0, 1]",
            ])
    }

    func testDidSelect_customCondition_eachTapRunsTheReactionOfItsModel() {
        var log: [String] = []
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { _, post in post.title.hasPrefix("!") }
            mapping.didSelect { cell, post, indexPath in
                log.append("featured: \(cell.title ?? "nil") \(post.title) \(indexPath)")
            }
        }
        owner.manager.register(PostCell.self) { mapping in
            mapping.didSelect { cell, post, indexPath in
                log.append("plain: \(cell.title ?? "nil") \(post.title) \(indexPath)")
            }
        }
        owner.manager.memoryStorage.setItems(["!a", "b", "!c", "d"].map(Post.init(title:)))
        let view = owner.virtualView
        view.layoutIfNeeded()
        for item in [1, 0, 0, 3, 2, 1, 1, 2] { view.tapItem(at: path(item, 0)) }
        XCTAssertEqual(
            log,
            [
                "plain: b b [0, 1]", "featured: !a !a [0, 0]", "featured: !a !a [0, 0]", "plain: d d [0, 3]",
                "featured: !c !c [0, 2]", "plain: b b [0, 1]", "plain: b b [0, 1]", "featured: !c !c [0, 2]",
            ])
    }

    func testSizeForCell_customCondition_eachItemOfOneLayoutPassIsSizedByItsOwnMapping() {
        var log: [String] = []
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { _, post in post.title.hasPrefix("!") }
            mapping.sizeForCell { post, indexPath in
                log.append("featured: \(post.title) \(indexPath)")
                return CGSize(width: 320, height: 80)
            }
        }
        owner.manager.register(PostCell.self) { mapping in
            mapping.sizeForCell { post, indexPath in
                log.append("plain: \(post.title) \(indexPath)")
                return CGSize(width: 320, height: 40)
            }
        }
        owner.manager.memoryStorage.setItems(["b", "!a", "c", "!d"].map(Post.init(title:)))
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(
            log, ["plain: b [0, 0]", "featured: !a [0, 1]", "plain: c [0, 2]", "featured: !d [0, 3]"])
        XCTAssertEqual(
            owner.virtualView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 50, width: 320, height: 80),
                CGRect(x: 0, y: 140, width: 320, height: 40), CGRect(x: 0, y: 190, width: 320, height: 80),
            ])
    }
}
