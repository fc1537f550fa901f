import Foundation
import XCTest

@testable import ListFoundation

/// The internal members through which the library reads and builds index paths on every platform, and their agreement
/// with `IndexPath(item:section:)`, `item` and `section` (the library's on Linux, UIKit's or AppKit's on Apple
/// platforms), and with `IndexPath(row:section:)` and `row` (the library's where UIKit cannot be imported, UIKit's
/// elsewhere).
final class IndexPathComponentsTests: XCTestCase {
    func testInitItemIndexSectionIndex_storesTheSectionFirst() {
        let indexPath = IndexPath(itemIndex: 7, sectionIndex: 2)
        XCTAssertEqual(indexPath, IndexPath(indexes: [2, 7]))
        XCTAssertEqual(indexPath.count, 2)
        XCTAssertEqual(indexPath.sectionIndex, 2)
        XCTAssertEqual(indexPath.itemIndex, 7)
        XCTAssertEqual("\(indexPath)", "[2, 7]")
    }

    func testComponentSetters_writeOnlyTheirOwnIndex() {
        var indexPath = IndexPath(indexes: [4, 5])
        indexPath.itemIndex = 9
        XCTAssertEqual(indexPath, IndexPath(indexes: [4, 9]))
        indexPath.sectionIndex = 0
        XCTAssertEqual(indexPath, IndexPath(indexes: [0, 9]))
    }

    func testConveniences_agreeWithTheComponents() {
        for (section, item) in [(0, 0), (3, 1), (1, 3), (0, Int.max), (-1, NSNotFound)] {
            let convenience = IndexPath(item: item, section: section)
            XCTAssertEqual(convenience, IndexPath(itemIndex: item, sectionIndex: section), "[\(section), \(item)]")
            XCTAssertEqual(convenience.section, convenience.sectionIndex, "[\(section), \(item)]")
            XCTAssertEqual(convenience.item, convenience.itemIndex, "[\(section), \(item)]")
        }
    }

    func testRowConveniences_agreeWithTheComponents() {
        for (section, row) in [(0, 0), (3, 1), (1, 3), (0, Int.max), (-1, NSNotFound)] {
            let convenience = IndexPath(row: row, section: section)
            XCTAssertEqual(convenience, IndexPath(item: row, section: section), "[\(section), \(row)]")
            XCTAssertEqual(convenience.row, convenience.itemIndex, "[\(section), \(row)]")
            XCTAssertEqual(convenience.section, section, "[\(section), \(row)]")
        }
        var indexPath = IndexPath(row: 4, section: 2)
        indexPath.row = 9
        XCTAssertEqual(indexPath, IndexPath(indexes: [2, 9]))
    }

    func testIsItemIndexPath_onlyForExactlyTwoIndexes() {
        XCTAssertFalse(IndexPath().isItemIndexPath)
        XCTAssertFalse(IndexPath(index: 1).isItemIndexPath)
        XCTAssertTrue(IndexPath(indexes: [1, 2]).isItemIndexPath)
        XCTAssertTrue(IndexPath(indexes: [-1, -2]).isItemIndexPath)
        XCTAssertFalse(IndexPath(indexes: [1, 2, 3]).isItemIndexPath)
    }
}
