/// Collects animations to run alongside a focus move, standing in for `UIFocusAnimationCoordinator`.
///
/// ``VirtualCollectionView/moveFocus(to:heading:)`` passes one to `collectionView(_:didUpdateFocusIn:with:)` and,
/// once the delegate returns, runs every added animation and then every completion, in the order they were added.
/// Nothing is animated: "running" an animation means calling its closure.
///
/// A coordinator has identity and state, so it is a class; it is not `Sendable`.
public final class FocusAnimationCoordinator {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// The number of animations added so far.
    public var addedAnimationCount: Int { animations.count }

    /// Creates an empty coordinator.
    public init() {}

    /// Adds animations to run with the focus move, and a closure to run after them.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs and removes the added animations, then the completions.
    func run() {
        let animations = self.animations
        let completions = self.completions
        self.animations.removeAll()
        self.completions.removeAll()
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}

@available(*, unavailable)
extension FocusAnimationCoordinator: Sendable {}
