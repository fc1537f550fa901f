import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

/// `.failsOnCollectionProblems` on a suite: a screen loaded in the suite's `init`, before the test body, makes its
/// mistake inside the test's scope.
@Suite(.failsOnCollectionProblems)
struct FailsOnCollectionProblemsSuiteTests {
    let screen = Screen()

    init() {
        // As a view controller's viewDidLoad() would: a model no mapping covers, shown at once.
        screen.manager.memoryStorage.addItem("draft")
    }

    @Test(.expectingReports([unmappedDraftMessage]))
    func mistakeInTheSuitesInit_failsTheTest_atItsDeclaration_once() {
        #expect(screen.view.numberOfItems(inSection: 0) == 1)
        screen.manager.memoryStorage.addItem("second draft")
        screen.view.layoutIfNeeded()
    }
}

/// `.failsOnCollectionProblems` on a suite whose screen loads without a mistake.
@Suite(.failsOnCollectionProblems)
struct FailsOnCollectionProblemsTraitTests {
    let screen = Screen()

    @Test(.expectingReports([]))
    func expectAnomalies_stillCollectsWhatItExpects() {
        expectAnomalies([.noCellMappingFound(modelDescription: "note", indexPath: firstItem)], from: screen.manager) {
            screen.manager.memoryStorage.addItem("note")
        }
    }

    @Test(.expectingReports([]))
    func anActionTheTestSets_isCalledAsSet() {
        let storage = MemoryStorage()
        let received = LockedList<MemoryStorageAnomaly>()
        storage.anomalyHandler.anomalyAction = { received.append($0) }
        try? storage.removeItem(42)
        #expect(received.values == [.removeItemFailedItemNotFound(itemDescription: "42")])
    }

    @Test(.expectingReports([repeatedInsertionMessage]))
    func repeatsOfOneMistakeInOnePass_failOnce_withTheCount() {
        let storage = MemoryStorage()
        storage.insertItems([1, 2], to: [IndexPath(item: 5, section: 0), IndexPath(item: 6, section: 0)])
    }

    @Test(.expectingReports([missingSectionMessage]))
    func invalidBatch_ofAViewWithNoHandler_failsTheTest_andTheViewCarriesOn() {
        let view = VirtualCollectionView()
        #expect(view.inconsistencyHandler == nil)
        deleteMissingSection(in: view)
        #expect(view.numberOfSections == 0)
    }

    @Test(.expectingReports([unmappedDraftMessage]))
    func problemInATaskTheTestStarts_failsTheTest() async {
        await Task {
            let screen = Screen()
            screen.manager.memoryStorage.addItem("draft")
            #expect(screen.view.numberOfItems(inSection: 0) == 1)
        }.value
    }

    @Test func problemInADetachedTask_goesToTheConsole_outsideAnyTest() async {
        let printed = await Task.detached {
            observingConsole { try? MemoryStorage().removeItem(42) }
        }.value
        #expect(
            printed == [
                "⚠️ [CollectionManagerTesting] This problem was raised outside any test, where no test that fails on "
                    + "collection problems runs (a deinit, a main-queue callback, a detached task, or a test without "
                    + "the trait or failOnCollectionProblems()); no test fails for it:\n"
                    + AnomalyReport(anomaly: MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42"))
                    .message + "\n"
            ])
    }
}

/// The trait on one test of a suite that does not have it, and a test without it.
struct FailsOnCollectionProblemsTestTraitTests {
    @Test(.expectingReports([removalOf42Message]), .failsOnCollectionProblems)
    func onOneTest_failsThatTest() {
        try? MemoryStorage().removeItem(42)
    }

    @Test func withoutTheTrait_theLibrarysDefaultApplies() {
        #expect(ProblemRouting.recipient == nil)
        #expect(!ProblemRouting.route(.anomalyReport(message: "printed, as without a test scope")))
    }
}

