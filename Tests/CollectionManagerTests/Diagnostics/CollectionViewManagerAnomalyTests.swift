import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class CollectionViewManagerAnomalyTests: XCTestCase {
    private let path = IndexPath(item: 10, section: 1)

    /// DTCollectionViewManager's `debugDescription`s, renamed: `[DTCollectionViewManager]` → `[CollectionManager]`,
    /// UIKit's class names → this module's, "model ar" → "model at".
    func testDebugDescriptions_areDTCollectionViewManagersTexts_withTheDocumentedRenames() {
        let cases: [(CollectionViewManagerAnomaly, String)] = [
            (
                .nilCellModel(path),
                "❗️[CollectionManager] CollectionView requested a cell at [1, 10], however the model at that indexPath was nil."
            ),
            (
                .nilSupplementaryModel(kind: "Foo", indexPath: path),
                "❗️[CollectionManager] CollectionView requested a supplementary view of kind: Foo at [1, 10], however the model was nil."
            ),
            (
                .noCellMappingFound(modelDescription: "Bar", indexPath: path),
                "❗️[CollectionManager] CollectionView requested a cell for model at [1, 10], but view model mapping for it was not found, model description: Bar"
            ),
            (
                .noSupplementaryMappingFound(modelDescription: "Bar", kind: "Foo", indexPath: path),
                "❗️[CollectionManager] CollectionView requested a supplementary view of kind: Foo for model at [1, 10], but view model mapping for it was not found, model description: Bar"
            ),
            (
                .differentCellReuseIdentifier(mappingReuseIdentifier: "Foo", cellReuseIdentifier: "Bar"),
                "❗️[CollectionManager] Reuse identifier specified in InterfaceBuilder: Bar does not match reuseIdentifier used to register with CollectionView: Foo. \n"
                    + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionViewCell subclass. If you are using Storyboards, please change CollectionViewCell identifier to name of the class. \n"
                    + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
            ),
            (
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: "Foo", supplementaryReuseIdentifier: "Bar"),
                "❗️[CollectionManager] Reuse identifier of CollectionReusableView: Bar does not match reuseIdentifier used to register with CollectionView: Foo. \n"
                    + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionReusableView subclass. If you are using Storyboards, please change CollectionReusableView identifier to name of the class. \n"
                    + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
            ),
            (
                .differentCellClass(xibName: "Xib", cellClass: "A", expectedCellClass: "B"),
                "⚠️[CollectionManager] Attempted to register xib Xib, but view found in a xib was of type A, while expected type is B. This can prevent cells from being updated with models and react to events."
            ),
            (
                .differentSupplementaryClass(xibName: "Xib", viewClass: "A", expectedViewClass: "B"),
                "⚠️[CollectionManager] Attempted to register xib Xib, but view found in a xib was of type A, while expected type is B. This can prevent supplementary views from being updated with models and react to events."
            ),
            (
                .emptyXibFile(xibName: "Xib", expectedViewClass: "B"),
                "⚠️[CollectionManager] Attempted to register xib Xib for B, but this xib does not contain any views."
            ),
            (
                .unusedEventDetected(viewType: "PostCell", methodName: "didSelect(_:_:)"),
                "⚠️[CollectionManager] didSelect(_:_:) event registered for PostCell, but there were no view mappings registered for PostCell type. This event will never be called."
            ),
            (
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "PostCell", signature: "collectionView:didSelectItemAtIndexPath:"),
                "⚠️[CollectionManager] While registering event reaction for collectionView:didSelectItemAtIndexPath:, no view mapping was found for view: PostCell"
            ),
            (
                .flowDelegateLayoutMethodWithDifferentLayout(
                    methodSignature: "collectionView:layout:sizeForItemAtIndexPath:"),
                "⚠️[CollectionManager] Detected reaction for CollectionViewDelegateFlowLayout protocol, but different layout class is used. This means, that method collectionView:layout:sizeForItemAtIndexPath: will not be called, as well as registered reaction."
            ),
        ]
        for (anomaly, message) in cases {
            XCTAssertEqual(anomaly.debugDescription, message, anomaly.description)
        }
    }

    func testModelEventCalledWithCellClass_keepsDTWording() {
        let text = CollectionViewManagerAnomaly.modelEventCalledWithCellClass(
            modelType: "PostCell", methodName: "sizeForCell(withItem:_:)", subclassOf: "CollectionViewCell"
        ).debugDescription
        let expected = [
            "⚠️[CollectionManager] Event sizeForCell(withItem:_:) registered with model type, that happens to be a subclass of CollectionViewCell: PostCell.",
            "",
            "This is likely not what you want, because this event expects to receive model type used for current indexPath instead of cell/view.",
            "Reasoning behind it is the fact that for some events views have not yet been created(for example: collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath)).",
            "Because they are not created yet, this event cannot be called with cell/view object, and even it's type is unknown at this point, as the mapping resolution will happen later.",
            "",
            "Most likely you need to use model type, that will be passed to this cell/view through ModelTransfer protocol.",
            "For example, for size of cell that expects to receive model Int, event would look like so:",
            "        ",
            "    manager.sizeForCell(withItem: Int.self) { model, indexPath in",
            "        return CGSize(width: 44, height: 44)",
            "    }",
        ].joined(separator: "\n")
        XCTAssertEqual(text, expected)
    }

    /// The anomalies DTCollectionViewManager does not have say what happened in its style; the fix is apart.
    func testDebugDescriptions_ofTheAnomaliesThisLibraryAdds_sayWhatHappened() {
        let cases: [(CollectionViewManagerAnomaly, String)] = [
            (
                .emptyReuseIdentifier(viewClass: "PostCell", viewType: .cell),
                "❗️[CollectionManager] Attempted to register PostCell for cells with an empty reuse identifier, which CollectionView cannot dequeue. The mapping was not registered."
            ),
            (
                .emptyReuseIdentifier(viewClass: "TitleView", viewType: .supplementaryView(kind: "Badge")),
                "❗️[CollectionManager] Attempted to register TitleView for supplementary views of kind Badge with an empty reuse identifier, which CollectionView cannot dequeue. The mapping was not registered."
            ),
            (
                .mappingRegisteredAfterLayout(viewClass: "PostCell", modelType: "Post"),
                "❗️[CollectionManager] PostCell was registered for Post after CollectionView showed Post models without a mapping. Their cells stay placeholders until CollectionView reloads."
            ),
            (
                .memoryStorageUnavailable(storageType: "SingleSectionStorage<Int>"),
                "❗️[CollectionManager] manager.memoryStorage was read, but the manager's storage is SingleSectionStorage<Int>, not a MemoryStorage. The MemoryStorage returned is not connected to CollectionView, and changes made to it are never displayed."
            ),
            (
                .ownerDeclaresNoImplementedMethods(ownerType: "FeedController", protocols: ["CollectionViewDelegate"]),
                "⚠️[CollectionManager] FeedController conforms to CollectionViewDelegate, but declares none of the methods it implements, so the manager never calls them."
            ),
            (
                .ownerOutlivesCollectionView(ownerType: "FeedController"),
                "⚠️[CollectionManager] CollectionView of FeedController was deallocated, but FeedController and its manager are still alive."
            ),
        ]
        for (anomaly, message) in cases {
            XCTAssertEqual(anomaly.debugDescription, message, anomaly.description)
        }
    }

    func testRecoverySuggestions_areApart_andNameAnAPI() {
        for anomaly in Self.everyCase {
            let suggestion = anomaly.recoverySuggestion
            XCTAssertFalse(suggestion.isEmpty, anomaly.description)
            XCTAssertNotNil(suggestion.range(of: #"[A-Za-z]\("#, options: .regularExpression), anomaly.description)
            XCTAssertFalse(anomaly.debugDescription.contains(suggestion), anomaly.description)
        }
        XCTAssertEqual(
            CollectionViewManagerAnomaly.unusedEventDetected(viewType: "PostCell", methodName: "didSelect(_:_:)")
                .recoverySuggestion,
            "Register PostCell before its events: manager.register(PostCell.self), then manager.didSelect(_:_:); or "
                + "register the event on the mapping: manager.register(PostCell.self) { mapping in mapping.didSelect "
                + "{ ... } }.")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.flowDelegateLayoutMethodWithDifferentLayout(
                methodSignature: "collectionView:layout:insetForSectionAtIndex:"
            ).recoverySuggestion,
            "manager.insetForSectionAtIndex(_:) is never called. Use a CollectionViewFlowLayout "
                + "(collectionView.collectionViewLayout = CollectionViewFlowLayout()), or size the items in your "
                + "layout instead and remove the event.")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.noSupplementaryMappingFound(
                modelDescription: "m", kind: "Badge", indexPath: path
            )
            .recoverySuggestion,
            """
            A placeholder view is shown. Register a view whose ModelTransfer.ModelType is the model's type, before the \
            view first lays out:

                final class TitleView: CollectionReusableView, ModelTransfer {
                    func update(with model: String) { ... }
                }
                manager.registerSupplementary(TitleView.self, ofKind: "Badge")
            """)
    }

    /// One value of every case.
    static let everyCase: [CollectionViewManagerAnomaly] = [
        .nilCellModel(IndexPath(item: 0, section: 0)),
        .nilSupplementaryModel(kind: "Header", indexPath: IndexPath(item: 0, section: 0)),
        .noCellMappingFound(modelDescription: "m", indexPath: IndexPath(item: 0, section: 0)),
        .noSupplementaryMappingFound(modelDescription: "m", kind: "Header", indexPath: IndexPath(item: 0, section: 0)),
        .differentCellReuseIdentifier(mappingReuseIdentifier: "A", cellReuseIdentifier: "B"),
        .differentSupplementaryReuseIdentifier(mappingReuseIdentifier: "A", supplementaryReuseIdentifier: "B"),
        .differentCellClass(xibName: "X", cellClass: "A", expectedCellClass: "B"),
        .differentSupplementaryClass(xibName: "X", viewClass: "A", expectedViewClass: "B"),
        .emptyXibFile(xibName: "X", expectedViewClass: "B"),
        .modelEventCalledWithCellClass(modelType: "A", methodName: "sizeForCell(withItem:_:)", subclassOf: "B"),
        .unusedEventDetected(viewType: "A", methodName: "didSelect(_:_:)"),
        .eventRegistrationForUnregisteredMapping(viewClass: "A", signature: "collectionView:didSelectItemAtIndexPath:"),
        .flowDelegateLayoutMethodWithDifferentLayout(methodSignature: "collectionView:layout:sizeForItemAtIndexPath:"),
        .emptyReuseIdentifier(viewClass: "A", viewType: .cell),
        .mappingRegisteredAfterLayout(viewClass: "A", modelType: "B"),
        .memoryStorageUnavailable(storageType: "A"),
        .ownerDeclaresNoImplementedMethods(ownerType: "A", protocols: ["CollectionViewDelegate"]),
        .ownerOutlivesCollectionView(ownerType: "A"),
    ]

    func testDescriptions_areDTsShortForms() {
        XCTAssertEqual(
            CollectionViewManagerAnomaly.nilCellModel(path).description,
            "CollectionViewManagerAnomaly.nilCellModel([1, 10])")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.nilSupplementaryModel(kind: "Foo", indexPath: path).description,
            "CollectionViewManagerAnomaly.nilSupplementaryModel([1, 10]) for kind Foo")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(viewClass: "A", signature: "s")
                .description,
            "CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(A, s)")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.noSupplementaryMappingFound(modelDescription: "m", kind: "k", indexPath: path)
                .description,
            "CollectionViewManagerAnomaly.noSupplementaryMappingFound(m, k, [1, 10])")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.flowDelegateLayoutMethodWithDifferentLayout(methodSignature: "s").description,
            "CollectionViewManagerAnomaly.flowDelegateLayoutMethodWithDifferentLayout(s)")
    }

    func testHandler_silencingAndReporting() {
        let handler = CollectionViewManagerAnomalyHandler()
        var received: [CollectionViewManagerAnomaly] = []
        handler.anomalyAction = { received.append($0) }
        handler.silenceAnomaly(.nilCellModel(path))
        handler.silenceAnomaly { if case .emptyXibFile = $0 { true } else { false } }
        handler.reportAnomaly(.nilCellModel(path))
        handler.reportAnomaly(.emptyXibFile(xibName: "x", expectedViewClass: "y"))
        handler.reportAnomaly(.nilCellModel(IndexPath(item: 0, section: 0)))
        XCTAssertEqual(received, [.nilCellModel(IndexPath(item: 0, section: 0))])
    }

    func testReplacingTheManagersHandler_takesEffectForRegistrationAnomalies() {
        let owner = ManagedOwner()
        owner.manager.anomalyHandler = CollectionViewManagerAnomalyHandler()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.nibCatalog.register(.empty(named: "PostCell"))
        owner.manager.register(PostCell.self)
        XCTAssertEqual(recorder.anomalies, [.emptyXibFile(xibName: "PostCell", expectedViewClass: "PostCell")])
    }
}
