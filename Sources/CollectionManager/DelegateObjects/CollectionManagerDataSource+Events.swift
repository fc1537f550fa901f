import Foundation

// Data-source events: moving items and index titles.

extension CollectionManagerDataSource {
    /// The `canMove` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        if let answer = performCellReaction(.canMoveItemAtIndexPath, at: indexPath, in: collectionView, as: Bool.self) {
            return answer
        }
        if ownerResponds(to: .canMoveItem), let owner {
            return owner.collectionView(collectionView, canMoveItemAt: indexPath)
        }
        return true
    }

    /// Runs the `moveItemAtTo` event, then the owner's implementation. The storage is not changed: call
    /// `memoryStorage.moveItemWithoutAnimation(from:to:)` in the closure.
    public func collectionView(
        _ collectionView: any CollectionView,
        moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        _ = performUnmappedReaction(
            .moveItemAtIndexPathToIndexPath, first: sourceIndexPath, second: destinationIndexPath)
        if ownerResponds(to: .moveItem) {
            owner?.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// The `indexTitles` event's answer (even `nil`) when one is registered, else the owner's, else `nil`.
    public func indexTitles(for collectionView: any CollectionView) -> [String]? {
        if let reaction = unmappedReaction(.indexTitlesForCollectionView) {
            return reaction.perform(EventArguments()) as? [String]
        }
        if ownerResponds(to: .indexTitles), let owner { return owner.indexTitles(for: collectionView) }
        return nil
    }

    /// The `indexPathForIndexTitle` event's answer, else the owner's, else `[0, 0]`.
    public func collectionView(
        _ collectionView: any CollectionView,
        indexPathForIndexTitle title: String,
        at index: Int
    ) -> IndexPath {
        if let indexPath = performUnmappedReaction(.indexPathForIndexTitleAtIndex, first: title, second: index)
            as? IndexPath
        {
            return indexPath
        }
        if ownerResponds(to: .indexPathForIndexTitle), let owner {
            return owner.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
        }
        return IndexPath(itemIndex: 0, sectionIndex: 0)
    }
}

extension CollectionViewManager {
    /// Replaces `collectionView(_:canMoveItemAt:)` for cells of `cellClass`. Without an answer: the owner's, then
    /// `true`.
    public func canMove<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.canMoveItemAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "canMove(_:_:)")
    }

    /// Replaces `collectionView(_:moveItemAt:to:)`. The storage is not changed: move the model yourself, usually with
    /// `memoryStorage.moveItemWithoutAnimation(from:to:)`, since the collection view has already moved the cell.
    public func moveItemAtTo(
        _ closure: @escaping (_ sourceIndexPath: IndexPath, _ destinationIndexPath: IndexPath) -> Void
    ) {
        collectionDataSource?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.moveItemAtIndexPathToIndexPath, closure))
    }

    /// Replaces `indexTitles(for:)`; the closure's answer is used even when it is `nil`.
    public func indexTitles(_ closure: @escaping () -> [String]?) {
        collectionDataSource?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.indexTitlesForCollectionView, closure))
    }

    /// Replaces `collectionView(_:indexPathForIndexTitle:at:)`. Without an answer: the owner's, then `[0, 0]`.
    public func indexPathForIndexTitle(_ closure: @escaping (_ title: String, _ index: Int) -> IndexPath) {
        collectionDataSource?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.indexPathForIndexTitleAtIndex, closure))
    }

    /// The deprecated `configure` event: runs for cells of `cellClass` after the handler and `update(with:)`.
    @available(*, deprecated, message: "Configure cells in the register handler or in update(with:).")
    public func configure<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.configureCell, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "configure(_:_:)")
    }
}
