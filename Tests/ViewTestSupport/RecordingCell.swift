import Foundation
import VirtualUIKit

/// A cell that counts its `prepareForReuse()` calls.
package final class RecordingCell: CollectionViewCell {
    package private(set) var prepareForReuseCount = 0

    package override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A supplementary view that counts its `prepareForReuse()` calls.
package final class RecordingSupplementaryView: CollectionReusableView {
    package private(set) var prepareForReuseCount = 0

    package override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}
