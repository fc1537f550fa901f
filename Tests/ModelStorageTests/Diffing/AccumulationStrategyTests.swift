import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class AccumulationStrategyTests: XCTestCase {
    private let old = [Tagged(1, "foo"), Tagged(2, "bar")]
    private let new = [Tagged(1, "bar"), Tagged(3, "xyz")]

    func testAdditive_appendsEverything() {
        XCTAssertEqual(
            AdditiveAccumulationStrategy().accumulate(oldItems: old, newItems: new),
            [Tagged(1, "foo"), Tagged(2, "bar"), Tagged(1, "bar"), Tagged(3, "xyz")])
    }

    func testUpdateOldValues_dtExample_replacesInPlaceAndAppendsTheRest() {
        XCTAssertEqual(
            UpdateOldValuesAccumulationStrategy().accumulate(oldItems: old, newItems: new),
            [Tagged(1, "bar"), Tagged(2, "bar"), Tagged(3, "xyz")])
    }

    func testDeleteOldValues_dtExample_removesTheOldValueAndAppends() {
        XCTAssertEqual(
            DeleteOldValuesAccumulationStrategy().accumulate(oldItems: old, newItems: new),
            [Tagged(2, "bar"), Tagged(1, "bar"), Tagged(3, "xyz")])
    }

    func testUpdateOldValues_duplicateNewIdentifiers_lastValueWinsAtTheFirstPosition() {
        // DTModelStorage records the first 3 at index 0 (its index in newItems), so the second 3 overwrites 1:foo.
        let result = UpdateOldValuesAccumulationStrategy().accumulate(
            oldItems: old, newItems: [Tagged(3, "a"), Tagged(3, "b"), Tagged(4)])
        XCTAssertEqual(result, [Tagged(1, "foo"), Tagged(2, "bar"), Tagged(3, "b"), Tagged(4)])
    }

    func testUpdateOldValues_duplicateOldIdentifiers_replacesTheLastOne() {
        let result = UpdateOldValuesAccumulationStrategy().accumulate(
            oldItems: [Tagged(1, "a"), Tagged(1, "b")], newItems: [Tagged(1, "c")])
        XCTAssertEqual(result, [Tagged(1, "a"), Tagged(1, "c")])
    }

    func testDeleteOldValues_removesEveryOldDuplicate_andKeepsTheLastNewOne() {
        let result = DeleteOldValuesAccumulationStrategy().accumulate(
            oldItems: [Tagged(1, "a"), Tagged(2), Tagged(1, "b")],
            newItems: [Tagged(1, "c"), Tagged(5), Tagged(1, "d")])
        XCTAssertEqual(result, [Tagged(2), Tagged(5), Tagged(1, "d")])
    }

    func testStrategiesOnEmptyLists() {
        let strategies: [any AccumulationStrategy] = [
            AdditiveAccumulationStrategy(), UpdateOldValuesAccumulationStrategy(),
            DeleteOldValuesAccumulationStrategy(),
        ]
        for strategy in strategies {
            XCTAssertEqual(strategy.accumulate(oldItems: [Tagged](), newItems: []), [])
            XCTAssertEqual(strategy.accumulate(oldItems: [], newItems: [Tagged(1)]), [Tagged(1)])
            XCTAssertEqual(strategy.accumulate(oldItems: [Tagged(1)], newItems: []), [Tagged(1)])
        }
    }
}
