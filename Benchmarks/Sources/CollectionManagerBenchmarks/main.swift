import Foundation

// CollectionManager benchmarks: release builds, each subject timed against a baseline in the same run.
// swift run -c release --package-path Benchmarks CollectionManagerBenchmarks [dequeue|dispatch|all]

let selection = CommandLine.arguments.dropFirst().first ?? "all"
if selection.hasPrefix("profile-dequeue-") {
    DequeueBenchmark.profile(selection)
    exit(0)
}
if selection == "memory-case" { MemoryBenchmark.runCase(CommandLine.arguments) }
if selection.hasPrefix("profile-") {
    DispatchBenchmark.profile(selection)
    exit(0)
}
print("CollectionManager benchmarks (median of 7 alternating runs; ratio = manager / baseline)")

if selection == "all" || selection == "dequeue" {
    printHeader("Cell dequeue and mapping lookup")
    DequeueBenchmark.run(types: 1)
    DequeueBenchmark.run(types: 20)
}
if selection == "all" || selection == "dispatch" {
    printHeader("Event dispatch")
    DispatchBenchmark.run()
}
if selection == "all" || selection == "diff" { DiffBenchmark.run() }
if selection == "all" || selection == "pipeline" { PipelineBenchmark.run() }
if selection == "all" || selection == "shapes" { ShapesBenchmark.run() }
if selection == "all" || selection == "memory" { MemoryBenchmark.run() }
