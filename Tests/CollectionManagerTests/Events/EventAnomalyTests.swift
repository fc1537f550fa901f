import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class EventAnomalyTests: XCTestCase {
    func testEventRegistrationForUnregisteredMapping_viewAndModelEvents_reportedAtOnce_andTheEventIsDropped() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        var ran = 0
        owner.manager.didSelect(PostCell.self) { _, _, _ in ran += 1 }
        owner.manager.canEdit(Post.self) { _, _ in true }
        XCTAssertEqual(
            recorder.anomalies,
            [
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "PostCell", signature: "collectionView:didSelectItemAtIndexPath:"),
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "Post", signature: "collectionView:canEditItemAtIndexPath:"),
            ])

        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.tapItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(ran, 0, "registered before the mapping: dropped")
        XCTAssertFalse(owner.manager.collectionDelegate!.responds(to: .didSelectItem))
    }

    func testManagerLevelViewEvents_attachToTheMappingsOfSubclassesToo_andModelEventsToSupertypeMappings() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(SpecialPostCell.self)
        var received: [String] = []
        owner.manager.didSelect(BasePostCell.self) { cell, post, _ in received.append("\(type(of: cell)) \(post.title)")
        }
        owner.manager.register(TextCell.self, for: Vehicle.self) { _, _, _ in }
        var edited: [String] = []
        owner.manager.canEdit(Bicycle.self) { bicycle, _ in
            edited.append(bicycle.name)
            return true
        }
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        owner.manager.memoryStorage.setItems([Bicycle(name: "bmx")], forSection: 1)
        owner.virtualView.tapItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(received, ["SpecialPostCell b"])
        XCTAssertTrue(owner.virtualView.canEditItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(edited, ["bmx"])
        XCTAssertEqual(recorder.anomalies, [], "the Vehicle mapping accepts the Bicycle event")
        owner.manager.verifyEventsCompatibility()
        XCTAssertEqual(recorder.anomalies, [], "BasePostCell's event is used by its subclass's mapping")
    }

    func testUnusedEventDetected_runsAtTheNextDataLoad_notBefore() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()

        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        let unregistered = CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(
            viewClass: "IntCell", signature: "collectionView:didSelectItemAtIndexPath:")
        XCTAssertEqual(recorder.anomalies, [unregistered])

        owner.manager.memoryStorage.setItems([Post(title: "b")])
        XCTAssertEqual(recorder.anomalies, [unregistered], "no data load yet")
        owner.virtualView.layoutIfNeeded()
        let unused = CollectionViewManagerAnomaly.unusedEventDetected(
            viewType: "IntCell", methodName: "didSelect(_:_:)")
        XCTAssertEqual(recorder.anomalies, [unregistered, unused])

        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(recorder.anomalies, [unregistered, unused], "each check runs once")
    }

    func testUnusedEventDetected_runsAtVerifyEventsCompatibility_andNotWhenTheViewIsRegisteredByThen() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.willCenter(IntCell.self) { _, _, _ in }
        owner.manager.verifyEventsCompatibility()
        XCTAssertEqual(
            recorder.anomalies.last, .unusedEventDetected(viewType: "IntCell", methodName: "willCenter(_:_:)"))

        let other = ManagedOwner()
        let otherRecorder = ManagerAnomalyRecorder(other.manager)
        other.manager.dragPreviewParameters(for: IntCell.self) { _, _, _ in nil }
        other.manager.register(IntCell.self)
        other.manager.verifyEventsCompatibility()
        XCTAssertEqual(
            otherRecorder.anomalies,
            [
                .eventRegistrationForUnregisteredMapping(
                    viewClass: "IntCell", signature: "collectionView:dragPreviewParametersForItemAtIndexPath:")
            ])
    }

    func testModelEventCalledWithCellClass_namesCollectionViewCellForCells_andCollectionReusableViewForOtherViews() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.registerHeader(TitleHeader.self)
        owner.manager.sizeForCell(withItem: PostCell.self) { _, _ in .zero }
        owner.manager.canEdit(PostCell.self) { _, _ in true }
        owner.manager.referenceSizeForHeaderView(withItem: TitleHeader.self) { _, _ in .zero }

        let anomalies = recorder.anomalies.filter {
            if case .modelEventCalledWithCellClass = $0 { return true }
            return false
        }
        XCTAssertEqual(
            anomalies,
            [
                .modelEventCalledWithCellClass(
                    modelType: "PostCell", methodName: "sizeForCell(withItem:_:)", subclassOf: "CollectionViewCell"),
                .modelEventCalledWithCellClass(
                    modelType: "PostCell", methodName: "canEdit(_:_:)", subclassOf: "CollectionViewCell"),
                .modelEventCalledWithCellClass(
                    modelType: "TitleHeader", methodName: "referenceSizeForHeaderView(withItem:_:)",
                    subclassOf: "CollectionReusableView"),
            ])
    }

    func testFlowDelegateLayoutMethodWithDifferentLayout_reportedOnceAtTheFirstDataLoad_unmappedFirst() {
        let owner = ManagedOwner()
        owner.virtualView.collectionViewLayout = GridLayout()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in .zero }
        owner.manager.minimumLineSpacingForSectionAtIndex { _, _ in 1 }
        XCTAssertEqual(recorder.anomalies, [])

        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        let expected: [CollectionViewManagerAnomaly] = [
            .flowDelegateLayoutMethodWithDifferentLayout(
                methodSignature: "collectionView:layout:minimumLineSpacingForSectionAtIndex:"),
            .flowDelegateLayoutMethodWithDifferentLayout(
                methodSignature: "collectionView:layout:sizeForItemAtIndexPath:"),
        ]
        XCTAssertEqual(recorder.anomalies, expected)

        owner.manager.insetForSectionAtIndex { _, _ in .zero }
        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(recorder.anomalies, expected, "the check runs once")
    }

    func testFlowLayoutCheck_withAFlowLayout_reportsNothing() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in CGSize(width: 10, height: 10) }
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(recorder.anomalies, [])
    }
}
