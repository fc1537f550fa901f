import Foundation

/// The delegate (and flow-layout delegate) a ``CollectionViewManager`` installs on its collection view.
///
/// Delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerDelegate: CollectionViewDelegateFlowLayout, CollectionManagerObject {
    /// What this object keeps; see ``CollectionManagerObject``.
    package let state: CollectionManagerObjectState

    /// The owner, when it implements delegate methods itself; they are called when no event answers, and after the
    /// event for methods that return nothing.
    private(set) weak var owner: (any CollectionViewDelegate)?

    init(manager: CollectionViewManager) {
        state = CollectionManagerObjectState(
            manager: manager, role: .delegate, alwaysImplemented: [.referenceSizeForHeader, .referenceSizeForFooter])
    }

    /// Whether this object implements an optional method: the methods its role always implements, the methods the
    /// owner implements in this role, and event methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any CollectionViewDelegate).self)
    }

    /// The `referenceSizeForHeaderView` event's answer for the section's header model, else the owner's, else the flow
    /// layout's `headerReferenceSize` when the section has a header model, `.zero` otherwise.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        referenceSize(
            .referenceSizeForHeaderInSection, ofKind: CollectionElementKind.sectionHeader, section: section,
            layout: collectionViewLayout, ownerSelector: .referenceSizeForHeader,
            askOwner: { owner in
                owner.collectionView(
                    collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
            },
            layoutSize: { $0.headerReferenceSize })
    }

    /// The `referenceSizeForFooterView` event's answer for the section's footer model, else the owner's, else the flow
    /// layout's `footerReferenceSize` when the section has a footer model, `.zero` otherwise.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        referenceSize(
            .referenceSizeForFooterInSection, ofKind: CollectionElementKind.sectionFooter, section: section,
            layout: collectionViewLayout, ownerSelector: .referenceSizeForFooter,
            askOwner: { owner in
                owner.collectionView(
                    collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
            },
            layoutSize: { $0.footerReferenceSize })
    }

    /// A header or footer reference size: the event for the section's model, else the owner, else the flow layout's
    /// size when the section has a model of that kind, `.zero` otherwise.
    ///
    /// The flow layout asks this for every section on every pass, so the model is looked up once.
    private func referenceSize(
        _ signature: EventMethodSignature,
        ofKind kind: String,
        section: Int,
        layout: CollectionViewLayout,
        ownerSelector: CollectionViewSelector,
        askOwner: (any CollectionViewDelegateFlowLayout) -> CGSize,
        layoutSize: (CollectionViewFlowLayout) -> CGSize
    ) -> CGSize {
        let indexPath = IndexPath(itemIndex: 0, sectionIndex: section)
        let model = supplementaryModel(ofKind: kind, at: indexPath)
        if let model,
            let size = performSupplementaryModelReaction(signature, ofKind: kind, model: model, at: indexPath)
                as? CGSize
        {
            return size
        }
        if ownerResponds(to: ownerSelector), let owner = owner as? any CollectionViewDelegateFlowLayout {
            return askOwner(owner)
        }
        guard model != nil, let flowLayout = layout as? CollectionViewFlowLayout else { return .zero }
        return layoutSize(flowLayout)
    }

    /// The `sizeForCell` event's answer for the item's model (no cell needed), else the owner's, else the flow
    /// layout's `itemSize`, else `.zero`.
    ///
    /// - Complexity: O(1) amortized; see <doc:Events>.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        if let size = performCellReaction(
            .sizeForItemAtIndexPath, at: indexPath, provideCell: false, in: collectionView, as: CGSize.self)
        {
            return size
        }
        if ownerResponds(to: .sizeForItem), let owner = owner as? any CollectionViewDelegateFlowLayout {
            return owner.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
        }
        return (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// The `insetForSectionAtIndex` event's answer, else the owner's, else the flow layout's `sectionInset`.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        if let inset = performUnmappedReaction(.insetForSectionAtIndex, first: collectionViewLayout, second: section)
            as? EdgeInsets
        {
            return inset
        }
        if ownerResponds(to: .insetForSection), let owner = owner as? any CollectionViewDelegateFlowLayout {
            return owner.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
        }
        return (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The `minimumLineSpacingForSectionAtIndex` event's answer, else the owner's, else the flow layout's.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        if let spacing = performUnmappedReaction(
            .minimumLineSpacingForSectionAtIndex, first: collectionViewLayout, second: section) as? CGFloat
        {
            return spacing
        }
        if ownerResponds(to: .minimumLineSpacingForSection), let owner = owner as? any CollectionViewDelegateFlowLayout
        {
            return owner.collectionView(
                collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
        }
        return (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    /// The `minimumInteritemSpacingForSectionAtIndex` event's answer, else the owner's, else the flow layout's.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        if let spacing = performUnmappedReaction(
            .minimumInteritemSpacingForSectionAtIndex, first: collectionViewLayout, second: section) as? CGFloat
        {
            return spacing
        }
        if ownerResponds(to: .minimumInteritemSpacingForSection),
            let owner = owner as? any CollectionViewDelegateFlowLayout
        {
            return owner.collectionView(
                collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
        }
        return (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}

@available(*, unavailable)
extension CollectionManagerDelegate: Sendable {}
