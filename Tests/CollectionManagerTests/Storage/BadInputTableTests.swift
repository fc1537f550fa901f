import Foundation
import StorageTestSupport
import XCTest

@testable import CollectionManager
@testable import ModelStorage

/// The bad-input table of Sources/ModelStorage/ModelStorage.docc/StoringModels.md, row by row: every entry point that takes an index, an index
/// path, a section, an item or an identifier, called with each kind of bad value. Each call must give the exact error
/// or anomaly and leave the contents, the supplementary models and the delivered updates as they were — alone, and
/// inside a `performUpdates` block that already queued a change (whose update must stay animated and unchanged).
final class BadInputTableTests: XCTestCase {
    /// The first section index the two-section fixture refuses to create sections up to.
    private let far = 2 + MemoryStorage.maximumImplicitSectionCreation
    private let malformed: [IndexPath] = [
        IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath(indexes: [-1, 0]),
        IndexPath(indexes: [0, -1]), IndexPath(indexes: [Int.min, Int.min]),
    ]
    private let negativeSections = [-1, Int.min]
    private var implausibleSections: [Int] { [far, Int.max] }

    private struct Row {
        let label: String
        var anomalies: [MemoryStorageAnomaly] = []
        var error: MemoryStorageError?
        let call: (MemoryStorage) throws -> Void
    }

    private struct NotHashable: Equatable {
        let value: Int
    }

    /// Runs every row on a fresh `[[1, 2, 3], [4]]` storage, alone and inside a block.
    private func check(_ rows: [Row], file: StaticString = #filePath, line: UInt = #line) {
        for row in rows {
            for insideBlock in [false, true] {
                let storage = MemoryStorage()
                let updater = RecordingStorageUpdater()
                storage.delegate = updater
                storage.setItemsForAllSections([[1, 2, 3], [4]])
                storage.setSectionHeaderModels(["H0", "H1"])
                storage.setSectionFooterModels(["F0"])
                storage.supplementaryModelProvider = { kind, indexPath in "\(kind)-\(indexPath.section)" }
                let recorder = MemoryStorageAnomalyRecorder(storage)
                let before = StorageSnapshot(storage)
                var thrown: (any Error)?
                if insideBlock {
                    storage.performUpdates {
                        storage.reloadItem(1)
                        do { try row.call(storage) } catch { thrown = error }
                    }
                } else {
                    do { try row.call(storage) } catch { thrown = error }
                }
                let context = "\(row.label)\(insideBlock ? " inside a block" : "")"
                if let expected = row.error {
                    XCTAssertEqual(thrown as? MemoryStorageError, expected, context, file: file, line: line)
                } else {
                    XCTAssertNil(thrown, context, file: file, line: line)
                }
                XCTAssertEqual(recorder.anomalies, row.anomalies, context, file: file, line: line)
                XCTAssertEqual(StorageSnapshot(storage), before, context, file: file, line: line)
                XCTAssertNil(storage.currentUpdate, context, file: file, line: line)
                if insideBlock {
                    XCTAssertEqual(updater.calls, [.reload, .update], context, file: file, line: line)
                    XCTAssertEqual(
                        updater.updates.last, storageUpdate(objects: [(.update, [item(0, in: 0)])]), context,
                        file: file,
                        line: line)
                } else {
                    XCTAssertEqual(updater.calls, [.reload], context, file: file, line: line)
                }
            }
        }
    }

    // MARK: MemoryStorage: adding and inserting

    func testAddItems_badSections() {
        var rows: [Row] = []
        for index in negativeSections {
            let anomaly = MemoryStorageAnomaly.sectionIndexOutOfRange(index: index, numberOfSections: 2)
            rows.append(Row(label: "addItems \(index)", anomalies: [anomaly]) { $0.addItems([7], toSection: index) })
            rows.append(Row(label: "addItem \(index)", anomalies: [anomaly]) { $0.addItem(7, toSection: index) })
        }
        for index in implausibleSections {
            let anomaly = MemoryStorageAnomaly.sectionIndexTooBig(index: index, numberOfSections: 2)
            rows.append(Row(label: "addItems \(index)", anomalies: [anomaly]) { $0.addItems([7], toSection: index) })
            rows.append(Row(label: "addItem \(index)", anomalies: [anomaly]) { $0.addItem(7, toSection: index) })
        }
        check(rows)
    }

