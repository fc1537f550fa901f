/// Where a virtual view sends the inconsistencies UIKit would raise as exceptions, shared by the collection and table
/// views: the view's handler, else the running test's scope, else a trap; and the handler every new view starts with.
package enum InconsistencyDelivery {
    /// The handler every new virtual view starts with, whatever its kind; `nil` makes new views trap.
    static let defaultHandler = LockedValue<(@Sendable (CollectionViewInconsistency) -> Void)?>(nil)

    /// Sends `inconsistency`, raised by a view of kind `view`, to `handler`; when there is none, to the running test's
    /// scope if `CollectionManagerTesting` set one up (the view then carries on as with a handler), or else traps.
    static func deliver(
        _ inconsistency: CollectionViewInconsistency,
        from view: RoutedProblem.ViewKind,
        to handler: ((CollectionViewInconsistency) -> Void)?
    ) {
        guard let handler else {
            let problem = RoutedProblem.inconsistency(
                description: inconsistency.description, recoverySuggestion: inconsistency.recoverySuggestion,
                view: view)
            if ProblemRouting.route(problem) { return }
            preconditionFailure(
                "\(inconsistency.description)\n\(recoverySuggestionLabel)" + inconsistency.recoverySuggestion)
        }
        $reportingView.withValue(view) { handler(inconsistency) }
    }

    /// The kind of view calling its inconsistency handler, while it calls it: a handler shared by every kind of view,
    /// as a default one is, reads it to name the view.
    @TaskLocal package static var reportingView = RoutedProblem.ViewKind.collectionView
}

extension InconsistencyDelivery {
    /// Whether a public call named `call` (UIKit's `-[UICollectionView reloadData]`) may run on a view that is
    /// `isMainQueueBound`: always off such a view, and on the main queue; otherwise the call is reported as UIKit's Main
    /// Thread Checker reports it, and must not be applied.
    ///
    /// - Complexity: O(1): a flag, then `Thread.isMainThread`, then (off the main thread) the main queue's marker.
    static func allowsCall(
        _ call: StaticString,
        from view: RoutedProblem.ViewKind,
        isMainQueueBound: Bool,
        handler: @autoclosure () -> ((CollectionViewInconsistency) -> Void)?
    ) -> Bool {
        guard isMainQueueBound, !ExecutionContext.isMainQueue else { return true }
        deliverFromAnotherThread(
            .wrongThread(call: "\(call)", thread: ExecutionContext.currentThreadDescription), from: view, to: handler())
        return false
    }

    /// Sends a call refused for its thread to `handler`, on the thread that made it; when there is none, to the running
    /// test's scope if one is set up, or else prints it. It never traps and records nothing in the view, whose state
    /// belongs to the main queue: UIKit's checker logs and lets the app carry on.
    static func deliverFromAnotherThread(
        _ inconsistency: CollectionViewInconsistency,
        from view: RoutedProblem.ViewKind,
        to handler: ((CollectionViewInconsistency) -> Void)?
    ) {
        if let handler { return $reportingView.withValue(view) { handler(inconsistency) } }
        let problem = RoutedProblem.inconsistency(
            description: inconsistency.description, recoverySuggestion: inconsistency.recoverySuggestion, view: view)
        if ProblemRouting.route(problem) { return }
        print("\(inconsistency.description)\n\(recoverySuggestionLabel)\(inconsistency.recoverySuggestion)")
    }
}
