import Foundation
import StorageTestSupport
import XCTest

@testable import ModelStorage

final class DiffableDataSourceSnapshotTests: XCTestCase {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    private func make(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func contents(_ snapshot: Snapshot) -> [String] {
        snapshot._checkInvariants()
        return snapshot.sectionIdentifiers.map { "\($0)\(snapshot.itemIdentifiers(inSection: $0))" }
    }

    // MARK: Reading

    func testQueries() {
        let snapshot = make(["a": [1, 2], "b": [], "c": [3]])
        XCTAssertEqual(snapshot.numberOfSections, 3)
        XCTAssertEqual(snapshot.numberOfItems, 3)
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b", "c"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3])
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 2)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "zzz"), 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "c"), [3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "zzz"), [])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 3), "c")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        XCTAssertEqual(snapshot.indexOfItem(3), 2)
        XCTAssertNil(snapshot.indexOfItem(9))
        XCTAssertEqual(snapshot.indexOfSection("b"), 1)
        XCTAssertNil(snapshot.indexOfSection("zzz"))
        XCTAssertEqual(snapshot.description, "[a: [1, 2], b: [], c: [3]]")
        XCTAssertEqual(snapshot.anomalies, [])
    }

    // MARK: Mutations

    func testAppendItems_withoutSection_goesToTheLastSection() {
        var snapshot = make(["a": [1], "b": [2]])
        snapshot.appendItems([3, 4])
        XCTAssertEqual(contents(snapshot), ["a[1]", "b[2, 3, 4]"])
    }

    func testInsertItemsBeforeAndAfter() {
        var snapshot = make(["a": [1, 2], "b": [3]])
        snapshot.insertItems([7, 8], beforeItem: 2)
        snapshot.insertItems([9], afterItem: 3)
        XCTAssertEqual(contents(snapshot), ["a[1, 7, 8, 2]", "b[3, 9]"])
    }

    func testInsertSectionsBeforeAndAfter() {
        var snapshot = make(["a": [], "b": []])
        snapshot.insertSections(["x", "y"], beforeSection: "a")
        snapshot.insertSections(["z"], afterSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["x", "y", "a", "z", "b"])
        XCTAssertEqual(contents(snapshot).count, 5)
    }

    func testDeleteItemsAndSections_dropTheirMarks() {
        var snapshot = make(["a": [1, 2], "b": [3, 4]])
        snapshot.reloadItems([1, 3])
        snapshot.reconfigureItems([2, 4])
        snapshot.reloadSections(["a", "b"])
        snapshot.deleteItems([1, 4])
        XCTAssertEqual(contents(snapshot), ["a[2]", "b[3]"])
        snapshot.deleteSections(["b"])
        XCTAssertEqual(contents(snapshot), ["a[2]"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [2])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["a"])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 3))
    }

    func testDeleteAllItems_removesItemsAndSections() {
        var snapshot = make(["a": [1], "b": [2]])
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot, Snapshot())
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testMoveItem_withinAndAcrossSections() {
        var snapshot = make(["a": [1, 2, 3], "b": [4]])
        snapshot.moveItem(1, afterItem: 3)
        XCTAssertEqual(contents(snapshot), ["a[2, 3, 1]", "b[4]"])
        snapshot.moveItem(2, beforeItem: 4)
        XCTAssertEqual(contents(snapshot), ["a[3, 1]", "b[2, 4]"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 2), "b")
        snapshot.moveItem(4, beforeItem: 4)
        XCTAssertEqual(contents(snapshot), ["a[3, 1]", "b[2, 4]"], "relative to itself: nothing")
    }

    func testMoveSection_beforeAndAfter() {
        var snapshot = make(["a": [1], "b": [2], "c": [3]])
        snapshot.moveSection("a", afterSection: "c")
        XCTAssertEqual(contents(snapshot), ["b[2]", "c[3]", "a[1]"])
        snapshot.moveSection("a", beforeSection: "b")
        XCTAssertEqual(contents(snapshot), ["a[1]", "b[2]", "c[3]"])
        snapshot.moveSection("b", beforeSection: "b")
        XCTAssertEqual(contents(snapshot), ["a[1]", "b[2]", "c[3]"])
    }

    func testReloadAndReconfigureMarks_keepOrderAndCountOnce() {
        var snapshot = make(["a": [1, 2, 3]])
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2, 2])
        snapshot.reloadSections(["a", "a"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3, 1])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [2])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["a"])
        XCTAssertNotEqual(snapshot, make(["a": [1, 2, 3]]), "marks count for equality")
    }

    // MARK: Misuse

    func testDuplicates_areIgnoredAndRecorded() {
        var snapshot = make(["a": [1]])
        snapshot.appendSections(["a", "b", "b"])
        snapshot.appendItems([1, 2, 2], toSection: "b")
        XCTAssertEqual(contents(snapshot), ["a[1]", "b[2]"])
        XCTAssertEqual(
            snapshot.anomalies,
            [
                .sectionIdentifierAlreadyExists(operation: "appendSections(_:)", identifier: "a"),
                .sectionIdentifierAlreadyExists(operation: "appendSections(_:)", identifier: "b"),
                .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "1"),
                .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "2"),
            ])
        XCTAssertEqual(snapshot, make(["a": [1], "b": [2]]), "anomalies do not count for equality")
    }

    func testUnknownIdentifiers_areIgnoredAndRecorded() {
        var snapshot = make(["a": [1]])
        let before = snapshot
        snapshot.appendItems([5], toSection: "zzz")
        snapshot.insertItems([5], beforeItem: 9)
        snapshot.insertItems([5], afterItem: 9)
        snapshot.insertSections(["n"], beforeSection: "zzz")
        snapshot.insertSections(["n"], afterSection: "zzz")
        snapshot.deleteItems([9])
        snapshot.deleteSections(["zzz"])
        snapshot.moveItem(9, beforeItem: 1)
        snapshot.moveItem(1, afterItem: 9)
        snapshot.moveSection("zzz", beforeSection: "a")
        snapshot.moveSection("a", afterSection: "zzz")
        snapshot.reloadItems([9])
        snapshot.reconfigureItems([9])
        snapshot.reloadSections(["zzz"])
        XCTAssertEqual(snapshot, before)
        XCTAssertEqual(
            snapshot.anomalies,
            [
                .sectionIdentifierNotFound(operation: "appendItems(_:toSection:)", identifier: "zzz"),
                .itemIdentifierNotFound(operation: "insertItems(_:beforeItem:)", identifier: "9"),
                .itemIdentifierNotFound(operation: "insertItems(_:afterItem:)", identifier: "9"),
                .sectionIdentifierNotFound(operation: "insertSections(_:beforeSection:)", identifier: "zzz"),
                .sectionIdentifierNotFound(operation: "insertSections(_:afterSection:)", identifier: "zzz"),
                .itemIdentifierNotFound(operation: "deleteItems(_:)", identifier: "9"),
                .sectionIdentifierNotFound(operation: "deleteSections(_:)", identifier: "zzz"),
                .itemIdentifierNotFound(operation: "moveItem(_:beforeItem:)", identifier: "9"),
                .itemIdentifierNotFound(operation: "moveItem(_:afterItem:)", identifier: "9"),
                .sectionIdentifierNotFound(operation: "moveSection(_:beforeSection:)", identifier: "zzz"),
                .sectionIdentifierNotFound(operation: "moveSection(_:afterSection:)", identifier: "zzz"),
                .itemIdentifierNotFound(operation: "reloadItems(_:)", identifier: "9"),
                .itemIdentifierNotFound(operation: "reconfigureItems(_:)", identifier: "9"),
                .sectionIdentifierNotFound(operation: "reloadSections(_:)", identifier: "zzz"),
            ])
    }

    func testAppendItemsWithNoSection_isIgnoredAndRecorded() {
        var snapshot = Snapshot()
        snapshot.appendItems([1, 2])
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.anomalies, [.noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 2)])
    }

    func testAnomalyMessages_sayWhatWasIgnoredAndHowToBuildTheSnapshot() {
        let cases: [(DiffableDataSourceAnomaly, String, String)] = [
            (
                .sectionIdentifierAlreadyExists(operation: "appendSections(_:)", identifier: "main"),
                "⚠️ [DiffableDataSourceSnapshot] appendSections(_:): section identifier main is already in the snapshot, it was ignored",
                "Section identifiers must be unique: append each section once, or check snapshot.sectionIdentifiers.contains(_:) before appending."
            ),
            (
                .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "2"),
                "⚠️ [DiffableDataSourceSnapshot] appendItems(_:toSection:): item identifier 2 is already in the snapshot, it was ignored",
                "Item identifiers must be unique across all sections: identify items by a stable unique id (an Identifiable model's id), or remove duplicates before appending."
            ),
            (
                .sectionIdentifierNotFound(operation: "deleteSections(_:)", identifier: "x"),
                "⚠️ [DiffableDataSourceSnapshot] deleteSections(_:): section identifier x is not in the snapshot, it was ignored",
                "Append the section first, snapshot.appendSections([x]), or build the snapshot from the data source's current one, dataSource.snapshot()."
            ),
            (
                .itemIdentifierNotFound(operation: "deleteItems(_:)", identifier: "7"),
                "⚠️ [DiffableDataSourceSnapshot] deleteItems(_:): item identifier 7 is not in the snapshot, it was ignored",
                "Change items of the snapshot you apply: start from dataSource.snapshot(), and use identifiers it contains."
            ),
            (
                .noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 3),
                "⚠️ [DiffableDataSourceSnapshot] appendItems(_:toSection:): the snapshot has no section to append 3 items to, they were ignored",
                "Add a section first: snapshot.appendSections([.main]), then snapshot.appendItems(items)."
            ),
        ]
        for (anomaly, description, suggestion) in cases {
            XCTAssertEqual(anomaly.debugDescription, description)
            XCTAssertEqual(anomaly.recoverySuggestion, suggestion)
        }
        XCTAssertEqual(
            DiffableDataSourceAnomaly.itemIdentifierNotFound(operation: "reloadItems(_:)", identifier: "9").description,
            "DiffableDataSourceAnomaly.itemIdentifierNotFound(reloadItems(_:), 9)")
    }

    func testSnapshotIsSendableWhenItsIdentifiersAre() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        XCTAssertEqual(requireSendable(make(["a": [1]])), make(["a": [1]]))
    }

    // MARK: Randomised against a plain model

    /// Random sequences of valid and invalid mutations, applied to a snapshot and to a model written with plain arrays:
    /// contents, marks, anomalies and queries must agree after every step, and the snapshot's indexes must hold.
    ///
    /// Replay with `COLLECTION_MANAGER_SEED=<seed> swift test --filter DiffableDataSourceSnapshotTests`.
    func testRandomMutations_matchAPlainModel() {
        let seed = SeededRandomNumberGenerator.seed(default: 8_675_309)
        print("\(name) seed: \(seed)")
        var generator = SeededRandomNumberGenerator(seed: seed)
        for sequence in 0..<200 {
            var snapshot = Snapshot()
            var model = SnapshotModel()
            var log: [String] = []
            for _ in 0..<40 {
                let step = randomMutation(using: &generator)
                log.append(step.name)
                step.apply(&snapshot)
                step.model(&model)
                snapshot._checkInvariants()
                let context = "seed \(seed), sequence \(sequence): \(log.joined(separator: "; "))"
                XCTAssertEqual(snapshot.sectionIdentifiers, model.sections.map(\.0), context)
                XCTAssertEqual(snapshot.itemIdentifiers, model.sections.flatMap(\.1), context)
                XCTAssertEqual(snapshot.reloadedItemIdentifiers, model.reloaded, context)
                XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, model.reconfigured, context)
                XCTAssertEqual(snapshot.reloadedSectionIdentifiers, model.reloadedSections, context)
                XCTAssertEqual(snapshot.anomalies, model.anomalies, context)
                for item in 0..<12 {
                    XCTAssertEqual(
                        snapshot.indexOfItem(item), model.sections.flatMap(\.1).firstIndex(of: item), context)
                    XCTAssertEqual(
                        snapshot.sectionIdentifier(containingItem: item),
                        model.sections.first { $0.1.contains(item) }?.0, context)
                }
                if snapshot.sectionIdentifiers != model.sections.map(\.0) { return }
            }
        }
    }

    private struct Mutation {
        let name: String
        let apply: (inout Snapshot) -> Void
        let model: (inout SnapshotModel) -> Void
    }

    private func randomMutation(using generator: inout SeededRandomNumberGenerator) -> Mutation {
        let sectionNames = ["a", "b", "c", "d", "e"]
        func section() -> String { sectionNames.randomElement(using: &generator)! }
        func sectionList() -> [String] { (0..<Int.random(in: 0...2, using: &generator)).map { _ in section() } }
        func item() -> Int { Int.random(in: 0..<12, using: &generator) }
        func itemList() -> [Int] { (0..<Int.random(in: 0...3, using: &generator)).map { _ in item() } }
        switch Int.random(in: 0..<16, using: &generator) {
        case 0:
            let s = sectionList()
            return Mutation(
                name: "appendSections(\(s))", apply: { $0.appendSections(s) }, model: { $0.appendSections(s) })
        case 1:
            let (s, anchor, after) = (sectionList(), section(), Bool.random(using: &generator))
            return Mutation(
                name: "insertSections(\(s), \(after ? "after" : "before"): \(anchor))",
                apply: {
                    after ? $0.insertSections(s, afterSection: anchor) : $0.insertSections(s, beforeSection: anchor)
                },
                model: { $0.insertSections(s, anchor: anchor, after: after) })
        case 2:
            let s = sectionList()
            return Mutation(
                name: "deleteSections(\(s))", apply: { $0.deleteSections(s) }, model: { $0.deleteSections(s) })
        case 3:
            let (s, anchor, after) = (section(), section(), Bool.random(using: &generator))
            return Mutation(
                name: "moveSection(\(s), \(after ? "after" : "before"): \(anchor))",
                apply: { after ? $0.moveSection(s, afterSection: anchor) : $0.moveSection(s, beforeSection: anchor) },
                model: { $0.moveSection(s, anchor: anchor, after: after) })
        case 4:
            let s = sectionList()
            return Mutation(
                name: "reloadSections(\(s))", apply: { $0.reloadSections(s) }, model: { $0.reloadSections(s) })
        case 5, 6, 7:
            let items = itemList()
            let target: String? = Bool.random(using: &generator) ? section() : nil
            return Mutation(
                name: "appendItems(\(items), toSection: \(target ?? "nil"))",
                apply: { $0.appendItems(items, toSection: target) }, model: { $0.appendItems(items, toSection: target) }
            )
        case 8:
            let (items, anchor, after) = (itemList(), item(), Bool.random(using: &generator))
            return Mutation(
                name: "insertItems(\(items), \(after ? "after" : "before"): \(anchor))",
                apply: { after ? $0.insertItems(items, afterItem: anchor) : $0.insertItems(items, beforeItem: anchor) },
                model: { $0.insertItems(items, anchor: anchor, after: after) })
        case 9, 10:
            let items = itemList()
            return Mutation(
                name: "deleteItems(\(items))", apply: { $0.deleteItems(items) }, model: { $0.deleteItems(items) })
        case 11, 12:
            let (moved, anchor, after) = (item(), item(), Bool.random(using: &generator))
            return Mutation(
                name: "moveItem(\(moved), \(after ? "after" : "before"): \(anchor))",
                apply: { after ? $0.moveItem(moved, afterItem: anchor) : $0.moveItem(moved, beforeItem: anchor) },
                model: { $0.moveItem(moved, anchor: anchor, after: after) })
        case 13:
            let items = itemList()
            return Mutation(
                name: "reloadItems(\(items))", apply: { $0.reloadItems(items) },
                model: { $0.mark(items, "reloadItems(_:)", \.reloaded) })
        case 14:
            let items = itemList()
            return Mutation(
                name: "reconfigureItems(\(items))", apply: { $0.reconfigureItems(items) },
                model: { $0.mark(items, "reconfigureItems(_:)", \.reconfigured) })
        default:
            return Mutation(name: "deleteAllItems()", apply: { $0.deleteAllItems() }, model: { $0.deleteAllItems() })
        }
    }
}

