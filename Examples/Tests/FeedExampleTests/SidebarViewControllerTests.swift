import CollectionManager
import CollectionManagerTesting
import Foundation
import InlineSnapshotTesting
import Testing

@testable import FeedExample

/// The sidebar screen under Swift Testing: a `@MainActor` suite, a fresh screen for every test.
@MainActor
@Suite(.failsOnCollectionProblems)
struct SidebarViewControllerTests {
    let screen = SidebarViewController()

    init() {
        screen.viewDidLoad()
        screen.collectionView.layoutIfNeeded()
    }

    private func cell(_ item: Int, _ section: Int) -> SidebarItemCell? {
        screen.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? SidebarItemCell
    }

    @Test func rowsShowTheirItemsConfiguration() {
        var inbox = ListContentConfiguration.sidebarCell()
        inbox.image = .init(systemName: "tray")
        inbox.text = "Inbox"
        inbox.secondaryText = "12"
        #expect(cell(0, 0)?.contentConfiguration as? ListContentConfiguration == inbox)
        #expect((cell(1, 0)?.contentConfiguration as? ListContentConfiguration)?.secondaryText == nil)
        #expect(cell(1, 0)?.displayedAccessories == [.disclosureIndicator()])
        let header = screen.collectionView.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(((header as? SidebarHeaderView)?.contentConfiguration as? ListContentConfiguration)?.text == "Tags")
    }

    @Test func tappingARowOpensIt() {
        screen.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(screen.openedItems.map(\.title) == ["Sent", "Work"])
    }

    @Test func editingShowsDeleteAndReorderOnTagsOnly() {
        screen.setEditing(true)
        #expect(cell(0, 0)?.displayedAccessories == [.disclosureIndicator()])
        #expect(cell(0, 1)?.displayedAccessories == [.delete(), .disclosureIndicator(), .reorder()])
        screen.setEditing(false)
        #expect(cell(0, 1)?.displayedAccessories == [.disclosureIndicator()])
    }

    @Test func screenPicture() {
        // Each row is labelled by its content configuration, the headers by theirs; not editing, so only the
        // disclosure indicators show.
        assertInlineSnapshot(of: screen.collectionView, as: .screenPicture) {
            """
            offset 0,0  size 320x480  content 320x396  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Mailboxes                                                                     │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(tray) Inbox · 12  ›                                                          │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(doc) Drafts  ›                                                               │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(paperplane) Sent  ›                                                          │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(archivebox) Archive  ›                                                       │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Tags                                                                          │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(tag) Work · 3  ›                                                             │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(tag) Family  ›                                                               │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│(tag) Travel  ›                                                               │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x44    Mailboxes
            cell    [0, 0]  0,44 320x44   (tray) Inbox · 12  ›
            cell    [0, 1]  0,88 320x44   (doc) Drafts  ›
            cell    [0, 2]  0,132 320x44  (paperplane) Sent  ›
            cell    [0, 3]  0,176 320x44  (archivebox) Archive  ›
            header  [1, 0]  0,220 320x44  Tags
            cell    [1, 0]  0,264 320x44  (tag) Work · 3  ›
            cell    [1, 1]  0,308 320x44  (tag) Family  ›
            cell    [1, 2]  0,352 320x44  (tag) Travel  ›
            """
        }
    }
}
