/// A stand-in for an interface-builder nib: a named resource that yields instances of one view class, or nothing.
///
/// Bundles and nib files do not exist off Apple platforms, so a nib is described by the class of its single top-level
/// view, and the reuse identifier that view was given in the nib, if any. An empty nib models a xib with no views.
///
/// ```swift
/// let nib = Nib(name: "PostCell", viewClass: PostCell.self)
/// collectionView.register(nib, forCellWithReuseIdentifier: "PostCell")
/// ```
public struct Nib: Sendable {
    /// The nib's name, which a mapping's `xibName` refers to.
    public let name: String

    /// The class of the nib's top-level view, or `nil` for an empty nib.
    public let viewClass: CollectionReusableView.Type?

    /// The reuse identifier set on the view inside the nib, if any.
    public let reuseIdentifier: String?

    /// Creates a nib whose single top-level view is an instance of `viewClass`.
    ///
    /// - Parameters:
    ///   - name: The nib's name.
    ///   - viewClass: The class of the top-level view, or `nil` for a nib without views.
    ///   - reuseIdentifier: The reuse identifier the view carries in the nib, if one was set there.
    public init(name: String, viewClass: CollectionReusableView.Type?, reuseIdentifier: String? = nil) {
        self.name = name
        self.viewClass = viewClass
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a nib that contains no views.
    public static func empty(named name: String) -> Nib {
        Nib(name: name, viewClass: nil)
    }

    /// Whether the nib contains no views.
    public var isEmpty: Bool { viewClass == nil }

    /// Instantiates the nib's top-level objects: one view of ``viewClass`` with a zero frame, or none.
    public func instantiate() -> [CollectionReusableView] {
        guard let viewClass else { return [] }
        let view = viewClass.init(frame: .zero)
        view.assignedReuseIdentifier = reuseIdentifier
        return [view]
    }
}

/// A set of nibs by name, standing in for the resources of an app bundle.
///
/// Registration looks a mapping's `xibName` up here; a name that is not in the catalog means "no nib", and the view
/// class is registered instead, as DTCollectionViewManager does when a bundle has no such nib.
public struct NibCatalog: Sendable {
    private var nibsByName: [String: Nib]

    /// Creates a catalog holding the given nibs. A later nib replaces an earlier one with the same name.
    public init(_ nibs: [Nib] = []) {
        nibsByName = [:]
        for nib in nibs { nibsByName[nib.name] = nib }
    }

    /// Adds a nib, replacing any nib with the same name.
    public mutating func register(_ nib: Nib) {
        nibsByName[nib.name] = nib
    }

    /// Removes the nib with the given name, if present.
    public mutating func removeNib(named name: String) {
        nibsByName[name] = nil
    }

    /// The nib with the given name, or `nil` when the catalog has none.
    public func nib(named name: String) -> Nib? {
        nibsByName[name]
    }

    /// Whether a nib with the given name exists.
    public func nibExists(withNibName name: String) -> Bool {
        nibsByName[name] != nil
    }

    /// The names of all nibs in the catalog, sorted.
    public var names: [String] { nibsByName.keys.sorted() }
}
