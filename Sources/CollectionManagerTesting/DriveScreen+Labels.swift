import CollectionManager
import Foundation

// Finding an item by the label its screen picture shows, as a person finds a row by what it reads.

extension CollectionViewManager {
    /// The index path of the displayed item whose label is `text`, as `VirtualCollectionView.screenPicture(label:)`
    /// draws it now: no scrolling.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.indexPath(ofItemLabeled: "(tray) Inbox · 12  ›"), IndexPath(item: 0, section: 0))
    /// ```
    ///
    /// The label is the picture's: `label` (by default `ScreenPictureElement.defaultLabel` — a cell's content
    /// configuration, otherwise its model's description) with control characters made spaces; only cells count.
    /// When several displayed cells show `text`, the first in the picture's legend is taken. Fails the running test,
    /// and returns `nil`, when the view is not a `VirtualCollectionView` or no displayed cell shows `text`; the message
    /// lists the labels on screen. Items off screen have no label until they are displayed: to look for one there,
    /// use ``scrollIntoView(itemLabeled:label:fileID:filePath:line:column:)``.
    ///
    /// - Complexity: O(*v*) for *v* displayed elements, plus the labels and a due layout pass.
    public func indexPath(
        ofItemLabeled text: String,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "find the item labelled \(quoted(text))"
        guard let view = drivenView(toDo: action, at: site) else { return nil }
        let shown = displayedItemLabels(in: view, label: label)
        if let found = shown.first(where: { $0.label == text }) { return found.indexPath }
        failShowingTheScreen(
            at: site,
            "Cannot \(action): no cell on screen shows that label. "
                + "\(describeLabels(shown.map(\.label), onScreen: true)) Items off screen have no label until they are displayed: scrollIntoView(itemLabeled:) scrolls "
                + "through the content to find one.")
        return nil
    }

    /// Finds the item whose screen-picture label is `text` and brings it on screen, as a person looks for a row: on
    /// the screen as it is first (no scrolling), otherwise by scrolling through the content from its start, a screen
    /// at a time, until a cell shows it.
    ///
    /// ```swift
    /// screen.manager.scrollIntoView(itemLabeled: "Roadmap") { ($0.model as? Post)?.title ?? $0.defaultLabel }
    /// ```
    ///
    /// Labels are those of ``indexPath(ofItemLabeled:label:fileID:filePath:line:column:)``. Scrolling displays cells
    /// as a user's scroll does: the screen's `willDisplay` events run for them. The view stays where the item was
    /// found; when no cell shows `text`, it goes back to where it was, and the test fails with the labels the cells
    /// showed. Items of orthogonally scrolling sections that are scrolled aside are not reached.
    ///
    /// - Returns: The item's index path, or `nil` (and the test fails) when no cell shows `text`.
    /// - Complexity: O(*v*) when a displayed cell shows `text`; otherwise a layout pass per screen of content until it
    ///   is found, each O(*v*) plus the labels.
    @discardableResult
    public func scrollIntoView(
        itemLabeled text: String,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "scroll to the item labelled \(quoted(text))"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = findItem(labeled: text, label: label, in: view, toDo: action, at: site)
        else { return nil }
        return scrollIntoView(indexPath, in: view, toDo: "scroll to", at: site) ? indexPath : nil
    }

    /// Taps the item whose screen-picture label is `text`: finds it as
    /// ``scrollIntoView(itemLabeled:label:fileID:filePath:line:column:)`` does, then taps it as
    /// ``tap(itemAt:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.tap(itemLabeled: "(tray) Inbox · 12  ›"), .selected)
    /// ```
    ///
    /// - Returns: What the tap did, or `nil` (and the test fails) when no cell shows `text`.
    /// - Complexity: That of ``scrollIntoView(itemLabeled:label:fileID:filePath:line:column:)``, plus the tap.
    @discardableResult
    public func tap(
        itemLabeled text: String,
        label: (ScreenPictureElement) -> String = { $0.defaultLabel },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> VirtualCollectionView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "tap the item labelled \(quoted(text))"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = findItem(labeled: text, label: label, in: view, toDo: action, at: site),
            scrollIntoView(indexPath, in: view, toDo: "tap", at: site)
        else { return nil }
        return view.tapItem(at: indexPath)
    }
}

// MARK: Implementation

