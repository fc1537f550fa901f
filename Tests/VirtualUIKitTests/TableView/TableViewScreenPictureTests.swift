import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The table's screen picture: headers, rows and footers in content order, floating headers, editing controls.
final class TableViewScreenPictureTests: XCTestCase {
    private final class Fruits: TableViewDataSource {
        var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
        var title: String? = "Fruit"

        func responds(to selector: TableViewSelector) -> Bool {
            selector == .titleForHeaderInSection
        }

        func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        func tableView(_ tableView: any TableView, titleForHeaderInSection section: Int) -> String? { title }
    }

    func testPlainTable_withTitleHeader_andSelectedRow_matchesTheDocumentedPicture() {
        let fruits = Fruits()
        let tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        tableView.rowHeight = 30
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        tableView.dataSource = fruits
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        defer { withExtendedLifetime(fruits) {} }

        XCTAssertEqual(
            tableView.screenPicture(),
            """
            offset 0,0  size 320x100  content 320x178  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Fruit                                                                         │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Apple                                                                         │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |╔══════════════════════════════════════════════════════════════════════════════╗|
            |║Banana                                                                        ║|
            |╚══════════════════════════════════════════════════════════════════════════════╝|
            |┌Cherry────────────────────────────────────────────────────────────────────────┐|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x28             Fruit
            cell    [0, 0]  0,28 320x30            Apple
            cell    [0, 1]  0,58 320x30  selected  Banana
            cell    [0, 2]  0,88 320x30            Cherry
            """
        )
    }

    func testInsetGroupedTable_whileEditing_showsTitlesInsetRowsAndDeleteControls() {
        let fixture = TableViewFixture(
            counts: [2, 2],
            implemented: [.numberOfSections, .titleForHeaderInSection, .titleForFooterInSection, .canEditRow],
            frame: CGRect(x: 0, y: 0, width: 160, height: 120), style: .insetGrouped)
        fixture.double.headerTitle = { "Section \($0)" }
        fixture.double.footerTitle = { $0 == 0 ? "About section 0" : nil }
        fixture.double.canEdit = { $0.row == 0 }
        fixture.tableView.rowHeight = 30
        fixture.tableView.isEditing = true

        // The content height counts section 1's footer with its estimate (28) until it is displayed.
        XCTAssertEqual(
            fixture.tableView.screenPicture(),
            """
            offset 0,0  size 160x120  content 160x232  (1 column = 4 pt, 1 row = 10 pt)
            +----------------------------------------+
            |┌──────────────────────────────────────┐|
            |│Section 0                             │|
            |└──────────────────────────────────────┘|
            |     ┌────────────────────────────┐     |
            |     │⊖ Cell                      │     |
            |     └────────────────────────────┘     |
            |     ┌────────────────────────────┐     |
            |     │Cell                        │     |
            |     └────────────────────────────┘     |
            |┌──────────────────────────────────────┐|
            |│About section 0                       │|
            |└──────────────────────────────────────┘|
            +----------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 160x28    Section 0
            cell    [0, 0]  20,28 120x30  ⊖ Cell
            cell    [0, 1]  20,58 120x30  Cell
            footer  [0, 0]  0,88 160x28   About section 0
            header  [1, 0]  0,116 160x28  Section 1
            """
        )
    }

