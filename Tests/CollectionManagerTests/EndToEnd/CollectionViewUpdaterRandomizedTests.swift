import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Random sequences of storage calls — valid and invalid, single and in `performUpdates` blocks (nested too), on
/// sections that may not exist yet, reload methods, `updateWithoutAnimations`, scrolling, calls inside a batch update of
/// the caller's own, and calls (or `reloadData()`) made re-entrantly from `willUpdateContent`, `didUpdateContent` and
/// `willDisplay` — through a manager, its updater and a virtual
/// collection view. After every step the view's counts, its visible cells and the models shown in them must equal the
/// storage's contents, the storage must hold what a storage without a delegate holds after the same calls, and neither
/// the view nor the manager may have reported anything.
///
/// Replay a failure with `COLLECTION_MANAGER_SEED=<seed> swift test --filter CollectionViewUpdaterRandomizedTests`.
/// Run the long soak (1,500 sequences, about 255,000 storage calls) with
/// `COLLECTION_MANAGER_SOAK=1 swift test -c release -Xswiftc -enable-testing --filter CollectionViewUpdaterRandomizedTests`.
final class CollectionViewUpdaterRandomizedTests: XCTestCase {
    func testRandomStorageCalls_keepTheViewInStepWithTheStorage() {
        let isSoak = ProcessInfo.processInfo.environment["COLLECTION_MANAGER_SOAK"] != nil
        let seed = SeededRandomNumberGenerator.seed(default: 20_261_124)
        let random = RandomSource(seed: seed)
        let sequences = isSoak ? 1_500 : 150
        let steps = isSoak ? 80 : 40
        var operations = 0
        var coverage = Coverage()
        var failures: [String] = []
        for sequence in 0..<sequences {
            let harness = UpdaterHarness(random: random)
            for step in 0..<steps {
                harness.step()
                if let problem = harness.problem() {
                    failures.append(
                        "seed \(seed), sequence \(sequence), step \(step): \(problem)\nCalls:\n"
                            + harness.log.joined(separator: "\n"))
                    break
                }
            }
            operations += harness.operations
            coverage.add(harness.view)
            if !isSoak, !failures.isEmpty { break }
        }
        if isSoak {
            print("soak: \(sequences) sequences, \(operations) operations, \(failures.count) failures (seed \(seed))")
            print("soak: \(coverage)")
        }
        for failure in failures.prefix(3) { XCTFail(failure) }
        guard failures.isEmpty else { return }
        // The run must exercise animated batches of every kind, not only reloads (the soak prints the counts).
        XCTAssertGreaterThan(operations, sequences * steps, "seed \(seed)")
        for (kind, count) in coverage.batchesByKind {
            XCTAssertGreaterThan(count, 0, "seed \(seed): no batch \(kind); \(coverage)")
        }
    }
}

/// What kinds of updates the views received, to check that the run exercises them all.
private struct Coverage: CustomStringConvertible {
    var batches = 0
    var reloads = 0
    var batchesByKind: KeyValuePairs<String, Int> {
        [
            "inserting items": insertingItems, "deleting items": deletingItems, "moving items": movingItems,
            "reloading items": reloadingItems, "inserting sections": insertingSections,
            "deleting sections": deletingSections, "moving sections": movingSections,
            "moving items between sections": movingItemsBetweenSections, "mixing kinds": mixingKinds,
        ]
    }
    private var insertingItems = 0
    private var deletingItems = 0
    private var movingItems = 0
    private var reloadingItems = 0
    private var insertingSections = 0
    private var deletingSections = 0
    private var movingSections = 0
    private var movingItemsBetweenSections = 0
    private var mixingKinds = 0

