import Foundation
import VirtualUIKit
import XCTest

/// Screen pictures of list cells: their configuration and displayed accessories instead of the reuse identifier.
final class ListCellScreenPictureTests: XCTestCase {
    private func makeFixture() -> ListCellFixture {
        let rows = [
            ListRow(
                content: .cell("Inbox", "12", systemImage: "tray"),
                accessories: [.delete(), .label(text: "3"), .disclosureIndicator()]),
            ListRow(content: .cell("Drafts"), accessories: [.multiselect(), .reorder(), .checkmark()]),
            ListRow(content: nil, accessories: [.outlineDisclosure(), .detail()]),
            ListRow(
                content: .cell(nil, systemImage: "star"),
                accessories: [
                    .customView(configuration: .init(customView: "★", placement: .leading())),
                    .customView(
                        configuration: .init(customView: "switch on", placement: .trailing(displayed: .whenNotEditing))),
                ]),
        ]
        let fixture = ListCellFixture(
            sections: [rows], headerMode: .supplementary, size: CGSize(width: 320, height: 220))
        var header = ListContentConfiguration.plainHeader()
        header.text = "Mailboxes"
        fixture.headers[0] = header
        return fixture
    }

    func testPicture_labelsListCellsByTheirConfigurationAndAccessories() {
        // A plain list: 22 points above the header, then 44-point rows. Not editing, so delete, multiselect and
        // reorder are hidden; the third row has no configuration and is labelled by its reuse identifier; the header
        // is a list cell too.
        let fixture = makeFixture()
        XCTAssertEqual(
            fixture.collectionView.screenPicture(),
            """
            offset 0,0  size 320x220  content 320x242  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                                                                                |
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Mailboxes                                                                     │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(tray) Inbox · 12  3 ›                                                        │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Drafts  ✓                                                                     │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│ListCell  ▸ ⓘ                                                                 │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│★ (star)  switch on                                                           │|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,22 320x44   Mailboxes
            cell    [0, 0]  0,66 320x44   (tray) Inbox · 12  3 ›
            cell    [0, 1]  0,110 320x44  Drafts  ✓
            cell    [0, 2]  0,154 320x44  ListCell  ▸ ⓘ
            cell    [0, 3]  0,198 320x44  ★ (star)  switch on
            """)
    }

    func testPicture_whileEditing_showsTheEditingAccessories_andASelectedMultiselectCircle() {
        // The switch is shown only when not editing; delete, multiselect and reorder only while editing.
        let fixture = makeFixture()
        fixture.collectionView.isEditing = true
        fixture.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(
            fixture.collectionView.screenPicture(),
            """
            offset 0,0  size 320x220  content 320x242  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                                                                                |
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Mailboxes                                                                     │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│⊖ (tray) Inbox · 12  3 ›                                                      │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |╔══════════════════════════════════════════════════════════════════════════════╗|
            |║● Drafts  ≡ ✓                                                                 ║|
            |║                                                                              ║|
            |╚══════════════════════════════════════════════════════════════════════════════╝|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│ListCell  ▸ ⓘ                                                                 │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│★ (star)                                                                      │|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,22 320x44             Mailboxes
            cell    [0, 0]  0,66 320x44             ⊖ (tray) Inbox · 12  3 ›
            cell    [0, 1]  0,110 320x44  selected  ● Drafts  ≡ ✓
            cell    [0, 2]  0,154 320x44            ListCell  ▸ ⓘ
            cell    [0, 3]  0,198 320x44            ★ (star)
            """)
    }
}
