import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A screen that refreshes through target-action, as DT's example screens do with `#selector(refresh)`.
private final class RefreshingScreen {
    var refreshes = 0
    var senders: [ObjectIdentifier] = []

    func refresh() {
        refreshes += 1
    }

    func refresh(_ sender: RefreshControl) {
        senders.append(ObjectIdentifier(sender))
    }
}

/// A pull on ``VirtualCollectionView/pullToRefresh()`` does what a user's pull does in UIKit: the refresh control
/// begins refreshing, sends `.valueChanged` once, and shows above the content until `endRefreshing()`.
///
/// 100 items in a 320×480 view with a flow layout: rows of five 50-point items every 60 points, 1,190 points of
/// content.
final class RefreshControlTests: XCTestCase {
    /// The fixtures of the test, kept alive with their data sources, which the views hold weakly.
    private var fixtures: [VirtualViewFixture] = []

    private func makeView(
        counts: [Int] = [100], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) -> VirtualCollectionView {
        let fixture = VirtualViewFixture(counts: counts, implemented: [], frame: frame).loaded()
        fixtures.append(fixture)
        return fixture.collectionView
    }

    // MARK: Pulling

    func testPull_withoutARefreshControl_doesNothing_andReturnsFalse() {
        let view = makeView()
        XCTAssertNil(view.refreshControl)
        XCTAssertFalse(view.pullToRefresh())
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(view.adjustedContentInset, .zero)
        XCTAssertEqual(view.indexPathsForVisibleItems, (0..<40).map { ip(0, $0) })
    }

