import Foundation

extension VirtualCollectionView {
    /// What a simulated tap did, following the delegate's answers.
    public enum TapResult: Equatable, Sendable {
        /// The tap came from another thread than the main queue the view is bound to (see `isMainQueueBound`); it was
        /// reported and did nothing.
        case wrongThread
        /// The index path is out of range; the tap was reported as an inconsistency and did nothing.
        case outOfBounds
        /// `shouldHighlightItemAt` answered `false`: nothing else happened.
        case notHighlighted
        /// The item was highlighted and unhighlighted, but ``allowsSelection`` is `false`.
        case selectionNotAllowed
        /// `shouldSelectItemAt` answered `false`: the selection is unchanged.
        case selectionRefused
        /// `shouldDeselectItemAt` answered `false`: the item stays selected.
        case deselectionRefused
        /// The item is selected (it may have been selected already, in single-selection mode).
        case selected
        /// The item was deselected (multiple-selection mode).
        case deselected
    }

    // MARK: Programmatic selection

    /// The selected items, sorted; an empty array when none is selected (never `nil`).
    public var indexPathsForSelectedItems: [IndexPath]? {
        guard allowsCall("-[UICollectionView indexPathsForSelectedItems]") else { return nil }
        return selectedIndexPaths.sorted()
    }

