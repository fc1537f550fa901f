import Foundation

/// The drop delegate a ``CollectionViewManager`` installs on its collection view.
///
/// Every drop event is unmapped: it receives the session, coordinator or index path, not a cell. Closure first; for
/// methods that return nothing the owner's implementation runs too, for the others it answers only when no closure
/// did; then DTCollectionViewManager's default, which is also what a collection view does when the method is missing.
///
/// ## Why the drop delegate never re-announces itself
/// DTCollectionViewManager deliberately does not reset the drop delegate (its reset is commented out): its authors
/// found the reset unnecessary for drops on UIKit, and re-assigning a collection view's `dropDelegate` made UIKit
/// invalidate the layout over and over while a drop session was in progress. A `VirtualCollectionView` caches every
/// role's answers alike, so this drop delegate keeps the no-op reset and instead answers `true` for every optional drop
/// method from the start, applying the defaults itself: its answers never change, so there is nothing to re-announce,
/// and a drop event registered at any time is called.
///
/// Drop delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerDropDelegate: CollectionViewDropDelegate, CollectionManagerObject {
    /// What this object keeps; see ``CollectionManagerObject``.
    package let state: CollectionManagerObjectState

    /// The owner, when it is a drop delegate itself.
    private(set) weak var owner: (any CollectionViewDropDelegate)?

    init(manager: CollectionViewManager) {
        state = CollectionManagerObjectState(
            manager: manager, role: .dropDelegate,
            alwaysImplemented: Set(CollectionViewRole.dropDelegate.optionalSelectors))
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
        owner = adoptOwner(as: (any CollectionViewDropDelegate).self)
    }

    /// Runs the `performDropWithCoordinator` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, performDropWith coordinator: DropCoordinator) {
        tell(.performDrop, coordinator) { owner?.collectionView(collectionView, performDropWith: coordinator) }
    }

    /// The `canHandleDropSession` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, canHandle session: DropSession) -> Bool {
        answer(.canHandle, session, otherwise: true) { owner?.collectionView(collectionView, canHandle: session) }
    }

    /// Runs the `dropSessionDidEnter` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dropSessionDidEnter session: DropSession) {
        tell(.didEnter, session) { owner?.collectionView(collectionView, dropSessionDidEnter: session) }
    }

    /// The `dropSessionDidUpdate` event's proposal, else the owner's, else `DropProposal(operation: .cancel)`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        answer(.didUpdate, session, destinationIndexPath as Any, otherwise: DropProposal(operation: .cancel)) {
            owner?.collectionView(
                collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        }
    }

    /// Runs the `dropSessionDidExit` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dropSessionDidExit session: DropSession) {
        tell(.didExit, session) { owner?.collectionView(collectionView, dropSessionDidExit: session) }
    }

    /// Runs the `dropSessionDidEnd` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DropSession) {
        tell(.didEnd, session) { owner?.collectionView(collectionView, dropSessionDidEnd: session) }
    }

    /// The `dropPreviewParameters` event's answer — even `nil` — when one is registered, else the owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? {
        dropPreview(at: indexPath) { owner?.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath) }
    }
}

extension CollectionManagerDropDelegate: DragAndDropDispatching {
    /// How the collection view's selectors are named.
    package static var selectorNaming: (prefix: String, element: String) { ("collectionView:", "Item") }
}

@available(*, unavailable)
extension CollectionManagerDropDelegate: Sendable {}
