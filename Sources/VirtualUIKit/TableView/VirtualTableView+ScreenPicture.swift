import Foundation

extension VirtualTableView {
    /// A text drawing of what the table shows: its visible rect, with every displayed header, row and footer drawn as
    /// a box at its frame and labelled, then a legend listing them.
    ///
    /// The format is the collection view's (see ``VirtualCollectionView/screenPicture(label:)``): the first line gives
    /// the content offset, the size of the visible rect, the content size and the scale (4 points per column, 10 per
    /// row); the drawing shows the visible rect, selected rows as `╔═╗`, highlighted ones as `┏━┓`; the legend lists
    /// each displayed element in content order (each section's header, rows, footer) with its kind (`header`, `cell`,
    /// `footer`), index path (`[section, 0]` for a header or footer), frame, marks and label. Headers and footers are
    /// drawn over the rows, so a plain table's floating headers and footers cover the rows they float over.
    ///
    /// A 320×100 plain table of five fruits with a title header and rows of 30 points, the second one selected (a box
    /// cut by the bottom edge down to its top edge writes its label there):
    ///
    /// ```
    /// offset 0,0  size 320x100  content 320x178  (1 column = 4 pt, 1 row = 10 pt)
    /// +--------------------------------------------------------------------------------+
    /// |┌──────────────────────────────────────────────────────────────────────────────┐|
    /// |│Fruit                                                                         │|
    /// |└──────────────────────────────────────────────────────────────────────────────┘|
    /// |┌──────────────────────────────────────────────────────────────────────────────┐|
    /// |│Apple                                                                         │|
    /// |└──────────────────────────────────────────────────────────────────────────────┘|
    /// |╔══════════════════════════════════════════════════════════════════════════════╗|
    /// |║Banana                                                                        ║|
    /// |╚══════════════════════════════════════════════════════════════════════════════╝|
    /// |┌Cherry────────────────────────────────────────────────────────────────────────┐|
    /// +--------------------------------------------------------------------------------+
    /// ╔═╗ selected, ┏━┓ highlighted
    /// header  [0, 0]  0,0 320x28             Fruit
    /// cell    [0, 0]  0,28 320x30            Apple
    /// cell    [0, 1]  0,58 320x30  selected  Banana
    /// cell    [0, 2]  0,88 320x30            Cherry
    /// ```
    ///
    /// The table's own header and footer views (``tableHeaderView``, ``tableFooterView``) are drawn above the first
    /// section and below the last, listed as `table header` and `table footer` with an empty index path (`[]`). While
    /// a row's swipe actions are revealed (``swipeRow(at:edge:)``), a last line lists them, as the collection view's
    /// picture does: `swipe actions  [0, 1]  trailing  Delete (destructive)`. While ``refreshControl`` refreshes, a
    /// line before that one says so, with the control's title when it has one: `refresh control  refreshing  Loading`.
    ///
    /// A view with empty bounds (a zero width or height) shows every element; its picture draws the smallest rect that
    /// holds them all, and a second line says so.
    ///
    /// A due layout pass runs first, as when the visible state is read, so the picture shows what the table would
    /// display now.
    ///
    /// - Parameter label: The text for an element, called once per displayed element, in the legend's order. Default:
    ///   ``ScreenPictureElement/defaultLabel``: the content configuration of a cell or header-footer view when it has
    ///   one (a title header shows its title), with ⊖ or ⊕ before a cell that shows its delete or insert control while
    ///   the table edits, and after its content, two spaces away, its accessory (`›`, `✓`, `ⓘ`, `ⓘ ›`) and `≡` for a
    ///   reorder grip; otherwise the model's `String(describing:)` when the data source can tell the model,
    ///   otherwise the view's reuse identifier, otherwise the name of its class.
    /// - Returns: The picture, lines separated by `"\n"`, without a final newline.
    /// - Complexity: O(*v* + *w*·*h*) for *v* displayed elements and a drawing of *w* columns and *h* rows (at most
    ///   80×48 for a 320×480 view), plus the labels' length and the due layout pass.
    public func screenPicture(label: (ScreenPictureElement) -> String = { $0.defaultLabel }) -> String {
        guard allowsCall("VirtualTableView.screenPicture(label:)") else { return "" }
        layoutIfNeeded()
        let elements = screenPictureElements()
        let labels = elements.map { ScreenPictureText.sanitized(label($0)) }
        let trailingLines =
            refreshControlPictureLines + (revealedSwipeActions.map { [ScreenPictureText.swipeActionsLine($0)] } ?? [])
        return ScreenPictureRendering.picture(
            of: elements, labels: labels, contentOffset: contentOffset, size: frame.size, contentSize: contentSize,
            supplementaryViewsOnTop: true, trailingLines: trailingLines)
    }

