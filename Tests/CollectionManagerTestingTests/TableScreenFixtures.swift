import Foundation
import TableManager

@testable import CollectionManagerTesting

/// A small table screen as a test builds it: a 320×100 virtual table of `Int` rows, 30 points each.
final class NumberTableScreen: TableViewManageable {
    let tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    var tapped: [Int] = []

    init() {
        manager.register(NumberRowCell.self)
        manager.heightForCell(withItem: Int.self) { _, _ in 30 }
        manager.didSelect(NumberRowCell.self) { [weak self] _, number, _ in self?.tapped.append(number) }
    }
}

final class NumberRowCell: TableViewCell, ModelTransfer {
    private(set) var value: Int?
    func update(with model: Int) { value = model }
}

/// A table screen whose selection event captures the screen strongly: it leaks.
final class LeakingTableScreen: TableViewManageable {
    let tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    var tapped = 0

    init() {
        manager.register(NumberRowCell.self)
        manager.didSelect(NumberRowCell.self) { _, _, _ in self.tapped += 1 }
    }
}

let firstRow = IndexPath(row: 0, section: 0)

/// An invalid batch on a table: deletes a section the table does not have.
func deleteMissingSection(in view: VirtualTableView) {
    view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 3), with: .automatic) }, completion: nil)
}
