import Foundation
import TableManager

// Swipes, reordering and header and footer taps on a table screen, through the VirtualTableView's driving API; the
// revealed actions are tapped as on a collection screen.

extension TableViewManager {
    // MARK: Swiping

    /// Swipes the row at `indexPath` from `edge`: scrolls it into view, reveals its actions with the view's
    /// `swipeRow(at:edge:)` — the manager's `leadingSwipeActionsConfiguration` or `trailingSwipeActionsConfiguration`
    /// event, the row actions of an `editActions` event, or UIKit's Delete for a row a `commitEditingStyle` event
    /// deletes — and, when `actionTitle` is given, taps the revealed action of that title (or image name) with
    /// `performSwipeAction(at:)`; a row action's handler then runs with the row's index path.
    ///
    /// ```swift
    /// screen.manager.swipe(rowAt: IndexPath(row: 2, section: 0), tapping: "Archive")
    /// ```
    ///
    /// Fails the running test, and returns `nil`, when the view is not a `VirtualTableView`, no row is at `indexPath`
    /// or it cannot be shown, the swipe reveals nothing (the table edits, the row cannot be edited, or no actions are
    /// given for `edge`), or no revealed action is titled `actionTitle` (the actions then stay revealed).
    ///
    /// - Parameters:
    ///   - edge: The edge the swipe starts from. Default: `.trailing`, where UIKit puts delete.
    ///   - actionTitle: The title of the revealed action to tap; `nil` to only reveal the actions.
    /// - Returns: The revealed configuration.
    /// - Complexity: The scroll, plus the delegate's calls and the action's handler.
    @discardableResult
    public func swipe(
        rowAt indexPath: IndexPath,
        edge: SwipeEdge = .trailing,
        tapping actionTitle: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> SwipeActionsConfiguration? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = shownRow(at: indexPath, toDo: "swipe", at: site) else { return nil }
        return swipe(
            (view, indexPath), describedAs: "the row at \(describe(indexPath))", edge: edge, tapping: actionTitle,
            at: site)
    }

    /// Swipes the first row whose model is equal to `model`, as
    /// ``swipe(rowAt:edge:tapping:fileID:filePath:line:column:)`` does: `screen.manager.swipe(message, tapping: "Flag")`.
    ///
    /// - Returns: The revealed configuration, or `nil` (and the test fails) when there is no such row or the swipe
    ///   reveals nothing.
    @discardableResult
    public func swipe<Model: Equatable>(
        _ model: Model,
        edge: SwipeEdge = .trailing,
        tapping actionTitle: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> SwipeActionsConfiguration? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "\(Model.self) \(model)"
        guard let row = shownRow(toDo: "swipe \(target)", verb: "swipe", at: site, { ($0 as? Model) == model })
        else { return nil }
        return swipe(row, describedAs: target, edge: edge, tapping: actionTitle, at: site)
    }

    /// Swipes the row at `indexPath` all the way across from `edge`, as the view's `fullSwipeRow(at:edge:)` does:
    /// reveals its actions and performs the first one — the action nearest the edge — when the configuration's
    /// `performsFirstActionWithFullSwipe` is `true`.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.fullSwipe(rowAt: IndexPath(row: 3, section: 0))?.title, "Delete")
    /// ```
    ///
    /// Fails the running test, and returns `nil`, for the reasons of
    /// ``swipe(rowAt:edge:tapping:fileID:filePath:line:column:)``, and when `performsFirstActionWithFullSwipe` is
    /// `false` (the actions then stay revealed).
    ///
    /// - Returns: The action performed.
    @discardableResult
    public func fullSwipe(
        rowAt indexPath: IndexPath,
        edge: SwipeEdge = .trailing,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ContextualAction? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "the row at \(describe(indexPath))"
        guard let view = shownRow(at: indexPath, toDo: "full-swipe", at: site),
            let configuration = reveal((view, indexPath), describedAs: target, edge: edge, verb: "full-swipe", at: site)
        else { return nil }
        return performFirstSwipeAction(
            of: target, in: configuration, edge: edge, perform: view.performSwipeAction(at:),
            fail: { failShowingTheScreen(at: site, $0) })
    }

