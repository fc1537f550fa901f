import CollectionManager
import Foundation

/// `memoryStorage.setItems(_:animated: true)` as users call it, against `ListDiff<Int>` on the same data.
///
/// Three subjects per workload shape, each timed alternately with the baseline:
/// - "storage": a `MemoryStorage` whose delegate applies each update at once: the storage's own cost (reading its
///   items, diffing, building the records, swapping the items). Target: at most 2× `ListDiff` on the same data.
/// - "pipeline": the same call on a managed `VirtualCollectionView` (manager, updater, the view's batch update).
/// - "by hand": the baseline for the pipeline — `ListDiff` computed and declared to the same kind of view by hand, in
///   one `performBatchUpdates`, from a plain data source over an `[Int]`.
enum PipelineBenchmark {
    struct Shape {
        let name: String
        let old: [Int]
        let new: [Int]
    }

    /// The six workload shapes on `count` unique integers.
    static func shapes(count: Int) -> [Shape] {
        var generator = DiffBenchmark.Generator(state: DiffBenchmark.seed &+ UInt64(count))
        let old = Array(0..<count)
        return [
            Shape(
                name: "10% scattered", old: old, new: DiffBenchmark.scattered(old, fraction: 0.10, using: &generator)),
            Shape(name: "1% scattered", old: old, new: DiffBenchmark.scattered(old, fraction: 0.01, using: &generator)),
            Shape(name: "blocks", old: old, new: DiffBenchmark.blocks(old, using: &generator)),
            Shape(name: "full reverse", old: old, new: old.reversed()),
            Shape(name: "no change", old: old, new: old),
            Shape(name: "all new", old: old, new: Array(count..<(2 * count))),
        ]
    }

    final class IntCell: CollectionViewCell, ModelTransfer {
        var value = 0
        func update(with model: Int) { value = model }
    }

    final class Owner: CollectionViewManageable {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        var collectionView: (any CollectionView)? { view }
    }

    /// Applies every update as soon as it arrives, as an updater with no view would.
    final class ApplyingDelegate: StorageUpdating {
        func storageDidPerformUpdate(_ update: StorageUpdate) { update.applyDeferredDatasourceUpdates() }
        func storageNeedsReloading() {}
    }

