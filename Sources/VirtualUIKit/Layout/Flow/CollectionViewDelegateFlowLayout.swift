import Foundation

/// A delegate that gives a ``CollectionViewFlowLayout`` its metrics per item or per section.
///
/// Mirrors `UICollectionViewDelegateFlowLayout`. A collection view treats its `delegate` as the flow-layout delegate
/// when the delegate conforms to this protocol at the moment it is assigned; it then asks
/// ``CollectionViewSelectorResponding/responds(to:)`` about each method below. The layout calls a method only when
/// the answer was `true`, and uses its own property otherwise (the default implementations return that property too,
/// or UIKit's default for a layout that is not a flow layout).
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`. Fallback: ``CollectionViewFlowLayout/itemSize``.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The inset of `section`. Fallback: ``CollectionViewFlowLayout/sectionInset``.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The spacing between rows of `section`. Fallback: ``CollectionViewFlowLayout/minimumLineSpacing``.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The spacing between items of a row of `section`. Fallback:
    /// ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of the header of `section`; a zero height means no header. Fallback:
    /// ``CollectionViewFlowLayout/headerReferenceSize``.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of the footer of `section`; a zero height means no footer. Fallback:
    /// ``CollectionViewFlowLayout/footerReferenceSize``.
    func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// Returns the flow layout's `itemSize`, or 50×50 for another layout.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    /// Returns the flow layout's `sectionInset`, or zero for another layout.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// Returns the flow layout's `minimumLineSpacing`, or 10 for another layout.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// Returns the flow layout's `minimumInteritemSpacing`, or 10 for another layout.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    /// Returns the flow layout's `headerReferenceSize`, or zero for another layout.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// Returns the flow layout's `footerReferenceSize`, or zero for another layout.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
