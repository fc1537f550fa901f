import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A layout that stacks 320×40 rows and slides appearing rows in from the left and disappearing ones out to the right,
/// recording the batch hooks it receives.
private final class SlidingLayout: CollectionViewLayout {
    var frames: [IndexPath: CGRect] = [:]
    var received: [String] = []
    private var height: CGFloat = 0

    override func prepare() {
        frames = [:]
        guard let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[IndexPath(item: item, section: section)] = CGRect(x: 0, y: y, width: 320, height: 40)
                y += 40
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        frames.filter { $0.value.intersects(rect) }.keys.sorted()
            .map { CollectionViewLayoutAttributes(forCellWith: $0, frame: frames[$0]!) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        frames[indexPath].map { CollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0) }
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        received.append("prepare \(updateItems.count)")
    }

    override func finalizeCollectionViewUpdates() {
        received.append("finalize")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        received.append("appearing \(itemIndexPath)")
        guard var attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        attributes.frame.origin.x = -320
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        received.append("disappearing \(itemIndexPath)")
        return CollectionViewLayoutAttributes(
            forCellWith: itemIndexPath, frame: CGRect(x: 320, y: 0, width: 320, height: 40))
    }
}

/// What a batch update animates: the view's defaults (inserted elements fade in, deleted ones fade out, displayed ones
/// move from where they were) and a layout's own appearing and disappearing attributes.
final class BatchUpdateAnimationTests: XCTestCase {
    private typealias Animation = VirtualCollectionView.ElementAnimation

    private func cell(_ indexPath: IndexPath, y: CGFloat, alpha: CGFloat = 1) -> CollectionViewLayoutAttributes {
        var attributes = CollectionViewLayoutAttributes(
            forCellWith: indexPath, frame: CGRect(x: 0, y: y, width: 320, height: 50))
        attributes.alpha = alpha
        return attributes
    }

    /// Rows of 320×50 every 60 points.
    private func rows(_ count: Int) -> VirtualViewFixture {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        return VirtualViewFixture(counts: [count], implemented: [], layout: layout).loaded()
    }

