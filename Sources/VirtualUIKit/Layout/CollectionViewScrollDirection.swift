import Foundation

/// The axis along which a layout's content scrolls, standing in for `UICollectionView.ScrollDirection`.
public enum CollectionViewScrollDirection: Hashable, Sendable {
    /// Content scrolls up and down; a flow layout fills rows from left to right and stacks them downwards.
    case vertical
    /// Content scrolls left and right; a flow layout fills columns from top to bottom and places them rightwards.
    case horizontal
}
