import Foundation

// NB: on Apple platforms `IndexPath(item:section:)`, `item` and `section` come from the UIKit and AppKit overlays, and
// `IndexPath(row:section:)` and `row` from UIKit's, which this module does not import. The library's own code therefore reads and builds index paths only through the
// internal members below, which exist everywhere; the public conveniences further down exist only where no overlay
// supplies them (see Sources/CollectionManager/CollectionManager.docc/Platforms.md).

extension IndexPath {
    /// Creates the two-index path `[section, item]`, as UIKit's `IndexPath(item:section:)` does.
    @usableFromInline
    package init(itemIndex item: Int, sectionIndex section: Int) {
        // NB: appending to a one-index path builds Foundation's two-index storage directly; `init(indexes:)` would
        // allocate a temporary array, which shows on layout hot paths.
        self.init(index: section)
        append(item)
    }

    /// The section of a two-element index path (its first index), as UIKit's `section` reads it.
    ///
    /// - Precondition: The index path has exactly two indexes (see ``isItemIndexPath``).
    @usableFromInline
    package var sectionIndex: Int {
        get {
            precondition(count == 2, "Invalid index path for use with a collection view: \(self)")
            return self[0]
        }
        set {
            precondition(count == 2, "Invalid index path for use with a collection view: \(self)")
            self[0] = newValue
        }
    }

    /// The item of a two-element index path (its second index), as UIKit's `item` reads it.
    ///
    /// - Precondition: The index path has exactly two indexes (see ``isItemIndexPath``).
    @usableFromInline
    package var itemIndex: Int {
        get {
            precondition(count == 2, "Invalid index path for use with a collection view: \(self)")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with a collection view: \(self)")
            self[1] = newValue
        }
    }

    /// Whether the path has exactly two indexes — a section and an item — so that `section` and `item` can be read.
    ///
    /// Collection views only produce such paths; every entry point of the library that receives an index path checks
    /// this before reading either component, and treats any other path as addressing nothing.
    @inlinable
    package var isItemIndexPath: Bool { count == 2 }
}

#if !canImport(UIKit) && !canImport(AppKit) && !COLLECTION_MANAGER_NO_INDEXPATH_CONVENIENCES
extension IndexPath {
    /// Creates an index path that addresses `item` within `section`.
    ///
    /// UIKit and AppKit declare this initializer; Foundation on Linux does not, so the library supplies it.
    /// The path stores the section first, so it prints as `[section, item]`.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index.
    public init(item: Int, section: Int) {
        self.init(itemIndex: item, sectionIndex: section)
    }

    /// The section of a two-element index path (its first index).
    ///
    /// - Precondition: The index path has exactly two indexes, as in UIKit's and AppKit's declarations. The library
    ///   checks that a path it was given has two indexes before reading this.
    public var section: Int {
        get { sectionIndex }
        set { sectionIndex = newValue }
    }

    /// The item of a two-element index path (its second index).
    ///
    /// - Precondition: The index path has exactly two indexes.
    public var item: Int {
        get { itemIndex }
        set { itemIndex = newValue }
    }
}
#endif

#if !canImport(UIKit) && !COLLECTION_MANAGER_NO_INDEXPATH_CONVENIENCES
extension IndexPath {
    /// Creates an index path that addresses `row` within `section`, as a table view numbers its rows.
    ///
    /// UIKit declares this initializer; AppKit and Foundation on Linux do not, so the library supplies it. It builds
    /// the same path as `IndexPath(item: row, section: section)`: `[section, row]`.
    ///
    /// - Parameters:
    ///   - row: The row's index within its section.
    ///   - section: The section's index.
    public init(row: Int, section: Int) {
        self.init(itemIndex: row, sectionIndex: section)
    }

    /// The row of a two-element index path (its second index): the same index as `item`.
    ///
    /// - Precondition: The index path has exactly two indexes, as in UIKit's declaration.
    public var row: Int {
        get { itemIndex }
        set { itemIndex = newValue }
    }
}
#endif
