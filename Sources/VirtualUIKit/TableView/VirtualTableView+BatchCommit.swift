import Foundation

/// The views a batch took off the screen, which leave once the new ones are displayed.
private struct LeavingViews {
    var cells: [(IndexPath, TableViewCell)] = []
    var headers: [(Int, CollectionReusableView)] = []
    var footers: [(Int, CollectionReusableView)] = []
}

extension VirtualTableView {
    /// Validates and applies a batch whose outermost level closed, then runs its completions.
    func commit(_ batch: TablePendingBatch) {
        beginBusy()
        let finished: Bool
        if let countsBefore = batch.countsBefore ?? cachedCounts {
            finished = validateAndApply(batch, countsBefore: countsBefore)
        } else {
            // UIKit skips the batch of a table that has no row data: nothing is displayed, and the counts load when
            // they are next needed.
            recordPerformed(PerformedUpdate(batch.updates, countsBefore: nil, countsAfter: nil))
            finished = true
        }
        endBusy()
        for completion in batch.completions { completion(finished) }
    }

    /// Returns whether the batch was applied.
    private func validateAndApply(_ batch: TablePendingBatch, countsBefore: [Int]) -> Bool {
        var countsAfter: [Int]?
        let countTexts: BatchUpdateDialect.CountTexts =
            switch countMismatchTexts {
            case .modern: .modern(viewDescription: uikitDescription)
            case .classic: .classic
            }
        let dropsReloads = dropsReloadsOfRowsWithoutCells
        let outcome = batch.updates.validate(
            countsBefore: countsBefore,
            countsAfter: {
                let counts = queryCounts(keepingNegativeRowCounts: true)
                countsAfter = counts
                return counts
            },
            countTexts: countTexts,
            rowHasCell: { [displayedCells] in !dropsReloads || displayedCells[$0] != nil }
        )
        var update = PerformedUpdate(batch.updates, countsBefore: countsBefore, countsAfter: countsAfter)
        switch outcome {
        case .success(let plan):
            recordPerformed(update)
            apply(plan, countsBefore: countsBefore, reconfiguring: batch.reconfiguredRows)
            return true
        case .failure(let inconsistency) where batch.isFollowedByReload:
            // The requested reload runs when this commit ends and displays the data source's contents anew.
            update.inconsistencyReplacedByReload = inconsistency
            recordPerformed(update)
            return false
        case .failure(let inconsistency):
            update.inconsistency = inconsistency
            recordPerformed(update)
            report(inconsistency)
            reloadWhileBusy()
            return false
        }
    }

    /// Keeps `update` in ``performedUpdates`` and ``recordedEvents`` while the view records.
    private func recordPerformed(_ update: PerformedUpdate) {
        guard isRecordingEvents else { return }
        batchStorage.performedUpdates.append(update)
        recordedEvents.append(.performBatchUpdates(update))
    }

    // MARK: Applying

    private func apply(
        _ plan: TableBatchPlan<TableViewRowAnimation>, countsBefore: [Int], reconfiguring reconfiguredRows: [IndexPath]
    ) {
        cachedCounts = plan.countsAfter
        updateHeights(for: plan.mapping, countsBefore: countsBefore)
        selectedRows = selectedRows.compactMap { plan.finalIndexPath(forInitialIndexPath: $0) }
        selectedRowSet = Set(selectedRows)
        highlightedRows = Set(highlightedRows.compactMap { plan.finalIndexPath(forInitialIndexPath: $0) })
        let leaving = moveDisplayedViews(with: plan)
        prefetchState.prefetched.removeAll()
        setNeedsLayout()
        performLayoutPass()
        endDisplaying(leaving)
        for indexPath in displayedRowOrder {
            displayedCells[indexPath]?.isSelected = selectedRowSet.contains(indexPath)
        }
        let reconfigured = reconfiguredRows.compactMap { plan.finalIndexPath(forInitialIndexPath: $0) }
        if !reconfigured.isEmpty, !isReloadPending { reconfigureDisplayedRows(at: reconfigured) }
    }

