import Foundation

// Manager-level events for context menus. Their answers are optional: a registered closure's `nil` is an answer (no
// menu, the default preview), and the owner is asked only when no closure is registered.

extension CollectionViewManager {
    /// Replaces `collectionView(_:contextMenuConfigurationForItemAt:point:)` (deprecated in iOS 16) for cells of
    /// `cellClass`; the closure receives the touch location first. Its answer is used even when it is `nil`.
    ///
    /// A collection view asks `contextMenuConfigurationForItemsAt:point:` instead when that is implemented too.
    @inlinable
    public func contextMenuConfiguration<Cell: CollectionViewCell & ModelTransfer>(
        for cellClass: Cell.Type,
        _ closure: @escaping (_ point: CGPoint, Cell, Cell.ModelType, IndexPath) -> ContextMenuConfiguration?
    ) {
        appendReaction(
            .view(EventMethodSignature.contextMenuConfigurationForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "contextMenuConfiguration(for:_:)")
    }

    /// Replaces `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16). Its answer is used even when
    /// it is `nil`.
    public func contextMenuConfigurationForItemsAtIndexPaths(
        _ closure: @escaping (_ indexPaths: [IndexPath], _ point: CGPoint) -> ContextMenuConfiguration?
    ) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.contextMenuConfigurationForItemsAtIndexPaths, closure))
    }

    /// Replaces `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)` (deprecated in iOS 16). Its
    /// answer is used even when it is `nil`.
    public func previewForHighlightingContextMenu(
        _ closure: @escaping (ContextMenuConfiguration) -> TargetedPreview?
    ) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.previewForHighlightingContextMenu, closure))
    }

    /// Replaces `collectionView(_:previewForDismissingContextMenuWithConfiguration:)` (deprecated in iOS 16). Its
    /// answer is used even when it is `nil`.
    public func previewForDismissingContextMenu(
        _ closure: @escaping (ContextMenuConfiguration) -> TargetedPreview?
    ) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.previewForDismissingContextMenu, closure))
    }
}
