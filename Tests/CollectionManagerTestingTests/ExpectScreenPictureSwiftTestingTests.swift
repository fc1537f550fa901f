import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

// NB: nested in the serialized suite of the other tests that set the reporter's process-wide observer, so that the
// two never run at the same time: Swift Testing runs separate suites in parallel.
extension FailOnProblemsSwiftTestingTests {
    /// `expectScreenPicture(of:matches:)` under Swift Testing, and the line diff its failures show.
    @Suite struct ExpectScreenPictureSwiftTestingTests {
        @Test func matchingPicture_recordsNothing() {
            let screen = Screen(showing: [1, 2])
            let reports = observingReports {
                expectScreenPicture(of: screen.view, matches: twoItemsPicture)
            }
            #expect(reports == [])
        }

        @Test func differentPicture_recordsOneIssue_withTheDiffAndTheActualPicture_atTheCall() {
            let screen = Screen(showing: [1, 2])
            let expected = twoItemsPicture.replacingOccurrences(of: "│2 ", with: "│3 ")
                .replacingOccurrences(of: "50x50  2", with: "50x50  3")
            let line = #line + 2
            let reports = observingReports {
                expectScreenPicture(of: screen.view, matches: expected)
            }
            #expect(
                reports.map(\.message) == [
                    """
                    The screen picture differs from the expected one (- expected, + actual):
                      (1 unchanged line)
                      +--------------------------------------------------------------------------------+
                      |┌───────────┐                                                       ┌──────────┐|
                    - |│1          │                                                       │3         │|
                    + |│1          │                                                       │2         │|
                      |│           │                                                       │          │|
                      |│           │                                                       │          │|
                      (3 unchanged lines)
                      ╔═╗ selected, ┏━┓ highlighted
                      cell  [0, 0]  0,0 50x50    1
                    - cell  [0, 1]  270,0 50x50  3
                    + cell  [0, 1]  270,0 50x50  2
                    Actual picture:
                    \"\"\"
                    \(twoItemsPicture)
                    \"\"\"
                    """
                ]
            )
            #expect(reports.map(\.framework) == [.swiftTesting])
            #expect(reports.map(\.location.line) == [line])
            #expect(
                reports.map(\.location.fileID)
                    == ["CollectionManagerTestingTests/ExpectScreenPictureSwiftTestingTests.swift"]
            )
        }

        @Test func emptyExpectation_showsThePictureToPaste() {
            let screen = Screen(showing: [1, 2])
            let reports = observingReports {
                expectScreenPicture(of: screen.view, matches: "")
            }
            #expect(
                reports.map(\.message) == [
                    "No expected screen picture; the view shows this one:\n\"\"\"\n\(twoItemsPicture)\n\"\"\""
                ]
            )
        }

        @Test func mismatch_isRecordedAsAnIssue() {
            let screen = Screen(showing: [1])
            withKnownIssue {
                expectScreenPicture(of: screen.view, matches: twoItemsPicture)
            } matching: { issue in
                issue.comments.map(\.rawValue).first?.hasPrefix(
                    "The screen picture differs from the expected one (- expected, + actual):\n") == true
            }
        }

        @Test func labelClosure_labelsTheElements() {
            let screen = Screen(showing: [1, 2])
            let reports = observingReports {
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
            #expect(reports == [])
        }

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
