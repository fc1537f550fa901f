import CollectionManager
import CollectionManagerTesting
import Foundation
import InlineSnapshotTesting
import XCTest

@testable import FeedExample

/// What the feed screen shows, as screen pictures, under XCTest.
final class FeedScreenPictureXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        failOnCollectionProblems()
    }

    @MainActor
    private func makeScreen() async -> (FeedViewController, FakeFeedLoader) {
        let loader = FakeFeedLoader()
        let screen = FeedViewController(loader: loader)
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        return (screen, loader)
    }

    @MainActor
    func testFeed_showsStoriesThenTheFeed_inlineSnapshot() async {
        let (screen, _) = await makeScreen()
        assertInlineSnapshot(of: screen.collectionView, as: .screenPicture) {
            """
            offset 0,0  size 320x480  content 320x490  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Stories                                                                       │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌───────────────────────┐                              ┌───────────────────────┐|
            |│Story(author: "Ann")   │                              │Story(author: "Bo")    │|
            |│                       │                              │                       │|
            |│                       │                              │                       │|
            |│                       │                              │                       │|
            |│                       │                              │                       │|
            |│                       │                              │                       │|
            |│                       │                              │                       │|
            |│                       │                              │                       │|
            |└───────────────────────┘                              └───────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Feed                                                                          │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Post(id: 1, title: "Launch day", isFeatured: true)                            │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Post(id: 2, title: "Release notes", isFeatured: false)                        │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Ad(sponsor: "Acme")                                                           │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│Post(id: 3, title: "Roadmap", isFeatured: false)                              │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x30      Stories
            cell    [0, 0]  0,30 100x100    Story(author: "Ann")
            cell    [0, 1]  220,30 100x100  Story(author: "Bo")
            header  [1, 0]  0,130 320x30    Feed
            cell    [1, 0]  0,160 320x120   Post(id: 1, title: "Launch day", isFeatured: true)
            cell    [1, 1]  0,290 320x60    Post(id: 2, title: "Release notes", isFeatured: false)
            cell    [1, 2]  0,360 320x60    Ad(sponsor: "Acme")
            cell    [1, 3]  0,430 320x60    Post(id: 3, title: "Roadmap", isFeatured: false)
            """
        }
    }

    @MainActor
    func testDeletingAPost_movesTheNextOnesUp() async {
        let (screen, _) = await makeScreen()
        screen.delete(Post(id: 2, title: "Release notes"))
        expectScreenPicture(of: screen.collectionView, named: "feed-after-deleting-a-post")
    }
}
