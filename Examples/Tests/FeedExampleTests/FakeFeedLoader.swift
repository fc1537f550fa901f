import Foundation

@testable import FeedExample

/// Content the tests control.
@MainActor
final class FakeFeedLoader: FeedLoading {
    var stories = [Story(author: "Ann"), Story(author: "Bo")]
    var feed: [Any] = [
        Post(id: 1, title: "Launch day", isFeatured: true),
        Post(id: 2, title: "Release notes"),
        Ad(sponsor: "Acme"),
        Post(id: 3, title: "Roadmap"),
    ]

    func loadStories() -> [Story] { stories }
    func loadFeed() -> [Any] { feed }
}
