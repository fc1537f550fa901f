import CollectionManager
import Foundation

/// Fails the running test unless `view`'s screen picture is the one recorded in the picture file `name`, and records
/// the picture when the file is missing.
///
/// ```swift
/// @MainActor func testDeletingAPost_movesTheNextOnesUp() async {
///     let screen = FeedViewController(loader: FakeFeedLoader())
///     screen.viewDidLoad()
///     screen.delete(Post(id: 2, title: "Release notes"))
///     expectScreenPicture(of: screen.collectionView, named: "feed-after-delete")
/// }
/// ```
///
/// The picture file is `__Pictures__/<test file name>/<name>.txt` in the test file's folder, for example
/// `Tests/FeedTests/__Pictures__/FeedScreenPictureTests/feed-after-delete.txt`. The first run records it and fails,
/// saying where; check it and commit it. From then on a mismatch is one failure at this call: what differs and how to
/// fix it, where the whole actual picture and the whole diff were written, and as much of the diff as fits in a
/// message. The `COLLECTION_MANAGER_RECORD` environment variable re-records pictures (`failed`: those that differ;
/// `all`: every one); nothing is recorded when `CI` is set. Failures go to `Issue.record` while a Swift Testing test
/// runs, to `XCTFail` otherwise.
///
/// - Parameters:
///   - view: The view to draw, with `VirtualCollectionView.screenPicture(label:)`; a due layout pass runs first.
///   - name: The picture's name, used as its file name: not empty, not starting with a dot, without `/`, `\`, `:` or
///     control characters.
///   - label: The text for each element, as `screenPicture(label:)` takes it. Default: the element's model, or its
///     reuse identifier when the view's data source cannot tell the model.
///   - fileID: The file a failure is reported in; the caller's by default.
///   - filePath: The full path of that file, beside which the picture files are kept.
///   - line: The line a failure is reported at; the caller's by default.
///   - column: The column a failure is reported at; the caller's by default.
public func expectScreenPicture(
    of view: VirtualCollectionView,
    named name: String,
    label: (ScreenPictureElement) -> String = { $0.defaultLabel },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    expectPicture(view.screenPicture(label: label), named: name, at: site)
}

/// Fails the running test unless `view`'s screen picture is exactly `expected`.
///
/// Write the expected picture as a multi-line string literal. To get it the first time, pass an empty string: the
/// test writes the picture into the literal, in the source file, and fails saying so.
///
/// ```swift
/// expectScreenPicture(
///     of: screen.collectionView,
///     matches: """
///         offset 0,0  size 320x120  content 320x130  (1 column = 4 pt, 1 row = 10 pt)
///         +--------------------------------------------------------------------------------+
///         |┌──────────────────────────────────────────────────────────────────────────────┐|
///         |│Fruit                                                                         │|
///         ...
///         """
/// )
/// ```
///
/// A mismatch is one failure at this call: what differs and how to fix it, where the whole actual picture and the
/// whole diff were written, and as much of the diff as fits in a message. With `COLLECTION_MANAGER_RECORD=failed` a
/// mismatching picture is rewritten in the source instead (`all` rewrites every one); nothing is written when `CI`
/// is set. Only a plain string literal written at the call is rewritten; otherwise the failure says why not. Failures
/// go to `Issue.record` while a Swift Testing test runs, to `XCTFail` otherwise.
///
/// - Parameters:
///   - view: The view to draw, with `VirtualCollectionView.screenPicture(label:)`; a due layout pass runs first.
///   - expected: The picture the view must show.
///   - label: The text for each element, as `screenPicture(label:)` takes it. Default: the element's model, or its
///     reuse identifier when the view's data source cannot tell the model.
///   - fileID: The file a failure is reported in; the caller's by default.
///   - filePath: The full path of that file, whose literal is rewritten when recording.
///   - line: The line a failure is reported at; the caller's by default.
///   - column: The column a failure is reported at; the caller's by default.
public func expectScreenPicture(
    of view: VirtualCollectionView,
    matches expected: String,
    label: (ScreenPictureElement) -> String = { $0.defaultLabel },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    expectPicture(view.screenPicture(label: label), matches: expected, at: site)
}

/// Checks `actual`, a view's screen picture, against the picture file `name` beside the test file, recording it as the
/// environment asks; the same for every kind of view.
func expectPicture(_ actual: String, named name: String, at site: ReportingSite) {
    let check = ScreenPictureCheck(actual: actual, call: PictureCall(site: site), environment: .current)
    check.failure(for: .file(named: name))?.report(at: site)
}

