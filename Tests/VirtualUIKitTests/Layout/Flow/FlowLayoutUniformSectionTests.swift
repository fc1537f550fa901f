import Foundation
import ViewTestSupport
import XCTest

@testable import VirtualUIKit

/// A flow layout whose items all have one size computes their frames instead of storing them: the same frames, the
/// same visible elements and the same content size as when a delegate gives every item that size, in either
/// direction, whatever the metrics.
final class FlowLayoutUniformSectionTests: XCTestCase {
    func testAMillionItemsOfOneSize_storeNoFrames_andLieOnRegularLines() {
        let fixture = VirtualViewFixture(counts: [1_000_000], implemented: [], layout: CollectionViewFlowLayout())
        fixture.collectionView.layoutIfNeeded()
        let layout = fixture.collectionView.collectionViewLayout
        // 320 points across: five 50-point items with 10 points between them need 290, a sixth 350; the 70 points
        // left are spread over four gaps of 17.5. Lines are 50 tall, 10 apart: line k starts at 60k.
        XCTAssertEqual((layout as? CollectionViewFlowLayout)?.storedItemFrameCount, 0)
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: ip(0, 999_999))?.frame,
            CGRect(x: 270, y: 11_999_940, width: 50, height: 50))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: ip(0, 7))?.frame, CGRect(x: 135, y: 60, width: 50, height: 50))
        XCTAssertNil(layout.layoutAttributesForItem(at: ip(0, 1_000_000)))
        XCTAssertNil(layout.layoutAttributesForItem(at: ip(0, .max)))
        XCTAssertNil(layout.layoutAttributesForItem(at: ip(0, -1)))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 320, height: 11_999_990))
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 6_000_000, width: 320, height: 100))
        // Lines 100,000 (6,000,000–6,000,050) and 100,001 (6,000,060–6,000,110).
        XCTAssertEqual(visible.map(\.indexPath), (500_000..<500_010).map { ip(0, $0) })
    }

    func testASectionWithPreferredSizes_storesItsFrames_andTheOthersStayComputed() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let fixture = VirtualViewFixture(counts: [50, 1_000], implemented: [.numberOfSections], layout: layout)
        fixture.collectionView.register(
            PreferringCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.layoutIfNeeded()
        // The first section's visible cells prefer 60 points of height: that section's 50 frames are stored; the
        // second section, none of whose cells was displayed, stays computed.
        XCTAssertEqual(layout.storedItemFrameCount, 50)
        XCTAssertEqual(layout.layoutAttributesForItem(at: ip(0, 0))?.frame.size, CGSize(width: 50, height: 60))
        XCTAssertEqual(layout.layoutAttributesForItem(at: ip(1, 0))?.frame.size, CGSize(width: 50, height: 50))
    }

    func testASelfSizingLayout_computesItsSections_evenWhenTheDelegateSizesItems() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let fixture = VirtualViewFixture(
            counts: [1_000], implemented: [.numberOfSections, .sizeForItem], layout: layout)
        fixture.double.itemSize = { _ in CGSize(width: 80, height: 80) }

        fixture.collectionView.layoutIfNeeded()

        XCTAssertEqual(layout.storedItemFrameCount, 0)
        XCTAssertEqual(layout.layoutAttributesForItem(at: ip(0, 999))?.frame.size, CGSize(width: 50, height: 50))
        XCTAssertFalse(fixture.double.log.contains { if case .sizeForItem = $0 { true } else { false } })
    }

    func testComputedFrames_matchStoredOnes_forRandomMetrics() {
        let seed: UInt64 = 0x0F10_3A11_9E57
        print("FlowLayoutUniformSectionTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        for round in 0..<300 {
            let context = "round \(round), seed \(seed)"
            let size = CGSize(width: quarter(&random, below: 200), height: quarter(&random, below: 120))
            let counts = (0..<(1 + random.next(below: 4))).map { _ in
                [0, 1, random.next(below: 8), random.next(below: 60)][random.next(below: 4)]
            }
            let frame = CGRect(x: 0, y: 0, width: 40 + quarter(&random, below: 400), height: 300)
            let computed = Self.layout(&random)
            let stored = computed.copy(size: size)
            computed.itemSize = size
            let uniform = VirtualViewFixture(
                counts: counts, implemented: [.numberOfSections], frame: frame, layout: computed)
            let sized = VirtualViewFixture(
                counts: counts, implemented: [.numberOfSections, .sizeForItem], frame: frame, layout: stored)
            sized.double.itemSize = { _ in size }
            uniform.collectionView.layoutIfNeeded()
            sized.collectionView.layoutIfNeeded()
            XCTAssertEqual(computed.storedItemFrameCount, 0, context)
            XCTAssertEqual(stored.storedItemFrameCount, counts.reduce(0, +), context)
            XCTAssertEqual(uniform.collectionView.contentSize, sized.collectionView.contentSize, context)
            for (section, count) in counts.enumerated() {
                for item in 0..<(count + 1) {
                    XCTAssertEqual(
                        computed.layoutAttributesForItem(at: ip(section, item))?.frame,
                        stored.layoutAttributesForItem(at: ip(section, item))?.frame, "\(context), item \(item)")
                }
            }
            let content = uniform.collectionView.contentSize
            for _ in 0..<4 {
                let rect = CGRect(
                    x: quarter(&random, below: Int(content.width) + 1),
                    y: quarter(&random, below: Int(content.height) + 1),
                    width: 1 + quarter(&random, below: 400), height: 1 + quarter(&random, below: 400))
                XCTAssertEqual(
                    Self.described(computed.layoutAttributesForElements(in: rect)),
                    Self.described(stored.layoutAttributesForElements(in: rect)), "\(context), \(rect)")
            }
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
    }

    func testComputedFirstLine_matchesStoredOne_whenTheLineSpacingIsNotFinite() {
        for spacing in [CGFloat.nan, .infinity, -.infinity] {
            let computed = CollectionViewFlowLayout()
            computed.minimumLineSpacing = spacing
            let stored = computed.copy(size: CGSize(width: 50, height: 50))
            let uniform = VirtualViewFixture(counts: [30], implemented: [.numberOfSections], layout: computed)
            let sized = VirtualViewFixture(
                counts: [30], implemented: [.numberOfSections, .sizeForItem], layout: stored)
            sized.double.itemSize = { _ in CGSize(width: 50, height: 50) }
            uniform.collectionView.layoutIfNeeded()
            sized.collectionView.layoutIfNeeded()
            XCTAssertEqual(
                computed.layoutAttributesForItem(at: ip(0, 0))?.frame, CGRect(x: 0, y: 0, width: 50, height: 50),
                "spacing \(spacing)")
            let rect = CGRect(x: 0, y: 0, width: 320, height: 480)
            XCTAssertEqual(
                Self.described(computed.layoutAttributesForElements(in: rect)),
                Self.described(stored.layoutAttributesForElements(in: rect)), "spacing \(spacing)")
        }
    }

    /// A multiple of 0.25 in `0..<bound`: sums and products of such numbers are exact, so both ways of placing lines
    /// agree to the last bit.
    private func quarter(_ random: inout SplitMix64, below bound: Int) -> CGFloat {
        CGFloat(random.next(below: bound * 4)) / 4
    }

    private static func layout(_ random: inout SplitMix64) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = random.next(below: 2) == 0 ? .vertical : .horizontal
        layout.minimumLineSpacing = CGFloat(random.next(below: 40)) / 4
        layout.minimumInteritemSpacing = CGFloat(random.next(below: 40)) / 4
        layout.sectionInset = EdgeInsets(
            top: CGFloat(random.next(below: 20)), left: CGFloat(random.next(below: 20)),
            bottom: CGFloat(random.next(below: 20)), right: CGFloat(random.next(below: 20)))
        let header = CGFloat(random.next(below: 3) * 15)
        layout.headerReferenceSize = CGSize(width: header, height: header)
        let footer = CGFloat(random.next(below: 3) * 10)
        layout.footerReferenceSize = CGSize(width: footer, height: footer)
        return layout
    }

    private static func described(_ attributes: [CollectionViewLayoutAttributes]) -> [String] {
        attributes.map { "\($0.representedElementCategory) \($0.indexPath) \($0.frame)" }
    }

    /// A cell that prefers to be 60 points tall.
    private final class PreferringCell: CollectionViewCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: CollectionViewLayoutAttributes
        ) -> CollectionViewLayoutAttributes {
            var attributes = layoutAttributes
            attributes.frame.size.height = 60
            return attributes
        }
    }
}

extension CollectionViewFlowLayout {
    /// A layout with the same metrics and `size` as its item size.
    fileprivate func copy(size: CGSize) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = scrollDirection
        layout.itemSize = size
        layout.minimumLineSpacing = minimumLineSpacing
        layout.minimumInteritemSpacing = minimumInteritemSpacing
        layout.sectionInset = sectionInset
        layout.headerReferenceSize = headerReferenceSize
        layout.footerReferenceSize = footerReferenceSize
        return layout
    }
}
