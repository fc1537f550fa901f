import Foundation

/// The edge of a row a swipe starts from, standing in for the two swipe-actions configurations UIKit asks for.
public enum SwipeEdge: Hashable, Sendable {
    /// The leading (left) edge: a list section's `leadingSwipeActionsConfigurationProvider`, or a table delegate's
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, gives the actions.
    case leading
    /// The trailing (right) edge: a list section's `trailingSwipeActionsConfigurationProvider`, or a table delegate's
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, gives the actions.
    case trailing
}

/// The swipe actions revealed on a row of a collection or table view: where, from which edge, and which.
///
/// Not `Sendable`: it holds the configuration, a reference type used from one isolation domain.
public struct RevealedSwipeActions {
    /// The row's current index path.
    public var indexPath: IndexPath
    /// The edge the row was swiped from.
    public var edge: SwipeEdge
    /// The revealed actions.
    public var configuration: SwipeActionsConfiguration
}

/// The revealed swipe actions of a view and whether one of their handlers is running.
struct SwipeState {
    struct Revealed {
        /// The swiped cell: the revealed state follows it through updates and ends when it stops being displayed.
        var cell: CollectionReusableView
        var edge: SwipeEdge
        var configuration: SwipeActionsConfiguration
        /// Tells one reveal from the next, so that a late completion cannot hide a later reveal.
        var id: Int
    }

    var revealed: Revealed?
    var nextID = 0
    var isPerformingAction = false

    /// Reveals `configuration` on `cell`, replacing what was revealed.
    mutating func reveal(_ configuration: SwipeActionsConfiguration, on cell: CollectionReusableView, edge: SwipeEdge) {
        nextID += 1
        revealed = Revealed(cell: cell, edge: edge, configuration: configuration, id: nextID)
    }
}

/// Whether a completion handed to an action's handler was already called.
private final class SwipeCompletionToken {
    var isCalled = false
}

/// A view whose rows reveal swipe actions; both virtual views perform a revealed action the same way.
protocol SwipeActionsRevealing: AnyObject {
    var swipeState: SwipeState { get set }

    /// Hides the actions of the reveal `id`, which are still revealed, after an action's completion said it was
    /// performed.
    func hideSwipeActions(revealedAs id: Int)
}

extension SwipeActionsRevealing {
    /// Calls the handler of the action at `index` of `revealed` with the action, the row's cell and a completion that
    /// takes effect once: `true` hides the actions unless they were hidden or replaced meanwhile, `false` keeps them.
    /// Returns whether a handler was called: not when one is running or `index` is out of range.
    func perform(_ revealed: SwipeState.Revealed, actionAt index: Int) -> Bool {
        guard !swipeState.isPerformingAction, index >= 0, index < revealed.configuration.actions.count else {
            return false
        }
        let action = revealed.configuration.actions[index]
        let id = revealed.id
        let token = SwipeCompletionToken()
        let completion: (Bool) -> Void = { [weak self] performed in
            guard !token.isCalled else { return }
            token.isCalled = true
            guard performed, let self, self.swipeState.revealed?.id == id else { return }
            self.hideSwipeActions(revealedAs: id)
        }
        swipeState.isPerformingAction = true
        action.handler(action, revealed.cell, completion)
        swipeState.isPerformingAction = false
        return true
    }
}
