import Foundation

/// A pull-to-refresh control, standing in for UIKit's `UIRefreshControl`.
///
/// Install it in a view's ``VirtualCollectionView/refreshControl`` (or ``VirtualTableView/refreshControl``), register
/// what a refresh does, and end the refresh when the new data is in. A test pulls with
/// ``VirtualCollectionView/pullToRefresh()`` (or ``VirtualTableView/pullToRefresh()``):
///
/// ```swift
/// // UIKit: refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
/// let refreshControl = RefreshControl()
/// refreshControl.addTarget(self, action: FeedScreen.refresh)
/// collectionView.refreshControl = refreshControl
///
/// collectionView.pullToRefresh()      // isRefreshing becomes true, then `refresh()` runs
/// refreshControl.endRefreshing()      // the control hides, the view is back at the top of its content
/// ```
///
/// As in UIKit, only a user's pull sends `.valueChanged`, which runs the registered actions; ``beginRefreshing()``
/// from code only shows the control as refreshing. While it refreshes, a control installed in a view takes
/// ``height`` points above the content (see ``VirtualCollectionView/adjustedContentInset`` and
/// ``VirtualTableView/adjustedContentInset``).
///
/// Controls are reference types used from one isolation domain; they are not `Sendable`.
public final class RefreshControl {
    /// The height the control takes above the content while it refreshes: 60 points.
    public static let height: CGFloat = 60

    /// Whether a refresh is under way: from a pull or ``beginRefreshing()`` until ``endRefreshing()``.
    public private(set) var isRefreshing = false

    /// Whether a pull starts a refresh. Default: `true`. A disabled control can still refresh from code.
    public var isEnabled = true

    /// The text shown under the spinner, standing in for the string of UIKit's `attributedTitle`. Default: `nil`.
    public var title: String?

    /// The view the control is installed in, if any: a collection or a table view.
    weak var host: (any RefreshControlHost)?

    /// The value-changed actions, in the order they were added.
    private var actions: [RegisteredAction] = []

    /// Creates a control that is not refreshing and not installed in a view.
    public init() {}

    // MARK: Refreshing

    /// Marks the control as refreshing, as UIKit's `beginRefreshing()` does when a refresh starts from code.
    ///
    /// It sends no `.valueChanged`, so no action runs, and it does not scroll: the control takes its room above the
    /// content, which shows when the view is at the top. Does nothing while the control is refreshing.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
    }

    /// Ends the refresh: the control hides, and a view that was showing it (scrolled above its content) goes back to
    /// the top of its content. Sends nothing. Does nothing while the control is not refreshing.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        host?.refreshControlDidHide()
    }

    /// Starts a refresh as a user's pull does: marks the control as refreshing, lets `show` bring it into view, then
    /// sends `.valueChanged`. Returns `false`, doing nothing, when the control is disabled or already refreshing.
    func refreshFromPull(show: () -> Void) -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        isRefreshing = true
        show()
        sendValueChanged()
        return true
    }

    // MARK: Actions

    /// Adds a closure to run each time the control sends `.valueChanged`, as
    /// `UIControl.addAction(_:for: .valueChanged)` does with a `UIAction`.
    ///
    /// Actions run in the order they were added, with the control as their argument. The control keeps the closure:
    /// capture a screen weakly (`[weak self]`).
    ///
    /// - Parameters:
    ///   - identifier: A name to remove the action by with ``removeAction(identifiedBy:)``; `nil` for none.
    ///   - handler: The action.
    public func addAction(identifier: String? = nil, _ handler: @escaping (RefreshControl) -> Void) {
        actions.append(RegisteredAction(identifier: identifier, target: nil, run: handler))
    }

    /// Removes every action added with `identifier`.
    public func removeAction(identifiedBy identifier: String) {
        actions.removeAll { $0.identifier == identifier }
    }

    /// Adds a method of `target` to call each time the control sends `.valueChanged`, as
    /// `addTarget(_:action:for: .valueChanged)` does with a selector.
    ///
    /// Pass the method unapplied: `addTarget(self, action: FeedScreen.refresh)` for `func refresh()`. The control
    /// holds `target` weakly, as UIKit does: once it is gone, the action does nothing.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(
            RegisteredAction(identifier: nil, target: target) { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Adds a method of `target` that takes the control as its sender, for `func refresh(_ sender: RefreshControl)`:
    /// `addTarget(self, action: FeedScreen.refresh(_:))`. The control holds `target` weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (RefreshControl) -> Void
    ) {
        actions.append(
            RegisteredAction(identifier: nil, target: target) { [weak target] control in
                guard let target else { return }
                action(target)(control)
            })
    }

    /// Removes every method of `target` added with `addTarget(_:action:)`, as `removeTarget(_:action: nil, for:)`
    /// does.
    public func removeTarget(_ target: AnyObject) {
        actions.removeAll { $0.target === target }
    }

    /// Runs the actions registered when the send begins, in order.
    private func sendValueChanged() {
        for action in actions { action.run(self) }
    }

    /// An action with what removes it.
    private struct RegisteredAction {
        var identifier: String?
        /// The target of a target-action, held weakly.
        weak var target: AnyObject?
        var run: (RefreshControl) -> Void
    }
}

@available(*, unavailable)
extension RefreshControl: Sendable {}
