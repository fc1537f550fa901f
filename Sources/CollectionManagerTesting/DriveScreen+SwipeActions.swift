import CollectionManager
import Foundation

// Swiping a list row, as a finger does: the row is scrolled on screen first, then swiped through the
// VirtualCollectionView's own swipe API, whose actions come from the list configuration's providers.

extension CollectionViewManager {
    /// Swipes the row at `indexPath` from `edge`: scrolls it into view first (a finger only swipes what is on screen),
    /// reveals its actions with the view's `swipeItem(at:edge:)`, and, when `actionTitle` is given, taps the revealed
    /// action of that title with `performSwipeAction(at:)`.
    ///
    /// ```swift
    /// screen.manager.swipe(itemAt: IndexPath(item: 2, section: 0), tapping: "Delete")
    /// ```
    ///
    /// The actions are those the row's list section gives for `edge` (its configuration's
    /// `trailingSwipeActionsConfigurationProvider` or `leadingSwipeActionsConfigurationProvider`); an action is found
    /// by its title, else by its image name, as the screen picture lists it. Fails the running test, and returns
    /// `nil`, when the view is not a `VirtualCollectionView`, no item is at `indexPath` or it cannot be brought on
    /// screen, its section is not a list section, the section has no provider for `edge`, the provider gives no
    /// actions, or no revealed action is titled `actionTitle` (the actions then stay revealed).
    ///
    /// - Parameters:
    ///   - edge: The edge the swipe starts from. Default: `.trailing`, where UIKit puts delete.
    ///   - actionTitle: The title of the revealed action to tap; `nil` to only reveal the actions.
    /// - Returns: The revealed configuration.
    /// - Complexity: That of ``scrollIntoView(itemAt:fileID:filePath:line:column:)``, plus the provider's call and the
    ///   action's handler.
    @discardableResult
    public func swipe(
        itemAt indexPath: IndexPath,
        edge: VirtualCollectionView.SwipeEdge = .trailing,
        tapping actionTitle: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> SwipeActionsConfiguration? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "the item at \(describe(indexPath))"
        guard let view = drivenView(toDo: "swipe \(target)", at: site),
            scrollIntoView(indexPath, in: view, toDo: "swipe", at: site)
        else { return nil }
        return swipe(indexPath, describedAs: target, in: view, edge: edge, tapping: actionTitle, at: site)
    }

    /// Swipes the row of the first item equal to `model`, as ``swipe(itemAt:edge:tapping:fileID:filePath:line:column:)``
    /// does.
    ///
    /// ```swift
    /// screen.manager.swipe(message, tapping: "Flag")
    /// ```
    ///
    /// - Returns: The revealed configuration, or `nil` (and the test fails) when no such item exists or the swipe
    ///   reveals nothing.
    /// - Complexity: O(*n*) to find the item among the storage's *n* items, plus the swipe.
    @discardableResult
    public func swipe<Model: Equatable>(
        _ model: Model,
        edge: VirtualCollectionView.SwipeEdge = .trailing,
        tapping actionTitle: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> SwipeActionsConfiguration? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "\(Model.self) \(model)"
        guard let view = drivenView(toDo: "swipe \(target)", at: site),
            let indexPath = firstIndexPath(of: Model.self, where: { $0 == model }, toDo: "swipe \(target)", at: site),
            scrollIntoView(indexPath, in: view, toDo: "swipe", at: site)
        else { return nil }
        return swipe(indexPath, describedAs: target, in: view, edge: edge, tapping: actionTitle, at: site)
    }

    /// Swipes the row whose screen-picture label is `text`, found as
    /// ``scrollIntoView(itemLabeled:label:fileID:filePath:line:column:)`` finds it, as
    /// ``swipe(itemAt:edge:tapping:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: The revealed configuration, or `nil` (and the test fails) when no cell shows `text` or the swipe
    ///   reveals nothing.
    @discardableResult
    public func swipe(
        itemLabeled text: String,
        edge: VirtualCollectionView.SwipeEdge = .trailing,
        tapping actionTitle: String? = nil,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> SwipeActionsConfiguration? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "the item labelled \(quoted(text))"
        guard let view = drivenView(toDo: "swipe \(target)", at: site),
            let indexPath = findItem(labeled: text, label: label, in: view, toDo: "swipe \(target)", at: site),
            scrollIntoView(indexPath, in: view, toDo: "swipe", at: site)
        else { return nil }
        return swipe(indexPath, describedAs: target, in: view, edge: edge, tapping: actionTitle, at: site)
    }

