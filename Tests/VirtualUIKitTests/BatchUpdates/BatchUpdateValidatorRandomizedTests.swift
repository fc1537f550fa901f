import Foundation
import XCTest

@testable import VirtualUIKit

/// Random valid batches, derived from a model whose items carry identities, must be accepted and mapped exactly.
final class BatchUpdateValidatorRandomizedTests: XCTestCase {
    /// Set `BATCH_UPDATE_VALIDATOR_SEED` to the seed a failure prints to replay it first.
    private static let defaultSeed: UInt64 = 0x5EED_0B47_C4ED
    private static let scenarioCount = 500

    func testRandomValidBatches_areAcceptedAndMapEveryItemToWhereItEndedUp() {
        let environment = ProcessInfo.processInfo.environment
        let baseSeed = environment["BATCH_UPDATE_VALIDATOR_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        for offset in 0..<Self.scenarioCount {
            let seed = baseSeed &+ UInt64(offset)
            var generator = ScenarioGenerator(seed: seed)
            let scenario = generator.makeScenario()
            let failuresBefore = testRun?.totalFailureCount ?? 0
            check(scenario, context: "seed \(seed) (replay with BATCH_UPDATE_VALIDATOR_SEED=\(seed)); \(scenario)")
            // One broken scenario is enough to debug; more would bury it.
            if (testRun?.totalFailureCount ?? 0) > failuresBefore { return }
        }
    }

    func testGenerator_coversEveryKindOfUpdate() {
        // Guards the randomised test against a generator that silently stopped producing some update.
        var covered = Set<String>()
        for offset in 0..<UInt64(Self.scenarioCount) {
            var generator = ScenarioGenerator(seed: Self.defaultSeed &+ offset)
            let request = generator.makeScenario().request
            let kinds: [(String, Bool)] = [
                ("insertedSections", !request.insertedSections.isEmpty),
                ("deletedSections", !request.deletedSections.isEmpty),
                ("reloadedSections", !request.reloadedSections.isEmpty),
                ("movedSections", !request.movedSections.isEmpty),
                ("insertedItems", !request.insertedItems.isEmpty),
                ("deletedItems", !request.deletedItems.isEmpty),
                ("reloadedItems", !request.reloadedItems.isEmpty),
                ("movedItems", !request.movedItems.isEmpty),
            ]
            covered.formUnion(kinds.filter(\.1).map(\.0))
        }
        XCTAssertEqual(covered.count, 8, "covered only \(covered.sorted())")
    }

    private func check(_ scenario: Scenario, context: String) {
        let result = BatchUpdateValidator.validate(
            scenario.request, countsBefore: scenario.before.map(\.count), countsAfter: scenario.after.map(\.count),
            isItemVisible: scenario.visibleReloads.contains
        )
        guard case .success(let batch) = result else {
            XCTFail("A valid batch was rejected: \(result); \(context)")
            return
        }
        var finalPositions: [Int: IndexPath] = [:]
        for (section, items) in scenario.after.enumerated() {
            for (item, id) in items.enumerated() { finalPositions[id] = IndexPath(item: item, section: section) }
        }
        var initialPositions: [Int: IndexPath] = [:]
        for (section, items) in scenario.before.enumerated() {
            for (item, id) in items.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                initialPositions[id] = indexPath
                XCTAssertEqual(
                    batch.finalIndexPath(forInitialIndexPath: indexPath), finalPositions[id],
                    "final index path of \(indexPath); \(context)"
                )
            }
            XCTAssertEqual(
                batch.finalSection(forInitialSection: section), scenario.finalSections[section],
                "final section of \(section); \(context)"
            )
        }
        for (section, items) in scenario.after.enumerated() {
            for (item, id) in items.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                XCTAssertEqual(
                    batch.initialIndexPath(forFinalIndexPath: indexPath), initialPositions[id],
                    "initial index path of \(indexPath); \(context)"
                )
            }
            XCTAssertEqual(
                batch.initialSection(forFinalSection: section), scenario.initialSections[section],
                "initial section of \(section); \(context)"
            )
        }
        XCTAssertEqual(batch.deletedItems, scenario.deletedItems, "deleted items; \(context)")
        XCTAssertEqual(batch.insertedItems, scenario.insertedItems, "inserted items; \(context)")
    }
}

