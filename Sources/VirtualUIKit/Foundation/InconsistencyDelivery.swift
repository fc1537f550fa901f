/// Where a virtual view sends the inconsistencies UIKit would raise as exceptions, shared by the collection and table
/// views: the view's handler, else the running test's scope, else a trap; and the handler every new view starts with.
enum InconsistencyDelivery {
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
        handler(inconsistency)
    }
}
