import CollectionManager
import CollectionManagerTesting
import Foundation
import XCTest

@testable import FeedExample

/// The feed loads in a task started by `viewDidLoad()`: the tests await what the screen shows, under XCTest. XCTest on
/// Linux has no time limit of its own, so each wait has a timeout that fails the test instead of hanging it.
final class FeedLoadingXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        failOnCollectionProblems()
    }

    @MainActor
    func testStoriesShowFirst_thenTheFeedOnceTheLoaderAnswers() async {
        let loader = FakeFeedLoader()
        loader.holdsFeed = true
        let screen = FeedViewController(loader: loader)
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 0) == 2 })
        XCTAssertEqual(screen.manager.visibleModels(as: Story.self), [Story(author: "Ann"), Story(author: "Bo")])
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), [], "the feed is still loading")

        loader.finishLoadingFeed()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })

        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [1, 2, 3])
    }

    @MainActor
    func testPullToRefresh_showsTheNewFeed_andEndsTheRefresh() async {
        let loader = FakeFeedLoader()
        let screen = FeedViewController(loader: loader)
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        loader.feed = [Post(id: 9, title: "Fresh")]

        XCTAssertTrue(screen.manager.pullToRefresh())
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 1 })

        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), [Post(id: 9, title: "Fresh")])
        XCTAssertEqual(screen.collectionView.refreshControl?.isRefreshing, false)
    }
}
