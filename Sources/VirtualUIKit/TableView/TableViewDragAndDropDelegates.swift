import Foundation

/// The object that supplies the items of drags that start in a table view.
///
/// Mirrors `UITableViewDragDelegate`: ``tableView(_:itemsForBeginning:at:)`` is required, the rest optional with
/// UIKit's defaults. The session and items are the collection view's drag-and-drop types. Drive it with
/// ``VirtualTableView/beginDrag(at:session:)`` and its siblings.
public protocol TableViewDragDelegate: TableViewSelectorResponding {
    /// The items to drag when a drag begins on the row at `indexPath`; an empty array refuses the drag. Required.
    func tableView(_ tableView: any TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    /// The items to add to a drag in progress when the user taps the row at `indexPath`. Default: none.
    func tableView(
        _ tableView: any TableView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem]
    /// How to draw the row's drag preview. Default: `nil`, the whole cell.
    func tableView(_ tableView: any TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    /// The drag is about to begin.
    func tableView(_ tableView: any TableView, dragSessionWillBegin session: DragSession)
    /// The drag ended.
    func tableView(_ tableView: any TableView, dragSessionDidEnd session: DragSession)
    /// Whether the drag may move its items. Default: `true`.
    func tableView(_ tableView: any TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// Whether the drag stays inside the app. Default: `false`.
    func tableView(_ tableView: any TableView, dragSessionIsRestrictedToDraggingApplication session: DragSession)
        -> Bool
}

/// The object that accepts drops into a table view.
///
/// Mirrors `UITableViewDropDelegate`: ``tableView(_:performDropWith:)`` is required, the rest optional with UIKit's
/// defaults. The session, coordinator and proposal are the collection view's drag-and-drop types; a destination index
/// path may be one past the last row of a section. Drive it with ``VirtualTableView/beginDropSession(_:)`` and its
/// siblings.
public protocol TableViewDropDelegate: TableViewSelectorResponding {
    /// Incorporates the dropped items, through `coordinator`. Required.
    func tableView(_ tableView: any TableView, performDropWith coordinator: DropCoordinator)
    /// Whether the table accepts the session's items at all. Default: `true`.
    func tableView(_ tableView: any TableView, canHandle session: DropSession) -> Bool
    /// The drag entered the table.
    func tableView(_ tableView: any TableView, dropSessionDidEnter session: DropSession)
    /// The drag moved over `destinationIndexPath` (`nil`: over no row); say what a drop there would do. Default:
    /// `DropProposal(operation: .cancel)`.
    func tableView(
        _ tableView: any TableView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal
    /// The drag left the table.
    func tableView(_ tableView: any TableView, dropSessionDidExit session: DropSession)
    /// The drag ended, with or without a drop.
    func tableView(_ tableView: any TableView, dropSessionDidEnd session: DropSession)
    /// How to draw the preview of the row dropped at `indexPath`. Default: `nil`, the whole cell.
    func tableView(_ tableView: any TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
}

extension TableViewDragDelegate {
    /// Returns no items.
    public func tableView(
        _ tableView: any TableView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] { [] }

    /// Returns `nil`.
    public func tableView(_ tableView: any TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { nil }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, dragSessionWillBegin session: DragSession) {}

    /// Does nothing.
    public func tableView(_ tableView: any TableView, dragSessionDidEnd session: DragSession) {}

    /// Returns `true`.
    public func tableView(_ tableView: any TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        true
    }

    /// Returns `false`.
    public func tableView(
        _ tableView: any TableView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool { false }
}

extension TableViewDropDelegate {
    /// Returns `true`.
    public func tableView(_ tableView: any TableView, canHandle session: DropSession) -> Bool { true }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, dropSessionDidEnter session: DropSession) {}

    /// Returns `DropProposal(operation: .cancel)`.
    public func tableView(
        _ tableView: any TableView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        DropProposal(operation: .cancel)
    }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, dropSessionDidExit session: DropSession) {}

    /// Does nothing.
    public func tableView(_ tableView: any TableView, dropSessionDidEnd session: DropSession) {}

    /// Returns `nil`.
    public func tableView(_ tableView: any TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { nil }
}
