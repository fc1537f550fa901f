import Foundation

/// The mapping of a section header or footer view class to a model type: created by `registerHeader` or
/// `registerFooter`, customised in its `mapping` closure.
///
/// A `TableViewHeaderFooterView` subclass is registered with the table and recycled. Any other view class is not
/// registered: each time the table asks, a new view is loaded from the nib named ``xibName``, and without that nib the
/// section shows no view.
///
/// ```swift
/// manager.registerHeader(SectionTitleView.self) { mapping in
///     mapping.heightForHeader { title, section in 32 }
/// }
/// ```
///
/// Mappings are reference types used from one isolation domain; they are not `Sendable`.
public final class TableViewHeaderFooterViewModelMapping<View: CollectionReusableView, Model>: RegisteredMapping,
    ModelTypeNaming
{
    /// `.supplementaryView(kind:)` with the header or footer kind (`DTTableViewElementSectionHeader`,
    /// `DTTableViewElementSectionFooter`).
    public let viewType: ViewType

    /// The view class.
    public var viewClass: CollectionReusableView.Type { View.self }

    /// Which models of the type the mapping serves. Default: `.none` (all of them).
    public var condition: MappingCondition = .none {
        didSet { reactionsDidChange?([]) }
    }

    /// The identifier a `TableViewHeaderFooterView` subclass is registered under and dequeued with, read again at
    /// every dequeue. Default: the view class's name.
    public var reuseIdentifier = String(describing: View.self)

    /// The nib the view is loaded from, when the catalog has it. Default: the view class's name. `nil` registers the
    /// class of a `TableViewHeaderFooterView` subclass, and leaves any other view class without a view.
    public var xibName: String? = String(describing: View.self)

    /// Where ``xibName`` is looked up: the manager's `nibCatalog` when the mapping was created.
    public var nibCatalog: NibCatalog

    /// Whether a value is a `Model`.
    public let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Model }

    /// Whether a type is `Model`, a subtype of it, or a type conforming to it.
    public let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Model.Type }

    /// Whether a view is a `View`.
    package let viewTypeCheckingBlock: (CollectionReusableView) -> Bool = { $0 is View }

    /// Always `false`: the manager registers what the table recycles.
    package var isRegisteredExternally: Bool { false }

    /// The mapping's event closures, in registration order; for each method the first one wins.
    public var reactions: [EventReaction] = [] {
        didSet { reactionsDidChange?(oldValue) }
    }

    /// Tells the registry that ``reactions`` or ``condition`` changed, with the reactions replaced.
    package var reactionsDidChange: (([EventReaction]) -> Void)?

    /// What `registerHeader` or `registerFooter` was given: runs with the section on each view it configures.
    let handler: (View, Model, Int) -> Void

    /// The view's `update(with:)` for a `ModelTransfer` view, nothing for a view registered with an explicit model.
    let updateBlock: (View, Model) -> Void

    /// A mapping of `View` to the explicit model type `Model` for headers or footers of `kind`, configured by
    /// `headerFooterConfiguration` with the section; `mapping` runs last.
    public init(
        kind: String,
        nibCatalog: NibCatalog = NibCatalog(),
        headerFooterConfiguration: @escaping (View, Model, Int) -> Void,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)?
    ) {
        viewType = .supplementaryView(kind: kind)
        self.nibCatalog = nibCatalog
        (handler, updateBlock) = (headerFooterConfiguration, { _, _ in })
        mapping?(self)
    }

    /// A mapping of a `ModelTransfer` view to its model type for headers or footers of `kind`:
    /// `headerFooterConfiguration`, then the view's `update(with:)`, configure each view; `mapping` runs last.
    public init(
        kind: String,
        nibCatalog: NibCatalog = NibCatalog(),
        headerFooterConfiguration: @escaping (View, Model, Int) -> Void,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)?
    ) where View: ModelTransfer, View.ModelType == Model {
        viewType = .supplementaryView(kind: kind)
        self.nibCatalog = nibCatalog
        (handler, updateBlock) = (headerFooterConfiguration, { view, model in view.update(with: model) })
        mapping?(self)
    }

    /// A condition that reads the model as a `Model`: `false` for a model of another type.
    public func modelCondition(_ condition: @escaping (IndexPath, Model) -> Bool) -> MappingCondition {
        .custom { indexPath, model in (model as? Model).map { condition(indexPath, $0) } ?? false }
    }

    /// A view configured for `model` in the section of `indexPath`: the handler (with the section), then
    /// `update(with:)`.
    ///
    /// A `TableViewHeaderFooterView` subclass is dequeued from the table with ``reuseIdentifier``; when the table has
    /// nothing under it, or for any other view class, a new view is loaded from the nib named ``xibName``. `nil` when
    /// `kind` is not the mapping's, `model` is not a `Model`, or no `View` could be made.
    public func dequeueConfiguredReusableSupplementaryView(
        for tableView: any TableView,
        kind: String,
        model: Any,
        indexPath: IndexPath
    ) -> CollectionReusableView? {
        guard viewType == .supplementaryView(kind: kind), let model = model as? Model,
            let view = dequeuedView(from: tableView) ?? viewFromNib()
        else { return nil }
        handler(view, model, indexPath.sectionIndex)
        updateBlock(view, model)
        return view
    }

    private func dequeuedView(from tableView: any TableView) -> View? {
        guard View.self is TableViewHeaderFooterView.Type else { return nil }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier) as? View
    }

    /// The first view of the nib named ``xibName`` that is a `View`.
    private func viewFromNib() -> View? {
        guard let xibName, let nib = nibCatalog.nib(named: xibName) else { return nil }
        return nib.instantiate().lazy.compactMap { $0 as? View }.first
    }

    /// The model type's name, as Swift prints it.
    package var modelTypeName: String { String(describing: Model.self) }

    /// Whether `Model` is a subtype of `value`'s type.
    package func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool { Model.self is Value.Type }
}

@available(*, unavailable)
extension TableViewHeaderFooterViewModelMapping: Sendable {}

/// A table header or footer mapping, whatever its view and model types, as the delegate dequeues through it.
protocol TableHeaderFooterMapping: RegisteredMapping {
    func dequeueConfiguredReusableSupplementaryView(
        for tableView: any TableView,
        kind: String,
        model: Any,
        indexPath: IndexPath
    ) -> CollectionReusableView?
}

extension TableViewHeaderFooterViewModelMapping: TableHeaderFooterMapping {}
