/// What a virtual view knows about the work it is doing and the batch it is collecting: how deep it is in work that
/// calls out, how many batch levels are open, the batch those levels fill, and the work that waits until it is idle.
///
/// Both virtual views embed one, with their own kind of batch, and run it through ``BatchCommitting``, so that
/// nesting, deferral and re-entrancy follow one set of rules.
struct BatchUpdateState<Batch: PendingBatchRecord> {
    /// Work requested while the view was busy or held a batch open, run in order once it is neither.
    enum DeferredWork {
        case reloadData
        case batch(Batch)
        /// Work a manager asked to run once the view is idle (`performWhenIdle`).
        case call(() -> Void)
    }

    /// Nesting depth of layout passes, commits and reloads: the phases during which the view calls out and must not
    /// be re-entered.
    var busyDepth = 0
    /// Nesting depth of open batch levels (`performBatchUpdates` blocks, `beginUpdates` calls).
    var batchDepth = 0
    /// The batch the open levels fill; `nil` when none is open.
    var openBatch: Batch?
    var deferredWork: [DeferredWork] = []
    /// Whether a `reloadData()` was requested and has not run yet.
    var isReloadPending = false

    /// Marks the open batch and every deferred one as followed by a reload.
    mutating func markBatchesFollowedByReload() {
        openBatch?.isFollowedByReload = true
        for index in deferredWork.indices {
            if case .batch(var batch) = deferredWork[index] {
                batch.isFollowedByReload = true
                deferredWork[index] = .batch(batch)
            }
        }
    }

    /// Whether a reload is still waiting among the deferred work.
    var hasDeferredReload: Bool {
        deferredWork.contains { if case .reloadData = $0 { true } else { false } }
    }
}

/// What the shared batch machinery reads of a view's batch: its completions, and whether a reload follows it.
protocol PendingBatchRecord {
    /// The completions of every level of the batch, outermost first.
    var completions: [(Bool) -> Void] { get set }
    /// Whether `reloadData()` was requested while the batch was open or waiting to commit: the reload then shows the
    /// data source's contents whatever the batch declared, so a batch that does not add up is replaced, not reported.
    var isFollowedByReload: Bool { get set }
}
