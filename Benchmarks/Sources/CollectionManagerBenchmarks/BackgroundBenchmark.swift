import CollectionManager
import Foundation
import TableManager

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

    /// `profile-background-table` or `profile-background-collection`: only the background path, 30 times, with models
    /// over 100,000 items, for a profiler that keeps the main thread's samples.
    static func profile(_ selection: String) {
        let destination: Destination = selection.hasSuffix("table") ? .table : .collection
        MainActor.assumeIsolated {
            var finished = false
            Task { @MainActor in
                var generator = DiffBenchmark.Generator(state: DiffBenchmark.seed &+ 100_000)
                let old = Array(0..<100_000)
                let scattered = DiffBenchmark.scattered(old, fraction: 0.01, using: &generator)
                let oldArticles = old.map(Article.init)
                let newArticles = scattered.map(Article.init)
                let (storage, layout, keepAlive) = setUp(
                    destination, register: { $0.register(ArticleCell.self) },
                    registerRow: { $0.register(ArticleRowCell.self) })
                for _ in 0..<30 {
                    storage.setItems(oldArticles)
                    layout()
                    let result = await storage.setItemsDiffingInBackground(newArticles)
                    layout()
                    precondition(result == .applied)
                }
                withExtendedLifetime(keepAlive) {}
                finished = true
            }
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
    /// layout after a batch is O(visible rows + log r) for r runs of equal heights), or a managed collection view with a
    /// flow layout of one item size (whose layout after a batch is O(sections), its frames computed when asked).
    enum Destination: String, CaseIterable {
        case storage = "storage only"
        case table = "table view"
        case collection = "collection view"
    }

    /// A storage showing in `destination` with the cells `register` (collection) or `registerRow` (table) maps, and
    /// the layout pass that follows an update there.
    @MainActor
    static func setUp(
        _ destination: Destination, register: (CollectionViewManager) -> Void,
        registerRow: (TableViewManager) -> Void
    ) -> (MemoryStorage, layout: () -> Void, keepAlive: AnyObject) {
        switch destination {
        case .storage:
            let storage = MemoryStorage()
            let delegate = ApplyingDelegate()
            storage.delegate = delegate
            return (storage, {}, delegate)
        case .table:
            let owner = TableBenchmark.Owner(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
            owner.tableView.estimatedRowHeight = 44
            registerRow(owner.manager)
            return (owner.manager.memoryStorage!, { owner.tableView.layoutIfNeeded() }, owner)
        case .collection:
            let owner = Owner()
            register(owner.manager)
            return (owner.manager.memoryStorage!, { owner.view.layoutIfNeeded() }, owner)
        }
    }

    /// A model as apps diff them: an identity and a title compared as content, each title a string of its own.
    struct Article: EntityIdentifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var identifier: AnyHashable { id }

        init(_ id: Int) {
            self.id = id
            title = "Article \(id): a headline long enough to be kept on the heap"
        }
    }

    final class ArticleCell: CollectionViewCell, ModelTransfer {
        var id = 0
        func update(with model: Article) { id = model.id }
    }

    final class ArticleRowCell: TableViewCell, ModelTransfer {
        var id = 0
        func update(with model: Article) { id = model.id }
    }

    @MainActor
    static func measure() async {
        printLoad()
        print(
            "\nBackground diffing: the main actor's CPU time, against the synchronous call's (median of 7, alternating)"
        )
        print(
            "items            destination          n   sync total   sync CPU   main actor (bg)   share  verdict")
        for count in [100_000, 1_000_000] {
            var generator = DiffBenchmark.Generator(state: DiffBenchmark.seed &+ UInt64(count))
            let old = Array(0..<count)
            let scattered = DiffBenchmark.scattered(old, fraction: 0.01, using: &generator)
            // NB: each list's titles are strings of their own, so that comparing two equal models reads both.
            let oldArticles = old.map(Article.init)
            let newArticles = scattered.map(Article.init)
            for destination in Destination.allCases {
                await measureShare(
                    "models, 1%", destination: destination, count: count, old: oldArticles, target: 0.10,
                    register: { $0.register(ArticleCell.self) }, registerRow: { $0.register(ArticleRowCell.self) },
                    setSynchronously: { $0.setItems(newArticles, animated: true) },
                    setInBackground: { await $0.setItemsDiffingInBackground(newArticles) })
            }
            for destination in Destination.allCases {
                await measureShare(
                    "Ints, 1%", destination: destination, count: count, old: old, target: nil,
                    register: { $0.register(IntCell.self) }, registerRow: { $0.register(IntRowCell.self) },
                    setSynchronously: { $0.setItems(scattered, animated: true) },
                    setInBackground: { await $0.setItemsDiffingInBackground(scattered) })
            }
        }
        await measureBackToBack(count: 100_000)
    }

    /// One row: `new` set over `old` on a storage showing in `destination`, synchronously and in the background,
    /// alternating; the main actor's share recorded against `target` when there is one.
    @MainActor
    static func measureShare<Item>(
        _ name: String, destination: Destination, count: Int, old: [Item], target: Double?,
        register: (CollectionViewManager) -> Void, registerRow: (TableViewManager) -> Void,
        setSynchronously: (MemoryStorage) -> Void,
        setInBackground: @MainActor (MemoryStorage) async -> BackgroundDiffResult
    ) async {
        let (storage, layout, keepAlive) = setUp(destination, register: register, registerRow: registerRow)
        var syncWall: [Double] = []
        var syncCPU: [Double] = []
        var backgroundCPU: [Double] = []
        for round in 0...7 {
            storage.setItems(old)
            layout()
            let start = ContinuousClock.now
            let cpu = threadCPUMilliseconds()
            setSynchronously(storage)
            layout()
            if round > 0 {
                syncCPU.append(threadCPUMilliseconds() - cpu)
                syncWall.append(wallMilliseconds(since: start))
            }

            storage.setItems(old)
            layout()
            let backgroundStart = threadCPUMilliseconds()
            let result = await setInBackground(storage)
            layout()
            precondition(result == .applied)
            if round > 0 { backgroundCPU.append(threadCPUMilliseconds() - backgroundStart) }
        }
        withExtendedLifetime(keepAlive) {}
        let share = median(backgroundCPU) / median(syncCPU)
        let verdict: String
        if let target {
            Scoreboard.shared.record(
                "background diff, main actor share, \(name), \(destination.rawValue), \(count)", value: share,
                target: target)
            verdict = share <= target ? "within 10%" : "OVER 10%"
        } else {
            verdict = "(no target)"
        }
        print(
            name.padding(toLength: 17, withPad: " ", startingAt: 0)
                + destination.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(
                    format: "%8d %9.2f ms %8.2f ms %12.2f ms %7.1f%%  %@", count, median(syncWall), median(syncCPU),
                    median(backgroundCPU), share * 100, verdict))
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
