import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class MemoryStorageSearchTests: XCTestCase {
    func testIndexPathForItem_searchesSectionMajorAndReturnsFirstMatch() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3, 2]])
        XCTAssertEqual(storage.indexPath(forItem: 2), item(1, in: 0))
        XCTAssertEqual(storage.indexPath(forItem: 3), item(0, in: 1))
        XCTAssertNil(storage.indexPath(forItem: 4))
    }

    func testIndexPathForItem_heterogeneousAndOptionalStoredValues() {
        let storage = MemoryStorage()
        storage.setItems(["a", 1, Int?.some(2) as Any] as [Any])
        XCTAssertEqual(storage.indexPath(forItem: "a"), item(0, in: 0))
        XCTAssertEqual(storage.indexPath(forItem: 1), item(1, in: 0))
        XCTAssertEqual(
            storage.indexPath(forItem: 2), item(2, in: 0), "an optional stored value casts to its wrapped type")
        XCTAssertNil(storage.indexPath(forItem: "1"))
    }

    func testAccessors_outOfRangeGiveNilOrZero() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3]])
        XCTAssertEqual(storage.numberOfSections(), 2)
        XCTAssertEqual(storage.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(storage.numberOfItems(inSection: 5), 0)
        XCTAssertEqual(storage.numberOfItems(inSection: -1), 0)
        XCTAssertEqual(storage.item(at: item(0, in: 1)) as? Int, 3)
        XCTAssertNil(storage.item(at: item(1, in: 1)))
        XCTAssertNil(storage.item(at: item(0, in: 2)))
        XCTAssertNil(storage.item(at: item(-1, in: 0)))
        XCTAssertNil(storage.item(at: IndexPath(index: 0)))
        XCTAssertEqual(storage.items(inSection: 1)?.count, 1)
        XCTAssertNil(storage.items(inSection: 2))
        XCTAssertTrue(storage.section(atIndex: 0) === storage.sections[0])
        XCTAssertNil(storage.section(atIndex: 2))
        XCTAssertEqual(storage.totalNumberOfItems, 3)
    }

    func testLargeStorage_removeItemsOfManyHashableItems() {
        let storage = MemoryStorage()
        let count = 50_000
        storage.setItems(Array(0..<count))
        let evens = stride(from: 0, to: count, by: 2).map { $0 }
        storage.removeItems(evens)
        XCTAssertEqual(storage.numberOfItems(inSection: 0), count / 2)
        XCTAssertEqual(storage.item(at: item(0, in: 0)) as? Int, 1)
        XCTAssertEqual(storage.item(at: item(count / 2 - 1, in: 0)) as? Int, count - 1)
    }
}
