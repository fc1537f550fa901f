import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// The guide's self-sizing cell, as written there.
final class NoteCell: CollectionViewCell {
    var lineCount = 1
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = CGFloat(20 * lineCount + 24)
        return attributes
    }
}

/// The code of the flow-layout part of the driving guide (horizontal flow, self-sizing cells, batch animations),
/// compiled and checked.
final class FlowGuideExampleTests: XCTestCase {
    func testHorizontalLayoutExample_laysOutColumns() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = VirtualCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 230), collectionViewLayout: layout)
        let double = RecordingCollectionViewDelegate(counts: [4], implemented: [])
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: double.cellReuseIdentifier)
        collectionView.dataSource = double
        // Two 100-point items per 230-point column (100 + 10 + 100 ≤ 230), columns 110 apart.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 210, height: 230))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 4)
    }

    func testNoteCellExample_sizesRowsByTheirLineCount() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = VirtualCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let double = RecordingCollectionViewDelegate(counts: [2], implemented: [])
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: double.cellReuseIdentifier)
        double.makeCell = { view, indexPath in
            let cell = view.dequeueReusableCell(withReuseIdentifier: double.cellReuseIdentifier, for: indexPath)
            (cell as? NoteCell)?.lineCount = indexPath.item + 1
            return cell
        }
        collectionView.dataSource = double
        // Until the cells are displayed, both rows are at the estimate.
        XCTAssertEqual(collectionView.contentSize.height, 44 + 44)
        collectionView.layoutIfNeeded()
        // One line: 44 points, the estimate; two lines: 64.
        XCTAssertEqual(collectionView.contentSize.height, 44 + 64)
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 0, y: 44, width: 320, height: 64))
    }

    func testBatchAnimationExample_readsTheInsertedRowsFadeIn() {
        let collectionView = VirtualCollectionView()
        let double = RecordingCollectionViewDelegate(counts: [2], implemented: [])
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: double.cellReuseIdentifier)
        collectionView.dataSource = double
        collectionView.layoutIfNeeded()
        double.counts = [3]
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 1, section: 0)]) }
        let inserted = collectionView.lastBatchUpdateAnimations.first { $0.indexPathBeforeUpdate == nil }
        XCTAssertEqual(inserted?.from.alpha, 0)
        XCTAssertEqual(inserted?.to.alpha, 1)
        XCTAssertEqual(inserted?.from.frame, inserted?.to.frame)
    }
}
