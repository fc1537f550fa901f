import CollectionManager
import Foundation
import XCTest

/// A seeded differential fuzzer: random calls — valid and invalid, nested in `performUpdates` blocks, made re-entrantly
/// from every callback that runs user code — go to a manager's storage and, in the same order, to a plain value model
/// of what the documentation says each call does. After every step, before and after the layout pass, the storage
/// must equal the model, each call must have reported exactly what the model expects, the view's counts and visible
/// cells (and headers and footers) must show the storage's contents, and neither the view nor the manager may report
/// anything. Checks can be turned off one by one (``FuzzChecks``) to see which fail independently.
///
/// Each sequence of steps starts from its own seed, printed on failure with the calls made so far. Replay a failure with
/// `COLLECTION_MANAGER_SEED=<seed> swift test --filter DifferentialFuzzTests` (the failing sequence then runs first).
/// Soak, at least a million storage calls:
/// `COLLECTION_MANAGER_FUZZ_SOAK=1 swift test -c release -Xswiftc -enable-testing --filter DifferentialFuzzTests`.
final class DifferentialFuzzTests: XCTestCase {
    func testMemoryStorage_randomCallsMatchTheReferenceModel() {
        run(.memoryStorage, defaultSeed: 11_000, sequences: 120, steps: 30)
    }

    func testSingleSectionStorage_randomCallsMatchTheReferenceModel() {
        run(.singleSectionStorage, defaultSeed: 12_000, sequences: 60, steps: 30)
    }

    func testDiffableDataSource_randomSnapshotsMatchTheReferenceModel() {
        run(.diffableDataSource, defaultSeed: 13_000, sequences: 80, steps: 30)
    }

    func testSoak_allScenarios() throws {
        guard ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_SOAK"] != nil else {
            throw XCTSkip("set COLLECTION_MANAGER_FUZZ_SOAK=1 to soak")
        }
        let seed = SeededRandomNumberGenerator.seed(default: 20_261_123)
        var total = FuzzStats()
        var failures: [String] = []
        let start = Date()
        var round: UInt64 = 0
        while total.calls < 1_000_000 {
            for (index, scenario) in FuzzScenario.allCases.enumerated() {
                let result = Self.runSequences(
                    scenario, firstSeed: seed &+ round &* 3_000 &+ UInt64(index) &* 1_000, sequences: 500, steps: 60,
                    checks: .fromEnvironment(), stopAtFirstFailure: false)
                total.add(result.stats)
                failures += result.failures
                print("soak \(scenario.rawValue): \(result.stats.summary)")
            }
            round += 1
        }
        print("soak total (seed \(seed), \(Int(Date().timeIntervalSince(start))) s): \(total.summary)")
        for failure in failures.prefix(3) { XCTFail(failure) }
    }

    private func run(_ scenario: FuzzScenario, defaultSeed: UInt64, sequences: Int, steps: Int) {
        let seed = SeededRandomNumberGenerator.seed(default: defaultSeed)
        if let survey = ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_SURVEY"].flatMap(Int.init) {
            return Self.survey(scenario, firstSeed: seed, sequences: survey)
        }
        let result = Self.runSequences(
            scenario, firstSeed: seed, sequences: sequences, steps: steps, checks: .fromEnvironment(),
            stopAtFirstFailure: true)
        print("differential fuzz \(scenario.rawValue) (seed \(seed)): \(result.stats.summary)")
        for failure in result.failures { XCTFail(failure) }
        guard result.failures.isEmpty else { return }
        // The run must exercise invalid and re-entrant calls, batches and reloads, or it proves nothing.
        XCTAssertGreaterThan(result.stats.invalidCalls, result.stats.calls / 20, "seed \(seed)")
        XCTAssertGreaterThan(result.stats.reentrantCalls, 0, "seed \(seed)")
        XCTAssertGreaterThan(result.stats.batches, 0, "seed \(seed)")
        XCTAssertGreaterThan(result.stats.reloads, 0, "seed \(seed)")
    }

    /// Runs many short sequences without stopping and prints each kind of failure (its first problem with the numbers
    /// taken out) with how often it occurred and its shortest call log: a minimal reproduction per kind.
    static func survey(_ scenario: FuzzScenario, firstSeed: UInt64, sequences: Int) {
        var kinds: [String: (count: Int, example: String)] = [:]
        var stats = FuzzStats()
        for steps in [4, 8, 16] {
            let result = runSequences(
                scenario, firstSeed: firstSeed &+ UInt64(steps) &* 100_000, sequences: sequences, steps: steps,
                checks: .fromEnvironment(), stopAtFirstFailure: false)
            stats.add(result.stats)
            for failure in result.failures {
                let problem = failure.split(separator: "\n")[0].split(separator: ":").dropFirst().joined(separator: ":")
                let kind = String(String(problem.map { $0.isNumber ? "#" : $0 }).replacingOccurrences(
                    of: "#+", with: "#", options: .regularExpression).prefix(90))
                let previous = kinds[kind]
                if previous == nil || failure.count < previous!.example.count {
                    kinds[kind] = ((previous?.count ?? 0) + 1, failure)
                } else {
                    kinds[kind]!.count += 1
                }
            }
        }
        print("survey \(scenario.rawValue): \(stats.summary)")
        for (kind, value) in kinds.sorted(by: { $0.value.count > $1.value.count }) {
            print("=== \(value.count)x \(kind)\n\(value.example)\n")
        }
    }

    /// Runs `sequences` sequences, the *i*-th from seed `firstSeed + i`, and returns what they did and how they failed.
    static func runSequences(
        _ scenario: FuzzScenario, firstSeed: UInt64, sequences: Int, steps: Int, checks: FuzzChecks,
        configuration: FuzzConfiguration = .fromEnvironment(), stopAtFirstFailure: Bool
    ) -> (stats: FuzzStats, failures: [String]) {
        var stats = FuzzStats()
        var failures: [String] = []
        for sequence in 0..<sequences {
            let seed = firstSeed &+ UInt64(sequence)
            let harness = FuzzHarness(scenario: scenario, seed: seed, checks: checks, configuration: configuration)
            var failedStep: Int?
            var found = harness.problems
            harness.problems = []
            for step in 0..<steps where found.isEmpty {
                found = harness.step()
                harness.countViewWork()
                if !found.isEmpty { failedStep = step }
            }
            harness.stats.sequences = 1
            if !found.isEmpty {
                harness.stats.failures = 1
                failures.append(
                    "\(scenario.rawValue), seed \(seed), step \(failedStep.map(String.init) ?? "setup"): "
                        + found.joined(separator: "\n") + "\nCalls:\n" + harness.log.joined(separator: "\n"))
            }
            stats.add(harness.stats)
            if stopAtFirstFailure, !failures.isEmpty { break }
        }
        return (stats, failures)
    }
}
