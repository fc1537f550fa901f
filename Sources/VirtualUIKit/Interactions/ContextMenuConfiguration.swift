/// A context menu's description, standing in for `UIContextMenuConfiguration`.
///
/// A delegate returns it from `collectionView(_:contextMenuConfigurationForItemAt:point:)`; the collection view hands
/// the same value back to the preview methods.
public struct ContextMenuConfiguration: Hashable, Sendable {
    /// An identifier the delegate chooses, to recognise the configuration later.
    public var identifier: String?

    /// The titles of the menu's actions.
    public var actionTitles: [String]

    /// Creates a configuration.
    public init(identifier: String? = nil, actionTitles: [String] = []) {
        self.identifier = identifier
        self.actionTitles = actionTitles
    }
}
