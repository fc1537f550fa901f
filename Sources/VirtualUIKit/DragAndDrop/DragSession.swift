import Foundation

/// A drag in progress, standing in for `UIDragSession`.
///
/// ``VirtualCollectionView/beginDrag(at:session:)``, ``VirtualCollectionView/addItemsToDrag(at:session:point:)`` and
/// their ``VirtualTableView`` twins add the items the drag delegate returns to ``items``. A session has identity and changes over time, so it is a
/// class; it is not `Sendable`.
public final class DragSession {
    /// The items being dragged.
    public internal(set) var items: [DragItem]

    /// Information the app attaches to the session, visible only inside the app.
    public var localContext: Any?

    /// The drag's location in the collection view's coordinates.
    public var location: CGPoint

    /// Creates a session, optionally with items already in it.
    public init(items: [DragItem] = [], location: CGPoint = .zero, localContext: Any? = nil) {
        self.items = items
        self.location = location
        self.localContext = localContext
    }
}

@available(*, unavailable)
extension DragSession: Sendable {}

extension DragSession {
    /// Adds `items`, dragged from the row or item at `indexPath` of `view`, remembering where each comes from.
    func add(_ items: [DragItem], from indexPath: IndexPath, of view: AnyObject) {
        for item in items {
            item.sourceIndexPath = indexPath
            item.sourceView = view
        }
        self.items.append(contentsOf: items)
    }
}
