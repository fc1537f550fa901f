import CollectionManager
import CollectionManagerTesting
import Foundation
import XCTest

@testable import FeedExample

/// The sidebar screen under XCTest: list cells with content configurations, disclosure indicators and editing
/// controls, in a sidebar list with section headers. On Linux a synchronous `@MainActor` test method stops test
/// discovery, so each test is `@MainActor` and `async`.
final class SidebarViewControllerXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        failOnCollectionProblems()
    }

    @MainActor
    private func makeScreen() -> SidebarViewController {
        let screen = SidebarViewController()
        screen.viewDidLoad()
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @MainActor
    func testRows_showTheirItemsConfiguration_underTheirHeaders() async {
        let view = makeScreen().collectionView!
        // A sidebar has no padding above its headers: Mailboxes 0–44, its four rows to 220, Tags 220–264, its three
        // rows to 396.
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 396))
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?
                .frame,
            CGRect(x: 0, y: 220, width: 320, height: 44))
        let work = view.cellForItem(at: IndexPath(item: 0, section: 1)) as? SidebarItemCell
        XCTAssertEqual(work?.frame, CGRect(x: 0, y: 264, width: 320, height: 44))
        let content = work?.contentConfiguration as? ListContentConfiguration
        XCTAssertEqual(content?.text, "Work")
        XCTAssertEqual(content?.secondaryText, "3")
        XCTAssertEqual(content?.image, .init(systemName: "tag"))
        XCTAssertEqual(work?.accessories, [.delete(), .disclosureIndicator(), .reorder()])
        XCTAssertEqual(work?.displayedAccessories, [.disclosureIndicator()])
    }

    @MainActor
    func testTappingARow_opensIt() async {
        let screen = makeScreen()
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(screen.openedItems, [SidebarViewController.mailboxes[0]])
        XCTAssertEqual(screen.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
    }

    @MainActor
    func testEditing_screenPicture_showsDeleteAndReorderOnTheTagsOnly() async {
        let screen = makeScreen()
        screen.setEditing(true)
        // The manager's canEdit answers false for mailboxes: they keep their look, the tags show ⊖ and ≡.
        expectScreenPicture(of: screen.collectionView, named: "sidebar-editing")
    }
}
