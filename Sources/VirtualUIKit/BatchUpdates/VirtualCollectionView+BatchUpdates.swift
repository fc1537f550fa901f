import Foundation

/// A collection view's batch being collected or waiting to commit.
struct PendingBatch: PendingBatchRecord {
    var request = BatchUpdateRequest()
    /// The counts when the outermost batch began; `nil` when they were stale then (read at commit).
    var countsBefore: [Int]?
    var completions: [(Bool) -> Void] = []
    var isFollowedByReload = false
    /// Whether animations were enabled when the outermost batch began: an animated batch asks where to settle the
    /// content offset (`targetContentOffset(forProposedContentOffset:)`).
    var isAnimated = true
}

extension VirtualCollectionView: BatchCommitting {
    /// Runs `updates`, in which you mutate the model and declare the changes, then validates and applies the changes
    /// as one batch, as UIKit does.
    ///
    /// 1. The outermost call first runs a due layout pass, which loads stale counts: those are the **before** counts.
    ///    A model mutated before this call is therefore already in them, and the declared changes no longer add up
    ///    (UIKit's classic crash, reproduced).
    /// 2. `updates` runs. `insertItems(at:)` and its siblings only record changes; nested `performBatchUpdates`
    ///    calls only add to the outer batch; ``reloadData()`` is deferred until the batch has committed.
    /// 3. When the outermost block returns, the data source is asked for every count again: the **after** counts.
    ///    The batch is validated with UIKit's rules (see `BatchUpdateValidator`).
    /// 4. Valid: the cached counts become the after counts; the selection and highlight are remapped (deleted and
    ///    reloaded items drop out silently); displayed cells of deleted or reloaded items go to the reuse queue and
    ///    get `didEndDisplaying` with their old index paths, in index-path order, then supplementary views of deleted
    ///    or reloaded sections likewise; surviving views move to their new index paths without any call; then a
    ///    layout pass requests and announces (`cellForItemAt`, `willDisplay`) every element that is now visible and
    ///    was not, with after-update index paths.
    /// 5. Invalid: the inconsistency goes to ``inconsistencyHandler`` (or traps), nothing of the batch is applied,
    ///    and the view reloads as ``reloadData()`` does. When ``reloadData()`` was requested while the batch was open
    ///    or waiting to commit, nothing is reported: that reload replaces the batch.
    /// 6. Deferred reloads and batches run, then every completion of the batch (outermost first), with `true` when
    ///    the batch was applied and `false` when it was rejected, before this call returns.
    ///
    /// An animated batch (``areAnimationsEnabled`` holds when the outermost call starts) asks, once the layout has
    /// prepared the contents after the batch and heard of its changes, where to settle:
    /// ``targetContentOffset(forProposedContentOffset:)`` with the current offset, which asks the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` when it implements it and the layout
    /// otherwise. An answer other than the proposal becomes the content offset, kept within the content, before the
    /// layout pass displays the new elements. A batch run inside ``performWithoutAnimation(_:)`` does not ask.
    ///
    /// A batch started while the view is calling out (for example from `willDisplay`) runs its block at once and
    /// commits when the current work ends.
    ///
    /// - Complexity: O(*u* log *u* + *s* + *v*) for *u* declared changes, *s* sections and *v* visible elements,
    ///   plus the data-source count queries and the layout's `prepare()`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard allowsCall("-[UICollectionView performBatchUpdates:completion:]") else { return }
        runBatch(updates, completion: completion)
    }

    /// Opens the batch of an outermost `performBatchUpdates` call. Outside other work, a due layout pass runs first
    /// and stale counts are loaded: those are the "before" counts.
    func makeOutermostBatch() -> PendingBatch {
        var batch = PendingBatch()
        batch.isAnimated = areAnimationsEnabled
        if !isBusy {
            layoutIfNeeded()
            batch.countsBefore = loadCountsIfNeeded()
        } else {
            batch.countsBefore = cachedCounts
        }
        return batch
    }

    /// Runs `actions` with animations disabled, as `UIView.performWithoutAnimation(_:)` does for UIKit's views, then
    /// restores ``areAnimationsEnabled``.
    ///
    /// Batch updates started inside do not ask where to settle the content offset (see
    /// ``performBatchUpdates(_:completion:)``). Nothing else changes: the view animates nothing either way, and
    /// ``lastBatchUpdateAnimations`` is recorded as for an animated batch.
    ///
    /// ```swift
    /// collectionView.performWithoutAnimation {
    ///     collectionView.performBatchUpdates { /* mutate the model, declare the changes */ }
    /// }
    /// ```
    public func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard allowsCall("VirtualCollectionView.performWithoutAnimation(_:)") else { return }
        let wereEnabled = areAnimationsEnabled
        areAnimationsEnabled = false
        defer { areAnimationsEnabled = wereEnabled }
        actionsWithoutAnimation()
    }

    /// Declares inserted items (after-update index paths). Outside a batch, it is a batch of its own.
    public func insertItems(at indexPaths: [IndexPath]) {
        guard allowsCall("-[UICollectionView insertItemsAtIndexPaths:]") else { return }
        declare { $0.request.insertedItems.append(contentsOf: indexPaths) }
    }

    /// Declares deleted items (before-update index paths). Outside a batch, it is a batch of its own.
    public func deleteItems(at indexPaths: [IndexPath]) {
        guard allowsCall("-[UICollectionView deleteItemsAtIndexPaths:]") else { return }
        declare { $0.request.deletedItems.append(contentsOf: indexPaths) }
    }

    /// Declares reloaded items (before-update index paths): each is a delete and an insert, so it gets a new cell.
    /// Reloads of items that are not displayed are dropped, as UIKit does. Outside a batch, it is a batch of its own.
    public func reloadItems(at indexPaths: [IndexPath]) {
        guard allowsCall("-[UICollectionView reloadItemsAtIndexPaths:]") else { return }
        declare { $0.request.reloadedItems.append(contentsOf: indexPaths) }
    }

    /// Declares a moved item, from a before-update to an after-update index path. Outside a batch, it is a batch of
    /// its own.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard allowsCall("-[UICollectionView moveItemAtIndexPath:toIndexPath:]") else { return }
        declare { $0.request.movedItems.append((from: indexPath, to: newIndexPath)) }
    }

    /// Declares inserted sections (after-update indexes), in ascending order. Outside a batch, it is a batch of its
    /// own.
    public func insertSections(_ sections: IndexSet) {
        guard allowsCall("-[UICollectionView insertSections:]") else { return }
        declare { $0.request.insertedSections.append(contentsOf: sections) }
    }

    /// Declares deleted sections (before-update indexes), in ascending order. Outside a batch, it is a batch of its
    /// own.
    public func deleteSections(_ sections: IndexSet) {
        guard allowsCall("-[UICollectionView deleteSections:]") else { return }
        declare { $0.request.deletedSections.append(contentsOf: sections) }
    }

    /// Declares reloaded sections (before-update indexes), in ascending order. Outside a batch, it is a batch of its
    /// own.
    public func reloadSections(_ sections: IndexSet) {
        guard allowsCall("-[UICollectionView reloadSections:]") else { return }
        declare { $0.request.reloadedSections.append(contentsOf: sections) }
    }

    /// Declares a moved section. Outside a batch, it is a batch of its own.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        guard allowsCall("-[UICollectionView moveSection:toSection:]") else { return }
        declare { $0.request.movedSections.append((from: section, to: newSection)) }
    }

    /// Validates and applies a batch whose block has run.
    func commit(_ batch: PendingBatch) {
        beginBusy()
        let before = batch.countsBefore ?? loadCountsIfNeeded()
        let after = queryCounts()
        let outcome = BatchUpdateValidator.validate(
            batch.request, countsBefore: before, countsAfter: after,
            isItemVisible: { [displayedCells] in displayedCells[$0] != nil }
        )
        var update = PerformedUpdate(batch.request, countsBefore: before, countsAfter: after)
        let finished: Bool
        switch outcome {
        case .success(let result):
            recordPerformed(update)
            apply(result, of: batch.request, countsAfter: after, isAnimated: batch.isAnimated)
            finished = true
        case .failure(let inconsistency) where batch.isFollowedByReload:
            // The requested reload runs when this commit ends and displays the data source's contents anew.
            update.inconsistencyReplacedByReload = inconsistency
            recordPerformed(update)
            finished = false
        case .failure(let inconsistency):
            update.inconsistency = inconsistency
            recordPerformed(update)
            report(inconsistency)
            reloadWhileBusy()
            finished = false
        }
        endBusy()
        for completion in batch.completions { completion(finished) }
    }

    /// Keeps `update` in ``performedUpdates`` and ``recordedEvents`` while the view records.
    private func recordPerformed(_ update: PerformedUpdate) {
        guard isRecordingEvents else { return }
        performedUpdates.append(update)
        recordedEvents.append(.performBatchUpdates(update))
    }

    private func apply(
        _ result: BatchUpdateResult, of request: BatchUpdateRequest, countsAfter: [Int], isAnimated: Bool
    ) {
        let framesBefore = displayedFrames()
        cachedCounts = countsAfter
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { result.finalIndexPath(forInitialIndexPath: $0) })
        highlightedIndexPaths = Set(
            highlightedIndexPaths.compactMap { result.finalIndexPath(forInitialIndexPath: $0) }
        )
        focusedIndexPath = focusedIndexPath.flatMap { result.finalIndexPath(forInitialIndexPath: $0) }

        var survivingCells: [IndexPath: CollectionViewCell] = [:]
        var removedCells: [(IndexPath, CollectionViewCell)] = []
        for (indexPath, cell) in displayedCells.sortedBySectionAndItem() {
            if let final = result.finalIndexPath(forInitialIndexPath: indexPath) {
                survivingCells[final] = cell
            } else {
                removedCells.append((indexPath, cell))
            }
        }
        var survivingViews: [DisplayedElement: CollectionReusableView] = [:]
        var removedViews: [(DisplayedElement, CollectionReusableView)] = []
        for (element, view) in displayedSupplementaryViews.sorted(by: { Self.displayOrder($0.key, $1.key) }) {
            if let section = result.finalSection(forInitialSection: element.indexPath.sectionIndex) {
                let moved = IndexPath(itemIndex: element.indexPath.itemIndex, sectionIndex: section)
                survivingViews[DisplayedElement(kind: element.kind, indexPath: moved)] = view
            } else {
                removedViews.append((element, view))
            }
        }
        displayedCells = survivingCells
        displayedSupplementaryViews = survivingViews
        let didEndDisplaying = delegate(implementing: .didEndDisplayingCell)
        for (indexPath, cell) in removedCells { endDisplaying(cell, at: indexPath, notifying: didEndDisplaying) }
        for (element, view) in removedViews { endDisplaying(view, element) }

        resetPrefetching()
        let layout = collectionViewLayout
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: request.updateItems)
        if isAnimated { settleContentOffset() }
        performLayoutPass()
        // A callback of the pass may have installed another layout or reloaded: then nothing animates from this batch.
        if layout === collectionViewLayout, !isReloadPending {
            lastBatchUpdateAnimations = batchAnimations(of: result, before: framesBefore, layout: layout)
        } else {
            lastBatchUpdateAnimations = []
        }
        layout.finalizeCollectionViewUpdates()
    }
}
