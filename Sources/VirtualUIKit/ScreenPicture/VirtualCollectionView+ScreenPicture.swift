import Foundation

extension VirtualCollectionView {
    /// A text drawing of what the view shows: its visible rect, with every displayed header, footer and cell drawn as
    /// a box at its frame and labelled by its model, then a legend listing them.
    ///
    /// Compare it with an expected string in a test (`expectScreenPicture(of:matches:)` in `CollectionManagerTesting`
    /// does, with a diff), or print it while writing one:
    ///
    /// ```swift
    /// print(screen.collectionView.screenPicture())
    /// ```
    ///
    /// A 320×100 view with a header and cells of 155×40 two to a row, the second one selected:
    ///
    /// ```
    /// offset 0,0  size 320x100  content 320x120  (1 column = 4 pt, 1 row = 10 pt)
    /// +--------------------------------------------------------------------------------+
    /// |┌──────────────────────────────────────────────────────────────────────────────┐|
    /// |│Numbers                                                                       │|
    /// |└──────────────────────────────────────────────────────────────────────────────┘|
    /// |┌─────────────────────────────────────┐  ╔═════════════════════════════════════╗|
    /// |│1                                    │  ║2                                    ║|
    /// |│                                     │  ║                                     ║|
    /// |└─────────────────────────────────────┘  ╚═════════════════════════════════════╝|
    /// |                                                                                |
    /// |┌─────────────────────────────────────┐  ┌─────────────────────────────────────┐|
    /// |│3                                    │  │4                                    │|
    /// +--------------------------------------------------------------------------------+
    /// ╔═╗ selected, ┏━┓ highlighted
    /// header  [0, 0]  0,0 320x30               Numbers
    /// cell    [0, 0]  0,30 155x40              1
    /// cell    [0, 1]  165,30 155x40  selected  2
    /// cell    [0, 2]  0,80 155x40              3
    /// cell    [0, 3]  165,80 155x40            4
    /// ```
    ///
    /// The format, fixed so that the same screen gives the same string on every platform:
    /// - **First line:** the content offset and size of the visible rect, the content size, and the scale.
    /// - **Drawing:** the visible rect inside a frame of `+`, `-` and `|`, at 4 points per column and 10 points per
    ///   row, each coordinate rounded to the nearest column or row. Elements are drawn in the legend's order, each as
    ///   a box of `┌─┐│└─┘`, `╔═╗║╚═╝` when selected, `┏━┓┃┗━┛` when highlighted (and not selected), with its label on
    ///   the first line inside, cut with `…` when it does not fit; on its first edge on screen when no line inside is
    ///   (a box two rows high, or one clipped down to an edge). A part of a box outside the visible rect is not drawn:
    ///   a box without a top edge continues above the screen. An element one row high is drawn `[label──]`;
    ///   one column wide, as its vertical edge. Where elements overlap, the later one's edges and label are drawn over
    ///   the earlier one. Control characters in labels become spaces.
    /// - **Legend:** which box marks a selected or highlighted item, then one line per displayed element, in the
    ///   layout's order (for a flow layout: each section's header, items, footer): its kind (`cell`, `header`,
    ///   `footer`, or the supplementary kind), index path, frame (`x,y widthxheight`), marks (`selected`,
    ///   `highlighted`) and full label. An element too small to appear in the drawing is still listed.
    ///   `(nothing displayed)` stands for an empty list.
    /// - **Swipe actions:** while a list row's swipe actions are revealed (``swipeItem(at:edge:)``), a last line lists
    ///   them, in order, each by its title (else its image name), destructive ones marked:
    ///   `swipe actions  [0, 1]  trailing  Delete (destructive), Flag`.
    /// - **Refresh control:** while ``refreshControl`` is refreshing, a line before the swipe actions' says so, with
    ///   the control's title when it has one: `refresh control  refreshing  Loading posts`. The drawing shows the
    ///   room the control takes above the content as blank rows when the view is scrolled to show it (offset `0,-60`).
    /// - Numbers are written with at most two decimals, without trailing zeros: `12.5`, `-3`. No line ends with
    ///   spaces, and the string has no final newline, so it can be pasted as a multi-line string literal.
    ///
    /// A view with empty bounds (a zero width or height) shows every element (see <doc:DrivingTheVirtualView>); its
    /// picture draws the smallest rect that holds them all, and a second line says so. A drawing is cut at 500
    /// columns and 2,000 rows (2,000 by 20,000 points), which a line under the first one states.
    ///
    /// A due layout pass runs first, as when the visible state is read, so the picture shows what the view would
    /// display now.
    ///
    /// - Parameter label: The text for an element, called once per displayed element, in the legend's order. Default:
    ///   ``ScreenPictureElement/defaultLabel``: a cell's content configuration, with a list cell's accessories, when
    ///   it has one; otherwise the model's `String(describing:)` when the data source can tell the model (a
    ///   `CollectionViewManager`'s can), otherwise the view's reuse identifier.
    /// - Returns: The picture, lines separated by `"\n"`, without a final newline.
    /// - Complexity: O(*v* + *w*·*h*) for *v* displayed elements and a drawing of *w* columns and *h* rows (at most
    ///   80×48 for a 320×480 view), plus the labels' length and the due layout pass. Each element costs its box's
    ///   visible edges, so elements that do not overlap, as in a flow layout, write each character of the drawing at
    ///   most once. The view's layout is asked once for the elements in the visible rect.
    public func screenPicture(label: (ScreenPictureElement) -> String = { $0.defaultLabel }) -> String {
        guard allowsCall("VirtualCollectionView.screenPicture(label:)") else { return "" }
        layoutIfNeeded()
        let elements = screenPictureElements()
        let labels = elements.map { ScreenPictureText.sanitized(label($0)) }

        var trailingLines = refreshControlPictureLines
        if let revealed = revealedSwipeActions {
            trailingLines.append(ScreenPictureText.swipeActionsLine(revealed))
        }
        return ScreenPictureRendering.picture(
            of: elements, labels: labels, contentOffset: contentOffset, size: frame.size, contentSize: contentSize,
            trailingLines: trailingLines)
    }

