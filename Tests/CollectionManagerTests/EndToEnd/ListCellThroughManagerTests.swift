import CollectionManager
import Foundation
import XCTest

private struct Folder: Equatable {
    var name: String
    var count: Int
}

/// A folder row, configured in `update(with:)` as a DTCollectionViewManager list cell is.
private final class FolderCell: CollectionViewListCell, ModelTransfer {
    func update(with model: Folder) {
        var content = defaultContentConfiguration()
        content.image = .init(systemName: "folder")
        content.text = model.name
        content.secondaryText = "\(model.count)"
        contentConfiguration = content
        accessories = [.delete(), .disclosureIndicator()]
    }
}

/// A section header that is a list cell with a header configuration.
private final class FolderHeader: CollectionViewListCell, ModelTransfer {
    func update(with model: String) {
        var content = ListContentConfiguration.plainHeader()
        content.text = model
        contentConfiguration = content
    }
}

/// List cells mapped by a manager: configured by `update(with:)`, read back from the view and drawn in its picture.
final class ListCellThroughManagerTests: XCTestCase {
    private func makeScreen() -> ManagedOwner {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        owner.virtualView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
        owner.manager.register(FolderCell.self)
        owner.manager.registerHeader(FolderHeader.self)
        owner.manager.memoryStorage.setSectionHeaderModels(["Folders"])
        owner.manager.memoryStorage.setItems([Folder(name: "Inbox", count: 12), Folder(name: "Notes", count: 3)])
        return owner
    }

    func testVisibleCell_showsTheConfigurationItsUpdateSet() {
        let owner = makeScreen()
        let cell = owner.virtualView.cellForItem(at: IndexPath(item: 1, section: 0)) as? FolderCell
        let content = cell?.contentConfiguration as? ListContentConfiguration
        XCTAssertEqual(content?.text, "Notes")
        XCTAssertEqual(content?.secondaryText, "3")
        XCTAssertEqual(content?.image, .init(systemName: "folder"))
        XCTAssertEqual(cell?.accessories, [.delete(), .disclosureIndicator()])
        XCTAssertEqual(cell?.displayedAccessories, [.disclosureIndicator()])
    }

    func testPicture_labelsRowsAndHeaderByTheirConfigurations_andEditingShowsDeleteWhereTheManagerAllowsIt() {
        // The header is a list cell labelled by its header configuration; the rows by their cell configurations,
        // with the disclosure indicators and, not editing yet, without the delete controls.
        let owner = makeScreen()
        XCTAssertEqual(
            owner.virtualView.screenPicture(),
            """
            offset 0,0  size 320x160  content 320x154  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                                                                                |
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Folders                                                                       │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(folder) Inbox · 12  ›                                                        │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(folder) Notes · 3  ›                                                         │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,22 320x44   Folders
            cell    [0, 0]  0,66 320x44   (folder) Inbox · 12  ›
            cell    [0, 1]  0,110 320x44  (folder) Notes · 3  ›
            """)

        // The manager's canEdit reaction answers canEditItemAt: Inbox does not edit, Notes shows its delete control.
        owner.manager.canEdit(Folder.self) { folder, _ in folder.name != "Inbox" }
        owner.virtualView.isEditing = true
        XCTAssertEqual(
            owner.virtualView.screenPicture(),
            """
            offset 0,0  size 320x160  content 320x154  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                                                                                |
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Folders                                                                       │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(folder) Inbox · 12  ›                                                        │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│⊖ (folder) Notes · 3  ›                                                       │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,22 320x44   Folders
            cell    [0, 0]  0,66 320x44   (folder) Inbox · 12  ›
            cell    [0, 1]  0,110 320x44  ⊖ (folder) Notes · 3  ›
            """)
    }
}
