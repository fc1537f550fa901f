import Foundation

/// An element a layout pass displays, with its frame.
struct TableVisibleElement {
    enum Kind: Hashable {
        case row(IndexPath)
        case header(section: Int)
        case footer(section: Int)

        var section: Int {
            switch self {
            case .row(let indexPath): indexPath.sectionIndex
            case .header(let section), .footer(let section): section
            }
        }
    }

    let kind: Kind
    let slot: Int
    let frame: CGRect
}

extension VirtualTableView {
    // MARK: Layout pass

    /// The most layout passes one ``layoutIfNeeded()`` runs while cells and header views that size themselves keep
    /// changing heights: 8. A pass still due afterwards runs at the next ``layoutIfNeeded()`` or read of the visible
    /// state; nothing loops forever.
    public static let selfSizingPassLimit = 8

    /// Runs a layout pass if one is due: loads stale counts, builds stale heights, then brings the displayed rows,
    /// headers and footers in line with the visible rect.
    ///
    /// A view whose bounds are empty (zero width or height, such as one created with a zero frame) displays every row,
    /// header and footer, as tests written for UIKit expect, and its headers do not float.
    ///
    /// A pass first finds what the visible rect shows, asking the delegate for the exact height of every element
    /// there whose height is still an estimate (`heightForRowAt`, `heightForHeaderInSection`,
    /// `heightForFooterInSection`), in content order. Then rows, headers and footers that left go first — cells in
    /// index-path order, then headers and footers section by section — to their reuse queues, announced with
    /// `didEndDisplaying`. Then, in content order (each section's header, rows, footer), every entering element is
    /// requested and announced:
    /// - a row: `tableView(_:cellForRowAt:)`; while the table edits, `canEditRowAt` and `editingStyleForRowAt`; for a
    ///   row whose height is automatic, the cell's `preferredLayoutAttributesFitting(_:)`; then `willDisplay`;
    /// - a header (a footer likewise) whose height is above 0 or automatic: `viewForHeaderInSection`; when there is no
    ///   view, `titleForHeaderInSection`, and a title is shown in a ``TableViewHeaderFooterView`` of the view's own;
    ///   for an automatic height, the view's `preferredLayoutAttributesFitting(_:)`; then `willDisplayHeaderView`.
    ///
    /// When an element sized itself to a new height, or a callback discarded the heights (assigning a delegate,
    /// changing a height property), another pass runs (at most ``selfSizingPassLimit`` in all). When a callback
    /// requests ``reloadData()``, the pass stops and the reload runs when it ends.
    ///
    /// A pass is due after ``reloadData()``, a new data source or delegate, a change of a height property, or a change
    /// of ``contentOffset`` or ``frame``. It does nothing while the view is already calling out or inside a batch (a
    /// batch lays out when it commits).
    ///
    /// - Complexity: O(log *n* + *v*) for *n* rows and *v* displayed elements, plus O(log *n*) for each element whose
    ///   estimated height the pass replaces, plus building the heights when they are stale (O(*n* + *s*) for *n* rows
    ///   in *s* sections). With empty bounds every element is displayed, so *v* is the number of elements.
    public func layoutIfNeeded() {
        guard allowsCall("-[UIView layoutIfNeeded]") else { return }
        guard needsLayout, !isBusy, batchDepth == 0 else { return }
        beginBusy()
        performLayoutPass()
        endBusy()
    }

    /// Performs layout passes until one needs no other (at most ``selfSizingPassLimit``), then prefetches. The caller
    /// holds the view busy.
    func performLayoutPass() {
        var passes = 0
        var needsAnotherPass = false
        repeat {
            needsAnotherPass = performSingleLayoutPass()
            passes += 1
        } while needsAnotherPass && !isReloadPending && passes < Self.selfSizingPassLimit
        if needsAnotherPass { needsLayout = true }
        placeTableHeaderAndFooterViews()
        updatePrefetching()
    }

    /// Performs one pass; returns whether another is needed: an element sized itself to a new height, or a callback
    /// discarded the heights the pass was using (assigning a delegate, changing a height property).
    private func performSingleLayoutPass() -> Bool {
        needsLayout = false
        loadGeometryIfNeeded()
        let generation = geometryGeneration
        guard let elements = visibleElements(), generation == geometryGeneration, !isReloadPending else {
            return generation != geometryGeneration && !isReloadPending
        }
        endDisplayingElements(except: elements)
        let sizesChanged = display(elements, generation: generation)
        return sizesChanged || (generation != geometryGeneration && !isReloadPending)
    }

    // MARK: What is visible

