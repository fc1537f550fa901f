import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

@testable import ManagerCore
@testable import ModelStorage
@testable import VirtualUIKit

/// The translator against UIKit's rules as `BatchUpdateValidator` implements them: every batch it builds is valid, and
/// the validator's before→after map sends every item where it really went (or nowhere, when the item must get a new
/// cell) — for every item, visible or not.
///
/// Replay a failure with `COLLECTION_MANAGER_SEED=<seed> swift test --filter BatchTranslatorTests`.
final class BatchTranslatorTests: XCTestCase {
    // MARK: Examples

    func testBlockMixingCalls_becomesOneBatchFromBeforeToAfter() throws {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[0, 1, 2], [3]])
        let translation = try translate(storage) {
            $0.addItems([4], toSection: 2)  // creates section 2
            $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 2))  // 0 joins 4
            try? $0.removeItem(3)
            $0.insertItems([5, 6], to: [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 1)])
        }
        XCTAssertEqual(storage.intSections, [[1, 2], [6, 5], [4, 0]])
        XCTAssertEqual(translation.batch.insertedSections, [2])
        XCTAssertEqual(
            translation.batch.deletedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        XCTAssertEqual(
            translation.batch.insertedItems, [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        XCTAssertTrue(translation.batch.movedItems.isEmpty, "an item moved into an inserted section is re-inserted")
        try translation.validate()
    }

    func testCreatedSections_passThroughAsOneCall_andReplayInABlock() throws {
        let storage = MemoryStorage()
        storage.setItems([0])
        let single = try translate(storage) { $0.addItems([1], toSection: 3) }
        XCTAssertEqual(single.batch.insertedSections, [1, 2, 3])
        XCTAssertEqual(single.batch.insertedItems, [], "items of inserted sections come with their section")
        try single.validate()

        let block = try translate(storage) {
            $0.moveItem(at: ip(0, 0), to: ip(5, 0))  // creates 4 and 5
            $0.insertItems([2], to: [ip(7, 0)])  // creates 6 and 7
        }
        XCTAssertEqual(storage.intSections, [[], [], [], [1], [], [0], [], [2]])
        XCTAssertEqual(block.batch.insertedSections, [4, 5, 6, 7])
        XCTAssertEqual(block.batch.deletedItems, [ip(0, 0)], "an item moved into an inserted section is re-inserted")
        try block.validate()
    }

    func testItemsReordered_moveTheFewestItems() throws {
        let storage = MemoryStorage()
        storage.setItems([0, 1, 2, 3, 4])
        let translation = try translate(storage) {
            $0.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
            $0.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 4, section: 0))
        }
        XCTAssertEqual(storage.intSections, [[4, 0, 1, 3, 2]])
        XCTAssertEqual(translation.batch.movedItems.count, 2, "0, 1 and one of 2 and 3 keep their order")
        XCTAssertEqual(translation.batch.movedItems.first.map { [$0.from, $0.to] }, [ip(0, 4), ip(0, 0)])
        try translation.validate()
    }

    func testSectionsReordered_moveTheFewestSections_andItemsFollowTheirSection() throws {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[0], [1], [2], [3]])
        let translation = try translate(storage) {
            $0.moveSection(3, toSection: 0)
            $0.moveSection(1, toSection: 3)
            $0.addItem(9, toSection: 0)
        }
        XCTAssertEqual(storage.intSections, [[3, 9], [1], [2], [0]])
        XCTAssertEqual(translation.batch.movedSections.map { [$0.from, $0.to] }, [[0, 3], [3, 0]])
        XCTAssertEqual(translation.batch.insertedItems, [ip(0, 1)])
        try translation.validate()
    }

    func testUpdatedItemThatMoves_isDeletedAndInserted_unlessRefreshedInPlace() throws {
        for refreshesInPlace in [false, true] {
            let storage = MemoryStorage()
            storage.setItems([0, 1, 2])
            let options = BatchTranslator.Options(refreshesInPlace: refreshesInPlace)
            let translation = try translate(storage, options: options) {
                $0.reloadItem(2)
                $0.moveItem(at: ip(0, 2), to: ip(0, 0))
            }
            if refreshesInPlace {
                XCTAssertEqual(translation.batch.movedItems.map { [$0.from, $0.to] }, [[ip(0, 2), ip(0, 0)]])
                XCTAssertEqual(translation.batch.refreshedItems.map(\.indexPath), [ip(0, 0)])
            } else {
                XCTAssertEqual(translation.batch.deletedItems, [ip(0, 2)])
                XCTAssertEqual(translation.batch.insertedItems, [ip(0, 0)])
                XCTAssertEqual(translation.batch.reloadedItems, [])
            }
            try translation.validate()
        }
    }

    func testUpdatedItemDisplacedOnlyByMoves_isNotReloadedWhereUIKitWouldMisplaceIt() throws {
        // UIKit would put the reloaded [0, 1] back at [0, 1]; the moves put the item at [0, 0].
        let storage = MemoryStorage()
        storage.setItems([0, 1, 2])
        let translation = try translate(storage) {
            $0.reloadItem(1)
            $0.moveItem(at: ip(0, 0), to: ip(0, 2))
        }
        XCTAssertEqual(storage.intSections, [[1, 2, 0]])
        XCTAssertEqual(translation.batch.reloadedItems, [])
        try translation.validate()
    }

    func testSingleCalls_passThroughAsRecorded() throws {
        let storage = MemoryStorage()
        storage.setItems([0, 1, 2, 3])
        let removal = try translate(storage) { $0.removeItems(at: [ip(0, 1), ip(0, 3)]) }
        XCTAssertEqual(removal.batch.deletedItems, [ip(0, 3), ip(0, 1)], "DT's descending order is kept")
        let reload = try translate(storage) { $0.reloadItem(2) }
        XCTAssertEqual(reload.batch.reloadedItems, [ip(0, 1)])
        let addition = try translate(storage) { $0.addItems([7, 8], toSection: 2) }
        XCTAssertEqual(addition.batch.insertedSections, [1, 2])
        XCTAssertEqual(addition.batch.insertedItems, [], "items of inserted sections come with them")
        for translation in [removal, reload, addition] { try translation.validate() }
    }

    func testReplayThatDoesNotFitTheCounts_givesNoBatch() {
        let storage = MemoryStorage()
        storage.setItems([0, 1, 2])
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = false
        storage.delegate = updater
        storage.moveItem(at: ip(0, 2), to: ip(0, 0))
        let changes = updater.updates[0].memoryStorageChanges.map(\.change)
        XCTAssertNil(BatchTranslator.batch(for: changes + changes, countsBefore: [1], options: .init()))
    }

    func testHeaviestIncreasingSubsequence() {
        func ones(_ keys: [Int]) -> [Bool] {
            heaviestIncreasingSubsequence(keys: keys, weights: Array(repeating: 1, count: keys.count))
        }
        XCTAssertEqual(ones([]), [])
        XCTAssertEqual(ones([0, 1, 2]), [true, true, true])
        XCTAssertEqual(ones([2, 0, 1]), [false, true, true])
        XCTAssertEqual(ones([3, 0, 4, 1, 2]).filter { $0 }.count, 3)
        XCTAssertEqual(ones([3, 0, 4, 1, 2])[1], true)
        XCTAssertEqual(heaviestIncreasingSubsequence(keys: [5, 0, 6], weights: [10, 1, 1]), [true, false, true])
        XCTAssertEqual(heaviestIncreasingSubsequence(keys: [5, 0, 6], weights: [1, 10, 1]), [false, true, true])
    }

    func testLongRuns_costLittleAndMoveOnlyWhatMoved() throws {
        let storage = MemoryStorage()
        storage.setItems(Array(0..<10_000))
        let translation = try translate(storage) {
            $0.moveItem(at: ip(0, 5_000), to: ip(0, 0))
            $0.addItem(-1)
            $0.removeItems(at: [ip(0, 7_000)])
        }
        XCTAssertEqual(translation.batch.movedItems.map { [$0.from, $0.to] }, [[ip(0, 5_000), ip(0, 0)]])
        XCTAssertEqual(translation.batch.insertedItems, [ip(0, 9_999)])
        XCTAssertEqual(translation.batch.deletedItems, [ip(0, 7_000)])
        try translation.validate()
    }

    // MARK: Random updates

    func testRandomUpdates_giveValidBatchesThatMapEveryItemWhereItEnds() throws {
        continueAfterFailure = false
        let seed = SeededRandomNumberGenerator.seed(default: 20_261_125)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for sequence in 0..<400 {
            let storage = MemoryStorage()
            storage.anomalyHandler.anomalyAction = { _ in }
            var nextItem = 0
            func newItems(_ count: Int) -> [Int] {
                defer { nextItem += count }
                return Array(nextItem..<(nextItem + count))
            }
            let initial = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                newItems(Int.random(in: 0...6, using: &generator))
            }
            storage.setItemsForAllSections(initial)
            let options = BatchTranslator.Options(
                refreshesInPlace: Bool.random(using: &generator),
                movesAsDeleteAndInsert: Int.random(in: 0..<4, using: &generator) == 0)
            var log: [String] = ["setItemsForAllSections(\(initial)), \(options)"]
            var aliases: [Int: Int] = [:]  // replacement -> the item it replaced
            var updated: Set<Int> = []
            let translation = try translate(storage, options: options) { storage in
                for _ in 0..<Int.random(in: 1...12, using: &generator) {
                    let truth = storage.stagedIntSections
                    let call = randomCall(truth: truth, newItems: newItems, using: &generator)
                    log.append(call.description)
                    call.body(storage)
                    let after = storage.stagedIntSections.flatMap { $0 }
                    if let (original, replacement) = call.replacement, after.contains(replacement),
                        !truth.flatMap({ $0 }).contains(replacement)
                    {
                        aliases[replacement] = original
                        updated.insert(original)
                    }
                    if let reloaded = call.reloaded, after.contains(reloaded) { updated.insert(reloaded) }
                }
            }
            func identity(_ item: Int) -> Int {
                var item = item
                while let original = aliases[item] { item = original }
                return item
            }
            let context = "seed \(seed), sequence \(sequence):\n" + log.joined(separator: "\n")
            try translation.validate(
                identity: identity, updated: Set(updated.map(identity)), options: options, context: context)
        }
    }
}

