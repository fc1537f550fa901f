import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Finding and rewriting the expected picture of an `expectScreenPicture(of:matches:)` call in its source.
final class InlinePictureLiteralTests: XCTestCase {
    private let source = #"""
        final class FeedTests: XCTestCase {
            func testFeed() {
                expectScreenPicture(
                    of: screen.view,
                    matches: """
                        old 1
                          old 2
                        """
                )
                expectScreenPicture(of: screen.view, matches: "")
            }
        }
        """#

    private func rewrite(
        _ source: String, occurrence: Int = 1, expected: String, actual: String
    ) throws -> (source: String, addedLines: Int) {
        let (line, column) = position(ofCall: "expectScreenPicture", occurrence: occurrence, in: source)
        let result = try InlinePictureRewriter.rewritten(
            Array(source.utf8), line: line, column: column, expected: expected, actual: actual)
        return (String(decoding: result.source, as: UTF8.self), result.addedLines)
    }

    private func refusal(
        _ source: String, expected: String, actual: String = "new"
    ) -> String? {
        do {
            _ = try rewrite(source, expected: expected, actual: actual)
            return nil
        } catch {
            return (error as? InlinePictureRefusal)?.reason
        }
    }

    func testMultiLineLiteral_isRewrittenAtItsIndentation_andNothingElseChanges() throws {
        let result = try rewrite(source, expected: "old 1\n  old 2", actual: "new 1\n┌─┐ box\n\n  new 4")
        XCTAssertEqual(
            result.source,
            #"""
            final class FeedTests: XCTestCase {
                func testFeed() {
                    expectScreenPicture(
                        of: screen.view,
                        matches: """
                            new 1
                            ┌─┐ box

                              new 4
                            """
                    )
                    expectScreenPicture(of: screen.view, matches: "")
                }
            }
            """#
        )
        XCTAssertEqual(result.addedLines, 2)
    }

    func testEmptyLiteral_becomesAMultiLineLiteral_fourSpacesDeeperThanItsLine() throws {
        let result = try rewrite(source, occurrence: 2, expected: "", actual: "new 1\nnew 2")
        XCTAssertEqual(
            result.source,
            #"""
            final class FeedTests: XCTestCase {
                func testFeed() {
                    expectScreenPicture(
                        of: screen.view,
                        matches: """
                            old 1
                              old 2
                            """
                    )
                    expectScreenPicture(of: screen.view, matches: """
                        new 1
                        new 2
                        """)
                }
            }
            """#
        )
        XCTAssertEqual(result.addedLines, 3)
    }

    func testBackslashesAndTripleQuotes_areEscaped_andReadBackAsThePicture() throws {
        let actual = #"a\b"# + "\n" + #"say """hi""" "# + "\n" + #"\(x)"#
        let result = try rewrite(source, occurrence: 2, expected: "", actual: actual)
        let literal = [
            #"matches: """"#,
            #"            a\\b"#,
            #"            say \"\"\"hi\"\"\" "#,
            #"            \\(x)"#,
            #"            """)"#,
        ]
        XCTAssertTrue(result.source.contains(literal.joined(separator: "\n")), result.source)
        let again = try rewrite(result.source, occurrence: 2, expected: actual, actual: "plain")
        XCTAssertTrue(again.source.contains("matches: \"\"\"\n            plain\n            \"\"\")"), again.source)
    }

    func testEscapes_areRead() throws {
        let withEscapes = source.replacingOccurrences(of: "  old 2", with: #"\u{2500}\t\"\\\0"#)
        let result = try rewrite(withEscapes, expected: "old 1\n─\t\"\\\0", actual: "new")
        XCTAssertTrue(result.source.contains("matches: \"\"\"\n                new\n                \"\"\"\n"))
    }

    func testOneLineLiteral_isRewritten_whenItReadsTheExpectedPicture() throws {
        let oneLine = source.replacingOccurrences(of: #"matches: "")"#, with: #"matches: "a \"b\"")"#)
        let result = try rewrite(oneLine, occurrence: 2, expected: #"a "b""#, actual: "new")
        XCTAssertTrue(result.source.contains("matches: \"\"\"\n            new\n            \"\"\")"), result.source)
    }

    func testOtherArguments_stringsAndComments_areSkipped() throws {
        let tricky = #"""
            expectScreenPicture(
                of: view(named: "matches: \"\"\" (", tags: ["]"], note: """
                    matches: ""
                    """), // matches: ""
                /* matches: "" */ label: { "\($0.defaultLabel))" },
                matches:
                    """
                    old
                    """)
            """#
        let result = try rewrite(tricky, expected: "old", actual: "new")
        XCTAssertEqual(result.source, tricky.replacingOccurrences(of: "    old\n", with: "    new\n"))
    }

    func testRefusals_sayWhy() {
        XCTAssertEqual(
            refusal(source, expected: "something else"),
            "the literal after matches: is not the expected picture the test ran with (the file changed since the "
                + "test was built, or the picture is built from more than one literal)")
        XCTAssertEqual(
            refusal(source.replacingOccurrences(of: "    old 1", with: #"    old \(1)"#), expected: "old 1\n  old 2"),
            #"the expected picture has an interpolation, \(...)"#)
        XCTAssertEqual(
            refusal(
                source.replacingOccurrences(of: #"matches: """"#, with: #"matches: #""""#)
                    .replacingOccurrences(of: "        \"\"\"\n        )", with: "        \"\"\"#\n        )"),
                expected: "old 1\n  old 2"),
            ##"the expected picture is a raw string literal (#"..."#)"##)
        XCTAssertEqual(
            refusal(source.replacingOccurrences(of: #"matches: """"#, with: "matches: picture + \"\"\""), expected: ""),
            "the expected picture is not a string literal at the call")
        XCTAssertEqual(
            refusal(source.replacingOccurrences(of: "matches:", with: "equals:"), expected: ""),
            "the call has no matches: argument")
        XCTAssertEqual(
            refusal(source.replacingOccurrences(of: #"matches: """"#, with: #"matches: """ x"#), expected: ""),
            #"text follows the opening """ of the expected picture on its line"#)
        XCTAssertEqual(
            refusal(source.replacingOccurrences(of: "            old 1", with: "   old 1"), expected: ""),
            #"a line of the expected picture is indented less than its closing """"#)
        XCTAssertEqual(
            refusal(source.replacingOccurrences(of: "old 1", with: #"old 1\"#), expected: ""),
            #"the expected picture has a line continuation (a line ending in \)"#)
        let (line, column) = position(ofCall: "expectScreenPicture", in: source)
        for (changed, reason) in [
            (
                source.replacingOccurrences(
                    of: "        expectScreenPicture(\n", with: "        _ = expectScreenPicture(\n"),
                "there is no call at the line and column the test was built with (the file changed since)"
            ),
            (
                "\n" + source.replacingOccurrences(of: "    func testFeed() {", with: "    func f() {"),
                "the file has no line \(line), column \(column) (it changed since the test was built)"
            ),
        ] {
            XCTAssertThrowsError(
                try InlinePictureRewriter.rewritten(
                    Array(changed.utf8), line: line, column: column, expected: "old 1\n  old 2", actual: "new")
            ) { error in
                XCTAssertEqual((error as? InlinePictureRefusal)?.reason, reason)
            }
        }
    }

    func testRewrite_findsLaterCallsByTheirCompiledLine_afterEarlierRewritesAddedLines() throws {
        try PictureSandbox.with { sandbox in
            sandbox.write(source, to: sandbox.sourceFile)
            let first = position(ofCall: "expectScreenPicture", occurrence: 1, in: source)
            let second = position(ofCall: "expectScreenPicture", occurrence: 2, in: source)
            try InlinePictureRewriter.rewrite(
                sourceFile: sandbox.sourceFile, line: first.line, column: first.column, expected: "old 1\n  old 2",
                actual: "a\nb\nc\nd")
            try InlinePictureRewriter.rewrite(
                sourceFile: sandbox.sourceFile, line: second.line, column: second.column, expected: "", actual: "e")
            let text = contents(of: sandbox.sourceFile) ?? ""
            XCTAssertTrue(
                text.contains("matches: \"\"\"\n                a\n                b\n                c\n"), text)
            XCTAssertTrue(text.contains("matches: \"\"\"\n            e\n            \"\"\")"), text)
        }
    }

    func testUnchangedLiteral_leavesTheFileAsItWas() throws {
        try PictureSandbox.with { sandbox in
            sandbox.write(source, to: sandbox.sourceFile)
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: sandbox.sourceFile)
            let (line, column) = position(ofCall: "expectScreenPicture", in: source)
            try InlinePictureRewriter.rewrite(
                sourceFile: sandbox.sourceFile, line: line, column: column, expected: "old 1\n  old 2",
                actual: "old 1\n  old 2")
            let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.sourceFile)
            XCTAssertEqual(attributes[.modificationDate] as? Date, past)
            XCTAssertEqual(contents(of: sandbox.sourceFile), source)
        }
    }

    func testConcurrentRewrites_ofOneFile_allLand() throws {
        let calls = (0..<12).map { _ in "        expectScreenPicture(of: view, matches: \"\")\n" }.joined()
        let file = "func testAll() {\n" + calls + "}\n"
        PictureSandbox.with { sandbox in
            sandbox.write(file, to: sandbox.sourceFile)
            let errors = LockedList<String>()
            DispatchQueue.concurrentPerform(iterations: 12) { index in
                do {
                    try InlinePictureRewriter.rewrite(
                        sourceFile: sandbox.sourceFile, line: index + 2, column: 28, expected: "",
                        actual: "picture \(index)\nline 2")
                } catch {
                    errors.append("\(index): \(error)")
                }
            }
            XCTAssertEqual(errors.values, [])
            let expected = (0..<12).map {
                "        expectScreenPicture(of: view, matches: \"\"\"\n            picture \($0)\n            line 2\n"
                    + "            \"\"\")\n"
            }.joined()
            XCTAssertEqual(contents(of: sandbox.sourceFile), "func testAll() {\n" + expected + "}\n")
        }
    }
}