    func testEditingControls_accessories_andReorderGrips_surroundTheContent() {
        let fixture = TableViewFixture(
            counts: [4], implemented: [.canEditRow, .editingStyleForRow, .canMoveRow, .moveRow],
            frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        fixture.tableView.rowHeight = 30
        fixture.double.canEdit = { $0.row != 3 }
        fixture.double.editingStyle = { $0.row == 1 ? .insert : $0.row == 2 ? .none : .delete }
        fixture.double.canMove = { $0.row != 1 }
        fixture.double.makeCell = { tableView, indexPath in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.accessoryType = .disclosureIndicator
            cell.editingAccessoryType = indexPath.row == 0 ? .detailButton : .none
            return cell
        }
        XCTAssertTrue(fixture.tableView.screenPicture().hasSuffix("cell  [0, 3]  0,90 120x30  Cell  ›"))

        fixture.tableView.isEditing = true

        XCTAssertEqual(
            fixture.tableView.screenPicture(),
            """
            offset 0,0  size 120x120  content 120x120  (1 column = 4 pt, 1 row = 10 pt)
            +------------------------------+
            |┌────────────────────────────┐|
            |│⊖ Cell  ⓘ ≡                 │|
            |└────────────────────────────┘|
            |┌────────────────────────────┐|
            |│⊕ Cell                      │|
            |└────────────────────────────┘|
            |┌────────────────────────────┐|
            |│Cell  ≡                     │|
            |└────────────────────────────┘|
            |┌────────────────────────────┐|
            |│Cell  ›                     │|
            |└────────────────────────────┘|
            +------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 120x30   ⊖ Cell  ⓘ ≡
            cell  [0, 1]  0,30 120x30  ⊕ Cell
            cell  [0, 2]  0,60 120x30  Cell  ≡
            cell  [0, 3]  0,90 120x30  Cell  ›
            """
        )
    }

    func testPlainTable_drawsTheFloatingHeaderOverTheRows() {
        let fixture = TableViewFixture(
            counts: [20], implemented: [.titleForHeaderInSection], frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        fixture.double.headerTitle = { _ in "Fruit" }
        fixture.tableView.rowHeight = 30
        fixture.tableView.scroll(to: CGPoint(x: 0, y: 100))
        fixture.tableView.tapRow(at: ip(0, 3))

        XCTAssertEqual(
            fixture.tableView.screenPicture(),
            """
            offset 0,100  size 120x100  content 120x628  (1 column = 4 pt, 1 row = 10 pt)
            +------------------------------+
            |┌────────────────────────────┐|
            |│Fruit───────────────────────│|
            |└────────────────────────────┘|
            |║Cell                        ║|
            |╚════════════════════════════╝|
            |┌────────────────────────────┐|
            |│Cell                        │|
            |└────────────────────────────┘|
            |┌────────────────────────────┐|
            |│Cell                        │|
            +------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,100 120x28            Fruit
            cell    [0, 2]  0,88 120x30             Cell
            cell    [0, 3]  0,118 120x30  selected  Cell
            cell    [0, 4]  0,148 120x30            Cell
            cell    [0, 5]  0,178 120x30            Cell
            """
        )
    }

    func testEmptyBounds_listEveryRow() {
        let fixture = TableViewFixture(counts: [2], frame: .zero)
        fixture.tableView.rowHeight = 20
        XCTAssertEqual(
            fixture.tableView.screenPicture(),
            """
            offset 0,0  size 0x0  content 0x40  (1 column = 4 pt, 1 row = 10 pt)
            empty bounds: every element is shown, drawn in the rect that holds them: 0,0 0x40
            ╔═╗ selected, ┏━┓ highlighted
            cell  [0, 0]  0,0 0x20   Cell
            cell  [0, 1]  0,20 0x20  Cell
            """
        )
    }

    func testAModelProvidingDataSource_labelsRowsAndHeadersByTheirModels() {
        let source = ModelSource()
        let tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        tableView.rowHeight = 30
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = source
        tableView.delegate = source
        defer { withExtendedLifetime(source) {} }

        let labels = tableView.screenPictureLabels().map(\.label)

        XCTAssertEqual(labels, ["Header of 0", "Row 0", "Row 1"])
    }

    private final class ModelSource: TableViewDataSource, TableViewDelegate, DisplayedModelProviding {
        func responds(to selector: TableViewSelector) -> Bool {
            selector == .viewForHeaderInSection || selector == .heightForHeaderInSection
        }

        func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }

        func tableView(_ tableView: any TableView, heightForHeaderInSection section: Int) -> CGFloat { 10 }

        func tableView(_ tableView: any TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
            CollectionReusableView()
        }

        func displayedModel(forItemAt indexPath: IndexPath) -> Any? { "Row \(indexPath.row)" }

        func displayedModel(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Any? {
            kind == CollectionElementKind.sectionHeader ? "Header of \(indexPath.section)" : nil
        }
    }
}
