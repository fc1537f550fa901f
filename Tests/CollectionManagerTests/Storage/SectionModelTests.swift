import CollectionManager
import Foundation
import XCTest

final class SectionModelTests: XCTestCase {
    func testItemAccessors() {
        let section = SectionModel(items: [1, "2", 3])
        XCTAssertEqual(section.numberOfItems, 3)
        XCTAssertFalse(section.isEmpty)
        XCTAssertEqual(section.item(at: 1) as? String, "2")
        XCTAssertNil(section.item(at: 3))
        XCTAssertNil(section.item(at: -1))
        XCTAssertEqual(section.items(ofType: Int.self), [1, 3])
        XCTAssertTrue(SectionModel().isEmpty)
    }

    func testCurrentSectionIndex_followsTheSectionThroughMoves() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2], [3]])
        let section = storage.sections[0]
        XCTAssertEqual(section.currentSectionIndex, 0)
        storage.moveSection(0, toSection: 2)
        XCTAssertEqual(section.currentSectionIndex, 2)
        storage.deleteSections(IndexSet([2]))
        XCTAssertNil(section.currentSectionIndex)
    }

    func testCurrentSectionIndex_isNilOutsideAStorage() {
        XCTAssertNil(SectionModel(items: [1]).currentSectionIndex)
    }

    func testSectionIndexFor_comparesIdentity() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [1]])
        XCTAssertEqual(storage.sectionIndex(for: storage.sections[1]), 1)
        XCTAssertNil(storage.sectionIndex(for: SectionModel(items: [1])))
    }
}
