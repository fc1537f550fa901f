import Foundation

/// A value that holds a collection view, or none: the type of an owner's `CollectionViewManageable.collectionView`.
///
/// Every ``CollectionView`` conforms, and so does every `Optional` (an implicitly unwrapped optional is an `Optional`),
/// so that `var collectionView: VirtualCollectionView!`, `let collectionView = VirtualCollectionView()`,
/// `var collectionView: VirtualCollectionView?` and `var collectionView: (any CollectionView)?` all declare an owner's
/// collection view. An optional whose value is not a ``CollectionView`` holds none.
public protocol CollectionViewReference {
    /// The collection view held, or `nil`.
    var referencedCollectionView: (any CollectionView)? { get }
}

extension CollectionView {
    /// The collection view itself.
    public var referencedCollectionView: (any CollectionView)? { self }
}

extension Optional: CollectionViewReference {
    /// The wrapped value when it is a ``CollectionView``, otherwise `nil`.
    public var referencedCollectionView: (any CollectionView)? {
        switch self {
        case .some(let wrapped): wrapped as? any CollectionView
        case .none: nil
        }
    }
}
