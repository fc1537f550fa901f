import Foundation

/// A registered event closure, stored type-erased on a mapping (mapped events) or on one of the manager's delegate
/// objects (unmapped events).
///
/// Reactions are created by the manager's and the mappings' event methods; you do not create them yourself.
/// Reactions are reference types used from one isolation domain; they are not `Sendable`.
public final class EventReaction {
    /// The Objective-C selector string of the method this reaction replaces (`EventMethodSignature.rawValue`).
    public var methodSignature: String { signature.rawValue }

    /// The method this reaction replaces.
    public let signature: EventMethodSignature

    // NB: type erasure through a captured closure: each typed closure is wrapped in one that casts its arguments back
    // and returns nil when any cast fails, so "not performed" is nil, and a performed closure's result (even an empty
    // optional) is non-nil.
    let perform: (EventArguments) -> Any?

    init(signature: EventMethodSignature, perform: @escaping (EventArguments) -> Any?) {
        self.signature = signature
        self.perform = perform
    }

    /// A reaction that receives the live view, its model and index path: `(View, Model, IndexPath) -> R`.
    static func view<View, Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (View, Model, IndexPath) -> R
    ) -> EventReaction {
        EventReaction(signature: signature) { arguments in
            guard let view = arguments.view as? View, let model = arguments.model as? Model else { return nil }
            return closure(view, model, arguments.indexPath)
        }
    }

    /// A reaction that receives the model and index path only: `(Model, IndexPath) -> R`.
    static func model<Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (Model, IndexPath) -> R
    ) -> EventReaction {
        EventReaction(signature: signature) { arguments in
            guard let model = arguments.model as? Model else { return nil }
            return closure(model, arguments.indexPath)
        }
    }

    /// A reaction with one leading argument: `(A, View, Model, IndexPath) -> R`.
    static func view<A, View, Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (A, View, Model, IndexPath) -> R
    ) -> EventReaction {
        EventReaction(signature: signature) { arguments in
            guard let first = arguments.first as? A, let view = arguments.view as? View,
                let model = arguments.model as? Model
            else { return nil }
            return closure(first, view, model, arguments.indexPath)
        }
    }

    /// A reaction with two leading arguments: `(A, B, View, Model, IndexPath) -> R`.
    static func view<A, B, View, Model, R>(
        _ signature: EventMethodSignature,
        _ closure: @escaping (A, B, View, Model, IndexPath) -> R
    ) -> EventReaction {
        EventReaction(signature: signature) { arguments in
            guard let first = arguments.first as? A, let second = arguments.second as? B,
                let view = arguments.view as? View, let model = arguments.model as? Model
            else { return nil }
            return closure(first, second, view, model, arguments.indexPath)
        }
    }

    /// An unmapped reaction without arguments.
    static func unmapped<R>(_ signature: EventMethodSignature, _ closure: @escaping () -> R) -> EventReaction {
        EventReaction(signature: signature) { _ in closure() }
    }

    /// An unmapped reaction with one argument.
    static func unmapped<A, R>(_ signature: EventMethodSignature, _ closure: @escaping (A) -> R) -> EventReaction {
        EventReaction(signature: signature) { arguments in
            guard let first = arguments.first as? A else { return nil }
            return closure(first)
        }
    }

    /// An unmapped reaction with two arguments.
    static func unmapped<A, B, R>(_ signature: EventMethodSignature, _ closure: @escaping (A, B) -> R) -> EventReaction
    {
        EventReaction(signature: signature) { arguments in
            guard let first = arguments.first as? A, let second = arguments.second as? B else { return nil }
            return closure(first, second)
        }
    }
}

@available(*, unavailable)
extension EventReaction: Sendable {}

/// What a reaction can receive: the live view (for view-typed events), the model and index path (for mapped events),
/// and up to two extra arguments.
struct EventArguments {
    var view: CollectionReusableView?
    var model: Any
    var indexPath: IndexPath
    var first: Any
    var second: Any

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
