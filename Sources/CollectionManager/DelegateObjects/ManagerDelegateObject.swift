import Foundation

/// What the manager's data source, delegate, prefetch data source, drag and drop delegates share: the manager, the
/// owner, their own unmapped reactions, `responds(to:)`, re-announcing, and the helpers that find and run reactions.
///
/// Each of them answers `responds(to:)` for an event method only when a reaction for it exists or the owner (the
/// manager's `CollectionViewManageable` delegate) implements the method itself, and re-announces itself to the
/// collection view when that answer may have changed. You do not adopt this protocol: the manager creates its objects.
protocol CollectionManagerObject: CollectionViewSelectorResponding {
    /// What the object keeps: the manager served, its registry and storage, the owner, and the object's unmapped
    /// reactions. Its contents are internal to the library.
    var state: CollectionManagerObjectState { get }
}

extension CollectionManagerObject {
    /// The manager this object serves. Held weakly.
    var manager: CollectionViewManager? { state.manager }

    /// Whether this object implements an optional method: the methods its role always implements (the data source's
    /// `numberOfSections(in:)` and supplementary views, the delegate's header and footer reference sizes, every drop
    /// method), the methods the owner implements in that role, and event methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    func respondsAsManagerObject(to selector: CollectionViewSelector) -> Bool {
        if state.alwaysImplemented.contains(selector) || ownerResponds(to: selector) { return true }
        guard let signature = EventMethodSignature(rawValue: selector.rawValue) else { return false }
        return hasReaction(for: signature)
    }
}

/// What every manager object keeps.
///
/// Held by a `let` on the object, so that reading one field on the hot path does not copy the others. Its contents are
/// internal to the library.
final class CollectionManagerObjectState {
    /// The manager served. Held weakly; the hot paths use ``viewFactory`` and ``storage`` instead.
    weak var manager: CollectionViewManager?

    /// The collection-view property the object is assigned to.
    let role: CollectionViewRole

    /// The optional methods the object implements whatever is registered.
    let alwaysImplemented: Set<CollectionViewSelector>

    /// The owner, when it plays the object's role itself. Held weakly.
    weak var owner: (any CollectionViewSelectorResponding)?

    /// The manager's registry, held strongly so dispatch needs no weak load of the manager.
    let viewFactory: ViewFactory

    /// The manager's current storage, kept in step by the manager.
    var storage: any Storage {
        didSet {
            memoryStorage = storage as? MemoryStorage
            supplementaryStorage = storage as? any SupplementaryStorage
        }
    }

    /// ``storage`` when it is a `MemoryStorage`: reading it directly spares a protocol call on every dispatch.
    private var memoryStorage: MemoryStorage?

    /// ``storage`` when it has supplementary models: cast once, not on each of the flow layout's per-section questions.
    private var supplementaryStorage: (any SupplementaryStorage)?

    /// The storage's supplementary model of `kind` for the section of `indexPath`, or nil.
    func supplementaryModel(ofKind kind: String, at indexPath: IndexPath) -> Any? {
        if let memoryStorage { return memoryStorage.supplementaryModel(ofKind: kind, forSectionAt: indexPath) }
        return supplementaryStorage?.supplementaryModel(ofKind: kind, forSectionAt: indexPath)
    }

    /// The storage's item at `indexPath`, or nil.
    ///
    /// - Complexity: O(1) for a `MemoryStorage`; otherwise that of the storage's `item(at:)`.
    @inline(__always)
    func item(at indexPath: IndexPath) -> Any? {
        if let memoryStorage { return memoryStorage.item(at: indexPath) }
        return storage.item(at: indexPath)
    }

    /// Reactions not tied to a mapping, first registered first.
    var unmappedReactions: [EventReaction] = []

    init(manager: CollectionViewManager, role: CollectionViewRole, alwaysImplemented: Set<CollectionViewSelector> = [])
    {
        self.manager = manager
        self.role = role
        self.alwaysImplemented = alwaysImplemented
        viewFactory = manager.viewFactory
        storage = manager.storage
        memoryStorage = manager.storage as? MemoryStorage
        supplementaryStorage = manager.storage as? any SupplementaryStorage
    }
}

@available(*, unavailable)
extension CollectionManagerObjectState: Sendable {}

extension CollectionManagerObject {
    var viewFactory: ViewFactory { state.viewFactory }

    var storage: any Storage { state.storage }

    var unmappedReactions: [EventReaction] {
        get { state.unmappedReactions }
        set { state.unmappedReactions = newValue }
    }

    /// Whether the owner implements `selector` in the role this object plays.
    func ownerResponds(to selector: CollectionViewSelector) -> Bool {
        state.owner?.responds(to: selector) == true
    }

    /// Reads the owner from the manager when it plays this object's role as `Owner`: called when the manager starts
    /// managing. Returns it, for the object's typed reference.
    func adoptOwner<Owner>(as type: Owner.Type) -> Owner? {
        let owner = manager?.delegate as? Owner
        state.owner = owner as? any CollectionViewSelectorResponding
        return owner
    }

