import Foundation

/// UIKit's failure texts for the view's own checks (batch-update texts belong to `BatchUpdateValidator`).
enum ViewFailure {
    static let emptyCellReuseIdentifier =
        "must pass a valid reuse identifier to -[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]"

    static let emptySupplementaryElementKind =
        "must pass a valid element kind to "
        + "-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]"

    static let emptySupplementaryReuseIdentifier =
        "must pass a valid reuse identifier to "
        + "-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]"

    static let cellWithoutReuseIdentifier =
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
        + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"

    static func couldNotDequeue(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for "
            + "the identifier or connect a prototype cell in a storyboard"
    }

    static func invalidNib(identifier: String) -> String {
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which "
            + "must be a UICollectionReusableView instance"
    }

    static func nibReuseIdentifierMismatch(nibIdentifier: String, identifier: String) -> String {
        "view reuse identifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib "
            + "(\(identifier))"
    }

    static func supplementaryNotDequeued(kind: String, indexPath: IndexPath, view: CollectionReusableView?) -> String {
        let viewDescription = view.map { "<\(type(of: $0))>" } ?? "(null)"
        return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),"
            + "\(indexPath.uikitDescription)) was not retrieved by calling "
            + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(viewDescription))"
    }

    /// A path without exactly two indexes: UIKit's wording of this assertion for table views, with the collection
    /// view's names, followed by the path.
    static func invalidIndexPath(_ indexPath: IndexPath) -> String {
        invalidIndexPath(indexPath, in: .collectionView)
    }

    /// A path without exactly two indexes: UIKit's wording of this assertion for table views, with the names of the
    /// dialect's view, followed by the path.
    static func invalidIndexPath(_ indexPath: IndexPath, in dialect: BatchUpdateDialect) -> String {
        "Invalid index path for use with \(dialect.viewClassName). Index paths passed to \(dialect.viewName) must "
            + "contain exactly two indices specifying the section and \(dialect.element). Please use the category on "
            + "NSIndexPath in NSIndexPath+UIKitAdditions.h if possible. Index path: \(indexPath.uikitDescription)"
    }

    static func scrollToInvalidIndexPath(_ indexPath: IndexPath) -> String {
        "attempt to scroll to invalid index path: \(indexPath.uikitDescription)"
    }

    static func numberOfItemsOutOfRange(section: Int, numberOfSections: Int) -> String {
        "request for number of items in section \(section) when there are only \(numberOfSections) sections in the "
            + "collection view"
    }

    static func selectionOutOfBoundsItem(item: Int, count: Int, section: Int, action: String) -> String {
        "Attempted to modify the \(action) of an out-of-bounds item (\(item)) when there are only \(count) items in "
            + "section \(section)."
    }

    static func selectionOutOfBoundsSection(section: Int, numberOfSections: Int, action: String) -> String {
        "Attempted to modify the \(action) of an item in an out-of-bounds section (\(section)) when there are only "
            + "\(numberOfSections) sections."
    }
}

extension CollectionViewInconsistency {
    static func numberOfItemsOutOfRange(section: Int, numberOfSections: Int) -> Self {
        .internalInconsistency(
            ViewFailure.numberOfItemsOutOfRange(section: section, numberOfSections: numberOfSections))
    }
}
