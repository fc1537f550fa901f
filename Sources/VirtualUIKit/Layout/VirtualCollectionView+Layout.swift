import Foundation

extension VirtualCollectionView {
    // MARK: Layout pass

    /// Runs a layout pass if one is due: loads stale counts, prepares an invalidated layout, then brings the
    /// displayed views in line with the visible rect.
    ///
    /// A view whose bounds are empty (zero width or height, such as one created with a zero frame and never sized)
    /// displays every element the layout places, as tests written for UIKit expect: its data source is asked for
    /// every cell and ``cellForItem(at:)`` returns them.
    ///
    /// Views that left the visible rect go first: cells, then supplementary views, each in index-path order, are
    /// put in their reuse queues and announced with `didEndDisplaying`. Then, in the layout's order (for a flow
    /// layout: each section's header, items, footer), every entering element is requested from the data source
    /// (`collectionView(_:cellForItemAt:)` or `collectionView(_:viewForSupplementaryElementOfKind:at:)`) and announced
    /// with `willDisplay`. Views that stay are only moved to their new frames. When a callback requests
    /// ``reloadData()``, the pass stops there: the reload, which runs when the pass ends, displays everything anew.
    ///
    /// A pass is due after ``reloadData()``, a new data source or delegate, a layout invalidation, or a change of
    /// ``contentOffset`` or ``frame``. It does nothing inside a batch-update block or while the view is already
    /// calling out.
    ///
    /// - Complexity: O(log *r* + *v*) for *r* rows and *v* visible elements, plus the layout's `prepare()` when it
    ///   was invalidated (O(*n*) for *n* items with a flow layout). With empty bounds every element is visible, so
    ///   *v* is the number of elements: O(*n* + *s*) for *n* items in *s* sections.
    public func layoutIfNeeded() {
        guard allowsCall("-[UIView layoutIfNeeded]") else { return }
        guard needsLayout, !isBusy, batchDepth == 0 else { return }
        beginBusy()
        performLayoutPass()
        endBusy()
    }

    /// The most layout passes one ``layoutIfNeeded()`` runs while self-sizing views keep changing their layout's
    /// sizes: 8. A view whose preferred size never settles leaves a layout pass due, which the next
    /// ``layoutIfNeeded()`` (or read of the visible state) runs; nothing loops forever.
    public static let selfSizingPassLimit = 8

    /// Performs a layout pass unconditionally, then, while self-sizing views made the layout invalidate itself,
    /// further passes (at most ``selfSizingPassLimit`` in all). The caller holds the view busy.
    func performLayoutPass() {
        var passes = 0
        repeat {
            selfSizingInvalidated = false
            performSingleLayoutPass()
            passes += 1
        } while selfSizingInvalidated && !isReloadPending && passes < Self.selfSizingPassLimit
        if selfSizingInvalidated { needsLayout = true }
        updatePrefetching()
    }

    /// Performs one layout pass. The caller holds the view busy.
    private func performSingleLayoutPass() {
        needsLayout = false
        let counts = loadCountsIfNeeded()
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let attributes = layout.layoutAttributesForElements(in: displayRect)
        let entering = Self.enteringElements(of: attributes, counts: counts)
        endDisplayingElements(exceptCells: entering.cells, supplementaryViews: entering.supplementaryViews)
        updateDecorationViews(from: attributes, of: layout)
        display(attributes, enteringCells: entering.cells)
    }

    /// The cells and supplementary views the pass displays: those of `attributes`, except cells the data does not
    /// have.
    private static func enteringElements(
        of attributes: [CollectionViewLayoutAttributes], counts: [Int]
    ) -> (cells: Set<IndexPath>, supplementaryViews: Set<DisplayedElement>) {
        var enteringCells = Set<IndexPath>(minimumCapacity: attributes.count)
        var enteringSupplementaryViews = Set<DisplayedElement>()
        for element in attributes {
            guard exists(element.indexPath, in: counts) || element.representedElementCategory != .cell else {
                continue
            }
            if element.representedElementCategory == .cell {
                enteringCells.insert(element.indexPath)
            } else if element.representedElementCategory == .supplementaryView {
                enteringSupplementaryViews.insert(DisplayedElement(element))
            }
        }
        return (enteringCells, enteringSupplementaryViews)
    }

