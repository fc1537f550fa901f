import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Every way a DTCollectionViewManager screen declares its collection view satisfies `CollectionViewManageable`, and
/// the manager manages that view.
final class OwnerDeclarationTests: XCTestCase {
    private static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    private final class ImplicitlyUnwrappedOwner: CollectionViewManageable {
        var collectionView: VirtualCollectionView!
    }

    /// A base view controller that holds the outlet, weakly, as an `@IBOutlet` is.
    private class BaseController {
        weak var collectionView: VirtualCollectionView!
    }

    private final class SubclassOwner: BaseController, CollectionViewManageable {}

    private final class ConstantOwner: CollectionViewManageable {
        let collectionView = VirtualCollectionView(frame: OwnerDeclarationTests.frame)
    }

    private final class OptionalOwner: CollectionViewManageable {
        var collectionView: VirtualCollectionView?
    }

    private final class ExistentialOwner: CollectionViewManageable {
        var collectionView: (any CollectionView)?
    }

    private final class OptionalCollectionViewOwner: CollectionViewManageable {
        var feedView: VirtualCollectionView?
        var optionalCollectionView: VirtualCollectionView? { feedView }
    }

    private final class ExistentialOptionalCollectionViewOwner: CollectionViewManageable {
        var optionalCollectionView: (any CollectionView)?
    }

    private final class ViewlessOwner: CollectionViewManageable {}

    /// Registers `IntCell`, shows `[1, 2]`, and returns the value of the cell displayed at [0, 1].
    private func displayedValue(manager: CollectionViewManager, view: VirtualCollectionView) -> Int? {
        manager.register(IntCell.self)
        manager.memoryStorage.setItems([1, 2])
        view.layoutIfNeeded()
        return (view.cellForItem(at: IndexPath(item: 1, section: 0)) as? IntCell)?.value
    }

    func testImplicitlyUnwrappedOwner_managesTheViewOnceAssigned() {
        let owner = ImplicitlyUnwrappedOwner()
        XCTAssertFalse(owner.manager.isManagingCollectionView)
        owner.collectionView = VirtualCollectionView(frame: Self.frame)
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        XCTAssertTrue(owner.manager.collectionView === owner.collectionView)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: owner.collectionView), 2)
    }

    func testWeakImplicitlyUnwrappedOutletInASuperclass_isManaged() {
        let owner = SubclassOwner()
        let view = VirtualCollectionView(frame: Self.frame)
        owner.collectionView = view
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        XCTAssertTrue(owner.manager.collectionView === view)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: view), 2)
    }

    func testConstantOwner_managesTheView() {
        let owner = ConstantOwner()
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        XCTAssertTrue(owner.manager.collectionView === owner.collectionView)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: owner.collectionView), 2)
    }

    func testOptionalOwner_managesTheViewOnceAssigned() {
        let owner = OptionalOwner()
        XCTAssertFalse(owner.manager.isManagingCollectionView)
        let view = VirtualCollectionView(frame: Self.frame)
        owner.collectionView = view
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        XCTAssertTrue(owner.manager.collectionView === view)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: view), 2)
    }

    func testExistentialOwner_managesTheView() {
        let owner = ExistentialOwner()
        let view = VirtualCollectionView(frame: Self.frame)
        owner.collectionView = view
        XCTAssertTrue(owner.manager.collectionView === view)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: view), 2)
    }

    func testOptionalCollectionViewOwner_managesTheViewUnderAnotherName() {
        let owner = OptionalCollectionViewOwner()
        XCTAssertFalse(owner.manager.isManagingCollectionView)
        XCTAssertNil(owner.collectionView)
        let view = VirtualCollectionView(frame: Self.frame)
        owner.feedView = view
        XCTAssertTrue(owner.manager.isManagingCollectionView)
        XCTAssertTrue(owner.manager.collectionView === view)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: view), 2)
    }

    func testExistentialOptionalCollectionViewOwner_managesTheView() {
        let owner = ExistentialOptionalCollectionViewOwner()
        let view = VirtualCollectionView(frame: Self.frame)
        owner.optionalCollectionView = view
        XCTAssertTrue(owner.manager.collectionView === view)
        XCTAssertEqual(displayedValue(manager: owner.manager, view: view), 2)
    }

    func testViewlessOwner_isNeverManaged() {
        let owner = ViewlessOwner()
        XCTAssertNil(owner.collectionView)
        XCTAssertNil(owner.optionalCollectionView)
        XCTAssertFalse(owner.manager.isManagingCollectionView)
        XCTAssertNil(owner.manager.collectionView)
    }

    func testCollectionViewReference_optionalOfANonView_holdsNone() {
        let label: NSObject? = NSObject()
        XCTAssertNil(label.referencedCollectionView)
        let view = VirtualCollectionView()
        XCTAssertTrue(view.referencedCollectionView === view)
        XCTAssertTrue(VirtualCollectionView?.some(view).referencedCollectionView === view)
        XCTAssertNil(VirtualCollectionView?.none.referencedCollectionView)
    }
}
