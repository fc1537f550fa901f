import Foundation

/// Reads and builds rects along a compositional layout's scroll axis ("main") and across it ("cross").
struct CompositionalAxes {
    var isVertical: Bool

    func mainMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }
    func mainMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }
    func crossMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minX : rect.minY }
    func crossMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxX : rect.maxY }
    func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func main(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }
    func cross(_ point: CGPoint) -> CGFloat { isVertical ? point.x : point.y }

    /// The inset before the content along the main axis.
    func mainLeading(_ insets: DirectionalEdgeInsets) -> CGFloat { isVertical ? insets.top : insets.leading }
    func mainTrailing(_ insets: DirectionalEdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.trailing }
    func crossLeading(_ insets: DirectionalEdgeInsets) -> CGFloat { isVertical ? insets.leading : insets.top }

    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// `rect` moved by `delta` across the main axis.
    func movedAcross(_ rect: CGRect, by delta: CGFloat) -> CGRect {
        isVertical ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }

    /// `rect` moved to `main` along the main axis.
    func movedAlong(_ rect: CGRect, to main: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: rect.minX, y: main, width: rect.width, height: rect.height)
            : CGRect(x: main, y: rect.minY, width: rect.width, height: rect.height)
    }
}

/// Which dimensions of an element are estimates that a self-sizing view may replace.
struct EstimatedAxes: OptionSet, Hashable {
    let rawValue: UInt8
    static let width = EstimatedAxes(rawValue: 1)
    static let height = EstimatedAxes(rawValue: 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ size: CollectionLayoutSize) {
        var axes: EstimatedAxes = []
        if size.widthDimension.isEstimated { axes.insert(.width) }
        if size.heightDimension.isEstimated { axes.insert(.height) }
        self = axes
    }

    /// `resolved` with each estimated dimension replaced by the preferred one, when there is one.
    func applying(_ preferred: CGSize?, to resolved: CGSize) -> CGSize {
        guard let preferred else { return resolved }
        return CGSize(
            width: contains(.width) ? preferred.width : resolved.width,
            height: contains(.height) ? preferred.height : resolved.height)
    }

    /// Whether `lhs` and `rhs` differ in an estimated dimension.
    func differ(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
        (contains(.width) && lhs.width != rhs.width) || (contains(.height) && lhs.height != rhs.height)
    }
}

/// Whether two rects overlap with a non-empty intersection, `frame` being non-empty.
func compositionalIntersects(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.size.width > 0 && frame.size.height > 0
        && frame.origin.x < rect.origin.x + rect.size.width && frame.origin.x + frame.size.width > rect.origin.x
        && frame.origin.y < rect.origin.y + rect.size.height && frame.origin.y + frame.size.height > rect.origin.y
}

/// The first index in `0..<count` for which `predicate` holds, assuming it is monotonic; `count` if none.
func compositionalFirstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = low + (high - low) / 2
        if predicate(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
