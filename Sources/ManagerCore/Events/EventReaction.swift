import Foundation

/// A registered event closure, stored type-erased on a mapping (mapped events) or on one of the manager's delegate
/// objects (unmapped events).
///
/// Reactions are created by the manager's and the mappings' event methods; you do not create them yourself.
/// Reactions are reference types used from one isolation domain; they are not `Sendable`.
public class EventReaction {
    /// The Objective-C selector string of the method this reaction replaces (the raw value of the manager's
    /// `EventMethodSignature` case).
    public let methodSignature: String

    /// The position of the method this reaction replaces among its manager's event methods.
    @usableFromInline
    package let ordinal: Int

    @usableFromInline
    init(signature: some EventSignature) {
        methodSignature = signature.rawValue
        ordinal = signature.ordinal
    }

    /// Whether this reaction replaces `signature`.
    ///
    /// - Complexity: O(1): the positions are compared, not the selector strings.
    @inlinable
    package final func replaces(_ signature: some EventSignature) -> Bool {
        ordinal == signature.ordinal
    }

    /// Runs the reaction; nil when it could not run because an argument did not have the closure's type. A performed
    /// closure's result is returned boxed, even when it is an empty optional.
    package func perform(_ arguments: EventArguments) -> Any? {
        perform(
            view: arguments.view, model: arguments.model, indexPath: arguments.indexPath, first: arguments.first,
            second: arguments.second)
    }

    /// Runs the reaction with what its event passes: the live view (for events that need one), the model, its index
    /// path, and up to two extra arguments (pass `()` for none). Returns the closure's result boxed, even when it is
    /// an empty optional, or nil when an argument did not have the closure's type.
    ///
    /// DT's `performWithArguments(_:)`. The managers run reactions themselves; tests of a custom reaction may call it.
    ///
    /// - Complexity: O(1) beyond the closure.
    public func perform(view: CollectionReusableView?, model: Any, indexPath: IndexPath, first: Any, second: Any)
        -> Any?
    {
        preconditionFailure("EventReaction is created only as TypedEventReaction")
    }

    /// Runs the reaction expecting a result of type `R`, without boxing it when the closure returns `R`.
    ///
    /// - Complexity: O(1): a class check, then the closure.
    @inline(__always)
    package final func perform<R>(_ arguments: EventArguments, as resultType: R.Type) -> R? {
        perform(
            view: arguments.view, model: arguments.model, indexPath: arguments.indexPath, first: arguments.first,
            second: arguments.second, as: R.self)
    }

    /// Runs the reaction with what its event passes, expecting a result of type `R`: nil when it could not run or
    /// returned something else. A closure that returns `R` is called without boxing its result.
    ///
    /// - Complexity: O(1): a class check, then the closure.
    @inlinable @inline(__always)
    public final func perform<R>(
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
    package static func view<View, Model, R>(
        _ signature: some EventSignature,
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
    package static func model<Model, R>(
        _ signature: some EventSignature,
        _ closure: @escaping (Model, IndexPath) -> R
    ) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { _, model, indexPath, _, _ in
            guard let model = model as? Model else { return nil }
            return closure(model, indexPath)
        }
    }

    /// A reaction with one leading argument: `(A, View, Model, IndexPath) -> R`.
    @inlinable
    package static func view<A, View, Model, R>(
        _ signature: some EventSignature,
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
    package static func view<A, B, View, Model, R>(
        _ signature: some EventSignature,
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
    package static func unmapped<R>(_ signature: some EventSignature, _ closure: @escaping () -> R) -> EventReaction {
        TypedEventReaction<R>(signature: signature) { _, _, _, _, _ in closure() }
    }

    /// An unmapped reaction with one argument.
    package static func unmapped<A, R>(_ signature: some EventSignature, _ closure: @escaping (A) -> R) -> EventReaction
    {
        TypedEventReaction<R>(signature: signature) { _, _, _, first, _ in
            guard let first = first as? A else { return nil }
            return closure(first)
        }
    }

    /// An unmapped reaction with two arguments.
    package static func unmapped<A, B, R>(_ signature: some EventSignature, _ closure: @escaping (A, B) -> R)
        -> EventReaction
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
    @usableFromInline
    let body: Body

    @usableFromInline
    typealias Body = (CollectionReusableView?, Any, IndexPath, Any, Any) -> R?

    @usableFromInline
    init(signature: some EventSignature, body: @escaping Body) {
        self.body = body
        super.init(signature: signature)
    }

    override func perform(
        view: CollectionReusableView?, model: Any, indexPath: IndexPath, first: Any, second: Any
    )
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
package struct EventArguments {
    @usableFromInline package var view: CollectionReusableView?
    @usableFromInline package var model: Any
    @usableFromInline package var indexPath: IndexPath
    @usableFromInline package var first: Any
    @usableFromInline package var second: Any

    /// Arguments for a reaction; what an event does not pass is left empty.
    package init(
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

/// A delegate or data-source method that events replace: each manager's `EventMethodSignature` cases.
///
/// The registry keys reactions by ``ordinal``, so that finding one never hashes or compares a selector string.
@usableFromInline
package protocol EventSignature {
    /// UIKit's Objective-C selector string of the method (or an imaginary one, for the legacy configuration events).
    var rawValue: String { get }

    /// The case's position in declaration order, from 0 to ``count`` − 1.
    var ordinal: Int { get }

    /// How many methods the manager's events replace.
    static var count: Int { get }

    /// The method whose selector string is `rawValue`, or nil when no event replaces it.
    init?(rawValue: String)
}
