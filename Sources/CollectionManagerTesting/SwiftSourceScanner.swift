/// Just enough of Swift's lexical structure to find a call's labelled argument and read a string literal: brackets,
/// comments, identifiers and string literals (plain, multi-line and raw, with interpolations), over UTF-8 bytes.
struct SwiftSourceScanner {
    let bytes: [UInt8]

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")
    private static let hash = UInt8(ascii: "#")

    /// The offset of the first byte of the argument labelled `label` of the call whose opening parenthesis is at
    /// `open`.
    func argument(labelled label: String, ofCallAt open: Int) throws(InlinePictureRefusal) -> Int {
        guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else {
            throw InlinePictureRefusal(
                reason: "there is no call at the line and column the test was built with (the file changed since)")
        }
        let labelBytes = Array(label.utf8)
        var depth = 0
        var previous: UInt8 = 0
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                previous = byte
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                guard depth > 0 else { throw InlinePictureRefusal(reason: "the call has no \(label): argument") }
                previous = byte
                index += 1
            case Self.quote, Self.hash:
                index = try skipLiteral(at: index)
                previous = Self.quote
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index = skipLineComment(at: index)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = skipBlockComment(at: index)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), Self.newline, UInt8(ascii: "\r"):
                index += 1
            default:
                guard Self.isIdentifierByte(byte) else {
                    previous = byte
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count && Self.isIdentifierByte(bytes[end]) { end += 1 }
                if depth == 1, previous == UInt8(ascii: "(") || previous == UInt8(ascii: ","),
                    bytes[index..<end].elementsEqual(labelBytes)
                {
                    let colon = skipTrivia(from: end)
                    if colon < bytes.count, bytes[colon] == UInt8(ascii: ":") {
                        return skipTrivia(from: colon + 1)
                    }
                }
                previous = bytes[end - 1]
                index = end
            }
        }
        throw InlinePictureRefusal(reason: "the call has no \(label): argument")
    }

    /// The plain string literal at `start`: `""`, a one-line literal, or a `"""` literal.
    func literal(at start: Int) throws(InlinePictureRefusal) -> InlinePictureLiteral {
        guard start < bytes.count, bytes[start] == Self.quote else {
            if start < bytes.count, bytes[start] == Self.hash {
                throw InlinePictureRefusal(reason: "the expected picture is a raw string literal (#\"...\"#)")
            }
            throw InlinePictureRefusal(reason: "the expected picture is not a string literal at the call")
        }
        if hasTripleQuote(at: start) { return try multiLineLiteral(at: start) }
        var index = start + 1
        var content: [UInt8] = []
        while index < bytes.count, bytes[index] != Self.quote {
            guard bytes[index] != Self.newline else {
                throw InlinePictureRefusal(reason: "the string literal after matches: is not closed on its line")
            }
            if bytes[index] == Self.backslash, index + 1 < bytes.count {
                content += bytes[index...(index + 1)]
                index += 2
            } else {
                content.append(bytes[index])
                index += 1
            }
        }
        guard index < bytes.count else {
            throw InlinePictureRefusal(reason: "the string literal after matches: is not closed")
        }
        let lineStart = (bytes[..<start].lastIndex(of: Self.newline) ?? -1) + 1
        let lineIndentation = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return InlinePictureLiteral(
            range: start..<(index + 1), value: try Self.unescaped(content),
            indentation: Array(lineIndentation) + Array("    ".utf8))
    }

    private func multiLineLiteral(at start: Int) throws(InlinePictureRefusal) -> InlinePictureLiteral {
        var index = start + 3
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index < bytes.count, bytes[index] == Self.newline else {
            throw InlinePictureRefusal(reason: "text follows the opening \"\"\" of the expected picture on its line")
        }
        let contentStart = index + 1
        index = contentStart
        while index < bytes.count, !hasTripleQuote(at: index) {
            switch bytes[index] {
            case Self.backslash:
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                    throw InlinePictureRefusal(reason: "the expected picture has an interpolation, \\(...)")
                }
                index += 2
            case UInt8(ascii: "\r"):
                throw InlinePictureRefusal(reason: "the file's lines end with carriage returns")
            default:
                index += 1
            }
        }
        guard index < bytes.count else {
            throw InlinePictureRefusal(reason: "the expected picture's \"\"\" literal is not closed")
        }
        let closingLine = (bytes[contentStart..<index].lastIndex(of: Self.newline) ?? (contentStart - 1)) + 1
        let indentation = Array(bytes[closingLine..<index])
        guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            throw InlinePictureRefusal(reason: "the closing \"\"\" of the expected picture does not start its line")
        }
        let content = closingLine > contentStart ? bytes[contentStart..<(closingLine - 1)] : []
        var lines: [String] = []
        for line in content.split(separator: Self.newline, omittingEmptySubsequences: false) {
            if line.starts(with: indentation) {
                lines.append(try Self.unescaped(Array(line.dropFirst(indentation.count))))
            } else if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                lines.append("")
            } else {
                throw InlinePictureRefusal(
                    reason: "a line of the expected picture is indented less than its closing \"\"\"")
            }
        }
        return InlinePictureLiteral(
            range: start..<(index + 3), value: lines.joined(separator: "\n"), indentation: indentation)
    }

    /// The text of a literal's line from its source bytes: `\\`, `\"`, `\'`, `\t`, `\n`, `\r`, `\0` and `\u{…}`
    /// escapes read; a line continuation or any other escape refused.
    static func unescaped(_ source: [UInt8]) throws(InlinePictureRefusal) -> String {
        let text = String(decoding: source, as: UTF8.self)
        guard text.utf8.elementsEqual(source) else {
            throw InlinePictureRefusal(reason: "the expected picture is not valid UTF-8")
        }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "\"": result += "\""
            case "'": result += "'"
            case "t": result += "\t"
            case "n": result += "\n"
            case "r": result += "\r"
            case "0": result += "\0"
            case "u":
                guard scalars.next() == "{" else { throw InlinePictureRefusal(reason: "a \\u escape has no {") }
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                    throw InlinePictureRefusal(reason: "a \\u{\(hex)} escape is not a character")
                }
                result.unicodeScalars.append(decoded)
            case "(":
                throw InlinePictureRefusal(reason: "the expected picture has an interpolation, \\(...)")
            case nil:
                throw InlinePictureRefusal(reason: "the expected picture has a line continuation (a line ending in \\)")
            case let other?:
                throw InlinePictureRefusal(reason: "the expected picture has an escape Swift does not read, \\\(other)")
            }
        }
        return result
    }

    /// The offset after the literal (or `#` directive) at `start`.
    private func skipLiteral(at start: Int) throws(InlinePictureRefusal) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == Self.hash { index += 1 }
        let hashes = index - start
        guard index < bytes.count, bytes[index] == Self.quote else { return max(index, start + 1) }
        let isMultiLine = hasTripleQuote(at: index)
        index += isMultiLine ? 3 : 1
        while index < bytes.count {
            // An escape is a backslash, then as many `#` as the literal has; an interpolation is one followed by `(`.
            let escaped = index + 1 + hashes
            if bytes[index] == Self.backslash, escaped < bytes.count,
                bytes[(index + 1)..<escaped].allSatisfy({ $0 == Self.hash })
            {
                index = bytes[escaped] == UInt8(ascii: "(") ? try skipParentheses(at: escaped) : escaped + 1
                continue
            }
            let closes = isMultiLine ? hasTripleQuote(at: index) : bytes[index] == Self.quote
            let end = index + (isMultiLine ? 3 : 1)
            if closes, end + hashes <= bytes.count, bytes[end..<(end + hashes)].allSatisfy({ $0 == Self.hash }) {
                return end + hashes
            }
            index += 1
        }
        throw InlinePictureRefusal(reason: "a string literal in the call is not closed")
    }

    /// The offset after the parenthesised group opening at `open`.
    private func skipParentheses(at open: Int) throws(InlinePictureRefusal) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case Self.quote, Self.hash:
                index = try skipLiteral(at: index)
            default:
                index += 1
            }
        }
        throw InlinePictureRefusal(reason: "an interpolation in the call is not closed")
    }

    private func skipLineComment(at start: Int) -> Int {
        bytes[start...].firstIndex(of: Self.newline) ?? bytes.count
    }

    private func skipBlockComment(at start: Int) -> Int {
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// The offset of the first byte from `start` on that is not whitespace or a comment.
    private func skipTrivia(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), Self.newline, UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index = skipLineComment(at: index)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = skipBlockComment(at: index)
            default:
                return index
            }
        }
        return index
    }

    private func hasTripleQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == Self.quote && bytes[index + 1] == Self.quote
            && bytes[index + 2] == Self.quote
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
