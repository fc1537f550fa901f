/// A stand-in for an interface-builder nib: a named resource that yields instances of one view class, or nothing.
///
/// Bundles and nib files do not exist off Apple platforms, so a nib is described by the class of its single top-level
/// view, what the xib sets on that view, and the reuse identifier the view was given in the nib, if any. An empty nib
/// models a xib with no views.
///
/// What a xib wires up — outlets, subviews, properties set in the inspector — is a closure that the nib runs on each
/// view it instantiates; then the view's `awakeFromNib()` runs, as UIKit calls it after loading a nib. So a cell
/// written for a xib, with implicitly unwrapped outlets set up in `awakeFromNib()`, keeps its class as it is:
///
/// ```swift
/// final class PostCell: CollectionViewCell, ModelTransfer {
///     var titleLabel: Label!                          // an @IBOutlet in the xib version
///     override func awakeFromNib() {
///         super.awakeFromNib()
///         titleLabel.text = ""
///     }
///     func update(with model: Post) { titleLabel.text = model.title }
/// }
///
/// let nib = Nib(name: "PostCell") { (cell: PostCell) in cell.titleLabel = Label() }
/// collectionView.register(nib, forCellWithReuseIdentifier: "PostCell")   // or manager.nibCatalog.register(nib)
/// ```
public struct Nib: Sendable {
    /// The nib's name, which a mapping's `xibName` refers to.
    public let name: String

    /// The class of the nib's top-level view, or `nil` for an empty nib.
    public let viewClass: CollectionReusableView.Type?

    /// The reuse identifier set on the view inside the nib, if any.
    public let reuseIdentifier: String?

    /// What the nib sets on each view it instantiates, before `awakeFromNib()`.
    private let configuration: (@Sendable (CollectionReusableView) -> Void)?

    /// Creates a nib whose single top-level view is an instance of `viewClass`, with nothing set on it.
    ///
    /// - Parameters:
    ///   - name: The nib's name.
    ///   - viewClass: The class of the top-level view, or `nil` for a nib without views.
    ///   - reuseIdentifier: The reuse identifier the view carries in the nib, if one was set there.
    public init(name: String, viewClass: CollectionReusableView.Type?, reuseIdentifier: String? = nil) {
        self.name = name
        self.viewClass = viewClass
        self.reuseIdentifier = reuseIdentifier
        configuration = nil
    }

    /// Creates a nib whose single top-level view is a `View` that `configure` sets up, as a xib connects outlets and
    /// sets properties.
    ///
    /// Each instantiation creates a new view with `init(frame: .zero)`, gives it the nib's reuse identifier, runs
    /// `configure` on it, then calls its `awakeFromNib()`. The closure describes the view on its own, as a xib does, so
    /// it is `@Sendable` and captures no view or controller.
    ///
    /// - Parameters:
    ///   - name: The nib's name.
    ///   - reuseIdentifier: The reuse identifier the view carries in the nib, if one was set there.
    ///   - configure: Sets up a newly created view: creates and assigns its outlets, sets its properties.
    public init<View: CollectionReusableView>(
        name: String,
        reuseIdentifier: String? = nil,
        configure: @escaping @Sendable (View) -> Void
    ) {
        self.name = name
        viewClass = View.self
        self.reuseIdentifier = reuseIdentifier
        configuration = { view in
            // `view` is always a `View`: the nib creates it from `View.self`.
            if let view = view as? View { configure(view) }
        }
    }

    /// Creates a nib that contains no views.
    public static func empty(named name: String) -> Nib {
        Nib(name: name, viewClass: nil)
    }

    /// Whether the nib contains no views.
    public var isEmpty: Bool { viewClass == nil }

    /// Instantiates the nib's top-level objects: one new view of ``viewClass`` with a zero frame, or none.
    ///
    /// The view is given the nib's ``reuseIdentifier``, set up by the nib's configuration if it has one, and then
    /// receives `awakeFromNib()`.
    public func instantiate() -> [CollectionReusableView] {
        guard let viewClass else { return [] }
        let view = viewClass.init(frame: .zero)
        view.assignedReuseIdentifier = reuseIdentifier
        configuration?(view)
        view.awakeFromNib()
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
