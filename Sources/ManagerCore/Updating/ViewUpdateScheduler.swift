import Foundation

/// Runs the work that changes what a collection or table view shows — an updater's updates and reloads, a diffable
/// data source's snapshots — one piece at a time, in arrival order, and only while the view is
/// idle.
///
/// A piece of work starts only when no other piece of this scheduler is running and the view is neither calling out
/// (a layout pass, a commit, a reload) nor inside a batch-update block (its own, or one the caller opened). Work that
/// arrives otherwise waits, and runs as soon as both hold again: right after the running piece, or when the view
/// reaches the end of its work. A view that does not conform to ``CallOutReporting`` counts as always idle. When the
/// view goes away while work waits, the work runs then, without a view, so that its data is still applied.
///
/// Storages keep reading as the view shows them while their work waits: `MemoryStorage` and `SingleSectionStorage`
/// apply their changes only when their update runs, and the diffable data source keeps its displayed snapshot apart
/// from the latest one applied.
package final class ViewUpdateScheduler {
    /// The view the work is for. Held weakly.
    package weak var view: AnyObject?

    /// Work that arrived while other work ran or the view was not idle, oldest first.
    private var queue: [() -> Void] = []
    /// Whether a piece of work (or a ``holding(_:)`` body) is running.
    private var isRunning = false
    /// Whether the view holds a call that resumes the queue once it is idle.
    private var isWaitingForView = false

    /// A scheduler for the work of `view`.
    package init(view: AnyObject? = nil) {
        self.view = view
    }

    /// How many rounds ``settleView()`` allows before giving up.
    package static let maximumSettlingRounds = 100

    /// Whether work scheduled now would run at once: nothing runs or waits, and the view is idle.
    package var runsWorkAtOnce: Bool {
        !isRunning && !isWaitingForView && (view as? any CallOutReporting)?.isIdle != false
    }

    /// Runs `work` now when ``runsWorkAtOnce``; otherwise queues it behind the work that arrived before it.
    package func schedule(_ work: @escaping () -> Void) {
        queue.append(work)
        drain()
    }

    /// Runs `body` at once, holding back the work that arrives meanwhile until it returns.
    package func holding(_ body: () -> Void) {
        guard !isRunning else { return body() }
        isRunning = true
        body()
        isRunning = false
        drain()
    }

    /// Brings the view to the state a batch started now begins from: runs its due layout passes and deferred work
    /// (which may call out to code that schedules more work here, queued behind the current piece). Returns `false`
    /// when the view would not settle; the caller then shows its change with a reload.
    package func settleView() -> Bool {
        guard let view = view as? any CallOutReporting else { return true }
        return view.settle(maximumRounds: Self.maximumSettlingRounds)
    }

    private func drain() {
        guard !isRunning, !isWaitingForView else { return }
        isRunning = true
        while !queue.isEmpty {
            if let view = view as? any CallOutReporting, !view.isIdle {
                isWaitingForView = true
                // NB: the call holds the scheduler (and through the queued work, its owner) until it runs, so waiting
                // work is never dropped; the view runs it at the latest when it is deallocated.
                view.performWhenIdle { [self] in
                    isWaitingForView = false
                    drain()
                }
                break
            }
            let work = queue.removeFirst()
            work()
        }
        isRunning = false
    }
}

@available(*, unavailable)
extension ViewUpdateScheduler: Sendable {}

/// An object whose view work goes through a ``ViewUpdateScheduler``.
package protocol ViewUpdateScheduling: AnyObject {
    /// The scheduler that runs the object's view work.
    var viewUpdateScheduler: ViewUpdateScheduler { get }
}
