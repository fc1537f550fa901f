import CollectionManager
import CollectionManagerTesting
import Foundation
import Testing

@testable import FeedExample

/// The feed loads in a task started by `viewDidLoad()`: the tests await what the screen shows, under Swift Testing.
@MainActor
@Suite(.failsOnCollectionProblems)
struct FeedLoadingTests {
    let loader = FakeFeedLoader()
    let screen: FeedViewController

    init() {
        loader.holdsFeed = true  // the feed arrives when a test says so
        screen = FeedViewController(loader: loader)
    }

    @Test func storiesShowFirst_thenTheFeedOnceTheLoaderAnswers() async {
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 2 })
        #expect(screen.manager.visibleModels(as: Story.self) == [Story(author: "Ann"), Story(author: "Bo")])
        #expect(screen.manager.visibleModels(as: Post.self) == [], "the feed is still loading")

        loader.finishLoadingFeed()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })

        #expect(screen.manager.visibleModels(as: Post.self).map(\.id) == [1, 2, 3])
        #expect(screen.adImpressions == ["Acme"])
    }

    @Test func aConditionThatAlreadyHolds_returnsAtOnce() async {
        loader.finishLoadingFeed()
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        // Both updates have reached the view: this wait does not suspend.
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 2 })
        #expect(screen.manager.visibleModels().count == 6)
    }

    @Test func pullToRefresh_showsTheNewFeed_andEndsTheRefresh() async {
        loader.finishLoadingFeed()
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        loader.feed = [Post(id: 9, title: "Fresh")]
        loader.holdsFeed = true

        screen.manager.pullToRefresh()
        #expect(screen.collectionView.refreshControl?.isRefreshing == true)
        loader.finishLoadingFeed()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 1 })

        #expect(screen.manager.visibleModels(as: Post.self) == [Post(id: 9, title: "Fresh")])
        #expect(screen.collectionView.refreshControl?.isRefreshing == false)
        #expect(screen.collectionView.contentOffset == .zero)
    }

    @Test func aScreenLeftWhileItsFeedLoads_isReleased() async {
        await expectReleased {
            FeedViewController(loader: loader)
        } using: { screen in
            screen.viewDidLoad()
            await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 2 })
            // The loading task now waits for the feed, holding the loader only.
        }
        loader.finishLoadingFeed()
    }
}
