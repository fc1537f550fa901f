import Foundation

/// One dragged item as the drop delegate sees it, standing in for `UICollectionViewDropItem` and
/// `UITableViewDropItem`.
public struct DropItem {
    /// The dragged item.
    public let dragItem: DragItem

    /// Where the item comes from, when it was dragged from the same collection or table view; `nil` otherwise.
    public let sourceIndexPath: IndexPath?

    /// The size of the item's preview.
    public let previewSize: CGSize
}

/// What a drop delegate receives in `collectionView(_:performDropWith:)` or `tableView(_:performDropWith:)`, standing
/// in for `UICollectionViewDropCoordinator` and `UITableViewDropCoordinator`.
///
/// It records every `drop` call in ``drops`` so a test can see where the delegate put each item. A coordinator has
/// identity and state, so it is a class; it is not `Sendable`.
public final class DropCoordinator {
    /// Where a drop delegate sent one dropped item.
    public enum Drop {
        /// To a placeholder, see ``DropCoordinator/drop(_:to:)``.
        case toPlaceholder(DragItem, DropPlaceholder)
        /// To the item or row at an index path, see ``DropCoordinator/drop(_:toItemAt:)`` and
        /// ``DropCoordinator/drop(_:toRowAt:)``.
        case toItem(DragItem, IndexPath)
        /// Into a rect of the item or row at an index path, see ``DropCoordinator/drop(_:intoItemAt:rect:)`` and
        /// ``DropCoordinator/drop(_:intoRowAt:rect:)``.
        case intoItem(DragItem, IndexPath, CGRect)
    }

    /// The dropped items.
    public let items: [DropItem]

    /// Where the drop happened, or `nil` when it was not over an item or row.
    public let destinationIndexPath: IndexPath?

    /// The last proposal of the drop delegate.
    public let proposal: DropProposal

    /// The drop session.
    public let session: DropSession

    /// Every `drop` call, in order.
    public private(set) var drops: [Drop] = []

    /// The contexts returned for drops to placeholders, in order.
    public private(set) var placeholderContexts: [DropPlaceholderContext] = []

    /// The view the drop happened on, which inserts the items dropped to placeholders.
    weak var host: (any DropPlaceholderHost)?

    /// A coordinator for dropping `session`'s items on `host`: items dragged from `host` itself keep their source
    /// index paths, and `previewSize` gives the size of their previews.
    init(
        session: DropSession,
        destinationIndexPath: IndexPath?,
        proposal: DropProposal,
        host: any DropPlaceholderHost,
        previewSize: (IndexPath) -> CGSize
    ) {
        items = session.items.map { item in
            let source = item.sourceView === host ? item.sourceIndexPath : nil
            return DropItem(dragItem: item, sourceIndexPath: source, previewSize: source.map(previewSize) ?? .zero)
        }
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.host = host
    }

    /// Drops `dragItem` to a placeholder, whose insertion the returned context commits later.
    @discardableResult
    public func drop(_ dragItem: DragItem, to placeholder: DropPlaceholder) -> DropPlaceholderContext {
        drops.append(.toPlaceholder(dragItem, placeholder))
        let context = DropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, host: host)
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

    /// Animates `dragItem` to the row at `indexPath` of a table, which the delegate inserted or moved itself;
    /// recorded as ``Drop/toItem(_:_:)``.
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) {
        drop(dragItem, toItemAt: indexPath)
    }

    /// Animates `dragItem` into `rect` of the row at `indexPath` of a table; recorded as ``Drop/intoItem(_:_:_:)``.
    public func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) {
        drop(dragItem, intoItemAt: indexPath, rect: rect)
    }
}

@available(*, unavailable)
extension DropCoordinator: Sendable {}