    mutating func add(_ view: VirtualCollectionView) {
        reloads += view.recordedEvents.filter { $0 == .reloadData }.count
        for update in view.performedUpdates {
            batches += 1
            let kinds =
                [
                    update.insertedItems, update.deletedItems, update.reloadedItems, update.movedItems.map(\.to),
                ].filter { !$0.isEmpty }.count
                + [update.insertedSections, update.deletedSections, update.movedSections.map(\.to)].filter {
                    !$0.isEmpty
                }.count
            if !update.insertedItems.isEmpty { insertingItems += 1 }
            if !update.deletedItems.isEmpty { deletingItems += 1 }
            if !update.movedItems.isEmpty { movingItems += 1 }
            if !update.reloadedItems.isEmpty { reloadingItems += 1 }
            if !update.insertedSections.isEmpty { insertingSections += 1 }
            if !update.deletedSections.isEmpty { deletingSections += 1 }
            if !update.movedSections.isEmpty { movingSections += 1 }
            if update.movedItems.contains(where: { $0.from.section != $0.to.section }) {
                movingItemsBetweenSections += 1
            }
            if kinds > 1 { mixingKinds += 1 }
        }
    }

    var description: String {
        "\(batches) batches, \(reloads) reloads; batches "
            + batchesByKind.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }
}

/// A shared generator, so that closures can draw from it.
private final class RandomSource {
    var generator: SeededRandomNumberGenerator

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    /// True once in `n` draws.
    func oneIn(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &generator) == 0 }
}

/// A managed virtual collection view, its storage, and a mirror storage without a delegate that receives the same
/// calls and therefore holds what the managed storage must hold.
private final class UpdaterHarness {
    let random: RandomSource
    let owner: ManagedOwner
    let storage: MemoryStorage
    let mirror = MemoryStorage()
    private(set) var log: [String] = []
    private(set) var operations = 0
    private var inconsistencies: [CollectionViewInconsistency] = []
    private var anomalies: [CollectionViewManagerAnomaly] = []
    private var nextItem = 0
    /// How many calls callbacks may still make in the current step; zero outside steps.
    private var reentrantBudget = 0
    private var depth = 0

    var view: VirtualCollectionView { owner.virtualView }

