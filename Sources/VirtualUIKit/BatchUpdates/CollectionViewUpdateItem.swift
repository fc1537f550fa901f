import Foundation

/// One change of a batch update as a layout sees it, standing in for `UICollectionViewUpdateItem`.
///
/// The collection view hands the changes of a batch that passed validation to
/// ``CollectionViewLayout/prepare(forCollectionViewUpdates:)``, after the layout prepared the contents after the
/// batch and before it asks for the attributes elements appear from and disappear to. A change of a whole section
/// has one-index paths (`[section]`), as UIKit's have an item of `NSNotFound`.
public struct CollectionViewUpdateItem: Hashable, Sendable {
    /// What the change does.
    public enum Action: Hashable, Sendable {
        /// The element is inserted: only ``CollectionViewUpdateItem/indexPathAfterUpdate`` is set.
        case insert
        /// The element is deleted: only ``CollectionViewUpdateItem/indexPathBeforeUpdate`` is set.
        case delete
        /// The element is reloaded: both paths are set, to the declared (before-update) path.
        case reload
        /// The element moves from ``CollectionViewUpdateItem/indexPathBeforeUpdate`` to
        /// ``CollectionViewUpdateItem/indexPathAfterUpdate``.
        case move
    }

    /// The element's index path before the batch, or `nil` for an insert.
    public var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the batch, or `nil` for a delete.
    public var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    public var updateAction: Action

    /// Creates an update item.
    public init(indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, updateAction: Action) {
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
        self.updateAction = updateAction
    }

    /// Whether the change concerns a whole section (one-index paths).
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.count == 1
    }
}

extension BatchUpdateRequest {
    /// The declared changes as update items: deletes (sections, then items, each descending), inserts (sections, then
    /// items, each ascending), reloads, then moves in call order.
    ///
    /// - Complexity: O(*u* log *u*) for *u* declared changes; O(*u*) when each kind was declared in order, as the
    /// storage's updater declares it.
    var updateItems: [CollectionViewUpdateItem] {
        var items: [CollectionViewUpdateItem] = []
        func section(_ index: Int) -> IndexPath { IndexPath(index: index) }
        for index in Self.sortedOnce(deletedSections, by: >) {
            items.append(.init(indexPathBeforeUpdate: section(index), indexPathAfterUpdate: nil, updateAction: .delete))
        }
        for path in Self.sortedOnce(deletedItems, by: >) {
            items.append(.init(indexPathBeforeUpdate: path, indexPathAfterUpdate: nil, updateAction: .delete))
        }
        for index in Self.sortedOnce(insertedSections, by: <) {
            items.append(.init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: section(index), updateAction: .insert))
        }
        for path in Self.sortedOnce(insertedItems, by: <) {
            items.append(.init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: path, updateAction: .insert))
        }
        for index in Self.sortedOnce(reloadedSections, by: <) {
            items.append(
                .init(
                    indexPathBeforeUpdate: section(index), indexPathAfterUpdate: section(index), updateAction: .reload))
        }
        for path in Self.sortedOnce(reloadedItems, by: <) {
            items.append(.init(indexPathBeforeUpdate: path, indexPathAfterUpdate: path, updateAction: .reload))
        }
        for move in movedSections {
            items.append(
                .init(
                    indexPathBeforeUpdate: section(move.from), indexPathAfterUpdate: section(move.to),
                    updateAction: .move))
        }
        for move in movedItems {
            items.append(.init(indexPathBeforeUpdate: move.from, indexPathAfterUpdate: move.to, updateAction: .move))
        }
        return items
    }

    /// `values` in the order `areInIncreasingOrder` gives, each value once.
    ///
    /// Sorting first and skipping repeats needs no hashing, and the standard library's sort takes linear time on input
    /// already in order.
    private static func sortedOnce<Value: Equatable>(
        _ values: [Value], by areInIncreasingOrder: (Value, Value) -> Bool
    ) -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(values.count)
        for value in values.sorted(by: areInIncreasingOrder) where result.last != value { result.append(value) }
        return result
    }
}
