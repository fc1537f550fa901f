import Foundation

extension ViewBatch {
    /// Declares the changes to `collectionView`; call it inside the batch-update block, after the data changed.
    ///
    /// Item changes come before section changes, in DTCollectionViewManager's order; the view collects them into one
    /// batch either way.
    func issue(to collectionView: any CollectionView) {
        if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
        for move in movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
        if !deletedSections.isEmpty { collectionView.deleteSections(IndexSet(ascending: deletedSections)) }
        if !insertedSections.isEmpty { collectionView.insertSections(IndexSet(ascending: insertedSections)) }
        for move in movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !reloadedSections.isEmpty { collectionView.reloadSections(IndexSet(ascending: reloadedSections)) }
    }
}
