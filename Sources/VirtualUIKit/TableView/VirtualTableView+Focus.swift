import Foundation

extension VirtualTableView {
    /// The focused row, or `nil` when no row has focus. ``moveFocus(to:heading:)`` changes it; it follows its row when
    /// the row is reordered, and a reload clears it unless ``remembersLastFocusedIndexPath`` holds.
    public var focusedIndexPath: IndexPath? { interactions.focusedIndexPath }

    /// Whether the table keeps the focused row across a reload, so that focus returns there. Default: `false`.
    public var remembersLastFocusedIndexPath: Bool {
        get { interactions.remembersLastFocusedIndexPath }
        set { interactions.remembersLastFocusedIndexPath = newValue }
    }

    /// Simulates the focus engine moving focus to the row at `indexPath` (or off the rows, for `nil`).
    ///
    /// 1. `canFocusRowAt` (default: whether the row's displayed cell can become focused, `true` when it is not
    ///    displayed); on `false` focus does not move.
    /// 2. `shouldUpdateFocusIn` with the context (default `true`); on `false` focus does not move.
    /// 3. ``focusedIndexPath`` changes, `didUpdateFocusIn(_:with:)` is called, then the animations the delegate added to
    ///    the coordinator run, then their completions.
    /// 4. When selection is allowed in the current mode and `selectionFollowsFocusForRowAt` (default:
    ///    ``selectionFollowsFocus``) answers `true` for an unselected row, the row is selected as by a tap:
    ///    `willSelectRowAt`, the deselection of the others, `didSelectRowAt`.
    ///
    /// An index path that addresses no row is reported as UIKit's `request for rect at invalid index path (...)`.
    ///
    /// - Returns: Whether focus moved.
    @discardableResult
    public func moveFocus(to indexPath: IndexPath?, heading: FocusUpdateContext.Heading = []) -> Bool {
        guard allowsCall("VirtualTableView.moveFocus(to:heading:)") else { return false }
        if let indexPath {
            guard prepareInteraction(at: indexPath), canFocusRow(at: indexPath) else { return false }
        }
        let context = FocusUpdateContext(
            previouslyFocusedIndexPath: focusedIndexPath, nextFocusedIndexPath: indexPath, focusHeading: heading)
        if let delegate = delegate(implementing: .shouldUpdateFocus) {
            record(.shouldUpdateFocus(context))
            guard delegate.tableView(self, shouldUpdateFocusIn: context) else { return false }
        }
        interactions.focusedIndexPath = indexPath
        if let delegate = delegate(implementing: .didUpdateFocus) {
            let coordinator = FocusAnimationCoordinator()
            record(.didUpdateFocus(context))
            delegate.tableView(self, didUpdateFocusIn: context, with: coordinator)
            coordinator.run()
        }
        if let indexPath, isSelectionAllowed, !selectedRowSet.contains(indexPath), selectionFollowsFocus(at: indexPath)
        {
            _ = selectRowByUser(at: indexPath)
        }
        return true
    }

    /// Asks the delegate which row should receive focus first: `indexPathForPreferredFocusedView(in:)` (default
    /// `nil`).
    public func indexPathForPreferredFocusedView() -> IndexPath? {
        guard allowsCall("VirtualTableView.indexPathForPreferredFocusedView()") else { return nil }
        guard let delegate = delegate(implementing: .indexPathForPreferredFocusedView) else { return nil }
        record(.indexPathForPreferredFocusedView)
        return delegate.indexPathForPreferredFocusedView(in: self)
    }

    private func canFocusRow(at indexPath: IndexPath) -> Bool {
        guard let delegate = delegate(implementing: .canFocusRow) else {
            return displayedCells[indexPath]?.canBecomeFocused ?? true
        }
        record(.canFocusRow(indexPath))
        return delegate.tableView(self, canFocusRowAt: indexPath)
    }

    private func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
        guard let delegate = delegate(implementing: .selectionFollowsFocusForRow) else { return selectionFollowsFocus }
        record(.selectionFollowsFocusForRow(indexPath))
        return delegate.tableView(self, selectionFollowsFocusForRowAt: indexPath)
    }
}
