import Foundation

/// A virtual view that collects and commits batch updates as UIKit's views do; the collection and table views
/// conform, and this protocol's extension holds what they share:
///
/// - **Levels.** The outermost level opens a batch (the view reads its "before" counts there); nested levels add to it
///   and their completions join it; when the outermost level closes, the batch commits.
/// - **Calling out.** While the view calls out to its data source or delegate (a layout pass, a commit, a reload) it
///   is busy. A batch whose outermost level closes then, a reload requested then or inside a batch, and work a manager
///   wants to run once the view is idle, wait in order and run when the view is neither busy nor inside a batch.
/// - **One-call batches.** A change declared outside any batch is a batch of its own.
///
/// The view supplies how to open a batch, how to commit one, and how to reload.
protocol BatchCommitting: CallOutReporting {
    associatedtype Batch: PendingBatchRecord

    var updateState: BatchUpdateState<Batch> { get set }
    /// Whether a layout pass is due.
    var needsLayout: Bool { get }
    /// The cached counts, or `nil` when they must be loaded.
    var cachedCounts: [Int]? { get }

    /// Creates the batch of an outermost level, reading the "before" counts.
    func makeOutermostBatch() -> Batch
    /// Validates and applies a batch whose outermost level closed, then runs its completions.
    func commit(_ batch: Batch)
    /// Discards the counts and displayed views now; the view is not busy.
    func performReloadData()
    func layoutIfNeeded()
    @discardableResult func loadCountsIfNeeded() -> [Int]
}

extension BatchCommitting {
    var isBusy: Bool { updateState.busyDepth > 0 }

    /// The number of open batch levels.
    var batchDepth: Int { updateState.batchDepth }

    func beginBusy() {
        updateState.busyDepth += 1
    }

    func endBusy() {
        updateState.busyDepth -= 1
        if updateState.busyDepth == 0 { runDeferredWork() }
    }

    func runDeferredWork() {
        while !updateState.deferredWork.isEmpty, !isBusy, batchDepth == 0 {
            switch updateState.deferredWork.removeFirst() {
            case .reloadData: performReloadData()
            case .batch(let batch): commit(batch)
            case .call(let work): work()
            }
        }
    }

    // MARK: Levels

    /// Opens a batch level: the outermost one opens a batch. `completion` joins the batch's completions.
    func beginBatchLevel(completion: ((Bool) -> Void)?) {
        if batchDepth == 0 { updateState.openBatch = makeOutermostBatch() }
        if let completion { updateState.openBatch?.completions.append(completion) }
        updateState.batchDepth += 1
    }

    /// Closes a batch level; closing the outermost one commits the batch, or defers the commit while the view is
    /// busy. Returns `false`, doing nothing, when no level is open.
    @discardableResult
    func endBatchLevel() -> Bool {
        guard batchDepth > 0 else { return false }
        updateState.batchDepth -= 1
        guard batchDepth == 0, let batch = updateState.openBatch else { return true }
        updateState.openBatch = nil
        if isBusy {
            updateState.deferredWork.append(.batch(batch))
        } else {
            commit(batch)
        }
        return true
    }

    /// Runs `updates` inside a batch level.
    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginBatchLevel(completion: completion)
        updates?()
        endBatchLevel()
    }

    /// Adds a change to the open batch, or wraps it in a batch of its own.
    func declare(_ change: (inout Batch) -> Void) {
        if batchDepth > 0, updateState.openBatch != nil {
            change(&updateState.openBatch!)
            return
        }
        beginBatchLevel(completion: nil)
        if updateState.openBatch != nil { change(&updateState.openBatch!) }
        endBatchLevel()
    }

    // MARK: Reloads

    /// Defers a reload requested while the view is busy or inside a batch, and returns `true`; returns `false` when
    /// the reload may run now. Batches open or waiting to commit are followed by the deferred reload.
    func deferReloadIfNeeded() -> Bool {
        guard isBusy || batchDepth > 0 else { return false }
        updateState.markBatchesFollowedByReload()
        updateState.deferredWork.append(.reloadData)
        updateState.isReloadPending = true
        return true
    }

    /// Notes that a reload is running: a reload is still pending only when another waits among the deferred work.
    func reloadIsRunning() {
        updateState.isReloadPending = updateState.hasDeferredReload
    }

    // MARK: CallOutReporting

    package var isIdle: Bool { !isBusy && batchDepth == 0 }

    package var isReloadPending: Bool { updateState.isReloadPending }

    package func callingOut(_ body: () -> Void) {
        beginBusy()
        body()
        endBusy()
    }

    package func performWhenIdle(_ work: @escaping () -> Void) {
        if isIdle {
            work()
        } else {
            updateState.deferredWork.append(.call(work))
        }
    }

    package func settle(maximumRounds: Int) -> Bool {
        for _ in 0..<maximumRounds {
            guard isIdle else { return false }
            if !updateState.deferredWork.isEmpty {
                runDeferredWork()
            } else if needsLayout {
                layoutIfNeeded()
            } else if cachedCounts == nil {
                loadCountsIfNeeded()
            } else {
                return true
            }
        }
        return false
    }
}
