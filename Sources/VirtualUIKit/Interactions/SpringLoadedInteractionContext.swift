import Foundation

/// The state of a spring-loading interaction over an item, standing in for `UISpringLoadedInteractionContext`.
public struct SpringLoadedInteractionContext: Equatable, Sendable {
    /// The phases of a spring-loading interaction.
    public enum State: Hashable, Sendable {
        /// The interaction is not active.
        case inactive
        /// A drag hovers over the item; spring loading may happen.
        case possible
        /// The item is about to spring-load.
        case activating
        /// The item spring-loaded.
        case activated
    }

    /// The phase of the interaction.
    public var state: State

    /// The drag's location in the collection view's coordinates.
    public var location: CGPoint

    /// Creates a context.
    public init(state: State = .possible, location: CGPoint = .zero) {
        self.state = state
        self.location = location
    }
}
