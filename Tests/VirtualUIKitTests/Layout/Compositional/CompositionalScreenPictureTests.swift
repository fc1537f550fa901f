import Foundation
import VirtualUIKit
import XCTest

/// Screen pictures of a compositional layout, with an orthogonal section scrolled part-way.
final class CompositionalScreenPictureTests: XCTestCase {
    private typealias C = Compositional

    func testPicture_drawsAnOrthogonalSectionScrolledPartWay() {
        // A 320×160 view. Section 0 has a 20-point header and scrolls orthogonally: groups of one 120×60 item, 10
        // apart, at x 0, 130, 260, 390. Scrolled by 70 they show at -70, 60, 190, 320 (off screen). Section 1 is a
        // grid of two 160×40 columns from y 80.
        let layout = CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: C.size(.absolute(120), .absolute(60)),
                    subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
                let row = CollectionLayoutSection(group: group)
                row.orthogonalScrollingBehavior = .continuous
                row.interGroupSpacing = 10
                row.boundarySupplementaryItems = [C.header(20)]
                return row
            }
            return C.grid(columns: 2, height: 40)
        }
        let fixture = C.fixture(counts: [4, 4], layout: layout, size: CGSize(width: 320, height: 160)).loaded()
        fixture.collectionView.scrollOrthogonalSection(0, to: 70)
        let picture = fixture.collectionView.screenPicture { element in
            "\(element.indexPath.section).\(element.indexPath.item)"
        }
        XCTAssertEqual(
            picture,
            """
            offset 0,0  size 320x160  content 320x160  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌0.0───────────────────────────────────────────────────────────────────────────┐|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |────────────┐  ┌────────────────────────────┐   ┌────────────────────────────┐  |
            |0.0         │  │0.1                         │   │0.2                         │  |
            |            │  │                            │   │                            │  |
            |            │  │                            │   │                            │  |
            |            │  │                            │   │                            │  |
            |────────────┘  └────────────────────────────┘   └────────────────────────────┘  |
            |┌──────────────────────────────────────┐┌──────────────────────────────────────┐|
            |│1.0                                   ││1.1                                   │|
            |│                                      ││                                      │|
            |└──────────────────────────────────────┘└──────────────────────────────────────┘|
            |┌──────────────────────────────────────┐┌──────────────────────────────────────┐|
            |│1.2                                   ││1.3                                   │|
            |│                                      ││                                      │|
            |└──────────────────────────────────────┘└──────────────────────────────────────┘|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x20      0.0
            cell    [0, 0]  -70,20 120x60   0.0
            cell    [0, 1]  60,20 120x60    0.1
            cell    [0, 2]  190,20 120x60   0.2
            cell    [1, 0]  0,80 160x40     1.0
            cell    [1, 1]  160,80 160x40   1.1
            cell    [1, 2]  0,120 160x40    1.2
            cell    [1, 3]  160,120 160x40  1.3
            """)
    }
}
