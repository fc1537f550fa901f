import Foundation

// Manager-level events that replace `CollectionViewDelegate` methods. View-typed events attach to the mappings of the
// given view class (and its subclasses) registered so far: register the view first.

extension CollectionViewManager {
    // MARK: Selection

    /// Replaces `collectionView(_:didSelectItemAt:)` for cells of `cellClass`. The owner's own implementation, if any,
    /// runs after the closure.
    ///
    /// ```swift
    /// manager.register(PostCell.self)
    /// manager.didSelect(PostCell.self) { cell, post, indexPath in open(post) }
    /// ```
    @inlinable
    public func didSelect<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didSelectItemAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "didSelect(_:_:)")
    }

    /// Replaces `collectionView(_:shouldSelectItemAt:)` for cells of `cellClass`. Without an answer: the owner's, then
    /// `true`.
    @inlinable
    public func shouldSelect<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.shouldSelectItemAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "shouldSelect(_:_:)")
    }

    /// Replaces `collectionView(_:shouldDeselectItemAt:)` for cells of `cellClass`. Without an answer: the owner's,
    /// then `true`.
    @inlinable
    public func shouldDeselect<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
    ) {
        appendReaction(
            .view(EventMethodSignature.shouldDeselectItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "shouldDeselect(_:_:)")
    }

    /// Replaces `collectionView(_:didDeselectItemAt:)` for cells of `cellClass`; the owner's implementation runs after.
    @inlinable
    public func didDeselect<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didDeselectItemAtIndexPath, closure), forViewClass: Cell.self, viewType: .cell,
            methodName: "didDeselect(_:_:)")
    }

    // MARK: Display

    /// Replaces `collectionView(_:willDisplay:forItemAt:)` for cells of `cellClass`, with the cell being displayed and
    /// its model; the owner's implementation runs after.
    @inlinable
    public func willDisplay<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.willDisplayCellForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "willDisplay(_:_:)")
    }

    /// Replaces `collectionView(_:didEndDisplaying:forItemAt:)` for cells of `cellClass`, with the cell and the
    /// storage's model at that index path now; the owner's implementation runs after.
    @inlinable
    public func didEndDisplaying<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didEndDisplayingCellForItemAtIndexPath, closure), forViewClass: Cell.self,
            viewType: .cell,
            methodName: "didEndDisplaying(_:_:)")
    }

    /// Replaces `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` for views of `viewClass`.
    @inlinable
    public func willDisplaySupplementaryView<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        forElementKind kind: String,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.willDisplaySupplementaryViewForElementKindAtIndexPath, closure),
            forViewClass: View.self,
            viewType: .supplementaryView(kind: kind), methodName: "willDisplaySupplementaryView(_:forElementKind:_:)")
    }

    /// Replaces `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` for headers of `headerClass`.
    @inlinable
    public func willDisplayHeaderView<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.willDisplaySupplementaryViewForElementKindAtIndexPath, closure),
            forViewClass: View.self,
            viewType: .supplementaryView(kind: CollectionElementKind.sectionHeader),
            methodName: "willDisplayHeaderView(_:_:)")
    }

    /// Replaces `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` for footers of `footerClass`.
    @inlinable
    public func willDisplayFooterView<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.willDisplaySupplementaryViewForElementKindAtIndexPath, closure),
            forViewClass: View.self,
            viewType: .supplementaryView(kind: CollectionElementKind.sectionFooter),
            methodName: "willDisplayFooterView(_:_:)")
    }

    /// Replaces `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` for views of `viewClass`.
    @inlinable
    public func didEndDisplayingSupplementaryView<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        forElementKind kind: String,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didEndDisplayingSupplementaryViewForElementKindAtIndexPath, closure),
            forViewClass: View.self,
            viewType: .supplementaryView(kind: kind),
            methodName: "didEndDisplayingSupplementaryView(_:forElementKind:_:)")
    }

    /// Replaces `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` for headers.
    @inlinable
    public func didEndDisplayingHeaderView<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didEndDisplayingSupplementaryViewForElementKindAtIndexPath, closure),
            forViewClass: View.self,
            viewType: .supplementaryView(kind: CollectionElementKind.sectionHeader),
            methodName: "didEndDisplayingHeaderView(_:_:)")
    }

    /// Replaces `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` for footers.
    @inlinable
    public func didEndDisplayingFooterView<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.didEndDisplayingSupplementaryViewForElementKindAtIndexPath, closure),
            forViewClass: View.self,
            viewType: .supplementaryView(kind: CollectionElementKind.sectionFooter),
            methodName: "didEndDisplayingFooterView(_:_:)")
    }
}
