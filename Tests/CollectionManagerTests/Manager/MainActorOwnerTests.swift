import CollectionManager
import Foundation
import StorageTestSupport
import Testing
import XCTest

/// A screen written as a DTCollectionViewManager user writes one: a `@MainActor` view controller whose conformances
/// carry no annotation, with an implicitly unwrapped collection view and one delegate method of its own.
@MainActor
final class FeedViewController: CollectionViewManageable, CollectionViewDelegate {
    var collectionView: VirtualCollectionView!
    let implementedDelegateMethods: Set<CollectionViewSelector> = [.didSelectItem]

    private(set) var log: [String] = []

    func viewDidLoad() {
        collectionView = VirtualCollectionView()
        manager.register(
            IntCell.self,
            mapping: { mapping in
                mapping.willDisplay { [unowned self] _, model, _ in log.append("willDisplay \(model)") }
            })
        manager.memoryStorage.setItems([1, 2])
    }

    func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath)")
    }

    /// Implemented but not listed in `implementedDelegateMethods`, so never called.
    func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath)")
    }
}

/// The main-actor screen, tested with XCTest: `@MainActor` test methods are `async`, because a synchronous
/// `@MainActor` XCTest method crashes test discovery on Linux.
final class MainActorOwnerTests: XCTestCase {
    @MainActor
    func testFeedViewController_mappingEventsAndItsOwnDelegateMethodRun() async {
        let screen = FeedViewController()
        var anomalies: [CollectionViewManagerAnomaly] = []
        screen.manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
        screen.viewDidLoad()
        screen.collectionView.layoutIfNeeded()
        screen.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))  // deselects [0, 1]: not listed, not called
        XCTAssertEqual(screen.log, ["willDisplay 1", "willDisplay 2", "didSelect [0, 1]", "didSelect [0, 0]"])
        XCTAssertTrue(screen.manager.isManagingCollectionView)
        XCTAssertEqual(anomalies, [])
    }
}

/// The main-actor screen, tested with Swift Testing.
@Suite @MainActor struct MainActorOwnerSuite {
    @Test func feedViewController_mappingEventsAndItsOwnDelegateMethodRun() {
        let screen = FeedViewController()
        screen.viewDidLoad()
        screen.collectionView.layoutIfNeeded()
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.log == ["willDisplay 1", "willDisplay 2", "didSelect [0, 0]"])
        #expect(screen.manager.collectionView === screen.collectionView)
    }

    @Test func feedViewController_answersOnlyForItsListedMethods() {
        let screen = FeedViewController()
        #expect(screen.responds(to: .didSelectItem))
        #expect(!screen.responds(to: .didDeselectItem))
        #expect(!screen.responds(to: .willDisplayCell))
    }
}
