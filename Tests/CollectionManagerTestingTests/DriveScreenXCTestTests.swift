import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Driving a screen in one call, under XCTest: scrolling, tapping, dragging, pulling to refresh and reading the
/// visible models, and the failures misuse produces.
final class DriveScreenXCTestTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    // MARK: Scrolling

    func testScrollIntoView_itemBelow_scrollsTheLeastDistance() {
        let screen = FeedScreen()
        let reports = observingReports {
            XCTAssertTrue(screen.manager.scrollIntoView(itemAt: path(5)))
        }
        XCTAssertEqual(reports, [])
        // Row 5 spans y 300...350; its bottom meets the bottom of the 170-point view.
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 180))
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), Array(Post.numbered(3...5)))
        XCTAssertEqual(
            screen.collectionView.recordedEvents,
            [
                .cellForItem(path(3)), .cellForItem(path(4)), .cellForItem(path(5)),
                .prefetchItems([path(6), path(7), path(8)]),
            ]
        )
    }

    func testScrollIntoView_displayedItem_doesNotScroll() {
        let screen = FeedScreen()
        XCTAssertTrue(screen.manager.scrollIntoView(itemAt: path(2)))
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
        XCTAssertEqual(screen.collectionView.recordedEvents, [])
    }

    func testScrollIntoView_modelAbove_scrollsItToTheTop() {
        let screen = FeedScreen()
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 420))
        XCTAssertEqual(screen.manager.scrollIntoView(Post(id: 1, title: "Post 1")), path(1))
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 60))
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), Array(Post.numbered(1...3)))
    }

    func testScrollIntoView_firstMatchingPredicate() {
        let screen = FeedScreen()
        XCTAssertEqual(screen.manager.scrollIntoView(first: Post.self, where: { $0.id > 6 }), path(7))
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), Array(Post.numbered(5...7)))
    }

    func testScrollIntoView_noSuchItem_failsAndDoesNotScroll() {
        let screen = FeedScreen()
        var results: [String] = []
        let line = #line + 2
        let reports = observingReports {
            results.append("\(screen.manager.scrollIntoView(itemAt: path(10)))")
            results.append("\(String(describing: screen.manager.scrollIntoView(Post(id: 99, title: "?"))))")
            results.append(
                "\(String(describing: screen.manager.scrollIntoView(first: Post.self, where: { $0.id < 0 })))")
        }
        XCTAssertEqual(results, ["false", "nil", "nil"])
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot scroll to the item at [0, 10]: no item is there. The view has 1 section with 10 items."
                    + picture(of: screen),
                "Cannot scroll to Post Post(99): no such item among the storage's 10 items. Add it to the storage "
                    + "first, or look for a model the screen shows." + picture(of: screen),
                "Cannot scroll to the first Post matching the predicate: no such item among the storage's 10 items. "
                    + "Add it to the storage first, or look for a model the screen shows." + picture(of: screen),
            ]
        )
        XCTAssertEqual(reports.map(\.location.line), [line, line + 1, line + 3])
        XCTAssertEqual(reports.map(\.framework), [.xcTest, .xcTest, .xcTest])
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
    }

    // MARK: Tapping

    func testTap_itemOffScreen_scrollsItIntoViewThenSelectsIt() {
        let screen = FeedScreen()
        XCTAssertEqual(screen.manager.tap(itemAt: path(7)), .selected)
        XCTAssertEqual(screen.log, ["didSelect 7 at [0, 7]"])
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(
            screen.collectionView.recordedEvents,
            [
                .cellForItem(path(5)), .cellForItem(path(6)), .cellForItem(path(7)),
                .prefetchItems([path(8), path(9)]), .didSelectItem(path(7)),
            ]
        )
        XCTAssertEqual(screen.collectionView.indexPathsForSelectedItems, [path(7)])
    }

    func testTap_modelAndPredicate_tapTheFirstMatch() {
        let screen = FeedScreen()
        XCTAssertEqual(screen.manager.tap(Post(id: 2, title: "Post 2")), .selected)
        XCTAssertEqual(screen.manager.tap(first: Post.self, where: { $0.title.hasSuffix("9") }), .selected)
        XCTAssertEqual(screen.log, ["didSelect 2 at [0, 2]", "didSelect 9 at [0, 9]"])
    }

    func testTap_refusedByTheScreen_returnsTheRefusalWithoutFailing() {
        let screen = FeedScreen()
        screen.manager.shouldSelect(PostCell.self) { _, post, _ in post.id != 1 }
        let reports = observingReports {
            XCTAssertEqual(screen.manager.tap(itemAt: path(1)), .selectionRefused)
        }
        XCTAssertEqual(reports, [])
        XCTAssertEqual(screen.log, [])
    }

    func testTap_itemWithEmptyFrame_failsAsNotTappable() {
        let screen = FeedScreen()
        screen.manager.sizeForCell(withItem: Post.self) { post, _ in
            post.id == 8 ? .zero : CGSize(width: 50, height: 50)
        }
        var result: VirtualCollectionView.TapResult?? = .none
        let reports = observingReports { result = screen.manager.tap(itemAt: path(8)) }
        XCTAssertEqual(result, .some(nil))
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(
            reports.first?.message.hasPrefix(
                "Cannot tap the item at [0, 8]: it is not on screen even after scrolling to it, so a finger cannot "
                    + "reach it (its layout frame is ")
                ?? false,
            reports.first?.message ?? "no report")
        XCTAssertEqual(screen.log, [])
    }

    func testTap_ownerWithoutView_fails() {
        final class Viewless: CollectionViewManageable {}
        let owner = Viewless()
        let reports = observingReports {
            XCTAssertNil(owner.manager.tap(itemAt: path(0)))
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot tap the item at [0, 0]: the manager has no collection view (its owner's collection view is "
                    + "nil, or the manager has no owner). Create the screen's view before driving it."
            ]
        )
    }

    func testDriving_viewNotVirtual_failsEveryHelperButVisibleModelsWorks() {
        let screen = OtherViewScreen()
        let reports = observingReports {
            XCTAssertFalse(screen.manager.scrollIntoView(itemAt: path(0)))
            XCTAssertNil(screen.manager.tap(itemAt: path(0)))
            XCTAssertNil(screen.manager.drag(itemAt: path(0), to: path(1)))
            screen.manager.pullToRefresh(with: Post.numbered(5...6), animated: false)
        }
        let explanation =
            "the manager's collection view is of type OtherCollectionView, not a VirtualCollectionView. Driving helpers "
            + "simulate the user on a VirtualCollectionView; give the screen one in tests."
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot scroll to the item at [0, 0]: " + explanation,
                "Cannot tap the item at [0, 0]: " + explanation,
                "Cannot drag the item at [0, 0] to [0, 1]: " + explanation,
                "Cannot pull to refresh section 0: " + explanation,
            ]
        )
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [0, 1])
    }

    // MARK: Dragging

    /// A feed whose posts move: the events log, and the move event moves the model.
    private func movableFeed() -> FeedScreen {
        let screen = FeedScreen(posts: Post.numbered(0...4))
        screen.manager.canMove(PostCell.self) { [weak screen] _, post, indexPath in
            screen?.log.append("canMove \(post.id) at \(describe(indexPath))")
            return post.id != 4
        }
        screen.manager.moveItemAtTo { [weak screen] source, destination in
            screen?.log.append("moveItemAtTo \(describe(source)) → \(describe(destination))")
            screen?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
        screen.collectionView.resetRecording()
        return screen
    }

    func testDrag_movesThroughTheManagersEventsAndTheStorage() {
        let screen = movableFeed()
        XCTAssertEqual(screen.manager.drag(itemAt: path(0), to: path(2)), path(2))
        XCTAssertEqual(screen.log, ["canMove 0 at [0, 0]", "moveItemAtTo [0, 0] → [0, 2]"])
        XCTAssertEqual(screen.posts.map(\.id), [1, 2, 0, 3, 4])
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [1, 2, 0])
        XCTAssertEqual(
            screen.collectionView.performedUpdates.last?.movedItems.map { [$0.from, $0.to] }, [[path(0), path(2)]])
        XCTAssertEqual(screen.collectionView.performedUpdates.last?.inconsistency, nil)
    }

    func testDrag_refusedByCanMove_failsAndNothingMoves() {
        let screen = movableFeed()
        let reports = observingReports {
            XCTAssertNil(screen.manager.drag(itemAt: path(4), to: path(0)))
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot drag the item at [0, 4] to [0, 0]: the movement was refused: the canMove event (or the "
                    + "owner's collectionView(_:canMoveItemAt:)) answered false for [0, 4], or another movement is "
                    + "in progress. Drag an item the screen lets the user move." + picture(of: screen)
            ]
        )
        XCTAssertEqual(screen.log, ["canMove 4 at [0, 4]"])
        XCTAssertEqual(screen.posts.map(\.id), [0, 1, 2, 3, 4])
    }

    func testDrag_withoutMoveEvent_failsAndSaysWhatToRegister() {
        let screen = FeedScreen(posts: Post.numbered(0...4))
        let reports = observingReports {
            XCTAssertNil(screen.manager.drag(itemAt: path(0), to: path(1)))
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot drag the item at [0, 0] to [0, 1]: the collection view does not allow reordering, because the "
                    + "manager has no moveItemAtTo event and its owner does not implement "
                    + "collectionView(_:moveItemAt:to:). Register one that moves the model: `manager.moveItemAtTo { "
                    + "source, destination in manager.memoryStorage.moveItemWithoutAnimation(from: source, to: "
                    + "destination) }`." + picture(of: screen)
            ]
        )
    }

    func testDrag_destinationOutsideTheSection_failsAndNothingMoves() {
        let screen = movableFeed()
        let reports = observingReports {
            XCTAssertNil(screen.manager.drag(itemAt: path(0), to: path(5)))
            XCTAssertNil(screen.manager.drag(itemAt: path(0), to: path(0, 1)))
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot drag the item at [0, 0] to [0, 5]: [0, 5] is not a place the item can go. The view has 1 "
                    + "section with 5 items. A destination is an existing section and an item index up to the "
                    + "section's number of items (less one within the item's own section)." + picture(of: screen),
                "Cannot drag the item at [0, 0] to [1, 0]: [1, 0] is not a place the item can go. The view has 1 "
                    + "section with 5 items. A destination is an existing section and an item index up to the "
                    + "section's number of items (less one within the item's own section)." + picture(of: screen),
            ]
        )
        XCTAssertEqual(screen.log, [])
        XCTAssertEqual(screen.posts.map(\.id), [0, 1, 2, 3, 4])
    }

    // MARK: Pull to refresh

    func testPullToRefresh_animated_scrollsToTopAndAppliesTheDifferenceInOneBatch() {
        let screen = FeedScreen(posts: Post.numbered(0...5))
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 180))
        screen.collectionView.resetRecording()
        let fresh = [Post(id: 10, title: "Post 10")] + Post.numbered(0...3)
        screen.manager.pullToRefresh(with: fresh, animated: true)
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
        XCTAssertEqual(screen.posts, fresh)
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [10, 0, 1])
        let batches = screen.collectionView.performedUpdates
        XCTAssertEqual(batches.count, 1)
        XCTAssertEqual(batches.first?.insertedItems, [path(0)])
        XCTAssertEqual(batches.first?.deletedItems, [path(4), path(5)])
        XCTAssertEqual(batches.first?.inconsistency, nil)
        XCTAssertFalse(screen.collectionView.recordedEvents.contains(.reloadData))
    }

    func testPullToRefresh_notAnimated_reloads() {
        let screen = FeedScreen(posts: Post.numbered(0...5))
        screen.manager.pullToRefresh(with: Post.numbered(7...9), animated: false)
        XCTAssertEqual(screen.posts.map(\.id), [7, 8, 9])
        XCTAssertEqual(screen.collectionView.performedUpdates.count, 0)
        XCTAssertEqual(screen.collectionView.recordedEvents.first, .reloadData)
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [7, 8, 9])
    }

    func testPullToRefresh_storageNotMemoryStorage_failsAndChangesNothing() {
        final class FixedStorage: Storage {
            func numberOfSections() -> Int { 1 }
            func numberOfItems(inSection section: Int) -> Int { 1 }
            func item(at indexPath: IndexPath) -> Any? { Post(id: 1, title: "Post 1") }
        }
        let screen = FeedScreen()
        screen.manager.storage = FixedStorage()
        let reports = observingReports {
            screen.manager.pullToRefresh(with: Post.numbered(0...1), animated: true)
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot pull to refresh section 0: the manager's storage is of type FixedStorage, not a MemoryStorage. "
                    + "Refresh that storage directly, for example by applying a snapshot." + picture(of: screen)
            ]
        )
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), [Post(id: 1, title: "Post 1")])
    }

    // MARK: Visible models

    func testVisibleModels_untypedKeepsEveryModel_typedKeepsThatType() {
        let screen = FeedScreen(posts: [])
        screen.manager.memoryStorage.setItems(
            [Post(id: 1, title: "Post 1"), "ad", Post(id: 2, title: "Post 2")] as [Any])
        XCTAssertEqual(screen.manager.visibleModels().map { "\($0)" }, ["Post(1)", "ad", "Post(2)"])
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [1, 2])
        XCTAssertEqual(screen.manager.visibleModels(as: String.self), ["ad"])
    }
}

