/// A section of a `MemoryStorage`: its models, in order.
///
/// Create sections to pass to `MemoryStorage.insertSection(_:atIndex:)` or `setSection(_:forSection:)`, filling them
/// with ``init(items:)`` or by assigning ``items``. Once a storage holds a section, change its models through the
/// storage, which records the change and keeps the collection view in step: assigning ``items`` then changes nothing
/// and reports an anomaly.
///
/// Sections are reference types used from one isolation domain; they are not `Sendable`.
public final class SectionModel: Section, SectionLocatable {
    /// The section's models, in order.
    ///
    /// Assigning replaces them while no storage holds the section: one that was never inserted, one a storage removed,
    /// or one whose storage no longer exists. A section that a storage holds, or has queued to insert, keeps its models
    /// and its storage reports ``MemoryStorageAnomaly/itemsSetOnSectionInStorage(index:)``: change them with the
    /// storage's `setItems(_:forSection:)` (or its other methods), so that the collection view is told. DTModelStorage
    /// lets the assignment through, and the collection view then shows other models than the storage holds.
    ///
    /// - Complexity: Reading is O(1). Assigning is O(1) for a free section, O(*s*) for a held one, where *s* is the
    ///   number of sections in its storage.
    ///
    /// - Complexity: Reading is O(1), except the first time after a storage set the models from an array of one type:
    ///   then each model is boxed into `Any` once, O(*n*).
    public var items: [Any] {
        get { store.all() }
        set {
            if let storage = locator?.storage {
                storage.report(.itemsSetOnSectionInStorage(index: storage.sectionIndex(for: self)))
            } else {
                store = SectionItems(newValue)
            }
        }
    }

    /// The models, as the storage that holds the section changes them.
    @usableFromInline var store: SectionItems

    /// The object that answers ``currentSectionIndex``: the storage that holds the section, unless you set another.
    public var sectionLocationDelegate: (any SectionLocationIdentifyable)? {
        get { locator?.storage ?? customLocationDelegate }
        set { customLocationDelegate = newValue }
    }

    private weak var customLocationDelegate: (any SectionLocationIdentifyable)?

    /// Set by the `MemoryStorage` that holds the section or has queued its insertion; its `storage` is `nil` once that
    /// storage is deallocated, which frees the section.
    var locator: SectionLocator?

    /// Creates a section holding `items`.
    public init(items: [Any] = []) {
        store = SectionItems(items)
    }

    /// The model at `index`, or `nil` when the index is out of range.
    ///
    /// - Complexity: O(1).
    public func item(at index: Int) -> Any? {
        index >= 0 && index < store.count ? store.element(at: index) : nil
    }

    /// The number of models in the section.
    ///
    /// - Complexity: O(1).
    @inlinable public var numberOfItems: Int { store.count }

    /// Whether the section has no models.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { store.count == 0 }

    /// The models that are of type `T`, in order; others are skipped.
    ///
    /// - Complexity: O(1) when a storage set the models from a `[T]` and they have not changed since; O(*n*) dynamic
    ///   casts otherwise, where *n* is the number of models.
    public func items<T>(ofType type: T.Type) -> [T] {
        if let typed = store.typed as? TypedItems<T> { return typed.items }
        return items.compactMap { $0 as? T }
    }

    /// The section's index in the storage that holds it, or `nil`.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections in the storage.
    public var currentSectionIndex: Int? {
        sectionLocationDelegate?.sectionIndex(for: self)
    }
}

@available(*, unavailable)
extension SectionModel: Sendable {}

/// Lets a section find the storage that holds it.
///
/// NB: `unowned` (checked) rather than `weak`: the storage owns its locator and clears `storage` in its `deinit`, so the
/// reference is never read once the storage is gone; a weak reference would give the storage a side table, which makes
/// every retain and release of it — on every cell and event — take a slow path.
final class SectionLocator {
    unowned var storage: MemoryStorage?

    init(storage: MemoryStorage) {
        self.storage = storage
    }
}

@available(*, unavailable)
extension SectionLocator: Sendable {}
