import Foundation
import VirtualUIKit

/// A data source and delegate for every role of a collection view, which records each call it receives (in the
/// vocabulary of `VirtualCollectionView.Event`, so the two logs can be compared) and answers `responds(to:)` from
/// ``implemented``.
///
/// The model is ``counts``: items per section. Value-returning methods answer from the configurable properties.
package final class RecordingCollectionViewDelegate: CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDelegateFullScreenLayout, CollectionViewDataSourcePrefetching, CollectionViewDragDelegate,
    CollectionViewDropDelegate
{
    package typealias Event = VirtualCollectionView.Event

    /// Every optional selector of every role.
    package static let allOptionalSelectors = Set(CollectionViewRole.allCases.flatMap(\.optionalSelectors))

    /// Items per section.
    package var counts: [Int]
    /// The selectors `responds(to:)` answers `true` for. Default: every optional selector.
    package var implemented: Set<CollectionViewSelector>
    /// Every call received, in order.
    package private(set) var log: [Event] = [] {
        didSet {
            if log.count > oldValue.count, let event = log.last { onEvent?(event) }
        }
    }
    /// Runs for every received call, after it is logged and before it is answered.
    package var onEvent: ((Event) -> Void)?
    /// How many times `responds(to:)` was asked, per selector.
    package private(set) var respondsToQueries: [CollectionViewSelector: Int] = [:]

    package var cellReuseIdentifier = "Cell"
    package var supplementaryReuseIdentifier = "Supplementary"
    /// Replaces the dequeue in `cellForItemAt` when set.
    package var makeCell: ((any CollectionView, IndexPath) -> CollectionViewCell)?
    /// Replaces the dequeue in `viewForSupplementaryElementOfKind` when set.
    package var makeSupplementaryView: ((any CollectionView, String, IndexPath) -> CollectionReusableView)?
    /// Runs inside the named callbacks, after they are logged.
    package var onCellForItem: ((IndexPath) -> Void)?
    package var onWillDisplay: ((CollectionViewCell, IndexPath) -> Void)?
    package var onDidEndDisplaying: ((CollectionViewCell, IndexPath) -> Void)?
    package var onDidSelect: ((IndexPath) -> Void)?
    package var onPerformDrop: ((DropCoordinator) -> Void)?
    package var onMoveItem: ((IndexPath, IndexPath) -> Void)?
    package var onDidUpdateFocus: ((FocusAnimationCoordinator) -> Void)?
    package var onPrefetch: (() -> Void)?

    // Answers
    package var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    package var shouldSelect: (IndexPath) -> Bool = { _ in true }
    package var shouldDeselect: (IndexPath) -> Bool = { _ in true }
    package var itemSize: (IndexPath) -> CGSize = { _ in CGSize(width: 50, height: 50) }
    package var sectionInset = EdgeInsets.zero
    package var lineSpacing: CGFloat = 10
    package var interitemSpacing: CGFloat = 10
    package var headerSize: (Int) -> CGSize = { _ in .zero }
    package var footerSize: (Int) -> CGSize = { _ in .zero }
    package var canMoveAnswer = true
    package var indexTitlesAnswer: [String]? = ["A", "B"]
    package var indexPathForIndexTitleAnswer = IndexPath(item: 3, section: 0)
    package var shouldShowMenuAnswer = true
    package var allowedActions: Set<ActionSelector> = [.copy]
    package var transitionLayoutAnswer: CollectionViewTransitionLayout?
    package var targetIndexPathForMoveAnswer: IndexPath?
    package var targetIndexPathForMoveOfItemAnswer: IndexPath?
    package var targetContentOffsetAnswer = CGPoint(x: 7, y: 11)
    package var canFocusAnswer = true
    package var shouldUpdateFocusAnswer = true
    package var preferredFocusAnswer: IndexPath? = IndexPath(item: 1, section: 0)
    package var selectionFollowsFocusAnswer = true
    package var shouldSpringLoadAnswer = false
    package var canEditAnswer = false
    package var canPerformPrimaryActionAnswer = true
    package var shouldBeginMultipleSelectionAnswer = true
    package var contextMenuAnswer: ContextMenuConfiguration? = ContextMenuConfiguration(identifier: "single")
    package var contextMenuForItemsAnswer: ContextMenuConfiguration? = ContextMenuConfiguration(identifier: "multiple")
    package var highlightingPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "highlighting")
    package var dismissingPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "dismissing")
    package var highlightPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "highlight")
    package var dismissalPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "dismissal")
    package var dragItemsAnswer: [DragItem] = [DragItem(localObject: "dragged")]
    package var addedDragItemsAnswer: [DragItem] = [DragItem(localObject: "added")]
    package var dragPreviewAnswer: DragPreviewParameters? = DragPreviewParameters(cornerRadius: 4)
    package var allowsMoveAnswer = false
    package var isRestrictedAnswer = true
    package var canHandleDropAnswer = true
    package var dropProposalAnswer = DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    package var dropPreviewAnswer: DragPreviewParameters? = DragPreviewParameters(cornerRadius: 8)

    package init(counts: [Int] = [3], implemented: Set<CollectionViewSelector> = allOptionalSelectors) {
        self.counts = counts
        self.implemented = implemented
    }

    /// Clears the log.
    package func resetLog() {
        log.removeAll()
    }

    package func responds(to selector: CollectionViewSelector) -> Bool {
        respondsToQueries[selector, default: 0] += 1
        return implemented.contains(selector)
    }

    // MARK: Data source

    package func numberOfSections(in collectionView: any CollectionView) -> Int {
        log.append(.numberOfSections)
        return counts.count
    }

    package func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append(.numberOfItems(section: section))
        return section < counts.count ? counts[section] : 0
    }

    package func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        log.append(.cellForItem(indexPath))
        onCellForItem?(indexPath)
        if let makeCell { return makeCell(collectionView, indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        log.append(.viewForSupplementaryElement(kind: kind, indexPath))
        if let makeSupplementaryView { return makeSupplementaryView(collectionView, kind, indexPath) }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: supplementaryReuseIdentifier, for: indexPath
        )
    }

    package func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append(.canMoveItem(indexPath))
        return canMoveAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        log.append(.moveItem(from: sourceIndexPath, to: destinationIndexPath))
        onMoveItem?(sourceIndexPath, destinationIndexPath)
    }

    package func indexTitles(for collectionView: any CollectionView) -> [String]? {
        log.append(.indexTitles)
        return indexTitlesAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView, indexPathForIndexTitle title: String, at index: Int
    )
        -> IndexPath
    {
        log.append(.indexPathForIndexTitle(title, at: index))
        return indexPathForIndexTitleAnswer
    }

    // MARK: Highlight and selection

    package func collectionView(_ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append(.shouldHighlightItem(indexPath))
        return shouldHighlight(indexPath)
    }

    package func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append(.didHighlightItem(indexPath))
    }

    package func collectionView(_ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append(.didUnhighlightItem(indexPath))
    }

    package func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append(.shouldSelectItem(indexPath))
        return shouldSelect(indexPath)
    }

    package func collectionView(_ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        log.append(.shouldDeselectItem(indexPath))
        return shouldDeselect(indexPath)
    }

    package func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append(.didSelectItem(indexPath))
        onDidSelect?(indexPath)
    }

    package func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append(.didDeselectItem(indexPath))
    }

    // MARK: Display

    package func collectionView(
        _ collectionView: any CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append(.willDisplayCell(indexPath))
        onWillDisplay?(cell, indexPath)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        log.append(.willDisplaySupplementaryView(kind: elementKind, indexPath))
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append(.didEndDisplayingCell(indexPath))
        onDidEndDisplaying?(cell, indexPath)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {
        log.append(.didEndDisplayingSupplementaryView(kind: elementKind, indexPath))
    }

    // MARK: Legacy menu

    package func collectionView(_ collectionView: any CollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append(.shouldShowMenu(indexPath))
        return shouldShowMenuAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        canPerformAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        log.append(.canPerformAction(action, indexPath))
        return allowedActions.contains(action)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        performAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        log.append(.performAction(action, indexPath))
    }

    // MARK: Moving, transitions

    package func collectionView(
        _ collectionView: any CollectionView,
        transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        log.append(.transitionLayout)
        return transitionLayoutAnswer ?? CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append(.targetIndexPathForMove(from: originalIndexPath, proposed: proposedIndexPath))
        return targetIndexPathForMoveAnswer ?? proposedIndexPath
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append(
            .targetIndexPathForMoveOfItem(
                original: originalIndexPath, current: currentIndexPath, proposed: proposedIndexPath)
        )
        return targetIndexPathForMoveOfItemAnswer ?? proposedIndexPath
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        log.append(.targetContentOffset(proposed: proposedContentOffset))
        return targetContentOffsetAnswer
    }

    // MARK: Focus

    package func collectionView(_ collectionView: any CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        log.append(.canFocusItem(indexPath))
        return canFocusAnswer
    }

    package func collectionView(_ collectionView: any CollectionView, shouldUpdateFocusIn context: FocusUpdateContext)
        -> Bool
    {
        log.append(.shouldUpdateFocus(context))
        return shouldUpdateFocusAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        log.append(.didUpdateFocus(context))
        onDidUpdateFocus?(coordinator)
    }

    package func indexPathForPreferredFocusedView(in collectionView: any CollectionView) -> IndexPath? {
        log.append(.indexPathForPreferredFocusedView)
        return preferredFocusAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    )
        -> Bool
    {
        log.append(.selectionFollowsFocusForItem(indexPath))
        return selectionFollowsFocusAnswer
    }

    // MARK: Spring loading, editing, primary action, multiple selection

    package func collectionView(
        _ collectionView: any CollectionView,
        shouldSpringLoadItemAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool {
        log.append(.shouldSpringLoadItem(indexPath))
        return shouldSpringLoadAnswer
    }

    package func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        log.append(.canEditItem(indexPath))
        return canEditAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    )
        -> Bool
    {
        log.append(.canPerformPrimaryAction(indexPath))
        return canPerformPrimaryActionAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
        log.append(.performPrimaryAction(indexPath))
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        log.append(.shouldBeginMultipleSelectionInteraction(indexPath))
        return shouldBeginMultipleSelectionAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        log.append(.didBeginMultipleSelectionInteraction(indexPath))
    }

    package func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: any CollectionView) {
        log.append(.didEndMultipleSelectionInteraction)
    }

    // MARK: Context menus

    package func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append(.contextMenuConfigurationForItem(indexPath, point: point))
        return contextMenuAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append(.contextMenuConfigurationForItems(indexPaths, point: point))
        return contextMenuForItemsAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log.append(.previewForHighlightingContextMenu(configuration))
        return highlightingPreviewAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log.append(.previewForDismissingContextMenu(configuration))
        return dismissingPreviewAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        log.append(.highlightPreviewForItem(configuration, indexPath))
        return highlightPreviewAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        log.append(.dismissalPreviewForItem(configuration, indexPath))
        return dismissalPreviewAnswer
    }

    // MARK: Flow layout

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        log.append(.sizeForItem(indexPath))
        return itemSize(indexPath)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        log.append(.insetForSection(section))
        return sectionInset
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        log.append(.minimumLineSpacingForSection(section))
        return lineSpacing
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        log.append(.minimumInteritemSpacingForSection(section))
        return interitemSpacing
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        log.append(.referenceSizeForHeader(section: section))
        return headerSize(section)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        log.append(.referenceSizeForFooter(section: section))
        return footerSize(section)
    }

    // MARK: Full-screen layout

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        willCenterCellAt indexPath: IndexPath
    ) {
        log.append(.willCenterCell(indexPath))
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        didCenterCellAt indexPath: IndexPath
    ) {
        log.append(.didCenterCell(indexPath))
    }

    // MARK: Prefetching

    package func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append(.prefetchItems(indexPaths))
        onPrefetch?()
    }

    package func collectionView(
        _ collectionView: any CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        log.append(.cancelPrefetchingForItems(indexPaths))
    }

    // MARK: Drag

    package func collectionView(
        _ collectionView: any CollectionView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem] {
        log.append(.itemsForBeginningDragSession(indexPath))
        return dragItemsAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        log.append(.itemsForAddingToDragSession(indexPath, point: point))
        return addedDragItemsAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    )
        -> DragPreviewParameters?
    {
        log.append(.dragPreviewParameters(indexPath))
        return dragPreviewAnswer
    }

    package func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession) {
        log.append(.dragSessionWillBegin)
    }

    package func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession) {
        log.append(.dragSessionDidEnd)
    }

    package func collectionView(
        _ collectionView: any CollectionView, dragSessionAllowsMoveOperation session: DragSession
    )
        -> Bool
    {
        log.append(.dragSessionAllowsMoveOperation)
        return allowsMoveAnswer
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        log.append(.dragSessionIsRestrictedToDraggingApplication)
        return isRestrictedAnswer
    }

    // MARK: Drop

    package func collectionView(_ collectionView: any CollectionView, performDropWith coordinator: DropCoordinator) {
        log.append(.performDrop(destination: coordinator.destinationIndexPath))
        onPerformDrop?(coordinator)
    }

    package func collectionView(_ collectionView: any CollectionView, canHandle session: DropSession) -> Bool {
        log.append(.canHandleDropSession)
        return canHandleDropAnswer
    }

    package func collectionView(_ collectionView: any CollectionView, dropSessionDidEnter session: DropSession) {
        log.append(.dropSessionDidEnter)
    }

    package func collectionView(
        _ collectionView: any CollectionView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        log.append(.dropSessionDidUpdate(destination: destinationIndexPath))
        return dropProposalAnswer
    }

    package func collectionView(_ collectionView: any CollectionView, dropSessionDidExit session: DropSession) {
        log.append(.dropSessionDidExit)
    }

    package func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DropSession) {
        log.append(.dropSessionDidEnd)
    }

    package func collectionView(
        _ collectionView: any CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    )
        -> DragPreviewParameters?
    {
        log.append(.dropPreviewParameters(indexPath))
        return dropPreviewAnswer
    }
}
