import Foundation

/// How a compositional section scrolls across the layout's scroll axis, standing in for
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// A section with any behaviour other than ``none`` places its groups in one line across the layout's axis (left to
/// right in a vertical layout) and scrolls that line on its own; drive it with
/// ``VirtualCollectionView/scrollOrthogonalSection(_:to:)``.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Hashable, Sendable {
    /// The section does not scroll on its own: its groups follow one another along the layout's axis.
    case none
    /// The section scrolls freely and stops where it is left.
    case continuous
    /// The section scrolls freely and comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// The section scrolls by pages as wide as the collection view.
    case paging
    /// The section comes to rest with a group's leading edge at the section's leading inset.
    case groupPaging
    /// The section comes to rest with a group centred in the collection view.
    case groupPagingCentered
}

/// An edge or corner of a section or layout that a boundary supplementary item is attached to, standing in for
/// `NSRectAlignment`.
///
/// Along the layout's scroll axis, ``top`` (vertical layout) or ``leading`` (horizontal layout) puts the view before
/// the content, and ``bottom`` or ``trailing`` after it. The virtual view treats an alignment across the axis as the
/// edge before or after the content it is nearest to: ``leading``, ``topLeading`` and ``topTrailing`` count as
/// before, ``trailing``, ``bottomLeading`` and ``bottomTrailing`` as after, in a vertical layout; ``top``,
/// ``topLeading``, ``bottomLeading`` as before, ``bottom``, ``topTrailing``, ``bottomTrailing`` as after, in a
/// horizontal one.
public enum RectAlignment: Hashable, Sendable {
    /// No edge; treated as ``top``.
    case none
    /// The top edge.
    case top
    /// The top-leading corner.
    case topLeading
    /// The leading (left) edge.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// The bottom edge.
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// The trailing (right) edge.
    case trailing
    /// The top-trailing corner.
    case topTrailing

    /// Whether the view goes before the content along a layout scrolling in `direction`.
    func isBefore(alongScrollDirection direction: CollectionViewScrollDirection) -> Bool {
        switch direction {
        case .vertical:
            switch self {
            case .none, .top, .topLeading, .topTrailing, .leading: true
            case .bottom, .bottomLeading, .bottomTrailing, .trailing: false
            }
        case .horizontal:
            switch self {
            case .none, .leading, .topLeading, .bottomLeading, .top: true
            case .trailing, .topTrailing, .bottomTrailing, .bottom: false
            }
        }
    }
}

