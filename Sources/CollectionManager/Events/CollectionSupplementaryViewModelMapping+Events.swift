import Foundation

// Mapping-level events of supplementary mappings.

extension CollectionSupplementaryViewModelMapping {
    /// Replaces `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` for this mapping's views.
    @inlinable
    public func willDisplaySupplementaryView(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        reactions.append(.view(EventMethodSignature.willDisplaySupplementaryViewForElementKindAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` for this mapping's views.
    @inlinable
    public func didEndDisplayingSupplementaryView(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        reactions.append(
            .view(EventMethodSignature.didEndDisplayingSupplementaryViewForElementKindAtIndexPath, closure))
    }

    /// Replaces `collectionView(_:layout:referenceSizeForHeaderInSection:)` for this mapping's models; runs only when
    /// the mapping's kind is `CollectionElementKind.sectionHeader`. The index path is `[section, 0]`.
    @inlinable
    public func referenceSizeForHeaderView(_ closure: @escaping (Model, IndexPath) -> CGSize) {
        reactions.append(.model(EventMethodSignature.referenceSizeForHeaderInSection, closure))
    }

    /// Replaces `collectionView(_:layout:referenceSizeForFooterInSection:)` for this mapping's models; runs only when
    /// the mapping's kind is `CollectionElementKind.sectionFooter`. The index path is `[section, 0]`.
    @inlinable
    public func referenceSizeForFooterView(_ closure: @escaping (Model, IndexPath) -> CGSize) {
        reactions.append(.model(EventMethodSignature.referenceSizeForFooterInSection, closure))
    }
}