/// Checks `actual`, a view's screen picture, against `expected`, a literal at the call, rewriting it as the
/// environment asks; the same for every kind of view.
func expectPicture(_ actual: String, matches expected: String, at site: ReportingSite) {
    let environment = PictureEnvironment.current
    guard actual != expected || environment.recording.failsMatchingPictures else { return }
    let check = ScreenPictureCheck(actual: actual, call: PictureCall(site: site), environment: environment)
    check.failure(for: .inline(expected))?.report(at: site)
}

/// Where the expected picture of an `expectScreenPicture` call is.
enum PictureExpectation: Equatable {
    /// A string the test passes, written as a literal at the call.
    case inline(String)
    /// The picture file of this name beside the test file.
    case file(named: String)
}

/// The call of an `expectScreenPicture` function: its file, and its line and column as the test was compiled.
struct PictureCall: Equatable {
    /// `Module/File.swift`.
    var fileID: String
    /// The test file's full path: picture files are kept beside it, and an inline picture is rewritten in it.
    var sourceFile: String
    var line: Int
    var column: Int

    init(fileID: String, sourceFile: String, line: Int, column: Int) {
        self.fileID = fileID
        self.sourceFile = sourceFile
        self.line = line
        self.column = column
    }

    init(site: ReportingSite) {
        self.init(
            fileID: site.location.fileID, sourceFile: site.location.filePath, line: site.location.line,
            column: site.location.column)
    }

    /// `File.swift:93`.
    var shortLocation: String { "\(URL(fileURLWithPath: sourceFile).lastPathComponent):\(line)" }
}

/// A failure of an `expectScreenPicture` call: its message and the files attached to a Swift Testing test.
struct PictureFailure: Equatable {
    var message: FailureMessage
    var attachments: [TestAttachment] = []

    /// Attaches the files, then fails the test at `site`.
    func report(at site: ReportingSite) {
        for attachment in attachments {
            TestFailureReporter.attach(attachment, at: site.location)
        }
        site.fail(message.text)
    }
}

/// One check of a screen picture against its expectation: compares, records as the environment asks, writes what a
/// failure leaves, and words the failure.
struct ScreenPictureCheck {
    let actual: String
    let call: PictureCall
    let environment: PictureEnvironment

    /// The failure to report, or `nil` when the picture matches and nothing was recorded.
    func failure(for expectation: PictureExpectation) -> PictureFailure? {
        let recording = environment.recording
        if case .invalid(let value) = recording {
            return PictureFailure(
                message: FailureMessage(lead: [
                    "\(PictureRecording.variable) is \"\(value)\", which is not a recording mode; no picture was "
                        + "compared or recorded.",
                    "How to fix it: set it to failed (re-record the pictures that differ) or all (re-record every "
                        + "picture), or unset it.",
                ]))
        }
        switch expectation {
        case .file(let name): return fileFailure(named: name, recording: recording)
        case .inline(let expected): return inlineFailure(expected: expected, recording: recording)
        }
    }

    // MARK: Picture files

    private func fileFailure(named name: String, recording: PictureRecording) -> PictureFailure? {
        if let problem = PictureFiles.problem(withName: name) {
            return PictureFailure(
                message: FailureMessage(lead: [
                    "The picture name \"\(name)\" cannot name a file: \(problem).",
                    "How to fix it: name the picture with letters, digits, spaces, - and _, for example "
                        + "\"feed-after-delete\".",
                ]))
        }
        let path = PictureFiles.pictureFile(
            named: name, sourceFile: call.sourceFile, folder: environment.picturesFolder)
        let stored: String?
        do {
            stored = try PictureFiles.readPicture(at: path)
        } catch {
            return PictureFailure(
                message: FailureMessage(lead: [
                    "The screen picture \"\(name)\" in \(path) cannot be read: \(error.localizedDescription).",
                    "How to fix it: make it a UTF-8 text file, or delete it to record the picture again.",
                ]))
        }
        guard let stored else { return missingFileFailure(named: name, path: path, recording: recording) }
        if stored == actual {
            guard recording == .all else { return nil }
            if let failure = record(name: name, at: path) { return failure }
            return PictureFailure(
                message: FailureMessage(lead: [
                    "Re-recorded the screen picture \"\(name)\" in \(path); it did not change. "
                        + "\(PictureRecording.variable)=all fails every picture assertion, so that no run records "
                        + "pictures unnoticed.",
                    "How to fix it: unset \(PictureRecording.variable) to compare pictures again.",
                ]))
        }
        let diff = LineDiff(expected: lines(stored), actual: lines(actual))
        let outputs = writeOutputs(stem: name, diff: diff)
        if recording.recordsDiffering {
            if let failure = record(name: name, at: path) { return failure }
            return PictureFailure(
                message: FailureMessage(
                    lead: [
                        "Re-recorded the screen picture \"\(name)\" in \(path) (\(diff.summary)), as "
                            + "\(PictureRecording.variable)=\(recording == .all ? "all" : "failed") asks.",
                        "How to fix it: check the change and commit it; unset \(PictureRecording.variable) to "
                            + "compare pictures again.",
                        outputs.diffLine,
                    ],
                    excerptTitle: Self.diffTitle(expected: "recorded"),
                    excerpt: diff.excerpt,
                    omitted: Self.omittedDiffLines),
                attachments: outputs.attachments)
        }
        return PictureFailure(
            message: FailureMessage(
                lead: [
                    "The screen picture differs from the recorded picture \"\(name)\" (\(diff.summary)).",
                    "How to fix it: if the screen is right, run the test again with \(PictureRecording.variable)=failed "
                        + "to re-record the picture; otherwise fix the screen.",
                    "Recorded picture: \(path)",
                    outputs.actualLine,
                    outputs.diffLine,
                ],
                excerptTitle: Self.diffTitle(expected: "recorded"),
                excerpt: diff.excerpt,
                omitted: Self.omittedDiffLines),
            attachments: outputs.attachments)
    }

