import Foundation

extension VirtualCollectionView {
    // MARK: Legacy edit menu

    /// Simulates a long press that asks for the legacy edit menu of the item at `indexPath`.
    ///
    /// Asks `shouldShowMenuForItemAt` (default `false`); when it answers `true`, asks
    /// `canPerformAction(_:forItemAt:withSender:)` (default `false`) for each of `actions`, in order.
    ///
    /// - Returns: `nil` when no menu is shown, otherwise the actions the delegate allowed.
    public func showLegacyMenu(
        at indexPath: IndexPath,
        actions: [ActionSelector] = ActionSelector.standardEditActions,
        sender: Any? = nil
    ) -> [ActionSelector]? {
        guard allowsCall("VirtualCollectionView.showLegacyMenu(at:actions:sender:)") else { return nil }
        guard prepareInteraction(at: indexPath) else { return nil }
        guard let delegate = delegate(implementing: .shouldShowMenu) else { return nil }
        record(.shouldShowMenu(indexPath))
        guard delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return nil }
        guard let canPerform = self.delegate(implementing: .canPerformAction) else { return [] }
        return actions.filter { action in
            record(.canPerformAction(action, indexPath))
            return canPerform.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// Simulates choosing `action` in the item's legacy edit menu: `performAction(_:forItemAt:withSender:)`.
    public func performLegacyAction(_ action: ActionSelector, at indexPath: IndexPath, sender: Any? = nil) {
        guard allowsCall("VirtualCollectionView.performLegacyAction(_:at:sender:)") else { return }
        guard prepareInteraction(at: indexPath), let delegate = delegate(implementing: .performAction) else { return }
        record(.performAction(action, indexPath))
        delegate.collectionView(self, performAction: action, forItemAt: indexPath, withSender: sender)
    }

    // MARK: Context menus

    /// Simulates a long press that asks for the context menu of the item at `indexPath`.
    ///
    /// As on iOS 16, a delegate that implements `contextMenuConfigurationForItemsAt:point:` is asked with
    /// `[indexPath]`; otherwise `contextMenuConfigurationForItemAt:point:` is asked; otherwise there is no menu.
    ///
    /// - Returns: The configuration the delegate returned, or `nil` for no menu.
    public func requestContextMenu(at indexPath: IndexPath, point: CGPoint = .zero) -> ContextMenuConfiguration? {
        guard allowsCall("VirtualCollectionView.requestContextMenu(at:point:)") else { return nil }
        guard prepareInteraction(at: indexPath) else { return nil }
        if let delegate = delegate(implementing: .contextMenuConfigurationForItems) {
            record(.contextMenuConfigurationForItems([indexPath], point: point))
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        }
        guard let delegate = delegate(implementing: .contextMenuConfigurationForItem) else { return nil }
        record(.contextMenuConfigurationForItem(indexPath, point: point))
        return delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    /// Simulates a long press on a multiple selection (or on empty space, for `[]`):
    /// `contextMenuConfigurationForItemsAt:point:` (iOS 16).
    ///
    /// - Returns: The configuration the delegate returned, or `nil` for no menu.
    public func requestContextMenu(forItemsAt indexPaths: [IndexPath], point: CGPoint = .zero)
        -> ContextMenuConfiguration?
    {
        guard allowsCall("VirtualCollectionView.requestContextMenu(forItemsAt:point:)") else { return nil }
        layoutIfNeeded()
        guard let delegate = delegate(implementing: .contextMenuConfigurationForItems) else { return nil }
        record(.contextMenuConfigurationForItems(indexPaths, point: point))
        return delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    }

    /// Asks for the preview shown as a context menu appears: `previewForHighlightingContextMenuWithConfiguration:`
    /// (deprecated in iOS 16). Default `nil`.
    public func previewForHighlightingContextMenu(with configuration: ContextMenuConfiguration) -> TargetedPreview? {
        guard allowsCall("VirtualCollectionView.previewForHighlightingContextMenu(with:)") else { return nil }
        guard let delegate = delegate(implementing: .previewForHighlightingContextMenu) else { return nil }
        record(.previewForHighlightingContextMenu(configuration))
        return delegate.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    /// Asks for the preview shown as a context menu disappears: `previewForDismissingContextMenuWithConfiguration:`
    /// (deprecated in iOS 16). Default `nil`.
    public func previewForDismissingContextMenu(with configuration: ContextMenuConfiguration) -> TargetedPreview? {
        guard allowsCall("VirtualCollectionView.previewForDismissingContextMenu(with:)") else { return nil }
        guard let delegate = delegate(implementing: .previewForDismissingContextMenu) else { return nil }
        record(.previewForDismissingContextMenu(configuration))
        return delegate.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    /// Asks for the preview of one item as its context menu appears, as iOS 16 does:
    /// `contextMenuConfiguration:highlightPreviewForItemAt:` when implemented, else
    /// ``previewForHighlightingContextMenu(with:)``.
    public func highlightPreview(forContextMenu configuration: ContextMenuConfiguration, itemAt indexPath: IndexPath)
        -> TargetedPreview?
    {
        guard allowsCall("VirtualCollectionView.highlightPreview(forContextMenu:itemAt:)") else { return nil }
        guard let delegate = delegate(implementing: .highlightPreviewForItem) else {
            return previewForHighlightingContextMenu(with: configuration)
        }
        record(.highlightPreviewForItem(configuration, indexPath))
        return delegate.collectionView(
            self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    }

    /// Asks for the preview of one item as its context menu disappears, as iOS 16 does:
    /// `contextMenuConfiguration:dismissalPreviewForItemAt:` when implemented, else
    /// ``previewForDismissingContextMenu(with:)``.
    public func dismissalPreview(forContextMenu configuration: ContextMenuConfiguration, itemAt indexPath: IndexPath)
        -> TargetedPreview?
    {
        guard allowsCall("VirtualCollectionView.dismissalPreview(forContextMenu:itemAt:)") else { return nil }
        guard let delegate = delegate(implementing: .dismissalPreviewForItem) else {
            return previewForDismissingContextMenu(with: configuration)
        }
        record(.dismissalPreviewForItem(configuration, indexPath))
        return delegate.collectionView(
            self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
    }

    // MARK: Multiple selection interaction

    /// Simulates a two-finger pan starting on the item: `shouldBeginMultipleSelectionInteractionAt` (default
    /// `false`), then, on `true`, `didBeginMultipleSelectionInteractionAt`.
    ///
    /// - Returns: Whether the interaction began.
    @discardableResult
    public func beginMultipleSelectionInteraction(at indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualCollectionView.beginMultipleSelectionInteraction(at:)") else { return false }
        guard prepareInteraction(at: indexPath),
            let delegate = delegate(implementing: .shouldBeginMultipleSelectionInteraction)
        else { return false }
        record(.shouldBeginMultipleSelectionInteraction(indexPath))
        guard delegate.collectionView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) else { return false }
        if let delegate = self.delegate(implementing: .didBeginMultipleSelectionInteraction) {
            record(.didBeginMultipleSelectionInteraction(indexPath))
            delegate.collectionView(self, didBeginMultipleSelectionInteractionAt: indexPath)
        }
        return true
    }

    /// Simulates the end of a multiple-selection pan: `collectionViewDidEndMultipleSelectionInteraction(_:)`.
    public func endMultipleSelectionInteraction() {
        guard allowsCall("VirtualCollectionView.endMultipleSelectionInteraction()") else { return }
        guard let delegate = delegate(implementing: .didEndMultipleSelectionInteraction) else { return }
        record(.didEndMultipleSelectionInteraction)
        delegate.collectionViewDidEndMultipleSelectionInteraction(self)
    }

    // MARK: Primary action, editing, spring loading

    /// Simulates triggering the item's primary action without a tap: `canPerformPrimaryActionForItemAt` (default
    /// `true`), then `performPrimaryActionForItemAt` when implemented. (``tapItem(at:)`` does this after selecting.)
    ///
    /// - Returns: Whether the action was performed.
    @discardableResult
    public func performPrimaryAction(at indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualCollectionView.performPrimaryAction(at:)") else { return false }
        guard prepareInteraction(at: indexPath) else { return false }
        return performPrimaryActionIfAllowed(at: indexPath)
    }

    /// Asks whether the item can be edited: `canEditItemAt` (default `true`).
    public func canEditItem(at indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualCollectionView.canEditItem(at:)") else { return false }
        guard let delegate = delegate(implementing: .canEditItem) else { return true }
        record(.canEditItem(indexPath))
        return delegate.collectionView(self, canEditItemAt: indexPath)
    }

    /// Simulates a drag hovering over the item long enough to spring-load it: `shouldSpringLoadItemAt:with:`
    /// (default `true`).
    ///
    /// - Returns: Whether the item spring-loads.
    @discardableResult
    public func springLoadItem(at indexPath: IndexPath, context: SpringLoadedInteractionContext = .init()) -> Bool {
        guard allowsCall("VirtualCollectionView.springLoadItem(at:context:)") else { return false }
        guard prepareInteraction(at: indexPath) else { return false }
        guard let delegate = delegate(implementing: .shouldSpringLoadItem) else { return true }
        record(.shouldSpringLoadItem(indexPath))
        return delegate.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context)
    }

    // MARK: Layout transitions and content offset

    /// Installs `layout`, as assigning ``collectionViewLayout`` does, settles the content offset, runs the layout pass
    /// that shows what the layout places, then calls `completion` with `true`.
    ///
    /// Settling, animated or not: the layout prepares, then ``targetContentOffset(forProposedContentOffset:)`` is
    /// asked with the current offset — the delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)`
    /// when it implements it, the layout's answer otherwise. An answer other than the proposal becomes the content
    /// offset, kept within the content; a proposal left unchanged stays as it is.
    ///
    /// The view does not animate: `animated` is accepted for source compatibility with UIKit, and the completion runs
    /// before this method returns. Cells that stay visible keep their views and move to their new frames; those that
    /// leave are announced with `didEndDisplaying`, those that enter are requested and announced with `willDisplay`.
    /// Assigning ``collectionViewLayout`` directly installs the layout without settling.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard allowsCall("-[UICollectionView setCollectionViewLayout:animated:completion:]") else { return }
        installSettlingContentOffset(layout)
        layoutIfNeeded()
        completion?(true)
    }

    /// Starts an interactive transition to `layout`: asks the delegate for the transition layout
    /// (`transitionLayoutForOldLayout:newLayout:`, default a plain ``CollectionViewTransitionLayout``).
    ///
    /// The current layout stays installed until ``finishInteractiveTransition()``.
    ///
    /// - Returns: The transition layout.
    @discardableResult
    public func startInteractiveTransition(to layout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        guard allowsCall("-[UICollectionView startInteractiveTransitionToCollectionViewLayout:completion:]") else {
            return CollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        }
        let transition: CollectionViewTransitionLayout
        if let delegate = delegate(implementing: .transitionLayout) {
            record(.transitionLayout)
            transition = delegate.collectionView(
                self, transitionLayoutForOldLayout: collectionViewLayout, newLayout: layout
            )
        } else {
            transition = CollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        }
        pendingTransition = transition
        return transition
    }

    /// Ends the interactive transition by installing its next layout and settling the content offset, as
    /// ``setCollectionViewLayout(_:animated:completion:)`` does.
    public func finishInteractiveTransition() {
        guard allowsCall("-[UICollectionView finishInteractiveTransition]") else { return }
        guard let transition = pendingTransition else { return }
        pendingTransition = nil
        installSettlingContentOffset(transition.nextLayout)
    }

    /// Ends the interactive transition, keeping the current layout.
    public func cancelInteractiveTransition() {
        guard allowsCall("-[UICollectionView cancelInteractiveTransition]") else { return }
        pendingTransition = nil
    }

    /// Asks where scrolling should settle after an update or transition:
    /// `targetContentOffsetForProposedContentOffset:` when implemented, else the layout's
    /// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` (by default the proposed offset).
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard allowsCall("VirtualCollectionView.targetContentOffset(forProposedContentOffset:)") else {
            return proposedContentOffset
        }
        guard let delegate = delegate(implementing: .targetContentOffset) else {
            return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposedContentOffset)
        }
        record(.targetContentOffset(proposed: proposedContentOffset))
        return delegate.collectionView(self, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }

    /// Installs `layout`, prepares it when the view is not calling out, and settles the content offset.
    private func installSettlingContentOffset(_ layout: CollectionViewLayout) {
        collectionViewLayout = layout
        if !isBusy, batchDepth == 0 {
            beginBusy()
            loadCountsIfNeeded()
            layout.prepareIfNeeded()
            settleContentOffset()
            endBusy()
        } else {
            settleContentOffset()
        }
    }

    /// Asks ``targetContentOffset(forProposedContentOffset:)`` with the current offset, after a layout change or an
    /// animated batch, and moves to the answer, kept within the content, when it differs from the proposal. An answer
    /// that is not finite is ignored.
    func settleContentOffset() {
        let proposed = contentOffset
        let target = targetContentOffset(forProposedContentOffset: proposed)
        guard target != proposed, target.x.isFinite, target.y.isFinite else { return }
        contentOffset = clampedContentOffset(target)
    }

    // MARK: Full-screen layout (tvOS)

    /// Simulates a tvOS full-screen layout centring the item: `layout:willCenterCellAt:`, then
    /// ``centeredIndexPath`` changes, then `layout:didCenterCellAt:`, when the delegate is a
    /// ``CollectionViewDelegateFullScreenLayout`` that implements them.
    public func centerItem(at indexPath: IndexPath) {
        guard allowsCall("VirtualCollectionView.centerItem(at:)") else { return }
        guard prepareInteraction(at: indexPath) else { return }
        if let delegate = fullScreenLayoutDelegate, implements(.willCenterCell, .fullScreenLayoutDelegate) {
            record(.willCenterCell(indexPath))
            delegate.collectionView(self, layout: collectionViewLayout, willCenterCellAt: indexPath)
        }
        centeredIndexPath = indexPath
        if let delegate = fullScreenLayoutDelegate, implements(.didCenterCell, .fullScreenLayoutDelegate) {
            record(.didCenterCell(indexPath))
            delegate.collectionView(self, layout: collectionViewLayout, didCenterCellAt: indexPath)
        }
    }

    // MARK: Prefetching

    /// Asks the prefetch data source to prefetch the items with `collectionView(_:prefetchItemsAt:)`, when one is set
    /// and ``isPrefetchingEnabled`` holds, whatever their position. Scrolling prefetches on its own (see
    /// ``isPrefetchingEnabled``); this method is for a test that wants a particular request.
    public func prefetchItems(at indexPaths: [IndexPath]) {
        guard allowsCall("VirtualCollectionView.prefetchItems(at:)") else { return }
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        record(.prefetchItems(indexPaths))
        prefetchDataSource.collectionView(self, prefetchItemsAt: indexPaths)
    }

    /// Simulates scrolling away from prefetched items: `collectionView(_:cancelPrefetchingForItemsAt:)`, when
    /// implemented and ``isPrefetchingEnabled`` holds.
    public func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
        guard allowsCall("VirtualCollectionView.cancelPrefetchingItems(at:)") else { return }
        guard isPrefetchingEnabled, let prefetchDataSource, implements(.cancelPrefetchingForItems, .prefetchDataSource)
        else { return }
        record(.cancelPrefetchingForItems(indexPaths))
        prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    // MARK: Helpers

    /// Runs a due layout pass and checks that `indexPath` addresses an item (reporting when it does not).
    func prepareInteraction(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        return isValidItem(indexPath, changing: "selection")
    }
}
