import CollectionManager
import Foundation
import XCTest

/// The README's example, verbatim apart from the assertions, so it keeps compiling and working.
final class ReadmeExampleTests: XCTestCase {
    private struct Post { let title: String }

    private final class PostCell: CollectionViewCell, ModelTransfer {
        private(set) var title = ""
        func update(with model: Post) { title = model.title }
    }

    private final class PostsScreen: CollectionViewManageable {
        let collectionView = VirtualCollectionView()
    }

    func testReadmeExample() {
        var opened: [String] = []
        let screen = PostsScreen()
        screen.manager.register(PostCell.self)
        screen.manager.didSelect(PostCell.self) { cell, post, indexPath in opened.append(post.title) }
        screen.manager.memoryStorage.setItems([Post(title: "Hello"), Post(title: "World")])
        screen.manager.memoryStorage.addItem(Post(title: "Again"))

        let view = screen.collectionView
        view.layoutIfNeeded()
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? PostCell)?.title, "Again")
        view.tapItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(opened, ["Hello"])
    }
}
