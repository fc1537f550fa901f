import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Prefetching while scrolling: after each scroll, the items one visible rect's length ahead are prefetched once, in
/// index-path order; those left behind are cancelled; those that become visible are simply displayed.
final class ScrollPrefetchingTests: XCTestCase {
    /// 100 items of 50×50, five to a row, rows every 60 points; the 320×480 view shows eight rows (40 items).
    private func fixture(
        implemented: Set<CollectionViewSelector> = [.cancelPrefetchingForItems],
        layout: CollectionViewFlowLayout = CollectionViewFlowLayout(),
        frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) -> VirtualViewFixture {
        VirtualViewFixture(counts: [100], implemented: implemented, frame: frame, layout: layout).loaded()
    }

    private func prefetchEvents(_ collectionView: VirtualCollectionView) -> [VirtualCollectionView.Event] {
        collectionView.recordedEvents.filter {
            switch $0 {
            case .prefetchItems, .cancelPrefetchingForItems: true
            default: false
            }
        }
    }

    private func items(_ range: Range<Int>) -> [IndexPath] { range.map { ip(0, $0) } }

    func testScrollingDown_prefetchesTheNextScreen_once() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        XCTAssertEqual(prefetchEvents(collectionView), [], "the first layout does not prefetch")
        // Visible 120–600: rows 2–9, items 10–49. Ahead 600–1080: rows 10–17, items 50–89.
        collectionView.scroll(to: CGPoint(x: 0, y: 120))
        XCTAssertEqual(prefetchEvents(collectionView), [.prefetchItems(items(50..<90))])
        // Visible 240–720: items 20–59 (50–59 displayed, not cancelled). Ahead 720–1200: items 60–99, of which only
        // 90–99 are new.
        fixture.clearLogs()
        collectionView.scroll(to: CGPoint(x: 0, y: 240))
        XCTAssertEqual(prefetchEvents(collectionView), [.prefetchItems(items(90..<100))])
        XCTAssertEqual(fixture.double.log.filter { if case .prefetchItems = $0 { true } else { false } }.count, 1)
    }

    func testReversingTheScroll_cancelsWhatWasAhead_andPrefetchesTheOtherWay() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.scroll(to: CGPoint(x: 0, y: 240))
        fixture.clearLogs()
        // Prefetched: 60–99. Scrolling up to 120 shows items 10–49; ahead is −360–120: items 0–9.
        collectionView.scroll(to: CGPoint(x: 0, y: 120))
        XCTAssertEqual(
            prefetchEvents(collectionView),
            [.cancelPrefetchingForItems(items(60..<100)), .prefetchItems(items(0..<10))])
    }

    func testScrollingHorizontally_prefetchesAlongX() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        // Columns of 50-wide items every 60 points, eight items to a 470-point column; the 320-point-wide view
        // shows columns 0–5 (x 0–290).
        let fixture = fixture(layout: layout)
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, items(0..<48))
        // Visible 60–380: columns 1–6 (items 8–55). Ahead 380–700: columns 7–11 (x 420–710), items 56–95.
        collectionView.scroll(to: CGPoint(x: 60, y: 0))
        XCTAssertEqual(prefetchEvents(collectionView), [.prefetchItems(items(56..<96))])
    }

    func testWithPrefetchingOff_orWithoutAPrefetchDataSource_nothingIsPrefetched() {
        let fixture = fixture()
        fixture.collectionView.isPrefetchingEnabled = false
        fixture.collectionView.scroll(to: CGPoint(x: 0, y: 120))
        XCTAssertEqual(prefetchEvents(fixture.collectionView), [])

        let other = self.fixture()
        other.collectionView.prefetchDataSource = nil
        other.collectionView.scroll(to: CGPoint(x: 0, y: 120))
        XCTAssertEqual(prefetchEvents(other.collectionView), [])
        XCTAssertTrue(
            other.double.log.isEmpty
                || !other.double.log.contains { if case .prefetchItems = $0 { true } else { false } })
    }

    func testWithoutCancel_itemsLeftBehindAreForgottenSilently() {
        let fixture = fixture(implemented: [])
        let collectionView = fixture.collectionView
        collectionView.scroll(to: CGPoint(x: 0, y: 240))
        collectionView.scroll(to: CGPoint(x: 0, y: 120))
        XCTAssertEqual(
            prefetchEvents(collectionView),
            [.prefetchItems(items(60..<100)), .prefetchItems(items(0..<10))])
    }

    func testAReload_forgetsWhatWasPrefetched() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        collectionView.scroll(to: CGPoint(x: 0, y: 120))
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        fixture.clearLogs()
        collectionView.scroll(to: CGPoint(x: 0, y: 240))
        // Items 60–99 are ahead; without the reload only 90–99 would be new, and nothing is cancelled.
        XCTAssertEqual(prefetchEvents(collectionView), [.prefetchItems(items(60..<100))])
    }

    func testAPrefetchDataSourceThatScrollsOrReloads_fromInsidePrefetch_doesNotLoop() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        var calls = 0
        fixture.double.onPrefetch = {
            calls += 1
            guard calls == 1 else { return }
            collectionView.scroll(to: CGPoint(x: 0, y: collectionView.contentOffset.y + 60))
            collectionView.reloadData()
        }
        collectionView.scroll(to: CGPoint(x: 0, y: 120))
        // The scroll waits for the pass to end, and the reload runs after it: nothing is displayed until the next pass.
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 180))
        fixture.clearLogs()
        // That pass shows rows 3–10 and, the reload having forgotten what was prefetched, prefetches rows 11–18.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, items(15..<55))
        XCTAssertEqual(prefetchEvents(collectionView), [.prefetchItems(items(55..<95))])
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }
}
