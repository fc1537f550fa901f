import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Collects the reports a reporting action sends.
private final class Reports<Anomaly: ReportableAnomaly> {
    var all: [AnomalyReport<Anomaly>] = []
    var messages: [String] { all.map(\.message) }
}

/// The anomalies of one pass that differ only in their index path become one report, a mistake is reported once per
/// action, and what is reported names the fix.
final class AnomalyReportTests: XCTestCase {
    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A manager whose view shows every item (zero bounds), with `IntCell` registered and reports collected.
    private func makeScreen() -> (ManagedOwner, Reports<CollectionViewManagerAnomaly>) {
        let owner = ManagedOwner(frame: .zero)
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        owner.manager.register(IntCell.self)
        return (owner, reports)
    }

    private let unmappedPostMessage = """
        ❗️[CollectionManager] CollectionView requested a cell for model at [0, 0], but view model mapping for it was not found, model description: Post(title: "Post 0")
        How to fix it: A placeholder is shown. The model is of type Post. Registered cell mappings: IntCell for Int.
        Register a cell for Post before the view first lays out (before setting items):

            final class PostCell: CollectionViewCell, ModelTransfer {
                func update(with model: Post) { ... }
            }
            manager.register(PostCell.self)
        """

    // MARK: Aggregation within a pass

