import CollectionManager
import Foundation
import XCTest

/// The README's example, verbatim apart from the assertions, so it keeps compiling and working.
final class ReadmeExampleTests: XCTestCase {
    private struct Post: Equatable {
        let title: String
    }

    private final class PostCell: CollectionViewCell, ModelTransfer {
        private(set) var title = ""
        func update(with model: Post) { title = model.title }
    }

    private final class PostsScreen: CollectionViewManageable {
        let collectionView = VirtualCollectionView()
        var opened: [Post] = []

        func viewDidLoad() {
            manager.register(PostCell.self)  // Post models are shown in PostCells
            manager.didSelect(PostCell.self) { [weak self] _, post, _ in self?.opened.append(post) }
        }
    }

    func testReadmeExample() {
        weak var releasedScreen: PostsScreen?
        do {
            let screen = PostsScreen()
            screen.viewDidLoad()
            screen.manager.memoryStorage.setItems([Post(title: "Hello"), Post(title: "World")])
            screen.manager.memoryStorage.addItem(Post(title: "Again"))  // one animated, validated batch update

            let view = screen.collectionView  // drive it as a user would, in a test
            XCTAssertEqual((view.cellForItem(at: [0, 2]) as? PostCell)?.title ?? "", "Again")
            view.tapItem(at: [0, 0])
            XCTAssertEqual(screen.opened.map(\.title), ["Hello"])
            XCTAssertEqual(view.performedUpdates.count, 1)
            XCTAssertEqual(view.reportedInconsistencies, [])
            releasedScreen = screen
        }
        XCTAssertNil(releasedScreen, "the example's closure captures the screen weakly")
    }
}
