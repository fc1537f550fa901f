import Foundation

// Moving items, settling scrolling, layout transitions, and tvOS's full-screen layout.

extension CollectionManagerDelegate {
    // MARK: Moving

    /// The `targetIndexPathForMovingItem` event's answer, run for the item at its original index path with the
    /// proposed index path, else the owner's, else `[0, 0]` (DTCollectionViewManager's default, not the proposed
    /// index path).
    public func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        if let target = performCellReaction(
            .targetIndexPathForMoveFromItemAtTo, at: originalIndexPath, first: proposedIndexPath) as? IndexPath
        {
            return target
        }
        if ownerResponds(to: .targetIndexPathForMove), let owner {
            return owner.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
        return IndexPath(itemIndex: 0, sectionIndex: 0)
    }

    /// The `targetIndexPathForMoveFromItem` event's answer, run for the item at its original index path with the
    /// current and proposed index paths, else the owner's, else the proposed index path.
    public func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        if let target = performCellReaction(
            .targetIndexPathForMoveOfItemFromOriginalIndexPath, at: originalIndexPath, first: currentIndexPath,
            second: proposedIndexPath) as? IndexPath
        {
            return target
        }
        if ownerResponds(to: .targetIndexPathForMoveOfItem), let owner {
            return owner.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
        return proposedIndexPath
    }

    // MARK: Scrolling and transitions

    /// The `targetContentOffsetForProposedContentOffset` event's answer, else the owner's, else `.zero`
    /// (DTCollectionViewManager's default, not the proposed offset).
    public func collectionView(
        _ collectionView: any CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        if let offset = performUnmappedReaction(
            .targetContentOffsetForProposedContentOffset, first: proposedContentOffset) as? CGPoint
        {
            return offset
        }
        if ownerResponds(to: .targetContentOffset), let owner {
            return owner.collectionView(
                collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
        }
        return .zero
    }

    /// The `transitionLayout` event's answer, else the owner's, else a plain transition from `fromLayout` to
    /// `toLayout`.
    public func collectionView(
        _ collectionView: any CollectionView,
        transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        if let layout = performUnmappedReaction(
            .transitionLayoutForOldLayoutNewLayout, first: fromLayout, second: toLayout)
            as? CollectionViewTransitionLayout
        {
            return layout
        }
        if ownerResponds(to: .transitionLayout), let owner {
            return owner.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
        }
        return CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

extension CollectionManagerDelegate: CollectionViewDelegateFullScreenLayout {
    /// Runs the `willCenter` event, then the owner's implementation (when the owner is a
    /// `CollectionViewDelegateFullScreenLayout`).
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        willCenterCellAt indexPath: IndexPath
    ) {
        _ = performCellReaction(.willCenterCellAtIndexPath, at: indexPath, as: Void.self)
        if ownerResponds(to: .willCenterCell), let owner = owner as? any CollectionViewDelegateFullScreenLayout {
            owner.collectionView(collectionView, layout: collectionViewLayout, willCenterCellAt: indexPath)
        }
    }

    /// Runs the `didCenter` event, then the owner's implementation (when the owner is a
    /// `CollectionViewDelegateFullScreenLayout`).
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        didCenterCellAt indexPath: IndexPath
    ) {
        _ = performCellReaction(.didCenterCellAtIndexPath, at: indexPath, as: Void.self)
        if ownerResponds(to: .didCenterCell), let owner = owner as? any CollectionViewDelegateFullScreenLayout {
            owner.collectionView(collectionView, layout: collectionViewLayout, didCenterCellAt: indexPath)
        }
    }
}