/// A header, footer or other view attached to an edge of a section or of the whole layout, standing in for
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A section's boundary item is sized against the section's content area (the collection view's size minus the
/// section's content insets) and starts at the leading inset, unless the section's
/// ``CollectionLayoutSection/supplementariesFollowContentInsets`` is `false`; then, as the layout's own boundary items,
/// against the collection view's size, from its edge. It takes room along the scroll axis, before the section's
/// content insets (``RectAlignment/top``) or after them (``RectAlignment/bottom``). The data source is asked for it with
/// ``elementKind`` and `IndexPath(item: 0, section: s)` (section 0 for the layout's own items).
///
/// ```swift
/// let header = CollectionLayoutBoundarySupplementaryItem(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: CollectionElementKind.sectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// Boundary items are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionLayoutBoundarySupplementaryItem {
    /// The view's size, resolved against the section's content area or the collection view.
    public let layoutSize: CollectionLayoutSize

    /// The element kind the data source is asked for.
    public let elementKind: String

    /// The edge the view is attached to.
    public let alignment: RectAlignment

    /// An offset in points applied to the view's frame. Default: zero.
    public let offset: CGPoint

    /// Whether the view stays in the visible rect while its section scrolls past, as a pinned header does: it sticks
    /// to the top (or, for a footer, bottom) of the visible rect while any part of its section is visible, and is
    /// pushed out by the section's end. Default: `false`. Only sections' items pin; the layout's own do not.
    public var pinToVisibleBounds = false

    /// Creates a boundary item of `layoutSize` and `elementKind` attached to `alignment`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item of `layoutSize` and `elementKind` attached to `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}

@available(*, unavailable)
extension CollectionLayoutBoundarySupplementaryItem: Sendable {}

/// A view drawn behind a section, such as its background, standing in for `NSCollectionLayoutDecorationItem`.
///
/// A background covers the whole section, its boundary supplementary items and content insets included, across the
/// collection view's whole width (height, in a horizontal layout), less the decoration's own ``contentInsets``. Register the view class with
/// ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``; the collection view creates it without asking the
/// data source or telling the delegate, as UIKit does.
///
/// ```swift
/// let background = CollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// section.decorationItems = [background]
/// layout.register(CardBackground.self, forDecorationViewOfKind: "card")
/// ```
///
/// Decoration items are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionLayoutDecorationItem {
    /// The decoration kind the view class is registered for.
    public let elementKind: String

    /// Insets of the view inside the section's frame. Default: zero.
    public var contentInsets = DirectionalEdgeInsets.zero

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background behind a section's content area.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

@available(*, unavailable)
extension CollectionLayoutDecorationItem: Sendable {}

/// One section of a compositional layout: a group repeated until the section's items run out, standing in for
/// `NSCollectionLayoutSection`.
///
/// In a vertical layout the section places its ``CollectionLayoutSection/boundarySupplementaryItems`` aligned to
/// the top, then its top content inset, then copies of its group one under the other with ``interGroupSpacing``
/// between them, then its bottom inset and its bottom-aligned items. The group's size is resolved against the
/// section's content area: the collection view's size minus the section's ``contentInsets``. The last copy of the
/// group may be partly empty.
///
/// With an ``orthogonalScrollingBehavior`` other than `.none`, the copies of the group go left to right in one line
/// as tall as the group, which scrolls on its own.
///
/// ```swift
/// let section = CollectionLayoutSection(group: row)
/// section.interGroupSpacing = 8
/// section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// ```
///
/// Sections are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionLayoutSection {
    /// The group the section repeats.
    public let group: CollectionLayoutGroup

    /// The space between consecutive groups. Default: zero.
    public var interGroupSpacing: CGFloat = 0

    /// Insets of the section's groups inside the section. Default: zero.
    public var contentInsets = DirectionalEdgeInsets.zero

    /// Whether and how the section scrolls across the layout's axis. Default: ``CollectionLayoutSectionOrthogonalScrollingBehavior/none``.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// The section's headers, footers and other edge views. Default: none.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// The views drawn behind the section. Default: none.
    public var decorationItems: [CollectionLayoutDecorationItem] = []

    /// Whether the section's boundary items follow its content insets across the scroll axis: sized against the
    /// collection view's size minus the insets and placed at the leading inset (`true`, the default, as in UIKit), or
    /// sized against the whole collection view and placed at its edge (`false`). Along the scroll axis a boundary
    /// item is always outside the insets.
    public var supplementariesFollowContentInsets = true

    /// The list configuration the section was built from by ``list(using:layoutEnvironment:)``, if any.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// Creates a section that repeats `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

@available(*, unavailable)
extension CollectionLayoutSection: Sendable {}

/// The size of the area a compositional layout fills, standing in for `NSCollectionLayoutContainer`.
public struct CollectionLayoutContainer: Hashable, Sendable {
    /// The container's full size: the collection view's size.
    public var contentSize: CGSize

    /// The container's insets. The virtual view has no content insets, so they are zero.
    public var contentInsets: DirectionalEdgeInsets

    /// The size minus the insets.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.horizontal),
            height: max(0, contentSize.height - contentInsets.vertical))
    }

    /// Creates a container of `contentSize` with `contentInsets`.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// What a section provider knows when it builds a section, standing in for `NSCollectionLayoutEnvironment`.
///
/// ```swift
/// let layout = CollectionViewCompositionalLayout { section, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     ...
/// }
/// ```
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The area the layout fills.
    public var container: CollectionLayoutContainer

    /// Creates an environment for `container`.
    public init(container: CollectionLayoutContainer) {
        self.container = container
    }
}

/// Options that apply to a whole compositional layout, standing in for
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = CollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
/// ```
///
/// A layout reads its configuration in each `prepare()`; assign ``CollectionViewCompositionalLayout/configuration``
/// to change it and invalidate the layout. Configurations are reference types used from one isolation domain; they
/// are not `Sendable`.
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The axis along which sections follow one another and the content scrolls. Default: vertical.
    public var scrollDirection = CollectionViewScrollDirection.vertical

    /// The space between consecutive sections. Default: zero.
    public var interSectionSpacing: CGFloat = 0

    /// Headers and footers of the whole layout, before the first and after the last section. Default: none.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a configuration with the defaults.
    public init() {}
}

@available(*, unavailable)
extension CollectionViewCompositionalLayoutConfiguration: Sendable {}