    /// The vertical range a pass displays, or `nil` when the view's bounds are empty and it displays everything.
    private var displayedRange: (top: CGFloat, bottom: CGFloat)? {
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return nil }
        return (contentOffset.y, contentOffset.y + size.height)
    }

    /// The elements the visible rect shows, in content order, after replacing the estimated heights of those it needs
    /// by exact ones; `nil` when a callback discarded the heights.
    func visibleElements() -> [TableVisibleElement]? {
        let generation = geometryGeneration
        guard let slotCount = geometry?.slotCount, slotCount > 0 else { return [] }
        let range = displayedRange
        let floats = style == .plain && range != nil
        if floats, let range {
            // The first section's header floats over the top: its height moves everything below it.
            while let slot = estimatedHeaderSlotOfFirstSection(at: range.top) {
                resolveEstimatedHeight(ofSlot: slot)
                guard generation == geometryGeneration else { return nil }
            }
        }
        var walked: [TableVisibleElement] = []
        var sections: [Int] = []
        let top = range?.top ?? -.infinity
        let bottom = range?.bottom ?? .infinity
        var slot = range.map { geometry?.firstSlot(endingAtOrAfter: $0.top) ?? 0 } ?? 0
        var y = geometry?.top(of: slot) ?? 0
        while slot < slotCount, y < bottom {
            // Only a slot that reaches into the rect by its estimate needs its exact height.
            if geometry?.state(ofSlot: slot) == .estimated, let estimate = geometry?.heights[slot],
                y + estimate > top || estimate == 0
            {
                resolveEstimatedHeight(ofSlot: slot)
                guard generation == geometryGeneration else { return nil }
            }
            guard let (element, height, state) = slotInfo(slot) else { return nil }
            if sections.last != element.section { sections.append(element.section) }
            let frame = CGRect(x: 0, y: y, width: frame.size.width, height: height)
            switch element {
            case .row(let section, let row):
                if y + height > top || (height == 0 && y >= top) {
                    let indexPath = IndexPath(itemIndex: row, sectionIndex: section)
                    walked.append(TableVisibleElement(kind: .row(indexPath), slot: slot, frame: insetForRow(frame)))
                }
            case .header(let section):
                if !floats, height > 0 || state == .automatic, y + height > top {
                    walked.append(TableVisibleElement(kind: .header(section: section), slot: slot, frame: frame))
                }
            case .footer(let section):
                if !floats, height > 0 || state == .automatic, y + height > top {
                    walked.append(TableVisibleElement(kind: .footer(section: section), slot: slot, frame: frame))
                }
            }
            y += height
            slot += 1
        }
        guard floats, let range else { return walked }
        return addingFloatingHeadersAndFooters(to: walked, sections: sections, range: range, generation: generation)
    }

    /// The slot of the header of the section the first visible slot belongs to, when that header's height is still an
    /// estimate.
    private func estimatedHeaderSlotOfFirstSection(at top: CGFloat) -> Int? {
        guard let geometry, geometry.slotCount > 0 else { return nil }
        let first = geometry.firstSlot(endingAtOrAfter: top)
        guard first < geometry.slotCount else { return nil }
        let header = geometry.headerSlot(geometry.element(at: first).section)
        return geometry.state(ofSlot: header) == .estimated ? header : nil
    }

    private func slotInfo(_ slot: Int) -> (TableGeometry.Element, CGFloat, TableGeometry.HeightState)? {
        guard let geometry, slot < geometry.slotCount else { return nil }
        return (geometry.element(at: slot), geometry.heights[slot], geometry.state(ofSlot: slot))
    }

    /// `frame` narrowed by ``rowInset`` on each side.
    private func insetForRow(_ frame: CGRect) -> CGRect {
        CGRect(
            x: rowInset, y: frame.origin.y, width: max(0, frame.size.width - 2 * rowInset), height: frame.size.height)
    }

    /// The rows of `walked` with the floating header and footer of each of `sections` around them, in content order.
    ///
    /// In a plain table a section's header sticks to the top of the visible rect while the section is on screen,
    /// until the section's end pushes it up; its footer sticks to the bottom, until the section's start (below its
    /// header) pushes it down.
    private func addingFloatingHeadersAndFooters(
        to walked: [TableVisibleElement],
        sections: [Int],
        range: (top: CGFloat, bottom: CGFloat),
        generation: Int
    ) -> [TableVisibleElement]? {
        var result: [TableVisibleElement] = []
        result.reserveCapacity(walked.count + 2 * sections.count)
        var next = walked.startIndex
        for section in sections {
            guard let footerSlot = geometry?.footerSlot(section) else { return nil }
            if geometry?.state(ofSlot: footerSlot) == .estimated {
                resolveEstimatedHeight(ofSlot: footerSlot)
                guard generation == geometryGeneration else { return nil }
            }
            guard let geometry else { return nil }
            let headerSlot = geometry.headerSlot(section)
            let extent = geometry.verticalExtent(ofSection: section)
            let headerHeight = geometry.heights[headerSlot]
            let footerHeight = geometry.heights[footerSlot]
            let width = frame.size.width
            if headerHeight > 0 || geometry.state(ofSlot: headerSlot) == .automatic {
                let y = min(max(extent.top, range.top), extent.bottom - headerHeight)
                if y < range.bottom, y + headerHeight > range.top {
                    let frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
                    result.append(TableVisibleElement(kind: .header(section: section), slot: headerSlot, frame: frame))
                }
            }
            while next < walked.endIndex, walked[next].kind.section == section {
                result.append(walked[next])
                next += 1
            }
            if footerHeight > 0 || geometry.state(ofSlot: footerSlot) == .automatic {
                let y = max(min(extent.bottom, range.bottom) - footerHeight, extent.top + headerHeight)
                if y < range.bottom, y + footerHeight > range.top {
                    let frame = CGRect(x: 0, y: y, width: width, height: footerHeight)
                    result.append(TableVisibleElement(kind: .footer(section: section), slot: footerSlot, frame: frame))
                }
            }
        }
        return result
    }

    // MARK: Leaving

    /// Ends displaying the elements not among `elements`: cells in index-path order, then headers and footers in
    /// section order.
    private func endDisplayingElements(except elements: [TableVisibleElement]) {
        var rows = Set<IndexPath>(minimumCapacity: elements.count)
        var headers = Set<Int>()
        var footers = Set<Int>()
        for element in elements {
            switch element.kind {
            case .row(let indexPath): rows.insert(indexPath)
            case .header(let section): headers.insert(section)
            case .footer(let section): footers.insert(section)
            }
        }
        let didEndDisplaying = delegate(implementing: .didEndDisplayingCell)
        for indexPath in displayedRowOrder where !rows.contains(indexPath) {
            if let cell = displayedCells.removeValue(forKey: indexPath) {
                endDisplaying(cell, at: indexPath, notifying: didEndDisplaying)
            }
        }
        displayedRowOrder.removeAll { !rows.contains($0) }
        endDisplayingHeadersAndFooters(exceptHeaders: headers, footers: footers)
    }

    private func endDisplayingHeadersAndFooters(exceptHeaders headers: Set<Int>, footers: Set<Int>) {
        let leavingHeaders = displayedHeaderSections.filter { !headers.contains($0) }
        let leavingFooters = displayedFooterSections.filter { !footers.contains($0) }
        displayedHeaderSections.removeAll { !headers.contains($0) }
        displayedFooterSections.removeAll { !footers.contains($0) }
        var nextFooter = leavingFooters.startIndex
        for section in leavingHeaders {
            while nextFooter < leavingFooters.endIndex, leavingFooters[nextFooter] < section {
                endDisplayingFooter(inSection: leavingFooters[nextFooter])
                nextFooter += 1
            }
            endDisplayingHeader(inSection: section)
        }
        for section in leavingFooters[nextFooter...] { endDisplayingFooter(inSection: section) }
    }

    /// Recycles a cell that stopped being displayed, then tells `delegate` (UIKit's order). Swipe actions revealed on
    /// it are hidden first.
    func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath, notifying delegate: (any TableViewDelegate)?) {
        if swipeState.revealed?.cell === cell { endSwipe(at: indexPath) }
        highlightedRows.remove(indexPath)
        enqueueForReuse(cell)
        if let delegate {
            record(.didEndDisplayingCell(indexPath))
            delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    private func endDisplayingHeader(inSection section: Int) {
        guard let view = displayedHeaders.removeValue(forKey: section) else { return }
        enqueueForReuse(headerFooterView: view)
        if let delegate = delegate(implementing: .didEndDisplayingHeaderView) {
            record(.didEndDisplayingHeaderView(section: section))
            delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    private func endDisplayingFooter(inSection section: Int) {
        guard let view = displayedFooters.removeValue(forKey: section) else { return }
        enqueueForReuse(headerFooterView: view)
        if let delegate = delegate(implementing: .didEndDisplayingFooterView) {
            record(.didEndDisplayingFooterView(section: section))
            delegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// Stops displaying every view: cells in index-path order, then headers and footers section by section.
    func tearDownDisplayedViews() {
        let rows = displayedRowOrder
        displayedRowOrder.removeAll()
        let didEndDisplaying = delegate(implementing: .didEndDisplayingCell)
        for indexPath in rows {
            if let cell = displayedCells.removeValue(forKey: indexPath) {
                endDisplaying(cell, at: indexPath, notifying: didEndDisplaying)
            }
        }
        endDisplayingHeadersAndFooters(exceptHeaders: [], footers: [])
    }
}
