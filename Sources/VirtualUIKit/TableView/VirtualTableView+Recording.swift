import Foundation

extension VirtualTableView {
    /// One thing the table view did: a call to its data source or a delegate, or one of its own steps (a reload, a
    /// reported inconsistency).
    ///
    /// Calls are recorded just before they are made, and only when they are made: an optional method the object did
    /// not claim to implement never appears. Compare whole sequences in tests:
    ///
    /// ```swift
    /// tableView.resetRecording()
    /// tableView.tapRow(at: first)
    /// XCTAssertEqual(tableView.recordedEvents, [
    ///     .shouldHighlightRow(first), .didHighlightRow(first), .didUnhighlightRow(first),
    ///     .willSelectRow(first), .didSelectRow(first),
    /// ])
    /// ```
    public enum Event: Equatable, Sendable {
        // Data source
        /// `numberOfSections(in:)`.
        case numberOfSections
        /// `tableView(_:numberOfRowsInSection:)`.
        case numberOfRows(section: Int)
        /// `tableView(_:cellForRowAt:)`.
        case cellForRow(IndexPath)
        /// `tableView(_:titleForHeaderInSection:)`.
        case titleForHeader(section: Int)
        /// `tableView(_:titleForFooterInSection:)`.
        case titleForFooter(section: Int)
        /// `tableView(_:canEditRowAt:)`.
        case canEditRow(IndexPath)
        /// `tableView(_:commit:forRowAt:)`.
        case commitEditingStyle(TableViewCellEditingStyle, IndexPath)

        // Display
        /// `tableView(_:willDisplay:forRowAt:)`.
        case willDisplayCell(IndexPath)
        /// `tableView(_:didEndDisplaying:forRowAt:)`.
        case didEndDisplayingCell(IndexPath)
        /// `tableView(_:willDisplayHeaderView:forSection:)`.
        case willDisplayHeaderView(section: Int)
        /// `tableView(_:willDisplayFooterView:forSection:)`.
        case willDisplayFooterView(section: Int)
        /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
        case didEndDisplayingHeaderView(section: Int)
        /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
        case didEndDisplayingFooterView(section: Int)

        // Heights and header views
        /// `tableView(_:heightForRowAt:)`.
        case heightForRow(IndexPath)
        /// `tableView(_:heightForHeaderInSection:)`.
        case heightForHeader(section: Int)
        /// `tableView(_:heightForFooterInSection:)`.
        case heightForFooter(section: Int)
        /// `tableView(_:estimatedHeightForRowAt:)`.
        case estimatedHeightForRow(IndexPath)
        /// `tableView(_:estimatedHeightForHeaderInSection:)`.
        case estimatedHeightForHeader(section: Int)
        /// `tableView(_:estimatedHeightForFooterInSection:)`.
        case estimatedHeightForFooter(section: Int)
        /// `tableView(_:viewForHeaderInSection:)`.
        case viewForHeader(section: Int)
        /// `tableView(_:viewForFooterInSection:)`.
        case viewForFooter(section: Int)

        // Highlight and selection
        /// `tableView(_:shouldHighlightRowAt:)`.
        case shouldHighlightRow(IndexPath)
        /// `tableView(_:didHighlightRowAt:)`.
        case didHighlightRow(IndexPath)
        /// `tableView(_:didUnhighlightRowAt:)`.
        case didUnhighlightRow(IndexPath)
        /// `tableView(_:willSelectRowAt:)`.
        case willSelectRow(IndexPath)
        /// `tableView(_:willDeselectRowAt:)`.
        case willDeselectRow(IndexPath)
        /// `tableView(_:didSelectRowAt:)`.
        case didSelectRow(IndexPath)
        /// `tableView(_:didDeselectRowAt:)`.
        case didDeselectRow(IndexPath)

        // Editing and primary action
        /// `tableView(_:editingStyleForRowAt:)`.
        case editingStyleForRow(IndexPath)
        /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
        case canPerformPrimaryActionForRow(IndexPath)
        /// `tableView(_:performPrimaryActionForRowAt:)`.
        case performPrimaryActionForRow(IndexPath)

        // Prefetching
        /// `tableView(_:prefetchRowsAt:)`.
        case prefetchRows([IndexPath])
        /// `tableView(_:cancelPrefetchingForRowsAt:)`.
        case cancelPrefetchingForRows([IndexPath])

        // The view's own steps
        /// The view discarded its counts, heights, displayed views and selection (``VirtualTableView/reloadData()``).
        /// Recorded when the reload happens, which is after the layout pass for a reload requested from a callback,
        /// and after the batch for one requested inside a batch.
        case reloadData
        /// A batch update was checked, after its "after" counts were read: applied when
        /// ``PerformedUpdate/inconsistency`` is `nil`, rejected otherwise.
        indirect case performBatchUpdates(PerformedUpdate)
        /// The view reported an inconsistency, just before calling ``VirtualTableView/inconsistencyHandler``.
        case inconsistency(TableViewInconsistency)
        /// The view asked a cell (`kind` `nil`) or a header or footer view (`kind` `CollectionElementKind.sectionHeader`
        /// or `sectionFooter`, at `[section, 0]`) for its preferred attributes (`preferredLayoutAttributesFitting(_:)`),
        /// as it does for an element whose height is automatic.
        case preferredLayoutAttributesFitting(kind: String?, IndexPath)
    }

    /// Returns the recorded events and clears them, like reading everything written to an `EmbeddedChannel`.
    public func takeRecordedEvents() -> [Event] {
        defer { recordedEvents.removeAll() }
        return recordedEvents
    }

    /// Clears ``recordedEvents``, ``reportedInconsistencies``, ``performedUpdates`` and the `responds(to:)` query
    /// counts. The view's state (counts, heights, views, selection) is untouched.
    public func resetRecording() {
        recordedEvents.removeAll()
        reportedInconsistencies.removeAll()
        batchStorage.performedUpdates.removeAll()
        respondsToCache.resetQueryCounts()
    }
}
