import Foundation

/// What the manager's data source, delegate, prefetch data source, drag and drop delegates share: the manager, their
/// own unmapped reactions, and the helpers that find and run reactions.
///
/// Each of them answers `responds(to:)` for an event method only when a reaction for it exists or the owner (the
/// manager's `CollectionViewManageable` delegate) implements the method itself, and re-announces itself to the
/// collection view when that answer may have changed.
protocol ManagerDelegateObject: CollectionViewSelectorResponding {
    /// The manager served. Held weakly.
    var manager: CollectionViewManager? { get }

    /// Reactions not tied to a mapping, first registered first.
    var unmappedReactions: [EventReaction] { get set }

    /// The optional methods this object implements whatever is registered.
    static var alwaysImplemented: Set<CollectionViewSelector> { get }

    /// Whether the owner implements `selector` in the role this object plays.
    func ownerResponds(to selector: CollectionViewSelector) -> Bool

    /// Sets this object again on the collection view (first `nil`), so the view asks `responds(to:)` again.
    func delegateWasReset()
}

extension ManagerDelegateObject {
    /// The answer of every manager object: always-implemented methods, methods the owner implements, and event
    /// methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    func respondsToSelector(_ selector: CollectionViewSelector) -> Bool {
        if Self.alwaysImplemented.contains(selector) || ownerResponds(to: selector) { return true }
        guard let signature = EventMethodSignature(rawValue: selector.rawValue) else { return false }
        return hasReaction(for: signature)
    }

    /// Whether a reaction for `signature` exists, on any mapping or among this object's unmapped reactions.
    func hasReaction(for signature: EventMethodSignature) -> Bool {
        unmappedReactions.contains { $0.signature == signature }
            || manager?.viewFactory.hasMappedReaction(for: signature) == true
    }

    /// Appends an unmapped reaction and re-announces this object.
    func appendUnmappedReaction(_ reaction: EventReaction) {
        unmappedReactions.append(reaction)
        delegateWasReset()
    }

    /// The storage's model at `indexPath`, with `Optional` wrapping removed, or nil.
    func model(at indexPath: IndexPath) -> Any? {
        guard let item = manager?.storage.item(at: indexPath) else { return nil }
        return RuntimeHelper.recursivelyUnwrapAnyValue(item)
    }

    /// The reaction for `signature` for the cell at `indexPath`, with the live cell when `provideCell` is true.
    ///
    /// Returns nil when the storage has no model there. A view-typed reaction needs the live cell: when the cell is not
    /// visible it is found but cannot run (its closure receives no view), as in DTCollectionViewManager.
    func cellReaction(
        _ signature: EventMethodSignature,
        at indexPath: IndexPath,
        provideCell: Bool
    ) -> (reaction: EventReaction, arguments: EventArguments)? {
        guard let manager, let model = model(at: indexPath) else { return nil }
        let cell = provideCell ? manager.collectionView?.cellForItem(at: indexPath) : nil
        guard
            let reaction = manager.viewFactory.reaction(
                for: signature, model: model, at: indexPath, view: cell, supplementaryKind: nil)
        else { return nil }
        return (reaction, EventArguments(view: cell, model: model, indexPath: indexPath))
    }

    /// Runs the reaction for `signature` for the cell at `indexPath`; nil when none ran.
    ///
    /// - Complexity: O(1) amortized: a storage read, a cell lookup and a cached reaction lookup.
    func performCellReaction(
        _ signature: EventMethodSignature,
        at indexPath: IndexPath,
        provideCell: Bool = true,
        first: Any = (),
        second: Any = ()
    ) -> Any? {
        guard var found = cellReaction(signature, at: indexPath, provideCell: provideCell) else { return nil }
        found.arguments.first = first
        found.arguments.second = second
        return found.reaction.perform(found.arguments)
    }

    /// Runs the reaction for `signature` with a view the collection view passed (display events) and the storage's
    /// current model at `indexPath`; nil when none ran.
    func performReaction(
        _ signature: EventMethodSignature,
        view: CollectionReusableView,
        at indexPath: IndexPath,
        supplementaryKind: String? = nil
    ) -> Any? {
        guard let manager else { return nil }
        let model: Any? =
            if let supplementaryKind {
                manager.supplementaryModel(ofKind: supplementaryKind, at: indexPath)
            } else {
                model(at: indexPath)
            }
        guard let model,
            let reaction = manager.viewFactory.reaction(
                for: signature, model: model, at: indexPath, view: view, supplementaryKind: supplementaryKind)
        else { return nil }
        return reaction.perform(EventArguments(view: view, model: model, indexPath: indexPath))
    }

    /// Runs the reaction for `signature` of a supplementary `kind` with its model at `indexPath`, without a view
    /// (reference sizes); nil when none ran.
    func performSupplementaryModelReaction(
        _ signature: EventMethodSignature,
        ofKind kind: String,
        at indexPath: IndexPath
    ) -> Any? {
        guard let manager, let model = manager.supplementaryModel(ofKind: kind, at: indexPath),
            let reaction = manager.viewFactory.reaction(
                for: signature, model: model, at: indexPath, view: nil, supplementaryKind: kind)
        else { return nil }
        return reaction.perform(EventArguments(model: model, indexPath: indexPath))
    }

    /// Runs the reaction for `signature` for the cell at `indexPath` (with the live cell) when one exists, for methods
    /// whose answer is optional: `.some(answer)` when a reaction exists — `.some(nil)` when it answered `nil` or could
    /// not run — and `nil` when none exists, so the caller asks the owner only then.
    func performOptionalCellReaction<T>(
        _ signature: EventMethodSignature,
        at indexPath: IndexPath,
        first: Any = (),
        as type: T.Type
    ) -> T?? {
        guard var found = cellReaction(signature, at: indexPath, provideCell: true) else { return nil }
        found.arguments.first = first
        return .some(found.reaction.perform(found.arguments) as? T)
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
        return .some(reaction.perform(EventArguments(first: first, second: second)) as? T)
    }

    /// The first unmapped reaction for `signature`.
    func unmappedReaction(_ signature: EventMethodSignature) -> EventReaction? {
        unmappedReactions.first { $0.signature == signature }
    }

    /// Runs the first unmapped reaction for `signature`; nil when there is none or its arguments do not fit.
    func performUnmappedReaction(_ signature: EventMethodSignature, first: Any = (), second: Any = ()) -> Any? {
        unmappedReaction(signature)?.perform(EventArguments(first: first, second: second))
    }
}
