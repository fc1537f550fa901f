import Foundation

/// The mapping of a table cell class to a model type: created by `register`, customised in its `mapping` closure.
///
/// ```swift
/// manager.register(PostCell.self) { mapping in
///     mapping.condition = .section(1)               // only in section 1
///     mapping.reuseIdentifier = "Post"              // registered and dequeued under "Post"
///     mapping.didSelect { cell, post, indexPath in ... }
/// }
/// ```
///
/// Mappings are reference types used from one isolation domain; they are not `Sendable`.
public final class TableViewCellModelMapping<Cell: TableViewCell, Model>: RegisteredMapping, ModelTypeNaming {
    /// Always `.cell`.
    public var viewType: ViewType { .cell }

    /// The cell class.
    public var viewClass: CollectionReusableView.Type { Cell.self }

    /// Which models of the type the mapping serves. Default: `.none` (all of them).
    public var condition: MappingCondition = .none {
        didSet { reactionsDidChange?([]) }
    }

    /// The identifier the cell is registered under and dequeued with, read again at every dequeue. Default: the cell
    /// class's name.
    public var reuseIdentifier = String(describing: Cell.self)

    /// The nib the cell is loaded from, when the catalog has it; otherwise the class is registered. Default: the cell
    /// class's name. `nil` always registers the class.
    public var xibName: String? = String(describing: Cell.self)

    /// Where ``xibName`` is looked up: the manager's `nibCatalog` when the mapping was created.
    public var nibCatalog: NibCatalog

    /// Whether a value is a `Model`.
    public let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Model }

    /// Whether a type is `Model`, a subtype of it, or a type conforming to it.
    public let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Model.Type }

    /// Whether a view is a `Cell`.
    package let viewTypeCheckingBlock: (CollectionReusableView) -> Bool = { $0 is Cell }

    /// Always `false`: a table registers every cell it dequeues through the manager.
    package var isRegisteredExternally: Bool { false }

    /// The mapping's event closures, in registration order; for each method the first one wins. Appending after
    /// registration is noticed by the manager.
    public var reactions: [EventReaction] = [] {
        didSet { reactionsDidChange?(oldValue) }
    }

    /// Tells the registry that ``reactions`` or ``condition`` changed, with the reactions replaced.
    package var reactionsDidChange: (([EventReaction]) -> Void)?

    /// What `register` was given: runs on each cell it configures, before ``updateBlock``.
    let handler: (Cell, Model, IndexPath) -> Void

    /// The cell's `update(with:)` for a `ModelTransfer` cell, nothing for a cell registered with an explicit model.
    let updateBlock: (Cell, Model) -> Void

    /// A mapping of `Cell` to the explicit model type `Model`, configured by `cellConfiguration`; `mapping` runs last.
    public init(
        nibCatalog: NibCatalog = NibCatalog(),
        cellConfiguration: @escaping (Cell, Model, IndexPath) -> Void,
        mapping: ((TableViewCellModelMapping<Cell, Model>) -> Void)?
    ) {
        self.nibCatalog = nibCatalog
        (handler, updateBlock) = (cellConfiguration, { _, _ in })
        mapping?(self)
    }

    /// A mapping of a `ModelTransfer` cell to its model type: `cellConfiguration`, then the cell's `update(with:)`,
    /// configure each cell; `mapping` runs last.
    public init(
        nibCatalog: NibCatalog = NibCatalog(),
        cellConfiguration: @escaping (Cell, Model, IndexPath) -> Void,
        mapping: ((TableViewCellModelMapping<Cell, Model>) -> Void)?
    ) where Cell: ModelTransfer, Cell.ModelType == Model {
        self.nibCatalog = nibCatalog
        (handler, updateBlock) = (cellConfiguration, { cell, model in cell.update(with: model) })
        mapping?(self)
    }

    /// A condition that reads the model as a `Model`: `false` for a model of another type.
    public func modelCondition(_ condition: @escaping (IndexPath, Model) -> Bool) -> MappingCondition {
        .custom { indexPath, model in (model as? Model).map { condition(indexPath, $0) } ?? false }
    }

    /// Dequeues a cell with ``reuseIdentifier`` and configures it for `model`: the handler, then `update(with:)`.
    ///
    /// `nil` when `model` is not a `Model` or the dequeued cell is not a `Cell`.
    public func dequeueConfiguredReusableCell(
        for tableView: any TableView,
        model: Any,
        indexPath: IndexPath
    ) -> TableViewCell? {
        guard let model = model as? Model,
            let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as? Cell
        else { return nil }
        configure(cell, with: model, at: indexPath)
        return cell
    }

    /// Configures a displayed cell again for `model`, in place: the handler, then `update(with:)`. Does nothing for a
    /// cell that is not a `Cell` or a model that is not a `Model` (DTTableViewManager ignores the model silently too).
    public func updateCell(cell: TableViewCell, at indexPath: IndexPath, with model: Any) {
        guard let cell = cell as? Cell, let model = model as? Model else { return }
        configure(cell, with: model, at: indexPath)
    }

    private func configure(_ cell: Cell, with model: Model, at indexPath: IndexPath) {
        handler(cell, model, indexPath)
        updateBlock(cell, model)
    }

    /// The model type's name, as Swift prints it.
    package var modelTypeName: String { String(describing: Model.self) }

    /// Whether `Model` is a subtype of `value`'s type.
    package func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool { Model.self is Value.Type }
}

@available(*, unavailable)
extension TableViewCellModelMapping: Sendable {}

/// A table cell mapping, whatever its cell and model types, as the data source dequeues through it.
protocol TableCellMapping: RegisteredMapping {
    func dequeueConfiguredReusableCell(for tableView: any TableView, model: Any, indexPath: IndexPath) -> TableViewCell?
    func updateCell(cell: TableViewCell, at indexPath: IndexPath, with model: Any)
}

extension TableViewCellModelMapping: TableCellMapping {}
