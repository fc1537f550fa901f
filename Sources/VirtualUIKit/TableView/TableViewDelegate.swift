import Foundation

/// The object a table view tells about display and interaction, and asks for heights, header and footer views and
/// decisions.
///
/// Mirrors `UITableViewDelegate`. Every method is optional: each has a default implementation with UIKit's default
/// answer, and a table view calls a method only when ``TableViewSelectorResponding/responds(to:)`` answered `true` for
/// its ``TableViewSelector`` when the delegate was assigned. Otherwise the table view behaves as if the default
/// implementation had answered.
///
/// ``VirtualTableView`` reaches each method through its layout pass or a driving method named in the method's
/// documentation, such as ``VirtualTableView/tapRow(at:)``.
///
/// Header and footer views are ``CollectionReusableView``s, which stand in for `UIView` in this module: any view may
/// be a header, and a ``TableViewHeaderFooterView`` is the one the table can recycle.
public protocol TableViewDelegate: TableViewSelectorResponding {
    // MARK: Display

    /// `cell` is about to be displayed for the row at `indexPath`: called after `tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: any TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The header `view` of `section` is about to be displayed.
    func tableView(
        _ tableView: any TableView, willDisplayHeaderView view: CollectionReusableView, forSection section: Int)
    /// The footer `view` of `section` is about to be displayed.
    func tableView(
        _ tableView: any TableView, willDisplayFooterView view: CollectionReusableView, forSection section: Int)
    /// `cell` stopped being displayed; `indexPath` is where its row was.
    func tableView(_ tableView: any TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The header `view` of `section` stopped being displayed.
    func tableView(
        _ tableView: any TableView,
        didEndDisplayingHeaderView view: CollectionReusableView,
        forSection section: Int
    )
    /// The footer `view` of `section` stopped being displayed.
    func tableView(
        _ tableView: any TableView,
        didEndDisplayingFooterView view: CollectionReusableView,
        forSection section: Int
    )

    // MARK: Heights

    /// The height of the row at `indexPath`; `VirtualTableView.automaticDimension` sizes it from its cell. Default: the
    /// table's `rowHeight`.
    func tableView(_ tableView: any TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the header of `section`; `VirtualTableView.automaticDimension` sizes it from its view or title.
    /// Default: the table's `sectionHeaderHeight`.
    func tableView(_ tableView: any TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section`; `VirtualTableView.automaticDimension` sizes it from its view or title.
    /// Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: any TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The height the row at `indexPath` is given until its exact height is needed. Default: the table's
    /// `estimatedRowHeight`.
    func tableView(_ tableView: any TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height the header of `section` is given until its exact height is needed. Default: the table's
    /// `estimatedSectionHeaderHeight`.
    func tableView(_ tableView: any TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// The height the footer of `section` is given until its exact height is needed. Default: the table's
    /// `estimatedSectionFooterHeight`.
    func tableView(_ tableView: any TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Header and footer views

    /// The view shown as the header of `section`, preferred over the data source's title; `nil` for none. Default:
    /// `nil`.
    func tableView(_ tableView: any TableView, viewForHeaderInSection section: Int) -> CollectionReusableView?
    /// The view shown as the footer of `section`, preferred over the data source's title; `nil` for none. Default:
    /// `nil`.
    func tableView(_ tableView: any TableView, viewForFooterInSection section: Int) -> CollectionReusableView?

    // MARK: Highlight and selection

    /// Whether the row may be highlighted as a touch begins. Default: `true`. `false` ends the touch's selection
    /// process.
    func tableView(_ tableView: any TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted.
    func tableView(_ tableView: any TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed.
    func tableView(_ tableView: any TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row the user is about to select: return `indexPath`, another row to select instead, or `nil` to select
    /// nothing. Default: `indexPath`.
    func tableView(_ tableView: any TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row about to be deselected by the user or by the selection of another row: return `indexPath`, another row
    /// to deselect instead, or `nil` to keep it selected. Default: `indexPath`.
    func tableView(_ tableView: any TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected by the user, or because the user selected another row.
    func tableView(_ tableView: any TableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Editing

    /// The control the row shows while the table edits. Default: ``TableViewCellEditingStyle/delete``.
    func tableView(_ tableView: any TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle
    /// Whether the row's content moves aside for its editing control while the table edits. Default: `true`.
    func tableView(_ tableView: any TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The row's depth in a hierarchy, which indents its content. Default: 0.
    func tableView(_ tableView: any TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// A swipe is about to reveal the row's actions: the table edits that one row.
    func tableView(_ tableView: any TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's revealed swipe actions were hidden; `indexPath` is `nil` when the row is gone.
    func tableView(_ tableView: any TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The title of the Delete action a trailing swipe reveals by default; `nil` for UIKit's "Delete". Default: `nil`.
    func tableView(_ tableView: any TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    /// The actions a swipe from the leading edge reveals; `nil` for none. Default: `nil`.
    func tableView(_ tableView: any TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals; `nil` for the row actions of `editActionsForRowAt`, or else
    /// the default Delete action. Default: `nil`.
    func tableView(_ tableView: any TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The row actions a trailing swipe reveals when `trailingSwipeActionsConfigurationForRowAt` gives no configuration;
    /// `nil` or none for the default Delete action. The deprecated API the swipe-actions configurations supersede.
    /// Default: `nil`.
    func tableView(_ tableView: any TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?

    // MARK: Reordering and accessories

    /// Where the row being reordered goes when it hovers over `proposedDestinationIndexPath`. Default: the proposed
    /// index path.
    func tableView(
        _ tableView: any TableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The user tapped the detail button of the row's accessory.
    func tableView(_ tableView: any TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Legacy edit menu

    /// Whether a long press on the row shows the legacy edit menu. Default: `false`.
    func tableView(_ tableView: any TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the legacy edit menu of the row offers `action`. Default: `false`.
    func tableView(
        _ tableView: any TableView,
        canPerformAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    /// The user chose `action` in the row's legacy edit menu.
    func tableView(
        _ tableView: any TableView,
        performAction action: ActionSelector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    )

    // MARK: Focus

    /// Whether the row can be focused. Default: whether its displayed cell can become focused (`true`).
    func tableView(_ tableView: any TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether focus may move as `context` describes. Default: `true`.
    func tableView(_ tableView: any TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; add animations to `coordinator` to run with the move.
    func tableView(
        _ tableView: any TableView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    )
    /// The row that should receive focus first. Default: `nil`.
    func indexPathForPreferredFocusedView(in tableView: any TableView) -> IndexPath?
    /// Whether focusing the row selects it. Default: the table's `selectionFollowsFocus`.
    func tableView(_ tableView: any TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

    // MARK: Spring loading and multiple selection

    /// Whether the row spring-loads when a drag hovers over it. Default: `true`.
    func tableView(
        _ tableView: any TableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool
    /// Whether a two-finger pan starting on the row begins selecting several rows. Default: `false`.
    func tableView(_ tableView: any TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting several rows, starting on the row; the table is editing.
    func tableView(_ tableView: any TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The two-finger pan that selected several rows ended.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableView)

    // MARK: Context menus

    /// The context menu of the row, at `point` in the table's coordinates; `nil` for none. Default: `nil`.
    func tableView(
        _ tableView: any TableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The preview shown as the menu appears; `nil` for the row's cell. Default: `nil`.
    func tableView(
        _ tableView: any TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The preview shown as the menu disappears; `nil` for the row's cell. Default: `nil`.
    func tableView(
        _ tableView: any TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The user tapped the menu's preview; add what to do to `animator`.
    func tableView(
        _ tableView: any TableView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator
    )
    /// The menu is about to appear.
    func tableView(
        _ tableView: any TableView,
        willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    )
    /// The menu is about to disappear.
    func tableView(
        _ tableView: any TableView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimator?
    )

    // MARK: Primary action

    /// Whether a tap on the row performs its primary action. Default: `true` unless the table is editing.
    func tableView(_ tableView: any TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// The user tapped the row to perform its primary action (after any selection the tap made).
    func tableView(_ tableView: any TableView, performPrimaryActionForRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: any TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        willDisplayHeaderView view: CollectionReusableView,
        forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        willDisplayFooterView view: CollectionReusableView,
        forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        didEndDisplaying cell: TableViewCell,
        forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        didEndDisplayingHeaderView view: CollectionReusableView,
        forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        didEndDisplayingFooterView view: CollectionReusableView,
        forSection section: Int
    ) {}

    /// Returns the table's `rowHeight`.
    public func tableView(_ tableView: any TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Returns the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: any TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// Returns the table's `sectionFooterHeight`.
    public func tableView(_ tableView: any TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Returns the table's `estimatedRowHeight`.
    public func tableView(_ tableView: any TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// Returns the table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: any TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    /// Returns the table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: any TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    /// Returns `nil`.
    public func tableView(_ tableView: any TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
        nil
    }

    /// Returns `nil`.
    public func tableView(_ tableView: any TableView, viewForFooterInSection section: Int) -> CollectionReusableView? {
        nil
    }

    /// Returns `true`.
    public func tableView(_ tableView: any TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: any TableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// Returns `indexPath`.
    public func tableView(_ tableView: any TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Returns `indexPath`.
    public func tableView(_ tableView: any TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: any TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Returns ``TableViewCellEditingStyle/delete``.
    public func tableView(
        _ tableView: any TableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCellEditingStyle {
        .delete
    }

    /// Returns `true` unless the table is editing.
    public func tableView(_ tableView: any TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }

    /// Does nothing.
    public func tableView(_ tableView: any TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
}
