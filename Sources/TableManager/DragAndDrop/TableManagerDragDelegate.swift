import Foundation

/// The drag delegate a ``TableViewManager`` installs on its table view.
///
/// Row events (`itemsForBeginningDragSession`, `itemsForAddingToDragSession`, `dragPreviewParameters`) get the row's
/// displayed cell and its model; session events are unmapped. Each method runs the event first; methods returning
/// nothing then tell the owner too, the others ask the owner only when no event answered; last comes
/// DTTableViewManager's default. The dispatch is the collection manager's, shared through `ManagerCore`.
///
/// Drag delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class TableManagerDragDelegate: TableViewDragDelegate, TableManagerObject {
    /// What this object keeps; see `ManagerObject`.
    package let state: TableManagerObjectState

    /// The owner, when it is a table drag delegate itself.
    private(set) weak var owner: (any TableViewDragDelegate)?

    init(manager: TableViewManager) {
        state = TableManagerObjectState(manager: manager, role: .dragDelegate, alwaysImplemented: [])
    }

    /// Whether this object implements an optional method: the methods the owner implements as a drag delegate, and
    /// the drag events with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: TableViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any TableViewDragDelegate).self)
    }

    /// Sets this object again as the table's drag delegate (first `nil`), so the table asks `responds(to:)` again.
    package func delegateWasReset() {
        guard let tableView = manager?.tableView else { return }
        tableView.dragDelegate = nil
        tableView.dragDelegate = self
    }

    // MARK: Sessions

    /// `tableView(_:dragSessionWillBegin:)`: the `dragSessionWillBegin` event, then the owner's method.
    public func tableView(_ tableView: any TableView, dragSessionWillBegin session: DragSession) {
        tell(.sessionWillBegin, session) { owner?.tableView(tableView, dragSessionWillBegin: session) }
    }

    /// `tableView(_:dragSessionDidEnd:)`: the `dragSessionDidEnd` event, then the owner's method.
    public func tableView(_ tableView: any TableView, dragSessionDidEnd session: DragSession) {
        tell(.sessionDidEnd, session) { owner?.tableView(tableView, dragSessionDidEnd: session) }
    }

    /// `tableView(_:dragSessionAllowsMoveOperation:)`: the event's answer, else the owner's, else `true`.
    public func tableView(_ tableView: any TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        answer(.allowsMoveOperation, session, otherwise: true) {
            owner?.tableView(tableView, dragSessionAllowsMoveOperation: session)
        }
    }

    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`: the event's answer, else the owner's, else
    /// `false`.
    public func tableView(
        _ tableView: any TableView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        answer(.isRestrictedToApp, session, otherwise: false) {
            owner?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    // MARK: Rows

    /// `tableView(_:itemsForBeginning:at:)`: the `itemsForBeginningDragSession` event's items for the row, else the
    /// owner's, else none, which refuses the drag.
    public func tableView(
        _ tableView: any TableView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem] {
        dragItems(.itemsForBeginning, at: indexPath, session: session, in: tableView) {
            owner?.tableView(tableView, itemsForBeginning: session, at: indexPath)
        }
    }

    /// `tableView(_:dragPreviewParametersForRowAt:)`: the `dragPreviewParameters` event's answer when one exists for
    /// the row's model, even `nil`; else the owner's; else `nil`.
    public func tableView(
        _ tableView: any TableView,
        dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> DragPreviewParameters? {
        dragPreview(at: indexPath, in: tableView) {
            owner?.tableView(tableView, dragPreviewParametersForRowAt: indexPath)
        }
    }

    /// `tableView(_:itemsForAddingTo:at:point:)`: the `itemsForAddingToDragSession` event's items for the row, with
    /// the session and the point, else the owner's, else none.
    public func tableView(
        _ tableView: any TableView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        dragItems(.itemsForAdding, at: indexPath, session: session, point: point, in: tableView) {
            owner?.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }
}

extension TableManagerDragDelegate: DragAndDropDispatching {
    /// How the table view's selectors are named.
    package static var selectorNaming: (prefix: String, element: String) { ("tableView:", "Row") }
}

@available(*, unavailable)
extension TableManagerDragDelegate: Sendable {}
