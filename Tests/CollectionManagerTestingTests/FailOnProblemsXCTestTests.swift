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
                unmappedDraftMessage.replacingOccurrences(of: "draft", with: "a")
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
                    MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42").debugDescription,
                ])
            XCTAssertEqual(reports.map(\.location.line), [line, line, line])
            XCTAssertEqual(reports.map(\.location.filePath), [#filePath, #filePath, #filePath].map { "\($0)" })
            XCTAssertEqual(reports.map(\.framework), [.xcTest, .xcTest, .xcTest])
        }
        XCTAssertNil(VirtualCollectionView.defaultInconsistencyHandler)
        XCTAssertNil(VirtualCollectionView().inconsistencyHandler)
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

    func testInconsistencyFixes_eachKindNamesItsFix() {
        let storageFix =
            "change the storage through manager.memoryStorage and let the updater build the batch."
        let cases: [(reason: String, fixSuffix: String?)] = [
            (
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
                    + "section after the update (2) must be equal to the number of items contained in that section "
                    + "before the update (1), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out).",
                "declare every insertion and deletion in the performBatchUpdates block that changes the data."
            ),
            (
                "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                    + "view after the update (2) must be equal to the number of sections contained in the collection "
                    + "view before the update (1), plus or minus the number of sections inserted or deleted (0 "
                    + "inserted, 0 deleted).",
                "insertSections(_:) and deleteSections(_:) in the performBatchUpdates block that changes the data."
            ),
            (
                "Invalid batch updates detected: the number of sections and/or items returned by the data source "
                    + "before and/or after performing the batch updates are inconsistent with the updates.",
                "after a change the view was not told about, call collectionView.reloadData()."
            ),
            ("attempt to delete and reload the same index path (<NSIndexPath: 2 indexes [0, 0]>)", "reloadItem(_:))."),
            (
                "attempt to insert item 4 into section 0, but there are only 1 items in section 0 after the update",
                storageFix
            ),
            (
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier PostCell - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                "which registers it with the collection view."
            ),
            (
                "attempt to scroll to invalid index path: <NSIndexPath: 2 indexes [0, 9]>",
                "before selecting or scrolling to new items."
            ),
            ("an unknown reason", nil),
        ]
        for (reason, fixSuffix) in cases {
            let fix = inconsistencyFix(reason)
            if let fixSuffix {
                XCTAssertTrue(fix?.hasSuffix(fixSuffix) == true, "\(reason): \(fix ?? "nil")")
            } else {
                XCTAssertNil(fix, reason)
            }
        }
        XCTAssertEqual(
            inconsistencyMessage(.internalInconsistency("an unknown reason")),
            "Collection view inconsistency, UIKit would crash: NSInternalInconsistencyException: an unknown reason")
    }

    @MainActor func testExpectInconsistencies_restoresTheTrappingDefault() async {
        let screen = Screen()
        expectInconsistencies([.internalInconsistency(missingSectionReason)], in: screen.view) {
            deleteMissingSection(in: screen.view)
        }
        XCTAssertNil(screen.view.inconsistencyHandler)
    }
}
