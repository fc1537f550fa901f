/// A failure message that `swift test` prints whole: what happened and how to fix it first, then an excerpt that is
/// plain ASCII, the whole message at most ``maximumByteCount`` bytes.
///
/// `swift test` does not print a test's output as the test writes it: it reads the test process's output at most
/// 4,096 bytes at a time and decodes each piece as UTF-8 on its own, dropping a piece that is not valid UTF-8 alone —
/// one that starts or ends inside a multi-byte character. A screen picture is mostly three-byte box-drawing
/// characters, so a long one is almost always cut where a piece ends; and when several Swift Testing tests fail at
/// once, the pieces no longer start where a message starts, so even a short picture can lose a piece. ASCII text is
/// never split inside a character, so an excerpt in ASCII arrives whatever the pieces are.
struct FailureMessage: Equatable {
    /// The most UTF-8 bytes a message has.
    ///
    /// The test frameworks write a message after a prefix of their own — XCTest the file's full path and the test's
    /// name, Swift Testing the test's name, the location and two spaces before every further line — which a long path
    /// or name can take to several hundred bytes. 3,000 bytes leave 1,096 of the 4,096 that `swift test` reads at once
    /// for that prefix, so that when the output is read as it is written, a message and its prefix are one piece,
    /// non-ASCII names and paths included.
    static let maximumByteCount = 3_000

    /// The message, at most ``maximumByteCount`` bytes.
    let text: String

    /// A message of `lead` (what happened, how to fix it, where the whole picture is), then `excerptTitle` and as many
    /// lines of `excerpt` as fit, in ASCII (see ``asciiLookalike(of:)``), and a last line saying how many lines were
    /// left out and where they are.
    ///
    /// - Parameters:
    ///   - lead: The first lines, kept whole unless they alone exceed the bound.
    ///   - excerptTitle: The line before the excerpt; left out with the excerpt when no excerpt line fits.
    ///   - excerpt: The lines to show, in order.
    ///   - omitted: The last line when lines are left out, given their number.
    init(lead: [String], excerptTitle: String? = nil, excerpt: [String] = [], omitted: (Int) -> String = { _ in "" }) {
        var text = Self.cut(lead.filter { !$0.isEmpty }.joined(separator: "\n"), toBytes: Self.maximumByteCount)
        guard !excerpt.isEmpty, let excerptTitle else {
            self.text = text
            return
        }
        var bytes = text.utf8.count + 1 + excerptTitle.utf8.count
        var shown: [String] = []
        for (index, line) in excerpt.enumerated() {
            let ascii = Self.asciiLookalike(of: line)
            let remaining = excerpt.count - index - 1
            let note = remaining == 0 ? 0 : 1 + omitted(remaining).utf8.count
            guard bytes + 1 + ascii.utf8.count + note <= Self.maximumByteCount else { break }
            shown.append(ascii)
            bytes += 1 + ascii.utf8.count
        }
        let left = excerpt.count - shown.count
        let note = left > 0 ? omitted(left) : nil
        if shown.isEmpty {
            if let note, text.utf8.count + 1 + note.utf8.count <= Self.maximumByteCount { text += "\n" + note }
        } else {
            text += "\n" + excerptTitle + "\n" + shown.joined(separator: "\n")
            if let note { text += "\n" + note }
        }
        self.text = text
    }

    /// `text` cut to at most `limit` UTF-8 bytes at a character boundary, ending in `...` when cut.
    static func cut(_ text: String, toBytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var kept = ""
        var bytes = 0
        for character in text {
            let size = character.utf8.count
            guard bytes + size + 3 <= limit else { break }
            kept.append(character)
            bytes += size
        }
        return kept + "..."
    }

    /// `line` with every character outside ASCII replaced by one ASCII character, so that columns stay aligned: the
    /// screen picture's boxes become `+-|` (a cell), `#=#` (a selected one) and `***` (a highlighted one), `…`
    /// becomes `~`, and any other character `?`.
    static func asciiLookalike(of line: String) -> String {
        guard !line.utf8.contains(where: { $0 >= 0x80 }) else {
            return String(String.UnicodeScalarView(line.unicodeScalars.map(asciiLookalike(of:))))
        }
        return line
    }

    private static func asciiLookalike(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard !scalar.isASCII else { return scalar }
        switch scalar {
        case "┌", "┐", "└", "┘": return "+"
        case "─": return "-"
        case "│": return "|"
        case "╔", "╗", "╚", "╝", "║": return "#"
        case "═": return "="
        case "┏", "┓", "┗", "┛", "━", "┃": return "*"
        case "…": return "~"
        default: return "?"
        }
    }
}
