import Foundation

/// What a manager's data source, delegate and other view-facing objects share, whatever view they serve: the manager,
/// the owner, their own unmapped reactions, `responds(to:)`, and the helpers that find and run reactions.
///
/// Each manager module adopts it for its objects and supplies what depends on the view: how the live cell at an index
/// path is found (``liveCell(at:in:)``) and how the object re-announces itself to its view (``delegateWasReset()``).
/// The owner's answers to `responds(to:)` are kept by the state (``ManagerObjectState/ownerResponds``).
package protocol ManagerObject: AnyObject {
    /// The manager served.
    associatedtype Manager: AnyObject
    /// The view property the object is assigned to.
    associatedtype Role
    /// The view's name for a data-source or delegate method.
    associatedtype Selector: Hashable & RawRepresentable where Selector.RawValue == String
    /// The manager's event methods.
    associatedtype Signature: EventSignature
    /// The managed view, as the delegate methods receive it (`any CollectionView`, `any TableView`).
    associatedtype ManagedView

    /// What the object keeps: the manager served, its registry and storage, the owner's answers, and the object's
    /// unmapped reactions.
    var state: ManagerObjectState<Manager, Role, Selector> { get }

    /// Sets this object again on the view (first `nil`), so the view asks `responds(to:)` again.
    func delegateWasReset()

    /// The cell displayed at `indexPath`, from `view` when the caller has it, else from the manager's view.
    func liveCell(at indexPath: IndexPath, in view: ManagedView?) -> CollectionReusableView?
}

