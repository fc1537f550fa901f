import Foundation

/// The object that supplies the items of drags that start in a collection view.
///
/// Mirrors `UICollectionViewDragDelegate`: ``collectionView(_:itemsForBeginning:at:)`` is required, the rest optional
/// with UIKit's defaults. Drive it with ``VirtualCollectionView/beginDrag(at:session:)`` and its siblings.
public protocol CollectionViewDragDelegate: CollectionViewSelectorResponding {
    /// The items to drag when a drag begins on the item at `indexPath`; an empty array refuses the drag. Required.
    func collectionView(
        _ collectionView: any CollectionView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem]
    /// The items to add to a drag in progress when the user taps the item at `indexPath`. Default: none.
    func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem]
    /// How to draw the item's drag preview. Default: `nil`, the whole cell.
    func collectionView(_ collectionView: any CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    /// The drag is about to begin.
    func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession)
    /// The drag ended.
    func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession)
    /// Whether the drag may move its items. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, dragSessionAllowsMoveOperation session: DragSession)
        -> Bool
    /// Whether the drag stays inside the app. Default: `false`.
    func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool
}

extension CollectionViewDragDelegate {
    /// Returns no items.
    public func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] { [] }
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession) {}
    /// Returns `true`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragSessionAllowsMoveOperation session: DragSession
    ) -> Bool { true }
    /// Returns `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool { false }
}
