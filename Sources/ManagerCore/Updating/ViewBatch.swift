import Foundation

/// The calls one batch update makes on a collection or table view, and the in-place refreshes that follow it.
///
/// Coordinates follow UIKit's batch rules: deletes and reloads name positions before the batch, inserts positions
/// after it, a move goes from a before-position to an after-position. ``BatchTranslator`` builds batches that pass
/// those rules for any sequence of `MemoryStorage` calls.
package struct ViewBatch {
    /// An empty batch.
    package init() {}

    package var deletedSections: [Int] = []
    package var insertedSections: [Int] = []
    package var movedSections: [(from: Int, to: Int)] = []
    package var reloadedSections: [Int] = []
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    package var reloadedItems: [IndexPath] = []
    /// Updated items whose cells survive the batch, to refresh with the updater's `reloadItemClosure` once the batch
    /// has committed: the item's index path after the batch, and its new model.
    package var refreshedItems: [(indexPath: IndexPath, model: Any)] = []

    /// Whether the batch inserts, deletes or moves sections.
    package var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty || !reloadedSections.isEmpty
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
    package init(ascending indexes: [Int]) {
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
