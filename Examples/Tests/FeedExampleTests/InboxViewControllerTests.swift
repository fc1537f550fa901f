import CollectionManager
import CollectionManagerTesting
import Foundation
import InlineSnapshotTesting
import Testing

@testable import FeedExample

/// The inbox screen under Swift Testing: a `@MainActor` suite, a fresh screen for every test.
@MainActor
@Suite(.failsOnCollectionProblems)
struct InboxViewControllerTests {
    let screen = InboxViewController(messages: InboxFixtures.messages)

    init() {
        screen.viewDidLoad()
        screen.collectionView.layoutIfNeeded()
    }

    @Test func rowsSizeThemselvesByTheirPreview() {
        // 35 above the header (35–79), then rows of one, two, three and one line: 44, 64, 84, 44 high from 79.
        let frames = (0..<4).map { screen.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 16, y: 79, width: 288, height: 44), CGRect(x: 16, y: 123, width: 288, height: 64),
                CGRect(x: 16, y: 187, width: 288, height: 84), CGRect(x: 16, y: 271, width: 288, height: 44),
            ])
        #expect(screen.collectionView.contentSize == CGSize(width: 320, height: 315))
    }

    @Test func searchShowsTheMatchingMessagesInOneBatch() async {
        let view = screen.collectionView!
        view.resetRecording()
        #expect(await screen.search("re"))
        #expect(screen.manager.visibleModels(as: Message.self).map(\.sender) == ["Bo", "Cy"])
        #expect(view.performedUpdates.count == 1)
        #expect(view.reportedInconsistencies.isEmpty)
    }

    @Test func typingFast_onlyTheLastQueryReachesTheScreen() async {
        let first = Task { await screen.search("t") }
        let second = Task { await screen.search("th") }
        let last = Task { await screen.search("thanks") }
        #expect(await [first.value, second.value, last.value] == [false, false, true])
        #expect(screen.manager.visibleModels(as: Message.self).map(\.sender) == ["Di"])
    }

    @Test func swipingAMessageRevealsDeleteAndFlag() {
        let actions = screen.collectionView.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing)
        #expect(actions?.actions.map(\.title) == ["Delete", "Flag"])
        #expect(screen.collectionView.revealedSwipeActions?.indexPath == IndexPath(item: 2, section: 0))
    }

    @Test func deleteRemovesTheRowInOneAnimatedBatch() {
        let view = screen.collectionView!
        view.resetRecording()
        view.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing)
        #expect(view.performSwipeAction(at: 0))
        #expect(
            view.performedUpdates == [
                .init(deletedItems: [IndexPath(item: 2, section: 0)], countsBefore: [4], countsAfter: [3])
            ])
        #expect(view.revealedSwipeActions == nil)
        #expect(view.reportedInconsistencies.isEmpty)
        // Di moves up to Cy's place: 187–231.
        #expect(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 16, y: 187, width: 288, height: 44)
        )
        #expect(screen.manager.visibleModels(as: Message.self).map(\.sender) == ["Ann", "Bo", "Di"])
    }

    @Test func flaggingKeepsTheRowAndHidesTheActions() {
        screen.collectionView.fullSwipeItem(at: IndexPath(item: 3, section: 0), edge: .trailing)
        screen.collectionView.swipeItem(at: IndexPath(item: 0, section: 0), edge: .trailing)
        screen.collectionView.performSwipeAction(at: 1)
        #expect(screen.flaggedMessages == [InboxFixtures.ann])
        #expect(screen.manager.visibleModels(as: Message.self).map(\.sender) == ["Ann", "Bo", "Cy"])
        #expect(screen.collectionView.revealedSwipeActions == nil)
    }

    @Test func screenPicture() {
        assertInlineSnapshot(
            of: screen.collectionView,
            as: .screenPicture { element in (element.model as? Message)?.sender ?? element.defaultLabel }
        ) {
            """
            offset 0,0  size 320x480  content 320x315  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │Inbox                                                                 │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │Ann                                                                   │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │Bo                                                                    │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │Cy                                                                    │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |    ┌──────────────────────────────────────────────────────────────────────┐    |
            |    │Di                                                                    │    |
            |    │                                                                      │    |
            |    │                                                                      │    |
            |    └──────────────────────────────────────────────────────────────────────┘    |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
            |                                                                                |
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
            header  [0, 0]  16,35 288x44   Inbox
            cell    [0, 0]  16,79 288x44   Ann
            cell    [0, 1]  16,123 288x64  Bo
            cell    [0, 2]  16,187 288x84  Cy
            cell    [0, 3]  16,271 288x44  Di
            """
        }
    }
}
