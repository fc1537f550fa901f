/// The element kinds of a collection view, with UIKit's string values.
///
/// The values equal UIKit's constants, so storages and registrations written for UIKit key their supplementary
/// models the same way here.
public enum CollectionElementKind {
    // NB: inlinable literals rather than stored constants: a stored `static let` is read through a one-time-initializer
    // check from every other module, and the manager reads these for every header and footer it sizes or dequeues.
    /// The kind of a flow layout's section header: `"UICollectionElementKindSectionHeader"`.
    @inlinable public static var sectionHeader: String { "UICollectionElementKindSectionHeader" }
    /// The kind of a flow layout's section footer: `"UICollectionElementKindSectionFooter"`.
    @inlinable public static var sectionFooter: String { "UICollectionElementKindSectionFooter" }
    /// The kind UIKit uses internally for cells, and in its dequeue failure text: `"UICollectionElementKindCell"`.
    @inlinable public static var cell: String { "UICollectionElementKindCell" }
}
