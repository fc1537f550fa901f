import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

/// Driving a screen and checking that it is released, under Swift Testing.
///
/// Nothing here reports a failure; the tests that do observe their reports through the reporter's observer, which is
/// local to their task.
struct DriveScreenSwiftTestingTests {
    @Test func tap_scrollsTheItemIntoViewThenSelectsIt() {
        let screen = FeedScreen()
        #expect(screen.manager.tap(first: Post.self, where: { $0.id == 6 }) == .selected)
        #expect(screen.log == ["didSelect 6 at [0, 6]"])
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 240))
        #expect(screen.manager.visibleModels(as: Post.self).map(\.id) == [4, 5, 6])
        #expect(
            screen.collectionView.recordedEvents == [
                .cellForItem(IndexPath(item: 4, section: 0)), .cellForItem(IndexPath(item: 5, section: 0)),
                .cellForItem(IndexPath(item: 6, section: 0)),
                .prefetchItems([7, 8, 9].map { IndexPath(item: $0, section: 0) }),
                .didSelectItem(IndexPath(item: 6, section: 0)),
            ]
        )
    }

    @Test func drag_runsTheMoveEventAndMovesTheModel() {
        let screen = FeedScreen(posts: Post.numbered(0...3))
        screen.manager.moveItemAtTo { [weak screen] source, destination in
            screen?.log.append("moveItemAtTo \(describe(source)) → \(describe(destination))")
            screen?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
        let final = screen.manager.drag(itemAt: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(final == IndexPath(item: 0, section: 0))
        #expect(screen.log == ["moveItemAtTo [0, 3] → [0, 0]"])
        #expect(screen.posts.map(\.id) == [3, 0, 1, 2])
        // The long press scrolled row 3 (y 180...230) up to the bottom edge first: rows 1 to 3 stay on screen.
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 60))
        #expect(screen.manager.visibleModels(as: Post.self).map(\.id) == [0, 1, 2])
    }

    @Test func pullToRefresh_animated_showsTheNewItemsFromTheTop() {
        let screen = FeedScreen()
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 300))
        screen.manager.pullToRefresh(with: Post.numbered(20...22), animated: true)
        #expect(screen.collectionView.contentOffset == .zero)
        #expect(screen.manager.visibleModels(as: Post.self) == Post.numbered(20...22))
        #expect(screen.collectionView.performedUpdates.last?.inconsistency == nil)
    }

    @Test func releasedScreen_passesExpectReleased() {
        expectReleased {
            FeedScreen()
        } using: { screen in
            screen.manager.tap(itemAt: IndexPath(item: 8, section: 0))
        }
        expectReleased(makeFruitScreen(capturingTheScreen: false))
    }
}

extension FailOnProblemsSwiftTestingTests {
    @Test func driving_missingItem_isRecordedWithWhatToDo() {
        let screen = FeedScreen()
        let line = #line + 1
        let reports = observingReports { #expect(screen.manager.tap(Post(id: 42, title: "?")) == nil) }
        #expect(
            reports.map(\.message) == [
                "Cannot tap Post Post(42): no such item among the storage's 10 items. Add it to the storage first, or "
                    + "look for a model the screen shows." + picture(of: screen)
            ]
        )
        #expect(reports.map(\.framework) == [.swiftTesting])
        #expect(reports.map(\.location.line) == [line])
        #expect(screen.log == [])
    }

    @Test func expectReleased_demoUpdaterCycle_isRecordedNamingDidUpdateContent() {
        let reports = observingReports { expectReleased(makeFruitScreen(capturingTheScreen: true)) }
        #expect(
            reports.map(\.message) == [
                everythingAlive("FruitScreen") + "\n"
                    + ownerHeldBy(
                        "the updater's didUpdateContent closure", "FruitScreen", variable: "fruitScreen",
                        fix: "manager.collectionViewUpdater?.didUpdateContent = { [weak self] update in self?.… }")
                    + "\nSee the Memory guide."
            ]
        )
        #expect(reports.map(\.framework) == [.swiftTesting])
    }
}
