import Foundation

/// Checks a batch of collection-view updates the way UIKit does when the batch commits, and maps the state before
/// the batch onto the state after it.
///
/// The steps and texts are those of `-[UICollectionView _endItemAnimationsWithInvalidationContext:…]` in iOS 26.1
/// as observed there:
/// 1. reloads become a delete plus an insert, and item reloads of invisible items are dropped;
/// 2. deletes are sorted descending, inserts ascending, moves keep call order;
/// 3. deletes are checked against the counts before the batch;
/// 4. inserts are checked against the counts after it;
/// 5. moves are checked against both, and exact duplicates dropped;
/// 6. (only reachable with duplicated updates) the before and after states must map onto each other;
/// 7. the counts must add up, reported with UIKit's classic texts.
///
/// The first violation in that order is the failure.
///
/// - Complexity: O((u + s) log u) for u recorded updates and s sections; never proportional to the number of items.
enum BatchUpdateValidator {
    /// Validates `request` exactly as UIKit commits a batch (the steps listed on this type).
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
        do throws(CollectionViewInconsistency) {
            try checkIndexPathShapes(of: request)
            var (deletes, inserts) = try decomposeReloads(of: request, isItemVisible: isItemVisible)
            deletes.sort { $0.uikitOrder > $1.uikitOrder }
            inserts.sort { $0.insertOrder < $1.insertOrder }
            let validatedDeletes = try validateDeletes(deletes, of: request, countsBefore: countsBefore)
            let validatedInserts = try validateInserts(inserts, of: request, countsAfter: countsAfter)
            let moves = try validateMoves(of: request, countsBefore: countsBefore, countsAfter: countsAfter)
            let batch = ValidatedBatch(
                deletes: validatedDeletes, inserts: validatedInserts, sectionMoves: moves.sections,
                itemMoves: moves.items
            )
            return .success(try checkCounts(of: batch, countsBefore: countsBefore, countsAfter: countsAfter))
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
    }

    // MARK: Index path shapes

    /// Rejects an item index path without exactly two indexes before any step reads its section or item, in the order
    /// UIKit reads them: deletes, inserts, reloads, then moves (source before destination).
    private static func checkIndexPathShapes(of request: BatchUpdateRequest) throws(CollectionViewInconsistency) {
        let paths = [request.deletedItems, request.insertedItems, request.reloadedItems]
        for indexPath in paths.joined() where !indexPath.isItemIndexPath {
            throw .internalInconsistency(ViewFailure.invalidIndexPath(indexPath))
        }
        for move in request.movedItems {
            for indexPath in [move.from, move.to] where !indexPath.isItemIndexPath {
                throw .internalInconsistency(ViewFailure.invalidIndexPath(indexPath))
            }
        }
    }

    // MARK: Step 1

    private static func decomposeReloads(
        of request: BatchUpdateRequest, isItemVisible: (IndexPath) -> Bool
    ) throws(CollectionViewInconsistency) -> (deletes: [Target], inserts: [Target]) {
        var deletes = request.deletedSections.map(Target.section) + request.deletedItems.map(Target.item)
        var inserts = request.insertedSections.map(Target.section) + request.insertedItems.map(Target.item)
        let reloads = Set(request.reloadedSections.map(Target.section) + request.reloadedItems.map(Target.item))
            .sorted { $0.uikitOrder < $1.uikitOrder }
        guard !reloads.isEmpty else { return (deletes, inserts) }

        let explicitDeletes = Set(deletes)
        let shift = ReloadShift(request)
        for reload in reloads {
            if case .item(let indexPath) = reload, !isItemVisible(indexPath) { continue }
            if explicitDeletes.contains(reload) {
                throw .internalInconsistency(
                    "attempt to delete and reload the same index path (\(reload.indexPath.uikitDescription))"
                )
            }
            deletes.append(reload)
            inserts.append(shift.destination(of: reload))
        }
        return (deletes, inserts)
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
        _ deletes: [Target], of request: BatchUpdateRequest, countsBefore: [Int]
    ) throws(CollectionViewInconsistency) -> [Target] {
        try validate(
            deletes, as: .delete, counts: countsBefore, movedSections: Set(request.movedSections.map(\.from)),
            movedItems: Set(request.movedItems.map(\.from)))
    }

    /// Step 4: the inserts, against the counts after the batch.
    private static func validateInserts(
        _ inserts: [Target], of request: BatchUpdateRequest, countsAfter: [Int]
    ) throws(CollectionViewInconsistency) -> [Target] {
        try validate(
            inserts, as: .insert, counts: countsAfter, movedSections: Set(request.movedSections.map(\.to)),
            movedItems: Set(request.movedItems.map(\.to)))
    }

    /// Checks deletes against the counts before the batch, or inserts against those after it, and drops the item
    /// updates that a section update of the same kind absorbs (the section comes first in `targets`' order).
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
            validated.append(target)
        }
        return validated
    }

    /// Whether steps 3 and 4 check deletes or inserts: the checks are the same, UIKit's texts are not.
    private enum UpdateKind {
        case delete
        case insert

        /// UIKit's text for a section both deleted (inserted) and moved from (to).
        func sectionAlsoMoved(_ section: Int) -> String {
            switch self {
            case .delete: "attempt to perform a delete and a move from the same section (\(section))"
            case .insert: "attempt to perform an insert and a move to the same section (\(section))"
            }
        }

        /// UIKit's text for a section past the counts.
        func sectionOutOfRange(_ section: Int, sectionCount: Int) -> String {
            switch self {
            case .delete:
                "attempt to delete section \(section), but there are only \(sectionCount) sections before the update"
            case .insert:
                "attempt to insert section \(section) but there are only \(sectionCount) sections after the update"
            }
        }

        /// UIKit's text for an item both deleted (inserted) and moved from (to).
        func itemAlsoMoved(_ indexPath: IndexPath) -> String {
            switch self {
            case .delete:
                "attempt to perform a delete and a move from the same index path (\(indexPath.uikitDescription))"
            case .insert:
                "attempt to perform an insert and a move to the same index path (\(indexPath.uikitDescription))"
            }
        }

        /// UIKit's text for an item in a section past the counts.
        func itemSectionOutOfRange(_ indexPath: IndexPath, sectionCount: Int) -> String {
            let (item, section) = (indexPath.itemIndex, indexPath.sectionIndex)
            return switch self {
            case .delete:
                "attempt to delete item \(item) from section \(section), but there are only \(sectionCount) sections "
                    + "before the update"
            case .insert:
                "attempt to insert item \(item) into section \(section), but there are only \(sectionCount) sections "
                    + "after the update"
            }
        }

        /// UIKit's text for an item past its section's count.
        func itemOutOfRange(_ indexPath: IndexPath, itemCount: Int) -> String {
            let (item, section) = (indexPath.itemIndex, indexPath.sectionIndex)
            return switch self {
            case .delete:
                "attempt to delete item \(item) from section \(section) which only contains \(itemCount) items "
                    + "before the update"
            case .insert:
                "attempt to insert item \(item) into section \(section), but there are only \(itemCount) items in "
                    + "section \(section) after the update"
            }
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
