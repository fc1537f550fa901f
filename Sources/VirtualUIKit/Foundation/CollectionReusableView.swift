import Foundation

/// A view that a collection view creates, displays and recycles: the base of cells and supplementary views.
///
/// Subclass it for headers, footers and other supplementary views, and `CollectionViewCell` for cells. A collection
/// view creates instances with ``init(frame:)`` (so subclasses must keep that initializer) and gives each one the
/// reuse identifier it was registered with. Before a recycled view is handed out again, the collection view calls
/// ``prepareForReuse()``.
///
/// Views are reference types used from one isolation domain; they are not `Sendable`.
open class CollectionReusableView {
    /// The view's frame in the collection view's coordinate space, as the layout last placed it.
    open var frame: CGRect

    /// The identifier this view was registered and dequeued with, or `nil` for a view that no collection view created.
    ///
    /// Subclasses may override the getter, for example to model a view whose nib carries its own identifier.
    open var reuseIdentifier: String? { assignedReuseIdentifier }

    /// Set by the collection view (or a nib) when it creates the view.
    var assignedReuseIdentifier: String?

    /// The element kind the collection view created the view for, which keys its reuse queue.
    var assignedElementKind: String?

    /// The collection view that created the view and may recycle it; `nil` for views no collection view created.
    weak var reuseOwner: AnyObject?

    /// The tap recognizers attached with ``addGestureRecognizer(_:)``, in order.
    var attachedGestureRecognizers: [TapGestureRecognizer] = []

    /// Creates a view with the given frame. Collection views call this initializer for registered classes.
    public required init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Called on a view created from a ``Nib``, once the nib has built it, as UIKit calls it on views loaded from a nib.
    ///
    /// It runs after the nib's configuration (which stands in for the outlets and properties a xib sets), before the
    /// view is returned to anyone, so the outlets are connected here. It is called once per view, not when a view is
    /// recycled, and not for views created from a registered class. The base implementation does nothing; overrides
    /// should call `super`.
    open func awakeFromNib() {}

    /// The attributes the view would like, given those its layout proposes: a self-sizing view returns a copy with
    /// the size that fits its content, as `UICollectionReusableView.preferredLayoutAttributesFitting(_:)` does.
    ///
    /// The collection view asks a view it has just requested, before announcing it with `willDisplay`; the layout
    /// decides whether to use the answer (a flow layout with an estimated item size does, as does a compositional
    /// layout for estimated dimensions). The base implementation returns `layoutAttributes` unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called by the collection view just before a recycled view is returned from a dequeue call.
    ///
    /// It is not called for newly created views. The base implementation does nothing; overrides should call `super`.
    open func prepareForReuse() {}

    /// The content configuration a screen picture labels the view by: the cell's or header-footer view's
    /// `contentConfiguration` for the views that have one, `nil` for others.
    var displayedContentConfiguration: (any ContentConfiguration)? { nil }
}

@available(*, unavailable)
extension CollectionReusableView: Sendable {}

/// A cell of a collection view, with the selection and highlight state the collection view manages.
open class CollectionViewCell: CollectionReusableView {
    /// Whether the cell shows its item as selected. The collection view keeps it in step with its selection.
    open var isSelected: Bool = false

    /// Whether the cell shows its item as highlighted, as during a touch. The collection view keeps it in step.
    open var isHighlighted: Bool = false

    /// Whether the cell is in editing mode, standing in for `configurationState.isEditing`. The collection view keeps
    /// it in step: `true` while ``VirtualCollectionView/isEditing`` is, unless the delegate's `canEditItemAt` answers
    /// `false` for the cell's item.
    ///
    /// A ``CollectionViewListCell`` shows the accessories meant for editing, or for not editing, by it.
    public internal(set) var isEditing = false

    /// The configuration of what the cell shows, standing in for `UICollectionViewCell.contentConfiguration`, or `nil`
    /// for a cell that shows its content otherwise. Default: `nil`.
    ///
    /// A screen picture labels a cell with a configuration by the configuration's
    /// ``ContentConfiguration/screenPictureLabel`` instead of its model. It is kept when the cell is recycled, as in
    /// UIKit: set it each time the cell is configured.
    open var contentConfiguration: (any ContentConfiguration)?

    /// Creates a cell with the given frame. Collection views call this initializer for registered classes.
    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    override var displayedContentConfiguration: (any ContentConfiguration)? { contentConfiguration }
}
