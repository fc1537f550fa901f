import CollectionManager
import Foundation
import StorageTestSupport

/// Which checks the differential fuzzer makes after each step. All are on by default; turn one off to find out which
/// others fail on their own.
struct FuzzChecks {
    /// The storage's contents equal the reference model's.
    var storageMatchesReference = true
    /// Each call reports exactly the anomalies and throws exactly the error its documentation says (none when valid).
    var callOutcomesMatchReference = true
    /// The view reports no inconsistency.
    var noInconsistencies = true
    /// The view's counts equal the storage's.
    var viewCountsMatchStorage = true
    /// Every visible cell shows the model the storage holds at its index path; visible headers and footers too.
    var visibleViewsShowStoredModels = true
    /// No `nilCellModel` for an index path at which the storage holds (or is about to hold) a model.
    var noNilCellModelWhereStorageHoldsModel = true
    /// No `nilCellModel` placeholder at all, even where the storage changed under a layout pass.
    var noPlaceholders = true
    /// No other manager anomaly (a `nilSupplementaryModel` for a section without a header model is allowed).
    var noOtherManagerAnomalies = true
    /// Counts and contents are also checked before the step's layout pass.
    var checkBetweenLayouts = true
    /// The diffable data source's `snapshot()`, read from a callback, equals the last snapshot applied.
    var snapshotReadsMatchReference = true

    /// Every check on.
    static let all = FuzzChecks()

    /// The checks named in `COLLECTION_MANAGER_FUZZ_OFF` (comma-separated property names) turned off; for
    /// investigating which checks fail independently. The committed tests never set it.
    static func fromEnvironment() -> FuzzChecks {
        var checks = FuzzChecks()
        let off = Set(
            (ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_OFF"] ?? "").split(separator: ",").map(
                String.init))
        if off.contains("storageMatchesReference") { checks.storageMatchesReference = false }
        if off.contains("callOutcomesMatchReference") { checks.callOutcomesMatchReference = false }
        if off.contains("noInconsistencies") { checks.noInconsistencies = false }
        if off.contains("viewCountsMatchStorage") { checks.viewCountsMatchStorage = false }
        if off.contains("visibleViewsShowStoredModels") { checks.visibleViewsShowStoredModels = false }
        if off.contains("noNilCellModelWhereStorageHoldsModel") { checks.noNilCellModelWhereStorageHoldsModel = false }
        if off.contains("noPlaceholders") { checks.noPlaceholders = false }
        if off.contains("noOtherManagerAnomalies") { checks.noOtherManagerAnomalies = false }
        if off.contains("checkBetweenLayouts") { checks.checkBetweenLayouts = false }
        if off.contains("snapshotReadsMatchReference") { checks.snapshotReadsMatchReference = false }
        return checks
    }
}

/// How the fuzzer generates calls.
struct FuzzConfiguration {
    /// Whether calls may name implausible section indexes, one time in 40: `Int.max`, `Int.max - 1`, and indexes just
    /// at and past the bound on the sections one call may create (`numberOfSections + 9_999`, which creates them, and
    /// `numberOfSections + 10_000` or more, which is refused with `sectionIndexTooBig`).
    var includeHostileSections = true
    /// How many calls a step's callbacks may make re-entrantly, in all.
    var reentrantBudgetPerStep = 3
    /// A callback re-enters once in this many calls.
    var reentryOdds = 4

    /// The defaults, with `COLLECTION_MANAGER_FUZZ_REENTRY_ODDS` (0: never re-enter) applied; for investigation.
    static func fromEnvironment() -> FuzzConfiguration {
        var configuration = FuzzConfiguration()
        if let odds = ProcessInfo.processInfo.environment["COLLECTION_MANAGER_FUZZ_REENTRY_ODDS"].flatMap(Int.init) {
            configuration.reentryOdds = max(odds, 1)
            if odds == 0 { configuration.reentrantBudgetPerStep = 0 }
        }
        return configuration
    }
}

/// Which storage the manager holds.
enum FuzzScenario: String, CaseIterable {
    case memoryStorage
    case singleSectionStorage
    case diffableDataSource
}

