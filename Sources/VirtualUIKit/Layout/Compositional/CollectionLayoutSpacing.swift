import Foundation

/// Space between elements in a compositional layout, standing in for `NSCollectionLayoutSpacing`.
///
/// - ``fixed(_:)`` puts exactly that many points between neighbours.
/// - ``flexible(_:)`` puts at least that many points between neighbours and spreads the group's leftover length
///   evenly between them, so that the last one ends at the group's far edge.
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// ```
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The spacing in points: the exact spacing when ``isFixedSpacing``, the minimum when ``isFlexibleSpacing``.
    public let spacing: CGFloat

    /// Whether the spacing grows to use leftover space.
    public let isFlexibleSpacing: Bool

    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }

    /// At least `flexibleSpacing` points, more when the group has leftover length.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    /// A textual form such as `fixed(8.0)`.
    public var description: String { isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))" }
}

/// Extra space around an item inside its group, on each edge, standing in for `NSCollectionLayoutEdgeSpacing`.
///
/// The space is added outside the item's slot: along the group's axis it pushes the item and its followers away,
/// across it, it offsets the item. A flexible spacing counts as its minimum (the virtual view does not grow edge
/// spacing into leftover space). An edge given `nil` has no extra space.
///
/// ```swift
/// item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
/// ```
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// The space before the item's leading (left) edge.
    public var leading: CollectionLayoutSpacing?
    /// The space above the item's top edge.
    public var top: CollectionLayoutSpacing?
    /// The space after the item's trailing (right) edge.
    public var trailing: CollectionLayoutSpacing?
    /// The space below the item's bottom edge.
    public var bottom: CollectionLayoutSpacing?

    /// Creates edge spacing; `nil` means none on that edge.
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing as insets in points.
    var insets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: top?.spacing ?? 0, leading: leading?.spacing ?? 0, bottom: bottom?.spacing ?? 0,
            trailing: trailing?.spacing ?? 0
        )
    }
}
