import Foundation

// How a table view finds the height of each row, header and footer.
//
// When the heights are built (at the first layout pass after a reload, or after a change of the delegate or of a height
// property) every slot gets an exact height, or an estimate: the delegate's exact heights are asked up front only when
// estimation is off, its estimates are asked for every slot when it implements them. A slot that is still an estimate
// gets its exact height from the delegate when it is about to be displayed; a slot whose height is automatic is sized
// by its view when the view is displayed.

extension VirtualTableView {
    /// What a height given by the delegate or a property means.
    enum HeightAnswer {
        /// The height itself.
        case exact(CGFloat)
        /// `automaticDimension`: the element's view sizes it when it is displayed.
        case automatic
    }

    /// Which of a section's two supplementary elements.
    enum HeaderFooter {
        case header, footer
    }

    // MARK: Building

    /// Returns the heights, building them first when needed; the counts are loaded first when stale.
    ///
    /// Building asks the delegate (for exact heights with estimation off, for estimates otherwise, when it implements
    /// them), so it holds the view busy unless the caller already does.
    ///
    /// - Complexity: O(*n* + *s*) for *n* rows in *s* sections, plus the delegate calls; O(*s*) when the delegate
    /// answers neither row heights nor row estimates, as every row then starts alike.
    /// While the heights are being built (a delegate asking for a rect from `heightForRowAt`, say), there are none:
    /// the answer is `nil`.
    @discardableResult
    func loadGeometryIfNeeded() -> TableGeometry? {
        if let geometry { return geometry }
        guard !isBuildingGeometry else { return nil }
        let wasBusy = isBusy
        if !wasBusy { beginBusy() }
        let counts = loadCountsIfNeeded()
        let generation = geometryGeneration
        isBuildingGeometry = true
        let built = buildGeometry(counts: counts)
        isBuildingGeometry = false
        // A callback may have discarded the counts or the heights while they were being built.
        if generation == geometryGeneration, cachedCounts == counts { geometry = built }
        if !wasBusy { endBusy() }
        return geometry
    }

    /// Builds the heights as runs of equal slots. When the delegate answers no `estimatedHeightForRowAt`, and either
    /// no `heightForRowAt` or estimation is on (so that it is not asked yet), every row starts with the same height
    /// and state, and a section's rows are one run: the heights of a million such rows take a few runs, not an array
    /// of a million slots, nor a million questions.
    private func buildGeometry(counts: [Int]) -> TableGeometry {
        let uniformRows =
            delegate(implementing: .estimatedHeightForRow) == nil
            && (estimatedRowHeight != 0 || delegate(implementing: .heightForRow) == nil)
        var builder = TableHeightTree.Builder()
        for (section, rows) in counts.enumerated() {
            builder.append(initialHeight(of: .header, inSection: section))
            if uniformRows, rows > 0 {
                builder.append(initialHeightOfRow(at: IndexPath(itemIndex: 0, sectionIndex: section)), count: rows)
            } else {
                for row in 0..<rows {
                    builder.append(initialHeightOfRow(at: IndexPath(itemIndex: row, sectionIndex: section)))
                }
            }
            builder.append(initialHeight(of: .footer, inSection: section))
        }
        var geometry = TableGeometry(counts: counts, heights: TableHeightTree(builder))
        geometry.tableHeaderHeight = interactions.tableHeaderHeight
        return geometry
    }

    func initialHeightOfRow(at indexPath: IndexPath) -> (CGFloat, TableGeometry.HeightState) {
        let answer: HeightAnswer
        if let delegate = delegate(implementing: .heightForRow) {
            guard estimatedRowHeight == 0 else { return (estimatedHeightOfRow(at: indexPath), .estimated) }
            record(.heightForRow(indexPath))
            answer = Self.rowHeightAnswer(delegate.tableView(self, heightForRowAt: indexPath))
        } else {
            answer = Self.rowHeightAnswer(rowHeight)
        }
        switch answer {
        case .exact(let height): return (height, .exact)
        case .automatic: return (estimatedHeightOfRow(at: indexPath), .automatic)
        }
    }

    func initialHeight(of element: HeaderFooter, inSection section: Int) -> (CGFloat, TableGeometry.HeightState) {
        let answer: HeightAnswer
        if let delegate = delegate(
            implementing: element == .header ? .heightForHeaderInSection : .heightForFooterInSection)
        {
            let estimate = element == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
            guard estimate == 0 else { return (estimatedHeight(of: element, inSection: section), .estimated) }
            answer = askHeight(of: element, inSection: section, delegate)
        } else {
            answer = headerFooterHeightAnswer(element == .header ? sectionHeaderHeight : sectionFooterHeight)
        }
        switch answer {
        case .exact(let height):
            return (height, .exact)
        case .automatic:
            guard hasContentSource(for: element) else { return (automaticEmptyHeaderFooterHeight, .exact) }
            return (estimatedHeight(of: element, inSection: section), .automatic)
        }
    }

    /// The estimate of a row: the delegate's `estimatedHeightForRowAt` when it implements it and estimation is on,
    /// else ``estimatedRowHeight``; ``defaultRowHeight`` in place of an estimate that is not positive.
    private func estimatedHeightOfRow(at indexPath: IndexPath) -> CGFloat {
        guard estimatedRowHeight != 0 else { return Self.defaultRowHeight }
        var estimate = estimatedRowHeight
        if let delegate = delegate(implementing: .estimatedHeightForRow) {
            record(.estimatedHeightForRow(indexPath))
            estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        }
        return estimate > 0 && estimate.isFinite ? estimate : Self.defaultRowHeight
    }

