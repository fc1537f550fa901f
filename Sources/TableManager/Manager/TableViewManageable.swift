import Foundation

/// An object that owns a table view and lets a ``TableViewManager`` run it — typically a view controller.
///
/// Conforming gives the object a ``manager`` property for free: created on first access, started as soon as the
/// object has a table view, the same on every access.
///
/// Declare the table view as you would a `UITableView` outlet: `var tableView: VirtualTableView!`,
/// `let tableView = VirtualTableView()`, an optional of it, `(any TableView)?`, or, for a view under another name,
/// ``optionalTableView`` instead. A `@MainActor` owner conforms through an isolated conformance.
///
/// ```swift
/// @MainActor
/// final class SettingsController: TableViewManageable {
///     var tableView: VirtualTableView!
///
///     func viewDidLoad() {
///         tableView = VirtualTableView()
///         manager.register(SettingCell.self)
///         manager.memoryStorage.setItems(settings)
///     }
/// }
/// ```
public protocol TableViewManageable: AnyObject {
    /// The type of ``tableView``: `VirtualTableView`, an optional of a table view type (implicitly unwrapped or not),
    /// or `(any TableView)?`, the default when the object declares only ``optionalTableView``.
    associatedtype TableViewProperty: TableViewReference = (any TableView)?

    /// The type of ``optionalTableView``; `(any TableView)?` unless the object declares the property.
    associatedtype OptionalTableViewProperty: TableViewReference = (any TableView)?

    /// The table view to manage, or `nil` until it exists. Declare it or ``optionalTableView``.
    var tableView: TableViewProperty { get }

    /// The table view to manage, for an object whose table view has another name: read when ``tableView`` holds none.
    /// Default: `nil`.
    var optionalTableView: OptionalTableViewProperty { get }

    /// The data-source and delegate methods the object implements itself, which the manager calls when no event of its
    /// own answers (and after the event, for methods that return nothing): for example
    /// `let implementedDelegateMethods: Set<TableViewSelector> = [.didSelectRow]`. Default: none.
    var implementedDelegateMethods: Set<TableViewSelector> { get }
}

/// A value that holds a table view, or none: the type of an owner's ``TableViewManageable/tableView``.
///
/// `VirtualTableView` and every `Optional` conform, so that `var tableView: VirtualTableView!`,
/// `let tableView = VirtualTableView()` and `var tableView: (any TableView)?` all declare an owner's table view. An
/// optional whose value is not a `TableView` holds none.
public protocol TableViewReference {}

extension Optional: TableViewReference {}

extension VirtualTableView: TableViewReference {}

extension TableViewReference {
    /// The table view held: the value itself, or the wrapped value of an optional, when it is a `TableView`.
    var referencedTableView: (any TableView)? { self as? any TableView }
}

extension TableViewManageable where TableViewProperty == (any TableView)? {
    /// `nil`: the object declares ``optionalTableView`` instead.
    public var tableView: (any TableView)? { nil }
}

extension TableViewManageable where OptionalTableViewProperty == (any TableView)? {
    /// `nil`: the object declares ``tableView`` instead.
    public var optionalTableView: (any TableView)? { nil }
}

extension TableViewManageable {
    /// No methods.
    public var implementedDelegateMethods: Set<TableViewSelector> { [] }

    /// The table view the manager manages: ``optionalTableView``, else ``tableView``, else the value of a stored
    /// property named `tableView` (an implicitly unwrapped property cannot witness the requirement, so it is read by
    /// reflection).
    ///
    /// - Complexity: O(1) when a requirement holds the view; otherwise O(p), p the owner's stored properties.
    var managedTableView: (any TableView)? {
        if let view = optionalTableView.referencedTableView ?? tableView.referencedTableView { return view }
        guard TableViewProperty.self == (any TableView)?.self else { return nil }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "tableView" }) {
                return child.value as? any TableView
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The object's manager: created on first access, started once the object has a table view, the same on every
    /// access. Assigning replaces it; the next read starts it if the table view exists.
    public var manager: TableViewManager {
        get {
            let manager = ManagerTable.shared.manager(for: self) { TableViewManager() }
            if !manager.isConfigured, managedTableView != nil { manager.startManaging(withDelegate: self) }
            return manager
        }
        set {
            ManagerTable.shared.setManager(newValue, for: self)
        }
    }
}

extension TableViewSelectorResponding where Self: TableViewManageable {
    /// Whether the owner lists `selector` in ``TableViewManageable/implementedDelegateMethods``.
    public func responds(to selector: TableViewSelector) -> Bool {
        implementedDelegateMethods.contains(selector)
    }
}
