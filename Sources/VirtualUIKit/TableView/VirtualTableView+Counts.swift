import Foundation

extension VirtualTableView {
    /// The number of sections, from the cached counts; loads them from the data source when stale.
    public var numberOfSections: Int {
        guard allowsCall("-[UITableView numberOfSections]") else { return 0 }
        return loadCountsIfNeeded().count
    }

    /// The number of rows in `section`, from the cached counts; loads them from the data source when stale. A section
    /// the table does not have has no rows.
    public func numberOfRows(inSection section: Int) -> Int {
        guard allowsCall("-[UITableView numberOfRowsInSection:]") else { return 0 }
        let counts = loadCountsIfNeeded()
        guard section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// Returns the cached counts, asking the data source first when the cache is stale.
    @discardableResult
    func loadCountsIfNeeded() -> [Int] {
        if let cachedCounts { return cachedCounts }
        guard !isLoadingCounts else { return [] }
        let counts = queryCounts()
        cachedCounts = counts
        dropSelectionOutside(counts)
        return counts
    }

    /// Asks the data source for every count, as UIKit's row data does: `numberOfSections(in:)` if implemented (else
    /// one section), then `tableView(_:numberOfRowsInSection:)` for each section in ascending order. Negative answers
    /// count as zero, except row counts when `keepingNegativeRowCounts` (the counts after a batch, which reports them).
    ///
    /// - Complexity: O(*s*) data-source calls for *s* sections.
    func queryCounts(keepingNegativeRowCounts: Bool = false) -> [Int] {
        guard let dataSource = storedDataSource else { return [] }
        isLoadingCounts = true
        defer { isLoadingCounts = false }
        let numberOfSections: (() -> Int)? =
            implements(.numberOfSections, .dataSource)
            ? {
                self.record(.numberOfSections)
                return dataSource.numberOfSections(in: self)
            } : nil
        return CountQuery.counts(
            numberOfSections: numberOfSections, keepsNegativeElementCounts: keepingNegativeRowCounts
        ) { section in
            record(.numberOfRows(section: section))
            return dataSource.tableView(self, numberOfRowsInSection: section)
        }
    }

    /// Forgets the cached counts, and with them the heights; the next layout pass or count query reloads them.
    func invalidateCounts() {
        cachedCounts = nil
        invalidateGeometry()
    }

    /// Forgets the heights; the next layout pass builds them again from the counts.
    func invalidateGeometry() {
        geometry = nil
        geometryGeneration &+= 1
        setNeedsLayout()
    }

    // MARK: Reload

    /// Discards the cached counts and heights, the displayed views and the selection, as UIKit does; the data source is
    /// asked again at the next layout pass.
    ///
    /// Displayed cells, in index-path order, then displayed headers and footers, section by section, go to their
    /// reuse queues and are announced with `didEndDisplaying` (`didEndDisplayingHeaderView`,
    /// `didEndDisplayingFooterView`) at their current positions. The selection and highlight are cleared without
    /// delegate calls, and what was prefetched is forgotten. No data-source method is called here.
    ///
    /// Called while the view is calling out (from a callback of a layout pass or a commit) or inside a batch, the reload
    /// runs when that work ends, and the layout pass in progress requests no further rows. A batch that is open or
    /// waiting to commit when the reload is requested is followed by it: if that batch's declared changes do not add
    /// up, the view reports nothing and the reload replaces the batch (its completions get `false`; the record keeps
    /// the inconsistency in ``PerformedUpdate/inconsistencyReplacedByReload``).
    public func reloadData() {
        guard allowsCall("-[UITableView reloadData]") else { return }
        guard !deferReloadIfNeeded() else { return }
        performReloadData()
    }

    func performReloadData() {
        beginBusy()
        reloadWhileBusy()
        endBusy()
    }

    /// The reload itself; the caller holds the view busy.
    func reloadWhileBusy() {
        reloadIsRunning()
        record(.reloadData)
        interactions.dropPlaceholderEpoch += 1
        if !interactions.remembersLastFocusedIndexPath { interactions.focusedIndexPath = nil }
        tearDownDisplayedViews()
        prefetchState.prefetched.removeAll()
        clearSelectionSilently()
        highlightedRows.removeAll()
        invalidateCounts()
    }
}
