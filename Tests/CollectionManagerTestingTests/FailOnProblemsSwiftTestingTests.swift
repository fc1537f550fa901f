import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

/// Under Swift Testing, problems become issues recorded with `Issue.record`.
///
/// These tests run in parallel with every other suite: the reporter's observer they set is task-local, and none of them
/// replaces a process-wide default (`failTestsOnAllProblems()` is tested under XCTest, which runs one test at a time).
struct FailOnProblemsSwiftTestingTests {
    @Test func invalidBatch_isRecordedAsOneIssue_andTheProcessSurvives() {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        withKnownIssue {
            deleteMissingSection(in: screen.view)
        } matching: { issue in
            issue.comments.map(\.rawValue).contains { $0.contains("attempt to delete section 3") }
        }
        #expect(screen.view.numberOfSections == 0)
    }

    @Test func invalidBatch_reportsTheReasonAtTheInstallingCall() {
        let screen = Screen()
        let line = #line + 1
        screen.manager.failTestsOnProblems()
        let reports = observingReports { deleteMissingSection(in: screen.view) }
        #expect(reports.map(\.message) == [missingSectionMessage])
        #expect(reports.map(\.framework) == [.swiftTesting])
        #expect(reports.map(\.location.line) == [line])
        #expect(
            reports.map(\.location.fileID) == ["CollectionManagerTestingTests/FailOnProblemsSwiftTestingTests.swift"])
    }

    @Test func unmappedModel_isRecordedWithTheReportsMessage() {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        withKnownIssue {
            screen.manager.memoryStorage.addItem("draft")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [unmappedDraftMessage]
        }
    }

    @Test func storageAnomaly_isRecorded() {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let reports = observingReports {
            try? screen.manager.memoryStorage.removeItem(42)
        }
        #expect(
            reports.map(\.message) == [
                "⚠️ [MemoryStorage] Failed to find item for removal: 42\nHow to fix it: No stored item is equal to it. "
                    + "Check that the model's == matches the stored one, or remove by position with removeItems(at:)."
            ])
    }

    @Test func expectStorageAnomalies_withTheExactList_passes_andRestoresTheAction() {
        let storage = MemoryStorage()
        let outside = LockedList<MemoryStorageAnomaly>()
        storage.anomalyHandler.anomalyAction = { outside.append($0) }
        expectAnomalies([.removeItemFailedItemNotFound(itemDescription: "42")], from: storage) {
            try? storage.removeItem(42)
        }
        expectNoAnomalies(from: storage) {
            storage.addItem(1)
        }
        #expect(outside.values == [])
        storage.anomalyHandler.reportAnomaly(.removeItemFailedItemNotFound(itemDescription: "7"))
        #expect(outside.values == [.removeItemFailedItemNotFound(itemDescription: "7")])
    }

    @Test func storageOnItsOwn_failsTestsOnAnomalies() {
        let storage = MemoryStorage()
        storage.failTestsOnAnomalies()
        withKnownIssue {
            try? storage.removeItem(42)
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == [
                    AnomalyReport(anomaly: MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42"))
                        .message
                ]
        }
    }

    @Test func expectAnomalies_withTheExactList_passes() {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        expectAnomalies([.noCellMappingFound(modelDescription: "draft", indexPath: firstItem)], from: screen.manager) {
            screen.manager.memoryStorage.addItem("draft")
        }
    }

    @Test func expectNoAnomalies_whenNoneArrive_passes() {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        expectNoAnomalies(from: screen.manager) {
            screen.manager.memoryStorage.addItem(1)
        }
        #expect(screen.view.numberOfItems(inSection: 0) == 1)
    }

    @Test func expectAnomalies_withADifferentList_recordsOneIssue() {
        let screen = Screen()
        withKnownIssue {
            expectAnomalies([], from: screen.manager) {
                screen.manager.memoryStorage.addItem("draft")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "Expected 0 anomalies from the manager, received 1 anomaly.\n") == true
        }
    }

    @Test func expectAnomalies_mismatch_listsExpectedAndReceived() {
        let screen = Screen()
        let line = #line + 2
        let reports = observingReports {
            expectAnomalies([.nilCellModel(firstItem)], from: screen.manager) {
                screen.manager.memoryStorage.addItem("draft")
            }
        }
        let received = CollectionViewManagerAnomaly.noCellMappingFound(modelDescription: "draft", indexPath: firstItem)
        let expected = CollectionViewManagerAnomaly.nilCellModel(firstItem)
        #expect(
            reports.map(\.message) == [
                "Expected 1 anomaly from the manager, received 1 anomaly.\nExpected:\n  \(expected.debugDescription)\n"
                    + "Received:\n  \(received.debugDescription)\n    How to fix it: "
                    + received.recoverySuggestion.replacingOccurrences(of: "\n", with: "\n    ")
            ]
        )
        #expect(reports.map(\.location.line) == [line])
    }

    @Test func expectInconsistencies_withTheExactList_passes() {
        let screen = Screen()
        expectInconsistencies([.internalInconsistency(missingSectionReason)], in: screen.view) {
            deleteMissingSection(in: screen.view)
        }
    }

    @Test func expectNoInconsistencies_withAnInvalidBatch_recordsOneIssue() {
        let screen = Screen()
        withKnownIssue {
            expectNoInconsistencies(in: screen.view) {
                deleteMissingSection(in: screen.view)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "Expected 0 inconsistencies from the view, received 1 inconsistency.\n")
                == true
        }
    }

    @Test func expectAnomalies_restoresThePreviousAction() {
        let screen = Screen()
        let outside = LockedList<CollectionViewManagerAnomaly>()
        screen.manager.anomalyHandler.anomalyAction = { outside.append($0) }
        expectAnomalies([.noCellMappingFound(modelDescription: "draft", indexPath: firstItem)], from: screen.manager) {
            screen.manager.memoryStorage.addItem("draft")
        }
        #expect(outside.values == [])
        screen.manager.anomalyHandler.reportAnomaly(.nilCellModel(firstItem))
        #expect(outside.values == [.nilCellModel(firstItem)])
    }

    @Test func expectInconsistencies_restoresThePreviousHandler() {
        let screen = Screen()
        let outside = LockedList<CollectionViewInconsistency>()
        screen.view.inconsistencyHandler = { outside.append($0) }
        expectInconsistencies([.internalInconsistency(missingSectionReason)], in: screen.view) {
            deleteMissingSection(in: screen.view)
        }
        #expect(outside.values == [])
        deleteMissingSection(in: screen.view)
        #expect(outside.values == [.internalInconsistency(missingSectionReason)])
    }

    @Test func observers_ofTasksRunningSideBySide_receiveOnlyTheirOwnReports() async {
        let meeting = Meeting(parties: 2)
        func reports(failing message: String) async -> [String] {
            await observingReports {
                await meeting.meet()
                ReportingSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column).fail(message)
            }.map(\.message)
        }
        async let first = reports(failing: "first")
        async let second = reports(failing: "second")
        #expect(await [first, second] == [["first"], ["second"]])
    }

    @Test func unmappedModel_onALaterPass_isNotRecordedAgain() {
        let screen = Screen()
        screen.manager.failTestsOnProblems()
        let reports = observingReports {
            screen.manager.memoryStorage.addItem("draft")
            screen.view.layoutIfNeeded()
            screen.manager.memoryStorage.addItem("second draft")
            screen.view.layoutIfNeeded()
        }
        #expect(reports.map(\.message) == [unmappedDraftMessage])
    }

    @Test func diffableDataSourceAnomaly_isReportedWithItsMessage() {
        let screen = Screen()
        let dataSource: CollectionViewDiffableDataSource<Int, Int> = screen.manager.configureDiffableDataSource {
            _, item in item
        }
        screen.manager.failTestsOnProblems()
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendItems([1])
        #expect(snapshot.anomalies.count == 1)
        let reports = observingReports { dataSource.apply(snapshot) }
        #expect(reports.map(\.message) == snapshot.anomalies.map { AnomalyReport(anomaly: $0).message })
        #expect(
            reports.map(\.message) == [
                "⚠️ [DiffableDataSourceSnapshot] appendItems(_:toSection:): the snapshot has no section to append 1 "
                    + "items to, they were ignored\nHow to fix it: Add a section first: snapshot.appendSections([.main]), "
                    + "then snapshot.appendItems(items)."
            ])
    }
}
