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
        if let items = performCellReaction(.itemsForBeginningDragSessionAtIndexPath, at: indexPath, first: session)
            as? [DragItem]
        {
            return items
        }
        return owner?.collectionView(collectionView, itemsForBeginning: session, at: indexPath) ?? []
    }

    /// The `itemsForAddingToDragSession` event's items, else the owner's, else none.
    public func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        if let items = performCellReaction(
            .itemsForAddingToDragSessionAtIndexPath, at: indexPath, first: session, second: point) as? [DragItem]
        {
            return items
        }
        if ownerResponds(to: .itemsForAddingToDragSession), let owner {
            return owner.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: point)
        }
        return []
    }

    /// The `dragPreviewParameters` event's answer — even `nil` — when one is registered for the item's model, else the
    /// owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? {
        if let answer = performOptionalCellReaction(
            .dragPreviewParametersForItemAtIndexPath, at: indexPath, as: DragPreviewParameters.self)
        {
            return answer
        }
        if ownerResponds(to: .dragPreviewParameters), let owner {
            return owner.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath)
        }
        return nil
    }

    /// Runs the `dragSessionWillBegin` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession) {
        _ = performUnmappedReaction(.dragSessionWillBegin, first: session)
        if ownerResponds(to: .dragSessionWillBegin) {
            owner?.collectionView(collectionView, dragSessionWillBegin: session)
        }
    }

    /// Runs the `dragSessionDidEnd` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession) {
        _ = performUnmappedReaction(.dragSessionDidEnd, first: session)
        if ownerResponds(to: .dragSessionDidEnd) { owner?.collectionView(collectionView, dragSessionDidEnd: session) }
    }

    /// The `dragSessionAllowsMoveOperation` event's answer, else the owner's, else `true`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragSessionAllowsMoveOperation session: DragSession
    ) -> Bool {
        if let answer = performUnmappedReaction(.dragSessionAllowsMoveOperation, first: session) as? Bool {
            return answer
        }
        if ownerResponds(to: .dragSessionAllowsMoveOperation), let owner {
            return owner.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
        }
        return true
    }

    /// The `dragSessionIsRestrictedToDraggingApplication` event's answer, else the owner's, else `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        if let answer = performUnmappedReaction(.dragSessionIsRestrictedToDraggingApplication, first: session) as? Bool
        {
            return answer
        }
        if ownerResponds(to: .dragSessionIsRestrictedToDraggingApplication), let owner {
            return owner.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
        }
        return false
    }
}

@available(*, unavailable)
extension CollectionManagerDragDelegate: Sendable {}
