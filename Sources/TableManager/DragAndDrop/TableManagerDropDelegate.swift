import Foundation

/// The drop delegate a ``TableViewManager`` installs on its table view.
///
/// Drop events are unmapped: they get the session, the coordinator or an index path, never a cell. Each method runs
/// the event first; methods returning nothing then tell the owner too, the others ask the owner only when no event
/// answered; last comes DTTableViewManager's default, which is also what a table does without the method.
///
/// The delegate says it implements every drop method from the start and applies the defaults itself, as the
/// collection manager's drop delegate does: its answers to `responds(to:)` never change, so the table never has to be
/// told again, and a drop event registered at any time is called.
///
/// Drop delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class TableManagerDropDelegate: TableViewDropDelegate, TableManagerObject {
    /// What this object keeps; see `ManagerObject`.
    package let state: TableManagerObjectState

    /// The owner, when it is a table drop delegate itself.
    private(set) weak var owner: (any TableViewDropDelegate)?

    init(manager: TableViewManager) {
        state = TableManagerObjectState(
            manager: manager, role: .dropDelegate, alwaysImplemented: Set(TableViewRole.dropDelegate.optionalSelectors))
    }

    /// Whether this object implements an optional method: every drop method.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: TableViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any TableViewDropDelegate).self)
    }

    /// `tableView(_:performDropWith:)`: the `performDropWithCoordinator` event, then the owner's method.
    public func tableView(_ tableView: any TableView, performDropWith coordinator: DropCoordinator) {
        tell(.performDrop, coordinator) { owner?.tableView(tableView, performDropWith: coordinator) }
    }

    /// `tableView(_:canHandle:)`: the `canHandleDropSession` event's answer, else the owner's, else `true`.
    public func tableView(_ tableView: any TableView, canHandle session: DropSession) -> Bool {
        answer(.canHandle, session, otherwise: true) { owner?.tableView(tableView, canHandle: session) }
    }

    /// `tableView(_:dropSessionDidEnter:)`: the `dropSessionDidEnter` event, then the owner's method.
    public func tableView(_ tableView: any TableView, dropSessionDidEnter session: DropSession) {
        tell(.didEnter, session) { owner?.tableView(tableView, dropSessionDidEnter: session) }
    }

    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`: the `dropSessionDidUpdate` event's proposal,
    /// with the destination row (`nil` over no row), else the owner's, else `DropProposal(operation: .cancel)`.
    public func tableView(
        _ tableView: any TableView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        answer(.didUpdate, session, destinationIndexPath as Any, otherwise: DropProposal(operation: .cancel)) {
            owner?.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        }
    }

    /// `tableView(_:dropSessionDidExit:)`: the `dropSessionDidExit` event, then the owner's method.
    public func tableView(_ tableView: any TableView, dropSessionDidExit session: DropSession) {
        tell(.didExit, session) { owner?.tableView(tableView, dropSessionDidExit: session) }
    }

    /// `tableView(_:dropSessionDidEnd:)`: the `dropSessionDidEnd` event, then the owner's method.
    public func tableView(_ tableView: any TableView, dropSessionDidEnd session: DropSession) {
        tell(.didEnd, session) { owner?.tableView(tableView, dropSessionDidEnd: session) }
    }

    /// `tableView(_:dropPreviewParametersForRowAt:)`: the `dropPreviewParameters` event's answer when one is
    /// registered, even `nil`; else the owner's; else `nil`.
    public func tableView(
        _ tableView: any TableView,
        dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> DragPreviewParameters? {
        dropPreview(at: indexPath) { owner?.tableView(tableView, dropPreviewParametersForRowAt: indexPath) }
    }
}

extension TableManagerDropDelegate: DragAndDropDispatching {
    /// How the table view's selectors are named.
    package static var selectorNaming: (prefix: String, element: String) { ("tableView:", "Row") }
}

@available(*, unavailable)
extension TableManagerDropDelegate: Sendable {}

/// A dropped item's pending insertion that knows the table manager's storage: committing it inserts the model too.
/// ``TableViewManager/drop(_:to:with:)`` returns one; see `DropPlaceholderStorageContext`.
public typealias TableViewDropPlaceholderContext = DropPlaceholderStorageContext
