import CollectionManager
import Foundation
import Testing
import XCTest

/// Where a failure is reported: the place in a test that installed the reporting or ran an `expect` helper.
struct FailureLocation: Sendable, Equatable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int

    /// The location of a call, from the `#fileID`, `#filePath`, `#line` and `#column` it was made with.
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
        self.column = Int(column)
    }
}

/// The test framework a failure goes to.
enum TestFramework: Sendable, Equatable {
    /// Swift Testing: `Issue.record`, chosen while a Swift Testing test runs.
    case swiftTesting
    /// XCTest: `XCTFail`, chosen otherwise.
    case xcTest
}

/// One failure as it is handed to a test framework.
struct FailureReport: Sendable, Equatable {
    var message: String
    var location: FailureLocation
    var framework: TestFramework
}

/// Sends failures to the running test framework.
enum TestFailureReporter {
    /// When set, receives every report made by the task that set it (and the tasks it starts) instead of the test
    /// framework, so that this product's own tests can observe them. Task-local, so that tests running in parallel
    /// never receive each other's reports.
    @TaskLocal private static var observerStorage: (@Sendable (FailureReport) -> Void)?

    /// The observer that receives reports instead of the test framework, if any.
    static var observer: (@Sendable (FailureReport) -> Void)? { observerStorage }

    /// Runs `body` with `observer` receiving every report it makes instead of the test framework, then removes it.
    static func withObserver<Result>(
        _ observer: @escaping @Sendable (FailureReport) -> Void,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try $observerStorage.withValue(observer, operation: body)
    }

    /// Runs the asynchronous `body` with `observer` receiving every report it makes instead of the test framework.
    static func withObserver<Result>(
        _ observer: @escaping @Sendable (FailureReport) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $observerStorage.withValue(observer, operation: body, isolation: isolation)
    }

    /// Reports `message` as a failure at `location`: `Issue.record` while a Swift Testing test runs, `XCTFail`
    /// otherwise.
    ///
    /// A message longer than `FailureMessage.maximumByteCount` bytes is cut there, at a character boundary, so that
    /// `swift test` prints it whole (see `FailureMessage`); messages lead with what happened and how to fix it, so the
    /// cut never takes those.
    static func fail(_ message: String, at location: FailureLocation, filePath: StaticString, line: UInt) {
        let message = FailureMessage.cut(message, toBytes: FailureMessage.maximumByteCount)
        let framework: TestFramework = Test.current != nil ? .swiftTesting : .xcTest
        if let observer {
            observer(FailureReport(message: message, location: location, framework: framework))
            return
        }
        switch framework {
        case .swiftTesting:
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
                )
            )
        case .xcTest:
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// The place a failure is reported, kept with the `StaticString` path XCTest needs.
struct ReportingSite: Sendable {
    let location: FailureLocation
    let filePath: StaticString
    let line: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.filePath = filePath
        self.line = line
    }

    /// Reports `message` as a test failure at this site.
    func fail(_ message: String) {
        TestFailureReporter.fail(message, at: location, filePath: filePath, line: line)
    }
}
