import Foundation

// Manager-level events that replace `CollectionViewDelegateFlowLayout` methods.

extension CollectionViewManager {
    /// Replaces `collectionView(_:layout:sizeForItemAt:)` for models of `itemType`. Needs no cell, so it serves
    /// self-sizing layouts too. Without an answer: the owner's, then the flow layout's `itemSize`.
    ///
    /// ```swift
    /// manager.sizeForCell(withItem: Post.self) { post, indexPath in CGSize(width: 320, height: 44) }
    /// ```
    @inlinable
    public func sizeForCell<Model>(withItem itemType: Model.Type, _ closure: @escaping (Model, IndexPath) -> CGSize) {
        appendReaction(
            .model(EventMethodSignature.sizeForItemAtIndexPath, closure), forModelType: Model.self, viewType: .cell,
            methodName: "sizeForCell(withItem:_:)")
    }

    /// Replaces `collectionView(_:layout:referenceSizeForHeaderInSection:)` for header models of `itemType`. The index
    /// path is `[section, 0]`. Without an answer: the owner's, then the flow layout's `headerReferenceSize` when the
    /// section has a header model, else zero.
    @inlinable
    public func referenceSizeForHeaderView<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> CGSize
    ) {
        appendReaction(
            .model(EventMethodSignature.referenceSizeForHeaderInSection, closure), forModelType: Model.self,
            viewType: .supplementaryView(kind: CollectionElementKind.sectionHeader),
            methodName: "referenceSizeForHeaderView(withItem:_:)")
    }

    /// Replaces `collectionView(_:layout:referenceSizeForFooterInSection:)` for footer models of `itemType`.
    @inlinable
    public func referenceSizeForFooterView<Model>(
        withItem itemType: Model.Type,
        _ closure: @escaping (Model, IndexPath) -> CGSize
    ) {
        appendReaction(
            .model(EventMethodSignature.referenceSizeForFooterInSection, closure), forModelType: Model.self,
            viewType: .supplementaryView(kind: CollectionElementKind.sectionFooter),
            methodName: "referenceSizeForFooterView(withItem:_:)")
    }

    /// Replaces `collectionView(_:layout:insetForSectionAt:)`. Without an answer: the owner's, then the flow layout's
    /// `sectionInset`.
    public func insetForSectionAtIndex(_ closure: @escaping (CollectionViewLayout, Int) -> EdgeInsets) {
        collectionDelegate?.appendUnmappedReaction(.unmapped(EventMethodSignature.insetForSectionAtIndex, closure))
    }

    /// Replaces `collectionView(_:layout:minimumLineSpacingForSectionAt:)`. Without an answer: the owner's, then the
    /// flow layout's `minimumLineSpacing`.
    public func minimumLineSpacingForSectionAtIndex(_ closure: @escaping (CollectionViewLayout, Int) -> CGFloat) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.minimumLineSpacingForSectionAtIndex, closure))
    }

    /// Replaces `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`. Without an answer: the owner's, then
    /// the flow layout's `minimumInteritemSpacing`.
    public func minimumInteritemSpacingForSectionAtIndex(_ closure: @escaping (CollectionViewLayout, Int) -> CGFloat) {
        collectionDelegate?.appendUnmappedReaction(
            .unmapped(EventMethodSignature.minimumInteritemSpacingForSectionAtIndex, closure))
    }
}