extension DriveScreenXCTestTests {
    func testFailure_showsTheScreenPictureAfterTheMessage_inASCII() {
        let screen = FeedScreen(posts: Post.numbered(0...1))
        let reports = observingReports {
            XCTAssertFalse(screen.manager.scrollIntoView(itemAt: path(5)))
        }
        XCTAssertEqual(
            reports.map(\.message),
            [
                """
                Cannot scroll to the item at [0, 5]: no item is there. The view has 1 section with 2 items.

                The screen:
                \(screen.collectionView.screenPicture().components(separatedBy: "\n").map(FailureMessage.asciiLookalike(of:)).joined(separator: "\n"))
                """
            ]
        )
        XCTAssertTrue(reports.first?.message.contains("cell  [0, 1]") == true, reports.first?.message ?? "")
    }
}

extension DriveScreenXCTestTests {
    func testHostileIndexPaths_failWithoutTrapping_andChangeNothing() {
        let screen = movableFeed()
        let before = screen.collectionView.screenPicture()
        let reports = observingReports {
            XCTAssertNil(screen.manager.tap(itemAt: IndexPath()))
            XCTAssertNil(screen.manager.tap(itemAt: IndexPath(indexes: [Int.max, Int.max])))
            XCTAssertFalse(screen.manager.scrollIntoView(itemAt: IndexPath(index: 0)))
            XCTAssertNil(screen.manager.drag(itemAt: IndexPath(indexes: [0, 0, 0]), to: path(1)))
            XCTAssertNil(screen.manager.drag(itemAt: path(0), to: IndexPath(indexes: [Int.max, Int.min])))
            XCTAssertNil(screen.manager.drag(itemAt: path(0), to: IndexPath()))
            screen.manager.pullToRefresh(with: Post.numbered(0...1), inSection: Int.min, animated: true)
        }
        XCTAssertEqual(reports.count, 7, reports.map(\.message).joined(separator: "\n---\n"))
        XCTAssertTrue(reports.allSatisfy { $0.message.hasPrefix("Cannot ") })
        XCTAssertEqual(screen.posts.map(\.id), [0, 1, 2, 3, 4])
        XCTAssertEqual(screen.collectionView.screenPicture(), before)
    }
}