/// The manager's deferred checks run on the main queue, where the test's task-local scope does not reach: they report
/// to the scope that was active when they were scheduled.
@MainActor
struct FailsOnCollectionProblemsDeferredCheckTests {
    @Test func whileTheTestRuns_failsItWhenItsBodyEnds_andAfterItEnded_goesToTheConsole() async throws {
        let test = try #require(Test.current)
        let screen = Screen()
        screen.manager.eventVerificationDelay = 0
        let printed = LockedList<String>()
        let reports = await observingReports {
            let console: @Sendable (String) -> Void = { printed.append($0) }
            await OutsideTestConsole.withObserver(console) {
                await FailsOnCollectionProblemsTrait().scoped(for: test) {
                    screen.manager.didSelect(AdCell.self) { _, _, _ in }
                    await mainQueueDrained()
                    screen.manager.eventVerificationDelay = 0.05
                    screen.manager.didDeselect(PostCell.self) { _, _, _ in }
                }
            }
            await mainQueueDrained(after: 0.2)
        }
        // The same registrations, reported by a reporting action of the test's own.
        let control = Screen()
        let expected = LockedList<String>()
        control.manager.anomalyHandler.anomalyAction = control.manager.anomalyHandler.makeReportingAction {
            expected.append($0.message)
        }
        control.manager.didSelect(AdCell.self) { _, _, _ in }
        control.manager.didDeselect(PostCell.self) { _, _, _ in }
        control.manager.verifyEventsCompatibility()
        #expect(expected.values.count == 4)
        #expect(reports.map(\.message) == Array(expected.values.prefix(3)))
        #expect(reports.map(\.location) == Array(repeating: FailureLocation(test.sourceLocation), count: 3))
        #expect(reports.map(\.framework) == Array(repeating: .swiftTesting, count: 3))
        #expect(
            printed.values == [
                "⚠️ [CollectionManagerTesting] This problem was raised outside any test, after the test that "
                    + "scheduled it, \(test.name), ended; no test fails for it:\n" + expected.values[3] + "\n"
            ])
    }
}

extension FailsOnCollectionProblemsTrait {
    /// Runs `body` in the scope this trait gives `test`, as Swift Testing would around a test case.
    @MainActor fileprivate func scoped(for test: Test, _ body: @MainActor @Sendable () async -> Void) async {
        try? await provideScope(for: test, testCase: nil, performing: body)
    }
}

/// Returns once the main queue has run what was due by `delay` seconds from now.
@MainActor private func mainQueueDrained(after delay: TimeInterval = 0.05) async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { continuation.resume() }
    }
}

/// What a test failure says when a storage is asked to remove the item 42, which it does not have.
let removalOf42Message = AnomalyReport(
    anomaly: MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42")
)
.message

/// What a test failure says when an empty storage is asked to insert two items at [0, 5] and [0, 6] in one call.
let repeatedInsertionMessage = {
    let first = MemoryStorageAnomaly.insertionIndexPathTooBig(
        indexPath: IndexPath(item: 5, section: 0), countOfElementsInSection: 0)
    return first.debugDescription + "\nHow to fix it: " + first.recoverySuggestion
        + "\n(Reported 2 times in one pass, at [0, 5], [0, 6]; later repeats are not reported.)"
}()

/// A test trait for this target: runs the test with the reporter's observer set, then expects that it received
/// `messages`, in order, each at the test's declaration — a failure in a suite's `init` included.
struct ExpectingReportsTrait: TestTrait, TestScoping {
    let messages: [String]

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let reports = LockedList<FailureReport>()
        let observer: @Sendable (FailureReport) -> Void = { reports.append($0) }
        try await TestFailureReporter.withObserver(observer) { try await function() }
        #expect(reports.values.map(\.message) == messages)
        #expect(reports.values.map(\.location) == messages.map { _ in FailureLocation(test.sourceLocation) })
        #expect(reports.values.map(\.framework) == messages.map { _ in .swiftTesting })
    }
}

extension Trait where Self == ExpectingReportsTrait {
    /// Expects the test to report exactly `messages` at its declaration.
    static func expectingReports(_ messages: [String]) -> Self { Self(messages: messages) }
}

extension FailureLocation {
    /// A Swift Testing source location.
    init(_ location: SourceLocation) {
        self.init(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}
