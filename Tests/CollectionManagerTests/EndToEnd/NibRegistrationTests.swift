import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Nibs from the manager's catalog, storyboard flags, and the registration anomalies.
final class NibRegistrationTests: XCTestCase {
    private var owner: ManagedOwner!
    private var manager: CollectionViewManager { owner.manager }
    private var recorder: ManagerAnomalyRecorder!

    /// A cell whose nib gives its instances a marker, so tests can tell nib-made cells from code-made ones.
    final class NibPostCell: CollectionViewCell, ModelTransfer {
        private(set) var title: String?
        func update(with model: Post) { title = model.title }
    }

    override func setUp() {
        super.setUp()
        owner = ManagedOwner()
        recorder = ManagerAnomalyRecorder(owner.manager)
    }

    func testXibNameDefaultsToTheClassName_andTheNibIsRegisteredWhenTheCatalogHasIt() {
        manager.nibCatalog.register(Nib(name: "NibPostCell", viewClass: NibPostCell.self))
        manager.register(NibPostCell.self) { mapping in
            XCTAssertEqual(mapping.xibName, "NibPostCell")
            XCTAssertEqual(mapping.reuseIdentifier, "NibPostCell")
        }
        manager.memoryStorage.setItems([Post(title: "from nib")])
        let cell = owner.cell(NibPostCell.self, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell?.title, "from nib")
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testMissingNib_fallsBackToTheClassSilently() {
        manager.register(PostCell.self) { $0.xibName = "NoSuchNib" }
        manager.memoryStorage.setItems([Post(title: "code")])
        XCTAssertEqual(owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))?.title, "code")
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testNibWithAnotherClass_reportsDifferentCellClass() {
        manager.nibCatalog.register(Nib(name: "PostCell", viewClass: TextCell.self))
        manager.register(PostCell.self)
        XCTAssertEqual(
            recorder.anomalies,
            [.differentCellClass(xibName: "PostCell", cellClass: "TextCell", expectedCellClass: "PostCell")])
        XCTAssertEqual(
            recorder.anomalies.first.map { AnomalyReport(anomaly: $0).message },
            """
            ⚠️[CollectionManager] Attempted to register xib PostCell, but view found in a xib was of type TextCell, while expected type is PostCell. This can prevent cells from being updated with models and react to events.
            How to fix it: Make the nib's view a PostCell, register the nib for the class it holds, or name the right nib: manager.register(PostCell.self) { $0.xibName = "..." }.
            """)
    }

    func testEmptyNib_reportsEmptyXibFile() {
        manager.nibCatalog.register(.empty(named: "PostCell"))
        manager.register(PostCell.self)
        XCTAssertEqual(recorder.anomalies, [.emptyXibFile(xibName: "PostCell", expectedViewClass: "PostCell")])
        XCTAssertEqual(
            recorder.anomalies.first.map { AnomalyReport(anomaly: $0).message },
            """
            ⚠️[CollectionManager] Attempted to register xib PostCell for PostCell, but this xib does not contain any views.
            How to fix it: Add the view to the nib in manager.nibCatalog, or build PostCell in code: manager.register(PostCell.self) { $0.xibName = nil }.
            """)
    }

    func testSupplementaryNibWithAnotherClass_reportsDifferentSupplementaryClass() {
        manager.nibCatalog.register(Nib(name: "TitleHeader", viewClass: TitleFooter.self))
        manager.registerHeader(TitleHeader.self)
        XCTAssertEqual(
            recorder.anomalies,
            [
                .differentSupplementaryClass(
                    xibName: "TitleHeader", viewClass: "TitleFooter", expectedViewClass: "TitleHeader")
            ])
    }

