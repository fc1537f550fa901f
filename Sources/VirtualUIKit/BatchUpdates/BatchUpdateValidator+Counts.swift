import Foundation

extension BatchUpdateValidator {
    // MARK: Steps 6 and 7

    // NB: UICollectionView checks that its before→after maps are consistent (step 6) before the classic counts (step
    // 7), and the modern SDK reports every count mismatch with step 6's "Invalid batch updates detected" text. This
    // engine deliberately reports count mismatches with the count texts, so it runs the count checks first. The map
    // check can then only fail where updates were repeated: arrays count a repeat twice, the maps once. UITableView
    // checks the section count before its maps and removes repeats before counting, so it never reaches step 6.
    static func checkCounts(
        of batch: ValidatedBatch, as dialect: BatchUpdateDialect, countsBefore: [Int], countsAfter: [Int]
    ) throws(CollectionViewInconsistency) -> BatchUpdateResult {
        let (deletedSections, insertedSections) = try checkSectionCounts(
            of: batch, as: dialect, countsBefore: countsBefore, countsAfter: countsAfter)
        let (finalSections, initialSections) = mapSections(
            of: batch, sectionCounts: (countsBefore.count, countsAfter.count),
            deleted: deletedSections, inserted: insertedSections
        )
        let itemChanges = ItemChanges(batch, finalSections: finalSections)
        for (section, initialSection) in initialSections.enumerated() {
            guard let initialSection else { continue }
            try checkItemCount(
                ofSection: section, initialSection: initialSection, changes: itemChanges, as: dialect,
                countsBefore: countsBefore, countsAfter: countsAfter)
        }
        for (section, initialSection) in initialSections.enumerated() {
            guard let initialSection else { continue }
            let survivors = countsBefore[initialSection] - itemChanges.uniqueLeaving(initialSection)
            guard survivors == countsAfter[section] - itemChanges.uniqueArriving(section) else {
                throw invalidBatchUpdates(batch, as: dialect, countsBefore: countsBefore, countsAfter: countsAfter)
            }
        }
        return BatchUpdateResult(
            batch, countsBefore: countsBefore, countsAfter: countsAfter, finalSections: finalSections,
            initialSections: initialSections
        )
    }

    /// Checks the number of sections, as UIKit's arrays count the section updates and then once duplicates are
    /// removed. Returns the deleted and inserted sections.
    private static func checkSectionCounts(
        of batch: ValidatedBatch, as dialect: BatchUpdateDialect, countsBefore: [Int], countsAfter: [Int]
    ) throws(CollectionViewInconsistency) -> (deleted: Set<Int>, inserted: Set<Int>) {
        let deletedSections = batch.deletes.compactMap(\.wholeSection)
        let insertedSections = batch.inserts.compactMap(\.wholeSection)
        guard countsAfter.count == countsBefore.count - deletedSections.count + insertedSections.count else {
            let view = dialect.viewName
            throw .internalInconsistency(
                "Invalid update: invalid number of sections.\(dialect.countSeparator)The number of sections contained "
                    + "in the \(view) after the update (\(countsAfter.count)) must be equal to the number of "
                    + "sections contained in the \(view) before the update (\(countsBefore.count)), plus or minus the "
                    + "number of sections inserted or deleted (\(insertedSections.count) inserted, "
                    + "\(deletedSections.count) deleted).\(dialect.countSuffix)"
            )
        }
        let uniqueDeletedSections = Set(deletedSections)
        let uniqueInsertedSections = Set(insertedSections)
        guard
            countsAfter.count == countsBefore.count - uniqueDeletedSections.count + uniqueInsertedSections.count
        else {
            throw invalidBatchUpdates(batch, as: dialect, countsBefore: countsBefore, countsAfter: countsAfter)
        }
        return (uniqueDeletedSections, uniqueInsertedSections)
    }

    /// Checks a surviving section's element count with the dialect's count text, counting updates as UIKit's arrays
    /// do. A negative count the data source reported has a text of its own, naming the section before the batch.
    private static func checkItemCount(
        ofSection section: Int, initialSection: Int, changes: ItemChanges, as dialect: BatchUpdateDialect,
        countsBefore: [Int], countsAfter: [Int]
    ) throws(CollectionViewInconsistency) {
        let (elements, separator, suffix) = (dialect.elements, dialect.countSeparator, dialect.countSuffix)
        guard countsAfter[section] >= 0 else {
            throw .internalInconsistency(
                "Invalid update: invalid number of \(elements) in section \(initialSection).\(separator)Attempt to "
                    + "delete more \(elements) than exist in section.\(suffix)"
            )
        }
        let before = countsBefore[initialSection]
        let inserted = changes.inserted[section]?.count ?? 0
        let deleted = changes.deleted[initialSection]?.count ?? 0
        let movedIn = changes.movedIn[section] ?? 0
        let movedOut = changes.movedOut[initialSection] ?? 0
        guard countsAfter[section] == before - deleted - movedOut + inserted + movedIn else {
            throw .internalInconsistency(
                "Invalid update: invalid number of \(elements) in section \(section).\(separator)The number of "
                    + "\(elements) contained in an existing section after the update (\(countsAfter[section])) must be "
                    + "equal to the number of \(elements) contained in that section before the update (\(before)), "
                    + "plus or minus the number of \(elements) inserted or deleted from that section (\(inserted) "
                    + "inserted, \(deleted) deleted) and plus or minus the number of \(elements) moved into or out of "
                    + "that section (\(movedIn) moved in, \(movedOut) moved out).\(suffix)"
            )
        }
    }

