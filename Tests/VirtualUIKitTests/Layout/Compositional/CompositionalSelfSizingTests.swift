import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A cell that prefers a height of 30 + 10 × its item, keeping the proposed width.
private final class GrowingCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = CGFloat(30 + 10 * layoutAttributes.indexPath.item)
        return attributes
    }
}

/// A header that prefers a height of 64.
private final class TallHeader: CollectionReusableView {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = 64
        return attributes
    }
}

/// The collection view measures the views of a compositional layout exactly when the layout has an estimated
/// dimension.
final class CompositionalSelfSizingTests: XCTestCase {
    private typealias C = Compositional

    private func rows(height: CollectionLayoutDimension) -> CollectionViewCompositionalLayout {
        let size = C.size(.fractionalWidth(1), height)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    private func fixture(counts: [Int], layout: CollectionViewCompositionalLayout) -> VirtualViewFixture {
        let fixture = C.fixture(counts: counts, layout: layout, size: CGSize(width: 320, height: 200))
        fixture.collectionView.register(
            GrowingCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.register(
            TallHeader.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
            withReuseIdentifier: fixture.double.supplementaryReuseIdentifier)
        return fixture
    }

    private func sizingEvents(_ collectionView: VirtualCollectionView) -> [VirtualCollectionView.Event] {
        collectionView.recordedEvents.filter {
            switch $0 {
            case .cellForItem, .willDisplayCell, .preferredLayoutAttributesFitting,
                .invalidateLayoutForPreferredAttributes, .viewForSupplementaryElement, .willDisplaySupplementaryView:
                true
            default: false
            }
        }
    }

    private func frame(_ collectionView: VirtualCollectionView, _ item: Int) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: ip(0, item))?.frame
    }

    func testEstimatedItems_areMeasured_resize_andShiftLaterFramesAndTheContentSize() {
        let fixture = fixture(counts: [6], layout: rows(height: .estimated(50)))
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        // Pass 1, estimates of 50 in a 200-point-high view: items 0–3 at 0, 50, 100, 150. Each is asked before it is
        // announced; 0 (30), 1 (40) and 3 (60) differ from 50 and invalidate the layout, 2 prefers exactly 50.
        // Pass 2: 0–30, 30–70, 70–120, 120–180; the cells that moved (1, 2, 3) are asked again and keep their size;
        // item 4 enters at 180–230 and prefers 70. Pass 3: 4 at 180–250; nothing changes.
        XCTAssertEqual(
            sizingEvents(collectionView),
            [
                .cellForItem(ip(0, 0)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 0)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .cellForItem(ip(0, 1)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 1)), .willDisplayCell(ip(0, 1)),
                .cellForItem(ip(0, 2)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 2)),
                .willDisplayCell(ip(0, 2)),
                .cellForItem(ip(0, 3)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 3)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 3)), .willDisplayCell(ip(0, 3)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 2)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 3)),
                .cellForItem(ip(0, 4)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 4)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 4)), .willDisplayCell(ip(0, 4)),
            ])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0...4).map { ip(0, $0) })
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 0, y: 120, width: 320, height: 60))
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 4))?.frame, CGRect(x: 0, y: 180, width: 320, height: 70))
        // Item 5 keeps its estimate after 30 + 40 + 50 + 60 + 70 = 250; the content is 250 + 50 high.
        XCTAssertEqual(frame(collectionView, 5), CGRect(x: 0, y: 250, width: 320, height: 50))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 300))
    }

    func testAbsoluteAndFractionalSizesOnly_askNothing() {
        let fixture = fixture(counts: [6], layout: rows(height: .absolute(50)))
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        // Rows of 50 at 0, 50, 100, 150 fill the 200 points; the cells' preferences are never asked.
        XCTAssertEqual(
            sizingEvents(collectionView),
            (0...3).flatMap { [.cellForItem(ip(0, $0)), .willDisplayCell(ip(0, $0))] })
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.frame, CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 300))
    }

    func testAnEstimatedHeaderAlone_makesTheViewAskEveryDisplayedView_andOnlyTheHeaderResizes() {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .estimated(40)),
            elementKind: CollectionElementKind.sectionHeader, alignment: .top)
        let section = CollectionLayoutSection(
            group: CollectionLayoutGroup.horizontal(
                layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
                subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [header]
        let fixture = fixture(counts: [2], layout: CollectionViewCompositionalLayout(section: section))
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        let kind = CollectionElementKind.sectionHeader
        // Pass 1: header 0–40, rows 40–90 and 90–140. The header prefers 64 and invalidates; the cells answer 30 and
        // 40 for an absolute height, which the layout keeps. Pass 2: header 0–64, rows 64–114 and 114–164; the moved
        // cells are asked again and keep 50.
        XCTAssertEqual(
            sizingEvents(collectionView),
            [
                .viewForSupplementaryElement(kind: kind, ip(0, 0)),
                .preferredLayoutAttributesFitting(kind: kind, ip(0, 0)),
                .invalidateLayoutForPreferredAttributes(kind: kind, ip(0, 0)),
                .willDisplaySupplementaryView(kind: kind, ip(0, 0)),
                .cellForItem(ip(0, 0)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 0)),
                .willDisplayCell(ip(0, 0)),
                .cellForItem(ip(0, 1)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
                .willDisplayCell(ip(0, 1)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 0)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
            ])
        XCTAssertEqual(
            collectionView.supplementaryView(forElementKind: kind, at: ip(0, 0))?.frame,
            CGRect(x: 0, y: 0, width: 320, height: 64))
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 1))?.frame, CGRect(x: 0, y: 114, width: 320, height: 50))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 164))
    }
}
