import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Highlight, selection and primary-action events, driven by taps.
final class SelectionEventsTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    func testShouldHighlight_bothStyles_falseStopsTheTap() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let answer = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return post.title != "b"
            }
            let owner = makeOwner(
                style, mapping: { $0.shouldHighlight(answer) }, manager: { $0.shouldHighlight(PostCell.self, answer) })
            XCTAssertEqual(owner.virtualView.tapItem(at: second), .notHighlighted, "\(style)")
            XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected, "\(style)")
            XCTAssertEqual(calls, [call("b", second), call("a", first)], "\(style)")
        }
    }

    func testDidHighlightAndDidUnhighlight_bothStyles_runDuringTheTap() {
        for style in RegistrationStyle.allCases {
            var events: [String] = []
            let owner = makeOwner(
                style,
                mapping: { mapping in
                    mapping.didHighlight { cell, post, indexPath in
                        events.append("highlight \(CellCall(cell, post, indexPath)) \(cell.isHighlighted)")
                    }
                    mapping.didUnhighlight { cell, post, indexPath in
                        events.append("unhighlight \(CellCall(cell, post, indexPath)) \(cell.isHighlighted)")
                    }
                },
                manager: { manager in
                    manager.didHighlight(PostCell.self) { cell, post, indexPath in
                        events.append("highlight \(CellCall(cell, post, indexPath)) \(cell.isHighlighted)")
                    }
                    manager.didUnhighlight(PostCell.self) { cell, post, indexPath in
                        events.append("unhighlight \(CellCall(cell, post, indexPath)) \(cell.isHighlighted)")
                    }
                })
            owner.virtualView.tapItem(at: second)
            XCTAssertEqual(
                events, ["highlight (b, b, [0, 1]) true", "unhighlight (b, b, [0, 1]) false"], "\(style)")
        }
    }

    func testShouldSelect_bothStyles_falseRefusesTheSelection() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let answer = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return post.title == "a"
            }
            let owner = makeOwner(
                style, mapping: { $0.shouldSelect(answer) }, manager: { $0.shouldSelect(PostCell.self, answer) })
            XCTAssertEqual(owner.virtualView.tapItem(at: second), .selectionRefused, "\(style)")
            XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected, "\(style)")
            XCTAssertEqual(owner.virtualView.indexPathsForSelectedItems, [first], "\(style)")
            XCTAssertEqual(calls, [call("b", second), call("a", first)], "\(style)")
        }
    }

    func testDidSelect_bothStyles_receivesTheSelectedCell() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            var wasSelected: [Bool] = []
            let record = { (cell: PostCell, post: Post, indexPath: IndexPath) in
                calls.append(CellCall(cell, post, indexPath))
                wasSelected.append(cell.isSelected)
            }
            let owner = makeOwner(
                style, mapping: { $0.didSelect(record) }, manager: { $0.didSelect(PostCell.self, record) })
            owner.virtualView.tapItem(at: second)
            XCTAssertEqual(calls, [call("b", second)], "\(style)")
            XCTAssertEqual(wasSelected, [true], "\(style)")
        }
    }

    func testShouldDeselect_bothStyles_falseKeepsTheItemSelected() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let answer = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return false
            }
            let owner = makeOwner(
                style, mapping: { $0.shouldDeselect(answer) }, manager: { $0.shouldDeselect(PostCell.self, answer) })
            owner.virtualView.allowsMultipleSelection = true
            XCTAssertEqual(owner.virtualView.tapItem(at: second), .selected)
            XCTAssertEqual(owner.virtualView.tapItem(at: second), .deselectionRefused, "\(style)")
            XCTAssertEqual(owner.virtualView.indexPathsForSelectedItems, [second], "\(style)")
            XCTAssertEqual(calls, [call("b", second)], "\(style)")
        }
    }

    func testDidDeselect_bothStyles_runsWhenAnotherItemIsSelected() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            let record = { (cell: PostCell, post: Post, indexPath: IndexPath) in
                calls.append(CellCall(cell, post, indexPath))
            }
            let owner = makeOwner(
                style, mapping: { $0.didDeselect(record) }, manager: { $0.didDeselect(PostCell.self, record) })
            owner.virtualView.tapItem(at: first)
            XCTAssertEqual(calls, [], "\(style)")
            owner.virtualView.tapItem(at: second)
            XCTAssertEqual(calls, [call("a", first)], "\(style)")
        }
    }

    // MARK: Primary action

    func testPerformPrimaryAction_bothStyles_runsAfterTheTapSelects() {
        for style in RegistrationStyle.allCases {
            var events: [String] = []
            let owner = makeOwner(
                style,
                mapping: { mapping in
                    mapping.didSelect { _, post, _ in events.append("select \(post.title)") }
                    mapping.performPrimaryAction { cell, post, indexPath in
                        events.append("primary \(CellCall(cell, post, indexPath))")
                    }
                },
                manager: { manager in
                    manager.didSelect(PostCell.self) { _, post, _ in events.append("select \(post.title)") }
                    manager.performPrimaryAction(for: PostCell.self) { cell, post, indexPath in
                        events.append("primary \(CellCall(cell, post, indexPath))")
                    }
                })
            owner.virtualView.tapItem(at: second)
            XCTAssertEqual(events, ["select b", "primary (b, b, [0, 1])"], "\(style)")
        }
    }

    func testCanPerformPrimaryAction_bothStyles_usesItsOwnSignature_andItsAnswerReachesTheView() {
        for style in RegistrationStyle.allCases {
            var calls: [CellCall] = []
            var performed: [String] = []
            let answer = { (cell: PostCell, post: Post, indexPath: IndexPath) -> Bool in
                calls.append(CellCall(cell, post, indexPath))
                return post.title == "a"
            }
            let owner = makeOwner(
                style,
                mapping: { mapping in
                    mapping.canPerformPrimaryAction(answer)
                    mapping.performPrimaryAction { _, post, _ in performed.append(post.title) }
                },
                manager: { manager in
                    manager.canPerformPrimaryAction(for: PostCell.self, answer)
                    manager.performPrimaryAction(for: PostCell.self) { _, post, _ in performed.append(post.title) }
                })
            let delegate = owner.manager.collectionDelegate!
            XCTAssertTrue(delegate.responds(to: .canPerformPrimaryAction), "\(style)")
            XCTAssertFalse(delegate.responds(to: .canPerformAction), "DT's bug: the legacy selector, \(style)")
            XCTAssertFalse(owner.virtualView.performPrimaryAction(at: second), "\(style)")
            XCTAssertTrue(owner.virtualView.performPrimaryAction(at: first), "\(style)")
            XCTAssertEqual(calls, [call("b", second), call("a", first)], "\(style)")
            XCTAssertEqual(performed, ["a"], "\(style)")
        }
    }
}
