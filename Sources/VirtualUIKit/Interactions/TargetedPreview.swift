import Foundation

/// A preview shown while a context menu appears or disappears, standing in for `UITargetedPreview`.
public struct TargetedPreview: Equatable, Sendable {
    /// An identifier the delegate chooses, for example the name of the view it previews.
    public var identifier: String

    /// The part of the view the preview shows, or `nil` for all of it.
    public var visibleRect: CGRect?

    /// Creates a preview.
    public init(identifier: String, visibleRect: CGRect? = nil) {
        self.identifier = identifier
        self.visibleRect = visibleRect
    }
}
