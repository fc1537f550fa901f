import Foundation

/// The smallest piece of a compositional layout: the size and spacing of one cell, standing in for
/// `NSCollectionLayoutItem`.
///
/// An item's ``layoutSize`` is resolved against the group that holds it: `.fractionalWidth(0.5)` is half the
/// group's width (after the group's own ``contentInsets``). The item is placed in a slot of that size; its
/// ``contentInsets`` then shrink the cell's frame inside the slot, and its ``edgeSpacing`` adds room around the slot.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
///
/// Items are reference types, as in UIKit: a change made after the item was put into a group shows in the next
/// `prepare()` of a layout that uses it. They are used from one isolation domain; they are not `Sendable`.
public class CollectionLayoutItem {
    /// The item's size, resolved against its group.
    public let layoutSize: CollectionLayoutSize

    /// Supplementary views attached to each cell of this item, such as badges.
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// Insets of the cell's frame inside the item's slot. Default: zero.
    ///
    /// An inset on an estimated dimension is ignored, as UIKit ignores it: the self-sized view fills its slot.
    public var contentInsets = DirectionalEdgeInsets.zero

    /// Extra space around the item's slot inside its group, or `nil` for none (the default).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// Creates an item of `layoutSize` with supplementary views attached to each of its cells.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

@available(*, unavailable)
extension CollectionLayoutItem: Sendable {}

/// A row or column of items (or of other groups) in a compositional layout, standing in for
/// `NSCollectionLayoutGroup`. A group is an item, so groups nest.
///
/// A horizontal group places its subitems left to right, a vertical group top to bottom, with ``interItemSpacing``
/// between them, starting from its leading (or top) edge after its ``CollectionLayoutItem/contentInsets``:
/// - ``horizontal(layoutSize:subitems:)`` and ``vertical(layoutSize:subitems:)`` repeat the sequence of subitems for
///   as long as the next one fits in the group's length (at least one is always placed).
/// - ``horizontal(layoutSize:repeatingSubitem:count:)`` and ``vertical(layoutSize:repeatingSubitem:count:)`` place
///   exactly `count` copies of the subitem and size them to share the group's length:
///   `(length - (count - 1) · spacing) / count` each, whatever the subitem's own length says.
///
/// Subitems are aligned at the group's top (horizontal group) or leading edge (vertical group). An estimated group
/// length or thickness becomes the extent of what it holds once its items are sized.
///
/// ```swift
/// let row = CollectionLayoutGroup.horizontal(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
///     repeatingSubitem: item, count: 4)
/// row.interItemSpacing = .fixed(8)
/// ```
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// The direction a group places its subitems in.
    enum Axis {
        case horizontal
        case vertical
    }

    /// The items and groups the group places, in order.
    public let subitems: [CollectionLayoutItem]

    /// The space between neighbouring subitems, or `nil` for none (the default).
    public var interItemSpacing: CollectionLayoutSpacing?

    let axis: Axis

    /// The number of copies of the only subitem, for groups made with a `count`; `nil` when subitems repeat to fill.
    let repeatCount: Int?

    private init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], repeatCount: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` left to right, repeating them while the next one fits.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `repeatingSubitem` left to right, each as wide as the group's width shared among
    /// them. A `count` below one counts as one.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: max(1, count))
    }

    /// The earlier spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``, kept for code written against it.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> Self {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group that places `subitems` top to bottom, repeating them while the next one fits.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `repeatingSubitem` top to bottom, each as tall as the group's height shared among
    /// them. A `count` below one counts as one.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: max(1, count))
    }

    /// The earlier spelling of ``vertical(layoutSize:repeatingSubitem:count:)``, kept for code written against it.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> Self {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// The edges of a rectangle named by reading direction, standing in for `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// Creates edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Self(rawValue: 1 << 0)
    /// The leading (left) edge.
    public static let leading = Self(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Self(rawValue: 1 << 2)
    /// The trailing (right) edge.
    public static let trailing = Self(rawValue: 1 << 3)
    /// All four edges.
    public static let all: Self = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its cell, standing in for `NSCollectionLayoutAnchor`.
///
/// The supplementary view is flush with each named edge (inside the cell) and centred along an axis whose edges are
/// both named or both unnamed; ``offset`` then moves it.
///
/// ```swift
/// let anchor = CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: -4))
/// ```
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The edges the supplementary view is flush with.
    public let edges: DirectionalRectEdge

    /// The offset in points applied after aligning to ``edges``.
    public let offset: CGPoint

    /// An anchor flush with `edges`.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor flush with `edges`, then moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
    }

    /// The frame of a view of `size` anchored to `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        let x: CGFloat
        switch (edges.contains(.leading), edges.contains(.trailing)) {
        case (true, false): x = container.minX
        case (false, true): x = container.maxX - size.width
        default: x = container.midX - size.width / 2
        }
        let y: CGFloat
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, false): y = container.minY
        case (false, true): y = container.maxY - size.height
        default: y = container.midY - size.height / 2
        }
        return CGRect(x: x + offset.x, y: y + offset.y, width: size.width, height: size.height)
    }
}

/// A supplementary view attached to every cell of an item, such as a badge, standing in for
/// `NSCollectionLayoutSupplementaryItem`.
///
/// Its size is resolved against the cell's frame and it is placed by its ``containerAnchor``. The collection view
/// asks its data source for it with the cell's index path and ``elementKind``.
///
/// ```swift
/// let badge = CollectionLayoutSupplementaryItem(
///     layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
/// ```
///
/// Supplementary items are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionLayoutSupplementaryItem {
    /// The view's size, resolved against its cell's frame.
    public let layoutSize: CollectionLayoutSize

    /// The element kind the data source is asked for.
    public let elementKind: String

    /// Where the view sits on its cell.
    public let containerAnchor: CollectionLayoutAnchor

    /// Creates a supplementary item of `layoutSize` and `elementKind` placed by `containerAnchor`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}

@available(*, unavailable)
extension CollectionLayoutSupplementaryItem: Sendable {}
