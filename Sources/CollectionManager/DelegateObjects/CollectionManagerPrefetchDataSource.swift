import Foundation

/// The prefetch data source a ``CollectionViewManager`` installs on its collection view.
///
/// It runs the mappings' `prefetch` and `cancelPrefetch` events once for each index path, with the model there (no cell
/// is needed, or exists yet), then hands the whole array to the owner when the owner is a
/// `CollectionViewDataSourcePrefetching` itself. There are no manager-level prefetch events, as in
/// DTCollectionViewManager.
///
/// Prefetch data sources are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerPrefetchDataSource: CollectionViewDataSourcePrefetching, CollectionManagerObject {
    /// What this object keeps; see ``CollectionManagerObject``.
    package let state: CollectionManagerObjectState

    /// The owner, when it implements prefetching itself; it is called after the events.
    private(set) weak var owner: (any CollectionViewDataSourcePrefetching)?

    init(manager: CollectionViewManager) {
        state = CollectionManagerObjectState(manager: manager, role: .prefetchDataSource)
    }

    /// Whether this object implements an optional method: the methods its role always implements, the methods the
    /// owner implements in this role, and event methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any CollectionViewDataSourcePrefetching).self)
    }

    /// Runs the `prefetch` event for each index path's model, then the owner's implementation once with all of them.
    ///
    /// - Complexity: O(*n*) amortized for *n* index paths; O(1) before the owner's call when no mapping has a
    ///   `prefetch` event (the view prefetches on every scroll).
    public func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        performModelReactions(.prefetchItemsAtIndexPaths, at: indexPaths)
        owner?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }

    /// Runs the `cancelPrefetch` event for each index path's model, then the owner's implementation once with all of
    /// them.
    public func collectionView(
        _ collectionView: any CollectionView,
        cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        performModelReactions(.cancelPrefetchingForItemsAtIndexPaths, at: indexPaths)
        if ownerResponds(to: .cancelPrefetchingForItems) {
            owner?.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        }
    }
}

@available(*, unavailable)
extension CollectionManagerPrefetchDataSource: Sendable {}
