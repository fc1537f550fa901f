import CollectionManager
import Foundation
import Testing
import XCTest

/// One test's collection problems: while the scope is open, problems the library would print or trap on fail its test.
///
/// A Swift Testing scope is bound to the test's task (`ProblemRouting.recipient`), so it receives the problems of that
/// test only. An XCTest scope is installed for the running test (XCTest runs one test at a time) and receives the
/// problems raised while it runs. Both receive the problems of work the library scheduled while they were active, when
/// that work runs, even after their test ended.
final class CollectionProblemScope: ProblemRecipient, @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `test`, `name` and `console` are immutable and Sendable, and `isOpen` and
    // `pending` are only read or written while holding `lock`.

    /// The test a scope fails, and where its failures point.
    enum TestReference: Sendable {
        /// A Swift Testing test; its failures are issues at the test's own location.
        case swiftTesting(Test, at: SourceLocation)
        /// An XCTest test; its failures are `XCTFail`s at the call that installed the scope.
        case xcTest(at: ReportingSite)
    }

    let test: TestReference
    /// The test's name, for the console when a problem arrives after the test ended.
    let name: String
    /// Where problems raised after the test ended are printed.
    private let console: OutsideTestConsole
    private let lock = NSLock()
    private var isOpen = true
    /// Problems that arrived while the test ran, but outside its task (work scheduled on the main queue): recorded when
    /// the test's body ends, in its task.
    private var pending: [RoutedProblem] = []

    init(_ test: TestReference, name: String) {
        self.test = test
        self.name = name
        console = OutsideTestConsole.current
    }

    /// A scope for the Swift Testing test `test`, whose failures point at the test's declaration.
    convenience init(for test: Test) {
        self.init(.swiftTesting(test, at: test.sourceLocation), name: test.displayName ?? test.name)
    }

    /// Fails the scope's test with `problem`, now or when its body ends, or prints it when the test has ended.
    func receive(_ problem: RoutedProblem) -> Bool {
        switch test {
        case .swiftTesting(let test, let location):
            // In the test's own tasks, the issue is recorded now, where `withKnownIssue` can expect it.
            if Test.current == test {
                record(problem, at: location)
                return true
            }
            lock.lock()
            if isOpen {
                pending.append(problem)
                lock.unlock()
                return true
            }
            lock.unlock()
        case .xcTest(let site):
            lock.lock()
            let isOpen = isOpen
            lock.unlock()
            if isOpen {
                site.fail(problem.failureMessage)
                return true
            }
        }
        console.print(problem, context: .afterTest(name))
        return true
    }

    /// Closes the scope: problems that arrive later go to the console. A Swift Testing scope records, in the test's
    /// task, the problems that arrived from outside it while the test ran.
    func close() {
        lock.lock()
        isOpen = false
        let arrived = pending
        pending = []
        lock.unlock()
        guard case .swiftTesting(_, let location) = test else { return }
        for problem in arrived { record(problem, at: location) }
    }

    /// Records `problem` as an issue of the running Swift Testing test, at `location`.
    private func record(_ problem: RoutedProblem, at location: SourceLocation) {
        if let observer = TestFailureReporter.observer {
            let failureLocation = FailureLocation(
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            return observer(
                FailureReport(message: problem.failureMessage, location: failureLocation, framework: .swiftTesting))
        }
        Issue.record(Comment(rawValue: problem.failureMessage), sourceLocation: location)
    }
}

extension RoutedProblem {
    /// The failure's message: the anomaly report's message, or the inconsistency as UIKit's console shows it, then the
    /// fix.
    var failureMessage: String {
        switch self {
        case .anomalyReport(let message): message
        case .inconsistency(let description, let recoverySuggestion, let view):
            inconsistencyMessage(description: description, recoverySuggestion: recoverySuggestion, view: view)
        }
    }
}

extension FailureLocation {
    /// A location given as its parts.
    init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Where a problem raised outside any test that fails on collection problems is printed: standard error, with a line
/// that says no test fails for it.
struct OutsideTestConsole: Sendable {
    /// Why no test fails for a problem.
    enum Context: Equatable, Sendable {
        /// The problem came from work its test scheduled (a main-queue check), after that test ended.
        case afterTest(String)
        /// No test that fails on collection problems runs where the problem was raised.
        case noTest
    }

    /// Receives what would be printed, instead of standard error, in this product's own tests.
    let observer: (@Sendable (String) -> Void)?

    /// The console of the running task: standard error, or the observer a test of this product set.
    static var current: OutsideTestConsole { OutsideTestConsole(observer: observerStorage) }

    @TaskLocal private static var observerStorage: (@Sendable (String) -> Void)?

    /// Runs `body` with what would be printed going to `observer`; a scope opened meanwhile prints there too.
    static func withObserver<Result>(
        _ observer: @escaping @Sendable (String) -> Void,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try $observerStorage.withValue(observer, operation: body)
    }

    /// Runs the asynchronous `body` with what would be printed going to `observer`.
    static func withObserver<Result>(
        _ observer: @escaping @Sendable (String) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $observerStorage.withValue(observer, operation: body, isolation: isolation)
    }

    /// Prints `problem`'s message after a line saying why no test fails for it, in one write.
    func print(_ problem: RoutedProblem, context: Context) {
        let why =
            switch context {
            case .afterTest(let name):
                "after the test that scheduled it, \(name), ended"
            case .noTest:
                "where no test that fails on collection problems runs (a deinit, a main-queue callback, a detached "
                    + "task, or a test without the trait or failOnCollectionProblems())"
            }
        let text =
            "⚠️ [CollectionManagerTesting] This problem was raised outside any test, \(why); no test fails for it:\n"
            + problem.failureMessage + "\n"
        if let observer { return observer(text) }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
