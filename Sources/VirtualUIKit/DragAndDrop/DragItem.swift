import Foundation

/// One dragged thing, standing in for `UIDragItem`.
///
/// A drag item has identity: the same object travels from `collectionView(_:itemsForBeginning:at:)` (or the table
/// view's method) to the drop delegate, so it is a class, compared with `===`. It is not `Sendable`.
public final class DragItem {
    /// The model the app attached to the item, visible only inside the app (UIKit's `localObject`).
    public var localObject: Any?

    /// A name for the dragged content, if any.
    public var suggestedName: String?

    /// The index path the item was dragged from, when a ``VirtualCollectionView`` or ``VirtualTableView`` added it to
    /// a drag session from one of its items or rows; `nil` otherwise.
    public internal(set) var sourceIndexPath: IndexPath?

    /// The view that added the item to a drag session, if any.
    weak var sourceView: AnyObject?

    /// Creates an item carrying `localObject`.
    public init(localObject: Any? = nil, suggestedName: String? = nil) {
        self.localObject = localObject
        self.suggestedName = suggestedName
    }
}

@available(*, unavailable)
extension DragItem: Sendable {}