/// What a run did, for the soak's summary.
struct FuzzStats {
    var sequences = 0
    var steps = 0
    var calls = 0
    var invalidCalls = 0
    /// Calls refused with `sectionIndexTooBig`.
    var tooBigSections = 0
    /// Calls that created at least a thousand sections.
    var massCreations = 0
    var reentrantCalls = 0
    var reloads = 0
    var batches = 0
    var placeholders = 0
    var failures = 0

    mutating func add(_ other: FuzzStats) {
        sequences += other.sequences
        steps += other.steps
        calls += other.calls
        invalidCalls += other.invalidCalls
        tooBigSections += other.tooBigSections
        massCreations += other.massCreations
        reentrantCalls += other.reentrantCalls
        reloads += other.reloads
        batches += other.batches
        placeholders += other.placeholders
        failures += other.failures
    }

    var summary: String {
        "\(sequences) sequences, \(steps) steps, \(calls) calls, \(invalidCalls) invalid calls, "
            + "\(tooBigSections) refused as sectionIndexTooBig, \(massCreations) creating 1000+ sections, "
            + "\(reentrantCalls) re-entrant calls, \(reloads) reloads, \(batches) batches, "
            + "\(placeholders) placeholders (nilCellModel), \(failures) failures"
    }
}

/// A shared generator, so that closures can draw from it.
final class FuzzRandom {
    var generator: SeededRandomNumberGenerator

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    /// True once in `n` draws.
    func oneIn(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &generator) == 0 }

    func element<T>(_ array: [T]) -> T? { array.isEmpty ? nil : array[int(0...array.count - 1)] }

    func bool() -> Bool { oneIn(2) }
}

/// A cell that can tell which model it shows.
protocol FuzzModelShowing: AnyObject {
    var shownModel: AnyHashable? { get }
}

final class FuzzCell: CollectionViewCell, ModelTransfer, FuzzModelShowing {
    private(set) var model: Int?
    var shownModel: AnyHashable? { model.map { AnyHashable($0) } }
    func update(with model: Int) { self.model = model }
}

final class FuzzEntryCell: CollectionViewCell, ModelTransfer, FuzzModelShowing {
    private(set) var model: FuzzEntry?
    var shownModel: AnyHashable? { model.map { AnyHashable($0) } }
    func update(with model: FuzzEntry) { self.model = model }
}

final class FuzzHeader: CollectionReusableView, ModelTransfer {
    private(set) var title: String?
    func update(with model: String) { title = model }
}

final class FuzzFooter: CollectionReusableView, ModelTransfer {
    private(set) var title: String?
    func update(with model: String) { title = model }
}

/// A manager, its virtual collection view and its storage, driven by random calls beside a reference model that
/// receives the same calls in the same order.
final class FuzzHarness {
    let scenario: FuzzScenario
    let checks: FuzzChecks
    let configuration: FuzzConfiguration
    let random: FuzzRandom
    let owner: ManagedOwner
    var view: VirtualCollectionView { owner.virtualView }
    var manager: CollectionViewManager { owner.manager }

    private(set) var memory: MemoryStorage!
    private(set) var single: SingleSectionStorage<FuzzEntry>!
    private(set) var diffable: CollectionViewDiffableDataSource<Int, Int>!

    /// The reference of each scenario.
    var reference = FuzzReferenceModel()
    var singleReference: [FuzzEntry] = []
    var snapshotReference = FuzzSnapshotModel()

    private(set) var log: [String] = []
    var stats = FuzzStats()
    /// Problems found during the current step.
    var problems: [String] = []

    private var inconsistencies: [CollectionViewInconsistency] = []
    /// The anomalies reported by the call being made, innermost call last.
    var anomalyFrames: [[MemoryStorageAnomaly]] = []
    var diffableAnomalyFrames: [[DiffableDataSourceAnomaly]] = []
    var nextItem = 1
    var nextSection = 1
    var depth = 0
    private var reentrantBudget = 0
    private var reentrantDepth = 0
    private var isChecking = false
    var headersShown = false

    private let seed: UInt64