    /// Ends displaying the cells and supplementary views the pass no longer displays, each kind in display order.
    private func endDisplayingElements(
        exceptCells enteringCells: Set<IndexPath>, supplementaryViews enteringSupplementaryViews: Set<DisplayedElement>
    ) {
        if !displayedCells.isEmpty {
            let didEndDisplaying = delegate(implementing: .didEndDisplayingCell)
            for indexPath in displayedCells.keys.filter({ !enteringCells.contains($0) }).sortedBySectionAndItem() {
                if let cell = displayedCells.removeValue(forKey: indexPath) {
                    endDisplaying(cell, at: indexPath, notifying: didEndDisplaying)
                }
            }
        }
        let leavingViews = displayedSupplementaryViews.keys.filter { !enteringSupplementaryViews.contains($0) }
            .sorted(by: Self.displayOrder)
        for element in leavingViews {
            if let view = displayedSupplementaryViews.removeValue(forKey: element) {
                endDisplaying(view, element)
            }
        }
    }

    /// Displays the pass's cells and supplementary views in the layout's order, moving those already displayed.
    private func display(_ attributes: [CollectionViewLayoutAttributes], enteringCells: Set<IndexPath>) {
        displayedCells.reserveCapacity(enteringCells.count)
        let dataSource = self.dataSource
        let willDisplay = delegate(implementing: .willDisplayCell)
        for element in attributes {
            // A reload requested from a callback discards whatever this pass would still display.
            if isReloadPending { break }
            switch element.representedElementCategory {
            case .cell:
                guard enteringCells.contains(element.indexPath) else { continue }
                if let cell = displayedCells[element.indexPath] {
                    if cell.frame != element.frame {
                        cell.frame = element.frame
                        measure(cell, element)
                    }
                } else if let dataSource {
                    displayCell(at: element.indexPath, frame: element.frame, from: dataSource, notifying: willDisplay)
                }
            case .supplementaryView:
                let key = DisplayedElement(element)
                if let view = displayedSupplementaryViews[key] {
                    if view.frame != element.frame {
                        view.frame = element.frame
                        measure(view, element)
                    }
                } else {
                    displaySupplementaryView(key, frame: element.frame)
                }
            case .decorationView:
                continue
            }
        }
    }

    /// The rect whose elements a layout pass displays: the visible rect, unless the view's bounds are empty.
    ///
    /// A view with empty bounds — zero width or zero height, as a view created with a zero frame and never sized —
    /// displays every element its layout places, whatever its ``contentOffset``: the layout is asked for the
    /// elements in `CGRect.infinite`. Elements whose own frame is empty are still never displayed.
    var displayRect: CGRect {
        let size = frame.size
        guard size.width == 0 || size.height == 0 else { return visibleRect }
        return .infinite
    }

    static func exists(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.isItemIndexPath && indexPath.sectionIndex >= 0 && indexPath.sectionIndex < counts.count
            && indexPath.itemIndex >= 0
            && indexPath.itemIndex < counts[indexPath.sectionIndex]
    }

