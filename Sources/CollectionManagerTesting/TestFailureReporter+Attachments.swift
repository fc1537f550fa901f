import Testing

/// A text file attached to the running Swift Testing test.
struct TestAttachment: Sendable, Equatable {
    /// The file name, `feed.actual.txt` for example.
    var name: String
    /// The file's content, written as UTF-8.
    var text: String
}

extension TestFailureReporter {
    /// When set for a task, receives the attachments a Swift Testing test in it records, instead of Swift Testing.
    // NB: private, and set only through `withAttachmentObserver`: an optimized test module that pushed this task-local
    // itself, through `@testable` access and its own specialization of `TaskLocal.withValue`, crashed in
    // `swift_task_localValuePush` (Swift 6.3.1, -O), as the reporter's own observer never did.
    @TaskLocal private static var attachmentObserver: (@Sendable (TestAttachment) -> Void)?

    /// Runs `body` with `observer` receiving the attachments recorded in its task instead of Swift Testing.
    static func withAttachmentObserver<Result>(
        _ observer: @escaping @Sendable (TestAttachment) -> Void,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try $attachmentObserver.withValue(observer, operation: body)
    }

    /// Attaches `attachment` to the running Swift Testing test, at `location`; does nothing under XCTest.
    ///
    /// Swift Testing keeps an attachment only when the tests run with `swift test --attachments-path <folder>` (or
    /// in Xcode, which shows it with the test's result); it writes the file into that folder. Toolchains before
    /// Swift 6.2 have no attachments.
    static func attach(_ attachment: TestAttachment, at location: FailureLocation) {
        guard Test.current != nil else { return }
        if let observer = attachmentObserver {
            observer(attachment)
            return
        }
        #if compiler(>=6.2)
        Attachment.record(
            attachment.text,
            named: attachment.name,
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        )
        #endif
    }
}
