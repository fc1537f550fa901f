import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// `screenPicture(label:)`: the drawing of the visible rect, its boxes, labels, marks and legend.
final class VirtualCollectionViewScreenPictureTests: XCTestCase {
    /// A 320-point-wide managed view: a 30-point header, a 20-point footer, and cells of 155×40 two to a row.
    private func makeFruitScreen(height: CGFloat = 200) -> ManagedOwner {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let layout = owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout
        layout?.headerReferenceSize = CGSize(width: 320, height: 30)
        layout?.footerReferenceSize = CGSize(width: 320, height: 20)
        layout?.itemSize = CGSize(width: 155, height: 40)
        owner.manager.register(PostCell.self)
        owner.manager.registerHeader(TitleHeader.self)
        owner.manager.registerFooter(TitleFooter.self)
        owner.manager.memoryStorage.setItems(
            ["Apple", "Banana", "Cherry", "Date", "Elderberry"].map { Post(title: $0) })
        owner.manager.memoryStorage.setSectionHeaderModels(["Fruit"])
        owner.manager.memoryStorage.setSectionFooterModels(["5 fruits"])
        return owner
    }

    func testFlowLayoutWithHeaderFooterAndTwoColumns_drawsEachElementAtItsFrame_labelledByItsModel() {
        let owner = makeFruitScreen()
        let picture = owner.virtualView.screenPicture()
        XCTAssertEqual(
            picture,
            """
            offset 0,0  size 320x200  content 320x190  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Fruit                                                                         │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌─────────────────────────────────────┐  ┌─────────────────────────────────────┐|
            |│Post(title: "Apple")                 │  │Post(title: "Banana")                │|
            |│                                     │  │                                     │|
            |└─────────────────────────────────────┘  └─────────────────────────────────────┘|
            |                                                                                |
            |┌─────────────────────────────────────┐  ┌─────────────────────────────────────┐|
            |│Post(title: "Cherry")                │  │Post(title: "Date")                  │|
            |│                                     │  │                                     │|
            |└─────────────────────────────────────┘  └─────────────────────────────────────┘|
            |                                                                                |
            |                     ┌────────────────────────────────────┐                     |
            |                     │Post(title: "Elderberry")           │                     |
            |                     │                                    │                     |
            |                     └────────────────────────────────────┘                     |
            |┌5 fruits──────────────────────────────────────────────────────────────────────┐|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x30       Fruit
            cell    [0, 0]  0,30 155x40      Post(title: "Apple")
            cell    [0, 1]  165,30 155x40    Post(title: "Banana")
            cell    [0, 2]  0,80 155x40      Post(title: "Cherry")
            cell    [0, 3]  165,80 155x40    Post(title: "Date")
            cell    [0, 4]  82.5,130 155x40  Post(title: "Elderberry")
            footer  [0, 0]  0,170 320x20     5 fruits
            """
        )
    }

    func testSelectedAndHighlightedItems_haveTheirOwnBoxes_andAreMarkedInTheLegend() {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        owner.virtualView.allowsMultipleSelection = true
        owner.manager.register(IntCell.self)
        var duringTouch: String?
        owner.manager.didHighlight(IntCell.self) { [weak view = owner.virtualView] _, _, _ in
            duringTouch = view?.screenPicture()
        }
        owner.manager.memoryStorage.setItems([1, 2, 3, 4, 5])
        owner.virtualView.selectItem(at: ip(0, 3), animated: false, scrollPosition: [])
        owner.virtualView.tapItem(at: ip(0, 1))
        XCTAssertEqual(
            duringTouch,
            """
            offset 0,0  size 320x60  content 320x50  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌───────────┐    ┏━━━━━━━━━━┓     ┌──────────┐     ╔══════════╗     ┌──────────┐|
            |│1          │    ┃2         ┃     │3         │     ║4         ║     │5         │|
            |│           │    ┃          ┃     │          │     ║          ║     │          │|
            |│           │    ┃          ┃     │          │     ║          ║     │          │|
            |└───────────┘    ┗━━━━━━━━━━┛     └──────────┘     ╚══════════╝     └──────────┘|
            |                                                                                |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 50x50                   1
            cell  [0, 1]  67.5,0 50x50   highlighted  2
            cell  [0, 2]  135,0 50x50                 3
            cell  [0, 3]  202.5,0 50x50  selected     4
            cell  [0, 4]  270,0 50x50                 5
            """
        )
        XCTAssertEqual(
            owner.virtualView.screenPicture(),
            """
            offset 0,0  size 320x60  content 320x50  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌───────────┐    ╔══════════╗     ┌──────────┐     ╔══════════╗     ┌──────────┐|
            |│1          │    ║2         ║     │3         │     ║4         ║     │5         │|
            |│           │    ║          ║     │          │     ║          ║     │          │|
            |│           │    ║          ║     │          │     ║          ║     │          │|
            |└───────────┘    ╚══════════╝     └──────────┘     ╚══════════╝     └──────────┘|
            |                                                                                |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 50x50                1
            cell  [0, 1]  67.5,0 50x50   selected  2
            cell  [0, 2]  135,0 50x50              3
            cell  [0, 3]  202.5,0 50x50  selected  4
            cell  [0, 4]  270,0 50x50              5
            """
        )
    }

