import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Registration and mapping resolution, driven end to end through `VirtualCollectionView`.
final class RegistrationTests: XCTestCase {
    private var owner: ManagedOwner!
    private var manager: CollectionViewManager { owner.manager }
    private var recorder: ManagerAnomalyRecorder!

    override func setUp() {
        super.setUp()
        owner = ManagedOwner()
        recorder = ManagerAnomalyRecorder(owner.manager)
    }

    // MARK: Cells

    func testModelTransferCell_receivesItsModelThroughUpdateWith() {
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        let cells = owner.layOut()
        XCTAssertEqual(cells.map { ($0 as? PostCell)?.models }, [[Post(title: "a")], [Post(title: "b")]])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testExplicitModelCell_isConfiguredByItsHandler() {
        manager.register(TextCell.self, for: String.self) { cell, text, indexPath in
            cell.text = "\(text)@\(indexPath.item)"
        }
        manager.memoryStorage.setItems(["x", "y"])
        XCTAssertEqual(owner.layOut().map { ($0 as? TextCell)?.text }, ["x@0", "y@1"])
    }

    func testHandlerRunsBeforeUpdateWith() {
        var order: [String] = []
        manager.register(
            PostCell.self,
            handler: { cell, _, _ in
                order.append("handler saw \(cell.models.count) models")
            })
        manager.memoryStorage.setItems([Post(title: "a")])
        let cell = owner.cell(PostCell.self, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(order, ["handler saw 0 models"])
        XCTAssertEqual(cell?.models.count, 1)
    }

    func testCellsAreRegisteredUnderTheClassName() {
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(title: "a")])
        XCTAssertEqual(owner.layOut().first?.reuseIdentifier, "PostCell")
    }

    func testCustomReuseIdentifier_isUsedForRegistrationAndDequeue() {
        manager.register(PostCell.self) { $0.reuseIdentifier = "Custom" }
        manager.memoryStorage.setItems([Post(title: "a")])
        XCTAssertEqual(owner.layOut().first?.reuseIdentifier, "Custom")
    }

