import Foundation

/// A view that displays a model of one type: the usual way to tell the manager which cell shows which model.
///
/// ```swift
/// final class PostCell: CollectionViewCell, ModelTransfer {
///     private(set) var title = ""
///     func update(with model: Post) { title = model.title }
/// }
/// manager.register(PostCell.self)   // PostCell now displays every Post
/// ```
public protocol ModelTransfer: AnyObject {
    /// The type of model the view displays.
    associatedtype ModelType

    /// Configures the view for `model`. The manager calls it each time the view is given a model.
    func update(with model: ModelType)
}

extension ModelTransfer {
    /// A mapping condition that checks the model as this view's ``ModelType``.
    ///
    /// The condition is `false` for models of other types.
    public static func modelCondition(_ condition: @escaping (IndexPath, ModelType) -> Bool) -> MappingCondition {
        .custom { indexPath, model in
            guard let model = model as? ModelType else { return false }
            return condition(indexPath, model)
        }
    }
}