    func testSupplementaryNibWithAnotherReuseIdentifier_reportsIt() {
        manager.nibCatalog.register(Nib(name: "TitleHeader", viewClass: TitleHeader.self, reuseIdentifier: "Bar"))
        manager.registerHeader(TitleHeader.self)
        XCTAssertEqual(
            recorder.anomalies,
            [
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: "TitleHeader", supplementaryReuseIdentifier: "Bar")
            ])
    }

    func testSupplementaryClassWithItsOwnReuseIdentifier_reportsIt() {
        final class FixedIdentifierView: CollectionReusableView, ModelTransfer {
            override var reuseIdentifier: String? { "Bar" }
            func update(with model: String) {}
        }
        manager.registerFooter(FixedIdentifierView.self)
        XCTAssertEqual(
            recorder.anomalies,
            [
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: "FixedIdentifierView", supplementaryReuseIdentifier: "Bar")
            ])
    }

    func testCellReuseIdentifierMismatch_isNeverReported() {
        manager.nibCatalog.register(Nib(name: "PostCell", viewClass: PostCell.self, reuseIdentifier: "Other"))
        manager.register(PostCell.self)
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testCellNibWithAnotherReuseIdentifier_raisesUIKitsInconsistencyWhenTheManagerDequeuesIt() {
        var failures: [CollectionViewInconsistency] = []
        owner.virtualView.inconsistencyHandler = { failures.append($0) }
        manager.nibCatalog.register(Nib(name: "PostCell", viewClass: PostCell.self, reuseIdentifier: "Other"))
        manager.register(PostCell.self)
        XCTAssertEqual(failures, [], "registering checks nothing")
        manager.memoryStorage.setItems([Post(title: "a")])
        let cell = owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            failures,
            [
                .internalInconsistency(
                    "view reuse identifier in nib (Other) does not match the identifier used to register the nib "
                        + "(PostCell)")
            ])
        XCTAssertEqual(cell?.title, "a")
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testHeaderNibWithAnotherReuseIdentifier_isReportedAtRegistration_andRaisesUIKitsInconsistencyAtDequeue() {
        var failures: [CollectionViewInconsistency] = []
        owner.virtualView.inconsistencyHandler = { failures.append($0) }
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 20)
        owner.virtualView.collectionViewLayout = layout
        manager.nibCatalog.register(Nib(name: "TitleHeader", viewClass: TitleHeader.self, reuseIdentifier: "Bar"))
        manager.register(PostCell.self)
        manager.registerHeader(TitleHeader.self)
        manager.memoryStorage.setItems([Post(title: "a")])
        manager.memoryStorage.setSectionHeaderModels(["Today"])
        owner.virtualView.layoutIfNeeded()
        let header = owner.virtualView.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            failures,
            [
                .internalInconsistency(
                    "view reuse identifier in nib (Bar) does not match the identifier used to register the nib "
                        + "(TitleHeader)")
            ])
        XCTAssertEqual((header as? TitleHeader)?.title, "Today")
        XCTAssertEqual(
            recorder.anomalies,
            [
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: "TitleHeader", supplementaryReuseIdentifier: "Bar")
            ])
    }

    func testStoryboardCell_isNeitherRegisteredNorVerified_andDequeuedByItsIdentifier() {
        manager.nibCatalog.register(.empty(named: "PostCell"))
        manager.register(PostCell.self) { mapping in
            mapping.cellRegisteredByStoryboard = true
            mapping.reuseIdentifier = "StoryboardPost"
        }
        XCTAssertEqual(recorder.anomalies, [], "not verified")
        // The storyboard's prototype registration, done by someone else:
        owner.virtualView.register(PostCell.self, forCellWithReuseIdentifier: "StoryboardPost")
        manager.memoryStorage.setItems([Post(title: "prototype")])
        let cell = owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell?.title, "prototype")
        XCTAssertEqual(cell?.reuseIdentifier, "StoryboardPost")
    }

    func testStoryboardSupplementary_isNotRegistered() {
        manager.registerHeader(TitleHeader.self) { $0.supplementaryRegisteredByStoryboard = true }
        var failures: [CollectionViewInconsistency] = []
        owner.virtualView.inconsistencyHandler = { failures.append($0) }
        _ = owner.virtualView.dequeueReusableSupplementaryView(
            ofKind: CollectionElementKind.sectionHeader, withReuseIdentifier: "TitleHeader",
            for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(failures.count, 1, "nothing was registered under the header's identifier")
    }

    func testTwoMappingsOfOneClass_canUseDifferentNibsWithDifferentIdentifiers() {
        final class Marked: CollectionViewCell, ModelTransfer {
            var title: String?
            func update(with model: Post) { title = model.title }
        }
        manager.nibCatalog.register(Nib(name: "First", viewClass: Marked.self))
        manager.register(Marked.self) { mapping in
            mapping.xibName = "First"
            mapping.reuseIdentifier = "First"
            mapping.condition = .section(0)
        }
        manager.register(Marked.self) { mapping in
            mapping.xibName = nil
            mapping.reuseIdentifier = "Second"
        }
        manager.memoryStorage.setItemsForAllSections([[Post(title: "a")], [Post(title: "b")]])
        let cells = owner.layOut()
        XCTAssertEqual(cells.map(\.reuseIdentifier), ["First", "Second"])
        XCTAssertEqual(cells.map { ($0 as? Marked)?.title }, ["a", "b"])
    }
}
