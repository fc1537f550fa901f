import Foundation

extension BatchUpdateValidator {
    // MARK: Step 5

    // NB: the request keeps section and item moves apart, so UIKit's interleaved call order is lost; section moves
    // are checked first. Every move is range-checked before any duplicate is looked for, as UIKit asserts the ranges
    // before it de-duplicates.
    static func validateMoves(
        of request: BatchUpdateRequest, as dialect: BatchUpdateDialect, countsBefore: [Int], countsAfter: [Int]
    ) throws(CollectionViewInconsistency) -> (
        sections: [(from: Int, to: Int)], items: [(from: IndexPath, to: IndexPath)]
    ) {
        for move in request.movedSections {
            try checkRange(ofSectionMove: move, countsBefore: countsBefore, countsAfter: countsAfter)
        }
        for move in request.movedItems {
            try checkRange(ofItemMove: move, as: dialect, countsBefore: countsBefore, countsAfter: countsAfter)
        }
        let sections = try deduplicated(
            request.movedSections,
            toBoth: { "attempt to move section \($0) to both section \($1) and section \($2)" },
            bothTo: { "attempt to move both section \($0) and section \($1) to section \($2)" }
        )
        let items = try deduplicated(
            request.movedItems,
            toBoth: {
                "attempt to move \(dialect.element) at index path \($0.uikitDescription) to both "
                    + "\($1.uikitDescription) and \($2.uikitDescription)"
            },
            bothTo: {
                "attempt to move both \(dialect.element) at index path \($0.uikitDescription) and "
                    + "\($1.uikitDescription) to \($2.uikitDescription)"
            }
        )
        return (sections, items)
    }

    private static func checkRange(
        ofSectionMove move: (from: Int, to: Int), countsBefore: [Int], countsAfter: [Int]
    ) throws(CollectionViewInconsistency) {
        guard countsBefore.indices.contains(move.from) else {
            throw .internalInconsistency(
                "attempt to move section \(move.from), but there are only \(countsBefore.count) sections before "
                    + "the update"
            )
        }
        guard countsAfter.indices.contains(move.to) else {
            // NB: "to to" is UIKit's typo, kept for byte-exact parity.
            throw .internalInconsistency(
                "attempt to to move section \(move.from) to section \(move.to), but there are only "
                    + "\(countsAfter.count) sections after the update"
            )
        }
    }

    private static func checkRange(
        ofItemMove move: (from: IndexPath, to: IndexPath), as dialect: BatchUpdateDialect, countsBefore: [Int],
        countsAfter: [Int]
    ) throws(CollectionViewInconsistency) {
        let (from, to) = (move.from, move.to)
        guard countsBefore.indices.contains(from.sectionIndex) else {
            throw .internalInconsistency(
                "attempt to move index path (\(from.uikitDescription)) from a section that does not exist - there "
                    + "are only \(countsBefore.count) sections before the update"
            )
        }
        guard 0 <= from.itemIndex && from.itemIndex < countsBefore[from.sectionIndex] else {
            throw .internalInconsistency(
                "attempt to move index path (\(from.uikitDescription)) that does not exist - there are only "
                    + "\(countsBefore[from.sectionIndex]) \(dialect.elements) in section \(from.sectionIndex) "
                    + "before the update"
            )
        }
        guard countsAfter.indices.contains(to.sectionIndex) else {
            throw .internalInconsistency(
                "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) in "
                    + "section that does not exist - there are only \(countsAfter.count) sections after the update"
            )
        }
        guard 0 <= to.itemIndex && to.itemIndex < countsAfter[to.sectionIndex] else {
            throw .internalInconsistency(
                "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) that "
                    + "does not exist - there are only \(countsAfter[to.sectionIndex]) \(dialect.elements) in section "
                    + "\(to.sectionIndex) after the update"
            )
        }
    }

    /// Drops exact duplicate moves and rejects a source moved twice or a destination reached twice.
    ///
    /// - Parameters:
    ///   - toBoth: The reason for one source moved to two destinations: (source, first, second destination).
    ///   - bothTo: The reason for two sources moved to one destination: (first, second source, destination).
    private static func deduplicated<Position: Hashable>(
        _ moves: [(from: Position, to: Position)],
        toBoth: (Position, Position, Position) -> String,
        bothTo: (Position, Position, Position) -> String
    ) throws(CollectionViewInconsistency) -> [(from: Position, to: Position)] {
        var destinationOfSource: [Position: Position] = [:]
        var sourceOfDestination: [Position: Position] = [:]
        var unique: [(from: Position, to: Position)] = []
        for move in moves {
            if let destination = destinationOfSource[move.from] {
                if destination == move.to { continue }
                throw .internalInconsistency(toBoth(move.from, destination, move.to))
            }
            if let source = sourceOfDestination[move.to] {
                throw .internalInconsistency(bothTo(source, move.from, move.to))
            }
            destinationOfSource[move.from] = move.to
            sourceOfDestination[move.to] = move.from
            unique.append(move)
        }
        return unique
    }
}
