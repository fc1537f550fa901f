import Foundation

/// Applies a storage's updates to a collection view as batch updates.
///
/// The manager creates one when it starts managing and makes it the storage's delegate. For each update it runs one
/// `performBatchUpdates`: inside the block it applies the storage's deferred data changes, then issues the recorded
/// item and section changes, so the view reads its "before" counts before the data changes and its "after" counts
/// after.
///
/// Updaters are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewUpdater: StorageUpdating {
    /// The collection view updates go to. Held weakly.
    public private(set) weak var collectionView: (any CollectionView)?

    /// Called before each update is applied, with the update (or `nil` before a reload).
    public var willUpdateContent: ((StorageUpdate?) -> Void)?

    /// Called after each update has been applied, with the update (or `nil` after a reload).
    public var didUpdateContent: ((StorageUpdate?) -> Void)?

    /// When set, an updated item whose new model is known is refreshed by this closure (index path, model) instead of
    /// being reloaded; `CollectionViewManager.updateCellClosure()` refreshes the visible cell in place.
    public var reloadItemClosure: ((IndexPath, Any) -> Void)?

    /// Whether a moved item is animated as a delete and an insert (`true`) or as a move (`false`, the default).
    ///
    /// DTCollectionViewManager's flag does the opposite of its name; this one means what it says.
    public var animateMoveAsDeleteAndInsert: Bool

    /// Whether updates are animated while the collection view is not in a window. When `false`, an off-window view is
    /// reloaded instead — after the storage's pending changes are applied (DTCollectionViewManager reloads without
    /// applying them, and so loses them).
    public var animateChangesOffScreen = true

    /// Creates an updater for `collectionView`.
    public init(
        collectionView: any CollectionView,
        reloadItem: ((IndexPath, Any) -> Void)? = nil,
        animateMoveAsDeleteAndInsert: Bool = false
    ) {
        self.collectionView = collectionView
        self.reloadItemClosure = reloadItem
        self.animateMoveAsDeleteAndInsert = animateMoveAsDeleteAndInsert
    }

    /// Applies `update` to the collection view in one batch update.
    public func storageDidPerformUpdate(_ update: StorageUpdate) {
        willUpdateContent?(update)
        guard let collectionView else {
            update.applyDeferredDatasourceUpdates()
            didUpdateContent?(update)
            return
        }
        if !animateChangesOffScreen && !collectionView.isInWindow {
            update.applyDeferredDatasourceUpdates()
            collectionView.reloadData()
            didUpdateContent?(update)
            return
        }
        var hasSectionChanges = false
        collectionView.performBatchUpdates(
            {
                update.applyDeferredDatasourceUpdates()
                hasSectionChanges = !update.sectionChanges.isEmpty
                self.apply(update, to: collectionView)
            },
            completion: { [weak collectionView] _ in
                if hasSectionChanges { collectionView?.reloadData() }
            })
        didUpdateContent?(update)
    }

    /// Reloads the collection view.
    public func storageNeedsReloading() {
        willUpdateContent?(nil)
        collectionView?.reloadData()
        didUpdateContent?(nil)
    }

    private func apply(_ update: StorageUpdate, to collectionView: any CollectionView) {
        for (type, indexPaths) in update.objectChanges {
            guard let indexPath = indexPaths.first else { continue }
            switch type {
            case .insert:
                collectionView.insertItems(at: [indexPath])
            case .delete:
                collectionView.deleteItems(at: [indexPath])
            case .update:
                if let reloadItemClosure, let model = update.updatedObjects[indexPath] {
                    reloadItemClosure(indexPath, model)
                } else {
                    collectionView.reloadItems(at: [indexPath])
                }
            case .move:
                guard indexPaths.count == 2 else { continue }
                if animateMoveAsDeleteAndInsert {
                    collectionView.deleteItems(at: [indexPaths[0]])
                    collectionView.insertItems(at: [indexPaths[1]])
                } else {
                    collectionView.moveItem(at: indexPaths[0], to: indexPaths[1])
                }
            }
        }
        for (type, sections) in update.sectionChanges {
            guard let section = sections.first else { continue }
            switch type {
            case .insert: collectionView.insertSections(IndexSet(integer: section))
            case .delete: collectionView.deleteSections(IndexSet(integer: section))
            case .update: collectionView.reloadSections(IndexSet(integer: section))
            case .move:
                guard sections.count == 2 else { continue }
                collectionView.moveSection(sections[0], toSection: sections[1])
            }
        }
    }
}

@available(*, unavailable)
extension CollectionViewUpdater: Sendable {}
