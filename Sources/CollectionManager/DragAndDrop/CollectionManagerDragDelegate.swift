import Foundation

/// The drag delegate a ``CollectionViewManager`` installs on its collection view.
///
/// Item events (`itemsForBeginningDragSession`, `itemsForAddingToDragSession`, `dragPreviewParameters`) receive the
/// live cell and its model; session events are unmapped. Closure first; for methods that return nothing the owner's
/// implementation runs too, for the others it answers only when no closure did; then DTCollectionViewManager's
/// default.
///
/// Drag delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerDragDelegate: CollectionViewDragDelegate, CollectionManagerObject {
    /// What this object keeps; see ``CollectionManagerObject``.
    package let state: CollectionManagerObjectState

    /// The owner, when it is a drag delegate itself.
    private(set) weak var owner: (any CollectionViewDragDelegate)?

    init(manager: CollectionViewManager) {
        state = CollectionManagerObjectState(manager: manager, role: .dragDelegate)
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
        owner = adoptOwner(as: (any CollectionViewDragDelegate).self)
    }

    /// The `itemsForBeginningDragSession` event's items, else the owner's, else none (which refuses the drag).
    public func collectionView(
        _ collectionView: any CollectionView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem] {
        dragItems(.itemsForBeginning, at: indexPath, session: session, in: collectionView) {
            owner?.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
        }
    }

    /// The `itemsForAddingToDragSession` event's items, else the owner's, else none.
    public func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        dragItems(.itemsForAdding, at: indexPath, session: session, point: point, in: collectionView) {
            owner?.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    /// The `dragPreviewParameters` event's answer — even `nil` — when one is registered for the item's model, else the
    /// owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? {
        dragPreview(at: indexPath, in: collectionView) {
            owner?.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath)
        }
    }

    /// Runs the `dragSessionWillBegin` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession) {
        tell(.sessionWillBegin, session) { owner?.collectionView(collectionView, dragSessionWillBegin: session) }
    }

    /// Runs the `dragSessionDidEnd` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession) {
        tell(.sessionDidEnd, session) { owner?.collectionView(collectionView, dragSessionDidEnd: session) }
    }

    /// The `dragSessionAllowsMoveOperation` event's answer, else the owner's, else `true`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragSessionAllowsMoveOperation session: DragSession
    ) -> Bool {
        answer(.allowsMoveOperation, session, otherwise: true) {
            owner?.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
        }
    }

    /// The `dragSessionIsRestrictedToDraggingApplication` event's answer, else the owner's, else `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        answer(.isRestrictedToApp, session, otherwise: false) {
            owner?.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }
}

extension CollectionManagerDragDelegate: DragAndDropDispatching {
    /// How the collection view's selectors are named.
    package static var selectorNaming: (prefix: String, element: String) { ("collectionView:", "Item") }
}

@available(*, unavailable)
extension CollectionManagerDragDelegate: Sendable {}
