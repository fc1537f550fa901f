import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Frames of a compositional layout, each worked out by hand from UIKit's rules in a comment: a 320×480 view unless
/// stated otherwise.
final class CollectionViewCompositionalLayoutTests: XCTestCase {
    private typealias C = Compositional

    private func frame(_ fixture: VirtualViewFixture, _ indexPath: IndexPath) -> CGRect? {
        fixture.collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    private func supplementaryFrame(_ fixture: VirtualViewFixture, _ kind: String, _ indexPath: IndexPath) -> CGRect? {
        fixture.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?
            .frame
    }

    // MARK: Values

    func testDimensions_tellTheirKindAndNumber() {
        let fractional = CollectionLayoutDimension.fractionalWidth(0.5)
        XCTAssertTrue(fractional.isFractionalWidth)
        XCTAssertFalse(fractional.isFractionalHeight || fractional.isAbsolute || fractional.isEstimated)
        XCTAssertEqual(fractional.dimension, 0.5)
        XCTAssertTrue(CollectionLayoutDimension.fractionalHeight(1).isFractionalHeight)
        XCTAssertTrue(CollectionLayoutDimension.absolute(44).isAbsolute)
        XCTAssertTrue(CollectionLayoutDimension.estimated(44).isEstimated)
        XCTAssertNotEqual(CollectionLayoutDimension.absolute(44), .estimated(44))
        XCTAssertEqual(CollectionLayoutSpacing.fixed(8).description, "fixed(8.0)")
        XCTAssertTrue(CollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
        XCTAssertTrue(CollectionLayoutSpacing.fixed(8).isFixedSpacing)
        let container = CollectionLayoutContainer(
            contentSize: CGSize(width: 320, height: 480),
            contentInsets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        XCTAssertEqual(container.effectiveContentSize, CGSize(width: 260, height: 440))
    }

    // MARK: Items and groups

    func testFractionalItems_inAFixedHeightGroup_fillRows() {
        // Items are a quarter of the group's 320 points (80) and its full 100-point height; a new group every row.
        let section = C.grid(columns: 4, height: 100)
        let fixture = C.fixture(counts: [6], layout: CollectionViewCompositionalLayout(section: section)).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 0, width: 80, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 240, y: 0, width: 80, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 5)), CGRect(x: 80, y: 100, width: 80, height: 100))
        XCTAssertNil(frame(fixture, ip(0, 6)))
        XCTAssertNil(frame(fixture, ip(1, 0)))
        // Two rows, the second partly empty: 200 points.
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 200))
    }

    func testSectionInsets_interGroupSpacing_interItemSpacing_andItemInsets() {
        // Content width 320 - 20 - 40 = 260. Three slots share it: (260 - 2 * 10) / 3 = 80 each, at x 20, 110, 200.
        // A cell is its slot less the item's insets: x + 2, y + 1, 80 - 6 = 74 wide, 50 - 4 = 46 high.
        // Groups at y 10 and 10 + 50 + 5 = 65; content 10 + 50 + 5 + 50 + 30 = 145.
        let item = C.item(.fractionalWidth(1), .fractionalHeight(1))
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        section.interGroupSpacing = 5
        let fixture = C.fixture(counts: [5], layout: CollectionViewCompositionalLayout(section: section)).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 22, y: 11, width: 74, height: 46))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 112, y: 11, width: 74, height: 46))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 202, y: 11, width: 74, height: 46))
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 22, y: 66, width: 74, height: 46))
        XCTAssertEqual(frame(fixture, ip(0, 4)), CGRect(x: 112, y: 66, width: 74, height: 46))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 145))
    }

    func testFlexibleSpacing_spreadsTheLeftoverLength() {
        // 50-point items with at least 20 between them: 50, 120, 190, 260 fit in 320, a fifth (330) does not.
        // Leftover 320 - 4 * 50 - 3 * 20 = 60 makes each gap 20 + 60 / 3 = 40: x 0, 90, 180, 270.
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)),
            subitems: [C.item(.absolute(50), .absolute(40))])
        group.interItemSpacing = .flexible(20)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [5], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 0))?.origin, CGPoint(x: 0, y: 0))
        XCTAssertEqual(frame(fixture, ip(0, 1))?.origin, CGPoint(x: 90, y: 0))
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 270, y: 0, width: 50, height: 40))
        XCTAssertEqual(frame(fixture, ip(0, 4)), CGRect(x: 0, y: 40, width: 50, height: 40))
    }

    func testSubitems_repeatWhileTheNextOneFits() {
        // A (100) and B (60) alternate: A 0–100, B 100–160, A 160–260, B 260–320; the next A would end at 420.
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
            subitems: [C.item(.absolute(100), .fractionalHeight(1)), C.item(.absolute(60), .fractionalHeight(1))])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [5], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 100, y: 0, width: 60, height: 50))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 160, y: 0, width: 100, height: 50))
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 260, y: 0, width: 60, height: 50))
        XCTAssertEqual(frame(fixture, ip(0, 4)), CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    func testNestedGroups_sizeSubitemsAgainstTheirOwnGroup() {
        // A 200-high row: a half-width item (160×200), then a half-width vertical group of two items each half its
        // height (160×100). The next row starts at 200.
        let trailing = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(200)),
            subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1)), trailing])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let fixture = C.fixture(counts: [4], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 0, width: 160, height: 200))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 160, y: 0, width: 160, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 160, y: 100, width: 160, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 0, y: 200, width: 160, height: 200))
        XCTAssertEqual(fixture.collectionView.contentSize.height, 400)
    }

    func testGroupInsets_andEdgeSpacing() {
        // The group's insets (5 all round) leave 310×40 for its items; item slots are 100 wide, the second one 10
        // further right by its leading edge spacing, and 3 lower by its top edge spacing.
        let spaced = C.item(.absolute(100), .absolute(30))
        spaced.edgeSpacing = CollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: .fixed(3), trailing: nil, bottom: nil)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
            subitems: [C.item(.absolute(100), .absolute(30)), spaced])
        group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [3], layout: layout).loaded()
        // First: x 5, y 5. Second: 5 + 100 + 10 = 115, y 5 + 3 = 8. The third (the first subitem again) starts at
        // 215 and would end at 315 <= 5 + 310: it fits.
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 5, y: 5, width: 100, height: 30))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 115, y: 8, width: 100, height: 30))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 215, y: 5, width: 100, height: 30))
    }

    // MARK: Estimated sizes

    func testEstimatedHeights_useTheEstimate_untilTheViewAnswers() throws {
        // Full-width rows estimated at 44: y 0, 44, 88. The second cell answers 80 high: rows at 0, 44, 124.
        let item = C.item(.fractionalWidth(1), .estimated(44))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [3], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 0, y: 44, width: 320, height: 44))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 0, y: 88, width: 320, height: 44))

        let original = try XCTUnwrap(layout.layoutAttributesForItem(at: ip(0, 1)))
        var widerOnly = original
        widerOnly.frame.size.width = 300
        XCTAssertFalse(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: widerOnly, withOriginalAttributes: original),
            "the width is fractional: the layout's, not the view's")
        var preferred = original
        preferred.frame.size.height = 80
        XCTAssertTrue(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        XCTAssertEqual(context.invalidatedItemIndexPaths, [ip(0, 1)])
        XCTAssertEqual(context.contentSizeAdjustment, CGSize(width: 0, height: 36))
        layout.invalidateLayout(with: context)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 0, y: 44, width: 320, height: 80))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 0, y: 124, width: 320, height: 44))
        XCTAssertEqual(fixture.collectionView.contentSize.height, 168)
    }

    func testEstimatedHeader_takesTheAnsweredHeight() throws {
        // Header estimated at 30, answered 50: the first row moves from y 30 to y 50.
        let section = C.grid(columns: 2, height: 40)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: C.size(.fractionalWidth(1), .estimated(30)),
                elementKind: CollectionElementKind.sectionHeader, alignment: .top)
        ]
        let layout = CollectionViewCompositionalLayout(section: section)
        let fixture = C.fixture(counts: [2], layout: layout).loaded()
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 30, width: 160, height: 40))
        let original = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: ip(0, 0)))
        var preferred = original
        preferred.frame.size.height = 50
        XCTAssertTrue(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(
            with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            supplementaryFrame(fixture, CollectionElementKind.sectionHeader, ip(0, 0)),
            CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 50, width: 160, height: 40))
    }

    // MARK: Boundary items, decorations, sections

    func testHeadersFooters_interSectionSpacing_andBackgrounds() {
        // Per section: header 0–30, top inset 10, one row of two 160×50 items, bottom inset 10, footer 20: 120 tall.
        // Section 0: header y 0, items y 40, footer y 100. Spacing 15, so section 1 starts at 135: header 135,
        // items 175, footer 235; content 255. A background covers the whole section, header and footer included:
        // section 0 y 0–120, inset 5 all round: (5, 5, 310, 110); section 1 135–255: (5, 140, 310, 110).
        let section = C.grid(columns: 2, height: 50)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        section.boundarySupplementaryItems = [C.header(30), C.footer(20)]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 15
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = C.fixture(counts: [2, 2], layout: layout).loaded()
        let header = CollectionElementKind.sectionHeader
        let footer = CollectionElementKind.sectionFooter
        XCTAssertEqual(supplementaryFrame(fixture, header, ip(0, 0)), CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 160, y: 40, width: 160, height: 50))
        XCTAssertEqual(supplementaryFrame(fixture, footer, ip(0, 0)), CGRect(x: 0, y: 100, width: 320, height: 20))
        XCTAssertEqual(supplementaryFrame(fixture, header, ip(1, 0)), CGRect(x: 0, y: 135, width: 320, height: 30))
        XCTAssertEqual(frame(fixture, ip(1, 0)), CGRect(x: 0, y: 175, width: 160, height: 50))
        XCTAssertEqual(supplementaryFrame(fixture, footer, ip(1, 0)), CGRect(x: 0, y: 235, width: 320, height: 20))
        XCTAssertNil(supplementaryFrame(fixture, header, ip(1, 1)))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 255))
        XCTAssertEqual(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: ip(0, 0))?.frame,
            CGRect(x: 5, y: 5, width: 310, height: 110))
        XCTAssertEqual(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: ip(1, 0))?.frame,
            CGRect(x: 5, y: 140, width: 310, height: 110))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "other", at: ip(1, 0)))
    }

    func testBoundaryItems_followTheSectionsLeadingAndTrailingInsets_unlessToldNot() {
        // Insets 10 top, 20 leading, 0 bottom, 40 trailing: the content area is 260 wide. The header, a full
        // fractional width, is 260 wide at x 20, y 0; the row starts at 30 + 10 = 40, at x 20.
        let section = C.grid(columns: 2, height: 40)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 40)
        section.boundarySupplementaryItems = [C.header(30)]
        let layout = CollectionViewCompositionalLayout(section: section)
        let fixture = C.fixture(counts: [2], layout: layout).loaded()
        let header = CollectionElementKind.sectionHeader
        XCTAssertEqual(supplementaryFrame(fixture, header, ip(0, 0)), CGRect(x: 20, y: 0, width: 260, height: 30))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 150, y: 40, width: 130, height: 40))
        // Not following: the header spans the view from its edge; the items keep their insets.
        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(supplementaryFrame(fixture, header, ip(0, 0)), CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 150, y: 40, width: 130, height: 40))
    }

    func testLayoutBoundaryItems_comeBeforeAndAfterTheSections() {
        // A layout header of 25 at y 0; the one section's row at 25–65; a layout footer at 65.
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [C.header(25, kind: "top"), C.footer(10, kind: "bottom")]
        let layout = CollectionViewCompositionalLayout(
            section: C.grid(columns: 2, height: 40), configuration: configuration)
        let fixture = C.fixture(counts: [2], layout: layout).loaded()
        XCTAssertEqual(supplementaryFrame(fixture, "top", ip(0, 0)), CGRect(x: 0, y: 0, width: 320, height: 25))
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 0, y: 25, width: 160, height: 40))
        XCTAssertEqual(supplementaryFrame(fixture, "bottom", ip(0, 0)), CGRect(x: 0, y: 65, width: 320, height: 10))
        XCTAssertEqual(fixture.collectionView.contentSize.height, 75)
    }

    func testSectionProvider_readsTheEnvironment_andANilSectionIsEmpty() {
        // Four columns when the container is wider than 300 points, two otherwise; section 1 has no layout.
        var asked: [Int] = []
        var widths: [CGFloat] = []
        let layout = CollectionViewCompositionalLayout { section, environment in
            asked.append(section)
            widths.append(environment.container.effectiveContentSize.width)
            guard section != 1 else { return nil }
            return C.grid(columns: environment.container.effectiveContentSize.width > 300 ? 4 : 2, height: 40)
        }
        let fixture = C.fixture(counts: [4, 3, 2], layout: layout).loaded()
        XCTAssertEqual(asked, [0, 1, 2])
        XCTAssertEqual(widths, [320, 320, 320])
        // Section 0: one row of four 80-point items; section 1 takes no room; section 2 starts at 40.
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 240, y: 0, width: 80, height: 40))
        XCTAssertNil(frame(fixture, ip(1, 0)))
        XCTAssertEqual(frame(fixture, ip(2, 1)), CGRect(x: 80, y: 40, width: 80, height: 40))
        XCTAssertEqual(
            fixture.collectionView.indexPathsForVisibleItems,
            [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(2, 0), ip(2, 1)])

        // A 200-point width: two 100-point columns. Section 0 takes two rows (0–80), section 2 one (80–120).
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(asked, [0, 1, 2, 0, 1, 2])
        XCTAssertEqual(frame(fixture, ip(0, 3)), CGRect(x: 100, y: 40, width: 100, height: 40))
        XCTAssertEqual(frame(fixture, ip(2, 0)), CGRect(x: 0, y: 80, width: 100, height: 40))
    }

    func testHorizontalConfiguration_swapsTheAxes() {
        // A 320×200 view scrolling horizontally. A leading header 40 wide spans the height. Groups are columns half the
        // width (160) and the full height (200), each holding two items 100 high; they follow one another from x 40.
        let column = CollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        let section = CollectionLayoutSection(group: column)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: C.size(.absolute(40), .fractionalHeight(1)), elementKind: "side", alignment: .leading)
        ]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = C.fixture(
            counts: [5], layout: layout, size: CGSize(width: 320, height: 200), supplementaryKinds: ["side"]
        ).loaded()
        XCTAssertEqual(supplementaryFrame(fixture, "side", ip(0, 0)), CGRect(x: 0, y: 0, width: 40, height: 200))
        XCTAssertEqual(frame(fixture, ip(0, 0)), CGRect(x: 40, y: 0, width: 160, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 1)), CGRect(x: 40, y: 100, width: 160, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 2)), CGRect(x: 200, y: 0, width: 160, height: 100))
        XCTAssertEqual(frame(fixture, ip(0, 4)), CGRect(x: 360, y: 0, width: 160, height: 100))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 520, height: 200))
        // The visible rect 0–320 holds items 0–3 (the third column starts at 200).
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3)])
    }

    func testItemSupplementaryItems_areAnchoredToTheirCell() {
        // A 20×20 badge at the top-trailing corner of each 160×50 cell, moved 5 right and 5 up.
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)))
        let item = CollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let fixture = C.fixture(counts: [3], layout: layout, supplementaryKinds: ["badge"]).loaded()
        // Cell 1 is (160, 0, 160, 50): the badge's x is 320 - 20 + 5 = 305, y 0 - 5 = -5. Cell 2 is (0, 50, ...).
        XCTAssertEqual(supplementaryFrame(fixture, "badge", ip(0, 1)), CGRect(x: 305, y: -5, width: 20, height: 20))
        XCTAssertEqual(supplementaryFrame(fixture, "badge", ip(0, 2)), CGRect(x: 145, y: 45, width: 20, height: 20))
        XCTAssertEqual(
            fixture.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge"),
            [ip(0, 0), ip(0, 1), ip(0, 2)])
    }
}

