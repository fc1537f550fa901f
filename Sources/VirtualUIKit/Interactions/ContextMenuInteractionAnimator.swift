/// Collects work to run alongside a context menu's appearance, disappearance or preview commit, standing in for
/// `UIContextMenuInteractionAnimating` and `UIContextMenuInteractionCommitAnimating`.
///
/// A table view hands one to the delegate's `willDisplayContextMenu`, `willEndContextMenuInteraction` and
/// `willPerformPreviewActionForMenuWith` methods and, once the delegate returns, runs every added animation and then
/// every completion, in the order they were added. Nothing is animated: "running" an animation means calling its
/// closure. A delegate committing a preview typically opens the previewed screen in a completion.
///
/// An animator has identity and state, so it is a class; it is not `Sendable`.
public final class ContextMenuInteractionAnimator {
    /// How the menu's preview goes away when the user taps it, standing in for
    /// `UIContextMenuInteractionCommitStyle`.
    public enum CommitStyle: Hashable, Sendable {
        /// The preview shrinks back into the row.
        case dismiss
        /// The preview grows into the screen it shows.
        case pop
    }

    /// How the preview goes away when a preview action is committed. Default: ``CommitStyle/pop``. Only a commit's
    /// animator reads it.
    public var preferredCommitStyle: CommitStyle = .pop

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// The number of animations added so far.
    public var addedAnimationCount: Int { animations.count }

    /// The number of completions added so far.
    public var addedCompletionCount: Int { completions.count }

    /// Creates an animator with nothing added.
    public init() {}

    /// Adds work to run with the menu's transition.
    public func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    /// Adds work to run once the menu's transition ends.
    public func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
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
extension ContextMenuInteractionAnimator: Sendable {}
