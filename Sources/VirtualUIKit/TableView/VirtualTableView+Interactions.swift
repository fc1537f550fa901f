import Foundation

extension VirtualTableView {
    /// The section-index title that stands for search, shown as a magnifying glass: UIKit's
    /// `UITableView.indexSearch`, `"{search}"`.
    public static let indexSearch = "{search}"

    // MARK: Context menus

    /// Simulates a long press that asks for the context menu of the row at `indexPath`, without presenting it:
    /// `contextMenuConfigurationForRowAt:point:` (default `nil`).
    ///
    /// - Returns: The configuration the delegate returned, or `nil` for no menu.
    public func requestContextMenu(at indexPath: IndexPath, point: CGPoint = .zero) -> ContextMenuConfiguration? {
        guard allowsCall("VirtualTableView.requestContextMenu(at:point:)") else { return nil }
        guard prepareInteraction(at: indexPath),
            let delegate = delegate(implementing: .contextMenuConfigurationForRow)
        else { return nil }
        record(.contextMenuConfigurationForRow(indexPath, point: point))
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    /// Simulates a long press on the row at `indexPath` that presents its context menu, with UIKit's sequence:
    ///
    /// 1. A menu already presented is dismissed first (see ``dismissContextMenu()``).
    /// 2. `contextMenuConfigurationForRowAt:point:`; `nil` presents nothing, and the sequence ends.
    /// 3. `previewForHighlightingContextMenuWithConfiguration:` (default `nil`, the row's cell).
    /// 4. `willDisplayContextMenu(_:animator:)`; then the animations and completions the delegate added run.
    ///
    /// The menu then stays presented (``presentedContextMenuConfiguration``) until ``dismissContextMenu()`` or
    /// ``commitContextMenuPreview()``. An index path that addresses no row is reported as UIKit's
    /// `request for rect at invalid index path (...)`.
    ///
    /// ```swift
    /// let menu = tableView.presentContextMenu(at: IndexPath(row: 0, section: 0))
    /// XCTAssertEqual(menu?.actionTitles, ["Share", "Delete"])
    /// tableView.dismissContextMenu()
    /// ```
    ///
    /// - Returns: The presented configuration, or `nil` when the delegate gave none.
    @discardableResult
    public func presentContextMenu(at indexPath: IndexPath, point: CGPoint = .zero) -> ContextMenuConfiguration? {
        guard allowsCall("VirtualTableView.presentContextMenu(at:point:)") else { return nil }
        dismissContextMenu()
        guard let configuration = requestContextMenu(at: indexPath, point: point) else { return nil }
        _ = previewForHighlightingContextMenu(with: configuration)
        interactions.contextMenu = (configuration, indexPath)
        if let delegate = delegate(implementing: .willDisplayContextMenu) {
            let animator = ContextMenuInteractionAnimator()
            record(.willDisplayContextMenu(configuration))
            delegate.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            animator.run()
        }
        return configuration
    }

    /// The configuration of the context menu ``presentContextMenu(at:point:)`` presented, while it is presented.
    public var presentedContextMenuConfiguration: ContextMenuConfiguration? {
        interactions.contextMenu?.configuration
    }

    /// Simulates a tap outside the presented context menu, which dismisses it: `willEndContextMenuInteraction(_:animator:)`
    /// (then the animations and completions the delegate added run), then
    /// `previewForDismissingContextMenuWithConfiguration:` (default `nil`). Does nothing when no menu is presented.
    public func dismissContextMenu() {
        guard allowsCall("VirtualTableView.dismissContextMenu()") else { return }
        guard let (configuration, _) = interactions.contextMenu else { return }
        interactions.contextMenu = nil
        if let delegate = delegate(implementing: .willEndContextMenuInteraction) {
            let animator = ContextMenuInteractionAnimator()
            record(.willEndContextMenuInteraction(configuration))
            delegate.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            animator.run()
        }
        _ = previewForDismissingContextMenu(with: configuration)
    }

    /// Simulates a tap on the presented context menu's preview: `willPerformPreviewActionForMenuWith(_:animator:)`,
    /// then the menu is dismissed as ``dismissContextMenu()`` does, then the animations and completions the delegate
    /// added to the commit animator run (where a delegate typically shows the previewed screen).
    ///
    /// - Returns: Whether a menu was presented.
    @discardableResult
    public func commitContextMenuPreview() -> Bool {
        guard allowsCall("VirtualTableView.commitContextMenuPreview()") else { return false }
        guard let (configuration, _) = interactions.contextMenu else { return false }
        let animator = ContextMenuInteractionAnimator()
        if let delegate = delegate(implementing: .willPerformPreviewAction) {
            record(.willPerformPreviewAction(configuration))
            delegate.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        dismissContextMenu()
        animator.run()
        return true
    }

    /// Asks for the preview shown as a context menu appears: `previewForHighlightingContextMenuWithConfiguration:`
    /// (default `nil`).
    public func previewForHighlightingContextMenu(with configuration: ContextMenuConfiguration) -> TargetedPreview? {
        guard allowsCall("VirtualTableView.previewForHighlightingContextMenu(with:)") else { return nil }
        guard let delegate = delegate(implementing: .previewForHighlightingContextMenu) else { return nil }
        record(.previewForHighlightingContextMenu(configuration))
        return delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    /// Asks for the preview shown as a context menu disappears: `previewForDismissingContextMenuWithConfiguration:`
    /// (default `nil`).
    public func previewForDismissingContextMenu(with configuration: ContextMenuConfiguration) -> TargetedPreview? {
        guard allowsCall("VirtualTableView.previewForDismissingContextMenu(with:)") else { return nil }
        guard let delegate = delegate(implementing: .previewForDismissingContextMenu) else { return nil }
        record(.previewForDismissingContextMenu(configuration))
        return delegate.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    // MARK: Legacy edit menu

    /// Simulates a long press that asks for the legacy edit menu of the row at `indexPath`.
    ///
    /// As UIKit's table, it shows a menu only when the delegate implements all three of `shouldShowMenuForRowAt`,
    /// `canPerformAction(_:forRowAt:withSender:)` and `performAction(_:forRowAt:withSender:)`. Then it asks
    /// `shouldShowMenuForRowAt`, and on `true` `canPerformAction` for each of `actions`, in order.
    ///
    /// - Returns: `nil` when no menu is shown, otherwise the actions the delegate allowed.
    public func showLegacyMenu(
        at indexPath: IndexPath,
        actions: [ActionSelector] = ActionSelector.standardEditActions,
        sender: Any? = nil
    ) -> [ActionSelector]? {
        guard allowsCall("VirtualTableView.showLegacyMenu(at:actions:sender:)") else { return nil }
        guard prepareInteraction(at: indexPath), let delegate = legacyMenuDelegate else { return nil }
        record(.shouldShowMenu(indexPath))
        guard delegate.tableView(self, shouldShowMenuForRowAt: indexPath) else { return nil }
        return actions.filter { action in
            record(.canPerformAction(action, indexPath))
            return delegate.tableView(self, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// Simulates choosing `action` in the row's legacy edit menu: `performAction(_:forRowAt:withSender:)`, when the
    /// delegate implements the three legacy menu methods.
    public func performLegacyAction(_ action: ActionSelector, at indexPath: IndexPath, sender: Any? = nil) {
        guard allowsCall("VirtualTableView.performLegacyAction(_:at:sender:)") else { return }
        guard prepareInteraction(at: indexPath), let delegate = legacyMenuDelegate else { return }
        record(.performAction(action, indexPath))
        delegate.tableView(self, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    private var legacyMenuDelegate: (any TableViewDelegate)? {
        guard implements(.shouldShowMenu, .delegate), implements(.canPerformAction, .delegate) else { return nil }
        return delegate(implementing: .performAction)
    }

    // MARK: Primary action, accessory, spring loading

    /// Simulates triggering the row's primary action without a tap (with the keyboard, say), when the delegate
    /// implements `performPrimaryActionForRowAt`: `canPerformPrimaryActionForRowAt` (default: not editing), then
    /// `performPrimaryActionForRowAt`. (``tapRow(at:)`` does this after selecting.)
    ///
    /// - Returns: Whether the action was performed.
    @discardableResult
    public func performPrimaryAction(at indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualTableView.performPrimaryAction(at:)") else { return false }
        guard prepareInteraction(at: indexPath), delegate(implementing: .performPrimaryActionForRow) != nil else {
            return false
        }
        return performPrimaryActionIfAllowed(at: indexPath)
    }

    /// Simulates a tap on the detail button of the row's accessory: `accessoryButtonTappedForRowWith`.
    ///
    /// The row must be displayed with an accessory that has a detail button
    /// (``TableViewCellAccessoryType/detailButton`` or ``TableViewCellAccessoryType/detailDisclosureButton``, as
    /// ``TableViewCell/editingAccessoryType`` while the cell edits, ``TableViewCell/accessoryType`` otherwise);
    /// otherwise there is nothing to tap. The row is not selected.
    ///
    /// - Returns: Whether there was a button to tap.
    @discardableResult
    public func tapAccessoryButton(forRowAt indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualTableView.tapAccessoryButton(forRowAt:)") else { return false }
        guard prepareInteraction(at: indexPath), let cell = displayedCells[indexPath],
            cell.displayedAccessoryType.hasDetailButton
        else { return false }
        if let delegate = delegate(implementing: .accessoryButtonTapped) {
            record(.accessoryButtonTapped(indexPath))
            delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        }
        return true
    }

    /// Simulates a drag hovering over the row long enough to spring-load it: `shouldSpringLoadRowAt:with:` (default
    /// `true`).
    ///
    /// - Returns: Whether the row spring-loads.
    @discardableResult
    public func springLoadRow(at indexPath: IndexPath, context: SpringLoadedInteractionContext = .init()) -> Bool {
        guard allowsCall("VirtualTableView.springLoadRow(at:context:)") else { return false }
        guard prepareInteraction(at: indexPath) else { return false }
        guard let delegate = delegate(implementing: .shouldSpringLoadRow) else { return true }
        record(.shouldSpringLoadRow(indexPath))
        return delegate.tableView(self, shouldSpringLoadRowAt: indexPath, with: context)
    }

    // MARK: Multiple selection interaction

    /// Simulates a two-finger pan starting on the row, which may begin selecting several rows.
    ///
    /// It needs ``allowsMultipleSelectionDuringEditing``. Then `shouldBeginMultipleSelectionInteractionAt` (default
    /// `false`); on `true` the table enters editing when it is not editing (``setEditing(_:animated:)``, which clears
    /// the selection), and `didBeginMultipleSelectionInteractionAt` is called. Select rows with ``tapRow(at:)`` while
    /// the interaction lasts, and end it with ``endMultipleSelectionInteraction()``.
    ///
    /// - Returns: Whether the interaction began.
    @discardableResult
    public func beginMultipleSelectionInteraction(at indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualTableView.beginMultipleSelectionInteraction(at:)") else { return false }
        guard prepareInteraction(at: indexPath), allowsMultipleSelectionDuringEditing,
            !interactions.isInMultipleSelectionInteraction,
            let delegate = delegate(implementing: .shouldBeginMultipleSelectionInteraction)
        else { return false }
        record(.shouldBeginMultipleSelectionInteraction(indexPath))
        guard delegate.tableView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) else { return false }
        interactions.isInMultipleSelectionInteraction = true
        if !isEditing { setEditing(true, animated: true) }
        if let delegate = self.delegate(implementing: .didBeginMultipleSelectionInteraction) {
            record(.didBeginMultipleSelectionInteraction(indexPath))
            delegate.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath)
        }
        return true
    }

    /// Simulates the end of the two-finger pan that ``beginMultipleSelectionInteraction(at:)`` began:
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`. The table stays in editing mode. Does nothing when no
    /// interaction began.
    public func endMultipleSelectionInteraction() {
        guard allowsCall("VirtualTableView.endMultipleSelectionInteraction()") else { return }
        guard interactions.isInMultipleSelectionInteraction else { return }
        interactions.isInMultipleSelectionInteraction = false
        guard let delegate = delegate(implementing: .didEndMultipleSelectionInteraction) else { return }
        record(.didEndMultipleSelectionInteraction)
        delegate.tableViewDidEndMultipleSelectionInteraction(self)
    }

    // MARK: Section index

    /// The titles of the section index, from the data source's `sectionIndexTitles(for:)` (asked at each read), or
    /// `nil` when it gives none or does not implement it.
    public var sectionIndexTitles: [String]? {
        guard allowsCall("VirtualTableView.sectionIndexTitles") else { return nil }
        guard let dataSource = dataSource(implementing: .sectionIndexTitles) else { return nil }
        record(.sectionIndexTitles)
        return dataSource.sectionIndexTitles(for: self)
    }

    /// Simulates a tap on the title at `index` of the section index: reads ``sectionIndexTitles``, asks the data
    /// source's `tableView(_:sectionForSectionIndexTitle:at:)` (default: `index`) which section it stands for, then
    /// scrolls so that the section's top is at the top of the visible rect, kept within the content.
    ///
    /// Nothing scrolls when there is no index, `index` is outside the titles, or the answer is not a section.
    ///
    /// - Returns: The section scrolled to, or `nil`.
    @discardableResult
    public func tapSectionIndexTitle(at index: Int) -> Int? {
        guard allowsCall("VirtualTableView.tapSectionIndexTitle(at:)") else { return nil }
        layoutIfNeeded()
        guard let titles = sectionIndexTitles, titles.indices.contains(index) else { return nil }
        var section = index
        if let dataSource = dataSource(implementing: .sectionForSectionIndexTitle) {
            record(.sectionForSectionIndexTitle(titles[index], at: index))
            section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        }
        guard let geometry = loadGeometryIfNeeded(), section >= 0, section < geometry.counts.count else { return nil }
        let top = geometry.top(of: geometry.headerSlot(section))
        scroll(
            to: clampedContentOffset(CGPoint(x: contentOffset.x, y: top), contentHeight: contentHeight(of: geometry)))
        return section
    }

    // MARK: Helpers

    /// Runs a due layout pass and checks that `indexPath` addresses a row, reporting UIKit's `request for rect at
    /// invalid index path (...)` when it does not.
    func prepareInteraction(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard rowExists(indexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(indexPath)))
            return false
        }
        return true
    }
}
