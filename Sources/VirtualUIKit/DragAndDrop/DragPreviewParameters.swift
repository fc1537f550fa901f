import Foundation

/// How a dragged or dropped item's preview is drawn, standing in for `UIDragPreviewParameters`.
public struct DragPreviewParameters: Equatable, Sendable {
    /// The part of the view the preview shows, or `nil` for all of it.
    public var visibleRect: CGRect?

    /// The corner radius of the preview's outline.
    public var cornerRadius: CGFloat

    /// Creates parameters.
    public init(visibleRect: CGRect? = nil, cornerRadius: CGFloat = 0) {
        self.visibleRect = visibleRect
        self.cornerRadius = cornerRadius
    }
}