    static func displayOrder(_ lhs: DisplayedElement, _ rhs: DisplayedElement) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }

    /// Asks `view`, just placed with `attributes`, for its preferred attributes when the layout sizes elements from
    /// estimates, and lets the layout take the answer: when it does, the view gets the preferred size at once and the
    /// layout invalidates itself, so that ``performLayoutPass()`` runs again.
    ///
    /// An answer with a size that is not finite is ignored; a negative width or height counts as zero. Only the size
    /// is taken from the answer: the element keeps its index path, kind and origin.
    func measure(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        guard layout.asksForPreferredAttributes, !isReloadPending else { return }
        let kind = attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind
        record(.preferredLayoutAttributesFitting(kind: kind, attributes.indexPath))
        let answer = view.preferredLayoutAttributesFitting(attributes)
        // A callback may have reloaded the view or installed another layout: the answer is for a layout pass that no
        // longer stands.
        guard !isReloadPending, layout === collectionViewLayout else { return }
        let size = answer.frame.size
        guard size.width.isFinite, size.height.isFinite else { return }
        var preferred = attributes
        preferred.frame.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return }
        record(.invalidateLayoutForPreferredAttributes(kind: kind, attributes.indexPath))
        let context = layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        layout.invalidateLayout(with: context)
        view.frame = preferred.frame
        selfSizingInvalidated = true
    }

    /// Requests the cell of `indexPath`, checks it, displays it and announces it.
    private func displayCell(
        at indexPath: IndexPath,
        frame: CGRect,
        from dataSource: any CollectionViewDataSource,
        notifying delegate: (any CollectionViewDelegate)?
    ) {
        record(.cellForItem(indexPath))
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.reuseIdentifier == nil {
            report(.internalInconsistency(ViewFailure.cellWithoutReuseIdentifier))
        }
        cell.frame = frame
        if isReloadPending {
            // The data source asked for a reload while providing the cell: it is not displayed, nor announced.
            enqueueForReuse(cell)
            return
        }
        displayedCells[indexPath] = cell
        prefetchedItemWasDisplayed(at: indexPath)
        if collectionViewLayout.asksForPreferredAttributes {
            measure(cell, CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame))
        }
        if let delegate {
            record(.willDisplayCell(indexPath))
            delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Requests a supplementary view, checks that it was dequeued for the request, displays it and announces it.
    private func displaySupplementaryView(_ element: DisplayedElement, frame: CGRect) {
        let kind = element.kind ?? ""
        var view: CollectionReusableView?
        supplementaryDequeues = []
        if let dataSource = dataSource(implementing: .viewForSupplementaryElement) {
            record(.viewForSupplementaryElement(kind: kind, element.indexPath))
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        }
        let dequeued = supplementaryDequeues ?? []
        supplementaryDequeues = nil
        if view == nil || !dequeued.contains(where: { $0 === view }) {
            report(
                .internalInconsistency(
                    ViewFailure.supplementaryNotDequeued(kind: kind, indexPath: element.indexPath, view: view)
                )
            )
        }
        let displayed = view ?? CollectionReusableView(frame: frame)
        displayed.frame = frame
        if isReloadPending {
            enqueueForReuse(displayed)
            return
        }
        displayedSupplementaryViews[element] = displayed
        measure(
            displayed,
            CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: element.indexPath, frame: frame))
        if let delegate = delegate(implementing: .willDisplaySupplementaryView) {
            record(.willDisplaySupplementaryView(kind: kind, element.indexPath))
            delegate.collectionView(
                self, willDisplaySupplementaryView: displayed, forElementKind: kind, at: element.indexPath
            )
        }
    }

    /// Recycles a cell that stopped being displayed, then tells `delegate`, the delegate when it implements
    /// `didEndDisplaying` (UIKit's order).
    func endDisplaying(
        _ cell: CollectionViewCell,
        at indexPath: IndexPath,
        notifying delegate: (any CollectionViewDelegate)?
    ) {
        enqueueForReuse(cell)
        if let delegate {
            record(.didEndDisplayingCell(indexPath))
            delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    /// Recycles a supplementary view that stopped being displayed, then tells the delegate.
    func endDisplaying(_ view: CollectionReusableView, _ element: DisplayedElement) {
        enqueueForReuse(view)
        let kind = element.kind ?? ""
        if let delegate = delegate(implementing: .didEndDisplayingSupplementaryView) {
            record(.didEndDisplayingSupplementaryView(kind: kind, element.indexPath))
            delegate.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: element.indexPath
            )
        }
    }

    /// Stops displaying every view: cells, then supplementary views, each in index-path order.
    func tearDownDisplayedViews() {
        let cells = displayedCells.sortedBySectionAndItem()
        displayedCells.removeAll()
        let didEndDisplaying = delegate(implementing: .didEndDisplayingCell)
        for (indexPath, cell) in cells { endDisplaying(cell, at: indexPath, notifying: didEndDisplaying) }
        let views = displayedSupplementaryViews.sorted { Self.displayOrder($0.key, $1.key) }
        displayedSupplementaryViews.removeAll()
        for (element, view) in views { endDisplaying(view, element) }
    }

    // MARK: Visible state

    /// The displayed cell of the item at `indexPath`, or `nil` when it is not displayed. Runs a due layout pass
    /// first.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard allowsCall("-[UICollectionView cellForItemAtIndexPath:]") else { return nil }
        layoutIfNeeded()
        return displayedCells[indexPath]
    }

    /// The index paths of the displayed cells, sorted. Runs a due layout pass first.
    ///
    /// - Complexity: O(*v* log *v*) for *v* displayed cells.
    public var indexPathsForVisibleItems: [IndexPath] {
        guard allowsCall("-[UICollectionView indexPathsForVisibleItems]") else { return [] }
        layoutIfNeeded()
        return displayedCells.keys.sortedBySectionAndItem()
    }

    /// The displayed cells, in index-path order. Runs a due layout pass first.
    public var visibleCells: [CollectionViewCell] {
        guard allowsCall("-[UICollectionView visibleCells]") else { return [] }
        return indexPathsForVisibleItems.compactMap { displayedCells[$0] }
    }

    /// The index path of a displayed cell, or `nil` when `cell` is not displayed. Runs a due layout pass first.
    ///
    /// - Complexity: O(*v*) for *v* displayed cells.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard allowsCall("-[UICollectionView indexPathForCell:]") else { return nil }
        layoutIfNeeded()
        return displayedCells.first { $0.value === cell }?.key
    }

    /// The displayed supplementary view of `elementKind` at `indexPath`, or `nil`. Runs a due layout pass first.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        guard allowsCall("-[UICollectionView supplementaryViewForElementKind:atIndexPath:]") else { return nil }
        layoutIfNeeded()
        return displayedSupplementaryViews[DisplayedElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The index paths of the displayed supplementary views of `elementKind`, sorted. Runs a due layout pass first.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        guard allowsCall("-[UICollectionView indexPathsForVisibleSupplementaryElementsOfKind:]") else { return [] }
        layoutIfNeeded()
        return displayedSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Scrolling

    /// Scrolls to `offset` and runs the layout pass that displays the items entering the visible rect and removes
    /// those leaving it.
    public func scroll(to offset: CGPoint) {
        guard allowsCall("VirtualCollectionView.scroll(to:)") else { return }
        contentOffset = offset
        layoutIfNeeded()
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`, then runs the layout pass. No delegate method is
    /// called.
    ///
    /// The vertical part of `scrollPosition` (``CollectionViewScrollPosition/top``, `centeredVertically`, `bottom`)
    /// places the item's frame against the visible rect's top edge, centre or bottom edge; the horizontal part
    /// (`left`, `centeredHorizontally`, `right`) does the same across. Either part may be absent: that axis keeps its
    /// offset. The offset is then kept within the content (never below zero — or below `-60` while a refresh control
    /// refreshes, see ``adjustedContentInset`` — never past the content's end), so an item near the end may stop short
    /// of the position asked for, as in UIKit.
    ///
    /// An index path that addresses no item is reported as UIKit's `NSInvalidArgumentException` `attempt to scroll to
    /// invalid index path: ...`, and nothing scrolls.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool) {
        guard allowsCall("-[UICollectionView scrollToItemAtIndexPath:atScrollPosition:animated:]") else { return }
        layoutIfNeeded()
        guard Self.exists(indexPath, in: loadCountsIfNeeded()) else {
            return report(.invalidArgument(ViewFailure.scrollToInvalidIndexPath(indexPath)))
        }
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let size = self.frame.size
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.origin.y
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.origin.y + frame.size.height / 2 - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.origin.y + frame.size.height - size.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.origin.x
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.origin.x + frame.size.width / 2 - size.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.origin.x + frame.size.width - size.width
        }
        guard offset != contentOffset else { return }
        scroll(to: clampedContentOffset(offset))
    }

    /// `offset` kept within the content and its ``adjustedContentInset``: never before the start (less the inset),
    /// never past the end (plus the inset) less the view's size; the start when the content is smaller than the view.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let size = frame.size
        let content = collectionViewLayout.collectionViewContentSize
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, content.width + inset.right - size.width),
            y: max(minimum.y, content.height + inset.bottom - size.height))
        return CGPoint(
            x: min(max(minimum.x, offset.x), maximum.x), y: min(max(minimum.y, offset.y), maximum.y))
    }

    // MARK: Flow-layout metrics

    /// The metrics a flow layout uses: the delegate's answers where it implements the method, the layout's
    /// properties otherwise. Each delegate call is recorded.
    func flowLayoutMetrics(for layout: CollectionViewFlowLayout) -> FlowLayoutMetrics {
        FlowLayoutMetrics(collectionView: self, layout: layout)
    }
}
