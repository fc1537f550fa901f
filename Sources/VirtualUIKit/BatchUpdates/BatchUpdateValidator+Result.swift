import Foundation

/// A batch that passed validation: how the state before the batch maps onto the state after it.
///
/// Every query is answered from per-section sorted positions of the updates, never by walking the items, so a
/// section of a million items costs no more than a section of ten.
///
/// - Complexity: Building it is O((u + s) log u) for u updates and s sections; item queries are O(log u), section
///   queries O(1).
struct BatchUpdateResult {
    /// Item counts per section before the batch.
    let countsBefore: [Int]
    /// Item counts per section after the batch.
    let countsAfter: [Int]
    /// Before-coordinates of every deleted item, including the delete half of reloads, sorted descending; items
    /// implied by deleted sections are excluded.
    let deletedItems: [IndexPath]
    /// After-coordinates of every inserted item, including the insert half of reloads, sorted ascending; items
    /// implied by inserted sections are excluded.
    let insertedItems: [IndexPath]
    /// Before-indexes of every deleted section, including the delete half of section reloads, sorted descending.
    let deletedSections: [Int]
    /// After-indexes of every inserted section, including the insert half of section reloads, sorted ascending.
    let insertedSections: [Int]
    /// Section moves in call order, exact duplicates removed.
    let movedSections: [(from: Int, to: Int)]
    /// Item moves in call order, exact duplicates removed.
    let movedItems: [(from: IndexPath, to: IndexPath)]
    /// The section reloads, ascending: where each section's delete half was and where its insert half is. Both
    /// halves are also in ``deletedSections`` and ``insertedSections``.
    let reloadedSections: [(from: Int, to: Int)]
    /// The item reloads that were decomposed (the item had a cell), ascending: where each delete half was and where
    /// its insert half is. The halves are also in ``deletedItems`` and ``insertedItems``, unless a section update
    /// absorbed them.
    let reloadedItems: [(from: IndexPath, to: IndexPath)]

    private let finalSections: [Int?]
    private let initialSections: [Int?]
    /// Per before-section, the items that leave their place: deleted (or reloaded) and moved items.
    private let vacatedItems: [Int: SortedPositions]
    /// Per after-section, the items that do not come from their section's survivors: inserted and moved items.
    private let occupiedItems: [Int: SortedPositions]
    private let destinationOfMovedItem: [IndexPath: IndexPath]
    private let sourceOfMovedItem: [IndexPath: IndexPath]

    /// Assembles a result from a batch whose counts were checked, so the survivors of every section fill exactly
    /// the free places of the section they map to.
    init(
        _ batch: BatchUpdateValidator.ValidatedBatch, countsBefore: [Int], countsAfter: [Int],
        finalSections: [Int?], initialSections: [Int?]
    ) {
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        self.finalSections = finalSections
        self.initialSections = initialSections
        // NB: duplicated updates that cancel out (the same item deleted twice and inserted twice) pass UIKit's
        // checks; sorting made them adjacent, and the view must see each change once.
        var deletedItems: [IndexPath] = []
        var deletedSections: [Int] = []
        for delete in batch.deletes {
            switch delete {
            case .section(let section) where section != deletedSections.last: deletedSections.append(section)
            case .item(let indexPath) where indexPath != deletedItems.last: deletedItems.append(indexPath)
            default: continue
            }
        }
        var insertedItems: [IndexPath] = []
        var insertedSections: [Int] = []
        for insert in batch.inserts {
            switch insert {
            case .section(let section) where section != insertedSections.last: insertedSections.append(section)
            case .item(let indexPath) where indexPath != insertedItems.last: insertedItems.append(indexPath)
            default: continue
            }
        }
        self.deletedItems = deletedItems
        self.deletedSections = deletedSections
        self.insertedItems = insertedItems
        self.insertedSections = insertedSections
        movedSections = batch.sectionMoves
        movedItems = batch.itemMoves
        var reloadedSections: [(from: Int, to: Int)] = []
        var reloadedItems: [(from: IndexPath, to: IndexPath)] = []
        for reload in batch.reloads {
            switch (reload.from, reload.to) {
            case (.section(let from), .section(let to)): reloadedSections.append((from, to))
            case (.item(let from), .item(let to)): reloadedItems.append((from, to))
            default: continue
            }
        }
        self.reloadedSections = reloadedSections
        self.reloadedItems = reloadedItems
        vacatedItems = SortedPositions.grouped(deletedItems + batch.itemMoves.map(\.from))
        occupiedItems = SortedPositions.grouped(insertedItems + batch.itemMoves.map(\.to))
        destinationOfMovedItem = Dictionary(uniqueKeysWithValues: batch.itemMoves.map { ($0.from, $0.to) })
        sourceOfMovedItem = Dictionary(uniqueKeysWithValues: batch.itemMoves.map { ($0.to, $0.from) })
    }

