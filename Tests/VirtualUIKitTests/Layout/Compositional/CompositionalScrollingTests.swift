import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Display and end-display events of a compositional layout while the view scrolls vertically and its orthogonal
/// sections scroll on their own; pinned headers; paging; bad input; batch updates; decoration views.
final class CompositionalScrollingTests: XCTestCase {
    private typealias C = Compositional
    private let header = CollectionElementKind.sectionHeader

    /// A 320×200 view. Section 0 scrolls orthogonally with `behavior`: groups of one item, 100×80, `spacing` apart.
    /// Section 1 is a list of 320×50 rows.
    private func orthogonalFixture(
        behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous, spacing: CGFloat = 0,
        counts: [Int] = [10, 4]
    ) -> VirtualViewFixture {
        let layout = CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: C.size(.absolute(100), .absolute(80)),
                    subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
                let row = CollectionLayoutSection(group: group)
                row.orthogonalScrollingBehavior = behavior
                row.interGroupSpacing = spacing
                return row
            }
            return C.grid(columns: 1, height: 50)
        }
        return C.fixture(counts: counts, layout: layout, size: CGSize(width: 320, height: 200)).loaded()
    }

    // MARK: Vertical scrolling

    func testVerticalScrolling_displaysAndEndsDisplayingRowsInOrder() {
        // Rows of two 160×100 items, a 30-point header per section; the view is 320×200. Section 0: header 0–30,
        // rows 30–130, 130–230. Section 1: header 230–260, rows 260–360. Scrolling to 150 shows 150–350: section 0's
        // second row and section 1's header and first row.
        let section = C.grid(columns: 2, height: 100)
        section.boundarySupplementaryItems = [C.header(30)]
        let fixture = C.fixture(
            counts: [4, 2], layout: CollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 320, height: 200))
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfSections, .numberOfItems(section: 0), .numberOfItems(section: 1),
                .viewForSupplementaryElement(kind: header, ip(0, 0)),
                .willDisplaySupplementaryView(kind: header, ip(0, 0)),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)), .cellForItem(ip(0, 1)), .willDisplayCell(ip(0, 1)),
                .cellForItem(ip(0, 2)), .willDisplayCell(ip(0, 2)), .cellForItem(ip(0, 3)), .willDisplayCell(ip(0, 3)),
            ])
        fixture.clearLogs()
        fixture.collectionView.scroll(to: CGPoint(x: 0, y: 150))
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 1)),
                .didEndDisplayingSupplementaryView(kind: header, ip(0, 0)),
                .viewForSupplementaryElement(kind: header, ip(1, 0)),
                .willDisplaySupplementaryView(kind: header, ip(1, 0)),
                .cellForItem(ip(1, 0)), .willDisplayCell(ip(1, 0)), .cellForItem(ip(1, 1)), .willDisplayCell(ip(1, 1)),
            ])
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, [ip(0, 2), ip(0, 3), ip(1, 0), ip(1, 1)])
    }

    func testPinnedHeader_staysAtTheTop_untilItsSectionEndPushesItOut() {
        // One 50-point row per item, a pinned 30-point header: section 0 is 0–530 (header 0–30, ten rows), section 1
        // starts at 530. The view is 320×100.
        let section = C.grid(columns: 1, height: 50)
        let pinned = C.header(30)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let layout = CollectionViewCompositionalLayout(section: section)
        let fixture = C.fixture(counts: [10, 10], layout: layout, size: CGSize(width: 320, height: 100)).loaded()
        let view = fixture.collectionView
        // At 200 the header sits at the top of the visible rect.
        view.scroll(to: CGPoint(x: 0, y: 200))
        XCTAssertEqual(view.supplementaryView(forElementKind: header, at: ip(0, 0))?.frame.origin.y, 200)
        XCTAssertEqual(fixture.recordedCalls.filter { "\($0)".contains("Supplementary") }, [])
        // At 510 it would overlap section 1: it stops at 530 - 30 = 500, and section 1's header is at 530.
        view.scroll(to: CGPoint(x: 0, y: 510))
        XCTAssertEqual(view.supplementaryView(forElementKind: header, at: ip(0, 0))?.frame.origin.y, 500)
        XCTAssertEqual(view.supplementaryView(forElementKind: header, at: ip(1, 0))?.frame.origin.y, 530)
        // At 600 section 0 is gone, header included; section 1's header is pinned at 600.
        fixture.clearLogs()
        view.scroll(to: CGPoint(x: 0, y: 600))
        XCTAssertEqual(view.indexPathsForVisibleSupplementaryElements(ofKind: header), [ip(1, 0)])
        XCTAssertEqual(view.supplementaryView(forElementKind: header, at: ip(1, 0))?.frame.origin.y, 600)
        XCTAssertTrue(fixture.recordedCalls.contains(.didEndDisplayingSupplementaryView(kind: header, ip(0, 0))))
    }

    func testPinnedFooter_staysAtTheBottom_whileItsSectionIsOnScreen() {
        // Ten 50-point rows then a pinned 20-point footer: section 0 is 0–520 (footer naturally at 500), section 1
        // follows at 520. The view is 320×100.
        let section = C.grid(columns: 1, height: 50)
        let pinned = C.footer(20)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let footer = CollectionElementKind.sectionFooter
        let fixture = C.fixture(
            counts: [10, 10], layout: CollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 320, height: 100)
        ).loaded()
        let view = fixture.collectionView
        // At 0 the footer sits at the bottom of the visible rect: 100 - 20 = 80.
        XCTAssertEqual(view.supplementaryView(forElementKind: footer, at: ip(0, 0))?.frame.origin.y, 80)
        view.scroll(to: CGPoint(x: 0, y: 230))
        XCTAssertEqual(view.supplementaryView(forElementKind: footer, at: ip(0, 0))?.frame.origin.y, 310)
        // At 450 its natural place (500) is on screen: it stays there.
        view.scroll(to: CGPoint(x: 0, y: 450))
        XCTAssertEqual(view.supplementaryView(forElementKind: footer, at: ip(0, 0))?.frame.origin.y, 500)
        // Section 1 (520–1040) is on screen too: its footer pins to the bottom, 550 - 20 = 530.
        XCTAssertEqual(view.indexPathsForVisibleSupplementaryElements(ofKind: footer), [ip(0, 0), ip(1, 0)])
        XCTAssertEqual(view.supplementaryView(forElementKind: footer, at: ip(1, 0))?.frame.origin.y, 530)
        withExtendedLifetime(fixture) {}
    }

    // MARK: Orthogonal scrolling

    func testOrthogonalSection_inAHorizontalLayout_scrollsVertically() {
        // A 320×200 view scrolling horizontally. The section's groups (100×60) go down in one column: y 0, 60, ...,
        // 360; the column is 420 long, so the offset goes up to 220. At 100 the visible 100–300 holds items 1 (60–120)
        // to 4 (240–300).
        let group = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.absolute(100), .absolute(60)),
            subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let fixture = C.fixture(
            counts: [7], layout: CollectionViewCompositionalLayout(section: section, configuration: configuration),
            size: CGSize(width: 320, height: 200)
        ).loaded()
        let view = fixture.collectionView
        XCTAssertEqual(view.contentSize, CGSize(width: 100, height: 200))
        XCTAssertEqual(view.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3)])
        view.scrollOrthogonalSection(0, to: 100)
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .didEndDisplayingCell(ip(0, 0)), .cellForItem(ip(0, 4)), .willDisplayCell(ip(0, 4)),
                // One height further down the column, 300–500: items 5 and 6.
                .prefetchItems([ip(0, 5), ip(0, 6)]),
            ])
        XCTAssertEqual(view.cellForItem(at: ip(0, 1))?.frame, CGRect(x: 0, y: -40, width: 100, height: 60))
        view.scrollOrthogonalSection(0, to: 1000)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 220)
        withExtendedLifetime(fixture) {}
    }

    func testOrthogonalSection_laysGroupsInOneLine_andScrollsOnItsOwn() {
        // Section 0: groups at x 0, 100, ... 900 (one line 80 high); section 1's rows from y 80. The 320×200 view
        // shows items 0–3 of section 0 (the fourth spans 300–400) and rows 0–2 of section 1 (80–230).
        let fixture = orthogonalFixture()
        let view = fixture.collectionView
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 280))
        XCTAssertEqual(
            view.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(1, 0), ip(1, 1), ip(1, 2)])
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 0)
        XCTAssertNil(view.orthogonalScrollOffset(ofSection: 1))

        // At 250 the section shows 250–570: items 2 (200–300) to 5 (500–600).
        view.scrollOrthogonalSection(0, to: 250)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 250)
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 1)),
                .cellForItem(ip(0, 4)), .willDisplayCell(ip(0, 4)), .cellForItem(ip(0, 5)), .willDisplayCell(ip(0, 5)),
                // One width further along, 570–890: items 5 (displayed) to 8.
                .prefetchItems([ip(0, 6), ip(0, 7), ip(0, 8)]),
            ])
        XCTAssertEqual(view.cellForItem(at: ip(0, 2))?.frame, CGRect(x: -50, y: 0, width: 100, height: 80))
        XCTAssertEqual(
            view.collectionViewLayout.layoutAttributesForItem(at: ip(0, 5))?.frame,
            CGRect(x: 250, y: 0, width: 100, height: 80))
        XCTAssertEqual(view.cellForItem(at: ip(1, 0))?.frame, CGRect(x: 0, y: 80, width: 320, height: 50))

        // Past the end it stops at 1000 - 320 = 680: items 6 (600–700) to 9.
        fixture.clearLogs()
        view.scrollOrthogonalSection(0, to: 5000)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 680)
        XCTAssertEqual(
            view.indexPathsForVisibleItems.filter { $0.section == 0 }, [ip(0, 6), ip(0, 7), ip(0, 8), ip(0, 9)])
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .didEndDisplayingCell(ip(0, 2)), .didEndDisplayingCell(ip(0, 3)), .didEndDisplayingCell(ip(0, 4)),
                .didEndDisplayingCell(ip(0, 5)),
                .cellForItem(ip(0, 6)), .willDisplayCell(ip(0, 6)), .cellForItem(ip(0, 7)), .willDisplayCell(ip(0, 7)),
                .cellForItem(ip(0, 8)), .willDisplayCell(ip(0, 8)), .cellForItem(ip(0, 9)), .willDisplayCell(ip(0, 9)),
            ])

        // Vertical scrolling keeps the section's offset: at y 100 the line (0–80) is gone, rows 0–3 of section 1
        // (80–280) show.
        fixture.clearLogs()
        view.scroll(to: CGPoint(x: 0, y: 100))
        XCTAssertEqual(view.indexPathsForVisibleItems, [ip(1, 0), ip(1, 1), ip(1, 2), ip(1, 3)])
        view.scroll(to: .zero)
        XCTAssertEqual(
            view.indexPathsForVisibleItems.filter { $0.section == 0 }, [ip(0, 6), ip(0, 7), ip(0, 8), ip(0, 9)])
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 680)
        withExtendedLifetime(fixture) {}
    }

    func testOrthogonalScrolling_ignoresBadInput() {
        let fixture = orthogonalFixture()
        let view = fixture.collectionView
        view.scrollOrthogonalSection(0, to: 120)
        fixture.clearLogs()
        let visible = view.indexPathsForVisibleItems
        for section in [-1, 1, 2, Int.max, Int.min] {
            view.scrollOrthogonalSection(section, to: 40)
            XCTAssertNil(view.orthogonalScrollOffset(ofSection: section))
        }
        for offset in [CGFloat.nan, .infinity, -.infinity] {
            view.scrollOrthogonalSection(0, to: offset)
        }
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 120)
        XCTAssertEqual(view.indexPathsForVisibleItems, visible)
        XCTAssertEqual(fixture.recordedCalls, [])
        XCTAssertEqual(fixture.inconsistencies.received, [])
        // A negative offset is clamped to the start.
        view.scrollOrthogonalSection(0, to: -30)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 0)
        // With a flow layout there is no orthogonal section.
        view.collectionViewLayout = CollectionViewFlowLayout()
        view.scrollOrthogonalSection(0, to: 30)
        XCTAssertNil(view.orthogonalScrollOffset(ofSection: 0))
        withExtendedLifetime(fixture) {}
    }

    func testPaging_settlesAtTheNearestPage() {
        // Pages are the view's 320 points; the content ends at 680.
        let fixture = orthogonalFixture(behavior: .paging)
        let view = fixture.collectionView
        view.scrollOrthogonalSection(0, to: 150)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 0)
        view.scrollOrthogonalSection(0, to: 170)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 320)
        view.scrollOrthogonalSection(0, to: 500)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 640)
        view.scrollOrthogonalSection(0, to: 900)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 680, "the third page is past the end: clamped")
        withExtendedLifetime(fixture) {}
    }

    func testGroupPaging_settlesAtTheNearestGroupStart() {
        // Groups 100 wide, 10 apart: they start at 0, 110, 220, ...; ten of them end at 1090, so the last offset is
        // 1090 - 320 = 770.
        let fixture = orthogonalFixture(behavior: .groupPaging, spacing: 10)
        let view = fixture.collectionView
        view.scrollOrthogonalSection(0, to: 160)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 110)
        view.scrollOrthogonalSection(0, to: 166)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 220)
        view.scrollOrthogonalSection(0, to: 165)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 110, "halfway goes to the earlier group")
        view.scrollOrthogonalSection(0, to: 2000)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 770)
        let leadingFixture = orthogonalFixture(behavior: .continuousGroupLeadingBoundary, spacing: 10)
        let leading = leadingFixture.collectionView
        leading.scrollOrthogonalSection(0, to: 290)
        XCTAssertEqual(leading.orthogonalScrollOffset(ofSection: 0), 330)
        withExtendedLifetime(leadingFixture) {}
        withExtendedLifetime(fixture) {}
    }

    func testGroupPagingCentered_centresTheNearestGroup() {
        // Group k's centre is 110k + 50; centred in 320 points at offset 110k - 110: -110, 0, 110, 220, ...
        let fixture = orthogonalFixture(behavior: .groupPagingCentered, spacing: 10)
        let view = fixture.collectionView
        view.scrollOrthogonalSection(0, to: 60)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 110)
        view.scrollOrthogonalSection(0, to: 40)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 0)
        view.scrollOrthogonalSection(0, to: 250)
        XCTAssertEqual(view.orthogonalScrollOffset(ofSection: 0), 220)
        XCTAssertEqual(view.cellForItem(at: ip(0, 3))?.frame, CGRect(x: 110, y: 0, width: 100, height: 80))
        withExtendedLifetime(fixture) {}
    }

    // MARK: Batch updates

    func testBatchInsertAndDelete_relayOutTheSections() {
        // Four columns of 80×40 in a 320×80 view: two rows show items 0–7 of 10.
        let layout = CollectionViewCompositionalLayout(section: C.grid(columns: 4, height: 40))
        let fixture = C.fixture(counts: [10], layout: layout, size: CGSize(width: 320, height: 80)).loaded()
        let view = fixture.collectionView
        view.performBatchUpdates {
            fixture.double.counts = [11]
            view.insertItems(at: [ip(0, 0)])
        }
        // The new item 0 takes the first slot; old item 7, now 8, moves to the third row and leaves the screen.
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfSections, .numberOfItems(section: 0), .didEndDisplayingCell(ip(0, 8)),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
            ])
        XCTAssertEqual(
            view.collectionViewLayout.layoutAttributesForItem(at: ip(0, 10))?.frame.origin, CGPoint(x: 160, y: 80))
        XCTAssertEqual(view.contentSize.height, 120)
        fixture.clearLogs()
        view.performBatchUpdates {
            fixture.double.counts = [9]
            view.deleteItems(at: [ip(0, 0), ip(0, 1)])
        }
        // Two fewer: old items 8 and 9 become 6 and 7 and enter the second row.
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfSections, .numberOfItems(section: 0), .didEndDisplayingCell(ip(0, 0)),
                .didEndDisplayingCell(ip(0, 1)), .cellForItem(ip(0, 6)), .willDisplayCell(ip(0, 6)),
                .cellForItem(ip(0, 7)), .willDisplayCell(ip(0, 7)),
            ])
        XCTAssertEqual(view.indexPathsForVisibleItems, (0..<8).map { ip(0, $0) })
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    // MARK: Decoration views

    func testBackgroundDecorations_areDisplayedWithoutDataSourceOrDelegateCalls() {
        // Sections of one 320×100 row with a background of the same frame (no insets), in a 320×150 view: section 0
        // (0–100) and section 1 (100–200) show; scrolling to 120 leaves sections 1 and 2.
        let section = C.grid(columns: 1, height: 100)
        section.decorationItems = [.background(elementKind: "card")]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(BackgroundView.self, forDecorationViewOfKind: "card")
        let fixture = C.fixture(counts: [1, 1, 1], layout: layout, size: CGSize(width: 320, height: 150)).loaded()
        let view = fixture.collectionView
        XCTAssertEqual(view.visibleDecorationViews(ofKind: "card"), [ip(0, 0), ip(1, 0)])
        let first = view.decorationView(ofKind: "card", at: ip(1, 0))
        XCTAssertTrue(first is BackgroundView)
        XCTAssertEqual(first?.frame, CGRect(x: 0, y: 100, width: 320, height: 100))
        fixture.clearLogs()
        view.scroll(to: CGPoint(x: 0, y: 120))
        XCTAssertEqual(view.visibleDecorationViews(ofKind: "card"), [ip(1, 0), ip(2, 0)])
        XCTAssertTrue(view.decorationView(ofKind: "card", at: ip(1, 0)) === first, "a staying view is kept")
        XCTAssertEqual(
            fixture.recordedCalls,
            [.didEndDisplayingCell(ip(0, 0)), .cellForItem(ip(2, 0)), .willDisplayCell(ip(2, 0))],
            "decoration views cost no data source or delegate call")
        XCTAssertEqual(view.visibleDecorationViews(ofKind: "other"), [])
    }

    func testUnregisteredDecorationKind_isReported() {
        let section = C.grid(columns: 1, height: 100)
        section.decorationItems = [.background(elementKind: "missing")]
        let fixture = C.fixture(counts: [1], layout: CollectionViewCompositionalLayout(section: section)).loaded()
        XCTAssertEqual(fixture.collectionView.visibleDecorationViews(ofKind: "missing"), [])
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            ["no UICollectionReusableView class registered for decoration view of kind missing"])
    }

    func testFlowLayout_placesNoDecorationViews() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        XCTAssertEqual(fixture.collectionView.visibleDecorationViews(ofKind: "card"), [])
        XCTAssertEqual(
            fixture.collectionView.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "card", at: ip(0, 0)),
            nil)
    }
}
