import CollectionManager
import Foundation

/// The shapes with no pairs to find — full reverse and all new — at 100,000 and 1,000,000 unique Ints: the library's
/// `ListDiff` against a copy of the algorithm it replaced (`LegacyAlignment.swift`), alternating in one run. Target:
/// at most half of the old time. Each row also checks that both give the same diff.
enum ShapesBenchmark {
    static func run() {
        printLoad()
        print("\nShapes with nothing to pair: ListDiff now against the previous algorithm (target: at most 0.5x)")
        print(
            "shape".padding(toLength: 16, withPad: " ", startingAt: 0)
                + "        n        old        new  ratio  verdict")
        var allMet = true
        for count in [100_000, 1_000_000] {
            let old = Array(0..<count)
            let cases = [("full reverse", Array(old.reversed())), ("all new", Array(count..<(2 * count)))]
            for (name, new) in cases {
                var before = ListDiff()
                var after = ListDiff()
                let times = PipelineBenchmark.alternate(
                    repetitions: count >= 1_000_000 ? 5 : 11,
                    [
                        (setUp: {}, body: { before = legacyListDiff(from: old, to: new) }),
                        (setUp: {}, body: { after = ListDiff(from: old, to: new) }),
                    ])
                precondition(before == after, "the new diff differs from the old one")
                let ratio = times[1] / times[0]
                allMet = allMet && ratio <= 0.5
                Scoreboard.shared.record("ListDiff \(name) n=\(count): new / old", value: ratio, target: 0.5)
                print(
                    name.padding(toLength: 16, withPad: " ", startingAt: 0)
                        + String(
                            format: "%9d %8.2f ms %8.2f ms %5.2fx  %@", count, times[0], times[1], ratio,
                            ratio <= 0.5 ? "met" : "NOT MET"))
            }
        }
        print("shapes targets: \(allMet ? "met" : "NOT MET")")
    }
}
