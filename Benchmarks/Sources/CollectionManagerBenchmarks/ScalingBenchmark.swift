import CollectionManager
import Foundation

/// How each storage path grows with its size: every path is timed at 10k, 20k, 40k and 80k (items, calls or sections),
/// the sizes interleaved round after round, and the growth per doubling is the ratio of successive medians. A linear
/// path grows about 2× per doubling, an O(n log n) one a little more, a quadratic one 4×; the target is 2.2×.
///
/// Every path runs on a managed `VirtualCollectionView` (a manager, its updater, a laid-out view), so the time includes
/// the batch translation and the view's validation of the batch, not only the storage's own work. Setting up a sample
/// is not timed.
enum ScalingBenchmark {
    /// The sizes; `SCALING_SIZES` (comma-separated) overrides them, to profile one size.
    static let sizes =
        ProcessInfo.processInfo.environment["SCALING_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } }
        ?? [10_000, 20_000, 40_000, 80_000]
    /// Rounds per path; `SCALING_ROUNDS` overrides it (more rounds steady the medians on a loaded machine).
    static let rounds = ProcessInfo.processInfo.environment["SCALING_ROUNDS"].flatMap(Int.init) ?? 7
    static let target = 2.2
    static let seed: UInt64 = 20_261_123

    final class Owner: CollectionViewManageable {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var collectionView: (any CollectionView)? { view }
        var storage: MemoryStorage { manager.memoryStorage! }
    }

    final class IntCell: CollectionViewCell, ModelTransfer {
        var value = 0
        func update(with model: Int) { value = model }
    }

    /// A storage delegate that applies each update at once, as an updater does inside its batch, with no view.
    /// `profile-sections N`: one `performUpdates` block of N/10 `addItems` calls, each creating a section, on a storage
    /// alone, for callgrind's instruction counts at two sizes.
    static func profileSections(_ n: Int) {
        let storage = MemoryStorage()
        let applier = ApplyingUpdater()
        storage.delegate = applier
        storage.performUpdates {
            for section in 0..<(n / 10) { storage.addItems(Array(0..<10), toSection: section) }
        }
        withExtendedLifetime(applier) {}
    }

    final class ApplyingUpdater: StorageUpdating {
        func storageDidPerformUpdate(_ update: StorageUpdate) { update.applyDeferredDatasourceUpdates() }
        func storageNeedsReloading() {}
    }

    /// A model that is `Equatable` and not `Hashable`, for the `Equatable`-only `removeItems(_:)`.
    struct EquatableOnly: Equatable {
        let value: Int
    }

    /// A path: given a size, sets up a managed view (untimed) and returns the work to time.
    struct Path {
        let name: String
        let prepare: (Int) -> () -> Void
    }

    /// A managed view whose storage holds `sections` sections that share `items` items (0, 1, 2, ... in order), laid
    /// out once.
    static func managed(items: Int, sections: Int = 1) -> Owner {
        let owner = Owner()
        owner.manager.register(IntCell.self)
        let perSection = max(1, items / max(1, sections))
        let storage = owner.storage
        if sections == 1 {
            storage.setItems(Array(0..<items))
        } else {
            storage.setItemsForAllSections(
                (0..<sections).map { section in Array((section * perSection)..<((section + 1) * perSection)) })
        }
        owner.view.layoutIfNeeded()
        return owner
    }

    /// `count` positions for `insertItems(_:to:)` into a section of `base` items, each valid after the previous
    /// insertions, drawn with a fixed seed.
    static func randomInsertionPaths(count: Int, base: Int) -> [IndexPath] {
        var generator = DiffBenchmark.Generator(state: seed &+ UInt64(count))
        return (0..<count).map { inserted in
            IndexPath(item: Int.random(in: 0...(base + inserted), using: &generator), section: 0)
        }
    }

    static var paths: [Path] {
        [
            Path(name: "performUpdates, n addItem calls") { n in
                let owner = managed(items: 0)
                let storage = owner.storage
                return {
                    storage.performUpdates { for value in 0..<n { storage.addItem(value) } }
                    withExtendedLifetime(owner) {}
                }
            },
            Path(name: "performUpdates, n/2 removals from the end") { n in
                let owner = managed(items: n)
                let storage = owner.storage
                return {
                    storage.performUpdates {
                        for item in stride(from: n - 1, through: n / 2, by: -1) {
                            storage.removeItems(at: [IndexPath(item: item, section: 0)])
                        }
                    }
                    withExtendedLifetime(owner) {}
                }
            },
            Path(name: "performUpdates, n/10 calls each creating a section") { n in
                let owner = managed(items: 0)
                let storage = owner.storage
                return {
                    storage.performUpdates {
                        for section in 0..<(n / 10) { storage.addItems(Array(0..<10), toSection: section) }
                    }
                    withExtendedLifetime(owner) {}
                }
            },
            Path(name: "performUpdates, n/10 calls each creating a section, storage alone") { n in
                let storage = MemoryStorage()
                let applier = ApplyingUpdater()
                storage.delegate = applier
                return {
                    storage.performUpdates {
                        for section in 0..<(n / 10) { storage.addItems(Array(0..<10), toSection: section) }
                    }
                    withExtendedLifetime(applier) {}
                }
            },
            Path(name: "updateWithoutAnimations, n addItem calls") { n in
                let owner = managed(items: 0)
                let storage = owner.storage
                return {
                    storage.updateWithoutAnimations { for value in 0..<n { storage.addItem(value) } }
                    withExtendedLifetime(owner) {}
                }
            },
            Path(name: "addItems, n items") { n in
                let owner = managed(items: 0)
                let items = Array(0..<n)
                return { owner.storage.addItems(items) }
            },
            Path(name: "insertItems(_:at:), n/2 at the front") { n in
                let owner = managed(items: n)
                let items = Array(n..<(n + n / 2))
                return { try? owner.storage.insertItems(items, at: IndexPath(item: 0, section: 0)) }
            },
            Path(name: "insertItems(_:to:), n/2 interleaved") { n in
                let owner = managed(items: n)
                let items = Array(n..<(n + n / 2))
                let paths = (0..<(n / 2)).map { IndexPath(item: 2 * $0, section: 0) }
                return { owner.storage.insertItems(items, to: paths) }
            },
            Path(name: "insertItems(_:to:), n/2 at random") { n in
                let owner = managed(items: n)
                let items = Array(n..<(n + n / 2))
                let paths = randomInsertionPaths(count: n / 2, base: n)
                return { owner.storage.insertItems(items, to: paths) }
            },
            Path(name: "removeItems(at:), every other of n") { n in
                let owner = managed(items: n)
                let paths = stride(from: 0, to: n, by: 2).map { IndexPath(item: $0, section: 0) }
                return { owner.storage.removeItems(at: paths) }
            },
            Path(name: "removeItems (Hashable), every other of n") { n in
                let owner = managed(items: n)
                let values = Array(stride(from: 0, to: n, by: 2))
                return { owner.storage.removeItems(values) }
            },
            Path(name: "removeItems (Equatable only), 10 of n") { n in
                let owner = managed(items: 0)
                owner.storage.setItems((0..<n).map { EquatableOnly(value: $0) })
                let values = (0..<10).map { EquatableOnly(value: n - 1 - $0) }
                return { owner.storage.removeItems(values) }
            },
            Path(name: "removeItems(fromSection:), n items") { n in
                let owner = managed(items: n)
                return { owner.storage.removeItems(fromSection: 0) }
            },
            Path(name: "removeItem (search), the last of n") { n in
                let owner = managed(items: n)
                return { try? owner.storage.removeItem(n - 1) }
            },
            Path(name: "reloadItem, the last of n") { n in
                let owner = managed(items: n)
                return { owner.storage.reloadItem(n - 1) }
            },
            Path(name: "replaceItem, the last of n") { n in
                let owner = managed(items: n)
                return { try? owner.storage.replaceItem(n - 1, with: -1) }
            },
            Path(name: "indexPath(forItem:), the last of n") { n in
                let owner = managed(items: n)
                return { blackHole(owner.storage.indexPath(forItem: n - 1)) }
            },
            Path(name: "moveItem, first of n to the end") { n in
                let owner = managed(items: n)
                return {
                    owner.storage.moveItem(
                        at: IndexPath(item: 0, section: 0), to: IndexPath(item: n - 1, section: 0))
                }
            },
            Path(name: "moveItemWithoutAnimation, first of n to the end") { n in
                let owner = managed(items: n)
                return {
                    owner.storage.moveItemWithoutAnimation(
                        from: IndexPath(item: 0, section: 0), to: IndexPath(item: n - 1, section: 0))
                }
            },
            Path(name: "setItems(_:forSection:), n items") { n in
                let owner = managed(items: n)
                let items = Array((0..<n).reversed())
                return { owner.storage.setItems(items) }
            },
            Path(name: "setItemsForAllSections, n items in n/10") { n in
                let owner = managed(items: n, sections: n / 10)
                let items = (0..<(n / 10)).map { section in Array((section * 10)..<(section * 10 + 10)) }
                return { owner.storage.setItemsForAllSections(items) }
            },
            Path(name: "removeAllItems, n items in n/10 sections") { n in
                let owner = managed(items: n, sections: n / 10)
                return { owner.storage.removeAllItems() }
            },
            Path(name: "insertSection of n items, at 0 of n/10") { n in
                let owner = managed(items: n, sections: n / 10)
                let section = SectionModel()
                section.items = Array(0..<n)
                return { owner.storage.insertSection(section, atIndex: 0) }
            },
            Path(name: "deleteSections, every other of n") { n in
                let owner = managed(items: n, sections: n)
                let indexes = IndexSet(stride(from: 0, to: n, by: 2))
                return { owner.storage.deleteSections(indexes) }
            },
            Path(name: "deleteSections, every other of n, storage alone") { n in
                let storage = MemoryStorage()
                storage.setItemsForAllSections((0..<n).map { [$0] })
                let indexes = IndexSet(stride(from: 0, to: n, by: 2))
                return { storage.deleteSections(indexes) }
            },
            Path(name: "moveSection, first of n to the end, storage alone") { n in
                let storage = MemoryStorage()
                storage.setItemsForAllSections((0..<n).map { [$0] })
                return { storage.moveSection(0, toSection: n - 1) }
            },
            Path(name: "moveSection, first of n to the end") { n in
                let owner = managed(items: n, sections: n)
                return { owner.storage.moveSection(0, toSection: n - 1) }
            },
            Path(name: "setSection, the last of n") { n in
                let owner = managed(items: n, sections: n)
                let section = SectionModel()
                return { owner.storage.setSection(section, forSection: n - 1) }
            },
            Path(name: "totalNumberOfItems, n sections") { n in
                let owner = managed(items: n, sections: n)
                return { blackHole(owner.storage.totalNumberOfItems) }
            },
            Path(name: "sectionIndex(for:), the last of n") { n in
                let owner = managed(items: n, sections: n)
                let section = owner.storage.sections[n - 1]
                return { blackHole(owner.storage.sectionIndex(for: section)) }
            },
        ]
    }

    /// The CPU time this thread has used, in milliseconds.
    ///
    /// Growth is measured in CPU time rather than wall-clock time: on a machine shared by more runnable processes than
    /// cores, a sample longer than a scheduler time slice is stretched by the waits between slices and a shorter one
    /// often is not, which turns a linear path into a seemingly quadratic one between two sizes.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The median CPU time of `path` at each of `sizes`, in milliseconds, the sizes interleaved in every round.
    static func medians(of path: Path, sizes: [Int]) -> [Double] {
        var samples = Array(repeating: [Double](), count: sizes.count)
        for round in 0...rounds {
            for (index, size) in sizes.enumerated() {
                let work = path.prepare(size)
                let start = threadCPUMilliseconds()
                work()
                let time = threadCPUMilliseconds() - start
                if round > 0 { samples[index].append(time) }  // round 0 warms up
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }

    /// Prints the column titles of the rows ``measureGrowth(of:sizes:)`` prints.
    static func printGrowthHeader(sizes: [Int]) {
        let range = sizes.map { $0 >= 1_000 ? "\($0 / 1_000)k" : "\($0)" }.joined(separator: " → ")
        print("\nGrowth per doubling, \(range) (CPU time, median of \(rounds) interleaved rounds; target ≤ \(target)×)")
        print(
            "path".padding(toLength: 54, withPad: " ", startingAt: 0)
                + "  first ms  last ms   growths            mean")
    }

    /// Times `path` at `sizes` (each double the previous), prints its growth per doubling — each step and the mean over
    /// the range — and records the mean against the 2.2× target. Other modes (registration) can call it with their own
    /// paths and sizes.
    static func measureGrowth(of path: Path, sizes: [Int]) {
        let times = medians(of: path, sizes: sizes)
        let growths = zip(times.dropFirst(), times).map { $0 / max($1, 1e-6) }
        // The mean growth per doubling over the whole range, e.g. the cube root of 80k over 10k.
        let mean = pow(times.last! / max(times.first!, 1e-6), 1.0 / Double(sizes.count - 1))
        let steps = growths.map { String(format: "%4.2f", $0) }.joined(separator: " ")
        print(
            path.name.padding(toLength: 54, withPad: " ", startingAt: 0)
                + String(
                    format: "%9.3f%9.3f   %@   %5.2fx %@", times.first!, times.last!, steps, mean,
                    mean <= target ? "" : "OVER"))
        Scoreboard.shared.record("growth per doubling: " + path.name, value: mean, target: target, unit: "×")
    }

    /// Prints the growth of every storage path whose name contains `filter` (all paths when it is empty).
    static func run(filter: String = "") {
        printGrowthHeader(sizes: sizes)
        for path in paths where filter.isEmpty || path.name.contains(filter) {
            measureGrowth(of: path, sizes: sizes)
        }
    }
}
