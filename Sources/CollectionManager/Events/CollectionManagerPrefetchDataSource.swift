import Foundation

/// The prefetch data source a ``CollectionViewManager`` installs on its collection view.
///
/// It runs the mappings' `prefetch` and `cancelPrefetch` events once for each index path, with the model there (no cell
/// is needed, or exists yet), then hands the whole array to the owner when the owner is a
/// ``CollectionViewDataSourcePrefetching`` itself. There are no manager-level prefetch events, as in
/// DTCollectionViewManager.
///
/// Prefetch data sources are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerPrefetchDataSource: CollectionViewDataSourcePrefetching, ManagerDelegateObject {
    /// The manager this prefetch data source serves. Held weakly.
    public var manager: CollectionViewManager? { state.manager }

    let state: ManagerObjectState

    /// The owner, when it implements prefetching itself; it is called after the events.
    private(set) weak var owner: (any CollectionViewDataSourcePrefetching)?

    static let alwaysImplemented: Set<CollectionViewSelector> = []

    init(manager: CollectionViewManager) {
        state = ManagerObjectState(manager: manager)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = manager?.delegate as? any CollectionViewDataSourcePrefetching
    }

    /// Whether this prefetch data source implements an optional method: cancelling is implemented when a
    /// `cancelPrefetch` event is registered or the owner implements it.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        respondsToSelector(selector)
    }

    func ownerResponds(to selector: CollectionViewSelector) -> Bool {
        owner?.responds(to: selector) == true
    }

    /// Re-announces this prefetch data source to the collection view so it asks ``responds(to:)`` again.
    func delegateWasReset() {
        guard let collectionView = manager?.collectionView else { return }
        collectionView.prefetchDataSource = nil
        collectionView.prefetchDataSource = self
    }

    /// Runs the `prefetch` event for each index path's model, then the owner's implementation once with all of them.
    ///
    /// - Complexity: O(*n*) amortized for *n* index paths.
    public func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            _ = performCellReaction(.prefetchItemsAtIndexPaths, at: indexPath, provideCell: false, as: Void.self)
        }
        owner?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }

    /// Runs the `cancelPrefetch` event for each index path's model, then the owner's implementation once with all of
    /// them.
    public func collectionView(
        _ collectionView: any CollectionView,
        cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        for indexPath in indexPaths {
            _ = performCellReaction(
                .cancelPrefetchingForItemsAtIndexPaths, at: indexPath, provideCell: false, as: Void.self)
        }
        if ownerResponds(to: .cancelPrefetchingForItems) {
            owner?.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        }
    }
}

@available(*, unavailable)
extension CollectionManagerPrefetchDataSource: Sendable {}