    func testAnInsertedRow_fadesInWhereItBelongs_andTheRowsBelowMoveDown() {
        let fixture = rows(4)
        fixture.double.counts = [5]
        fixture.collectionView.performBatchUpdates { fixture.collectionView.insertItems(at: [ip(0, 1)]) }
        XCTAssertEqual(
            fixture.collectionView.lastBatchUpdateAnimations,
            [
                Animation(
                    indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 1), from: cell(ip(0, 1), y: 60, alpha: 0),
                    to: cell(ip(0, 1), y: 60)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 1), indexPathAfterUpdate: ip(0, 2), from: cell(ip(0, 2), y: 60),
                    to: cell(ip(0, 2), y: 120)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 2), indexPathAfterUpdate: ip(0, 3), from: cell(ip(0, 3), y: 120),
                    to: cell(ip(0, 3), y: 180)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 3), indexPathAfterUpdate: ip(0, 4), from: cell(ip(0, 4), y: 180),
                    to: cell(ip(0, 4), y: 240)),
            ])
    }

    func testADeletedRow_fadesOutWhereItWas_andAMovedRowMoves() {
        let fixture = rows(4)
        fixture.double.counts = [3]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteItems(at: [ip(0, 0)])
            fixture.collectionView.moveItem(at: ip(0, 3), to: ip(0, 0))
        }
        // After: the old row 3 at 0, the old rows 1 and 2 stay at 60 and 120 (their index paths are 1 and 2 again).
        XCTAssertEqual(
            fixture.collectionView.lastBatchUpdateAnimations,
            [
                Animation(
                    indexPathBeforeUpdate: ip(0, 3), indexPathAfterUpdate: ip(0, 0), from: cell(ip(0, 0), y: 180),
                    to: cell(ip(0, 0), y: 0)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: nil, from: cell(ip(0, 0), y: 0),
                    to: cell(ip(0, 0), y: 0, alpha: 0)),
            ])
    }

    func testARowThatComesIntoView_movesInFromItsFrameBeforeTheBatch() {
        // Ten rows, eight visible in 480 points (0–470); deleting the first brings the old row 8 (480, below the
        // screen) to 420, as item 7. UIKit's flow layout slides it in from 480, like the rows that were visible.
        let fixture = rows(10)
        fixture.double.counts = [9]
        fixture.collectionView.deleteItems(at: [ip(0, 0)])
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, (0..<8).map { ip(0, $0) })
        XCTAssertEqual(
            fixture.collectionView.lastBatchUpdateAnimations,
            (0..<8).map { item in
                Animation(
                    indexPathBeforeUpdate: ip(0, item + 1), indexPathAfterUpdate: ip(0, item),
                    from: cell(ip(0, item), y: CGFloat(item + 1) * 60), to: cell(ip(0, item), y: CGFloat(item) * 60))
            } + [
                Animation(
                    indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: nil, from: cell(ip(0, 0), y: 0),
                    to: cell(ip(0, 0), y: 0, alpha: 0))
            ])
    }

    func testARowThatComesIntoView_inACompositionalList_movesInFromItsFrameBeforeTheBatch() throws {
        // Plain list rows of 44 in a 132-point view: rows 0–2 visible. Deleting row 0 brings the old row 3 (132–176)
        // to 88 as item 2.
        let fixture = Compositional.fixture(
            counts: [5], layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)),
            size: CGSize(width: 320, height: 132)
        ).loaded()
        fixture.double.counts = [4]
        fixture.collectionView.deleteItems(at: [ip(0, 0)])
        let entering = try XCTUnwrap(
            fixture.collectionView.lastBatchUpdateAnimations.first { $0.indexPathBeforeUpdate == ip(0, 3) })
        XCTAssertEqual(entering.indexPathAfterUpdate, ip(0, 2))
        XCTAssertEqual(entering.from.frame, CGRect(x: 0, y: 132, width: 320, height: 44))
        XCTAssertEqual(entering.to.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
    }

    func testAnInsertedSectionsHeader_fadesIn_andTheOldHeaderMovesDown() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let fixture = VirtualViewFixture(
            counts: [1], implemented: [.numberOfSections, .viewForSupplementaryElement], layout: layout
        ).loaded()
        fixture.double.counts = [1, 1]
        fixture.collectionView.performBatchUpdates { fixture.collectionView.insertSections(IndexSet(integer: 0)) }
        let header = CollectionElementKind.sectionHeader
        func headerAttributes(_ section: Int, y: CGFloat, alpha: CGFloat = 1) -> CollectionViewLayoutAttributes {
            var attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: header, with: ip(section, 0),
                frame: CGRect(x: 0, y: y, width: 320, height: 30))
            attributes.alpha = alpha
            return attributes
        }
        // Section 0 (new): header 0–30, item 30–80. Section 1 (the old 0): header 80–110, item 110–160.
        XCTAssertEqual(
            fixture.collectionView.lastBatchUpdateAnimations,
            [
                Animation(
                    indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 0), from: cell(ip(0, 0), y: 30, alpha: 0),
                    to: cell(ip(0, 0), y: 30)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: ip(1, 0), from: cell(ip(1, 0), y: 30),
                    to: cell(ip(1, 0), y: 110)),
                Animation(
                    indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 0),
                    from: headerAttributes(0, y: 0, alpha: 0),
                    to: headerAttributes(0, y: 0)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: ip(1, 0), from: headerAttributes(1, y: 0),
                    to: headerAttributes(1, y: 80)),
            ])
    }

    func testALayoutsOwnHooks_decideWhereElementsAppearFromAndDisappearTo_inUIKitsOrder() {
        let layout = SlidingLayout()
        let fixture = VirtualViewFixture(counts: [3], implemented: [], layout: CollectionViewFlowLayout())
        fixture.collectionView.collectionViewLayout = layout
        fixture.collectionView.layoutIfNeeded()
        fixture.double.counts = [3]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteItems(at: [ip(0, 2)])
            fixture.collectionView.insertItems(at: [ip(0, 0)])
        }
        func row(_ item: Int, x: CGFloat = 0, y: CGFloat) -> CollectionViewLayoutAttributes {
            CollectionViewLayoutAttributes(forCellWith: ip(0, item), frame: CGRect(x: x, y: y, width: 320, height: 40))
        }
        XCTAssertEqual(
            layout.received,
            [
                "prepare 2", "appearing [0, 0]", "appearing [0, 1]", "appearing [0, 2]", "disappearing [0, 2]",
                "finalize",
            ])
        XCTAssertEqual(
            fixture.collectionView.lastBatchUpdateAnimations,
            [
                Animation(
                    indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 0), from: row(0, x: -320, y: 0),
                    to: row(0, y: 0)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: ip(0, 1), from: row(1, x: -320, y: 40),
                    to: row(1, y: 40)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 1), indexPathAfterUpdate: ip(0, 2), from: row(2, x: -320, y: 80),
                    to: row(2, y: 80)),
                Animation(
                    indexPathBeforeUpdate: ip(0, 2), indexPathAfterUpdate: nil, from: row(2, y: 80),
                    to: row(2, x: 320, y: 0)),
            ])
    }

    func testUpdateItems_listDeletesInsertsReloadsAndMoves_sectionsAsOneIndexPaths() {
        let layout = UpdateItemsLayout()
        let fixture = VirtualViewFixture(
            counts: [3, 2, 1], implemented: [.numberOfSections], layout: CollectionViewFlowLayout())
        fixture.collectionView.collectionViewLayout = layout
        fixture.collectionView.layoutIfNeeded()
        fixture.double.counts = [3, 1, 2]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.moveItem(at: ip(1, 0), to: ip(2, 1))
            fixture.collectionView.reloadItems(at: [ip(0, 1)])
            fixture.collectionView.reloadItems(at: [ip(0, 1)])  // listed once
            fixture.collectionView.deleteItems(at: [ip(0, 0), ip(0, 2)])
            fixture.collectionView.insertItems(at: [ip(0, 1), ip(0, 0)])
        }
        XCTAssertEqual(
            layout.updateItems,
            [
                .init(indexPathBeforeUpdate: ip(0, 2), indexPathAfterUpdate: nil, updateAction: .delete),
                .init(indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: nil, updateAction: .delete),
                .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 0), updateAction: .insert),
                .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 1), updateAction: .insert),
                .init(indexPathBeforeUpdate: ip(0, 1), indexPathAfterUpdate: ip(0, 1), updateAction: .reload),
                .init(indexPathBeforeUpdate: ip(1, 0), indexPathAfterUpdate: ip(2, 1), updateAction: .move),
            ])
        XCTAssertFalse(layout.updateItems.contains { $0.isSectionUpdate })

        fixture.double.counts = [1, 2]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteSections(IndexSet(integer: 0))
        }
        XCTAssertEqual(
            layout.updateItems,
            [.init(indexPathBeforeUpdate: IndexPath(index: 0), indexPathAfterUpdate: nil, updateAction: .delete)])
        XCTAssertTrue(layout.updateItems[0].isSectionUpdate)
    }

    func testARejectedBatch_leavesTheLastAnimationsAsTheyWere() {
        let fixture = rows(2)
        fixture.double.counts = [3]
        fixture.collectionView.performBatchUpdates { fixture.collectionView.insertItems(at: [ip(0, 2)]) }
        let animations = fixture.collectionView.lastBatchUpdateAnimations
        XCTAssertEqual(animations.count, 1)
        fixture.double.counts = [5]
        fixture.collectionView.performBatchUpdates { fixture.collectionView.insertItems(at: [ip(0, 0)]) }
        XCTAssertEqual(fixture.inconsistencies.received.count, 1)
        XCTAssertEqual(fixture.collectionView.lastBatchUpdateAnimations, animations)
    }
}

/// A flow-like layout that keeps the update items of the last batch.
private final class UpdateItemsLayout: CollectionViewLayout {
    var updateItems: [CollectionViewUpdateItem] = []

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        self.updateItems = updateItems
    }
}
