import CollectionManager
import Foundation

/// Registers cells and a header with a manager, fills its storage, lays the virtual collection view out and prints
/// what is on screen; then taps a cell, shows the tap reaching a typed closure, and draws the screen.
enum ManagerDemo {
    struct Fruit {
        let name: String
        let calories: Int
    }

    final class FruitCell: CollectionViewCell, ModelTransfer {
        private(set) var text = ""
        func update(with model: Fruit) { text = "\(model.name) (\(model.calories) kcal)" }
    }

    final class TitleHeader: CollectionReusableView, ModelTransfer {
        private(set) var text = ""
        func update(with model: String) { text = model }
    }

    final class Screen: CollectionViewManageable {
        let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    }

    static func run() {
        print("\n2. Manager: models mapped to cells, laid out on a virtual collection view\n")
        let screen = Screen()
        (screen.collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize =
            CGSize(width: 320, height: 30)
        let manager = screen.manager
        manager.register(FruitCell.self)
        manager.registerHeader(TitleHeader.self)
        // Two columns: 150-point cells with the flow layout's 10-point spacing, 10-point insets.
        manager.sizeForCell(withItem: Fruit.self) { _, _ in CGSize(width: 145, height: 40) }
        (screen.collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset =
            EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        manager.didSelect(FruitCell.self) { cell, fruit, indexPath in
            print("    didSelect closure: \(fruit.name) at \(indexPath), cell shows \"\(cell.text)\"")
        }
        manager.memoryStorage.setItems([
            Fruit(name: "Apple", calories: 52), Fruit(name: "Banana", calories: 89),
            Fruit(name: "Cherry", calories: 50), Fruit(name: "Date", calories: 282),
            Fruit(name: "Elderberry", calories: 73),
        ])
        manager.memoryStorage.addItems(
            [Fruit(name: "Leek", calories: 61), Fruit(name: "Onion", calories: 40), Fruit(name: "Pea", calories: 81)],
            toSection: 1)
        manager.memoryStorage.setSectionHeaderModels(["Fruit", "Vegetables"])

        printScreen(screen)
        print("• scroll down 60 points")
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 60))
        printScreen(screen)
        print("• tap the item at [0, 3]")
        let visible = screen.collectionView.indexPathsForVisibleItems
        _ = screen.collectionView.tapItem(at: visible.first { $0.item == 3 } ?? IndexPath(item: 3, section: 0))
        print("    selected: \(screen.collectionView.indexPathsForSelectedItems ?? [])")
        print("• the screen now, as screenPicture() draws it (╔═╗ is the selected item):\n")
        let picture = screen.collectionView.screenPicture { ($0.model as? Fruit)?.name ?? $0.defaultLabel }
        print(
            picture.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        )
    }

    private static func printScreen(_ screen: Screen) {
        screen.collectionView.layoutIfNeeded()
        let headerPath = IndexPath(item: 0, section: 0)
        if let header = screen.collectionView.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: headerPath) as? TitleHeader
        {
            print("    header \(headerPath) \"\(header.text)\" at y=\(Int(header.frame.minY))")
        }
        for indexPath in screen.collectionView.indexPathsForVisibleItems {
            guard let cell = screen.collectionView.cellForItem(at: indexPath) as? FruitCell else { continue }
            print("    cell \(indexPath) \"\(cell.text)\" at y=\(Int(cell.frame.minY))")
        }
    }
}
