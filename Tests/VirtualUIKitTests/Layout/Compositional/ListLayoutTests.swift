import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A cell that prefers a height of 44 + 20 × its item, keeping the proposed width.
private final class TallerRowCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = CGFloat(44 + 20 * layoutAttributes.indexPath.item)
        return attributes
    }
}

/// List sections and layouts built from `CollectionLayoutListConfiguration`: rows, insets, headers and footers of
/// each appearance, with this library's values pinned.
final class ListLayoutTests: XCTestCase {
    private typealias C = Compositional
    private let header = CollectionElementKind.sectionHeader
    private let footer = CollectionElementKind.sectionFooter

    private func list(
        _ appearance: CollectionLayoutListConfiguration.Appearance,
        header: CollectionLayoutListConfiguration.HeaderMode = .none,
        footer: CollectionLayoutListConfiguration.FooterMode = .none, headerTopPadding: CGFloat? = nil
    ) -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = header
        configuration.footerMode = footer
        configuration.headerTopPadding = headerTopPadding
        return .list(using: configuration)
    }

    private func frame(_ fixture: VirtualViewFixture, _ indexPath: IndexPath) -> CGRect? {
        fixture.collectionView.cellForItem(at: indexPath)?.frame
    }

    private func frame(_ fixture: VirtualViewFixture, _ kind: String, _ section: Int) -> CGRect? {
        fixture.collectionView.supplementaryView(forElementKind: kind, at: ip(section, 0))?.frame
    }

    func testConfiguration_defaults() {
        let configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        XCTAssertEqual(configuration.appearance, .grouped)
        XCTAssertEqual(configuration.headerMode, .none)
        XCTAssertEqual(configuration.footerMode, .none)
        XCTAssertTrue(configuration.showsSeparators)
        XCTAssertNil(configuration.headerTopPadding)
        XCTAssertNil(configuration.leadingSwipeActionsConfigurationProvider)
        XCTAssertNil(configuration.trailingSwipeActionsConfigurationProvider)
        XCTAssertEqual(CollectionLayoutListConfiguration.estimatedRowHeight, 44)
    }

    func testListSection_isFullWidthRowsEstimatedAt44_withTheAppearancesInsetsAndBoundaryItems() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let section = CollectionLayoutSection.list(
            using: configuration,
            layoutEnvironment: CollectionLayoutEnvironment(
                container: CollectionLayoutContainer(contentSize: CGSize(width: 320, height: 480))))
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        XCTAssertEqual(section.group.layoutSize, row)
        XCTAssertEqual(section.group.subitems.map(\.layoutSize), [row])
        XCTAssertEqual(section.interGroupSpacing, 0)
        XCTAssertEqual(section.contentInsets, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(section.boundarySupplementaryItems.map(\.elementKind), [header, footer])
        XCTAssertEqual(section.boundarySupplementaryItems.map(\.alignment), [.top, .bottom])
        XCTAssertEqual(section.boundarySupplementaryItems.map(\.layoutSize), [row, row])
    }

    func testPlain_rowsEdgeToEdge44High_noSupplementaryViewAsked() {
        let fixture = C.fixture(counts: [3], layout: list(.plain)).loaded()
        // Rows of 44 from y 0: 0, 44, 88; the content is 132 high.
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 132))
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertFalse(
            fixture.collectionView.recordedEvents.contains {
                if case .viewForSupplementaryElement = $0 { true } else { false }
            })
    }

    func testPlain_supplementaryHeader_hasTopPadding22_andAnOverrideReplacesIt() {
        let fixture = C.fixture(counts: [1, 1], layout: list(.plain, header: .supplementary)).loaded()
        // Section 0: padding 0–22, header 22–66, row 66–110. Section 1: padding 110–132, header 132–176, row 176–220.
        XCTAssertEqual(frame(fixture, header, 0), CGRect(x: 0, y: 22, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 66, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, header, 1), CGRect(x: 0, y: 132, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(1, 0)), CGRect(x: 0, y: 176, width: 320, height: 44))
        XCTAssertEqual(fixture.collectionView.contentSize.height, 220)

        let flush = C.fixture(counts: [1, 1], layout: list(.plain, header: .supplementary, headerTopPadding: 0))
            .loaded()
        // No padding: header 0–44, row 44–88, header 88–132, row 132–176.
        XCTAssertEqual(frame(flush, header, 1), CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(flush.collectionView.contentSize.height, 176)

        let negative = C.fixture(counts: [1], layout: list(.plain, header: .supplementary, headerTopPadding: -10))
            .loaded()
        XCTAssertEqual(frame(negative, header, 0), CGRect(x: 0, y: 0, width: 320, height: 44), "counts as zero")
    }

    func testGrouped_withoutHeader_puts35AboveEachSection() {
        let fixture = C.fixture(counts: [2, 1], layout: list(.grouped)).loaded()
        // Section 0: inset 0–35, rows 35–79, 79–123. Section 1: inset 123–158, row 158–202.
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 35, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 0, y: 79, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(1, 0)), CGRect(x: 0, y: 158, width: 320, height: 44))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 202))
    }

    func testInsetGrouped_headerAndFooter_rowsInsetBy16() {
        let fixture = C.fixture(
            counts: [2, 1], layout: list(.insetGrouped, header: .supplementary, footer: .supplementary)
        ).loaded()
        // Section 0: padding 0–35, header 35–79, rows 79–123 and 123–167, footer 167–211, all at x 16 and 288 wide
        // (320 − 2 × 16): headers and footers follow the section's insets. Section 1: padding 211–246, header
        // 246–290, row 290–334, footer 334–378.
        XCTAssertEqual(frame(fixture, header, 0), CGRect(x: 16, y: 35, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 16, y: 79, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 16, y: 123, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, footer, 0), CGRect(x: 16, y: 167, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, header, 1), CGRect(x: 16, y: 246, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, ip(1, 0)), CGRect(x: 16, y: 290, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, footer, 1), CGRect(x: 16, y: 334, width: 288, height: 44))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 378))
    }

    func testFirstItemInSection_isARow_noSupplementaryView_withTheHeaderPadding() {
        let fixture = C.fixture(counts: [2], layout: list(.plain, header: .firstItemInSection))
        fixture.collectionView.layoutIfNeeded()
        // Padding 0–22, then the first item (the header) 22–66 and the second row 66–110.
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 22, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 0, y: 66, width: 320, height: 44))
        XCTAssertNil(frame(fixture, header, 0))
        XCTAssertFalse(
            fixture.collectionView.recordedEvents.contains {
                if case .viewForSupplementaryElement = $0 { true } else { false }
            })
    }

    func testSidebarAppearances_haveNoInsetsAndNoPadding() {
        for appearance in [CollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain] {
            let fixture = C.fixture(counts: [1], layout: list(appearance, header: .supplementary)).loaded()
            XCTAssertEqual(frame(fixture, header, 0), CGRect(x: 0, y: 0, width: 320, height: 44), "\(appearance)")
            XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 44, width: 320, height: 44), "\(appearance)")
        }
    }

    func testSelfSizingRows_replaceTheEstimate() {
        let fixture = C.fixture(counts: [3], layout: list(.insetGrouped))
        fixture.collectionView.register(
            TallerRowCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.layoutIfNeeded()
        // Top inset 35; rows prefer 44, 64 and 84: 35–79, 79–143, 143–227, at x 16, 288 wide.
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 16, y: 35, width: 288, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 16, y: 79, width: 288, height: 64))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 16, y: 143, width: 288, height: 84))
        XCTAssertEqual(fixture.collectionView.contentSize.height, 227)
    }

    func testListSectionInASectionProvider_mixesWithOtherSections() {
        let layout = CollectionViewCompositionalLayout { section, environment in
            section == 0
                ? .list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                : C.grid(columns: 2, height: 50)
        }
        let fixture = C.fixture(counts: [1, 2], layout: layout).loaded()
        // The list row 0–44, then the grid row 44–94 of two 160-wide items.
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(1, 1)), CGRect(x: 160, y: 44, width: 160, height: 50))
    }
}
