import Foundation

/// The object that accepts drops into a collection view.
///
/// Mirrors `UICollectionViewDropDelegate`: ``collectionView(_:performDropWith:)`` is required, the rest optional with
/// UIKit's defaults. Drive it with ``VirtualCollectionView/beginDropSession(_:)`` and its siblings.
public protocol CollectionViewDropDelegate: CollectionViewSelectorResponding {
    /// Incorporates the dropped items, through `coordinator`. Required.
    func collectionView(_ collectionView: any CollectionView, performDropWith coordinator: DropCoordinator)
    /// Whether the collection view accepts the session's items at all. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, canHandle session: DropSession) -> Bool
    /// The drag entered the collection view.
    func collectionView(_ collectionView: any CollectionView, dropSessionDidEnter session: DropSession)
    /// The drag moved; say what a drop here would do. Default: `DropProposal(operation: .cancel)`.
    func collectionView(
        _ collectionView: any CollectionView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal
    /// The drag left the collection view.
    func collectionView(_ collectionView: any CollectionView, dropSessionDidExit session: DropSession)
    /// The drag ended, with or without a drop.
    func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DropSession)
    /// How to draw the preview of the item dropped at `indexPath`. Default: `nil`, the whole cell.
    func collectionView(_ collectionView: any CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, canHandle session: DropSession) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, dropSessionDidEnter session: DropSession) {}
    /// Returns `DropProposal(operation: .cancel)`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, dropSessionDidExit session: DropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DropSession) {}
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
}
