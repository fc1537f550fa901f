import Foundation
import TableManager

// Finding a row by the label its screen picture shows, as a person finds a row by what it reads.

extension TableViewManager {
    /// Scrolls the row whose screen-picture label is `text` into view: a row on screen is found at once; otherwise the
    /// table is scrolled through its content a screen at a time until a cell shows the label.
    ///
    /// ```swift
    /// screen.manager.scrollIntoView(rowLabeled: "Invoice")
    /// ```
    ///
    /// Labels are those `VirtualTableView.screenPicture(label:)` draws, with the same `label` closure. Fails the
    /// running test, and returns `nil`, with the view back where it was, when no cell shows `text`, listing the labels
    /// seen.
    ///
    /// - Returns: The row's index path.
    /// - Complexity: One screen picture's labels per screen of content scrolled through.
    @discardableResult
    public func scrollIntoView(
        rowLabeled text: String,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        labelledRow(
            text, label: label, verb: "scroll to",
            at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))?.indexPath
    }

    /// Taps the row whose screen-picture label is `text`, found as
    /// ``scrollIntoView(rowLabeled:label:fileID:filePath:line:column:)`` finds it, as
    /// ``tap(rowAt:fileID:filePath:line:column:)`` taps it.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.tap(rowLabeled: "Invoice"), .selected(IndexPath(row: 1, section: 0)))
    /// ```
    ///
    /// - Returns: What the tap did, or `nil` (and the test fails) when no cell shows `text`.
    @discardableResult
    public func tap(
        rowLabeled text: String,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> VirtualTableView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let row = labelledRow(text, label: label, verb: "tap", at: site) else { return nil }
        return row.view.tapRow(at: row.indexPath)
    }

    /// The row labelled `text`, scrolled into view, with the view; reports why not and returns `nil`.
    private func labelledRow(
        _ text: String,
        label: (ScreenPictureElement) -> String,
        verb: String,
        at site: ReportingSite
    ) -> (view: VirtualTableView, indexPath: IndexPath)? {
        let action = "\(verb) the row labelled \(quoted(text))"
        guard let view = drivenView(toDo: action, at: site) else { return nil }
        let search = findCell(
            labeled: text, screenSize: view.frame.size, contentSize: view.contentSize,
            offset: { view.contentOffset }, scroll: { view.scroll(to: $0) },
            cellLabels: {
                view.screenPictureLabels(label: label).compactMap { element, shown in
                    element.kind == .cell ? (element.indexPath, shown) : nil
                }
            })
        guard let indexPath = search.indexPath else {
            failShowingTheScreen(at: site, labelNotFoundMessage(toDo: action, seen: search.seen, noun: "row"))
            return nil
        }
        return scrollIntoView(indexPath, in: view, toDo: verb, at: site) ? (view, indexPath) : nil
    }
}
