import Foundation

/// One dragged item as the drop delegate sees it, standing in for `UICollectionViewDropItem`.
public struct DropItem {
    /// The dragged item.
    public let dragItem: DragItem

    /// Where the item comes from, when it was dragged from the same collection view; `nil` otherwise.
    public let sourceIndexPath: IndexPath?

    /// The size of the item's preview.
    public let previewSize: CGSize
}

/// What a drop delegate receives in `collectionView(_:performDropWith:)`, standing in for
/// `UICollectionViewDropCoordinator`.
///
/// It records every `drop` call in ``drops`` so a test can see where the delegate put each item. A coordinator has
/// identity and state, so it is a class; it is not `Sendable`.
public final class DropCoordinator {
    /// Where a drop delegate sent one dropped item.
    public enum Drop {
        /// To a placeholder, see ``DropCoordinator/drop(_:to:)``.
        case toPlaceholder(DragItem, DropPlaceholder)
        /// To the item at an index path, see ``DropCoordinator/drop(_:toItemAt:)``.
        case toItem(DragItem, IndexPath)
        /// Into a rect of the item at an index path, see ``DropCoordinator/drop(_:intoItemAt:rect:)``.
        case intoItem(DragItem, IndexPath, CGRect)
    }

    /// The dropped items.
    public let items: [DropItem]

    /// Where the drop happened, or `nil` when it was not over an item.
    public let destinationIndexPath: IndexPath?

    /// The last proposal of the drop delegate.
    public let proposal: DropProposal

    /// The drop session.
    public let session: DropSession

    /// Every `drop` call, in order.
    public private(set) var drops: [Drop] = []

    /// The contexts returned for drops to placeholders, in order.
    public private(set) var placeholderContexts: [DropPlaceholderContext] = []

    weak var collectionView: VirtualCollectionView?

    init(
        items: [DropItem],
        destinationIndexPath: IndexPath?,
        proposal: DropProposal,
        session: DropSession,
        collectionView: VirtualCollectionView?
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    /// Drops `dragItem` to a placeholder, whose insertion the returned context commits later.
    @discardableResult
    public func drop(_ dragItem: DragItem, to placeholder: DropPlaceholder) -> DropPlaceholderContext {
        drops.append(.toPlaceholder(dragItem, placeholder))
        let context = DropPlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
        placeholderContexts.append(context)
        return context
    }

    /// Animates `dragItem` to the item at `indexPath`, which the delegate inserted or moved itself.
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) {
        drops.append(.toItem(dragItem, indexPath))
    }

    /// Animates `dragItem` into `rect` of the item at `indexPath`.
    public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) {
        drops.append(.intoItem(dragItem, indexPath, rect))
    }
}

@available(*, unavailable)
extension DropCoordinator: Sendable {}
