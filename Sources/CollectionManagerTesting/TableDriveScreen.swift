import Foundation
import TableManager

// Driving a table screen in one call, as a user would, through the VirtualTableView's own driving API. Misuse fails
// the running test with what happened, how to fix it and the screen; nothing traps.

extension TableViewManager {
    // MARK: Scrolling

    /// Scrolls the table until the row at `indexPath` is on screen, as a finger would: not at all when its cell is
    /// displayed, otherwise the least distance, so that the row ends at the top edge (when it was above) or the bottom
    /// edge (when it was below) of the visible rect.
    ///
    /// ```swift
    /// screen.manager.scrollIntoView(rowAt: IndexPath(row: 40, section: 0))
    /// ```
    ///
    /// Fails the running test, and returns `false`, when the manager's view is not a `VirtualTableView`, when no row is
    /// at `indexPath`, or when the row is still not displayed after scrolling.
    ///
    /// - Returns: Whether the row's cell is displayed.
    /// - Complexity: O(1) when the cell is displayed; otherwise one `scrollToRow(at:at:animated:)` and a layout pass.
    @discardableResult
    public func scrollIntoView(
        rowAt indexPath: IndexPath,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        shownRow(
            at: indexPath, toDo: "scroll to",
            at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)) != nil
    }

    /// Scrolls the first row whose model is equal to `model` (sections in order, rows in order) into view, as
    /// ``scrollIntoView(rowAt:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: The row's index path, or `nil` (and the test fails) when there is no such row or it cannot be shown.
    /// - Complexity: O(*n*) to find the row among the storage's *n* rows, plus the scroll.
    @discardableResult
    public func scrollIntoView<Model: Equatable>(
        _ model: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return shownRow(toDo: "scroll to \(Model.self) \(model)", verb: "scroll to", at: site) {
            ($0 as? Model) == model
        }?.indexPath
    }

    /// Scrolls the first row of type `type` for which `predicate` is true into view, as
    /// ``scrollIntoView(rowAt:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: The row's index path, or `nil` (and the test fails) when there is no such row or it cannot be shown.
    /// - Complexity: O(*n*) predicate calls at most, plus the scroll.
    @discardableResult
    public func scrollIntoView<Model>(
        first type: Model.Type,
        where predicate: (Model) throws -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "scroll to the first \(Model.self) matching the predicate"
        return try shownRow(toDo: action, verb: "scroll to", at: site) { try ($0 as? Model).map(predicate) ?? false }?
            .indexPath
    }

    // MARK: Tapping

    /// Taps the row at `indexPath`: scrolls it into view first, then runs the view's `tapRow(at:)`, with UIKit's
    /// touch sequence — highlight, unhighlight, selection — and the manager's events it reaches.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.tap(rowAt: IndexPath(row: 2, section: 0)), .selected(IndexPath(row: 2, section: 0)))
    /// ```
    ///
    /// What the screen decides is returned, not reported: a tap its `shouldHighlight` or `willSelect` refuses returns
    /// `.notHighlighted` or `.selectionRefused`, for the test to assert. Fails the running test, and returns `nil`,
    /// when the view is not a `VirtualTableView`, when no row is at `indexPath`, or when the row cannot be shown.
    ///
    /// - Returns: What the tap did.
    /// - Complexity: That of the scroll, plus the view's tap and its delegate calls.
    @discardableResult
    public func tap(
        rowAt indexPath: IndexPath,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> VirtualTableView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return shownRow(at: indexPath, toDo: "tap", at: site)?.tapRow(at: indexPath)
    }

    /// Taps the first row whose model is equal to `model`, as ``tap(rowAt:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: What the tap did, or `nil` (and the test fails) when there is no such row or it cannot be tapped.
    /// - Complexity: O(*n*) to find the row among the storage's *n* rows, plus the tap.
    @discardableResult
    public func tap<Model: Equatable>(
        _ model: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> VirtualTableView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let row = shownRow(toDo: "tap \(Model.self) \(model)", verb: "tap", at: site, { ($0 as? Model) == model })
        else { return nil }
        return row.view.tapRow(at: row.indexPath)
    }

    /// Taps the first row of type `type` for which `predicate` is true, as ``tap(rowAt:fileID:filePath:line:column:)``
    /// does.
    ///
    /// ```swift
    /// screen.manager.tap(first: Message.self, where: { $0.subject == "Lunch" })
    /// ```
    ///
    /// - Returns: What the tap did, or `nil` (and the test fails) when there is no such row or it cannot be tapped.
    /// - Complexity: O(*n*) predicate calls at most, plus the tap.
    @discardableResult
    public func tap<Model>(
        first type: Model.Type,
        where predicate: (Model) throws -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows -> VirtualTableView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "tap the first \(Model.self) matching the predicate"
        guard
            let row = try shownRow(toDo: action, verb: "tap", at: site, { try ($0 as? Model).map(predicate) ?? false })
        else { return nil }
        return row.view.tapRow(at: row.indexPath)
    }

    // MARK: Reading the screen

    /// The models of the displayed rows, in index-path order, with `Optional` wrapping removed.
    ///
    /// Works with any `TableView`. Fails the running test, and returns `[]`, when the manager has no table view.
    ///
    /// - Complexity: O(*v*) for *v* displayed rows, plus a storage read per row.
    public func visibleModels(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Any] {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = tableView else {
            failShowingTheScreen(at: site, "Cannot read the visible models: \(noViewExplanation)")
            return []
        }
        let storage = storage
        return (view.indexPathsForVisibleRows ?? []).compactMap { indexPath in
            storage.item(at: indexPath).flatMap(RuntimeHelper.recursivelyUnwrapAnyValue)
        }
    }

    /// The models of type `type` among the displayed rows, in index-path order: models of other types are left out.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.visibleModels(as: Message.self).map(\.subject), ["Lunch", "Invoice"])
    /// ```
    ///
    /// - Complexity: That of ``visibleModels(fileID:filePath:line:column:)``.
    public func visibleModels<Model>(
        as type: Model.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Model] {
        visibleModels(fileID: fileID, filePath: filePath, line: line, column: column).compactMap { $0 as? Model }
    }
}

