import Foundation

extension CollectionViewManager {
    // MARK: Cells

    /// Registers a `ModelTransfer` cell for its `ModelType`.
    ///
    /// The `mapping` closure runs before registration, so changes it makes to the mapping (nib name, reuse identifier,
    /// condition, events) take effect. `handler` runs on every dequeued cell before `update(with:)`.
    ///
    /// ```swift
    /// manager.register(PostCell.self)
    /// manager.register(PostCell.self) { $0.condition = .section(0) }
    /// ```
    public func register<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        mapping: ((CollectionViewCellModelMapping<Cell, Cell.ModelType>) -> Void)? = nil,
        handler: @escaping (Cell, Cell.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("register(_:mapping:handler:)") else { return }
        viewFactory.add(
            CollectionViewCellModelMapping<Cell, Cell.ModelType>(
                nibCatalog: nibCatalog, cellConfiguration: handler, mapping: mapping))
    }

    /// Registers a cell for an explicit model type; `handler` configures each dequeued cell.
    ///
    /// ```swift
    /// manager.register(TextCell.self, for: String.self) { cell, text, _ in cell.label = text }
    /// ```
    public func register<Cell: CollectionViewCell, Model>(
        _ cellClass: Cell.Type,
        for modelType: Model.Type,
        mapping: ((CollectionViewCellModelMapping<Cell, Model>) -> Void)? = nil,
        handler: @escaping (Cell, Model, IndexPath) -> Void
    ) {
        guard viewFactory.threadCheck.allowsCall("register(_:for:mapping:handler:)") else { return }
        viewFactory.add(
            CollectionViewCellModelMapping<Cell, Model>(
                nibCatalog: nibCatalog, cellConfiguration: handler, mapping: mapping))
    }

    // MARK: Supplementary views

    /// Registers a `ModelTransfer` view for section headers (`CollectionElementKind.sectionHeader`).
    public func registerHeader<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        mapping: ((CollectionSupplementaryViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerHeader(_:mapping:handler:)") else { return }
        registerSupplementary(
            View.self, ofKind: CollectionElementKind.sectionHeader, mapping: mapping, handler: handler)
    }

    /// Registers a view for section headers with an explicit model type.
    public func registerHeader<View: CollectionReusableView, Model>(
        _ headerClass: View.Type,
        for modelType: Model.Type,
        mapping: ((CollectionSupplementaryViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerHeader(_:for:mapping:handler:)") else { return }
        registerSupplementary(
            View.self, for: Model.self, ofKind: CollectionElementKind.sectionHeader, mapping: mapping, handler: handler)
    }

    /// Registers a `ModelTransfer` view for section footers (`CollectionElementKind.sectionFooter`).
    public func registerFooter<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        mapping: ((CollectionSupplementaryViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerFooter(_:mapping:handler:)") else { return }
        registerSupplementary(
            View.self, ofKind: CollectionElementKind.sectionFooter, mapping: mapping, handler: handler)
    }

    /// Registers a view for section footers with an explicit model type.
    public func registerFooter<View: CollectionReusableView, Model>(
        _ footerClass: View.Type,
        for modelType: Model.Type,
        mapping: ((CollectionSupplementaryViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerFooter(_:for:mapping:handler:)") else { return }
        registerSupplementary(
            View.self, for: Model.self, ofKind: CollectionElementKind.sectionFooter, mapping: mapping, handler: handler)
    }

    /// Registers a `ModelTransfer` view for supplementary elements of `kind`.
    public func registerSupplementary<View: CollectionReusableView & ModelTransfer>(
        _ supplementaryClass: View.Type,
        ofKind kind: String,
        mapping: ((CollectionSupplementaryViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerSupplementary(_:ofKind:mapping:handler:)") else { return }
        viewFactory.add(
            CollectionSupplementaryViewModelMapping<View, View.ModelType>(
                kind: kind, nibCatalog: nibCatalog, supplementaryConfiguration: handler, mapping: mapping))
    }

    /// Registers a view for supplementary elements of `kind` with an explicit model type.
    public func registerSupplementary<View: CollectionReusableView, Model>(
        _ supplementaryClass: View.Type,
        for modelType: Model.Type,
        ofKind kind: String,
        mapping: ((CollectionSupplementaryViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void = { _, _, _ in }
    ) {
        guard viewFactory.threadCheck.allowsCall("registerSupplementary(_:for:ofKind:mapping:handler:)") else { return }
        viewFactory.add(
            CollectionSupplementaryViewModelMapping<View, Model>(
                kind: kind, nibCatalog: nibCatalog, supplementaryConfiguration: handler, mapping: mapping))
    }

    // MARK: Unregistering

    /// Removes every cell mapping of `cellClass` or a subclass of it, with their events, and unregisters their reuse
    /// identifiers from the collection view.
    public func unregister<Cell: CollectionViewCell & ModelTransfer>(_ cellClass: Cell.Type) {
        guard viewFactory.threadCheck.allowsCall("unregister(_:)") else { return }
        viewFactory.removeMappings { $0.viewType == .cell && $0.viewClass is Cell.Type }
    }

    /// Removes every header mapping of `headerClass` or a subclass of it.
    public func unregisterHeader<View: CollectionReusableView & ModelTransfer>(_ headerClass: View.Type) {
        guard viewFactory.threadCheck.allowsCall("unregisterHeader(_:)") else { return }
        unregisterSupplementary(View.self, ofKind: CollectionElementKind.sectionHeader)
    }

    /// Removes every footer mapping of `footerClass` or a subclass of it.
    public func unregisterFooter<View: CollectionReusableView & ModelTransfer>(_ footerClass: View.Type) {
        guard viewFactory.threadCheck.allowsCall("unregisterFooter(_:)") else { return }
        unregisterSupplementary(View.self, ofKind: CollectionElementKind.sectionFooter)
    }

    /// Removes every supplementary mapping of `kind` for `supplementaryClass` or a subclass of it.
    public func unregisterSupplementary<View: CollectionReusableView & ModelTransfer>(
        _ supplementaryClass: View.Type,
        ofKind kind: String
    ) {
        guard viewFactory.threadCheck.allowsCall("unregisterSupplementary(_:ofKind:)") else { return }
        let viewType = ViewType.supplementaryView(kind: kind)
        viewFactory.removeMappings { $0.viewType == viewType && $0.viewClass is View.Type }
    }

    /// Every registered mapping, in registration order.
    public var mappings: [any ViewModelMappingProtocol] { viewFactory.mappings }
}
