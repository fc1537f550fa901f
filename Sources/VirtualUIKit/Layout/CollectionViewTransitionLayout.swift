/// A layout that sits between two layouts during an interactive transition, standing in for
/// `UICollectionViewTransitionLayout`.
///
/// ``VirtualCollectionView/startInteractiveTransition(to:)`` obtains one from the delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` or creates a plain one. Subclass it as on iOS.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout

    /// The layout the transition ends with.
    public let nextLayout: CollectionViewLayout

    /// How far the transition has gone, from 0 to 1.
    open var transitionProgress: Double = 0

    /// Creates a transition from `currentLayout` to `newLayout`.
    public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }
}
