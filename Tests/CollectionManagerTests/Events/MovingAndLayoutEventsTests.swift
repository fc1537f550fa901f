import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Moving targets, content offsets, layout transitions and the tvOS full-screen layout, driven through the view.
final class MovingAndLayoutEventsTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)
    private let third = IndexPath(item: 2, section: 0)

    func testTargetIndexPathForMovingItem_bothStyles_runsAtTheOriginalIndexPath_withTheProposedOne() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let target = { (proposed: IndexPath, cell: PostCell, post: Post, indexPath: IndexPath) -> IndexPath in
                received.append("\(proposed) \(CellCall(cell, post, indexPath))")
                return proposed == IndexPath(item: 2, section: 0) ? IndexPath(item: 1, section: 0) : proposed
            }
            let owner = makeOwner(
                style, mapping: { $0.targetIndexPathForMovingItem(target) },
                manager: { $0.targetIndexPathForMovingItem(PostCell.self, target) })
            owner.manager.moveItemAtTo { _, _ in }
            XCTAssertTrue(owner.virtualView.beginInteractiveMovementForItem(at: first))
            XCTAssertEqual(owner.virtualView.updateInteractiveMovement(toProposedIndexPath: third), second, "\(style)")
            XCTAssertEqual(received, ["[0, 2] (a, a, [0, 0])"], "\(style)")
        }
    }

    func testTargetIndexPathForMoveFromItem_bothStyles_runsAtTheOriginalIndexPath_withCurrentAndProposed() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let target = {
                (current: IndexPath, proposed: IndexPath, cell: PostCell, post: Post, indexPath: IndexPath) -> IndexPath
                in
                received.append("\(current) \(proposed) \(CellCall(cell, post, indexPath))")
                return proposed == IndexPath(item: 2, section: 0) ? current : proposed
            }
            let owner = makeOwner(
                style, mapping: { $0.targetIndexPathForMoveFromItem(target) },
                manager: { $0.targetIndexPathForMoveFromItem(PostCell.self, target) })
            owner.manager.moveItemAtTo { _, _ in }
            XCTAssertTrue(owner.virtualView.beginInteractiveMovementForItem(at: first))
            XCTAssertEqual(owner.virtualView.updateInteractiveMovement(toProposedIndexPath: second), second, "\(style)")
            XCTAssertEqual(owner.virtualView.updateInteractiveMovement(toProposedIndexPath: third), second, "\(style)")
            XCTAssertEqual(
                received, ["[0, 0] [0, 1] (a, a, [0, 0])", "[0, 1] [0, 2] (a, a, [0, 0])"], "\(style)")
        }
    }

    func testTargetContentOffset_receivesTheProposedOffset_answerReachesTheView() {
        let owner = makeOwner(.manager)
        var received: [CGFloat] = []
        owner.manager.targetContentOffsetForProposedContentOffset { proposed in
            received.append(proposed.y)
            return CGPoint(x: 0, y: proposed.y / 2)
        }
        XCTAssertEqual(
            owner.virtualView.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 100)), CGPoint(x: 0, y: 50)
        )
        XCTAssertEqual(received, [100])
    }

    func testTransitionLayout_receivesOldAndNewLayouts_answerIsTheTransition() {
        let owner = makeOwner(.manager)
        let old = owner.virtualView.collectionViewLayout
        let new = CollectionViewFlowLayout()
        var received: [Bool] = []
        owner.manager.transitionLayout { oldLayout, newLayout in
            received.append(oldLayout === old && newLayout === new)
            let transition = CollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: newLayout)
            transition.transitionProgress = 0.25
            return transition
        }
        let transition = owner.virtualView.startInteractiveTransition(to: new)
        XCTAssertEqual(transition.transitionProgress, 0.25)
        XCTAssertEqual(received, [true])
        owner.virtualView.finishInteractiveTransition()
        XCTAssertTrue(owner.virtualView.collectionViewLayout === new)
    }

    func testWillCenterAndDidCenter_bothStyles_runAroundTheCentring() {
        for style in RegistrationStyle.allCases {
            var events: [String] = []
            var owner: ManagedOwner?
            let record = { (name: String) in
                { (cell: PostCell, post: Post, indexPath: IndexPath) in
                    let centred = owner?.virtualView.centeredIndexPath.map { "\($0)" } ?? "nil"
                    events.append("\(name) \(CellCall(cell, post, indexPath)) centred \(centred)")
                }
            }
            owner = makeOwner(
                style,
                mapping: { mapping in
                    mapping.willCenter(record("will"))
                    mapping.didCenter(record("did"))
                },
                manager: { manager in
                    manager.willCenter(PostCell.self, record("will"))
                    manager.didCenter(PostCell.self, record("did"))
                })
            owner?.virtualView.centerItem(at: second)
            XCTAssertEqual(
                events, ["will (b, b, [0, 1]) centred nil", "did (b, b, [0, 1]) centred [0, 1]"], "\(style)")
        }
    }
}
