import CollectionManager
import CollectionManagerTesting
import Foundation
import XCTest

@testable import FeedExample

/// The inbox screen under XCTest: a list layout with self-sizing rows and trailing swipe actions. On Linux a
/// synchronous `@MainActor` test method stops test discovery, so each test is `@MainActor` and `async`.
final class InboxViewControllerXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        failOnCollectionProblems()
    }

    @MainActor
    private func makeScreen() -> InboxViewController {
        let screen = InboxViewController(messages: InboxFixtures.messages)
        screen.viewDidLoad()
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @MainActor
    func testRows_sizeThemselvesByTheirPreview() async {
        let view = makeScreen().collectionView!
        // Inset-grouped: 35 points above the header (35–79), header and rows inset by 16 (288 wide) from 79: one line of
        // preview is 44 high, two 64, three 84. Ann 79–123, Bo 123–187, Cy 187–271, Di 271–315.
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?
                .frame,
            CGRect(x: 16, y: 35, width: 288, height: 44))
        XCTAssertEqual(
            (0..<4).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame },
            [
                CGRect(x: 16, y: 79, width: 288, height: 44), CGRect(x: 16, y: 123, width: 288, height: 64),
                CGRect(x: 16, y: 187, width: 288, height: 84), CGRect(x: 16, y: 271, width: 288, height: 44),
            ])
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 315))
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? MessageCell)?.sender, "Cy")
    }

    @MainActor
    func testSearch_showsTheMatchingMessagesInOneBatch() async {
        let screen = makeScreen()
        let view = screen.collectionView!
        view.resetRecording()
        let shown = await screen.search("re")
        XCTAssertTrue(shown)
        XCTAssertEqual(screen.manager.visibleModels(as: Message.self).map(\.sender), ["Bo", "Cy"])
        XCTAssertEqual(view.performedUpdates.count, 1)
        XCTAssertEqual(view.reportedInconsistencies, [])
    }

    @MainActor
    func testTypingFast_onlyTheLastQueryReachesTheScreen() async {
        let screen = makeScreen()
        let first = Task { await screen.search("t") }
        let second = Task { await screen.search("th") }
        let last = Task { await screen.search("thanks") }
        let results = [await first.value, await second.value, await last.value]
        XCTAssertEqual(results, [false, false, true])
        XCTAssertEqual(screen.manager.visibleModels(as: Message.self).map(\.sender), ["Di"])
    }

    @MainActor
    func testSwipingAMessage_revealsDeleteAndFlag() async {
        let screen = makeScreen()
        let view = screen.collectionView!
        let actions = view.swipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing)
        XCTAssertEqual(actions?.actions.map(\.title), ["Delete", "Flag"])
        XCTAssertEqual(actions?.actions.map(\.image), ["trash", "flag"])
        XCTAssertEqual(actions?.actions.map(\.style), [.destructive, .normal])
        XCTAssertEqual(view.revealedSwipeActions?.indexPath, IndexPath(item: 1, section: 0))
        XCTAssertEqual(view.revealedSwipeActions?.edge, .trailing)
        XCTAssertNil(view.swipeItem(at: IndexPath(item: 1, section: 0), edge: .leading), "no leading actions")
    }

    @MainActor
    func testDelete_removesTheRowInOneAnimatedBatch_andTheNextRowsMoveUp() async {
        let screen = makeScreen()
        let view = screen.collectionView!
        view.resetRecording()
        view.swipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing)
        XCTAssertTrue(view.performSwipeAction(at: 0))
        XCTAssertEqual(
            view.performedUpdates,
            [.init(deletedItems: [IndexPath(item: 1, section: 0)], countsBefore: [4], countsAfter: [3])])
        XCTAssertNil(view.revealedSwipeActions)
        XCTAssertEqual(view.reportedInconsistencies, [])
        // Cy moves up to 123–207, Di to 207–251.
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? MessageCell)?.sender, "Cy")
        XCTAssertEqual(
            view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 16, y: 123, width: 288, height: 84))
        XCTAssertEqual(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 16, y: 207, width: 288, height: 44))
        XCTAssertEqual(
            screen.manager.memoryStorage.items(inSection: 0) as? [Message],
            [
                InboxFixtures.ann, InboxFixtures.cy, InboxFixtures.di,
            ])
    }

    @MainActor
    func testFullSwipe_deletes_andFlagKeepsTheRow() async {
        let screen = makeScreen()
        let view = screen.collectionView!
        XCTAssertTrue(view.fullSwipeItem(at: IndexPath(item: 0, section: 0), edge: .trailing))
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
        view.swipeItem(at: IndexPath(item: 0, section: 0), edge: .trailing)
        view.performSwipeAction(at: 1)
        XCTAssertEqual(screen.flaggedMessages, [InboxFixtures.bo])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
        XCTAssertNil(view.revealedSwipeActions)
    }

    @MainActor
    func testDeletingBo_screenPicture_showsCyAndDiMovedUp() async {
        let screen = makeScreen()
        screen.collectionView.fullSwipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing)
        // Ann 79–123, Cy 123–207, Di 207–251.
        expectScreenPicture(
            of: screen.collectionView, named: "inbox-after-deleting-bo",
            label: { element in (element.model as? Message)?.sender ?? element.defaultLabel }
        )
    }
}
