import Foundation
import XCTest

@testable import VirtualUIKit

/// Random table batches near the edge of validity: the validator must accept exactly those that a direct reading of
/// UITableView's rules accepts.
final class TableBatchUpdatesRandomizedTests: XCTestCase {
    /// Set `TABLE_BATCH_SEED` to the seed a failure prints to replay it first.
    private static let defaultSeed: UInt64 = 0x7AB1_E0B4_7C11
    private static let scenarioCount = 3000

    func testRandomBatches_areAcceptedExactlyWhenTheRulesAcceptThem() {
        let environment = ProcessInfo.processInfo.environment
        let baseSeed = environment["TABLE_BATCH_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        print("TableBatchUpdatesRandomizedTests: base seed \(baseSeed)")
        var (accepted, rejected) = (0, 0)
        var acceptedKinds = Set<String>()
        for offset in 0..<Self.scenarioCount {
            let seed = baseSeed &+ UInt64(offset)
            var generator = TableScenarioGenerator(seed: seed)
            let scenario = generator.makeScenario()
            let context = "seed \(seed) (replay with TABLE_BATCH_SEED=\(seed)); \(scenario)"
            let modelAccepts = TableRulesModel(scenario).accepts
            switch scenario.validate() {
            case .success:
                XCTAssertTrue(modelAccepts, "the validator accepted a batch the rules reject; \(context)")
                accepted += 1
                acceptedKinds.formUnion(scenario.kinds)
            case .failure(let inconsistency):
                XCTAssertFalse(modelAccepts, "the validator rejected a valid batch: \(inconsistency); \(context)")
                XCTAssertFalse(
                    inconsistency.reason.contains(" item") || inconsistency.reason.contains("collection"),
                    "a collection-view word in a table text: \(inconsistency.reason); \(context)")
                rejected += 1
            }
            // One broken scenario is enough to debug; more would bury it.
            if (testRun?.totalFailureCount ?? 0) > 0 { return }
        }
        // Guards against a generator that drifted to batches that are all valid or all invalid.
        XCTAssertGreaterThan(accepted, Self.scenarioCount / 5, "accepted \(accepted), rejected \(rejected)")
        XCTAssertGreaterThan(rejected, Self.scenarioCount / 5, "accepted \(accepted), rejected \(rejected)")
        XCTAssertEqual(acceptedKinds.count, 8, "accepted batches covered only \(acceptedKinds.sorted())")
    }
}

/// One random batch: the counts before and after, the declared updates, and the rows that have a cell.
private struct TableScenario: CustomStringConvertible {
    var before: [Int] = []
    var after: [Int] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var rowsWithCells: Set<IndexPath> = []

    /// The kinds of update the batch declares.
    var kinds: Set<String> {
        let kinds: [(String, Bool)] = [
            ("deletedSections", !deletedSections.isEmpty), ("insertedSections", !insertedSections.isEmpty),
            ("reloadedSections", !reloadedSections.isEmpty), ("movedSections", !movedSections.isEmpty),
            ("deletedRows", !deletedRows.isEmpty), ("insertedRows", !insertedRows.isEmpty),
            ("reloadedRows", !reloadedRows.contains(where: rowsWithCells.contains)), ("movedRows", !movedRows.isEmpty),
        ]
        return Set(kinds.filter(\.1).map(\.0))
    }

    func validate() -> Result<TableBatchPlan<Int>, CollectionViewInconsistency> {
        var updates = TableBatchUpdates<Int>()
        // One call per section: an index set would collapse repeats before the validator sees them.
        for section in deletedSections { updates.deleteSections([section], with: 0) }
        for section in insertedSections { updates.insertSections([section], with: 0) }
        for section in reloadedSections { updates.reloadSections([section], with: 0) }
        for move in movedSections { updates.moveSection(move.from, toSection: move.to) }
        updates.deleteRows(at: deletedRows, with: 0)
        updates.insertRows(at: insertedRows, with: 0)
        updates.reloadRows(at: reloadedRows, with: 0)
        for move in movedRows { updates.moveRow(at: move.from, to: move.to) }
        return updates.validate(
            countsBefore: before, countsAfter: { after }, countTexts: .classic, rowHasCell: rowsWithCells.contains)
    }

    var description: String {
        func paths(_ indexPaths: [IndexPath]) -> String {
            "[" + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
        }
        return "before \(before), after \(after), deleteSections \(deletedSections), "
            + "insertSections \(insertedSections), reloadSections \(reloadedSections), "
            + "moveSections \(movedSections.map { "\($0.from)→\($0.to)" }), deleteRows \(paths(deletedRows)), "
            + "insertRows \(paths(insertedRows)), reloadRows \(paths(reloadedRows)) "
            + "(with cells \(paths(rowsWithCells.sorted()))), "
            + "moveRows \(movedRows.map { "\($0.from.section)-\($0.from.item)→\($0.to.section)-\($0.to.item)" })"
    }
}

/// UITableView's batch rules read as directly as they are written: reloads become deletes and inserts, repeats
/// collapse, section updates absorb the row updates in them, every update must be in range and free of conflicts,
/// and every surviving section's rows must add up.
private struct TableRulesModel {
    let scenario: TableScenario
    /// The deletes and inserts once reloads are decomposed and repeats collapsed; `nil` when a reload is also deleted.
    let updates: Decomposed?

