import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

final class VirtualCollectionViewThreadCheckTests: XCTestCase {
    func testAViewCreatedOnTheMainThread_isBound() {
        XCTAssertTrue(VirtualCollectionView().isMainQueueBound)
    }

    func testCallsFromAThread_onABoundView_areReportedAsUIKitsCheckerWordsThem_andNotApplied() {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        let reported = ReportedInconsistencies()
        fixture.collectionView.inconsistencyHandler = { reported.append($0) }
        // NB: nonisolated(unsafe): the view is handed to another thread on purpose, for the check to refuse it there.
        nonisolated(unsafe) let view = fixture.collectionView
        let dequeued = LockedBox<String?>(nil)

        let worker = runOnThread(named: "view-worker") {
            view.reloadData()
            view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            view.contentOffset = CGPoint(x: 0, y: 100)
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
            dequeued.value = String(describing: type(of: cell))
        }

        XCTAssertEqual(
            reported.calls,
            [
                "UI API called on a background thread: -[UICollectionView reloadData]",
                "UI API called on a background thread: -[UICollectionView selectItemAtIndexPath:animated:scrollPosition:]",
                "UI API called on a background thread: -[UIScrollView setContentOffset:]",
                "UI API called on a background thread: -[UICollectionView performBatchUpdates:completion:]",
                "UI API called on a background thread: "
                    + "-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]",
            ])
        let first = reported.all[0]
        XCTAssertEqual(first.name, .mainThreadChecker)
        XCTAssertEqual(
            first.description,
            "Main Thread Checker: UI API called on a background thread: -[UICollectionView reloadData]\n\(worker)")
        XCTAssertTrue(worker.hasPrefix("Thread: "), worker)
        XCTAssertEqual(
            first.recoverySuggestion,
            "The call was not applied. Make it on the main actor (mark the caller @MainActor, or hop with "
                + "await MainActor.run { ... }): a view created on the main queue is used only there, as UIKit's are.")
        XCTAssertEqual(dequeued.value, "CollectionViewCell")
        XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(fixture.collectionView.contentOffset, .zero)
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(fixture.collectionView.recordedEvents, [])
        XCTAssertEqual(fixture.collectionView.reportedInconsistencies, [])
    }

    @MainActor
    func testACallFromADetachedTask_onABoundView_isReportedAndAnsweredWithTheNeutralValue() async {
        let fixture = VirtualViewFixture(counts: [3]).loaded()
        let reported = ReportedInconsistencies()
        fixture.collectionView.inconsistencyHandler = { reported.append($0) }
        nonisolated(unsafe) let view = fixture.collectionView

        let answers = await Task.detached {
            (view.numberOfItems(inSection: 0), view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        }.value

        XCTAssertEqual(answers.0, 0)
        XCTAssertTrue(answers.1)
        XCTAssertEqual(
            reported.calls,
            [
                "UI API called on a background thread: -[UICollectionView numberOfItemsInSection:]",
                "UI API called on a background thread: -[UICollectionView cellForItemAtIndexPath:]",
            ])
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 3)
    }

    func testAViewCreatedOnAnotherThread_isNotHeldToIt() {
        let reported = ReportedInconsistencies()
        nonisolated(unsafe) var view: VirtualCollectionView?
        runOnThread(named: "fixture-maker") {
            let made = VirtualCollectionView()
            made.inconsistencyHandler = { reported.append($0) }
            made.contentOffset = CGPoint(x: 0, y: 10)
            view = made
        }
        guard let made = view else { return XCTFail("no view") }
        nonisolated(unsafe) let unbound = made

        unbound.contentOffset = CGPoint(x: 0, y: 20)
        runOnThread(named: "other-thread") { unbound.setNeedsLayout() }

        XCTAssertFalse(unbound.isMainQueueBound)
        XCTAssertEqual(unbound.contentOffset, CGPoint(x: 0, y: 20))
        XCTAssertEqual(reported.all, [])
    }
}
