import Foundation
import StorageTestSupport
import TableManager

/// Which storage the table's manager holds.
enum TableFuzzScenario: String {
    case memoryStorage
    case diffableDataSource
}

/// What a run did, for the test's summary line.
struct TableFuzzStats {
    var sequences = 0
    var steps = 0
    var calls = 0
    /// Calls the storage answered with an anomaly or an error.
    var invalidCalls = 0
    var reentrantCalls = 0
    var commits = 0
    var reorders = 0
    var taps = 0
    var failures = 0

    mutating func add(_ other: TableFuzzStats) {
        sequences += other.sequences
        steps += other.steps
        calls += other.calls
        invalidCalls += other.invalidCalls
        reentrantCalls += other.reentrantCalls
        commits += other.commits
        reorders += other.reorders
        taps += other.taps
        failures += other.failures
    }

    var summary: String {
        "\(sequences) sequences, \(steps) steps, \(calls) calls, \(invalidCalls) invalid calls, "
            + "\(reentrantCalls) re-entrant calls, \(commits) editing commits, \(reorders) reorders, \(taps) taps, "
            + "\(failures) failures"
    }
}

/// A row cell that tells which model it shows.
final class FuzzRowCell: TableViewCell, ModelTransfer {
    private(set) var model: Int?
    func update(with model: Int) { self.model = model }
}

/// An owner of a table view, not bound to an actor, as the fuzzer drives it from a plain test.
final class FuzzTableOwner: TableViewManageable {
    let tableView: VirtualTableView

    init(frame: CGRect) {
        tableView = VirtualTableView(frame: frame)
        tableView.isRecordingEvents = false
    }
}

/// A `TableViewManager`, its `VirtualTableView` and its storage, driven by random calls — valid and not, made at the
/// top level and re-entrantly from `didSelect`, `willDisplay`, `commitEditingStyle` and `move` closures — with checks
/// after each step: the table's counts and displayed rows equal the storage, no inconsistency and no manager anomaly
/// is reported, and a diffable data source holds the last snapshot applied.
final class TableFuzzHarness {
    let scenario: TableFuzzScenario
    let owner: FuzzTableOwner
    var view: VirtualTableView { owner.tableView }
    var manager: TableViewManager { owner.manager }
    private(set) var diffable: TableViewDiffableDataSource<Int, Int>?
    private var applied = DiffableDataSourceSnapshot<Int, Int>()

    private var generator: SeededRandomNumberGenerator
    private let seed: UInt64
    private(set) var log: [String] = []
    var stats = TableFuzzStats()
    private var problems: [String] = []
    private var storageAnomalies = 0
    private var reentrantBudget = 0
    private var reentrantDepth = 0
    private var isChecking = false
    private var nextItem = 1
    private var nextSection = 1

    init(scenario: TableFuzzScenario, seed: UInt64) {
        self.scenario = scenario
        self.seed = seed
        generator = SeededRandomNumberGenerator(seed: seed)
        owner = FuzzTableOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        view.frame.size.height = CGFloat(int(0...700))
        let heights = int(0...2)
        if heights == 1 { view.estimatedRowHeight = 0 }
        if heights == 2 { view.rowHeight = 30 }
        view.isInWindow = !oneIn(4)
        view.inconsistencyHandler = { [unowned self] in problems.append("the table reported \($0)") }
        manager.anomalyHandler.anomalyAction = { [unowned self] in problems.append("the manager reported \($0)") }
        manager.register(FuzzRowCell.self)
        manager.didSelect(FuzzRowCell.self) { [unowned self] _, _, indexPath in callBack("didSelect at \(indexPath)") }
        manager.willDisplay(FuzzRowCell.self) { [unowned self] _, _, indexPath in
            callBack("willDisplay at \(indexPath)")
        }
        manager.commitEditingStyle(for: FuzzRowCell.self) { [unowned self] style, _, _, indexPath in
            stats.commits += 1
            note("// commitEditingStyle \(style) at \(indexPath)")
            if style == .delete, scenario == .memoryStorage { manager.memoryStorage.removeItems(at: [indexPath]) }
            callBack("commitEditingStyle at \(indexPath)")
        }
        manager.canMove(FuzzRowCell.self) { _, _, _ in true }
        manager.move(FuzzRowCell.self) { [unowned self] destination, _, _, source in
            stats.reorders += 1
            note("// move from \(source) to \(destination)")
            switch scenario {
            case .memoryStorage: manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
            case .diffableDataSource: break  // A diffable table refuses to move (it answers no `canMove`).
            }
        }
        if heights == 0 {
            manager.heightForCell(withItem: Int.self) { item, _ in CGFloat(20 + item % 40) }
        }
        var options = ["scenario: \(scenario.rawValue)", "frame: \(view.frame.size)", "heights: \(heights)"]
        switch scenario {
        case .memoryStorage:
            manager.memoryStorage.anomalyHandler.anomalyAction = { [unowned self] _ in storageAnomalies += 1 }
            let initial = (0..<int(0...4)).map { _ in newItems(int(0...8)) }
            options.append("initial: \(initial)")
            manager.memoryStorage.setItemsForAllSections(initial)
        case .diffableDataSource:
            let dataSource: TableViewDiffableDataSource<Int, Int> = manager.configureDiffableDataSource { _, item in
                item
            }
            dataSource.anomalyHandler.anomalyAction = { [unowned self] _ in storageAnomalies += 1 }
            diffable = dataSource
            changeSnapshot()
        }
        log.insert("// " + options.joined(separator: ", "), at: 0)
        view.layoutIfNeeded()
    }

