import CollectionManager
import Foundation

/// The feed: stories in the first section, posts and ads in the second, each under a title.
///
/// Written as a DTCollectionViewManager screen is written — `UICollectionView` became `VirtualCollectionView`,
/// `UICollectionViewCell` became `CollectionViewCell` — so the same code runs in a test on any machine.
@MainActor
final class FeedViewController: CollectionViewManageable, CollectionViewDelegate {
    var collectionView: VirtualCollectionView!
    /// The delegate methods this controller implements itself, which the manager forwards to it.
    let implementedDelegateMethods: Set<CollectionViewSelector> = [.didEndDisplayingCell]

    private let loader: any FeedLoading
    /// The posts the user opened, in order.
    private(set) var openedPosts: [Post] = []
    /// The sponsors whose ads were shown, in order.
    private(set) var adImpressions: [String] = []
    /// The index paths of the cells that stopped being displayed: a delegate method this controller implements itself.
    private(set) var cellsThatEndedDisplaying: [IndexPath] = []

    init(loader: any FeedLoading) {
        self.loader = loader
    }

    /// What `viewDidLoad` does in the app.
    func viewDidLoad() {
        collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        manager.register(StoryCell.self) { mapping in
            mapping.sizeForCell { _, _ in CGSize(width: 100, height: 100) }
        }
        manager.register(FeaturedPostCell.self) { mapping in
            mapping.condition = .custom { _, model in (model as? Post)?.isFeatured == true }
            mapping.sizeForCell { _, _ in CGSize(width: 320, height: 120) }
        }
        manager.register(PostCell.self) { mapping in
            mapping.sizeForCell { _, _ in CGSize(width: 320, height: 60) }
            mapping.didSelect { [weak self] _, post, _ in self?.openedPosts.append(post) }
        }
        manager.register(AdCell.self) { mapping in
            mapping.sizeForCell { _, _ in CGSize(width: 320, height: 60) }
            mapping.willDisplay { [weak self] _, ad, _ in self?.adImpressions.append(ad.sponsor) }
        }
        manager.registerHeader(SectionTitleView.self)
        manager.referenceSizeForHeaderView(withItem: String.self) { _, _ in CGSize(width: 320, height: 30) }
        manager.memoryStorage.setSectionHeaderModels(["Stories", "Feed"])

        // UIKit: refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        let refreshControl = RefreshControl()
        refreshControl.addTarget(self, action: FeedViewController.refresh)
        collectionView.refreshControl = refreshControl
        refresh()
    }

    /// Loads the stories, then the feed, in a task, showing each as it arrives; ends a pull to refresh once the feed is
    /// in. What `viewDidLoad` and a pull to refresh do.
    func refresh() {
        // The task holds the loader, not the screen: a screen that goes away while it loads is released.
        Task { [weak self, loader] in
            let stories = await loader.loadStories()
            self?.manager.memoryStorage.setItems(stories, forSection: 0)
            let feed = await loader.loadFeed()
            guard let self else { return }
            manager.memoryStorage.setItems(feed, forSection: 1)
            collectionView.refreshControl?.endRefreshing()
        }
    }

    /// Swipe to delete.
    func delete(_ post: Post) {
        try? manager.memoryStorage.removeItem(post)
    }

    // MARK: CollectionViewDelegate

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        cellsThatEndedDisplaying.append(indexPath)
    }
}
