import Foundation

/// Checks a batch of updates the way UIKit does when the batch commits, and maps the state before the batch onto the
/// state after it.
///
/// The steps and texts are those of `-[UICollectionView _endItemAnimationsWithInvalidationContext:…]` and
/// `-[UITableView _endCellAnimationsWithContext:]` in iOS 26.1 as observed there, which run the same algorithm; what
/// differs between the views comes from a `BatchUpdateDialect`:
/// 1. reloads become a delete plus an insert, and element reloads of elements without a cell are dropped;
/// 2. deletes are sorted descending, inserts ascending, moves keep call order;
/// 3. deletes are checked against the counts before the batch;
/// 4. inserts are checked against the counts after it (the table view removes a repeated delete or insert);
/// 5. moves are checked against both, and exact duplicates dropped;
/// 6. (only reachable with repeated updates that count twice) the before and after states must map onto each other;
/// 7. the counts must add up, reported with the dialect's texts.
///
/// The first violation in that order is the failure. The counts after the batch are read between steps 1 and 3, as
/// UIKit asks the data source for them there.
///
/// - Complexity: O((u + s) log u) for u recorded updates and s sections; never proportional to the number of items.
enum BatchUpdateValidator {
    /// Validates `request` exactly as UICollectionView commits a batch (the steps listed on this type).
    ///
    /// - Parameters:
    ///   - request: The updates recorded during the batch.
    ///   - countsBefore: Item counts per section before the batch; its count is the section count.
    ///   - countsAfter: Item counts per section as the data source reports them after the update block.
    ///   - isItemVisible: Whether the item at a before-coordinate index path currently has a visible cell. Item
    ///     reloads of invisible items are dropped entirely, as UIKit does for apps linked on a recent SDK. It is
    ///     called once per distinct reloaded item, which may lie out of range; answer `false` then.
    /// - Returns: The mapping from the before state to the after state, or the exception UIKit would raise.
    /// - Complexity: O((u + s) log u) for u recorded updates and s sections.
    static func validate(
        _ request: BatchUpdateRequest, countsBefore: [Int], countsAfter: [Int], isItemVisible: (IndexPath) -> Bool
    ) -> Result<BatchUpdateResult, CollectionViewInconsistency> {
        validate(
            request, as: .collectionView, countsBefore: countsBefore, countsAfter: { countsAfter },
            isItemVisible: isItemVisible
        )
    }

    /// Validates `request` with the rules and texts of `dialect` (the steps listed on this type).
    ///
    /// - Parameters:
    ///   - request: The updates recorded during the batch.
    ///   - dialect: The view whose rules and texts apply.
    ///   - countsBefore: Element counts per section before the batch; its count is the section count.
    ///   - countsAfter: Reads the element counts per section from the data source after the update block. It is
    ///     called once, after the reloads are decomposed, and not at all when a reload conflicts with a delete or an
    ///     index path is malformed.
    ///   - isItemVisible: Whether the element at a before-coordinate index path has a cell; element reloads of those
    ///     without one are dropped. It is called once per distinct reloaded element, which may lie out of range.
    /// - Returns: The mapping from the before state to the after state, or the exception UIKit would raise.
    /// - Complexity: O((u + s) log u) for u recorded updates and s sections.
    static func validate(
        _ request: BatchUpdateRequest, as dialect: BatchUpdateDialect, countsBefore: [Int],
        countsAfter readCountsAfter: () -> [Int], isItemVisible: (IndexPath) -> Bool
    ) -> Result<BatchUpdateResult, CollectionViewInconsistency> {
        do throws(CollectionViewInconsistency) {
            try checkIndexPathShapes(of: request, as: dialect)
            var (deletes, inserts, reloads) = try decomposeReloads(of: request, isItemVisible: isItemVisible)
            let countsAfter = readCountsAfter()
            deletes.sort { $0.uikitOrder > $1.uikitOrder }
            inserts.sort { $0.insertOrder < $1.insertOrder }
            let validatedDeletes = try validateDeletes(deletes, of: request, as: dialect, countsBefore: countsBefore)
            let validatedInserts = try validateInserts(inserts, of: request, as: dialect, countsAfter: countsAfter)
            let moves = try validateMoves(
                of: request, as: dialect, countsBefore: countsBefore, countsAfter: countsAfter)
            let batch = ValidatedBatch(
                deletes: validatedDeletes, inserts: validatedInserts, sectionMoves: moves.sections,
                itemMoves: moves.items, reloads: reloads
            )
            return .success(
                try checkCounts(of: batch, as: dialect, countsBefore: countsBefore, countsAfter: countsAfter))
        } catch {
            return .failure(error)
        }
    }
}

