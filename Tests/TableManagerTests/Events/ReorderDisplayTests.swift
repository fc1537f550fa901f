import Foundation
import XCTest

@testable import TableManager

/// A reorder whose `move` closure moves the model, as DTTableViewManager's documentation recommends, leaves every
/// displayed row showing the storage's model — also a row that slid into view from a row that was not displayed.
final class ReorderDisplayTests: XCTestCase {
    func testReorderUpwards_rowSlidingIntoViewShowsTheMovedStorage() {
        let owner = FuzzTableOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        owner.tableView.rowHeight = 40
        owner.manager.register(FuzzRowCell.self)
        owner.manager.canMove(FuzzRowCell.self) { _, _, _ in true }
        var moves: [String] = []
        owner.manager.move(FuzzRowCell.self) { destination, _, model, source in
            moves.append("\(model) \(source) -> \(destination)")
            owner.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
        owner.manager.memoryStorage.setItems([1, 2, 3, 4])
        owner.tableView.setEditing(true, animated: false)
        owner.tableView.contentOffset = CGPoint(x: 0, y: 40)
        owner.tableView.layoutIfNeeded()
        XCTAssertEqual(owner.tableView.indexPathsForVisibleRows, [ip(1, 0), ip(2, 0)])

        // Row 0 is not displayed: after the move it slides into row 1, which is.
        owner.tableView.reorderRow(from: ip(2, 0), to: ip(0, 0))

        XCTAssertEqual(moves, ["3 [0, 2] -> [0, 0]"])
        XCTAssertEqual(owner.manager.memoryStorage.items(inSection: 0) as? [Int], [3, 1, 2, 4])
        let shown = (owner.tableView.indexPathsForVisibleRows ?? []).map {
            (owner.tableView.cellForRow(at: $0) as? FuzzRowCell)?.model
        }
        XCTAssertEqual(shown, [1, 2])
    }
}
