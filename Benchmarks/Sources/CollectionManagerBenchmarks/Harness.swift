import Foundation

/// Runs `body` `repetitions` times and returns the median duration in milliseconds.
///
/// Baseline and subject are measured alternately (see `compare`), so that both see the same machine state.
func medianMilliseconds(_ samples: [Duration]) -> Double {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    return Double(median.components.seconds) * 1_000 + Double(median.components.attoseconds) / 1e15
}

/// Measures a baseline and a subject alternately and returns their median times in milliseconds.
func compare(
    repetitions: Int,
    baseline: () -> Void,
    subject: () -> Void
) -> (baseline: Double, subject: Double) {
    let clock = ContinuousClock()
    var baselineSamples: [Duration] = []
    var subjectSamples: [Duration] = []
    baseline()  // warm up both, so first-touch costs do not land in a sample
    subject()
    for _ in 0..<repetitions {
        baselineSamples.append(clock.measure(baseline))
        subjectSamples.append(clock.measure(subject))
    }
    return (medianMilliseconds(baselineSamples), medianMilliseconds(subjectSamples))
}

/// Prints one result row.
func report(_ name: String, baseline: Double, subject: Double, target: Double) {
    let ratio = subject / baseline
    Scoreboard.shared.record(name, value: ratio, target: target)
    let verdict = ratio <= target ? "within" : "OVER"
    print(
        name.padding(toLength: 46, withPad: " ", startingAt: 0)
            + String(format: "%10.2f ms %10.2f ms %7.2fx  (%@ %.1fx)", baseline, subject, ratio, verdict, target))
}

func printHeader(_ title: String) {
    print("\n\(title)")
    print(
        "benchmark".padding(toLength: 46, withPad: " ", startingAt: 0)
            + "    baseline      manager   ratio  target")
}

/// Keeps a value alive and observable, so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