// MARK: Implementation

extension TableViewManager {
    /// Reports `message` at `site`, followed by the screen picture of the manager's view when it is a
    /// `VirtualTableView`.
    func failShowingTheScreen(at site: ReportingSite, _ message: String) {
        guard let view = tableView as? VirtualTableView else { return site.fail(message) }
        site.fail(screenFailure(message, showing: view.screenPicture()))
    }

    /// The explanation of a missing table view.
    var noViewExplanation: String {
        "the manager has no table view (its owner's table view is nil, or the manager has no owner). "
            + "Create the screen's view before driving it."
    }

    /// The managed view when it is a `VirtualTableView`; otherwise reports why `action` cannot be done.
    func drivenView(toDo action: String, at site: ReportingSite) -> VirtualTableView? {
        guard let view = tableView else {
            failShowingTheScreen(at: site, "Cannot \(action): \(noViewExplanation)")
            return nil
        }
        guard let virtualView = view as? VirtualTableView else {
            site.fail(
                "Cannot \(action): the manager's table view is of type \(type(of: view)), not a VirtualTableView. "
                    + "Driving helpers simulate the user on a VirtualTableView; give the screen one in tests.")
            return nil
        }
        return virtualView
    }

    /// The view, once the row at `indexPath` is scrolled into view; reports why not and returns `nil` when the view is
    /// not virtual, no row is there, or it cannot be shown.
    func shownRow(at indexPath: IndexPath, toDo verb: String, at site: ReportingSite) -> VirtualTableView? {
        guard let view = drivenView(toDo: "\(verb) the row at \(describe(indexPath))", at: site),
            scrollIntoView(indexPath, in: view, toDo: verb, at: site)
        else { return nil }
        return view
    }

    /// The first row whose model `matches` accepts, scrolled into view, with the view; reports why not and returns
    /// `nil` when the view is not virtual, there is no such row, or it cannot be shown.
    func shownRow(
        toDo action: String,
        verb: String,
        at site: ReportingSite,
        _ matches: (Any) throws -> Bool
    ) rethrows -> (view: VirtualTableView, indexPath: IndexPath)? {
        guard let view = drivenView(toDo: action, at: site) else { return nil }
        let search = try firstItem(in: storage, matching: matches)
        guard let indexPath = search.indexPath else {
            failShowingTheScreen(at: site, noSuchItemMessage(toDo: action, among: search.count, noun: "row"))
            return nil
        }
        return scrollIntoView(indexPath, in: view, toDo: verb, at: site) ? (view, indexPath) : nil
    }

    /// Scrolls the row at `indexPath` into view; reports a failure and returns `false` when it does not exist or is
    /// still not displayed afterwards.
    func scrollIntoView(_ indexPath: IndexPath, in view: VirtualTableView, toDo verb: String, at site: ReportingSite)
        -> Bool
    {
        let action = "\(verb) the row at \(describe(indexPath))"
        guard Self.rowExists(at: indexPath, in: view) else {
            failShowingTheScreen(at: site, "Cannot \(action): no row is there. \(describeCounts(of: view))")
            return false
        }
        if view.cellForRow(at: indexPath) != nil { return true }
        let frame = view.rectForRow(at: indexPath)
        view.scrollToRow(at: indexPath, at: frame.minY < view.visibleRect.minY ? .top : .bottom, animated: false)
        guard view.cellForRow(at: indexPath) != nil else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): it is not on screen even after scrolling to it, so a finger cannot reach it "
                    + "(its frame is \(view.rectForRow(at: indexPath)), the visible rect \(view.visibleRect)). "
                    + "Give it a non-zero height.")
            return false
        }
        return true
    }

    /// Whether `indexPath` addresses a row of `view`, without reporting anything.
    static func rowExists(at indexPath: IndexPath, in view: VirtualTableView) -> Bool {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < view.numberOfSections else { return false }
        return indexPath[1] >= 0 && indexPath[1] < view.numberOfRows(inSection: indexPath[0])
    }

    /// The view's sections and their row counts, as a sentence.
    func describeCounts(of view: VirtualTableView) -> String {
        let sections = view.numberOfSections
        let counts = (0..<sections).prefix(8).map { "\(view.numberOfRows(inSection: $0))" }
        let list = counts.joined(separator: ", ") + (sections > 8 ? ", …" : "")
        return "The view has \(sections) \(sections == 1 ? "section" : "sections")"
            + (sections == 0 ? "." : " with \(list) rows.")
    }
}
