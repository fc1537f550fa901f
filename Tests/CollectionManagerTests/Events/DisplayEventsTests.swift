import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Display events, driven by layout passes and scrolling.
final class DisplayEventsTests: XCTestCase {
    private let header = CollectionElementKind.sectionHeader
    private let footer = CollectionElementKind.sectionFooter
    private let sectionStart = IndexPath(item: 0, section: 0)

    func testWillDisplay_bothStyles_receivesEachCellAsItEntersTheVisibleRect() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let record = { (cell: PostCell, post: Post, indexPath: IndexPath) in
                calls.append(CellCall(cell, post, indexPath))
            }
            _ = makeOwner(
                style, mapping: { $0.willDisplay(record) }, manager: { $0.willDisplay(PostCell.self, record) })
            XCTAssertEqual(
                calls,
                [
                    call("a", IndexPath(item: 0, section: 0)), call("b", IndexPath(item: 1, section: 0)),
                    call("c", IndexPath(item: 2, section: 0)),
                ], "\(style)")
        }
    }

    func testDidEndDisplaying_bothStyles_receivesEachCellAsItLeavesTheVisibleRect() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let record = { (cell: PostCell, post: Post, indexPath: IndexPath) in
                calls.append(CellCall(cell, post, indexPath))
            }
            let owner = makeOwner(
                style, mapping: { $0.didEndDisplaying(record) }, manager: { $0.didEndDisplaying(PostCell.self, record) }
            )
            XCTAssertEqual(calls, [], "\(style)")
            owner.virtualView.scroll(to: CGPoint(x: 0, y: 1000))
            XCTAssertEqual(
                calls,
                [
                    call("a", IndexPath(item: 0, section: 0)), call("b", IndexPath(item: 1, section: 0)),
                    call("c", IndexPath(item: 2, section: 0)),
                ], "\(style)")
        }
    }

    func testDidEndDisplaying_afterADeletion_receivesTheStoragesCurrentModelAtThatIndexPath() {
        var calls: [CellCall] = []
        let owner = makeOwner(
            .manager, posts: ["a", "b"],
            manager: { manager in
                manager.didEndDisplaying(PostCell.self) { cell, post, indexPath in
                    calls.append(CellCall(cell, post, indexPath))
                }
            })
        owner.manager.memoryStorage.removeItems(at: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(calls, [CellCall(cell: "a", model: "b", IndexPath(item: 0, section: 0))])
    }

    // MARK: Supplementary views, manager level

    func testWillDisplaySupplementaryHeaderAndFooterViews_managerLevel() {
        var calls: [String] = []
        _ = makeSupplementaryOwner(manager: { manager in
            manager.willDisplaySupplementaryView(TitleHeader.self, forElementKind: self.header) {
                view, model, indexPath in
                calls.append("supplementary \(view.title ?? "nil") \(model) \(indexPath)")
            }
            manager.willDisplayHeaderView(TitleHeader.self) { view, model, indexPath in
                calls.append("header \(view.title ?? "nil") \(model) \(indexPath)")
            }
            manager.willDisplayFooterView(TitleFooter.self) { view, model, indexPath in
                calls.append("footer \(view.title ?? "nil") \(model) \(indexPath)")
            }
        })
        // The first registered reaction for the header mapping wins: `willDisplaySupplementaryView`.
        XCTAssertEqual(calls, ["supplementary H0 H0 [0, 0]", "footer F0 F0 [0, 0]"])

        var headerCalls: [String] = []
        _ = makeSupplementaryOwner(manager: { manager in
            manager.willDisplayHeaderView(TitleHeader.self) { view, model, indexPath in
                headerCalls.append("header \(view.title ?? "nil") \(model) \(indexPath)")
            }
        })
        XCTAssertEqual(headerCalls, ["header H0 H0 [0, 0]"])
    }

    func testDidEndDisplayingSupplementaryHeaderAndFooterViews_managerLevel() {
        var calls: [String] = []
        let owner = makeSupplementaryOwner(manager: { manager in
            manager.didEndDisplayingHeaderView(TitleHeader.self) { view, model, indexPath in
                calls.append("header \(view.title ?? "nil") \(model) \(indexPath)")
            }
            manager.didEndDisplayingFooterView(TitleFooter.self) { view, model, indexPath in
                calls.append("footer \(view.title ?? "nil") \(model) \(indexPath)")
            }
        })
        owner.virtualView.scroll(to: CGPoint(x: 0, y: 1000))
        // The view ends supplementary views at the same index path in the order of their kinds' names.
        XCTAssertEqual(calls, ["footer F0 F0 [0, 0]", "header H0 H0 [0, 0]"])

        var supplementaryCalls: [String] = []
        let other = makeSupplementaryOwner(manager: { manager in
            manager.didEndDisplayingSupplementaryView(TitleFooter.self, forElementKind: self.footer) {
                view, model, indexPath in
                supplementaryCalls.append("\(view.title ?? "nil") \(model) \(indexPath)")
            }
        })
        other.virtualView.scroll(to: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(supplementaryCalls, ["F0 F0 [0, 0]"])
    }

    // MARK: Supplementary views, mapping level

    func testWillAndDidEndDisplayingSupplementaryView_mappingLevel() {
        var calls: [String] = []
        let owner = makeSupplementaryOwner(
            header: { mapping in
                mapping.willDisplaySupplementaryView { view, model, indexPath in
                    calls.append("will header \(view.title ?? "nil") \(model) \(indexPath)")
                }
                mapping.didEndDisplayingSupplementaryView { view, model, indexPath in
                    calls.append("end header \(view.title ?? "nil") \(model) \(indexPath)")
                }
            },
            footer: { mapping in
                mapping.willDisplaySupplementaryView { view, model, indexPath in
                    calls.append("will footer \(view.title ?? "nil") \(model) \(indexPath)")
                }
                mapping.didEndDisplayingSupplementaryView { view, model, indexPath in
                    calls.append("end footer \(view.title ?? "nil") \(model) \(indexPath)")
                }
            })
        XCTAssertEqual(calls, ["will header H0 H0 [0, 0]", "will footer F0 F0 [0, 0]"])
        owner.virtualView.scroll(to: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(
            calls,
            [
                "will header H0 H0 [0, 0]", "will footer F0 F0 [0, 0]", "end footer F0 F0 [0, 0]",
                "end header H0 H0 [0, 0]",
            ])
    }
}
