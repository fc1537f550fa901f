import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// `isPrefetchingEnabled` switches prefetching off for the manager's prefetch events too: neither `prefetch` nor
/// `cancelPrefetch` runs while it is `false`, and both run again once it is back on.
final class PrefetchSwitchEventsTests: XCTestCase {
    func testPrefetchEvents_doNotRunWhilePrefetchingIsDisabled_andRunAgainOnceEnabled() {
        var received: [String] = []
        let owner = makeOwner(
            .mapping, posts: (0..<50).map { "\($0)" },
            mapping: { mapping in
                mapping.prefetch { post, indexPath in received.append("prefetch \(post.title) \(indexPath)") }
                mapping.cancelPrefetch { post, indexPath in received.append("cancel \(post.title) \(indexPath)") }
            })
        let view = owner.virtualView
        let paths = [IndexPath(item: 40, section: 0), IndexPath(item: 41, section: 0)]

        view.isPrefetchingEnabled = false
        view.prefetchItems(at: paths)
        view.cancelPrefetchingItems(at: paths)
        XCTAssertEqual(received, [])

        view.isPrefetchingEnabled = true
        view.prefetchItems(at: [paths[1]])
        view.cancelPrefetchingItems(at: [paths[0]])
        XCTAssertEqual(received, ["prefetch 41 [0, 41]", "cancel 40 [0, 40]"])
    }
}
