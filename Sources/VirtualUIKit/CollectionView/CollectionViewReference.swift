import Foundation

/// A value that holds a collection view, or none: the type of an owner's `CollectionViewManageable.collectionView`.
///
/// Every ``CollectionView`` conforms, and so does every `Optional` (an implicitly unwrapped optional is an `Optional`),
/// so that `var collectionView: VirtualCollectionView!`, `let collectionView = VirtualCollectionView()`,
/// `var collectionView: VirtualCollectionView?` and `var collectionView: (any CollectionView)?` all declare an owner's
/// collection view. An optional whose value is not a ``CollectionView`` holds none.
public protocol CollectionViewReference {}

extension Optional: CollectionViewReference {}

extension CollectionViewReference {
    /// The collection view held, or `nil`: the value itself when it is a ``CollectionView``, the wrapped value when it is
    /// an optional holding one.
    // NB: a dynamic cast rather than a requirement, so that every `Optional` in a user's code does not gain a public
    // member. Reading an optional's value always took this cast; a non-optional view now takes it too.
    package var referencedCollectionView: (any CollectionView)? { self as? any CollectionView }
}
