import CollectionManager
import Foundation
import StorageTestSupport
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
/// Soak, at least a million storage calls in all (each scenario runs until it has made 340,000):
/// `COLLECTION_MANAGER_FUZZ_SOAK=1 swift test -c release -Xswiftc -enable-testing --filter DifferentialFuzzTests`.
final class DifferentialFuzzTests: XCTestCase {
    func testMemoryStorage_randomCallsMatchTheReferenceModel() {
        run(.memoryStorage, defaultSeed: 11_000, sequences: 180, steps: 30)
    }

    func testSingleSectionStorage_randomCallsMatchTheReferenceModel() {
        run(.singleSectionStorage, defaultSeed: 12_000, sequences: 80, steps: 30)
    }

    func testDiffableDataSource_randomSnapshotsMatchTheReferenceModel() {
        run(.diffableDataSource, defaultSeed: 13_000, sequences: 120, steps: 30)
    }

    private func run(_ scenario: FuzzScenario, defaultSeed: UInt64, sequences: Int, steps: Int) {
        let seed = SeededRandomNumberGenerator.seed(default: defaultSeed)
        if let survey = ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_SURVEY"].flatMap(Int.init) {
            return Self.survey(scenario, firstSeed: seed, sequences: survey)
        }
        if ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_SOAK"] != nil {
            return soak(scenario, seed: seed)
        }
        let result = Self.runSequences(
            scenario, firstSeed: seed, sequences: sequences, steps: steps, checks: .fromEnvironment(),
            stopAtFirstFailure: true)
        print("differential fuzz \(scenario.rawValue) (seed \(seed)): \(result.stats.summary)")
        for failure in result.failures { XCTFail(failure) }
        guard result.failures.isEmpty else { return }
        // The run must exercise invalid and re-entrant calls, batches and reloads, or it proves nothing.
        if scenario != .singleSectionStorage {  // Its calls have no invalid input.
            XCTAssertGreaterThan(result.stats.invalidCalls, result.stats.calls / 5, "seed \(seed)")
        }
        if scenario == .memoryStorage, FuzzConfiguration.fromEnvironment().includeHostileSections {
            XCTAssertGreaterThan(result.stats.tooBigSections, 0, "seed \(seed)")
        }
        XCTAssertGreaterThan(result.stats.reentrantCalls, 0, "seed \(seed)")
        XCTAssertGreaterThan(result.stats.batches, 0, "seed \(seed)")
        XCTAssertGreaterThan(result.stats.reloads, 0, "seed \(seed)")
    }

    /// Runs sequences of 60 steps, 500 at a time, until they have made 340,000 storage calls, then prints what they did
    /// and how often each kind of failure occurred; fails with the first three failures.
    private func soak(_ scenario: FuzzScenario, seed: UInt64) {
        var total = FuzzStats()
        var failures: [String] = []
        let start = Date()
        var round: UInt64 = 0
        while total.calls < 340_000 {
            let result = Self.runSequences(
                scenario, firstSeed: seed &+ round &* 500, sequences: 500, steps: 60, checks: .fromEnvironment(),
                stopAtFirstFailure: false, shrinks: false)
            total.add(result.stats)
            failures += result.failures
            round += 1
        }
        let seconds = Int(Date().timeIntervalSince(start))
        print("soak \(scenario.rawValue) (seed \(seed), \(seconds) s): \(total.summary)")
        var kinds: [String: Int] = [:]
        for failure in failures {
            let problem = failure.split(separator: "\n")[0].split(separator: ":").dropFirst().joined(separator: ":")
            kinds[Self.kind(of: [problem]), default: 0] += 1
        }
        for (kind, count) in kinds.sorted(by: { $0.value > $1.value }) { print("soak failures: \(count)x \(kind)") }
        for failure in failures.prefix(3) { XCTFail(failure) }
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
                let kind = kind(of: [problem])
                let previous = kinds[kind]
                let shrunk = String(failure.components(separatedBy: "\nAll calls:")[0])
                if previous == nil || shrunk.count < previous!.example.count {
                    kinds[kind] = ((previous?.count ?? 0) + 1, shrunk)
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

    /// One sequence from `seed`, leaving out the steps in `skipping`: the step at which it failed, its problems and
    /// its call log.
    static func runSequence(
        _ scenario: FuzzScenario, seed: UInt64, steps: Int, skipping: Set<Int> = [], checks: FuzzChecks,
        configuration: FuzzConfiguration
    ) -> (failedStep: Int?, problems: [String], log: [String], stats: FuzzStats) {
        let harness = FuzzHarness(scenario: scenario, seed: seed, checks: checks, configuration: configuration)
        var found = harness.problems
        harness.problems = []
        var failedStep: Int?
        for step in 0..<steps where found.isEmpty && !skipping.contains(step) {
            found = harness.step(step)
            harness.countViewWork()
            if !found.isEmpty { failedStep = step }
        }
        harness.stats.sequences = 1
        harness.stats.failures = found.isEmpty ? 0 : 1
        return (failedStep, found, harness.log, harness.stats)
    }

    /// The kind of a problem: its first 60 characters, numbers masked.
    static func kind(of problems: [String]) -> String {
        let masked = String((problems.first ?? "").map { $0.isNumber ? "#" : $0 })
        let collapsed = masked.replacingOccurrences(of: "#+", with: "#", options: .regularExpression)
        return String(collapsed.prefix(60)).trimmingCharacters(in: .whitespaces)
    }

    /// Leaves out, one by one, every step before the failing one whose absence keeps the same kind of failure; returns
    /// the steps left out and the shrunk run's log.
    static func shrink(
        _ scenario: FuzzScenario, seed: UInt64, failedStep: Int, problems: [String], checks: FuzzChecks,
        configuration: FuzzConfiguration
    ) -> (skipped: Set<Int>, failedStep: Int, problems: [String], log: [String]) {
        let kind = kind(of: problems)
        var skipped = Set<Int>()
        var best = (failedStep: failedStep, problems: problems, log: [String]())
        for candidate in (0...failedStep).reversed() {
            let trial = runSequence(
                scenario, seed: seed, steps: failedStep + 1, skipping: skipped.union([candidate]), checks: checks,
                configuration: configuration)
            if let step = trial.failedStep, Self.kind(of: trial.problems) == kind {
                skipped.insert(candidate)
                best = (step, trial.problems, trial.log)
            }
        }
        if best.log.isEmpty {
            let run = runSequence(
                scenario, seed: seed, steps: failedStep + 1, skipping: skipped, checks: checks,
                configuration: configuration)
            best.log = run.log
        }
        return (skipped, best.failedStep, best.problems, best.log)
    }

    /// Runs `sequences` sequences, the *i*-th from seed `firstSeed + i`, and returns what they did and how they failed;
    /// each failure is shrunk, and reported with its replay command and both call logs.
    static func runSequences(
        _ scenario: FuzzScenario, firstSeed: UInt64, sequences: Int, steps: Int, checks: FuzzChecks,
        configuration: FuzzConfiguration = .fromEnvironment(), stopAtFirstFailure: Bool, shrinks: Bool = true
    ) -> (stats: FuzzStats, failures: [String]) {
        var stats = FuzzStats()
        var failures: [String] = []
        for sequence in 0..<sequences {
            let seed = firstSeed &+ UInt64(sequence)
            let run = runSequence(scenario, seed: seed, steps: steps, checks: checks, configuration: configuration)
            stats.add(run.stats)
            guard !run.problems.isEmpty else { continue }
            var message =
                "\(scenario.rawValue), seed \(seed), step \(run.failedStep.map(String.init) ?? "setup"): "
                + run.problems.joined(separator: "\n")
            if shrinks, let failedStep = run.failedStep {
                let shrunk = shrink(
                    scenario, seed: seed, failedStep: failedStep, problems: run.problems, checks: checks,
                    configuration: configuration)
                message +=
                    "\nShrunk (steps \(shrunk.skipped.sorted()) left out), at step \(shrunk.failedStep): "
                    + shrunk.problems.joined(separator: "\n") + "\nShrunk calls:\n" + shrunk.log.joined(separator: "\n")
            }
            message += "\nAll calls:\n" + run.log.joined(separator: "\n")
            message += "\nReplay: COLLECTION_MANAGER_SEED=\(seed) swift test --filter DifferentialFuzzTests"
            failures.append(message)
            if stopAtFirstFailure { break }
        }
        return (stats, failures)
    }
}
