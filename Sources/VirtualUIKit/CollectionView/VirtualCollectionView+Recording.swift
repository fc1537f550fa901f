import Foundation

extension VirtualCollectionView {
    /// One thing the view did: a call to its data source or a delegate, or one of its own steps (a reload, a batch
    /// commit, a reported inconsistency).
    ///
    /// Calls are recorded just before they are made, and only when they are made: an optional method the object did
    /// not claim to implement never appears. Compare whole sequences in tests:
    ///
    /// ```swift
    /// collectionView.resetRecording()
    /// collectionView.tapItem(at: first)
    /// XCTAssertEqual(collectionView.recordedEvents, [
    ///     .shouldHighlightItem(first), .didHighlightItem(first), .didUnhighlightItem(first),
    ///     .shouldSelectItem(first), .didSelectItem(first),
    /// ])
    /// ```
    ///
    /// Recording is on by default (``isRecordingEvents``), so events are kept small: 48 bytes on 64-bit platforms. The few
    /// whose payload is larger (a batch's updates, a focus context, a move with three index paths) are boxed, so that
    /// recording the per-section calls of a layout pass over thousands of sections stays cheap.
    public enum Event: Equatable, Sendable {
        // Data source
        /// `numberOfSections(in:)`.
        case numberOfSections
        /// `collectionView(_:numberOfItemsInSection:)`.
        case numberOfItems(section: Int)
        /// `collectionView(_:cellForItemAt:)`.
        case cellForItem(IndexPath)
        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
        case viewForSupplementaryElement(kind: String, IndexPath)
        /// `collectionView(_:canMoveItemAt:)`.
        case canMoveItem(IndexPath)
        /// `collectionView(_:moveItemAt:to:)`.
        case moveItem(from: IndexPath, to: IndexPath)
        /// `indexTitles(for:)`.
        case indexTitles
        /// `collectionView(_:indexPathForIndexTitle:at:)`.
        case indexPathForIndexTitle(String, at: Int)

        // Display
        /// `collectionView(_:willDisplay:forItemAt:)`.
        case willDisplayCell(IndexPath)
        /// `collectionView(_:didEndDisplaying:forItemAt:)`.
        case didEndDisplayingCell(IndexPath)
        /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
        case willDisplaySupplementaryView(kind: String, IndexPath)
        /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
        case didEndDisplayingSupplementaryView(kind: String, IndexPath)

        // Highlight and selection
        /// `collectionView(_:shouldHighlightItemAt:)`.
        case shouldHighlightItem(IndexPath)
        /// `collectionView(_:didHighlightItemAt:)`.
        case didHighlightItem(IndexPath)
        /// `collectionView(_:didUnhighlightItemAt:)`.
        case didUnhighlightItem(IndexPath)
        /// `collectionView(_:shouldSelectItemAt:)`.
        case shouldSelectItem(IndexPath)
        /// `collectionView(_:didSelectItemAt:)`.
        case didSelectItem(IndexPath)
        /// `collectionView(_:shouldDeselectItemAt:)`.
        case shouldDeselectItem(IndexPath)
        /// `collectionView(_:didDeselectItemAt:)`.
        case didDeselectItem(IndexPath)

        // Flow layout
        /// `collectionView(_:layout:sizeForItemAt:)`.
        case sizeForItem(IndexPath)
        /// `collectionView(_:layout:insetForSectionAt:)`.
        case insetForSection(Int)
        /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
        case minimumLineSpacingForSection(Int)
        /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
        case minimumInteritemSpacingForSection(Int)
        /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
        case referenceSizeForHeader(section: Int)
        /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
        case referenceSizeForFooter(section: Int)

        // Legacy menu
        /// `collectionView(_:shouldShowMenuForItemAt:)`.
        case shouldShowMenu(IndexPath)
        /// `collectionView(_:canPerformAction:forItemAt:withSender:)`.
        case canPerformAction(ActionSelector, IndexPath)
        /// `collectionView(_:performAction:forItemAt:withSender:)`.
        case performAction(ActionSelector, IndexPath)

        // Focus
        /// `collectionView(_:canFocusItemAt:)`.
        case canFocusItem(IndexPath)
        /// `collectionView(_:shouldUpdateFocusIn:)`.
        indirect case shouldUpdateFocus(FocusUpdateContext)
        /// `collectionView(_:didUpdateFocusIn:with:)`.
        indirect case didUpdateFocus(FocusUpdateContext)
        /// `indexPathForPreferredFocusedView(in:)`.
        case indexPathForPreferredFocusedView
        /// `collectionView(_:selectionFollowsFocusForItemAt:)`.
        case selectionFollowsFocusForItem(IndexPath)