/// The documented snapshot behaviour, written with plain arrays and linear searches.
private struct SnapshotModel {
    var sections: [(String, [Int])] = []
    var reloaded: [Int] = []
    var reconfigured: [Int] = []
    var reloadedSections: [String] = []
    var anomalies: [DiffableDataSourceAnomaly] = []

    func sectionIndex(_ section: String) -> Int? { sections.firstIndex { $0.0 == section } }
    func location(_ item: Int) -> (Int, Int)? {
        for (index, section) in sections.enumerated() {
            if let position = section.1.firstIndex(of: item) { return (index, position) }
        }
        return nil
    }

    mutating func knownSection(_ section: String, _ operation: String) -> Int? {
        guard let index = sectionIndex(section) else {
            anomalies.append(.sectionIdentifierNotFound(operation: operation, identifier: section))
            return nil
        }
        return index
    }

    mutating func knownItem(_ item: Int, _ operation: String) -> (Int, Int)? {
        guard let location = location(item) else {
            anomalies.append(.itemIdentifierNotFound(operation: operation, identifier: "\(item)"))
            return nil
        }
        return location
    }

    mutating func fresh(_ names: [String], _ operation: String) -> [String] {
        var result: [String] = []
        for name in names {
            if sectionIndex(name) != nil || result.contains(name) {
                anomalies.append(.sectionIdentifierAlreadyExists(operation: operation, identifier: name))
            } else {
                result.append(name)
            }
        }
        return result
    }

