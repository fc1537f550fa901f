import CollectionManager
import Foundation

// Awaiting a screen's asynchronous work: the wait is woken by the updates the collection view shows, never by a clock.

extension CollectionViewManager {
    /// Suspends until `condition` holds: checks it at once, then again each time the collection view has shown a change
    /// of the storage — a batch, a reload, an applied snapshot — and returns as soon as it is `true`.
    ///
    /// For a screen that loads its content in a task, such as one whose `viewDidLoad` starts
    /// `Task { manager.memoryStorage.setItems(await loader.load()) }`:
    ///
    /// ```swift
    /// @MainActor func testFeedShowsTheLoadedPosts() async {
    ///     let loader = FakeLoader()
    ///     let screen = FeedScreen(loader: loader)
    ///     screen.viewDidLoad()
    ///     loader.finish(with: posts)                    // the screen's task resumes when the test suspends
    ///
    ///     await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 3 })
    ///
    ///     XCTAssertEqual(screen.manager.visibleModels(as: Post.self), posts)
    /// }
    /// ```
    ///
    /// Nothing is lost when the update came first: a condition that already holds returns at once, without
    /// suspending. The wait ends only through the screen's updates, a cancelled task, or `timeout`, so a test waits
    /// exactly as long as the work it waits for. Call it from the isolation domain that uses the screen (the main
    /// actor for a `@MainActor` screen, in XCTest and Swift Testing alike): `condition` runs there, from the code that
    /// changed the storage, while the update is still on the stack. Work that does not change the storage (a flag the
    /// screen sets) wakes nothing: wait for what the view shows.
    ///
    /// The test fails, and `false` is returned, when the manager has no collection view, or has neither an updater nor
    /// a diffable data source (no change would ever reach the view); when the waiting task is cancelled (a Swift
    /// Testing `.timeLimit` cancels it); and when `timeout` passes. Each message says how many updates the view showed
    /// meanwhile, then shows the screen. Nothing of the wait is kept once it returns: `condition` and what it
    /// captures are released.
    ///
    /// - Parameters:
    ///   - timeout: A guard against a test that would otherwise wait forever, in seconds: the wait fails once it has
    ///     passed. `nil`, the default, waits until the condition holds or the task is cancelled. Under XCTest, which
    ///     has no time limit of its own on Linux, pass one (`timeout: 5`); under Swift Testing, prefer the test's
    ///     `.timeLimit` trait.
    ///   - isolation: The caller's isolation, which the wait and `condition` run in; leave the default.
    ///   - condition: What the test waits for, given the manager.
    /// - Returns: Whether `condition` holds.
    /// - Complexity: One call of `condition` now and one per update the view shows while waiting.
    @discardableResult
    public func waitForUpdates(
        timeout: TimeInterval? = nil,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        until condition: @escaping (CollectionViewManager) -> Bool
    ) async -> Bool {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if condition(self) { return true }
        if let reason = reasonNoUpdateReachesTheView {
            failShowingTheScreen(at: site, "Cannot wait for the screen's updates: \(reason)")
            return false
        }

        return await waitForShownUpdates(
            of: "collection view", timeout: timeout, isolation: isolation,
            condition: { [weak self] in self.map(condition) ?? false },
            observe: { addShownUpdateObserver($0) }, stopObserving: { removeShownUpdateObserver($0) },
            fail: { failShowingTheScreen(at: site, $0) })
    }

    /// Why no change of the storage can reach the view, if none can.
    private var reasonNoUpdateReachesTheView: String? {
        guard collectionView != nil else { return noViewExplanation }
        guard collectionViewUpdater != nil || storage is any ShownUpdateDelivering else {
            return "the manager has no collectionViewUpdater, so changes of its \(type(of: storage)) never reach "
                + "the collection view, and nothing would end the wait. Keep the updater the manager creates, or "
                + "wait for the storage itself."
        }
        return nil
    }
}

/// Waits until `condition` holds, checking it after each update the view (`viewName`) shows, as told through
/// `observe`, until the task is cancelled or `timeout` passes; reports through `fail` why the wait ended otherwise.
/// The waiting of every manager, given its observers.
func waitForShownUpdates(
    of viewName: String,
    timeout: TimeInterval?,
    isolation: isolated (any Actor)?,
    condition: @escaping () -> Bool,
    observe: (@escaping () -> Void) -> ShownUpdateObservation,
    stopObserving: (ShownUpdateObservation) -> Void,
    fail: (String) -> Void
) async -> Bool {
    let waiter = UpdateWaiter()
    var shownUpdates = 0
    let observation = observe {
        shownUpdates += 1
        if condition() { waiter.finish(.conditionHeld) }
    }
    let timer = timeout.map { seconds in
        Task {
            do {
                try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                waiter.finish(.timedOut)
            } catch {
                // Cancelled: the wait ended first.
            }
        }
    }
    let outcome = await withTaskCancellationHandler {
        await waiter.outcome()
    } onCancel: {
        waiter.finish(.cancelled)
    }
    timer?.cancel()
    stopObserving(observation)

    let updates: String
    switch shownUpdates {
    case 0: updates = "no update reached the \(viewName) meanwhile"
    case 1: updates = "the \(viewName) showed 1 update meanwhile, and the condition was false after it"
    default:
        updates = "the \(viewName) showed \(shownUpdates) updates meanwhile, and the condition was false after each"
    }
    let advice =
        shownUpdates > 0
        ? "Check that the condition describes what the screen shows once its work is done."
        : "The condition is checked each time the \(viewName) shows a change of the storage. Check that the "
            + "screen's task ran and changed the storage: a fake loader that was never answered keeps it waiting."
    switch outcome {
    case .conditionHeld:
        return true
    case .timedOut:
        fail(
            "Waited \(describeSeconds(timeout ?? 0)) for the screen's updates, but the condition is still false: "
                + "\(updates). \(advice)")
    case .cancelled:
        fail(
            "Stopped waiting for the screen's updates: the test's task was cancelled (a time limit, or the test "
                + "ending) while the condition was still false: \(updates). \(advice)")
    }
    return false
}

/// `seconds` as a failure message gives it: `2 s`, `0.5 s`.
func describeSeconds(_ seconds: TimeInterval) -> String {
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
}

/// A storage whose changes reach the view without the manager's updater: the diffable data source.
protocol ShownUpdateDelivering {}

extension CollectionViewDiffableDataSource: ShownUpdateDelivering {}

/// How a wait ends: decided once, by whichever comes first of the condition, the timeout and the task's cancellation.
final class UpdateWaiter: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `outcome` and `continuation` are only read or written while holding `lock`,
    // and both are Sendable values, so the thread that cancels the task may decide the outcome.
    enum Outcome: Sendable {
        case conditionHeld
        case timedOut
        case cancelled
    }

    private let lock = NSLock()
    /// The outcome, once decided.
    private var decided: Outcome?
    /// The suspended wait, until it is resumed.
    private var continuation: CheckedContinuation<Outcome, Never>?

    /// Suspends until ``finish(_:)`` decides the outcome; returns at once when it already has.
    func outcome(isolation: isolated (any Actor)? = #isolation) async -> Outcome {
        await withCheckedContinuation(isolation: isolation) { continuation in
            lock.lock()
            let outcome = decided
            if outcome == nil { self.continuation = continuation }
            lock.unlock()
            if let outcome { continuation.resume(returning: outcome) }
        }
    }

    /// Decides the outcome, unless it is decided already, and resumes the suspended wait.
    func finish(_ outcome: Outcome) {
        lock.lock()
        guard decided == nil else { return lock.unlock() }
        decided = outcome
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: outcome)
    }
}