    /// Sets this object again on the collection view (first `nil`), so the view asks ``responds(to:)`` again.
    ///
    /// The data source is re-announced only while it is still the view's data source. The drop delegate never is:
    /// its answers never change (see `CollectionManagerDropDelegate`).
    func delegateWasReset() {
        guard let collectionView = manager?.collectionView else { return }
        switch state.role {
        case .dataSource:
            guard collectionView.dataSource === self else { return }
            collectionView.dataSource = nil
            collectionView.dataSource = self as? any CollectionViewDataSource
        case .delegate, .flowLayoutDelegate, .fullScreenLayoutDelegate:
            collectionView.delegate = nil
            collectionView.delegate = self as? any CollectionViewDelegate
        case .prefetchDataSource:
            collectionView.prefetchDataSource = nil
            collectionView.prefetchDataSource = self as? any CollectionViewDataSourcePrefetching
        case .dragDelegate:
            collectionView.dragDelegate = nil
            collectionView.dragDelegate = self as? any CollectionViewDragDelegate
        case .dropDelegate:
            return
        }
    }

    /// Whether a reaction for `signature` exists, on any mapping or among this object's unmapped reactions.
    func hasReaction(for signature: EventMethodSignature) -> Bool {
        unmappedReactions.contains { $0.replaces(signature) } || viewFactory.hasMappedReaction(for: signature)
    }

    /// Appends an unmapped reaction, and re-announces this object when it had no reaction for that method yet.
    func appendUnmappedReaction(_ reaction: EventReaction) {
        let hadReaction = hasReaction(for: reaction.signature)
        unmappedReactions.append(reaction)
        if !hadReaction { delegateWasReset() }
    }

    /// The storage's model at `indexPath`, with `Optional` wrapping removed, or nil.
    func model(at indexPath: IndexPath) -> Any? {
        guard let item = state.item(at: indexPath) else { return nil }
        return viewFactory.unwrap(item)
    }

    /// Reads the model at `indexPath` and the live cell (when `provideCell`), then calls `body` with the registry, the
    /// model, the identity of the model's type when known, and the cell; nil when there is no model.
    ///
    /// - Complexity: O(1) amortized: a storage read and a cell lookup, plus `body`.
    // NB: one straight-line function, so the model is passed on without being copied into an intermediate value: this
    // is the path of every cell event.
    @inline(__always)
    private func withCellEventArguments<T>(
        at indexPath: IndexPath,
        provideCell: Bool,
        in collectionView: (any CollectionView)?,
        _ body: (ViewFactory, Any, ObjectIdentifier?, CollectionReusableView?) -> T?
    ) -> T? {
        guard let item = state.item(at: indexPath) else { return nil }
        let type = ObjectIdentifier(Swift.type(of: item))
        if state.viewFactory.isKnownNonOptional(type) {
            let cell = provideCell ? liveCell(at: indexPath, in: collectionView) : nil
            return body(state.viewFactory, item, type, cell)
        }
        guard let model = state.viewFactory.unwrap(item) else { return nil }
        let cell = provideCell ? liveCell(at: indexPath, in: collectionView) : nil
        return body(state.viewFactory, model, nil, cell)
    }

    /// The cell displayed at `indexPath`, from `collectionView` or else the manager's.
    @inline(__always)
    func liveCell(at indexPath: IndexPath, in collectionView: borrowing (any CollectionView)?)
        -> CollectionReusableView?
    {
        // NB: a `switch` rather than `??` or `if let`: those make the compiler retain the view around the call.
        switch collectionView {
        case .some(let collectionView): return collectionView.cellForItem(at: indexPath)
        case .none: return manager?.collectionView?.cellForItem(at: indexPath)
        }
    }

    /// Runs the reaction for `signature` for the cell at `indexPath`; nil when none ran.
    ///
    /// Pass the `collectionView` a delegate method received, to spare a lookup.
    ///
    /// - Complexity: O(1) amortized: a storage read, a cell lookup and a cached reaction lookup.
    func performCellReaction(
        _ signature: EventMethodSignature,
        at indexPath: IndexPath,
        provideCell: Bool = true,
        first: Any = (),
        second: Any = (),
        in collectionView: (any CollectionView)? = nil
    ) -> Any? {
        withCellEventArguments(at: indexPath, provideCell: provideCell, in: collectionView) {
            factory, model, modelType, cell in
            factory.reaction(
                for: signature, model: model, at: indexPath, view: cell, supplementaryKind: nil, modelType: modelType
            )?
            .perform(
                view: cell, model: model, indexPath: indexPath, first: first, second: second)
        }
    }

