import Foundation
import VirtualUIKit

/// A data source, delegate and prefetch data source of a table view, which records each call it receives (in the
/// vocabulary of `VirtualTableView.Event`, so the two logs can be compared) and answers `responds(to:)` from
/// ``implemented``.
///
/// The model is ``counts``: rows per section. Value-returning methods answer from the configurable properties.
package final class RecordingTableViewDelegate: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching,
    TableViewDragDelegate, TableViewDropDelegate
{
    package typealias Event = VirtualTableView.Event

    /// Every optional selector of every role.
    package static let allOptionalSelectors = Set(TableViewRole.allCases.flatMap(\.optionalSelectors))

    /// Rows per section.
    package var counts: [Int]
    /// The selectors `responds(to:)` answers `true` for.
    package var implemented: Set<TableViewSelector>
    /// Every call received, in order.
    package private(set) var log: [Event] = [] {
        didSet {
            if log.count > oldValue.count, let event = log.last { onEvent?(event) }
        }
    }
    /// Runs for every received call, after it is logged and before it is answered.
    package var onEvent: ((Event) -> Void)?
    /// How many times `responds(to:)` was asked, per selector.
    package private(set) var respondsToQueries: [TableViewSelector: Int] = [:]

    package var cellReuseIdentifier = "Cell"
    /// Replaces the dequeue in `cellForRowAt` when set.
    package var makeCell: ((any TableView, IndexPath) -> TableViewCell)?
    package var onCellForRow: ((IndexPath) -> Void)?
    package var onWillDisplay: ((TableViewCell, IndexPath) -> Void)?
    package var onDidSelect: ((IndexPath) -> Void)?
    package var onCommit: ((TableViewCellEditingStyle, IndexPath) -> Void)?
    package var onMove: ((IndexPath, IndexPath) -> Void)?
    package var onTargetIndexPath: ((IndexPath, IndexPath) -> Void)?
    package var onWillBeginEditing: ((IndexPath) -> Void)?
    package var onDidEndEditing: ((IndexPath?) -> Void)?
    package var onDidUpdateFocus: ((FocusAnimationCoordinator) -> Void)?
    package var onWillDisplayContextMenu: ((ContextMenuInteractionAnimator?) -> Void)?
    package var onWillEndContextMenu: ((ContextMenuInteractionAnimator?) -> Void)?
    package var onWillPerformPreviewAction: ((ContextMenuInteractionAnimator) -> Void)?
    package var onPerformDrop: ((DropCoordinator) -> Void)?

    // Answers
    package var rowHeight: (IndexPath) -> CGFloat = { _ in 44 }
    package var estimatedRowHeight: (IndexPath) -> CGFloat = { _ in 44 }
    package var headerHeight: (Int) -> CGFloat = { _ in 0 }
    package var footerHeight: (Int) -> CGFloat = { _ in 0 }
    package var estimatedHeaderHeight: (Int) -> CGFloat = { _ in 28 }
    package var estimatedFooterHeight: (Int) -> CGFloat = { _ in 28 }
    package var headerTitle: (Int) -> String? = { _ in nil }
    package var footerTitle: (Int) -> String? = { _ in nil }
    package var headerView: (any TableView, Int) -> CollectionReusableView? = { _, _ in nil }
    package var footerView: (any TableView, Int) -> CollectionReusableView? = { _, _ in nil }
    package var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    package var willSelect: (IndexPath) -> IndexPath? = { $0 }
    package var willDeselect: (IndexPath) -> IndexPath? = { $0 }
    package var canEdit: (IndexPath) -> Bool = { _ in true }
    package var editingStyle: (IndexPath) -> TableViewCellEditingStyle = { _ in .delete }
    package var canPerformPrimaryAction: (IndexPath) -> Bool = { _ in true }
    package var canMove: (IndexPath) -> Bool = { _ in true }
    package var sectionIndexTitlesAnswer: [String]? = nil
    package var sectionForSectionIndexTitle: (String, Int) -> Int = { $1 }
    package var shouldIndent: (IndexPath) -> Bool = { _ in true }
    package var indentationLevel: (IndexPath) -> Int = { _ in 0 }
    package var deleteTitle: (IndexPath) -> String? = { _ in nil }
    package var leadingSwipeActions: (IndexPath) -> SwipeActionsConfiguration? = { _ in nil }
    package var trailingSwipeActions: (IndexPath) -> SwipeActionsConfiguration? = { _ in nil }
    package var editActions: (IndexPath) -> [TableViewRowAction]? = { _ in nil }
    package var targetIndexPath: (IndexPath, IndexPath) -> IndexPath = { $1 }
    package var shouldShowMenu: (IndexPath) -> Bool = { _ in true }
    package var canPerformAction: (ActionSelector) -> Bool = { $0 == .copy }
    package var canFocus: (IndexPath) -> Bool = { _ in true }
    package var shouldUpdateFocus: (FocusUpdateContext) -> Bool = { _ in true }
    package var preferredFocusedIndexPath: IndexPath? = nil
    package var selectionFollowsFocus: (IndexPath) -> Bool = { _ in true }
    package var shouldSpringLoad: (IndexPath) -> Bool = { _ in true }
    package var shouldBeginMultipleSelection: (IndexPath) -> Bool = { _ in true }
    package var contextMenu: (IndexPath) -> ContextMenuConfiguration? = { _ in nil }
    package var highlightPreview: TargetedPreview? = nil
    package var dismissalPreview: TargetedPreview? = nil
    package var itemsForBeginning: (IndexPath) -> [DragItem] = { _ in [DragItem()] }
    package var itemsForAdding: (IndexPath) -> [DragItem] = { _ in [] }
    package var dragPreview: DragPreviewParameters? = nil
    package var allowsMove = true
    package var isRestrictedToApp = false
    package var canHandleDrop = true
    package var dropProposal = DropProposal(operation: .copy)
    package var dropPreview: DragPreviewParameters? = nil

    package init(counts: [Int] = [3], implemented: Set<TableViewSelector> = allOptionalSelectors) {
        self.counts = counts
        self.implemented = implemented
    }

    /// Clears the log.
    package func resetLog() {
        log.removeAll()
    }

    /// Logs a received call.
    func log(_ event: Event) {
        log.append(event)
    }

    package func responds(to selector: TableViewSelector) -> Bool {
        respondsToQueries[selector, default: 0] += 1
        return implemented.contains(selector)
    }

    // MARK: Data source

    package func numberOfSections(in tableView: any TableView) -> Int {
        log.append(.numberOfSections)
        return counts.count
    }

    package func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int {
        log.append(.numberOfRows(section: section))
        return section < counts.count ? counts[section] : 0
    }

    package func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.append(.cellForRow(indexPath))
        onCellForRow?(indexPath)
        if let makeCell { return makeCell(tableView, indexPath) }
        return tableView.dequeueReusableCell(withIdentifier: cellReuseIdentifier, for: indexPath)
    }

    package func tableView(_ tableView: any TableView, titleForHeaderInSection section: Int) -> String? {
        log.append(.titleForHeader(section: section))
        return headerTitle(section)
    }

    package func tableView(_ tableView: any TableView, titleForFooterInSection section: Int) -> String? {
        log.append(.titleForFooter(section: section))
        return footerTitle(section)
    }

    package func tableView(_ tableView: any TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        log.append(.canEditRow(indexPath))
        return canEdit(indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        commit editingStyle: TableViewCellEditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        log.append(.commitEditingStyle(editingStyle, indexPath))
        onCommit?(editingStyle, indexPath)
    }

    // MARK: Display

    package func tableView(_ tableView: any TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append(.willDisplayCell(indexPath))
        onWillDisplay?(cell, indexPath)
    }

    package func tableView(
        _ tableView: any TableView,
        willDisplayHeaderView view: CollectionReusableView,
        forSection section: Int
    ) {
        log.append(.willDisplayHeaderView(section: section))
    }

    package func tableView(
        _ tableView: any TableView,
        willDisplayFooterView view: CollectionReusableView,
        forSection section: Int
    ) {
        log.append(.willDisplayFooterView(section: section))
    }

    package func tableView(
        _ tableView: any TableView,
        didEndDisplaying cell: TableViewCell,
        forRowAt indexPath: IndexPath
    ) {
        log.append(.didEndDisplayingCell(indexPath))
    }

    package func tableView(
        _ tableView: any TableView,
        didEndDisplayingHeaderView view: CollectionReusableView,
        forSection section: Int
    ) {
        log.append(.didEndDisplayingHeaderView(section: section))
    }

    package func tableView(
        _ tableView: any TableView,
        didEndDisplayingFooterView view: CollectionReusableView,
        forSection section: Int
    ) {
        log.append(.didEndDisplayingFooterView(section: section))
    }

    // MARK: Heights and header views

    package func tableView(_ tableView: any TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append(.heightForRow(indexPath))
        return rowHeight(indexPath)
    }

    package func tableView(_ tableView: any TableView, heightForHeaderInSection section: Int) -> CGFloat {
        log.append(.heightForHeader(section: section))
        return headerHeight(section)
    }

    package func tableView(_ tableView: any TableView, heightForFooterInSection section: Int) -> CGFloat {
        log.append(.heightForFooter(section: section))
        return footerHeight(section)
    }

    package func tableView(_ tableView: any TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append(.estimatedHeightForRow(indexPath))
        return estimatedRowHeight(indexPath)
    }

    package func tableView(_ tableView: any TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        log.append(.estimatedHeightForHeader(section: section))
        return estimatedHeaderHeight(section)
    }

    package func tableView(_ tableView: any TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        log.append(.estimatedHeightForFooter(section: section))
        return estimatedFooterHeight(section)
    }

    package func tableView(_ tableView: any TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
        log.append(.viewForHeader(section: section))
        return headerView(tableView, section)
    }

    package func tableView(_ tableView: any TableView, viewForFooterInSection section: Int) -> CollectionReusableView? {
        log.append(.viewForFooter(section: section))
        return footerView(tableView, section)
    }

    // MARK: Highlight and selection

    package func tableView(_ tableView: any TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append(.shouldHighlightRow(indexPath))
        return shouldHighlight(indexPath)
    }

    package func tableView(_ tableView: any TableView, didHighlightRowAt indexPath: IndexPath) {
        log.append(.didHighlightRow(indexPath))
    }

    package func tableView(_ tableView: any TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append(.didUnhighlightRow(indexPath))
    }

    package func tableView(_ tableView: any TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append(.willSelectRow(indexPath))
        return willSelect(indexPath)
    }

    package func tableView(_ tableView: any TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append(.willDeselectRow(indexPath))
        return willDeselect(indexPath)
    }

    package func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) {
        log.append(.didSelectRow(indexPath))
        onDidSelect?(indexPath)
    }

    package func tableView(_ tableView: any TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append(.didDeselectRow(indexPath))
    }

    // MARK: Editing and primary action

    package func tableView(
        _ tableView: any TableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCellEditingStyle {
        log.append(.editingStyleForRow(indexPath))
        return editingStyle(indexPath)
    }

    package func tableView(_ tableView: any TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        log.append(.canPerformPrimaryActionForRow(indexPath))
        return canPerformPrimaryAction(indexPath)
    }

    package func tableView(_ tableView: any TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        log.append(.performPrimaryActionForRow(indexPath))
    }

    // MARK: Prefetching

    package func tableView(_ tableView: any TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log.append(.prefetchRows(indexPaths))
    }

    package func tableView(_ tableView: any TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.append(.cancelPrefetchingForRows(indexPaths))
    }
}
