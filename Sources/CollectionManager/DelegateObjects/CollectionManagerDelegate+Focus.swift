import Foundation

// Focus: which items can take focus, whether focus may move, where it starts, and whether it selects.

extension CollectionManagerDelegate {
    /// The `canFocus` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        if let answer = performCellReaction(.canFocusItemAtIndexPath, at: indexPath) as? Bool { return answer }
        if ownerResponds(to: .canFocusItem), let owner {
            return owner.collectionView(collectionView, canFocusItemAt: indexPath)
        }
        return true
    }

    /// The `shouldUpdateFocus` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldUpdateFocusIn context: FocusUpdateContext)
        -> Bool
    {
        if let answer = performUnmappedReaction(.shouldUpdateFocusInContext, first: context) as? Bool { return answer }
        if ownerResponds(to: .shouldUpdateFocus), let owner {
            return owner.collectionView(collectionView, shouldUpdateFocusIn: context)
        }
        return true
    }

    /// Runs the `didUpdateFocus` event, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        _ = performUnmappedReaction(.didUpdateFocusInContext, first: context, second: coordinator)
        if ownerResponds(to: .didUpdateFocus) {
            owner?.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// The `indexPathForPreferredFocusedView` event's answer — even `nil` — when one is registered, else the owner's,
    /// else `nil`.
    public func indexPathForPreferredFocusedView(in collectionView: any CollectionView) -> IndexPath? {
        if let answer = performOptionalUnmappedReaction(.indexPathForPreferredFocusedView, as: IndexPath.self) {
            return answer
        }
        if ownerResponds(to: .indexPathForPreferredFocusedView), let owner {
            return owner.indexPathForPreferredFocusedView(in: collectionView)
        }
        return nil
    }

    /// The `selectionFollowsFocus` event's answer, else the owner's, else the collection view's
    /// `selectionFollowsFocus`.
    public func collectionView(
        _ collectionView: any CollectionView,
        selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
        if let answer = performCellReaction(.selectionFollowsFocusForItemAtIndexPath, at: indexPath) as? Bool {
            return answer
        }
        if ownerResponds(to: .selectionFollowsFocusForItem), let owner {
            return owner.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
        }
        return collectionView.selectionFollowsFocus
    }
}
