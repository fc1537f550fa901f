/// How `SingleSectionStorage.addItems(_:_:)` combines the items it holds with the items added.
///
/// The storage then diffs its items against the combination, so the collection view animates exactly the difference.
public protocol AccumulationStrategy {
    /// The items the storage holds once `newItems` are added to `oldItems`.
    func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T]
}

/// Appends the new items after the old ones, whatever their identifiers: the default strategy.
///
/// `[1: "foo", 2: "bar"] + [1: "bar", 3: "xyz"]` gives `[1: "foo", 2: "bar", 1: "bar", 3: "xyz"]`.
public struct AdditiveAccumulationStrategy: AccumulationStrategy, Sendable {
    /// Creates the strategy.
    public init() {}

    /// `oldItems + newItems`.
    ///
    /// - Complexity: O(*n*) for *n* items in all.
    public func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] {
        oldItems + newItems
    }
}

/// Replaces an item that has a new item's identifier in place; appends the new items with new identifiers.
///
/// `[1: "foo", 2: "bar"] + [1: "bar", 3: "xyz"]` gives `[1: "bar", 2: "bar", 3: "xyz"]`.
///
/// A new item replaces the *last* item recorded with its identifier: the last old item with it or, when several new
/// items share an identifier that the old items lack, the one appended for the first of them — so the last value wins
/// at the first one's position. DTModelStorage records an appended item's index in `newItems` instead of its position
/// in the result, so such a duplicate overwrites an unrelated item (or traps out of range); this strategy does not.
public struct UpdateOldValuesAccumulationStrategy: AccumulationStrategy, Sendable {
    /// Creates the strategy.
    public init() {}

    /// The old items with matching items replaced in place, followed by the new items with new identifiers.
    ///
    /// - Complexity: O(*n*) expected for *n* items in all.
    public func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] {
        var result = oldItems
        var position: [AnyHashable: Int] = [:]
        for (index, item) in oldItems.enumerated() { position[item.identifier] = index }
        for item in newItems {
            if let index = position[item.identifier] {
                result[index] = item
            } else {
                position[item.identifier] = result.count
                result.append(item)
            }
        }
        return result
    }
}

/// Removes the old items that share an identifier with a new item, then appends the new items: an updated item moves
/// to the end.
///
/// `[1: "foo", 2: "bar"] + [1: "bar", 3: "xyz"]` gives `[2: "bar", 1: "bar", 3: "xyz"]`.
///
/// Every old item with a new item's identifier is removed (DTModelStorage removes only the last of them), and when
/// several new items share an identifier only the last is appended, since it supersedes the earlier ones: the result
/// holds no identifier twice that `newItems` brought.
public struct DeleteOldValuesAccumulationStrategy: AccumulationStrategy, Sendable {
    /// Creates the strategy.
    public init() {}

    /// The old items whose identifiers no new item has, followed by the last new item of each identifier, in order.
    ///
    /// - Complexity: O(*n*) expected for *n* items in all.
    public func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] {
        var lastIndex: [AnyHashable: Int] = [:]
        for (index, item) in newItems.enumerated() { lastIndex[item.identifier] = index }
        var result = oldItems.filter { lastIndex[$0.identifier] == nil }
        for (index, item) in newItems.enumerated() where lastIndex[item.identifier] == index {
            result.append(item)
        }
        return result
    }
}
