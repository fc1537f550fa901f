import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// The model of the guide's example: removing a row removes it from the recording double's counts.
private final class GuideModel {
    let double: RecordingCollectionViewDelegate

    init(_ double: RecordingCollectionViewDelegate) { self.double = double }

    func remove(at index: Int) {
        double.counts[0] -= 1
    }
}

/// The code of the "List layouts and swipe actions" guide section, compiled and checked.
final class ListGuideExampleTests: XCTestCase {
    func testGuideExample_swipesARowAndDeletesIt() {
        let fixture = VirtualViewFixture(counts: [3], implemented: Compositional.displayCallbacks)
        let collectionView = fixture.collectionView
        let model = GuideModel(fixture.double)

        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak collectionView] indexPath in
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                collectionView?.performBatchUpdates {
                    model.remove(at: indexPath.item)
                    collectionView?.deleteItems(at: [indexPath])
                }
                completion(true)
            }
            delete.image = "trash"
            return SwipeActionsConfiguration(actions: [delete])
        }
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)

        let actions = collectionView.swipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing)
        XCTAssertEqual(actions?.actions.map(\.title), ["Delete"])
        XCTAssertEqual(collectionView.revealedSwipeActions?.indexPath, IndexPath(item: 1, section: 0))
        collectionView.performSwipeAction(at: 0)  // deletes the row; completion(true) would hide the actions
        XCTAssertNil(collectionView.revealedSwipeActions)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)

        // Header padding 35, header 35–79, rows inset by 16 from 79: 79–123, 123–167.
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 16, y: 123, width: 288, height: 44))
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }
}