    /// The highlighted items, sorted. Outside ``tapItem(at:)`` no item stays highlighted.
    public var indexPathsForHighlightedItems: [IndexPath] {
        guard allowsCall("VirtualCollectionView.indexPathsForHighlightedItems") else { return [] }
        return highlightedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` without calling the delegate, as UIKit's programmatic selection does; `nil`
    /// deselects every item.
    ///
    /// In single-selection mode the previous selection is replaced. Does nothing when ``allowsSelection`` is `false`.
    /// An out-of-range index path is reported as UIKit's `Attempted to modify the selection of an out-of-bounds item
    /// ...` text, and the selection is left unchanged. A non-empty `scrollPosition` scrolls the item into view as
    /// ``scrollToItem(at:at:animated:)`` does.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        guard allowsCall("-[UICollectionView selectItemAtIndexPath:animated:scrollPosition:]") else { return }
        guard let indexPath else {
            for selected in selectedIndexPaths { displayedCells[selected]?.isSelected = false }
            selectedIndexPaths.removeAll()
            return
        }
        guard allowsSelection, isValidItem(indexPath, changing: "selection") else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                displayedCells[selected]?.isSelected = false
            }
            selectedIndexPaths.removeAll()
        }
        selectedIndexPaths.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item at `indexPath` without calling the delegate.
    ///
    /// An out-of-range index path is reported, and the selection is left unchanged.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsCall("-[UICollectionView deselectItemAtIndexPath:animated:]") else { return }
        guard isValidItem(indexPath, changing: "selection") else { return }
        selectedIndexPaths.remove(indexPath)
        displayedCells[indexPath]?.isSelected = false
    }

    /// Whether `indexPath` addresses an item; reports UIKit's out-of-bounds selection text when it does not, and the
    /// invalid-index-path text when it does not have exactly two indexes.
    func isValidItem(_ indexPath: IndexPath, changing action: String) -> Bool {
        guard indexPath.isItemIndexPath else {
            report(.internalInconsistency(ViewFailure.invalidIndexPath(indexPath)))
            return false
        }
        let counts = loadCountsIfNeeded()
        let section = indexPath.sectionIndex
        guard section >= 0, section < counts.count else {
            report(
                .internalInconsistency(
                    ViewFailure.selectionOutOfBoundsSection(
                        section: section, numberOfSections: counts.count, action: action
                    )
                )
            )
            return false
        }
        guard indexPath.itemIndex >= 0, indexPath.itemIndex < counts[section] else {
            report(
                .internalInconsistency(
                    ViewFailure.selectionOutOfBoundsItem(
                        item: indexPath.itemIndex, count: counts[section], section: section, action: action
                    )
                )
            )
            return false
        }
        return true
    }

    /// Forgets selected, highlighted and focused items that newly loaded counts no longer contain.
    func dropSelectionOutside(_ counts: [Int]) {
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPath.sectionIndex < counts.count && indexPath.itemIndex < counts[indexPath.sectionIndex]
        }
        selectedIndexPaths = selectedIndexPaths.filter(contains)
        highlightedIndexPaths = highlightedIndexPaths.filter(contains)
        if let focusedIndexPath, !contains(focusedIndexPath) { self.focusedIndexPath = nil }
    }

    // MARK: Tap

    /// Simulates a finger tapping the item at `indexPath`, with UIKit's full touch sequence.
    ///
    /// 1. Touch down: `shouldHighlightItemAt`; on `false` nothing else happens. Otherwise the cell's `isHighlighted`
    ///    becomes `true` and `didHighlightItemAt` is called.
    /// 2. Touch up: the highlight is removed, `didUnhighlightItemAt`.
    /// 3. With ``allowsSelection``:
    ///    - single selection: `shouldSelectItemAt`; on `true` every other selected item is deselected
    ///      (`didDeselectItemAt`, without `shouldDeselectItemAt`), then the item is selected, `didSelectItemAt`;
    ///    - multiple selection, unselected item: `shouldSelectItemAt`, then `didSelectItemAt`;
    ///    - multiple selection, selected item: `shouldDeselectItemAt`, then `didDeselectItemAt`.
    ///    Displayed cells' `isSelected` follow.
    /// 4. When the delegate implements `performPrimaryActionForItemAt` and the tap does not extend a multiple
    ///    selection: `canPerformPrimaryActionForItemAt`, then `performPrimaryActionForItemAt` (iOS 16).
    ///
    /// Methods the delegate does not implement are skipped with UIKit's defaults (`true` for the `should` methods).
    /// A due layout pass runs first; the item need not be displayed.
    ///
    /// - Returns: What the tap did.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> TapResult {
        guard allowsCall("VirtualCollectionView.tapItem(at:)") else { return .wrongThread }
        layoutIfNeeded()
        guard isValidItem(indexPath, changing: "highlight") else { return .outOfBounds }
        let selectionWasEmpty = selectedIndexPaths.isEmpty
        guard highlightItemByUser(at: indexPath) else { return .notHighlighted }
        unhighlightItemByUser(at: indexPath)

        let result: TapResult
        if !allowsSelection {
            result = .selectionNotAllowed
        } else if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            result = deselectItemByUser(at: indexPath) ? .deselected : .deselectionRefused
        } else {
            result = selectItemByUser(at: indexPath) ? .selected : .selectionRefused
        }
        if delegate(implementing: .performPrimaryAction) != nil, !allowsMultipleSelection || selectionWasEmpty {
            _ = performPrimaryActionIfAllowed(at: indexPath)
        }
        return result
    }

    /// `shouldHighlightItemAt`, then the highlight and `didHighlightItemAt`; returns whether it was highlighted.
    func highlightItemByUser(at indexPath: IndexPath) -> Bool {
        if let delegate = delegate(implementing: .shouldHighlightItem) {
            record(.shouldHighlightItem(indexPath))
            guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else { return false }
        }
        highlightedIndexPaths.insert(indexPath)
        displayedCells[indexPath]?.isHighlighted = true
        if let delegate = delegate(implementing: .didHighlightItem) {
            record(.didHighlightItem(indexPath))
            delegate.collectionView(self, didHighlightItemAt: indexPath)
        }
        return true
    }

    /// Removes the highlight, then `didUnhighlightItemAt`.
    func unhighlightItemByUser(at indexPath: IndexPath) {
        highlightedIndexPaths.remove(indexPath)
        displayedCells[indexPath]?.isHighlighted = false
        if let delegate = delegate(implementing: .didUnhighlightItem) {
            record(.didUnhighlightItem(indexPath))
            delegate.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }

    /// `shouldSelectItemAt`; on `true`, deselects the others in single-selection mode, then selects and calls
    /// `didSelectItemAt`. Returns whether the item was selected.
    func selectItemByUser(at indexPath: IndexPath) -> Bool {
        if let delegate = delegate(implementing: .shouldSelectItem) {
            record(.shouldSelectItem(indexPath))
            guard delegate.collectionView(self, shouldSelectItemAt: indexPath) else { return false }
        }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths.sorted() where other != indexPath {
                removeSelectionAndNotify(other)
            }
        }
        selectedIndexPaths.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
        if let delegate = delegate(implementing: .didSelectItem) {
            record(.didSelectItem(indexPath))
            delegate.collectionView(self, didSelectItemAt: indexPath)
        }
        return true
    }

    /// `shouldDeselectItemAt`; on `true`, deselects and calls `didDeselectItemAt`. Returns whether it deselected.
    private func deselectItemByUser(at indexPath: IndexPath) -> Bool {
        if let delegate = delegate(implementing: .shouldDeselectItem) {
            record(.shouldDeselectItem(indexPath))
            guard delegate.collectionView(self, shouldDeselectItemAt: indexPath) else { return false }
        }
        removeSelectionAndNotify(indexPath)
        return true
    }

    private func removeSelectionAndNotify(_ indexPath: IndexPath) {
        selectedIndexPaths.remove(indexPath)
        displayedCells[indexPath]?.isSelected = false
        if let delegate = delegate(implementing: .didDeselectItem) {
            record(.didDeselectItem(indexPath))
            delegate.collectionView(self, didDeselectItemAt: indexPath)
        }
    }

    /// `canPerformPrimaryActionForItemAt` (default `true`), then `performPrimaryActionForItemAt` when the delegate
    /// implements it. Returns whether the action was performed.
    func performPrimaryActionIfAllowed(at indexPath: IndexPath) -> Bool {
        if let delegate = delegate(implementing: .canPerformPrimaryAction) {
            record(.canPerformPrimaryAction(indexPath))
            guard delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) else { return false }
        }
        guard let delegate = delegate(implementing: .performPrimaryAction) else { return false }
        record(.performPrimaryAction(indexPath))
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        return true
    }
}
