import Foundation

// Mapping-level events of cell mappings: register them in the `mapping` closure of `register`, or on a mapping you
// keep. Each appends one reaction; for each method the first registered closure wins.

extension CollectionViewCellModelMapping {
    // MARK: Selection

    /// Replaces `collectionView(_:didSelectItemAt:)` for this mapping's cells.
    @inlinable
    public func didSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didSelectItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:shouldSelectItemAt:)` for this mapping's cells.
    @inlinable
    public func shouldSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.shouldSelectItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:shouldDeselectItemAt:)` for this mapping's cells.
    @inlinable
    public func shouldDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.shouldDeselectItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:didDeselectItemAt:)` for this mapping's cells.
    @inlinable
    public func didDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didDeselectItemAtIndexPath, closure))
    }

    // MARK: Display

    /// Replaces `collectionView(_:willDisplay:forItemAt:)` for this mapping's cells.
    @inlinable
    public func willDisplay(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.willDisplayCellForItemAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:didEndDisplaying:forItemAt:)` for this mapping's cells. The model is the storage's
    /// model at the index path now, which after a deletion may be another model, or none (then the closure does not
    /// run).
    @inlinable
    public func didEndDisplaying(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.didEndDisplayingCellForItemAtIndexPath, closure))
    }

    // MARK: Data source

    /// Replaces `collectionView(_:canMoveItemAt:)` for this mapping's cells.
    @inlinable
    public func canMove(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        reactions.append(.view(EventMethodSignature.canMoveItemAtIndexPath, closure))
    }

    // MARK: Flow layout

    /// Replaces `collectionView(_:layout:sizeForItemAt:)` for this mapping's models. Needs no cell.
    @inlinable
    public func sizeForCell(_ closure: @escaping (Model, IndexPath) -> CGSize) {
        reactions.append(.model(EventMethodSignature.sizeForItemAtIndexPath, closure))
    }
}
