import Foundation

/// Runs a manager's deferred checks (DT's `unusedEventDetected` timer, the collection manager's flow-layout check) on
/// the main queue after a delay.
package enum DeferredCheck {
    /// Schedules `check` to run on the main queue `delay` seconds from now with `manager`, unless the manager is gone
    /// by then, and returns the deadline; `nil` when nothing is scheduled.
    ///
    /// Nothing is scheduled off the main queue: a manager used there is never reached from a main-queue block. A
    /// negative or NaN delay counts as 0; an infinite one schedules nothing. The block reports to the test scope active
    /// when it was scheduled, if any (a test's task-local scope does not follow a dispatch), and counts as a pass
    /// holding a manager, so that a leak check on another thread waits for it to let go of the manager it upgrades.
    package static func schedule<Manager: AnyObject>(
        for manager: Manager,
        after delay: TimeInterval,
        _ check: @escaping (Manager, DispatchTime) -> Void
    ) -> DispatchTime? {
        guard ExecutionContext.isMainQueue, let deadline = deadline(after: delay) else { return nil }
        let reference = MainQueueManagerReference(manager, check: check)
        let run = ProblemRouting.carryingRecipient {
            ManagerTable.shared.holdingManagers {
                if let manager = reference.manager { reference.check(manager, deadline) }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: deadline, execute: run)
        return deadline
    }

    /// The time `delay` seconds from now: a negative or NaN delay counts as 0; `nil` when it is infinite or too long for
    /// the clock.
    private static func deadline(after delay: TimeInterval) -> DispatchTime? {
        let seconds = delay.isNaN ? 0 : max(0, delay)
        guard seconds * 1e9 < Double(Int64.max) else { return nil }
        let deadline = DispatchTime.now() + seconds
        return deadline < .distantFuture ? deadline : nil
    }
}

/// The manager a scheduled check runs on, held weakly, with the check: a manager released before the delay is neither
/// kept alive nor checked.
// NB: @unchecked Sendable is sound: a reference is only made on the main queue (`ExecutionContext.isMainQueue`) by a manager
// used there, and only read by a block on the main queue. A manager is used from one isolation domain, and the main
// queue runs one thing at a time, so the block's use of the manager and the check never overlaps another; both are set
// once, in `init`.
private final class MainQueueManagerReference<Manager: AnyObject>: @unchecked Sendable {
    weak var manager: Manager?
    let check: (Manager, DispatchTime) -> Void

    init(_ manager: Manager, check: @escaping (Manager, DispatchTime) -> Void) {
        self.manager = manager
        self.check = check
    }
}
