import Foundation

/// An interactive movement in progress.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
}

extension VirtualCollectionView {
    // MARK: Interactive movement

    /// Simulates a long press that starts dragging the item to reorder it, like UIKit's
    /// `beginInteractiveMovementForItem(at:)`.
    ///
    /// Movement needs a data source that implements `collectionView(_:moveItemAt:to:)`. Then `canMoveItemAt`
    /// (default `true`) decides.
    ///
    /// - Returns: Whether the movement began.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard allowsCall("-[UICollectionView beginInteractiveMovementForItemAtIndexPath:]") else { return false }
        guard interactiveMovement == nil, prepareInteraction(at: indexPath), let dataSource,
            implements(.moveItem, .dataSource)
        else { return false }
        if implements(.canMoveItem, .dataSource) {
            record(.canMoveItem(indexPath))
            guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath)
        return true
    }

    /// Simulates the moving item hovering over `proposedIndexPath`, and asks the delegate where it should go:
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:` when implemented,
    /// else the deprecated `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`, else `proposedIndexPath`.
    ///
    /// A proposed path without exactly two indexes is reported as an invalid index path and leaves the movement as it
    /// was.
    ///
    /// - Returns: The target index path, or `nil` when no movement is in progress or the proposed path was rejected.
    @discardableResult
    public func updateInteractiveMovement(toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath? {
        guard allowsCall("-[UICollectionView updateInteractiveMovementTargetPosition:]") else { return nil }
        guard var movement = interactiveMovement else { return nil }
        guard proposedIndexPath.isItemIndexPath else {
            report(.internalInconsistency(ViewFailure.invalidIndexPath(proposedIndexPath)))
            return nil
        }
        let target: IndexPath
        if let delegate = delegate(implementing: .targetIndexPathForMoveOfItem) {
            record(
                .targetIndexPathForMoveOfItem(
                    original: movement.original, current: movement.current, proposed: proposedIndexPath
                )
            )
            target = delegate.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                atCurrentIndexPath: movement.current, toProposedIndexPath: proposedIndexPath
            )
        } else if let delegate = delegate(implementing: .targetIndexPathForMove) {
            record(.targetIndexPathForMove(from: movement.original, proposed: proposedIndexPath))
            target = delegate.collectionView(
                self, targetIndexPathForMoveFromItemAt: movement.original, toProposedIndexPath: proposedIndexPath
            )
        } else {
            target = proposedIndexPath
        }
        movement.current = target
        interactiveMovement = movement
        return target
    }

    /// Simulates dropping the moving item where it is: when it moved, runs a batch update that calls the data
    /// source's `collectionView(_:moveItemAt:to:)` (where the model must move the item) and declares the move.
    ///
    /// - Returns: The item's final index path, or `nil` when no movement is in progress.
    @discardableResult
    public func endInteractiveMovement() -> IndexPath? {
        guard allowsCall("-[UICollectionView endInteractiveMovement]") else { return nil }
        guard let movement = interactiveMovement else { return nil }
        interactiveMovement = nil
        guard movement.current != movement.original else { return movement.current }
        performBatchUpdates(
            { [self] in
                if let dataSource = dataSource(implementing: .moveItem) {
                    record(.moveItem(from: movement.original, to: movement.current))
                    dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
                }
                moveItem(at: movement.original, to: movement.current)
            },
            completion: nil
        )
        return movement.current
    }

    /// Abandons the movement in progress; nothing is moved and no method is called.
    public func cancelInteractiveMovement() {
        guard allowsCall("-[UICollectionView cancelInteractiveMovement]") else { return }
        interactiveMovement = nil
    }

    // MARK: Index titles

    /// The index titles of the data source: `indexTitles(for:)` (default `nil`).
    public var indexTitles: [String]? {
        guard allowsCall("VirtualCollectionView.indexTitles") else { return nil }
        guard let dataSource = dataSource(implementing: .indexTitles) else { return nil }
        record(.indexTitles)
        return dataSource.indexTitles(for: self)
    }

    /// Simulates the user picking the index-th index title: `collectionView(_:indexPathForIndexTitle:at:)`.
    ///
    /// - Returns: The index path the data source answered, or `nil` when it does not implement the method.
    public func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath? {
        guard allowsCall("-[UICollectionView indexPathForIndexTitle:atIndex:]") else { return nil }
        guard let dataSource = dataSource(implementing: .indexPathForIndexTitle) else { return nil }
        record(.indexPathForIndexTitle(title, at: index))
        return dataSource.collectionView(self, indexPathForIndexTitle: title, at: index)
    }
}
