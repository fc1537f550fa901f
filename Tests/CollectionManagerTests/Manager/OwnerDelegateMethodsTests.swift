import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// An owner's own data-source and delegate methods: listed in one line, called by the manager; an owner that lists
/// none is reported.
final class OwnerDelegateMethodsTests: XCTestCase {
    /// Lists the one method it implements.
    private final class ListingOwner: CollectionViewManageable, CollectionViewDelegateFlowLayout {
        var collectionView: VirtualCollectionView!
        let implementedDelegateMethods: Set<CollectionViewSelector> = [.didSelectItem]
        private(set) var log: [String] = []

        func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath)")
        }
    }

    /// Implements methods but lists none of them.
    private final class ForgetfulOwner: CollectionViewManageable, CollectionViewDelegateFlowLayout,
        CollectionViewDragDelegate
    {
        var collectionView: VirtualCollectionView!
        private(set) var log: [String] = []

        func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath)")
        }

        func collectionView(
            _ collectionView: any CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
        ) -> [DragItem] { [] }
    }

    /// Conforms only to the drag delegate protocol, whose required method reaches it unlisted.
    private final class DragOwner: CollectionViewManageable, CollectionViewDragDelegate {
        var collectionView: VirtualCollectionView!

        func collectionView(
            _ collectionView: any CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
        ) -> [DragItem] { [] }
    }

    /// Conforms to no data-source or delegate protocol.
    private final class PlainOwner: CollectionViewManageable {
        var collectionView: VirtualCollectionView!
    }

    /// Starts `owner`'s manager on a new view with `[1, 2]` shown, recording its anomalies from the start.
    private func start<Owner: CollectionViewManageable>(
        _ owner: Owner, assign: (VirtualCollectionView) -> Void
    ) -> (VirtualCollectionView, ManagerAnomalyRecorder) {
        let recorder = ManagerAnomalyRecorder(owner.manager)
        let view = VirtualCollectionView()
        assign(view)
        owner.manager.register(IntCell.self)
        owner.manager.memoryStorage.setItems([1, 2])
        view.layoutIfNeeded()
        return (view, recorder)
    }

    func testListedMethod_isCalledAndNothingIsReported() {
        let owner = ListingOwner()
        let (view, recorder) = start(owner) { owner.collectionView = $0 }
        view.tapItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(owner.log, ["didSelect [0, 1]"])
        XCTAssertTrue(owner.responds(to: .didSelectItem))
        XCTAssertFalse(owner.responds(to: .sizeForItem))
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testOwnerListingNoMethods_isReportedWithTheFix_andItsMethodsAreNotCalled() {
        let owner = ForgetfulOwner()
        let (view, recorder) = start(owner) { owner.collectionView = $0 }
        view.tapItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(owner.log, [])
        let anomaly = CollectionViewManagerAnomaly.ownerDeclaresNoImplementedMethods(
            ownerType: "ForgetfulOwner",
            protocols: ["CollectionViewDelegateFlowLayout"])
        XCTAssertEqual(recorder.anomalies, [anomaly])
        XCTAssertEqual(
            AnomalyReport(anomaly: anomaly).message,
            "⚠️[CollectionManager] ForgetfulOwner conforms to CollectionViewDelegateFlowLayout, but declares none of "
                + "the methods it implements, so the manager never calls them.\nHow to fix it: Without an Objective-C "
                + "runtime the manager cannot find the methods by name: list them in one line, for example `let "
                + "implementedDelegateMethods: Set<CollectionViewSelector> = [.didSelectItem]`, or answer true for "
                + "them in responds(to:), or remove the conformance.")
        XCTAssertEqual(
            anomaly.description,
            "CollectionViewManagerAnomaly.ownerDeclaresNoImplementedMethods(ForgetfulOwner, "
                + "CollectionViewDelegateFlowLayout)")
    }

    func testOwnerConformingToNoDelegateProtocol_isNotReported() {
        let owner = PlainOwner()
        let (_, recorder) = start(owner) { owner.collectionView = $0 }
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testOwnerConformingOnlyToDragDelegate_isNotReported() {
        let owner = DragOwner()
        let (_, recorder) = start(owner) { owner.collectionView = $0 }
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testOwnerAnsweringRespondsItself_isNotReported() {
        let owner = ImplementingOwner(implemented: [.didEndDisplayingCell])
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(IntCell.self)
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testOwnerAnsweringFalseForEverything_isReported() {
        let owner = ImplementingOwner(implemented: [])
        var anomalies: [CollectionViewManagerAnomaly] = []
        let manager = CollectionViewManager()
        manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
        owner.manager = manager
        _ = owner.manager
        XCTAssertEqual(
            anomalies,
            [
                .ownerDeclaresNoImplementedMethods(
                    ownerType: "ImplementingOwner",
                    protocols: [
                        "CollectionViewDataSource", "CollectionViewDelegateFlowLayout",
                        "CollectionViewDelegateFullScreenLayout",
                    ])
            ])
    }
}
