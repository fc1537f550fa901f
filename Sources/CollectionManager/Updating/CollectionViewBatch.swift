import Foundation

/// The calls one batch update makes on a collection view, and the in-place refreshes that follow it.
///
/// Coordinates follow UIKit's batch rules: deletes and reloads name positions before the batch, inserts positions
/// after it, a move goes from a before-position to an after-position. ``BatchTranslator`` builds batches that pass
/// those rules for any sequence of `MemoryStorage` calls.
struct CollectionViewBatch {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    /// Updated items whose cells survive the batch, to refresh with the updater's `reloadItemClosure` once the batch
    /// has committed: the item's index path after the batch, and its new model.
    var refreshedItems: [(indexPath: IndexPath, model: Any)] = []

    /// Whether the batch inserts, deletes or moves sections.
    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty || !reloadedSections.isEmpty
    }

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

extension IndexSet {
    /// The set of `indexes`, built in ascending order.
    ///
    /// NB: swift-corelibs-foundation inserts each index into a sorted array of ranges, so building a set from indexes
    /// in descending order (as deletes are often recorded) shifts the whole array on every insert: O(*n*²). Ascending,
    /// every insert lands at the end.
    ///
    /// - Complexity: O(*n*) when `indexes` is sorted either way, O(*n* log *n*) otherwise.
    init(ascending indexes: [Int]) {
        if indexes.isEmpty {
            self.init()
        } else if zip(indexes, indexes.dropFirst()).allSatisfy({ $0 <= $1 }) {
            self.init(indexes)
        } else if zip(indexes, indexes.dropFirst()).allSatisfy({ $0 >= $1 }) {
            self.init(indexes.reversed())
        } else {
            self.init(indexes.sorted())
        }
    }
}
