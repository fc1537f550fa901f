import Foundation
import ViewTestSupport
import VirtualUIKit

/// Builders shared by the compositional-layout tests.
enum Compositional {
    static let displayCallbacks: Set<CollectionViewSelector> = [
        .numberOfSections, .viewForSupplementaryElement, .willDisplayCell, .didEndDisplayingCell,
        .willDisplaySupplementaryView, .didEndDisplayingSupplementaryView,
    ]

    /// A fixture of `size` whose view uses `layout`, with the logs cleared.
    static func fixture(
        counts: [Int], layout: CollectionViewCompositionalLayout,
        size: CGSize = CGSize(width: 320, height: 480),
        implemented: Set<CollectionViewSelector> = displayCallbacks,
        supplementaryKinds: [String] = []
    ) -> VirtualViewFixture {
        let fixture = VirtualViewFixture(
            counts: counts, implemented: implemented, frame: CGRect(origin: .zero, size: size))
        for kind in supplementaryKinds {
            fixture.collectionView.register(
                RecordingSupplementaryView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: fixture.double.supplementaryReuseIdentifier)
        }
        fixture.collectionView.collectionViewLayout = layout
        fixture.clearLogs()
        return fixture
    }

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: size(width, height))
    }

    /// A section of rows `height` high holding `columns` items each.
    static func grid(columns: Int, height: CGFloat) -> CollectionLayoutSection {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            repeatingSubitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: columns)
        return CollectionLayoutSection(group: group)
    }

    static func header(_ height: CGFloat, kind: String = CollectionElementKind.sectionHeader)
        -> CollectionLayoutBoundarySupplementaryItem
    {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: .top)
    }

    static func footer(_ height: CGFloat, kind: String = CollectionElementKind.sectionFooter)
        -> CollectionLayoutBoundarySupplementaryItem
    {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: .bottom)
    }
}

/// A view class for decoration tests.
final class BackgroundView: CollectionReusableView {}
