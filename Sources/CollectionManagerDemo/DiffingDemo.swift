import CollectionManager
import Foundation

/// Diffs lists, animates whole-state replacements through a manager and a virtual collection view, and applies
/// diffable snapshots, printing the batch updates the view receives.
enum DiffingDemo {
    struct Fruit: EntityIdentifiable, Equatable, CustomStringConvertible {
        let name: String
        var ripeness: Int
        var identifier: AnyHashable { name }
        var description: String { "\(name)(\(ripeness))" }
    }

    final class FruitCell: CollectionViewCell, ModelTransfer {
        private(set) var fruit: Fruit?
        func update(with model: Fruit) { fruit = model }
    }

    final class Owner: CollectionViewManageable {
        let collectionView = VirtualCollectionView()
    }

    static func run() {
        print("\n4. Diffing: minimal moves, animated whole-state updates, diffable snapshots\n")
        listDiff()
        animatedSetItems()
        snapshots()
        largeList()
    }

    private static func listDiff() {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["e", "a", "c", "d", "f"]
        let diff = ListDiff(from: old, to: new)
        print("• ListDiff(from: \(old), to: \(new))")
        print("    \(diff)")
        print("    as one batch: \(diff.operations)")
    }

    private static func animatedSetItems() {
        let owner = Owner()
        owner.manager.register(FruitCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItems([Fruit(name: "apple", ripeness: 1), Fruit(name: "kiwi", ripeness: 1)])
        storage.setItems(
            [Fruit(name: "kiwi", ripeness: 1), Fruit(name: "fig", ripeness: 0), Fruit(name: "apple", ripeness: 2)],
            animated: true)
        print("• memoryStorage.setItems([kiwi, fig, apple(2)], animated: true) — the view receives one batch:")
        print("    \(describe(owner.collectionView.performedUpdates.last))")
        print("    cells: \(shown(in: owner.collectionView))")

        let single = SingleSectionStorage(items: [Fruit(name: "apple", ripeness: 1), Fruit(name: "pear", ripeness: 1)])
        owner.manager.storage = single
        single.addItems(
            [Fruit(name: "apple", ripeness: 3), Fruit(name: "plum", ripeness: 0)], UpdateOldValuesAccumulationStrategy()
        )
        print("• SingleSectionStorage.addItems([apple(3), plum], UpdateOldValuesAccumulationStrategy()):")
        print("    \(describe(owner.collectionView.performedUpdates.last))")
        print("    cells: \(shown(in: owner.collectionView))")
    }

    private static func snapshots() {
        let owner = Owner()
        owner.manager.register(FruitCell.self)
        var ripeness: [String: Int] = [:]
        let dataSource: CollectionViewDiffableDataSource<String, String> =
            owner.manager.configureDiffableDataSource { _, name in
                Fruit(name: name, ripeness: ripeness[name, default: 0])
            }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["sweet", "sour"])
        snapshot.appendItems(["apple", "fig"], toSection: "sweet")
        snapshot.appendItems(["lemon", "lime"], toSection: "sour")
        dataSource.apply(snapshot, animatingDifferences: false)
        print("• diffable data source, first snapshot (reload): \(shown(in: owner.collectionView))")

        ripeness["fig"] = 5
        snapshot.moveSection("sour", beforeSection: "sweet")
        snapshot.moveItem("apple", afterItem: "lime")
        snapshot.reconfigureItems(["fig"])
        snapshot.appendItems(["apple"], toSection: "sweet")
        dataSource.apply(snapshot)
        print("• sour moved first, apple moved to sour, fig reconfigured; a duplicate apple is ignored and reported:")
        print("    \(describe(owner.collectionView.performedUpdates.last))")
        print("    cells: \(shown(in: owner.collectionView))")
    }

    private static func largeList() {
        let old = Array(0..<100_000)
        var new = old
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let element = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
        }
        let clock = ContinuousClock()
        var diff = ListDiff()
        let duration = clock.measure { diff = ListDiff(from: old, to: new) }
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        print(
            "• 100,000 items, 1,000 of them moved at random: \(diff.moves.count) moves (the minimum) in "
                + String(format: "%.1f ms", milliseconds) + " (a release build is much faster)")
    }

    private static func describe(_ update: VirtualCollectionView.PerformedUpdate?) -> String {
        guard let update else { return "no batch" }
        var parts: [String] = []
        if !update.deletedSections.isEmpty { parts.append("delete sections \(update.deletedSections)") }
        if !update.insertedSections.isEmpty { parts.append("insert sections \(update.insertedSections)") }
        if !update.movedSections.isEmpty {
            parts.append("move sections \(update.movedSections.map { "\($0.from)→\($0.to)" })")
        }
        if !update.deletedItems.isEmpty { parts.append("delete \(update.deletedItems)") }
        if !update.insertedItems.isEmpty { parts.append("insert \(update.insertedItems)") }
        if !update.movedItems.isEmpty { parts.append("move \(update.movedItems.map { "\($0.from)→\($0.to)" })") }
        if !update.reloadedItems.isEmpty { parts.append("reload \(update.reloadedItems)") }
        let verdict = update.inconsistency.map { "REJECTED: \($0)" } ?? "accepted"
        return (parts.isEmpty ? "no changes" : parts.joined(separator: ", ")) + " — \(verdict)"
    }

    private static func shown(in view: VirtualCollectionView) -> String {
        view.layoutIfNeeded()
        return (0..<view.numberOfSections).map { section in
            (0..<view.numberOfItems(inSection: section)).map { item in
                (view.cellForItem(at: IndexPath(item: item, section: section)) as? FruitCell)?.fruit?.description ?? "?"
            }.description
        }.joined(separator: " ")
    }
}