    func testScrolledContent_clipsPartiallyVisibleElements_andLabelsAClippedHeaderOnItsEdge() {
        let owner = makeFruitScreen(height: 120)
        owner.virtualView.scroll(to: CGPoint(x: 0, y: 25))
        let picture = owner.virtualView.screenPicture { ($0.model as? Post)?.title ?? $0.defaultLabel }
        XCTAssertEqual(
            picture,
            """
            offset 0,25  size 320x120  content 320x190  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |└Fruit─────────────────────────────────────────────────────────────────────────┘|
            |┌─────────────────────────────────────┐  ┌─────────────────────────────────────┐|
            |│Apple                                │  │Banana                               │|
            |│                                     │  │                                     │|
            |└─────────────────────────────────────┘  └─────────────────────────────────────┘|
            |                                                                                |
            |┌─────────────────────────────────────┐  ┌─────────────────────────────────────┐|
            |│Cherry                               │  │Date                                 │|
            |│                                     │  │                                     │|
            |└─────────────────────────────────────┘  └─────────────────────────────────────┘|
            |                                                                                |
            |                     ┌Elderberry──────────────────────────┐                     |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x30       Fruit
            cell    [0, 0]  0,30 155x40      Apple
            cell    [0, 1]  165,30 155x40    Banana
            cell    [0, 2]  0,80 155x40      Cherry
            cell    [0, 3]  165,80 155x40    Date
            cell    [0, 4]  82.5,130 155x40  Elderberry
            """
        )
    }

    func testLongLabels_areCutWithAnEllipsis_andControlCharactersBecomeSpaces() {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([1, 2])
        let picture = owner.virtualView.screenPicture { element in
            element.indexPath == ip(0, 0) ? "first\nline, then more" : "twelve chars"
        }
        XCTAssertEqual(
            picture,
            """
            offset 0,0  size 120x50  content 120x50  (1 column = 4 pt, 1 row = 10 pt)
            +------------------------------+
            |┌───────────┐     ┌──────────┐|
            |│first line…│     │twelve ch…│|
            |│           │     │          │|
            |│           │     │          │|
            |└───────────┘     └──────────┘|
            +------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 50x50   first line, then more
            cell  [0, 1]  70,0 50x50  twelve chars
            """
        )
    }

    func testEmptyView_drawsTheBlankVisibleRect_andListsNothing() {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertEqual(
            view.screenPicture(),
            """
            offset 0,0  size 80x40  content 80x0  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------+
            |                    |
            |                    |
            |                    |
            |                    |
            +--------------------+
            ╔═╗ selected, ┏━┓ highlighted
            (nothing displayed)
            """
        )
    }

    func testEmptyBounds_drawTheRectThatHoldsEveryElement() {
        let owner = ManagedOwner(frame: .zero)
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([1, 2])
        XCTAssertEqual(
            owner.virtualView.screenPicture(),
            """
            offset 0,0  size 0x0  content 0x110  (1 column = 4 pt, 1 row = 10 pt)
            empty bounds: every element is shown, drawn in the rect that holds them: 0,0 50x110
            +-------------+
            |┌───────────┐|
            |│1          │|
            |│           │|
            |│           │|
            |└───────────┘|
            |             |
            |┌───────────┐|
            |│2          │|
            |│           │|
            |│           │|
            |└───────────┘|
            +-------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 50x50   1
            cell  [0, 1]  0,60 50x50  2
            """
        )
    }

    func testEmptyBounds_withoutElements_drawNothing() {
        let view = VirtualCollectionView(frame: .zero)
        XCTAssertEqual(
            view.screenPicture(),
            """
            offset 0,0  size 0x0  content 0x0  (1 column = 4 pt, 1 row = 10 pt)
            empty bounds: every element is shown
            ╔═╗ selected, ┏━┓ highlighted
            (nothing displayed)
            """
        )
    }

