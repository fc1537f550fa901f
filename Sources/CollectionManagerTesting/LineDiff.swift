/// A line-by-line diff of two texts: the longest common subsequence of their lines, after their common first and last
/// lines.
struct LineDiff {
    enum Line: Equatable {
        case unchanged(Substring)
        case removed(Substring)
        case added(Substring)
    }

    /// The lines of both texts in order, each unchanged, removed from the expected text or added in the actual one.
    private(set) var lines: [Line] = []

    /// Above this many pairs of middle lines, the middles are reported as removed then added, unaligned, so that a
    /// huge picture cannot make the table of the longest common subsequence exhaust memory.
    static let maximumAlignedPairs = 4_000_000

    /// - Complexity: O(*n* + *m* + *a*·*b*) for *n* expected and *m* actual lines whose differing middle parts have
    ///   *a* and *b* lines.
    init(expected: [Substring], actual: [Substring]) {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        let old = expected[prefix..<(expected.count - suffix)]
        let new = actual[prefix..<(actual.count - suffix)]

        lines.reserveCapacity(expected.count + new.count)
        lines += expected[..<prefix].map(Line.unchanged)
        if old.count * new.count > Self.maximumAlignedPairs {
            lines += old.map(Line.removed)
            lines += new.map(Line.added)
        } else {
            lines += Self.aligned(Array(old), Array(new))
        }
        lines += expected[(expected.count - suffix)...].map(Line.unchanged)
    }

    /// The diff of two line lists by their longest common subsequence; a removal comes before an addition.
    private static func aligned(_ old: [Substring], _ new: [Substring]) -> [Line] {
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        let width = new.count + 1
        var common = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * width + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.unchanged(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[(i + 1) * width + j] >= common[i * width + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }

    /// The diff as text: `- ` before a removed line, `+ ` before an added one, two spaces before an unchanged line
    /// within `context` lines of a change (an empty line keeps only its `-` or `+`); longer runs of unchanged lines are
    /// summed up as `  (N unchanged lines)`.
    func rendered(context: Int) -> String {
        var nearChange = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() where line.isChange {
            for near in max(0, index - context)...min(lines.count - 1, index + context) {
                nearChange[near] = true
            }
        }
        var output: [String] = []
        var skipped = 0
        func flushSkipped() {
            guard skipped > 0 else { return }
            output.append("  (\(skipped) unchanged \(skipped == 1 ? "line" : "lines"))")
            skipped = 0
        }
        func append(_ marker: String, _ text: Substring) {
            flushSkipped()
            output.append(text.isEmpty ? (marker == " " ? "" : marker) : marker + " " + text)
        }
        for (index, line) in lines.enumerated() {
            switch line {
            case .unchanged(let text):
                if nearChange[index] {
                    append(" ", text)
                } else {
                    skipped += 1
                }
            case .removed(let text): append("-", text)
            case .added(let text): append("+", text)
            }
        }
        flushSkipped()
        return output.joined(separator: "\n")
    }
}

extension LineDiff.Line {
    var isChange: Bool {
        if case .unchanged = self { return false }
        return true
    }
}

extension LineDiff {
    /// How many lines the diff removes and adds, as `2 lines removed, 1 added`.
    var summary: String {
        let removed = lines.filter { if case .removed = $0 { true } else { false } }.count
        let added = lines.filter { if case .added = $0 { true } else { false } }.count
        return "\(removed) \(removed == 1 ? "line" : "lines") removed, \(added) added"
    }
}
