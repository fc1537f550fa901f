/// The kind of a recorded change to an item or a section.
public enum ChangeType: String, Hashable, Sendable, CaseIterable {
    /// Something was removed.
    case delete
    /// Something moved; the change's index list is `[from, to]`.
    case move
    /// Something was added.
    case insert
    /// Something changed in place and should be redisplayed.
    case update
}
