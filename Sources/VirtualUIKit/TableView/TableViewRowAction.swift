import Foundation

/// A button a trailing swipe reveals on a table row, standing in for the deprecated `UITableViewRowAction`.
///
/// ```swift
/// func tableView(_ tableView: any TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
///     [TableViewRowAction(style: .destructive, title: "Remove") { _, indexPath in storage.removeItem(at: indexPath) }]
/// }
/// ```
///
/// A table delegate's `tableView(_:editActionsForRowAt:)` gives them; ``VirtualTableView`` reveals them, as
/// ``ContextualAction``s of the same titles, when the delegate gives no trailing swipe-actions configuration. The
/// handler receives the action and the row's index path. There is no `backgroundColor` or `backgroundEffect`: the
/// virtual view draws nothing.
///
/// Actions are reference types used from one isolation domain; they are not `Sendable`.
public final class TableViewRowAction {
    /// The look of a row action, standing in for `UITableViewRowAction.Style`.
    public enum Style: Hashable, Sendable {
        /// The standard look, which is the destructive one.
        case `default`
        /// An ordinary action.
        case normal

        /// A destructive action: the same value as ``default``, as in UIKit.
        public static let destructive = Style.default
    }

    /// Runs the action: receives the action and the index path of its row.
    public typealias Handler = (TableViewRowAction, IndexPath) -> Void

    /// The action's look.
    public let style: Style

    /// The action's title, or `nil`.
    public var title: String?

    /// Runs when the action is tapped.
    public let handler: Handler

    /// Creates an action of `style` titled `title` that runs `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

@available(*, unavailable)
extension TableViewRowAction: Sendable {}