/// A batch built by editing a model of item identities, with the outcome the validator must reproduce.
private struct Scenario: CustomStringConvertible {
    var before: [[Int]] = []
    var after: [[Int]] = []
    var request = BatchUpdateRequest()
    var visibleReloads: Set<IndexPath> = []
    var finalSections: [Int?] = []
    var initialSections: [Int?] = []
    /// Descending.
    var deletedItems: [IndexPath] = []
    /// Ascending.
    var insertedItems: [IndexPath] = []

    var description: String {
        func paths(_ indexPaths: [IndexPath]) -> String {
            "[" + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
        }
        func moves<T>(_ moves: [(from: T, to: T)], _ describe: (T) -> String) -> String {
            "[" + moves.map { "\(describe($0.from))→\(describe($0.to))" }.joined(separator: ", ") + "]"
        }
        return "before \(before.map(\.count)), after \(after.map(\.count)), "
            + "deleteSections \(request.deletedSections), insertSections \(request.insertedSections), "
            + "reloadSections \(request.reloadedSections), moveSections \(moves(request.movedSections) { "\($0)" }), "
            + "deleteItems \(paths(request.deletedItems)), insertItems \(paths(request.insertedItems)), "
            + "reloadItems \(paths(request.reloadedItems)) (visible \(paths(visibleReloads.sorted()))), "
            + "moveItems \(moves(request.movedItems) { "\($0.section)-\($0.item)" })"
    }
}

/// Draws a random model, edits it the way UIKit interprets updates, and records the matching request.
///
/// Moved sections and items, inserted sections and inserted items take random places in the after state; the
/// untouched sections and items fill the remaining places in their original order. Reloads replace an item or a
/// section in place; UIKit positions a reload from the deletes and inserts alone, so reloads are only drawn where
/// no move disturbs that position.
private struct ScenarioGenerator {
    private enum SectionFate: Equatable {
        case kept
        case moved
        case deleted
        case reloaded
    }

    private var rng: SplitMix64
    private var lastID = 0

    init(seed: UInt64) {
        rng = SplitMix64(state: seed)
    }

    mutating func makeScenario() -> Scenario {
        var scenario = Scenario()
        for _ in 0..<int(0...5) {
            var items: [Int] = []
            for _ in 0..<int(0...6) { items.append(newID()) }
            scenario.before.append(items)
        }
        let sectionCountBefore = scenario.before.count

        let allowsSectionMoves = chance(0.4)
        var fates: [SectionFate] = []
        for _ in 0..<sectionCountBefore {
            if chance(0.2) {
                fates.append(.deleted)
            } else if allowsSectionMoves && chance(0.35) {
                fates.append(.moved)
            } else if !allowsSectionMoves && chance(0.15) {
                fates.append(.reloaded)
            } else {
                fates.append(.kept)
            }
        }
        let movedSections = fates.indices.filter { fates[$0] == .moved }.shuffled(using: &rng)
        let inPlaceSections = fates.indices.filter { fates[$0] == .kept || fates[$0] == .reloaded }
        let insertedSectionCount = int(0...2)
        let sectionCountAfter = inPlaceSections.count + movedSections.count + insertedSectionCount

        // nil: a section with no predecessor (inserted, or the new incarnation of a reloaded one).
        var initialSections = [Int??](repeating: .none, count: sectionCountAfter)
        let placedSections = (0..<sectionCountAfter).shuffled(using: &rng)
            .prefix(movedSections.count + insertedSectionCount)
        for (offset, position) in placedSections.enumerated() {
            if offset < movedSections.count {
                initialSections[position] = .some(movedSections[offset])
                scenario.request.movedSections.append((from: movedSections[offset], to: position))
            } else {
                initialSections[position] = .some(nil)
                scenario.request.insertedSections.append(position)
            }
        }
        var inPlace = inPlaceSections.makeIterator()
        for position in 0..<sectionCountAfter where initialSections[position] == nil {
            let section = inPlace.next()!
            initialSections[position] = .some(fates[section] == .reloaded ? nil : section)
        }
        scenario.initialSections = initialSections.map { $0! }
        scenario.finalSections = [Int?](repeating: nil, count: sectionCountBefore)
        for (position, section) in scenario.initialSections.enumerated() {
            if let section { scenario.finalSections[section] = position }
        }
        for (section, fate) in fates.enumerated() {
            if fate == .deleted { scenario.request.deletedSections.append(section) }
            if fate == .reloaded { scenario.request.reloadedSections.append(section) }
        }

        var survivors = [[Int]](repeating: [], count: sectionCountBefore)
        var movers: [(from: IndexPath, id: Int)] = []
        for (section, items) in scenario.before.enumerated() {
            let sectionGoes = fates[section] == .deleted || fates[section] == .reloaded
            for (item, id) in items.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                if sectionCountAfter > 0 && chance(sectionGoes ? 0.2 : 0.15) {
                    movers.append((from: indexPath, id: id))
                } else if sectionGoes {
                    // Implied by the section delete, so the validator must ignore it.
                    if chance(0.3) { scenario.request.deletedItems.append(indexPath) }
                } else if chance(0.2) {
                    scenario.request.deletedItems.append(indexPath)
                    scenario.deletedItems.append(indexPath)
                } else {
                    survivors[section].append(id)
                }
            }
        }
        var arrivals = [[(from: IndexPath, id: Int)]](repeating: [], count: sectionCountAfter)
        for mover in movers { arrivals[int(0...(sectionCountAfter - 1))].append(mover) }

