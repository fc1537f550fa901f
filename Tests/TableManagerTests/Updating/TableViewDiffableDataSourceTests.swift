import Foundation
import TableManager
import XCTest

/// The table manager's diffable data source: the snapshot is the storage, and animated applies are batch updates.
final class TableViewDiffableDataSourceTests: XCTestCase {
    /// A screen whose manager shows the snapshots of a diffable data source of `Int` identifiers, each shown as ten
    /// times itself plus the number of times it was bumped.
    @MainActor
    private final class Fixture {
        let screen = TableScreen()
        var bumps: [Int: Int] = [:]
        var dataSource: TableViewDiffableDataSource<String, Int>!

        init(register: (TableViewManager) -> Void = { $0.register(IntCell.self) }) {
            register(screen.manager)
            dataSource = screen.manager.configureDiffableDataSource { [weak self] _, id in
                id * 10 + (self?.bumps[id, default: 0] ?? 0)
            }
        }

        func apply(_ sections: KeyValuePairs<String, [Int]>, animated: Bool = true) {
            dataSource.apply(snapshot(sections), animatingDifferences: animated)
        }

        func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> DiffableDataSourceSnapshot<String, Int> {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            return snapshot
        }

        /// The models of the visible cells, by index path.
        var shown: [IndexPath: Int] {
            var shown: [IndexPath: Int] = [:]
            for indexPath in screen.tableView.indexPathsForVisibleRows ?? [] {
                shown[indexPath] = (screen.tableView.cellForRow(at: indexPath) as? IntCell)?.model
            }
            return shown
        }
    }

    @MainActor
    func testConfigure_makesTheDataSourceTheStorage_andRemovesTheUpdater() async {
        let fixture = Fixture()
        XCTAssertTrue(fixture.screen.manager.storage as AnyObject === fixture.dataSource)
        XCTAssertNil(fixture.screen.manager.tableViewUpdater)
        XCTAssertEqual(fixture.dataSource.supplementaryHeaderKind, DTTableViewElementSectionHeader)
        XCTAssertEqual(fixture.dataSource.supplementaryFooterKind, DTTableViewElementSectionFooter)
    }

    @MainActor
    func testMultiSectionSnapshot_givesTheCountsAndTheCellModels() async {
        let fixture = Fixture()
        fixture.apply(["a": [1, 2], "b": [3]], animated: false)
        let tableView = fixture.screen.tableView!
        XCTAssertEqual(tableView.numberOfSections, 2)
        XCTAssertEqual([tableView.numberOfRows(inSection: 0), tableView.numberOfRows(inSection: 1)], [2, 1])
        let cell = fixture.screen.dataSource.tableView(tableView, cellForRowAt: ip(0, 1)) as? IntCell
        XCTAssertEqual(cell?.model, 30)
        tableView.layoutIfNeeded()
        XCTAssertEqual(fixture.shown, [ip(0, 0): 10, ip(1, 0): 20, ip(0, 1): 30])
    }

    @MainActor
    func testDidSelect_runsThroughTheDiffableStorage() async {
        var selected: [String] = []
        let fixture = Fixture { manager in
            manager.register(IntCell.self)
            manager.didSelect(IntCell.self) { _, model, indexPath in selected.append("\(model) \(indexPath)") }
        }
        fixture.apply(["a": [1], "b": [2, 3]], animated: false)
        _ = fixture.screen.tableView.tapRow(at: ip(1, 1))
        XCTAssertEqual(selected, ["30 [1, 1]"])
    }

    @MainActor
    func testHeaderTitles_comeFromTheDataSourcesProviders() async {
        let fixture = Fixture()
        fixture.dataSource.headerModelProvider = { section in "Header \(section)" }
        fixture.dataSource.footerModelProvider = { section in section == 1 ? "Footer" : nil }
        fixture.apply(["a": [1], "b": []], animated: false)
        let tableView = fixture.screen.tableView!
        let dataSource = fixture.screen.dataSource
        XCTAssertEqual(dataSource.tableView(tableView, titleForHeaderInSection: 1), "Header 1")
        XCTAssertEqual(dataSource.tableView(tableView, titleForFooterInSection: 1), "Footer")
        XCTAssertNil(dataSource.tableView(tableView, titleForFooterInSection: 0))
    }

    @MainActor
    func testHeaderViews_comeFromTheDataSourcesProviders() async {
        let fixture = Fixture { manager in
            manager.register(IntCell.self)
            manager.registerHeader(TitleView.self)
            manager.configuration.sectionHeaderStyle = .view
        }
        fixture.dataSource.setSectionHeaderModels(["First", "Second"])
        fixture.apply(["a": [1], "b": [2]], animated: false)
        fixture.screen.tableView.layoutIfNeeded()
        XCTAssertEqual((fixture.screen.tableView.headerView(forSection: 1) as? TitleView)?.model, "Second")
        XCTAssertNil(fixture.screen.dataSource.tableView(fixture.screen.tableView, titleForHeaderInSection: 0))
    }

    @MainActor
    func testAnimatedApply_isOneBatchWithAutomaticAnimations() async {
        let fixture = Fixture()
        fixture.apply(["a": [1, 2, 3], "b": [4]], animated: false)
        fixture.screen.tableView.layoutIfNeeded()
        fixture.screen.tableView.resetRecording()
        var completions = 0
        fixture.dataSource.apply(fixture.snapshot(["a": [2, 3, 5], "c": [6]])) { completions += 1 }
        XCTAssertEqual(
            fixture.screen.tableView.performedUpdates,
            [
                .init(
                    insertedSections: [.init(1, .automatic)], deletedSections: [.init(1, .automatic)],
                    insertedRows: [.init(ip(2, 0), .automatic)], deletedRows: [.init(ip(0, 0), .automatic)],
                    countsBefore: [3, 1], countsAfter: [3, 1])
            ])
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(fixture.shown, [ip(0, 0): 20, ip(1, 0): 30, ip(2, 0): 50, ip(0, 1): 60])
    }

    @MainActor
    func testReconfigure_updatesTheSameCellInPlace() async {
        let fixture = Fixture()
        fixture.apply(["a": [1, 2]], animated: false)
        fixture.screen.tableView.layoutIfNeeded()
        let cell = fixture.screen.cell(1)
        fixture.bumps[2] = 5
        var next = fixture.dataSource.snapshot()
        next.reconfigureItems([2])
        fixture.dataSource.apply(next)
        XCTAssertTrue(fixture.screen.cell(1) === cell, "a reconfigure keeps the cell")
        XCTAssertEqual(cell?.log, ["update 20", "update 25"])
        XCTAssertEqual(fixture.screen.tableView.performedUpdates.last?.reloadedRows, [])
    }
}
