import CollectionManager
import Foundation
import StorageTestSupport

/// An owner that implements every data-source, delegate, prefetching, drag and drop method itself, as a view
/// controller that predates the manager's events would. It says it implements the selectors in ``implemented``, logs
/// each call (`"didSelect [0, 1]"`), and answers with the values below, chosen to differ from the defaults.
final class ImplementingOwner: CollectionViewManageable, CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDelegateFullScreenLayout, CollectionViewDataSourcePrefetching, CollectionViewDragDelegate,
    CollectionViewDropDelegate
{
    static let allOptionalSelectors = Set(CollectionViewRole.allCases.flatMap(\.optionalSelectors))

    let virtualView: VirtualCollectionView
    var collectionView: (any CollectionView)? { virtualView }
    var implemented: Set<CollectionViewSelector>
    private(set) var log: [String] = []
    /// The item the owner returns from the drag methods.
    let dragItem = DragItem(localObject: "owner")

    static let indexTitles = ["owner"]
    static let indexTitleTarget = IndexPath(item: 2, section: 0)
    static let moveTarget = IndexPath(item: 2, section: 0)
    static let contentOffset = CGPoint(x: 3, y: 4)
    static let preferredFocus = IndexPath(item: 2, section: 0)
    static let menu = ContextMenuConfiguration(identifier: "owner")
    static let preview = TargetedPreview(identifier: "owner")
    static let itemSize = CGSize(width: 300, height: 70)
    static let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    static let previewParameters = DragPreviewParameters(cornerRadius: 9)
    static let proposal = DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)

    init(implemented: Set<CollectionViewSelector> = allOptionalSelectors) {
        virtualView = VirtualCollectionView()
        virtualView.inconsistencyHandler = { inconsistency in
            preconditionFailure("unexpected inconsistency: \(inconsistency)")
        }
        self.implemented = implemented
    }

    func responds(to selector: CollectionViewSelector) -> Bool { implemented.contains(selector) }

    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }

    // MARK: Data source

    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("numberOfItems \(section)")
        return 0
    }

    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        log.append("cellForItem \(indexPath)")
        return CollectionViewCell()
    }

    func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(indexPath)")
        return false
    }

    func collectionView(_ collectionView: any CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        log.append("moveItem \(source) \(destination)")
    }

    func indexTitles(for collectionView: any CollectionView) -> [String]? {
        log.append("indexTitles")
        return Self.indexTitles
    }

    func collectionView(_ collectionView: any CollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        log.append("indexPathForIndexTitle \(title) \(index)")
        return Self.indexTitleTarget
    }

    // MARK: Delegate

    func collectionView(_ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath)")
        return true
    }

    func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath)")
    }

    func collectionView(_ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath)")
    }

    func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath)")
        return false
    }

    func collectionView(_ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath)")
        return false
    }

    func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath)")
    }

    func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append("willDisplay \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        log.append("willDisplaySupplementaryView \(elementKind) \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {
        log.append("didEndDisplayingSupplementaryView \(elementKind) \(indexPath)")
    }

    func collectionView(_ collectionView: any CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldShowMenu \(indexPath)")
        return true
    }

    func collectionView(
        _ collectionView: any CollectionView,
        canPerformAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        log.append("canPerformAction \(action) \(indexPath)")
        return action == .paste
    }

    func collectionView(
        _ collectionView: any CollectionView,
        performAction action: ActionSelector,
        forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        log.append("performAction \(action) \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        log.append("transitionLayout")
        let layout = CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        layout.transitionProgress = 0.5
        return layout
    }

    func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("targetIndexPathForMove \(originalIndexPath) \(proposedIndexPath)")
        return Self.moveTarget
    }

    func collectionView(
        _ collectionView: any CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("targetIndexPathForMoveOfItem \(originalIndexPath) \(currentIndexPath) \(proposedIndexPath)")
        return Self.moveTarget
    }

    func collectionView(
        _ collectionView: any CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        log.append("targetContentOffset")
        return Self.contentOffset
    }

    func collectionView(_ collectionView: any CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        log.append("canFocus \(indexPath)")
        return false
    }

    func collectionView(_ collectionView: any CollectionView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool {
        log.append("shouldUpdateFocus")
        return false
    }

    func collectionView(
        _ collectionView: any CollectionView,
        didUpdateFocusIn context: FocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        log.append("didUpdateFocus")
    }

    func indexPathForPreferredFocusedView(in collectionView: any CollectionView) -> IndexPath? {
        log.append("indexPathForPreferredFocusedView")
        return Self.preferredFocus
    }

    func collectionView(_ collectionView: any CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append("selectionFollowsFocus \(indexPath)")
        return true
    }

    func collectionView(
        _ collectionView: any CollectionView,
        shouldSpringLoadItemAt indexPath: IndexPath,
        with context: SpringLoadedInteractionContext
    ) -> Bool {
        log.append("shouldSpringLoad \(indexPath)")
        return false
    }

    func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        log.append("canEdit \(indexPath)")
        return true
    }

    func collectionView(_ collectionView: any CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append("canPerformPrimaryAction \(indexPath)")
        return true
    }

    func collectionView(_ collectionView: any CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log.append("performPrimaryAction \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        log.append("shouldBeginMultipleSelectionInteraction \(indexPath)")
        return true
    }

    func collectionView(
        _ collectionView: any CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        log.append("didBeginMultipleSelectionInteraction \(indexPath)")
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: any CollectionView) {
        log.append("didEndMultipleSelectionInteraction")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append("contextMenuConfigurationForItem \(indexPath)")
        return Self.menu
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append("contextMenuConfigurationForItems \(indexPaths)")
        return Self.menu
    }

    func collectionView(
        _ collectionView: any CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log.append("previewForHighlightingContextMenu")
        return Self.preview
    }

    func collectionView(
        _ collectionView: any CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        log.append("previewForDismissingContextMenu")
        return Self.preview
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        log.append("highlightPreview \(indexPath)")
        return Self.preview
    }

    func collectionView(
        _ collectionView: any CollectionView,
        contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        log.append("dismissalPreview \(indexPath)")
        return Self.preview
    }

    // MARK: Flow layout

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        log.append("sizeForItem \(indexPath)")
        return Self.itemSize
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        log.append("insetForSection \(section)")
        return Self.inset
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        log.append("minimumLineSpacing \(section)")
        return 21
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        log.append("minimumInteritemSpacing \(section)")
        return 22
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        log.append("referenceSizeForHeader \(section)")
        return CGSize(width: 320, height: 23)
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        log.append("referenceSizeForFooter \(section)")
        return CGSize(width: 320, height: 24)
    }

    // MARK: Full-screen layout

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        willCenterCellAt indexPath: IndexPath
    ) {
        log.append("willCenter \(indexPath)")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        didCenterCellAt indexPath: IndexPath
    ) {
        log.append("didCenter \(indexPath)")
    }

    // MARK: Prefetching

    func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append("prefetch \(indexPaths)")
    }

    func collectionView(_ collectionView: any CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        log.append("cancelPrefetch \(indexPaths)")
    }

    // MARK: Drag

    func collectionView(
        _ collectionView: any CollectionView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem] {
        log.append("itemsForBeginning \(indexPath)")
        return [dragItem]
    }

    func collectionView(
        _ collectionView: any CollectionView,
        itemsForAddingTo session: DragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] {
        log.append("itemsForAddingTo \(indexPath)")
        return [dragItem]
    }

    func collectionView(_ collectionView: any CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    {
        log.append("dragPreviewParameters \(indexPath)")
        return Self.previewParameters
    }

    func collectionView(_ collectionView: any CollectionView, dragSessionWillBegin session: DragSession) {
        log.append("dragSessionWillBegin")
    }

    func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession) {
        log.append("dragSessionDidEnd")
    }

    func collectionView(_ collectionView: any CollectionView, dragSessionAllowsMoveOperation session: DragSession)
        -> Bool
    {
        log.append("dragSessionAllowsMoveOperation")
        return false
    }

    func collectionView(
        _ collectionView: any CollectionView,
        dragSessionIsRestrictedToDraggingApplication session: DragSession
    ) -> Bool {
        log.append("dragSessionIsRestrictedToDraggingApplication")
        return true
    }

    // MARK: Drop

    func collectionView(_ collectionView: any CollectionView, performDropWith coordinator: DropCoordinator) {
        log.append("performDrop")
    }

    func collectionView(_ collectionView: any CollectionView, canHandle session: DropSession) -> Bool {
        log.append("canHandle")
        return false
    }

    func collectionView(_ collectionView: any CollectionView, dropSessionDidEnter session: DropSession) {
        log.append("dropSessionDidEnter")
    }

    func collectionView(
        _ collectionView: any CollectionView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        log.append("dropSessionDidUpdate")
        return Self.proposal
    }

    func collectionView(_ collectionView: any CollectionView, dropSessionDidExit session: DropSession) {
        log.append("dropSessionDidExit")
    }

    func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DropSession) {
        log.append("dropSessionDidEnd")
    }

    func collectionView(_ collectionView: any CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    {
        log.append("dropPreviewParameters \(indexPath)")
        return Self.previewParameters
    }
}

/// A `ImplementingOwner` managing posts "a", "b", "c" in `PostCell`s, laid out, with its log cleared.
func makeImplementingOwner(
    implemented: Set<CollectionViewSelector> = ImplementingOwner.allOptionalSelectors,
    events: (CollectionViewManager) -> Void = { _ in }
) -> ImplementingOwner {
    let owner = ImplementingOwner(implemented: implemented)
    owner.manager.register(PostCell.self)
    events(owner.manager)
    owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b"), Post(title: "c")])
    owner.virtualView.layoutIfNeeded()
    _ = owner.takeLog()
    return owner
}
