import Foundation

// Highlight, the legacy edit menu, multiple selection, spring loading, editing and primary actions. Closure first; for
// methods that return nothing the owner's implementation runs too, for the others it answers only when no closure
// did; then DTCollectionViewManager's default.

extension CollectionManagerDelegate {
    // MARK: Highlight

    /// The `shouldHighlight` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        if let answer = performCellReaction(.shouldHighlightItemAtIndexPath, at: indexPath) as? Bool { return answer }
        if ownerResponds(to: .shouldHighlightItem), let owner {
            return owner.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }
        return true
    }

    /// Runs the `didHighlight` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath) {
        _ = performCellReaction(.didHighlightItemAtIndexPath, at: indexPath, as: Void.self)
        if ownerResponds(to: .didHighlightItem) { owner?.collectionView(collectionView, didHighlightItemAt: indexPath) }
    }

    /// Runs the `didUnhighlight` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        _ = performCellReaction(.didUnhighlightItemAtIndexPath, at: indexPath, as: Void.self)
        if ownerResponds(to: .didUnhighlightItem) {
            owner?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
    }

    // MARK: Legacy edit menu

    /// The `shouldShowMenu` event's answer, else the owner's, else `false`.
    public func collectionView(_ collectionView: any CollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
        -> Bool
    {
        if let answer = performCellReaction(.shouldShowMenuForItemAtIndexPath, at: indexPath) as? Bool {
            return answer
        }
        if ownerResponds(to: .shouldShowMenu), let owner {
            return owner.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
        }
        return false
    }

    /// The `canPerformAction` event's answer, else the owner's, else `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        canPerformAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        if let answer = performCellReaction(
            .canPerformActionForItemAtIndexPath, at: indexPath, first: action, second: sender as Any) as? Bool
        {
            return answer
        }
        if ownerResponds(to: .canPerformAction), let owner {
            return owner.collectionView(
                collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        }
        return false
    }

    /// Runs the `performAction` event, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        performAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        _ = performCellReaction(
            .performActionForItemAtIndexPath, at: indexPath, first: action, second: sender as Any, as: Void.self)
        if ownerResponds(to: .performAction) {
            owner?.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    // MARK: Multiple selection interaction

    /// The `shouldBeginMultipleSelectionInteraction` event's answer, else the owner's, else `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        if let answer = performCellReaction(.shouldBeginMultipleSelectionInteractionAtIndexPath, at: indexPath)
            as? Bool
        {
            return answer
        }
        if ownerResponds(to: .shouldBeginMultipleSelectionInteraction), let owner {
            return owner.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
        return false
    }

    /// Runs the `didBeginMultipleSelectionInteraction` event, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        _ = performCellReaction(.didBeginMultipleSelectionInteractionAtIndexPath, at: indexPath, as: Void.self)
        if ownerResponds(to: .didBeginMultipleSelectionInteraction) {
            owner?.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Runs the `didEndMultipleSelectionInteraction` event, then the owner's implementation.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: any CollectionView) {
        _ = performUnmappedReaction(.didEndMultipleSelectionInteraction)
        if ownerResponds(to: .didEndMultipleSelectionInteraction) {
            owner?.collectionViewDidEndMultipleSelectionInteraction(collectionView)
        }
    }

    // MARK: Spring loading, editing, primary action

    /// The `shouldSpringLoad` event's answer, else the owner's, else `true`.
    public func collectionView(
        _ collectionView: any CollectionView,
        shouldSpringLoadItemAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool {
        if let answer = performCellReaction(.shouldSpringLoadItem, at: indexPath, first: context) as? Bool {
            return answer
        }
        if ownerResponds(to: .shouldSpringLoadItem), let owner {
            return owner.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context)
        }
        return true
    }

    /// The `canEdit` event's answer for the item's model (no cell needed), else the owner's, else `false`.
    public func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        if let answer = performCellReaction(.canEditItemAtIndexPath, at: indexPath, provideCell: false) as? Bool {
            return answer
        }
        if ownerResponds(to: .canEditItem), let owner {
            return owner.collectionView(collectionView, canEditItemAt: indexPath)
        }
        return false
    }

    /// The `canPerformPrimaryAction` event's answer, else the owner's, else `false`.
    ///
    /// DTCollectionViewManager stores this event under the legacy `canPerformAction` signature and implements the
    /// method under a name UIKit never calls; here it has its own signature and is called.
    public func collectionView(
        _ collectionView: any CollectionView,
        canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        if let answer = performCellReaction(.canPerformPrimaryActionForItemAtIndexPath, at: indexPath) as? Bool {
            return answer
        }
        if ownerResponds(to: .canPerformPrimaryAction), let owner {
            return owner.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
        }
        return false
    }

    /// Runs the `performPrimaryAction` event, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        performPrimaryActionForItemAt indexPath: IndexPath
    ) {
        _ = performCellReaction(.performPrimaryActionForItemAtIndexPath, at: indexPath, as: Void.self)
        if ownerResponds(to: .performPrimaryAction) {
            owner?.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
    }
}
