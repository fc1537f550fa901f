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

    // MARK: Batch updates

    /// Receives the changes of a batch update that passed validation, after ``prepare()`` computed the layout after the
    /// batch; the attribute queries for appearing and disappearing elements follow, then
    /// ``finalizeCollectionViewUpdates()``.
    ///
    /// The base implementation does nothing. Overrides need not call `super`.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Ends the batch update announced by ``prepare(forCollectionViewUpdates:)``.
    ///
    /// The base implementation does nothing. Overrides need not call `super`.
    open func finalizeCollectionViewUpdates() {}

    /// The item frames as the layout last prepared them, to be read after it prepares again, or `nil` when it keeps
    /// none. The view takes them just before it applies a batch update, so that a cell that comes into view only
    /// because of the batch moves in from where it was, as UIKit's built-in layouts animate it. The flow and
    /// compositional layouts keep theirs (shared arrays, O(1) to take); other layouts keep none.
    func itemFramesBeforeUpdate() -> ((IndexPath) -> CGRect?)? { nil }

    /// The attributes the cell at `itemIndexPath` (after the batch) animates from, or `nil` for the collection view's
    /// default: an inserted cell fades in at its final frame (alpha 0 to 1), a cell that was displayed before the
    /// batch moves from where it was, and one that comes into view because of the batch moves from its frame before
    /// the batch when the layout is a flow or compositional layout; any other starts where it ends.
    ///
    /// The collection view asks for every cell displayed after a batch update, and records the result in
    /// ``VirtualCollectionView/lastBatchUpdateAnimations``. The base implementation returns `nil`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes the cell at `itemIndexPath` (before the batch) animates to as it disappears, or `nil` for the
    /// collection view's default: a deleted cell fades out where it was, a cell that moved out of view moves to its
    /// final frame.
    ///
    /// The collection view asks for every cell that was displayed before a batch update and is not after it. The base
    /// implementation returns `nil`.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes the supplementary view of `elementKind` at `elementIndexPath` (after the batch) animates from, or
    /// `nil` for the collection view's default (as for cells). The base implementation returns `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String,
        at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes the supplementary view of `elementKind` at `elementIndexPath` (before the batch) animates to as it
    /// disappears, or `nil` for the collection view's default (as for cells). The base implementation returns `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String,
        at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

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
