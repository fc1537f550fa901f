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
    @TaskLocal static var attachmentObserver: (@Sendable (TestAttachment) -> Void)?

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
