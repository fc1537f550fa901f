import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// `expectReleased` under XCTest: a released screen passes; a leaked one fails, naming what is alive and the closure
/// that holds it.
final class ExpectReleasedXCTestTests: XCTestCase {
    private struct Failure: Error {}

    func testReleasedScreen_passes_inBothForms() {
        let reports = observingReports {
            expectReleased {
                FeedScreen()
            } using: { screen in
                screen.manager.tap(itemAt: IndexPath(item: 4, section: 0))
                screen.manager.pullToRefresh(with: Post.numbered(3...8), animated: true)
            }
            expectReleased(FeedScreen()) { screen in
                screen.manager.scrollIntoView(Post(id: 9, title: "Post 9"))
            }
            expectReleased(FeedScreen())
        }
        XCTAssertEqual(reports, [])
    }

    func testDemoUpdaterScreen_withTheScreenCapturedStrongly_failsNamingDidUpdateContent() {
        let line = #line + 1
        let reports = observingReports { expectReleased { makeFruitScreen(capturingTheScreen: true) } }
        XCTAssertEqual(
            reports.map(\.message),
            [
                everythingAlive("FruitScreen") + "\n"
                    + ownerHeldBy(
                        "the updater's didUpdateContent closure", "FruitScreen", variable: "fruitScreen",
                        fix: "manager.collectionViewUpdater?.didUpdateContent = { [weak self] update in self?.… }")
                    + "\nSee the Memory guide."
            ]
        )
        XCTAssertEqual(reports.map(\.location.line), [line])
        XCTAssertEqual(reports.map(\.framework), [.xcTest])
    }

    func testDemoUpdaterScreen_capturingItsViewWeakly_passes() {
        let reports = observingReports { expectReleased { makeFruitScreen(capturingTheScreen: false) } }
        XCTAssertEqual(reports, [])
    }

    func testDidSelectCapturingSelf_failsNamingTheEventWithTheWeakSelfFix() {
        let reports = observingReports {
            expectReleased {
                SelectingScreen()
            } using: { screen in
                screen.manager.tap(itemAt: IndexPath(item: 1, section: 0))
                XCTAssertEqual(screen.opened, [Post(id: 1, title: "Post 1")])
            }
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                everythingAlive("SelectingScreen") + "\n"
                    + ownerHeldBy(
                        "the manager's didSelect event for PostCell", "SelectingScreen", variable: "selectingScreen",
                        fix: "manager.didSelect(PostCell.self) { [weak self] cell, model, indexPath in self?.… }")
                    + "\nSee the Memory guide."
            ]
        )
    }

    func testOwnerKeptOutsideTheManager_failsSayingNoClosureOfTheManagerHoldsIt() {
        var keeper: [FeedScreen] = []
        let reports = observingReports {
            expectReleased {
                FeedScreen()
            } using: {
                keeper.append($0)
            }
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                everythingAlive("FeedScreen")
                    + "\nNone of its manager's closures holds it: releasing them all did not release FeedScreen. "
                    + "Something else does: a global, a timer, a notification observer, another object's closure, or "
                    + "the test itself, when it stores the owner outside `body`.\nSee the Memory guide."
            ]
        )
        keeper.removeAll()
    }

    func testManagerCapturedByItsStorage_failsNamingTheProvider() {
        let reports = observingReports {
            expectReleased {
                FeedScreen()
            } using: { screen in
                let manager = screen.manager
                manager.memoryStorage.headerModelProvider = { _ in manager.storage.numberOfSections() }
            }
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "FeedScreen leaked: its manager and its storage (MemoryStorage) are still alive after the test let go "
                    + "of them.\nCause: the storage's headerModelProvider holds its manager: its manager was released "
                    + "as soon as that closure was. A closure the manager or its storage keeps that captures the "
                    + "manager makes a cycle.\nHow to fix it: Capture the manager weakly, with `[weak manager]`:\n"
                    + "    manager.memoryStorage.headerModelProvider = { [weak manager] section in manager?.… }"
                    + "\nSee the Memory guide."
            ]
        )
    }

    func testViewKeptByTheTest_failsNamingOnlyTheView() {
        var keeper: [VirtualCollectionView] = []
        let reports = observingReports {
            expectReleased {
                FeedScreen()
            } using: {
                keeper.append($0.collectionView)
            }
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "FeedScreen leaked: its collection view (VirtualCollectionView) is still alive after the test let go "
                    + "of it.\nThe owner and its manager were released, so something else holds that object: a "
                    + "global, a cache, or a closure kept elsewhere. Capture them weakly there.\nSee the Memory guide."
            ]
        )
        keeper.removeAll()
    }

    func testThrowingBody_rethrowsWithoutChecking() {
        var keeper: [FeedScreen] = []
        var thrown = false
        let reports = observingReports {
            do {
                try expectReleased {
                    FeedScreen()
                } using: { screen in
                    keeper.append(screen)
                    throw Failure()
                }
            } catch {
                thrown = error is Failure
            }
        }
        XCTAssertTrue(thrown)
        XCTAssertEqual(reports, [])
        keeper.removeAll()
    }
}

/// A main-actor screen, conforming through an isolated conformance as app screens do.
@MainActor
final class MainActorFeedScreen: @MainActor CollectionViewManageable {
    let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 170))
    var opened: [Post] = []

    init() {
        manager.register(PostCell.self)
        manager.didSelect(PostCell.self) { [weak self] _, post, _ in self?.opened.append(post) }
        manager.memoryStorage.setItems(Post.numbered(0...5))
    }
}

final class MainActorScreenXCTestTests: XCTestCase {
    @MainActor func testMainActorScreen_drivenAndReleased() async {
        let reports = observingReports {
            expectReleased {
                MainActorFeedScreen()
            } using: { screen in
                XCTAssertEqual(screen.manager.tap(Post(id: 5, title: "Post 5")), .selected)
                XCTAssertEqual(screen.opened.map(\.id), [5])
                XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [3, 4, 5])
            }
        }
        XCTAssertEqual(reports, [])
    }
}

/// `expectReleased` with an asynchronous body, for screens that load in a task.
final class AsyncExpectReleasedXCTestTests: XCTestCase {
    @MainActor func testScreenLeftWhileItLoads_passes() async {
        let loader = FakePostLoader()
        let reports = await observingReports {
            await expectReleased {
                LoadingFeedScreen(loader: loader)
            } using: { screen in
                screen.viewDidLoad()
                loader.finish(with: Post.numbered(0...1))
                await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 2 })
                XCTAssertEqual(screen.posts.map(\.id), [0, 1])
            }
        }
        XCTAssertEqual(reports, [])
    }

    @MainActor func testStrongCaptureAfterAnAwait_failsNamingTheClosure() async {
        let loader = FakePostLoader()
        let line = #line + 2
        let reports = await observingReports {
            await expectReleased {
                LoadingFeedScreen(loader: loader)
            } using: { screen in
                screen.viewDidLoad()
                loader.finish(with: Post.numbered(0...1))
                await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 2 })
                screen.manager.didSelect(PostCell.self) { _, _, _ in _ = screen.posts }
            }
        }
        XCTAssertEqual(reports.map(\.location.line), [line])
        XCTAssertEqual(
            reports.first?.message.components(separatedBy: "\n").first,
            everythingAlive("LoadingFeedScreen"))
    }
}
