import Foundation

/// Narrows a mapping to some of the models of its type.
///
/// When several mappings accept a model, the first registered one whose condition holds wins. Conditions receive the
/// model with any `Optional` wrapping removed.
///
/// ```swift
/// manager.register(FeaturedPostCell.self) { $0.condition = .section(0) }
/// manager.register(PostCell.self)
/// manager.register(DraftCell.self) { mapping in
///     mapping.condition = mapping.modelCondition { _, post in post.isDraft }
/// }
/// ```
public enum MappingCondition {
    /// Every model of the mapping's type.
    case none
    /// Models in the given section.
    case section(Int)
    /// Models for which the closure returns `true`.
    case custom((_ indexPath: IndexPath, _ model: Any) -> Bool)

    /// Whether the mapping may serve `model` at `indexPath`.
    func isCompatible(with indexPath: IndexPath, model: Any) -> Bool {
        switch self {
        case .none: true
        case .section(let section): indexPath.count == 2 && indexPath.sectionIndex == section
        case .custom(let condition): condition(indexPath, model)
        }
    }

    /// Whether the answer can depend on the index path or the model value, not only the model's type.
    var isUnconditional: Bool {
        if case .none = self { return true }
        return false
    }
}

@available(*, unavailable)
extension MappingCondition: Sendable {}
