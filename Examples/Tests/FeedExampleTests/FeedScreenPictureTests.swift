import CollectionManager
import CollectionManagerTesting
import Foundation
import InlineSnapshotTesting
import Testing

@testable import FeedExample

/// What the feed screen shows, as screen pictures, under Swift Testing.
@MainActor
@Suite(.failsOnCollectionProblems)
struct FeedScreenPictureTests {
    let screen = FeedViewController(loader: FakeFeedLoader())

    init() async {
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
    }

    @Test func scrolledToTheLastPost_andTapped_showsItSelected() {
        screen.collectionView.scrollToItem(at: IndexPath(item: 3, section: 1), at: .bottom, animated: false)
        screen.collectionView.tapItem(at: IndexPath(item: 3, section: 1))
        assertInlineSnapshot(
            of: screen.collectionView,
            as: .screenPicture { element in
                switch element.model {
                case let post as Post: post.title
                case let story as Story: "story by \(story.author)"
                case let ad as Ad: "ad: \(ad.sponsor)"
                default: element.defaultLabel
                }
            }
        ) {
            """
            offset 0,10  size 320x480  content 320x490  (1 column = 4 pt, 1 row = 10 pt)
            +--------------------------------------------------------------------------------+
            |│Stories                                                                       │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |┌───────────────────────┐                              ┌───────────────────────┐|
            |│story by Ann           │                              │story by Bo            │|
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
            |│Launch day                                                                    │|
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
            |│Release notes                                                                 │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            |┌──────────────────────────────────────────────────────────────────────────────┐|
            |│ad: Acme                                                                      │|
            |│                                                                              │|
            |│                                                                              │|
            |│                                                                              │|
            |└──────────────────────────────────────────────────────────────────────────────┘|
            |                                                                                |
            |╔══════════════════════════════════════════════════════════════════════════════╗|
            |║Roadmap                                                                       ║|
            |║                                                                              ║|
            |║                                                                              ║|
            |║                                                                              ║|
            |╚══════════════════════════════════════════════════════════════════════════════╝|
            +--------------------------------------------------------------------------------+
            ╔═╗ selected, ┏━┓ highlighted
            header  [0, 0]  0,0 320x30                Stories
            cell    [0, 0]  0,30 100x100              story by Ann
            cell    [0, 1]  220,30 100x100            story by Bo
            header  [1, 0]  0,130 320x30              Feed
            cell    [1, 0]  0,160 320x120             Launch day
            cell    [1, 1]  0,290 320x60              Release notes
            cell    [1, 2]  0,360 320x60              ad: Acme
            cell    [1, 3]  0,430 320x60    selected  Roadmap
            """
        }
    }
}
