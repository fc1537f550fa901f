import Foundation

/// The object a collection view tells which items it is likely to display soon, so their data can be loaded early.
///
/// Mirrors `UICollectionViewDataSourcePrefetching`. ``VirtualCollectionView`` never prefetches on its own; drive it
/// with ``VirtualCollectionView/prefetchItems(at:)`` and ``VirtualCollectionView/cancelPrefetchingItems(at:)``.
public protocol CollectionViewDataSourcePrefetching: CollectionViewSelectorResponding {
    /// Starts loading data for the items at `indexPaths`. Required.
    func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath])

    /// Cancels loads started for the items at `indexPaths`
    /// (selector ``CollectionViewSelector/cancelPrefetchingForItems``). Default: does nothing.
    func collectionView(_ collectionView: any CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