    private func missingFileFailure(named name: String, path: String, recording: PictureRecording) -> PictureFailure {
        guard recording.recordsMissing else {
            let outputs = writeOutputs(stem: name, diff: nil)
            return PictureFailure(
                message: FailureMessage(
                    lead: [
                        "There is no screen picture \"\(name)\" at \(path), and it is not recorded because CI is set.",
                        "How to fix it: run the test where CI is not set to record the picture, check it and commit "
                            + "the file.",
                        outputs.actualLine,
                    ],
                    excerptTitle: Self.pictureTitle,
                    excerpt: lines(actual).map(String.init),
                    omitted: Self.omittedPictureLines),
                attachments: outputs.attachments)
        }
        if let failure = record(name: name, at: path) { return failure }
        return PictureFailure(
            message: FailureMessage(
                lead: [
                    "Recorded the screen picture \"\(name)\" in \(path); there was none.",
                    "How to fix it: check the picture and commit the file; the test compares against it from the "
                        + "next run on.",
                ],
                excerptTitle: Self.pictureTitle,
                excerpt: lines(actual).map(String.init),
                omitted: Self.omittedPictureLines))
    }

    /// Writes the actual picture to `path`; a failure saying why it could not, or `nil`.
    private func record(name: String, at path: String) -> PictureFailure? {
        do {
            try PictureFiles.writePicture(actual, to: path)
            return nil
        } catch {
            return PictureFailure(
                message: FailureMessage(lead: [
                    "The screen picture \"\(name)\" cannot be recorded in \(path): \(error.localizedDescription).",
                    "How to fix it: make the folder writable, or record the picture where it is.",
                ]))
        }
    }

    // MARK: Inline pictures

    private func inlineFailure(expected: String, recording: PictureRecording) -> PictureFailure? {
        let isMissing = expected.isEmpty
        let differs = expected != actual
        let rewrites =
            recording == .all || (differs && (isMissing ? recording.recordsMissing : recording.recordsDiffering))
        guard differs || rewrites else { return nil }
        let diff = isMissing || !differs ? nil : LineDiff(expected: lines(expected), actual: lines(actual))
        let outputs = differs ? writeOutputs(stem: "line-\(call.line)", diff: diff) : PictureOutputs()
        let excerpt = diff?.excerpt ?? lines(actual).map(String.init)
        let excerptTitle = diff == nil ? Self.pictureTitle : Self.diffTitle(expected: "expected")
        let omitted = diff == nil ? Self.omittedPictureLines : Self.omittedDiffLines
        let lead: [String]
        if rewrites {
            do {
                try InlinePictureRewriter.rewrite(
                    sourceFile: call.sourceFile, line: call.line, column: call.column, expected: expected,
                    actual: actual)
                lead = rewrittenLead(diff: diff, isMissing: isMissing, differs: differs, recording: recording)
            } catch {
                lead = refusedLead(error, diff: diff, isMissing: isMissing, outputs: outputs)
            }
        } else if isMissing {
            lead = [
                "The expected screen picture at \(call.shortLocation) is empty, and the picture is not written "
                    + "into the source because CI is set.",
                "How to fix it: run the test where CI is not set to write the picture into the source, check it "
                    + "and commit it; or paste it from the file below.",
                outputs.actualLine,
            ]
        } else {
            lead = [
                "The screen picture differs from the expected one (\(diff?.summary ?? "")).",
                "How to fix it: if the screen is right, run the test again with \(PictureRecording.variable)=failed "
                    + "to rewrite the expected picture in the source; otherwise fix the screen.",
                outputs.actualLine,
                outputs.diffLine,
            ]
        }
        return PictureFailure(
            message: FailureMessage(lead: lead, excerptTitle: excerptTitle, excerpt: excerpt, omitted: omitted),
            attachments: outputs.attachments)
    }

