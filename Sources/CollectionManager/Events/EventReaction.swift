import Foundation

/// A registered event closure, stored type-erased on a mapping (mapped events) or on one of the manager's delegate
/// objects (unmapped events).
///
/// Reactions are created by the manager's and the mappings' event methods; you do not create them yourself.
/// Reactions are reference types used from one isolation domain; they are not `Sendable`.
public class EventReaction {
    /// The Objective-C selector string of the method this reaction replaces (`EventMethodSignature.rawValue`).
    public var methodSignature: String { signature.rawValue }

    /// The method this reaction replaces.
    public let signature: EventMethodSignature

    fileprivate init(signature: EventMethodSignature) {
        self.signature = signature
    }

    /// Runs the reaction; nil when it could not run because an argument did not have the closure's type. A performed
    /// closure's result is returned boxed, even when it is an empty optional.
    func perform(_ arguments: EventArguments) -> Any? {
        perform(
            view: arguments.view, model: arguments.model, indexPath: arguments.indexPath, first: arguments.first,
            second: arguments.second)
    }

    /// Runs the reaction with its arguments passed one by one, so that none of them is copied into a structure.
    func perform(view: CollectionReusableView?, model: Any, indexPath: IndexPath, first: Any, second: Any) -> Any? {
        preconditionFailure("EventReaction is created only as TypedEventReaction")
    }

    /// Runs the reaction expecting a result of type `R`, without boxing it when the closure returns `R`.
    ///
    /// - Complexity: O(1): a class check, then the closure.
    @inline(__always)
    final func perform<R>(_ arguments: EventArguments, as resultType: R.Type) -> R? {
        perform(
            view: arguments.view, model: arguments.model, indexPath: arguments.indexPath, first: arguments.first,
            second: arguments.second, as: R.self)
    }

    /// Runs the reaction with its arguments passed one by one, expecting a result of type `R`.
    ///
    /// - Complexity: O(1): a class check, then the closure.
    @inline(__always)
    final func perform<R>(
        view: CollectionReusableView?,
        model: Any,
        indexPath: IndexPath,
        first: Any = (),
        second: Any = (),
        as resultType: R.Type
    ) -> R? {
        // NB: one dynamic cast finds the closure's typed form, whose result needs no boxing.
        if let typed = self as? TypedEventReaction<R> {
            return typed.body(view, model, indexPath, first, second)
        }
        return perform(view: view, model: model, indexPath: indexPath, first: first, second: second) as? R
    }

    /// A reaction that receives the live view, its model and index path: `(View, Model, IndexPath) -> R`.
    @inlinable
    static func view<View, Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (View, Model, IndexPath) -> R
    ) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { view, model, indexPath, _, _ in
            guard let view = view as? View, let model = model as? Model else {
                return nil
            }
            return closure(view, model, indexPath)
        }
    }

    /// A reaction that receives the model and index path only: `(Model, IndexPath) -> R`.
    @inlinable
    static func model<Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (Model, IndexPath) -> R
    ) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { _, model, indexPath, _, _ in
            guard let model = model as? Model else { return nil }
            return closure(model, indexPath)
        }
    }

    /// A reaction with one leading argument: `(A, View, Model, IndexPath) -> R`.
    @inlinable
    static func view<A, View, Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (A, View, Model, IndexPath) -> R
    ) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { view, model, indexPath, first, _ in
            guard let first = first as? A, let view = view as? View,
                let model = model as? Model
            else { return nil }
            return closure(first, view, model, indexPath)
        }
    }

    /// A reaction with two leading arguments: `(A, B, View, Model, IndexPath) -> R`.
    @inlinable
    static func view<A, B, View, Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (A, B, View, Model, IndexPath) -> R
    ) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { view, model, indexPath, first, second in
            guard let first = first as? A, let second = second as? B, let view = view as? View,
                let model = model as? Model
            else { return nil }
            return closure(first, second, view, model, indexPath)
        }
    }

    /// An unmapped reaction without arguments.
    static func unmapped<R>(_ signature: EventMethodSignature, _ closure: @escaping () -> R) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { _, _, _, _, _ in closure() }
    }

    /// An unmapped reaction with one argument.
    static func unmapped<A, R>(_ signature: EventMethodSignature, _ closure: @escaping (A) -> R) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { _, _, _, first, _ in
            guard let first = first as? A else { return nil }
            return closure(first)
        }
    }

    /// An unmapped reaction with two arguments.
    static func unmapped<A, B, R>(_ signature: EventMethodSignature, _ closure: @escaping (A, B) -> R) -> EventReaction
    {
        TypedEventReaction<R>(signature: signature) { _, _, _, first, second in
            guard let first = first as? A, let second = second as? B else { return nil }
            return closure(first, second)
        }
    }
}

/// A reaction whose closure returns `R`.
///
/// NB: type erasure through a captured closure: the typed closure is wrapped in one that casts the arguments back and
/// returns nil when a cast fails. Keeping `R` in the class lets dispatch sites that know the result type call the
/// closure without boxing its result into `Any`.
@usableFromInline
final class TypedEventReaction<R>: EventReaction {
    /// The wrapped closure: view, model, index path, first and second extra argument.
    let body: Body

    @usableFromInline
    typealias Body = (CollectionReusableView?, Any, IndexPath, Any, Any) -> R?

    @usableFromInline
    init(signature: EventMethodSignature, body: @escaping Body) {
        self.body = body
        super.init(signature: signature)
    }

    override func perform(view: CollectionReusableView?, model: Any, indexPath: IndexPath, first: Any, second: Any)
        -> Any?
    {
        guard let result = body(view, model, indexPath, first, second) else { return nil }
        return result
    }
}

@available(*, unavailable)
extension EventReaction: Sendable {}

/// What a reaction can receive: the live view (for view-typed events), the model and index path (for mapped events),
/// and up to two extra arguments.
@usableFromInline
struct EventArguments {
    @usableFromInline var view: CollectionReusableView?
    @usableFromInline var model: Any
    @usableFromInline var indexPath: IndexPath
    @usableFromInline var first: Any
    @usableFromInline var second: Any

    init(
        view: CollectionReusableView? = nil,
        model: Any = (),
        indexPath: IndexPath = IndexPath(),
        first: Any = (),
        second: Any = ()
    ) {
        self.view = view
        self.model = model
        self.indexPath = indexPath
        self.first = first
        self.second = second
    }
}
