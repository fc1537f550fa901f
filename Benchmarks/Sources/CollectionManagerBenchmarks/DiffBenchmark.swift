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
    ///
    /// The edits are applied one after the other, each at a random position of the list as it is then, to a list kept
    /// in chunks (`ChunkedList`), so that a million elements take seconds rather than minutes; the result is the one
    /// `Array.remove(at:)` and `insert(_:at:)` would give.
    static func scattered(_ old: [Int], fraction: Double, using generator: inout Generator) -> [Int] {
        let count = old.count
        let perKind = Int(Double(count) * fraction / 3)
        var new = ChunkedList(old)
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
        return new.elements
    }

    /// A list of integers in chunks of at most 2,048, for single-element inserts and removals at random positions:
    /// each costs a scan of the chunk counts and a shift inside one chunk.
    struct ChunkedList {
        var chunks: [[Int]]
        private(set) var count: Int

        init(_ elements: [Int]) {
            chunks = stride(from: 0, to: elements.count, by: 1_024).map {
                Array(elements[$0..<min($0 + 1_024, elements.count)])
            }
            if chunks.isEmpty { chunks = [[]] }
            count = elements.count
        }

        var elements: [Int] { Array(chunks.joined()) }

        /// The chunk holding `index` and the index within it; `index == count` is the end of the last chunk.
        private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
            var remaining = index
            for (chunk, elements) in chunks.enumerated() {
                if remaining < elements.count || chunk == chunks.count - 1 { return (chunk, remaining) }
                remaining -= elements.count
            }
            return (chunks.count - 1, remaining)
        }

        @discardableResult
        mutating func remove(at index: Int) -> Int {
            let place = locate(index)
            count -= 1
            return chunks[place.chunk].remove(at: place.offset)
        }

        mutating func insert(_ element: Int, at index: Int) {
            let place = locate(index)
            chunks[place.chunk].insert(element, at: place.offset)
            count += 1
            if chunks[place.chunk].count > 2_048 {
                let tail = Array(chunks[place.chunk][1_024...])
                chunks[place.chunk].removeSubrange(1_024...)
                chunks.insert(tail, at: place.chunk + 1)
            }
        }
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
        runAgainstFloor()
    }

    /// The floor every diff pays: one equality pass over both lists, reading every element of each once. Returns the
    /// number of positions (up to the shorter count) where they hold the same value.
    @inline(never)
    static func equalityPass(_ old: [Int], _ new: [Int]) -> Int {
        var same = 0
        for index in 0..<min(old.count, new.count) where old[index] == new[index] { same += 1 }
        return same
    }

    /// The lists the floor comparison diffs: unchanged (a copy with its own buffer), 1% and 10% scattered.
    static func floorScenarios(count: Int) -> [Scenario] {
        var generator = Generator(state: seed &+ UInt64(count) &+ 1)
        let old = Array(0..<count)
        var copy = [Int]()
        copy.reserveCapacity(count)
        copy.append(contentsOf: old)
        return [
            Scenario(name: "unchanged", old: old, new: copy),
            Scenario(name: "1% scattered", old: old, new: scattered(old, fraction: 0.01, using: &generator)),
            Scenario(name: "10% scattered", old: old, new: scattered(old, fraction: 0.10, using: &generator)),
        ]
    }

    /// `ListDiff(from:to:)` against the equality pass over the same lists, alternating; unchanged with a target of
    /// 2×, 1% scattered 10×, 10% scattered printed without a target.
    static func runAgainstFloor() {
        printHeader("ListDiff against one equality pass over both lists (Ints)")
        for count in [100_000, 1_000_000] {
            for scenario in floorScenarios(count: count) {
                var same = 0
                var diff = ListDiff()
                let times = compare(
                    repetitions: count >= 1_000_000 ? 11 : 21,
                    baseline: { same = equalityPass(scenario.old, scenario.new) },
                    subject: { diff = ListDiff(from: scenario.old, to: scenario.new) })
                blackHole(same)
                blackHole(diff)
                let name = "ListDiff / floor, \(scenario.name), \(count)"
                switch scenario.name {
                case "unchanged": report(name, baseline: times.baseline, subject: times.subject, target: 2)
                case "1% scattered": report(name, baseline: times.baseline, subject: times.subject, target: 10)
                default:
                    print(
                        name.padding(toLength: 46, withPad: " ", startingAt: 0)
                            + String(
                                format: "%10.2f ms %10.2f ms %7.2fx  (no target)", times.baseline, times.subject,
                                times.subject / times.baseline))
                }
            }
        }
    }

    /// One shape of the floor comparison, for `valgrind --tool=callgrind --toggle-collect='*profiledRun*'`:
    /// `profile-diff <floor|unchanged|1%|10%> <count> [repetitions]`.
    static func profile(_ arguments: [String]) {
        let shape = arguments.count > 1 ? arguments[1] : "unchanged"
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
        let repetitions = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        let scenarios = floorScenarios(count: count)
        let scenario =
            switch shape {
            case "1%": scenarios[1]
            case "10%": scenarios[2]
            default: scenarios[0]
            }
        for _ in 0..<repetitions { profiledRun(scenario, floor: shape == "floor") }
    }

    @inline(never)
    static func profiledRun(_ scenario: Scenario, floor: Bool) {
        if floor {
            blackHole(equalityPass(scenario.old, scenario.new))
        } else {
            blackHole(ListDiff(from: scenario.old, to: scenario.new))
        }
    }
}