    struct Decomposed {
        var deletedSections: Set<Int>
        var insertedSections: Set<Int>
        var deletedRows: Set<IndexPath>
        var insertedRows: Set<IndexPath>
    }

    init(_ scenario: TableScenario) {
        self.scenario = scenario
        updates = Self.decompose(scenario)
    }

    /// Whether the rules accept the batch.
    var accepts: Bool {
        guard let updates, updatesAreValid(updates), let expected = expectedCounts(updates) else { return false }
        return scenario.after.indices.allSatisfy { section in
            updates.insertedSections.contains(section)
                || (scenario.after[section] >= 0 && scenario.after[section] == expected[section])
        }
    }

    /// The counts after the batch the rules expect, or `nil` when the section updates do not add up.
    var expectedCountsAfter: [Int]? {
        updates.flatMap(expectedCounts)
    }

    private static func decompose(_ scenario: TableScenario) -> Decomposed? {
        let reloadedRows = Set(scenario.reloadedRows.filter(scenario.rowsWithCells.contains))
        let reloadedSections = Set(scenario.reloadedSections)
        guard reloadedSections.isDisjoint(with: scenario.deletedSections),
            reloadedRows.isDisjoint(with: scenario.deletedRows)
        else { return nil }
        // A reload comes back shifted left by the deletes before it and right by each insert at or before it.
        func shifted(_ position: Int, deletes: [Int], inserts: [Int]) -> Int {
            var position = position - deletes.filter { $0 < position }.count
            for insert in inserts.sorted() where insert <= position { position += 1 }
            return position
        }
        var result = Decomposed(
            deletedSections: Set(scenario.deletedSections).union(reloadedSections),
            insertedSections: Set(scenario.insertedSections),
            deletedRows: Set(scenario.deletedRows).union(reloadedRows), insertedRows: Set(scenario.insertedRows))
        for section in reloadedSections {
            result.insertedSections.insert(
                shifted(section, deletes: scenario.deletedSections, inserts: scenario.insertedSections))
        }
        for row in reloadedRows {
            let section = shifted(row.section, deletes: scenario.deletedSections, inserts: scenario.insertedSections)
            let item = shifted(
                row.item, deletes: scenario.deletedRows.filter { $0.section == row.section }.map(\.item),
                inserts: scenario.insertedRows.filter { $0.section == section }.map(\.item))
            result.insertedRows.insert(IndexPath(item: item, section: section))
        }
        return result
    }

    /// Every update in range and free of conflicts, and the sections adding up.
    private func updatesAreValid(_ updates: Decomposed) -> Bool {
        let (before, after) = (scenario.before, scenario.after)
        func contains(_ counts: [Int], _ row: IndexPath) -> Bool {
            counts.indices.contains(row.section) && (0..<max(counts[row.section], 0)).contains(row.item)
        }
        func isOneToOne<Position: Hashable>(_ moves: [(from: Position, to: Position)]) -> Bool {
            let unique = Set(moves.map { [$0.from, $0.to] })
            return Set(unique.map { $0[0] }).count == unique.count && Set(unique.map { $0[1] }).count == unique.count
        }
        let (sectionSources, sectionDestinations) = (
            scenario.movedSections.map(\.from), scenario.movedSections.map(\.to)
        )
        let (rowSources, rowDestinations) = (Set(scenario.movedRows.map(\.from)), Set(scenario.movedRows.map(\.to)))
        let deletesAreValid =
            updates.deletedSections.allSatisfy { before.indices.contains($0) && !sectionSources.contains($0) }
            && updates.deletedRows.filter { !updates.deletedSections.contains($0.section) }.allSatisfy {
                contains(before, $0) && !rowSources.contains($0)
            }
        let insertsAreValid =
            updates.insertedSections.allSatisfy { after.indices.contains($0) && !sectionDestinations.contains($0) }
            && updates.insertedRows.filter { !updates.insertedSections.contains($0.section) }.allSatisfy {
                contains(after, $0) && !rowDestinations.contains($0)
            }
        let movesAreValid =
            scenario.movedSections.allSatisfy { before.indices.contains($0.from) && after.indices.contains($0.to) }
            && scenario.movedRows.allSatisfy { contains(before, $0.from) && contains(after, $0.to) }
            && isOneToOne(scenario.movedSections) && isOneToOne(scenario.movedRows)
        return deletesAreValid && insertsAreValid && movesAreValid
            && after.count == before.count - updates.deletedSections.count + updates.insertedSections.count
    }

