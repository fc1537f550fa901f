import CollectionManager
import CollectionManagerTesting
import Foundation
import XCTest

@testable import FeedExample

/// The feed screen under XCTest. On Linux a synchronous `@MainActor` test method stops test discovery, so each test is
/// `@MainActor` and `async`.
final class FeedViewControllerXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        failOnCollectionProblems()
    }

    /// A feed screen that has loaded its content.
    @MainActor
    private func makeScreen() async -> (FeedViewController, FakeFeedLoader) {
        let loader = FakeFeedLoader()
        let screen = FeedViewController(loader: loader)
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })
        screen.collectionView.layoutIfNeeded()
        return (screen, loader)
    }

    @MainActor
    func testViewDidLoad_showsStoriesAndFeedUnderTheirTitles() async {
        let (screen, _) = await makeScreen()
        let view = screen.collectionView!
        XCTAssertEqual(view.numberOfSections, 2)
        XCTAssertEqual([view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)], [2, 4])
        let header = view.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual((header as? SectionTitleView)?.title, "Feed")
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? StoryCell)?.author, "Bo")
    }

    @MainActor
    func testFeaturedPost_usesTheFeaturedCell_andOthersThePlainOne() async {
        let (screen, _) = await makeScreen()
        let view = screen.collectionView!
        XCTAssertEqual(
            (view.cellForItem(at: IndexPath(item: 0, section: 1)) as? FeaturedPostCell)?.title, "★ Launch day")
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 1, section: 1)) as? PostCell)?.title, "Release notes")
    }

    @MainActor
    func testTappingAPost_opensIt() async {
        let (screen, _) = await makeScreen()
        screen.collectionView.tapItem(at: IndexPath(item: 1, section: 1))
        XCTAssertEqual(screen.openedPosts, [Post(id: 2, title: "Release notes")])
    }

    @MainActor
    func testShowingAnAd_countsAnImpression() async {
        let (screen, _) = await makeScreen()
        XCTAssertEqual(screen.adImpressions, ["Acme"])
    }

    @MainActor
    func testPullToRefresh_replacesTheFeed() async {
        let (screen, loader) = await makeScreen()
        loader.feed = [Post(id: 9, title: "Fresh")]
        screen.refresh()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 1 })
        let view = screen.collectionView!
        XCTAssertEqual(view.numberOfItems(inSection: 1), 1)
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 0, section: 1)) as? PostCell)?.title, "Fresh")
    }

    @MainActor
    func testDeletingAPost_removesItsCell_inOneBatch() async {
        let (screen, _) = await makeScreen()
        let view = screen.collectionView!
        view.resetRecording()
        screen.delete(Post(id: 2, title: "Release notes"))
        XCTAssertEqual(
            view.performedUpdates,
            [.init(deletedItems: [IndexPath(item: 1, section: 1)], countsBefore: [2, 4], countsAfter: [2, 3])])
        XCTAssertEqual(view.reportedInconsistencies, [])
        XCTAssertEqual(screen.cellsThatEndedDisplaying, [IndexPath(item: 1, section: 1)])
    }
}
