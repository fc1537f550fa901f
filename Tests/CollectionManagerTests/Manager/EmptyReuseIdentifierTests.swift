import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// A mapping whose reuse identifier is empty is rejected when it is registered, not when a view is dequeued.
final class EmptyReuseIdentifierTests: XCTestCase {
    private var owner: ManagedOwner!
    private var manager: CollectionViewManager { owner.manager }
    private var recorder: ManagerAnomalyRecorder!
    private var inconsistencies: [CollectionViewInconsistency] = []

    override func setUp() {
        super.setUp()
        owner = ManagedOwner()
        recorder = ManagerAnomalyRecorder(owner.manager)
        owner.virtualView.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
    }

    private let header = ViewType.supplementaryView(kind: CollectionElementKind.sectionHeader)
    private let footer = ViewType.supplementaryView(kind: CollectionElementKind.sectionFooter)

    func testRegisterCell_withEmptyReuseIdentifier_reportsAnomalyAndRegistersNothing() {
        manager.register(PostCell.self) { $0.reuseIdentifier = "" }
        manager.register(TextCell.self, for: String.self, mapping: { $0.reuseIdentifier = "" }, handler: { _, _, _ in })

        XCTAssertEqual(
            recorder.anomalies,
            [
                .emptyReuseIdentifier(viewClass: "PostCell", viewType: .cell),
                .emptyReuseIdentifier(viewClass: "TextCell", viewType: .cell),
            ])
        XCTAssertTrue(manager.mappings.isEmpty)
    }

    func testRegisterSupplementaryViews_withEmptyReuseIdentifier_reportAnomaliesAndRegisterNothing() {
        manager.registerHeader(TitleHeader.self) { $0.reuseIdentifier = "" }
        manager.registerHeader(TitleHeader.self, for: String.self) { $0.reuseIdentifier = "" }
        manager.registerFooter(TitleFooter.self) { $0.reuseIdentifier = "" }
        manager.registerFooter(TitleFooter.self, for: String.self) { $0.reuseIdentifier = "" }
        manager.registerSupplementary(TitleHeader.self, ofKind: "Badge") { $0.reuseIdentifier = "" }
        manager.registerSupplementary(TitleHeader.self, for: String.self, ofKind: "Badge") { $0.reuseIdentifier = "" }

        let badge = ViewType.supplementaryView(kind: "Badge")
        XCTAssertEqual(
            recorder.anomalies,
            [
                .emptyReuseIdentifier(viewClass: "TitleHeader", viewType: header),
                .emptyReuseIdentifier(viewClass: "TitleHeader", viewType: header),
                .emptyReuseIdentifier(viewClass: "TitleFooter", viewType: footer),
                .emptyReuseIdentifier(viewClass: "TitleFooter", viewType: footer),
                .emptyReuseIdentifier(viewClass: "TitleHeader", viewType: badge),
                .emptyReuseIdentifier(viewClass: "TitleHeader", viewType: badge),
            ])
        XCTAssertTrue(manager.mappings.isEmpty)
    }

    func testRejectedCellMapping_leavesTheNextRegistrationInCharge_andNothingFailsAtDequeue() {
        manager.register(PostCell.self) { $0.reuseIdentifier = "" }
        manager.register(PostCell.self)
        manager.registerHeader(TitleHeader.self) { $0.reuseIdentifier = "" }
        manager.registerHeader(TitleHeader.self)
        (owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize =
            CGSize(width: 320, height: 20)
        manager.memoryStorage.setItems([Post(title: "a")])
        manager.memoryStorage.setSectionHeaderModels(["Posts"])

        XCTAssertEqual(owner.layOut().map { ($0 as? PostCell)?.title }, ["a"])
        let headerView = owner.virtualView.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual((headerView as? TitleHeader)?.title, "Posts")
        XCTAssertEqual(manager.mappings.map(\.reuseIdentifier), ["PostCell", "TitleHeader"])
        XCTAssertEqual(inconsistencies, [])
        XCTAssertEqual(
            recorder.anomalies,
            [
                .emptyReuseIdentifier(viewClass: "PostCell", viewType: .cell),
                .emptyReuseIdentifier(viewClass: "TitleHeader", viewType: header),
            ])
    }

    func testEmptyReuseIdentifier_messagesSayWhatToDo() {
        XCTAssertEqual(
            AnomalyReport(
                anomaly: CollectionViewManagerAnomaly.emptyReuseIdentifier(viewClass: "PostCell", viewType: .cell)
            )
            .message,
            """
            ❗️[CollectionManager] Attempted to register PostCell for cells with an empty reuse identifier, which CollectionView cannot dequeue. The mapping was not registered.
            How to fix it: Leave the mapping's reuseIdentifier alone to use the class name, PostCell, or set a non-empty one: manager.register(PostCell.self) { $0.reuseIdentifier = "PostCell" }.
            """)
        XCTAssertEqual(
            AnomalyReport(
                anomaly: CollectionViewManagerAnomaly.emptyReuseIdentifier(viewClass: "TitleHeader", viewType: header)
            )
            .message,
            """
            ❗️[CollectionManager] Attempted to register TitleHeader for supplementary views of kind UICollectionElementKindSectionHeader with an empty reuse identifier, which CollectionView cannot dequeue. The mapping was not registered.
            How to fix it: Leave the mapping's reuseIdentifier alone to use the class name, TitleHeader, or set a non-empty one: manager.register(TitleHeader.self) { $0.reuseIdentifier = "TitleHeader" }.
            """)
        XCTAssertEqual(
            CollectionViewManagerAnomaly.emptyReuseIdentifier(viewClass: "TitleHeader", viewType: header).description,
            "CollectionViewManagerAnomaly.emptyReuseIdentifier(TitleHeader, "
                + "supplementaryView(UICollectionElementKindSectionHeader))")
    }
}
