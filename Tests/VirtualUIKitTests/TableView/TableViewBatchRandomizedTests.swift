import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Random batches on a scrolled table whose rows have heights of their own: after each batch, every row's rect is the
/// one a table built afresh from the new model has, each displayed cell is the one of its row (kept when the row
/// stays or moves, new when it is new), and the selection follows its rows.
final class TableViewBatchRandomizedTests: XCTestCase {
    /// Set `TABLE_VIEW_BATCH_SEED` to the seed a failure prints to replay it.
    private static let defaultSeed: UInt64 = 0x7AB1_EBA7_C400

    func testRandomBatches_keepHeightsCellsAndSelectionInStepWithTheModel() {
        let seed =
            ProcessInfo.processInfo.environment["TABLE_VIEW_BATCH_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        print("TableViewBatchRandomizedTests: seed \(seed)")
        var random = SplitMix64(state: seed)
        let screen = Screen(model: [[0, 1, 2, 3, 4], [5, 6], [], [7, 8, 9, 10, 11, 12, 13]])
        screen.fixture.tableView.allowsMultipleSelection = true
        screen.fixture.tableView.contentOffset = CGPoint(x: 0, y: 60)
        screen.check("start, seed \(seed)")
        for step in 0..<250 {
            screen.selectSomeRows(&random)
            let selected = screen.selectedIDs
            let idsBefore = screen.allIDs
            screen.fixture.tableView.resetRecording()
            let description = screen.performRandomBatch(&random)
            let context = "step \(step) (\(description)), seed \(seed)"
            XCTAssertEqual(screen.fixture.inconsistencies.received, [], context)
            // Heights are kept, not built again: only the new rows are asked for theirs.
            XCTAssertEqual(
                screen.fixture.tableView.recordedEvents.filter { if case .heightForRow = $0 { true } else { false } }
                    .count,
                screen.allIDs.subtracting(idsBefore).count, context)
            screen.check(context)
            XCTAssertEqual(screen.selectedIDs, selected.intersection(screen.allIDs), context)
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
    }
}

/// A table of rows identified by ids, whose height and cell follow the id.
private final class Screen {
    let fixture: TableViewFixture
    var model: [[Int]]
    var nextID = 100
    var idOfCell: [ObjectIdentifier: Int] = [:]

    init(model: [[Int]]) {
        self.model = model
        fixture = TableViewFixture(
            counts: model.map(\.count), implemented: [.numberOfSections, .heightForRow],
            frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        fixture.tableView.estimatedRowHeight = 0
        fixture.double.rowHeight = { [unowned self] in Self.height(ofID: self.model[$0.section][$0.row]) }
        fixture.double.makeCell = { [unowned self] tableView, indexPath in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            self.idOfCell[ObjectIdentifier(cell)] = self.model[indexPath.section][indexPath.row]
            return cell
        }
    }

    static func height(ofID id: Int) -> CGFloat { CGFloat(10 + id % 7 * 5) }

    var allIDs: Set<Int> { Set(model.joined()) }

    var selectedIDs: Set<Int> {
        Set((fixture.tableView.indexPathsForSelectedRows ?? []).map { model[$0.section][$0.row] })
    }

    func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    func selectSomeRows(_ random: inout SplitMix64) {
        for (section, rows) in model.enumerated() where !rows.isEmpty && random.next(below: 2) == 0 {
            let indexPath = ip(section, random.next(below: rows.count))
            fixture.tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        }
    }

    /// Compares the view with a table built afresh from the model.
    func check(_ context: String) {
        let fresh = TableViewFixture(
            counts: model.map(\.count), implemented: [.numberOfSections, .heightForRow],
            frame: fixture.tableView.frame)
        fresh.tableView.estimatedRowHeight = 0
        fresh.double.rowHeight = { [model] in Self.height(ofID: model[$0.section][$0.row]) }
        XCTAssertEqual(fixture.tableView.contentSize, fresh.tableView.contentSize, context)
        for (section, rows) in model.enumerated() {
            for row in rows.indices {
                XCTAssertEqual(
                    fixture.tableView.rectForRow(at: ip(section, row)),
                    fresh.tableView.rectForRow(at: ip(section, row)),
                    "\(context): row \(row) of section \(section)")
            }
        }
        guard let visible = fixture.tableView.indexPathsForVisibleRows else { return XCTFail(context) }
        for indexPath in visible {
            guard let cell = fixture.tableView.cellForRow(at: indexPath) else { continue }
            XCTAssertEqual(
                idOfCell[ObjectIdentifier(cell)], model[indexPath.section][indexPath.row], "\(context): \(indexPath)")
        }
    }

    /// Changes the model inside a batch that declares the change, and says what it did.
    func performRandomBatch(_ random: inout SplitMix64) -> String {
        let description: String
        fixture.tableView.beginUpdates()
        switch random.next(below: 6) {
        case 0: description = deleteAndInsertRows(&random)
        case 1: description = moveRow(&random)
        case 2: description = insertSection(&random)
        case 3: description = deleteSection(&random)
        case 4: description = moveSection(&random)
        default: description = editRowsOfAMovedSection(&random)
        }
        fixture.double.counts = model.map(\.count)
        fixture.tableView.endUpdates()
        return description
    }

    /// Deletes some rows of a section (before-update paths) and inserts some (after-update paths).
    private func deleteAndInsertRows(_ random: inout SplitMix64) -> String {
        deleteAndInsertRows(ofSection: random.next(below: model.count), insertingInto: { $0 }, &random)
    }

    /// Moves a section, and deletes and inserts rows of another one, whose index the move may change.
    private func editRowsOfAMovedSection(_ random: inout SplitMix64) -> String {
        let section = random.next(below: model.count)
        let from = random.next(below: model.count)
        let to = random.next(below: model.count)
        let final: (Int) -> Int = { section in
            if section == from { return to }
            if from < section && section <= to { return section - 1 }
            if to <= section && section < from { return section + 1 }
            return section
        }
        let rows = deleteAndInsertRows(ofSection: section, insertingInto: final, &random)
        model.insert(model.remove(at: from), at: to)
        fixture.tableView.moveSection(from, toSection: to)
        return rows + ", move section \(from) to \(to)"
    }

    private func deleteAndInsertRows(
        ofSection section: Int, insertingInto final: (Int) -> Int, _ random: inout SplitMix64
    ) -> String {
        let before = model[section]
        let deleted = Set(before.indices.filter { _ in random.next(below: 4) == 0 })
        var rows = before.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
        var inserted: [Int] = []
        for _ in 0..<random.next(below: 3) {
            let row = random.next(below: rows.count + 1)
            rows.insert(newID(), at: row)
            inserted = inserted.map { $0 >= row ? $0 + 1 : $0 } + [row]
        }
        model[section] = rows
        fixture.tableView.deleteRows(at: deleted.sorted().map { ip(section, $0) }, with: .fade)
        fixture.tableView.insertRows(at: inserted.map { ip(final(section), $0) }, with: .fade)
        return "section \(section): delete \(deleted.sorted()), insert \(inserted.sorted())"
    }

    private func moveRow(_ random: inout SplitMix64) -> String {
        let sources = model.indices.filter { !model[$0].isEmpty }
        guard let fromSection = sources.randomElement(using: &random) else { return "nothing to move" }
        let fromRow = random.next(below: model[fromSection].count)
        let id = model[fromSection].remove(at: fromRow)
        let toSection = random.next(below: model.count)
        let toRow = random.next(below: model[toSection].count + 1)
        model[toSection].insert(id, at: toRow)
        fixture.tableView.moveRow(at: ip(fromSection, fromRow), to: ip(toSection, toRow))
        return "move \(ip(fromSection, fromRow)) to \(ip(toSection, toRow))"
    }

    private func insertSection(_ random: inout SplitMix64) -> String {
        let section = random.next(below: model.count + 1)
        model.insert((0..<random.next(below: 4)).map { _ in newID() }, at: section)
        fixture.tableView.insertSections([section], with: .top)
        return "insert section \(section)"
    }

    private func deleteSection(_ random: inout SplitMix64) -> String {
        guard model.count > 1 else { return insertSection(&random) }
        let section = random.next(below: model.count)
        model.remove(at: section)
        fixture.tableView.deleteSections([section], with: .bottom)
        return "delete section \(section)"
    }

    private func moveSection(_ random: inout SplitMix64) -> String {
        let from = random.next(below: model.count)
        let to = random.next(below: model.count)
        model.insert(model.remove(at: from), at: to)
        fixture.tableView.moveSection(from, toSection: to)
        return "move section \(from) to \(to)"
    }
}

extension SplitMix64 {
    /// A number in `0..<bound` (0 when `bound` is not positive).
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
