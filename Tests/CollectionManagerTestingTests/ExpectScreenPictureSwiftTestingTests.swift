import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

extension FailOnProblemsSwiftTestingTests {
    /// `expectScreenPicture` under Swift Testing: inline pictures, picture files, recording, and the line diff its
    /// failures show.
    ///
    /// Every test sets the picture environment, so that nothing is written into the repository and a recording mode
    /// set for the run cannot rewrite this file.
    @Suite struct ExpectScreenPictureSwiftTestingTests {
        /// The output file `line-<line>.<suffix>` this file's inline pictures leave in `sandbox`.
        private func output(_ sandbox: PictureSandbox, line: Int, _ suffix: String) -> String {
            sandbox.outputFolder
                + "/CollectionManagerTestingTests/ExpectScreenPictureSwiftTestingTests/line-\(line).\(suffix)"
        }

        @Test func matchingPicture_recordsNothing() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let reports = observingReports {
                    with(sandbox.environment()) {
                        expectScreenPicture(of: screen.view, matches: twoItemsPicture)
                    }
                }
                #expect(reports == [])
            }
        }

        @Test func differentPicture_recordsOneIssue_leadingWithTheFix_thenTheFilesAndTheDiff_atTheCall() {
            let screen = Screen(showing: [1, 2])
            let expected = twoItemsPicture.replacingOccurrences(of: "│2 ", with: "│3 ")
                .replacingOccurrences(of: "50x50  2", with: "50x50  3")
            PictureSandbox.with { sandbox in
                let line = #line + 4
                var reports: [FailureReport] = []
                let attachments = observingAttachments {
                    reports = observingReports {
                        with(sandbox.environment()) { expectScreenPicture(of: screen.view, matches: expected) }
                    }
                }
                #expect(
                    reports.map(\.message) == [
                        """
                        The screen picture differs from the expected one (2 lines removed, 2 added).
                        How to fix it: if the screen is right, run the test again with \
                        COLLECTION_MANAGER_RECORD=failed to rewrite the expected picture in the source; otherwise fix \
                        the screen.
                        Actual picture: \(output(sandbox, line: line, "actual.txt"))
                        Whole diff: \(output(sandbox, line: line, "diff.txt"))
                        Diff (- expected, + actual; drawn in ASCII here, exact in the files):
                          (1 unchanged line)
                          +--------------------------------------------------------------------------------+
                          |+-----------+                                                       +----------+|
                        - ||1          |                                                       |3         ||
                        + ||1          |                                                       |2         ||
                          ||           |                                                       |          ||
                          ||           |                                                       |          ||
                          (3 unchanged lines)
                          #=# selected, *** highlighted
                          cell  [0, 0]  0,0 50x50    1
                        - cell  [0, 1]  270,0 50x50  3
                        + cell  [0, 1]  270,0 50x50  2
                        """
                    ]
                )
                #expect(reports.map(\.framework) == [.swiftTesting])
                #expect(reports.map(\.location.line) == [line])
                #expect(
                    reports.map(\.location.fileID)
                        == ["CollectionManagerTestingTests/ExpectScreenPictureSwiftTestingTests.swift"]
                )
                let diff = LineDiff(
                    expected: expected.split(separator: "\n", omittingEmptySubsequences: false),
                    actual: twoItemsPicture.split(separator: "\n", omittingEmptySubsequences: false))
                #expect(contents(of: output(sandbox, line: line, "actual.txt")) == twoItemsPicture + "\n")
                #expect(contents(of: output(sandbox, line: line, "diff.txt")) == diff.rendered(context: 2) + "\n")
                #expect(
                    attachments == [
                        TestAttachment(name: "line-\(line).actual.txt", text: twoItemsPicture + "\n"),
                        TestAttachment(name: "line-\(line).diff.txt", text: diff.rendered(context: 2) + "\n"),
                    ])
            }
        }

        @Test func hugeMismatch_staysWithinTheBound_inASCII_andTheFilesAndAttachmentsHoldItAll() {
            let screen = Screen(height: 5_000, count: 400)
            let actual = screen.view.screenPicture()
            let expected = actual.replacingOccurrences(of: "┌", with: "╔")
            #expect(actual.split(separator: "\n").count > 500)
            PictureSandbox.with { sandbox in
                let line = #line + 4
                var reports: [FailureReport] = []
                let attachments = observingAttachments {
                    reports = observingReports {
                        with(sandbox.environment()) { expectScreenPicture(of: screen.view, matches: expected) }
                    }
                }
                let message = reports.first?.message ?? ""
                #expect(reports.map(\.framework) == [.swiftTesting])
                #expect(message.utf8.count <= FailureMessage.maximumByteCount)
                #expect(message.utf8.count > FailureMessage.maximumByteCount - 200)
                #expect(isASCII(message))
                #expect(
                    message.hasPrefix(
                        "The screen picture differs from the expected one (80 lines removed, 80 added).\nHow to fix it: "
                    ))
                #expect(message.hasSuffix(" more lines in the whole diff)"))
                #expect(contents(of: output(sandbox, line: line, "actual.txt")) == actual + "\n")
                #expect(attachments.map(\.name) == ["line-\(line).actual.txt", "line-\(line).diff.txt"])
                #expect(attachments.first?.text == actual + "\n")
                #expect(attachments.last?.text == contents(of: output(sandbox, line: line, "diff.txt")))
                #expect(attachments.last?.text.contains("- |╔──") == true)
            }
        }

        @Test func emptyExpectation_onCI_isNotWrittenIntoTheSource_andThePictureIsInTheOutput() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let line = #line + 2
                let reports = observingReports {
                    with(sandbox.environment(["CI": "true"])) { expectScreenPicture(of: screen.view, matches: "") }
                }
                let lines = reports.first?.message.split(separator: "\n").map(String.init) ?? []
                #expect(
                    Array(lines.prefix(5)) == [
                        "The expected screen picture at ExpectScreenPictureSwiftTestingTests.swift:\(line) is empty, "
                            + "and the picture is not written into the source because CI is set.",
                        "How to fix it: run the test where CI is not set to write the picture into the source, check "
                            + "it and commit it; or paste it from the file below.",
                        "Actual picture: \(output(sandbox, line: line, "actual.txt"))",
                        "Picture (drawn in ASCII here, exact in the file):",
                        "offset 0,0  size 320x60  content 320x50  (1 column = 4 pt, 1 row = 10 pt)",
                    ])
                #expect(lines.count == 16)
                #expect(contents(of: output(sandbox, line: line, "actual.txt")) == twoItemsPicture + "\n")
            }
        }

        @Test func mismatch_isRecordedAsAnIssue_withItsAttachments() {
            let screen = Screen(showing: [1])
            PictureSandbox.with { sandbox in
                withKnownIssue {
                    with(sandbox.environment()) {
                        expectScreenPicture(of: screen.view, matches: twoItemsPicture)
                    }
                } matching: { issue in
                    issue.comments.map(\.rawValue).first?.hasPrefix(
                        "The screen picture differs from the expected one (") == true
                }
            }
        }

        @Test func labelClosure_labelsTheElements() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let reports = observingReports {
                    with(sandbox.environment()) {
                        expectScreenPicture(
                            of: screen.view,
                            matches: twoItemsPicture.replacingOccurrences(of: "│1 ", with: "│#1")
                                .replacingOccurrences(of: "│2 ", with: "│#2")
                                .replacingOccurrences(of: "50x50    1", with: "50x50    #1")
                                .replacingOccurrences(of: "50x50  2", with: "50x50  #2")
                        ) { element in
                            "#\(element.model ?? "?")"
                        }
                    }
                }
                #expect(reports == [])
            }
        }

        // MARK: Picture files

        @Test func missingPictureFile_isRecorded_andTheTestFailsSayingWhere() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let line = #line + 2
                let reports = observingReports {
                    with(sandbox.environment()) { expectScreenPicture(of: screen.view, named: "two items") }
                }
                let path = sandbox.root.appendingPathComponent(
                    "Tests/FeedTests/__Pictures__/ExpectScreenPictureSwiftTestingTests/two items.txt"
                ).path
                #expect(contents(of: path) == twoItemsPicture + "\n")
                let lines = reports.first?.message.split(separator: "\n").map(String.init) ?? []
                #expect(
                    Array(lines.prefix(4)) == [
                        "Recorded the screen picture \"two items\" in \(path); there was none.",
                        "How to fix it: check the picture and commit the file; the test compares against it from the "
                            + "next run on.",
                        "Picture (drawn in ASCII here, exact in the file):",
                        "offset 0,0  size 320x60  content 320x50  (1 column = 4 pt, 1 row = 10 pt)",
                    ])
                #expect(reports.map(\.location.line) == [line])
                #expect(reports.map(\.framework) == [.swiftTesting])

                let again = observingReports {
                    with(sandbox.environment()) { expectScreenPicture(of: screen.view, named: "two items") }
                }
                #expect(again == [])
            }
        }

        @Test func differentPictureFile_failsWithTheDiff_andKeepsTheFile() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let path = sandbox.root.appendingPathComponent(
                    "Tests/FeedTests/__Pictures__/ExpectScreenPictureSwiftTestingTests/feed.txt"
                ).path
                let recorded = twoItemsPicture.replacingOccurrences(of: "50x50  2", with: "50x50  3")
                sandbox.write(recorded + "\n", to: path)
                let reports = observingReports {
                    with(sandbox.environment()) { expectScreenPicture(of: screen.view, named: "feed") }
                }
                let output =
                    sandbox.outputFolder + "/CollectionManagerTestingTests/ExpectScreenPictureSwiftTestingTests"
                #expect(
                    reports.map(\.message) == [
                        """
                        The screen picture differs from the recorded picture "feed" (1 line removed, 1 added).
                        How to fix it: if the screen is right, run the test again with \
                        COLLECTION_MANAGER_RECORD=failed to re-record the picture; otherwise fix the screen.
                        Recorded picture: \(path)
                        Actual picture: \(output)/feed.actual.txt
                        Whole diff: \(output)/feed.diff.txt
                        Diff (- recorded, + actual; drawn in ASCII here, exact in the files):
                          (9 unchanged lines)
                          #=# selected, *** highlighted
                          cell  [0, 0]  0,0 50x50    1
                        - cell  [0, 1]  270,0 50x50  3
                        + cell  [0, 1]  270,0 50x50  2
                        """
                    ])
                #expect(contents(of: path) == recorded + "\n")
            }
        }

        @Test func recordFailed_reRecordsAPictureThatDiffers_andFailsSayingSo() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let path = sandbox.root.appendingPathComponent(
                    "Tests/FeedTests/__Pictures__/ExpectScreenPictureSwiftTestingTests/feed.txt"
                ).path
                sandbox.write(twoItemsPicture.replacingOccurrences(of: "50x50  2", with: "50x50  3"), to: path)
                let reports = observingReports {
                    with(sandbox.environment(["COLLECTION_MANAGER_RECORD": "failed"])) {
                        expectScreenPicture(of: screen.view, named: "feed")
                    }
                }
                #expect(contents(of: path) == twoItemsPicture + "\n")
                let lines = reports.first?.message.split(separator: "\n").map(String.init) ?? []
                #expect(
                    Array(lines.prefix(2)) == [
                        "Re-recorded the screen picture \"feed\" in \(path) (1 line removed, 1 added), as "
                            + "COLLECTION_MANAGER_RECORD=failed asks.",
                        "How to fix it: check the change and commit it; unset COLLECTION_MANAGER_RECORD to compare "
                            + "pictures again.",
                    ])

                let matching = observingReports {
                    with(sandbox.environment(["COLLECTION_MANAGER_RECORD": "failed"])) {
                        expectScreenPicture(of: screen.view, named: "feed")
                    }
                }
                #expect(matching == [])
            }
        }

        @Test func recordAll_reRecordsAMatchingPictureToo_andFailsEveryAssertion() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let path = sandbox.root.appendingPathComponent(
                    "Tests/FeedTests/__Pictures__/ExpectScreenPictureSwiftTestingTests/feed.txt"
                ).path
                sandbox.write(twoItemsPicture.replacingOccurrences(of: "\n", with: "\r\n"), to: path)
                let reports = observingReports {
                    with(sandbox.environment(["COLLECTION_MANAGER_RECORD": "all"])) {
                        expectScreenPicture(of: screen.view, named: "feed")
                    }
                }
                #expect(contents(of: path) == twoItemsPicture + "\n")
                #expect(
                    reports.map(\.message) == [
                        """
                        Re-recorded the screen picture "feed" in \(path); it did not change. \
                        COLLECTION_MANAGER_RECORD=all fails every picture assertion, so that no run records pictures \
                        unnoticed.
                        How to fix it: unset COLLECTION_MANAGER_RECORD to compare pictures again.
                        """
                    ])
            }
        }

        @Test func onCI_nothingIsRecorded_whateverTheRecordMode() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let folder = sandbox.root.appendingPathComponent(
                    "Tests/FeedTests/__Pictures__/ExpectScreenPictureSwiftTestingTests")
                let stale = folder.appendingPathComponent("stale.txt").path
                sandbox.write("old\n", to: stale)
                let ci = ["CI": "1", "COLLECTION_MANAGER_RECORD": "all"]
                let reports = observingReports {
                    with(sandbox.environment(ci)) {
                        expectScreenPicture(of: screen.view, named: "missing")
                        expectScreenPicture(of: screen.view, named: "stale")
                    }
                }
                let missing = folder.appendingPathComponent("missing.txt").path
                #expect(!FileManager.default.fileExists(atPath: missing))
                #expect(contents(of: stale) == "old\n")
                #expect(
                    reports.map { $0.message.split(separator: "\n").first.map(String.init) } == [
                        "There is no screen picture \"missing\" at \(missing), and it is not recorded because CI is set.",
                        "The screen picture differs from the recorded picture \"stale\" (1 line removed, 12 added).",
                    ])
            }
        }

        @Test func unknownRecordMode_failsNamingTheModes() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let reports = observingReports {
                    with(sandbox.environment(["COLLECTION_MANAGER_RECORD": "yes"])) {
                        expectScreenPicture(of: screen.view, named: "feed")
                        expectScreenPicture(of: screen.view, matches: twoItemsPicture)
                    }
                }
                #expect(reports.count == 2)
                #expect(
                    Set(reports.map(\.message)) == [
                        """
                        COLLECTION_MANAGER_RECORD is "yes", which is not a recording mode; no picture was compared or \
                        recorded.
                        How to fix it: set it to failed (re-record the pictures that differ) or all (re-record every \
                        picture), or unset it.
                        """
                    ])
            }
        }

        @Test func pictureName_thatCannotNameAFile_fails() {
            let screen = Screen(showing: [1, 2])
            PictureSandbox.with { sandbox in
                let reports = observingReports {
                    with(sandbox.environment()) { expectScreenPicture(of: screen.view, named: "../feed") }
                }
                #expect(
                    reports.map(\.message) == [
                        """
                        The picture name "../feed" cannot name a file: it starts with a dot.
                        How to fix it: name the picture with letters, digits, spaces, - and _, for example \
                        "feed-after-delete".
                        """
                    ])
            }
        }

        // MARK: Inline pictures rewritten in the source

        private let feedTests = #"""
            final class FeedTests: XCTestCase {
                func testFeed() {
                    expectScreenPicture(of: screen.view, matches: "")
                    expectScreenPicture(
                        of: screen.view,
                        matches: """
                            old
                            """
                    )
                    expectScreenPicture(of: screen.view, matches: picture)
                }
            }
            """#

        private func check(_ sandbox: PictureSandbox, call: Int, variables: [String: String] = [:])
            -> ScreenPictureCheck
        {
            let (line, column) = position(ofCall: "expectScreenPicture", occurrence: call, in: feedTests)
            return sandbox.check("new 1\nnew 2", line: line, column: column, variables: variables)
        }

        @Test func emptyExpectation_isWrittenIntoTheSource_andTheTestFailsSayingSo() {
            PictureSandbox.with { sandbox in
                sandbox.write(feedTests, to: sandbox.sourceFile)
                let failure = check(sandbox, call: 1).failure(for: .inline(""))
                #expect(
                    failure?.message.text == """
                        Wrote the screen picture into the empty expected picture at FeedTests.swift:3.
                        How to fix it: check the new picture in the source and commit it; the test compares against it \
                        from the next build on.
                        Picture (drawn in ASCII here, exact in the file):
                        new 1
                        new 2
                        """)
                #expect(
                    contents(of: sandbox.sourceFile)
                        == feedTests.replacingOccurrences(
                            of: #"matches: "")"#,
                            with: "matches: \"\"\"\n            new 1\n            new 2\n            \"\"\")"))
            }
        }

        @Test func recordFailed_rewritesADifferentLiteral_andDefaultModeOnlyReportsIt() {
            PictureSandbox.with { sandbox in
                sandbox.write(feedTests, to: sandbox.sourceFile)
                let reported = check(sandbox, call: 2).failure(for: .inline("old"))
                #expect(reported?.message.text.hasPrefix("The screen picture differs from the expected one (") == true)
                #expect(contents(of: sandbox.sourceFile) == feedTests)

                let rewritten = check(sandbox, call: 2, variables: ["COLLECTION_MANAGER_RECORD": "failed"])
                    .failure(for: .inline("old"))
                #expect(
                    rewritten?.message.text.hasPrefix(
                        """
                        Rewrote the expected screen picture at FeedTests.swift:4 (1 line removed, 2 added), as \
                        COLLECTION_MANAGER_RECORD=failed asks.
                        How to fix it: check the new picture in the source and commit it; the test compares against it \
                        from the next build on; unset COLLECTION_MANAGER_RECORD to compare pictures again.
                        Diff (- expected, + actual; drawn in ASCII here, exact in the files):
                        - old
                        + new 1
                        + new 2
                        """) == true)
                #expect(
                    contents(of: sandbox.sourceFile)
                        == feedTests.replacingOccurrences(
                            of: "                old\n", with: "                new 1\n                new 2\n"))
            }
        }

        @Test func literalThatCannotBeRewritten_failsSayingWhy_andWhereThePictureIs() {
            PictureSandbox.with { sandbox in
                sandbox.write(feedTests, to: sandbox.sourceFile)
                let failure = check(sandbox, call: 3, variables: ["COLLECTION_MANAGER_RECORD": "failed"])
                    .failure(for: .inline("old"))
                let lines = failure?.message.text.split(separator: "\n").map(String.init) ?? []
                #expect(
                    Array(lines.prefix(4)) == [
                        "The screen picture differs from the expected one at FeedTests.swift:10 (1 line removed, 2 "
                            + "added), and the expected picture cannot be rewritten in the source: the expected picture "
                            + "is not a string literal at the call.",
                        "How to fix it: paste the actual picture from the file below into the expected string, or "
                            + "keep the picture in a file with expectScreenPicture(of:named:).",
                        "Actual picture: \(sandbox.outputFile("line-10", "actual.txt"))",
                        "Whole diff: \(sandbox.outputFile("line-10", "diff.txt"))",
                    ])
                #expect(contents(of: sandbox.outputFile("line-10", "actual.txt")) == "new 1\nnew 2\n")
                #expect(contents(of: sandbox.sourceFile) == feedTests)
            }
        }

        @Test func onCI_anEmptyExpectationIsNotWritten() {
            PictureSandbox.with { sandbox in
                sandbox.write(feedTests, to: sandbox.sourceFile)
                let failure = check(sandbox, call: 1, variables: ["CI": "true"]).failure(for: .inline(""))
                #expect(
                    failure?.message.text.hasPrefix("The expected screen picture at FeedTests.swift:3 is empty") == true
                )
                #expect(contents(of: sandbox.sourceFile) == feedTests)
            }
        }

        // MARK: The line diff

        @Test func lineDiff_removesBeforeItAdds_andSumsUpDistantUnchangedLines() {
            let diff = LineDiff(
                expected: ["a", "b", "c", "d", "e", "f", "g", "h"],
                actual: ["a", "b", "c", "d", "e", "X", "g", "h", "i"]
            )
            #expect(
                diff.rendered(context: 1) == """
                      (4 unchanged lines)
                      e
                    - f
                    + X
                      g
                      h
                    + i
                    """
            )
            #expect(diff.summary == "1 line removed, 2 added")
        }

        @Test func lineDiff_alignsOnTheLongestCommonSubsequence() {
            let diff = LineDiff(expected: ["x", "a", "b", "", "c"], actual: ["a", "y", "b", "c", ""])
            #expect(
                diff.lines == [
                    .removed("x"), .unchanged("a"), .added("y"), .unchanged("b"), .removed(""), .unchanged("c"),
                    .added(""),
                ]
            )
            #expect(diff.rendered(context: 1) == "- x\n  a\n+ y\n  b\n-\n  c\n+")
            #expect(
                diff.rendered(context: 0)
                    == "- x\n  (1 unchanged line)\n+ y\n  (1 unchanged line)\n-\n  (1 unchanged line)\n+")
        }

        @Test func lineDiff_ofHugeDifferingMiddles_listsThemUnaligned() {
            let expected = (0..<2_001).map { Substring("line \($0)") }
            let actual = ["new"] + expected.dropLast()
            let diff = LineDiff(expected: expected, actual: actual)
            #expect(diff.lines.count == 4_002)
            #expect(diff.lines.first == .removed("line 0"))
            #expect(diff.lines[2_001] == .added("new"))
            #expect(!diff.lines.contains { !$0.isChange })
        }
    }
}

extension Screen {
    /// A screen 320 points wide and 60 high showing `numbers`.
    convenience init(showing numbers: [Int]) {
        self.init()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        manager.memoryStorage.setItems(numbers)
    }
}

/// The picture of `Screen(showing: [1, 2])`.
let twoItemsPicture = """
    offset 0,0  size 320x60  content 320x50  (1 column = 4 pt, 1 row = 10 pt)
    +--------------------------------------------------------------------------------+
    |┌───────────┐                                                       ┌──────────┐|
    |│1          │                                                       │2         │|
    |│           │                                                       │          │|
    |│           │                                                       │          │|
    |└───────────┘                                                       └──────────┘|
    |                                                                                |
    +--------------------------------------------------------------------------------+
    ╔═╗ selected, ┏━┓ highlighted
    cell  [0, 0]  0,0 50x50    1
    cell  [0, 1]  270,0 50x50  2
    """
