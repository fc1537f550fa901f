import Foundation

/// The prefetch data source a ``TableViewManager`` installs on its table view.
///
/// For each row the table is about to need (or no longer needs), it runs the mappings' `prefetch` (or
/// `cancelPrefetch`) event with the row's model, no cell; then it hands all the rows to the owner, when the owner
/// prefetches too. DTTableViewManager has no manager-level prefetch events either.
///
/// Prefetch data sources are reference types used from one isolation domain; they are not `Sendable`.
public final class TableManagerPrefetchDataSource: TableViewDataSourcePrefetching, TableManagerObject {
    /// What this object keeps; see `ManagerObject`.
    package let state: TableManagerObjectState

    /// The owner, when it prefetches itself: told after the events.
    private(set) weak var owner: (any TableViewDataSourcePrefetching)?

    init(manager: TableViewManager) {
        state = TableManagerObjectState(manager: manager, role: .prefetchDataSource, alwaysImplemented: [])
    }

    /// Whether this object implements an optional method: those the owner implements, and those with an event.
    public func responds(to selector: TableViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any TableViewDataSourcePrefetching).self)
    }

    /// Runs the `prefetch` event for the model of each row, then the owner's method with all of them.
    ///
    /// - Complexity: O(*n*) amortized for *n* rows; O(1) before the owner when no mapping prefetches.
    public func tableView(_ tableView: any TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        performModelReactions(.prefetchRowsAtIndexPaths, at: indexPaths)
        owner?.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    /// Runs the `cancelPrefetch` event for the model of each row, then the owner's method when it implements it.
    public func tableView(_ tableView: any TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        performModelReactions(.cancelPrefetchingForRowsAtIndexPaths, at: indexPaths)
        if ownerResponds(to: .cancelPrefetchingForRows) {
            owner?.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
        }
    }
}

@available(*, unavailable)
extension TableManagerPrefetchDataSource: Sendable {}
