import Foundation

/// One dimension (a width or a height) of an element in a compositional layout, standing in for
/// `NSCollectionLayoutDimension`.
///
/// A dimension is resolved against the element's container: a section's content area for a group or a boundary item
/// (see ``CollectionViewCompositionalLayout``), the enclosing group for an item.
///
/// ```swift
/// let half = CollectionLayoutDimension.fractionalWidth(0.5)   // half the container's width
/// let fixed = CollectionLayoutDimension.absolute(44)          // 44 points
/// let guess = CollectionLayoutDimension.estimated(60)         // 60 points until the view answers its size
/// ```
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
    }

    private let kind: Kind

    /// The dimension's number: a fraction for fractional dimensions, points for absolute and estimated ones.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }

    /// A first guess, in points, replaced by the size a self-sizing view prefers once the view has been displayed.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }

    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }

    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }

    /// Whether the dimension is an estimate that self-sizing views may replace.
    public var isEstimated: Bool { kind == .estimated }

    /// A textual form such as `fractionalWidth(0.5)` or `absolute(44.0)`.
    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        }
    }

    /// The dimension in points within a container of `container` size; an estimate gives its estimate.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of an element in a compositional layout, standing in for `NSCollectionLayoutSize`.
///
/// ```swift
/// let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
/// ```
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The element's width.
    public var widthDimension: CollectionLayoutDimension

    /// The element's height.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// A textual form: `{width, height}`.
    public var description: String { "{\(widthDimension), \(heightDimension)}" }

    /// The size in points within a container of `container` size; estimates give their estimate.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
