import Foundation

/// What the manager's data source, delegate, prefetch data source, drag and drop delegates share: the core's
/// `ManagerObject` (the manager, the owner, their own unmapped reactions, `responds(to:)`, and the helpers that find and
/// run reactions), with the collection view's live cells and re-announcing.
///
/// Each of them answers `responds(to:)` for an event method only when a reaction for it exists or the owner (the
/// manager's `CollectionViewManageable` delegate) implements the method itself, and re-announces itself to the
/// collection view when that answer may have changed. You do not adopt this protocol: the manager creates its objects.
protocol CollectionManagerObject: CollectionViewSelectorResponding, ManagerObject
where
    Manager == CollectionViewManager, Role == CollectionViewRole, Selector == CollectionViewSelector,
    Signature == EventMethodSignature, ManagedView == any CollectionView
{}

/// What every collection manager object keeps. Its contents are internal to the library.
package typealias CollectionManagerObjectState = ManagerObjectState<
    CollectionViewManager, CollectionViewRole, CollectionViewSelector
>

extension ManagerObjectState
where
    Manager == CollectionViewManager, Role == CollectionViewRole, Selector == CollectionViewSelector
{
    /// The state of an object serving `manager` as `role`.
    convenience init(
        manager: CollectionViewManager,
        role: CollectionViewRole,
        alwaysImplemented: Set<CollectionViewSelector> = []
    ) {
        self.init(
            manager: manager, role: role, alwaysImplemented: alwaysImplemented, viewFactory: manager.viewFactory,
            storage: manager.storage)
    }
}

extension CollectionManagerObject {
    /// Reads the owner from the manager when it plays this object's role as `Owner`: called when the manager starts
    /// managing. Returns it, for the object's typed reference.
    func adoptOwner<Owner>(as type: Owner.Type) -> Owner? {
        let owner = manager?.delegate as? Owner
        let responder = owner as? any CollectionViewSelectorResponding
        state.ownerResponds = responder.map { responder in
            { [weak responder] selector in responder?.responds(to: selector) == true }
        }
        return owner
    }

    /// Sets this object again on the collection view (first `nil`), so the view asks ``responds(to:)`` again.
    ///
    /// The data source is re-announced only while it is still the view's data source. The drop delegate never is:
    /// its answers never change (see `CollectionManagerDropDelegate`).
    package func delegateWasReset() {
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

    /// Runs the reaction for `signature` for the cell at `indexPath` expecting a result of type `R`; nil when none ran.
    ///
    /// Compiled here rather than in the core, so that the reaction runs with `R` known: the path of selection, sizes
    /// and heights. Pass the view a delegate method received, to spare a lookup.
    ///
    /// - Complexity: O(1) amortized: a storage read, a cell lookup and a cached reaction lookup.
    @inline(__always)
    func performCellReaction<R>(
        _ signature: EventMethodSignature, at indexPath: IndexPath, provideCell: Bool = true, first: Any = (),
        second: Any = (),
        in view: (any CollectionView)? = nil, as resultType: R.Type
    ) -> R? {
        let cell = provideCell ? liveCell(at: indexPath, in: view) : nil
        let ordinal = signature.ordinal
        // NB: the hottest result types go to the core's forms compiled for them; these tests and casts fold away once
        // `R` is known, as it is wherever this is called.
        if R.self == CGFloat.self {
            return state.cellAnswer(ordinal, indexPath, cell, first, second, as: CGFloat.self).flatMap { $0 as? R }
        }
        if R.self == CGSize.self {
            return state.cellAnswer(ordinal, indexPath, cell, first, second, as: CGSize.self).flatMap { $0 as? R }
        }
        if R.self == Bool.self {
            return state.cellAnswer(ordinal, indexPath, cell, first, second, as: Bool.self).flatMap { $0 as? R }
        }
        if R.self == Void.self {
            return state.cellAnswer(ordinal, indexPath, cell, first, second, as: Void.self).flatMap { $0 as? R }
        }
        var result: R?
        state.withCellReaction(ordinal: ordinal, at: indexPath, cell: cell) { reaction, model in
            result = reaction.perform(
                view: cell, model: model, indexPath: indexPath, first: first, second: second, as: R.self)
        }
        return result
    }

    /// The cell displayed at `indexPath`, from `collectionView` or else the manager's.
    @inline(__always)
    package func liveCell(at indexPath: IndexPath, in collectionView: (any CollectionView)?) -> CollectionReusableView?
    {
        // NB: a `switch` rather than `??` or `if let`: those make the compiler retain the view around the call.
        switch collectionView {
        case .some(let collectionView): return collectionView.cellForItem(at: indexPath)
        case .none: return manager?.collectionView?.cellForItem(at: indexPath)
        }
    }
}
