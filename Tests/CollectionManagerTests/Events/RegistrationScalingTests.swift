import Foundation
import StorageTestSupport
import XCTest

@testable import CollectionManager

/// Registering mappings costs the same for the thousandth as for the first: the manager's objects are re-announced to
/// the collection view only when the set of methods some mapping reacts to changes, and `responds(to:)` reads a count
/// kept up to date per change instead of scanning the mappings. Counted, not timed.
final class RegistrationScalingTests: XCTestCase {
    private let roles: [CollectionViewRole] = [
        .dataSource, .delegate, .prefetchDataSource, .dragDelegate, .dropDelegate,
    ]

    private func respondsToQueries(_ owner: ManagedOwner) -> Int {
        roles.map { owner.virtualView.respondsToQueryCount(for: $0) }.reduce(0, +)
    }

    func testRegisteringManyMappingsWithADidSelectEach_reannouncesOnlyForTheFirst_andScansEachMappingOnce() {
        let owner = ManagedOwner()
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        let start = respondsToQueries(owner)
        let updatesAtStart = owner.manager.viewFactory.reactionCountUpdates
        var selected: [Int] = []

        owner.manager.register(PostCell.self) { mapping in
            mapping.condition = .section(0)
            mapping.didSelect { _, _, _ in selected.append(0) }
        }
        let afterFirst = respondsToQueries(owner)
        for section in 1..<400 {
            owner.manager.register(PostCell.self) { mapping in
                mapping.condition = .section(section)
                mapping.didSelect { _, _, _ in selected.append(section) }
            }
        }

        XCTAssertGreaterThan(afterFirst, start, "the first didSelect re-announces the delegate")
        XCTAssertEqual(respondsToQueries(owner), afterFirst, "the other 399 change no answer and re-announce nothing")
        XCTAssertEqual(owner.manager.viewFactory.reactionCountUpdates - updatesAtStart, 400)
        XCTAssertEqual(owner.manager.viewFactory.mappings.count, 400)
        XCTAssertTrue(owner.manager.collectionDelegate!.responds(to: .didSelectItem))
        XCTAssertTrue(owner.virtualView.cachedImplementedSelectors(for: .delegate).contains(.didSelectItem))
        owner.manager.memoryStorage.setItems([Post(title: "a")], forSection: 399)
        _ = owner.layOut()
        owner.virtualView.tapItem(at: IndexPath(item: 0, section: 399))
        XCTAssertEqual(selected, [399])
    }

    func testRegisteringManyMappingsWithoutEvents_neverReannounces() {
        let owner = ManagedOwner()
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        let start = respondsToQueries(owner)
        let updatesAtStart = owner.manager.viewFactory.reactionCountUpdates

        for section in 0..<400 {
            owner.manager.register(PostCell.self) { $0.condition = .section(section) }
        }

        XCTAssertEqual(respondsToQueries(owner), start)
        XCTAssertEqual(owner.manager.viewFactory.reactionCountUpdates - updatesAtStart, 400)
        XCTAssertFalse(owner.manager.collectionDelegate!.responds(to: .didSelectItem))
    }

    func testAppendingAReactionAfterRegistration_reannouncesForANewMethodOnly() {
        var mapping: CollectionViewCellModelMapping<PostCell, Post>?
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self) { mapping = $0 }
        owner.manager.register(IntCell.self) { $0.didSelect { _, _, _ in } }
        let queries = respondsToQueries(owner)

        mapping?.didSelect { _, _, _ in }
        XCTAssertEqual(respondsToQueries(owner), queries, "didSelect already had a reaction")

        mapping?.didHighlight { _, _, _ in }
        XCTAssertGreaterThan(respondsToQueries(owner), queries)
        XCTAssertTrue(owner.virtualView.cachedImplementedSelectors(for: .delegate).contains(.didHighlightItem))
    }

    func testRemovingTheLastReactionForAMethod_reannounces_andTheMethodIsNoLongerImplemented() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self) { $0.didSelect { _, _, _ in } }
        owner.manager.register(IntCell.self) { $0.didSelect { _, _, _ in } }
        let queries = respondsToQueries(owner)

        owner.manager.unregister(PostCell.self)
        XCTAssertEqual(respondsToQueries(owner), queries, "IntCell's mapping still reacts to didSelect")
        XCTAssertTrue(owner.virtualView.cachedImplementedSelectors(for: .delegate).contains(.didSelectItem))

        owner.manager.unregister(IntCell.self)
        XCTAssertGreaterThan(respondsToQueries(owner), queries)
        XCTAssertFalse(owner.manager.collectionDelegate!.responds(to: .didSelectItem))
        XCTAssertFalse(owner.virtualView.cachedImplementedSelectors(for: .delegate).contains(.didSelectItem))
    }

    func testReplacingAMappingsReactions_updatesTheCounts() {
        var mapping: CollectionViewCellModelMapping<PostCell, Post>?
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self) { mapping = $0 }
        mapping?.didSelect { _, _, _ in }
        mapping?.didSelect { _, _, _ in }
        XCTAssertTrue(owner.manager.collectionDelegate!.responds(to: .didSelectItem))

        mapping?.reactions.removeFirst()
        XCTAssertTrue(owner.manager.collectionDelegate!.responds(to: .didSelectItem), "one didSelect is left")

        mapping?.reactions = []
        XCTAssertFalse(owner.manager.collectionDelegate!.responds(to: .didSelectItem))
        XCTAssertFalse(owner.virtualView.cachedImplementedSelectors(for: .delegate).contains(.didSelectItem))
    }
}
