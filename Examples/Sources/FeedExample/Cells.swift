import CollectionManager
import Foundation

/// Shows a post.
final class PostCell: CollectionViewCell, ModelTransfer {
    private(set) var title = ""

    func update(with model: Post) {
        title = model.title
    }
}

/// Shows a featured post, larger: the same model as `PostCell`, in the feed's first rows.
final class FeaturedPostCell: CollectionViewCell, ModelTransfer {
    private(set) var title = ""

    func update(with model: Post) {
        title = "★ " + model.title
    }
}

/// Shows a story.
final class StoryCell: CollectionViewCell, ModelTransfer {
    private(set) var author = ""

    func update(with model: Story) {
        author = model.author
    }
}

/// Shows an ad.
final class AdCell: CollectionViewCell, ModelTransfer {
    private(set) var sponsor = ""

    func update(with model: Ad) {
        sponsor = model.sponsor
    }
}

/// A section title.
final class SectionTitleView: CollectionReusableView, ModelTransfer {
    private(set) var title = ""

    func update(with model: String) {
        title = model
    }
}

/// Shows a message: its sender on one line, then its preview wrapped at 40 characters a line.
final class MessageCell: CollectionViewCell, ModelTransfer {
    /// Characters of preview that fit on one line.
    static let charactersPerLine = 40

    private(set) var sender = ""
    private(set) var preview = ""

    func update(with model: Message) {
        sender = model.sender
        preview = model.preview
    }

    /// 24 points of sender and padding, then 20 points for each line of preview (at least one):
    /// 44, 64, 84, … points high, as wide as the list offers.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let lines = max(1, (preview.count + Self.charactersPerLine - 1) / Self.charactersPerLine)
        var attributes = layoutAttributes
        attributes.frame.size.height = CGFloat(24 + 20 * lines)
        return attributes
    }
}

/// A sidebar row: the item's symbol, title and unread count, with a disclosure indicator, and delete and reorder
/// controls for editing mode.
final class SidebarItemCell: CollectionViewListCell, ModelTransfer {
    func update(with model: SidebarItem) {
        var content = ListContentConfiguration.sidebarCell()
        content.image = .init(systemName: model.symbol)
        content.text = model.title
        content.secondaryText = model.unreadCount > 0 ? "\(model.unreadCount)" : nil
        contentConfiguration = content
        accessories = [.delete(), .disclosureIndicator(), .reorder()]
    }
}

/// A sidebar section's header: a list cell with the sidebar's header configuration.
final class SidebarHeaderView: CollectionViewListCell, ModelTransfer {
    func update(with model: String) {
        var content = ListContentConfiguration.sidebarHeader()
        content.text = model
        contentConfiguration = content
    }
}
