import Foundation

extension TableBatchUpdates where Animation: Equatable {
    /// Validates the recorded updates as UITableView commits a batch, and plans what the table view does.
    ///
    /// The rules are the collection view's (see `BatchUpdateValidator`) in UITableView's words, with its rule that a
    /// repeated delete or insert counts once.
    ///
    /// ```swift
    /// let outcome = batch.updates.validate(
    ///     countsBefore: countsBefore, countsAfter: { queryCounts() },
    ///     countTexts: .modern(viewDescription: "<VirtualTableView>"),
    ///     rowHasCell: { displayedCells[$0] != nil }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - countsBefore: Row counts per section when the outermost batch began; its count is the section count.
    ///   - countsAfter: Asks the data source for the row counts after the update block. It is called once, after the
    ///     reloads are decomposed, and not at all when a reload conflicts with a delete or an index path does not have
    ///     two indexes: UIKit asks for the counts at that point of its commit.
    ///   - countTexts: `.modern(viewDescription:)` for the texts of iOS 16 and later, which end in
    ///     ` Table view: <description>`; `.classic` for the older texts, with two spaces and no suffix.
    ///   - rowHasCell: Whether the row at a before-update index path has a cell. Row reloads of rows without a cell are
    ///     dropped, as UIKit does for apps built with a recent SDK; answer `true` for every row to decompose them all,
    ///     as older SDKs do. It is called once per distinct reloaded row, which may lie out of range.
    /// - Returns: The plan, or the exception UIKit would raise (all are `NSInternalInconsistencyException`s).
    /// - Complexity: O((*u* + *s*) log *u*) for *u* recorded updates and *s* sections.
    func validate(
        countsBefore: [Int], countsAfter: () -> [Int], countTexts: BatchUpdateDialect.CountTexts,
        rowHasCell: (IndexPath) -> Bool
    ) -> Result<TableBatchPlan<Animation>, CollectionViewInconsistency> {
        BatchUpdateValidator.validate(
            request, as: .tableView(countTexts), countsBefore: countsBefore, countsAfter: countsAfter,
            isItemVisible: rowHasCell
        )
        .map { TableBatchPlan($0, of: self) }
    }
}

/// What a table view does for a batch that passed validation: the rows and sections it removes, adds and moves, with
/// the animation each was declared with, and where every row and section before the batch is after it.
///
/// Reloads that were decomposed are listed apart from plain deletes and inserts. A row delete or insert that a
/// section update absorbs is not listed: the section's animation covers it. When one element was declared several
/// times, the first declaration's animation is kept.
///
/// - Complexity: Building it is O((*u* + *s*) log *u*) for *u* updates and *s* sections; row queries are
///   O(log *u*), section queries O(1).
struct TableBatchPlan<Animation: Equatable> {
    /// The mapping from the state before the batch to the state after it, with every delete and insert (reload
    /// halves included).
    let mapping: BatchUpdateResult
    /// Deleted sections (before-update indexes), descending; section reloads excluded.
    let deletedSections: [(section: Int, animation: Animation)]
    /// Inserted sections (after-update indexes), ascending; section reloads excluded.
    let insertedSections: [(section: Int, animation: Animation)]
    /// Reloaded sections, ascending: the index before the batch and the index the new section takes after it.
    let reloadedSections: [(from: Int, to: Int, animation: Animation)]
    /// Moved sections in call order, exact repeats removed.
    let movedSections: [(from: Int, to: Int)]
    /// Deleted rows (before-update index paths), descending; row reloads excluded.
    let deletedRows: [(indexPath: IndexPath, animation: Animation)]
    /// Inserted rows (after-update index paths), ascending; row reloads excluded.
    let insertedRows: [(indexPath: IndexPath, animation: Animation)]
    /// Reloaded rows that had a cell, ascending: the index path before the batch and the one the new row takes after
    /// it. Reloads of rows without a cell were dropped.
    let reloadedRows: [(from: IndexPath, to: IndexPath, animation: Animation)]
    /// Moved rows in call order, exact repeats removed.
    let movedRows: [(from: IndexPath, to: IndexPath)]

    /// Row counts per section after the batch, as the data source reported them.
    var countsAfter: [Int] { mapping.countsAfter }

    init(_ mapping: BatchUpdateResult, of updates: TableBatchUpdates<Animation>) {
        self.mapping = mapping
        movedSections = mapping.movedSections
        movedRows = mapping.movedItems

        let sections = Changes(
            deletes: mapping.deletedSections, inserts: mapping.insertedSections, reloads: mapping.reloadedSections,
            declared: (updates.deletedSections, updates.insertedSections, updates.reloadedSections))
        deletedSections = sections.deletes.map { (section: $0.0, animation: $0.1) }
        insertedSections = sections.inserts.map { (section: $0.0, animation: $0.1) }
        reloadedSections = sections.reloads

        let rows = Changes(
            deletes: mapping.deletedItems, inserts: mapping.insertedItems, reloads: mapping.reloadedItems,
            declared: (updates.deletedRows, updates.insertedRows, updates.reloadedRows))
        deletedRows = rows.deletes.map { (indexPath: $0.0, animation: $0.1) }
        insertedRows = rows.inserts.map { (indexPath: $0.0, animation: $0.1) }
        reloadedRows = rows.reloads
    }

