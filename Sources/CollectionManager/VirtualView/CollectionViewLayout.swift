import Foundation

/// The base class of collection-view layouts: it decides where every cell and supplementary view goes.
///
/// ``CollectionViewFlowLayout`` is the layout most code uses. To install any other layout, subclass this class the
/// way you would subclass `UICollectionViewLayout`:
///
/// - ``prepare()`` computes frames; the collection view calls it once after each ``invalidateLayout()``, before it
///   asks for attributes. Read counts from ``collectionView`` (`numberOfSections`, `numberOfItems(inSection:)`).
/// - ``collectionViewContentSize`` is the size of everything laid out.
/// - ``layoutAttributesForElements(in:)`` returns the elements that intersect a rect, in display order; the collection
///   view displays exactly those. A view with a zero width or height asks for `CGRect.infinite`: every element.
/// - ``layoutAttributesForItem(at:)`` and ``layoutAttributesForSupplementaryView(ofKind:at:)`` give single elements;
///   a dequeued view gets its frame from them.
///
/// The base class lays out nothing: with it installed, no cell is ever displayed. Layouts are reference types used
/// from one isolation domain; they are not `Sendable`.
open class CollectionViewLayout {
    /// The collection view the layout is installed in, if any.
    public internal(set) weak var collectionView: VirtualCollectionView?

    /// Whether ``prepare()`` must run before attributes are read.
    var needsPrepare = true

    /// Creates a layout that is not yet installed in a collection view.
    public init() {}

    /// Computes the layout. Called once after each invalidation, before attributes are requested.
    ///
    /// The base implementation does nothing. Overrides need not call `super`.
    open func prepare() {}

    /// The size of the whole laid-out content. The base implementation returns `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`, in display order.
    ///
    /// The base implementation returns no elements.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath`, or `nil` when the layout has none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil` when the layout has none.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or `nil` when the layout has none.
    ///
    /// The base implementation returns `nil`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Registers the class the collection view instantiates for decoration views of `elementKind`, as
    /// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)` does.
    ///
    /// The collection view creates decoration views with `viewClass.init(frame:)` when the layout places one in the
    /// visible rect and recycles them when they leave it; no data source or delegate method is involved. A later
    /// registration for the same kind replaces the earlier one.
    public func register(_ viewClass: CollectionReusableView.Type, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
        invalidateLayout()
    }

    /// The classes registered for decoration kinds.
    var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    /// The decoration views the collection view displays for this layout, and recycled ones by kind.
    var displayedDecorationViews: [DisplayedElement: CollectionReusableView] = [:]
    var decorationReuseQueues: [String: [CollectionReusableView]] = [:]

    /// Marks the layout as stale: ``prepare()`` runs again before the next layout pass of the collection view.
    ///
    /// Overrides must call `super`.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Marks the part of the layout that `context` names as stale: ``prepare()`` runs again before the next layout
    /// pass of the collection view.
    ///
    /// The base implementation invalidates the whole layout, as ``invalidateLayout()`` does. Overrides that keep
    /// what the context does not name must call `super`.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a self-sizing view's answer, `preferredAttributes`, differs from the attributes the layout gave it,
    /// `originalAttributes`, in a way that requires a new layout.
    ///
    /// The collection view asks after it requests a view and before it announces it with `willDisplay`. The base
    /// implementation returns `false`: the view keeps the layout's size.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The invalidation to apply when ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// returns `true`; the collection view passes it to ``invalidateLayout(with:)``.
    ///
    /// The base implementation names the element of `preferredAttributes`. Overrides record the preferred size, so
    /// that the next ``prepare()`` uses it.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = CollectionViewLayoutInvalidationContext()
        switch preferredAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [preferredAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: preferredAttributes.representedElementKind ?? "", at: [preferredAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: preferredAttributes.representedElementKind ?? "", at: [preferredAttributes.indexPath])
        }
        return context
    }

    /// Whether a change of the collection view's bounds to `newBounds` requires a new ``prepare()``.
    ///
    /// The base implementation returns `false`: scrolling alone never recomputes a layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The content offset to use when the layout finishes an update or transition, given the proposed one.
    ///
    /// The base implementation returns `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether the layout sizes some of its elements from estimates, so that the collection view asks each view it
    /// displays for its preferred attributes. Layouts in this module override it.
    var asksForPreferredAttributes: Bool { false }

    /// Runs ``prepare()`` if the layout was invalidated since the last run.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Attributes of the cell or supplementary view with the given kind, or `nil`.
    func attributes(of element: DisplayedElement) -> CollectionViewLayoutAttributes? {
        switch element.kind {
        case nil: layoutAttributesForItem(at: element.indexPath)
        case let kind?: layoutAttributesForSupplementaryView(ofKind: kind, at: element.indexPath)
        }
    }
}

@available(*, unavailable)
extension CollectionViewLayout: Sendable {}

/// The identity of a displayed element: a cell (`kind == nil`) or a supplementary view of `kind`, at `indexPath`.
struct DisplayedElement: Hashable {
    var kind: String?
    var indexPath: IndexPath

    init(cellAt indexPath: IndexPath) {
        self.kind = nil
        self.indexPath = indexPath
    }

    init(kind: String?, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: CollectionViewLayoutAttributes) {
        self.kind = attributes.representedElementCategory == .cell ? nil : (attributes.representedElementKind ?? "")
        self.indexPath = attributes.indexPath
    }
}