        // Moving, scrolling and transitions
        /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`.
        case targetIndexPathForMove(from: IndexPath, proposed: IndexPath)
        /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`.
        indirect case targetIndexPathForMoveOfItem(original: IndexPath, current: IndexPath, proposed: IndexPath)
        /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
        case targetContentOffset(proposed: CGPoint)
        /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
        case transitionLayout

        // Spring loading, editing, primary action, multiple selection
        /// `collectionView(_:shouldSpringLoadItemAt:with:)`.
        case shouldSpringLoadItem(IndexPath)
        /// `collectionView(_:canEditItemAt:)`.
        case canEditItem(IndexPath)
        /// `collectionView(_:canPerformPrimaryActionForItemAt:)`.
        case canPerformPrimaryAction(IndexPath)
        /// `collectionView(_:performPrimaryActionForItemAt:)`.
        case performPrimaryAction(IndexPath)
        /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`.
        case shouldBeginMultipleSelectionInteraction(IndexPath)
        /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`.
        case didBeginMultipleSelectionInteraction(IndexPath)
        /// `collectionViewDidEndMultipleSelectionInteraction(_:)`.
        case didEndMultipleSelectionInteraction

        // Context menus
        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`.
        case contextMenuConfigurationForItem(IndexPath, point: CGPoint)
        /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
        case contextMenuConfigurationForItems([IndexPath], point: CGPoint)
        /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`.
        case previewForHighlightingContextMenu(ContextMenuConfiguration)
        /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`.
        case previewForDismissingContextMenu(ContextMenuConfiguration)
        /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`.
        case highlightPreviewForItem(ContextMenuConfiguration, IndexPath)
        /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`.
        case dismissalPreviewForItem(ContextMenuConfiguration, IndexPath)

        // Full-screen layout
        /// `collectionView(_:layout:willCenterCellAt:)`.
        case willCenterCell(IndexPath)
        /// `collectionView(_:layout:didCenterCellAt:)`.
        case didCenterCell(IndexPath)

        // Prefetching
        /// `collectionView(_:prefetchItemsAt:)`.
        case prefetchItems([IndexPath])
        /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
        case cancelPrefetchingForItems([IndexPath])

        // Drag
        /// `collectionView(_:itemsForBeginning:at:)`.
        case itemsForBeginningDragSession(IndexPath)
        /// `collectionView(_:itemsForAddingTo:at:point:)`.
        case itemsForAddingToDragSession(IndexPath, point: CGPoint)
        /// `collectionView(_:dragPreviewParametersForItemAt:)`.
        case dragPreviewParameters(IndexPath)
        /// `collectionView(_:dragSessionWillBegin:)`.
        case dragSessionWillBegin
        /// `collectionView(_:dragSessionDidEnd:)`.
        case dragSessionDidEnd
        /// `collectionView(_:dragSessionAllowsMoveOperation:)`.
        case dragSessionAllowsMoveOperation
        /// `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`.
        case dragSessionIsRestrictedToDraggingApplication

        // Drop
        /// `collectionView(_:canHandle:)`.
        case canHandleDropSession
        /// `collectionView(_:dropSessionDidEnter:)`.
        case dropSessionDidEnter
        /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
        case dropSessionDidUpdate(destination: IndexPath?)
        /// `collectionView(_:dropSessionDidExit:)`.
        case dropSessionDidExit
        /// `collectionView(_:dropSessionDidEnd:)`.
        case dropSessionDidEnd
        /// `collectionView(_:performDropWith:)`.
        case performDrop(destination: IndexPath?)
        /// `collectionView(_:dropPreviewParametersForItemAt:)`.
        case dropPreviewParameters(IndexPath)

        // The view's own steps
        /// The view discarded its counts, displayed views and selection (``reloadData()``, or the recovery after an
        /// inconsistent batch). Recorded when the reload happens, which is after the batch for a deferred reload.
        case reloadData
        /// A batch update was checked, after its "after" counts were read: applied when
        /// ``PerformedUpdate/inconsistency`` is `nil`, rejected otherwise.
        indirect case performBatchUpdates(PerformedUpdate)
        /// The view reported an inconsistency, just before calling ``inconsistencyHandler``.
        case inconsistency(CollectionViewInconsistency)
        /// The view asked a cell (`kind` `nil`) or a supplementary view of `kind` for its preferred attributes
        /// (`preferredLayoutAttributesFitting(_:)`), as it does when the layout sizes it from an estimate.
        case preferredLayoutAttributesFitting(kind: String?, IndexPath)
        /// The layout accepted a view's preferred attributes and invalidated itself
        /// (`invalidateLayout(with:)`); the view lays out again with the new size.
        case invalidateLayoutForPreferredAttributes(kind: String?, IndexPath)
    }

    /// A batch update as the view received it: the declared changes in call order, with the counts before and after.
    public struct PerformedUpdate: Equatable, Sendable {
        /// A move from one position to another.
        public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
            /// The position before the update.
            public var from: Position
            /// The position after the update.
            public var to: Position

            /// Creates a move.
            public init(from: Position, to: Position) {
                self.from = from
                self.to = to
            }
        }

        /// Sections declared inserted, in call order.
        public var insertedSections: [Int] = []
        /// Sections declared deleted, in call order.
        public var deletedSections: [Int] = []
        /// Sections declared reloaded, in call order.
        public var reloadedSections: [Int] = []
        /// Sections declared moved, in call order.
        public var movedSections: [Move<Int>] = []
        /// Items declared inserted, in call order.
        public var insertedItems: [IndexPath] = []
        /// Items declared deleted, in call order.
        public var deletedItems: [IndexPath] = []
        /// Items declared reloaded, in call order.
        public var reloadedItems: [IndexPath] = []
        /// Items declared moved, in call order.
        public var movedItems: [Move<IndexPath>] = []
        /// Item counts per section before the update.
        public var countsBefore: [Int] = []
        /// Item counts per section after the update, as the data source answered.
        public var countsAfter: [Int] = []
        /// Why the update was rejected, or `nil` when it was applied.
        public var inconsistency: CollectionViewInconsistency?
        /// Why the update would have been rejected, when a ``VirtualCollectionView/reloadData()`` requested before it
        /// committed replaced it: the view reported nothing and reloaded instead. `nil` otherwise.
        public var inconsistencyReplacedByReload: CollectionViewInconsistency?

        /// Creates a record; every change list is empty unless given.
        public init(
            insertedSections: [Int] = [],
            deletedSections: [Int] = [],
            reloadedSections: [Int] = [],
            movedSections: [Move<Int>] = [],
            insertedItems: [IndexPath] = [],
            deletedItems: [IndexPath] = [],
            reloadedItems: [IndexPath] = [],
            movedItems: [Move<IndexPath>] = [],
            countsBefore: [Int] = [],
            countsAfter: [Int] = [],
            inconsistency: CollectionViewInconsistency? = nil,
            inconsistencyReplacedByReload: CollectionViewInconsistency? = nil
        ) {
            self.insertedSections = insertedSections
            self.deletedSections = deletedSections
            self.reloadedSections = reloadedSections
            self.movedSections = movedSections
            self.insertedItems = insertedItems
            self.deletedItems = deletedItems
            self.reloadedItems = reloadedItems
            self.movedItems = movedItems
            self.countsBefore = countsBefore
            self.countsAfter = countsAfter
            self.inconsistency = inconsistency
            self.inconsistencyReplacedByReload = inconsistencyReplacedByReload
        }

        init(_ request: BatchUpdateRequest, countsBefore: [Int], countsAfter: [Int]) {
            self.init(
                insertedSections: request.insertedSections,
                deletedSections: request.deletedSections,
                reloadedSections: request.reloadedSections,
                movedSections: request.movedSections.map { Move(from: $0.from, to: $0.to) },
                insertedItems: request.insertedItems,
                deletedItems: request.deletedItems,
                reloadedItems: request.reloadedItems,
                movedItems: request.movedItems.map { Move(from: $0.from, to: $0.to) },
                countsBefore: countsBefore,
                countsAfter: countsAfter
            )
        }

        /// Whether no change was declared.
        public var isEmpty: Bool {
            insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
                && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
        }
    }

    /// Returns the recorded events and clears them, like reading everything written to an `EmbeddedChannel`.
    public func takeRecordedEvents() -> [Event] {
        guard allowsCall("VirtualCollectionView.takeRecordedEvents()") else { return [] }
        defer { recordedEvents.removeAll() }
        return recordedEvents
    }

    /// Clears ``recordedEvents``, ``reportedInconsistencies``, ``performedUpdates`` and the `responds(to:)` query
    /// counts. The view's state (counts, views, selection) is untouched.
    public func resetRecording() {
        guard allowsCall("VirtualCollectionView.resetRecording()") else { return }
        recordedEvents.removeAll()
        reportedInconsistencies.removeAll()
        performedUpdates.removeAll()
        respondsToCache.resetQueryCounts()
    }
}
