import Foundation

/// A view that can tell when a batch update may start, and run work once it may.
///
/// `VirtualCollectionView` and `VirtualTableView` conform, through `BatchCommitting`. While a view runs a layout pass,
/// commits a batch or reloads, it calls out to its data source and delegate (`cellForItemAt`, `willDisplay`, ...), and
/// while a batch-update block is open — the view's own
/// or one of the caller's — the counts it read as "before" must not change under it. A batch started at either moment
/// would commit with the data changed under work in progress. ``ViewUpdateScheduler`` therefore starts updates only
/// when the view ``isIdle``, and otherwise leaves them to ``performWhenIdle(_:)``.
package protocol CallOutReporting: AnyObject {
    /// Whether the view is neither calling out (layout pass, commit, reload) nor inside a batch-update block.
    var isIdle: Bool { get }

    /// Whether a `reloadData()` was requested and has not run yet.
    var isReloadPending: Bool { get }

    /// Runs `body` as work of the view's own, as a layout pass is: reloads and batches requested meanwhile wait until it
    /// returns, and no layout pass runs inside it.
    func callingOut(_ body: () -> Void)

    /// Runs `work` now when the view is idle; otherwise once it is, after the reloads and batches deferred before it.
    /// A view deallocated before then runs `work` as it goes away.
    func performWhenIdle(_ work: @escaping () -> Void)

    /// Runs due layout passes and deferred work until none is due, so that the counts and displayed cells are exactly
    /// those a batch started now begins from. Returns `false` when the view is not idle, or still has work due after
    /// `maximumRounds` rounds (a callback that keeps invalidating the layout, for example).
    func settle(maximumRounds: Int) -> Bool
}
