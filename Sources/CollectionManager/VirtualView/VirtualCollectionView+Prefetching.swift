import Foundation

// Prefetching while scrolling, deterministically.
//
// UIKit prefetches from the scroll velocity and the run loop's idle time. The virtual view has neither, so it uses a
// fixed rule that a test can predict: after a layout pass that followed a scroll, the items in the visible rect's
// length ahead of it, in the direction of the scroll, are prefetched; items prefetched earlier that are now neither
// visible nor ahead are cancelled.

extension VirtualCollectionView {
    /// The state of scroll-driven prefetching: where the last layout pass looked, and which items are prefetched and
    /// not yet displayed or cancelled.
    struct PrefetchState {
        var lastOffset: CGPoint?
        var prefetched: Set<IndexPath> = []
    }

    /// Prefetches the items ahead of a scroll and cancels those left behind, as the last step of a layout pass.
    ///
    /// Nothing happens without a prefetch data source, with ``isPrefetchingEnabled`` off, with empty bounds (every
    /// element is displayed), or when the content offset did not change since the previous pass.
    ///
    /// - Complexity: O(*p* log *p*) for *p* items in the rect ahead, plus the layout's rect query.
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
        var upcoming = Set<IndexPath>()
        for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead)
        where attributes.representedElementCategory == .cell && Self.exists(attributes.indexPath, in: counts)
            && displayedCells[attributes.indexPath] == nil
        {
            upcoming.insert(attributes.indexPath)
        }
        // Items that were displayed since they were prefetched are done with; the others, unless still ahead, are
        // cancelled.
        let displayed = prefetchState.prefetched.filter { displayedCells[$0] != nil }
        prefetchState.prefetched.subtract(displayed)
        let cancelled = prefetchState.prefetched.subtracting(upcoming).sortedBySectionAndItem()
        let requested = upcoming.subtracting(prefetchState.prefetched).sortedBySectionAndItem()
        prefetchState.prefetched.subtract(cancelled)
        prefetchState.prefetched.formUnion(requested)
        if !cancelled.isEmpty, implements(.cancelPrefetchingForItems, .prefetchDataSource) {
            record(.cancelPrefetchingForItems(cancelled))
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        if !requested.isEmpty {
            record(.prefetchItems(requested))
            prefetchDataSource.collectionView(self, prefetchItemsAt: requested)
        }
    }

    /// Forgets what was prefetched, without cancelling it: the items' index paths no longer mean what they did.
    func resetPrefetching() {
        prefetchState.prefetched.removeAll()
    }
}
