import Foundation

// CollectionManager benchmarks: release builds, each subject timed against a baseline in the same run.
// swift run -c release --package-path Benchmarks CollectionManagerBenchmarks [mode]
// Modes: the names in `modes` below; `all` runs them all; `targets` runs them all and ends with every figure, its
// target and whether it is met; `scaling <filter>` runs the scaling paths whose name contains the filter.

/// Every mode, in the order `all` and `targets` run them. A new mode is one line here, e.g.
/// `("registration", { RegistrationBenchmark.run() }),` or `("pipeline", { PipelineBenchmark.run() }),`. A mode's figure
/// reaches the `targets` summary when it is printed with `report(_:baseline:subject:target:)`, recorded with
/// `Scoreboard.shared.record(_:value:target:unit:)`, or measured with `ScalingBenchmark.measureGrowth(of:sizes:)`.
let modes: [(name: String, run: () -> Void)] = [
    (
        "dequeue",
        {
            printHeader("Cell dequeue and mapping lookup")
            DequeueBenchmark.run(types: 1)
            DequeueBenchmark.run(types: 20)
        }
    ),
    (
        "dispatch",
        {
            printHeader("Event dispatch")
            DispatchBenchmark.run()
        }
    ),
    ("table-dequeue", { TableBenchmark.runDequeue() }),
    ("table-dispatch", { TableBenchmark.runDispatch() }),
    ("table-scroll", { TableBenchmark.runScroll() }),
    ("diff", { DiffBenchmark.run() }),
    ("background", { BackgroundBenchmark.run() }),
    ("scaling", { ScalingBenchmark.run() }),
    ("registration", { RegistrationBenchmark.run() }),
    ("pipeline", { PipelineBenchmark.run() }),
    ("shapes", { ShapesBenchmark.run() }),
    ("memory", { MemoryBenchmark.run() }),
    ("compositional", { CompositionalBenchmark.run() }),
]

let arguments = CommandLine.arguments.dropFirst()
let selection = arguments.first ?? "all"
if selection.hasPrefix("profile-table-") {
    TableBenchmark.profile(selection)
    exit(0)
}
if selection.hasPrefix("profile-dequeue-") {
    DequeueBenchmark.profile(selection)
    exit(0)
}
if selection.hasPrefix("profile-background-") {
    BackgroundBenchmark.profile(selection)
    exit(0)
}
if selection == "profile-sections", let size = arguments.dropFirst().first.flatMap(Int.init) {
    ScalingBenchmark.profileSections(size)
    exit(0)
}
if selection == "profile-diffable" {
    SpecialisedPathsBenchmark.profile()
    exit(0)
}
if selection == "profile-diff" {
    DiffBenchmark.profile(Array(arguments))
    exit(0)
}
if selection == "memory-case" { MemoryBenchmark.runCase(CommandLine.arguments) }
if selection.hasPrefix("profile-") {
    DispatchBenchmark.profile(selection)
    exit(0)
}
print("CollectionManager benchmarks (median of 7 alternating runs; ratio = manager / baseline)")
print("load average: \(loadAverage())")

if selection == "scaling", let filter = arguments.dropFirst().first {
    ScalingBenchmark.run(filter: filter)
} else {
    for mode in modes where selection == "all" || selection == "targets" || selection == mode.name { mode.run() }
}
if selection == "targets" { Scoreboard.shared.printSummary() }
print("load average: \(loadAverage())")
