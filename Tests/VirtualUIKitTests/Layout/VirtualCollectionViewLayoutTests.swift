import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The flow layout and the display pass (reference §5, §3.3): metrics from the delegate or the layout, headers and
/// footers, the visible rect, scrolling, invalidation, and non-flow layouts.
final class VirtualCollectionViewLayoutTests: XCTestCase {
    private let header = CollectionElementKind.sectionHeader
    private let footer = CollectionElementKind.sectionFooter

    private func frame(_ collectionView: VirtualCollectionView, _ indexPath: IndexPath) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    // MARK: Geometry

    func testDefaultMetrics_layRowsOfFiveJustifiedItems() {
        let fixture = VirtualViewFixture(counts: [12], implemented: []).loaded()
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 170))
        XCTAssertEqual(frame(collectionView, ip(0, 0)), CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 67.5, y: 0, width: 50, height: 50))
        XCTAssertEqual(frame(collectionView, ip(0, 4)), CGRect(x: 270, y: 0, width: 50, height: 50))
        XCTAssertEqual(frame(collectionView, ip(0, 5)), CGRect(x: 0, y: 60, width: 50, height: 50))
        XCTAssertEqual(frame(collectionView, ip(0, 10)), CGRect(x: 0, y: 120, width: 50, height: 50))
        XCTAssertEqual(frame(collectionView, ip(0, 11)), CGRect(x: 270, y: 120, width: 50, height: 50))
        XCTAssertNil(frame(collectionView, ip(0, 12)))
        XCTAssertNil(frame(collectionView, ip(1, 0)))
    }

    func testItemsWiderThanTheRow_getARowOfTheirOwn_andALoneItemIsCentred() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.sizeForItem])
        fixture.double.itemSize = { $0.item == 0 ? CGSize(width: 400, height: 40) : CGSize(width: 100, height: 20) }
        let collectionView = fixture.loaded().collectionView
        XCTAssertEqual(frame(collectionView, ip(0, 0)), CGRect(x: 0, y: 0, width: 400, height: 40))
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 110, y: 50, width: 100, height: 20))
    }

    func testItemsOfARow_areCentredVertically() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.sizeForItem])
        fixture.double.itemSize = { $0.item == 0 ? CGSize(width: 50, height: 60) : CGSize(width: 50, height: 20) }
        let collectionView = fixture.loaded().collectionView
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 270, y: 20, width: 50, height: 20))
        XCTAssertEqual(collectionView.contentSize.height, 60)
    }

    func testDelegateMetrics_areAskedPerSection_andUsed() {
        let fixture = VirtualViewFixture(
            counts: [2, 1],
            implemented: [
                .numberOfSections, .insetForSection, .minimumLineSpacingForSection,
                .minimumInteritemSpacingForSection,
            ]
        )
        fixture.double.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 11, right: 13)
        fixture.double.lineSpacing = 3
        fixture.double.interitemSpacing = 200
        let collectionView = fixture.loaded().collectionView
        // Available width 300: two items need 50 + 200 + 50, so they share the row and are spread to its edges.
        XCTAssertEqual(frame(collectionView, ip(0, 0)), CGRect(x: 7, y: 5, width: 50, height: 50))
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 257, y: 5, width: 50, height: 50))
        // Section 1 starts after section 0's bottom inset.
        XCTAssertEqual(frame(collectionView, ip(1, 0)), CGRect(x: 132, y: 5 + 50 + 11 + 5, width: 50, height: 50))
        XCTAssertEqual(collectionView.contentSize.height, 2 * (5 + 50 + 11))
    }

    func testLayoutProperties_areUsedWhenTheDelegateDoesNotImplementTheMetric() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 10)
        layout.minimumLineSpacing = 1
        layout.minimumInteritemSpacing = 5
        layout.sectionInset = EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        let fixture = VirtualViewFixture(counts: [4], implemented: [], layout: layout)
        let collectionView = fixture.loaded().collectionView
        XCTAssertEqual(frame(collectionView, ip(0, 2)), CGRect(x: 220, y: 2, width: 100, height: 10))
        XCTAssertEqual(frame(collectionView, ip(0, 3)), CGRect(x: 110, y: 13, width: 100, height: 10))
    }

    // MARK: Headers and footers

    func testHeadersAndFooters_existOnlyWithAPositiveReferenceHeight() {
        let fixture = VirtualViewFixture(
            counts: [1, 1],
            implemented: [
                .numberOfSections, .referenceSizeForHeader, .referenceSizeForFooter, .viewForSupplementaryElement,
                .willDisplaySupplementaryView, .willDisplayCell,
            ]
        )
        fixture.double.headerSize = { $0 == 1 ? CGSize(width: 10, height: 40) : .zero }
        fixture.double.footerSize = { $0 == 0 ? CGSize(width: 0, height: 15) : CGSize(width: 100, height: 0) }
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0), .numberOfItems(section: 1),
                .referenceSizeForHeader(section: 0), .referenceSizeForFooter(section: 0),
                .referenceSizeForHeader(section: 1), .referenceSizeForFooter(section: 1),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .viewForSupplementaryElement(kind: footer, ip(0, 0)),
                .willDisplaySupplementaryView(kind: footer, ip(0, 0)),
                .viewForSupplementaryElement(kind: header, ip(1, 0)),
                .willDisplaySupplementaryView(kind: header, ip(1, 0)),
                .cellForItem(ip(1, 0)), .willDisplayCell(ip(1, 0)),
            ]
        )
        XCTAssertEqual(
            collectionView.supplementaryView(forElementKind: footer, at: ip(0, 0))?.frame,
            CGRect(x: 0, y: 50, width: 320, height: 15)
        )
        XCTAssertEqual(
            collectionView.supplementaryView(forElementKind: header, at: ip(1, 0))?.frame,
            CGRect(x: 0, y: 65, width: 320, height: 40)
        )
        XCTAssertEqual(frame(collectionView, ip(1, 0))?.origin.y, 105)
        XCTAssertNil(collectionView.supplementaryView(forElementKind: header, at: ip(0, 0)))
        XCTAssertEqual(collectionView.contentSize.height, 155)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testSupplementaryViews_enterAndLeaveWithScrolling() {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 100)
        let fixture = VirtualViewFixture(
            counts: [10, 10],
            implemented: [
                .numberOfSections, .viewForSupplementaryElement, .willDisplaySupplementaryView,
                .didEndDisplayingSupplementaryView,
            ],
            layout: layout
        ).loaded()
        let collectionView = fixture.collectionView
        // Section 0: header 0–100, rows 100–210. Section 1: header 210–310, rows 310–420. The rect 300–780 keeps
        // the end of section 1's header only.
        collectionView.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(
            collectionView.recordedEvents.filter {
                switch $0 {
                case .cellForItem: false
                default: true
                }
            },
            [.didEndDisplayingSupplementaryView(kind: header, ip(0, 0))]
        )
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header), [ip(1, 0)])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<10).map { ip(1, $0) })
    }

    // MARK: Visible rect and scrolling

    func testEveryItemIsMeasured_butOnlyVisibleItemsGetCells() {
        let fixture = VirtualViewFixture(counts: [100], implemented: [.sizeForItem])
        fixture.collectionView.layoutIfNeeded()
        let events = fixture.collectionView.recordedEvents
        XCTAssertEqual(events.filter { if case .sizeForItem = $0 { true } else { false } }.count, 100)
        XCTAssertEqual(events.filter { if case .cellForItem = $0 { true } else { false } }.count, 40)
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, (0..<40).map { ip(0, $0) })
    }

    func testScrolling_doesNotRecomputeTheLayout() {
        let fixture = VirtualViewFixture(counts: [100], implemented: [.sizeForItem]).loaded()
        fixture.collectionView.scroll(to: CGPoint(x: 0, y: 600))
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, (50..<90).map { ip(0, $0) })
        XCTAssertFalse(
            fixture.collectionView.recordedEvents.contains { if case .sizeForItem = $0 { true } else { false } })
    }

    func testSettingContentOffset_displaysAtTheNextRead() {
        let fixture = VirtualViewFixture(counts: [100], implemented: []).loaded()
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        XCTAssertEqual(fixture.collectionView.recordedEvents, [])
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems.first, ip(0, 5))
        XCTAssertEqual(fixture.collectionView.visibleRect, CGRect(x: 0, y: 60, width: 320, height: 480))
    }

    func testWidthChange_recomputesTheLayout_heightChangeOnlyShowsMore() {
        let fixture = VirtualViewFixture(counts: [100], implemented: [.sizeForItem]).loaded()
        let collectionView = fixture.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        collectionView.layoutIfNeeded()
        XCTAssertFalse(collectionView.recordedEvents.contains { if case .sizeForItem = $0 { true } else { false } })
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 50)

        fixture.clearLogs()
        collectionView.frame = CGRect(x: 0, y: 0, width: 110, height: 600)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.recordedEvents.filter { if case .sizeForItem = $0 { true } else { false } }.count, 100)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 20)
    }

    func testChangingALayoutProperty_invalidatesTheLayout() {
        let fixture = VirtualViewFixture(counts: [20], implemented: [.didEndDisplayingCell]).loaded()
        let collectionView = fixture.collectionView
        let layout = collectionView.collectionViewLayout as! CollectionViewFlowLayout
        layout.itemSize = CGSize(width: 320, height: 100)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<5).map { ip(0, $0) })
        XCTAssertEqual(collectionView.recordedEvents, (5..<20).map { .didEndDisplayingCell(ip(0, $0)) })
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 1))?.frame, CGRect(x: 0, y: 110, width: 320, height: 100))
    }

    func testScrollToItem_placesItAtTheRequestedPosition_withinTheContent() {
        let fixture = VirtualViewFixture(counts: [100], implemented: []).loaded()
        let collectionView = fixture.collectionView
        collectionView.scrollToItem(at: ip(0, 50), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 600))
        collectionView.scrollToItem(at: ip(0, 50), at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 170))
        collectionView.scrollToItem(at: ip(0, 50), at: .centeredVertically, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 385))
        collectionView.scrollToItem(at: ip(0, 99), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 1_190 - 480))
        collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(collectionView.contentOffset, .zero)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, ip(0, 0))
    }

    func testLargeCollection_laysOutOnceAndDisplaysOnlyTheVisibleRect() {
        let fixture = VirtualViewFixture(counts: [100_000], implemented: [])
        let collectionView = fixture.collectionView
        collectionView.isRecordingEvents = false
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize.height, 20_000 * 50 + 19_999 * 10)
        XCTAssertEqual(collectionView.visibleCells.count, 40)
        collectionView.scroll(to: CGPoint(x: 0, y: 600_000))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, ip(0, 50_000))
        XCTAssertEqual(collectionView.visibleCells.count, 40)
        // Counts, the first 40 cells, the 40 cells at 600,000, and one prefetch of the 40 items below them.
        XCTAssertEqual(fixture.double.log.count, 1 + 40 + 40 + 1)
    }

    // MARK: Other layouts

    /// A one-column list: each item is a full-width row of 100 points.
    private final class ListLayout: CollectionViewLayout {
        private var count = 0

        override func prepare() {
            count = collectionView?.numberOfItems(inSection: 0) ?? 0
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * 100) }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
            (0..<count).compactMap { item in
                let frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 320, height: 100)
                return frame.intersects(rect)
                    ? CollectionViewLayoutAttributes(forCellWith: ip(0, item), frame: frame) : nil
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            CollectionViewLayoutAttributes(
                forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 320, height: 100)
            )
        }
    }

    func testCustomLayout_decidesWhatIsDisplayed_andNeverAsksFlowMetrics() {
        let fixture = VirtualViewFixture(counts: [10], implemented: [.sizeForItem, .willDisplayCell])
        let collectionView = fixture.collectionView
        let list = ListLayout()
        collectionView.collectionViewLayout = list
        XCTAssertTrue(list.collectionView === collectionView)
        XCTAssertNil(collectionView.collectionViewLayout as? CollectionViewFlowLayout)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<5).map { ip(0, $0) })
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 4))?.frame, CGRect(x: 0, y: 400, width: 320, height: 100))
        XCTAssertFalse(collectionView.recordedEvents.contains { if case .sizeForItem = $0 { true } else { false } })
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 1_000))
    }

    func testBaseLayout_displaysNothing() {
        let fixture = VirtualViewFixture(counts: [10], implemented: [])
        fixture.collectionView.collectionViewLayout = CollectionViewLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 0)
        XCTAssertEqual(fixture.collectionView.recordedEvents, [.numberOfItems(section: 0)])
    }

    /// Two views showing `counts` with `layout`, laid out once with their first pass recorded: one created with the
    /// layout, one given it after its creation.
    private func createdAndAssigned(
        counts: [Int], _ makeLayout: () -> CollectionViewLayout
    ) -> (created: VirtualViewFixture, assigned: VirtualViewFixture) {
        let created = VirtualViewFixture(counts: counts, implemented: [.willDisplayCell], layout: makeLayout())
        let assigned = VirtualViewFixture(counts: counts, implemented: [.willDisplayCell])
        assigned.collectionView.collectionViewLayout = makeLayout()
        assigned.clearLogs()
        created.collectionView.layoutIfNeeded()
        assigned.collectionView.layoutIfNeeded()
        return (created, assigned)
    }

    private func assertSameDisplay(
        _ created: VirtualCollectionView, _ assigned: VirtualCollectionView, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(created.recordedEvents, assigned.recordedEvents, file: file, line: line)
        XCTAssertEqual(created.indexPathsForVisibleItems, assigned.indexPathsForVisibleItems, file: file, line: line)
        XCTAssertEqual(created.visibleCells.map(\.frame), assigned.visibleCells.map(\.frame), file: file, line: line)
        XCTAssertEqual(created.contentSize, assigned.contentSize, file: file, line: line)
    }

    func testCreatingTheViewWithACompositionalLayout_installsIt_andLaysOutAsAssigningItWould() {
        let layout = CollectionViewCompositionalLayout(section: Compositional.grid(columns: 4, height: 100))
        let collectionView = VirtualCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        XCTAssertTrue(collectionView.collectionViewLayout === layout)
        XCTAssertTrue(layout.collectionView === collectionView)

        let views = createdAndAssigned(counts: [30]) {
            CollectionViewCompositionalLayout(section: Compositional.grid(columns: 4, height: 100))
        }
        // Rows of four 80×100 cells: the rows at 0–400 fill the 480-point view, 20 cells; 8 rows in all.
        XCTAssertEqual(views.created.collectionView.indexPathsForVisibleItems, (0..<20).map { ip(0, $0) })
        XCTAssertEqual(
            views.created.collectionView.cellForItem(at: ip(0, 19))?.frame,
            CGRect(x: 240, y: 400, width: 80, height: 100))
        XCTAssertEqual(views.created.collectionView.contentSize, CGSize(width: 320, height: 800))
        assertSameDisplay(views.created.collectionView, views.assigned.collectionView)
    }

    func testCreatingTheViewWithACustomLayout_installsIt_andLaysOutAsAssigningItWould() {
        let views = createdAndAssigned(counts: [10]) { ListLayout() }
        XCTAssertTrue(views.created.collectionView.collectionViewLayout is ListLayout)
        XCTAssertTrue(views.created.collectionView.collectionViewLayout.collectionView === views.created.collectionView)
        XCTAssertEqual(views.created.collectionView.indexPathsForVisibleItems, (0..<5).map { ip(0, $0) })
        XCTAssertEqual(
            views.created.collectionView.recordedEvents,
            [.numberOfItems(section: 0)] + (0..<5).flatMap { [.cellForItem(ip(0, $0)), .willDisplayCell(ip(0, $0))] })
        assertSameDisplay(views.created.collectionView, views.assigned.collectionView)
    }

    func testCreatingTheViewWithoutALayout_givesAFlowLayout_andAFlowLayoutMayStillBePassed() {
        XCTAssertTrue(VirtualCollectionView().collectionViewLayout is CollectionViewFlowLayout)
        XCTAssertEqual(VirtualCollectionView().frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(VirtualCollectionView(frame: .zero).collectionViewLayout is CollectionViewFlowLayout)
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 300, height: 300)
        let collectionView = VirtualCollectionView(frame: .zero, collectionViewLayout: flow)
        XCTAssertTrue(collectionView.collectionViewLayout === flow)
        XCTAssertTrue(flow.collectionView === collectionView)
    }

    func testInstallingANewLayout_relaysOut() {
        let fixture = VirtualViewFixture(counts: [10], implemented: []).loaded()
        let collectionView = fixture.collectionView
        let old = collectionView.collectionViewLayout
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 300)
        collectionView.collectionViewLayout = layout
        XCTAssertNil(old.collectionView)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1)])
    }
}
