import Foundation

/// One action revealed by swiping a list row, standing in for `UIContextualAction`.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { action, view, completion in
///     storage.removeItem(model)
///     completion(true)
/// }
/// delete.image = "trash"
/// ```
///
/// The handler receives the action, the swiped cell and a completion: call it once, with `true` when the action
/// was performed (the row's actions are hidden) or `false` when it was not (they stay revealed). Calls after the
/// first do nothing. There is no `backgroundColor`: the virtual view draws nothing.
///
/// Actions are reference types used from one isolation domain; they are not `Sendable`.
public final class ContextualAction {
    /// The look of an action, standing in for `UIContextualAction.Style`.
    public enum Style: Hashable, Sendable {
        /// An ordinary action.
        case normal
        /// An action that deletes or otherwise destroys the row's content.
        case destructive
    }

    /// Runs the action: receives the action, the swiped cell and the completion to call once.
    public typealias Handler = (ContextualAction, CollectionReusableView, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style

    /// The action's title, or `nil`.
    public var title: String?

    /// The name of a symbol image shown for the action, or `nil`.
    public var image: String?

    /// Runs when the action is performed.
    public let handler: Handler

    /// Creates an action of `style` titled `title` that runs `handler` when performed.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

@available(*, unavailable)
extension ContextualAction: Sendable {}

/// The actions revealed by swiping a list row from one edge, standing in for `UISwipeActionsConfiguration`.
///
/// ```swift
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     SwipeActionsConfiguration(actions: [delete, archive])
/// }
/// ```
///
/// The first action is the one nearest the swiped edge and the one a full swipe performs
/// (``performsFirstActionWithFullSwipe``). Configurations are reference types used from one isolation domain; they are
/// not `Sendable`.
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the swiped edge.
    public let actions: [ContextualAction]

    /// Whether a full swipe performs the first action. Default: `true`.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration revealing `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

@available(*, unavailable)
extension SwipeActionsConfiguration: Sendable {}