    init(scenario: FuzzScenario, seed: UInt64, checks: FuzzChecks, configuration: FuzzConfiguration) {
        self.seed = seed
        self.scenario = scenario
        self.checks = checks
        self.configuration = configuration
        random = FuzzRandom(seed: seed)
        let layout = CollectionViewFlowLayout()
        owner = ManagedOwner(
            frame: CGRect(x: 0, y: 0, width: CGFloat(random.int(50...400)), height: CGFloat(random.int(0...700))))
        if random.oneIn(2) {
            layout.headerReferenceSize = CGSize(width: 320, height: 20)
            layout.footerReferenceSize = CGSize(width: 320, height: CGFloat(random.int(0...1) * 10))
            headersShown = scenario == .memoryStorage
        }
        view.collectionViewLayout = layout
        view.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
        manager.anomalyHandler.anomalyAction = { [unowned self] in managerReported($0) }
        view.isInWindow = !random.oneIn(4)
        var options = ["scenario: \(scenario.rawValue)", "frame: \(view.frame.size)", "isInWindow: \(view.isInWindow)"]
        if layout.headerReferenceSize != .zero { options.append("headers and footers") }

        switch scenario {
        case .memoryStorage:
            memory = manager.memoryStorage
            memory.anomalyHandler.anomalyAction = { [unowned self] in storageReported($0) }
            manager.register(
                FuzzCell.self,
                handler: { [unowned self] _, _, indexPath in callBack(from: "cell handler at \(indexPath)") })
            manager.registerHeader(FuzzHeader.self)
            manager.registerFooter(FuzzFooter.self)
            manager.willDisplay(FuzzCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "willDisplay at \(indexPath)")
            }
            manager.didEndDisplaying(FuzzCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "didEndDisplaying at \(indexPath)")
            }
            manager.didSelect(FuzzCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "didSelect at \(indexPath)")
            }
        case .singleSectionStorage:
            let initial = (0..<random.int(0...8)).map { _ in newEntry() }
            single = SingleSectionStorage(items: initial)
            singleReference = initial
            manager.storage = single
            manager.register(
                FuzzEntryCell.self,
                handler: { [unowned self] _, _, indexPath in callBack(from: "cell handler at \(indexPath)") })
            manager.willDisplay(FuzzEntryCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "willDisplay at \(indexPath)")
            }
            manager.didEndDisplaying(FuzzEntryCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "didEndDisplaying at \(indexPath)")
            }
            manager.didSelect(FuzzEntryCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "didSelect at \(indexPath)")
            }
            options.append("initial items: \(initial)")
        case .diffableDataSource:
            manager.register(
                FuzzCell.self,
                handler: { [unowned self] _, _, indexPath in callBack(from: "cell handler at \(indexPath)") })
            manager.willDisplay(FuzzCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "willDisplay at \(indexPath)")
            }
            manager.didEndDisplaying(FuzzCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "didEndDisplaying at \(indexPath)")
            }
            manager.didSelect(FuzzCell.self) { [unowned self] _, _, indexPath in
                callBack(from: "didSelect at \(indexPath)")
            }
            diffable = manager.configureDiffableDataSource { [unowned self] (indexPath: IndexPath, item: Int) -> Any in
                callBack(from: "modelProvider at \(indexPath)")
                return item
            }
            diffable.anomalyHandler.anomalyAction = { [unowned self] in
                if diffableAnomalyFrames.isEmpty {
                    problems.append("the diffable data source reported \($0) outside any call")
                } else {
                    diffableAnomalyFrames[diffableAnomalyFrames.count - 1].append($0)
                }
            }
        }
        if let updater = manager.collectionViewUpdater {
            updater.animateChangesOffScreen = !random.oneIn(3)
            updater.willUpdateContent = { [unowned self] _ in callBack(from: "willUpdateContent") }
            updater.didUpdateContent = { [unowned self] _ in callBack(from: "didUpdateContent") }
            options.append("animateChangesOffScreen: \(updater.animateChangesOffScreen)")
        }
        log.append("// " + options.joined(separator: ", "))
        if scenario == .memoryStorage {
            let initial = (0..<random.int(0...4)).map { _ in newItems(random.int(0...6)) }
            performMemory(
                "setItemsForAllSections(\(initial))", reference: { $0.setItemsForAllSections(initial) },
                real: { $0.setItemsForAllSections(initial) })
        } else if scenario == .diffableDataSource {
            applySnapshotChange(mutations: random.int(1...4))
        }
        view.layoutIfNeeded()
        problems += consumeReports()
    }

    // MARK: Items

    func newItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<(nextItem + count))
    }

    func newEntry() -> FuzzEntry {
        defer { nextItem += 1 }
        return FuzzEntry(id: nextItem, version: 0)
    }

    // MARK: Logging and performing

    var indent: String { String(repeating: "  ", count: depth + reentrantDepth) }

    func note(_ line: String) {
        log.append(indent + line)
    }

    /// Makes a `MemoryStorage` call: first on the reference (calls that callbacks make while the storage handles this
    /// one come after it, as the storage receives them), then on the storage, and compares what each reported.
    func performMemory(
        _ description: String, reference change: (inout FuzzReferenceModel) -> FuzzExpectation,
        real: (MemoryStorage) throws -> Void
    ) {
        note(description)
        stats.calls += 1
        let sectionCount = reference.sections.count
        let expectation = change(&reference)
        if expectation.isInvalid { stats.invalidCalls += 1 }
        if expectation.anomalies.contains(where: {
            if case .sectionIndexTooBig = $0 { true } else { false }
        }) {
            stats.tooBigSections += 1
        }
        if reference.sections.count >= sectionCount + 1_000 { stats.massCreations += 1 }
        anomalyFrames.append([])
        var thrown: MemoryStorageError?
        do { try real(memory) } catch {
            thrown = error as? MemoryStorageError ?? .searchFailed(reason: .itemNotFound(itemDescription: "\(error)"))
        }
        let reported = anomalyFrames.removeLast()
        if checks.callOutcomesMatchReference {
            if reported != expectation.anomalies {
                problems.append("\(description) reported \(reported), expected \(expectation.anomalies)")
            }
            if thrown != expectation.error {
                problems.append(
                    "\(description) threw \(String(describing: thrown)), expected \(String(describing: expectation.error))"
                )
            }
        }
    }

    private func storageReported(_ anomaly: MemoryStorageAnomaly) {
        if anomalyFrames.isEmpty {
            problems.append("the storage reported \(anomaly) outside any call")
        } else {
            anomalyFrames[anomalyFrames.count - 1].append(anomaly)
        }
    }

    private var unexpectedManagerAnomalies: [String] = []

    private func managerReported(_ anomaly: CollectionViewManagerAnomaly) {
        switch anomaly {
        case .nilCellModel(let indexPath):
            stats.placeholders += 1
            if let held = expectedModel(at: indexPath) {
                if checks.noNilCellModelWhereStorageHoldsModel {
                    unexpectedManagerAnomalies.append(
                        "nilCellModel at \(indexPath), where the storage holds \(held) (storage reads "
                            + "\(String(describing: manager.storage.item(at: indexPath))))")
                }
            } else if checks.noPlaceholders {
                unexpectedManagerAnomalies.append("nilCellModel at \(indexPath) (a placeholder cell)")
            }
        case .nilSupplementaryModel(let kind, let indexPath):
            let models = kind == CollectionElementKind.sectionHeader ? reference.headers : reference.footers
            if models.indices.contains(indexPath[0]), checks.noOtherManagerAnomalies {
                unexpectedManagerAnomalies.append("\(anomaly), where the model is \(models[indexPath[0]])")
            }
        default:
            if checks.noOtherManagerAnomalies { unexpectedManagerAnomalies.append("\(anomaly)") }
        }
    }

    // MARK: Re-entrancy

    /// A callback that runs user code: now and then, it makes a random call, reloads, or refreshes the visible cells.
    func callBack(from origin: String) {
        guard !isChecking, reentrantDepth == 0, reentrantBudget > 0, random.oneIn(configuration.reentryOdds) else {
            return
        }
        reentrantBudget -= 1
        stats.reentrantCalls += 1
        reentrantDepth += 1
        defer { reentrantDepth -= 1 }
        note("// from \(origin):")
        switch random.int(0...9) {
        case 0:
            note("collectionView.reloadData()")
            view.reloadData()
        case 1:
            note("manager.updateVisibleCells()")
            manager.updateVisibleCells()
        default:
            storageCall(reentrant: true)
        }
    }

    // MARK: Steps

    /// One top-level action, a layout pass, and the checks. Returns the problems found.
    ///
    /// Each step draws from its own generator, seeded from the sequence's seed and `index`, so that leaving steps out
    /// (to shrink a failure) does not change what the others draw.
    func step(_ index: Int) -> [String] {
        random.generator = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15))
        log.append("// step \(index)")
        reentrantBudget = configuration.reentrantBudgetPerStep
        stats.steps += 1
        switch random.int(0...19) {
        case 0:
            let offset = CGPoint(x: 0, y: random.int(0...900))
            note("collectionView.scroll(to: \(offset))")
            view.scroll(to: offset)
        case 1:
            view.isInWindow.toggle()
            note("collectionView.isInWindow = \(view.isInWindow)")
        case 2:
            if let updater = manager.collectionViewUpdater {
                updater.animateChangesOffScreen.toggle()
                note("updater.animateChangesOffScreen = \(updater.animateChangesOffScreen)")
            } else {
                view.contentOffset = CGPoint(x: 0, y: random.int(0...600))
                note("collectionView.contentOffset = \(view.contentOffset)")
            }
        case 3:
            guard let indexPath = randomViewIndexPath() else { break }
            note("collectionView.tapItem(at: \(indexPath))")
            view.tapItem(at: indexPath)
        case 4:
            guard let indexPath = randomViewIndexPath() else { break }
            note("collectionView.selectItem(at: \(indexPath), scrollPosition: .centeredVertically)")
            view.selectItem(at: indexPath, animated: false, scrollPosition: .centeredVertically)
        case 5:
            if random.bool() {
                note("collectionView.reloadData()")
                view.reloadData()
            } else {
                note("manager.updateVisibleCells()")
                manager.updateVisibleCells()
            }
        default:
            scenarioStep()
        }
        reentrantBudget = 0
        var found = problems
        problems = []
        if checks.checkBetweenLayouts {
            isChecking = true
            found += contentProblems(phase: "before layout")
            isChecking = false
        }
        view.layoutIfNeeded()
        isChecking = true
        found += problems + consumeReports() + contentProblems(phase: "after layout") + visibleViewProblems()
        found += consumeReports()
        isChecking = false
        problems = []
        return found
    }

    private func scenarioStep() {
        switch scenario {
        case .memoryStorage: memoryStep()
        case .singleSectionStorage: singleSectionCall()
        case .diffableDataSource: applySnapshotChange(mutations: random.int(1...3))
        }
    }

    /// A random storage call of the scenario, valid or not.
    func storageCall(reentrant: Bool) {
        switch scenario {
        case .memoryStorage: memoryCall()
        case .singleSectionStorage: singleSectionCall(reentrant: reentrant)
        case .diffableDataSource: applySnapshotChange(mutations: random.int(1...3))
        }
    }

    /// An index path of an item the view shows (tapping or selecting elsewhere is the caller's error, which the view
    /// reports as UIKit raises it).
    private func randomViewIndexPath() -> IndexPath? {
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        let sections = counts.indices.filter { counts[$0] > 0 }
        guard let section = random.element(sections) else { return nil }
        return IndexPath(item: random.int(0...counts[section] - 1), section: section)
    }

    // MARK: Checks

    /// What the storage must hold, as the reference has it.
    var expectedSections: [[AnyHashable]] {
        switch scenario {
        case .memoryStorage: reference.sections.map { $0.map { AnyHashable($0) } }
        case .singleSectionStorage: [singleReference.map { AnyHashable($0) }]
        case .diffableDataSource: snapshotReference.itemSections.map { $0.map { AnyHashable($0) } }
        }
    }

    /// The model the reference holds at `indexPath`; reads one section (the storage may hold ten thousand).
    private func expectedModel(at indexPath: IndexPath) -> AnyHashable? {
        guard indexPath.count == 2 else { return nil }
        func model<T: Hashable>(in sections: [[T]]) -> AnyHashable? {
            guard sections.indices.contains(indexPath[0]), sections[indexPath[0]].indices.contains(indexPath[1]) else {
                return nil
            }
            return AnyHashable(sections[indexPath[0]][indexPath[1]])
        }
        switch scenario {
        case .memoryStorage: return model(in: reference.sections)
        case .singleSectionStorage: return model(in: [singleReference])
        case .diffableDataSource: return model(in: snapshotReference.itemSections)
        }
    }

    private var storageSections: [[AnyHashable?]] {
        let storage = manager.storage
        return (0..<storage.numberOfSections()).map { section in
            (0..<storage.numberOfItems(inSection: section)).map {
                storage.item(at: IndexPath(item: $0, section: section)) as? AnyHashable
            }
        }
    }

    private func consumeReports() -> [String] {
        var found: [String] = []
        if checks.noInconsistencies, !inconsistencies.isEmpty { found.append("the view reported \(inconsistencies)") }
        inconsistencies = []
        if !unexpectedManagerAnomalies.isEmpty {
            found.append("the manager reported " + unexpectedManagerAnomalies.joined(separator: "; "))
        }
        unexpectedManagerAnomalies = []
        return found
    }

    private func contentProblems(phase: String) -> [String] {
        var found: [String] = []
        let storage = manager.storage
        let storedCounts = (0..<storage.numberOfSections()).map { storage.numberOfItems(inSection: $0) }
        if checks.storageMatchesReference, !storageHoldsReference(counts: storedCounts) {
            let expected = expectedSections.map { $0.map { Optional($0) } }
            found.append(
                "\(phase): the storage holds \(describe(storageSections)), the reference \(describe(expected))")
        }
        if checks.viewCountsMatchStorage {
            let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            if counts != storedCounts {
                found.append("\(phase): the view counts \(counts), the storage \(storedCounts)")
            }
        }
        return found
    }

    /// Whether the storage, whose sections count `counts` items, holds exactly the reference's models; compares in
    /// place, since the storage may hold ten thousand sections.
    private func storageHoldsReference(counts: [Int]) -> Bool {
        let storage = manager.storage
        func holds<T: Hashable>(_ sections: [[T]]) -> Bool {
            guard counts.elementsEqual(sections.lazy.map(\.count)) else { return false }
            for (section, items) in sections.enumerated() {
                for (index, item) in items.enumerated()
                where storage.item(at: IndexPath(item: index, section: section)) as? T != item {
                    return false
                }
            }
            return true
        }
        switch scenario {
        case .memoryStorage:
            // The data source reads `item(at:)`, which reads `sections`: compared a section at a time, it is faster.
            let stored = memory.sections
            return counts.elementsEqual(reference.sections.lazy.map(\.count))
                && zip(stored, reference.sections).allSatisfy { $1.isEmpty || $0.items as? [Int] == $1 }
        case .singleSectionStorage: return holds([singleReference])
        case .diffableDataSource: return holds(snapshotReference.itemSections)
        }
    }

    private func visibleViewProblems() -> [String] {
        guard checks.visibleViewsShowStoredModels else { return [] }
        var found: [String] = []
        for indexPath in view.indexPathsForVisibleItems {
            let shown = (view.cellForItem(at: indexPath) as? any FuzzModelShowing)?.shownModel
            let stored = manager.storage.item(at: indexPath) as? AnyHashable
            let expected = expectedModel(at: indexPath)
            if shown != stored || stored != expected {
                found.append(
                    "the cell at \(indexPath) shows \(describe(shown)), the storage holds \(describe(stored)), "
                        + "the reference \(describe(expected))")
            }
        }
        guard headersShown else { return found }
        for (kind, models) in [
            (CollectionElementKind.sectionHeader, reference.headers),
            (CollectionElementKind.sectionFooter, reference.footers),
        ] {
            for indexPath in view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
            where models.indices.contains(indexPath[0]) {
                let supplementary = view.supplementaryView(forElementKind: kind, at: indexPath)
                let shown = (supplementary as? FuzzHeader)?.title ?? (supplementary as? FuzzFooter)?.title
                if shown != models[indexPath[0]] {
                    found.append(
                        "the \(kind) of section \(indexPath[0]) shows \(describe(shown)), the model is \(models[indexPath[0]])"
                    )
                }
            }
        }
        return found
    }

    private func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let value = value as? AnyHashable { return "\(value.base)" }
        return "\(value)"
    }

    private func describe(_ sections: [[AnyHashable?]]) -> String {
        "[" + sections.map { "[" + $0.map { describe($0) }.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }

    /// Counts the batches and reloads the view performed since the last call.
    func countViewWork() {
        for event in view.takeRecordedEvents() {
            switch event {
            case .reloadData: stats.reloads += 1
            case .performBatchUpdates: stats.batches += 1
            default: break
            }
        }
    }
}