    /// The after-update path of an item that survives the batch (moved or shifted), or `nil` when the item was
    /// deleted, reloaded, lived in a deleted or reloaded section, or did not exist before the batch.
    ///
    /// An item explicitly moved out of a deleted section survives at its destination.
    ///
    /// - Complexity: O(log u) for u updates.
    func finalIndexPath(forInitialIndexPath indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, countsBefore.indices.contains(indexPath.sectionIndex),
            0 <= indexPath.itemIndex && indexPath.itemIndex < countsBefore[indexPath.sectionIndex]
        else { return nil }
        if let destination = destinationOfMovedItem[indexPath] { return destination }
        guard let section = finalSections[indexPath.sectionIndex] else { return nil }
        let item = Self.counterpart(
            of: indexPath.itemIndex, leaving: vacatedItems[indexPath.sectionIndex], for: occupiedItems[section]
        )
        return item.map { IndexPath(itemIndex: $0, sectionIndex: section) }
    }

    /// The before-update path of an item that exists after the batch, or `nil` when it is new: inserted, the insert
    /// half of a reload, in an inserted or reloaded section, or not in range after the batch.
    ///
    /// - Complexity: O(log u) for u updates.
    func initialIndexPath(forFinalIndexPath indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, countsAfter.indices.contains(indexPath.sectionIndex),
            0 <= indexPath.itemIndex && indexPath.itemIndex < countsAfter[indexPath.sectionIndex]
        else { return nil }
        if let source = sourceOfMovedItem[indexPath] { return source }
        guard let section = initialSections[indexPath.sectionIndex] else { return nil }
        let item = Self.counterpart(
            of: indexPath.itemIndex, leaving: occupiedItems[indexPath.sectionIndex], for: vacatedItems[section]
        )
        return item.map { IndexPath(itemIndex: $0, sectionIndex: section) }
    }

    /// The after-update index of a surviving section, or `nil` when it was deleted, reloaded or out of range.
    ///
    /// - Complexity: O(1).
    func finalSection(forInitialSection section: Int) -> Int? {
        finalSections.indices.contains(section) ? finalSections[section] : nil
    }

    /// The before-update index of a section that exists after the batch, or `nil` when it was inserted, is the
    /// insert half of a reload, or is out of range.
    ///
    /// - Complexity: O(1).
    func initialSection(forFinalSection section: Int) -> Int? {
        initialSections.indices.contains(section) ? initialSections[section] : nil
    }

    // NB: the untouched items of a section keep their relative order and fill, in order, the places no insert or
    // move takes; so an item's counterpart is the free place of the same rank on the other side.
    private static func counterpart(
        of item: Int, leaving taken: SortedPositions?, for otherSideTaken: SortedPositions?
    ) -> Int? {
        guard let taken else { return otherSideTaken?.skipping(item) ?? item }
        if taken.contains(item) { return nil }
        let rank = item - taken.countBelow(item)
        return otherSideTaken?.skipping(rank) ?? rank
    }
}
