import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Random snapshots applied to a manager's diffable data source — animated or not, with reload and reconfigure marks —
/// from the test, from `willDisplay` while the view scrolls, from apply completions and inside batch updates of the
/// caller's own. After every step the view must have reported nothing, its counts and visible cells must match the data
/// source, and the data source must show the snapshot applied last.
///
/// Replay a failure with `COLLECTION_MANAGER_SEED=<seed> swift test --filter DiffableReentrancyRandomizedTests`.
final class DiffableReentrancyRandomizedTests: XCTestCase {
    func testRandomApplies_fromCallbacksAndBatches_keepTheViewShowingTheDataSource() {
        let seed = SeededRandomNumberGenerator.seed(default: 20_261_123)
        var generator = SeededRandomNumberGenerator(seed: seed)
        var batches = 0
        for sequence in 0..<60 {
            let harness = DiffableHarness(generator: &generator)
            for step in 0..<30 {
                harness.step(&generator)
                if let problem = harness.problem() {
                    XCTFail(
                        "seed \(seed), sequence \(sequence), step \(step): \(problem)\nCalls:\n"
                            + harness.log.joined(separator: "\n"))
                    return
                }
            }
            batches += harness.owner.virtualView.performedUpdates.count
        }
        XCTAssertGreaterThan(batches, 500, "seed \(seed)")
    }
}

private final class DiffableHarness {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    let owner: ManagedOwner
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    private(set) var log: [String] = []
    private var lastApplied = Snapshot()
    private var nextItem = 0
    private var nextSection = 0
    private var inconsistencies: [CollectionViewInconsistency] = []
    private var anomalies: [CollectionViewManagerAnomaly] = []
    /// Applies callbacks may still make in the current step, and the generator they draw from.
    private var budget = 0
    private var callbackGenerator = SeededRandomNumberGenerator(seed: 1)

    var view: VirtualCollectionView { owner.virtualView }

