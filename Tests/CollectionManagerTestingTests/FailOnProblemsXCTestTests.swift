import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Under XCTest, problems become `XCTFail` failures.
final class FailOnProblemsXCTestTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // The scope an earlier test installed with failOnCollectionProblems() was removed when XCTest reported that
        // test finished.
        XCTAssertNil(XCTestProblemScopes.shared.testWithScope)
    }

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
                    + "Expected:\n  (none)\nReceived:\n  \(anomaly.debugDescription)\n    How to fix it: "
                    + anomaly.recoverySuggestion.replacingOccurrences(of: "\n", with: "\n    ")
            ]
        )
        XCTAssertEqual(failures.map(\.line), [line])
    }

    /// Runs the asynchronous `body` and returns the failures XCTest recorded during it, which then do not fail the test.
    @MainActor private func capturingFailures(
        _ body: @MainActor () async -> Void
    ) async -> [(description: String, file: String, line: Int)] {
        capturedFailures = []
        await body()
        defer { capturedFailures = nil }
        return capturedFailures ?? []
    }

    @MainActor func testFailOnCollectionProblems_failsThisTest_atTheCall_forObjectsCreatedBeforeIt() async {
        let screen = Screen()
        let line = #line + 1
        failOnCollectionProblems()
        let view = VirtualCollectionView()
        let failures = capturingFailures {
            screen.manager.memoryStorage.addItem("draft")
            deleteMissingSection(in: view)
        }
        XCTAssertEqual(
            failures.map(\.description), ["failed - " + unmappedDraftMessage, "failed - " + missingSectionMessage])
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath].map { "\($0)" })
        XCTAssertNil(view.inconsistencyHandler)
        XCTAssertEqual(view.numberOfSections, 0, "the view carried on as with a handler")
    }

    @MainActor func testFailOnCollectionProblems_coversTheMainQueueChecksThatRunDuringTheTest() async {
        let line = #line + 1
        failOnCollectionProblems()
        let screen = Screen()
        screen.manager.eventVerificationDelay = 0
        let failures = await capturingFailures {
            screen.manager.didSelect(AdCell.self) { _, _, _ in }
            await withCheckedContinuation { continuation in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { continuation.resume() }
            }
        }
        let control = Screen()
        var expected: [String] = []
        control.manager.anomalyHandler.anomalyAction = control.manager.anomalyHandler.makeReportingAction {
            expected.append("failed - " + $0.message)
        }
        control.manager.didSelect(AdCell.self) { _, _, _ in }
        control.manager.verifyEventsCompatibility()
        XCTAssertEqual(expected.count, 2)
        XCTAssertEqual(failures.map(\.description), expected)
        XCTAssertEqual(failures.map(\.line), [line, line])
    }

    func testFailOnCollectionProblems_endsWithTheTest_andLaterProblemsGoToStandardError() {
        failOnCollectionProblems()
        let storage = MemoryStorage()
        // What XCTest tells the product once the test, its tearDown() included, has finished.
        XCTestProblemScopes.shared.testCaseDidFinish(self)
        defer { XCTestProblemScopes.shared.testCaseWillStart(self) }
        var failures: [(description: String, file: String, line: Int)] = []
        let printed = observingConsole {
            failures = capturingFailures { try? storage.removeItem(42) }
        }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(
            printed,
            [
                "⚠️ [CollectionManagerTesting] This problem was raised outside any test, where no test that fails on "
                    + "collection problems runs (a deinit, a main-queue callback, a detached task, or a test without "
                    + "the trait or failOnCollectionProblems()); no test fails for it:\n"
                    + AnomalyReport(anomaly: MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42"))
                    .message + "\n"
            ])
    }

    @MainActor func testMainQueueCheck_scheduledByATestThatEnded_goesToStandardError_notToTheNextTest() async {
        let screen = Screen()
        screen.manager.eventVerificationDelay = 0.05
        let printed = LockedList<String>()
        var failures: [(description: String, file: String, line: Int)] = []
        let console: @Sendable (String) -> Void = { printed.append($0) }
        OutsideTestConsole.withObserver(console) {
            failOnCollectionProblems()
            failures = capturingFailures { screen.manager.didSelect(AdCell.self) { _, _, _ in } }
        }
        // What XCTest tells the product as this test finishes and the next one starts and calls it in setUp().
        XCTestProblemScopes.shared.testCaseDidFinish(self)
        XCTestProblemScopes.shared.testCaseWillStart(self)
        failOnCollectionProblems()
        let failuresOfTheNextTest = await capturingFailures {
            await withCheckedContinuation { continuation in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { continuation.resume() }
            }
        }
        let control = Screen()
        var expected: [String] = []
        control.manager.anomalyHandler.anomalyAction = control.manager.anomalyHandler.makeReportingAction {
            expected.append($0.message)
        }
        control.manager.didSelect(AdCell.self) { _, _, _ in }
        control.manager.verifyEventsCompatibility()
        XCTAssertEqual(expected.count, 2)
        XCTAssertEqual(failures.map(\.description), expected.prefix(1).map { "failed - " + $0 })
        XCTAssertEqual(failuresOfTheNextTest.map(\.description), [])
        XCTAssertEqual(
            printed.values,
            expected.dropFirst().map {
                "⚠️ [CollectionManagerTesting] This problem was raised outside any test, after the test that "
                    + "scheduled it, \(name), ended; no test fails for it:\n" + $0 + "\n"
            })
    }

    func testFailOnCollectionProblems_calledAgain_movesTheLocation() {
        failOnCollectionProblems()
        let line = #line + 1
        failOnCollectionProblems()
        let failures = capturingFailures { try? MemoryStorage().removeItem(42) }
        XCTAssertEqual(failures.map(\.line), [line])
    }

    #endif

    func testATestWithoutFailOnCollectionProblems_keepsTheLibrarysDefault() {
        // What XCTest tells the product about each test once a scope has been installed in the process.
        XCTestProblemScopes.shared.testCaseWillStart(self)
        CollectionProblemRouter.install()
        XCTAssertFalse(ProblemRouting.route(.anomalyReport(message: "printed, as without a test scope")))
    }

    @MainActor func testInvalidBatch_isReportedToXCTest() async {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let reports = observingReports { deleteMissingSection(in: screen.view) }
        XCTAssertEqual(reports.map(\.framework), [.xcTest])
        XCTAssertEqual(reports.map(\.message), [missingSectionMessage])
    }

    @MainActor func testUnmappedModelsOnManyCells_failOnce_withTheCount() async {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let reports = observingReports {
            screen.manager.memoryStorage.setItems(["a", "b", "c", "d"])
            screen.view.layoutIfNeeded()
            screen.manager.memoryStorage.addItem("e")
            screen.view.layoutIfNeeded()
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                unmappedDraftMessage.replacingOccurrences(of: "description: draft", with: "description: a")
                    + "\n(Reported 4 times in one pass, at [0, 0], [0, 1], [0, 2] and 1 more; later repeats are not "
                    + "reported.)"
            ])
    }

    @MainActor func testFailTestsOnAllProblems_coversObjectsCreatedAfterIt() async {
        let line = #line + 1
        withAllProblemsFailingTests {
            let screen = Screen()
            let storage = MemoryStorage()
            let reports = observingReports {
                screen.manager.memoryStorage.addItem("draft")
                screen.view.layoutIfNeeded()
                deleteMissingSection(in: screen.view)
                try? storage.removeItem(42)
            }
            XCTAssertEqual(
                reports.map(\.message),
                [
                    unmappedDraftMessage,
                    missingSectionMessage.replacingOccurrences(of: "only 0 sections", with: "only 1 sections"),
                    AnomalyReport(anomaly: MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42"))
                        .message,
                ])
            XCTAssertEqual(reports.map(\.location.line), [line, line, line])
            XCTAssertEqual(reports.map(\.location.filePath), [#filePath, #filePath, #filePath].map { "\($0)" })
            XCTAssertEqual(reports.map(\.framework), [.xcTest, .xcTest, .xcTest])
        }
        XCTAssertNil(VirtualCollectionView.defaultInconsistencyHandler)
        XCTAssertNil(VirtualCollectionView().inconsistencyHandler)
    }

    @MainActor func testFailTestsOnAllProblems_coversTableScreensCreatedAfterIt_underTheTableLead() async {
        let line = #line + 1
        withAllProblemsFailingTests {
            let screen = NumberTableScreen()
            let reports = observingReports {
                screen.manager.memoryStorage.addItem("draft")
                screen.tableView.layoutIfNeeded()
                deleteMissingSection(in: VirtualTableView())
            }
            XCTAssertEqual(
                reports.map(\.message),
                [
                    tableUnmappedDraftMessage,
                    tableMissingSectionMessage,
                ])
            XCTAssertEqual(reports.map(\.location.line), [line, line])
        }
        XCTAssertNil(VirtualTableView.defaultInconsistencyHandler)
        XCTAssertNil(VirtualTableView().inconsistencyHandler)
    }

    @MainActor func testFailTestsOnAllProblems_leavesObjectsCreatedBeforeIt() async {
        let before = MemoryStorage()
        let outside = LockedList<MemoryStorageAnomaly>()
        before.anomalyHandler.anomalyAction = { outside.append($0) }
        withAllProblemsFailingTests {
            let reports = observingReports { try? before.removeItem(42) }
            XCTAssertEqual(reports.map(\.message), [])
        }
        XCTAssertEqual(outside.values, [.removeItemFailedItemNotFound(itemDescription: "42")])
    }

    func testInconsistencyMessage_isUIKitsConsoleLine_thenHowToFixIt() {
        let inconsistency = CollectionViewInconsistency.internalInconsistency(
            "attempt to delete and reload the same index path (<NSIndexPath: 2 indexes [0, 0]>)")
        XCTAssertEqual(
            inconsistencyMessage(inconsistency),
            "Collection view inconsistency, UIKit would crash: NSInternalInconsistencyException: attempt to delete "
                + "and reload the same index path (<NSIndexPath: 2 indexes [0, 0]>)\nHow to fix it: The batch changes "
                + "one element twice. Declare each element once per batch: delete it, or move it, then reconfigure "
                + "its cell in a later update (manager.memoryStorage.reloadItem(_:)).")
    }

    @MainActor func testExpectInconsistencies_restoresTheTrappingDefault() async {
        let screen = Screen()
        expectInconsistencies([.internalInconsistency(missingSectionReason)], in: screen.view) {
            deleteMissingSection(in: screen.view)
        }
        XCTAssertNil(screen.view.inconsistencyHandler)
    }
}

/// Every failure the product reports stays short enough for `swift test` to print whole.
final class FailureSizeXCTestTests: XCTestCase {
    func testALongMessage_isCutAtTheBound_atACharacterBoundary() {
        let site = ReportingSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        let message = "⚠️ What happened\nHow to fix it: this.\n" + String(repeating: "ä", count: 4_000)
        let reports = observingReports { site.fail(message) }
        XCTAssertEqual(reports.count, 1)
        let text = reports.first?.message ?? ""
        XCTAssertLessThanOrEqual(text.utf8.count, FailureMessage.maximumByteCount)
        XCTAssertTrue(text.hasPrefix("⚠️ What happened\nHow to fix it: this.\n"))
        XCTAssertTrue(text.hasSuffix("ä..."))
    }

    func testAShortMessage_isUnchanged() {
        let site = ReportingSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        let reports = observingReports { site.fail("short") }
        XCTAssertEqual(reports.map(\.message), ["short"])
    }
}
