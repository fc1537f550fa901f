import Foundation
import XCTest

@testable import VirtualUIKit

/// How a valid batch maps the state before it onto the state after it.
final class BatchUpdateValidatorResultTests: XCTestCase {
    private let path = BatchFixture.path

    func testEmptyBatch_withUnchangedCounts_mapsEverythingToItself() {
        let result = BatchFixture.validate(before: [2, 0, 1], after: [2, 0, 1]) { _ in }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual((0..<3).map { batch.finalSection(forInitialSection: $0) }, [0, 1, 2])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(0, 1))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(2, 0)), path(2, 0))
        XCTAssertEqual(batch.deletedItems, [])
        XCTAssertEqual(batch.insertedItems, [])
    }

    func testStandaloneInsert_isAOneCallBatch() {
        let result = BatchFixture.validate(before: [2], after: [3]) {
            $0.insertedItems = [path(0, 2)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.insertedItems, [path(0, 2)])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(0, 1))
    }

    func testDeletesAndInserts_deletesShiftBeforeInsertsDo() {
        // Survivors 0, 2 and 4 keep their order and fill the places the inserts at 0 and 2 leave free.
        let result = BatchFixture.validate(before: [5], after: [5]) {
            $0.insertedItems = [path(0, 2), path(0, 0)]
            $0.deletedItems = [path(0, 1), path(0, 3)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedItems, [path(0, 3), path(0, 1)])
        XCTAssertEqual(batch.insertedItems, [path(0, 0), path(0, 2)])
        XCTAssertEqual(
            (0..<5).map { batch.finalIndexPath(forInitialIndexPath: path(0, $0)) },
            [path(0, 1), nil, path(0, 3), nil, path(0, 4)]
        )
        XCTAssertEqual(
            (0..<5).map { batch.initialIndexPath(forFinalIndexPath: path(0, $0)) },
            [nil, path(0, 0), nil, path(0, 2), path(0, 4)]
        )
    }

    func testMoveWithinSection_shiftsTheItemsBetween() {
        let result = BatchFixture.validate(before: [4], after: [4]) {
            $0.movedItems = [(from: path(0, 0), to: path(0, 3))]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(
            (0..<4).map { batch.finalIndexPath(forInitialIndexPath: path(0, $0)) },
            [path(0, 3), path(0, 0), path(0, 1), path(0, 2)]
        )
        XCTAssertEqual(batch.initialIndexPath(forFinalIndexPath: path(0, 3)), path(0, 0))
        XCTAssertEqual(batch.deletedItems, [])
        XCTAssertEqual(batch.insertedItems, [])
    }

    func testMoveAcrossSections_leavesAGapAndMakesRoom() {
        let result = BatchFixture.validate(before: [2, 2], after: [3, 1]) {
            $0.movedItems = [(from: path(1, 0), to: path(0, 0))]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(0, 1))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(0, 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 0)), path(0, 0))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 1)), path(1, 0))
        XCTAssertEqual(batch.initialIndexPath(forFinalIndexPath: path(0, 0)), path(1, 0))
    }

    func testSectionMove_carriesItsItemsAndShiftsTheOthers() {
        let result = BatchFixture.validate(before: [1, 2, 3], after: [2, 3, 1]) {
            $0.movedSections = [(from: 0, to: 2)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual((0..<3).map { batch.finalSection(forInitialSection: $0) }, [2, 0, 1])
        XCTAssertEqual((0..<3).map { batch.initialSection(forFinalSection: $0) }, [1, 2, 0])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(2, 2)), path(1, 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(2, 0))
        XCTAssertEqual(batch.movedSections.map { [$0.from, $0.to] }, [[0, 2]])
    }

    func testSectionDeletesAndInserts_shiftTheSurvivingSections() {
        let result = BatchFixture.validate(before: [1, 2, 3, 4], after: [5, 2, 6, 4]) {
            $0.deletedSections = [0, 2]
            $0.insertedSections = [2, 0]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.deletedSections, [2, 0])
        XCTAssertEqual(batch.insertedSections, [0, 2])
        XCTAssertEqual((0..<4).map { batch.finalSection(forInitialSection: $0) }, [nil, 1, nil, 3])
        XCTAssertEqual((0..<4).map { batch.initialSection(forFinalSection: $0) }, [nil, 1, nil, 3])
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(3, 3)), path(3, 3))
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(2, 0)))
    }

    func testMoveOutOfADeletedSection_survivesAtItsDestination() {
        let result = BatchFixture.validate(before: [2, 1], after: [2]) {
            $0.deletedSections = [0]
            $0.movedItems = [(from: path(0, 1), to: path(0, 0))]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(0, 0)))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(0, 0))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(1, 0)), path(0, 1))
        XCTAssertEqual(batch.deletedItems, [])
    }

    func testMoveIntoAnInsertedSection_isReachableBothWays() {
        let result = BatchFixture.validate(before: [2], after: [1, 3]) {
            $0.insertedSections = [1]
            $0.movedItems = [(from: path(0, 0), to: path(1, 2))]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 0)), path(1, 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 1)), path(0, 0))
        XCTAssertEqual(batch.initialIndexPath(forFinalIndexPath: path(1, 2)), path(0, 0))
        XCTAssertNil(batch.initialIndexPath(forFinalIndexPath: path(1, 1)))
    }

    func testQueries_outOfRange_returnNil() {
        let result = BatchFixture.validate(before: [2], after: [2]) { _ in }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(0, 2)))
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(1, 0)))
        XCTAssertNil(batch.finalIndexPath(forInitialIndexPath: path(0, -1)))
        XCTAssertNil(batch.initialIndexPath(forFinalIndexPath: path(0, 2)))
        XCTAssertNil(batch.finalSection(forInitialSection: 1))
        XCTAssertNil(batch.initialSection(forFinalSection: -1))
    }

    func testHugeSections_areMappedWithoutWalkingTheirItems() {
        let count = 1 << 40  // any walk over the items would never finish
        let result = BatchFixture.validate(before: [count, 1], after: [count, 1]) {
            $0.deletedItems = [path(0, 10)]
            $0.insertedItems = [path(0, count - 1)]
        }
        guard let batch = BatchFixture.assertSuccess(result) else { return }
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, count - 1)), path(0, count - 2))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 9)), path(0, 9))
        XCTAssertEqual(batch.finalIndexPath(forInitialIndexPath: path(0, 11)), path(0, 10))
        XCTAssertNil(batch.initialIndexPath(forFinalIndexPath: path(0, count - 1)))
    }
}
