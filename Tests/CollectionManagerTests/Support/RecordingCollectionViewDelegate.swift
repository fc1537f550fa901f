import CollectionManager
import Foundation

/// A data source and delegate for every role of a collection view, which records each call it receives (in the
/// vocabulary of `VirtualCollectionView.Event`, so the two logs can be compared) and answers `responds(to:)` from
/// ``implemented``.
///
/// The model is ``counts``: items per section. Value-returning methods answer from the configurable properties.
final class RecordingCollectionViewDelegate: CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDelegateFullScreenLayout, CollectionViewDataSourcePrefetching, CollectionViewDragDelegate,
    CollectionViewDropDelegate
{
    typealias Event = VirtualCollectionView.Event

    /// Every optional selector of every role.
    static let allOptionalSelectors = Set(CollectionViewRole.allCases.flatMap(\.optionalSelectors))

    /// Items per section.
    var counts: [Int]
    /// The selectors `responds(to:)` answers `true` for. Default: every optional selector.
    var implemented: Set<CollectionViewSelector>
    /// Every call received, in order.
    private(set) var log: [Event] = [] {
        didSet {
            if log.count > oldValue.count, let event = log.last { onEvent?(event) }
        }
    }
    /// Runs for every received call, after it is logged and before it is answered.
    var onEvent: ((Event) -> Void)?
    /// How many times `responds(to:)` was asked, per selector.
    private(set) var respondsToQueries: [CollectionViewSelector: Int] = [:]

    var cellReuseIdentifier = "Cell"
    var supplementaryReuseIdentifier = "Supplementary"
    /// Replaces the dequeue in `cellForItemAt` when set.
    var makeCell: ((any CollectionView, IndexPath) -> CollectionViewCell)?
    /// Replaces the dequeue in `viewForSupplementaryElementOfKind` when set.
    var makeSupplementaryView: ((any CollectionView, String, IndexPath) -> CollectionReusableView)?
    /// Runs inside the named callbacks, after they are logged.
    var onCellForItem: ((IndexPath) -> Void)?
    var onWillDisplay: ((CollectionViewCell, IndexPath) -> Void)?
    var onDidEndDisplaying: ((CollectionViewCell, IndexPath) -> Void)?
    var onDidSelect: ((IndexPath) -> Void)?
    var onPerformDrop: ((DropCoordinator) -> Void)?
    var onMoveItem: ((IndexPath, IndexPath) -> Void)?
    var onDidUpdateFocus: ((FocusAnimationCoordinator) -> Void)?
    var onPrefetch: (() -> Void)?

    // Answers
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldDeselect: (IndexPath) -> Bool = { _ in true }
    var itemSize: (IndexPath) -> CGSize = { _ in CGSize(width: 50, height: 50) }
    var sectionInset = EdgeInsets.zero
    var lineSpacing: CGFloat = 10
    var interitemSpacing: CGFloat = 10
    var headerSize: (Int) -> CGSize = { _ in .zero }
    var footerSize: (Int) -> CGSize = { _ in .zero }
    var canMoveAnswer = true
    var indexTitlesAnswer: [String]? = ["A", "B"]
    var indexPathForIndexTitleAnswer = IndexPath(item: 3, section: 0)
    var shouldShowMenuAnswer = true
    var allowedActions: Set<ActionSelector> = [.copy]
    var transitionLayoutAnswer: CollectionViewTransitionLayout?
    var targetIndexPathForMoveAnswer: IndexPath?
    var targetIndexPathForMoveOfItemAnswer: IndexPath?
    var targetContentOffsetAnswer = CGPoint(x: 7, y: 11)
    var canFocusAnswer = true
    var shouldUpdateFocusAnswer = true
    var preferredFocusAnswer: IndexPath? = IndexPath(item: 1, section: 0)
    var selectionFollowsFocusAnswer = true
    var shouldSpringLoadAnswer = false
    var canEditAnswer = false
    var canPerformPrimaryActionAnswer = true
    var shouldBeginMultipleSelectionAnswer = true
    var contextMenuAnswer: ContextMenuConfiguration? = ContextMenuConfiguration(identifier: "single")
    var contextMenuForItemsAnswer: ContextMenuConfiguration? = ContextMenuConfiguration(identifier: "multiple")
    var highlightingPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "highlighting")
    var dismissingPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "dismissing")
    var highlightPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "highlight")
    var dismissalPreviewAnswer: TargetedPreview? = TargetedPreview(identifier: "dismissal")
    var dragItemsAnswer: [DragItem] = [DragItem(localObject: "dragged")]
    var addedDragItemsAnswer: [DragItem] = [DragItem(localObject: "added")]
    var dragPreviewAnswer: DragPreviewParameters? = DragPreviewParameters(cornerRadius: 4)
    var allowsMoveAnswer = false
    var isRestrictedAnswer = true
    var canHandleDropAnswer = true
    var dropProposalAnswer = DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    var dropPreviewAnswer: DragPreviewParameters? = DragPreviewParameters(cornerRadius: 8)

    init(counts: [Int] = [3], implemented: Set<CollectionViewSelector> = allOptionalSelectors) {
        self.counts = counts
        self.implemented = implemented
    }

    /// Clears the log.
    func resetLog() {
        log.removeAll()
    }

    func responds(to selector: CollectionViewSelector) -> Bool {
        respondsToQueries[selector, default: 0] += 1
        return implemented.contains(selector)
    }

    // MARK: Data source

    func numberOfSections(in collectionView: any CollectionView) -> Int {
        log.append(.numberOfSections)
        return counts.count
    }

    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append(.numberOfItems(section: section))
        return section < counts.count ? counts[section] : 0
    }

    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        log.append(.cellForItem(indexPath))
        onCellForItem?(indexPath)
        if let makeCell { return makeCell(collectionView, indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
    }

    func collectionView(
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

    func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append(.canMoveItem(indexPath))
        return canMoveAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        log.append(.moveItem(from: sourceIndexPath, to: destinationIndexPath))
        onMoveItem?(sourceIndexPath, destinationIndexPath)
    }

    func indexTitles(for collectionView: any CollectionView) -> [String]? {
        log.append(.indexTitles)
        return indexTitlesAnswer
    }

    func collectionView(_ collectionView: any CollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        log.append(.indexPathForIndexTitle(title, at: index))
        return indexPathForIndexTitleAnswer
    }

    // MARK: Highlight and selection

    func collectionView(_ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append(.shouldHighlightItem(indexPath))
        return shouldHighlight(indexPath)
    }

    func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append(.didHighlightItem(indexPath))
    }

    func collectionView(_ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append(.didUnhighlightItem(indexPath))
    }

    func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append(.shouldSelectItem(indexPath))
        return shouldSelect(indexPath)
    }

    func collectionView(_ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append(.shouldDeselectItem(indexPath))
        return shouldDeselect(indexPath)
    }

    func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append(.didSelectItem(indexPath))
        onDidSelect?(indexPath)
    }

    func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append(.didDeselectItem(indexPath))
    }

    // MARK: Display

    func collectionView(
        _ collectionView: any CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append(.willDisplayCell(indexPath))
        onWillDisplay?(cell, indexPath)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        log.append(.willDisplaySupplementaryView(kind: elementKind, indexPath))
    }

    func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append(.didEndDisplayingCell(indexPath))
        onDidEndDisplaying?(cell, indexPath)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {
        log.append(.didEndDisplayingSupplementaryView(kind: elementKind, indexPath))
    }

    // MARK: Legacy menu

    func collectionView(_ collectionView: any CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        log.append(.shouldShowMenu(indexPath))
        return shouldShowMenuAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        canPerformAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        log.append(.canPerformAction(action, indexPath))
        return allowedActions.contains(action)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        performAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        log.append(.performAction(action, indexPath))
    }

    // MARK: Moving, transitions

    func collectionView(
        _ collectionView: any CollectionView,
        transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        log.append(.transitionLayout)
        return transitionLayoutAnswer ?? CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append(.targetIndexPathForMove(from: originalIndexPath, proposed: proposedIndexPath))
        return targetIndexPathForMoveAnswer ?? proposedIndexPath
    }

    func collectionView(
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

    func collectionView(
        _ collectionView: any CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        log.append(.targetContentOffset(proposed: proposedContentOffset))
        return targetContentOffsetAnswer
    }

    // MARK: Focus

    func collectionView(_ collectionView: any CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        log.append(.canFocusItem(indexPath))
        return canFocusAnswer
    }

    func collectionView(_ collectionView: any CollectionView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool {
        log.append(.shouldUpdateFocus(context))
        return shouldUpdateFocusAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        log.append(.didUpdateFocus(context))
        onDidUpdateFocus?(coordinator)
    }

    func indexPathForPreferredFocusedView(in collectionView: any CollectionView) -> IndexPath? {
        log.append(.indexPathForPreferredFocusedView)
        return preferredFocusAnswer
    }

    func collectionView(_ collectionView: any CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append(.selectionFollowsFocusForItem(indexPath))
        return selectionFollowsFocusAnswer
    }

    // MARK: Spring loading, editing, primary action, multiple selection

    func collectionView(
        _ collectionView: any CollectionView,
        shouldSpringLoadItemAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool {
        log.append(.shouldSpringLoadItem(indexPath))
        return shouldSpringLoadAnswer
    }

    func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        log.append(.canEditItem(indexPath))
        return canEditAnswer
    }

    func collectionView(_ collectionView: any CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append(.canPerformPrimaryAction(indexPath))
        return canPerformPrimaryActionAnswer
    }

    func collectionView(_ collectionView: any CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log.append(.performPrimaryAction(indexPath))
    }

    func collectionView(
        _ collectionView: any CollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        log.append(.shouldBeginMultipleSelectionInteraction(indexPath))
        return shouldBeginMultipleSelectionAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        log.append(.didBeginMultipleSelectionInteraction(indexPath))
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: any CollectionView) {
        log.append(.didEndMultipleSelectionInteraction)
    }

    // MARK: Context menus

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append(.contextMenuConfigurationForItem(indexPath, point: point))
        return contextMenuAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append(.contextMenuConfigurationForItems(indexPaths, point: point))
        return contextMenuForItemsAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log.append(.previewForHighlightingContextMenu(configuration))
        return highlightingPreviewAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log.append(.previewForDismissingContextMenu(configuration))
        return dismissingPreviewAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        log.append(.highlightPreviewForItem(configuration, indexPath))
        return highlightPreviewAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        log.append(.dismissalPreviewForItem(configuration, indexPath))
        return dismissalPreviewAnswer
    }

    // MARK: Flow layout

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        log.append(.sizeForItem(indexPath))
        return itemSize(indexPath)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        log.append(.insetForSection(section))
        return sectionInset
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        log.append(.minimumLineSpacingForSection(section))
        return lineSpacing
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        log.append(.minimumInteritemSpacingForSection(section))
        return interitemSpacing
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        log.append(.referenceSizeForHeader(section: section))
        return headerSize(section)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        log.append(.referenceSizeForFooter(section: section))
        return footerSize(section)
    }

    // MARK: Full-screen layout

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        willCenterCellAt indexPath: IndexPath
    ) {
        log.append(.willCenterCell(indexPath))
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        didCenterCellAt indexPath: IndexPath
    ) {
        log.append(.didCenterCell(indexPath))
    }

    // MARK: Prefetching

    func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append(.prefetchItems(indexPaths))
        onPrefetch?()
    }

    func collectionView(_ collectionView: any CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        log.append(.cancelPrefetchingForItems(indexPaths))
    }

    // MARK: Drag

    func collectionView(
        _ collectionView: any CollectionView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem] {
        log.append(.itemsForBeginningDragSession(indexPath))
        return dragItemsAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        log.append(.itemsForAddingToDragSession(indexPath, point: point))
        return addedDragItemsAnswer
    }

    func collectionView(_ collectionView: any CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    {
        log.append(.dragPreviewParameters(indexPath))
        return dragPreviewAnswer
    }

    func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession) {
        log.append(.dragSessionWillBegin)
    }

    func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession) {
        log.append(.dragSessionDidEnd)
    }

    func collectionView(_ collectionView: any CollectionView, dragSessionAllowsMoveOperation session: DragSession)
        -> Bool
    {
        log.append(.dragSessionAllowsMoveOperation)
        return allowsMoveAnswer
    }

    func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        log.append(.dragSessionIsRestrictedToDraggingApplication)
        return isRestrictedAnswer
    }

    // MARK: Drop

    func collectionView(_ collectionView: any CollectionView, performDropWith coordinator: DropCoordinator) {
        log.append(.performDrop(destination: coordinator.destinationIndexPath))
        onPerformDrop?(coordinator)
    }

    func collectionView(_ collectionView: any CollectionView, canHandle session: DropSession) -> Bool {
        log.append(.canHandleDropSession)
        return canHandleDropAnswer
    }

    func collectionView(_ collectionView: any CollectionView, dropSessionDidEnter session: DropSession) {
        log.append(.dropSessionDidEnter)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        log.append(.dropSessionDidUpdate(destination: destinationIndexPath))
        return dropProposalAnswer
    }

    func collectionView(_ collectionView: any CollectionView, dropSessionDidExit session: DropSession) {
        log.append(.dropSessionDidExit)
    }

    func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DropSession) {
        log.append(.dropSessionDidEnd)
    }

    func collectionView(_ collectionView: any CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    {
        log.append(.dropPreviewParameters(indexPath))
        return dropPreviewAnswer
    }
}