    /// The bad index paths of an insertion, with the anomaly each reports and the error a throwing method throws.
    private var insertionCases: [(IndexPath, MemoryStorageAnomaly, MemoryStorageError)] {
        var cases: [(IndexPath, MemoryStorageAnomaly, MemoryStorageError)] = malformed.map {
            ($0, .invalidIndexPath(indexPath: $0), .insertionFailed(reason: .invalidIndexPath($0)))
        }
        for (path, count) in [(item(4, in: 0), 3), (item(Int.max, in: 0), 3), (item(2, in: 1), 1), (item(1, in: 2), 0)]
        {
            cases.append(
                (
                    path, .insertionIndexPathTooBig(indexPath: path, countOfElementsInSection: count),
                    .insertionFailed(reason: .indexPathTooBig(path))
                ))
        }
        for path in [item(0, in: far), item(0, in: Int.max), item(Int.max, in: Int.max)] {
            cases.append(
                (
                    path, .sectionIndexTooBig(index: path.section, numberOfSections: 2),
                    .insertionFailed(reason: .indexPathTooBig(path))
                ))
        }
        return cases
    }

    func testInsertItem_andInsertItemsAt_badIndexPaths() {
        var rows: [Row] = []
        for (path, anomaly, error) in insertionCases {
            rows.append(
                Row(label: "insertItem \(path)", anomalies: [anomaly], error: error) { try $0.insertItem(7, to: path) })
            rows.append(
                Row(label: "insertItems at \(path)", anomalies: [anomaly], error: error) {
                    try $0.insertItems([7, 8], at: path)
                })
        }
        check(rows)
    }