    init(random: RandomSource) {
        self.random = random
        owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(random.int(40...700))))
        let manager = owner.manager
        storage = manager.memoryStorage
        view.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
        manager.anomalyHandler.anomalyAction = { [unowned self] in anomalies.append($0) }
        storage.anomalyHandler.anomalyAction = { _ in }
        mirror.anomalyHandler.anomalyAction = { _ in }
        manager.register(IntCell.self)
        manager.willDisplay(IntCell.self) { [unowned self] _, _, _ in callBack(from: "willDisplay") }

        var options: [String] = []
        if random.oneIn(3) {
            manager.collectionViewUpdater = manager.coreDataUpdater()
            options.append("coreDataUpdater")
        }
        let updater = manager.collectionViewUpdater!
        updater.animateMoveAsDeleteAndInsert = random.oneIn(2)
        updater.animateChangesOffScreen = !random.oneIn(3)
        view.isInWindow = !random.oneIn(5)
        updater.willUpdateContent = { [unowned self] _ in callBack(from: "willUpdateContent") }
        updater.didUpdateContent = { [unowned self] _ in callBack(from: "didUpdateContent") }
        options += [
            "animateMoveAsDeleteAndInsert: \(updater.animateMoveAsDeleteAndInsert)",
            "animateChangesOffScreen: \(updater.animateChangesOffScreen)", "isInWindow: \(view.isInWindow)",
            "height: \(view.frame.height)",
        ]
        log.append("// " + options.joined(separator: ", "))

        let initial = (0..<random.int(0...4)).map { _ in newItems(random.int(0...6)) }
        perform("setItemsForAllSections(\(initial))") { $0.setItemsForAllSections(initial) }
        view.layoutIfNeeded()
    }

    // MARK: Steps

    /// One top-level action: a call, a block of calls, a silent change followed by a reload, or a scroll.
    func step() {
        reentrantBudget = 3
        defer { reentrantBudget = 0 }
        switch random.int(0...9) {
        case 0, 1:
            block(length: random.int(1...8))
        case 2:
            log.append("updateWithoutAnimations {")
            let call = randomCall()
            call.body(mirror)
            storage.updateWithoutAnimations { call.body(storage) }
            operations += 1
            log.append("  \(call.description)\n} reloadData()")
            view.reloadData()
        case 3:
            let offset = CGPoint(x: 0, y: random.int(0...600))
            log.append("scroll(to: \(offset))")
            view.scroll(to: offset)
        case 4 where random.oneIn(3):
            // An animated call inside a batch update of the caller's own: it runs once that batch has committed.
            log.append("collectionView.performBatchUpdates {")
            let call = randomCall(allowingReloadMethods: false)
            view.performBatchUpdates({ self.perform("  " + call.description, call.body) }, completion: nil)
            log.append("}")
        default:
            let call = randomCall()
            perform(call.description, call.body)
        }
    }

    private func block(length: Int) {
        log.append(indent + "performUpdates {")
        depth += 1
        storage.performUpdates {
            for _ in 0..<length {
                if depth < 3, random.oneIn(6) {
                    block(length: random.int(1...3))
                } else {
                    let call = randomCall()
                    perform(call.description, call.body)
                }
            }
        }
        depth -= 1
        log.append(indent + "}")
    }

    private func callBack(from origin: String) {
        guard reentrantBudget > 0, random.oneIn(5) else { return }
        reentrantBudget -= 1
        if random.oneIn(8) {
            // What apps do after changing header models: reload the view from the callback.
            log.append(indent + "collectionView.reloadData()   // from \(origin)")
            view.reloadData()
            return
        }
        let call = randomCall()
        perform("\(call.description)   // from \(origin)", call.body)
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    private func perform(_ description: String, _ body: (MemoryStorage) -> Void) {
        log.append(indent + description)
        operations += 1
        // The mirror first: calls that callbacks make while the storage handles this one come after it.
        body(mirror)
        body(storage)
    }

    // MARK: Random calls

    private func newItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<(nextItem + count))
    }

    /// A random call, valid or not, chosen against the contents the storage will have once its pending calls apply.
    private func randomCall(allowingReloadMethods: Bool = true) -> (
        description: String, body: (MemoryStorage) -> Void
    ) {
        let truth = mirror.intSections
        let sectionCount = truth.count
        func section() -> Int { random.int(-1...(sectionCount + 1)) }
        func existingSection() -> Int {
            sectionCount == 0 || random.oneIn(8) ? section() : random.int(0...sectionCount - 1)
        }
        func indexPath(extra: Int = 1) -> IndexPath {
            let section = existingSection()
            let count = truth.indices.contains(section) ? truth[section].count : 0
            return IndexPath(item: random.int((random.oneIn(10) ? -1 : 0)...(count + extra)), section: section)
        }
        func existingOrMissing() -> Int {
            let all = truth.flatMap { $0 }
            if all.isEmpty || random.oneIn(6) { return -42 }
            return all[random.int(0...all.count - 1)]
        }
        // Reload methods (18...21) are drawn one time in twelve, so that most calls are animated.
        // A reload method inside a batch update of the caller's own is not supported, as `reloadData()` there is not.
        let drawsReloadMethod = random.oneIn(12) && allowingReloadMethods
        switch drawsReloadMethod ? random.int(18...21) : [Int](0...17).randomElement(using: &random.generator)! {
        case 0, 1:
            let items = newItems(random.int(0...3))
            let target = section()
            return ("addItems(\(items), toSection: \(target))", { $0.addItems(items, toSection: target) })
        case 2:
            let item = newItems(1)[0]
            let path = indexPath()
            return ("insertItem(\(item), to: \(path))", { try? $0.insertItem(item, to: path) })
        case 3:
            let items = newItems(random.int(1...3))
            let path = indexPath()
            return ("insertItems(\(items), at: \(path))", { try? $0.insertItems(items, at: path) })
        case 4:
            let count = random.int(1...4)
            let items = newItems(count + (random.oneIn(8) ? 1 : 0))
            let paths = (0..<count).map { _ in indexPath(extra: 2) }
            return ("insertItems(\(items), to: \(paths))", { $0.insertItems(items, to: paths) })
        case 5, 6:
            let item = existingOrMissing()
            return ("reloadItem(\(item))", { $0.reloadItem(item) })
        case 7:
            let item = existingOrMissing()
            let replacement = newItems(1)[0]
            return ("replaceItem(\(item), with: \(replacement))", { try? $0.replaceItem(item, with: replacement) })
        case 8:
            let item = existingOrMissing()
            return ("removeItem(\(item))", { try? $0.removeItem(item) })
        case 9:
            let items = (0..<random.int(0...4)).map { _ in existingOrMissing() }
            return ("removeItems(\(items))", { $0.removeItems(items) })
        case 10:
            let paths = (0..<random.int(0...4)).map { _ in indexPath(extra: 0) }
            return ("removeItems(at: \(paths))", { $0.removeItems(at: paths) })
        case 11:
            let target = section()
            return ("removeItems(fromSection: \(target))", { $0.removeItems(fromSection: target) })
        case 12:
            let indexes = IndexSet((0..<random.int(0...2)).map { _ in max(0, section()) })
            return ("deleteSections(\(Array(indexes)))", { $0.deleteSections(indexes) })
        case 13:
            let source = section()
            let destination = section()
            return (
                "moveSection(\(source), toSection: \(destination))", { $0.moveSection(source, toSection: destination) }
            )
        case 14, 15, 16:
            let source = indexPath(extra: 0)
            let destination = indexPath(extra: 1)
            return ("moveItem(at: \(source), to: \(destination))", { $0.moveItem(at: source, to: destination) })
        case 17:
            let items = newItems(random.int(0...2))
            let target = section()
            return (
                "insertSection(\(items), atIndex: \(target))",
                { $0.insertSection(SectionModel(items: items), atIndex: target) }
            )
        case 18:
            let items = newItems(random.int(0...4))
            let target = section()
            return ("setItems(\(items), forSection: \(target))", { $0.setItems(items, forSection: target) })
        case 19:
            let items = newItems(random.int(0...3))
            let target = section()
            return (
                "setSection(\(items), forSection: \(target))",
                { $0.setSection(SectionModel(items: items), forSection: target) }
            )
        case 20:
            return ("removeAllItems()", { $0.removeAllItems() })
        default:
            let sections = (0..<random.int(0...3)).map { _ in newItems(random.int(0...4)) }
            return ("setItemsForAllSections(\(sections))", { $0.setItemsForAllSections(sections) })
        }
    }

    // MARK: The check

    /// A description of the first way the view, the storage or the reports are wrong, or `nil` when all is well.
    func problem() -> String? {
        if storage.intSections != mirror.intSections {
            return "the storage holds \(storage.intSections), expected \(mirror.intSections)"
        }
        if !inconsistencies.isEmpty { return "the view reported \(inconsistencies)" }
        // No exemption for `nilCellModel`: a change made from a callback during a layout pass waits for the pass
        // (animated changes) or stops it (reload methods), so no cell is requested where the storage holds no model.
        if !anomalies.isEmpty { return "the manager reported \(anomalies)" }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        let storageCounts = storage.intSections.map(\.count)
        if counts != storageCounts { return "the view counts \(counts), the storage \(storageCounts)" }
        for indexPath in view.indexPathsForVisibleItems {
            let shown = (view.cellForItem(at: indexPath) as? IntCell)?.value
            let stored = storage.item(at: indexPath) as? Int
            if shown != stored {
                return "the cell at \(indexPath) shows \(String(describing: shown)), the storage holds "
                    + "\(String(describing: stored)); storage: \(storage.intSections)"
            }
        }
        if !inconsistencies.isEmpty || !anomalies.isEmpty {
            return "reports after layout: \(inconsistencies) \(anomalies)"
        }
        return nil
    }
}
