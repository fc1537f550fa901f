import Foundation

/// The text of a screen picture, from the elements a view displays: the first line, the drawing and the legend, as
/// every virtual view writes them.
enum ScreenPictureRendering {
    /// The picture of `elements`, labelled by `labels` (already sanitized), seen through a view of `size` scrolled to
    /// `contentOffset` over content of `contentSize`, followed by `trailingLines`.
    ///
    /// Elements are drawn in their order, each over the ones before it; with `supplementaryViewsOnTop`, every cell is
    /// drawn first and the other elements over them, as a table's floating headers cover its rows.
    ///
    /// A view with empty bounds (a zero width or height) shows every element: the drawing is then the smallest rect
    /// that holds them all, and a second line says so.
    static func picture(
        of elements: [ScreenPictureElement],
        labels: [String],
        contentOffset: CGPoint,
        size: CGSize,
        contentSize: CGSize,
        supplementaryViewsOnTop: Bool = false,
        trailingLines: [String] = []
    ) -> String {
        let hasEmptyBounds = size.width == 0 || size.height == 0
        let drawnRect: CGRect
        if hasEmptyBounds {
            drawnRect = elements.dropFirst().reduce(elements.first?.frame ?? .zero) { $0.union($1.frame) }
        } else {
            drawnRect = CGRect(origin: contentOffset, size: size)
        }
        var canvas = ScreenPictureCanvas(rect: drawnRect)
        let labelled = zip(elements, labels)
        if supplementaryViewsOnTop {
            for (element, text) in labelled where element.kind == .cell { canvas.draw(element, label: text) }
            for (element, text) in labelled where element.kind != .cell { canvas.draw(element, label: text) }
        } else {
            for (element, text) in labelled { canvas.draw(element, label: text) }
        }

        let number = ScreenPictureText.number
        var lines: [String] = []
        lines.append(
            "offset \(ScreenPictureText.point(contentOffset))  size \(ScreenPictureText.size(size))  "
                + "content \(ScreenPictureText.size(contentSize))  "
                + "(1 column = \(number(ScreenPictureCanvas.pointsPerColumn)) pt, "
                + "1 row = \(number(ScreenPictureCanvas.pointsPerRow)) pt)"
        )
        if hasEmptyBounds {
            lines.append(
                elements.isEmpty
                    ? "empty bounds: every element is shown"
                    : "empty bounds: every element is shown, drawn in the rect that holds them: "
                        + ScreenPictureText.frame(drawnRect)
            )
        }
        if canvas.isCut {
            lines.append(
                "drawing cut to its first \(ScreenPictureCanvas.maximumColumns) columns and "
                    + "\(ScreenPictureCanvas.maximumRows) rows"
            )
        }
        canvas.appendLines(to: &lines)
        lines.append("╔═╗ selected, ┏━┓ highlighted")
        ScreenPictureText.appendLegend(of: elements, labels: labels, to: &lines)
        lines += trailingLines
        return lines.joined(separator: "\n")
    }
}
