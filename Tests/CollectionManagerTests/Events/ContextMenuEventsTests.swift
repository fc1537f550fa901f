import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Context menus and their previews, driven by long presses.
final class ContextMenuEventsTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)
    private let menu = ContextMenuConfiguration(identifier: "menu", actionTitles: ["Share"])

    func testContextMenuConfiguration_bothStyles_receivesThePoint_nilMeansNoMenu() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let configuration = {
                (point: CGPoint, cell: PostCell, post: Post, indexPath: IndexPath) -> ContextMenuConfiguration? in
                received.append("\(point.x) \(CellCall(cell, post, indexPath))")
                return post.title == "a" ? ContextMenuConfiguration(identifier: post.title) : nil
            }
            let owner = makeOwner(
                style, mapping: { $0.contextMenuConfiguration(configuration) },
                manager: { $0.contextMenuConfiguration(for: PostCell.self, configuration) })
            XCTAssertEqual(
                owner.virtualView.requestContextMenu(at: first, point: CGPoint(x: 4, y: 0)),
                ContextMenuConfiguration(identifier: "a"), "\(style)")
            XCTAssertNil(owner.virtualView.requestContextMenu(at: second, point: CGPoint(x: 8, y: 0)), "\(style)")
            XCTAssertEqual(received, ["4.0 (a, a, [0, 0])", "8.0 (b, b, [0, 1])"], "\(style)")
        }
    }

    func testContextMenuConfigurationForItemsAtIndexPaths_receivesIndexPathsAndPoint_andIsPreferred() {
        var events: [String] = []
        let owner = makeOwner(
            .manager,
            manager: { manager in
                manager.contextMenuConfiguration(for: PostCell.self) { _, _, _, _ in
                    events.append("single")
                    return nil
                }
            })
        owner.manager.contextMenuConfigurationForItemsAtIndexPaths { indexPaths, point in
            events.append("\(indexPaths) \(point.y)")
            return indexPaths.count > 1 ? self.menu : nil
        }
        XCTAssertNil(owner.virtualView.requestContextMenu(at: second, point: CGPoint(x: 0, y: 3)))
        XCTAssertEqual(owner.virtualView.requestContextMenu(forItemsAt: [first, second], point: .zero), menu)
        XCTAssertEqual(events, ["[[0, 1]] 3.0", "[[0, 0], [0, 1]] 0.0"])
    }

    func testPreviewsForHighlightingAndDismissing_receiveTheConfiguration_answersReachTheView() {
        let owner = makeOwner(.manager)
        var received: [String] = []
        owner.manager.previewForHighlightingContextMenu { configuration in
            received.append("highlighting \(configuration.identifier ?? "nil")")
            return TargetedPreview(identifier: "highlighting")
        }
        owner.manager.previewForDismissingContextMenu { configuration in
            received.append("dismissing \(configuration.identifier ?? "nil")")
            return nil
        }
        XCTAssertEqual(
            owner.virtualView.previewForHighlightingContextMenu(with: menu), TargetedPreview(identifier: "highlighting")
        )
        XCTAssertNil(owner.virtualView.previewForDismissingContextMenu(with: menu))
        XCTAssertEqual(received, ["highlighting menu", "dismissing menu"])
    }

    func testHighlightAndDismissalPreviews_mappingLevel_receiveConfigurationAndCell() {
        var received: [String] = []
        let owner = makeOwner(
            .mapping,
            mapping: { mapping in
                mapping.highlightPreview { configuration, cell, post, indexPath in
                    received.append("highlight \(configuration.identifier ?? "nil") \(CellCall(cell, post, indexPath))")
                    return TargetedPreview(identifier: post.title)
                }
                mapping.dismissalPreview { configuration, cell, post, indexPath in
                    received.append("dismissal \(configuration.identifier ?? "nil") \(CellCall(cell, post, indexPath))")
                    return nil
                }
            })
        XCTAssertEqual(
            owner.virtualView.highlightPreview(forContextMenu: menu, itemAt: second), TargetedPreview(identifier: "b"))
        XCTAssertNil(owner.virtualView.dismissalPreview(forContextMenu: menu, itemAt: first))
        XCTAssertEqual(received, ["highlight menu (b, b, [0, 1])", "dismissal menu (a, a, [0, 0])"])
    }
}
