import CollectionManager
import Foundation

/// Diffs single sections of unique integers with `ListDiff` and with the standard library's
/// `difference(from:).inferringMoves()`, in the same run, and reports time and number of moves for both, next to the
/// minimum number of moves (paired elements outside a longest increasing subsequence, computed independently here).
enum DiffBenchmark {
    /// A fixed seed, so every run diffs the same lists.
    static let seed: UInt64 = 20_260_307

    struct Scenario {
        let name: String
        let old: [Int]
        let new: [Int]
    }

    /// SplitMix64, for reproducible edits.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `fraction` of `count` edits, a third each: deletes of random elements, inserts of new values at random places,
    /// and moves of random elements by at least a quarter of the list.
    static func scattered(_ old: [Int], fraction: Double, using generator: inout Generator) -> [Int] {
        let count = old.count
        let perKind = Int(Double(count) * fraction / 3)
        var new = old
        for _ in 0..<perKind {
            new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        }
        for value in 0..<perKind {
            new.insert(count + value, at: Int.random(in: 0...new.count, using: &generator))
        }
        for _ in 0..<perKind {
            let source = Int.random(in: 0..<new.count, using: &generator)
            let element = new.remove(at: source)
            let distance = new.count / 4 + Int.random(in: 0..<(new.count / 2), using: &generator)
            new.insert(element, at: (source + distance) % (new.count + 1))
        }
        return new
    }

    /// A block of 5% deleted at a quarter, a block of 5% new values inserted at 60%, and the first 2% shuffled.
    static func blocks(_ old: [Int], using generator: inout Generator) -> [Int] {
        let count = old.count
        var new = old
        new.removeSubrange((count / 4)..<(count / 4 + count / 20))
        new.insert(contentsOf: count..<(count + count / 20), at: new.count * 6 / 10)
        new[0..<(count / 50)].shuffle(using: &generator)
        return new
    }

    static func scenarios(count: Int) -> [Scenario] {
        var generator = Generator(state: seed &+ UInt64(count))
        let old = Array(0..<count)
        return [
            Scenario(name: "10% scattered", old: old, new: scattered(old, fraction: 0.10, using: &generator)),
            Scenario(name: "1% scattered", old: old, new: scattered(old, fraction: 0.01, using: &generator)),
            Scenario(name: "blocks + 2% shuffle", old: old, new: blocks(old, using: &generator)),
        ]
    }

    /// The fewest moves any diff of unique elements needs: the common elements minus a longest increasing subsequence
    /// of their old positions taken in new order. Written independently of the library.
    static func minimumMoves(from old: [Int], to new: [Int]) -> Int {
        var oldPosition: [Int: Int] = [:]
        for (index, value) in old.enumerated() { oldPosition[value] = index }
        let positions = new.compactMap { oldPosition[$0] }
        var tails: [Int] = []
        for position in positions {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < position { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        return positions.count - tails.count
    }

    static func median(_ body: () -> Void, repetitions: Int) -> Double {
        let clock = ContinuousClock()
        body()  // warm up
        return medianMilliseconds((0..<repetitions).map { _ in clock.measure(body) })
    }

    static func run() {
        print("\nDiffing a single section of unique integers (seed \(seed); ListDiff: median of 21 runs)")
        print(
            "scenario".padding(toLength: 28, withPad: " ", startingAt: 0)
                + "      n   ListDiff    moves  minimum     stdlib    moves   speed-up")
        for count in [10_000, 100_000] {
            for scenario in scenarios(count: count) {
                var diff = ListDiff()
                let ours = median({ diff = ListDiff(from: scenario.old, to: scenario.new) }, repetitions: 21)
                let minimum = minimumMoves(from: scenario.old, to: scenario.new)
                var difference = scenario.new.difference(from: scenario.old)
                let clock = ContinuousClock()
                let stdlibRepetitions = count >= 100_000 ? 1 : 3
                let stdlib = medianMilliseconds(
                    (0..<stdlibRepetitions).map { _ in
                        clock.measure { difference = scenario.new.difference(from: scenario.old).inferringMoves() }
                    })
                let stdlibMoves = difference.insertions.filter {
                    if case .insert(_, _, let associatedWith) = $0 { associatedWith != nil } else { false }
                }.count
                print(
                    scenario.name.padding(toLength: 28, withPad: " ", startingAt: 0)
                        + String(
                            format: "%7d %7.2f ms %8d %8d %8.1f ms %8d %9.0fx%@", count, ours, diff.moves.count,
                            minimum, stdlib, stdlibMoves, stdlib / ours,
                            diff.moves.count == minimum ? "" : "  MOVES NOT MINIMAL"))
                blackHole(diff)
            }
        }
    }
}
