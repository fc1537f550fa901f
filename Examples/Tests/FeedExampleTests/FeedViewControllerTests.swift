import CollectionManager
import CollectionManagerTesting
import Foundation
import Testing

@testable import FeedExample

/// The feed screen under Swift Testing: a `@MainActor` suite, a fresh screen for every test.
@MainActor
@Suite(.failsOnCollectionProblems)
struct FeedViewControllerTests {
    let loader = FakeFeedLoader()
    let screen: FeedViewController

    init() async {
        screen = FeedViewController(loader: loader)
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        screen.collectionView.layoutIfNeeded()
    }

    @Test func tappingAPostOpensIt() {
        screen.collectionView.tapItem(at: IndexPath(item: 3, section: 1))
        #expect(screen.openedPosts == [Post(id: 3, title: "Roadmap")])
    }

    @Test func tappingAStoryOpensNoPost() {
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.openedPosts.isEmpty)
    }

    @Test func refreshAfterDeleteShowsTheLoadersContent() async {
        screen.delete(Post(id: 1, title: "Launch day", isFeatured: true))
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 3)
        screen.refresh()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 4)
        #expect(screen.collectionView.reportedInconsistencies.isEmpty)
    }

    @Test func storiesAreSizedByTheirMapping() {
        let frame = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame?.size == CGSize(width: 100, height: 100))
    }
}