    func testRegistrationBeforeTheCollectionViewExists_isRegisteredWhenManagingStarts() {
        let late = LateOwner()
        late.manager.register(PostCell.self)
        XCTAssertFalse(late.manager.isManagingCollectionView)
        late.manager.memoryStorage.setItems([Post(title: "early")])
        let view = VirtualCollectionView()
        late.virtualView = view
        XCTAssertTrue(late.manager.isManagingCollectionView)
        view.layoutIfNeeded()
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 0, section: 0)) as? PostCell)?.title, "early")
    }

    // MARK: Resolution

    func testFirstRegisteredMappingWins() {
        manager.register(PostCell.self)
        manager.register(FeaturedPostCell.self)
        manager.memoryStorage.setItems([Post(title: "a")])
        XCTAssertTrue(owner.layOut().first is PostCell)
    }

    func testSectionCondition_choosesTheMappingBySection() {
        manager.register(FeaturedPostCell.self) { $0.condition = .section(0) }
        manager.register(PostCell.self)
        manager.memoryStorage.setItemsForAllSections([[Post(title: "top")], [Post(title: "rest")]])
        let cells = owner.layOut()
        XCTAssertTrue(cells[0] is FeaturedPostCell)
        XCTAssertTrue(cells[1] is PostCell)
    }

    func testConditionSetAfterCellsWereShown_appliesToTheNextCells() {
        var postMapping: CollectionViewCellModelMapping<PostCell, Post>?
        manager.register(PostCell.self) { postMapping = $0 }
        manager.register(FeaturedPostCell.self)
        manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        XCTAssertEqual(owner.layOut().map { String(describing: type(of: $0)) }, ["PostCell", "PostCell"])

        postMapping?.condition = .section(1)
        owner.virtualView.reloadData()

        XCTAssertEqual(
            owner.layOut().map { String(describing: type(of: $0)) }, ["FeaturedPostCell", "FeaturedPostCell"])
    }

    func testModelCondition_choosesTheMappingByModelValue_evenWhenTheTypeIsCached() {
        manager.register(FeaturedPostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { _, post in post.title.hasPrefix("!") }
        }
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(title: "!a"), Post(title: "b"), Post(title: "!c")])
        XCTAssertEqual(
            owner.layOut().map { String(describing: type(of: $0)) },
            ["FeaturedPostCell", "PostCell", "FeaturedPostCell"])
    }

    func testModelTransferModelCondition_isFalseForOtherModelTypes() {
        let condition = PostCell.modelCondition { _, _ in true }
        guard case .custom(let check) = condition else { return XCTFail("expected a custom condition") }
        XCTAssertTrue(check(IndexPath(item: 0, section: 0), Post(title: "a")))
        XCTAssertFalse(check(IndexPath(item: 0, section: 0), "not a post"))
    }

    func testProtocolModels_matchAMappingForTheProtocol() {
        manager.register(ShapeCell.self)
        manager.memoryStorage.setItems([Circle(radius: 1), Square(side: 2)] as [any Shape])
        let shapes = owner.layOut().map { ($0 as? ShapeCell)?.shape }
        XCTAssertEqual(shapes[0] as? Circle, Circle(radius: 1))
        XCTAssertEqual(shapes[1] as? Square, Square(side: 2))
    }

    func testConcreteMappingRegisteredFirst_winsOverTheProtocolMapping() {
        manager.register(CircleCell.self)
        manager.register(ShapeCell.self)
        manager.memoryStorage.setItems([Circle(radius: 1), Square(side: 2)] as [any Shape])
        let cells = owner.layOut()
        XCTAssertTrue(cells[0] is CircleCell)
        XCTAssertTrue(cells[1] is ShapeCell)
    }

    func testSubclassModels_matchAMappingForTheSuperclass() {
        manager.register(AnimalCell.self)
        manager.memoryStorage.setItems([Dog(name: "Rex"), Animal(name: "Generic")])
        XCTAssertEqual(owner.layOut().map { ($0 as? AnimalCell)?.name }, ["Rex", "Generic"])
    }

    func testOptionalModels_areUnwrappedAtAnyDepth() {
        manager.register(IntCell.self)
        manager.memoryStorage.setItems([Int?.some(1) as Any, Int??.some(.some(2)) as Any])
        XCTAssertEqual(owner.layOut().map { ($0 as? IntCell)?.value }, [1, 2])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testNilModel_reportsNilCellModelAndShowsAPlaceholder() {
        manager.register(IntCell.self)
        manager.memoryStorage.setItems([Int?.none as Any, 3])
        let cells = owner.layOut()
        XCTAssertEqual(recorder.anomalies, [.nilCellModel(IndexPath(item: 0, section: 0))])
        XCTAssertEqual(cells.count, 2)
        XCTAssertFalse(cells[0] is IntCell)
        XCTAssertEqual((cells[1] as? IntCell)?.value, 3)
    }

    func testNoMapping_reportsNoCellMappingFoundAndShowsAPlaceholder() {
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([42])
        let cells = owner.layOut()
        XCTAssertEqual(
            recorder.anomalies, [.noCellMappingFound(modelDescription: "42", indexPath: IndexPath(item: 0, section: 0))]
        )
        XCTAssertEqual(cells.count, 1)
        XCTAssertNotNil(cells[0].reuseIdentifier, "the placeholder is dequeued, so the view accepts it")
    }

    func testConditionThatNeverHolds_reportsNoCellMappingFound() {
        manager.register(PostCell.self) { $0.condition = .section(3) }
        manager.memoryStorage.setItems([Post(title: "a")])
        _ = owner.layOut()
        XCTAssertEqual(
            recorder.anomalies,
            [.noCellMappingFound(modelDescription: "Post(title: \"a\")", indexPath: IndexPath(item: 0, section: 0))])
    }

    func testMappingCandidates_publicHelperMatchesDTRules() {
        manager.register(ShapeCell.self)
        manager.register(CircleCell.self) { $0.condition = .section(1) }
        let candidates = ViewType.cell.mappingCandidates(
            for: manager.mappings, withModel: Circle(radius: 1) as Any, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(candidates.map { String(describing: $0.viewClass) }, ["ShapeCell", "CircleCell"])
        XCTAssertTrue(
            ViewType.cell.mappingCandidates(for: manager.mappings, withModel: Int?.none as Any, at: IndexPath()).isEmpty
        )
        XCTAssertEqual(ViewType.supplementaryView(kind: "K").supplementaryKind(), "K")
        XCTAssertNil(ViewType.cell.supplementaryKind())
    }

    // MARK: Unregistering

    func testUnregister_removesTheMappingAndItsSubclassMappings() {
        manager.register(BaseCell.self)
        manager.register(DerivedCell.self)
        manager.register(PostCell.self)
        manager.unregister(BaseCell.self)
        XCTAssertEqual(manager.mappings.map { String(describing: $0.viewClass) }, ["PostCell"])
        manager.memoryStorage.setItems(["orphan"])
        _ = owner.layOut()
        XCTAssertEqual(
            recorder.anomalies,
            [.noCellMappingFound(modelDescription: "orphan", indexPath: IndexPath(item: 0, section: 0))])
    }

    func testUnregisterHeader_leavesCellsAndFootersOfTheSameClass() {
        manager.registerHeader(TitleHeader.self)
        manager.registerFooter(TitleHeader.self)
        manager.unregisterHeader(TitleHeader.self)
        XCTAssertEqual(
            manager.mappings.map(\.viewType), [.supplementaryView(kind: CollectionElementKind.sectionFooter)])
        manager.unregisterFooter(TitleHeader.self)
        XCTAssertTrue(manager.mappings.isEmpty)
    }

    func testUnregister_unregistersTheReuseIdentifierFromTheView() {
        manager.register(PostCell.self)
        manager.unregister(PostCell.self)
        var failures: [CollectionViewInconsistency] = []
        owner.virtualView.inconsistencyHandler = { failures.append($0) }
        _ = owner.virtualView.dequeueReusableCell(withReuseIdentifier: "PostCell", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            failures.map(\.reason),
            [
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier PostCell - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
    }

    // MARK: Storage switching

    func testSwitchingStorages_movesTheUpdaterAndReloads() {
        manager.register(PostCell.self)
        let first = MemoryStorage()
        manager.storage = first
        XCTAssertTrue(first.delegate === manager.collectionViewUpdater)
        first.setItems([Post(title: "first")])
        XCTAssertEqual((owner.layOut().first as? PostCell)?.title, "first")

        let second = MemoryStorage()
        second.supplementaryHeaderKind = "custom"
        second.setItems([Post(title: "second"), Post(title: "third")])
        manager.storage = second

        XCTAssertNil(first.delegate)
        XCTAssertTrue(second.delegate === manager.collectionViewUpdater)
        XCTAssertEqual(second.supplementaryHeaderKind, CollectionElementKind.sectionHeader)
        XCTAssertEqual(owner.layOut().map { ($0 as? PostCell)?.title }, ["second", "third"])
    }

    func testMemoryStorage_isDetachedForOtherStorages() {
        final class ArrayStorage: Storage {
            func numberOfSections() -> Int { 1 }
            func numberOfItems(inSection section: Int) -> Int { 2 }
            func item(at indexPath: IndexPath) -> Any? { Post(title: "row \(indexPath.item)") }
        }
        manager.register(PostCell.self)
        manager.storage = ArrayStorage()
        XCTAssertEqual(manager.memoryStorage.numberOfSections(), 0)
        XCTAssertNil(manager.supplementaryStorage)
        XCTAssertEqual(owner.layOut().map { ($0 as? PostCell)?.title }, ["row 0", "row 1"])
        XCTAssertEqual(recorder.anomalies, [.memoryStorageUnavailable(storageType: "ArrayStorage")])
    }
}