extension BatchUpdateValidator {
    /// A delete or an insert once reloads are decomposed: a whole section, or one item.
    enum Target: Hashable {
        case section(Int)
        case item(IndexPath)

        var section: Int {
            switch self {
            case .section(let section): section
            case .item(let indexPath): indexPath.sectionIndex
            }
        }

        /// The index path UIKit gives this update: a section update addresses item `NSNotFound`.
        var indexPath: IndexPath {
            switch self {
            case .section(let section): IndexPath(itemIndex: NSNotFound, sectionIndex: section)
            case .item(let indexPath): indexPath
            }
        }

        /// UIKit's order, by index path: a section update sits at item `NSNotFound`, after its own items, so a
        /// descending sort meets a section delete before the item deletes it absorbs.
        var uikitOrder: (Int, Int) { (section, indexPath.itemIndex) }

        /// The ascending order of inserts: a section insert before the item inserts into it.
        ///
        /// UIKit's order would meet a section insert after the item inserts it absorbs, which would then be
        /// range-checked against the new section; putting the section first makes the absorption total, as the
        /// reference describes it.
        var insertOrder: (Int, Int) {
            switch self {
            case .section(let section): (section, Int.min)
            case .item(let indexPath): (indexPath.sectionIndex, indexPath.itemIndex)
            }
        }
    }

    /// The updates that passed steps 1–5, ready for the count checks.
    struct ValidatedBatch {
        /// Descending; item deletes implied by a section delete removed.
        var deletes: [Target]
        /// Ascending; item inserts implied by a section insert removed.
        var inserts: [Target]
        /// Call order, exact duplicates removed.
        var sectionMoves: [(from: Int, to: Int)]
        /// Call order, exact duplicates removed.
        var itemMoves: [(from: IndexPath, to: IndexPath)]
        /// The reloads step 1 decomposed, ascending: where each was deleted and where it was inserted again.
        var reloads: [(from: Target, to: Target)]
    }

    // MARK: Index path shapes

    /// Rejects an item index path without exactly two indexes before any step reads its section or item, in the order
    /// UIKit reads them: deletes, inserts, reloads, then moves (source before destination).
    private static func checkIndexPathShapes(
        of request: BatchUpdateRequest, as dialect: BatchUpdateDialect
    ) throws(CollectionViewInconsistency) {
        let paths = [request.deletedItems, request.insertedItems, request.reloadedItems]
        for indexPath in paths.joined() where !indexPath.isItemIndexPath {
            throw .internalInconsistency(ViewFailure.invalidIndexPath(indexPath, in: dialect))
        }
        for move in request.movedItems {
            for indexPath in [move.from, move.to] where !indexPath.isItemIndexPath {
                throw .internalInconsistency(ViewFailure.invalidIndexPath(indexPath, in: dialect))
            }
        }
    }

    // MARK: Step 1

