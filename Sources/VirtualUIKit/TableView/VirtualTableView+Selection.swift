import Foundation

extension VirtualTableView {
    /// What a simulated tap did, following the delegate's answers.
    public enum TapResult: Equatable, Sendable {
        /// The tap came from another thread than the main queue the view is bound to (see `isMainQueueBound`); it was
        /// reported and did nothing.
        case wrongThread
        /// The index path addresses no row; the tap was reported as an inconsistency and did nothing.
        case outOfBounds
        /// Selection is not allowed in the current mode (``allowsSelection``, or ``allowsSelectionDuringEditing``
        /// while editing): nothing happened, not even a highlight.
        case selectionNotAllowed
        /// `shouldHighlightRowAt` answered `false`: nothing else happened.
        case notHighlighted
        /// `willSelectRowAt` answered `nil` (or a row that does not exist): the selection is unchanged.
        case selectionRefused
        /// `willDeselectRowAt` answered `nil` for a row selected in multiple-selection mode: it stays selected.
        case deselectionRefused
        /// The row is selected: the tapped row, or the one `willSelectRowAt` answered.
        case selected(IndexPath)
        /// The row was deselected (multiple-selection mode): the tapped row, or the one `willDeselectRowAt` answered.
        case deselected(IndexPath)
    }

    // MARK: Programmatic selection

    /// The selected row with the smallest index path (by section, then row), not the one selected last; `nil` when
    /// none is selected.
    public var indexPathForSelectedRow: IndexPath? {
        guard allowsCall("-[UITableView indexPathForSelectedRow]") else { return nil }
        return selectedRows.min()
    }

