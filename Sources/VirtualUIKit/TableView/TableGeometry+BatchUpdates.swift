import Foundation

extension TableGeometry {
    /// Brings the heights in line with a batch that passed validation, change by change: the slots of deleted rows and
    /// sections go, moved rows and sections keep their heights at their new places, and new rows and sections (reload
    /// halves included) get their slots from `freshSlot`, which is called in content order after the batch.
    ///
    /// - Parameters:
    ///   - mapping: The validated batch; its counts before the batch must be ``counts``.
    ///   - freshSlot: The height and state of a new header, row or footer, at its position after the batch.
    /// - Returns: Whether the slots now match the counts after the batch (they always should; `false` tells the
    ///   caller to build the heights again).
    /// - Complexity: O(*s* + *u* log *r* + *k*) for *s* sections, *u* row changes, *r* runs of equal slots (see
    ///   ``TableHeightTree``), and *k* slots of inserted sections.
    mutating func apply(_ mapping: BatchUpdateResult, freshSlot: (Element) -> TableHeightTree.Slot) -> Bool {
        let after = mapping.countsAfter
        let (remaining, movedSlots) = removeVacatedRows(of: mapping)
        let returning = removeSections(of: mapping, remaining: remaining)
        insertSectionsAndRows(of: mapping, returning: returning, movedSlots: movedSlots, freshSlot: freshSlot)
        setCounts(after)
        return heights.count == after.reduce(2 * after.count, +)
    }

    /// A row a batch changes, with the index of its move in the batch's moves (`nil` for a delete or an insert).
    private struct RowChange {
        var section: Int
        var row: Int
        var move: Int?

        static func ascending(_ first: RowChange, _ second: RowChange) -> Bool {
            (first.section, first.row) < (second.section, second.row)
        }
    }

    /// Removes the rows that leave their place — deleted (reload halves included) and moved — in descending order, so
    /// that the slots still to be removed keep their positions. Returns the rows left in each section, and the slots of
    /// moved rows by the index of their move.
    private mutating func removeVacatedRows(
        of mapping: BatchUpdateResult
    ) -> (remaining: [Int], movedSlots: [TableHeightTree.Slot?]) {
        var remaining = counts
        var vacated: [RowChange] = []
        vacated.reserveCapacity(mapping.deletedItems.count + mapping.movedItems.count)
        for indexPath in mapping.deletedItems {
            vacated.append(RowChange(section: indexPath.sectionIndex, row: indexPath.itemIndex))
        }
        for (index, move) in mapping.movedItems.enumerated() {
            vacated.append(RowChange(section: move.from.sectionIndex, row: move.from.itemIndex, move: index))
        }
        vacated.sort { RowChange.ascending($1, $0) }
        var movedSlots = [TableHeightTree.Slot?](repeating: nil, count: mapping.movedItems.count)
        for change in vacated {
            let slot = heights.remove(at: rowSlot(section: change.section, row: change.row))
            if let move = change.move { movedSlots[move] = slot }
            remaining[change.section] -= 1
        }
        return (remaining, movedSlots)
    }

    /// Removes deleted sections (reload halves included) and takes out moved ones, in descending order. Returns the
    /// moved sections' slots, by the section they reach.
    private mutating func removeSections(
        of mapping: BatchUpdateResult, remaining: [Int]
    ) -> [Int: TableHeightTree.Detached] {
        var starts: [Int] = []
        starts.reserveCapacity(remaining.count)
        var start = 0
        for count in remaining {
            starts.append(start)
            start += count + 2
        }
        let deleted = Set(mapping.deletedSections)
        let destinations = Dictionary(
            mapping.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var returning: [Int: TableHeightTree.Detached] = [:]
        for section in remaining.indices.reversed() {
            let range = starts[section]..<(starts[section] + remaining[section] + 2)
            if deleted.contains(section) {
                heights.remove(range)
            } else if let destination = destinations[section] {
                returning[destination] = heights.detach(range)
            }
        }
        return returning
    }

    /// Puts every section after the batch in place, in ascending order: new sections with fresh slots, moved ones
    /// back, then each surviving section's inserted and moved-in rows.
    private mutating func insertSectionsAndRows(
        of mapping: BatchUpdateResult, returning: [Int: TableHeightTree.Detached],
        movedSlots: [TableHeightTree.Slot?], freshSlot: (Element) -> TableHeightTree.Slot
    ) {
        let after = mapping.countsAfter
        let inserted = Set(mapping.insertedSections)
        var arriving: [RowChange] = []
        arriving.reserveCapacity(mapping.insertedItems.count + mapping.movedItems.count)
        for indexPath in mapping.insertedItems {
            arriving.append(RowChange(section: indexPath.sectionIndex, row: indexPath.itemIndex))
        }
        for (index, move) in mapping.movedItems.enumerated() {
            arriving.append(RowChange(section: move.to.sectionIndex, row: move.to.itemIndex, move: index))
        }
        arriving.sort(by: RowChange.ascending)
        var next = arriving.startIndex
        var start = 0
        for section in after.indices {
            defer { start += after[section] + 2 }
            let first = next
            while next < arriving.endIndex, arriving[next].section <= section { next += 1 }
            let arrivals = arriving[first..<next]
            if inserted.contains(section) {
                var slots = [freshSlot(.header(section: section))]
                slots.reserveCapacity(after[section] + 2)
                var pending = arrivals
                for row in 0..<after[section] {
                    var moved: TableHeightTree.Slot?
                    while let arrival = pending.first, arrival.row <= row {
                        if arrival.row == row, let move = arrival.move, let slot = movedSlots[move] { moved = slot }
                        pending = pending.dropFirst()
                    }
                    slots.append(moved ?? freshSlot(.row(section: section, row: row)))
                }
                slots.append(freshSlot(.footer(section: section)))
                heights.insert(slots, at: start)
                continue
            }
            if let detached = returning[section] { heights.insert(detached, at: start) }
            for arrival in arrivals {
                let slot =
                    arrival.move.flatMap { movedSlots[$0] } ?? freshSlot(.row(section: section, row: arrival.row))
                heights.insert(slot, at: start + 1 + arrival.row)
            }
        }
    }
}
