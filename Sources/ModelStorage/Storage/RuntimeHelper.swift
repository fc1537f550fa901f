/// Helpers for inspecting values whose static type is `Any`.
public enum RuntimeHelper {
    /// Strips any depth of `Optional` from a value typed as `Any`.
    ///
    /// A non-optional value is returned unchanged; an optional with a payload is unwrapped recursively; an empty
    /// optional at any depth yields `nil`. For example `Int??.some(.some(3))` yields `3`, and `Int?.none` yields `nil`.
    ///
    /// - Complexity: O(*d*), where *d* is the depth of optional nesting.
    public static func recursivelyUnwrapAnyValue(_ any: Any) -> Any? {
        guard let optional = any as? any OptionalProtocol else { return any }
        guard let wrapped = optional.wrappedAsAny else { return nil }
        return recursivelyUnwrapAnyValue(wrapped)
    }

    /// Whether a value typed as `Any` holds an `Optional`.
    package static func isOptional(_ any: Any) -> Bool {
        any is any OptionalProtocol
    }
}

// NB: a protocol over `Optional` lets us unwrap without `Mirror`, which allocates and is far slower on a hot path.
private protocol OptionalProtocol {
    var wrappedAsAny: Any? { get }
}

extension Optional: OptionalProtocol {
    fileprivate var wrappedAsAny: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}
