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
    private(set) var counts: [Int]
    /// The slot of each section's header.
    private(set) var sectionStarts: [Int]
    /// Every slot's height and how far it is known.
    var heights: TableHeightTree
    /// The height of the table's header view, above the first section: every slot starts that much lower.
    var tableHeaderHeight: CGFloat = 0

    init(counts: [Int], heights: TableHeightTree) {
        self.counts = counts
        sectionStarts = Self.sectionStarts(of: counts)
        self.heights = heights
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

    /// How far the height of `slot` is known.
    ///
    /// - Complexity: O(log *n*).
    func state(ofSlot slot: Int) -> HeightState {
        heights.state(at: slot)
    }

    /// Replaces the counts after the slots were inserted and removed to match them.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    mutating func setCounts(_ counts: [Int]) {
        self.counts = counts
        sectionStarts = Self.sectionStarts(of: counts)
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
    /// - Complexity: O(*s* + *r*) for *s* sections and *r* runs of equal slots: the geometry is copied.
    func movingRow(from source: IndexPath, to destination: IndexPath) -> TableGeometry {
        var geometry = self
        let moved = geometry.heights.remove(
            rowSlot(section: source.sectionIndex, row: source.itemIndex)..<rowSlot(
                section: source.sectionIndex, row: source.itemIndex) + 1)
        var counts = self.counts
        counts[source.sectionIndex] -= 1
        counts[destination.sectionIndex] += 1
        geometry.setCounts(counts)
        geometry.heights.insert(
            moved, at: geometry.rowSlot(section: destination.sectionIndex, row: destination.itemIndex))
        return geometry
    }

    /// The geometry after a row of `height` and `state` was inserted at `indexPath`.
    ///
    /// - Complexity: O(*s* + *r*) for *s* sections and *r* runs of equal slots: the geometry is copied.
    func insertingRow(at indexPath: IndexPath, height: CGFloat, state: HeightState) -> TableGeometry {
        var geometry = self
        geometry.heights.insert(
            [(height: height, state: state)], at: rowSlot(section: indexPath.sectionIndex, row: indexPath.itemIndex))
        var counts = self.counts
        counts[indexPath.sectionIndex] += 1
        geometry.setCounts(counts)
        return geometry
    }
}
