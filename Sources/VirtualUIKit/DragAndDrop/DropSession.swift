import Foundation

/// A drag arriving over a collection view, standing in for `UIDropSession`.
///
/// A session has identity and is shared by every drop-delegate call of one drop, so it is a class; it is not
/// `Sendable`.
public final class DropSession {
    /// The dragged items.
    public let items: [DragItem]

    /// The drag's location in the collection view's coordinates.
    public var location: CGPoint

    /// The drag session this drop comes from, when the drag started in the same app.
    public let localDragSession: DragSession?

    /// Whether the drag allows moving its items (rather than copying them).
    public var allowsMoveOperation: Bool

    /// Whether the drag is restricted to the app it started in.
    public var isRestrictedToDraggingApplication: Bool

    /// Creates a session carrying `items`.
    public init(
        items: [DragItem],
        location: CGPoint = .zero,
        localDragSession: DragSession? = nil,
        allowsMoveOperation: Bool = true,
        isRestrictedToDraggingApplication: Bool = false
    ) {
        self.items = items
        self.location = location
        self.localDragSession = localDragSession
        self.allowsMoveOperation = allowsMoveOperation
        self.isRestrictedToDraggingApplication = isRestrictedToDraggingApplication
    }

    /// Creates the drop side of a drag that started in the same app: it carries the drag session's items.
    public convenience init(localDragSession: DragSession, location: CGPoint = .zero) {
        self.init(items: localDragSession.items, location: location, localDragSession: localDragSession)
    }
}

@available(*, unavailable)
extension DropSession: Sendable {}
