import Foundation

/// Insets from the four edges of a rectangle named by reading direction, standing in for
/// `NSDirectionalEdgeInsets`.
///
/// The virtual view lays out left to right only, so `leading` is the left edge and `trailing` the right edge.
///
/// ```swift
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading (left) edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// Creates insets with the given distances from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// A textual form in UIKit's order: `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The sum of the leading and trailing insets.
    var horizontal: CGFloat { leading + trailing }

    /// The sum of the top and bottom insets.
    var vertical: CGFloat { top + bottom }
}
