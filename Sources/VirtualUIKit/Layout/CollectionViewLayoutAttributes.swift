import Foundation

/// Where a layout places one element of a collection view: a cell or a supplementary view.
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
    /// The kinds of element a layout can place.
    public enum Category: Hashable, Sendable {
        /// A cell, provided by `collectionView(_:cellForItemAt:)`.
        case cell
        /// A supplementary view, provided by `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
        case supplementaryView
        /// A decoration view, such as a section background: created by the collection view from the class registered
        /// with the layout (``CollectionViewLayout/register(_:forDecorationViewOfKind:)``), without asking the data
        /// source or telling the delegate.
        case decorationView
    }

    /// The element's index path: the item's for a cell; `IndexPath(item: 0, section: s)` for a flow layout's header or
    /// footer of section `s`.
    public var indexPath: IndexPath

    /// Whether the element is a cell or a supplementary view.
    public var representedElementCategory: Category

    /// The supplementary or decoration kind, such as `CollectionElementKind.sectionHeader`; `nil` for cells.
    public var representedElementKind: String?

    /// The element's frame in the collection view's content coordinates.
    public var frame: CGRect

    /// The element's opacity, from 0 (transparent) to 1. Default: 1. Layouts set 0 for elements that fade in or out
    /// in a batch update.
    public var alpha: CGFloat = 1

    /// Creates the attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
        self.frame = frame
    }

    /// Creates the attributes of a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = kind
        self.frame = frame
    }

    /// Creates the attributes of a decoration view of `decorationViewKind` at `indexPath` (for a compositional
    /// layout's section background, `IndexPath(item: 0, section: s)`).
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
        self.frame = frame
    }

    /// Hashes the attributes' index path, category, kind and frame.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        // NB: CoreGraphics' `CGRect` is `Equatable` but not `Hashable` on Apple platforms (Foundation's is on Linux), so
        // the frame is hashed by its components, standardized as `==` may compare it there.
        let frame = frame.standardized
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.size.width)
        hasher.combine(frame.size.height)
        hasher.combine(alpha)
    }
}
