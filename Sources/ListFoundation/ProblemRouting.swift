import Foundation

/// A problem the library would otherwise print (an anomaly report of a handler that reports by default) or trap on (an
/// inconsistency of a view with no handler), as a test scope receives it.
package enum RoutedProblem: Sendable, Equatable {
    /// An anomaly report: its `message`, the anomaly's description then how to fix it.
    case anomalyReport(message: String)
    /// An inconsistency UIKit would raise as an exception: its description (the exception's name and reason) and how to
    /// fix it.
    case inconsistency(description: String, recoverySuggestion: String)
}

/// Receives the problems raised while it is bound to the running task: a test's scope in `CollectionManagerTesting`.
package protocol ProblemRecipient: Sendable {
    /// Takes `problem`; the recipient decides where it goes (its test, or the console once its test has ended).
    func receive(_ problem: RoutedProblem)
}

/// Where the library's default reporting sends a problem before it prints or traps: to the recipient bound to the
/// running task, else to the router the testing product installs.
///
/// Only the defaults consult it: a handler's `anomalyAction` or a view's `inconsistencyHandler` that someone set is
/// called as it is. With nothing bound and no router, nothing changes: reports print in debug builds and a view with no
/// handler traps.
package enum ProblemRouting {
    /// The recipient of problems raised by the running task and the tasks it starts: bound by a test's scope for the
    /// test's duration, and around work scheduled for later while one was bound (``carryingRecipient(_:)``).
    @TaskLocal package static var recipient: (any ProblemRecipient)?

    private static let router = LockedValue<(@Sendable (RoutedProblem) -> Bool)?>(nil)

    /// Sets the closure asked about problems raised with no recipient bound; it returns whether it took the problem.
    /// The testing product sets it once, the first time a test scope starts.
    package static func setRouter(_ route: @escaping @Sendable (RoutedProblem) -> Bool) {
        router.value = route
    }

    /// Sends `problem` to the bound recipient, or else to the router; returns `false` when neither took it, and the
    /// caller prints or traps as it does without a test scope.
    package static func route(_ problem: RoutedProblem) -> Bool {
        if let recipient {
            recipient.receive(problem)
            return true
        }
        return router.value?(problem) ?? false
    }

    /// Returns `work`, made to run with the recipient bound now, if any: for work the library schedules on another
    /// queue, whose problems belong to the scope that scheduled it (task-local values do not cross a dispatch).
    package static func carryingRecipient(_ work: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        guard let recipient else { return work }
        return { $recipient.withValue(recipient, operation: work) }
    }
}
