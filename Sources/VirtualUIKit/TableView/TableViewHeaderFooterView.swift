import Foundation

/// A section header or footer that a table view can recycle, standing in for `UITableViewHeaderFooterView`.
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)`, dequeue it in the delegate's
/// `tableView(_:viewForHeaderInSection:)` with `dequeueReusableHeaderFooterView(withIdentifier:)`, and describe what
/// it shows with a ``contentConfiguration``. A table view creates views of a registered class with
/// ``init(reuseIdentifier:)``, and views of a registered ``Nib`` through the nib.
///
/// The table view shows a title from its data source's `titleForHeaderInSection` (or footer) in a view of this class
/// that it creates itself, whose configuration is ``ListContentConfiguration/plainHeader()`` (or `plainFooter`,
/// `groupedHeader`, `groupedFooter`, by the table's style) with the title as its text.
open class TableViewHeaderFooterView: CollectionReusableView {
    /// What the view shows, standing in for `UITableViewHeaderFooterView.contentConfiguration`, or `nil`. Default:
    /// `nil`.
    ///
    /// A screen picture labels the view by the configuration's ``ContentConfiguration/screenPictureLabel`` instead of
    /// its model. It is kept when the view is recycled: set it each time the view is configured.
    open var contentConfiguration: (any ContentConfiguration)?

    /// Creates a view with a reuse identifier, as a table view creates views of a registered class.
    ///
    /// - Parameter reuseIdentifier: The identifier the view is recycled under, or `nil`.
    public required init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        assignedReuseIdentifier = reuseIdentifier
    }

    /// Creates a view without a reuse identifier. Nibs create their views with this initializer.
    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A content configuration for a header, with nothing set: ``ListContentConfiguration/header()``. Set what the
    /// view shows and assign it to ``contentConfiguration``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .header()
    }

    override var displayedContentConfiguration: (any ContentConfiguration)? { contentConfiguration }
}
