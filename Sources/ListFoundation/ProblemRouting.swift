import Foundation

/// A problem the library would otherwise print (an anomaly report of a handler that reports by default) or trap on (an
/// inconsistency of a view with no handler), as a test scope receives it.
package enum RoutedProblem: Sendable, Equatable {
    /// An anomaly report: its `message`, the anomaly's description then how to fix it.
    case anomalyReport(message: String)
    /// An inconsistency UIKit would raise as an exception: its description (the exception's name and reason), how to
    /// fix it, and the kind of view that raised it.
    case inconsistency(description: String, recoverySuggestion: String, view: ViewKind)

    /// The kind of view that raised an inconsistency, for the failure's lead text.
    package enum ViewKind: Sendable, Equatable {
        /// A collection view.
        case collectionView
        /// A table view.
        case tableView
    }
}

/// Receives the problems raised while it is bound to the running task: a test's scope in `CollectionManagerTesting`.
package protocol ProblemRecipient: Sendable {
    /// Takes `problem` and returns `true`, or returns `false` to leave it to the library's default (a print in debug
    /// builds, a trap for an inconsistency with no handler).
    func receive(_ problem: RoutedProblem) -> Bool
}

/// Decides where a problem goes when no recipient is bound to the running task: the testing product's router, which
/// knows the XCTest test that runs.
package protocol ProblemRouter: Sendable {
    /// Takes `problem` and returns `true`, or returns `false` to leave it to the library's default.
    func route(_ problem: RoutedProblem) -> Bool

    /// The recipient for work scheduled now to run later on another queue, when no recipient is bound: the running
    /// test's, or one that leaves problems to the library's default when the test has no scope; `nil` when no test
    /// runs, to let ``route(_:)`` decide when the work runs.
    func recipientForScheduledWork() -> (any ProblemRecipient)?
}

/// Where the library's default reporting sends a problem before it prints or traps: to the recipient bound to the
/// running task, else to the router the testing product installs.
///
/// Only the defaults consult it: a handler's `anomalyAction` or a view's `inconsistencyHandler` that someone set is
/// called as it is. With nothing bound and no router, nothing changes: reports print in debug builds and a view with no
/// handler traps.
package enum ProblemRouting {
    /// The recipient of problems raised by the running task and the tasks it starts: bound by a test's scope for the
    /// test's duration, and around work scheduled for later (``carryingRecipient(_:)``).
    @TaskLocal package static var recipient: (any ProblemRecipient)?

    private static let router = LockedValue<(any ProblemRouter)?>(nil)

    /// Sets the router asked about problems raised with no recipient bound. The testing product sets it once, the first
    /// time a test scope opens.
    package static func setRouter(_ newRouter: any ProblemRouter) {
        router.value = newRouter
    }

    /// Sends `problem` to the bound recipient, or else to the router; returns `false` when neither took it, and the
    /// caller prints or traps as it does without a test scope.
    package static func route(_ problem: RoutedProblem) -> Bool {
        if let recipient { return recipient.receive(problem) }
        return router.value?.route(problem) ?? false
    }

    /// Returns `work`, made to run with the recipient of the test running now, if any: for work the library schedules
    /// on another queue, whose problems belong to the test that scheduled it (task-local values do not cross a
    /// dispatch, and another test may be running by the time the work runs).
    package static func carryingRecipient(_ work: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        guard let carried = recipient ?? router.value?.recipientForScheduledWork() else { return work }
        return { $recipient.withValue(carried, operation: work) }
    }
}
