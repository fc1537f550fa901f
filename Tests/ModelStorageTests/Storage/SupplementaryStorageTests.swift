import Foundation
import ModelStorage
import StorageTestSupport
import XCTest

final class SupplementaryStorageTests: XCTestCase {
    func testSetSectionHeaderAndFooterModels_createNoSectionsAndReloadNothing() {
        let storage = MemoryStorage()
        let updater = RecordingStorageUpdater()
        storage.delegate = updater
        storage.setSectionHeaderModels(["A", "B"])
        storage.setSectionFooterModels([1])
        XCTAssertEqual(storage.numberOfSections(), 0)
        XCTAssertEqual(updater.calls, [])
        XCTAssertEqual(storage.headerModel(forSection: 1) as? String, "B")
        XCTAssertNil(storage.headerModel(forSection: 2))
        XCTAssertNil(storage.headerModel(forSection: -1))
        XCTAssertEqual(storage.footerModel(forSection: 0) as? Int, 1)
        XCTAssertNil(storage.footerModel(forSection: 1))
    }

    func testHeaderAndFooterModel_ignoreKinds() {
        let storage = MemoryStorage()
        storage.headerModelProvider = { "header \($0)" }
        storage.footerModelProvider = { "footer \($0)" }
        XCTAssertNil(storage.supplementaryHeaderKind)
        XCTAssertEqual(storage.headerModel(forSection: 3) as? String, "header 3")
        XCTAssertEqual(storage.footerModel(forSection: 3) as? String, "footer 3")
        XCTAssertNil(
            storage.supplementaryModel(ofKind: CollectionElementKind.sectionHeader, forSectionAt: item(0, in: 3)))
    }

    func testConfigureForCollectionViewFlowLayoutUsage_routesFlowKindsToHeaderAndFooter() {
        let storage = MemoryStorage()
        storage.configureForCollectionViewFlowLayoutUsage()
        storage.setSectionHeaderModels(["H"])
        storage.setSectionFooterModels(["F"])
        XCTAssertEqual(storage.supplementaryHeaderKind, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(storage.supplementaryFooterKind, "UICollectionElementKindSectionFooter")
        XCTAssertEqual(
            storage.supplementaryModel(ofKind: CollectionElementKind.sectionHeader, forSectionAt: item(0, in: 0))
                as? String,
            "H")
        XCTAssertEqual(
            storage.supplementaryModel(ofKind: CollectionElementKind.sectionFooter, forSectionAt: item(0, in: 0))
                as? String,
            "F")
    }

    func testConfigureForTableViewUsage_usesTableKinds() {
        let storage = MemoryStorage()
        storage.configureForTableViewUsage()
        XCTAssertEqual(storage.supplementaryHeaderKind, "DTTableViewElementSectionHeader")
        XCTAssertEqual(storage.supplementaryFooterKind, "DTTableViewElementSectionFooter")
    }

    func testSupplementaryModelProvider_headerAndFooterWinForTheirKinds() {
        let storage = MemoryStorage()
        storage.headerModelProvider = { [1, 2, 3][$0] }
        storage.supplementaryModelProvider = { _, indexPath in [4, 5, 6][indexPath.item] }
        storage.supplementaryHeaderKind = "Foo"
        XCTAssertEqual(storage.supplementaryModel(ofKind: "Foo", forSectionAt: item(0, in: 0)) as? Int, 1)
        XCTAssertEqual(storage.supplementaryModel(ofKind: "Bar", forSectionAt: item(0, in: 0)) as? Int, 4)
        XCTAssertEqual(storage.supplementaryModel(ofKind: "Bar", forSectionAt: item(2, in: 0)) as? Int, 6)
    }

    func testSupplementaryModelProvider_headerProviderWinsEvenWhenItReturnsNil() {
        let storage = MemoryStorage()
        storage.configureForCollectionViewFlowLayoutUsage()
        storage.headerModelProvider = { _ in nil }
        storage.supplementaryModelProvider = { _, _ in "custom" }
        XCTAssertNil(
            storage.supplementaryModel(ofKind: CollectionElementKind.sectionHeader, forSectionAt: item(0, in: 0)))
        XCTAssertEqual(storage.supplementaryModel(ofKind: "Other", forSectionAt: item(0, in: 0)) as? String, "custom")
    }

    func testSupplementaryModelProvider_getterIsNeverNil_evenAfterAssigningNil() {
        let storage = MemoryStorage()
        storage.supplementaryModelProvider = nil
        XCTAssertNotNil(storage.supplementaryModelProvider)
        storage.supplementaryHeaderKind = "H"
        storage.headerModelProvider = { _ in "header" }
        XCTAssertEqual(storage.supplementaryModelProvider?("H", item(0, in: 0)) as? String, "header")
        XCTAssertNil(storage.supplementaryModelProvider?("X", item(0, in: 0)) ?? nil)
    }

    func testProviders_areReadLive() {
        let storage = MemoryStorage()
        storage.configureForCollectionViewFlowLayoutUsage()
        let provider = storage.supplementaryModelProvider
        storage.setSectionHeaderModels(["later"])
        XCTAssertEqual(provider?(CollectionElementKind.sectionHeader, item(0, in: 0)) as? String, "later")
    }

    func testNestedOptionalModels_areReturnedAsStored() {
        let storage = MemoryStorage()
        storage.setSectionHeaderModels([Int?.none, 3])
        XCTAssertNil(RuntimeHelper.recursivelyUnwrapAnyValue(storage.headerModel(forSection: 0) as Any))
        XCTAssertEqual(RuntimeHelper.recursivelyUnwrapAnyValue(storage.headerModel(forSection: 1) as Any) as? Int, 3)
    }
}
