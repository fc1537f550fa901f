import Foundation

// Prefetching while scrolling, deterministically, by the rule the collection view follows: after a layout pass that
// followed a scroll, the rows in the visible rect's height ahead of it, in the direction of the scroll, are prefetched;
// rows prefetched earlier that are now neither visible nor ahead are cancelled.

/// What scroll-driven prefetching has asked for: where the last layout pass looked, and which rows are prefetched and
/// not yet displayed or cancelled.
struct TablePrefetchState {
    var lastOffset: CGFloat?
    var prefetched: Set<IndexPath> = []
}

extension VirtualTableView {
    /// Asks the prefetch data source to prefetch the rows with `tableView(_:prefetchRowsAt:)`, when one is set,
    /// ``isPrefetchingEnabled`` holds and `indexPaths` is not empty, whatever their position. Scrolling prefetches on
    /// its own; this method is for a test that wants a particular request.
    public func prefetchRows(at indexPaths: [IndexPath]) {
        guard allowsCall("VirtualTableView.prefetchRows(at:)") else { return }
        guard isPrefetchingEnabled, !indexPaths.isEmpty, let prefetchDataSource else { return }
        record(.prefetchRows(indexPaths))
        prefetchDataSource.tableView(self, prefetchRowsAt: indexPaths)
    }

    /// Simulates scrolling away from prefetched rows: `tableView(_:cancelPrefetchingForRowsAt:)`, when implemented,
    /// ``isPrefetchingEnabled`` holds and `indexPaths` is not empty.
    public func cancelPrefetchingRows(at indexPaths: [IndexPath]) {
        guard allowsCall("VirtualTableView.cancelPrefetchingRows(at:)") else { return }
        guard isPrefetchingEnabled, !indexPaths.isEmpty, let prefetchDataSource,
            implements(.cancelPrefetchingForRows, .prefetchDataSource)
        else { return }
        record(.cancelPrefetchingForRows(indexPaths))
        prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    /// Prefetches the rows ahead of a scroll and cancels those left behind, as the last step of a layout pass.
    ///
    /// Nothing happens without a prefetch data source, with ``isPrefetchingEnabled`` off, with empty bounds (every row
    /// is displayed), or when the vertical offset did not change since the previous pass.
    ///
    /// - Complexity: O(log *n* + *p*) for *p* slots in the rect ahead, plus O(*c* log *c*) for *c* cancelled rows.
    func updatePrefetching() {
        let offset = contentOffset.y
        let previous = prefetchState.lastOffset
        prefetchState.lastOffset = offset
        guard let previous, previous != offset, isPrefetchingEnabled, let prefetchDataSource, !isReloadPending else {
            return
        }
        let height = frame.size.height
        guard frame.size.width > 0, height > 0, let geometry else { return }
        let top = offset > previous ? offset + height : offset - height
        let bottom = top + height
        var upcoming: [IndexPath] = []
        var slot = geometry.firstSlot(endingAtOrAfter: top)
        var y = slot < geometry.slotCount ? geometry.top(of: slot) : 0
        while slot < geometry.slotCount, y < bottom {
            let height = geometry.heights[slot]
            if case .row(let section, let row) = geometry.element(at: slot), y + height > top {
                let indexPath = IndexPath(itemIndex: row, sectionIndex: section)
                if displayedCells[indexPath] == nil { upcoming.append(indexPath) }
            }
            y += height
            slot += 1
        }
        requestPrefetching(of: upcoming, from: prefetchDataSource)
    }

    /// Cancels the prefetched rows not among `upcoming` (in index-path order), then prefetches those of `upcoming` not
    /// prefetched yet.
    private func requestPrefetching(
        of upcoming: [IndexPath],
        from prefetchDataSource: any TableViewDataSourcePrefetching
    ) {
        let upcomingSet = Set(upcoming)
        let cancelled = prefetchState.prefetched.filter { !upcomingSet.contains($0) }.sortedBySectionAndItem()
        let requested = upcoming.filter { !prefetchState.prefetched.contains($0) }
        prefetchState.prefetched.subtract(cancelled)
        prefetchState.prefetched.formUnion(requested)
        beginBusy()
        if !cancelled.isEmpty, implements(.cancelPrefetchingForRows, .prefetchDataSource) {
            record(.cancelPrefetchingForRows(cancelled))
            prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled)
        }
        if !requested.isEmpty {
            record(.prefetchRows(requested))
            prefetchDataSource.tableView(self, prefetchRowsAt: requested)
        }
        endBusy()
    }

    /// Marks a row as displayed: it is no longer waiting as prefetched.
    func prefetchedRowWasDisplayed(at indexPath: IndexPath) {
        if !prefetchState.prefetched.isEmpty { prefetchState.prefetched.remove(indexPath) }
    }
}
