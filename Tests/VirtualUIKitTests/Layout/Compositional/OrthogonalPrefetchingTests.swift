import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Scrolling an orthogonal section prefetches that section's items one view width ahead, and cancels them when the
/// section scrolls back, by the same rule as scrolling the view.
final class OrthogonalPrefetchingTests: XCTestCase {
    private typealias C = Compositional

    /// A 320×200 view; section 0 scrolls orthogonally: groups of one 100×80 item, no spacing (item k at x 100k).
    private func fixture() -> VirtualViewFixture {
        let layout = CollectionViewCompositionalLayout { section, _ in
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: C.size(.absolute(100), .absolute(80)),
                subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
            let row = CollectionLayoutSection(group: group)
            row.orthogonalScrollingBehavior = .continuous
            return row
        }
        return C.fixture(
            counts: [10], layout: layout, size: CGSize(width: 320, height: 200),
            implemented: [.cancelPrefetchingForItems]
        ).loaded()
    }

    private func prefetchEvents(_ collectionView: VirtualCollectionView) -> [VirtualCollectionView.Event] {
        collectionView.recordedEvents.filter {
            switch $0 {
            case .prefetchItems, .cancelPrefetchingForItems: true
            default: false
            }
        }
    }

    func testScrollingASectionSideways_prefetchesAhead_andScrollingBackCancels() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0...3).map { ip(0, $0) })
        // At 200 the section shows 200–520: items 2–5. One width further, 520–840 holds items 5–8; 5 is displayed.
        collectionView.scrollOrthogonalSection(0, to: 200)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (2...5).map { ip(0, $0) })
        XCTAssertEqual(prefetchEvents(collectionView), [.prefetchItems([ip(0, 6), ip(0, 7), ip(0, 8)])])
        // Back at 0 nothing lies before the section's start; 6–8 are cancelled.
        fixture.clearLogs()
        collectionView.scrollOrthogonalSection(0, to: 0)
        XCTAssertEqual(prefetchEvents(collectionView), [.cancelPrefetchingForItems([ip(0, 6), ip(0, 7), ip(0, 8)])])
        XCTAssertEqual(collectionView.orthogonalScrollOffset(ofSection: 0), 0)
    }

    func testPrefetchingOff_prefetchesNothingSideways() {
        let fixture = fixture()
        fixture.collectionView.isPrefetchingEnabled = false
        fixture.collectionView.scrollOrthogonalSection(0, to: 200)
        XCTAssertEqual(prefetchEvents(fixture.collectionView), [])
        XCTAssertEqual(fixture.collectionView.orthogonalScrollOffset(ofSection: 0), 200)
    }
}
