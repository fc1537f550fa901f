import Foundation

/// The delegate (and flow-layout delegate) a ``CollectionViewManager`` installs on its collection view.
///
/// Delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerDelegate: CollectionViewDelegateFlowLayout {
    /// The manager this delegate serves. Held weakly.
    public private(set) weak var manager: CollectionViewManager?

    init(manager: CollectionViewManager) {
        self.manager = manager
    }

    /// Whether this delegate implements an optional method. The header and footer reference sizes are always
    /// implemented, so that sections without a header or footer model get none.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        switch selector {
        case .referenceSizeForHeader, .referenceSizeForFooter: true
        default: false
        }
    }

    /// Re-announces this delegate to the collection view so it asks ``responds(to:)`` again.
    func delegateWasReset() {
        guard let collectionView = manager?.collectionView else { return }
        collectionView.delegate = nil
        collectionView.delegate = self
    }

    /// The layout's `headerReferenceSize` when the section has a header model, `.zero` otherwise.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        referenceSize(ofKind: CollectionElementKind.sectionHeader, section: section, layout: collectionViewLayout)
    }

    /// The layout's `footerReferenceSize` when the section has a footer model, `.zero` otherwise.
    public func collectionView(
        _ collectionView: any CollectionView,
        layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        referenceSize(ofKind: CollectionElementKind.sectionFooter, section: section, layout: collectionViewLayout)
    }

    private func referenceSize(ofKind kind: String, section: Int, layout: CollectionViewLayout) -> CGSize {
        guard let manager, manager.supplementaryModel(ofKind: kind, at: IndexPath(item: 0, section: section)) != nil,
            let flowLayout = layout as? CollectionViewFlowLayout
        else { return .zero }
        return kind == CollectionElementKind.sectionHeader
            ? flowLayout.headerReferenceSize : flowLayout.footerReferenceSize
    }
}

@available(*, unavailable)
extension CollectionManagerDelegate: Sendable {}
