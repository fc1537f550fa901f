import CollectionManager
import Foundation
@testable import CollectionManagerTesting

/// Posts a test hands over when it chooses: ``load()`` suspends until the test calls ``finish(with:)``, or returns at
/// once when the test already did.
@MainActor
final class FakePostLoader {
    private var answer: [Post]?
    private var waiting: CheckedContinuation<[Post], Never>?
    /// How many times ``load()`` was called.
    private(set) var loadCount = 0

    func load() async -> [Post] {
        loadCount += 1
        if let answer { return answer }
        return await withCheckedContinuation { waiting = $0 }
    }

    /// Resumes the waiting ``load()`` with `posts`, or makes the next one return them.
    func finish(with posts: [Post]) {
        guard let waiting else {
            answer = posts
            return
        }
        self.waiting = nil
        waiting.resume(returning: posts)
    }
}

/// A feed that loads its posts in a task, as a screen whose `viewDidLoad` calls a network loader does: the same
/// 100×170 view as ``FeedScreen``, three 50-point rows.
@MainActor
final class LoadingFeedScreen: @MainActor CollectionViewManageable {
    let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 170))
    private let loader: FakePostLoader
    /// Whether the loaded posts are followed by a "The end" post, added in an update of its own.
    private let endsWithMarker: Bool
    /// The task that loads the posts, started by ``viewDidLoad()``.
    private(set) var loading: Task<Void, Never>?

    init(loader: FakePostLoader, endsWithMarker: Bool = false) {
        self.loader = loader
        self.endsWithMarker = endsWithMarker
        manager.register(PostCell.self)
    }

    func viewDidLoad() {
        loading = Task { [weak self, loader, endsWithMarker] in
            let posts = await loader.load()
            // The screen stopped loading meanwhile (it went away): show nothing.
            guard !Task.isCancelled, let self else { return }
            manager.memoryStorage.setItems(posts)
            if endsWithMarker { manager.memoryStorage.addItem(Post(id: 0, title: "The end")) }
        }
    }

    /// What the screen does when it goes away before its posts arrive.
    func stopLoading() {
        loading?.cancel()
    }

    /// The storage's posts, in order.
    var posts: [Post] { (manager.memoryStorage.items(inSection: 0) ?? []).compactMap { $0 as? Post } }
}

/// An object a wait's condition captures, to check that the wait lets go of it.
final class Captured {}

/// What a waiting helper appends to a failure about `screen`: its screen picture as it is now.
@MainActor
func picture(of screen: LoadingFeedScreen) -> ScreenPictureSuffix {
    ScreenPictureSuffix(picture: screen.collectionView.screenPicture())
}
