import Foundation

extension VirtualTableView {
    /// Displays `elements` in content order: moves those already displayed to their frames, requests and announces
    /// the others. Returns whether an element sized itself to a new height. The caller holds the view busy.
    func display(_ elements: [TableVisibleElement], generation: Int) -> Bool {
        var sizesChanged = false
        var rowOrder: [IndexPath] = []
        var headerSections: [Int] = []
        var footerSections: [Int] = []
        rowOrder.reserveCapacity(elements.count)
        let willDisplay = delegate(implementing: .willDisplayCell)
        var displayedCellIDs = Set(displayedCells.values.map(ObjectIdentifier.init))
        var isComplete = true
        for element in elements {
            // A reload requested from a callback, or heights discarded by one, end the pass.
            guard !isReloadPending, generation == geometryGeneration else {
                isComplete = false
                break
            }
            switch element.kind {
            case .row(let indexPath):
                if let cell = displayedCells[indexPath] {
                    cell.frame = element.frame
                    if slotState(element.slot) == .automatic { sizesChanged = size(cell, element) || sizesChanged }
                } else {
                    sizesChanged =
                        displayRow(at: indexPath, element, notifying: willDisplay, besides: &displayedCellIDs)
                        || sizesChanged
                }
                if displayedCells[indexPath] != nil { rowOrder.append(indexPath) }
            case .header(let section):
                sizesChanged = display(.header, inSection: section, element) || sizesChanged
                if displayedHeaders[section] != nil { headerSections.append(section) }
            case .footer(let section):
                sizesChanged = display(.footer, inSection: section, element) || sizesChanged
                if displayedFooters[section] != nil { footerSections.append(section) }
            }
        }
        if isComplete {
            displayedRowOrder = rowOrder
            displayedHeaderSections = headerSections
            displayedFooterSections = footerSections
        } else {
            // Elements displayed earlier that the stopped pass did not reach stay displayed.
            displayedRowOrder = displayedCells.keys.sortedBySectionAndItem()
            displayedHeaderSections = displayedHeaders.keys.sorted()
            displayedFooterSections = displayedFooters.keys.sorted()
        }
        return sizesChanged
    }

    private func slotState(_ slot: Int) -> TableGeometry.HeightState? {
        guard let geometry, slot < geometry.slotCount else { return nil }
        return geometry.state(ofSlot: slot)
    }

    // MARK: Rows

