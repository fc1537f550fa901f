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
