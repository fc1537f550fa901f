import Foundation

// Selection and display: closure first; for methods that return nothing the owner's implementation runs too, for the
// others it answers only when no closure did; then UIKit's default.

extension CollectionManagerDelegate {
    /// Runs the `didSelect` event, then the owner's implementation.
    ///
    /// - Complexity: O(1) amortized; see <doc:Events>.
    public func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
        _ = performCellReaction(.didSelectItemAtIndexPath, at: indexPath, in: collectionView, as: Void.self)
        if ownerResponds(to: .didSelectItem) { owner?.collectionView(collectionView, didSelectItemAt: indexPath) }
    }

    /// The `shouldSelect` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        if let answer = performCellReaction(
            .shouldSelectItemAtIndexPath, at: indexPath, in: collectionView, as: Bool.self)
        {
            return answer
        }
        if ownerResponds(to: .shouldSelectItem), let owner {
            return owner.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
        return true
    }

    /// The `shouldDeselect` event's answer, else the owner's, else `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        if let answer = performCellReaction(
            .shouldDeselectItemAtIndexPath, at: indexPath, in: collectionView, as: Bool.self)
        {
            return answer
        }
        if ownerResponds(to: .shouldDeselectItem), let owner {
            return owner.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
        return true
    }

    /// Runs the `didDeselect` event, then the owner's implementation.
    public func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath) {
        _ = performCellReaction(.didDeselectItemAtIndexPath, at: indexPath, in: collectionView, as: Void.self)
        if ownerResponds(to: .didDeselectItem) { owner?.collectionView(collectionView, didDeselectItemAt: indexPath) }
    }

    /// Runs the `willDisplay` event with the cell being displayed, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        _ = performReaction(.willDisplayCellForItemAtIndexPath, view: cell, at: indexPath, as: Void.self)
        if ownerResponds(to: .willDisplayCell) {
            owner?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Runs the `didEndDisplaying` event with the cell and the storage's current model there, then the owner's.
    public func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        _ = performReaction(.didEndDisplayingCellForItemAtIndexPath, view: cell, at: indexPath, as: Void.self)
        if ownerResponds(to: .didEndDisplayingCell) {
            owner?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    /// Runs the `willDisplaySupplementaryView` event of `elementKind`, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        _ = performReaction(
            .willDisplaySupplementaryViewForElementKindAtIndexPath, view: view, at: indexPath,
            supplementaryKind: elementKind, as: Void.self)
        if ownerResponds(to: .willDisplaySupplementaryView) {
            owner?.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
    }

    /// Runs the `didEndDisplayingSupplementaryView` event of `elementKind`, then the owner's implementation.
    public func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {
        _ = performReaction(
            .didEndDisplayingSupplementaryViewForElementKindAtIndexPath, view: view, at: indexPath,
            supplementaryKind: elementKind, as: Void.self)
        if ownerResponds(to: .didEndDisplayingSupplementaryView) {
            owner?.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
    }
}
