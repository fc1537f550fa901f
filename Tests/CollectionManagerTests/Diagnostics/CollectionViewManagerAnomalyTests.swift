import CollectionManager
import Foundation
import XCTest

final class CollectionViewManagerAnomalyTests: XCTestCase {
    private let path = IndexPath(item: 10, section: 1)

    func testDebugDescriptions() {
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
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: "Foo", supplementaryReuseIdentifier: "Bar"),
                "❗️[CollectionManager] Reuse identifier of CollectionReusableView: Bar does not match reuseIdentifier used to register with CollectionView: Foo. \n"
                    + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionReusableView subclass. If you are using Storyboards, please change CollectionReusableView identifier to name of the class. \n"
                    + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
            ),
            (
                .differentCellReuseIdentifier(mappingReuseIdentifier: "Foo", cellReuseIdentifier: "Bar"),
                "❗️[CollectionManager] Reuse identifier of CollectionViewCell: Bar does not match reuseIdentifier used to register with CollectionView: Foo. \n"
                    + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionViewCell subclass. \n"
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
            XCTAssertEqual(anomaly.debugDescription, message)
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
            "Reasoning behind it is the fact that for some events views have not yet been created (for example: func collectionView(_:layout:sizeForItemAt:)).",
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
