import CollectionManager
import XCTest

@testable import CollectionManagerTesting

/// Failure messages that `swift test` prints whole: the lead first, an ASCII excerpt, a bounded size.
final class FailureMessageTests: XCTestCase {
    func testInconsistencyMessage_leadsWithTheKindOfView_butNotForACallFromAnotherThread() {
        XCTAssertEqual(
            inconsistencyMessage(description: "Invalid update", recoverySuggestion: "Fix it.", view: .tableView),
            "Table view inconsistency, UIKit would crash: Invalid update\n" + recoverySuggestionLabel + "Fix it.")
        let wrongThread = CollectionViewInconsistency.wrongThread(
            call: "-[UITableView reloadData]", thread: "Thread: worker, number 7")
        XCTAssertEqual(
            inconsistencyMessage(wrongThread, view: .tableView),
            "Main Thread Checker: UI API called on a background thread: -[UITableView reloadData]\n"
                + "Thread: worker, number 7\n" + recoverySuggestionLabel + wrongThread.recoverySuggestion)
    }

    func testBoxCharacters_becomeASCIILookalikes_oneForOne() {
        XCTAssertEqual(
            FailureMessage.asciiLookalike(of: "|┌─┐╔═╗┏━┓│║┃└─┘╚═╝┗━┛ Café…|"),
            "|+-+#=#***|#*+-+#=#*** Caf?~|")
        XCTAssertEqual(FailureMessage.asciiLookalike(of: "plain"), "plain")
    }

    func testExcerpt_keepsWholeLinesWithinTheBound_thenSaysHowManyAreLeftOut() {
        let lead = ["What happened.", "How to fix it: this."]
        let excerpt = (0..<200).map { "│line \($0)" + String(repeating: "─", count: 60) + "│" }
        let message = FailureMessage(lead: lead, excerptTitle: "Excerpt:", excerpt: excerpt) { "(\($0) more)" }
        let lines = message.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            Array(lines.prefix(4)), lead + ["Excerpt:", "|line 0" + String(repeating: "-", count: 60) + "|"])
        XCTAssertLessThanOrEqual(message.text.utf8.count, FailureMessage.maximumByteCount)
        XCTAssertGreaterThan(message.text.utf8.count, FailureMessage.maximumByteCount - 80)
        XCTAssertEqual(lines.last, "(\(200 - (lines.count - 4)) more)")
        XCTAssertTrue(message.text.utf8.allSatisfy { $0 < 0x80 })
    }

    func testExcerptThatFits_isWhole_withoutANote() {
        let message = FailureMessage(lead: ["Lead.", ""], excerptTitle: "Excerpt:", excerpt: ["a", "b"]) { "(\($0))" }
        XCTAssertEqual(message.text, "Lead.\nExcerpt:\na\nb")
    }

    func testLeadLongerThanTheBound_isCutAtACharacter() {
        let message = FailureMessage(lead: [String(repeating: "é", count: 2_000)])
        XCTAssertEqual(message.text, String(repeating: "é", count: 1_498) + "...")
        XCTAssertLessThanOrEqual(message.text.utf8.count, FailureMessage.maximumByteCount)
    }
}
