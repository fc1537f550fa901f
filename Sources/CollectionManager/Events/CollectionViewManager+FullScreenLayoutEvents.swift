import Foundation

// Manager-level events of tvOS's full-screen layout (`TVCollectionViewDelegateFullScreenLayout`).

extension CollectionViewManager {
    /// Replaces `collectionView(_:layout:willCenterCellAt:)` for cells of `cellClass`; the owner's implementation runs
    /// after.
    @inlinable
    public func willCenter<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.willCenterCellAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "willCenter(_:_:)")
    }

    /// Replaces `collectionView(_:layout:didCenterCellAt:)` for cells of `cellClass`; the owner's implementation runs
    /// after.
    @inlinable
    public func didCenter<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didCenterCellAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "didCenter(_:_:)")
    }
}