    /// Requests the cell of the row, configures it, sizes it when its height is automatic, displays it and announces
    /// it. Returns whether it sized itself to a new height.
    ///
    /// A cell already displayed for another row (among `displayedCellIDs`) is reported, and the row gets a placeholder
    /// cell without a reuse identifier instead, so that one cell never shows two rows.
    private func displayRow(
        at indexPath: IndexPath,
        _ element: TableVisibleElement,
        notifying willDisplay: (any TableViewDelegate)?,
        besides displayedCellIDs: inout Set<ObjectIdentifier>
    ) -> Bool {
        guard let dataSource = storedDataSource else { return false }
        let generation = geometryGeneration
        record(.cellForRow(indexPath))
        var cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if displayedCellIDs.contains(ObjectIdentifier(cell)) {
            let shown = displayedCells.first { $0.value === cell }?.key
            report(.internalInconsistency(ViewFailure.cellAlreadyDisplayed(at: indexPath, shownAt: shown)))
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.frame = element.frame
        guard !isReloadPending, generation == geometryGeneration else {
            // The data source asked for a reload while providing the cell: it is not displayed, nor announced.
            enqueueForReuse(cell)
            return false
        }
        cell.isSelected = selectedRowSet.contains(indexPath)
        cell.isHighlighted = highlightedRows.contains(indexPath)
        displayedCells[indexPath] = cell
        displayedCellIDs.insert(ObjectIdentifier(cell))
        prefetchedRowWasDisplayed(at: indexPath)
        configureForDisplay(cell, at: indexPath)
        var sizeChanged = false
        if displayedCells[indexPath] === cell, slotState(element.slot) == .automatic {
            sizeChanged = size(cell, element)
        }
        if let willDisplay, displayedCells[indexPath] === cell {
            record(.willDisplayCell(indexPath))
            willDisplay.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        return sizeChanged
    }

    // MARK: Headers and footers

    /// Displays the header or footer of `section`, when it has a view: requests it (or the title), sizes it when its
    /// height is automatic, and announces it; a displayed one only moves to its frame. Returns whether its height
    /// changed.
    private func display(_ kind: HeaderFooter, inSection section: Int, _ element: TableVisibleElement) -> Bool {
        let displayed = kind == .header ? displayedHeaders[section] : displayedFooters[section]
        if let displayed {
            displayed.frame = element.frame
            guard slotState(element.slot) == .automatic else { return false }
            if displayed is SystemTitleHeaderFooterView {
                return settle(element, at: automaticTitleHeaderFooterHeight)
            }
            return size(displayed, element)
        }
        let generation = geometryGeneration
        var view = requestView(kind, inSection: section)
        var isTitleView = false
        guard !isReloadPending, generation == geometryGeneration else { return false }
        if view == nil, let title = requestTitle(kind, inSection: section) {
            view = SystemTitleHeaderFooterView(title: title, kind: kind, style: style)
            isTitleView = true
        }
        guard !isReloadPending, generation == geometryGeneration else { return false }
        var sizeChanged = false
        if slotState(element.slot) == .automatic {
            if isTitleView {
                sizeChanged = settle(element, at: automaticTitleHeaderFooterHeight)
            } else if let view {
                view.frame = element.frame
                sizeChanged = size(view, element)
            } else {
                sizeChanged = settle(element, at: automaticEmptyHeaderFooterHeight)
            }
        }
        guard let view else { return sizeChanged }
        var frame = element.frame
        frame.size.height = geometry?.heights[element.slot] ?? frame.size.height
        view.frame = frame
        announce(view, kind, inSection: section)
        return sizeChanged
    }

    private func requestView(_ kind: HeaderFooter, inSection section: Int) -> CollectionReusableView? {
        switch kind {
        case .header:
            guard let delegate = delegate(implementing: .viewForHeaderInSection) else { return nil }
            record(.viewForHeader(section: section))
            return delegate.tableView(self, viewForHeaderInSection: section)
        case .footer:
            guard let delegate = delegate(implementing: .viewForFooterInSection) else { return nil }
            record(.viewForFooter(section: section))
            return delegate.tableView(self, viewForFooterInSection: section)
        }
    }

    private func requestTitle(_ kind: HeaderFooter, inSection section: Int) -> String? {
        switch kind {
        case .header:
            guard let dataSource = dataSource(implementing: .titleForHeaderInSection) else { return nil }
            record(.titleForHeader(section: section))
            return dataSource.tableView(self, titleForHeaderInSection: section)
        case .footer:
            guard let dataSource = dataSource(implementing: .titleForFooterInSection) else { return nil }
            record(.titleForFooter(section: section))
            return dataSource.tableView(self, titleForFooterInSection: section)
        }
    }

    private func announce(_ view: CollectionReusableView, _ kind: HeaderFooter, inSection section: Int) {
        switch kind {
        case .header:
            displayedHeaders[section] = view
            if let delegate = delegate(implementing: .willDisplayHeaderView) {
                record(.willDisplayHeaderView(section: section))
                delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        case .footer:
            displayedFooters[section] = view
            if let delegate = delegate(implementing: .willDisplayFooterView) {
                record(.willDisplayFooterView(section: section))
                delegate.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    // MARK: Sizing

    /// Asks `view`, displayed for `element` whose height is automatic, for its preferred attributes, and makes the
    /// height of the answer exact. Returns whether the height changed.
    ///
    /// The proposed attributes have the element's frame at its current (estimated) height. An answer whose height is
    /// not finite keeps that height; a negative one counts as 0. Only the height is taken: a table decides widths.
    private func size(_ view: CollectionReusableView, _ element: TableVisibleElement) -> Bool {
        let generation = geometryGeneration
        let attributes: CollectionViewLayoutAttributes
        switch element.kind {
        case .row(let indexPath):
            record(.preferredLayoutAttributesFitting(kind: nil, indexPath))
            attributes = CollectionViewLayoutAttributes(forCellWith: indexPath, frame: element.frame)
        case .header(let section), .footer(let section):
            let kind: String
            if case .header = element.kind {
                kind = CollectionElementKind.sectionHeader
            } else {
                kind = CollectionElementKind.sectionFooter
            }
            let indexPath = IndexPath(itemIndex: 0, sectionIndex: section)
            record(.preferredLayoutAttributesFitting(kind: kind, indexPath))
            attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: indexPath, frame: element.frame)
        }
        let height = view.preferredLayoutAttributesFitting(attributes).frame.size.height
        guard generation == geometryGeneration, !isReloadPending else { return false }
        let changed = settle(element, at: height.isFinite ? max(0, height) : element.frame.size.height)
        view.frame.size.height = geometry?.heights[element.slot] ?? view.frame.size.height
        return changed
    }

    /// Makes `height` the exact height of `element`'s slot; returns whether it differs from the frame's.
    private func settle(_ element: TableVisibleElement, at height: CGFloat) -> Bool {
        setHeight(height, .exact, ofSlot: element.slot)
        return height != element.frame.size.height
    }
}

/// The header or footer view a table view makes for a title from its data source: a ``TableViewHeaderFooterView`` with
/// the style's list configuration and the title as its text.
final class SystemTitleHeaderFooterView: TableViewHeaderFooterView {
    convenience init(title: String, kind: VirtualTableView.HeaderFooter, style: TableViewStyle) {
        self.init(reuseIdentifier: nil)
        var content: ListContentConfiguration =
            switch (kind, style) {
            case (.header, .plain): .plainHeader()
            case (.footer, .plain): .plainFooter()
            case (.header, _): .groupedHeader()
            case (.footer, _): .groupedFooter()
            }
        content.text = title
        contentConfiguration = content
    }
}
