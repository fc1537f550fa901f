import Foundation
import ListFoundation
import XCTest

final class IndexPathTests: XCTestCase {
    func testItemAndSection_roundTrip() {
        var indexPath = IndexPath(item: 10, section: 1)
        XCTAssertEqual(indexPath.item, 10)
        XCTAssertEqual(indexPath.section, 1)
        XCTAssertEqual("\(indexPath)", "[1, 10]")
        indexPath.item = 3
        indexPath.section = 2
        XCTAssertEqual(indexPath, IndexPath(indexes: [2, 3]))
    }

    func testOrdering_isSectionMajor() {
        XCTAssertLessThan(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1))
        XCTAssertLessThan(IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1))
    }
}