    mutating func fresh(_ items: [Int], _ operation: String) -> [Int] {
        var result: [Int] = []
        for item in items {
            if location(item) != nil || result.contains(item) {
                anomalies.append(.itemIdentifierAlreadyExists(operation: operation, identifier: "\(item)"))
            } else {
                result.append(item)
            }
        }
        return result
    }

    mutating func dropMarks() {
        let items = Set(sections.flatMap(\.1))
        reloaded.removeAll { !items.contains($0) }
        reconfigured.removeAll { !items.contains($0) }
        let names = Set(sections.map(\.0))
        reloadedSections.removeAll { !names.contains($0) }
    }

    mutating func appendSections(_ names: [String]) {
        sections += fresh(names, "appendSections(_:)").map { ($0, []) }
    }

    mutating func insertSections(_ names: [String], anchor: String, after: Bool) {
        let operation = after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
        guard let index = knownSection(anchor, operation) else { return }
        sections.insert(contentsOf: fresh(names, operation).map { ($0, []) }, at: index + (after ? 1 : 0))
    }

    mutating func deleteSections(_ names: [String]) {
        let known = names.filter { knownSection($0, "deleteSections(_:)") != nil }
        sections.removeAll { known.contains($0.0) }
        dropMarks()
    }

    mutating func moveSection(_ name: String, anchor: String, after: Bool) {
        let operation = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard let source = knownSection(name, operation), knownSection(anchor, operation) != nil, name != anchor
        else { return }
        let moving = sections.remove(at: source)
        sections.insert(moving, at: sectionIndex(anchor)! + (after ? 1 : 0))
    }