    /// A hand-written data source over an `[Int]`.
    final class HandDataSource: CollectionViewDataSource {
        var items: [Int] = []
        func responds(to selector: CollectionViewSelector) -> Bool { false }
        func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "IntCell", for: indexPath)
            (cell as? IntCell)?.update(with: items[indexPath.item])
            return cell
        }
    }

    /// Median milliseconds of `body` over `repetitions` runs, each after an untimed `setUp`; the runs of all bodies
    /// alternate.
    static func alternate(repetitions: Int, _ cases: [(setUp: () -> Void, body: () -> Void)]) -> [Double] {
        let clock = ContinuousClock()
        var samples = [[Duration]](repeating: [], count: cases.count)
        for round in 0...repetitions {
            for (index, entry) in cases.enumerated() {
                entry.setUp()
                let duration = clock.measure(entry.body)
                if round > 0 { samples[index].append(duration) }  // round 0 warms up
            }
        }
        return samples.map(medianMilliseconds)
    }

    /// `pipeline profile <shape index>`: only the storage's call at 100,000 elements, 50 times, untimed, for `perf`.
    static func profile(shape index: Int) {
        let shape = shapes(count: 100_000)[index]
        let storage = MemoryStorage()
        let applying = ApplyingDelegate()
        storage.delegate = applying
        for _ in 0..<50 {
            storage.setItems(shape.old)
            storage.setItems(shape.new, animated: true)
        }
    }

    static func run() {
        if CommandLine.arguments.count > 3, CommandLine.arguments[2] == "profile" {
            return profile(shape: Int(CommandLine.arguments[3]) ?? 0)
        }
        printLoad()
        print("\nPipeline: setItems(_:animated: true) of unique Ints, against ListDiff on the same data")
        print("(median of alternating runs; storage target: at most 2x ListDiff; pipeline: at most 2x by hand)")
        print(
            "shape".padding(toLength: 16, withPad: " ", startingAt: 0)
                + "      n   ListDiff    storage  ratio   by hand   pipeline  ratio  verdict")
        var allMet = true
        for count in [10_000, 100_000] {
            for shape in shapes(count: count) {
                let repetitions = count >= 100_000 ? 7 : 21
                let storage = MemoryStorage()
                let applying = ApplyingDelegate()
                storage.delegate = applying
                let owner = Owner()
                owner.manager.register(IntCell.self)
                owner.manager.memoryStorage.setItems(shape.old)
                owner.view.layoutIfNeeded()
                let handView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
                let hand = HandDataSource()
                handView.register(IntCell.self, forCellWithReuseIdentifier: "IntCell")
                handView.dataSource = hand
                var diff = ListDiff()
                let times = alternate(
                    repetitions: repetitions,
                    [
                        (setUp: {}, body: { diff = ListDiff(from: shape.old, to: shape.new) }),
                        (
                            setUp: { storage.setItems(shape.old) },
                            body: { storage.setItems(shape.new, animated: true) }
                        ),
                        (
                            setUp: {
                                hand.items = shape.old
                                handView.reloadData()
                                handView.layoutIfNeeded()
                            },
                            body: {
                                let operations = ListDiff(from: hand.items, to: shape.new).operations
                                handView.performBatchUpdates {
                                    hand.items = shape.new
                                    declare(operations, to: handView)
                                }
                                handView.layoutIfNeeded()
                            }
                        ),
                        (
                            setUp: {
                                owner.manager.memoryStorage.setItems(shape.old)
                                owner.view.layoutIfNeeded()
                            },
                            body: {
                                owner.manager.memoryStorage.setItems(shape.new, animated: true)
                                owner.view.layoutIfNeeded()
                            }
                        ),
                    ])
                precondition(storage.items(inSection: 0)?.count == shape.new.count)
                precondition(owner.view.numberOfItems(inSection: 0) == shape.new.count)
                let storageRatio = times[1] / times[0]
                let pipelineRatio = times[3] / times[2]
                let met = storageRatio <= 2 && pipelineRatio <= 2
                allMet = allMet && met
                Scoreboard.shared.record(
                    "setItems(animated:) \(shape.name) n=\(count): storage / ListDiff", value: storageRatio, target: 2)
                Scoreboard.shared.record(
                    "setItems(animated:) \(shape.name) n=\(count): managed view / hand-built batch",
                    value: pipelineRatio, target: 2)
                print(
                    shape.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                        + String(
                            format: "%7d %8.3f ms %8.3f ms %5.2fx %8.3f ms %8.3f ms %5.2fx  %@", count, times[0],
                            times[1], storageRatio, times[2], times[3], pipelineRatio, met ? "met" : "NOT MET"))
                blackHole(diff)
            }
        }
        print("pipeline targets: \(allMet ? "met" : "NOT MET")")
        SpecialisedPathsBenchmark.run()
    }

    static func declare(_ operations: [SingleSectionOperation], to view: VirtualCollectionView) {
        var deletes: [IndexPath] = []
        var inserts: [IndexPath] = []
        var reloads: [IndexPath] = []
        for operation in operations {
            switch operation {
            case .delete(let index): deletes.append(IndexPath(item: index, section: 0))
            case .insert(let index): inserts.append(IndexPath(item: index, section: 0))
            case .move(let from, let to):
                view.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
            case .update(let index): reloads.append(IndexPath(item: index, section: 0))
            }
        }
        if !deletes.isEmpty { view.deleteItems(at: deletes) }
        if !inserts.isEmpty { view.insertItems(at: inserts) }
        if !reloads.isEmpty { view.reloadItems(at: reloads) }
    }
}

/// Prints the one-minute, five-minute and fifteen-minute load averages.
func printLoad() {
    var loads = [Double](repeating: 0, count: 3)
    let count = getloadavg(&loads, 3)
    if count == 3 { print(String(format: "load average: %.2f, %.2f, %.2f", loads[0], loads[1], loads[2])) }
}
