/// What a drop would do with the dragged items, standing in for `UIDropOperation`.
public enum DropOperation: Hashable, Sendable {
    /// The drop would do nothing; the drag is cancelled when released.
    case cancel
    /// The drop is normally possible but not here.
    case forbidden
    /// The items would be copied.
    case copy
    /// The items would be moved.
    case move
}

/// A drop delegate's answer while a drag moves over a collection view, standing in for
/// `UICollectionViewDropProposal`.
public struct DropProposal: Hashable, Sendable {
    /// Where the items would go, standing in for `UICollectionViewDropProposal.Intent`.
    public enum Intent: Hashable, Sendable {
        /// No particular place.
        case unspecified
        /// Inserted at the destination index path, shifting the items after it.
        case insertAtDestinationIndexPath
        /// Dropped into the item at the destination index path.
        case insertIntoDestinationIndexPath
        /// Either of the above, depending on where the drag hovers.
        case automatic
    }

    /// What the drop would do.
    public var operation: DropOperation

    /// Where the items would go.
    public var intent: Intent

    /// Creates a proposal.
    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}
