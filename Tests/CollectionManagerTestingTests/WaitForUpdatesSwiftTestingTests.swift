import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

/// Awaiting a screen that loads its posts in a task, under Swift Testing.
///
/// Nothing here reports a failure; the tests that do observe their reports through the reporter's observer, which is
/// local to their task.
@MainActor
struct WaitForUpdatesSwiftTestingTests {
    @Test
    func loadAnsweredWhileWaiting_returnsOnceTheViewShowsThePosts() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        loader.finish(with: Post.numbered(1...3))
        var checks = 0

        let held = await screen.manager.waitForUpdates(until: { manager in
            checks += 1
            return manager.memoryStorage.numberOfItems(inSection: 0) == 3
        })

        #expect(held)
        #expect(checks == 2, "once before waiting, once after the update")
        #expect(screen.manager.visibleModels(as: Post.self) == Post.numbered(1...3))
    }

    @Test func updateShownBeforeTheWait_returnsAtOnce() async {
        let loader = FakePostLoader()
        loader.finish(with: Post.numbered(1...2))
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        await screen.loading?.value
        var checks = 0

        let held = await screen.manager.waitForUpdates(until: { manager in
            checks += 1
            return manager.memoryStorage.numberOfItems(inSection: 0) == 2
        })

        #expect(held)
        #expect(checks == 1)
    }

    @Test func conditionFalseAfterAnUpdate_waitsForTheNextOne() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader, endsWithMarker: true)
        screen.viewDidLoad()
        loader.finish(with: Post.numbered(1...2))
        var seen: [[Int]] = []

        await screen.manager.waitForUpdates(until: { _ in
            seen.append(screen.posts.map(\.id))
            return screen.posts.last?.title == "The end"
        })

        #expect(seen == [[], [1, 2], [1, 2, 0]])
    }

    @Test func diffableSnapshotAppliedInATask_endsTheWait() async {
        let screen = LoadingFeedScreen(loader: FakePostLoader())
        let dataSource: CollectionViewDiffableDataSource<Int, Int> =
            screen.manager.configureDiffableDataSource { _, id in Post(id: id, title: "Post \(id)") }
        Task {
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([4, 5])
            dataSource.apply(snapshot)
        }

        await screen.manager.waitForUpdates(until: { $0.storage.numberOfItems(inSection: 0) == 2 })

        #expect(screen.manager.visibleModels(as: Post.self).map(\.id) == [4, 5])
    }
}

extension FailOnProblemsSwiftTestingTests {
    /// Runs `body`, and returns the comments of the issues it recorded, which do not fail the test.
    @MainActor
    private func recordedIssues(_ body: () async -> Void) async -> [String] {
        let comments = LockedList<String>()
        await withKnownIssue {
            await body()
        } matching: { issue in
            comments.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        return comments.values
    }

    @MainActor
    @Test func waitForUpdates_cancelledWait_isRecordedSayingSo_andReleasesTheCondition() async {
        let screen = LoadingFeedScreen(loader: FakePostLoader())
        screen.viewDidLoad()
        var captured: Captured? = Captured()
        weak let weakCaptured = captured
        var held: Bool?

        let issues = await recordedIssues {
            let waiting = Task { [captured] in
                await screen.manager.waitForUpdates(until: { _ in withExtendedLifetime(captured) { false } })
            }
            captured = nil
            await Task.yield()
            waiting.cancel()
            held = await waiting.value
        }

        #expect(held == false)
        #expect(
            issues == [
                "Stopped waiting for the screen's updates: the test's task was cancelled (a time limit, or the test "
                    + "ending) while the condition was still false: no update reached the collection view meanwhile. "
                    + "The condition is checked each time the collection view shows a change of the storage. Check "
                    + "that the screen's task ran and changed the storage: a fake loader that was never answered keeps "
                    + "it waiting." + picture(of: screen)
            ])
        #expect(weakCaptured == nil)
    }

    @MainActor
    @Test func waitForUpdates_screenStoppedLoading_timeoutIsRecordedSayingNoUpdateArrived() async {
        let loader = FakePostLoader()
        let screen = LoadingFeedScreen(loader: loader)
        screen.viewDidLoad()
        screen.stopLoading()
        loader.finish(with: Post.numbered(1...3))
        var held: Bool?

        let issues = await recordedIssues {
            held = await screen.manager.waitForUpdates(
                timeout: 0.05, until: { $0.memoryStorage.numberOfItems(inSection: 0) == 3 })
        }

        #expect(held == false)
        #expect(
            issues == [
                "Waited 0.05 s for the screen's updates, but the condition is still false: no update reached the "
                    + "collection view meanwhile. The condition is checked each time the collection view shows a "
                    + "change of the storage. Check that the screen's task ran and changed the storage: a fake loader "
                    + "that was never answered keeps it waiting." + picture(of: screen)
            ])
    }

    @MainActor
    @Test func waitForUpdates_cancelledAfterUpdatesThatDidNotMeetTheCondition_countsThem() async {
        let loader = FakePostLoader()
        loader.finish(with: Post.numbered(1...2))
        let screen = LoadingFeedScreen(loader: loader, endsWithMarker: true)

        let issues = await recordedIssues {
            // Tasks started from the main actor run in the order they were started: the wait is in place before
            // the screen's task shows its two updates.
            let waiting = Task {
                await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 5 })
            }
            screen.viewDidLoad()
            await screen.loading?.value
            waiting.cancel()
            _ = await waiting.value
        }

        #expect(
            issues == [
                "Stopped waiting for the screen's updates: the test's task was cancelled (a time limit, or the test "
                    + "ending) while the condition was still false: the collection view showed 2 updates meanwhile, "
                    + "and the condition was false after each. Check that the condition describes what the screen "
                    + "shows once its work is done." + picture(of: screen)
            ])
    }

    @MainActor
    @Test func waitForUpdates_noUpdater_isRecordedAtOnce() async {
        let screen = LoadingFeedScreen(loader: FakePostLoader())
        screen.manager.collectionViewUpdater = nil

        let issues = await recordedIssues {
            await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 1 })
        }

        #expect(
            issues == [
                "Cannot wait for the screen's updates: the manager has no collectionViewUpdater, so changes of its "
                    + "MemoryStorage never reach the collection view, and nothing would end the wait. Keep the updater "
                    + "the manager creates, or wait for the storage itself." + picture(of: screen)
            ])
    }
}