    /// Runs the reaction for `signature` for the cell at `indexPath` expecting a result of type `R`; nil when none ran.
    ///
    /// The typed form of ``performCellReaction(_:at:provideCell:first:second:in:)``: the closure's result is not boxed.
    ///
    /// - Complexity: O(1) amortized.
    @inline(__always)
    func performCellReaction<R>(
        _ signature: EventMethodSignature,
        at indexPath: IndexPath,
        provideCell: Bool = true,
        first: Any = (),
        second: Any = (),
        in collectionView: (any CollectionView)? = nil,
        as resultType: R.Type
    ) -> R? {
        withCellEventArguments(at: indexPath, provideCell: provideCell, in: collectionView) {
            factory, model, modelType, cell in
            factory.performReaction(
                for: signature, model: model, modelType: modelType, at: indexPath, view: cell, supplementaryKind: nil,
                first: first, second: second, as: R.self)
        }
    }

    /// Runs the reaction for `signature` with a view the collection view passed (display events) and the storage's
    /// current model at `indexPath`; nil when none ran.
    func performReaction(
        _ signature: EventMethodSignature,
        view: CollectionReusableView,
        at indexPath: IndexPath,
        supplementaryKind: String? = nil
    ) -> Any? {
        let model: Any? =
            if let supplementaryKind {
                supplementaryModel(ofKind: supplementaryKind, at: indexPath)
            } else {
                model(at: indexPath)
            }
        guard let model,
            let reaction = viewFactory.reaction(
                for: signature, model: model, at: indexPath, view: view, supplementaryKind: supplementaryKind)
        else { return nil }
        return reaction.perform(EventArguments(view: view, model: model, indexPath: indexPath))
    }

    /// Runs the reaction for `signature` with a view the collection view passed (display events) and the storage's
    /// current model at `indexPath`, expecting a result of type `R`; nil when none ran.
    func performReaction<R>(
        _ signature: EventMethodSignature,
        view: CollectionReusableView,
        at indexPath: IndexPath,
        supplementaryKind: String? = nil,
        as resultType: R.Type
    ) -> R? {
        let model: Any? =
            if let supplementaryKind {
                supplementaryModel(ofKind: supplementaryKind, at: indexPath)
            } else {
                model(at: indexPath)
            }
        guard let model else { return nil }
        return viewFactory.performReaction(
            for: signature, model: model, modelType: nil, at: indexPath, view: view,
            supplementaryKind: supplementaryKind, first: (), second: (), as: R.self)
    }

    /// Runs the reaction for `signature` of a supplementary `kind` with `model`, already read from the storage at
    /// `indexPath`, without a view (reference sizes); nil when none ran.
    func performSupplementaryModelReaction(
        _ signature: EventMethodSignature,
        ofKind kind: String,
        model: Any,
        at indexPath: IndexPath
    ) -> Any? {
        guard
            let reaction = viewFactory.reaction(
                for: signature, model: model, at: indexPath, view: nil, supplementaryKind: kind)
        else { return nil }
        return reaction.perform(EventArguments(model: model, indexPath: indexPath))
    }

    /// The storage's supplementary model of `kind` at `indexPath`, with `Optional` wrapping removed, or nil.
    func supplementaryModel(ofKind kind: String, at indexPath: IndexPath) -> Any? {
        guard let model = state.supplementaryModel(ofKind: kind, at: indexPath) else { return nil }
        return viewFactory.unwrap(model)
    }

    /// Runs the reaction for `signature` for the cell at `indexPath` (with the live cell) when one exists, for methods
    /// whose answer is optional: `.some(answer)` when a reaction exists — `.some(nil)` when it answered `nil` or could
    /// not run — and `nil` when none exists, so the caller asks the owner only then.
    func performOptionalCellReaction<T>(
        _ signature: EventMethodSignature,
        at indexPath: IndexPath,
        first: Any = (),
        in collectionView: (any CollectionView)? = nil,
        as type: T.Type
    ) -> T?? {
        withCellEventArguments(at: indexPath, provideCell: true, in: collectionView) {
            factory, model, modelType, cell in
            guard
                let reaction = factory.reaction(
                    for: signature, model: model, at: indexPath, view: cell, supplementaryKind: nil,
                    modelType: modelType)
            else { return nil }
            return .some(
                reaction.perform(
                    view: cell, model: model, indexPath: indexPath, first: first, as: T.self))
        }
    }

    /// Runs the first unmapped reaction for `signature` when one exists, for methods whose answer is optional:
    /// `.some(answer)` when a reaction exists (`.some(nil)` when it answered `nil`), `nil` when none exists.
    func performOptionalUnmappedReaction<T>(
        _ signature: EventMethodSignature,
        first: Any = (),
        second: Any = (),
        as type: T.Type
    ) -> T?? {
        guard let reaction = unmappedReaction(signature) else { return nil }
        return .some(reaction.perform(EventArguments(first: first, second: second), as: T.self))
    }

    /// The first unmapped reaction for `signature`.
    func unmappedReaction(_ signature: EventMethodSignature) -> EventReaction? {
        unmappedReactions.first { $0.replaces(signature) }
    }

    /// Runs the first unmapped reaction for `signature`; nil when there is none or its arguments do not fit.
    func performUnmappedReaction(_ signature: EventMethodSignature, first: Any = (), second: Any = ()) -> Any? {
        unmappedReaction(signature)?.perform(EventArguments(first: first, second: second))
    }
}