    /// The selected rows in the order they were selected; `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        guard allowsCall("-[UITableView indexPathsForSelectedRows]") else { return nil }
        return selectedRows.isEmpty ? nil : selectedRows
    }

    /// The highlighted rows, sorted. Outside ``tapRow(at:)`` no row stays highlighted.
    public var indexPathsForHighlightedRows: [IndexPath] {
        guard allowsCall("VirtualTableView.indexPathsForHighlightedRows") else { return [] }
        return highlightedRows.sorted()
    }

    /// Selects the row at `indexPath` without calling the delegate, as UIKit's programmatic selection does; `nil`
    /// deselects every row.
    ///
    /// Nothing is selected when selection is not allowed in the current mode (``allowsSelection``, or
    /// ``allowsSelectionDuringEditing`` while editing). In single-selection mode the row replaces the selection. A
    /// position other than ``TableViewScrollPosition/none`` scrolls the row there, as ``scrollToRow(at:at:animated:)``
    /// does. An index path that addresses no row selects nothing.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: TableViewScrollPosition) {
        guard allowsCall("-[UITableView selectRowAtIndexPath:animated:scrollPosition:]") else { return }
        guard let indexPath else {
            clearSelectionSilently()
            return
        }
        guard isSelectionAllowed, rowExists(indexPath) else { return }
        if !isMultipleSelectionActive {
            for selected in selectedRows where selected != indexPath {
                displayedCells[selected]?.isSelected = false
            }
            selectedRows.removeAll { $0 != indexPath }
            selectedRowSet = selectedRowSet.filter { $0 == indexPath }
        }
        addToSelection(indexPath)
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row at `indexPath` without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard allowsCall("-[UITableView deselectRowAtIndexPath:animated:]") else { return }
        removeFromSelection(indexPath)
    }

    /// Whether the user may select rows in the current mode.
    var isSelectionAllowed: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether a selection adds to the others rather than replacing them, in the current mode.
    var isMultipleSelectionActive: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func rowExists(_ indexPath: IndexPath) -> Bool {
        let counts = loadCountsIfNeeded()
        return indexPath.isItemIndexPath && indexPath.sectionIndex >= 0 && indexPath.sectionIndex < counts.count
            && indexPath.itemIndex >= 0 && indexPath.itemIndex < counts[indexPath.sectionIndex]
    }

    private func addToSelection(_ indexPath: IndexPath) {
        if selectedRowSet.insert(indexPath).inserted { selectedRows.append(indexPath) }
        displayedCells[indexPath]?.isSelected = true
    }

    private func removeFromSelection(_ indexPath: IndexPath) {
        if selectedRowSet.remove(indexPath) != nil { selectedRows.removeAll { $0 == indexPath } }
        displayedCells[indexPath]?.isSelected = false
    }

    /// Deselects every row without calling the delegate.
    func clearSelectionSilently() {
        for selected in selectedRows { displayedCells[selected]?.isSelected = false }
        selectedRows.removeAll()
        selectedRowSet.removeAll()
    }

    /// Forgets selected and highlighted rows that newly loaded counts no longer contain.
    func dropSelectionOutside(_ counts: [Int]) {
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPath.sectionIndex < counts.count && indexPath.itemIndex < counts[indexPath.sectionIndex]
        }
        selectedRows.removeAll { !contains($0) }
        selectedRowSet = selectedRowSet.filter(contains)
        highlightedRows = highlightedRows.filter(contains)
    }

    // MARK: Tap

    /// Simulates a finger tapping the row at `indexPath`, with UIKit's touch sequence.
    ///
    /// 1. When selection is not allowed in the current mode (``allowsSelection``, or ``allowsSelectionDuringEditing``
    ///    or ``allowsMultipleSelectionDuringEditing`` while editing), nothing happens.
    /// 2. Touch down: `shouldHighlightRowAt`; on `false` nothing else happens. Otherwise the cell's `isHighlighted`
    ///    becomes `true` and `didHighlightRowAt` is called.
    /// 3. Touch up: the highlight is removed, `didUnhighlightRowAt` — before any selection call.
    /// 4. In multiple-selection mode (``allowsMultipleSelection``, or ``allowsMultipleSelectionDuringEditing`` while
    ///    editing), a selected row is deselected: `willDeselectRowAt` (`nil` keeps it selected; another row is
    ///    deselected instead), then `didDeselectRowAt`; the tap ends there.
    /// 5. Otherwise the row is selected: `willSelectRowAt` (`nil`, or a row that does not exist, cancels; another row
    ///    is selected instead). In single-selection mode every other selected row is then deselected, in index-path
    ///    order, each with `willDeselectRowAt` (`nil` keeps it) and `didDeselectRowAt`. Then the row joins the
    ///    selection and `didSelectRowAt` is called — again for a row that was selected already.
    /// 6. After that selection (made or cancelled), when the delegate implements `performPrimaryActionForRowAt`:
    ///    `canPerformPrimaryActionForRowAt` (default: not editing), then `performPrimaryActionForRowAt` for the tapped
    ///    row.
    ///
    /// Methods the delegate does not implement are skipped with UIKit's defaults. Displayed cells' `isHighlighted` and
    /// `isSelected` follow. A due layout pass runs first; the row need not be displayed. An index path that addresses
    /// no row is reported as UIKit's `request for rect at invalid index path (...)`, and nothing happens.
    ///
    /// - Returns: What the tap did.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> TapResult {
        guard allowsCall("VirtualTableView.tapRow(at:)") else { return .wrongThread }
        layoutIfNeeded()
        guard rowExists(indexPath) else {
            report(.internalInconsistency(ViewFailure.rectForInvalidIndexPath(indexPath)))
            return .outOfBounds
        }
        guard isSelectionAllowed else { return .selectionNotAllowed }
        guard highlightRowByUser(at: indexPath) else { return .notHighlighted }
        unhighlightRowByUser(at: indexPath)
        if isMultipleSelectionActive, selectedRowSet.contains(indexPath) {
            guard let deselected = deselectRowByUser(at: indexPath) else { return .deselectionRefused }
            return .deselected(deselected)
        }
        let selected = selectRowByUser(at: indexPath)
        if delegate(implementing: .performPrimaryActionForRow) != nil {
            performPrimaryActionIfAllowed(at: indexPath)
        }
        return selected.map { .selected($0) } ?? .selectionRefused
    }

    /// `shouldHighlightRowAt`, then the highlight and `didHighlightRowAt`; returns whether it was highlighted.
    private func highlightRowByUser(at indexPath: IndexPath) -> Bool {
        if let delegate = delegate(implementing: .shouldHighlightRow) {
            record(.shouldHighlightRow(indexPath))
            guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return false }
        }
        highlightedRows.insert(indexPath)
        displayedCells[indexPath]?.isHighlighted = true
        if let delegate = delegate(implementing: .didHighlightRow) {
            record(.didHighlightRow(indexPath))
            delegate.tableView(self, didHighlightRowAt: indexPath)
        }
        return true
    }

    /// Removes the highlight, then `didUnhighlightRowAt`.
    private func unhighlightRowByUser(at indexPath: IndexPath) {
        highlightedRows.remove(indexPath)
        displayedCells[indexPath]?.isHighlighted = false
        if let delegate = delegate(implementing: .didUnhighlightRow) {
            record(.didUnhighlightRow(indexPath))
            delegate.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    /// `willSelectRowAt`; unless it cancels, deselects the others in single-selection mode, selects the row it
    /// answered and calls `didSelectRowAt`. Returns the selected row, or `nil` when the selection was cancelled.
    func selectRowByUser(at indexPath: IndexPath) -> IndexPath? {
        var target = indexPath
        if let delegate = delegate(implementing: .willSelectRow) {
            record(.willSelectRow(indexPath))
            guard let answer = delegate.tableView(self, willSelectRowAt: indexPath), rowExists(answer) else {
                return nil
            }
            target = answer
        }
        if !isMultipleSelectionActive {
            for other in selectedRows.sorted() where other != target {
                _ = deselectRowByUser(at: other)
            }
        }
        addToSelection(target)
        if let delegate = delegate(implementing: .didSelectRow) {
            record(.didSelectRow(target))
            delegate.tableView(self, didSelectRowAt: target)
        }
        return target
    }

    /// `willDeselectRowAt`; unless it answers `nil`, deselects the row it answered and calls `didDeselectRowAt`.
    /// Returns the deselected row, or `nil` when it kept the row selected.
    private func deselectRowByUser(at indexPath: IndexPath) -> IndexPath? {
        var target = indexPath
        if let delegate = delegate(implementing: .willDeselectRow) {
            record(.willDeselectRow(indexPath))
            guard let answer = delegate.tableView(self, willDeselectRowAt: indexPath) else { return nil }
            target = answer
        }
        removeFromSelection(target)
        if let delegate = delegate(implementing: .didDeselectRow) {
            record(.didDeselectRow(target))
            delegate.tableView(self, didDeselectRowAt: target)
        }
        return target
    }

    /// `canPerformPrimaryActionForRowAt` (default: not editing), then `performPrimaryActionForRowAt`; returns whether
    /// the action was performed.
    @discardableResult
    func performPrimaryActionIfAllowed(at indexPath: IndexPath) -> Bool {
        if let delegate = delegate(implementing: .canPerformPrimaryActionForRow) {
            record(.canPerformPrimaryActionForRow(indexPath))
            guard delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath) else { return false }
        } else if isEditing {
            return false
        }
        guard let delegate = delegate(implementing: .performPrimaryActionForRow) else { return false }
        record(.performPrimaryActionForRow(indexPath))
        delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
        return true
    }
}