    private static func decomposeReloads(
        of request: BatchUpdateRequest, isItemVisible: (IndexPath) -> Bool
    ) throws(CollectionViewInconsistency) -> (
        deletes: [Target], inserts: [Target], reloads: [(from: Target, to: Target)]
    ) {
        var deletes = request.deletedSections.map(Target.section) + request.deletedItems.map(Target.item)
        var inserts = request.insertedSections.map(Target.section) + request.insertedItems.map(Target.item)
        let reloads = Set(request.reloadedSections.map(Target.section) + request.reloadedItems.map(Target.item))
            .sorted { $0.uikitOrder < $1.uikitOrder }
        guard !reloads.isEmpty else { return (deletes, inserts, []) }

        let explicitDeletes = Set(deletes)
        let shift = ReloadShift(request)
        var decomposed: [(from: Target, to: Target)] = []
        for reload in reloads {
            if case .item(let indexPath) = reload, !isItemVisible(indexPath) { continue }
            if explicitDeletes.contains(reload) {
                throw .internalInconsistency(
                    "attempt to delete and reload the same index path (\(reload.indexPath.uikitDescription))"
                )
            }
            let destination = shift.destination(of: reload)
            deletes.append(reload)
            inserts.append(destination)
            decomposed.append((from: reload, to: destination))
        }
        return (deletes, inserts, decomposed)
    }

    /// Where UIKit re-inserts a reloaded section or item: shifted left past the deletes before it and right past
    /// the inserts at or before it. Only the recorded deletes and inserts count; moves are ignored, as in UIKit.
    private struct ReloadShift {
        let deletedSections: SortedPositions
        let insertedSections: SortedPositions
        let deletedItems: [Int: SortedPositions]
        let insertedItems: [Int: SortedPositions]

        init(_ request: BatchUpdateRequest) {
            deletedSections = SortedPositions(request.deletedSections)
            insertedSections = SortedPositions(request.insertedSections)
            deletedItems = SortedPositions.grouped(request.deletedItems)
            insertedItems = SortedPositions.grouped(request.insertedItems)
        }

        func destination(of reload: Target) -> Target {
            let section = insertedSections.skipping(reload.section - deletedSections.countBelow(reload.section))
            guard case .item(let indexPath) = reload else { return .section(section) }
            let item =
                indexPath.itemIndex - (deletedItems[indexPath.sectionIndex]?.countBelow(indexPath.itemIndex) ?? 0)
            return .item(IndexPath(itemIndex: insertedItems[section]?.skipping(item) ?? item, sectionIndex: section))
        }
    }

    // MARK: Steps 3 and 4

    /// Step 3: the deletes, against the counts before the batch.
    private static func validateDeletes(
        _ deletes: [Target], of request: BatchUpdateRequest, as dialect: BatchUpdateDialect, countsBefore: [Int]
    ) throws(CollectionViewInconsistency) -> [Target] {
        try validate(
            deletes, as: UpdateKind(isDelete: true, dialect: dialect), counts: countsBefore,
            movedSections: Set(request.movedSections.map(\.from)), movedItems: Set(request.movedItems.map(\.from)))
    }

    /// Step 4: the inserts, against the counts after the batch.
    private static func validateInserts(
        _ inserts: [Target], of request: BatchUpdateRequest, as dialect: BatchUpdateDialect, countsAfter: [Int]
    ) throws(CollectionViewInconsistency) -> [Target] {
        try validate(
            inserts, as: UpdateKind(isDelete: false, dialect: dialect), counts: countsAfter,
            movedSections: Set(request.movedSections.map(\.to)), movedItems: Set(request.movedItems.map(\.to)))
    }