    /// Swipes the row at `indexPath` all the way across from `edge`, as the view's `fullSwipeItem(at:edge:)` does:
    /// scrolls it into view, reveals its actions, and performs the first one — the action nearest the edge — when the
    /// configuration's `performsFirstActionWithFullSwipe` is `true`.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.fullSwipe(itemAt: IndexPath(item: 3, section: 0))?.title, "Delete")
    /// ```
    ///
    /// Fails the running test, and returns `nil`, for the reasons of
    /// ``swipe(itemAt:edge:tapping:fileID:filePath:line:column:)``, and when `performsFirstActionWithFullSwipe` is
    /// `false` (the actions then stay revealed, as a full swipe leaves them).
    ///
    /// - Returns: The action performed.
    @discardableResult
    public func fullSwipe(
        itemAt indexPath: IndexPath,
        edge: VirtualCollectionView.SwipeEdge = .trailing,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ContextualAction? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "the item at \(describe(indexPath))"
        guard let view = drivenView(toDo: "full-swipe \(target)", at: site),
            scrollIntoView(indexPath, in: view, toDo: "full-swipe", at: site)
        else { return nil }
        return fullSwipe(indexPath, describedAs: target, in: view, edge: edge, at: site)
    }

    /// Full-swipes the row of the first item equal to `model`, as
    /// ``fullSwipe(itemAt:edge:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// screen.manager.fullSwipe(message)             // its first trailing action: Delete
    /// ```
    ///
    /// - Returns: The action performed, or `nil` (and the test fails).
    /// - Complexity: O(*n*) to find the item among the storage's *n* items, plus the swipe.
    @discardableResult
    public func fullSwipe<Model: Equatable>(
        _ model: Model,
        edge: VirtualCollectionView.SwipeEdge = .trailing,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ContextualAction? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "\(Model.self) \(model)"
        let action = "full-swipe \(target)"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = firstIndexPath(of: Model.self, where: { $0 == model }, toDo: action, at: site),
            scrollIntoView(indexPath, in: view, toDo: "full-swipe", at: site)
        else { return nil }
        return fullSwipe(indexPath, describedAs: target, in: view, edge: edge, at: site)
    }

    /// Full-swipes the row whose screen-picture label is `text`, found as
    /// ``scrollIntoView(itemLabeled:label:fileID:filePath:line:column:)`` finds it, as
    /// ``fullSwipe(itemAt:edge:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: The action performed, or `nil` (and the test fails).
    @discardableResult
    public func fullSwipe(
        itemLabeled text: String,
        edge: VirtualCollectionView.SwipeEdge = .trailing,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ContextualAction? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "the item labelled \(quoted(text))"
        let action = "full-swipe \(target)"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = findItem(labeled: text, label: label, in: view, toDo: action, at: site),
            scrollIntoView(indexPath, in: view, toDo: "full-swipe", at: site)
        else { return nil }
        return fullSwipe(indexPath, describedAs: target, in: view, edge: edge, at: site)
    }
}

// MARK: Implementation

extension CollectionViewManager {
    /// Reveals the actions of the displayed row at `indexPath`, then taps the one titled `actionTitle`, if given;
    /// reports why and returns `nil` when either cannot be done.
    private func swipe(
        _ indexPath: IndexPath,
        describedAs target: String,
        in view: VirtualCollectionView,
        edge: VirtualCollectionView.SwipeEdge,
        tapping actionTitle: String?,
        at site: ReportingSite
    ) -> SwipeActionsConfiguration? {
        guard let configuration = reveal(indexPath, describedAs: target, in: view, edge: edge, verb: "swipe", at: site)
        else { return nil }
        return tapSwipeAction(
            titled: actionTitle, of: target, in: configuration, edge: edge, perform: view.performSwipeAction(at:),
            fail: { failShowingTheScreen(at: site, $0) })
    }

    /// Reveals the actions of the displayed row at `indexPath` and performs the first one, as a full swipe does;
    /// reports why and returns `nil` when it cannot.
    private func fullSwipe(
        _ indexPath: IndexPath,
        describedAs target: String,
        in view: VirtualCollectionView,
        edge: VirtualCollectionView.SwipeEdge,
        at site: ReportingSite
    ) -> ContextualAction? {
        guard
            let configuration = reveal(
                indexPath, describedAs: target, in: view, edge: edge, verb: "full-swipe", at: site)
        else { return nil }
        return performFirstSwipeAction(
            of: target, in: configuration, edge: edge, perform: view.performSwipeAction(at:),
            fail: { failShowingTheScreen(at: site, $0) })
    }

