import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// The legacy edit menu, focus, multiple selection, spring loading and editing, driven through the view.
final class InteractionEventsTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    // MARK: Legacy edit menu

    func testShouldShowMenu_managerLevel_decidesWhetherTheMenuShows() {
        var calls: [CellCall] = []
        let owner = makeOwner(
            .manager,
            manager: { manager in
                manager.shouldShowMenu(for: PostCell.self) { cell, post, indexPath in
                    calls.append(CellCall(cell, post, indexPath))
                    return post.title == "a"
                }
            })
        XCTAssertNil(owner.virtualView.showLegacyMenu(at: second))
        XCTAssertEqual(owner.virtualView.showLegacyMenu(at: first), [], "no canPerformAction: no action")
        XCTAssertEqual(calls, [call("b", second), call("a", first)])
    }

    func testCanPerformAction_managerLevel_receivesActionAndSender_andFiltersTheMenu() {
        var received: [String] = []
        let owner = makeOwner(
            .manager,
            manager: { manager in
                manager.shouldShowMenu(for: PostCell.self) { _, _, _ in true }
                manager.canPerformAction(for: PostCell.self) { action, sender, cell, post, indexPath in
                    received.append("\(action) \(sender.map { "\($0)" } ?? "nil") \(CellCall(cell, post, indexPath))")
                    return action == .copy
                }
            })
        XCTAssertEqual(owner.virtualView.showLegacyMenu(at: second, actions: [.cut, .copy], sender: "menu"), [.copy])
        XCTAssertEqual(owner.virtualView.showLegacyMenu(at: first, actions: [.paste]), [])
        XCTAssertEqual(
            received, ["cut: menu (b, b, [0, 1])", "copy: menu (b, b, [0, 1])", "paste: nil (a, a, [0, 0])"])
    }

    func testPerformAction_managerLevel_receivesActionAndSender() {
        var received: [String] = []
        let owner = makeOwner(
            .manager,
            manager: { manager in
                manager.performAction(for: PostCell.self) { action, sender, cell, post, indexPath in
                    received.append("\(action) \(sender.map { "\($0)" } ?? "nil") \(CellCall(cell, post, indexPath))")
                }
            })
        owner.virtualView.performLegacyAction(.copy, at: second, sender: 7)
        owner.virtualView.performLegacyAction(.paste, at: first)
        XCTAssertEqual(received, ["copy: 7 (b, b, [0, 1])", "paste: nil (a, a, [0, 0])"])
    }

    // MARK: Focus

    func testCanFocus_bothStyles_falseKeepsFocusWhereItWas() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let answer = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return post.title == "a"
            }
            let owner = makeOwner(
                style, mapping: { $0.canFocus(answer) }, manager: { $0.canFocus(PostCell.self, answer) })
            XCTAssertFalse(owner.virtualView.moveFocus(to: second), "\(style)")
            XCTAssertTrue(owner.virtualView.moveFocus(to: first), "\(style)")
            XCTAssertEqual(owner.virtualView.focusedIndexPath, first, "\(style)")
            XCTAssertEqual(calls, [call("b", second), call("a", first)], "\(style)")
        }
    }

    func testShouldUpdateFocus_receivesTheContext_falseStopsTheMove() {
        let owner = makeOwner(.manager)
        var contexts: [FocusUpdateContext] = []
        owner.manager.shouldUpdateFocus { context in
            contexts.append(context)
            return context.nextFocusedIndexPath != IndexPath(item: 2, section: 0)
        }
        XCTAssertTrue(owner.virtualView.moveFocus(to: first, heading: .down))
        XCTAssertFalse(owner.virtualView.moveFocus(to: IndexPath(item: 2, section: 0), heading: .right))
        XCTAssertEqual(owner.virtualView.focusedIndexPath, first)
        XCTAssertEqual(
            contexts,
            [
                FocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: first, focusHeading: .down),
                FocusUpdateContext(
                    previouslyFocusedIndexPath: first, nextFocusedIndexPath: IndexPath(item: 2, section: 0),
                    focusHeading: .right),
            ])
    }

    func testDidUpdateFocus_receivesContextAndCoordinator_whoseAnimationsRun() {
        let owner = makeOwner(.manager)
        var events: [String] = []
        owner.manager.didUpdateFocus { context, coordinator in
            events.append("focus \(context.nextFocusedIndexPath.map { "\($0)" } ?? "nil")")
            coordinator.addCoordinatedAnimations({ events.append("animation") }, completion: { events.append("done") })
        }
        owner.virtualView.moveFocus(to: second)
        XCTAssertEqual(events, ["focus [0, 1]", "animation", "done"])
    }

    func testIndexPathForPreferredFocusedView_answerReachesTheView_evenNil() {
        let owner = makeOwner(.manager)
        owner.manager.indexPathForPreferredFocusedView { IndexPath(item: 2, section: 0) }
        XCTAssertEqual(owner.virtualView.indexPathForPreferredFocusedView(), IndexPath(item: 2, section: 0))

        let other = makeOwner(.manager)
        var asked = 0
        other.manager.indexPathForPreferredFocusedView {
            asked += 1
            return nil
        }
        XCTAssertNil(other.virtualView.indexPathForPreferredFocusedView())
        XCTAssertEqual(asked, 1)
    }

    func testSelectionFollowsFocus_bothStyles_decidesWhetherFocusSelects() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let answer = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return post.title == "b"
            }
            let owner = makeOwner(
                style, mapping: { $0.selectionFollowsFocus(answer) },
                manager: { $0.selectionFollowsFocus(for: PostCell.self, answer) })
            owner.virtualView.moveFocus(to: first)
            XCTAssertEqual(owner.virtualView.indexPathsForSelectedItems, [], "\(style)")
            owner.virtualView.moveFocus(to: second)
            XCTAssertEqual(owner.virtualView.indexPathsForSelectedItems, [second], "\(style)")
            XCTAssertEqual(calls, [call("a", first), call("b", second)], "\(style)")
        }
    }

    // MARK: Multiple selection interaction

    func testMultipleSelectionInteraction_bothStyles_shouldBeginThenDidBegin_thenDidEnd() {
        for style in RegistrationStyle.allCases {
            var events: [String] = []
            let owner = makeOwner(
                style,
                mapping: { mapping in
                    mapping.shouldBeginMultipleSelectionInteraction { cell, post, indexPath in
                        events.append("should \(CellCall(cell, post, indexPath))")
                        return post.title == "b"
                    }
                    mapping.didBeginMultipleSelectionInteraction { cell, post, indexPath in
                        events.append("did \(CellCall(cell, post, indexPath))")
                    }
                },
                manager: { manager in
                    manager.shouldBeginMultipleSelectionInteraction(for: PostCell.self) { cell, post, indexPath in
                        events.append("should \(CellCall(cell, post, indexPath))")
                        return post.title == "b"
                    }
                    manager.didBeginMultipleSelectionInteraction(for: PostCell.self) { cell, post, indexPath in
                        events.append("did \(CellCall(cell, post, indexPath))")
                    }
                })
            owner.manager.didEndMultipleSelectionInteraction { events.append("end") }
            XCTAssertFalse(owner.virtualView.beginMultipleSelectionInteraction(at: first), "\(style)")
            XCTAssertTrue(owner.virtualView.beginMultipleSelectionInteraction(at: second), "\(style)")
            owner.virtualView.endMultipleSelectionInteraction()
            XCTAssertEqual(
                events, ["should (a, a, [0, 0])", "should (b, b, [0, 1])", "did (b, b, [0, 1])", "end"], "\(style)")
        }
    }

    // MARK: Spring loading and editing

    func testShouldSpringLoad_bothStyles_receivesTheContext_answerReachesTheView() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let answer = {
                (context: SpringLoadedInteractionContext, cell: PostCell, post: Post, indexPath: IndexPath) in
                received.append("\(context.state) \(context.location.x) \(CellCall(cell, post, indexPath))")
                return post.title == "a"
            }
            let owner = makeOwner(
                style, mapping: { $0.shouldSpringLoad(answer) }, manager: { $0.shouldSpringLoad(PostCell.self, answer) }
            )
            let context = SpringLoadedInteractionContext(state: .activating, location: CGPoint(x: 5, y: 6))
            XCTAssertFalse(owner.virtualView.springLoadItem(at: second, context: context), "\(style)")
            XCTAssertTrue(owner.virtualView.springLoadItem(at: first, context: context), "\(style)")
            XCTAssertEqual(
                received, ["activating 5.0 (b, b, [0, 1])", "activating 5.0 (a, a, [0, 0])"], "\(style)")
        }
    }

    func testCanEdit_bothStyles_isModelTyped_andRunsForItemsOffScreen() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let answer = { (post: Post, indexPath: IndexPath) -> Bool in
                received.append("\(post.title) \(indexPath)")
                return post.title != "b"
            }
            let owner = makeOwner(
                style, posts: (0..<100).map { "\($0)" }, mapping: { $0.canEdit(answer) },
                manager: { $0.canEdit(Post.self, answer) })
            let offScreen = IndexPath(item: 99, section: 0)
            XCTAssertNil(owner.virtualView.cellForItem(at: offScreen))
            XCTAssertTrue(owner.virtualView.canEditItem(at: offScreen), "\(style)")
            XCTAssertEqual(received, ["99 [0, 99]"], "\(style)")
        }
        let owner = makeOwner(.manager, manager: { $0.canEdit(Post.self) { post, _ in post.title != "b" } })
        XCTAssertFalse(owner.virtualView.canEditItem(at: second))
    }
}
