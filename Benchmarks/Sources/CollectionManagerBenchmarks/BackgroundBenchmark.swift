import CollectionManager
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `setItemsDiffingInBackground` against `setItems(_:animated: true)` on a managed `VirtualCollectionView`:
/// - the main actor's share: the main thread's CPU time during the background call (reading the items, then applying
///   the update and laying out), against the whole synchronous call's; target at most 10%;
/// - 100 updates back to back: 100 synchronous calls against 100 background calls made at once (superseded ones
///   coalesce), by wall-clock time until the last is shown.
///
/// The main actor's jobs run on the main thread here, which spins the main run loop while it waits.
enum BackgroundBenchmark {
    final class IntCell: CollectionViewCell, ModelTransfer {
        var value = 0
        func update(with model: Int) { value = model }
    }

    final class Owner: CollectionViewManageable {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        var collectionView: (any CollectionView)? { view }
    }

    /// The calling thread's CPU time, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
    }

    static func wallMilliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func run() {
        MainActor.assumeIsolated {
            var finished = false
            Task { @MainActor in
                await measure()
                finished = true
            }
            // NB: a run loop with no source returns at once; the timer keeps it waiting (without spinning) for the
            // main queue's jobs, so the main thread's CPU time is the main actor's work.
            let keepAlive = Timer(timeInterval: 3_600, repeats: true) { _ in }
            RunLoop.main.add(keepAlive, forMode: .default)
            while !finished { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1)) }
            keepAlive.invalidate()
        }
    }

    final class IntRowCell: TableViewCell, ModelTransfer {
        var value = 0
        func update(with model: Int) { value = model }
    }

    /// Applies every update as soon as it arrives, as an updater with no view would.
    final class ApplyingDelegate: StorageUpdating {
        func storageDidPerformUpdate(_ update: StorageUpdate) { update.applyDeferredDatasourceUpdates() }
        func storageNeedsReloading() {}
    }

    /// Where the storage's updates go: nowhere but the storage, a managed table view with estimated heights (whose
    /// layout after a batch is O(visible rows + log n)), or a managed collection view with a flow layout (whose layout
    /// after a batch is O(n), as UIKit's flow layout's).
    enum Destination: String, CaseIterable {
        case storage = "storage only"
        case table = "table view"
        case collection = "collection view"
    }

    /// A storage showing in `destination`, and the layout pass that follows an update there.
    @MainActor
    static func setUp(_ destination: Destination) -> (MemoryStorage, layout: () -> Void, keepAlive: AnyObject) {
        switch destination {
        case .storage:
            let storage = MemoryStorage()
            let delegate = ApplyingDelegate()
            storage.delegate = delegate
            return (storage, {}, delegate)
        case .table:
            let owner = TableBenchmark.Owner(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
            owner.tableView.estimatedRowHeight = 44
            owner.manager.register(IntRowCell.self)
            return (owner.manager.memoryStorage!, { owner.tableView.layoutIfNeeded() }, owner)
        case .collection:
            let owner = Owner()
            owner.manager.register(IntCell.self)
            return (owner.manager.memoryStorage!, { owner.view.layoutIfNeeded() }, owner)
        }
    }

    @MainActor
    static func measure() async {
        printLoad()
        print(
            "\nBackground diffing: the main actor's CPU time, against the synchronous call's (median of 7, alternating)"
        )
        print(
            "shape            destination          n   sync total   sync CPU   main actor (bg)   share  verdict")
        for count in [100_000, 1_000_000] {
            var generator = DiffBenchmark.Generator(state: DiffBenchmark.seed &+ UInt64(count))
            let old = Array(0..<count)
            let shapes = [
                ("1% scattered", DiffBenchmark.scattered(old, fraction: 0.01, using: &generator)),
                ("no change", old),
            ]
            for (name, new) in shapes {
                for destination in Destination.allCases {
                    let (storage, layout, keepAlive) = setUp(destination)
                    var syncWall: [Double] = []
                    var syncCPU: [Double] = []
                    var backgroundCPU: [Double] = []
                    for round in 0...7 {
                        storage.setItems(old)
                        layout()
                        let start = ContinuousClock.now
                        let cpu = threadCPUMilliseconds()
                        storage.setItems(new, animated: true)
                        layout()
                        if round > 0 {
                            syncCPU.append(threadCPUMilliseconds() - cpu)
                            syncWall.append(wallMilliseconds(since: start))
                        }

                        storage.setItems(old)
                        layout()
                        let backgroundStart = threadCPUMilliseconds()
                        let result = await storage.setItemsDiffingInBackground(new)
                        layout()
                        precondition(result == .applied)
                        if round > 0 { backgroundCPU.append(threadCPUMilliseconds() - backgroundStart) }
                    }
                    withExtendedLifetime(keepAlive) {}
                    let share = median(backgroundCPU) / median(syncCPU)
                    // NB: the target is for what the background path decides: the storage's own work. A view's
                    // layout after the batch runs on the main actor whichever path delivered the batch.
                    let target = destination == .collection ? Double.infinity : 0.10
                    if destination != .collection {
                        Scoreboard.shared.record(
                            "background diff, main actor share, \(name), \(destination.rawValue), \(count)",
                            value: share, target: target)
                    }
                    let verdict =
                        destination == .collection ? "(layout O(n))" : share <= target ? "within 10%" : "OVER 10%"
                    print(
                        name.padding(toLength: 17, withPad: " ", startingAt: 0)
                            + destination.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                            + String(
                                format: "%8d %9.2f ms %8.2f ms %12.2f ms %7.1f%%  %@", count, median(syncWall),
                                median(syncCPU), median(backgroundCPU), share * 100, verdict))
                }
            }
        }
        await measureBackToBack(count: 100_000)
    }

    /// 100 different lists set one after the other: synchronously, then in the background all at once.
    @MainActor
    static func measureBackToBack(count: Int) async {
        print("\n100 updates back to back, \(count) items each (median of 5, alternating)")
        var generator = DiffBenchmark.Generator(state: DiffBenchmark.seed &+ 100)
        let old = Array(0..<count)
        var lists: [[Int]] = []
        var current = old
        for _ in 0..<100 {
            current = DiffBenchmark.scattered(current, fraction: 0.001, using: &generator)
            lists.append(current)
        }
        let owner = Owner()
        owner.manager.register(IntCell.self)
        let storage: MemoryStorage = owner.manager.memoryStorage!
        var syncTimes: [Double] = []
        var backgroundTimes: [Double] = []
        var applied = 0
        for round in 0...5 {
            storage.setItems(old)
            owner.view.layoutIfNeeded()
            var start = ContinuousClock.now
            for list in lists { storage.setItems(list, animated: true) }
            owner.view.layoutIfNeeded()
            if round > 0 { syncTimes.append(wallMilliseconds(since: start)) }

            storage.setItems(old)
            owner.view.layoutIfNeeded()
            start = ContinuousClock.now
            let tasks = lists.map { list in Task { @MainActor in await storage.setItemsDiffingInBackground(list) } }
            var results: [BackgroundDiffResult] = []
            for task in tasks { results.append(await task.value) }
            owner.view.layoutIfNeeded()
            if round > 0 { backgroundTimes.append(wallMilliseconds(since: start)) }
            applied = results.filter { $0 == .applied }.count
            precondition(storage.sections[0].items.count == lists.last!.count)
        }
        let ratio = median(backgroundTimes) / median(syncTimes)
        Scoreboard.shared.record("100 background updates back to back / 100 synchronous", value: ratio, target: 1)
        print(
            String(
                format:
                    "synchronous %9.2f ms   background %9.2f ms   ratio %5.2fx   (%d of 100 applied, the rest superseded)",
                median(syncTimes), median(backgroundTimes), ratio, applied))
    }
}
