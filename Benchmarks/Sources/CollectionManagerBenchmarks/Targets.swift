import Foundation

// Why the home-made harness and not ordo-one's package-benchmark: its malloc counts and thresholds are load-independent,
// but it needs tools 6.1 and the `MallocInterposer` trait, and it measures one subject at a time against stored
// baselines. The figures here are ratios against a hand-written baseline or against the same path at half the size,
// measured alternately in one process; those ratios stay meaningful on a shared, loaded machine, and they are what
// the targets are stated in.

/// Every figure a mode measured against a target, so that `targets` can print them together at the end.
///
/// `report(_:baseline:subject:target:)` records its row here; a mode that prints its own rows calls ``record``.
final class Scoreboard: @unchecked Sendable {
    // NB: @unchecked because of the lock; the benchmarks run on one thread, the lock only keeps that honest.
    static let shared = Scoreboard()

    struct Row {
        let name: String
        let value: Double
        let target: Double
        let unit: String
        var met: Bool { value <= target }
    }

    private let lock = NSLock()
    private var rows: [Row] = []

    /// Records a figure whose target is an upper bound (`value <= target` meets it).
    func record(_ name: String, value: Double, target: Double, unit: String = "×") {
        lock.withLock { rows.append(Row(name: name, value: value, target: target, unit: unit)) }
    }

    /// Prints every recorded figure with its target and whether it is met, then a count of the misses.
    func printSummary() {
        let rows = lock.withLock { self.rows }
        print("\nEvery figure with its target")
        print("figure".padding(toLength: 86, withPad: " ", startingAt: 0) + "     value   target  verdict")
        for row in rows {
            print(
                row.name.padding(toLength: 86, withPad: " ", startingAt: 0)
                    + String(
                        format: "%9.2f%@ %7.2f%@  %@", row.value, row.unit, row.target, row.unit,
                        row.met ? "met" : "NOT MET"))
        }
        let missed = rows.filter { !$0.met }.count
        print("\(rows.count - missed) of \(rows.count) targets met")
    }
}

/// The load average over the last 1, 5 and 15 minutes, as `uptime` prints it, or "unknown".
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
