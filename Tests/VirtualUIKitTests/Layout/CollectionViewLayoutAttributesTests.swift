import Foundation
import VirtualUIKit
import XCTest

final class CollectionViewLayoutAttributesTests: XCTestCase {
    func testHash_equalAttributesHashEqually() {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let first = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 2), frame: frame)
        let second = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 2), frame: frame)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
    }

    func testHash_attributesThatDifferOnlyInFrame_areDistinctInASet() {
        let indexPath = IndexPath(item: 0, section: 0)
        let frames = [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 1, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 1, width: 10, height: 10), CGRect(x: 0, y: 0, width: 11, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: 11),
        ]
        let attributes = frames.map { CollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0) }
        XCTAssertEqual(Set(attributes + attributes).count, frames.count)
        XCTAssertEqual(Set(attributes.map(\.hashValue)).count, frames.count)
    }

    func testHash_distinguishesCategoryKindAndIndexPath() {
        let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let header = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        let footer = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionElementKind.sectionFooter, with: IndexPath(item: 0, section: 0))
        let otherCell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        XCTAssertEqual(Set([cell, header, footer, otherCell, cell]).count, 4)
    }
}
