import CollectionManager
import Foundation

/// Registers m cell mappings on a managed virtual view, for m = 250, 500, 1,000 and 2,000, without events and with a
/// `didSelect` each, and prints how the time grows per doubling of m; linear registration stays at or under 2.2×.
enum RegistrationBenchmark {
    static let sizes = [250, 500, 1_000, 2_000]
    static let limit = 2.2

    struct Post {
        var title: String
    }

    final class PostCell: CollectionViewCell, ModelTransfer {
        func update(with model: Post) {}
    }

    final class Owner: CollectionViewManageable {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var collectionView: (any CollectionView)? { view }
    }

    /// Registers `count` mappings, one per section, on a new managed view; with a `didSelect` each when `events`.
    static func register(_ count: Int, events: Bool) {
        let owner = Owner()
        var selections = 0
        for section in 0..<count {
            owner.manager.register(PostCell.self) { mapping in
                mapping.condition = .section(section)
                if events { mapping.didSelect { _, _, _ in selections += 1 } }
            }
        }
        blackHole((owner, selections))
    }

    /// The median time of registering each size's mappings, without and with events; each sample registers on enough
    /// views to register 8,000 mappings in all, and is divided by their number. Every round measures every size and both
    /// variants in turn, so a change in the machine's load lands on all of them alike.
    static func medians(repetitions: Int) -> [(plain: Double, events: Double)] {
        let clock = ContinuousClock()
        var plain = [[Duration]](repeating: [], count: sizes.count)
        var events = [[Duration]](repeating: [], count: sizes.count)
        for count in sizes {
            register(count, events: false)
            register(count, events: true)
        }
        for _ in 0..<repetitions {
            for (index, count) in sizes.enumerated() {
                let views = max(1, 8_000 / count)
                plain[index].append(clock.measure { for _ in 0..<views { register(count, events: false) } } / views)
                events[index].append(clock.measure { for _ in 0..<views { register(count, events: true) } } / views)
            }
        }
        return sizes.indices.map { (medianMilliseconds(plain[$0]), medianMilliseconds(events[$0])) }
    }

    static func run() {
        print("\nRegistering m mappings on a managed view (median of 9; growth per doubling of m, limit \(limit)x)")
        print(
            "mappings".padding(toLength: 12, withPad: " ", startingAt: 0)
                + "     plain   growth      with didSelect   growth")
        var previous: (plain: Double, events: Double)?
        var over: [String] = []
        let measured = medians(repetitions: 9)
        for (count, current) in zip(sizes, measured) {
            var line =
                "\(count)".padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%8.2f ms", current.plain)
            if let previous {
                let plainGrowth = current.plain / previous.plain
                let eventsGrowth = current.events / previous.events
                line += String(format: "  %5.2fx", plainGrowth) + String(format: "  %12.2f ms", current.events)
                line += String(format: "  %5.2fx", eventsGrowth)
                if plainGrowth > limit { over.append("plain \(count / 2)→\(count)") }
                if eventsGrowth > limit { over.append("didSelect \(count / 2)→\(count)") }
            } else {
                line += "        " + String(format: "  %12.2f ms", current.events)
            }
            print(line)
            previous = current
        }
        print(over.isEmpty ? "registration: linear (every doubling within \(limit)x)" : "OVER \(limit)x: \(over)")
        // The summary's figure: the mean growth per doubling from the first size to the last.
        if let first = measured.first, let last = measured.last, sizes.count > 1 {
            let doublings = Double(sizes.count - 1)
            let range = "\(sizes[0]) → \(sizes[sizes.count - 1])"
            Scoreboard.shared.record(
                "registration of m mappings, growth per doubling (\(range))",
                value: pow(last.plain / first.plain, 1 / doublings), target: limit)
            Scoreboard.shared.record(
                "registration of m mappings with a didSelect each, growth per doubling (\(range))",
                value: pow(last.events / first.events, 1 / doublings), target: limit)
        }
    }
}