    /// The section each section before the batch becomes (`nil` when it goes): moved ones where they were moved, the
    /// others in order into the places no insert or move takes. `nil` when those places do not fit.
    private func finalSections(_ updates: Decomposed, sectionCountAfter: Int) -> [Int?]? {
        let movedTo = Dictionary(
            scenario.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let taken = updates.insertedSections.union(movedTo.values)
        let free = (0..<sectionCountAfter).filter { !taken.contains($0) }
        let staying = scenario.before.indices.filter { !updates.deletedSections.contains($0) && movedTo[$0] == nil }
        guard free.count == staying.count, movedTo.keys.allSatisfy(scenario.before.indices.contains) else { return nil }
        var finals = [Int?](repeating: nil, count: scenario.before.count)
        for (section, place) in zip(staying, free) { finals[section] = place }
        for (from, to) in movedTo { finals[from] = to }
        return finals
    }

    /// Rows after = rows before + inserted − deleted + moved in − moved out, where a move counts only when it
    /// changes section (the section its source becomes is not its destination's).
    private func expectedCounts(_ updates: Decomposed) -> [Int]? {
        let sectionCount = scenario.before.count - updates.deletedSections.count + updates.insertedSections.count
        guard sectionCount >= 0, let finals = finalSections(updates, sectionCountAfter: sectionCount) else {
            return nil
        }
        var counts = [Int](repeating: 0, count: sectionCount)
        for (section, final) in finals.enumerated() {
            guard let final, counts.indices.contains(final) else { continue }
            counts[final] = scenario.before[section] - updates.deletedRows.filter { $0.section == section }.count
        }
        for row in updates.insertedRows where counts.indices.contains(row.section) { counts[row.section] += 1 }
        let uniqueMoves = Set(scenario.movedRows.map { [$0.from, $0.to] })
        for move in uniqueMoves {
            let (from, to) = (move[0], move[1])
            let source = finals.indices.contains(from.section) ? finals[from.section] : nil
            guard source != to.section else { continue }
            if let source, counts.indices.contains(source) { counts[source] -= 1 }
            if counts.indices.contains(to.section) { counts[to.section] += 1 }
        }
        return counts
    }
}

/// Draws small batches whose updates are mostly, but not always, in range and free of conflicts, and counts after the
/// batch that mostly, but not always, add up.
private struct TableScenarioGenerator {
    private var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(state: seed)
    }

    mutating func makeScenario() -> TableScenario {
        var scenario = TableScenario()
        scenario.before = (0..<int(0...4)).map { _ in int(0...4) }
        let (before, sections) = (scenario.before, scenario.before.count)
        let section = { (generator: inout Self) in generator.index(below: sections) }
        let row = { (generator: inout Self) -> IndexPath in
            let section = generator.index(below: sections)
            let count = before.indices.contains(section) ? before[section] : 0
            return IndexPath(item: generator.index(below: count), section: section)
        }
        scenario.deletedSections = draws { section(&$0) }
        scenario.insertedSections = draws { section(&$0) }
        scenario.reloadedSections = draws { section(&$0) }
        scenario.movedSections = draws { (section(&$0), section(&$0)) }
        scenario.deletedRows = draws { row(&$0) }
        scenario.insertedRows = draws { row(&$0) }
        scenario.reloadedRows = draws { row(&$0) }
        scenario.movedRows = draws { (row(&$0), row(&$0)) }
        for row in scenario.reloadedRows where chance(0.8) { scenario.rowsWithCells.insert(row) }

        if let expected = TableRulesModel(scenario).expectedCountsAfter, chance(0.9) {
            scenario.after = expected.map { max($0, 0) }
            if !scenario.after.isEmpty, chance(0.2) {
                let section = int(0...(scenario.after.count - 1))
                scenario.after[section] += [-1, 1, -(scenario.after[section] + 1)][int(0...2)]
            } else if chance(0.05) {
                scenario.after.append(int(0...3))
            }
        } else {
            scenario.after = (0..<int(0...4)).map { _ in int(0...4) }
        }
        return scenario
    }

    /// Nothing most of the time; otherwise one or two values drawn by `draw`, sometimes the first of them twice.
    private mutating func draws<Value>(_ draw: (inout Self) -> Value) -> [Value] {
        guard chance(0.3) else { return [] }
        var values = [draw(&self)]
        if chance(0.3) { values.append(draw(&self)) }
        if chance(0.1) { values.append(values[0]) }
        return values
    }

    /// An index below `count` most of the time, and `count` itself now and then, so that range checks fail.
    private mutating func index(below count: Int) -> Int {
        count > 0 && chance(0.92) ? int(0...(count - 1)) : count
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &rng)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }
}
