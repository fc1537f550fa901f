import Foundation

/// Why the expected picture of an `expectScreenPicture(of:matches:)` call cannot be rewritten in its source file.
struct InlinePictureRefusal: Error, Equatable {
    /// What stands in the way, as the end of a sentence ("the expected picture is not a string literal at the call").
    var reason: String
}

/// The expected picture of an `expectScreenPicture(of:matches:)` call, as it is written in the test's source: the
/// string literal after `matches:`, found from the call's line and column, and rewritten in place.
///
/// Only a literal whose value is exactly the expected picture the test ran with is rewritten: a plain `""` or
/// `"..."` literal, or a `"""` literal whose closing delimiter starts its line, without interpolation, raw delimiters
/// or line continuations. The new literal is a `"""` literal indented as the old one was (a one-line literal's
/// content goes four spaces deeper than its line), and is read back before it is written: it must read as the new
/// picture. Everything else in the file is kept byte for byte.
struct InlinePictureLiteral {
    /// The range of the literal's bytes in the source, delimiters included.
    let range: Range<Int>
    /// The literal's value.
    let value: String
    /// The whitespace before each line of a `"""` literal written in its place.
    let indentation: [UInt8]

    /// Finds the literal after `matches:` in the call whose opening parenthesis is at `callOffset` in `source`.
    init(in source: [UInt8], callAt callOffset: Int) throws(InlinePictureRefusal) {
        let scanner = SwiftSourceScanner(bytes: source)
        let start = try scanner.argument(labelled: "matches", ofCallAt: callOffset)
        self = try scanner.literal(at: start)
    }

    init(range: Range<Int>, value: String, indentation: [UInt8]) {
        self.range = range
        self.value = value
        self.indentation = indentation
    }

    /// The bytes of a `"""` literal reading `text`, its lines and closing delimiter after ``indentation``.
    func replacement(reading text: String) -> [UInt8] {
        var result = Array("\"\"\"\n".utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.isEmpty {
                result += indentation
                result += Array(Self.escaped(line).utf8)
            }
            result.append(UInt8(ascii: "\n"))
        }
        return result + indentation + Array("\"\"\"".utf8)
    }

    /// `line` as the content of a line of a `"""` literal: backslashes doubled, and every quote escaped where the line
    /// has three in a row.
    private static func escaped(_ line: Substring) -> String {
        let backslashes = line.replacingOccurrences(of: "\\", with: "\\\\")
        return backslashes.contains("\"\"\"") ? backslashes.replacingOccurrences(of: "\"", with: "\\\"") : backslashes
    }
}

/// Rewrites the expected pictures of `expectScreenPicture(of:matches:)` calls in test source files, one at a time in
/// the process, keeping track of the lines each rewrite adds so that later calls in the same file are still found by
/// the line they were compiled at.
enum InlinePictureRewriter {
    private static let edits = SourceEdits()

    /// Replaces the literal after `matches:` in the call at `line` and `column` of `sourceFile` (as the test was
    /// compiled) with a `"""` literal reading `actual`.
    ///
    /// - Parameter expected: The expected picture the test ran with; the literal found must read exactly this.
    /// - Throws: ``InlinePictureRefusal`` when the file cannot be read or written, the call or its literal is not
    ///   found, or the literal does not read `expected` (the file changed since the test was built, or the picture
    ///   is not a literal written there).
    static func rewrite(
        sourceFile: String, line: Int, column: Int, expected: String, actual: String
    ) throws(InlinePictureRefusal) {
        try edits.withLock { shifts throws(InlinePictureRefusal) in
            let currentLine = line + (shifts[sourceFile] ?? []).filter { $0.line < line }.reduce(0) { $0 + $1.delta }
            let url = URL(fileURLWithPath: sourceFile)
            let source: [UInt8]
            do {
                source = Array(try Data(contentsOf: url))
            } catch {
                throw InlinePictureRefusal(reason: "\(sourceFile) cannot be read (\(error.localizedDescription))")
            }
            let (rewritten, delta) = try rewritten(
                source, line: currentLine, column: column, expected: expected, actual: actual)
            // An unchanged literal is left alone, so that the file's date does not trigger a rebuild.
            guard rewritten != source else { return }
            do {
                try Data(rewritten).write(to: url, options: .atomic)
            } catch {
                throw InlinePictureRefusal(reason: "\(sourceFile) cannot be written (\(error.localizedDescription))")
            }
            shifts[sourceFile, default: []].append((line, delta))
        }
    }

    /// `source` with the literal of the call at `line` and `column` replaced by one reading `actual`, and the number
    /// of lines that adds.
    static func rewritten(
        _ source: [UInt8], line: Int, column: Int, expected: String, actual: String
    ) throws(InlinePictureRefusal) -> (source: [UInt8], addedLines: Int) {
        guard let offset = offset(ofLine: line, column: column, in: source) else {
            throw InlinePictureRefusal(
                reason: "the file has no line \(line), column \(column) (it changed since the test was built)")
        }
        let literal = try InlinePictureLiteral(in: source, callAt: offset)
        guard literal.value == expected else {
            throw InlinePictureRefusal(
                reason: "the literal after matches: is not the expected picture the test ran with (the file changed "
                    + "since the test was built, or the picture is built from more than one literal)")
        }
        let replacement = literal.replacement(reading: actual)
        let result =
            Array(source[..<literal.range.lowerBound]) + replacement + Array(source[literal.range.upperBound...])
        let check = try? InlinePictureLiteral(in: result, callAt: offset)
        guard check?.value == actual else {
            throw InlinePictureRefusal(
                reason: "the new picture cannot be written as a string literal that reads back the same")
        }
        let newLines = { (bytes: ArraySlice<UInt8>) in bytes.filter { $0 == UInt8(ascii: "\n") }.count }
        return (result, newLines(replacement[...]) - newLines(source[literal.range]))
    }

    /// The offset of the byte at 1-based `line` and `column` (counted in bytes, as `#column` is), if the line is that
    /// long.
    static func offset(ofLine line: Int, column: Int, in source: [UInt8]) -> Int? {
        guard line >= 1, column >= 1 else { return nil }
        var start = 0
        var current = 1
        while current < line {
            guard let newline = source[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
        return start + column - 1 < end ? start + column - 1 : nil
    }
}

/// The lines each rewrite added to each source file, behind a lock that also keeps rewrites one at a time.
private final class SourceEdits: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `shifts` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var shifts: [String: [(line: Int, delta: Int)]] = [:]

    func withLock<Result>(
        _ body: (inout [String: [(line: Int, delta: Int)]]) throws(InlinePictureRefusal) -> Result
    ) throws(InlinePictureRefusal) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&shifts)
    }
}
