import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// What a swipe-actions test observes: provider calls and handler calls.
private final class SwipeLog {
    var providerCalls: [String] = []
    var handlerCalls: [(title: String?, cell: CollectionReusableView)] = []
    var completions: [(Bool) -> Void] = []
}

/// Swiping list rows: revealing, performing, hiding, and the revealed state through batch updates and bad input.
final class ListSwipeActionsTests: XCTestCase {
    private typealias C = Compositional

    /// A 320×132 view (three rows of 44 visible) over a plain list of `counts`, whose trailing provider gives
    /// "Delete" and "Flag" (the handlers store their completions, unless `handler` replaces them) and whose leading
    /// provider gives `leading`.
    private func swipeFixture(
        counts: [Int] = [5],
        leading: SwipeActionsConfiguration? = nil,
        handler: ((ContextualAction, CollectionReusableView, @escaping (Bool) -> Void) -> Void)? = nil
    ) -> (VirtualViewFixture, SwipeLog) {
        let log = SwipeLog()
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            log.providerCalls.append("trailing \(indexPath.section),\(indexPath.item)")
            let record: ContextualAction.Handler = { action, cell, completion in
                log.handlerCalls.append((action.title, cell))
                if let handler {
                    handler(action, cell, completion)
                } else {
                    log.completions.append(completion)
                }
            }
            return SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete", handler: record),
                ContextualAction(style: .normal, title: "Flag", handler: record),
            ])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            log.providerCalls.append("leading \(indexPath.section),\(indexPath.item)")
            return leading
        }
        let fixture = C.fixture(
            counts: counts, layout: .list(using: configuration), size: CGSize(width: 320, height: 132)
        ).loaded()
        return (fixture, log)
    }

    private func revealed(_ collectionView: VirtualCollectionView) -> String? {
        guard let revealed = collectionView.revealedSwipeActions else { return nil }
        let titles = revealed.configuration.actions.map { $0.title ?? "-" }.joined(separator: ",")
        return "\(revealed.indexPath.section),\(revealed.indexPath.item) \(revealed.edge) \(titles)"
    }

    // MARK: Revealing

    func testSwipe_asksTheEdgesProvider_andRevealsTheActionsOnTheRow() throws {
        let (fixture, log) = swipeFixture()
        let collectionView = fixture.collectionView
        XCTAssertNil(collectionView.revealedSwipeActions)
        let configuration = try XCTUnwrap(collectionView.swipeItem(at: ip(0, 1), edge: .trailing))
        XCTAssertEqual(configuration.actions.map(\.title), ["Delete", "Flag"])
        XCTAssertEqual(configuration.actions.map(\.style), [.destructive, .normal])
        XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
        XCTAssertEqual(log.providerCalls, ["trailing 0,1"])
        XCTAssertEqual(revealed(collectionView), "0,1 trailing Delete,Flag")
        XCTAssertTrue(collectionView.revealedSwipeActions?.configuration === configuration)
        XCTAssertTrue(log.handlerCalls.isEmpty)
        XCTAssertEqual(fixture.recordedCalls, [], "a swipe calls no data-source or delegate method")
    }

    func testScreenPicture_listsTheRevealedActions_untilTheyAreHidden() {
        let image = ContextualAction(style: .normal, title: nil) { _, _, _ in }
        image.image = "archive"
        let (fixture, _) = swipeFixture(leading: SwipeActionsConfiguration(actions: [image]))
        let collectionView = fixture.collectionView
        let label: (ScreenPictureElement) -> String = { "\($0.indexPath.item)" }
        let plain = collectionView.screenPicture(label: label)
        XCTAssertFalse(plain.contains("swipe actions"))

        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        let swiped = collectionView.screenPicture(label: label)
        XCTAssertEqual(
            swiped, plain + "\nswipe actions  [0, 1]  trailing  Delete (destructive), Flag",
            "the drawing and the legend are unchanged; one line is added")

        // An action without a title is named by its image; the line follows the row it is on.
        collectionView.swipeItem(at: ip(0, 2), edge: .leading)
        XCTAssertEqual(
            collectionView.screenPicture(label: label).split(separator: "\n").last,
            "swipe actions  [0, 2]  leading  archive")

        collectionView.hideSwipeActions()
        XCTAssertEqual(collectionView.screenPicture(label: label), plain)
    }

    func testSwipe_withoutActions_returnsNil_andHidesWhatAnotherRowRevealed() {
        let (fixture, log) = swipeFixture(leading: SwipeActionsConfiguration(actions: []))
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        XCTAssertNil(collectionView.swipeItem(at: ip(0, 2), edge: .leading), "empty actions")
        XCTAssertNil(collectionView.revealedSwipeActions)
        XCTAssertEqual(log.providerCalls, ["trailing 0,0", "leading 0,2"])

        let (nilFixture, nilLog) = swipeFixture(leading: nil)
        XCTAssertNil(nilFixture.collectionView.swipeItem(at: ip(0, 1), edge: .leading))
        XCTAssertNil(nilFixture.collectionView.revealedSwipeActions)
        XCTAssertEqual(nilLog.providerCalls, ["leading 0,1"])
    }

    func testSwipingAnotherRow_movesTheRevealedActions() {
        let leading = SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, _ in }]
        )
        let (fixture, _) = swipeFixture(leading: leading)
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        collectionView.swipeItem(at: ip(0, 2), edge: .leading)
        XCTAssertEqual(revealed(collectionView), "0,2 leading Pin")
    }

    func testSwipe_onBadIndexPaths_hiddenRows_orOtherLayouts_doesNothingAndAsksNoProvider() {
        let (fixture, log) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        log.providerCalls.removeAll()
        let hostile: [IndexPath] = [
            IndexPath(indexes: []), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), ip(0, Int.max),
            ip(Int.max, 0), ip(-1, 0), ip(0, -1), ip(Int.min, Int.min), ip(1, 0), ip(0, 5),
            ip(0, 4),  // exists but is not displayed: rows 0–2 fill the 132 points
        ]
        for indexPath in hostile {
            XCTAssertNil(collectionView.swipeItem(at: indexPath, edge: .trailing), "\(indexPath)")
            XCTAssertFalse(collectionView.fullSwipeItem(at: indexPath, edge: .trailing), "\(indexPath)")
        }
        XCTAssertEqual(log.providerCalls, [])
        XCTAssertEqual(revealed(collectionView), "0,0 trailing Delete,Flag", "bad input changes nothing")
        XCTAssertEqual(fixture.inconsistencies.received, [])

        let flow = VirtualViewFixture(counts: [3]).loaded()
        XCTAssertNil(flow.collectionView.swipeItem(at: ip(0, 0), edge: .trailing))
        XCTAssertFalse(flow.collectionView.fullSwipeItem(at: ip(0, 0), edge: .trailing))
        XCTAssertFalse(flow.collectionView.performSwipeAction(at: 0))
        XCTAssertNil(flow.collectionView.revealedSwipeActions)

        let grid = C.fixture(
            counts: [3], layout: CollectionViewCompositionalLayout(section: C.grid(columns: 2, height: 40))
        )
        .loaded()
        XCTAssertNil(grid.collectionView.swipeItem(at: ip(0, 0), edge: .leading))
        XCTAssertNil(grid.collectionView.revealedSwipeActions)
    }

    func testSwipe_inAMixedLayout_actsOnlyOnListSections() {
        let log = SwipeLog()
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            log.providerCalls.append("\(indexPath.section),\(indexPath.item)")
            return SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "A") { _, _, _ in }])
        }
        let layout = CollectionViewCompositionalLayout { section, environment in
            section == 0 ? .list(using: configuration, layoutEnvironment: environment) : C.grid(columns: 2, height: 40)
        }
        let fixture = C.fixture(counts: [1, 2], layout: layout).loaded()
        XCTAssertNil(fixture.collectionView.swipeItem(at: ip(1, 0), edge: .trailing))
        XCTAssertNotNil(fixture.collectionView.swipeItem(at: ip(0, 0), edge: .trailing))
        XCTAssertEqual(log.providerCalls, ["0,0"])
    }

    // MARK: Performing

    func testPerform_callsTheHandlerWithTheCell_andCompletionTrueHidesOnce() throws {
        let (fixture, log) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        XCTAssertTrue(collectionView.performSwipeAction(at: 1))
        XCTAssertEqual(log.handlerCalls.map(\.title), ["Flag"])
        XCTAssertTrue(log.handlerCalls.first?.cell === collectionView.cellForItem(at: ip(0, 1)))
        XCTAssertEqual(revealed(collectionView), "0,1 trailing Delete,Flag", "revealed until the completion")
        let completion = try XCTUnwrap(log.completions.first)
        completion(true)
        XCTAssertNil(collectionView.revealedSwipeActions)

        // A second call of the same completion does nothing, even to a later reveal.
        collectionView.swipeItem(at: ip(0, 2), edge: .trailing)
        completion(true)
        XCTAssertEqual(revealed(collectionView), "0,2 trailing Delete,Flag")
    }

    func testCompletionFalse_keepsTheActionsRevealed_andLaterCallsDoNothing() throws {
        let (fixture, log) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        collectionView.performSwipeAction(at: 0)
        let completion = try XCTUnwrap(log.completions.first)
        completion(false)
        XCTAssertEqual(revealed(collectionView), "0,0 trailing Delete,Flag")
        completion(true)
        XCTAssertEqual(revealed(collectionView), "0,0 trailing Delete,Flag", "only the first call counts")
    }

    func testALateCompletion_doesNotHideAnotherReveal() throws {
        let (fixture, log) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        collectionView.performSwipeAction(at: 0)
        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        try XCTUnwrap(log.completions.first)(true)
        XCTAssertEqual(revealed(collectionView), "0,1 trailing Delete,Flag")
        collectionView.hideSwipeActions()
        XCTAssertNil(collectionView.revealedSwipeActions)
    }

    func testPerform_outOfRangeOrWithoutReveal_isIgnored() {
        let (fixture, log) = swipeFixture()
        let collectionView = fixture.collectionView
        XCTAssertFalse(collectionView.performSwipeAction(at: 0), "nothing revealed")
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        for index in [-1, 2, Int.max, Int.min] {
            XCTAssertFalse(collectionView.performSwipeAction(at: index), "\(index)")
        }
        XCTAssertTrue(log.handlerCalls.isEmpty)
        XCTAssertEqual(revealed(collectionView), "0,0 trailing Delete,Flag")
        collectionView.hideSwipeActions()
        XCTAssertFalse(collectionView.performSwipeAction(at: 0), "hidden")
        XCTAssertTrue(log.handlerCalls.isEmpty)
    }

    func testFullSwipe_performsTheFirstAction_onlyWhenTheConfigurationSaysSo() {
        let (fixture, log) = swipeFixture()
        XCTAssertTrue(fixture.collectionView.fullSwipeItem(at: ip(0, 2), edge: .trailing))
        XCTAssertEqual(log.handlerCalls.map(\.title), ["Delete"])
        log.completions.first?(true)
        XCTAssertNil(fixture.collectionView.revealedSwipeActions)

        var pinned: [String] = []
        let leading = SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Pin") { action, _, completion in
                pinned.append(action.title ?? "")
                completion(true)
            }
        ])
        leading.performsFirstActionWithFullSwipe = false
        let (other, _) = swipeFixture(leading: leading)
        XCTAssertFalse(other.collectionView.fullSwipeItem(at: ip(0, 0), edge: .leading))
        XCTAssertEqual(pinned, [])
        XCTAssertEqual(revealed(other.collectionView), "0,0 leading Pin", "revealed, not performed")
    }

    // MARK: Through updates

    func testRevealedActions_followAMovedRow() {
        let (fixture, _) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 2), edge: .trailing)
        collectionView.moveItem(at: ip(0, 2), to: ip(0, 0))
        XCTAssertEqual(revealed(collectionView), "0,0 trailing Delete,Flag")
        // A row inserted before it shifts it to item 1.
        fixture.double.counts = [6]
        collectionView.insertItems(at: [ip(0, 0)])
        XCTAssertEqual(revealed(collectionView), "0,1 trailing Delete,Flag")
    }

    func testRevealedActions_endWithADeletedOrReloadedRow_aReload_aScrollOrANewLayout() {
        let (fixture, _) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        fixture.double.counts = [4]
        collectionView.deleteItems(at: [ip(0, 1)])
        XCTAssertNil(collectionView.revealedSwipeActions, "deleted")

        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        collectionView.reloadItems(at: [ip(0, 1)])
        XCTAssertNil(collectionView.revealedSwipeActions, "reloaded")

        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        collectionView.reloadData()
        XCTAssertNil(collectionView.revealedSwipeActions, "reloadData")

        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        collectionView.scroll(to: CGPoint(x: 0, y: 44))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 1), ip(0, 2), ip(0, 3)])
        XCTAssertNil(collectionView.revealedSwipeActions, "scrolled away")
        collectionView.scroll(to: .zero)
        XCTAssertNil(collectionView.revealedSwipeActions, "a row scrolled back is not revealed again")

        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout(section: C.grid(columns: 1, height: 44))
        XCTAssertNil(collectionView.revealedSwipeActions, "no longer a list")
    }

    func testRevealedActions_endWhenTheCellIsReused_forAnotherRow() {
        let (fixture, _) = swipeFixture()
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        let cell = collectionView.cellForItem(at: ip(0, 0))
        // Row 0 leaves and row 3 enters; the recycled cell of row 0 is the one row 3 gets.
        collectionView.scroll(to: CGPoint(x: 0, y: 44))
        XCTAssertTrue(collectionView.cellForItem(at: ip(0, 3)) === cell)
        XCTAssertNil(collectionView.revealedSwipeActions)
    }

    // MARK: Re-entrant handlers

    func testAHandlerThatDeletesItsRowThroughABatchUpdate_thenCompletes_endsTheRevealCleanly() {
        var fixtureBox: VirtualViewFixture?
        let (fixture, log) = swipeFixture { _, _, completion in
            guard let fixture = fixtureBox else { return }
            fixture.collectionView.performBatchUpdates {
                fixture.double.counts = [4]
                fixture.collectionView.deleteItems(at: [ip(0, 1)])
            }
            completion(true)
            completion(true)
        }
        fixtureBox = fixture
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 1), edge: .trailing)
        XCTAssertTrue(collectionView.performSwipeAction(at: 0))
        XCTAssertEqual(log.handlerCalls.map(\.title), ["Delete"])
        XCTAssertNil(collectionView.revealedSwipeActions)
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        // The view still swipes.
        XCTAssertNotNil(collectionView.swipeItem(at: ip(0, 1), edge: .trailing))
    }

    func testAHandlerThatPerformsOrFullSwipesAgain_isIgnored_butMaySwipeAnotherRow() {
        var fixtureBox: VirtualViewFixture?
        var nested: [Bool] = []
        let (fixture, log) = swipeFixture { action, _, completion in
            guard let collectionView = fixtureBox?.collectionView, action.title == "Delete" else { return }
            nested.append(collectionView.performSwipeAction(at: 1))
            nested.append(collectionView.fullSwipeItem(at: ip(0, 2), edge: .trailing))
            collectionView.swipeItem(at: ip(0, 2), edge: .trailing)
            completion(true)
        }
        fixtureBox = fixture
        let collectionView = fixture.collectionView
        collectionView.swipeItem(at: ip(0, 0), edge: .trailing)
        XCTAssertTrue(collectionView.performSwipeAction(at: 0))
        XCTAssertEqual(nested, [false, false])
        XCTAssertEqual(log.handlerCalls.map(\.title), ["Delete"])
        XCTAssertEqual(revealed(collectionView), "0,2 trailing Delete,Flag", "the completion belongs to row 0")
        XCTAssertTrue(collectionView.performSwipeAction(at: 1), "performing works again once the handler returned")
    }

    func testAProviderThatReloads_revealsNothing() {
        var fixtureBox: VirtualViewFixture?
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            fixtureBox?.collectionView.reloadData()
            return SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "A") { _, _, _ in }])
        }
        let fixture = C.fixture(counts: [2], layout: .list(using: configuration)).loaded()
        fixtureBox = fixture
        XCTAssertNil(fixture.collectionView.swipeItem(at: ip(0, 0), edge: .trailing))
        XCTAssertNil(fixture.collectionView.revealedSwipeActions)
    }
}
