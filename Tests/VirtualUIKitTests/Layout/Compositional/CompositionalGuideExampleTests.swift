import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The code of the "Compositional layouts" guide section, compiled and checked.
final class CompositionalGuideExampleTests: XCTestCase {
    func testGuideExample_laysOutACarouselAndAGrid() {
        let fixture = VirtualViewFixture(counts: [5, 6], implemented: Compositional.displayCallbacks)
        let collectionView = fixture.collectionView

        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            repeatingSubitem: item, count: 4)
        row.interItemSpacing = .fixed(8)
        let grid = CollectionLayoutSection(group: row)
        grid.interGroupSpacing = 8
        grid.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: CollectionElementKind.sectionHeader, alignment: .top)
        ]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        grid.decorationItems = [background]

        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, environment in
                guard sectionIndex == 0 else { return grid }
                let card = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .absolute(environment.container.effectiveContentSize.width * 0.8),
                        heightDimension: .absolute(120)),
                    subitems: [
                        CollectionLayoutItem(
                            layoutSize: CollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    ])
                let carousel = CollectionLayoutSection(group: card)
                carousel.orthogonalScrollingBehavior = .groupPaging
                carousel.interGroupSpacing = 10
                return carousel
            }, configuration: configuration)
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
        collectionView.collectionViewLayout = layout

        // Cards are 256 wide, 10 apart: at x 0, 266, 532, ...; the view shows the first two. The grid starts after
        // the carousel (120) and the spacing (20): header 140–170, first row 170–250, a 74-wide cell at 2 + 0 and the
        // second slot at (320 - 24) / 4 + 8 = 82.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }, [ip(0, 0), ip(0, 1)])
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: ip(0, 1))?.frame, CGRect(x: 266, y: 0, width: 256, height: 120))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: ip(1, 1))?.frame, CGRect(x: 84, y: 172, width: 70, height: 76))
        XCTAssertEqual(collectionView.visibleDecorationViews(ofKind: "background"), [ip(1, 0)])
        // A swipe to 300 settles on the second card: 266–586 shows cards 1 (266–522) and 2 (532–788).
        collectionView.scrollOrthogonalSection(0, to: 300)
        XCTAssertEqual(collectionView.orthogonalScrollOffset(ofSection: 0), 266)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }, [ip(0, 1), ip(0, 2)])
        withExtendedLifetime(fixture) {}
    }
}