    /// The element kind a screen picture gives the table's header view (``tableHeaderView``), listed as
    /// `table header`.
    public static let tableHeaderViewElementKind = "UITableViewTableHeaderView"

    /// The element kind a screen picture gives the table's footer view (``tableFooterView``), listed as
    /// `table footer`.
    public static let tableFooterViewElementKind = "UITableViewTableFooterView"

    /// The displayed elements with the labels ``screenPicture(label:)`` draws for them, in the legend's order, for
    /// helpers that find an element by what the picture shows. Runs a due layout pass first.
    package func screenPictureLabels(
        label: (ScreenPictureElement) -> String = { $0.defaultLabel }
    ) -> [(element: ScreenPictureElement, label: String)] {
        layoutIfNeeded()
        return screenPictureElements().map { ($0, ScreenPictureText.sanitized(label($0))) }
    }

    /// The displayed elements in content order: the table's header view, each section's header, rows, footer, then
    /// the table's footer view.
    private func screenPictureElements() -> [ScreenPictureElement] {
        var elements: [ScreenPictureElement] = []
        if let header = tableViewElement(interactions.tableHeaderView, kind: Self.tableHeaderViewElementKind) {
            elements.append(header)
        }
        elements += sectionElements()
        if let footer = tableViewElement(interactions.tableFooterView, kind: Self.tableFooterViewElementKind) {
            elements.append(footer)
        }
        return elements
    }

    /// The table's header or footer view as a picture's element, when it has a height and reaches into the visible
    /// rect (or the bounds are empty). Its index path is empty: `[]`.
    private func tableViewElement(_ view: CollectionReusableView?, kind: String) -> ScreenPictureElement? {
        guard let view, view.frame.size.height > 0 else { return nil }
        let isEmptyBounds = frame.size.width == 0 || frame.size.height == 0
        guard isEmptyBounds || view.frame.intersects(visibleRect) else { return nil }
        return ScreenPictureElement(
            kind: .supplementaryView(kind), indexPath: IndexPath(), frame: view.frame, view: view, model: nil)
    }

    /// The displayed elements of the sections in content order: each section's header, rows, footer.
    private func sectionElements() -> [ScreenPictureElement] {
        let modelProvider = dataSource as? any DisplayedModelProviding
        let sections = Set(displayedHeaderSections).union(displayedFooterSections).union(
            displayedRowOrder.map(\.sectionIndex)
        ).sorted()
        var elements: [ScreenPictureElement] = []
        elements.reserveCapacity(displayedRowOrder.count + displayedHeaders.count + displayedFooters.count)
        var nextRow = displayedRowOrder.startIndex
        for section in sections {
            if let header = displayedHeaders[section] {
                elements.append(
                    supplementaryElement(header, CollectionElementKind.sectionHeader, section, modelProvider))
            }
            while nextRow < displayedRowOrder.endIndex, displayedRowOrder[nextRow].sectionIndex == section {
                let indexPath = displayedRowOrder[nextRow]
                nextRow += 1
                guard let cell = displayedCells[indexPath] else { continue }
                elements.append(
                    ScreenPictureElement(
                        kind: .cell, indexPath: indexPath, frame: cell.frame, view: cell,
                        model: modelProvider?.displayedModel(forItemAt: indexPath),
                        isSelected: selectedRowSet.contains(indexPath),
                        isHighlighted: highlightedRows.contains(indexPath)))
            }
            if let footer = displayedFooters[section] {
                elements.append(
                    supplementaryElement(footer, CollectionElementKind.sectionFooter, section, modelProvider))
            }
        }
        return elements
    }

    private func supplementaryElement(
        _ view: CollectionReusableView,
        _ kind: String,
        _ section: Int,
        _ modelProvider: (any DisplayedModelProviding)?
    ) -> ScreenPictureElement {
        let indexPath = IndexPath(itemIndex: 0, sectionIndex: section)
        return ScreenPictureElement(
            kind: .supplementaryView(kind), indexPath: indexPath, frame: view.frame, view: view,
            model: modelProvider?.displayedModel(forSupplementaryElementOfKind: kind, at: indexPath))
    }
}
