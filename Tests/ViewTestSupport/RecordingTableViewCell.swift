import Foundation
import VirtualUIKit

/// A table cell that counts its `prepareForReuse()` calls and remembers how it was created.
package final class RecordingTableViewCell: TableViewCell {
    package private(set) var prepareForReuseCount = 0
    /// Whether the cell was created with `init(style:reuseIdentifier:)`, as a table view creates registered classes.
    package private(set) var wasCreatedWithStyle = false
    package private(set) var awakeFromNibCount = 0

    package required init(style: TableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        wasCreatedWithStyle = true
    }

    package required init(frame: CGRect) {
        super.init(frame: frame)
    }

    package override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }

    package override func awakeFromNib() {
        super.awakeFromNib()
        awakeFromNibCount += 1
    }
}

/// A header-footer view that counts its `prepareForReuse()` calls.
package final class RecordingHeaderFooterView: TableViewHeaderFooterView {
    package private(set) var prepareForReuseCount = 0

    package override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}
