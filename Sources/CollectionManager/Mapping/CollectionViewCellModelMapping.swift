import Foundation

/// The mapping of a cell class to a model type, created by `register` and customised in its `mapping` closure.
///
/// ```swift
/// manager.register(PostCell.self) { mapping in
///     mapping.xibName = nil                        // build the cell in code even if a "PostCell" nib exists
///     mapping.condition = .section(1)               // only in section 1
///     mapping.didSelect { cell, post, indexPath in ... }
/// }
/// ```
///
/// Mappings are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewCellModelMapping<Cell: CollectionViewCell, Model>: CellViewModelMappingProtocol,
    RegisteredMapping
{
    /// Always `.cell`.
    public let viewType = ViewType.cell

    /// The cell class.
    public var viewClass: CollectionReusableView.Type { Cell.self }

    /// The cell class.
    public var cellClass: CollectionViewCell.Type { Cell.self }

    /// Narrows the models the mapping serves. Default: `.none`.
    public var condition: MappingCondition = .none {
        didSet { reactionsDidChange?([]) }
    }

    /// The identifier the cell is registered and dequeued with. Default: the cell class's name.
    public var reuseIdentifier: String

    /// The nib the cell comes from. Default: the cell class's name; when the catalog has no such nib, the class is
    /// registered. Set it to `nil` to always build the cell in code.
    public var xibName: String?

    /// The nibs ``xibName`` is looked up in. Default: the manager's `nibCatalog`.
    public var nibCatalog: NibCatalog

    /// Whether the cell is registered with the collection view by someone else (a storyboard prototype on iOS): the
    /// manager then neither registers nor verifies it, and dequeues it by ``reuseIdentifier``. Default: `false`.
    public var cellRegisteredByStoryboard = false

    /// Whether the cell is registered externally; the same as ``cellRegisteredByStoryboard``.
    package var isRegisteredExternally: Bool { cellRegisteredByStoryboard }

    /// Returns whether a value is a `Model`.
    public let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Model }

    /// Returns whether a type is `Model`, a subtype of it, or conforms to it.
    public let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Model.Type }

    /// Returns whether a view is a `Cell`.
    package let viewTypeCheckingBlock: (CollectionReusableView) -> Bool = { $0 is Cell }

    /// The event closures registered on this mapping, in registration order; for each method the first one wins.
    ///
    /// Appending after registration is supported: the manager notices and re-announces its delegate objects.
    public var reactions: [EventReaction] = [] {
        didSet { reactionsDidChange?(oldValue) }
    }

    /// Called when ``reactions`` or ``condition`` change, so the registry can drop what it cached; receives the
    /// reactions replaced (empty for a condition change).
    package var reactionsDidChange: (([EventReaction]) -> Void)?

    /// The handler given to `register`, run on every dequeued cell before `update(with:)`.
    let handler: (Cell, Model, IndexPath) -> Void

    /// `update(with:)` for `ModelTransfer` cells; nothing for cells registered with an explicit model type.
    let updateBlock: (Cell, Model) -> Void

    /// Creates a mapping for a cell registered with an explicit model type, then runs `mapping` on it.
    public init(
        nibCatalog: NibCatalog = NibCatalog(),
        cellConfiguration: @escaping (Cell, Model, IndexPath) -> Void,
        mapping: ((CollectionViewCellModelMapping<Cell, Model>) -> Void)?
    ) {
        reuseIdentifier = String(describing: Cell.self)
        xibName = String(describing: Cell.self)
        self.nibCatalog = nibCatalog
        handler = cellConfiguration
        updateBlock = { _, _ in }
        mapping?(self)
    }

    /// Creates a mapping for a `ModelTransfer` cell, whose `update(with:)` runs after the handler, then runs `mapping`.
    public init(
        nibCatalog: NibCatalog = NibCatalog(),
        cellConfiguration: @escaping (Cell, Model, IndexPath) -> Void,
        mapping: ((CollectionViewCellModelMapping<Cell, Model>) -> Void)?
    ) where Cell: ModelTransfer, Cell.ModelType == Model {
        reuseIdentifier = String(describing: Cell.self)
        xibName = String(describing: Cell.self)
        self.nibCatalog = nibCatalog
        handler = cellConfiguration
        updateBlock = { cell, model in cell.update(with: model) }
        mapping?(self)
    }

    /// A condition that checks the model as this mapping's `Model`; `false` for models of other types.
    public func modelCondition(_ condition: @escaping (IndexPath, Model) -> Bool) -> MappingCondition {
        .custom { indexPath, model in
            guard let model = model as? Model else { return false }
            return condition(indexPath, model)
        }
    }

    /// Dequeues and configures a cell: handler, then `update(with:)`.
    ///
    /// - Complexity: O(1) beyond the collection view's dequeue.
    public func dequeueConfiguredReusableCell(
        for collectionView: any CollectionView,
        model: Any,
        indexPath: IndexPath
    ) -> CollectionViewCell? {
        guard let model = model as? Model else { return nil }
        let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else { return nil }
        handler(cell, model, indexPath)
        updateBlock(cell, model)
        return cell
    }

    /// Reconfigures a visible cell in place: handler, then `update(with:)`.
    public func updateCell(cell: CollectionViewCell, at indexPath: IndexPath, with model: Any) {
        guard let cell = cell as? Cell, let model = model as? Model else { return }
        handler(cell, model, indexPath)
        updateBlock(cell, model)
    }
}

@available(*, unavailable)
extension CollectionViewCellModelMapping: Sendable {}
