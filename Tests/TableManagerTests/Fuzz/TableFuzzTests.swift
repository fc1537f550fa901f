import Foundation
import StorageTestSupport
import XCTest

/// A seeded fuzzer of the table path: random storage calls — valid and invalid, nested in `performUpdates` blocks,
/// made re-entrantly from `didSelect`, `willDisplay` and `commitEditingStyle` closures — editing commits, reorders,
/// taps and scrolls go to a `TableViewManager` on a `VirtualTableView`. After every step the table's counts and
/// displayed rows must equal the storage, neither the table nor the manager may report anything, and a diffable data
/// source must hold the last snapshot applied.
///
/// Each sequence starts from its own seed, printed on failure with its calls. Replay one with
/// `COLLECTION_MANAGER_SEED=<seed> COLLECTION_MANAGER_FUZZ_STEPS=<steps> swift test --filter TableFuzzTests` (the
/// failing sequence then runs first).
/// Soak, at least 1,000,000 calls per scenario:
/// `COLLECTION_MANAGER_FUZZ_SOAK=1 swift test --filter TableFuzzTests` (a debug build: about 6 minutes a scenario).
final class TableFuzzTests: XCTestCase {
    func testMemoryStorage_tableShowsTheStorageAfterEveryRandomCall() {
        run(.memoryStorage, defaultSeed: 21_000, sequences: 60, steps: 30)
    }

    func testDiffableDataSource_tableShowsTheLastSnapshotAfterEveryRandomApply() {
        run(.diffableDataSource, defaultSeed: 22_000, sequences: 40, steps: 30)
    }

    private func run(_ scenario: TableFuzzScenario, defaultSeed: UInt64, sequences: Int, steps: Int) {
        let seed = SeededRandomNumberGenerator.seed(default: defaultSeed)
        let steps = ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_STEPS"].flatMap(Int.init) ?? steps
        let soak = ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_SOAK"] != nil
        var total = TableFuzzStats()
        var failures: [String] = []
        let start = Date()
        var round: UInt64 = 0
        repeat {
            let result = Self.runSequences(
                scenario, firstSeed: seed &+ round &* 500, sequences: soak ? 500 : sequences,
                steps: soak ? 60 : steps, stopAtFirstFailure: !soak)
            total.add(result.stats)
            failures += result.failures
            round += 1
        } while soak && total.calls < 1_000_000
        let label = soak ? "soak" : "table fuzz"
        print(
            "\(label) \(scenario.rawValue) (seed \(seed), \(Int(Date().timeIntervalSince(start))) s): \(total.summary)")
        for failure in failures.prefix(3) { XCTFail(failure) }
        guard failures.isEmpty else { return }
        // The run must exercise invalid and re-entrant calls, editing commits and taps, or it proves nothing.
        XCTAssertGreaterThan(total.invalidCalls, 0, "seed \(seed)")
        XCTAssertGreaterThan(total.reentrantCalls, 0, "seed \(seed)")
        XCTAssertGreaterThan(total.commits, 0, "seed \(seed)")
        XCTAssertGreaterThan(total.taps, 0, "seed \(seed)")
        if scenario == .memoryStorage { XCTAssertGreaterThan(total.reorders, 0, "seed \(seed)") }
    }

    /// Runs `sequences` sequences, the *i*-th from seed `firstSeed + i`: what they did, and each failure with its call
    /// log and replay command.
    static func runSequences(
        _ scenario: TableFuzzScenario, firstSeed: UInt64, sequences: Int, steps: Int, stopAtFirstFailure: Bool
    ) -> (stats: TableFuzzStats, failures: [String]) {
        var stats = TableFuzzStats()
        var failures: [String] = []
        for sequence in 0..<sequences {
            let seed = firstSeed &+ UInt64(sequence)
            let harness = TableFuzzHarness(scenario: scenario, seed: seed)
            var found: [String] = []
            var failedStep = 0
            for step in 0..<steps where found.isEmpty {
                found = harness.step(step)
                failedStep = step
            }
            harness.stats.sequences = 1
            harness.stats.failures = found.isEmpty ? 0 : 1
            stats.add(harness.stats)
            guard !found.isEmpty else { continue }
            failures.append(
                "\(scenario.rawValue), seed \(seed), step \(failedStep): " + found.joined(separator: "\n")
                    + "\nCalls:\n" + harness.log.joined(separator: "\n")
                    + "\nReplay: COLLECTION_MANAGER_SEED=\(seed) COLLECTION_MANAGER_FUZZ_STEPS=\(steps) "
                    + "swift test --filter TableFuzzTests")
            if stopAtFirstFailure { break }
        }
        return (stats, failures)
    }
}