    private func rewrittenLead(
        diff: LineDiff?, isMissing: Bool, differs: Bool, recording: PictureRecording
    ) -> [String] {
        let fix = "How to fix it: check the new picture in the source and commit it; the test compares against it "
        if isMissing {
            return [
                "Wrote the screen picture into the empty expected picture at \(call.shortLocation).",
                fix + "from the next build on.",
            ]
        }
        let mode = "\(PictureRecording.variable)=\(recording == .all ? "all" : "failed")"
        guard differs, let diff else {
            return [
                "Rewrote the expected screen picture at \(call.shortLocation); it did not change. \(mode) fails "
                    + "every picture assertion, so that no run records pictures unnoticed.",
                "How to fix it: unset \(PictureRecording.variable) to compare pictures again.",
            ]
        }
        return [
            "Rewrote the expected screen picture at \(call.shortLocation) (\(diff.summary)), as \(mode) asks.",
            fix + "from the next build on; unset \(PictureRecording.variable) to compare pictures again.",
        ]
    }

    private func refusedLead(_ error: any Error, diff: LineDiff?, isMissing: Bool, outputs: PictureOutputs) -> [String]
    {
        let reason = (error as? InlinePictureRefusal)?.reason ?? "\(error)"
        let what =
            isMissing
            ? "The expected screen picture at \(call.shortLocation) is empty"
            : "The screen picture differs from the expected one at \(call.shortLocation)"
                + (diff.map { " (\($0.summary))" } ?? "")
        return [
            what + ", and the expected picture cannot be rewritten in the source: \(reason).",
            "How to fix it: paste the actual picture from the file below into the expected string, or keep the "
                + "picture in a file with expectScreenPicture(of:named:).",
            outputs.actualLine,
        ] + (diff == nil ? [] : [outputs.diffLine])
    }

    // MARK: Output files

    /// Writes the actual picture, and the diff when there is one, to the output folder, and makes their attachments.
    private func writeOutputs(stem: String, diff: LineDiff?) -> PictureOutputs {
        let folder = environment.outputDirectory ?? PictureFiles.outputDirectory(forSourceFile: call.sourceFile)
        let stem = PictureFiles.claimOutputStem(stem, in: folder, fileID: call.fileID)
        var outputs = PictureOutputs()
        let actualPath = PictureFiles.outputFile(in: folder, fileID: call.fileID, stem: stem, suffix: "actual.txt")
        outputs.actualLine = Self.outputLine("Actual picture", path: actualPath) {
            try PictureFiles.writePicture(actual, to: actualPath)
        }
        outputs.attachments.append(TestAttachment(name: "\(stem).actual.txt", text: actual + "\n"))
        if let diff {
            let text = diff.rendered(context: 2) + "\n"
            let diffPath = PictureFiles.outputFile(in: folder, fileID: call.fileID, stem: stem, suffix: "diff.txt")
            outputs.diffLine = Self.outputLine("Whole diff", path: diffPath) {
                try PictureFiles.write(text, to: diffPath)
            }
            outputs.attachments.append(TestAttachment(name: "\(stem).diff.txt", text: text))
        }
        return outputs
    }

    private static func outputLine(_ title: String, path: String, write: () throws -> Void) -> String {
        do {
            try write()
            return "\(title): \(path)"
        } catch {
            return "\(title): not written to \(path) (\(error.localizedDescription))"
        }
    }

    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func diffTitle(expected: String) -> String {
        "Diff (- \(expected), + actual; drawn in ASCII here, exact in the files):"
    }

    private static let pictureTitle = "Picture (drawn in ASCII here, exact in the file):"

    private static func omittedDiffLines(_ count: Int) -> String {
        "(\(count) more \(count == 1 ? "line" : "lines") in the whole diff)"
    }

    private static func omittedPictureLines(_ count: Int) -> String {
        "(\(count) more \(count == 1 ? "line" : "lines") in the file)"
    }
}

/// What a failure wrote to the output folder, as the message's lines, and attaches to the test.
struct PictureOutputs {
    var actualLine = ""
    var diffLine = ""
    var attachments: [TestAttachment] = []
}

extension LineDiff {
    /// The diff's lines as a message shows them: two unchanged lines around each change.
    var excerpt: [String] {
        rendered(context: 2).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
