import Foundation

/// The mapping of a supplementary view class (a header, a footer, or any other kind) to a model type.
///
/// Created by `registerHeader`, `registerFooter` and `registerSupplementary`, and customised in their `mapping`
/// closure, as ``CollectionViewCellModelMapping`` is for cells.
///
/// Mappings are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionSupplementaryViewModelMapping<View: CollectionReusableView, Model>:
    SupplementaryViewModelMappingProtocol, RegisteredMapping
{
    /// `.supplementaryView(kind:)` with the kind the view was registered for.
    public let viewType: ViewType

    /// The view class.
    public var viewClass: CollectionReusableView.Type { View.self }

    /// Narrows the models the mapping serves. Default: `.none`.
    public var condition: MappingCondition = .none {
        didSet { reactionsDidChange?([]) }
    }

    /// The identifier the view is registered and dequeued with. Default: the view class's name.
    public var reuseIdentifier: String

    /// The nib the view comes from. Default: the view class's name; when the catalog has no such nib, the class is
    /// registered. Set it to `nil` to always build the view in code.
    public var xibName: String?

    /// The nibs ``xibName`` is looked up in. Default: the manager's `nibCatalog`.
    public var nibCatalog: NibCatalog

    /// Whether the view is registered with the collection view by someone else (a storyboard on iOS): the manager then
    /// neither registers nor verifies it. Default: `false`.
    public var supplementaryRegisteredByStoryboard = false

    /// Whether the view is registered externally; the same as ``supplementaryRegisteredByStoryboard``.
    package var isRegisteredExternally: Bool { supplementaryRegisteredByStoryboard }

    /// Returns whether a value is a `Model`.
    public let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Model }

    /// Returns whether a type is `Model`, a subtype of it, or conforms to it.
    public let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Model.Type }

    /// Returns whether a view is a `View`.
    package let viewTypeCheckingBlock: (CollectionReusableView) -> Bool = { $0 is View }

    /// The event closures registered on this mapping, in registration order; for each method the first one wins.
    ///
    /// Appending after registration is supported: the manager notices and re-announces its delegate objects.
    public var reactions: [EventReaction] = [] {
        didSet { reactionsDidChange?(oldValue) }
    }

    /// Called when ``reactions`` or ``condition`` change, so the registry can drop what it cached; receives the
    /// reactions replaced (empty for a condition change).
    package var reactionsDidChange: (([EventReaction]) -> Void)?

    let handler: (View, Model, IndexPath) -> Void
    let updateBlock: (View, Model) -> Void

    /// The element kind the mapping serves.
    public var kind: String { viewType.supplementaryKind() ?? "" }

    /// Creates a mapping for a view registered with an explicit model type, then runs `mapping` on it.
    public init(
        kind: String,
        nibCatalog: NibCatalog = NibCatalog(),
        supplementaryConfiguration: @escaping (View, Model, IndexPath) -> Void,
        mapping: ((CollectionSupplementaryViewModelMapping<View, Model>) -> Void)?
    ) {
        viewType = .supplementaryView(kind: kind)
        reuseIdentifier = String(describing: View.self)
        xibName = String(describing: View.self)
        self.nibCatalog = nibCatalog
        handler = supplementaryConfiguration
        updateBlock = { _, _ in }
        mapping?(self)
    }

    /// Creates a mapping for a `ModelTransfer` view, whose `update(with:)` runs after the handler, then runs `mapping`.
    public init(
        kind: String,
        nibCatalog: NibCatalog = NibCatalog(),
        supplementaryConfiguration: @escaping (View, Model, IndexPath) -> Void,
        mapping: ((CollectionSupplementaryViewModelMapping<View, Model>) -> Void)?
    ) where View: ModelTransfer, View.ModelType == Model {
        viewType = .supplementaryView(kind: kind)
        reuseIdentifier = String(describing: View.self)
        xibName = String(describing: View.self)
        self.nibCatalog = nibCatalog
        handler = supplementaryConfiguration
        updateBlock = { view, model in view.update(with: model) }
        mapping?(self)
    }

    /// A condition that checks the model as this mapping's `Model`; `false` for models of other types.
    public func modelCondition(_ condition: @escaping (IndexPath, Model) -> Bool) -> MappingCondition {
        .custom { indexPath, model in
            guard let model = model as? Model else { return false }
            return condition(indexPath, model)
        }
    }

    /// Dequeues and configures a view: handler, then `update(with:)`.
    ///
    /// - Complexity: O(1) beyond the collection view's dequeue.
    public func dequeueConfiguredReusableSupplementaryView(
        for collectionView: any CollectionView,
        kind: String,
        model: Any,
        indexPath: IndexPath
    ) -> CollectionReusableView? {
        guard kind == self.kind, let model = model as? Model else { return nil }
        let dequeued = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
        guard let view = dequeued as? View else { return nil }
        handler(view, model, indexPath)
        updateBlock(view, model)
        return view
    }
}

@available(*, unavailable)
extension CollectionSupplementaryViewModelMapping: Sendable {}
