import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// A manager sees the view only through `any CollectionView`; everything it needs works through the protocol.
final class CollectionViewProtocolTests: XCTestCase {
    func testAManagerCanDriveTheViewThroughTheProtocol() {
        let virtual = VirtualCollectionView()
        var inconsistencies: [CollectionViewInconsistency] = []
        virtual.inconsistencyHandler = { inconsistencies.append($0) }
        let collectionView: any CollectionView = virtual
        let double = RecordingCollectionViewDelegate(counts: [2], implemented: [.numberOfSections])

        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            RecordingSupplementaryView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
            withReuseIdentifier: "Supplementary"
        )
        collectionView.dataSource = double
        collectionView.delegate = double
        XCTAssertTrue(collectionView.dataSource === double)
        XCTAssertTrue(collectionView.isInWindow)
        XCTAssertNotNil(collectionView.collectionViewLayout as? CollectionViewFlowLayout)

        XCTAssertEqual(collectionView.numberOfSections, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1)])
        let cell = collectionView.cellForItem(at: ip(0, 1))!
        XCTAssertEqual(collectionView.indexPath(for: cell), ip(0, 1))
        XCTAssertEqual(collectionView.visibleCells.count, 2)
        XCTAssertNil(
            collectionView.supplementaryView(forElementKind: CollectionElementKind.sectionHeader, at: ip(0, 0)))

        collectionView.performBatchUpdates(
            {
                double.counts = [3]
                collectionView.insertItems(at: [ip(0, 0)])
            },
            completion: nil
        )
        XCTAssertEqual(collectionView.indexPath(for: cell), ip(0, 2))
        double.counts = [3, 1]
        collectionView.insertSections([1])
        collectionView.moveSection(0, toSection: 1)
        collectionView.reloadSections([0])
        XCTAssertEqual(inconsistencies.count, 1, "a section move the model did not make is rejected")
        collectionView.reloadData()
        XCTAssertEqual(collectionView.numberOfSections, 2)
        collectionView.deleteItems(at: [ip(0, 0)])
        XCTAssertEqual(inconsistencies.count, 2, "the model did not lose the item")
        collectionView.reloadItems(at: [ip(0, 0)])
        collectionView.moveItem(at: ip(0, 0), to: ip(0, 1))
        collectionView.deleteSections([])
        XCTAssertEqual(inconsistencies.count, 2)

        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: ip(1, 0), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: ip(0, 0), animated: false)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(1, 0)])
        XCTAssertTrue(collectionView.allowsSelection)
        collectionView.selectionFollowsFocus = true
        XCTAssertTrue(virtual.selectionFollowsFocus)

        let dequeued = collectionView.dequeueReusableSupplementaryView(
            ofKind: CollectionElementKind.sectionHeader, withReuseIdentifier: "Supplementary", for: ip(0, 0)
        )
        XCTAssertTrue(dequeued is RecordingSupplementaryView)
    }
}
