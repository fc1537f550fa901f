import Foundation

/// A delegate told when a tvOS full-screen layout centres a cell, standing in for
/// `TVCollectionViewDelegateFullScreenLayout`.
///
/// A collection view treats its `delegate` as this delegate when it conforms at the moment it is assigned. Drive it
/// with ``VirtualCollectionView/centerItem(at:)``.
public protocol CollectionViewDelegateFullScreenLayout: CollectionViewDelegate {
    /// The cell at `indexPath` is about to become the centred cell.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        willCenterCellAt indexPath: IndexPath
    )
    /// The cell at `indexPath` became the centred cell.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        didCenterCellAt indexPath: IndexPath
    )
}

extension CollectionViewDelegateFullScreenLayout {
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        willCenterCellAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        didCenterCellAt indexPath: IndexPath
    ) {}
}
