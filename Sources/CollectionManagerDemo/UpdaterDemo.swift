import CollectionManager
import Foundation

/// Drives a managed `VirtualCollectionView` through storage changes and prints, for each update, the storage's records
/// and the one batch the view received.
enum UpdaterDemo {
    final class FruitCell: CollectionViewCell, ModelTransfer {
        private(set) var fruit = ""
        func update(with model: String) { fruit = model }
    }

    final class Screen: CollectionViewManageable {
        let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    }

    static func run() {
        print("\n3. Updater: every update becomes one batch the collection view accepts\n")
        let screen = Screen()
        screen.collectionView.inconsistencyHandler = { print("    the view rejected a batch: \($0.reason)") }
        let manager = screen.manager
        manager.register(FruitCell.self)
        let storage = manager.memoryStorage!
        storage.setItems(["Apple", "Banana", "Cherry", "Date"])
        screen.collectionView.layoutIfNeeded()
        print("• shown: \(shown(on: screen.collectionView))")

        // The closure is kept by the manager, which the screen owns: capture the view, not the screen.
        manager.collectionViewUpdater?.didUpdateContent = { [weak collectionView = screen.collectionView] update in
            guard let update, let batch = collectionView?.performedUpdates.last else { return }
            print(
                "    the storage recorded:             \(update.objectChanges.map(describe) + update.sectionChanges.map(describe))"
            )
            print("    the view received one batch:      \(describe(batch))")
        }

        func step(_ title: String, _ body: () -> Void) {
            print("• \(title)")
            screen.collectionView.resetRecording()
            body()
            print("    shown: \(shown(on: screen.collectionView))")
        }

        step("addItem(\"Elderberry\")") { storage.addItem("Elderberry") }
        step("performUpdates { addItems([\"Leek\"], toSection: 1); moveItem([0, 4] → [0, 0]); removeItem(\"Banana\") }")
        {
            storage.performUpdates {
                storage.addItems(["Leek"], toSection: 1)
                storage.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
                try? storage.removeItem("Banana")
            }
        }
        step("performUpdates { insertItems([\"Fig\", \"Grape\"], to: [[0, 0], [0, 0]]); moveSection(1, toSection: 0) }")
        {
            storage.performUpdates {
                storage.insertItems(
                    ["Fig", "Grape"], to: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)])
                storage.moveSection(1, toSection: 0)
            }
        }
        print(
            "  Each record is relative to the contents the previous call left; sent as they are (DTCollectionViewManager)"
        )
        print("  the last two blocks would show the wrong cells or crash.")
    }

    private static func shown(on view: VirtualCollectionView) -> String {
        var sections: [[String]] = Array(repeating: [], count: view.numberOfSections)
        for indexPath in view.indexPathsForVisibleItems {
            sections[indexPath.section].append((view.cellForItem(at: indexPath) as? FruitCell)?.fruit ?? "?")
        }
        return sections.description
    }

    private static func describe(_ change: (ChangeType, [IndexPath])) -> String {
        "\(change.0.rawValue) \(change.1.map { "[\($0.section), \($0.item)]" }.joined(separator: " → "))"
    }

    private static func describe(_ change: (ChangeType, [Int])) -> String {
        "\(change.0.rawValue) section \(change.1.map(String.init).joined(separator: " → "))"
    }

    private static func describe(_ batch: VirtualCollectionView.PerformedUpdate) -> String {
        var parts: [String] = []
        func path(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }
        if !batch.deletedSections.isEmpty { parts.append("delete sections \(batch.deletedSections)") }
        if !batch.insertedSections.isEmpty { parts.append("insert sections \(batch.insertedSections)") }
        for move in batch.movedSections { parts.append("move section \(move.from) → \(move.to)") }
        if !batch.deletedItems.isEmpty { parts.append("delete \(batch.deletedItems.map(path).joined(separator: " "))") }
        if !batch.insertedItems.isEmpty {
            parts.append("insert \(batch.insertedItems.map(path).joined(separator: " "))")
        }
        for move in batch.movedItems { parts.append("move \(path(move.from)) → \(path(move.to))") }
        if !batch.reloadedItems.isEmpty {
            parts.append("reload \(batch.reloadedItems.map(path).joined(separator: " "))")
        }
        let verdict = batch.inconsistency == nil ? "accepted" : "rejected"
        return "\(parts.joined(separator: ", ")); counts \(batch.countsBefore) → \(batch.countsAfter), \(verdict)"
    }
}