/// What every manager object keeps.
///
/// Held by a `let` on the object, so that reading one field on the hot path does not copy the others.
@usableFromInline
package final class ManagerObjectState<Manager: AnyObject, Role, Selector: Hashable> {
    /// The manager served. Held weakly; the hot paths use ``viewFactory`` and ``storage`` instead.
    package weak var manager: Manager?

    /// The view property the object is assigned to.
    package let role: Role

    /// The optional methods the object implements whatever is registered.
    package let alwaysImplemented: Set<Selector>

    /// Whether the owner, when it plays the object's role itself, implements a method. It holds the owner weakly.
    // NB: a closure rather than a weak reference to the owner: the owner is a protocol existential, which a generic
    // class cannot hold weakly.
    /// `nil` when the owner does not play the role, so that asking costs a comparison.
    package var ownerResponds: ((Selector) -> Bool)? {
        get { ownerRespondsStorage }
        set { ownerRespondsStorage = newValue }
    }

    // NB: the stored properties read on every dispatch are private, so that every access is in this file and the
    // optimizer can drop their dynamic exclusivity checks; other modules go through accessors.
    private var ownerRespondsStorage: ((Selector) -> Bool)?

    /// Whether the owner implements `selector` in the object's role.
    package func ownerImplements(_ selector: Selector) -> Bool {
        ownerRespondsStorage?(selector) == true
    }

    /// The manager's registry, held strongly so dispatch needs no weak load of the manager.
    @usableFromInline
    package let viewFactory: ViewFactory

    /// The manager's current storage, kept in step by the manager.
    package var storage: any Storage {
        get { currentStorage }
        set {
            currentStorage = newValue
            memoryStorage = newValue as? MemoryStorage
            supplementaryStorage = newValue as? any SupplementaryStorage
        }
    }

    private var currentStorage: any Storage

    /// ``storage`` when it is a `MemoryStorage`: reading it directly spares a protocol call on every dispatch.
    private var memoryStorage: MemoryStorage?

    /// ``storage`` when it has supplementary models: cast once, not on each of a layout's per-section questions.
    package private(set) var supplementaryStorage: (any SupplementaryStorage)?

    /// Reactions not tied to a mapping, first registered first.
    package var unmappedReactions: [EventReaction] = []

    /// The state of an object serving `manager` as `role`, reading `storage` through `viewFactory`'s mappings.
    package init(
        manager: Manager,
        role: Role,
        alwaysImplemented: Set<Selector> = [],
        viewFactory: ViewFactory,
        storage: any Storage
    ) {
        self.manager = manager
        self.role = role
        self.alwaysImplemented = alwaysImplemented
        self.viewFactory = viewFactory
        currentStorage = storage
        memoryStorage = storage as? MemoryStorage
        supplementaryStorage = storage as? any SupplementaryStorage
    }

    /// The storage's supplementary model of `kind` for the section of `indexPath`, or nil.
    package func supplementaryModel(ofKind kind: String, at indexPath: IndexPath) -> Any? {
        if let memoryStorage { return memoryStorage.supplementaryModel(ofKind: kind, forSectionAt: indexPath) }
        return supplementaryStorage?.supplementaryModel(ofKind: kind, forSectionAt: indexPath)
    }

    /// The storage's item at `indexPath`, or nil.
    ///
    /// - Complexity: O(1) for a `MemoryStorage`; otherwise that of the storage's `item(at:)`.
    @inline(__always)
    package func item(at indexPath: IndexPath) -> Any? {
        if let memoryStorage {
            // NB: a storage bound to the main queue is read without its thread check: the manager answers its view,
            // which checked the call that led here. The contents and the flag are read in one access.
            guard memoryStorage.committed.isMainQueueBound else { return memoryStorage.item(at: indexPath) }
            guard indexPath.count == 2, memoryStorage.committed.models.indices.contains(indexPath[0]) else {
                return nil
            }
            return memoryStorage.committed.models[indexPath[0]].item(at: indexPath[1])
        }
        return currentStorage.item(at: indexPath)
    }

    /// Reads the model at `indexPath`, finds the reaction for the cell event at `ordinal` (an `EventSignature`'s
    /// position) that serves it as shown by `cell` (nil for an event without a view), and calls `body` with the
    /// reaction and the model. Returns whether `body` ran: there was a model and a reaction.
    ///
    /// The path of every cell event, in one call across the module boundary: the managers call it from code of their
    /// own that runs the reaction with the result type it knows, since this package's generic code is not specialized
    /// in their modules.
    ///
    /// - Complexity: O(1) amortized: a storage read and a cached reaction lookup, plus `body`.
    @discardableResult
    package func withCellReaction(
        ordinal: Int,
        at indexPath: IndexPath,
        cell: CollectionReusableView?,
        _ body: (EventReaction, Any) -> Void
    ) -> Bool {
        guard let item = item(at: indexPath) else { return false }
        let type = ObjectIdentifier(Swift.type(of: item))
        if viewFactory.isKnownNonOptional(type) {
            guard
                let reaction = viewFactory.reaction(
                    ordinal: ordinal, model: item, at: indexPath, view: cell, supplementaryKind: nil, modelType: type)
            else { return false }
            body(reaction, item)
            return true
        }
        guard let model = viewFactory.unwrap(item),
            let reaction = viewFactory.reaction(
                ordinal: ordinal, model: model, at: indexPath, view: cell, supplementaryKind: nil, modelType: nil)
        else { return false }
        body(reaction, model)
        return true
    }

    /// The answer of the reaction for the cell event at `ordinal` (an `EventSignature`'s position) that serves the model
    /// at `indexPath` as shown by `cell` (nil for an event without a view), run with the extra arguments `first` and
    /// `second` (`()` for none); nil when there was no model or reaction, or the reaction could not run.
    ///
    /// The typed forms of ``withCellReaction(ordinal:at:cell:_:)`` for the results of the hottest events (heights,
    /// sizes, flags, notifications): compiled here with the result type known, so a manager's call runs the reaction
    /// without a closure or an unspecialized cast in between.
    ///
    /// - Complexity: O(1) amortized: a storage read and a cached reaction lookup, plus the reaction.
    package func cellAnswer(
        _ ordinal: Int, _ indexPath: IndexPath, _ cell: CollectionReusableView?, _ first: Any, _ second: Any,
        as resultType: CGFloat.Type
    ) -> CGFloat? {
        typedCellAnswer(ordinal: ordinal, at: indexPath, cell: cell, first: first, second: second, as: resultType)
    }

    /// The answer of the reaction for the cell event at `ordinal`, as a size; see
    /// the `CGFloat` form.
    package func cellAnswer(
        _ ordinal: Int, _ indexPath: IndexPath, _ cell: CollectionReusableView?, _ first: Any, _ second: Any,
        as resultType: CGSize.Type
    ) -> CGSize? {
        typedCellAnswer(ordinal: ordinal, at: indexPath, cell: cell, first: first, second: second, as: resultType)
    }

    /// The answer of the reaction for the cell event at `ordinal`, as a flag; see
    /// the `CGFloat` form.
    package func cellAnswer(
        _ ordinal: Int, _ indexPath: IndexPath, _ cell: CollectionReusableView?, _ first: Any, _ second: Any,
        as resultType: Bool.Type
    ) -> Bool? {
        typedCellAnswer(ordinal: ordinal, at: indexPath, cell: cell, first: first, second: second, as: resultType)
    }

    /// Runs the reaction for the cell event at `ordinal`, a notification; returns whether it ran. See
    /// the `CGFloat` form.
    package func cellAnswer(
        _ ordinal: Int, _ indexPath: IndexPath, _ cell: CollectionReusableView?, _ first: Any, _ second: Any,
        as resultType: Void.Type
    ) -> Void? {
        typedCellAnswer(ordinal: ordinal, at: indexPath, cell: cell, first: first, second: second, as: resultType)
    }

    @inline(__always)
    private func typedCellAnswer<R>(
        ordinal: Int, at indexPath: IndexPath, cell: CollectionReusableView?, first: Any, second: Any,
        as resultType: R.Type
    ) -> R? {
        guard let item = item(at: indexPath) else { return nil }
        let type = ObjectIdentifier(Swift.type(of: item))
        if viewFactory.isKnownNonOptional(type) {
            return viewFactory.reaction(
                ordinal: ordinal, model: item, at: indexPath, view: cell, supplementaryKind: nil, modelType: type)?
                .perform(view: cell, model: item, indexPath: indexPath, first: first, second: second, as: R.self)
        }
        guard let model = viewFactory.unwrap(item) else { return nil }
        return viewFactory.reaction(
            ordinal: ordinal, model: model, at: indexPath, view: cell, supplementaryKind: nil, modelType: nil)?
            .perform(view: cell, model: model, indexPath: indexPath, first: first, second: second, as: R.self)
    }
}

