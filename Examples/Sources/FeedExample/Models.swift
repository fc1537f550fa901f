import Foundation

/// A post in the feed.
struct Post: Hashable, Sendable {
    var id: Int
    var title: String
    var isFeatured: Bool

    init(id: Int, title: String, isFeatured: Bool = false) {
        self.id = id
        self.title = title
        self.isFeatured = isFeatured
    }
}

/// A story shown in the first section.
struct Story: Equatable, Sendable {
    var author: String

    init(author: String) {
        self.author = author
    }
}

/// A sponsored item mixed into the feed.
struct Ad: Equatable, Sendable {
    var sponsor: String

    init(sponsor: String) {
        self.sponsor = sponsor
    }
}

/// Where the feed's content comes from, asynchronously, as from a server; the screen's tests give it a fake.
@MainActor
protocol FeedLoading {
    func loadStories() async -> [Story]
    func loadFeed() async -> [Any]
}

/// A message in the inbox.
struct Message: Hashable, Sendable {
    var sender: String
    var preview: String

    init(sender: String, preview: String) {
        self.sender = sender
        self.preview = preview
    }
}

/// A place the sidebar leads to: a mailbox or a tag.
struct SidebarItem: Hashable, Sendable {
    /// Whether the item is one of the fixed mailboxes or a tag the user made.
    enum Kind: Hashable, Sendable {
        case mailbox
        case tag
    }

    var title: String
    /// The name of the item's system symbol.
    var symbol: String
    var unreadCount: Int
    var kind: Kind

    init(title: String, symbol: String, unreadCount: Int = 0, kind: Kind) {
        self.title = title
        self.symbol = symbol
        self.unreadCount = unreadCount
        self.kind = kind
    }
}