    /// The displayed elements with the labels ``screenPicture(label:)`` draws for them (control characters made
    /// spaces), in the legend's order, for helpers that find an element by what the picture shows. Runs a due layout
    /// pass first.
    ///
    /// - Complexity: O(*v*) for *v* displayed elements, plus the labels' length and the due layout pass.
    package func screenPictureLabels(
        label: (ScreenPictureElement) -> String = { $0.defaultLabel }
    ) -> [(element: ScreenPictureElement, label: String)] {
        layoutIfNeeded()
        return screenPictureElements().map { ($0, ScreenPictureText.sanitized(label($0))) }
    }

    /// The displayed elements, in the layout's order, with their models.
    ///
    /// The layout is asked for the elements in the display rect and each is looked up among the displayed views.
    /// Displayed views the layout does not list (a picture taken while the view is calling out, before a due pass)
    /// follow, in index-path order.
    private func screenPictureElements() -> [ScreenPictureElement] {
        let displayedCount = displayedCells.count + displayedSupplementaryViews.count
        var seen = Set<DisplayedElement>(minimumCapacity: displayedCount)
        var ordered: [(DisplayedElement, CollectionReusableView)] = []
        ordered.reserveCapacity(displayedCount)
        if displayedCount > 0, !collectionViewLayout.needsPrepare {
            for attributes in collectionViewLayout.layoutAttributesForElements(in: displayRect) {
                let key = DisplayedElement(attributes)
                let view: CollectionReusableView? =
                    key.kind == nil ? displayedCells[key.indexPath] : displayedSupplementaryViews[key]
                if let view, seen.insert(key).inserted {
                    ordered.append((key, view))
                }
            }
        }
        if ordered.count < displayedCount {
            var rest: [(DisplayedElement, CollectionReusableView)] = []
            for (indexPath, cell) in displayedCells where !seen.contains(DisplayedElement(cellAt: indexPath)) {
                rest.append((DisplayedElement(cellAt: indexPath), cell))
            }
            for (key, view) in displayedSupplementaryViews where !seen.contains(key) {
                rest.append((key, view))
            }
            ordered += rest.sorted { Self.displayOrder($0.0, $1.0) }
        }

        let modelProvider = dataSource as? any DisplayedModelProviding
        return ordered.map { key, view in
            guard let kind = key.kind else {
                return ScreenPictureElement(
                    kind: .cell,
                    indexPath: key.indexPath,
                    frame: view.frame,
                    view: view,
                    model: modelProvider?.displayedModel(forItemAt: key.indexPath),
                    isSelected: selectedIndexPaths.contains(key.indexPath),
                    isHighlighted: highlightedIndexPaths.contains(key.indexPath)
                )
            }
            return ScreenPictureElement(
                kind: .supplementaryView(kind),
                indexPath: key.indexPath,
                frame: view.frame,
                view: view,
                model: modelProvider?.displayedModel(forSupplementaryElementOfKind: kind, at: key.indexPath)
            )
        }
    }
}
