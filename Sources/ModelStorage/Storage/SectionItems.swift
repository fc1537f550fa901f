// How a section holds its models.
//
// Sections hand out their models as `[Any]`, but most are set from an array of one type (`setItems([Post])`). Boxing
// each model into `Any` up front costs a pass over the models, and so does casting each back to `Post` when the next
// animated `setItems` diffs the old models against the new ones. A section therefore keeps the array it was set from
// as given, boxes it into `[Any]` the first time something reads all of its models at once, and keeps both until a
// change other than setting a new array. Counting and reading one model never box the others.

/// A section's models as an array of one type.
@usableFromInline
protocol TypedItemsStorage: AnyObject {
    /// The number of models.
    var count: Int { get }
    /// The model at `index`, which must be valid, as `Any`.
    func element(at index: Int) -> Any
    /// Every model as `Any`, in order.
    func erased() -> [Any]
}

/// A section's models as the `[T]` they were set from. It shares that array's buffer, so keeping it costs no copy.
@usableFromInline
final class TypedItems<T>: TypedItemsStorage {
    @usableFromInline let items: [T]

    @inlinable
    init(_ items: [T]) {
        self.items = items
    }

    @usableFromInline var count: Int { items.count }

    @usableFromInline func element(at index: Int) -> Any { items[index] }

    @usableFromInline func erased() -> [Any] { items.map { $0 as Any } }
}

@available(*, unavailable)
extension TypedItems: Sendable {}

/// A section's models: type-erased, as the array of one type they were set from, or both (then equal).
@usableFromInline
package struct SectionItems {
    /// The models as `Any`, once something needed them so, or when they were not set from one array.
    @usableFromInline private(set) var erasedItems: [Any]?
    /// The array the models were set from, until a change other than setting a new one.
    @usableFromInline private(set) var typed: (any TypedItemsStorage)?

    /// Models given as `Any`.
    init(_ items: [Any] = []) {
        erasedItems = items
    }

    /// Models given as one array of one type; they are boxed into `Any` when first read all at once.
    @usableFromInline
    init(typed: any TypedItemsStorage) {
        self.typed = typed
    }

    /// Models held both ways, for tests that need the two to disagree.
    init(erased: [Any], typed: any TypedItemsStorage) {
        erasedItems = erased
        self.typed = typed
    }

    /// Whether the models are held boxed into `Any` (always, unless set from an array and not yet read all at once).
    var holdsErasedItems: Bool { erasedItems != nil }

    /// The number of models.
    ///
    /// - Complexity: O(1).
    @inlinable package var count: Int { erasedItems?.count ?? typed?.count ?? 0 }

    /// The model at `index`, which must be valid.
    ///
    /// - Complexity: O(1); boxes only that model.
    func element(at index: Int) -> Any {
        if let erasedItems { return erasedItems[index] }
        return typed!.element(at: index)
    }

    /// Every model as `Any`, boxing them and keeping the result the first time.
    ///
    /// - Complexity: O(*n*) the first time after the models were set from an array, O(1) after.
    mutating func all() -> [Any] {
        if let erasedItems { return erasedItems }
        let erased = typed?.erased() ?? []
        erasedItems = erased
        return erased
    }

    /// Every model as `Any`, without keeping the boxed array.
    @usableFromInline
    func allUncached() -> [Any] {
        erasedItems ?? typed?.erased() ?? []
    }

    /// Changes the models as `[Any]` in place; the array they were set from no longer describes them.
    ///
    /// - Complexity: O(*n*) to box the models if they were not yet, plus `body`'s own.
    mutating func modify(_ body: (inout [Any]) -> Void) {
        if erasedItems == nil { erasedItems = typed?.erased() ?? [] }
        typed = nil
        body(&erasedItems!)
    }
}
