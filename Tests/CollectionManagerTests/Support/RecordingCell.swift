import CollectionManager
import Foundation

/// A cell that counts its `prepareForReuse()` calls.
final class RecordingCell: CollectionViewCell {
    private(set) var prepareForReuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A supplementary view that counts its `prepareForReuse()` calls.
final class RecordingSupplementaryView: CollectionReusableView {
    private(set) var prepareForReuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}
