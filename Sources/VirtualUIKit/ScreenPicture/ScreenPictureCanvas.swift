import Foundation

/// The character grid of a screen picture: a rect of content coordinates at a fixed scale, with element boxes drawn
/// on it.
struct ScreenPictureCanvas {
    /// Points per column of the drawing.
    static let pointsPerColumn: CGFloat = 4
    /// Points per row of the drawing.
    static let pointsPerRow: CGFloat = 10
    /// The most columns a drawing has; wider rects are cut.
    static let maximumColumns = 500
    /// The most rows a drawing has; taller rects are cut.
    static let maximumRows = 2000

    /// The content coordinates of the drawing's top-left corner.
    let origin: CGPoint
    let columns: Int
    let rows: Int
    /// Whether the rect was larger than the drawing can be.
    let isCut: Bool
    /// The characters, row after row.
    private var characters: [Character]

    /// A blank drawing of `rect`.
    init(rect: CGRect) {
        let rect = rect.standardized
        origin = rect.origin
        let width = Self.extent(rect.size.width, scale: Self.pointsPerColumn)
        let height = Self.extent(rect.size.height, scale: Self.pointsPerRow)
        columns = min(width, Self.maximumColumns)
        rows = min(height, Self.maximumRows)
        isCut = width > Self.maximumColumns || height > Self.maximumRows
        characters = Array(repeating: " ", count: columns * rows)
    }

    /// The number of columns or rows for a length: rounded, at least one for a positive length, and no more than one
    /// past the maximum (so that a cut can be told).
    private static func extent(_ length: CGFloat, scale: CGFloat) -> Int {
        guard length > 0 else { return 0 }
        let units = (length / scale).rounded(.toNearestOrAwayFromZero)
        return max(1, Int(min(units, CGFloat(maximumColumns + maximumRows))))
    }

    /// The grid line nearest to `value` (a content coordinate) along one axis, clamped to `-1...limit + 1`; `nil` for
    /// NaN.
    private static func gridLine(_ value: CGFloat, from origin: CGFloat, scale: CGFloat, limit: Int) -> Int? {
        let units = ((value - origin) / scale).rounded(.toNearestOrAwayFromZero)
        guard !units.isNaN else { return nil }
        return Int(min(max(units, -1), CGFloat(limit + 1)))
    }

    /// Draws `element`'s box and `label`, clipped to the drawing.
    mutating func draw(_ element: ScreenPictureElement, label: String) {
        let frame = element.frame.standardized
        guard
            let left = Self.gridLine(frame.minX, from: origin.x, scale: Self.pointsPerColumn, limit: columns),
            var right = Self.gridLine(frame.maxX, from: origin.x, scale: Self.pointsPerColumn, limit: columns),
            let top = Self.gridLine(frame.minY, from: origin.y, scale: Self.pointsPerRow, limit: rows),
            var bottom = Self.gridLine(frame.maxY, from: origin.y, scale: Self.pointsPerRow, limit: rows)
        else { return }
        // Every element gets at least one column and one row, however small.
        right = max(right, left + 1)
        bottom = max(bottom, top + 1)
        let visibleColumns = max(left, 0)..<min(right, columns)
        let visibleRows = max(top, 0)..<min(bottom, rows)
        guard !visibleColumns.isEmpty, !visibleRows.isEmpty else { return }

        let box: BoxGlyphs = element.isSelected ? .selected : element.isHighlighted ? .highlighted : .plain
        let lastColumn = right - 1
        let lastRow = bottom - 1

        if left == lastColumn {
            for row in visibleRows { self[row, left] = box.vertical }
            return
        }
        if top == lastRow {
            for column in visibleColumns {
                self[top, column] = column == left ? "[" : column == lastColumn ? "]" : box.horizontal
            }
            write(label, row: top, columns: (left + 1)..<lastColumn)
            return
        }
        for row in visibleRows {
            if row == top || row == lastRow {
                let leftCorner = row == top ? box.topLeft : box.bottomLeft
                let rightCorner = row == top ? box.topRight : box.bottomRight
                for column in visibleColumns {
                    self[row, column] =
                        column == left ? leftCorner : column == lastColumn ? rightCorner : box.horizontal
                }
            } else {
                if visibleColumns.contains(left) { self[row, left] = box.vertical }
                if visibleColumns.contains(lastColumn) { self[row, lastColumn] = box.vertical }
            }
        }
        // The label goes on the first line inside the box that is on screen; on its first edge on screen when no line
        // inside is (a box two rows high, or one whose inside is clipped).
        let firstInside = max(top + 1, 0)
        let labelRow = firstInside < min(lastRow, rows) ? firstInside : visibleRows.lowerBound
        write(label, row: labelRow, columns: (left + 1)..<lastColumn)
    }

    /// Writes `text` from the start of `columns`, clipped to the drawing, cut with `…` when it is longer.
    private mutating func write(_ text: String, row: Int, columns span: Range<Int>) {
        guard row >= 0, row < rows else { return }
        let visible = max(span.lowerBound, 0)..<min(span.upperBound, columns)
        guard !visible.isEmpty else { return }
        var column = visible.lowerBound
        var remaining = text[...]
        while column < visible.upperBound, let character = remaining.popFirst() {
            let isLastColumn = column == visible.upperBound - 1
            self[row, column] = isLastColumn && !remaining.isEmpty ? "…" : character
            column += 1
        }
    }