    /// Per-section item changes: counted as UIKit's arrays count them, and as places the maps take.
    private struct ItemChanges {
        var deleted: [Int: [Int]] = [:]
        var inserted: [Int: [Int]] = [:]
        var vacated: [Int: [Int]] = [:]
        var occupied: [Int: [Int]] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]

        /// The item changes of `batch`, with `finalSections` telling which moves change section.
        init(_ batch: ValidatedBatch, finalSections: [Int?]) {
            for case .item(let indexPath) in batch.deletes {
                deleted[indexPath.sectionIndex, default: []].append(indexPath.itemIndex)
            }
            for case .item(let indexPath) in batch.inserts {
                inserted[indexPath.sectionIndex, default: []].append(indexPath.itemIndex)
            }
            for move in batch.itemMoves {
                vacated[move.from.sectionIndex, default: []].append(move.from.itemIndex)
                occupied[move.to.sectionIndex, default: []].append(move.to.itemIndex)
                // NB: a move that stays in its section, even one the batch relocates, changes no count.
                if finalSections[move.from.sectionIndex] != move.to.sectionIndex {
                    movedOut[move.from.sectionIndex, default: 0] += 1
                    movedIn[move.to.sectionIndex, default: 0] += 1
                }
            }
        }

        func uniqueLeaving(_ initialSection: Int) -> Int {
            Set((deleted[initialSection] ?? []) + (vacated[initialSection] ?? [])).count
        }

        func uniqueArriving(_ finalSection: Int) -> Int {
            Set((inserted[finalSection] ?? []) + (occupied[finalSection] ?? [])).count
        }
    }

    /// Maps surviving sections both ways: moved sections go where they were moved, the others keep their order and
    /// fill the places that no inserted or moved section takes.
    ///
    /// - Precondition: The section counts add up once duplicates are removed, so the free places are exactly enough.
    private static func mapSections(
        of batch: ValidatedBatch, sectionCounts: (before: Int, after: Int), deleted: Set<Int>, inserted: Set<Int>
    ) -> (finalSections: [Int?], initialSections: [Int?]) {
        var finalSections = [Int?](repeating: nil, count: sectionCounts.before)
        var initialSections = [Int?](repeating: nil, count: sectionCounts.after)
        for move in batch.sectionMoves {
            finalSections[move.from] = move.to
            initialSections[move.to] = move.from
        }
        var place = 0
        for section in 0..<sectionCounts.before where finalSections[section] == nil && !deleted.contains(section) {
            while initialSections[place] != nil || inserted.contains(place) { place += 1 }
            finalSections[section] = place
            initialSections[place] = section
            place += 1
        }
        return (finalSections, initialSections)
    }

    /// UIKit's step-6 failure, raised when its before→after maps do not add up. The text follows the iOS 16.4+
    /// format, naming the dialect's elements; for classic count texts it leaves out the trailing `Collection view: <…>`
    /// line, whose address cannot be reproduced.
    private static func invalidBatchUpdates(
        _ batch: ValidatedBatch, as dialect: BatchUpdateDialect, countsBefore: [Int], countsAfter: [Int]
    ) -> CollectionViewInconsistency {
        let element = dialect.element
        func describe(_ counts: [Int]) -> String {
            let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
            return "{ \(sections) with \(element) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
        }
        func describe(_ indexPath: IndexPath) -> String { "(\(indexPath.sectionIndex) - \(indexPath.itemIndex))" }
        func describe(_ target: Target, as action: String) -> String {
            switch target {
            case .section(let section): "\(action) section \(section)"
            case .item(let indexPath): "\(action) \(element) \(describe(indexPath))"
            }
        }
        let updates =
            batch.deletes.map { describe($0, as: "Delete") }
            + batch.sectionMoves.map { "Move section \($0.from) to \($0.to)" }
            + batch.itemMoves.map { "Move \(element) \(describe($0.from)) to \(describe($0.to))" }
            + batch.inserts.map { describe($0, as: "Insert") }
        let list = updates.isEmpty ? "[ ]" : "[\n\t\(updates.joined(separator: ",\n\t"))\n]"
        return .internalInconsistency(
            "Invalid batch updates detected: the number of sections and/or \(dialect.elements) returned by the data "
                + "source before and/or after performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = \(describe(countsBefore))\n"
                + "Data source after updates = \(describe(countsAfter))\n"
                + "Updates = \(list)\(dialect.mapSuffix)"
        )
    }
}

extension BatchUpdateValidator.Target {
    /// The section of a section update, or `nil` for an item update.
    fileprivate var wholeSection: Int? {
        if case .section(let section) = self { section } else { nil }
    }
}
