/// One change to a single-section list, as a diffing algorithm reports it to `SingleSectionStorage`.
///
/// A list of operations reads as one batch update: deletes and updates address the old list, inserts the new list,
/// a move goes from an old index to a new one.
public enum SingleSectionOperation: Hashable, Sendable, CustomStringConvertible {
    /// The element at this old index is removed.
    case delete(Int)
    /// An element is inserted at this new index.
    case insert(Int)
    /// The element at old index `from` ends up at new index `to`.
    case move(from: Int, to: Int)
    /// The element at this old index stays but changed, and is redisplayed.
    case update(Int)

    /// For example `delete(1)` or `move(4 → 0)`.
    public var description: String {
        switch self {
        case .delete(let index): "delete(\(index))"
        case .insert(let index): "insert(\(index))"
        case .move(let from, let to): "move(\(from) → \(to))"
        case .update(let index): "update(\(index))"
        }
    }
}

/// A diffing algorithm for `SingleSectionStorage` over `Equatable` models.
///
/// ``ListDiffer``, the built-in one, is the default; conform an adapter to plug in another algorithm.
public protocol EquatableDiffingAlgorithm {
    /// The operations that turn `from` into `to`, as one batch update.
    func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation]
}

/// A diffing algorithm for `SingleSectionStorage` over `Hashable` models, such as a Heckel diff.
public protocol HashableDiffingAlgorithm {
    /// The operations that turn `from` into `to`, as one batch update.
    func diff<T: EntityIdentifiable & Hashable>(from: [T], to: [T]) -> [SingleSectionOperation]
}

/// The built-in differ: ``ListDiff`` over models paired by `identifier` and compared with `==`, as the operations of one
/// batch update.
///
/// ```swift
/// let storage = SingleSectionStorage(items: posts, differ: ListDiffer())   // the default differ
/// ```
public struct ListDiffer: EquatableDiffingAlgorithm, Sendable {
    /// Creates the differ.
    public init() {}

    /// The operations that turn `from` into `to`: ``ListDiff/operations`` of their diff.
    ///
    /// - Complexity: O(*n*) expected, O(*n* log *n*) at worst, for *n* models in both lists.
    public func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] {
        ListDiff(from: from, to: to).operations
    }
}

extension ListDiff {
    /// The diff as the operations of one collection-view batch update.
    ///
    /// A batch cannot reload an element it moves, and it places a reloaded element as if nothing moved (UIKit shifts a
    /// reload past the batch's deletes and inserts only). So:
    /// - an updated element that stays is an ``SingleSectionOperation/update(_:)`` when the diff moves nothing else;
    /// - an updated element that moves, or any updated element when other elements move, is a delete plus an insert.
    ///
    /// The operations come as deletes (ascending), inserts (ascending), moves (by destination), then updates.
    ///
    /// - Complexity: O(*c* log *c*) for *c* changes.
    public var operations: [SingleSectionOperation] {
        let batch = self.batch
        var operations: [SingleSectionOperation] = []
        operations.reserveCapacity(batch.deletes.count + batch.inserts.count + batch.moves.count + batch.reloads.count)
        operations.append(contentsOf: batch.deletes.lazy.map(SingleSectionOperation.delete))
        operations.append(contentsOf: batch.inserts.lazy.map(SingleSectionOperation.insert))
        operations.append(contentsOf: batch.moves.lazy.map { SingleSectionOperation.move(from: $0.old, to: $0.new) })
        operations.append(contentsOf: batch.reloads.lazy.map { SingleSectionOperation.update($0.old) })
        return operations
    }

    /// The changes of one batch update, as ``operations`` describes them; a reload keeps its new index too.
    var batch: (deletes: [Int], inserts: [Int], moves: [Match], reloads: [Match]) {
        var deletes = deletions
        var inserts = insertions
        var plainMoves: [Match] = []
        var updateIsMoved = [Bool](repeating: false, count: updates.count)
        var next = 0
        for move in moves {
            while next < updates.count && updates[next].new < move.new { next += 1 }
            if next < updates.count && updates[next].new == move.new {
                updateIsMoved[next] = true
                deletes.append(move.old)
                inserts.append(move.new)
            } else {
                plainMoves.append(move)
            }
        }
        var reloads: [Match] = []
        for (offset, update) in updates.enumerated() where !updateIsMoved[offset] {
            if plainMoves.isEmpty {
                reloads.append(update)
            } else {
                deletes.append(update.old)
                inserts.append(update.new)
            }
        }
        deletes.sort()
        inserts.sort()
        return (deletes, inserts, plainMoves, reloads)
    }
}
