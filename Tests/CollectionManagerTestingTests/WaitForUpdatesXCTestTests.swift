import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Awaiting a screen that loads its posts in a task, under XCTest: `@MainActor` async test methods, as on Linux they
/// must be.
final class WaitForUpdatesXCTestTests: XCTestCase {
    /// The failures XCTest received while ``capturingFailures(_:)`` ran, instead of failing the test.
    private let capturedFailures = LockedList<CapturedFailure>()
    private let isCapturingFailures = LockedList<Bool>()

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard isCapturingFailures.values.last == true else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        // XCTFail's description is "failed - " and the message.
        let message = description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description
        capturedFailures.append(CapturedFailure(message: message, line: lineNumber))
    }

    /// Runs `body`, and returns the failures it reported instead of failing the test.
    @MainActor
    private func capturingFailures(_ body: () async -> Void) async -> [CapturedFailure] {
        isCapturingFailures.append(true)
        let before = capturedFailures.values.count
        await body()
        isCapturingFailures.append(false)
        return Array(capturedFailures.values.dropFirst(before))
    }

    // MARK: Waiting

    @MainActor
    func testLoadAnsweredWhileWaiting_returnsOnceTheViewShowsThePosts() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        loader.finish(with: Post.numbered(1...3))
        var checks = 0

        let held = await screen.manager.waitForUpdates(until: { manager in
            checks += 1
            return manager.memoryStorage.numberOfItems(inSection: 0) == 3
        })

        XCTAssertTrue(held)
        XCTAssertEqual(checks, 2, "once before waiting, once after the update")
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), Post.numbered(1...3))
        XCTAssertEqual(loader.loadCount, 1)
    }

    @MainActor
    func testUpdateShownBeforeTheWait_returnsAtOnce() async {
        let loader = FakePostLoader()
        loader.finish(with: Post.numbered(1...2))
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        await screen.loading?.value  // the update has reached the view before the wait starts
        var checks = 0

        let held = await screen.manager.waitForUpdates(until: { manager in
            checks += 1
            return manager.memoryStorage.numberOfItems(inSection: 0) == 2
        })

        XCTAssertTrue(held)
        XCTAssertEqual(checks, 1)
    }

    @MainActor
    func testConditionFalseAfterAnUpdate_waitsForTheNextOne() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader, endsWithMarker: true)
        screen.viewDidLoad()
        loader.finish(with: Post.numbered(1...2))
        var seen: [[Int]] = []

        await screen.manager.waitForUpdates(until: { _ in
            seen.append(screen.posts.map(\.id))
            return screen.posts.last?.title == "The end"
        })

        XCTAssertEqual(seen, [[], [1, 2], [1, 2, 0]])
    }

    @MainActor
    func testConditionReleased_onceTheWaitReturns() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        loader.finish(with: Post.numbered(1...1))
        var captured: Captured? = Captured()
        weak let weakCaptured = captured

        await screen.manager.waitForUpdates(until: { [captured] manager in
            withExtendedLifetime(captured) { manager.memoryStorage.numberOfItems(inSection: 0) == 1 }
        })
        captured = nil

        XCTAssertNil(weakCaptured)
    }

    // MARK: Failures

    @MainActor
    func testCancelledWait_failsSayingSo_andReleasesTheCondition() async {
        let screen = LoadingFeedScreen(loader: FakePostLoader())
        screen.viewDidLoad()
        var captured: Captured? = Captured()
        weak let weakCaptured = captured
        var held: Bool?
        var line = 0

        let failures = await capturingFailures {
            let waiting = Task { [captured] in
                line = #line + 1
                return await screen.manager.waitForUpdates(until: { _ in withExtendedLifetime(captured) { false } })
            }
            captured = nil
            await Task.yield()
            waiting.cancel()
            held = await waiting.value
        }

        XCTAssertEqual(held, false)
        XCTAssertEqual(
            failures,
            [
                CapturedFailure(
                    message: "Stopped waiting for the screen's updates: the test's task was cancelled (a time limit, "
                        + "or the test ending) while the condition was still false: no update reached the collection "
                        + "view meanwhile. The condition is checked each time the collection view shows a change of "
                        + "the storage. Check that the screen's task ran and changed the storage: a fake loader that "
                        + "was never answered keeps it waiting." + picture(of: screen),
                    line: line)
            ])
        XCTAssertNil(weakCaptured)
    }

    @MainActor
    func testScreenStoppedLoading_timeoutFailsSayingNoUpdateArrived() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        screen.stopLoading()
        loader.finish(with: Post.numbered(1...3))
        var held: Bool?

        let line = #line + 2
        let failures = await capturingFailures {
            held = await screen.manager.waitForUpdates(
                timeout: 0.05, until: { $0.memoryStorage.numberOfItems(inSection: 0) == 3 })
        }

        XCTAssertEqual(held, false)
        XCTAssertEqual(
            failures,
            [
                CapturedFailure(
                    message: "Waited 0.05 s for the screen's updates, but the condition is still false: no update "
                        + "reached the collection view meanwhile. The condition is checked each time the collection "
                        + "view shows a change of the storage. Check that the screen's task ran and changed the "
                        + "storage: a fake loader that was never answered keeps it waiting." + picture(of: screen),
                    line: line)
            ])
        XCTAssertEqual(loader.loadCount, 1)
    }

    @MainActor
    func testCancelledAfterUpdatesThatDidNotMeetTheCondition_countsThem() async {
        let loader = FakePostLoader()
        loader.finish(with: Post.numbered(1...2))
        let screen = LoadingFeedScreen(loader: loader, endsWithMarker: true)
        // Tasks started from the main actor run in the order they were started: the wait is in place before the
        // screen's task shows its two updates.
        let failures = await capturingFailures {
            let waiting = Task {
                await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 5 })
            }
            screen.viewDidLoad()
            await screen.loading?.value
            waiting.cancel()
            _ = await waiting.value
        }

        XCTAssertEqual(
            failures.map(\.message),
            [
                "Stopped waiting for the screen's updates: the test's task was cancelled (a time limit, or the test "
                    + "ending) while the condition was still false: the collection view showed 2 updates meanwhile, "
                    + "and the condition was false after each. Check that the condition describes what the screen "
                    + "shows once its work is done." + picture(of: screen)
            ])
    }

    @MainActor
    func testNoUpdater_failsAtOnce() async {
        let screen = LoadingFeedScreen(loader: FakePostLoader())
        screen.manager.collectionViewUpdater = nil

        let failures = await capturingFailures {
            await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 1 })
        }

        XCTAssertEqual(
            failures.map(\.message),
            [
                "Cannot wait for the screen's updates: the manager has no collectionViewUpdater, so changes of its "
                    + "MemoryStorage never reach the collection view, and nothing would end the wait. Keep the updater "
                    + "the manager creates, or wait for the storage itself." + picture(of: screen)
            ])
    }

    @MainActor
    func testNoCollectionView_failsAtOnce() async {
        let manager = CollectionViewManager()

        let failures = await capturingFailures {
            await manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 1 })
        }

        XCTAssertEqual(
            failures.map(\.message),
            [
                "Cannot wait for the screen's updates: the manager has no collection view (its owner's collection "
                    + "view is nil, or the manager has no owner). Create the screen's view before driving it."
            ])
    }
}

/// A failure XCTest received.
struct CapturedFailure: Equatable, Sendable {
    var message: String
    var line: Int
}
