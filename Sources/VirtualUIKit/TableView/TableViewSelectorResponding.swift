/// An object that tells a table view which optional methods it implements.
///
/// UIKit asks `respondsToSelector:` when a data source or delegate is assigned, caches the answers, and never calls an
/// optional method whose answer was `false`. Without an Objective-C runtime, conformers answer explicitly; there is
/// deliberately no default, so every conformer states what it implements.
///
/// A ``VirtualTableView`` asks once per optional selector of a role when an object is assigned to that role
/// (`dataSource`, `delegate`, `prefetchDataSource`). To make it ask again after your answers change, assign `nil` and
/// then the object, exactly as on iOS:
///
/// ```swift
/// final class Delegate: TableViewDelegate {
///     func responds(to selector: TableViewSelector) -> Bool {
///         selector == .didSelectRow
///     }
///     func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) { ... }
/// }
/// ```
public protocol TableViewSelectorResponding: AnyObject {
    /// Whether the object implements the method named by `selector`.
    ///
    /// Return `true` only for methods you implement: an optional method answered `false` is never called, and the
    /// table view uses UIKit's default behaviour instead.
    func responds(to selector: TableViewSelector) -> Bool
}
