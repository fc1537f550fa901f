import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Prefetching events: mapping-level only, as in DTCollectionViewManager.
final class PrefetchEventsTests: XCTestCase {
    func testPrefetch_runsOncePerIndexPath_withTheModel_evenOffScreen() {
        var received: [String] = []
        let owner = makeOwner(
            .mapping, posts: (0..<100).map { "\($0)" },
            mapping: { mapping in
                mapping.prefetch { post, indexPath in received.append("\(post.title) \(indexPath)") }
            })
        let indexPaths = [IndexPath(item: 98, section: 0), IndexPath(item: 99, section: 0)]
        XCTAssertNil(owner.virtualView.cellForItem(at: indexPaths[0]))
        owner.virtualView.prefetchItems(at: indexPaths)
        XCTAssertEqual(received, ["98 [0, 98]", "99 [0, 99]"])
    }

    func testCancelPrefetch_runsOncePerIndexPath_onlyOnceRegistered() {
        var received: [String] = []
        let owner = makeOwner(.mapping)
        XCTAssertFalse(owner.manager.collectionPrefetchDataSource!.responds(to: .cancelPrefetchingForItems))
        owner.virtualView.resetRecording()
        owner.virtualView.cancelPrefetchingItems(at: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(owner.virtualView.recordedEvents, [], "not implemented: the view does not call it")

        let registered = makeOwner(
            .mapping,
            mapping: { mapping in
                mapping.cancelPrefetch { post, indexPath in received.append("\(post.title) \(indexPath)") }
            })
        XCTAssertTrue(registered.manager.collectionPrefetchDataSource!.responds(to: .cancelPrefetchingForItems))
        registered.virtualView.cancelPrefetchingItems(at: [
            IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0),
        ])
        XCTAssertEqual(received, ["c [0, 2]", "a [0, 0]"])
    }
}
