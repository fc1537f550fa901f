import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Headers, footers and custom supplementary kinds, end to end.
final class SupplementaryRegistrationTests: XCTestCase {
    private var owner: ManagedOwner!
    private var manager: CollectionViewManager { owner.manager }
    private var recorder: ManagerAnomalyRecorder!

    override func setUp() {
        super.setUp()
        owner = ManagedOwner()
        recorder = ManagerAnomalyRecorder(owner.manager)
        (owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize =
            CGSize(width: 320, height: 40)
        (owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize =
            CGSize(width: 320, height: 20)
    }

    private func header(_ section: Int) -> CollectionReusableView? {
        owner.virtualView.layoutIfNeeded()
        return owner.virtualView.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
    }

    private func footer(_ section: Int) -> CollectionReusableView? {
        owner.virtualView.layoutIfNeeded()
        return owner.virtualView.supplementaryView(
            forElementKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: section))
    }

    func testHeadersAndFooters_showTheirSectionModels() {
        manager.register(PostCell.self)
        manager.registerHeader(TitleHeader.self)
        manager.registerFooter(TitleFooter.self)
        manager.memoryStorage.setItemsForAllSections([[Post(title: "a")], [Post(title: "b")]])
        manager.memoryStorage.setSectionHeaderModels(["H0", "H1"])
        manager.memoryStorage.setSectionFooterModels(["F0"])
        XCTAssertEqual((header(0) as? TitleHeader)?.title, "H0")
        XCTAssertEqual((header(1) as? TitleHeader)?.title, "H1")
        XCTAssertEqual((footer(0) as? TitleFooter)?.title, "F0")
        XCTAssertNil(footer(1), "a section without a footer model gets no footer: its reference size is zero")
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testExplicitModelHeader_isConfiguredByItsHandler() {
        final class BadgeView: CollectionReusableView {
            var count = 0
        }
        manager.register(PostCell.self)
        manager.registerHeader(BadgeView.self, for: Int.self, handler: { view, count, _ in view.count = count })
        manager.memoryStorage.setItems([Post(title: "a")])
        manager.memoryStorage.setSectionHeaderModels([7])
        XCTAssertEqual((header(0) as? BadgeView)?.count, 7)
    }

    func testCustomKind_usesTheSupplementaryModelProvider() {
        let kind = "Badge"
        manager.register(PostCell.self)
        manager.registerSupplementary(TitleHeader.self, ofKind: kind)
        manager.memoryStorage.setItems([Post(title: "a")])
        manager.memoryStorage.supplementaryModelProvider = { requested, indexPath in
            requested == kind ? "badge \(indexPath.section)" : nil
        }
        let view = owner.manager.collectionDataSource?.collectionView(
            owner.virtualView, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual((view as? TitleHeader)?.title, "badge 0")
        XCTAssertEqual(view?.reuseIdentifier, "TitleHeader")
    }

    func testHeaderMappingByCondition() {
        final class SpecialHeader: CollectionReusableView, ModelTransfer {
            var title: String?
            func update(with model: String) { title = model }
        }
        manager.register(PostCell.self)
        manager.registerHeader(SpecialHeader.self) { $0.condition = .section(1) }
        manager.registerHeader(TitleHeader.self)
        manager.memoryStorage.setItemsForAllSections([[Post(title: "a")], [Post(title: "b")]])
        manager.memoryStorage.setSectionHeaderModels(["plain", "special"])
        XCTAssertTrue(header(0) is TitleHeader)
        XCTAssertEqual((header(1) as? SpecialHeader)?.title, "special")
    }

    func testNilSupplementaryModel_reportsAndReturnsADequeuedPlaceholder() {
        manager.register(PostCell.self)
        manager.registerHeader(TitleHeader.self)
        manager.memoryStorage.setItems([Post(title: "a")])
        let view = manager.collectionDataSource?.collectionView(
            owner.virtualView, viewForSupplementaryElementOfKind: CollectionElementKind.sectionHeader,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            recorder.anomalies,
            [
                .nilSupplementaryModel(
                    kind: CollectionElementKind.sectionHeader, indexPath: IndexPath(item: 0, section: 0))
            ])
        XCTAssertNotNil(view?.reuseIdentifier)
    }

    func testNestedNilSupplementaryModel_isTreatedAsNil() {
        manager.register(PostCell.self)
        manager.registerHeader(TitleHeader.self)
        manager.memoryStorage.setItems([Post(title: "a")])
        manager.memoryStorage.headerModelProvider = { _ in String??.some(.none) as Any }
        _ = manager.collectionDataSource?.collectionView(
            owner.virtualView, viewForSupplementaryElementOfKind: CollectionElementKind.sectionHeader,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            recorder.anomalies,
            [
                .nilSupplementaryModel(
                    kind: CollectionElementKind.sectionHeader, indexPath: IndexPath(item: 0, section: 0))
            ])
        XCTAssertNil(header(0), "no model, so a zero reference size and no header on screen")
    }

    func testNoSupplementaryMapping_reportsAndShowsAPlaceholder() {
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(title: "a")])
        manager.memoryStorage.setSectionHeaderModels([5])
        let view = header(0)
        XCTAssertEqual(
            recorder.anomalies,
            [
                .noSupplementaryMappingFound(
                    modelDescription: "5", kind: CollectionElementKind.sectionHeader,
                    indexPath: IndexPath(item: 0, section: 0))
            ])
        XCTAssertNotNil(view)
        XCTAssertFalse(view is TitleHeader)
    }
}
