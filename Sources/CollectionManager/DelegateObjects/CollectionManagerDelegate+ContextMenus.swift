import Foundation

// Context menus and their previews. Every answer is optional: when a closure is registered its answer is used even
// when it is `nil` (no menu, the default preview), and the owner is asked only when none is.

extension CollectionManagerDelegate {
    /// The `contextMenuConfiguration` event's answer for the item — even `nil` — when one is registered for its model,
    /// else the owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        if let answer = performOptionalCellReaction(
            .contextMenuConfigurationForItemAtIndexPath, at: indexPath, first: point, as: ContextMenuConfiguration.self)
        {
            return answer
        }
        if ownerResponds(to: .contextMenuConfigurationForItem), let owner {
            return owner.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
        return nil
    }

    /// The `contextMenuConfigurationForItemsAtIndexPaths` event's answer — even `nil` — when one is registered, else
    /// the owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        if let answer = performOptionalUnmappedReaction(
            .contextMenuConfigurationForItemsAtIndexPaths, first: indexPaths, second: point,
            as: ContextMenuConfiguration.self)
        {
            return answer
        }
        if ownerResponds(to: .contextMenuConfigurationForItems), let owner {
            return owner.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        return nil
    }

    /// The `previewForHighlightingContextMenu` event's answer — even `nil` — when one is registered, else the owner's,
    /// else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        if let answer = performOptionalUnmappedReaction(
            .previewForHighlightingContextMenu, first: configuration, as: TargetedPreview.self)
        {
            return answer
        }
        if ownerResponds(to: .previewForHighlightingContextMenu), let owner {
            return owner.collectionView(
                collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
        return nil
    }

    /// The `previewForDismissingContextMenu` event's answer — even `nil` — when one is registered, else the owner's,
    /// else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        if let answer = performOptionalUnmappedReaction(
            .previewForDismissingContextMenu, first: configuration, as: TargetedPreview.self)
        {
            return answer
        }
        if ownerResponds(to: .previewForDismissingContextMenu), let owner {
            return owner.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        return nil
    }

    /// The mapping-level `highlightPreview` event's answer for the item — even `nil` — when one is registered for its
    /// model, else the owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        if let answer = performOptionalCellReaction(
            .highlightPreviewForItemAtIndexPath, at: indexPath, first: configuration, as: TargetedPreview.self)
        {
            return answer
        }
        if ownerResponds(to: .highlightPreviewForItem), let owner {
            return owner.collectionView(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        }
        return nil
    }

    /// The mapping-level `dismissalPreview` event's answer for the item — even `nil` — when one is registered for its
    /// model, else the owner's, else `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        if let answer = performOptionalCellReaction(
            .dismissalPreviewForItemAtIndexPath, at: indexPath, first: configuration, as: TargetedPreview.self)
        {
            return answer
        }
        if ownerResponds(to: .dismissalPreviewForItem), let owner {
            return owner.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        }
        return nil
    }
}