    /// Reveals the `edge` actions of the displayed row at `indexPath` with the view's `swipeItem(at:edge:)`; when
    /// nothing is revealed, reports why.
    private func reveal(
        _ indexPath: IndexPath,
        describedAs target: String,
        in view: VirtualCollectionView,
        edge: VirtualCollectionView.SwipeEdge,
        verb: String,
        at site: ReportingSite
    ) -> SwipeActionsConfiguration? {
        if let configuration = view.swipeItem(at: indexPath, edge: edge) { return configuration }
        let action = "\(verb) \(target) from the \(edgeName(edge)) edge"
        let section = indexPath[0]
        guard let list = view.listConfiguration(at: indexPath) else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): section \(section) is not a list section, so its rows have no swipe actions. Rows "
                    + "are swiped in a list layout (CollectionViewCompositionalLayout.list(using:), or "
                    + "CollectionLayoutSection.list(using:layoutEnvironment:) in a section provider) whose "
                    + "configuration's \(edgeName(edge))SwipeActionsConfigurationProvider gives the actions.")
            return nil
        }
        let provider =
            edge == .leading
            ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        guard provider != nil else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): the list configuration of section \(section) has no "
                    + "\(edgeName(edge))SwipeActionsConfigurationProvider. Set one that returns the row's actions.")
            return nil
        }
        guard view.cellForItem(at: indexPath) != nil else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): the row stopped being displayed while its "
                    + "\(edgeName(edge))SwipeActionsConfigurationProvider ran (the provider changed the view), so "
                    + "nothing was revealed.")
            return nil
        }
        failShowingTheScreen(
            at: site,
            "Cannot \(action): its section's \(edgeName(edge))SwipeActionsConfigurationProvider gives no actions for "
                + "\(describe(indexPath)) (nil, or a configuration without actions), so the swipe reveals nothing.")
        return nil
    }
}

/// Taps the revealed action titled `actionTitle` (found by its title, else its image name) of `configuration`, through
/// `perform`, the view's `performSwipeAction(at:)`; reports through `fail` and returns `nil` when it cannot. Returns
/// `configuration` when `actionTitle` is `nil`. Shared by the collection and table swipes.
func tapSwipeAction(
    titled actionTitle: String?,
    of target: String,
    in configuration: SwipeActionsConfiguration,
    edge: SwipeEdge,
    perform: (Int) -> Bool,
    fail: (String) -> Void
) -> SwipeActionsConfiguration? {
    guard let actionTitle else { return configuration }
    guard let index = configuration.actions.firstIndex(where: { name(of: $0) == actionTitle }) else {
        fail(
            "Cannot tap the swipe action \(quoted(actionTitle)) of \(target): the revealed "
                + "\(edgeName(edge)) actions are \(describeActions(configuration.actions)). Tap one of them.")
        return nil
    }
    guard perform(index) else {
        fail(
            "Cannot tap the swipe action \(quoted(actionTitle)) of \(target): a swipe action's handler is running, "
                + "and the view ignores a tap on an action until it returns. Tap it after the handler.")
        return nil
    }
    return configuration
}

/// Performs the first action of the revealed `configuration`, as a full swipe does, through `perform`; reports through
/// `fail` and returns `nil` when the configuration does not perform it on a full swipe or a handler is running.
func performFirstSwipeAction(
    of target: String,
    in configuration: SwipeActionsConfiguration,
    edge: SwipeEdge,
    perform: (Int) -> Bool,
    fail: (String) -> Void
) -> ContextualAction? {
    guard configuration.performsFirstActionWithFullSwipe else {
        fail(
            "Cannot full-swipe \(target): its configuration's performsFirstActionWithFullSwipe is false, so a full "
                + "swipe only reveals the \(edgeName(edge)) actions, \(describeActions(configuration.actions)). "
                + "Tap one of them: swipe(_:edge:tapping:).")
        return nil
    }
    let action = configuration.actions[0]
    guard perform(0) else {
        fail(
            "Cannot full-swipe \(target): a swipe action's handler is running, and the view ignores a swipe "
                + "until it returns. Swipe after the handler.")
        return nil
    }
    return action
}

/// How the screen picture names an action: its title, else its image name.
func name(of action: ContextualAction) -> String? {
    action.title ?? action.image
}

/// The actions, as the screen picture lists them: `"Delete" (destructive), "Flag"`.
func describeActions(_ actions: [ContextualAction]) -> String {
    actions.map { action in
        quoted(name(of: action) ?? "") + (action.style == .destructive ? " (destructive)" : "")
    }
    .joined(separator: ", ")
}

/// An edge as messages name it.
func edgeName(_ edge: VirtualCollectionView.SwipeEdge) -> String {
    edge == .leading ? "leading" : "trailing"
}
