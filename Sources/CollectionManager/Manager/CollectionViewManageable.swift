import Foundation

/// An object that owns a collection view and lets a ``CollectionViewManager`` run it — typically a view controller.
///
/// Conforming gives the object a ``manager`` property for free. The manager is created on first access and starts
/// managing the collection view as soon as the object has one; every access returns the same manager.
///
/// Declare the collection view as you would a `UICollectionView`: `var collectionView: VirtualCollectionView!` (a
/// stored property), `let collectionView = VirtualCollectionView()`, an optional of a view type, `(any
/// CollectionView)?`, or, for a view under another name, ``optionalCollectionView`` instead. A `@MainActor` owner conforms through an isolated
/// conformance; see <doc:Registration>.
///
/// ```swift
/// @MainActor
/// final class PostsController: CollectionViewManageable {
///     var collectionView: VirtualCollectionView!
///
///     func viewDidLoad() {
///         collectionView = VirtualCollectionView()
///         manager.register(PostCell.self)
///         manager.memoryStorage.setItems(posts)
///     }
/// }
/// ```
public protocol CollectionViewManageable: AnyObject {
    /// The type of ``collectionView``: a collection view type, an optional of one (implicitly unwrapped or not), or
    /// `(any CollectionView)?`, the default when the object declares only ``optionalCollectionView``.
    associatedtype CollectionViewProperty: CollectionViewReference = (any CollectionView)?

    /// The type of ``optionalCollectionView``; `(any CollectionView)?` unless the object declares the property.
    associatedtype OptionalCollectionViewProperty: CollectionViewReference = (any CollectionView)?

    /// The collection view to manage, or `nil` until it exists.
    ///
    /// Declare it or ``optionalCollectionView``; the one not declared is `nil`.
    var collectionView: CollectionViewProperty { get }

    /// The collection view to manage, for an object whose collection view has another name or is optional: read when
    /// ``collectionView`` is `nil`. Default: `nil`.
    var optionalCollectionView: OptionalCollectionViewProperty { get }

    /// The data-source and delegate methods the object implements itself, which the manager calls when no event of its
    /// own answers: one line, for example `let implementedDelegateMethods: Set<CollectionViewSelector> =
    /// [.didSelectItem]`. Default: none.
    ///
    /// Without an Objective-C runtime a method's implementation cannot be found by its name; an object that conforms
    /// to a data-source or delegate protocol and lists none of its methods is reported as
    /// ``CollectionViewManagerAnomaly/ownerDeclaresNoImplementedMethods(ownerType:protocols:)``. See
    /// <doc:Events>.
    var implementedDelegateMethods: Set<CollectionViewSelector> { get }
}

extension CollectionViewManageable where CollectionViewProperty == (any CollectionView)? {
    /// `nil`: the object declares ``optionalCollectionView`` instead.
    public var collectionView: (any CollectionView)? { nil }
}

extension CollectionViewManageable where OptionalCollectionViewProperty == (any CollectionView)? {
    /// `nil`: the object declares ``collectionView`` instead.
    public var optionalCollectionView: (any CollectionView)? { nil }
}

extension CollectionViewManageable {
    /// No methods.
    public var implementedDelegateMethods: Set<CollectionViewSelector> { [] }

    /// The collection view the manager manages: ``collectionView``, else ``optionalCollectionView``, else the value of
    /// a stored property named `collectionView`.
    ///
    /// An implicitly unwrapped `var collectionView: VirtualCollectionView!` cannot witness the ``collectionView``
    /// requirement (Swift matches an implicitly unwrapped property only with an implicitly unwrapped requirement of
    /// the same type), so such an owner gets the default requirement, `nil`, and its own property is found by
    /// reflection, as DTCollectionViewManager finds an outlet's methods through the Objective-C runtime.
    ///
    /// - Complexity: O(1) when ``collectionView`` or ``optionalCollectionView`` holds the view; otherwise O(p), p the
    ///   number of stored properties of the owner and its superclasses.
    var managedCollectionView: (any CollectionView)? {
        if let view = collectionView.referencedCollectionView ?? optionalCollectionView.referencedCollectionView {
            return view
        }
        guard CollectionViewProperty.self == (any CollectionView)?.self else { return nil }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "collectionView" }) {
                return child.value as? any CollectionView
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The object's manager: created on first access, started once the object has a collection view, the same on
    /// every access.
    ///
    /// Assigning replaces the manager; the next read starts it if the collection view exists. The manager lives as long
    /// as this object; see <doc:Registration> for how that is arranged without associated objects.
    public var manager: CollectionViewManager {
        get {
            let manager = ManagerTable.shared.manager(for: self) { CollectionViewManager() }
            if !manager.isConfigured, managedCollectionView != nil {
                manager.startManaging(withDelegate: self)
            }
            return manager
        }
        set {
            ManagerTable.shared.setManager(newValue, for: self)
        }
    }
}

extension CollectionViewSelectorResponding where Self: CollectionViewManageable {
    /// Whether the owner lists `selector` in ``CollectionViewManageable/implementedDelegateMethods``.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        implementedDelegateMethods.contains(selector)
    }
}
