import Foundation

/// What a table view knows of its content's layout: the rows of each section, and the height of every header, row
/// and footer, each either exact or still an estimate.
///
/// The content is a sequence of slots, section after section: the section's header, its rows, its footer. Every
/// section has both slots, of height 0 when it shows no header or footer.
struct TableGeometry {
    /// One element of the content.
    enum Element: Hashable {
        case header(section: Int)
        case row(section: Int, row: Int)
        case footer(section: Int)

        var section: Int {
            switch self {
            case .header(let section), .footer(let section), .row(let section, _): section
            }
        }
    }

    /// How far a slot's height is known.
    enum HeightState: UInt8 {
        /// An estimate: the delegate has not been asked for the exact height yet.
        case estimated
        /// The delegate or the table's property said `automaticDimension`: the element's view sizes it when it is
        /// displayed; until then the height is an estimate.
        case automatic
        /// The exact height.
        case exact
    }

    /// Rows per section.
    let counts: [Int]
    /// The slot of each section's header.
    let sectionStarts: [Int]
    var heights: TableHeightTree
    var states: [HeightState]
    /// The height of the table's header view, above the first section: every slot starts that much lower.
    var tableHeaderHeight: CGFloat = 0

    init(counts: [Int], heights: [CGFloat], states: [HeightState]) {
        self.counts = counts
        sectionStarts = Self.sectionStarts(of: counts)
        self.heights = TableHeightTree(heights: heights)
        self.states = states
    }

    var slotCount: Int { heights.count }

    func headerSlot(_ section: Int) -> Int { sectionStarts[section] }

    func footerSlot(_ section: Int) -> Int { sectionStarts[section] + counts[section] + 1 }

    func rowSlot(section: Int, row: Int) -> Int { sectionStarts[section] + 1 + row }

    /// The element of `slot`.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    func element(at slot: Int) -> Element {
        // The last section whose header slot is at or before `slot`.
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= slot { low = middle } else { high = middle - 1 }
        }
        let offset = slot - sectionStarts[low]
        if offset == 0 { return .header(section: low) }
        if offset == counts[low] + 1 { return .footer(section: low) }
        return .row(section: low, row: offset - 1)
    }

    /// The slot of `element`.
    func slot(of element: Element) -> Int {
        switch element {
        case .header(let section): headerSlot(section)
        case .row(let section, let row): rowSlot(section: section, row: row)
        case .footer(let section): footerSlot(section)
        }
    }

    /// Whether `indexPath` addresses a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.isItemIndexPath && indexPath.sectionIndex >= 0 && indexPath.sectionIndex < counts.count
            && indexPath.itemIndex >= 0 && indexPath.itemIndex < counts[indexPath.sectionIndex]
    }

    /// The top of `section`'s header and the bottom of its footer.
    func verticalExtent(ofSection section: Int) -> (top: CGFloat, bottom: CGFloat) {
        let top = self.top(of: headerSlot(section))
        let footer = footerSlot(section)
        return (top, self.top(of: footer) + heights[footer])
    }

    // MARK: Content coordinates

    /// Where `slot` starts in content coordinates: below the table's header view and every slot before it.
    ///
    /// - Complexity: O(log *n*).
    func top(of slot: Int) -> CGFloat {
        tableHeaderHeight + heights.offset(of: slot)
    }

    /// The first slot that ends at or after `y` in content coordinates: `0` above the first slot, ``slotCount`` below
    /// the last.
    ///
    /// - Complexity: O(log *n*).
    func firstSlot(endingAtOrAfter y: CGFloat) -> Int {
        heights.firstSlot(endingAtOrAfter: y - tableHeaderHeight)
    }

    /// Where the last section ends in content coordinates: the table's header view and every slot.
    var sectionsBottom: CGFloat { tableHeaderHeight + heights.total }

    // MARK: Rows the view moves or inserts itself

    /// The geometry after the row at `source` moved to `destination` (an index path after the move), keeping its
    /// height and state; the rows between shift by one.
    ///
    /// - Complexity: O(*n*) for *n* slots.
    func movingRow(from source: IndexPath, to destination: IndexPath) -> TableGeometry {
        var heights = (0..<slotCount).map { self.heights[$0] }
        var states = self.states
        let sourceSlot = rowSlot(section: source.sectionIndex, row: source.itemIndex)
        let height = heights.remove(at: sourceSlot)
        let state = states.remove(at: sourceSlot)
        var counts = self.counts
        counts[source.sectionIndex] -= 1
        counts[destination.sectionIndex] += 1
        let destinationSlot = Self.sectionStarts(of: counts)[destination.sectionIndex] + 1 + destination.itemIndex
        heights.insert(height, at: destinationSlot)
        states.insert(state, at: destinationSlot)
        return withSameHeader(TableGeometry(counts: counts, heights: heights, states: states))
    }

    /// The geometry after a row of `height` and `state` was inserted at `indexPath`.
    ///
    /// - Complexity: O(*n*) for *n* slots.
    func insertingRow(at indexPath: IndexPath, height: CGFloat, state: HeightState) -> TableGeometry {
        var heights = (0..<slotCount).map { self.heights[$0] }
        var states = self.states
        let slot = rowSlot(section: indexPath.sectionIndex, row: indexPath.itemIndex)
        heights.insert(height, at: slot)
        states.insert(state, at: slot)
        var counts = self.counts
        counts[indexPath.sectionIndex] += 1
        return withSameHeader(TableGeometry(counts: counts, heights: heights, states: states))
    }

    private func withSameHeader(_ geometry: TableGeometry) -> TableGeometry {
        var geometry = geometry
        geometry.tableHeaderHeight = tableHeaderHeight
        return geometry
    }

    private static func sectionStarts(of counts: [Int]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var slot = 0
        for count in counts {
            starts.append(slot)
            slot += count + 2
        }
        return starts
    }
}