    func testUnmappedModels_fiveHundredCellsInOneLayoutPass_becomeOneReport_withTheCountAndFirstThreeIndexPaths() {
        let (owner, reports) = makeScreen()
        owner.manager.memoryStorage.setItems((0..<500).map { Post(title: "Post \($0)") })
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(
            reports.messages,
            [
                unmappedPostMessage + "\n(Reported 500 times in one pass, at [0, 0], [0, 1], [0, 2] and 497 more; "
                    + "later repeats are not reported.)"
            ])
        XCTAssertEqual(reports.all.map(\.count), [500])
        XCTAssertEqual(reports.all.map(\.indexPaths), [[item(0), item(1), item(2)]])
        XCTAssertEqual(
            reports.all.map(\.anomaly),
            [.noCellMappingFound(modelDescription: #"Post(title: "Post 0")"#, indexPath: item(0))])
    }

    func testUnmappedModels_reportWaitsUntilTheLayoutPassEnds() {
        let (owner, reports) = makeScreen()
        var reportsSeenDuringThePass: [Int] = []
        owner.manager.willDisplay(IntCell.self) { _, _, _ in reportsSeenDuringThePass.append(reports.all.count) }
        owner.manager.memoryStorage.setItems([Post(title: "Post 0"), 1, Post(title: "Post 2")] as [Any])
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(reportsSeenDuringThePass, [0])
        XCTAssertEqual(reports.all.map(\.count), [2])
        XCTAssertEqual(reports.all.map(\.indexPaths), [[item(0), item(2)]])
    }

    func testReplacedHandler_stillWaitsForTheViewToBeIdle() {
        let owner = ManagedOwner(frame: .zero)
        owner.manager.anomalyHandler = CollectionViewManagerAnomalyHandler()
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        owner.manager.memoryStorage.setItems([Post(title: "Post 0"), Post(title: "Post 1")])
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(reports.all.map(\.count), [2])
    }

    func testAnomalyAction_setByTheUser_stillReceivesEveryAnomaly() {
        let owner = ManagedOwner(frame: .zero)
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.memoryStorage.setItems((0..<500).map { Post(title: "Post \($0)") })
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(recorder.anomalies.count, 500)
        XCTAssertEqual(
            recorder.anomalies.last,
            .noCellMappingFound(modelDescription: #"Post(title: "Post 499")"#, indexPath: item(499)))
    }

    // MARK: Once per mistake

    func testUnmappedModel_laterLayoutPasses_areNotReportedAgain() {
        let (owner, reports) = makeScreen()
        owner.manager.memoryStorage.setItems([Post(title: "Post 0")])
        owner.virtualView.layoutIfNeeded()
        owner.manager.memoryStorage.addItem(Post(title: "Post 1"))
        owner.virtualView.layoutIfNeeded()
        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(reports.messages, [unmappedPostMessage])
    }

    func testAnotherUnmappedType_isAnotherMistake() {
        let (owner, reports) = makeScreen()
        owner.manager.memoryStorage.setItems([Post(title: "Post 0")])
        owner.virtualView.layoutIfNeeded()
        owner.manager.memoryStorage.addItem("draft")
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(
            reports.all.map(\.anomaly),
            [
                .noCellMappingFound(modelDescription: #"Post(title: "Post 0")"#, indexPath: item(0)),
                .noCellMappingFound(modelDescription: "draft", indexPath: item(1)),
            ])
    }

    func testReplacingTheAction_reportsTheMistakeAgain() {
        let (owner, first) = makeScreen()
        owner.manager.memoryStorage.setItems([Post(title: "Post 0")])
        owner.virtualView.layoutIfNeeded()
        let second = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { second.all.append($0) }
        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(first.messages, [unmappedPostMessage])
        XCTAssertEqual(second.messages, [unmappedPostMessage])
    }

    func testHandlerWithoutAView_reportsAtOnce_andOncePerMistake() {
        let handler = CollectionViewManagerAnomalyHandler()
        let reports = Reports<CollectionViewManagerAnomaly>()
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }

        handler.reportAnomaly(.nilCellModel(item(3)))
        XCTAssertEqual(reports.all.map(\.count), [1])
        handler.reportAnomaly(.nilCellModel(item(4)))
        handler.reportAnomaly(.emptyXibFile(xibName: "PostCell", expectedViewClass: "PostCell"))

        XCTAssertEqual(
            reports.all.map(\.anomaly),
            [.nilCellModel(item(3)), .emptyXibFile(xibName: "PostCell", expectedViewClass: "PostCell")])
        XCTAssertEqual(reports.all.map(\.indexPaths), [[item(3)], []])
    }

    // MARK: Storage and snapshots

    func testStorage_insertItemsToIndexPaths_repeatsInOneCall_becomeOneReport() {
        let storage = MemoryStorage()
        let reports = Reports<MemoryStorageAnomaly>()
        storage.anomalyHandler.anomalyAction = storage.anomalyHandler.makeReportingAction { reports.all.append($0) }

        storage.insertItems([1, 2, 3, 4], to: [item(5), item(6), item(7), item(8)])

        let first = MemoryStorageAnomaly.insertionIndexPathTooBig(indexPath: item(5), countOfElementsInSection: 0)
        XCTAssertEqual(
            reports.messages,
            [
                first.debugDescription + "\nHow to fix it: " + first.recoverySuggestion
                    + "\n(Reported 4 times in one pass, at [0, 5], [0, 6], [0, 7] and 1 more; later repeats are not "
                    + "reported.)"
            ])
    }

    func testStorage_performUpdates_reportsWhenTheBlockEnds() {
        let storage = MemoryStorage()
        let reports = Reports<MemoryStorageAnomaly>()
        storage.anomalyHandler.anomalyAction = storage.anomalyHandler.makeReportingAction { reports.all.append($0) }
        var seenInside: Int?

        storage.performUpdates {
            try? storage.removeItem(42)
            try? storage.removeItem(42)
            seenInside = reports.all.count
        }

        XCTAssertEqual(seenInside, 0)
        XCTAssertEqual(reports.all.map(\.anomaly), [.removeItemFailedItemNotFound(itemDescription: "42")])
        XCTAssertEqual(reports.all.map(\.count), [2])
    }

    func testStorageWithoutAView_separateCalls_reportAtOnce_andOncePerMistake() {
        let storage = MemoryStorage()
        let reports = Reports<MemoryStorageAnomaly>()
        storage.anomalyHandler.anomalyAction = storage.anomalyHandler.makeReportingAction { reports.all.append($0) }

        try? storage.removeItem(42)
        XCTAssertEqual(reports.all.count, 1)
        try? storage.removeItem(42)
        try? storage.removeItem(7)

        XCTAssertEqual(
            reports.all.map(\.anomaly),
            [.removeItemFailedItemNotFound(itemDescription: "42"), .removeItemFailedItemNotFound(itemDescription: "7")])
    }

    func testDiffableApply_duplicateIdentifiers_oneReportEach() {
        let owner = ManagedOwner()
        let dataSource: CollectionViewDiffableDataSource<String, Int> = owner.manager.configureDiffableDataSource {
            _, item in item
        }
        let reports = Reports<DiffableDataSourceAnomaly>()
        dataSource.anomalyHandler.anomalyAction = dataSource.anomalyHandler.makeReportingAction {
            reports.all.append($0)
        }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2, 1, 2, 1])

        dataSource.apply(snapshot)
        dataSource.apply(snapshot)

        XCTAssertEqual(
            reports.all.map(\.anomaly),
            [
                .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "1"),
                .itemIdentifierAlreadyExists(operation: "appendItems(_:toSection:)", identifier: "2"),
            ])
        XCTAssertEqual(reports.all.map(\.count), [2, 1])
    }

    // MARK: Default report action

    func testDefaultReportAction_receivesTheReportsOfHandlersCreatedAfterIt() {
        let original = MemoryStorageAnomalyHandler.defaultReportAction
        defer { MemoryStorageAnomalyHandler.defaultReportAction = original }
        let sent = LockedMessages()
        MemoryStorageAnomalyHandler.defaultReportAction = { sent.append($0.message) }

        let storage = MemoryStorage()
        storage.insertItems([1, 2], to: [item(3), item(4)])

        XCTAssertEqual(
            sent.all,
            [
                """
                ⚠️ [MemoryStorage] Failed to insert item into IndexPath: [0, 3], count of elements in the section: 0
                How to fix it: The last place an item can go in that section is item 0. Append with addItem(_:toSection:), or insert at an item index from 0 to the section's count.
                (Reported 2 times in one pass, at [0, 3], [0, 4]; later repeats are not reported.)
                """
            ])
    }

    // MARK: What the reports say

    func testReport_messageForms() {
        let anomaly = CollectionViewManagerAnomaly.nilCellModel(item(0))
        let description =
            "❗️[CollectionManager] CollectionView requested a cell at [0, 0], however the model at that indexPath was nil."
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly).message,
            description + "\nHow to fix it: " + anomaly.recoverySuggestion)
        XCTAssertEqual(AnomalyReport(anomaly: anomaly).recoverySuggestion, anomaly.recoverySuggestion)
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly, count: 2, indexPaths: [item(0), item(1)], recoverySuggestion: "Text.")
                .message,
            description
                + "\nHow to fix it: Text.\n(Reported 2 times in one pass, at [0, 0], [0, 1]; later repeats are not "
                + "reported.)")
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly, count: 4, recoverySuggestion: "Text.").description,
            description + "\nHow to fix it: Text.\n(Reported 4 times in one pass; later repeats are not reported.)")
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly, recoverySuggestion: "").message, description,
            "An empty suggestion adds no line")
    }

    func testNoMapping_forASubclassMapping_namesTheRegisteredTypeAndProposesRegisteringThatCell_notANewOne() {
        let owner = ManagedOwner(frame: .zero)
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        owner.manager.register(TextCell.self, for: Dog.self) { _, _, _ in }
        owner.manager.memoryStorage.setItems([Animal(name: "Rex")])
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(
            reports.messages,
            [
                """
                ❗️[CollectionManager] CollectionView requested a cell for model at [0, 0], but view model mapping for it was not found, model description: CollectionManagerTests.Animal
                How to fix it: A placeholder is shown. The model is of type Animal. Registered cell mappings: TextCell for Dog.
                TextCell is registered for Dog, not Animal: a mapping serves a model only when the model is of its model type (a subclass's mapping does not serve its superclass, a struct's mapping does not serve another type of the same protocol).
                Store models of the type TextCell's mapping serves, or register TextCell for Animal too, configuring it in the handler:

                    manager.register(TextCell.self, for: Animal.self) { cell, model, indexPath in ... }
                """
            ])
    }

    func testNoMapping_forACellOfASimilarlyNamedType_proposesRegisteringThatCell() {
        let owner = ManagedOwner(frame: .zero)
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        owner.manager.register(PostViewModelCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "Hello")])
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(
            reports.all.map(\.recoverySuggestion),
            [
                """
                A placeholder is shown. The model is of type Post. Registered cell mappings: PostViewModelCell for PostViewModel.
                PostViewModelCell is registered for PostViewModel, not Post: a mapping serves a model only when the model is of its model type (a subclass's mapping does not serve its superclass, a struct's mapping does not serve another type of the same protocol).
                Store models of the type PostViewModelCell's mapping serves, or register PostViewModelCell for Post too, configuring it in the handler:

                    manager.register(PostViewModelCell.self, for: Post.self) { cell, model, indexPath in ... }
                """
            ])
    }

    func testNoMapping_withManyMappings_namesTwelve_andCountsTheRest() {
        let owner = ManagedOwner(frame: .zero)
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        for index in 0..<15 {
            owner.manager.register(
                TextCell.self, for: Int.self, mapping: { $0.condition = .section(index) }, handler: { _, _, _ in })
        }
        owner.manager.memoryStorage.setItems([Post(title: "Hello")])
        owner.virtualView.layoutIfNeeded()

        let suggestion = reports.all.first?.recoverySuggestion ?? ""
        let listed =
            String(repeating: "TextCell for Int (with a condition), ", count: 11)
            + "TextCell for Int (with a condition) and 3 more."
        XCTAssertTrue(suggestion.contains("Registered cell mappings: " + listed), suggestion)
    }

    func testNoMapping_forAnUnrelatedMapping_listsItWithoutAHint() {
        let (owner, reports) = makeScreen()
        owner.manager.memoryStorage.setItems([Post(title: "Post 0")])
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(reports.messages, [unmappedPostMessage])
    }

    func testNoHeaderMapping_reportShowsTheRegisterHeaderCall_onceForEverySection() {
        let owner = ManagedOwner()
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        owner.manager.register(IntCell.self)
        let layout = owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout
        layout?.headerReferenceSize = CGSize(width: 320, height: 40)
        owner.manager.memoryStorage.setItemsForAllSections([[1], [2]])
        owner.manager.memoryStorage.setSectionHeaderModels(["Today", "Yesterday"])
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(
            reports.messages,
            [
                """
                ❗️[CollectionManager] CollectionView requested a supplementary view of kind: UICollectionElementKindSectionHeader for model at [0, 0], but view model mapping for it was not found, model description: Today
                How to fix it: A placeholder is shown. The model is of type String. Registered mappings of kind UICollectionElementKindSectionHeader: none.
                Register a view for String before the view first lays out (before setting items):

                    final class StringHeader: CollectionReusableView, ModelTransfer {
                        func update(with model: String) { ... }
                    }
                    manager.registerHeader(StringHeader.self)
                (Reported 2 times in one pass, at [0, 0], [1, 0]; later repeats are not reported.)
                """
            ])
    }

    func testEventRegisteredBeforeItsMapping_reportNamesTheManagerMethod_andShowsItOnTheMapping() {
        let owner = ManagedOwner()
        let reports = Reports<CollectionViewManagerAnomaly>()
        let handler = owner.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.all.append($0) }
        owner.manager.didSelect(PostCell.self) { _, _, _ in }
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in .zero }

        XCTAssertEqual(
            reports.messages,
            [
                """
                ⚠️[CollectionManager] While registering event reaction for collectionView:didSelectItemAtIndexPath:, no view mapping was found for view: PostCell
                How to fix it: manager.didSelect(_:_:) was dropped. Register the mapping for PostCell first, then its events, or register the event inside the mapping closure:

                    manager.register(PostCell.self) { mapping in
                        mapping.didSelect { cell, model, indexPath in ... }
                    }
                """,
                """
                ⚠️[CollectionManager] While registering event reaction for collectionView:layout:sizeForItemAtIndexPath:, no view mapping was found for view: Post
                How to fix it: manager.sizeForCell(withItem:_:) was dropped. Register the mapping for Post first, then its events, or register the event inside the mapping closure:

                    manager.register(PostCell.self) { mapping in   // a cell whose ModelType is Post
                        mapping.sizeForCell { model, indexPath in ... }
                    }
                """,
            ])
    }

    // MARK: Registering after layout

    func testMappingRegisteredAfterLayout_isReportedWithTheFix_andReloadingShowsTheCell() {
        let owner = ManagedOwner(frame: .zero)
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.memoryStorage.setItems([Post(title: "First")])
        owner.virtualView.layoutIfNeeded()
        owner.manager.register(PostCell.self)
        owner.virtualView.layoutIfNeeded()

        XCTAssertEqual(
            recorder.anomalies,
            [
                .noCellMappingFound(modelDescription: #"Post(title: "First")"#, indexPath: item(0)),
                .mappingRegisteredAfterLayout(viewClass: "PostCell", modelType: "Post"),
            ])
        XCTAssertFalse(owner.virtualView.cellForItem(at: item(0)) is PostCell, "the placeholder stays until a reload")
        XCTAssertEqual(
            recorder.anomalies.last.map { AnomalyReport(anomaly: $0).message },
            """
            ❗️[CollectionManager] PostCell was registered for Post after CollectionView showed Post models without a mapping. Their cells stay placeholders until CollectionView reloads.
            How to fix it: Register every mapping before the view first lays out (before setting items), or reload after registering late:

                manager.register(PostCell.self)
                collectionView.reloadData()
            """)

        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()
        XCTAssertTrue(owner.virtualView.cellForItem(at: item(0)) is PostCell)
        XCTAssertEqual(recorder.anomalies.count, 2)
    }

    func testUnmappedClassModel_isNotKeptAliveByTheManager_andIsNotReportedOnceGone() {
        final class Draft {}
        final class DraftCell: CollectionViewCell, ModelTransfer {
            func update(with model: Draft) {}
        }
        let owner = ManagedOwner(frame: .zero)
        let recorder = ManagerAnomalyRecorder(owner.manager)
        weak var weakDraft: Draft?
        do {
            let draft = Draft()
            weakDraft = draft
            owner.manager.memoryStorage.setItems([draft])
            owner.virtualView.layoutIfNeeded()
            owner.manager.memoryStorage.setItems([Int]())
            owner.virtualView.layoutIfNeeded()
        }
        XCTAssertNil(weakDraft, "the manager's record of an unmapped model must not keep it alive")
        owner.manager.register(DraftCell.self)
        XCTAssertEqual(recorder.anomalies.count, 1, "no mappingRegisteredAfterLayout for a model no longer shown")
        guard case .noCellMappingFound(_, let indexPath) = recorder.anomalies.first else {
            return XCTFail("expected noCellMappingFound, got \(recorder.anomalies)")
        }
        XCTAssertEqual(indexPath, item(0))
    }

    func testMappingRegisteredAfterLayout_forAnotherModel_orBeforeAnyLayout_isNotReported() {
        let owner = ManagedOwner(frame: .zero)
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "First")])
        owner.virtualView.layoutIfNeeded()
        owner.manager.registerHeader(TitleHeader.self)
        owner.manager.register(BaseCell.self)

        XCTAssertEqual(
            recorder.anomalies, [.noCellMappingFound(modelDescription: #"Post(title: "First")"#, indexPath: item(0))])
    }
}

/// Messages appended from a `@Sendable` closure.
private final class LockedMessages: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `values` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var values: [String] = []

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    func append(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        values.append(message)
    }
}

private struct PostViewModel {
    var title: String
}

private final class PostViewModelCell: CollectionViewCell, ModelTransfer {
    func update(with model: PostViewModel) {}
}
