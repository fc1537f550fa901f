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

/// A mailbox table: rows of subjects with Archive and Delete swipe actions, reordering, and a header that records
/// taps.
final class MailboxTableScreen: TableViewManageable {
    let tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    var log: [String] = []

    init() {
        manager.register(SubjectCell.self)
        manager.registerHeader(
            TappableHeader.self,
            handler: { [weak self] header, title, _ in
                header.onTap = { self?.log.append("tapped header \(title)") }
            })
        manager.heightForCell(withItem: String.self) { _, _ in 30 }
        manager.heightForHeader(withItem: Int.self) { _, _ in 20 }
        manager.trailingSwipeActionsConfiguration(for: SubjectCell.self) { [weak self] _, subject, _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self?.log.append("delete \(subject)")
                    done(true)
                },
                ContextualAction(style: .normal, title: "Archive") { _, _, done in
                    self?.log.append("archive \(subject)")
                    done(true)
                },
            ])
        }
        manager.canMove(SubjectCell.self) { _, _, _ in true }
        manager.move(SubjectCell.self) { [weak self] destination, _, subject, source in
            self?.log.append("move \(subject) from \(describe(source)) to \(describe(destination))")
            self?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
        manager.memoryStorage.setSectionHeaderModels([1])
        manager.memoryStorage.setItems(["Lunch", "Invoice", "Trip"])
    }
}

final class SubjectCell: TableViewCell, ModelTransfer {
    func update(with model: String) {}
}

/// A header that runs `onTap` when tapped, through a tap recognizer, as a collapsible section header does.
final class TappableHeader: TableViewHeaderFooterView, ModelTransfer {
    var onTap: () -> Void = {}

    func update(with model: Int) {
        if gestureRecognizers.isEmpty {
            addGestureRecognizer(TapGestureRecognizer(target: self, action: TappableHeader.tapped))
        }
    }

    func tapped() { onTap() }
}