    /// Checks deletes against the counts before the batch, or inserts against those after it, and drops the item
    /// updates that a section update of the same kind absorbs (the section comes first in `targets`' order), and,
    /// where the dialect collapses repeats, an update equal to the one before it (`targets` is sorted).
    ///
    /// - Parameters:
    ///   - movedSections: The sections the moves leave (for deletes) or reach (for inserts).
    ///   - movedItems: The index paths the moves leave (for deletes) or reach (for inserts).
    private static func validate(
        _ targets: [Target], as kind: UpdateKind, counts: [Int], movedSections: Set<Int>, movedItems: Set<IndexPath>
    ) throws(CollectionViewInconsistency) -> [Target] {
        var wholeSections = Set<Int>()
        var validated: [Target] = []
        for target in targets {
            switch target {
            case .section(let section):
                if movedSections.contains(section) { throw .internalInconsistency(kind.sectionAlsoMoved(section)) }
                guard counts.indices.contains(section) else {
                    throw .internalInconsistency(kind.sectionOutOfRange(section, sectionCount: counts.count))
                }
                wholeSections.insert(section)
            case .item(let indexPath):
                if wholeSections.contains(indexPath.sectionIndex) { continue }
                if movedItems.contains(indexPath) { throw .internalInconsistency(kind.itemAlsoMoved(indexPath)) }
                guard counts.indices.contains(indexPath.sectionIndex) else {
                    throw .internalInconsistency(kind.itemSectionOutOfRange(indexPath, sectionCount: counts.count))
                }
                guard 0 <= indexPath.itemIndex && indexPath.itemIndex < counts[indexPath.sectionIndex] else {
                    throw .internalInconsistency(
                        kind.itemOutOfRange(indexPath, itemCount: counts[indexPath.sectionIndex]))
                }
            }
            if kind.dialect.collapsesRepeats && validated.last == target { continue }
            validated.append(target)
        }
        return validated
    }

    /// Whether steps 3 and 4 check deletes or inserts, in which view: the checks are the same, UIKit's texts are not.
    private struct UpdateKind {
        let isDelete: Bool
        let dialect: BatchUpdateDialect

        /// UIKit's text for a section both deleted (inserted) and moved from (to).
        func sectionAlsoMoved(_ section: Int) -> String {
            isDelete
                ? "attempt to perform a delete and a move from the same section (\(section))"
                : "attempt to perform an insert and a move to the same section (\(section))"
        }

        /// UIKit's text for a section past the counts.
        func sectionOutOfRange(_ section: Int, sectionCount: Int) -> String {
            isDelete
                ? "attempt to delete section \(section), but there are only \(sectionCount) sections before the update"
                : "attempt to insert section \(section) but there are only \(sectionCount) sections after the update"
        }

        /// UIKit's text for an element both deleted (inserted) and moved from (to).
        func itemAlsoMoved(_ indexPath: IndexPath) -> String {
            isDelete
                ? "attempt to perform a delete and a move from the same index path (\(indexPath.uikitDescription))"
                : "attempt to perform an insert and a move to the same index path (\(indexPath.uikitDescription))"
        }

        /// UIKit's text for an element in a section past the counts.
        func itemSectionOutOfRange(_ indexPath: IndexPath, sectionCount: Int) -> String {
            let (element, item, section) = (dialect.element, indexPath.itemIndex, indexPath.sectionIndex)
            return isDelete
                ? "attempt to delete \(element) \(item) from section \(section), but there are only \(sectionCount) "
                    + "sections before the update"
                : "attempt to insert \(element) \(item) into section \(section), but there are only \(sectionCount) "
                    + "sections after the update"
        }

        /// UIKit's text for an element past its section's count.
        func itemOutOfRange(_ indexPath: IndexPath, itemCount: Int) -> String {
            let (element, item, section) = (dialect.element, indexPath.itemIndex, indexPath.sectionIndex)
            return isDelete
                ? "attempt to delete \(element) \(item) from section \(section) which only contains \(itemCount) "
                    + "\(dialect.elements) before the update"
                : "attempt to insert \(element) \(item) into section \(section), but there are only \(itemCount) "
                    + "\(dialect.elements) in section \(section) after the update"
        }
    }
}

extension IndexPath {
    /// The index path as `NSIndexPath` describes itself inside UIKit's exception texts, without the object address
    /// that cannot be reproduced: `{length = 2, path = 0 - 3}` where UIKit prints
    /// `<NSIndexPath: 0x6000015c82c0> {length = 2, path = 0 - 3}`.
    ///
    /// Use it wherever a UIKit message formats an index path with `%@`.
    var uikitDescription: String {
        "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