    mutating func reloadSections(_ names: [String]) {
        for name in names where knownSection(name, "reloadSections(_:)") != nil && !reloadedSections.contains(name) {
            reloadedSections.append(name)
        }
    }

    mutating func appendItems(_ items: [Int], toSection section: String?) {
        let operation = "appendItems(_:toSection:)"
        let index: Int
        if let section {
            guard let known = knownSection(section, operation) else { return }
            index = known
        } else {
            guard !sections.isEmpty else {
                return anomalies.append(.noSectionForItems(operation: operation, itemCount: items.count))
            }
            index = sections.count - 1
        }
        sections[index].1 += fresh(items, operation)
    }

    mutating func insertItems(_ items: [Int], anchor: Int, after: Bool) {
        let operation = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
        guard let (section, position) = knownItem(anchor, operation) else { return }
        sections[section].1.insert(contentsOf: fresh(items, operation), at: position + (after ? 1 : 0))
    }

    mutating func deleteItems(_ items: [Int]) {
        let known = items.filter { knownItem($0, "deleteItems(_:)") != nil }
        for index in sections.indices { sections[index].1.removeAll { known.contains($0) } }
        dropMarks()
    }

    mutating func moveItem(_ item: Int, anchor: Int, after: Bool) {
        let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard let (section, position) = knownItem(item, operation), knownItem(anchor, operation) != nil, item != anchor
        else { return }
        sections[section].1.remove(at: position)
        let (anchorSection, anchorPosition) = location(anchor)!
        sections[anchorSection].1.insert(item, at: anchorPosition + (after ? 1 : 0))
    }

    mutating func mark(_ items: [Int], _ operation: String, _ marks: WritableKeyPath<SnapshotModel, [Int]>) {
        for item in items where knownItem(item, operation) != nil && !self[keyPath: marks].contains(item) {
            self[keyPath: marks].append(item)
        }
    }

    mutating func deleteAllItems() {
        sections = []
        dropMarks()
    }
}
