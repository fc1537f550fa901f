import CollectionManager
import CollectionManagerTesting
import Foundation
import Testing

@testable import FeedExample

/// The feed driven as a user drives it, under Swift Testing, with every problem failing the test.
@MainActor
@Suite(.failsOnCollectionProblems)
struct FeedDrivingTests {
    let loader = FakeFeedLoader()
    let screen: FeedViewController

    init() async {
        screen = FeedViewController(loader: loader)
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
    }

    @Test func tappingTheRoadmapPost_opensIt() {
        screen.manager.tap(Post(id: 3, title: "Roadmap"))
        #expect(screen.openedPosts == [Post(id: 3, title: "Roadmap")])
    }

    @Test func theFirstScreen_showsStoriesThenTheFeed() {
        #expect(screen.manager.visibleModels(as: Story.self) == [Story(author: "Ann"), Story(author: "Bo")])
        #expect(
            screen.manager.visibleModels(as: Post.self).map(\.id) == [1, 2, 3],
            "the ad between posts 2 and 3 is not a Post")
    }

    @Test func pullToRefresh_showsTheNewFeed() async {
        loader.feed = [Post(id: 9, title: "Fresh")]
        screen.manager.pullToRefresh()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 1 })
        #expect(screen.manager.visibleModels(as: Post.self) == [Post(id: 9, title: "Fresh")])
        #expect(screen.collectionView.refreshControl?.isRefreshing == false)
        #expect(screen.collectionView.reportedInconsistencies.isEmpty)
    }

    @Test func theScreen_isReleasedWhileItLoads() {
        expectReleased {
            FeedViewController(loader: FakeFeedLoader())
        } using: { screen in
            screen.viewDidLoad()  // its loading task holds the loader, not the screen
        }
    }
}
