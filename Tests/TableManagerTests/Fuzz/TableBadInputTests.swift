import Foundation
import XCTest

@testable import TableManager

/// Bad index paths — `Int.max`, negative, with one or three indexes — given to the table's drivers, to the manager's
/// delegate and data source, and to storage calls made through the manager: each gives a typed error, an anomaly or
/// a reported inconsistency (or, where UIKit ignores the call, nothing), never a crash, and leaves the storage and
/// the table as they were.
final class TableBadInputTests: XCTestCase {
    private let badIndexPaths: [IndexPath] = [
        IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath(row: Int.max, section: 0),
        IndexPath(row: 0, section: Int.max), IndexPath(row: Int.max, section: Int.max), IndexPath(row: -1, section: 0),
        IndexPath(row: 0, section: -1), IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 2),
    ]

    /// What a table shows and its storage holds, compared before and after each bad call.
    private struct State: Equatable {
        var stored: [[Int]]
        var counts: [Int]
        var visible: [IndexPath]
        var shown: [Int?]
        var selected: [IndexPath]?
        var offset: CGPoint

        init(_ owner: FuzzTableOwner) {
            let storage = owner.manager.memoryStorage!
            stored = (0..<storage.numberOfSections()).map {
                storage.items(inSection: $0)?.compactMap { $0 as? Int } ?? []
            }
            let view = owner.tableView
            counts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
            visible = view.indexPathsForVisibleRows ?? []
            shown = visible.map { (view.cellForRow(at: $0) as? FuzzRowCell)?.model }
            selected = view.indexPathsForSelectedRows
            offset = view.contentOffset
        }
    }

    /// What one bad call reported.
    private struct Outcome {
        var inconsistencies: [String] = []
        var tableAnomalies: [TableViewManagerAnomaly] = []
        var storageAnomalies: [MemoryStorageAnomaly] = []
        var thrown: (any Error)?
        var closures = 0
    }

    /// A `[[1, 2, 3], [4]]` table that edits, with `didSelect`, `commitEditingStyle`, `move` and `heightForCell`
    /// closures that count their runs; runs `call` on it and checks that nothing changed.
    private func check(
        _ label: String, _ call: (FuzzTableOwner) throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) -> Outcome {
        let owner = FuzzTableOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var outcome = Outcome()
        let manager = owner.manager
        manager.register(FuzzRowCell.self)
        manager.didSelect(FuzzRowCell.self) { _, _, _ in outcome.closures += 1 }
        manager.commitEditingStyle(for: FuzzRowCell.self) { _, _, _, _ in outcome.closures += 1 }
        manager.canMove(FuzzRowCell.self) { _, _, _ in true }
        manager.move(FuzzRowCell.self) { _, _, _, _ in outcome.closures += 1 }
        manager.heightForCell(withItem: Int.self) { _, _ in
            outcome.closures += 1
            return 44
        }
        manager.memoryStorage.setItemsForAllSections([[1, 2, 3], [4]])
        owner.tableView.setEditing(true, animated: false)
        owner.tableView.layoutIfNeeded()
        owner.tableView.inconsistencyHandler = { outcome.inconsistencies.append("\($0)") }
        manager.anomalyHandler.anomalyAction = { outcome.tableAnomalies.append($0) }
        manager.memoryStorage.anomalyHandler.anomalyAction = { outcome.storageAnomalies.append($0) }
        let before = State(owner)
        outcome.closures = 0
        do { try call(owner) } catch { outcome.thrown = error }
        owner.tableView.layoutIfNeeded()
        XCTAssertEqual(State(owner), before, label, file: file, line: line)
        XCTAssertEqual(outcome.closures, 0, "\(label): a closure ran", file: file, line: line)
        return outcome
    }

    // MARK: The table's drivers

    func testTapCommitAndReorder_badIndexPaths_reportUIKitsInvalidIndexPathAndChangeNothing() {
        for indexPath in badIndexPaths {
            let text = "request for rect at invalid index path"
            var outcome = check("tapRow \(indexPath)") { _ = $0.tableView.tapRow(at: indexPath) }
            XCTAssertEqual(outcome.inconsistencies.count, 1, "tapRow \(indexPath)")
            XCTAssertTrue(outcome.inconsistencies.allSatisfy { $0.contains(text) }, "\(outcome.inconsistencies)")
            outcome = check("commitEditing \(indexPath)") { $0.tableView.commitEditing(.delete, forRowAt: indexPath) }
            XCTAssertEqual(outcome.inconsistencies.count, 1, "commitEditing \(indexPath)")
            XCTAssertTrue(outcome.inconsistencies.allSatisfy { $0.contains(text) }, "\(outcome.inconsistencies)")
            outcome = check("reorderRow from \(indexPath)") {
                $0.tableView.reorderRow(from: indexPath, to: IndexPath(row: 0, section: 0))
            }
            XCTAssertEqual(outcome.inconsistencies.count, 1, "reorderRow from \(indexPath)")
            XCTAssertTrue(outcome.inconsistencies.allSatisfy { $0.contains(text) }, "\(outcome.inconsistencies)")
            outcome = check("reorderRow to \(indexPath)") {
                $0.tableView.reorderRow(from: IndexPath(row: 0, section: 0), to: indexPath)
            }
            XCTAssertEqual(outcome.inconsistencies.count, 1, "reorderRow to \(indexPath)")
            XCTAssertTrue(outcome.inconsistencies.allSatisfy { $0.contains(text) }, "\(outcome.inconsistencies)")
        }
    }

    func testScrollToRow_badIndexPaths_reportTheOutOfBoundsScrollAndChangeNothing() {
        for indexPath in badIndexPaths {
            let outcome = check("scrollToRow \(indexPath)") {
                $0.tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
            }
            XCTAssertEqual(outcome.inconsistencies.count, 1, "scrollToRow \(indexPath)")
            XCTAssertTrue(
                outcome.inconsistencies.allSatisfy {
                    $0.contains("out-of-bounds") || $0.contains("Invalid index path for use with UITableView")
                },
                "\(outcome.inconsistencies)")
        }
    }

    func testSelectAndDeselect_badIndexPaths_selectNothingAsUIKitDoes() {
        for indexPath in badIndexPaths {
            var outcome = check("selectRow \(indexPath)") {
                $0.tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            }
            XCTAssertEqual(outcome.inconsistencies, [], "selectRow \(indexPath)")
            outcome = check("deselectRow \(indexPath)") { $0.tableView.deselectRow(at: indexPath, animated: false) }
            XCTAssertEqual(outcome.inconsistencies, [], "deselectRow \(indexPath)")
        }
    }

    // MARK: The manager's delegate and data source

    func testManagerDelegate_badIndexPaths_runNoClosureAndChangeNothing() {
        for indexPath in badIndexPaths {
            var outcome = check("didSelectRowAt \(indexPath)") {
                $0.manager.tableDelegate?.tableView($0.tableView, didSelectRowAt: indexPath)
            }
            XCTAssertEqual(outcome.inconsistencies, [], "didSelectRowAt \(indexPath)")
            var height: CGFloat = 0
            outcome = check("heightForRowAt \(indexPath)") {
                height = $0.manager.tableDelegate?.tableView($0.tableView, heightForRowAt: indexPath) ?? 0
            }
            // Without an answer: the table's `rowHeight`, here `automaticDimension`.
            XCTAssertEqual(height, VirtualTableView.automaticDimension, "heightForRowAt \(indexPath)")
            outcome = check("commit \(indexPath)") {
                $0.manager.tableDataSource?.tableView($0.tableView, commit: .delete, forRowAt: indexPath)
            }
            XCTAssertEqual(outcome.inconsistencies, [], "commit \(indexPath)")
        }
    }

    // MARK: Storage calls through the manager

    func testStorageCalls_badIndexPaths_giveTypedErrorsOrAnomaliesAndChangeNothing() {
        // [0, 3] and [2, 0] are valid insertions: at the end of section 0, and into a new section 2.
        for indexPath in badIndexPaths.dropLast(2) {
            let outcome = check("insertItem to \(indexPath)") {
                try $0.manager.memoryStorage.insertItem(9, to: indexPath)
            }
            XCTAssertNotNil(outcome.thrown as? MemoryStorageError, "insertItem to \(indexPath)")
            XCTAssertEqual(outcome.storageAnomalies.count, 1, "insertItem to \(indexPath)")
        }
        for indexPath in badIndexPaths {
            // As DTModelStorage does, a removal skips what is not there, silently.
            var outcome = check("removeItems at \(indexPath)") { $0.manager.memoryStorage.removeItems(at: [indexPath]) }
            XCTAssertEqual(outcome.storageAnomalies, [], "removeItems at \(indexPath)")
            XCTAssertEqual(outcome.inconsistencies, [], "removeItems at \(indexPath)")
            outcome = check("moveItem from \(indexPath)") {
                $0.manager.memoryStorage.moveItem(at: indexPath, to: IndexPath(row: 0, section: 0))
            }
            XCTAssertEqual(outcome.storageAnomalies.count, 1, "moveItem from \(indexPath)")
            outcome = check("moveItemWithoutAnimation to \(indexPath)") {
                $0.manager.memoryStorage.moveItemWithoutAnimation(from: IndexPath(row: 0, section: 0), to: indexPath)
            }
            XCTAssertEqual(outcome.storageAnomalies.count, 1, "moveItemWithoutAnimation to \(indexPath)")
            XCTAssertEqual(outcome.inconsistencies, [], "\(indexPath)")
        }
        for section in [Int.max, -1, Int.min] {
            var outcome = check("addItems toSection \(section)") {
                $0.manager.memoryStorage.addItems([9], toSection: section)
            }
            XCTAssertEqual(outcome.storageAnomalies.count, 1, "addItems toSection \(section)")
            outcome = check("removeItems fromSection \(section)") {
                $0.manager.memoryStorage.removeItems(fromSection: section)
            }
            XCTAssertEqual(outcome.inconsistencies, [], "removeItems fromSection \(section)")
            outcome = check("moveSection \(section)") { $0.manager.memoryStorage.moveSection(section, toSection: 0) }
            XCTAssertEqual(outcome.storageAnomalies.count, 1, "moveSection \(section)")
        }
    }
}
