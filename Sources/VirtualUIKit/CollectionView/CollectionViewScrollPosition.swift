/// Where an item should end up when a collection view scrolls to it, standing in for
/// `UICollectionView.ScrollPosition`.
///
/// Combine at most one vertical position with at most one horizontal one; each places the item along its axis, and an
/// axis with no position keeps its offset.
public struct CollectionViewScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates a position from its bit mask.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Do not scroll.
    public static let none: CollectionViewScrollPosition = []
    /// Scroll so that the item's top edge meets the visible rect's top edge.
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    /// Scroll so that the item is centred vertically in the visible rect.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    /// Scroll so that the item's bottom edge meets the visible rect's bottom edge.
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    /// Scroll so that the item's left edge meets the visible rect's left edge.
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    /// Scroll so that the item is centred horizontally in the visible rect.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    /// Scroll so that the item's right edge meets the visible rect's right edge.
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)
}
