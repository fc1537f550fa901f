import Foundation

extension VirtualCollectionView {
    // MARK: Focus

    /// Simulates the focus engine moving focus to the item at `indexPath` (or off the items, for `nil`).
    ///
    /// 1. `canFocusItemAt` (default `true`); on `false` focus does not move.
    /// 2. `shouldUpdateFocusIn` with the context (default `true`); on `false` focus does not move.
    /// 3. ``focusedIndexPath`` changes, `didUpdateFocusIn(_:with:)` is called, then the animations the delegate added
    ///    to the coordinator run, then their completions.
    /// 4. When ``allowsSelection`` holds and `selectionFollowsFocusForItemAt` (default: ``selectionFollowsFocus``)
    ///    answers `true` for an unselected item, the item is selected as by a tap (`shouldSelectItemAt`, deselection
    ///    of the others, `didSelectItemAt`).
    ///
    /// - Returns: Whether focus moved.
    @discardableResult
    public func moveFocus(to indexPath: IndexPath?, heading: FocusUpdateContext.Heading = []) -> Bool {
        guard allowsCall("VirtualCollectionView.moveFocus(to:heading:)") else { return false }
        layoutIfNeeded()
        if let indexPath {
            guard isValidItem(indexPath, changing: "selection") else { return false }
            if let delegate = delegate(implementing: .canFocusItem) {
                record(.canFocusItem(indexPath))
                guard delegate.collectionView(self, canFocusItemAt: indexPath) else { return false }
            }
        }
        let context = FocusUpdateContext(
            previouslyFocusedIndexPath: focusedIndexPath, nextFocusedIndexPath: indexPath, focusHeading: heading
        )
        if let delegate = delegate(implementing: .shouldUpdateFocus) {
            record(.shouldUpdateFocus(context))
            guard delegate.collectionView(self, shouldUpdateFocusIn: context) else { return false }
        }
        focusedIndexPath = indexPath
        if let delegate = delegate(implementing: .didUpdateFocus) {
            let coordinator = FocusAnimationCoordinator()
            record(.didUpdateFocus(context))
            delegate.collectionView(self, didUpdateFocusIn: context, with: coordinator)
            coordinator.run()
        }
        if let indexPath, allowsSelection, !selectedIndexPaths.contains(indexPath) {
            let follows: Bool
            if let delegate = delegate(implementing: .selectionFollowsFocusForItem) {
                record(.selectionFollowsFocusForItem(indexPath))
                follows = delegate.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
            } else {
                follows = selectionFollowsFocus
            }
            if follows { _ = selectItemByUser(at: indexPath) }
        }
        return true
    }

    /// Asks the delegate which item should receive focus first: `indexPathForPreferredFocusedView(in:)`
    /// (default `nil`).
    public func indexPathForPreferredFocusedView() -> IndexPath? {
        guard allowsCall("VirtualCollectionView.indexPathForPreferredFocusedView()") else { return nil }
        guard let delegate = delegate(implementing: .indexPathForPreferredFocusedView) else { return nil }
        record(.indexPathForPreferredFocusedView)
        return delegate.indexPathForPreferredFocusedView(in: self)
    }
}