    /// Swipes the first row whose model is equal to `model` all the way across, as
    /// ``fullSwipe(rowAt:edge:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: The action performed, or `nil` (and the test fails) when there is no such row or no action ran.
    @discardableResult
    public func fullSwipe<Model: Equatable>(
        _ model: Model,
        edge: SwipeEdge = .trailing,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ContextualAction? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = "\(Model.self) \(model)"
        guard
            let row = shownRow(toDo: "full-swipe \(target)", verb: "full-swipe", at: site, { ($0 as? Model) == model }),
            let configuration = reveal(row, describedAs: target, edge: edge, verb: "full-swipe", at: site)
        else { return nil }
        return performFirstSwipeAction(
            of: target, in: configuration, edge: edge, perform: row.view.performSwipeAction(at:),
            fail: { failShowingTheScreen(at: site, $0) })
    }

    // MARK: Reordering

    /// Drags the row at `source` by its reorder control onto `destination`, as a user does in editing mode: turns
    /// editing on when it is off (and back off afterwards), scrolls the row into view, then runs the view's
    /// `reorderRow(from:to:)` — the `canMove` event answers, the `targetIndexPathForMove` event may retarget, and the
    /// manager's `move` event (or `moveRowAt`) moves the model.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.reorder(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
    ///                IndexPath(row: 2, section: 0))
    /// ```
    ///
    /// Fails the running test, and returns `nil`, when the view is not a `VirtualTableView`, no row is at `source` or it
    /// cannot be shown, `destination` is not a place the row can go (an existing section; a row index up to the
    /// section's count, less one within the row's own section), or the row shows no reorder control (no `move` event,
    /// or `canMove` answered `false`); nothing moves then.
    ///
    /// - Returns: Where the row ended: `destination`, or where the delegate retargeted it.
    /// - Complexity: O(*n*) for *n* rows when the row moves, plus the delegate calls and a layout pass.
    @discardableResult
    public func reorder(
        rowAt source: IndexPath,
        to destination: IndexPath,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "reorder the row at \(describe(source)) to \(describe(destination))"
        guard let view = shownRow(at: source, toDo: "reorder", at: site) else { return nil }
        guard destination.count == 2, destination[0] >= 0, destination[0] < view.numberOfSections,
            destination[1] >= 0,
            destination[1] <= view.numberOfRows(inSection: destination[0]) - (destination[0] == source[0] ? 1 : 0)
        else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): \(describe(destination)) is not a place the row can go. \(describeCounts(of: view)) "
                    + "A destination is an existing section and a row index up to the section's number of rows (less "
                    + "one within the row's own section).")
            return nil
        }
        let wasEditing = view.isEditing
        if !wasEditing { view.setEditing(true, animated: false) }
        defer { if !wasEditing { view.setEditing(false, animated: false) } }
        guard let cell = view.cellForRow(at: source), cell.showsReorderControl else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): the row shows no reorder control in editing mode, because the manager has no move "
                    + "event for its cell (and the owner does not implement tableView(_:moveRowAt:to:)), or its canMove "
                    + "event answered false. Register one that moves the model: `manager.move(Cell.self) { "
                    + "destination, cell, model, source in manager.memoryStorage.moveItemWithoutAnimation(from: source, "
                    + "to: destination) }`.")
            return nil
        }
        return view.reorderRow(from: source, to: destination)
    }

    // MARK: Headers and footers

    /// Taps the header of `section`: scrolls it into view, then runs the actions of the `TapGestureRecognizer`s
    /// attached to the displayed header view, as a tap on it does (UIKit's table neither selects nor highlights
    /// headers).
    ///
    /// ```swift
    /// screen.manager.tap(headerInSection: 1)          // the screen collapses section 1
    /// ```
    ///
    /// Fails the running test, and returns `nil`, when the view is not a `VirtualTableView`, the section does not
    /// exist, no header is displayed for it, or the header has no enabled recognizer.
    ///
    /// - Returns: The header view tapped.
    @discardableResult
    public func tap(
        headerInSection section: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> CollectionReusableView? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return tapHeaderOrFooter(isHeader: true, inSection: section, at: site)
    }

    /// Taps the footer of `section`, as ``tap(headerInSection:fileID:filePath:line:column:)`` taps a header.
    ///
    /// - Returns: The footer view tapped, or `nil` (and the test fails) when it cannot be tapped.
    @discardableResult
    public func tap(
        footerInSection section: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> CollectionReusableView? {
        tapHeaderOrFooter(
            isHeader: false, inSection: section,
            at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

// MARK: Implementation

extension TableViewManager {
    /// Reveals the displayed row's actions, then taps the one titled `actionTitle`, if given.
    private func swipe(
        _ row: (view: VirtualTableView, indexPath: IndexPath),
        describedAs target: String,
        edge: SwipeEdge,
        tapping actionTitle: String?,
        at site: ReportingSite
    ) -> SwipeActionsConfiguration? {
        guard let configuration = reveal(row, describedAs: target, edge: edge, verb: "swipe", at: site) else {
            return nil
        }
        return tapSwipeAction(
            titled: actionTitle, of: target, in: configuration, edge: edge, perform: row.view.performSwipeAction(at:),
            fail: { failShowingTheScreen(at: site, $0) })
    }

    /// Reveals the `edge` actions of the displayed row with the view's `swipeRow(at:edge:)`; reports why when nothing
    /// is revealed.
    private func reveal(
        _ row: (view: VirtualTableView, indexPath: IndexPath),
        describedAs target: String,
        edge: SwipeEdge,
        verb: String,
        at site: ReportingSite
    ) -> SwipeActionsConfiguration? {
        if let configuration = row.view.swipeRow(at: row.indexPath, edge: edge) { return configuration }
        let action = "\(verb) \(target) from the \(edgeName(edge)) edge"
        let why =
            row.view.isEditing
            ? "the table is editing, and UIKit offers no swipe then. End editing first: "
                + "tableView.setEditing(false, animated: false)."
            : "the table gives no \(edgeName(edge)) actions for \(describe(row.indexPath)) (the canEditCell event "
                + "answered false, or no \(edgeName(edge))SwipeActionsConfiguration event gives actions"
                + (edge == .trailing
                    ? ", no editActions event gives row actions, and no commitEditingStyle event makes UIKit's Delete"
                    : "")
                + "), so the swipe reveals nothing. Register manager.\(edgeName(edge))SwipeActionsConfiguration(for:) "
                + "for the row's cell."
        failShowingTheScreen(at: site, "Cannot \(action): \(why)")
        return nil
    }

    /// Taps the header or footer of `section`, scrolled into view; reports why not and returns `nil` when it cannot.
    private func tapHeaderOrFooter(isHeader: Bool, inSection section: Int, at site: ReportingSite)
        -> CollectionReusableView?
    {
        let name = isHeader ? "header" : "footer"
        let action = "tap the \(name) of section \(section)"
        guard let view = drivenView(toDo: action, at: site) else { return nil }
        guard section >= 0, section < view.numberOfSections else {
            failShowingTheScreen(at: site, "Cannot \(action): there is no such section. \(describeCounts(of: view))")
            return nil
        }
        func displayed() -> CollectionReusableView? {
            isHeader ? view.displayedHeaderView(forSection: section) : view.displayedFooterView(forSection: section)
        }
        let rows = view.numberOfRows(inSection: section)
        if displayed() == nil, rows > 0 {
            let row = IndexPath(row: isHeader ? 0 : rows - 1, section: section)
            view.scrollToRow(at: row, at: isHeader ? .top : .bottom, animated: false)
        }
        guard let shown = displayed() else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): the table displays no \(name) there, even after scrolling to the section. Give "
                    + "the section a \(name) model (or title) and the manager a \(name) mapping with a non-zero height."
            )
            return nil
        }
        var recognized = false
        for recognizer in shown.gestureRecognizers where recognizer.recognizeTap() { recognized = true }
        guard recognized else {
            let type = String(describing: Swift.type(of: shown))
            failShowingTheScreen(
                at: site,
                "Cannot \(action): its \(type) has no enabled TapGestureRecognizer, so a tap on it does nothing, as in "
                    + "UIKit. A \(name) that reacts to taps attaches one where it is created: "
                    + "`addGestureRecognizer(TapGestureRecognizer(target: self, action: \(type).tapped))`.")
            return nil
        }
        return shown
    }
}
