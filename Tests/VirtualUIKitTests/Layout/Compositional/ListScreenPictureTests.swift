import Foundation
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

/// Screen pictures of list layouts.
final class ListScreenPictureTests: XCTestCase {
    private typealias C = Compositional

    func testPicture_drawsAnInsetGroupedListWithAHeaderAndSelfSizedRows() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let fixture = C.fixture(
            counts: [3], layout: .list(using: configuration), size: CGSize(width: 320, height: 240),
            supplementaryKinds: [CollectionElementKind.sectionHeader])
        fixture.collectionView.register(
            TallerRowCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        let picture = fixture.collectionView.screenPicture { element in
            "\(element.indexPath.section).\(element.indexPath.item)"
        }
        // The header padding of 35 leaves the first rows empty; the header is at 35–79. Header and rows are inset
        // by 16 (4 columns) and self-size to 44, 64 and 84: 79–123, 123–187, 187–271, the last cut by the 240-point
        // view; the content is 271 high.
        XCTAssertEqual(
            picture,
            """
            offset 0,0  size 320x240  content 320x271  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │0.0                                                                   │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │0.0                                                                   │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │0.1                                                                   │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │0.2                                                                   │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  16,35 288x44   0.0
            cell    [0, 0]  16,79 288x44   0.0
            cell    [0, 1]  16,123 288x64  0.1
            cell    [0, 2]  16,187 288x84  0.2
            """)
    }
}
