import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

/// Random sequences of valid and invalid calls, applied to a storage that defers its changes through a delegate and to
/// one that applies them at once: both must end with the same contents and report the same anomalies.
///
/// Replay a failure with `COLLECTION_MANAGER_SEED=<seed> swift test --filter MemoryStorageRandomizedTests`.
final class MemoryStorageRandomizedTests: XCTestCase {
    func testDeferredDeliveryMatchesImmediateApplication() {
        let seed = SeededRandomNumberGenerator.seed(default: 20_261_122)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for sequence in 0..<150 {
            let failure = runSequence(using: &generator, operations: 60)
            if let failure {
                XCTFail("seed \(seed), sequence \(sequence): \(failure)")
                return
            }
        }
    }

    /// Runs one sequence; returns a description of the first divergence, or nil.
    private func runSequence(using generator: inout SeededRandomNumberGenerator, operations: Int) -> String? {
        let deferred = MemoryStorage()
        let immediate = MemoryStorage()
        let updater = RecordingStorageUpdater()
        updater.appliesUpdates = Bool.random(using: &generator) || Bool.random(using: &generator)
        deferred.delegate = updater
        let deferredAnomalies = MemoryStorageAnomalyRecorder(deferred)
        let immediateAnomalies = MemoryStorageAnomalyRecorder(immediate)
        var nextItem = 0
        var log: [String] = []

        func randomCall() {
            let truth = immediate.intSections
            let sectionCount = truth.count
            func section() -> Int { Int.random(in: -1...(sectionCount + 1), using: &generator) }
            func indexPath() -> IndexPath {
                let section = section()
                let count = truth.indices.contains(section) ? truth[section].count : 0
                return IndexPath(item: Int.random(in: -1...(count + 1), using: &generator), section: section)
            }
            func existingOrMissing() -> Int {
                let all = truth.flatMap { $0 }
                if all.isEmpty || Int.random(in: 0..<5, using: &generator) == 0 { return -42 }
                return all.randomElement(using: &generator)!
            }
            func newItems(_ count: Int) -> [Int] {
                defer { nextItem += count }
                return Array(nextItem..<(nextItem + count))
            }
            let both: (String, (MemoryStorage) -> Void)
            switch Int.random(in: 0..<19, using: &generator) {
            case 0:
                let items = newItems(Int.random(in: 0...3, using: &generator))
                let target = section()
                both = ("addItems(\(items), toSection: \(target))", { $0.addItems(items, toSection: target) })
            case 1:
                let item = newItems(1)[0]
                let path = indexPath()
                both = ("insertItem(\(item), to: \(path))", { try? $0.insertItem(item, to: path) })
            case 2:
                let items = newItems(Int.random(in: 1...3, using: &generator))
                let path = indexPath()
                both = ("insertItems(\(items), at: \(path))", { try? $0.insertItems(items, at: path) })
            case 3:
                let count = Int.random(in: 1...3, using: &generator)
                let items = newItems(count + (Int.random(in: 0..<6, using: &generator) == 0 ? 1 : 0))
                let paths = (0..<count).map { _ in indexPath() }
                both = ("insertItems(\(items), to: \(paths))", { $0.insertItems(items, to: paths) })
            case 4:
                let item = existingOrMissing()
                both = ("reloadItem(\(item))", { $0.reloadItem(item) })
            case 5:
                let item = existingOrMissing()
                let replacement = newItems(1)[0]
                both = ("replaceItem(\(item), with: \(replacement))", { try? $0.replaceItem(item, with: replacement) })
            case 6:
                let item = existingOrMissing()
                both = ("removeItem(\(item))", { try? $0.removeItem(item) })
            case 7:
                let items = (0..<Int.random(in: 0...4, using: &generator)).map { _ in existingOrMissing() }
                both = ("removeItems(\(items))", { $0.removeItems(items) })
            case 8:
                let paths = (0..<Int.random(in: 0...4, using: &generator)).map { _ in indexPath() }
                both = ("removeItems(at: \(paths))", { $0.removeItems(at: paths) })
            case 9:
                let target = section()
                both = ("removeItems(fromSection: \(target))", { $0.removeItems(fromSection: target) })
            case 10:
                let indexes = IndexSet((0..<Int.random(in: 0...2, using: &generator)).map { _ in max(0, section()) })
                both = ("deleteSections(\(Array(indexes)))", { $0.deleteSections(indexes) })
            case 11:
                let source = section()
                let destination = section()
                both = (
                    "moveSection(\(source), toSection: \(destination))",
                    { $0.moveSection(source, toSection: destination) }
                )
            case 12, 13:
                let source = indexPath()
                let destination = indexPath()
                both = ("moveItem(at: \(source), to: \(destination))", { $0.moveItem(at: source, to: destination) })
            case 14:
                let items = newItems(Int.random(in: 0...2, using: &generator))
                let target = section()
                both = (
                    "insertSection(\(items), atIndex: \(target))",
                    { $0.insertSection(SectionModel(items: items), atIndex: target) }
                )
            case 15:
                let items = newItems(Int.random(in: 0...3, using: &generator))
                let target = section()
                both = ("setItems(\(items), forSection: \(target))", { $0.setItems(items, forSection: target) })
            case 16:
                let source = indexPath()
                let destination = indexPath()
                both = (
                    "moveItemWithoutAnimation(from: \(source), to: \(destination))",
                    { $0.moveItemWithoutAnimation(from: source, to: destination) }
                )
            case 17:
                both = ("removeAllItems()", { $0.removeAllItems() })
            default:
                let sections = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    newItems(Int.random(in: 0...2, using: &generator))
                }
                both = ("setItemsForAllSections(\(sections))", { $0.setItemsForAllSections(sections) })
            }
            log.append(both.0)
            both.1(deferred)
            both.1(immediate)
        }

        var performed = 0
        while performed < operations {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let blockLength = Int.random(in: 1...6, using: &generator)
                log.append("performUpdates {")
                deferred.performUpdates {
                    for _ in 0..<blockLength { randomCall() }
                }
                log.append("}")
                performed += blockLength
            } else {
                randomCall()
                performed += 1
            }
            if !updater.appliesUpdates, !updater.updates.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
                updater.updates.randomElement(using: &generator)!.applyDeferredDatasourceUpdates()
            }
            if deferredAnomalies.anomalies != immediateAnomalies.anomalies {
                return
                    "anomalies diverged after \(log.suffix(4)): \(deferredAnomalies.anomalies) vs \(immediateAnomalies.anomalies)"
            }
        }
        for update in updater.updates { update.applyDeferredDatasourceUpdates() }
        if deferred.intSections != immediate.intSections {
            return
                "contents diverged: \(deferred.intSections) vs \(immediate.intSections)\n\(log.joined(separator: "\n"))"
        }
        for (index, section) in deferred.sections.enumerated() where section.currentSectionIndex != index {
            return "section \(index) does not know its index"
        }
        return nil
    }
}