    // MARK: Randomness

    private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    private func oneIn(_ n: Int) -> Bool { int(0...n - 1) == 0 }

    private func newItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<(nextItem + count))
    }

    private func note(_ line: String) {
        log.append(String(repeating: "  ", count: reentrantDepth) + line)
    }

    /// A section index: mostly one that exists or the next, sometimes a hostile one.
    private func someSection() -> Int {
        let count = manager.storage.numberOfSections()
        switch int(0...29) {
        case 0: return Int.max
        case 1: return -1
        case 2: return Int.min
        default: return int(0...count)
        }
    }

    /// An index path: mostly one of a row that exists or one past it, sometimes a hostile one (`Int.max`, negative,
    /// with one or three indexes).
    private func someIndexPath() -> IndexPath {
        switch int(0...24) {
        case 0: return IndexPath(index: 0)
        case 1: return IndexPath(indexes: [0, 0, 0])
        case 2: return IndexPath(row: Int.max, section: 0)
        case 3: return IndexPath(row: -1, section: 0)
        case 4: return IndexPath(row: 0, section: Int.max)
        default:
            let sections = manager.storage.numberOfSections()
            let section = int(0...max(sections - 1, 0))
            let rows = sections == 0 ? 0 : manager.storage.numberOfItems(inSection: section)
            return IndexPath(row: int(0...rows), section: section)
        }
    }

    /// An index path of a row the table shows, or `nil` when it shows none.
    private func someRow() -> IndexPath? {
        let sections = (0..<view.numberOfSections).filter { view.numberOfRows(inSection: $0) > 0 }
        guard !sections.isEmpty else { return nil }
        let section = sections[int(0...sections.count - 1)]
        return IndexPath(row: int(0...view.numberOfRows(inSection: section) - 1), section: section)
    }

    // MARK: Calls

    /// Counts a storage call, and whether it reported an anomaly or threw.
    private func call(_ description: String, _ body: () throws -> Void) {
        note(description)
        stats.calls += 1
        let before = storageAnomalies
        var failed = false
        do { try body() } catch { failed = true }
        if failed || storageAnomalies != before { stats.invalidCalls += 1 }
    }

    /// One random `MemoryStorage` call through the manager, valid or not.
    private func memoryCall() {
        let storage = manager.memoryStorage!
        switch int(0...12) {
        case 0:
            let items = newItems(int(1...4))
            let section = someSection()
            call("addItems(\(items), toSection: \(section))") { storage.addItems(items, toSection: section) }
        case 1:
            let item = newItems(1)[0]
            let indexPath = someIndexPath()
            call("insertItem(\(item), to: \(indexPath))") { try storage.insertItem(item, to: indexPath) }
        case 2:
            let indexPaths = (0..<int(1...3)).map { _ in someIndexPath() }
            call("removeItems(at: \(indexPaths))") { storage.removeItems(at: indexPaths) }
        case 3:
            let (source, destination) = (someIndexPath(), someIndexPath())
            call("moveItem(at: \(source), to: \(destination))") { storage.moveItem(at: source, to: destination) }
        case 4:
            let item = int(0...nextItem)
            call("reloadItem(\(item))") { storage.reloadItem(item) }
        case 5:
            let (item, replacement) = (int(0...nextItem), newItems(1)[0])
            call("replaceItem(\(item), with: \(replacement))") { try storage.replaceItem(item, with: replacement) }
        case 6:
            let item = int(0...nextItem)
            call("removeItem(\(item))") { try storage.removeItem(item) }
        case 7:
            let (items, section) = (newItems(int(0...6)), someSection())
            call("setItems(\(items), forSection: \(section))") { storage.setItems(items, forSection: section) }
        case 8:
            let sections = IndexSet((0..<int(1...2)).map { _ in int(0...storage.numberOfSections() + 1) })
            call("deleteSections(\(Array(sections)))") { storage.deleteSections(sections) }
        case 9:
            let (source, destination) = (someSection(), someSection())
            call("moveSection(\(source), toSection: \(destination))") {
                storage.moveSection(source, toSection: destination)
            }
        case 10:
            let section = someSection()
            call("removeItems(fromSection: \(section))") { storage.removeItems(fromSection: section) }
        case 11:
            guard !oneIn(3) else {
                call("removeAllItems()") { storage.removeAllItems() }
                return
            }
            let sections = (0..<int(0...3)).map { _ in newItems(int(0...5)) }
            call("setItemsForAllSections(\(sections))") { storage.setItemsForAllSections(sections) }
        default:
            note("performUpdates {")
            reentrantDepth += 1
            storage.performUpdates {
                for _ in 0..<int(1...4) { memoryCall() }
            }
            reentrantDepth -= 1
            note("}")
        }
    }

    /// Applies a random change to the diffable data source's snapshot, animated or by a reload.
    private func changeSnapshot() {
        guard let diffable else { return }
        var snapshot = diffable.snapshot()
        var lines: [String] = []
        for _ in 0..<int(1...3) {
            let sections = snapshot.sectionIdentifiers
            let items = snapshot.itemIdentifiers
            func someItem() -> Int { oneIn(20) || items.isEmpty ? -1 : items[int(0...items.count - 1)] }
            switch int(0...7) {
            case 0:
                let ids = [1_000_000 + nextSection]
                nextSection += 1
                lines.append("appendSections(\(ids))")
                snapshot.appendSections(ids)
            case 1, 2:
                guard let section = sections.isEmpty ? nil : sections[int(0...sections.count - 1)] else { break }
                let new = newItems(int(1...4))
                lines.append("appendItems(\(new), toSection: \(section))")
                snapshot.appendItems(new, toSection: section)
            case 3:
                let victims = (0..<int(1...2)).map { _ in someItem() }
                lines.append("deleteItems(\(victims))")
                snapshot.deleteItems(victims)
            case 4:
                let (item, before) = (someItem(), someItem())
                lines.append("moveItem(\(item), beforeItem: \(before))")
                snapshot.moveItem(item, beforeItem: before)
            case 5:
                let item = someItem()
                lines.append("reloadItems([\(item)])")
                snapshot.reloadItems([item])
            case 6:
                let (item, new) = (someItem(), newItems(1))
                lines.append("insertItems(\(new), afterItem: \(item))")
                snapshot.insertItems(new, afterItem: item)
            default:
                guard let section = sections.isEmpty ? nil : sections[int(0...sections.count - 1)] else { break }
                lines.append("deleteSections([\(section)])")
                snapshot.deleteSections([section])
            }
        }
        let byReload = oneIn(4)
        note("snapshot: " + lines.joined(separator: "; ") + (byReload ? "; applySnapshotUsingReloadData" : "; apply"))
        stats.calls += 1
        if !snapshot.anomalies.isEmpty { stats.invalidCalls += 1 }
        applied = snapshot
        if byReload {
            diffable.applySnapshotUsingReloadData(snapshot)
        } else {
            diffable.apply(snapshot, animatingDifferences: !oneIn(3))
        }
    }

    private func storageCall() {
        switch scenario {
        case .memoryStorage: memoryCall()
        case .diffableDataSource: changeSnapshot()
        }
    }

    /// A closure that runs user code: now and then, it changes the storage, or reloads the table.
    private func callBack(_ origin: String) {
        guard !isChecking, reentrantDepth == 0, reentrantBudget > 0, oneIn(4) else { return }
        reentrantBudget -= 1
        stats.reentrantCalls += 1
        reentrantDepth += 1
        defer { reentrantDepth -= 1 }
        note("// from \(origin):")
        if oneIn(8) {
            note("tableView.reloadData()")
            view.reloadData()
        } else {
            storageCall()
        }
    }

    // MARK: Steps

    /// One top-level action, a layout pass and the checks; returns the problems found. Each step draws from its own
    /// generator, seeded from the sequence's seed and the step's index.
    func step(_ index: Int) -> [String] {
        generator = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15))
        log.append("// step \(index)")
        stats.steps += 1
        reentrantBudget = 3
        switch int(0...15) {
        case 0:
            let offset = CGPoint(x: 0, y: int(0...1_500))
            note("tableView.contentOffset = \(offset)")
            view.contentOffset = offset
        case 1:
            settle()
            guard let row = someRow() else { break }
            note("tableView.tapRow(at: \(row))")
            stats.taps += 1
            view.tapRow(at: row)
        case 2:
            view.setEditing(!view.isEditing, animated: false)
            note("tableView.setEditing(\(view.isEditing))")
        case 3:
            if !view.isEditing { view.setEditing(true, animated: false) }
            settle()
            guard let row = someRow() else { break }
            note("tableView.commitEditing(.delete, forRowAt: \(row))")
            view.commitEditing(.delete, forRowAt: row)
        case 4:
            guard scenario == .memoryStorage else { break }
            if !view.isEditing { view.setEditing(true, animated: false) }
            settle()
            guard let source = someRow() else { break }
            settle { view.scrollToRow(at: source, at: .middle, animated: false) }
            // Within the row's section, and only when the row that slides into the source's place is displayed:
            // as in DTTableViewManager, `move` runs with the live cell at the source after the table moved the row,
            // and without one it runs no closure, so the storage would keep the row where it was.
            let rows = view.numberOfRows(inSection: source.section)
            let destination = IndexPath(row: int(0...rows - 1), section: source.section)
            let sliding = IndexPath(row: source.row + (destination.row > source.row ? 1 : -1), section: source.section)
            guard view.cellForRow(at: source) != nil, destination == source || view.cellForRow(at: sliding) != nil
            else { break }
            note("tableView.reorderRow(from: \(source), to: \(destination))")
            view.reorderRow(from: source, to: destination)
        case 5:
            note("manager.updateVisibleCells()")
            manager.updateVisibleCells()
        default:
            storageCall()
        }
        reentrantBudget = 0
        view.layoutIfNeeded()
        isChecking = true
        defer { isChecking = false }
        var found = problems
        problems = []
        found += contentProblems()
        return found
    }

    /// Runs `body` (by default nothing), then a layout pass, with no re-entrant calls: a driver's row is then chosen
    /// from what the table shows, and stays valid until the driver runs.
    private func settle(_ body: () -> Void = {}) {
        let budget = reentrantBudget
        reentrantBudget = 0
        body()
        view.layoutIfNeeded()
        reentrantBudget = budget
    }

    // MARK: Checks

    private func contentProblems() -> [String] {
        var found: [String] = []
        let storage = manager.storage
        let stored = (0..<storage.numberOfSections()).map { storage.numberOfItems(inSection: $0) }
        let shown = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
        if stored != shown { found.append("the table counts \(shown), the storage \(stored)") }
        if scenario == .diffableDataSource {
            let expected = applied.sectionIdentifiers.map { applied.itemIdentifiers(inSection: $0) }
            let holds = (0..<storage.numberOfSections()).map { section in
                (0..<storage.numberOfItems(inSection: section)).map {
                    storage.item(at: IndexPath(row: $0, section: section)) as? Int ?? -1
                }
            }
            if holds != expected { found.append("the data source holds \(holds), the snapshot applied \(expected)") }
        }
        for indexPath in view.indexPathsForVisibleRows ?? [] {
            let model = (view.cellForRow(at: indexPath) as? FuzzRowCell)?.model
            let item = storage.item(at: indexPath) as? Int
            if model != item || item == nil {
                found.append(
                    "the row at \(indexPath) shows \(model.map(String.init) ?? "nil"), the storage holds "
                        + (item.map(String.init) ?? "nil"))
            }
        }
        return found
    }
}
