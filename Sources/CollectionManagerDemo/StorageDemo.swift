import CollectionManager
import Foundation

/// Builds sections in a `MemoryStorage`, mutates them, and prints the `StorageUpdate` each mutation delivers.
enum StorageDemo {
    /// Receives updates the way a collection-view updater does: it applies each one (which fills in its change records),
    /// then prints what a collection view would be asked to animate.
    final class PrintingUpdater: StorageUpdating {
        func storageDidPerformUpdate(_ update: StorageUpdate) {
            update.applyDeferredDatasourceUpdates()
            print(indented(update.description))
        }

        func storageNeedsReloading() {
            print("    reload everything")
        }

        private func indented(_ text: String) -> String {
            text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        }
    }

    static func run() {
        print("\n1. Storage: sections of models, and the updates their changes produce\n")
        let storage = MemoryStorage()
        let updater = PrintingUpdater()
        storage.delegate = updater
        storage.anomalyHandler.anomalyAction = { print("    anomaly: \($0.debugDescription)") }

        func step(_ title: String, _ body: () -> Void) {
            print("• \(title)")
            body()
            print("    contents: \(contents(of: storage))")
        }

        step("setItems([\"Apple\", \"Banana\"])") { storage.setItems(["Apple", "Banana"]) }
        step("addItem(\"Cherry\")") { storage.addItem("Cherry") }
        step("addItems([\"Leek\", \"Onion\"], toSection: 2) — sections 1 and 2 are created first") {
            storage.addItems(["Leek", "Onion"], toSection: 2)
        }
        step("removeItems([\"Cherry\", \"Apple\"]) — index paths found first, deletes in argument order") {
            storage.removeItems(["Cherry", "Apple"])
        }
        step("moveItem(at: [2, 0], to: [1, 0])") {
            storage.moveItem(at: IndexPath(item: 0, section: 2), to: IndexPath(item: 0, section: 1))
        }
        step("performUpdates { ... } — one update for the whole block") {
            storage.performUpdates {
                storage.addItem("Kiwi")
                try? storage.replaceItem("Banana", with: "Blueberry")
                storage.deleteSections(IndexSet(integer: 2))
            }
        }
        step("insertItem(\"Fig\", to: [0, 9]) — bad input is reported, nothing changes") {
            try? storage.insertItem("Fig", to: IndexPath(item: 9, section: 0))
        }
        storage.setSectionHeaderModels(["Fruit", "Vegetables"])
        print(
            "• header models: \(storage.headerModel(forSection: 0) ?? "none"), \(storage.headerModel(forSection: 1) ?? "none")"
        )
    }

    private static func contents(of storage: MemoryStorage) -> String {
        storage.sections.map { section in
            "[" + section.items.map { "\($0)" }.joined(separator: ", ") + "]"
        }.joined(separator: " ")
    }
}
