import ModelStorage
import XCTest

final class RuntimeHelperTests: XCTestCase {
    func testRecursivelyUnwrapAnyValue() {
        XCTAssertEqual(RuntimeHelper.recursivelyUnwrapAnyValue(3) as? Int, 3)
        XCTAssertEqual(RuntimeHelper.recursivelyUnwrapAnyValue(Int??.some(.some(3)) as Any) as? Int, 3)
        XCTAssertNil(RuntimeHelper.recursivelyUnwrapAnyValue(Int?.none as Any))
        XCTAssertNil(RuntimeHelper.recursivelyUnwrapAnyValue(Int??.some(.none) as Any))
        let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(String???.some("x") as Any)
        XCTAssertTrue(unwrapped is String)
    }
}
