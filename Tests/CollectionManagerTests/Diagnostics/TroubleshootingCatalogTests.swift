import CollectionManager
import Foundation
import XCTest

/// The Troubleshooting guide lists every anomaly as a person reads it: its description, then how to fix it.
///
/// The guide's catalog is the text this test builds from the anomalies themselves, so that a changed message cannot
/// leave the guide behind. When it fails, it prints the catalog to paste into the guide.
final class TroubleshootingCatalogTests: XCTestCase {
    private static let at = IndexPath(item: 3, section: 0)

    /// Every case of each anomaly type, with the arguments a screen of posts would give it.
    static let entries: [(heading: String, anomalies: [(name: String, message: String)])] = [
        (
            "Manager anomalies",
            [
                ("nilCellModel(_:)", CollectionViewManagerAnomaly.nilCellModel(at)),
                (
                    "nilSupplementaryModel(kind:indexPath:)",
                    .nilSupplementaryModel(kind: CollectionElementKind.sectionHeader, indexPath: at)
                ),
                (
                    "noCellMappingFound(modelDescription:indexPath:)",
                    .noCellMappingFound(modelDescription: #"Post(title: "Hello")"#, indexPath: at)
                ),
                (
                    "noSupplementaryMappingFound(modelDescription:kind:indexPath:)",
                    .noSupplementaryMappingFound(
                        modelDescription: "Today", kind: CollectionElementKind.sectionHeader, indexPath: at)
                ),
                (
                    "differentCellReuseIdentifier(mappingReuseIdentifier:cellReuseIdentifier:)",
                    .differentCellReuseIdentifier(mappingReuseIdentifier: "PostCell", cellReuseIdentifier: "Post")
                ),
                (
                    "differentSupplementaryReuseIdentifier(mappingReuseIdentifier:supplementaryReuseIdentifier:)",
                    .differentSupplementaryReuseIdentifier(
                        mappingReuseIdentifier: "TitleView", supplementaryReuseIdentifier: "Title")
                ),
                (
                    "differentCellClass(xibName:cellClass:expectedCellClass:)",
                    .differentCellClass(xibName: "PostCell", cellClass: "TextCell", expectedCellClass: "PostCell")
                ),
                (
                    "differentSupplementaryClass(xibName:viewClass:expectedViewClass:)",
                    .differentSupplementaryClass(
                        xibName: "TitleView", viewClass: "TextView", expectedViewClass: "TitleView")
                ),
                (
                    "emptyXibFile(xibName:expectedViewClass:)",
                    .emptyXibFile(xibName: "PostCell", expectedViewClass: "PostCell")
                ),
                (
                    "modelEventCalledWithCellClass(modelType:methodName:subclassOf:)",
                    .modelEventCalledWithCellClass(
                        modelType: "PostCell", methodName: "sizeForCell(withItem:_:)", subclassOf: "CollectionViewCell")
                ),
                (
                    "unusedEventDetected(viewType:methodName:)",
                    .unusedEventDetected(viewType: "PostCell", methodName: "didSelect(_:_:)")
                ),
                (
                    "eventRegistrationForUnregisteredMapping(viewClass:signature:)",
                    .eventRegistrationForUnregisteredMapping(
                        viewClass: "PostCell", signature: "collectionView:didSelectItemAtIndexPath:")
                ),
                (
                    "flowDelegateLayoutMethodWithDifferentLayout(methodSignature:)",
                    .flowDelegateLayoutMethodWithDifferentLayout(
                        methodSignature: "collectionView:layout:sizeForItemAtIndexPath:")
                ),
                (
                    "emptyReuseIdentifier(viewClass:viewType:)",
                    .emptyReuseIdentifier(viewClass: "PostCell", viewType: .cell)
                ),
                (
                    "mappingRegisteredAfterLayout(viewClass:modelType:)",
                    .mappingRegisteredAfterLayout(viewClass: "PostCell", modelType: "Post")
                ),
                (
                    "memoryStorageUnavailable(storageType:)",
                    .memoryStorageUnavailable(storageType: "DiffableDataSource<Section, Post>")
                ),
                (
                    "ownerDeclaresNoImplementedMethods(ownerType:protocols:)",
                    .ownerDeclaresNoImplementedMethods(
                        ownerType: "FeedController", protocols: ["CollectionViewDelegate"])
                ),
                ("ownerOutlivesCollectionView(ownerType:)", .ownerOutlivesCollectionView(ownerType: "FeedController")),
            ].map { ($0.0, AnomalyReport(anomaly: $0.1).message) }
        ),
        (
            "Storage anomalies",
            [
                (
                    "insertionIndexPathTooBig(indexPath:countOfElementsInSection:)",
                    MemoryStorageAnomaly.insertionIndexPathTooBig(
                        indexPath: IndexPath(item: 5, section: 0), countOfElementsInSection: 3)
                ),
                (
                    "batchInsertionItemCountMismatch(itemsCount:indexPathsCount:)",
                    .batchInsertionItemCountMismatch(itemsCount: 2, indexPathsCount: 3)
                ),
                (
                    "replaceItemFailedItemNotFound(itemDescription:)",
                    .replaceItemFailedItemNotFound(itemDescription: #"Post(title: "Hello")"#)
                ),
                (
                    "removeItemFailedItemNotFound(itemDescription:)",
                    .removeItemFailedItemNotFound(itemDescription: #"Post(title: "Hello")"#)
                ),
                ("moveItemFailedItemNotFound(indexPath:)", .moveItemFailedItemNotFound(indexPath: at)),
                (
                    "moveItemFailedIndexPathTooBig(indexPath:countOfElementsInSection:)",
                    .moveItemFailedIndexPathTooBig(
                        indexPath: IndexPath(item: 4, section: 1), countOfElementsInSection: 2)
                ),
                (
                    "moveItemFailedInvalidIndexPaths(sourceIndexPath:destinationIndexPath:sourceElementsInSection:destinationElementsInSection:)",
                    .moveItemFailedInvalidIndexPaths(
                        sourceIndexPath: at, destinationIndexPath: IndexPath(item: 7, section: 1),
                        sourceElementsInSection: 2, destinationElementsInSection: 4)
                ),
                ("invalidIndexPath(indexPath:)", .invalidIndexPath(indexPath: IndexPath(index: 3))),
                (
                    "sectionIndexOutOfRange(index:numberOfSections:)",
                    .sectionIndexOutOfRange(index: -1, numberOfSections: 2)
                ),
                (
                    "sectionIndexTooBig(index:numberOfSections:)",
                    .sectionIndexTooBig(index: Int.max, numberOfSections: 2)
                ),
                ("sectionAlreadyInStorage(index:)", .sectionAlreadyInStorage(index: 1)),
                ("itemsSetOnSectionInStorage(index:)", .itemsSetOnSectionInStorage(index: 1)),
            ].map { ($0.0, AnomalyReport(anomaly: $0.1).message) }
        ),
        (
            "Snapshot anomalies",
            [
                (
                    "sectionIdentifierAlreadyExists(operation:identifier:)",
                    DiffableDataSourceAnomaly.sectionIdentifierAlreadyExists(
                        operation: "appendSections(_:)", identifier: "main")
                ),
                (
                    "itemIdentifierAlreadyExists(operation:identifier:)",
                    .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "42")
                ),
                (
                    "sectionIdentifierNotFound(operation:identifier:)",
                    .sectionIdentifierNotFound(operation: "appendItems(_:toSection:)", identifier: "archive")
                ),
                (
                    "itemIdentifierNotFound(operation:identifier:)",
                    .itemIdentifierNotFound(operation: "reloadItems(_:)", identifier: "42")
                ),
                (
                    "noSectionForItems(operation:itemCount:)",
                    .noSectionForItems(operation: "appendItems(_:toSection:)", itemCount: 3)
                ),
            ].map { ($0.0, AnomalyReport(anomaly: $0.1).message) }
        ),
    ]

    /// The catalog as the guide shows it, under its "Every anomaly" heading.
    static var catalog: String {
        var lines: [String] = []
        for (heading, anomalies) in entries {
            lines += ["### \(heading)", ""]
            for (name, message) in anomalies {
                lines += ["`\(name)`:", "", "```text", message, "```", ""]
            }
        }
        return lines.joined(separator: "\n")
    }

    func testTroubleshootingGuide_listsEveryAnomaly_withItsDescriptionAndFix() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/CollectionManager/CollectionManager.docc/Troubleshooting.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let catalog = Self.catalog
        if !text.contains(catalog) {
            XCTFail("The Troubleshooting guide's catalog differs from the anomalies' messages. Paste this:\n\(catalog)")
        }
    }

    func testCatalog_coversEveryCaseOnce() {
        let names = Self.entries.flatMap { $0.anomalies.map(\.name) }
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(
            Self.entries.map(\.anomalies.count), [CollectionViewManagerAnomalyTests.everyCase.count, 12, 5],
            "a case was added without a catalog entry")
    }
}
