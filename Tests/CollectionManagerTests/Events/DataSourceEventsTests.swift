import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

final class DataSourceEventsTests: XCTestCase {
    func testCanMove_bothStyles_decidesWhetherAnInteractiveMovementBegins() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let canMove = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return post.title != "b"
            }
            let owner = makeOwner(
                style, mapping: { $0.canMove(canMove) }, manager: { $0.canMove(PostCell.self, canMove) })
            owner.manager.moveItemAtTo { _, _ in }

            XCTAssertFalse(owner.virtualView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            XCTAssertTrue(owner.virtualView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertEqual(
                calls, [call("b", IndexPath(item: 1, section: 0)), call("a", IndexPath(item: 0, section: 0))],
                "\(style)")
        }
    }

    func testMoveItemAtTo_receivesSourceAndDestination_andLeavesTheStorageToTheClosure() {
        let owner = makeOwner(.manager)
        var moves: [[IndexPath]] = []
        owner.manager.moveItemAtTo { source, destination in
            moves.append([source, destination])
            XCTAssertEqual(
                (owner.manager.storage.item(at: source) as? Post)?.title, "a", "the storage is not moved yet")
            owner.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }

        XCTAssertTrue(owner.virtualView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(
            owner.virtualView.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 2, section: 0)),
            IndexPath(item: 2, section: 0))
        XCTAssertEqual(owner.virtualView.endInteractiveMovement(), IndexPath(item: 2, section: 0))

        XCTAssertEqual(moves, [[IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]])
        XCTAssertEqual(
            owner.manager.memoryStorage.sections[0].items.compactMap { ($0 as? Post)?.title }, ["b", "c", "a"])
        XCTAssertEqual((owner.virtualView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PostCell)?.title, "a")
    }

    func testIndexTitles_answerReachesTheView_evenNil() {
        let owner = makeOwner(.manager)
        XCTAssertNil(owner.virtualView.indexTitles)
        owner.manager.indexTitles { ["A", "B"] }
        XCTAssertEqual(owner.virtualView.indexTitles, ["A", "B"])

        let silent = makeOwner(.manager)
        var asked = 0
        silent.manager.indexTitles {
            asked += 1
            return nil
        }
        XCTAssertNil(silent.virtualView.indexTitles)
        XCTAssertEqual(asked, 1)
        XCTAssertTrue(silent.virtualView.cachedImplementedSelectors(for: .dataSource).contains(.indexTitles))
    }

    func testIndexPathForIndexTitle_receivesTitleAndIndex_answerReachesTheView() {
        let owner = makeOwner(.manager)
        var received: [String] = []
        owner.manager.indexPathForIndexTitle { title, index in
            received.append("\(title) \(index)")
            return IndexPath(item: index, section: 0)
        }
        XCTAssertEqual(owner.virtualView.indexPath(forIndexTitle: "B", at: 1), IndexPath(item: 1, section: 0))
        XCTAssertEqual(received, ["B 1"])
    }

    // MARK: Deprecated configuration events

    func testConfigure_runsForEachDequeuedCell_afterUpdateWith() {
        var calls: [CellCall] = []
        let owner = makeOwner(
            .manager,
            manager: { manager in
                (manager as any DeprecatedConfigurationEvents).configure(PostCell.self) { cell, post, indexPath in
                    calls.append(CellCall(cell, post, indexPath))
                }
            })
        XCTAssertEqual(owner.virtualView.visibleCells.count, 3)
        XCTAssertEqual(
            calls,
            [
                call("a", IndexPath(item: 0, section: 0)), call("b", IndexPath(item: 1, section: 0)),
                call("c", IndexPath(item: 2, section: 0)),
            ])
    }

    func testConfigureHeaderAndFooter_runWithTheSectionIndex() {
        var calls: [String] = []
        _ = makeSupplementaryOwner(manager: { manager in
            let deprecated = manager as any DeprecatedConfigurationEvents
            deprecated.configureHeader(TitleHeader.self) { view, model, section in
                calls.append("header \(view.title ?? "nil") \(model) \(section)")
            }
            deprecated.configureFooter(TitleFooter.self) { view, model, section in
                calls.append("footer \(view.title ?? "nil") \(model) \(section)")
            }
        })
        XCTAssertEqual(calls, ["header H0 H0 0", "footer F0 F0 0"])
    }

    func testConfigureSupplementary_runsForViewsOfTheKind() {
        var calls: [SupplementaryCall] = []
        _ = makeSupplementaryOwner(manager: { manager in
            (manager as any DeprecatedConfigurationEvents).configureSupplementary(
                TitleFooter.self, ofKind: CollectionElementKind.sectionFooter
            ) { view, model, indexPath in
                calls.append(SupplementaryCall(view: view.title, model: model, indexPath: indexPath))
            }
        })
        XCTAssertEqual(calls, [SupplementaryCall(view: "F0", model: "F0", indexPath: IndexPath(item: 0, section: 0))])
    }

    func testConfigureEvents_callsTheClosureAtOnceWithTheViewAndModelTypes() {
        let owner = makeOwner(.manager)
        var received: [String] = []
        (owner.manager as any DeprecatedConfigurationEvents).configureEvents(for: PostCell.self) {
            cellType, modelType in
            received.append("\(cellType) \(modelType)")
        }
        XCTAssertEqual(received, ["PostCell Post"])
    }
}