    func testInsertItemsTo_badIndexPaths() {
        var rows = insertionCases.map { path, anomaly, _ in
            Row(label: "insertItems to \(path)", anomalies: [anomaly]) { $0.insertItems([7], to: [path]) }
        }
        rows.append(
            Row(
                label: "insertItems to, count mismatch",
                anomalies: [.batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2)]
            ) { $0.insertItems([7], to: [item(0, in: 0), item(0, in: 1)]) })
        check(rows)
    }

    // MARK: MemoryStorage: items that are not there

    func testSearchingMethods_itemNotFound() {
        check([
            Row(label: "reloadItem 42") { $0.reloadItem(42) },
            Row(label: "reloadItem of another type") { $0.reloadItem("1") },
            Row(
                label: "replaceItem 42", anomalies: [.replaceItemFailedItemNotFound(itemDescription: "42")],
                error: .searchFailed(reason: .itemNotFound(itemDescription: "42"))
            ) { try $0.replaceItem(42, with: 0) },
            Row(
                label: "removeItem 42", anomalies: [.removeItemFailedItemNotFound(itemDescription: "42")],
                error: .searchFailed(reason: .itemNotFound(itemDescription: "42"))
            ) { try $0.removeItem(42) },
            Row(label: "removeItems Hashable") { $0.removeItems([42, 43]) },
            Row(label: "removeItems Equatable") { $0.removeItems([NotHashable(value: 1)]) },
        ])
    }

    func testRemovalsByPosition_skipWhatIsNotThere() {
        var rows = (malformed + [item(3, in: 0), item(Int.max, in: 1), item(0, in: 2), item(0, in: Int.max)]).map {
            path in Row(label: "removeItems at \(path)") { $0.removeItems(at: [path]) }
        }
        for section in negativeSections + [2] + implausibleSections {
            rows.append(Row(label: "removeItems fromSection \(section)") { $0.removeItems(fromSection: section) })
        }
        for indexes in [IndexSet([2]), IndexSet([-1]), IndexSet([Int.max - 1]), IndexSet(integersIn: 2..<Int.max)] {
            rows.append(Row(label: "deleteSections \(indexes)") { $0.deleteSections(indexes) })
        }
        check(rows)
    }

    // MARK: MemoryStorage: moving

    func testMoveItem_badIndexPaths() {
        var rows: [Row] = []
        for path in malformed {
            rows.append(
                Row(label: "moveItem from \(path)", anomalies: [.invalidIndexPath(indexPath: path)]) {
                    $0.moveItem(at: path, to: item(0, in: 0))
                })
            rows.append(
                Row(label: "moveItem to \(path)", anomalies: [.invalidIndexPath(indexPath: path)]) {
                    $0.moveItem(at: item(0, in: 0), to: path)
                })
        }
        for path in [item(3, in: 0), item(Int.max, in: 0), item(0, in: 2), item(0, in: Int.max)] {
            rows.append(
                Row(label: "moveItem from \(path)", anomalies: [.moveItemFailedItemNotFound(indexPath: path)]) {
                    $0.moveItem(at: path, to: item(0, in: 0))
                })
        }
        for (path, count) in [(item(3, in: 0), 2), (item(2, in: 1), 1), (item(Int.max, in: 1), 1), (item(1, in: 2), 0)]
        {
            rows.append(
                Row(
                    label: "moveItem to \(path)",
                    anomalies: [.moveItemFailedIndexPathTooBig(indexPath: path, countOfElementsInSection: count)]
                ) { $0.moveItem(at: item(0, in: 0), to: path) })
        }
        for path in [item(0, in: far), item(0, in: Int.max)] {
            rows.append(
                Row(
                    label: "moveItem to \(path)",
                    anomalies: [.sectionIndexTooBig(index: path.section, numberOfSections: 2)]
                ) { $0.moveItem(at: item(0, in: 0), to: path) })
        }
        check(rows)
    }

    func testMoveItemWithoutAnimation_badIndexPaths() {
        // (source, destination, source count, destination count without the moving item) as the anomaly reports them.
        let origin = item(0, in: 0)
        var cases: [(IndexPath, IndexPath, Int, Int)] = []
        for path in malformed {
            let sameSectionAsOrigin = path.count == 2 && path[0] == 0
            cases.append((path, origin, sameSectionAsOrigin ? 3 : 0, sameSectionAsOrigin ? 2 : 3))
            cases.append((origin, path, 3, sameSectionAsOrigin ? 2 : 0))
        }
        cases += [
            (item(3, in: 0), origin, 3, 2), (item(Int.max, in: 0), origin, 3, 2), (item(0, in: 2), origin, 0, 3),
            (item(0, in: Int.max), origin, 0, 3), (origin, item(3, in: 0), 3, 2), (origin, item(2, in: 1), 3, 1),
            (origin, item(Int.max, in: 1), 3, 1), (origin, item(0, in: 2), 3, 0), (origin, item(0, in: Int.max), 3, 0),
        ]
        check(
            cases.map { source, destination, sourceCount, destinationCount in
                Row(
                    label: "moveItemWithoutAnimation \(source) → \(destination)",
                    anomalies: [
                        .moveItemFailedInvalidIndexPaths(
                            sourceIndexPath: source, destinationIndexPath: destination,
                            sourceElementsInSection: sourceCount, destinationElementsInSection: destinationCount)
                    ]
                ) { $0.moveItemWithoutAnimation(from: source, to: destination) }
            })
    }

    func testMoveSection_badSections() {
        var rows: [Row] = []
        for (source, destination) in [(-1, 0), (0, Int.min), (Int.min, Int.max)] {
            rows.append(
                Row(
                    label: "moveSection \(source) → \(destination)",
                    anomalies: [.sectionIndexOutOfRange(index: min(source, destination), numberOfSections: 2)]
                ) { $0.moveSection(source, toSection: destination) })
        }
        for (source, destination) in [(0, far), (Int.max, 0), (Int.max, Int.max)] {
            rows.append(
                Row(
                    label: "moveSection \(source) → \(destination)",
                    anomalies: [.sectionIndexTooBig(index: max(source, destination), numberOfSections: 2)]
                ) { $0.moveSection(source, toSection: destination) })
        }
        check(rows)
    }

    // MARK: MemoryStorage: sections

    func testSectionMethods_badSections() {
        var rows: [Row] = []
        let sectionCases =
            negativeSections.map { ($0, MemoryStorageAnomaly.sectionIndexOutOfRange(index: $0, numberOfSections: 2)) }
            + implausibleSections.map { ($0, MemoryStorageAnomaly.sectionIndexTooBig(index: $0, numberOfSections: 2)) }
        for (index, anomaly) in sectionCases {
            rows.append(Row(label: "setItems \(index)", anomalies: [anomaly]) { $0.setItems([7], forSection: index) })
            for animated in [false, true] {
                rows.append(
                    Row(label: "setItems animated: \(animated) \(index)", anomalies: [anomaly]) {
                        $0.setItems([7], forSection: index, animated: animated)
                    })
            }
            rows.append(
                Row(label: "setSection \(index)", anomalies: [anomaly]) {
                    $0.setSection(SectionModel(items: [7]), forSection: index)
                })
        }
        for index in negativeSections + [3] + implausibleSections {
            rows.append(
                Row(
                    label: "insertSection \(index)",
                    anomalies: [.sectionIndexOutOfRange(index: index, numberOfSections: 2)]
                ) { $0.insertSection(SectionModel(items: [7]), atIndex: index) })
        }
        rows.append(
            Row(label: "setSection held", anomalies: [.sectionAlreadyInStorage(index: 0)]) {
                $0.setSection($0.sections[1], forSection: 0)
            })
        rows.append(
            Row(label: "insertSection held", anomalies: [.sectionAlreadyInStorage(index: 2)]) {
                $0.insertSection($0.sections[0], atIndex: 2)
            })
        check(rows)
    }

    func testAnimatedSetItems_duplicateModels_areStoredAsGiven() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([1, 1, 2], forSection: 0, animated: true)
        storage.setItems([2, 1, 1, 1], forSection: 0, animated: true)
        storage.setItemsForAllSections([[3, 3], [2, 1, 1, 1]], animated: true)
        XCTAssertEqual(storage.intSections, [[3, 3], [2, 1, 1, 1]])
        XCTAssertEqual(updater.calls, [.update, .update, .update])
    }

    // MARK: MemoryStorage: queries

    func testQueries_answerNothingForBadInput() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2, 3], [4]])
        storage.setSectionHeaderModels(["H0", "H1"])
        storage.setSectionFooterModels(["F0", "F1"])
        for section in negativeSections + [2] + implausibleSections {
            XCTAssertEqual(storage.numberOfItems(inSection: section), 0, "\(section)")
            XCTAssertNil(storage.items(inSection: section), "\(section)")
            XCTAssertNil(storage.section(atIndex: section), "\(section)")
            XCTAssertNil(storage.headerModel(forSection: section), "\(section)")
            XCTAssertNil(storage.footerModel(forSection: section), "\(section)")
        }
        for path in malformed + [item(3, in: 0), item(Int.max, in: 1), item(0, in: 2), item(0, in: Int.max)] {
            XCTAssertNil(storage.item(at: path), "\(path)")
        }
        XCTAssertNil(storage.indexPath(forItem: 42))
        XCTAssertNil(storage.indexPath(forItem: "1"))
        XCTAssertNil(storage.sectionIndex(for: SectionModel(items: [1, 2, 3])))
        XCTAssertNil(SectionModel(items: [1]).item(at: Int.min))
        XCTAssertNil(SectionModel(items: [1]).item(at: Int.max))
    }

    // MARK: SingleSectionStorage

    func testSingleSectionStorage_badInput() {
        let storage = SingleSectionStorage(items: [Tagged(1), Tagged(2)])
        for section in negativeSections + [1] + implausibleSections {
            XCTAssertEqual(storage.numberOfItems(inSection: section), 0, "\(section)")
        }
        for path in malformed + [item(2, in: 0), item(Int.max, in: 0), item(0, in: 1), item(0, in: Int.max)] {
            XCTAssertNil(storage.item(at: path), "\(path)")
        }
        // Duplicate identifiers never trap: the storage holds exactly what it was given.
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setItems([Tagged(2), Tagged(2, "b"), Tagged(1), Tagged(1)])
        XCTAssertEqual(storage.items, [Tagged(2), Tagged(2, "b"), Tagged(1), Tagged(1)])
        storage.addItems([Tagged(1), Tagged(3), Tagged(3)])
        XCTAssertEqual(storage.items.map(\.id), [2, 2, 1, 1, 1, 3, 3])
        XCTAssertEqual(updater.calls, [.update, .update])
    }

    // MARK: DiffableDataSourceSnapshot

    private typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    func testSnapshotMutations_unknownAndDuplicateIdentifiers() {
        var base = Snapshot()
        base.appendSections(["A", "B"])
        base.appendItems([1, 2], toSection: "A")
        base.appendItems([3], toSection: "B")
        let rows: [(String, [DiffableDataSourceAnomaly], (inout Snapshot) -> Void)] = [
            (
                "appendSections existing",
                [.sectionIdentifierAlreadyExists(operation: "appendSections(_:)", identifier: "A")],
                { $0.appendSections(["A"]) }
            ),
            (
                "insertSections before unknown",
                [.sectionIdentifierNotFound(operation: "insertSections(_:beforeSection:)", identifier: "Z")],
                { $0.insertSections(["C"], beforeSection: "Z") }
            ),
            (
                "insertSections before, existing",
                [.sectionIdentifierAlreadyExists(operation: "insertSections(_:beforeSection:)", identifier: "B")],
                { $0.insertSections(["B"], beforeSection: "A") }
            ),
            (
                "insertSections after unknown",
                [.sectionIdentifierNotFound(operation: "insertSections(_:afterSection:)", identifier: "Z")],
                { $0.insertSections(["C"], afterSection: "Z") }
            ),
            (
                "insertSections after, existing",
                [.sectionIdentifierAlreadyExists(operation: "insertSections(_:afterSection:)", identifier: "A")],
                { $0.insertSections(["A"], afterSection: "B") }
            ),
            (
                "deleteSections unknown",
                [.sectionIdentifierNotFound(operation: "deleteSections(_:)", identifier: "Z")],
                { $0.deleteSections(["Z"]) }
            ),
            (
                "moveSection unknown before",
                [.sectionIdentifierNotFound(operation: "moveSection(_:beforeSection:)", identifier: "Z")],
                { $0.moveSection("Z", beforeSection: "A") }
            ),
            (
                "moveSection before unknown",
                [.sectionIdentifierNotFound(operation: "moveSection(_:beforeSection:)", identifier: "Z")],
                { $0.moveSection("A", beforeSection: "Z") }
            ),
            ("moveSection before itself", [], { $0.moveSection("A", beforeSection: "A") }),
            (
                "moveSection unknown after",
                [.sectionIdentifierNotFound(operation: "moveSection(_:afterSection:)", identifier: "Z")],
                { $0.moveSection("Z", afterSection: "A") }
            ),
            (
                "moveSection after unknown",
                [.sectionIdentifierNotFound(operation: "moveSection(_:afterSection:)", identifier: "Z")],
                { $0.moveSection("A", afterSection: "Z") }
            ),
            ("moveSection after itself", [], { $0.moveSection("B", afterSection: "B") }),
            (
                "reloadSections unknown",
                [.sectionIdentifierNotFound(operation: "reloadSections(_:)", identifier: "Z")],
                { $0.reloadSections(["Z"]) }
            ),
            (
                "appendItems to unknown",
                [.sectionIdentifierNotFound(operation: "appendItems(_:toSection:)", identifier: "Z")],
                { $0.appendItems([9], toSection: "Z") }
            ),
            (
                "appendItems existing",
                [.itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "1")],
                { $0.appendItems([1]) }
            ),
            (
                "insertItems before unknown",
                [.itemIdentifierNotFound(operation: "insertItems(_:beforeItem:)", identifier: "42")],
                { $0.insertItems([9], beforeItem: 42) }
            ),
            (
                "insertItems before, existing",
                [.itemIdentifierAlreadyExists(operation: "insertItems(_:beforeItem:)", identifier: "3")],
                { $0.insertItems([3], beforeItem: 1) }
            ),
            (
                "insertItems after unknown",
                [.itemIdentifierNotFound(operation: "insertItems(_:afterItem:)", identifier: "42")],
                { $0.insertItems([9], afterItem: 42) }
            ),
            (
                "insertItems after, existing",
                [.itemIdentifierAlreadyExists(operation: "insertItems(_:afterItem:)", identifier: "1")],
                { $0.insertItems([1], afterItem: 1) }
            ),
            (
                "deleteItems unknown", [.itemIdentifierNotFound(operation: "deleteItems(_:)", identifier: "42")],
                { $0.deleteItems([42]) }
            ),
            (
                "moveItem unknown before",
                [.itemIdentifierNotFound(operation: "moveItem(_:beforeItem:)", identifier: "42")],
                { $0.moveItem(42, beforeItem: 1) }
            ),
            (
                "moveItem before unknown",
                [.itemIdentifierNotFound(operation: "moveItem(_:beforeItem:)", identifier: "42")],
                { $0.moveItem(1, beforeItem: 42) }
            ),
            ("moveItem before itself", [], { $0.moveItem(2, beforeItem: 2) }),
            (
                "moveItem unknown after",
                [.itemIdentifierNotFound(operation: "moveItem(_:afterItem:)", identifier: "42")],
                { $0.moveItem(42, afterItem: 1) }
            ),
            (
                "moveItem after unknown",
                [.itemIdentifierNotFound(operation: "moveItem(_:afterItem:)", identifier: "42")],
                { $0.moveItem(1, afterItem: 42) }
            ),
            ("moveItem after itself", [], { $0.moveItem(3, afterItem: 3) }),
            (
                "reloadItems unknown", [.itemIdentifierNotFound(operation: "reloadItems(_:)", identifier: "42")],
                { $0.reloadItems([42]) }
            ),
            (
                "reconfigureItems unknown",
                [.itemIdentifierNotFound(operation: "reconfigureItems(_:)", identifier: "42")],
                { $0.reconfigureItems([42]) }
            ),
        ]
        for (label, anomalies, mutate) in rows {
            var snapshot = base
            mutate(&snapshot)
            XCTAssertEqual(snapshot, base, label)
            XCTAssertEqual(snapshot.anomalies, anomalies, label)
            snapshot._checkInvariants()
        }
    }

    func testSnapshot_duplicatesGivenTwiceAndNoSection() {
        var snapshot = Snapshot()
        snapshot.appendItems([1])
        XCTAssertEqual(snapshot.anomalies, [.noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 1)])
        XCTAssertEqual(snapshot, Snapshot())
        snapshot.appendSections(["A", "A"])
        snapshot.appendItems([1, 1])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["A"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1])
        XCTAssertEqual(
            snapshot.anomalies.dropFirst(),
            [
                .sectionIdentifierAlreadyExists(operation: "appendSections(_:)", identifier: "A"),
                .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "1"),
            ])
        snapshot._checkInvariants()
    }

    func testSnapshotQueries_answerNothingForUnknownIdentifiers() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1])
        XCTAssertEqual(snapshot.numberOfItems(inSection: "Z"), 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "Z"), [])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 42))
        XCTAssertNil(snapshot.indexOfItem(42))
        XCTAssertNil(snapshot.indexOfSection("Z"))
        XCTAssertEqual(snapshot.anomalies, [], "queries record nothing")
    }

    // MARK: CollectionViewDiffableDataSource

    func testDiffableDataSourceQueries_answerNothingForBadInput() {
        let manager = CollectionViewManager()
        let dataSource: CollectionViewDiffableDataSource<String, Int> = manager.configureDiffableDataSource { $1 }
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4], toSection: "B")
        dataSource.applySnapshotUsingReloadData(snapshot)
        for path in malformed + [item(3, in: 0), item(Int.max, in: 1), item(0, in: 2), item(0, in: Int.max)] {
            XCTAssertNil(dataSource.itemIdentifier(for: path), "\(path)")
            XCTAssertNil(dataSource.item(at: path), "\(path)")
        }
        for section in negativeSections + [2] + implausibleSections {
            XCTAssertNil(dataSource.sectionIdentifier(for: section), "\(section)")
            XCTAssertEqual(dataSource.numberOfItems(inSection: section), 0, "\(section)")
        }
        XCTAssertNil(dataSource.indexPath(for: 42))
        XCTAssertNil(dataSource.index(for: "Z"))
        XCTAssertEqual(dataSource.snapshot(), snapshot)
    }
}
