import Foundation

/// A focus move between items or rows, standing in for `UICollectionViewFocusUpdateContext` and
/// `UITableViewFocusUpdateContext`.
public struct FocusUpdateContext: Hashable, Sendable {
    /// The directions a focus move can take, standing in for `UIFocusHeading`.
    public struct Heading: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates a heading from its bit mask.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Up.
        public static let up = Heading(rawValue: 1 << 0)
        /// Down.
        public static let down = Heading(rawValue: 1 << 1)
        /// Left.
        public static let left = Heading(rawValue: 1 << 2)
        /// Right.
        public static let right = Heading(rawValue: 1 << 3)
        /// The next item, as with the tab key.
        public static let next = Heading(rawValue: 1 << 4)
        /// The previous item.
        public static let previous = Heading(rawValue: 1 << 5)
    }

    /// The item that had focus before the move, if an item had it.
    public var previouslyFocusedIndexPath: IndexPath?

    /// The item that receives focus, or `nil` when focus leaves the items.
    public var nextFocusedIndexPath: IndexPath?

    /// The direction of the move.
    public var focusHeading: Heading

    /// Creates a context.
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, focusHeading: Heading = []) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        self.focusHeading = focusHeading
    }
}
