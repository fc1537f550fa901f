import Foundation

/// What part of a layout an invalidation concerns, standing in for `UICollectionViewLayoutInvalidationContext`.
///
/// A collection view hands one to ``CollectionViewLayout/invalidateLayout(with:)`` when a self-sizing view answers
/// another size than its layout gave it; layouts read it to update only what changed. A context that names no
/// element invalidates everything.
///
/// Contexts are reference types used from one isolation domain; they are not `Sendable`.
open class CollectionViewLayoutInvalidationContext {
    /// The items whose attributes are stale, or `nil` when no item was named.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views whose attributes are stale, by element kind, or `nil` when none was named.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views whose attributes are stale, by element kind, or `nil` when none was named.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How much the content size changes with this invalidation. Default: zero.
    public var contentSizeAdjustment = CGSize.zero

    /// How much the content offset moves with this invalidation, to keep what the user sees in place. Default: zero.
    public var contentOffsetAdjustment = CGPoint.zero

    /// Whether the whole layout is stale: `true` until an element is named.
    public var invalidateEverything: Bool {
        invalidatedItemIndexPaths == nil && invalidatedSupplementaryIndexPaths == nil
            && invalidatedDecorationIndexPaths == nil
    }

    /// Creates a context that invalidates everything.
    public init() {}

    /// Marks the items at `indexPaths` as stale.
    public func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` as stale.
    public func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedSupplementaryIndexPaths ?? [:]
        paths[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = paths
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` as stale.
    public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedDecorationIndexPaths ?? [:]
        paths[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedDecorationIndexPaths = paths
    }
}

@available(*, unavailable)
extension CollectionViewLayoutInvalidationContext: Sendable {}