@available(*, unavailable)
extension ManagerObjectState: Sendable {}

extension ManagerObject {
    /// The manager this object serves. Held weakly.
    package var manager: Manager? { state.manager }

    /// The manager's registry.
    package var viewFactory: ViewFactory { state.viewFactory }

    /// The manager's current storage.
    package var storage: any Storage { state.storage }

    /// Whether the owner implements `selector` in the role this object plays.
    package func ownerResponds(to selector: Selector) -> Bool {
        state.ownerImplements(selector)
    }

    /// Reactions not tied to a mapping, first registered first.
    package var unmappedReactions: [EventReaction] {
        get { state.unmappedReactions }
        set { state.unmappedReactions = newValue }
    }

    /// Whether this object implements an optional method: the methods its role always implements, the methods the
    /// owner implements in that role, and event methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    package func respondsAsManagerObject(to selector: Selector) -> Bool {
        if state.alwaysImplemented.contains(selector) || ownerResponds(to: selector) { return true }
        guard let signature = Signature(rawValue: selector.rawValue) else { return false }
        return hasReaction(for: signature)
    }

    /// Whether a reaction for `signature` exists, on any mapping or among this object's unmapped reactions.
    package func hasReaction(for signature: Signature) -> Bool {
        hasReaction(ordinal: signature.ordinal)
    }

    private func hasReaction(ordinal: Int) -> Bool {
        state.unmappedReactions.contains { $0.ordinal == ordinal } || viewFactory.hasMappedReaction(ordinal: ordinal)
    }

    /// Appends an unmapped reaction, and re-announces this object when it had no reaction for that method yet; a call
    /// off the main queue while the manager is bound to it is reported as the manager's public call `call` instead.
    package func appendUnmappedReaction(_ reaction: EventReaction, call: StaticString = #function) {
        guard state.viewFactory.threadCheck.allowsCall(call) else { return }
        let hadReaction = hasReaction(ordinal: reaction.ordinal)
        state.unmappedReactions.append(reaction)
        if !hadReaction { delegateWasReset() }
    }

    /// The storage's model at `indexPath`, with `Optional` wrapping removed, or nil.
    package func model(at indexPath: IndexPath) -> Any? {
        guard let item = state.item(at: indexPath) else { return nil }
        return state.viewFactory.unwrap(item)
    }

    /// The storage's supplementary model of `kind` at `indexPath`, with `Optional` wrapping removed, or nil.
    package func supplementaryModel(ofKind kind: String, at indexPath: IndexPath) -> Any? {
        guard let model = state.supplementaryModel(ofKind: kind, at: indexPath) else { return nil }
        return viewFactory.unwrap(model)
    }

    /// Runs the reaction for `signature` for the cell at `indexPath`; nil when none ran. Each manager also has a typed
    /// form, `performCellReaction(_:at:provideCell:first:second:in:as:)`, compiled in its own module so that the
    /// reaction runs with its result type known: this package's generic code is not specialized in the managers'.
    ///
    /// Pass the `view` a delegate method received, to spare a lookup.
    ///
    /// - Complexity: O(1) amortized: a storage read, a cell lookup and a cached reaction lookup.
    package func performCellReaction(
        _ signature: Signature,
        at indexPath: IndexPath,
        provideCell: Bool = true,
        first: Any = (),
        second: Any = (),
        in view: ManagedView? = nil
    ) -> Any? {
        let cell = provideCell ? liveCell(at: indexPath, in: view) : nil
        var result: Any?
        state.withCellReaction(ordinal: signature.ordinal, at: indexPath, cell: cell) { reaction, model in
            result = reaction.perform(view: cell, model: model, indexPath: indexPath, first: first, second: second)
        }
        return result
    }

    /// Runs the model reaction for `signature` at each of `indexPaths`, without a cell (prefetching), when some
    /// mapping has one.
    ///
    /// - Complexity: O(*n*) amortized for *n* index paths; O(1) when no mapping has a reaction for `signature`.
    package func performModelReactions(_ signature: Signature, at indexPaths: [IndexPath]) {
        guard viewFactory.hasMappedReaction(ordinal: signature.ordinal) else { return }
        for indexPath in indexPaths {
            state.withCellReaction(ordinal: signature.ordinal, at: indexPath, cell: nil) { reaction, model in
                _ = reaction.perform(view: nil, model: model, indexPath: indexPath, first: (), second: ())
            }
        }
    }

    /// Runs the reaction for `signature` with a view the view passed (display events) and `model`, already read from
    /// the storage for `indexPath`; nil when none ran.
    package func performReaction(
        _ signature: Signature,
        view: CollectionReusableView,
        model: Any,
        at indexPath: IndexPath,
        supplementaryKind: String? = nil
    ) -> Any? {
        state.viewFactory.reaction(
            ordinal: signature.ordinal, model: model, at: indexPath, view: view, supplementaryKind: supplementaryKind,
            modelType: nil)?
            .perform(view: view, model: model, indexPath: indexPath, first: (), second: ())
    }

    /// Runs the reaction for `signature` with a view the view passed (display events) and the storage's current model
    /// at `indexPath`; nil when none ran.
    package func performReaction(
        _ signature: Signature,
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
        guard let model else { return nil }
        return performReaction(signature, view: view, model: model, at: indexPath, supplementaryKind: supplementaryKind)
    }

    /// Runs the reaction for `signature` with a view the view passed (display events) and the storage's current model
    /// at `indexPath`, expecting a result of type `R`; nil when none ran.
    package func performReaction<R>(
        _ signature: Signature,
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
        return viewFactory.reaction(
            ordinal: signature.ordinal, model: model, at: indexPath, view: view, supplementaryKind: supplementaryKind,
            modelType: nil)?
            .perform(view: view, model: model, indexPath: indexPath, first: (), second: (), as: R.self)
    }

    /// Runs the reaction for `signature` of a supplementary `kind` with `model`, already read from the storage at
    /// `indexPath`, without a view (sizes and heights); nil when none ran.
    package func performSupplementaryModelReaction(
        _ signature: Signature,
        ofKind kind: String,
        model: Any,
        at indexPath: IndexPath
    ) -> Any? {
        viewFactory.reaction(
            ordinal: signature.ordinal, model: model, at: indexPath, view: nil, supplementaryKind: kind, modelType: nil)?
            .perform(EventArguments(model: model, indexPath: indexPath))
    }

    /// Runs the reaction for `signature` for the cell at `indexPath` (with the live cell) when one exists, for methods
    /// whose answer is optional: `.some(answer)` when a reaction exists — `.some(nil)` when it answered `nil` or could
    /// not run — and `nil` when none exists, so the caller asks the owner only then.
    package func performOptionalCellReaction<T>(
        _ signature: Signature,
        at indexPath: IndexPath,
        first: Any = (),
        in view: ManagedView? = nil,
        as type: T.Type
    ) -> T?? {
        let cell = liveCell(at: indexPath, in: view)
        var result: T??
        state.withCellReaction(ordinal: signature.ordinal, at: indexPath, cell: cell) { reaction, model in
            result = .some(reaction.perform(view: cell, model: model, indexPath: indexPath, first: first, as: T.self))
        }
        return result
    }

    /// Runs the first unmapped reaction for `signature` when one exists, for methods whose answer is optional:
    /// `.some(answer)` when a reaction exists (`.some(nil)` when it answered `nil`), `nil` when none exists.
    package func performOptionalUnmappedReaction<T>(
        _ signature: Signature,
        first: Any = (),
        second: Any = (),
        as type: T.Type
    ) -> T?? {
        guard let reaction = unmappedReaction(signature) else { return nil }
        return .some(reaction.perform(EventArguments(first: first, second: second), as: T.self))
    }

    /// The first unmapped reaction for `signature`.
    package func unmappedReaction(_ signature: Signature) -> EventReaction? {
        state.unmappedReactions.first { $0.replaces(signature) }
    }

    /// Runs the first unmapped reaction for `signature`; nil when there is none or its arguments do not fit.
    package func performUnmappedReaction(_ signature: Signature, first: Any = (), second: Any = ()) -> Any? {
        unmappedReaction(signature)?.perform(EventArguments(first: first, second: second))
    }
}