extension CollectionViewManager {
    /// The displayed cells with the labels a screen picture draws, in the legend's order.
    func displayedItemLabels(
        in view: VirtualCollectionView, label: (ScreenPictureElement) -> String
    ) -> [(indexPath: IndexPath, label: String)] {
        view.screenPictureLabels(label: label).compactMap { element, text in
            element.kind == .cell ? (element.indexPath, text) : nil
        }
    }

    /// The index path of the item labelled `text`: on screen, else found by scrolling through the content a screen at
    /// a time; reports a failure, with the view back where it was, when no cell shows it.
    func findItem(
        labeled text: String,
        label: (ScreenPictureElement) -> String,
        in view: VirtualCollectionView,
        toDo action: String,
        at site: ReportingSite
    ) -> IndexPath? {
        let search = findCell(
            labeled: text, screenSize: view.frame.size, contentSize: view.contentSize,
            offset: { view.contentOffset }, scroll: { view.scroll(to: $0) },
            cellLabels: { displayedItemLabels(in: view, label: label) })
        if let found = search.indexPath { return found }
        failShowingTheScreen(at: site, labelNotFoundMessage(toDo: action, seen: search.seen, noun: "item"))
        return nil
    }
}

/// The index path of the cell labelled `text`: on screen, else found by scrolling through the content a screen at a
/// time, and the labels seen, in index-path order; the view is scrolled back where it was when no cell shows it. The
/// search of the collection and table helpers, given the view's geometry, scrolling and displayed cells' labels.
func findCell(
    labeled text: String,
    screenSize size: CGSize,
    contentSize content: CGSize,
    offset: () -> CGPoint,
    scroll: (CGPoint) -> Void,
    cellLabels: () -> [(indexPath: IndexPath, label: String)]
) -> (indexPath: IndexPath?, seen: [String]) {
    var seen: [IndexPath: String] = [:]
    func lookOnScreen() -> IndexPath? {
        let shown = cellLabels()
        for (indexPath, shownLabel) in shown { seen[indexPath] = shownLabel }
        return shown.first { $0.label == text }?.indexPath
    }
    if let found = lookOnScreen() { return (found, []) }
    let original = offset()
    for point in screenOffsets(size: size, content: content) where point != original {
        scroll(point)
        if let found = lookOnScreen() { return (found, []) }
    }
    if offset() != original { scroll(original) }
    return (nil, seen.sortedBySectionAndItem().map(\.value))
}

/// Why `action` cannot be done when no cell showed the label; `seen` are the labels seen, `noun` `item` or `row`.
func labelNotFoundMessage(toDo action: String, seen labels: [String], noun: String) -> String {
    "Cannot \(action): no cell shows that label, on screen or anywhere in the content "
        + "(\(labels.count) \(noun)\(labels.count == 1 ? "" : "s") seen while scrolling through it). "
        + "\(describeLabels(labels, onScreen: false)) Look for a label the screen picture shows, drawn with the "
        + "same label closure as the picture."
}

/// The content offsets that show the whole content a screen at a time, from its start: one per screen along each axis
/// the content exceeds, the last one against the content's end. None for a view with empty bounds, which displays
/// every element already.
func screenOffsets(size: CGSize, content: CGSize) -> [CGPoint] {
    guard size.width > 0, size.height > 0 else { return [] }
    func starts(content: CGFloat, screen: CGFloat) -> [CGFloat] {
        guard content > screen else { return [0] }
        let last = content - screen
        return Array(stride(from: 0, to: last, by: screen)) + [last]
    }
    let xs = starts(content: content.width, screen: size.width)
    return starts(content: content.height, screen: size.height).flatMap { y in xs.map { CGPoint(x: $0, y: y) } }
}

/// The labels cells showed, as a sentence: at most a dozen, in the order given.
func describeLabels(_ labels: [String], onScreen: Bool) -> String {
    guard !labels.isEmpty else { return onScreen ? "No cell is on screen." : "No cell was displayed." }
    let listed = labels.prefix(12).map(quoted).joined(separator: ", ")
    let more = labels.count > 12 ? ", … (\(labels.count - 12) more)" : ""
    return "\(onScreen ? "The cells on screen show" : "The cells show"): \(listed)\(more)."
}

/// `text` between double quotes, as failure messages quote labels and titles.
func quoted(_ text: String) -> String {
    "\"" + text + "\""
}
