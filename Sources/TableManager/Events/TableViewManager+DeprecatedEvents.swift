import Foundation

// DTTableViewManager's deprecated configuration events: configure views in the registration's handler instead.

extension TableViewManager {
    /// Runs after a cell of `cellClass` is configured. Deprecated in DTTableViewManager: configure the cell in
    /// `register`'s handler.
    @available(*, deprecated, message: "Configure the view in the handler of its register call.")
    @inlinable
    public func configure<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    ) { cellEvent(.configureCell, closure, "configure(_:_:)") }

    /// Runs after a header view of `headerClass` is configured. Deprecated in DTTableViewManager: configure the view in
    /// `registerHeader`'s handler.
    @available(*, deprecated, message: "Configure the view in the handler of its register call.")
    @inlinable
    public func configureHeader<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    ) { sectionViewEvent(.configureHeader, header: true, closure, "configureHeader(_:_:)") }

    /// Runs after a footer view of `footerClass` is configured. Deprecated in DTTableViewManager: configure the view in
    /// `registerFooter`'s handler.
    @available(*, deprecated, message: "Configure the view in the handler of its register call.")
    @inlinable
    public func configureFooter<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    ) { sectionViewEvent(.configureFooter, header: false, closure, "configureFooter(_:_:)") }

    /// The deprecated `configureEvents` helper: calls `closure` at once with the view class and its model type, to
    /// group event registrations.
    @available(*, deprecated, message: "Register events on the mapping, in the register call's mapping closure.")
    public func configureEvents<View: ModelTransfer>(
        for viewClass: View.Type,
        _ closure: (View.Type, View.ModelType.Type) -> Void
    ) {
        closure(View.self, View.ModelType.self)
    }
}
