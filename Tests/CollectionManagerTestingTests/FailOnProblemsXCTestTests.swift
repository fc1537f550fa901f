import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Under XCTest, problems become `XCTFail` failures.
final class FailOnProblemsXCTestTests: XCTestCase {
    // swift-corelibs-xctest routes every `XCTFail` through `recordFailure`, so overriding it observes the failures
    // exactly as XCTest receives them. Apple's XCTest deprecates it in favour of `record(_:)`; there, the tests
    // below that need it are left out and the reporter's seam covers the XCTest path.
    #if !canImport(ObjectiveC)
    /// Failures `XCTFail` recorded while ``capturingFailures(_:)`` ran, instead of failing this test.
    private var capturedFailures: [(description: String, file: String, line: Int)]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturedFailures != nil {
            capturedFailures?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` and returns the failures XCTest recorded during it, which then do not fail the test.
    private func capturingFailures(_ body: () -> Void) -> [(description: String, file: String, line: Int)] {
        capturedFailures = []
        body()
        defer { capturedFailures = nil }
        return capturedFailures ?? []
    }

    @MainActor func testInvalidBatch_failsThroughXCTFail_atTheInstallingCall() async {
        let screen = Screen()
        let line = #line + 1
        screen.manager.failTestsOnProblems()
        let failures = capturingFailures { deleteMissingSection(in: screen.view) }
        XCTAssertEqual(failures.map(\.description), ["failed - " + missingSectionMessage])
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertEqual(screen.view.numberOfSections, 0)
    }

    @MainActor func testUnmappedModel_failsWithTheReportsMessage() async {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let failures = capturingFailures { screen.manager.memoryStorage.addItem("draft") }
        XCTAssertEqual(failures.map(\.description), ["failed - " + unmappedDraftMessage])
    }

    @MainActor func testExpectAnomalies_withTheExactList_passes() async {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let failures = capturingFailures {
            expectAnomalies(
                [.noCellMappingFound(modelDescription: "draft", indexPath: firstItem)], from: screen.manager
            ) {
                screen.manager.memoryStorage.addItem("draft")
            }
        }
        XCTAssertEqual(failures.map(\.description), [])
    }

    @MainActor func testExpectNoAnomalies_withAnUnmappedModel_failsOnce() async {
        let screen = Screen()
        let line = #line + 2
        let failures = capturingFailures {
            expectNoAnomalies(from: screen.manager) {
                screen.manager.memoryStorage.addItem("draft")
            }
        }
        let anomaly = CollectionViewManagerAnomaly.noCellMappingFound(modelDescription: "draft", indexPath: firstItem)
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - Expected 0 anomalies from the manager, received 1 anomaly.\n"
                    + "Expected:\n  (none)\nReceived:\n  \(anomaly.debugDescription)"
            ]
        )
        XCTAssertEqual(failures.map(\.line), [line])
    }

    #endif

    @MainActor func testInvalidBatch_isReportedToXCTest() async {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let reports = observingReports { deleteMissingSection(in: screen.view) }
        XCTAssertEqual(reports.map(\.framework), [.xcTest])
        XCTAssertEqual(reports.map(\.message), [missingSectionMessage])
    }

    @MainActor func testExpectInconsistencies_restoresTheTrappingDefault() async {
        let screen = Screen()
        expectInconsistencies([.internalInconsistency(missingSectionReason)], in: screen.view) {
            deleteMissingSection(in: screen.view)
        }
        XCTAssertNil(screen.view.inconsistencyHandler)
    }
}