/// Layout descriptions no screen would use: they must neither hang nor crash.
final class CompositionalLayoutRobustnessTests: XCTestCase {
    private typealias C = Compositional

    func testHugeCountsAndNonFiniteDimensions_layOutWithoutHangingOrCrashing() {
        let huge = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: .max)
        let endless = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.absolute(.infinity), .absolute(40)), subitems: [C.item(.absolute(10), .absolute(10))])
        endless.interItemSpacing = .flexible(1)
        let nan = CollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(.nan), .absolute(40)),
            subitems: [C.item(.absolute(.nan), .absolute(10))])
        let empty = CollectionLayoutGroup.vertical(layoutSize: C.size(.absolute(10), .absolute(10)), subitems: [])
        let groups = [huge, endless, nan, empty]
        let layout = CollectionViewCompositionalLayout { section, _ in
            CollectionLayoutSection(group: groups[section])
        }
        let fixture = C.fixture(counts: [3, 3, 3, 3], layout: layout).loaded()
        // The huge count makes slots a tiny fraction of a point wide, the group's 40 high; three items take one row.
        XCTAssertEqual(layout.layoutAttributesForItem(at: ip(0, 2))?.frame.size.height, 40)
        // The endless group holds every item in one row, 11 points apart at least.
        XCTAssertEqual(layout.layoutAttributesForItem(at: ip(1, 2))?.frame.origin.y, 40)
        // A group without subitems takes no item: they keep no attributes worth displaying.
        XCTAssertFalse(fixture.collectionView.indexPathsForVisibleItems.contains(ip(3, 0)))
        fixture.collectionView.scroll(to: CGPoint(x: 0, y: 100))
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }
}
