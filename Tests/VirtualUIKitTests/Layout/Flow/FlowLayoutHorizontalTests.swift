import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A flow layout scrolling horizontally: columns filled from top to bottom, placed rightwards, with UIKit's rules for
/// each metric with the axes swapped; scrolling and `scrollToItem` along x; switching layouts.
final class FlowLayoutHorizontalTests: XCTestCase {
    private let header = CollectionElementKind.sectionHeader
    private let footer = CollectionElementKind.sectionFooter

    private func frame(_ collectionView: VirtualCollectionView, _ indexPath: IndexPath) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    private func supplementaryFrame(_ collectionView: VirtualCollectionView, _ kind: String, _ section: Int) -> CGRect?
    {
        collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: ip(section, 0))?
            .frame
    }

    /// 320×230 view; 100×100 items; spacing 10 both ways; insets top 10, left 20, bottom 10, right 20; headers 30 wide,
    /// footers 40 wide (their heights are ignored: a horizontal header spans the view's height).
    private func horizontalLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.footerReferenceSize = CGSize(width: 40, height: 0)
        return layout
    }

    private func fixture(counts: [Int] = [3, 1]) -> VirtualViewFixture {
        VirtualViewFixture(
            counts: counts,
            implemented: [
                .numberOfSections, .viewForSupplementaryElement, .willDisplayCell, .didEndDisplayingCell,
                .willDisplaySupplementaryView, .didEndDisplayingSupplementaryView,
            ],
            frame: CGRect(x: 0, y: 0, width: 320, height: 230),
            layout: horizontalLayout()
        )
    }

    func testColumns_fillTopToBottom_withInsetsSpacingHeadersAndFooters() {
        let fixture = fixture().loaded()
        let collectionView = fixture.collectionView
        // Section 0: header x 0–30 spanning the height. Items start at 30 + left inset 20 = 50. A column has
        // 230 − 10 − 10 = 210 points: two items fit (100 + 10 + 100 = 210), justified, so at y 10 and 120. The
        // second column starts after the first (100 wide) and the line spacing: x 160; its one item is centred
        // across the column's 210 points: y = 10 + (210 − 100) / 2 = 65. The section ends at 260 + right inset 20
        // = 280; footer 280–320.
        XCTAssertEqual(supplementaryFrame(collectionView, header, 0), CGRect(x: 0, y: 0, width: 30, height: 230))
        XCTAssertEqual(frame(collectionView, ip(0, 0)), CGRect(x: 50, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 50, y: 120, width: 100, height: 100))
        XCTAssertEqual(frame(collectionView, ip(0, 2)), CGRect(x: 160, y: 65, width: 100, height: 100))
        XCTAssertEqual(supplementaryFrame(collectionView, footer, 0), CGRect(x: 280, y: 0, width: 40, height: 230))
        // Section 1: header 320–350, item at 350 + 20 = 370, centred: y 65; 470 + 20 = 490; footer 490–530.
        XCTAssertEqual(supplementaryFrame(collectionView, header, 1), CGRect(x: 320, y: 0, width: 30, height: 230))
        XCTAssertEqual(frame(collectionView, ip(1, 0)), CGRect(x: 370, y: 65, width: 100, height: 100))
        XCTAssertEqual(supplementaryFrame(collectionView, footer, 1), CGRect(x: 490, y: 0, width: 40, height: 230))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 530, height: 230))
    }

    func testColumnsOfDifferentWidths_centreEachItemAlongTheColumn() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let fixture = VirtualViewFixture(
            counts: [3], implemented: [.sizeForItem], frame: CGRect(x: 0, y: 0, width: 320, height: 100),
            layout: layout)
        fixture.double.itemSize = { indexPath in
            switch indexPath.item {
            case 0: CGSize(width: 40, height: 45)
            case 1: CGSize(width: 80, height: 45)
            default: CGSize(width: 60, height: 60)
            }
        }
        let collectionView = fixture.loaded().collectionView
        // Items 0 and 1 share a column (45 + 10 + 45 = 100); the column is 80 wide, the widest item, and the 40-wide
        // item is centred in it: x = 20. Item 2 starts the next column at 80 + 10 = 90, alone, centred vertically:
        // y = (100 − 60) / 2 = 20.
        XCTAssertEqual(frame(collectionView, ip(0, 0)), CGRect(x: 20, y: 0, width: 40, height: 45))
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 0, y: 55, width: 80, height: 45))
        XCTAssertEqual(frame(collectionView, ip(0, 2)), CGRect(x: 90, y: 20, width: 60, height: 60))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 150, height: 100))
    }

    func testScrollingAlongX_displaysAndEndsDisplayingInUIKitsOrder() {
        let fixture = fixture()
        let collectionView = fixture.loaded().collectionView
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header), [ip(0, 0)])
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer), [ip(0, 0)])

        // The rect 200–520 keeps item 2 and the footer of section 0, and reaches all of section 1 but the end of
        // its footer; items 0 and 1 and the first header leave.
        collectionView.scroll(to: CGPoint(x: 200, y: 0))
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 1)),
                .didEndDisplayingSupplementaryView(kind: header, ip(0, 0)),
                .viewForSupplementaryElement(kind: header, ip(1, 0)),
                .willDisplaySupplementaryView(kind: header, ip(1, 0)),
                .cellForItem(ip(1, 0)), .willDisplayCell(ip(1, 0)),
                .viewForSupplementaryElement(kind: footer, ip(1, 0)),
                .willDisplaySupplementaryView(kind: footer, ip(1, 0)),
            ])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 2), ip(1, 0)])
    }

    func testScrollToItem_placesTheItemAlongX_andKeepsTheOffsetInsideTheContent() {
        let fixture = fixture().loaded()
        let collectionView = fixture.collectionView
        // Content 530 wide, view 320: offsets run 0–210.
        collectionView.scrollToItem(at: ip(0, 2), at: .left, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 160, y: 0))
        collectionView.scrollToItem(at: ip(1, 0), at: .centeredHorizontally, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 210, y: 0), "420 − 160 = 260, kept at 210")
        collectionView.scrollToItem(at: ip(0, 2), at: .right, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 0), "260 − 320 = −60, kept at 0")
        collectionView.scrollToItem(at: ip(0, 2), at: .centeredHorizontally, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 50, y: 0), "210 − 160")
        // The rect 50–370 ends where section 1's item begins.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
        // A vertical position alone leaves x as it is; the content is only as tall as the view, so y stays 0.
        collectionView.scrollToItem(at: ip(1, 0), at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 50, y: 0))
    }

    func testScrollToItem_combinesAVerticalAndAHorizontalPosition() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let fixture = VirtualViewFixture(counts: [30], implemented: [], layout: layout).loaded()
        // Vertical: three 100-wide items per 320-point row, rows every 110; item 13 is in row 4, y 440. The content
        // is as wide as the view, so any horizontal position keeps x at 0.
        fixture.collectionView.scrollToItem(at: ip(0, 13), at: [.top, .right], animated: false)
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 440))
    }

    func testChangingTheHeight_recomputesAHorizontalLayout_changingTheWidthDoesNot() {
        let fixture = fixture()
        let collectionView = fixture.loaded().collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 230)
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 50, y: 120, width: 100, height: 100))
        collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 200)
        collectionView.layoutIfNeeded()
        // 200 − 20 = 180 points per column: one item each, centred at y = 10 + 40 = 50.
        XCTAssertEqual(frame(collectionView, ip(0, 1)), CGRect(x: 160, y: 50, width: 100, height: 100))
    }

    func testSwitchingScrollDirection_relaysTheItems() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let fixture = VirtualViewFixture(
            counts: [4], implemented: [], frame: CGRect(x: 0, y: 0, width: 320, height: 230), layout: layout
        ).loaded()
        XCTAssertEqual(frame(fixture.collectionView, ip(0, 1)), CGRect(x: 110, y: 0, width: 100, height: 100))
        layout.scrollDirection = .horizontal
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 210, height: 230))
        XCTAssertEqual(frame(fixture.collectionView, ip(0, 1)), CGRect(x: 0, y: 130, width: 100, height: 100))
    }

    func testSetCollectionViewLayout_installsTheLayout_displaysWhatItPlaces_andCompletes() {
        let fixture = VirtualViewFixture(
            counts: [8], implemented: [.willDisplayCell, .didEndDisplayingCell],
            frame: CGRect(x: 0, y: 0, width: 320, height: 230)
        ).loaded()
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 8)
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 100)
        var completions: [Bool] = []
        collectionView.setCollectionViewLayout(layout, animated: true) { completions.append($0) }
        // Two 200-wide columns of two fit in 320 + 10 + …: columns at x 0 and 210; items 0–3 show.
        XCTAssertEqual(completions, [true])
        XCTAssertTrue(collectionView.collectionViewLayout === layout)
        XCTAssertTrue(layout.collectionView === collectionView)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<4).map { ip(0, $0) })
        XCTAssertEqual(collectionView.recordedEvents, (4..<8).map { .didEndDisplayingCell(ip(0, $0)) })
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 3))?.frame, CGRect(x: 210, y: 130, width: 200, height: 100))
    }

    func testScreenPicture_drawsColumnsAndHeadersAlongX() {
        let fixture = fixture().loaded()
        fixture.collectionView.scroll(to: CGPoint(x: 200, y: 0))
        let picture = fixture.collectionView.screenPicture { "\($0.indexPath.section).\($0.indexPath.item)" }
        // The rect 200–520: item 0.2 (160–260) cut at the left edge, section 0's footer (280–320), section 1's header
        // (320–350), its item (370–470) and the start of its footer (490–530); items 65–165 high.
        XCTAssertEqual(
            picture,
            """
            offset 200,0  size 320x230  content 530x230  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                    ┌────────┐┌──────┐                                   ┌──────|
            |                    │0.0     ││1.0   │                                   │1.0   |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |──────────────┐     │        ││      │     ┌───────────────────────┐     │      |
            |0.2           │     │        ││      │     │1.0                    │     │      |
            |              │     │        ││      │     │                       │     │      |
            |              │     │        ││      │     │                       │     │      |
            |              │     │        ││      │     │                       │     │      |
            |              │     │        ││      │     │                       │     │      |
            |              │     │        ││      │     │                       │     │      |
            |              │     │        ││      │     │                       │     │      |
            |              │     │        ││      │     │                       │     │      |
            |──────────────┘     │        ││      │     └───────────────────────┘     │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    │        ││      │                                   │      |
            |                    └────────┘└──────┘                                   └──────|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell    [0, 2]  160,65 100x100  0.2
            footer  [0, 0]  280,0 40x230    0.0
            header  [1, 0]  320,0 30x230    1.0
            cell    [1, 0]  370,65 100x100  1.0
            footer  [1, 0]  490,0 40x230    1.0
            """)
    }
}