    /// The estimate of a header or footer, as for rows, with ``automaticTitleHeaderFooterHeight`` in place of an
    /// estimate that is not positive.
    private func estimatedHeight(of element: HeaderFooter, inSection section: Int) -> CGFloat {
        var estimate = element == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimate != 0 {
            switch element {
            case .header:
                if let delegate = delegate(implementing: .estimatedHeightForHeaderInSection) {
                    record(.estimatedHeightForHeader(section: section))
                    estimate = delegate.tableView(self, estimatedHeightForHeaderInSection: section)
                }
            case .footer:
                if let delegate = delegate(implementing: .estimatedHeightForFooterInSection) {
                    record(.estimatedHeightForFooter(section: section))
                    estimate = delegate.tableView(self, estimatedHeightForFooterInSection: section)
                }
            }
        }
        return estimate > 0 && estimate.isFinite ? estimate : automaticTitleHeaderFooterHeight
    }

    /// Whether a header or footer whose height is automatic can show anything: whether the delegate implements the
    /// view method or the data source the title method.
    private func hasContentSource(for element: HeaderFooter) -> Bool {
        switch element {
        case .header:
            implements(.viewForHeaderInSection, .delegate) || implements(.titleForHeaderInSection, .dataSource)
        case .footer:
            implements(.viewForFooterInSection, .delegate) || implements(.titleForFooterInSection, .dataSource)
        }
    }

    // MARK: Answers

    /// A row height as the view takes it: ``automaticDimension`` is automatic; a negative or non-finite height is 0.
    static func rowHeightAnswer(_ height: CGFloat) -> HeightAnswer {
        if height == automaticDimension { return .automatic }
        return .exact(height.isFinite ? max(0, height) : 0)
    }

    /// A header or footer height as the view takes it: as for rows, and 0 is automatic in a grouped or inset-grouped
    /// table.
    func headerFooterHeightAnswer(_ height: CGFloat) -> HeightAnswer {
        if height == 0, style != .plain { return .automatic }
        return Self.rowHeightAnswer(height)
    }

    private func askHeight(
        of element: HeaderFooter,
        inSection section: Int,
        _ delegate: any TableViewDelegate
    ) -> HeightAnswer {
        switch element {
        case .header:
            record(.heightForHeader(section: section))
            return headerFooterHeightAnswer(delegate.tableView(self, heightForHeaderInSection: section))
        case .footer:
            record(.heightForFooter(section: section))
            return headerFooterHeightAnswer(delegate.tableView(self, heightForFooterInSection: section))
        }
    }

    // MARK: Resolving

    /// Asks the delegate for the exact height of `slot`, whose height is an estimate, and keeps the answer: the height
    /// itself, or the estimate marked automatic, for the view to size.
    func resolveEstimatedHeight(ofSlot slot: Int) {
        guard let element = geometry?.element(at: slot) else { return }
        let answer: HeightAnswer
        switch element {
        case .row(let section, let row):
            let indexPath = IndexPath(itemIndex: row, sectionIndex: section)
            if let delegate = delegate(implementing: .heightForRow) {
                record(.heightForRow(indexPath))
                answer = Self.rowHeightAnswer(delegate.tableView(self, heightForRowAt: indexPath))
            } else {
                answer = Self.rowHeightAnswer(rowHeight)
            }
        case .header(let section), .footer(let section):
            let kind: HeaderFooter = if case .header = element { .header } else { .footer }
            let selector: TableViewSelector = kind == .header ? .heightForHeaderInSection : .heightForFooterInSection
            if let delegate = delegate(implementing: selector) {
                answer = askHeight(of: kind, inSection: section, delegate)
            } else {
                answer = headerFooterHeightAnswer(kind == .header ? sectionHeaderHeight : sectionFooterHeight)
            }
            if case .automatic = answer, !hasContentSource(for: kind) {
                setHeight(automaticEmptyHeaderFooterHeight, .exact, ofSlot: slot)
                return
            }
        }
        switch answer {
        case .exact(let height): setHeight(height, .exact, ofSlot: slot)
        case .automatic: setState(.automatic, ofSlot: slot)
        }
    }

    /// Sets the height and state of `slot`, when the heights still stand.
    func setHeight(_ height: CGFloat, _ state: TableGeometry.HeightState, ofSlot slot: Int) {
        guard geometry != nil, slot < geometry!.slotCount else { return }
        geometry!.heights.set((height, state), at: slot)
    }

    func setState(_ state: TableGeometry.HeightState, ofSlot slot: Int) {
        guard geometry != nil, slot < geometry!.slotCount else { return }
        geometry!.heights.setState(state, at: slot)
    }

    // MARK: Frames

    /// The frame of a row, from the current heights.
    func rowFrame(section: Int, row: Int, in geometry: TableGeometry) -> CGRect {
        let slot = geometry.rowSlot(section: section, row: row)
        return CGRect(
            x: rowInset, y: geometry.top(of: slot), width: max(0, frame.size.width - 2 * rowInset),
            height: geometry.heights[slot])
    }
}