    /// Updates the heights change by change, asking for the heights of new rows and sections as building them would;
    /// builds them again at the next layout pass when they were not built, or when a callback discarded them.
    private func updateHeights(for mapping: BatchUpdateResult, countsBefore: [Int]) {
        guard var updated = geometry, updated.counts == countsBefore else {
            invalidateGeometry()
            return
        }
        // NB: the view lets go of the heights while they change, so that they are changed in place, and a callback
        // asking for a rect meanwhile gets none, as while they are built.
        geometry = nil
        let generation = geometryGeneration
        isBuildingGeometry = true
        let isConsistent = updated.apply(mapping) { element in
            switch element {
            case .row(let section, let row):
                return initialHeightOfRow(at: IndexPath(itemIndex: row, sectionIndex: section))
            case .header(let section):
                return initialHeight(of: .header, inSection: section)
            case .footer(let section):
                return initialHeight(of: .footer, inSection: section)
            }
        }
        isBuildingGeometry = false
        if generation == geometryGeneration, isConsistent, cachedCounts == updated.counts { geometry = updated }
        invalidateGeometryIfMissing()
    }

    private func invalidateGeometryIfMissing() {
        if geometry == nil { invalidateGeometry() } else { setNeedsLayout() }
    }

    /// Moves the displayed cells, headers and footers that survive the batch to their new places without any call, and
    /// returns those of deleted and reloaded rows and sections, in index-path and section order.
    private func moveDisplayedViews(with plan: TableBatchPlan<TableViewRowAnimation>) -> LeavingViews {
        var leaving = LeavingViews()
        var cells: [IndexPath: TableViewCell] = [:]
        cells.reserveCapacity(displayedCells.count)
        for indexPath in displayedRowOrder {
            guard let cell = displayedCells[indexPath] else { continue }
            if let final = plan.finalIndexPath(forInitialIndexPath: indexPath) {
                cells[final] = cell
            } else {
                leaving.cells.append((indexPath, cell))
            }
        }
        displayedCells = cells
        displayedRowOrder = cells.keys.sortedBySectionAndItem()
        (displayedHeaders, leaving.headers) = Self.move(displayedHeaders, in: displayedHeaderSections, with: plan)
        displayedHeaderSections = displayedHeaders.keys.sorted()
        (displayedFooters, leaving.footers) = Self.move(displayedFooters, in: displayedFooterSections, with: plan)
        displayedFooterSections = displayedFooters.keys.sorted()
        return leaving
    }

    private static func move(
        _ views: [Int: CollectionReusableView], in sections: [Int], with plan: TableBatchPlan<TableViewRowAnimation>
    ) -> (surviving: [Int: CollectionReusableView], leaving: [(Int, CollectionReusableView)]) {
        var surviving: [Int: CollectionReusableView] = [:]
        var leaving: [(Int, CollectionReusableView)] = []
        for section in sections {
            guard let view = views[section] else { continue }
            if let final = plan.finalSection(forInitialSection: section) {
                surviving[final] = view
            } else {
                leaving.append((section, view))
            }
        }
        return (surviving, leaving)
    }

    /// Puts the views a batch took off the screen into their reuse queues and announces each with `didEndDisplaying`
    /// at its place before the batch: cells in index-path order, then headers and footers section by section.
    private func endDisplaying(_ leaving: LeavingViews) {
        let didEndDisplaying = delegate(implementing: .didEndDisplayingCell)
        for (indexPath, cell) in leaving.cells {
            enqueueForReuse(cell)
            if let didEndDisplaying {
                record(.didEndDisplayingCell(indexPath))
                didEndDisplaying.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        var footers = leaving.footers[...]
        for (section, header) in leaving.headers {
            while let (footerSection, footer) = footers.first, footerSection < section {
                endDisplayingFooterView(footer, inSection: footerSection)
                footers = footers.dropFirst()
            }
            enqueueForReuse(headerFooterView: header)
            if let delegate = delegate(implementing: .didEndDisplayingHeaderView) {
                record(.didEndDisplayingHeaderView(section: section))
                delegate.tableView(self, didEndDisplayingHeaderView: header, forSection: section)
            }
        }
        for (section, footer) in footers { endDisplayingFooterView(footer, inSection: section) }
    }

    private func endDisplayingFooterView(_ footer: CollectionReusableView, inSection section: Int) {
        enqueueForReuse(headerFooterView: footer)
        if let delegate = delegate(implementing: .didEndDisplayingFooterView) {
            record(.didEndDisplayingFooterView(section: section))
            delegate.tableView(self, didEndDisplayingFooterView: footer, forSection: section)
        }
    }
}
