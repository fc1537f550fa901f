import Foundation

@testable import FeedExample

/// Content the tests control: it answers at once, or, while ``holdsFeed`` is `true`, keeps `loadFeed()` waiting until
/// the test calls ``finishLoadingFeed()``, as a slow network would.
@MainActor
final class FakeFeedLoader: FeedLoading {
    var stories = [Story(author: "Ann"), Story(author: "Bo")]
    var feed: [Any] = [
        Post(id: 1, title: "Launch day", isFeatured: true),
        Post(id: 2, title: "Release notes"),
        Ad(sponsor: "Acme"),
        Post(id: 3, title: "Roadmap"),
    ]
    /// Whether `loadFeed()` waits for ``finishLoadingFeed()``.
    var holdsFeed = false
    private var waitingFeedLoads: [CheckedContinuation<Void, Never>] = []

    func loadStories() async -> [Story] { stories }

    func loadFeed() async -> [Any] {
        if holdsFeed { await withCheckedContinuation { waitingFeedLoads.append($0) } }
        return feed
    }

    /// Lets the waiting feed loads, and every later one, return ``feed``.
    func finishLoadingFeed() {
        holdsFeed = false
        let waiting = waitingFeedLoads
        waitingFeedLoads = []
        for load in waiting { load.resume() }
    }
}
