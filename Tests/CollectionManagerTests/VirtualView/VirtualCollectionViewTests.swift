import CollectionManager
import Foundation
import XCTest

final class VirtualCollectionViewTests: XCTestCase {
    func testFirstLayout_asksCountsThenCellsThenWillDisplay() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.numberOfSections, .willDisplayCell])
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .cellForItem(ip(0, 1)), .willDisplayCell(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.double.log, fixture.collectionView.recordedEvents)
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1)])
    }
}
