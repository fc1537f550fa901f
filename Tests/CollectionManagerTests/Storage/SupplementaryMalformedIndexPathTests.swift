import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// A supplementary model query with an index path that has no section — not exactly two indexes — answers `nil` and
/// asks no provider, for every storage, with the flow layout's kinds routed to the header and footer providers.
final class SupplementaryMalformedIndexPathTests: XCTestCase {
    private static let malformedPaths: [IndexPath] = [
        IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath(indexes: [Int.max, -1, 0]),
    ]

    private static let kinds = [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter, "Badge"]

    /// Installs counting providers on `storage` and checks every kind with every malformed path.
    private func assertNoModelForMalformedPaths(
        _ storage: any SupplementaryStorage, file: StaticString = #filePath, line: UInt = #line
    ) {
        var asked: [String] = []
        storage.configureForCollectionViewFlowLayoutUsage()
        storage.headerModelProvider = { section in
            asked.append("header \(section)")
            return "header"
        }
        storage.footerModelProvider = { section in
            asked.append("footer \(section)")
            return "footer"
        }
        storage.supplementaryModelProvider = { kind, indexPath in
            asked.append("\(kind) \(indexPath)")
            return "custom"
        }
        for indexPath in Self.malformedPaths {
            for kind in Self.kinds {
                XCTAssertNil(storage.supplementaryModel(ofKind: kind, forSectionAt: indexPath), "\(kind) \(indexPath)")
                XCTAssertNil(storage.supplementaryModelProvider?(kind, indexPath) ?? nil, "\(kind) \(indexPath)")
            }
        }
        XCTAssertEqual(asked, [], file: file, line: line)

        let valid = IndexPath(item: 0, section: 1)
        XCTAssertEqual(
            Self.kinds.map { storage.supplementaryModel(ofKind: $0, forSectionAt: valid) as? String },
            ["header", "footer", "custom"], file: file, line: line)
        XCTAssertEqual(asked, ["header 1", "footer 1", "Badge [1, 0]"], file: file, line: line)
    }

    func testMemoryStorage_malformedIndexPath_hasNoSupplementaryModel() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2]])
        assertNoModelForMalformedPaths(storage)
    }

    func testMemoryStorage_sectionHeaderAtEmptyIndexPath_isNil() {
        let storage = MemoryStorage()
        storage.configureForCollectionViewFlowLayoutUsage()
        storage.setSectionHeaderModels(["first"])
        XCTAssertNil(storage.supplementaryModel(ofKind: CollectionElementKind.sectionHeader, forSectionAt: IndexPath()))
        XCTAssertEqual(
            storage.supplementaryModel(
                ofKind: CollectionElementKind.sectionHeader, forSectionAt: IndexPath(item: 0, section: 0)) as? String,
            "first")
    }

    func testSingleSectionStorage_malformedIndexPath_hasNoSupplementaryModel() {
        assertNoModelForMalformedPaths(SingleSectionStorage(items: [Tagged(1), Tagged(2)]))
    }

    func testDiffableDataSource_malformedIndexPath_hasNoSupplementaryModel() {
        let owner = ManagedOwner()
        let dataSource: CollectionViewDiffableDataSource<String, Int> = owner.manager.configureDiffableDataSource {
            _, item in item
        }
        assertNoModelForMalformedPaths(dataSource)
    }

    func testCustomStorageUsingTheDefaultQuery_malformedIndexPath_hasNoSupplementaryModel() {
        final class CustomStorage: SupplementaryStorage {
            var headerModelProvider: ((Int) -> Any?)?
            var footerModelProvider: ((Int) -> Any?)?
            var supplementaryModelProvider: ((String, IndexPath) -> Any?)?
            var supplementaryHeaderKind: String?
            var supplementaryFooterKind: String?
        }
        let storage = CustomStorage()
        var asked: [IndexPath] = []
        storage.supplementaryModelProvider = { _, indexPath in
            asked.append(indexPath)
            return "custom"
        }
        for indexPath in Self.malformedPaths {
            XCTAssertNil(storage.supplementaryModel(ofKind: "Badge", forSectionAt: indexPath), "\(indexPath)")
        }
        XCTAssertEqual(
            storage.supplementaryModel(ofKind: "Badge", forSectionAt: IndexPath(item: 0, section: 0)) as? String,
            "custom")
        XCTAssertEqual(asked, [IndexPath(item: 0, section: 0)])
    }
}
