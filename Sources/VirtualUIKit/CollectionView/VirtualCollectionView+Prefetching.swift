import Foundation

// Prefetching while scrolling, deterministically.
//
// UIKit prefetches from the scroll velocity and the run loop's idle time. The virtual view has neither, so it uses a
// fixed rule that a test can predict: after a layout pass that followed a scroll, the items in the visible rect's
// length ahead of it, in the direction of the scroll, are prefetched; items prefetched earlier that are now neither
// visible nor ahead are cancelled.

extension VirtualCollectionView {
    /// An item's position, hashed as two integers: cheaper than an `IndexPath`, whose hash walks its storage.
    struct ItemKey: Hashable {
        let section: Int
        let item: Int

        init(_ indexPath: IndexPath) {
            section = indexPath.sectionIndex
            item = indexPath.itemIndex
        }

        var indexPath: IndexPath { IndexPath(itemIndex: item, sectionIndex: section) }
    }

    /// The state of scroll-driven prefetching: where the last layout pass looked, and which items are prefetched and
    /// not yet displayed or cancelled.
    struct PrefetchState {
        var lastOffset: CGPoint?
        var prefetched: Set<ItemKey> = []
    }

    /// Prefetches the items ahead of a scroll and cancels those left behind, as the last step of a layout pass.
    ///
    /// Nothing happens without a prefetch data source, with ``isPrefetchingEnabled`` off, with empty bounds (every
    /// element is displayed), or when the content offset did not change since the previous pass.
    ///
    /// - Complexity: O(log *s* + log *r* + *p*) for *p* elements in the rect ahead, plus O(*c* log *c*) for *c*
    ///   cancelled items.
    func updatePrefetching() {
        let offset = contentOffset
        let previous = prefetchState.lastOffset
        prefetchState.lastOffset = offset
        guard let previous, previous != offset, isPrefetchingEnabled, let prefetchDataSource else { return }
        let visible = visibleRect
        guard visible.size.width > 0, visible.size.height > 0, !isReloadPending else { return }
        let dx = offset.x - previous.x
        let dy = offset.y - previous.y
        var ahead = visible
        if abs(dy) >= abs(dx) {
            ahead.origin.y += dy > 0 ? visible.size.height : -visible.size.height
        } else {
            ahead.origin.x += dx > 0 ? visible.size.width : -visible.size.width
        }
        let counts = loadCountsIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: ahead)
        requestPrefetching(of: attributes, counts: counts, from: prefetchDataSource) { _ in true }
    }

    /// Prefetches the cells among `attributes` that exist, are not displayed and were not prefetched yet, in the
    /// layout's order, after cancelling the prefetched items for which `isCandidate` holds that are not among them.
    private func requestPrefetching(
        of attributes: [CollectionViewLayoutAttributes], counts: [Int],
        from prefetchDataSource: any CollectionViewDataSourcePrefetching, isCandidate: (ItemKey) -> Bool
    ) {
        var upcoming = Set<ItemKey>(minimumCapacity: attributes.count)
        var requested: [IndexPath] = []
        for element in attributes
        where element.representedElementCategory == .cell && Self.exists(element.indexPath, in: counts)
            && isCandidate(ItemKey(element.indexPath)) && displayedCells[element.indexPath] == nil
        {
            let key = ItemKey(element.indexPath)
            guard upcoming.insert(key).inserted else { continue }
            if !prefetchState.prefetched.contains(key) { requested.append(element.indexPath) }
        }
        // NB: displayed items leave `prefetched` as they are displayed, so what is left and not ahead is cancelled.
        var cancelled: [IndexPath] = []
        for key in prefetchState.prefetched where isCandidate(key) && !upcoming.contains(key) {
            cancelled.append(key.indexPath)
        }
        for indexPath in cancelled { prefetchState.prefetched.remove(ItemKey(indexPath)) }
        for indexPath in requested { prefetchState.prefetched.insert(ItemKey(indexPath)) }
        cancelled = cancelled.sortedBySectionAndItem()
        if !cancelled.isEmpty, implements(.cancelPrefetchingForItems, .prefetchDataSource) {
            record(.cancelPrefetchingForItems(cancelled))
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        if !requested.isEmpty {
            record(.prefetchItems(requested))
            prefetchDataSource.collectionView(self, prefetchItemsAt: requested)
        }
    }

    /// After orthogonal section `section` scrolled from `old` to `new`, prefetches the section's items one visible
    /// extent further along its axis and cancels those of its prefetched items that are neither visible nor ahead, by
    /// the rule of ``updatePrefetching()``.
    ///
    /// - Complexity: O(log *g* + *p*) for *g* groups in the section and *p* elements ahead.
    func prefetchAhead(
        inOrthogonalSection section: Int, of layout: CollectionViewCompositionalLayout, movedFrom old: CGFloat,
        to new: CGFloat
    ) {
        guard old != new, isPrefetchingEnabled, let prefetchDataSource, !isBusy, batchDepth == 0, !isReloadPending,
            collectionViewLayout === layout, layout.orthogonalOffset(ofSection: section) == new
        else { return }
        let visible = visibleRect
        guard visible.size.width > 0, visible.size.height > 0 else { return }
        let extent = layout.configuration.scrollDirection == .vertical ? visible.size.width : visible.size.height
        // NB: the section is asked where its elements would be one extent further on, then put back; attribute
        // queries only read the offset.
        layout.setOrthogonalOffset(new + (new > old ? extent : -extent), ofSection: section)
        let aheadAttributes = layout.layoutAttributesForElements(in: visible)
        layout.setOrthogonalOffset(new, ofSection: section)
        let counts = loadCountsIfNeeded()
        beginBusy()
        requestPrefetching(of: aheadAttributes, counts: counts, from: prefetchDataSource) { $0.section == section }
        endBusy()
    }

    /// Marks an item as displayed: it is no longer waiting as prefetched.
    func prefetchedItemWasDisplayed(at indexPath: IndexPath) {
        if !prefetchState.prefetched.isEmpty { prefetchState.prefetched.remove(ItemKey(indexPath)) }
    }

    /// Forgets what was prefetched, without cancelling it: the items' index paths no longer mean what they did.
    func resetPrefetching() {
        prefetchState.prefetched.removeAll()
    }
}
