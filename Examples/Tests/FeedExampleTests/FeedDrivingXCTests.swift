import CollectionManager
import CollectionManagerTesting
import Foundation
import XCTest

@testable import FeedExample

/// The feed driven as a user drives it, under XCTest, with every problem failing the test.
///
/// On Linux a synchronous `@MainActor` test method crashes XCTest's discovery; `async` ones work everywhere.
final class FeedDrivingXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        failOnCollectionProblems()
    }

    @MainActor func testTappingAnAd_opensNoPost_andTheAdWasShown() async {
        let screen = FeedViewController(loader: FakeFeedLoader())
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })

        let result = screen.manager.tap(Ad(sponsor: "Acme"))

        XCTAssertEqual(result, .selected)
        XCTAssertEqual(screen.openedPosts, [])
        XCTAssertEqual(screen.adImpressions, ["Acme"])
    }

    @MainActor func testDeletingAPost_showsTheNextOneInItsPlace() async {
        let screen = FeedViewController(loader: FakeFeedLoader())
        screen.viewDidLoad()
        await screen.manager.waitForUpdates(timeout: 5, until: { $0.memoryStorage.numberOfItems(inSection: 1) == 4 })

        screen.delete(Post(id: 2, title: "Release notes"))

        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [1, 3])
        XCTAssertEqual(screen.collectionView.reportedInconsistencies, [])
    }

    @MainActor func testTheScreen_isReleasedWhileItLoads() async {
        expectReleased {
            FeedViewController(loader: FakeFeedLoader())
        } using: { screen in
            screen.viewDidLoad()  // its loading task holds the loader, not the screen
        }
    }
}
