/// A model with a stable identity that survives changes to its content.
///
/// The differ pairs old and new models by ``identifier`` and compares paired models with `==` to find the ones whose
/// content changed: a model whose identifier is kept but whose value changed is *updated*, a model whose identifier
/// disappears is *deleted*.
///
/// ```swift
/// struct Post: EntityIdentifiable, Equatable {
///     let id: UUID
///     var title: String
///     var identifier: AnyHashable { id }
/// }
/// ```
///
/// Conforming types get a default ``identifier``: `Identifiable` types use their `id`, other `Hashable` types use
/// themselves (so any change to such a value is a deletion plus an insertion, never an update).
public protocol EntityIdentifiable {
    /// The model's identity: two models with equal identifiers are the same entity, possibly with different content.
    var identifier: AnyHashable { get }
}

extension EntityIdentifiable where Self: Hashable {
    /// The value itself: a `Hashable` value is its own identity.
    public var identifier: AnyHashable { AnyHashable(self) }
}

extension EntityIdentifiable where Self: Identifiable {
    /// The `Identifiable` identity, `id`.
    public var identifier: AnyHashable { AnyHashable(id) }
}

extension EntityIdentifiable where Self: Identifiable & Hashable {
    /// The `Identifiable` identity, `id`, which wins over the value for types that are both `Identifiable` and
    /// `Hashable`.
    public var identifier: AnyHashable { AnyHashable(id) }
}
