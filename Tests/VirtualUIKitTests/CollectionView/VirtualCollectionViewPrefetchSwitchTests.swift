import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// `isPrefetchingEnabled` gates both prefetch calls of the view: with it off, neither `prefetchItemsAt` nor
/// `cancelPrefetchingForItemsAt` reaches the prefetch data source, even when it implements both.
final class VirtualCollectionViewPrefetchSwitchTests: XCTestCase {
    func testPrefetchingDisabled_reachesNeitherPrefetchNorCancel_andEnablingItAgainRestoresBoth() {
        let fixture = VirtualViewFixture(counts: [100], implemented: [.cancelPrefetchingForItems]).loaded()
        let view = fixture.collectionView
        let paths = [IndexPath(item: 80, section: 0), IndexPath(item: 81, section: 0)]

        view.isPrefetchingEnabled = false
        view.cancelPrefetchingItems(at: paths)
        view.prefetchItems(at: paths)
        view.cancelPrefetchingItems(at: [paths[0]])
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(view.recordedEvents, [])

        view.isPrefetchingEnabled = true
        view.cancelPrefetchingItems(at: [paths[1]])
        view.prefetchItems(at: [paths[0]])
        XCTAssertEqual(fixture.double.log, [.cancelPrefetchingForItems([paths[1]]), .prefetchItems([paths[0]])])
        XCTAssertEqual(view.recordedEvents, fixture.double.log)
    }
}