    init(generator: inout SeededRandomNumberGenerator) {
        owner = ManagedOwner(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(Int.random(in: 40...600, using: &generator))))
        callbackGenerator = SeededRandomNumberGenerator(seed: UInt64.random(in: 1...UInt64.max, using: &generator))
        owner.virtualView.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
        owner.manager.anomalyHandler.anomalyAction = { [unowned self] in anomalies.append($0) }
        owner.manager.register(IntCell.self)
        dataSource = owner.manager.configureDiffableDataSource { _, item in item }
        owner.manager.willDisplay(IntCell.self) { [unowned self] _, _, _ in callBack(from: "willDisplay") }
        apply(randomSnapshot(&generator), animated: false, origin: "setup")
        view.layoutIfNeeded()
    }

    func step(_ generator: inout SeededRandomNumberGenerator) {
        budget = 3
        defer { budget = 0 }
        switch Int.random(in: 0...9, using: &generator) {
        case 0, 1:
            let offset = CGPoint(x: 0, y: Int.random(in: 0...900, using: &generator))
            log.append("scroll(to: \(offset))")
            view.scroll(to: offset)
        case 2:
            log.append("collectionView.performBatchUpdates {")
            let snapshot = randomSnapshot(&generator)
            view.performBatchUpdates({ self.apply(snapshot, animated: true, origin: "  inside your batch") })
            log.append("}")
        default:
            apply(
                randomSnapshot(&generator),
                animated: !Int.random(in: 0..<6, using: &generator).isMultiple(of: 6) ? true : false, origin: "test")
        }
    }

    private func callBack(from origin: String) {
        guard budget > 0, Int.random(in: 0..<4, using: &callbackGenerator) == 0 else { return }
        budget -= 1
        let animated = Int.random(in: 0..<5, using: &callbackGenerator) != 0
        apply(randomSnapshot(&callbackGenerator), animated: animated, origin: origin)
    }

    private func apply(_ snapshot: Snapshot, animated: Bool, origin: String) {
        log.append(
            "apply(\(snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }), animated: \(animated))   // \(origin)"
        )
        lastApplied = snapshot
        dataSource.apply(snapshot, animatingDifferences: animated) { [unowned self] in
            callBack(from: "completion")
        }
    }

    /// The last applied snapshot edited at random: sections and items deleted, inserted and moved, some marked.
    private func randomSnapshot(_ generator: inout SeededRandomNumberGenerator) -> Snapshot {
        var sections = lastApplied.sectionIdentifiers.map { ($0, lastApplied.itemIdentifiers(inSection: $0)) }
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            switch Int.random(in: 0...5, using: &generator) {
            case 0 where sections.count < 4:
                nextSection += 1
                let items = (0..<Int.random(in: 0...5, using: &generator)).map { _ in newItem() }
                sections.insert((nextSection, items), at: Int.random(in: 0...sections.count, using: &generator))
            case 1 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
            case 2 where sections.count > 1:
                let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
                sections.insert(moved, at: Int.random(in: 0...sections.count, using: &generator))
            case 3 where !sections.isEmpty:
                let section = Int.random(in: 0..<sections.count, using: &generator)
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    sections[section].1.insert(
                        newItem(), at: Int.random(in: 0...sections[section].1.count, using: &generator))
                }
            case 4:
                let all = sections.indices.flatMap { section in sections[section].1.indices.map { (section, $0) } }
                guard let (section, item) = all.randomElement(using: &generator) else { continue }
                let removed = sections[section].1.remove(at: item)
                if Bool.random(using: &generator) {
                    let target = Int.random(in: 0..<sections.count, using: &generator)
                    sections[target].1.insert(
                        removed, at: Int.random(in: 0...sections[target].1.count, using: &generator))
                }
            default:
                continue
            }
        }
        var snapshot = Snapshot()
        for (identifier, items) in sections {
            snapshot.appendSections([identifier])
            snapshot.appendItems(items, toSection: identifier)
        }
        let items = snapshot.itemIdentifiers
        if !items.isEmpty, Bool.random(using: &generator) {
            snapshot.reloadItems([items.randomElement(using: &generator)!])
        }
        if !items.isEmpty, Bool.random(using: &generator) {
            snapshot.reconfigureItems([items.randomElement(using: &generator)!])
        }
        return snapshot
    }

    private func newItem() -> Int {
        nextItem += 1
        return nextItem
    }

    func problem() -> String? {
        if !inconsistencies.isEmpty { return "the view reported \(inconsistencies)" }
        if !anomalies.isEmpty { return "the manager reported \(anomalies)" }
        let expected = lastApplied.sectionIdentifiers.map { lastApplied.itemIdentifiers(inSection: $0) }
        let latest = dataSource.snapshot()
        if latest.sectionIdentifiers.map({ latest.itemIdentifiers(inSection: $0) }) != expected {
            return "snapshot() holds \(latest), expected \(expected)"
        }
        let shown = (0..<dataSource.numberOfSections()).map { section in
            (0..<dataSource.numberOfItems(inSection: section)).map {
                dataSource.itemIdentifier(for: IndexPath(item: $0, section: section))
            }
        }
        if shown != expected.map({ $0.map(Optional.some) }) {
            return "the data source shows \(shown), expected \(expected)"
        }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        if counts != expected.map(\.count) { return "the view counts \(counts), expected \(expected.map(\.count))" }
        for indexPath in view.indexPathsForVisibleItems {
            let cell = (view.cellForItem(at: indexPath) as? IntCell)?.value
            let stored = dataSource.item(at: indexPath) as? Int
            if cell != stored {
                return
                    "the cell at \(indexPath) shows \(String(describing: cell)), expected \(String(describing: stored))"
            }
        }
        if !inconsistencies.isEmpty || !anomalies.isEmpty {
            return "reports after layout: \(inconsistencies) \(anomalies)"
        }
        return nil
    }
}
