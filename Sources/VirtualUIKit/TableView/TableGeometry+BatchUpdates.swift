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
    /// - Complexity: O(*s* + *u* log *n* + *k*) for *s* sections, *u* row changes, *n* slots, and *k* slots of
    ///   inserted sections.
    mutating func apply(_ mapping: BatchUpdateResult, freshSlot: (Element) -> TableHeightTree.Slot) -> Bool {
        let after = mapping.countsAfter
        var movedSlots: [IndexPath: TableHeightTree.Slot] = [:]
        for move in mapping.movedItems {
            let slot = rowSlot(section: move.from.sectionIndex, row: move.from.itemIndex)
            movedSlots[move.to] = (heights[slot], heights.state(at: slot))
        }
        let remaining = removeVacatedRows(of: mapping)
        let returning = removeSections(of: mapping, remaining: remaining)
        insertSectionsAndRows(of: mapping, returning: returning, movedSlots: movedSlots, freshSlot: freshSlot)
        setCounts(after)
        return heights.count == after.reduce(2 * after.count, +)
    }

    /// Removes the rows that leave their place — deleted (reload halves included) and moved — in descending order, so
    /// that the slots still to be removed keep their positions. Returns the rows left in each section.
    private mutating func removeVacatedRows(of mapping: BatchUpdateResult) -> [Int] {
        var remaining = counts
        var vacated = mapping.deletedItems + mapping.movedItems.map(\.from)
        vacated.sort { ($0.sectionIndex, $0.itemIndex) > ($1.sectionIndex, $1.itemIndex) }
        for indexPath in vacated {
            let slot = rowSlot(section: indexPath.sectionIndex, row: indexPath.itemIndex)
            heights.remove(slot..<(slot + 1))
            remaining[indexPath.sectionIndex] -= 1
        }
        return remaining
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
        movedSlots: [IndexPath: TableHeightTree.Slot], freshSlot: (Element) -> TableHeightTree.Slot
    ) {
        let after = mapping.countsAfter
        let inserted = Set(mapping.insertedSections)
        var arrivingRows: [Int: [Int]] = [:]
        for indexPath in mapping.insertedItems + mapping.movedItems.map(\.to) {
            arrivingRows[indexPath.sectionIndex, default: []].append(indexPath.itemIndex)
        }
        var start = 0
        for section in after.indices {
            defer { start += after[section] + 2 }
            if inserted.contains(section) {
                var slots = [freshSlot(.header(section: section))]
                slots.reserveCapacity(after[section] + 2)
                for row in 0..<after[section] {
                    let indexPath = IndexPath(itemIndex: row, sectionIndex: section)
                    slots.append(movedSlots[indexPath] ?? freshSlot(.row(section: section, row: row)))
                }
                slots.append(freshSlot(.footer(section: section)))
                heights.insert(slots, at: start)
                continue
            }
            if let detached = returning[section] { heights.insert(detached, at: start) }
            for row in (arrivingRows[section] ?? []).sorted() {
                let indexPath = IndexPath(itemIndex: row, sectionIndex: section)
                let slot = movedSlots[indexPath] ?? freshSlot(.row(section: section, row: row))
                heights.insert([slot], at: start + 1 + row)
            }
        }
    }
}