    /// The after-update index path of a row that survives the batch (moved or shifted), or `nil` when it was deleted,
    /// reloaded, lived in a deleted or reloaded section, or did not exist. Use it for the selection and the displayed
    /// cells.
    ///
    /// - Complexity: O(log *u*) for *u* updates.
    func finalIndexPath(forInitialIndexPath indexPath: IndexPath) -> IndexPath? {
        mapping.finalIndexPath(forInitialIndexPath: indexPath)
    }

    /// The before-update index path of a row that exists after the batch, or `nil` when it is new.
    ///
    /// - Complexity: O(log *u*) for *u* updates.
    func initialIndexPath(forFinalIndexPath indexPath: IndexPath) -> IndexPath? {
        mapping.initialIndexPath(forFinalIndexPath: indexPath)
    }

    /// The after-update index of a surviving section, or `nil` when it was deleted, reloaded or out of range. Use it
    /// for the displayed headers and footers.
    ///
    /// - Complexity: O(1).
    func finalSection(forInitialSection section: Int) -> Int? {
        mapping.finalSection(forInitialSection: section)
    }

    /// The before-update index of a section that exists after the batch, or `nil` when it is new.
    ///
    /// - Complexity: O(1).
    func initialSection(forFinalSection section: Int) -> Int? {
        mapping.initialSection(forFinalSection: section)
    }

    /// The validated changes along one axis (sections, or rows), reloads apart, each with its animation.
    private struct Changes<Position: Hashable> {
        var deletes: [(Position, Animation)] = []
        var inserts: [(Position, Animation)] = []
        var reloads: [(from: Position, to: Position, animation: Animation)] = []

        /// Separates the reloads (both halves listed) from the plain deletes and inserts, and gives each the
        /// animation it was first declared with.
        ///
        /// A reload half that a section update absorbed leaves its other half a plain delete or insert, animated as
        /// the reload was declared.
        init(
            deletes: [Position], inserts: [Position], reloads: [(from: Position, to: Position)],
            declared: (
                deletes: [(Position, Animation)], inserts: [(Position, Animation)], reloads: [(Position, Animation)]
            )
        ) {
            if reloads.isEmpty, declared.reloads.isEmpty, Self.isUniform(declared.deletes),
                Self.isUniform(declared.inserts)
            {
                // NB: the common case — no reloads, one animation per kind — needs no hashing: every delete and insert
                // was declared, with its kind's one animation.
                self.deletes = declared.deletes.first.map { first in deletes.map { ($0, first.1) } } ?? []
                self.inserts = declared.inserts.first.map { first in inserts.map { ($0, first.1) } } ?? []
                return
            }
            // NB: a reload that is also deleted fails validation, so a delete's animation is unambiguous.
            let deleteAnimations = Self.firstAnimations(declared.deletes + declared.reloads)
            let insertAnimations = Self.firstAnimations(declared.inserts)
            let reloadAnimations = Self.firstAnimations(declared.reloads)
            let (deleted, inserted) = (Set(deletes), Set(inserts))
            var reloadOfInsert: [Position: Position] = [:]
            for reload in reloads {
                reloadOfInsert[reload.to] = reload.from
                guard deleted.contains(reload.from), inserted.contains(reload.to),
                    let animation = reloadAnimations[reload.from]
                else { continue }
                self.reloads.append((reload.from, reload.to, animation))
            }
            let reloadedFrom = Set(self.reloads.map(\.from))
            let reloadedTo = Set(self.reloads.map(\.to))
            self.deletes = deletes.filter { !reloadedFrom.contains($0) }.compactMap { position in
                deleteAnimations[position].map { (position, $0) }
            }
            self.inserts = inserts.filter { !reloadedTo.contains($0) }.compactMap { position in
                (insertAnimations[position] ?? reloadOfInsert[position].flatMap { reloadAnimations[$0] })
                    .map { (position, $0) }
            }
        }

        /// Whether every change of `declared` has the same animation.
        private static func isUniform(_ declared: [(Position, Animation)]) -> Bool {
            guard let first = declared.first?.1 else { return true }
            return declared.allSatisfy { $0.1 == first }
        }

        private static func firstAnimations(_ declared: [(Position, Animation)]) -> [Position: Animation] {
            var animations: [Position: Animation] = [:]
            for (position, animation) in declared where animations[position] == nil {
                animations[position] = animation
            }
            return animations
        }
    }
}