    private subscript(row: Int, column: Int) -> Character {
        get { characters[row * columns + column] }
        set { characters[row * columns + column] = newValue }
    }

    /// Appends the drawing, framed by `+`, `-` and `|`, one string per line; nothing for an empty drawing.
    func appendLines(to lines: inout [String]) {
        guard columns > 0, rows > 0 else { return }
        let edge = "+" + String(repeating: "-", count: columns) + "+"
        lines.append(edge)
        for row in 0..<rows {
            lines.append("|" + String(characters[(row * columns)..<((row + 1) * columns)]) + "|")
        }
        lines.append(edge)
    }
}

/// The characters of one style of box.
struct BoxGlyphs {
    var topLeft: Character
    var topRight: Character
    var bottomLeft: Character
    var bottomRight: Character
    var horizontal: Character
    var vertical: Character

    static let plain = BoxGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    static let selected = BoxGlyphs(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    static let highlighted = BoxGlyphs(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
}

/// The text parts of a screen picture: numbers, frames, labels and the legend, written the same way everywhere.
enum ScreenPictureText {
    /// `value` with at most two decimals and no trailing zeros (`12.5`, `-3`, `0`); `nan`, `inf`, `-inf` for the
    /// non-finite values.
    static func number(_ value: CGFloat) -> String {
        let value = Double(value)
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
        // Beyond this, an `Int` cannot hold the hundredths; Swift's own shortest description is exact and the same on
        // every platform.
        guard abs(hundredths) < 1e18 else { return "\(value)" }
        let scaled = Int(hundredths)
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)"
        }
        return text
    }

    /// `x,y`.
    static func point(_ point: CGPoint) -> String {
        "\(number(point.x)),\(number(point.y))"
    }

    /// `widthxheight`.
    static func size(_ size: CGSize) -> String {
        "\(number(size.width))x\(number(size.height))"
    }

    /// `x,y widthxheight`.
    static func frame(_ rect: CGRect) -> String {
        "\(point(rect.origin)) \(size(rect.size))"
    }

    /// `[0, 1]`.
    static func indexPath(_ indexPath: IndexPath) -> String {
        "[" + indexPath.map { String($0) }.joined(separator: ", ") + "]"
    }

    /// `text` with each control character (line breaks, tabs, ...) replaced by a space, so it stays on one line.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(text.map { $0.unicodeScalars.contains(where: isControl) ? " " : $0 })
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The legend's name for an element's kind.
    static func kind(_ kind: ScreenPictureElement.Kind) -> String {
        switch kind {
        case .cell: "cell"
        case .supplementaryView(CollectionElementKind.sectionHeader): "header"
        case .supplementaryView(CollectionElementKind.sectionFooter): "footer"
        case .supplementaryView(VirtualTableView.tableHeaderViewElementKind): "table header"
        case .supplementaryView(VirtualTableView.tableFooterViewElementKind): "table footer"
        case .supplementaryView(let kind): sanitized(kind)
        }
    }

    /// Appends one line per element — kind, index path, frame, marks, label — in aligned columns.
    /// The line listing revealed swipe actions: `swipe actions  [0, 1]  trailing  Delete (destructive), Flag`.
    static func swipeActionsLine(_ revealed: RevealedSwipeActions) -> String {
        let actions = revealed.configuration.actions.map { action in
            let name = sanitized(action.title ?? action.image ?? "(untitled)")
            return action.style == .destructive ? name + " (destructive)" : name
        }
        let edge =
            switch revealed.edge {
            case .leading: "leading"
            case .trailing: "trailing"
            }
        var line = "swipe actions  \(indexPath(revealed.indexPath))  \(edge)  " + actions.joined(separator: ", ")
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The line for a refreshing refresh control, with its title when it has one: `refresh control  refreshing  Loading`.
    static func refreshControlLine(_ control: RefreshControl) -> String {
        var line = "refresh control  refreshing  " + sanitized(control.title ?? "")
        while line.last == " " { line.removeLast() }
        return line
    }

    static func appendLegend(of elements: [ScreenPictureElement], labels: [String], to lines: inout [String]) {
        guard !elements.isEmpty else {
            lines.append("(nothing displayed)")
            return
        }
        let columns: [[String]] = elements.map { element in
            var marks: [String] = []
            if element.isSelected { marks.append("selected") }
            if element.isHighlighted { marks.append("highlighted") }
            return [
                kind(element.kind), indexPath(element.indexPath), frame(element.frame),
                marks.joined(separator: " "),
            ]
        }
        var widths = [0, 0, 0, 0]
        for row in columns {
            for (index, text) in row.enumerated() { widths[index] = max(widths[index], text.count) }
        }
        for (row, label) in zip(columns, labels) {
            var line = ""
            for (index, text) in row.enumerated() where widths[index] > 0 {
                line += text + String(repeating: " ", count: widths[index] - text.count + 2)
            }
            line += label
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
    }
}
