import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// `expectScreenPicture` under XCTest.
///
/// Every test sets the picture environment, so that nothing is written into the repository and a recording mode set
/// for the run cannot rewrite this file.
final class ExpectScreenPictureXCTestTests: XCTestCase {
    /// The output file `line-<line>.<suffix>` this file's inline pictures leave in `sandbox`.
    private func output(_ sandbox: PictureSandbox, line: Int, _ suffix: String) -> String {
        sandbox.outputFolder + "/CollectionManagerTestingTests/ExpectScreenPictureXCTestTests/line-\(line).\(suffix)"
    }

    // swift-corelibs-xctest routes every `XCTFail` through `recordFailure`, so overriding it observes the failures as
    // XCTest receives them; with Apple's XCTest the reporter's seam covers the XCTest path.
    #if !canImport(ObjectiveC)
    private var capturedFailures: [(description: String, line: Int)]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturedFailures != nil {
            capturedFailures?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capturingFailures(_ body: () -> Void) -> [(description: String, line: Int)] {
        capturedFailures = []
        body()
        defer { capturedFailures = nil }
        return capturedFailures ?? []
    }

    @MainActor func testMissingPictureFile_isRecorded_andFailsThroughXCTFail_atTheCall() async {
        let screen = Screen(showing: [1, 2])
        PictureSandbox.with { sandbox in
            let line = #line + 2
            let failures = capturingFailures {
                with(sandbox.environment()) { expectScreenPicture(of: screen.view, named: "feed") }
            }
            let path = sandbox.root.appendingPathComponent(
                "Tests/FeedTests/__Pictures__/ExpectScreenPictureXCTestTests/feed.txt"
            ).path
            XCTAssertEqual(
                failures.map { $0.description.split(separator: "\n").first.map(String.init) },
                ["failed - Recorded the screen picture \"feed\" in \(path); there was none."]
            )
            XCTAssertEqual(failures.map(\.line), [line])
            XCTAssertEqual(contents(of: path), twoItemsPicture + "\n")
        }
    }

    @MainActor func testMatchingPicture_failsNothing() async {
        let screen = Screen(showing: [1, 2])
        PictureSandbox.with { sandbox in
            let failures = capturingFailures {
                with(sandbox.environment()) { expectScreenPicture(of: screen.view, matches: twoItemsPicture) }
            }
            XCTAssertEqual(failures.map(\.description), [])
        }
    }
    #endif

    @MainActor func testMismatch_isReportedToXCTest_leadingWithTheFix() async {
        let screen = Screen(showing: [1])
        PictureSandbox.with { sandbox in
            let line = #line + 2
            let reports = observingReports {
                with(sandbox.environment()) { expectScreenPicture(of: screen.view, matches: twoItemsPicture) }
            }
            XCTAssertEqual(reports.map(\.framework), [.xcTest])
            XCTAssertEqual(reports.map(\.location.line), [line])
            let message = reports.first?.message ?? ""
            XCTAssertTrue(
                message.hasPrefix(
                    """
                    The screen picture differs from the expected one (7 lines removed, 6 added).
                    How to fix it: if the screen is right, run the test again with COLLECTION_MANAGER_RECORD=failed \
                    to rewrite the expected picture in the source; otherwise fix the screen.
                    Actual picture: \(output(sandbox, line: line, "actual.txt"))
                    Whole diff: \(output(sandbox, line: line, "diff.txt"))
                    Diff (- expected, + actual; drawn in ASCII here, exact in the files):
                    """
                ),
                message
            )
            XCTAssertEqual(contents(of: output(sandbox, line: line, "actual.txt")), screen.view.screenPicture() + "\n")
        }
    }

    @MainActor func testHugeMismatch_staysWithinTheBound_inASCII_andTheFileHoldsTheWholePicture() async {
        let screen = Screen(height: 5_000, count: 400)
        let actual = screen.view.screenPicture()
        PictureSandbox.with { sandbox in
            let line = #line + 4
            var reports: [FailureReport] = []
            let attachments = observingAttachments {
                reports = observingReports {
                    with(sandbox.environment()) { expectScreenPicture(of: screen.view, matches: "x\n" + actual) }
                }
            }
            XCTAssertEqual(reports.map(\.framework), [.xcTest])
            let message = reports.first?.message ?? ""
            XCTAssertLessThanOrEqual(message.utf8.count, FailureMessage.maximumByteCount)
            XCTAssertTrue(isASCII(message), message)
            XCTAssertTrue(
                message.hasPrefix("The screen picture differs from the expected one (1 line removed, 0 added)."))
            XCTAssertEqual(contents(of: output(sandbox, line: line, "actual.txt")), actual + "\n")
            XCTAssertEqual(
                contents(of: output(sandbox, line: line, "diff.txt")),
                "- x\n  " + actual.split(separator: "\n").prefix(2).joined(separator: "\n  ")
                    + "\n  (\(actual.split(separator: "\n").count - 2) unchanged lines)\n")
            // XCTest has no attachments on Linux; the files are where the whole picture is.
            XCTAssertEqual(attachments, [])
        }
    }

    @MainActor func testMissingPictureFile_onCI_failsWithoutRecording() async {
        let screen = Screen(showing: [1, 2])
        PictureSandbox.with { sandbox in
            let reports = observingReports {
                with(sandbox.environment(["CI": "true"])) { expectScreenPicture(of: screen.view, named: "feed") }
            }
            let path = sandbox.root.appendingPathComponent(
                "Tests/FeedTests/__Pictures__/ExpectScreenPictureXCTestTests/feed.txt"
            ).path
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
            XCTAssertEqual(
                reports.map { $0.message.split(separator: "\n").prefix(3).joined(separator: "\n") },
                [
                    """
                    There is no screen picture "feed" at \(path), and it is not recorded because CI is set.
                    How to fix it: run the test where CI is not set to record the picture, check it and commit the file.
                    Actual picture: \(sandbox.outputFolder)/CollectionManagerTestingTests/ExpectScreenPictureXCTestTests/\
                    feed.actual.txt
                    """
                ]
            )
        }
    }
}
