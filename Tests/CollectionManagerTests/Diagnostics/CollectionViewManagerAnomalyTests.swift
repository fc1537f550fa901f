import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class CollectionViewManagerAnomalyTests: XCTestCase {
    private let path = IndexPath(item: 10, section: 1)

    func testDebugDescriptions_nameTheAPIToCallAndTheFix() {
        let cases: [(CollectionViewManagerAnomaly, String)] = [
            (
                .nilCellModel(path),
                """
                ❗️[CollectionManager] The collection view asked for a cell at [1, 10], but the storage has no model there (or a nil one), so a placeholder cell is shown.
                The view's counts no longer match the storage: change the storage through its methods (manager.memoryStorage.setItems(_:), addItem(_:), removeItem(_:)) instead of changing the models it was given, and do not store nil models.
                """
            ),
            (
                .nilSupplementaryModel(kind: "Foo", indexPath: path),
                """
                ❗️[CollectionManager] The collection view asked for a supplementary view of kind Foo at [1, 10], but the storage has no model of that kind there, so a placeholder view is shown.
                Give every section a model of that kind, for example manager.memoryStorage.setSectionHeaderModels(["Today", "Yesterday"]), or, with a flow layout, return a zero size for the sections without one, so that the layout does not ask for them.
                """
            ),
            (
                .noCellMappingFound(modelDescription: "Bar", indexPath: path),
                """
                ❗️[CollectionManager] No cell is registered for the model at [1, 10]: Bar. A placeholder cell is shown.
                Register a cell whose ModelTransfer.ModelType is the model's type, before the view first lays out (before setting items):

                    manager.register(PostCell.self)   // final class PostCell: CollectionViewCell, ModelTransfer { func update(with model: Post) }
                """
            ),
            (
                .noSupplementaryMappingFound(modelDescription: "Bar", kind: "Foo", indexPath: path),
                """
                ❗️[CollectionManager] No supplementary view of kind Foo is registered for the model at [1, 10]: Bar. A placeholder view is shown.
                Register a view whose ModelTransfer.ModelType is the model's type, before the view first lays out:

                    manager.registerHeader(TitleView.self)   // or registerFooter(_:), or registerSupplementary(_:ofKind:)
                """
            ),
            (
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: "Foo", supplementaryReuseIdentifier: "Bar"),
                """
                ❗️[CollectionManager] The supplementary view's own reuse identifier, Bar, differs from its mapping's, Foo, so the view cannot be dequeued with it.
                Remove the reuse identifier from the view's nib (the class name is used), or set the mapping's to the same value: manager.registerHeader(View.self) { $0.reuseIdentifier = "Bar" }.
                """
            ),
            (
                .differentCellReuseIdentifier(mappingReuseIdentifier: "Foo", cellReuseIdentifier: "Bar"),
                """
                ❗️[CollectionManager] The cell's own reuse identifier, Bar, differs from its mapping's, Foo.
                Remove the reuse identifier from the cell's nib, or set the mapping's to the same value: manager.register(Cell.self) { $0.reuseIdentifier = "Bar" }.
                """
            ),
            (
                .differentCellClass(xibName: "Xib", cellClass: "A", expectedCellClass: "B"),
                """
                ⚠️[CollectionManager] The nib Xib holds a A, but it was registered for B, so its cells are not updated with models and do not receive events.
                Make the nib's view a B, or register the nib for the class it holds, or name the right nib: manager.register(B.self) { $0.xibName = "..." }.
                """
            ),
            (
                .differentSupplementaryClass(xibName: "Xib", viewClass: "A", expectedViewClass: "B"),
                """
                ⚠️[CollectionManager] The nib Xib holds a A, but it was registered for B, so its views are not updated with models and do not receive events.
                Make the nib's view a B, or register the nib for the class it holds, or name the right nib: manager.registerHeader(B.self) { $0.xibName = "..." }.
                """
            ),
            (
                .emptyXibFile(xibName: "Xib", expectedViewClass: "B"),
                """
                ⚠️[CollectionManager] The nib Xib, registered for B, holds no view.
                Add the view to the nib in manager.nibCatalog, or build B in code: manager.register(B.self) { $0.xibName = nil }.
                """
            ),
            (
                .unusedEventDetected(viewType: "PostCell", methodName: "didSelect(_:_:)"),
                """
                ⚠️[CollectionManager] The event manager.didSelect(_:_:) is registered for PostCell, but no mapping uses PostCell, so it is never called.
                Register PostCell first, then the event: manager.register(PostCell.self), then manager.didSelect(_:_:); or register the event on the mapping: manager.register(PostCell.self) { mapping in mapping.didSelect { ... } }.
                """
            ),
            (
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "PostCell", signature: "collectionView:didSelectItemAtIndexPath:"),
                """
                ⚠️[CollectionManager] The event for collectionView:didSelectItemAtIndexPath: was registered for PostCell, but no mapping for PostCell is registered yet, so the event was dropped.
                Register the mapping first, then its events, or register the event inside the mapping closure:

                    manager.register(PostCell.self) { mapping in
                        mapping.didSelect { cell, post, indexPath in ... }
                    }
                """
            ),
            (
                .flowDelegateLayoutMethodWithDifferentLayout(
                    methodSignature: "collectionView:layout:sizeForItemAtIndexPath:"),
                """
                ⚠️[CollectionManager] manager.sizeForCell(withItem:_:) is registered, but the collection view's layout is not a CollectionViewFlowLayout, so the event is never called.
                Use a CollectionViewFlowLayout (collectionView.collectionViewLayout = CollectionViewFlowLayout()), or size the items in your layout instead and remove the event.
                """
            ),
            (
                .flowDelegateLayoutMethodWithDifferentLayout(
                    methodSignature: "collectionView:layout:insetForSectionAtIndex:"),
                """
                ⚠️[CollectionManager] manager.insetForSectionAtIndex(_:) is registered, but the collection view's layout is not a CollectionViewFlowLayout, so the event is never called.
                Use a CollectionViewFlowLayout (collectionView.collectionViewLayout = CollectionViewFlowLayout()), or size the items in your layout instead and remove the event.
                """
            ),
            (
                .emptyReuseIdentifier(viewClass: "PostCell", viewType: .cell),
                """
                ❗️[CollectionManager] PostCell was registered for cells with an empty reuse identifier, which no collection view can dequeue, so the mapping was not registered.
                Leave the mapping's reuseIdentifier alone to use the class name, PostCell, or set a non-empty one: manager.register(PostCell.self) { $0.reuseIdentifier = "PostCell" }.
                """
            ),
            (
                .mappingRegisteredAfterLayout(viewClass: "PostCell", modelType: "Post"),
                """
                ❗️[CollectionManager] PostCell was registered for Post after the collection view had shown Post models without a mapping, so those cells stay placeholders until the view reloads.
                Register every mapping before the view first lays out (before setting items), or reload after registering late:

                    manager.register(PostCell.self)
                    collectionView.reloadData()
                """
            ),
            (
                .memoryStorageUnavailable(storageType: "SingleSectionStorage<Int>"),
                """
                ❗️[CollectionManager] manager.memoryStorage was read, but the manager's storage is SingleSectionStorage<Int>, not a MemoryStorage. The MemoryStorage returned is not connected to the collection view, so changes made to it are never displayed.
                Change the contents through the storage itself (for a CollectionViewDiffableDataSource, apply a snapshot with apply(_:animatingDifferences:completion:)), or display a MemoryStorage: manager.storage = MemoryStorage().
                """
            ),
            (
                .ownerDeclaresNoImplementedMethods(ownerType: "FeedController", protocols: ["CollectionViewDelegate"]),
                "⚠️[CollectionManager] FeedController conforms to CollectionViewDelegate, but declares none of the methods it implements, so the manager never calls them. Without an Objective-C runtime the manager cannot find them by name: list them in one line, for example `let implementedDelegateMethods: Set<CollectionViewSelector> = [.didSelectItem]`, or remove the conformance."
            ),
        ]
        for (anomaly, message) in cases {
            XCTAssertEqual(anomaly.debugDescription, message)
        }
    }

    func testModelEventCalledWithCellClass_keepsDTWording_butNamesTheEventAPI() {
        let text = CollectionViewManagerAnomaly.modelEventCalledWithCellClass(
            modelType: "PostCell", methodName: "sizeForCell(withItem:_:)", subclassOf: "CollectionViewCell"
        ).debugDescription
        let expected = [
            "⚠️[CollectionManager] Event sizeForCell(withItem:_:) registered with model type, that happens to be a subclass of CollectionViewCell: PostCell.",
            "",
            "This is likely not what you want, because this event expects to receive model type used for current indexPath instead of cell/view.",
            "Reasoning behind it is the fact that for some events views have not yet been created (for example: manager.sizeForCell(withItem:_:)).",
            "Because they are not created yet, this event cannot be called with cell/view object, and even its type is unknown at this point, as the mapping resolution will happen later.",
            "",
            "Most likely you need to use model type, that will be passed to this cell/view through ModelTransfer protocol.",
            "For example, for size of cell that expects to receive model Int, event would look like so:",
            "",
            "    manager.sizeForCell(withItem: Int.self) { model, indexPath in",
            "        return CGSize(width: 44, height: 44)",
            "    }",
        ].joined(separator: "\n")
        XCTAssertEqual(text, expected)
    }

    func testDescriptions() {
        XCTAssertEqual(
            CollectionViewManagerAnomaly.nilCellModel(path).description,
            "CollectionViewManagerAnomaly.nilCellModel([1, 10])")
        XCTAssertEqual(
            CollectionViewManagerAnomaly.nilSupplementaryModel(kind: "Foo", indexPath: path).description,
            "CollectionViewManagerAnomaly.nilSupplementaryModel(Foo, [1, 10])")
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
