import Foundation

/// The object a collection view tells about user interaction and display, and asks for decisions.
///
/// Mirrors `UICollectionViewDelegate`. Every method is optional: each has a default implementation with UIKit's
/// default answer, and a collection view calls a method only when ``CollectionViewSelectorResponding/responds(to:)``
/// answered `true` for its ``CollectionViewSelector`` when the delegate was assigned. Otherwise the collection view
/// behaves as if the default implementation had answered.
///
/// ``VirtualCollectionView`` reaches every method through a driving method named in its documentation, such as
/// ``VirtualCollectionView/tapItem(at:)``.
public protocol CollectionViewDelegate: CollectionViewSelectorResponding {
    // MARK: Highlight and selection

    /// Whether the item may be highlighted as a touch begins. Default: `true`. `false` skips the whole selection
    /// process of the touch.
    func collectionView(_ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func collectionView(_ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select the item. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the user may deselect the item (asked in multiple-selection mode). Default: `true`.
    func collectionView(_ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected by the user, or because the user selected another item.
    func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath)

    // MARK: Display

    /// `cell` is about to be displayed for the item at `indexPath`.
    func collectionView(
        _ collectionView: any CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    )
    /// A supplementary view is about to be displayed.
    func collectionView(
        _ collectionView: any CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    )
    /// `cell` stopped being displayed; `indexPath` is where its item was (before an update that removed it).
    func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    )
    /// A supplementary view stopped being displayed.
    func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    )

    // MARK: Legacy edit menu

    /// Whether a long press shows the edit menu for the item. Default: `false`.
    func collectionView(_ collectionView: any CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` for the item. Default: `false`.
    func collectionView(
        _ collectionView: any CollectionView,
        canPerformAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    /// The user chose `action` in the item's edit menu.
    func collectionView(
        _ collectionView: any CollectionView,
        performAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    )

    // MARK: Layout transitions and moving

    /// The layout to use while transitioning interactively. Default: a plain ``CollectionViewTransitionLayout``.
    func collectionView(
        _ collectionView: any CollectionView,
        transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout
    /// Where a moving item should go when the user proposes `proposedIndexPath` (deprecated in iOS 15). Default:
    /// `proposedIndexPath`.
    func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where a moving item should go, given where it started, where it is and where the user proposes. Default:
    /// `proposedIndexPath`.
    func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The content offset to use after an update or layout transition. Default: `proposedContentOffset`.
    func collectionView(
        _ collectionView: any CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint

    // MARK: Focus

    /// Whether the item can receive focus. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether focus may move as `context` describes. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; add animations to `coordinator`.
    func collectionView(
        _ collectionView: any CollectionView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    )
    /// The item that should receive focus first. Default: `nil`.
    func indexPathForPreferredFocusedView(in collectionView: any CollectionView) -> IndexPath?
    /// Whether moving focus to the item selects it. Default: the collection view's `selectionFollowsFocus`.
    func collectionView(_ collectionView: any CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool

    // MARK: Spring loading, editing, primary action

    /// Whether the item spring-loads when a drag hovers over it. Default: `true`.
    func collectionView(
        _ collectionView: any CollectionView,
        shouldSpringLoadItemAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool
    /// Whether the item can be edited. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether tapping the item performs its primary action. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    /// The user triggered the item's primary action.
    func collectionView(_ collectionView: any CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)

    // MARK: Multiple selection interaction

    /// Whether a two-finger pan starting on the item begins multiple selection. Default: `false`.
    func collectionView(
        _ collectionView: any CollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// A multiple-selection interaction began on the item.
    func collectionView(
        _ collectionView: any CollectionView,
        didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    )
    /// The multiple-selection interaction ended.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: any CollectionView)

    // MARK: Context menus

    /// The context menu for the item (deprecated in iOS 16). Default: `nil`, no menu.
    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The context menu for the items (iOS 16). Default: `nil`, no menu.
    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The preview shown as the menu appears (deprecated in iOS 16). Default: `nil`, the cell itself.
    func collectionView(
        _ collectionView: any CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The preview shown as the menu disappears (deprecated in iOS 16). Default: `nil`, the cell itself.
    func collectionView(
        _ collectionView: any CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The preview of one item as the menu appears (iOS 16). Default: `nil`, the cell itself.
    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview?
    /// The preview of one item as the menu disappears (iOS 16). Default: `nil`, the cell itself.
    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview?
}

extension CollectionViewDelegate {
    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {}

    /// Returns `false`.
    public func collectionView(_ collectionView: any CollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
        -> Bool
    { false }
    /// Returns `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        canPerformAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        performAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}

    /// Returns `CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)`.
    public func collectionView(
        _ collectionView: any CollectionView,
        transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// Returns `proposedIndexPath`.
    public func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// Returns `proposedIndexPath`.
    public func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// Returns `proposedContentOffset`.
    public func collectionView(
        _ collectionView: any CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, shouldUpdateFocusIn context: FocusUpdateContext)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    /// Returns `nil`.
    public func indexPathForPreferredFocusedView(in collectionView: any CollectionView) -> IndexPath? { nil }
    /// Returns `collectionView.selectionFollowsFocus`.
    public func collectionView(
        _ collectionView: any CollectionView,
        selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
        collectionView.selectionFollowsFocus
    }

    /// Returns `true`.
    public func collectionView(
        _ collectionView: any CollectionView,
        shouldSpringLoadItemAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool { true }
    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Returns `true`.
    public func collectionView(
        _ collectionView: any CollectionView,
        canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        performPrimaryActionForItemAt indexPath: IndexPath
    ) {}

    /// Returns `false`.
    public func collectionView(
        _ collectionView: any CollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: any CollectionView) {}

    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    /// Returns `nil`.
    public func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
}
