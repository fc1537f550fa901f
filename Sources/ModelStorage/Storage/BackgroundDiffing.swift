// Diffing in the background: the requests of one storage, on the main actor, and their diffs, off it.
//
// A request reads what it diffs against on the main actor, diffs in a detached task, and applies the result on the main
// actor. At most one diff runs per storage and one request waits; a newer request supersedes every older one that has
// not been applied, and their `await`s return `.superseded` in the order they were made, before the newer one returns.
// A synchronous change made after a request, and before it is applied, is newer too: the request finds it when its diff
// is done, and is superseded rather than applied over it.

/// What became of a change made with a background diff, such as `MemoryStorage.setItemsDiffingInBackground(_:forSection:)`.
public enum BackgroundDiffResult: Hashable, Sendable {
    /// The diff was applied: the storage holds the new contents and its update reached its delegate, exactly as the
    /// synchronous call would have delivered it at that moment.
    case applied

    /// A newer change was made to the same storage before this one was applied — another background request, or a
    /// synchronous call that changes its contents: this one was dropped and did not change the storage. Its diff was
    /// cancelled: one that had not started never runs, and one already running ends with its result thrown away.
    case superseded
}

/// One storage's background diffs: at most one running, at most one waiting.
@MainActor @usableFromInline
package final class BackgroundDiffQueue {
    /// A request: `prepare` reads what it diffs against and returns the diff to run off the main actor; `finish`
    /// applies the diff's result, or returns `false` without applying it when the storage was changed synchronously
    /// since the request was made.
    @usableFromInline
    package struct Work {
        let prepare: @MainActor () -> @Sendable () -> (any Sendable)?
        let finish: @MainActor (any Sendable) -> Bool

        /// A request of `prepare` and `finish`.
        @usableFromInline
        package init(
            prepare: @escaping @MainActor () -> @Sendable () -> (any Sendable)?,
            finish: @escaping @MainActor (any Sendable) -> Bool
        ) {
            self.prepare = prepare
            self.finish = finish
        }
    }

    private final class Entry {
        let work: Work
        /// The position of the request among this queue's requests.
        let serial: Int
        var continuation: CheckedContinuation<BackgroundDiffResult, Never>?
        var task: Task<(any Sendable)?, Never>?

        init(work: Work, serial: Int, continuation: CheckedContinuation<BackgroundDiffResult, Never>) {
            self.work = work
            self.serial = serial
            self.continuation = continuation
        }

        var isResolved: Bool { continuation == nil }
    }

    /// The request whose diff runs; it may already be resolved as superseded while its task winds down.
    private var running: Entry?
    /// The request that runs next.
    private var waiting: Entry?

    /// How many requests have been made, applied and superseded: read by tests.
    package private(set) var counts = (requested: 0, applied: 0, superseded: 0)

    /// The serial of the request resolved last, and how many were resolved before an older one (never, by design):
    /// read by tests, which cannot rely on the order in which the main actor resumes the callers.
    private var lastResolvedSerial = -1
    package private(set) var resolvedOutOfOrder = 0

    /// An empty queue.
    @usableFromInline
    package init() {}

    /// Whether a request is running or waiting.
    package var isBusy: Bool { running != nil || waiting != nil }

    /// Runs `work` after the running request, superseding every request not yet applied; returns when `work` was
    /// applied or superseded.
    @usableFromInline
    package func submit(_ work: Work) async -> BackgroundDiffResult {
        await withCheckedContinuation { continuation in
            enqueue(Entry(work: work, serial: counts.requested, continuation: continuation))
        }
    }

    private func enqueue(_ entry: Entry) {
        counts.requested += 1
        // NB: the older requests resolve first, running before waiting, so results arrive in the order of the calls.
        if let running, !running.isResolved {
            supersede(running)
            running.task?.cancel()
        }
        if let waiting { supersede(waiting) }
        waiting = entry
        startIfIdle()
    }

    private func supersede(_ entry: Entry) {
        counts.superseded += 1
        resolve(entry, .superseded)
    }

    private func resolve(_ entry: Entry, _ result: BackgroundDiffResult) {
        if entry.serial < lastResolvedSerial { resolvedOutOfOrder += 1 }
        lastResolvedSerial = entry.serial
        entry.continuation?.resume(returning: result)
        entry.continuation = nil
    }

    private func startIfIdle() {
        guard running == nil, let next = waiting else { return }
        waiting = nil
        running = next
        let diff = next.work.prepare()
        let task = Task.detached(priority: Task.currentPriority) { () -> (any Sendable)? in
            Task.isCancelled ? nil : diff()
        }
        next.task = task
        Task { @MainActor in
            let result = await task.value
            self.finish(next, with: result)
        }
    }

    private func finish(_ entry: Entry, with result: (any Sendable)?) {
        running = nil
        entry.task = nil
        if !entry.isResolved {
            if let result, entry.work.finish(result) {
                counts.applied += 1
                resolve(entry, .applied)
            } else {
                supersede(entry)
            }
        }
        startIfIdle()
    }
}
