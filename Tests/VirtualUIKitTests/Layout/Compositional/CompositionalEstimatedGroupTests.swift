import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A cell that prefers a height of 70, keeping the proposed width.
private final class SeventyHighCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = 70
        return attributes
    }
}

/// A group whose length along its own axis is estimated takes its subitems whatever the estimate, and grows or
/// shrinks to what they take: the estimate is provisional, as in UIKit. Frames worked out by hand; a 320×480 view.
final class CompositionalEstimatedGroupTests: XCTestCase {
    private typealias C = Compositional

    private func frame(_ fixture: VirtualViewFixture, _ item: Int, section: Int = 0) -> CGRect? {
        fixture.collectionView.collectionViewLayout.layoutAttributesForItem(at: ip(section, item))?.frame
    }

    /// A vertical group estimated 44 high holding a full-width item 60 high and a half-width one estimated 60 high.
    private func tallPairGroup() -> CollectionLayoutGroup {
        CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)),
            subitems: [C.item(.fractionalWidth(1), .absolute(60)), C.item(.fractionalWidth(0.5), .estimated(60))])
    }

    func testVerticalGroupEstimatedShorterThanItsItems_growsToHoldEachSubitem() {
        let section = CollectionLayoutSection(group: tallPairGroup())
        section.interGroupSpacing = 10
        let fixture = C.fixture(counts: [5], layout: CollectionViewCompositionalLayout(section: section)).loaded()
        // Group 0 holds both subitems: 0–60 full width, 60–120 half width; it is 120 high. Group 1 starts at
        // 120 + 10 = 130, group 2 at 130 + 120 + 10 = 260 and holds the last item alone, 60 high.
        XCTAssertEqual(frame(fixture, 0), CGRect(x: 0, y: 0, width: 320, height: 60))
        XCTAssertEqual(frame(fixture, 1), CGRect(x: 0, y: 60, width: 160, height: 60))
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 0, y: 130, width: 320, height: 60))
        XCTAssertEqual(frame(fixture, 3), CGRect(x: 0, y: 190, width: 160, height: 60))
        XCTAssertEqual(frame(fixture, 4), CGRect(x: 0, y: 260, width: 320, height: 60))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 320))
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, (0..<5).map { ip(0, $0) })
    }

    func testNestedEstimatedGroup_growsItsParentAcrossTheParentsAxis() {
        // A row estimated 44 high holds the pair group (half the width) and an item 30 high. The pair group grows to
        // 120, so does the row: the second row starts at 120.
        let pair = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(0.5), .estimated(44)),
            subitems: [C.item(.fractionalWidth(1), .absolute(60)), C.item(.fractionalWidth(0.5), .estimated(60))])
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)),
            subitems: [pair, C.item(.fractionalWidth(0.5), .absolute(30))])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let fixture = C.fixture(counts: [4], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, 1), CGRect(x: 0, y: 60, width: 80, height: 60))
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 160, y: 0, width: 160, height: 30))
        XCTAssertEqual(frame(fixture, 3), CGRect(x: 0, y: 120, width: 160, height: 60))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 180))
    }

    func testVerticalGroupEstimatedTallerThanItsItems_shrinksToThem() {
        // One subitem 30 high in a group estimated at 100: it repeats while it fits (0, 30, 60; a fourth would end at
        // 120), and the group is 90 high, so the next one starts at 90.
        let group = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .estimated(100)),
            subitems: [C.item(.fractionalWidth(1), .absolute(30))])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [4], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 0, y: 60, width: 320, height: 30))
        XCTAssertEqual(frame(fixture, 3), CGRect(x: 0, y: 90, width: 320, height: 30))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 120))
    }

    func testVerticalGroupEstimated_growsToItsItemsMeasuredSizes() {
        // Two subitems estimated 20 high fit the group's estimate of 44 (0–20, 20–40). Each cell measures 70: the group
        // keeps both and is 140 high, the next group starts at 140.
        let group = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)),
            subitems: [C.item(.fractionalWidth(1), .estimated(20)), C.item(.fractionalWidth(0.5), .estimated(20))])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [4], layout: layout)
        fixture.collectionView.register(
            SeventyHighCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(frame(fixture, 1), CGRect(x: 0, y: 70, width: 160, height: 70))
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 0, y: 140, width: 320, height: 70))
        XCTAssertEqual(frame(fixture, 3), CGRect(x: 0, y: 210, width: 160, height: 70))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 280))
    }

    private func invalidations(_ collectionView: VirtualCollectionView) -> [IndexPath] {
        collectionView.recordedEvents.compactMap {
            if case .invalidateLayoutForPreferredAttributes(kind: nil, let indexPath) = $0 { indexPath } else { nil }
        }
    }

    func testRepeatedSubitemsEstimatedInAnEstimatedGroup_keepTheirMeasuredLengths() {
        // Two copies share the estimate of 44: 22 each. Each cell measures 70 once; the copies keep 70, the group is
        // 140 high and the next one starts at 140.
        let group = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)),
            repeatingSubitem: C.item(.fractionalWidth(1), .estimated(20)), count: 2)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [4], layout: layout)
        fixture.collectionView.register(
            SeventyHighCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(invalidations(fixture.collectionView), (0..<4).map { ip(0, $0) })
        XCTAssertEqual(frame(fixture, 1), CGRect(x: 0, y: 70, width: 320, height: 70))
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 0, y: 140, width: 320, height: 70))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 280))
    }

    func testRepeatedSubitemsEstimatedInAFixedGroup_takeTheShare_andAreNotMeasuredAgainstIt() {
        // The group's 44 points are the copies' to share, 22 each, whatever the cells prefer: no invalidation.
        let group = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(44)),
            repeatingSubitem: C.item(.fractionalWidth(1), .estimated(20)), count: 2)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [4], layout: layout)
        fixture.collectionView.register(
            SeventyHighCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(invalidations(fixture.collectionView), [])
        XCTAssertEqual(frame(fixture, 3), CGRect(x: 0, y: 66, width: 320, height: 22))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 88))
    }

    func testHorizontalGroupEstimatedNarrowerThanItsItems_inAHorizontalLayout_growsAlongTheAxis() {
        // The same rule with the axes swapped: a horizontal group estimated 44 wide holding items 60 wide, the second
        // half as high as the view. Group 0 is 120 wide; group 1 starts at 120.
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.estimated(44), .fractionalHeight(1)),
            subitems: [C.item(.absolute(60), .fractionalHeight(1)), C.item(.estimated(60), .fractionalHeight(0.5))])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), configuration: configuration)
        let fixture = C.fixture(counts: [3], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, 1), CGRect(x: 60, y: 0, width: 60, height: 240))
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 120, y: 0, width: 60, height: 480))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 180, height: 480))
    }

    func testOrthogonalSection_groupsEstimatedAlongEitherAxis_growTheSameWay() {
        // Section 0 scrolls orthogonally: horizontal groups estimated 44 wide holding two items 100 wide and 50 high
        // follow each other across, 10 apart: 0–200, 210–410. Section 1 scrolls orthogonally too, with the vertical
        // pair group of the first test: 120 high, so section 1's line is 120 high and the content 50 + 120.
        let across = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.estimated(44), .absolute(50)),
            subitems: [C.item(.absolute(100), .fractionalHeight(1)), C.item(.estimated(100), .fractionalHeight(1))])
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let section = CollectionLayoutSection(group: index == 0 ? across : self.tallPairGroup())
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            return section
        })
        let fixture = C.fixture(counts: [4, 2], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, 1), CGRect(x: 100, y: 0, width: 100, height: 50))
        XCTAssertEqual(frame(fixture, 2), CGRect(x: 210, y: 0, width: 100, height: 50))
        XCTAssertEqual(frame(fixture, 3), CGRect(x: 310, y: 0, width: 100, height: 50))
        XCTAssertEqual(frame(fixture, 1, section: 1), CGRect(x: 0, y: 110, width: 160, height: 60))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 170))
        // The line is 410 long: the offset clamps at 410 - 320 = 90.
        fixture.collectionView.scrollOrthogonalSection(0, to: 200)
        XCTAssertEqual(fixture.collectionView.orthogonalScrollOffset(ofSection: 0), 90)
    }
}
