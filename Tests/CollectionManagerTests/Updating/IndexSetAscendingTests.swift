import Foundation
import XCTest

@testable import CollectionManager

/// Section changes reach the collection view as `IndexSet`s built in ascending order whatever order the records are
/// in (Foundation's sets are quadratic to build from a descending sequence on Linux).
final class IndexSetAscendingTests: XCTestCase {
    func testAscendingDescendingUnsortedAndRepeatedIndexes_giveTheSameSet() {
        let expected = IndexSet([1, 3, 4, 9])
        XCTAssertEqual(IndexSet(ascending: [1, 3, 4, 9]), expected)
        XCTAssertEqual(IndexSet(ascending: [9, 4, 3, 1]), expected)
        XCTAssertEqual(IndexSet(ascending: [4, 9, 1, 3]), expected)
        XCTAssertEqual(IndexSet(ascending: [9, 9, 4, 3, 3, 1]), expected)
        XCTAssertEqual(IndexSet(ascending: []), IndexSet())
    }

    func testABatchOfManySectionDeletes_reachesTheViewAsOneSet() {
        let view = VirtualCollectionView(frame: .zero)
        var batch = ViewBatch()
        batch.deletedSections = Array(stride(from: 19_998, through: 0, by: -2))
        let source = SectionCountsDataSource(counts: Array(repeating: 0, count: 20_000))
        view.dataSource = source
        view.layoutIfNeeded()
        source.counts = Array(repeating: 0, count: 10_000)
        view.performBatchUpdates { batch.issue(to: view) }
        XCTAssertEqual(view.performedUpdates.last?.deletedSections, Array(stride(from: 0, to: 20_000, by: 2)))
        XCTAssertNil(view.performedUpdates.last?.inconsistency)
    }
}

/// A data source with empty sections.
private final class SectionCountsDataSource: CollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func responds(to selector: CollectionViewSelector) -> Bool { selector == .numberOfSections }
    func numberOfSections(in collectionView: any CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}
