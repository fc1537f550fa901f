import Foundation

/// Reads a flow layout's metrics for ``CollectionViewFlowLayout/prepare()``.
///
/// The cached responds-to answers are looked up once per prepare, not once per item.
///
/// NB: it lives for one `prepare()` and is never stored, so it holds the view and the layout strongly: reading an
/// `unowned` reference retains and checks the object on every access, once per item and per section metric here.
struct FlowLayoutMetrics {
    private let collectionView: VirtualCollectionView
    private let layout: CollectionViewFlowLayout
    private let delegate: (any CollectionViewDelegateFlowLayout)?
    /// Whether the delegate is asked for each item's size.
    let asksItemSize: Bool
    private let asksInset: Bool
    private let asksLineSpacing: Bool
    private let asksInteritemSpacing: Bool
    private let asksHeaderSize: Bool
    private let asksFooterSize: Bool

    init(collectionView: VirtualCollectionView, layout: CollectionViewFlowLayout) {
        self.collectionView = collectionView
        self.layout = layout
        let delegate = collectionView.flowLayoutDelegate
        self.delegate = delegate
        func asks(_ selector: CollectionViewSelector) -> Bool {
            delegate != nil && collectionView.implements(selector, .flowLayoutDelegate)
        }
        asksItemSize = asks(.sizeForItem)
        asksInset = asks(.insetForSection)
        asksLineSpacing = asks(.minimumLineSpacingForSection)
        asksInteritemSpacing = asks(.minimumInteritemSpacingForSection)
        asksHeaderSize = asks(.referenceSizeForHeader)
        asksFooterSize = asks(.referenceSizeForFooter)
    }

    func itemSize(_ indexPath: IndexPath) -> CGSize {
        guard asksItemSize, let delegate else { return layout.itemSize }
        collectionView.record(.sizeForItem(indexPath))
        return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    }

    func inset(_ section: Int) -> EdgeInsets {
        guard asksInset, let delegate else { return layout.sectionInset }
        collectionView.record(.insetForSection(section))
        return delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    }

    func lineSpacing(_ section: Int) -> CGFloat {
        guard asksLineSpacing, let delegate else { return layout.minimumLineSpacing }
        collectionView.record(.minimumLineSpacingForSection(section))
        return delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
    }

    func interitemSpacing(_ section: Int) -> CGFloat {
        guard asksInteritemSpacing, let delegate else { return layout.minimumInteritemSpacing }
        collectionView.record(.minimumInteritemSpacingForSection(section))
        return delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }

    func headerSize(_ section: Int) -> CGSize {
        guard asksHeaderSize, let delegate else { return layout.headerReferenceSize }
        collectionView.record(.referenceSizeForHeader(section: section))
        return delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
    }

    func footerSize(_ section: Int) -> CGSize {
        guard asksFooterSize, let delegate else { return layout.footerReferenceSize }
        collectionView.record(.referenceSizeForFooter(section: section))
        return delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }
}