        for position in 0..<sectionCountAfter {
            let initialSection = scenario.initialSections[position]
            let base = initialSection.map { survivors[$0] } ?? []
            let newCount = initialSection == nil ? int(0...4) : int(0...2)
            let arriving = arrivals[position]
            let length = base.count + newCount + arriving.count
            var content = [Int?](repeating: nil, count: length)
            for (offset, item) in (0..<length).shuffled(using: &rng).prefix(newCount + arriving.count).enumerated() {
                let indexPath = IndexPath(item: item, section: position)
                if offset < arriving.count {
                    content[item] = arriving[offset].id
                    scenario.request.movedItems.append((from: arriving[offset].from, to: indexPath))
                } else {
                    content[item] = newID()
                    if initialSection != nil {
                        scenario.request.insertedItems.append(indexPath)
                        scenario.insertedItems.append(indexPath)
                    } else if chance(0.3) {
                        // Implied by the section insert, so the validator must ignore it.
                        scenario.request.insertedItems.append(indexPath)
                    }
                }
            }
            var rest = base.makeIterator()
            scenario.after.append(content.map { $0 ?? rest.next()! })
        }

        if scenario.request.movedSections.isEmpty {
            for position in 0..<sectionCountAfter {
                guard let section = scenario.initialSections[position], arrivals[position].isEmpty,
                    !movers.contains(where: { $0.from.section == section })
                else { continue }
                for (item, id) in scenario.after[position].enumerated() {
                    guard let initialItem = scenario.before[section].firstIndex(of: id), chance(0.2) else { continue }
                    let indexPath = IndexPath(item: initialItem, section: section)
                    scenario.request.reloadedItems.append(indexPath)
                    scenario.visibleReloads.insert(indexPath)
                    scenario.deletedItems.append(indexPath)
                    scenario.insertedItems.append(IndexPath(item: item, section: position))
                    scenario.after[position][item] = newID()
                }
            }
        }
        for _ in 0..<int(0...2) {
            // Invisible, so dropped however it relates to the other updates, even out of range.
            let indexPath = IndexPath(item: int(0...7), section: int(0...sectionCountBefore))
            if !scenario.visibleReloads.contains(indexPath) { scenario.request.reloadedItems.append(indexPath) }
        }
        if let move = scenario.request.movedItems.randomElement(using: &rng), chance(0.3) {
            scenario.request.movedItems.append(move)
        }
        if let move = scenario.request.movedSections.randomElement(using: &rng), chance(0.3) {
            scenario.request.movedSections.append(move)
        }

        // Call order does not matter for a valid batch.
        scenario.request.deletedSections.shuffle(using: &rng)
        scenario.request.insertedSections.shuffle(using: &rng)
        scenario.request.reloadedSections.shuffle(using: &rng)
        scenario.request.movedSections.shuffle(using: &rng)
        scenario.request.deletedItems.shuffle(using: &rng)
        scenario.request.insertedItems.shuffle(using: &rng)
        scenario.request.reloadedItems.shuffle(using: &rng)
        scenario.request.movedItems.shuffle(using: &rng)
        scenario.deletedItems.sort(by: >)
        scenario.insertedItems.sort()
        return scenario
    }

    private mutating func newID() -> Int {
        lastID += 1
        return lastID
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &rng)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }
}

/// SplitMix64: a tiny, seedable generator, so a failing scenario can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