    func testPull_beginsRefreshing_sendsValueChangedOnce_andShowsTheControlUntilItEnds() {
        let view = makeView()
        let control = RefreshControl()
        view.refreshControl = control
        var log: [String] = []
        control.addAction { sender in
            log.append("valueChanged refreshing: \(sender.isRefreshing) offset: \(view.contentOffset.y)")
        }
        XCTAssertFalse(control.isRefreshing)

        XCTAssertTrue(view.pullToRefresh())
        // The control is refreshing when the action runs, and sits in the 60 points above the content.
        XCTAssertEqual(log, ["valueChanged refreshing: true offset: -60.0"])
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -60))
        XCTAssertEqual(view.adjustedContentInset, EdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        // The visible rect is -60–420: rows 0–6, items 0–34.
        XCTAssertEqual(view.indexPathsForVisibleItems, (0..<35).map { ip(0, $0) })

        // Pulling again while it refreshes sends nothing.
        XCTAssertFalse(view.pullToRefresh())
        XCTAssertEqual(log.count, 1)

        control.endRefreshing()
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(view.adjustedContentInset, .zero)
        XCTAssertEqual(view.indexPathsForVisibleItems, (0..<40).map { ip(0, $0) })
        XCTAssertEqual(log.count, 1, "ending sends nothing")

        XCTAssertTrue(view.pullToRefresh())
        XCTAssertEqual(log.count, 2)
    }

    func testPull_fromFurtherDown_scrollsToTheTopFirst() {
        let view = makeView()
        view.refreshControl = RefreshControl()
        view.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertTrue(view.pullToRefresh())
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -60))
    }

    func testAnActionThatEndsRefreshingAtOnce_leavesTheViewAtTheTop() {
        let view = makeView()
        let control = RefreshControl()
        view.refreshControl = control
        control.addAction { $0.endRefreshing() }
        XCTAssertTrue(view.pullToRefresh())
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(view.adjustedContentInset, .zero)
    }

    func testADisabledControl_doesNotRefresh() {
        let view = makeView()
        let control = RefreshControl()
        var sent = 0
        control.addAction { _ in sent += 1 }
        control.isEnabled = false
        view.refreshControl = control
        XCTAssertFalse(view.pullToRefresh())
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(sent, 0)
        XCTAssertEqual(view.contentOffset, .zero)
    }

    // MARK: Refreshing from code

    func testBeginRefreshing_fromCode_sendsNothing_andDoesNotScroll() {
        let view = makeView()
        let control = RefreshControl()
        var sent = 0
        control.addAction { _ in sent += 1 }
        view.refreshControl = control

        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(sent, 0)
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(view.adjustedContentInset.top, 60)
        control.beginRefreshing()
        XCTAssertFalse(view.pullToRefresh())
        XCTAssertEqual(sent, 0)

        control.endRefreshing()
        control.endRefreshing()
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(view.adjustedContentInset, .zero)
        XCTAssertEqual(sent, 0)
    }

    func testAControlOutsideAView_refreshesFromCodeAlone() {
        let control = RefreshControl()
        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        control.endRefreshing()
        XCTAssertFalse(control.isRefreshing)
    }

    // MARK: Actions

    func testActions_runInTheOrderAdded_andAnIdentifiedOneCanBeRemoved() {
        let view = makeView()
        let control = RefreshControl()
        view.refreshControl = control
        var log: [String] = []
        control.addAction(identifier: "first") { _ in log.append("first") }
        control.addAction { _ in log.append("second") }
        control.addAction(identifier: "third") { _ in log.append("third") }
        view.pullToRefresh()
        XCTAssertEqual(log, ["first", "second", "third"])
        control.endRefreshing()
        control.removeAction(identifiedBy: "first")
        control.removeAction(identifiedBy: "unknown")
        view.pullToRefresh()
        XCTAssertEqual(log, ["first", "second", "third", "second", "third"])
    }

    func testTargetAction_callsTheMethod_holdsTheTargetWeakly_andCanBeRemoved() {
        let view = makeView()
        let control = RefreshControl()
        view.refreshControl = control
        var screen: RefreshingScreen? = RefreshingScreen()
        weak let released = screen
        control.addTarget(screen!, action: RefreshingScreen.refresh as (RefreshingScreen) -> () -> Void)
        control.addTarget(screen!, action: RefreshingScreen.refresh(_:))
        view.pullToRefresh()
        XCTAssertEqual(screen?.refreshes, 1)
        XCTAssertEqual(screen?.senders, [ObjectIdentifier(control)])

        control.endRefreshing()
        control.removeTarget(screen!)
        view.pullToRefresh()
        XCTAssertEqual(screen?.refreshes, 1)

        control.endRefreshing()
        control.addTarget(screen!, action: RefreshingScreen.refresh as (RefreshingScreen) -> () -> Void)
        screen = nil
        XCTAssertNil(released, "the control does not keep its target")
        XCTAssertTrue(view.pullToRefresh())
    }

    // MARK: Installing

    func testAControlServesOneViewAtATime_andRemovingARefreshingControlHidesIt() {
        let first = makeView()
        let second = makeView()
        let control = RefreshControl()
        first.refreshControl = control
        second.refreshControl = control
        XCTAssertNil(first.refreshControl)
        XCTAssertTrue(second.refreshControl === control)
        XCTAssertFalse(first.pullToRefresh())

        XCTAssertTrue(second.pullToRefresh())
        second.refreshControl = nil
        XCTAssertTrue(control.isRefreshing, "removing does not end refreshing")
        XCTAssertEqual(second.contentOffset, .zero)
        XCTAssertEqual(second.adjustedContentInset, .zero)
    }

    func testWhileRefreshing_offsetsAreKeptWithinTheContentAndTheControl() {
        let view = makeView()
        view.refreshControl = RefreshControl()
        view.pullToRefresh()
        view.scroll(to: CGPoint(x: 0, y: 300))
        // Scrolling to the first item's top may now show the control above it: -60 is within reach.
        view.scrollToItem(at: ip(0, 0), at: .bottom, animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -60))
    }

    // MARK: Screen picture

    func testScreenPicture_listsARefreshingControl_andIsUnchangedOtherwise() {
        let plain = makeView(counts: [3], frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = makeView(counts: [3], frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let control = RefreshControl()
        control.title = "Loading\tposts"
        view.refreshControl = control
        XCTAssertEqual(view.screenPicture(), plain.screenPicture())

        view.pullToRefresh()
        let lines = view.screenPicture().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "offset 0,-60  size 320x100  content 320x50  (1 column = 4 pt, 1 row = 10 pt)")
        XCTAssertEqual(lines.last, "refresh control  refreshing  Loading posts")

        control.title = nil
        XCTAssertEqual(view.screenPicture().split(separator: "\n").last, "refresh control  refreshing")
        control.endRefreshing()
        XCTAssertEqual(view.screenPicture(), plain.screenPicture())
    }
}
