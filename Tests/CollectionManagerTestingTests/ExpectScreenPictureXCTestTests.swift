import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// `expectScreenPicture(of:matches:)` under XCTest.
final class ExpectScreenPictureXCTestTests: XCTestCase {
    // swift-corelibs-xctest routes every `XCTFail` through `recordFailure`, so overriding it observes the failures as
    // XCTest receives them; with Apple's XCTest the reporter's seam covers the XCTest path.
    #if !canImport(ObjectiveC)
    private var capturedFailures: [(description: String, line: Int)]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturedFailures != nil {
            capturedFailures?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capturingFailures(_ body: () -> Void) -> [(description: String, line: Int)] {
        capturedFailures = []
        body()
        defer { capturedFailures = nil }
        return capturedFailures ?? []
    }

    @MainActor func testMismatch_failsThroughXCTFail_atTheCall_withThePictureToPaste() async {
        let screen = Screen(showing: [1, 2])
        let line = #line + 1
        let failures = capturingFailures { expectScreenPicture(of: screen.view, matches: "") }
        XCTAssertEqual(
            failures.map(\.description),
            ["failed - No expected screen picture; the view shows this one:\n\"\"\"\n\(twoItemsPicture)\n\"\"\""]
        )
        XCTAssertEqual(failures.map(\.line), [line])
    }

    @MainActor func testMatchingPicture_failsNothing() async {
        let screen = Screen(showing: [1, 2])
        let failures = capturingFailures { expectScreenPicture(of: screen.view, matches: twoItemsPicture) }
        XCTAssertEqual(failures.map(\.description), [])
    }
    #endif

    @MainActor func testMismatch_isReportedToXCTest_withTheDiff() async {
        let screen = Screen(showing: [1])
        let reports = observingReports {
            expectScreenPicture(of: screen.view, matches: twoItemsPicture)
        }
        XCTAssertEqual(reports.map(\.framework), [.xcTest])
        XCTAssertEqual(reports.count, 1)
        let message = reports.first?.message ?? ""
        XCTAssertTrue(
            message.hasPrefix(
                """
                The screen picture differs from the expected one (- expected, + actual):
                  offset 0,0  size 320x60  content 320x50  (1 column = 4 pt, 1 row = 10 pt)
                  +--------------------------------------------------------------------------------+
                - |┌───────────┐                                                       ┌──────────┐|
                """
            ),
            message
        )
        XCTAssertTrue(message.hasSuffix("\nActual picture:\n\"\"\"\n\(screen.view.screenPicture())\n\"\"\""), message)
    }

    @MainActor func testMatchingPicture_reportsNothing() async {
        let screen = Screen(showing: [1, 2])
        let reports = observingReports {
            expectScreenPicture(of: screen.view, matches: twoItemsPicture)
        }
        XCTAssertEqual(reports, [])
    }
}