// MARK: Support

/// An update, the batch the translator built for it, and the storage's contents on both sides.
private struct Translation {
    var batch: ViewBatch
    var before: [[Int]]
    var after: [[Int]]

    /// Validates the batch with UIKit's rules and checks where the validator sends every item that existed before.
    func validate(
        identity: (Int) -> Int = { $0 }, updated: Set<Int> = [], options: BatchTranslator.Options = .init(),
        context: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var request = BatchUpdateRequest()
        request.insertedSections = batch.insertedSections
        request.deletedSections = batch.deletedSections
        request.movedSections = batch.movedSections
        request.insertedItems = batch.insertedItems
        request.deletedItems = batch.deletedItems
        request.movedItems = batch.movedItems
        request.reloadedItems = batch.reloadedItems
        let result = BatchUpdateValidator.validate(
            request, countsBefore: before.map(\.count), countsAfter: after.map(\.count), isItemVisible: { _ in true })
        let mapping: BatchUpdateResult
        switch result {
        case .success(let success): mapping = success
        case .failure(let inconsistency):
            return XCTFail("\(inconsistency)\n\(batch)\n\(context)", file: file, line: line)
        }
        var finalPosition: [Int: IndexPath] = [:]
        for (section, items) in after.enumerated() {
            for (item, value) in items.enumerated() {
                finalPosition[identity(value)] = IndexPath(item: item, section: section)
            }
        }
        for (section, items) in before.enumerated() {
            for (item, value) in items.enumerated() {
                let initial = IndexPath(item: item, section: section)
                guard let final = mapping.finalIndexPath(forInitialIndexPath: initial) else { continue }
                XCTAssertEqual(
                    final, finalPosition[value], "\(value) keeps its cell but lands elsewhere\n\(batch)\n\(context)",
                    file: file, line: line)
                if updated.contains(value) {
                    let refreshed = batch.refreshedItems.contains { $0.indexPath == final }
                    XCTAssertTrue(
                        options.refreshesInPlace && refreshed,
                        "\(value) was updated but keeps its cell unrefreshed\n\(batch)\n\(context)", file: file,
                        line: line)
                }
            }
        }
        for refreshed in batch.refreshedItems {
            let value = after[refreshed.indexPath.section][refreshed.indexPath.item]
            XCTAssertEqual(
                refreshed.model as? Int, value, "refresh with a stale model\n\(context)", file: file, line: line)
        }
    }
}

