import Foundation

extension VirtualCollectionView {
    /// The number of sections, from the cached counts; loads them from the data source when stale.
    public var numberOfSections: Int {
        guard allowsCall("-[UICollectionView numberOfSections]") else { return 0 }
        return loadCountsIfNeeded().count
    }

    /// The number of items in `section`, from the cached counts; loads them from the data source when stale.
    ///
    /// An out-of-range section is reported as UIKit's `request for number of items in section %ld when there are
    /// only %ld sections in the collection view`, and answered with 0.
    public func numberOfItems(inSection section: Int) -> Int {
        guard allowsCall("-[UICollectionView numberOfItemsInSection:]") else { return 0 }
        let counts = loadCountsIfNeeded()
        guard section >= 0, section < counts.count else {
            report(.numberOfItemsOutOfRange(section: section, numberOfSections: counts.count))
            return 0
        }
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

    /// Asks the data source for every count, as `UICollectionViewData` does: `numberOfSections(in:)` if implemented
    /// (else one section), then `collectionView(_:numberOfItemsInSection:)` for each section in ascending order.
    /// Negative answers count as zero.
    ///
    /// - Complexity: O(*s*) data-source calls for *s* sections.
    func queryCounts() -> [Int] {
        guard let dataSource = storedDataSource else { return [] }
        isLoadingCounts = true
        defer { isLoadingCounts = false }
        let numberOfSections: (() -> Int)? =
            implements(.numberOfSections, .dataSource)
            ? {
                self.record(.numberOfSections)
                return dataSource.numberOfSections(in: self)
            } : nil
        return CountQuery.counts(numberOfSections: numberOfSections) { section in
            record(.numberOfItems(section: section))
            return dataSource.collectionView(self, numberOfItemsInSection: section)
        }
    }

    /// Forgets the cached counts; the next layout pass, count query or batch reloads them.
    func invalidateCounts() {
        cachedCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Reload

    /// Discards the cached counts, the displayed views and the selection, as UIKit does; the data source is asked
    /// again at the next layout pass.
    ///
    /// Displayed cells, then supplementary views, each in index-path order, go to their reuse queues and are
    /// announced with `didEndDisplaying` at their current index paths. The selection and highlight are cleared
    /// without delegate calls. No data-source method is called here.
    ///
    /// Called during a batch update (inside its block, or while it commits) or during a layout pass, the reload is
    /// deferred until that work ends, and the layout pass in progress requests no further entering elements (the
    /// reload's own pass requests everything): a data source that changed its contents at once is never asked for an
    /// index path of the stale counts. A batch that is open or waiting to commit when the reload is requested is followed
    /// by it: if that batch's declared changes do not add up, the view reports nothing and the reload replaces the batch
    /// (its completions get `false`; the record keeps the inconsistency in
    /// ``PerformedUpdate/inconsistencyReplacedByReload``).
    public func reloadData() {
        guard allowsCall("-[UICollectionView reloadData]") else { return }
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
        tearDownDisplayedViews()
        resetPrefetching()
        selectedIndexPaths.removeAll()
        highlightedIndexPaths.removeAll()
        cachedCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}
