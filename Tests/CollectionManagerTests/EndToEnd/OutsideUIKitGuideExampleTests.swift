import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

// The code of the "Outside UIKit" guide, as written there, compiled and checked.

struct Chore: Equatable {
    let title: String
    var isDone = false
}

final class ChoreRow: CollectionViewCell, ModelTransfer {
    private(set) var text = ""

    func update(with chore: Chore) {
        text = (chore.isDone ? "[x] " : "[ ] ") + chore.title
    }
}

/// A list of chores drawn as lines of text, one point of height per line.
final class ChoreList: CollectionViewManageable {
    let collectionView: VirtualCollectionView
    private(set) var opened: [Chore] = []

    init(lines: Int) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 1)
        layout.minimumLineSpacing = 0
        collectionView = VirtualCollectionView(
            frame: CGRect(x: 0, y: 0, width: 40, height: lines), collectionViewLayout: layout)
        // A view that lives as long as the interface keeps no recordings: they are for tests.
        collectionView.isRecordingEvents = false
        manager.register(ChoreRow.self)
        manager.didSelect(ChoreRow.self) { [weak self] _, chore, _ in self?.opened.append(chore) }
    }

    func show(_ chores: [Chore]) {
        manager.memoryStorage.setItems(chores)
    }

    /// The visible rows, top to bottom, as the terminal shows them.
    func render() -> [String] {
        collectionView.layoutIfNeeded()
        var lines = Array(repeating: "", count: Int(collectionView.frame.height))
        for case let row as ChoreRow in collectionView.visibleCells {
            let line = Int(row.frame.minY - collectionView.contentOffset.y)
            if lines.indices.contains(line) { lines[line] = row.text }
        }
        return lines
    }
}

final class OutsideUIKitGuideExampleTests: XCTestCase {
    func testTheChoreList_rendersScrollsAndSelects() throws {
        // The guide's walk-through.
        let list = ChoreList(lines: 3)
        list.show([Chore(title: "Write"), Chore(title: "Test"), Chore(title: "Ship"), Chore(title: "Rest")])
        XCTAssertEqual(list.render(), ["[ ] Write", "[ ] Test", "[ ] Ship"])

        list.collectionView.scroll(to: CGPoint(x: 0, y: 1))
        XCTAssertEqual(list.render(), ["[ ] Test", "[ ] Ship", "[ ] Rest"])

        try list.manager.memoryStorage.replaceItem(Chore(title: "Test"), with: Chore(title: "Test", isDone: true))
        try list.manager.memoryStorage.removeItem(Chore(title: "Ship"))
        XCTAssertEqual(list.render(), ["[x] Test", "[ ] Rest", ""])
        XCTAssertEqual(list.collectionView.contentSize.height, 3)
        // The guide's clamp.
        let clamped = CGPoint(x: 0, y: max(0, min(1, list.collectionView.contentSize.height - 3)))
        list.collectionView.scroll(to: clamped)
        XCTAssertEqual(list.render(), ["[ ] Write", "[x] Test", "[ ] Rest"])

        list.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(list.opened, [Chore(title: "Rest")])

        // However long the list, the view displays only the rows in its frame.
        list.show((0..<1_000).map { Chore(title: "Chore \($0)") })
        list.collectionView.scroll(to: CGPoint(x: 0, y: 500))
        XCTAssertEqual(list.render(), ["[ ] Chore 500", "[ ] Chore 501", "[ ] Chore 502"])
        XCTAssertEqual(list.collectionView.visibleCells.count, 3)
        XCTAssertEqual(list.collectionView.recordedEvents, [])
        XCTAssertEqual(list.collectionView.performedUpdates, [])
    }
}