/// Runs `body` in one `performUpdates` block on `storage` (whose updates are held), translates the update, then
/// applies it.
private func translate(
    _ storage: MemoryStorage, options: BatchTranslator.Options = .init(), _ body: (MemoryStorage) throws -> Void
) throws -> Translation {
    let updater = RecordingStorageUpdater()
    updater.appliesUpdates = false
    storage.delegate = updater
    defer { storage.delegate = nil }
    let before = storage.intSections
    try storage.performUpdates { try body(storage) }
    guard let update = updater.updates.last else {
        return Translation(batch: ViewBatch(), before: before, after: before)
    }
    let changes = update.memoryStorageChanges.map(\.change)
    let batch = try XCTUnwrap(BatchTranslator.batch(for: changes, countsBefore: before.map(\.count), options: options))
    update.applyDeferredDatasourceUpdates()
    return Translation(batch: batch, before: before, after: storage.intSections)
}

/// A random animated call, valid or not.
private func randomCall(
    truth: [[Int]], newItems: (Int) -> [Int], using generator: inout SeededRandomNumberGenerator
) -> (description: String, body: (MemoryStorage) -> Void, replacement: (Int, Int)?, reloaded: Int?) {
    let sectionCount = truth.count
    func section() -> Int { Int.random(in: -1...(sectionCount + 1), using: &generator) }
    func indexPath(extra: Int) -> IndexPath {
        let section = section()
        let count = truth.indices.contains(section) ? truth[section].count : 0
        return IndexPath(item: Int.random(in: 0...(count + extra), using: &generator), section: section)
    }
    func existing() -> Int {
        let all = truth.flatMap { $0 }
        return all.isEmpty ? -1 : all[Int.random(in: 0..<all.count, using: &generator)]
    }
    switch Int.random(in: 0...12, using: &generator) {
    case 0:
        let items = newItems(Int.random(in: 0...3, using: &generator))
        let target = section()
        return ("addItems(\(items), toSection: \(target))", { $0.addItems(items, toSection: target) }, nil, nil)
    case 1:
        let items = newItems(Int.random(in: 1...3, using: &generator))
        let path = indexPath(extra: 1)
        return ("insertItems(\(items), at: \(path))", { try? $0.insertItems(items, at: path) }, nil, nil)
    case 2:
        let count = Int.random(in: 1...4, using: &generator)
        let items = newItems(count)
        let paths = (0..<count).map { _ in indexPath(extra: 2) }
        return ("insertItems(\(items), to: \(paths))", { $0.insertItems(items, to: paths) }, nil, nil)
    case 3, 4:
        let item = existing()
        return ("reloadItem(\(item))", { $0.reloadItem(item) }, nil, item)
    case 5:
        let item = existing()
        let replacement = newItems(1)[0]
        return (
            "replaceItem(\(item), with: \(replacement))", { try? $0.replaceItem(item, with: replacement) },
            (item, replacement), nil
        )
    case 6:
        let items = (0..<Int.random(in: 1...3, using: &generator)).map { _ in existing() }
        return ("removeItems(\(items))", { $0.removeItems(items) }, nil, nil)
    case 7:
        let paths = (0..<Int.random(in: 1...3, using: &generator)).map { _ in indexPath(extra: 0) }
        return ("removeItems(at: \(paths))", { $0.removeItems(at: paths) }, nil, nil)
    case 8:
        let indexes = IndexSet((0..<Int.random(in: 1...2, using: &generator)).map { _ in max(0, section()) })
        return ("deleteSections(\(Array(indexes)))", { $0.deleteSections(indexes) }, nil, nil)
    case 9:
        let (source, destination) = (section(), section())
        return (
            "moveSection(\(source), toSection: \(destination))", { $0.moveSection(source, toSection: destination) },
            nil, nil
        )
    case 10:
        let items = newItems(Int.random(in: 0...2, using: &generator))
        let target = section()
        return (
            "insertSection(\(items), atIndex: \(target))",
            { $0.insertSection(SectionModel(items: items), atIndex: target) }, nil, nil
        )
    default:
        let (source, destination) = (indexPath(extra: 0), indexPath(extra: 1))
        return ("moveItem(at: \(source), to: \(destination))", { $0.moveItem(at: source, to: destination) }, nil, nil)
    }
}

extension MemoryStorage {
    /// The contents once every queued change is applied, as integers.
    fileprivate var stagedIntSections: [[Int]] {
        (0..<stagedSectionCount).map { stagedItems(inSection: $0).map { $0 as! Int } }
    }
}
