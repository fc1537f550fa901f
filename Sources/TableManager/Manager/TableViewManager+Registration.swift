import Foundation

extension TableViewManager {
    // MARK: Cells

    /// Registers a `ModelTransfer` cell for its `ModelType`.
    ///
    /// The `mapping` closure runs before the cell is registered with the table, so what it changes (nib name, reuse
    /// identifier, condition, events) takes effect. `handler` runs on every dequeued cell before `update(with:)`.
    ///
    /// ```swift
    /// manager.register(SettingCell.self)
    /// manager.register(SettingCell.self) { $0.condition = .section(0) }
    /// ```
    public func register<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        mapping: ((TableViewCellModelMapping<Cell, Cell.ModelType>) -> Void)? = nil,
        handler: @escaping (Cell, Cell.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("register(_:mapping:handler:)") else { return }
        viewFactory.add(TableViewCellModelMapping(nibCatalog: nibCatalog, cellConfiguration: handler, mapping: mapping))
    }

    /// Registers a cell for an explicit model type; `handler` configures each dequeued cell.
    ///
    /// ```swift
    /// manager.register(TableViewCell.self, for: String.self) { cell, text, _ in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = text
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    public func register<Cell: TableViewCell, Model>(
        _ cellClass: Cell.Type,
        for modelType: Model.Type,
        mapping: ((TableViewCellModelMapping<Cell, Model>) -> Void)? = nil,
        handler: @escaping (Cell, Model, IndexPath) -> Void
    ) {
        guard viewFactory.threadCheck.allowsCall("register(_:for:mapping:handler:)") else { return }
        viewFactory.add(
            TableViewCellModelMapping<Cell, Model>(nibCatalog: nibCatalog, cellConfiguration: handler, mapping: mapping)
        )
    }

    // MARK: Headers and footers

    /// Registers a `ModelTransfer` view for section headers, and shows headers as views from now on
    /// (`configuration.sectionHeaderStyle = .view`). `handler` receives the section.
    public func registerHeader<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, Int) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerHeader(_:mapping:handler:)") else { return }
        configuration.sectionHeaderStyle = .view
        viewFactory.add(
            TableViewHeaderFooterViewModelMapping(
                kind: DTTableViewElementSectionHeader, nibCatalog: nibCatalog, headerFooterConfiguration: handler,
                mapping: mapping))
    }

    /// Registers a view for section headers with an explicit model type, and shows headers as views from now on.
    public func registerHeader<View: CollectionReusableView, Model>(
        _ headerClass: View.Type,
        for modelType: Model.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, Int) -> Void
    ) {
        guard viewFactory.threadCheck.allowsCall("registerHeader(_:for:mapping:handler:)") else { return }
        configuration.sectionHeaderStyle = .view
        viewFactory.add(
            TableViewHeaderFooterViewModelMapping<View, Model>(
                kind: DTTableViewElementSectionHeader, nibCatalog: nibCatalog, headerFooterConfiguration: handler,
                mapping: mapping))
    }

    /// Registers a `ModelTransfer` view for section footers, and shows footers as views from now on
    /// (`configuration.sectionFooterStyle = .view`). `handler` receives the section.
    public func registerFooter<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, Int) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerFooter(_:mapping:handler:)") else { return }
        configuration.sectionFooterStyle = .view
        viewFactory.add(
            TableViewHeaderFooterViewModelMapping(
                kind: DTTableViewElementSectionFooter, nibCatalog: nibCatalog, headerFooterConfiguration: handler,
                mapping: mapping))
    }

    /// Registers a view for section footers with an explicit model type, and shows footers as views from now on.
    public func registerFooter<View: CollectionReusableView, Model>(
        _ footerClass: View.Type,
        for modelType: Model.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, Int) -> Void
    ) {
        guard viewFactory.threadCheck.allowsCall("registerFooter(_:for:mapping:handler:)") else { return }
        configuration.sectionFooterStyle = .view
        viewFactory.add(
            TableViewHeaderFooterViewModelMapping<View, Model>(
                kind: DTTableViewElementSectionFooter, nibCatalog: nibCatalog, headerFooterConfiguration: handler,
                mapping: mapping))
    }

    // MARK: Unregistering

    /// Removes every cell mapping of `cellClass` or a subclass of it, with their events, and unregisters their reuse
    /// identifiers from the table view.
    public func unregister<Cell: TableViewCell & ModelTransfer>(_ cellClass: Cell.Type) {
        guard viewFactory.threadCheck.allowsCall("unregister(_:)") else { return }
        viewFactory.removeMappings { $0.viewType == .cell && $0.viewClass is Cell.Type }
    }

    /// Removes every header mapping of `headerClass` or a subclass of it. The header style stays as it is.
    public func unregisterHeader<View: CollectionReusableView & ModelTransfer>(_ headerClass: View.Type) {
        guard viewFactory.threadCheck.allowsCall("unregisterHeader(_:)") else { return }
        let viewType = ViewType.supplementaryView(kind: DTTableViewElementSectionHeader)
        viewFactory.removeMappings { $0.viewType == viewType && $0.viewClass is View.Type }
    }

    /// Removes every footer mapping of `footerClass` or a subclass of it. The footer style stays as it is.
    public func unregisterFooter<View: CollectionReusableView & ModelTransfer>(_ footerClass: View.Type) {
        guard viewFactory.threadCheck.allowsCall("unregisterFooter(_:)") else { return }
        let viewType = ViewType.supplementaryView(kind: DTTableViewElementSectionFooter)
        viewFactory.removeMappings { $0.viewType == viewType && $0.viewClass is View.Type }
    }

    /// Every registered mapping, in registration order.
    public var mappings: [any ViewModelMappingProtocol] { viewFactory.mappings }
}
