/// The element kinds of a collection view, with UIKit's string values.
///
/// The values equal UIKit's constants, so storages and registrations written for UIKit key their supplementary
/// models the same way here.
public enum CollectionElementKind {
    /// The kind of a flow layout's section header: `"UICollectionElementKindSectionHeader"`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer: `"UICollectionElementKindSectionFooter"`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit uses internally for cells, and in its dequeue failure text: `"UICollectionElementKindCell"`.
    public static let cell = "UICollectionElementKindCell"
}
