import Foundation
import VirtualUIKit
import XCTest

final class CollectionViewListCellTests: XCTestCase {
    private let rows = [
        ListRow(content: .cell("Inbox", "12", systemImage: "tray"), accessories: [.disclosureIndicator(), .delete()]),
        ListRow(content: .cell("Drafts"), accessories: [.reorder(), .label(text: "3", displayed: .whenNotEditing)]),
        ListRow(content: .cell("Sent"), accessories: [.checkmark()]),
    ]

    func testDefaultContentConfiguration_isTheCellStyleWithNothingSet() {
        let configuration = CollectionViewListCell().defaultContentConfiguration()
        XCTAssertEqual(configuration, .cell())
        XCTAssertNil(configuration.text)
    }

    func testNewCell_hasNoConfigurationNoAccessoriesAndDoesNotEdit() {
        let cell = CollectionViewListCell()
        XCTAssertNil(cell.contentConfiguration)
        XCTAssertEqual(cell.accessories, [])
        XCTAssertEqual(cell.displayedAccessories, [])
        XCTAssertFalse(cell.isEditing)
    }

    func testVisibleCell_readsBackTheConfigurationItWasGiven() {
        let fixture = ListCellFixture(sections: [rows])
        let content = fixture.cell(0)?.contentConfiguration as? ListContentConfiguration
        XCTAssertEqual(content?.text, "Inbox")
        XCTAssertEqual(content?.secondaryText, "12")
        XCTAssertEqual(content?.image, .init(systemName: "tray"))
        XCTAssertEqual(content, .cell("Inbox", "12", systemImage: "tray"))
        XCTAssertEqual(fixture.cell(0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    func testAccessories_followTheViewsEditingState() {
        let fixture = ListCellFixture(sections: [rows])
        XCTAssertEqual(fixture.cell(0)?.displayedAccessories, [.disclosureIndicator()])
        XCTAssertEqual(fixture.cell(1)?.displayedAccessories, [.label(text: "3", displayed: .whenNotEditing)])
        XCTAssertEqual(fixture.cell(2)?.displayedAccessories, [.checkmark()])

        fixture.collectionView.isEditing = true
        XCTAssertEqual(fixture.cell(0)?.isEditing, true)
        XCTAssertEqual(fixture.cell(0)?.displayedAccessories, [.disclosureIndicator(), .delete()])
        XCTAssertEqual(fixture.cell(1)?.displayedAccessories, [.reorder()])
        XCTAssertEqual(fixture.cell(2)?.displayedAccessories, [.checkmark()])
        XCTAssertEqual(fixture.cell(0)?.accessories, [.disclosureIndicator(), .delete()], "all are kept")

        fixture.collectionView.isEditing = false
        XCTAssertEqual(fixture.cell(0)?.isEditing, false)
        XCTAssertEqual(fixture.cell(1)?.displayedAccessories, [.label(text: "3", displayed: .whenNotEditing)])
    }

    func testEditing_asksCanEditItemAtForEachDisplayedCellInOrder_andARefusedCellDoesNotEdit() {
        let fixture = ListCellFixture(sections: [rows, rows]) { $0 != IndexPath(item: 1, section: 0) }
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.canEditQueries, [], "not editing: nothing is asked")
        fixture.collectionView.resetRecording()

        fixture.collectionView.isEditing = true
        let displayed = fixture.collectionView.indexPathsForVisibleItems
        XCTAssertEqual(displayed.count, 6)
        XCTAssertEqual(fixture.canEditQueries, displayed)
        XCTAssertEqual(fixture.collectionView.recordedEvents, displayed.map { .canEditItem($0) })
        XCTAssertEqual(fixture.cell(1)?.isEditing, false)
        XCTAssertEqual(fixture.cell(1)?.displayedAccessories, [.label(text: "3", displayed: .whenNotEditing)])
        XCTAssertEqual(fixture.cell(1, 1)?.isEditing, true)
        XCTAssertEqual(fixture.cell(1, 1)?.displayedAccessories, [.reorder()])

        fixture.collectionView.isEditing = true
        XCTAssertEqual(fixture.canEditQueries.count, 6, "setting the same value asks nothing")
        fixture.collectionView.isEditing = false
        XCTAssertEqual(fixture.canEditQueries.count, 6, "leaving editing asks nothing")
        XCTAssertEqual(fixture.cell(1, 1)?.isEditing, false)
    }

    func testCellsDequeuedWhileEditing_startEditing() {
        // 44-point rows in a 100-point view: rows 0–2 are displayed; scrolling by 88 brings rows 3 and 4.
        let many = (0..<8).map { ListRow(content: .cell("Row \($0)"), accessories: [.delete()]) }
        let fixture = ListCellFixture(sections: [many], size: CGSize(width: 320, height: 100)) { $0.item != 4 }
        fixture.collectionView.isEditing = true
        XCTAssertEqual(fixture.canEditQueries, [], "nothing displayed yet")

        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.canEditQueries, (0..<3).map { IndexPath(item: $0, section: 0) })
        fixture.collectionView.scroll(to: CGPoint(x: 0, y: 88))
        XCTAssertEqual(
            fixture.canEditQueries.suffix(2), [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        XCTAssertEqual(fixture.cell(3)?.displayedAccessories, [.delete()])
        XCTAssertEqual(fixture.cell(4)?.isEditing, false)
        XCTAssertEqual(fixture.cell(4)?.displayedAccessories, [])
    }

    func testWithoutCanEditItemAt_everyCellEdits() {
        let fixture = ListCellFixture(sections: [rows])
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.isEditing = true
        XCTAssertEqual(fixture.collectionView.visibleCells.map(\.isEditing), [true, true, true])
        XCTAssertEqual(fixture.canEditQueries, [])
    }

    func testRecycledCell_keepsItsConfigurationUntilConfiguredAgain() {
        let fixture = ListCellFixture(sections: [rows])
        let cell = fixture.cell(2)
        fixture.sections = [Array(rows.prefix(2))]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        XCTAssertEqual(
            fixture.collectionView.reuseQueueCount(
                ofKind: CollectionElementKind.cell, withReuseIdentifier: ListCellFixture.cellIdentifier), 1)
        XCTAssertEqual(cell?.contentConfiguration as? ListContentConfiguration, .cell("Sent"))
        XCTAssertEqual(cell?.accessories, [.checkmark()])
    }
}
