import CollectionManager
import Foundation

/// Peak memory of one diff of 1,000,000 unique Ints, for the previous algorithm and the library's, per shape.
///
/// How: every case runs in a child process of this benchmark (`memory-case <old|new> <shape>`), which builds its two
/// lists, reads its peak resident set size (`getrusage(RUSAGE_SELF).ru_maxrss`), diffs once, and reads it again. The
/// growth is the memory the diff needed on top of its inputs: its index maps, hash tables, LIS buffers and result.
/// A fresh process per case keeps one case's freed memory from hiding the next one's peak. The input lists take 16
/// bytes per element; the target is at most 100 bytes per element on top of them, and no more than the old algorithm.
enum MemoryBenchmark {
    static let count = 1_000_000
    static let shapes = ["blocks", "full reverse", "no change", "all new"]

    static func lists(_ shape: String) -> (old: [Int], new: [Int]) {
        let old = Array(0..<count)
        var generator = DiffBenchmark.Generator(state: DiffBenchmark.seed)
        switch shape {
        case "blocks": return (old, DiffBenchmark.blocks(old, using: &generator))
        case "full reverse": return (old, old.reversed())
        case "no change": return (old, old)
        default: return (old, Array(count..<(2 * count)))
        }
    }

    /// The process's peak resident set size, in kilobytes: `VmHWM` from `/proc/self/status` where it exists, else
    /// `ru_maxrss`.
    ///
    /// NB: Linux carries `ru_maxrss` over `execve`, so a child started after the parent's own peak would report the
    /// parent's peak and no growth at all; `VmHWM` belongs to the child's own address space.
    static func peakKilobytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(
                line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).dropLast(3)
                    .trimmingCharacters(in: .whitespaces))
        {
            return kilobytes
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }

    /// The child, `memory-case <old|new> <shape>`: prints the growth of the peak, in kilobytes, and exits.
    static func runCase(_ arguments: [String]) -> Never {
        let algorithm = arguments[2]
        let (old, new) = lists(arguments[3])
        let before = peakKilobytes()
        let diff = algorithm == "old" ? legacyListDiff(from: old, to: new) : ListDiff(from: old, to: new)
        let after = peakKilobytes()
        blackHole(diff)
        print(after - before)
        exit(0)
    }

    static func measure(algorithm: String, shape: String) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["memory-case", algorithm, shape]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func run() {
        printLoad()
        print("\nPeak memory of one diff of 1,000,000 Ints, above its inputs (peak RSS growth in a child process)")
        print("(target: at most 100 bytes per element, and no more than the old algorithm)")
        print(
            "shape".padding(toLength: 16, withPad: " ", startingAt: 0)
                + "       old MB   bytes/el       new MB   bytes/el  verdict")
        var allMet = true
        for shape in shapes {
            guard let old = measure(algorithm: "old", shape: shape), let new = measure(algorithm: "new", shape: shape)
            else {
                print("\(shape): the child process failed")
                allMet = false
                continue
            }
            let oldBytes = Double(old) * 1024 / Double(count)
            let newBytes = Double(new) * 1024 / Double(count)
            // NB: ru_maxrss moves by pages; allow 1 MB of noise in the comparison with the old algorithm.
            let met = newBytes <= 100 && new <= old + 1024
            allMet = allMet && met
            Scoreboard.shared.record(
                "peak memory of ListDiff \(shape) at n=\(count) (old: \(String(format: "%.0f", oldBytes)) B/element)",
                value: newBytes, target: 100, unit: " B")
            print(
                shape.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(
                        format: "%10.1f %10.1f   %10.1f %10.1f  %@", Double(old) / 1024, oldBytes, Double(new) / 1024,
                        newBytes, met ? "met" : "NOT MET"))
        }
        print("memory targets: \(allMet ? "met" : "NOT MET")")
    }
}