    func testPlainDataSource_labelsByReuseIdentifier() {
        let fixture = VirtualViewFixture(
            counts: [2], implemented: [], frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        XCTAssertEqual(
            fixture.collectionView.screenPicture(),
            """
            offset 0,0  size 120x60  content 120x50  (1 column = 4 pt, 1 row = 10 pt)
            +------------------------------+
            |┌───────────┐     ┌──────────┐|
            |│Cell       │     │Cell      │|
            |│           │     │          │|
            |│           │     │          │|
            |└───────────┘     └──────────┘|
            |                              |
            +------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 50x50   Cell
            cell  [0, 1]  70,0 50x50  Cell
            """
        )
    }

    /// Places the items at fixed frames, whatever the rect asked for.
    private final class FixedLayout: CollectionViewLayout {
        let frames: [CGRect]

        init(frames: [CGRect]) {
            self.frames = frames
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
            frames.indices.map { CollectionViewLayoutAttributes(forCellWith: ip(0, $0), frame: frames[$0]) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            frames.indices.contains(indexPath.item)
                ? CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frames[indexPath.item]) : nil
        }
    }

    func testOddFrames_areDrawnAsThinBoxes_orListedOnly_andNumbersHaveTwoDecimalsAtMost() {
        let frames = [
            CGRect(x: 1.0 / 3.0, y: 0, width: 100, height: 10),
            CGRect(x: 120, y: 0, width: 4, height: 40),
            CGRect(x: 140, y: -15, width: 300, height: 50),
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 30, width: CGFloat.infinity, height: 10),
            CGRect(x: -0.004, y: 20, width: 0.125, height: 2.5),
        ]
        let fixture = VirtualViewFixture(
            counts: [frames.count], implemented: [], frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        fixture.collectionView.collectionViewLayout = FixedLayout(frames: frames)
        XCTAssertEqual(
            fixture.collectionView.screenPicture(),
            """
            offset 0,0  size 200x50  content 320x100  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------+
            |[Cell───────────────────]     │    │Cell          |
            |                              │    │              |
            |│                             │    │              |
            |[Cell─────────────────────────────────────────────|
            |                                                  |
            +--------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0.33,0 100x10   Cell
            cell  [0, 1]  120,0 4x40      Cell
            cell  [0, 2]  140,-15 300x50  Cell
            cell  [0, 3]  nan,0 10x10     Cell
            cell  [0, 4]  0,30 infx10     Cell
            cell  [0, 5]  0,20 0.13x2.5   Cell
            """
        )
    }

    func testLabelClosure_receivesEachDisplayedElementInLegendOrder_withItsModelAndMarks() {
        let owner = makeFruitScreen(height: 80)
        owner.virtualView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
        var received: [String] = []
        _ = owner.virtualView.screenPicture { element in
            let model = element.model.map { String(describing: $0) } ?? "nil"
            received.append(
                "\(element.kind) \(element.indexPath) \(element.frame) \(model) selected: \(element.isSelected) "
                    + "highlighted: \(element.isHighlighted) view: \(type(of: element.view))"
            )
            return ""
        }
        XCTAssertEqual(
            received,
            [
                "supplementaryView(\"\(CollectionElementKind.sectionHeader)\") [0, 0] \(CGRect(x: 0, y: 0, width: 320, height: 30)) "
                    + "Fruit selected: false highlighted: false view: TitleHeader",
                "cell [0, 0] \(CGRect(x: 0, y: 30, width: 155, height: 40)) Post(title: \"Apple\") selected: false "
                    + "highlighted: false view: PostCell",
                "cell [0, 1] \(CGRect(x: 165, y: 30, width: 155, height: 40)) Post(title: \"Banana\") selected: true "
                    + "highlighted: false view: PostCell",
            ]
        )
    }

    func testPictureTallerThanTheDrawingLimit_isCut_andSaysSo() {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 100_000))
        let lines = owner.virtualView.screenPicture().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            Array(lines.prefix(3)),
            [
                "offset 0,0  size 320x100000  content 320x0  (1 column = 4 pt, 1 row = 10 pt)",
                "drawing cut to its first 500 columns and 2000 rows",
                "+" + String(repeating: "-", count: 80) + "+",
            ]
        )
        XCTAssertEqual(lines.count, 3 + 2_000 + 3)
        XCTAssertEqual(
            lines.suffix(3),
            ["+" + String(repeating: "-", count: 80) + "+", "╔═╗ selected, ┏━┓ highlighted", "(nothing displayed)"])
    }
}
