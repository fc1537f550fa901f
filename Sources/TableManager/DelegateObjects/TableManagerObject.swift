import Foundation

/// What the table manager's data source and delegate share: the core's `ManagerObject` (the manager, the owner's
/// answers, their own unmapped reactions, `responds(to:)`, and the helpers that find and run reactions), with the table
/// view's live cells, re-announcing, the section header and footer models and the dispatch shapes of DT's wrappers.
protocol TableManagerObject: TableViewSelectorResponding, ManagerObject
where
    Manager == TableViewManager, Role == TableViewRole, Selector == TableViewSelector,
    Signature == TableViewEventMethodSignature, ManagedView == any TableView
{}

/// What every table manager object keeps. Its contents are internal to the library.
package typealias TableManagerObjectState = ManagerObjectState<TableViewManager, TableViewRole, TableViewSelector>

extension ManagerObjectState where Manager == TableViewManager, Role == TableViewRole, Selector == TableViewSelector {
    /// The state of an object serving `manager` as `role`.
    convenience init(manager: TableViewManager, role: TableViewRole, alwaysImplemented: Set<TableViewSelector>) {
        self.init(
            manager: manager, role: role, alwaysImplemented: alwaysImplemented, viewFactory: manager.viewFactory,
            storage: manager.storage)
    }
}

extension TableManagerObject {
    /// Reads the owner from the manager when it plays this object's role as `Owner`: called when the manager starts
    /// managing. Returns it, for the object's typed reference.
    func adoptOwner<Owner>(as type: Owner.Type) -> Owner? {
        let owner = manager?.delegate as? Owner
        let responder = owner as? any TableViewSelectorResponding
        state.ownerResponds = responder.map { responder in
            { [weak responder] selector in responder?.responds(to: selector) == true }
        }
        return owner
    }

    /// Sets this object again on the table view (first `nil`), so the view asks `responds(to:)` again; the data source
    /// only while it is still the table's data source.
    package func delegateWasReset() {
        guard let tableView = manager?.tableView else { return }
        switch state.role {
        case .dataSource:
            guard tableView.dataSource === self else { return }
            tableView.dataSource = nil
            tableView.dataSource = self as? any TableViewDataSource
        case .delegate:
            tableView.delegate = nil
            tableView.delegate = self as? any TableViewDelegate
        case .prefetchDataSource:
            tableView.prefetchDataSource = nil
            tableView.prefetchDataSource = self as? any TableViewDataSourcePrefetching
        case .dragDelegate, .dropDelegate:
            // The drag delegate sets itself again in its own `delegateWasReset()`; the drop delegate answers `true`
            // for every drop method from the start, so it has nothing to re-announce.
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
        _ signature: TableViewEventMethodSignature, at indexPath: IndexPath, provideCell: Bool = true, first: Any = (),
        second: Any = (),
        in view: (any TableView)? = nil, as resultType: R.Type
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

    /// The cell displayed at `indexPath`, from `tableView` or else the manager's.
    @inline(__always)
    package func liveCell(at indexPath: IndexPath, in tableView: (any TableView)?) -> CollectionReusableView? {
        // NB: a `switch` rather than `??` or `if let`: those make the compiler retain the view around the call.
        switch tableView {
        case .some(let tableView): return tableView.cellForRow(at: indexPath)
        case .none: return manager?.tableView?.cellForRow(at: indexPath)
        }
    }

    /// The manager's configuration, or `nil` once the manager is gone.
    var configuration: TableViewConfiguration? { manager?.configuration }

    // MARK: Headers and footers

    /// Whether `section` shows a header (`isHeader`) or footer: `false` for a section without rows when the
    /// configuration hides those (and when the manager is gone).
    func shouldDisplay(header isHeader: Bool, inSection section: Int) -> Bool {
        guard let configuration else { return false }
        let displaysOnEmpty =
            isHeader ? configuration.displayHeaderOnEmptySection : configuration.displayFooterOnEmptySection
        return displaysOnEmpty || storage.numberOfItems(inSection: section) > 0
    }

    /// The header (`isHeader`) or footer model of `section`, with `Optional` wrapping removed; `nil` when the section
    /// should not show it.
    func headerFooterModel(header isHeader: Bool, inSection section: Int) -> Any? {
        guard shouldDisplay(header: isHeader, inSection: section), let storage = state.supplementaryStorage else {
            return nil
        }
        let model = isHeader ? storage.headerModel(forSection: section) : storage.footerModel(forSection: section)
        return model.flatMap(viewFactory.unwrap)
    }

    /// Runs the reaction for `signature` of the header (`isHeader`) or footer of `section` with the section's model
    /// and, for display events, the view the table passed; nil when none ran.
    func performHeaderFooterReaction(
        _ signature: TableViewEventMethodSignature,
        header isHeader: Bool,
        section: Int,
        view: CollectionReusableView?
    ) -> Any? {
        guard let model = headerFooterModel(header: isHeader, inSection: section) else { return nil }
        let kind = isHeader ? DTTableViewElementSectionHeader : DTTableViewElementSectionFooter
        let indexPath = IndexPath(itemIndex: 0, sectionIndex: section)
        if let view {
            return performReaction(signature, view: view, model: model, at: indexPath, supplementaryKind: kind)
        }
        return performSupplementaryModelReaction(signature, ofKind: kind, model: model, at: indexPath)
    }

    // MARK: Dispatch

    /// A cell method's answer: the reaction's for the row (with its live cell unless `provideCell` is `false`), else
    /// the owner's when it implements the method, else `fallback`.
    ///
    /// - Complexity: O(1) amortized: a storage read, a cell lookup and a cached reaction lookup.
    @inline(__always)
    func answer<R>(
        _ signature: TableViewEventMethodSignature,
        at indexPath: IndexPath,
        in tableView: any TableView,
        provideCell: Bool = true,
        first: Any = (),
        second: Any = (),
        owner askOwner: () -> R?,
        otherwise fallback: @autoclosure () -> R
    ) -> R {
        if let answer = performCellReaction(
            signature, at: indexPath, provideCell: provideCell, first: first, second: second, in: tableView,
            as: R.self)
        {
            return answer
        }
        if ownerResponds(to: signature.selector), let answer = askOwner() { return answer }
        return fallback()
    }

    /// An optional cell method's answer: the reaction's when one exists for the row (even `nil`, which is also the
    /// answer when its cell is not displayed), else the owner's when it implements the method, else `nil`.
    func optionalAnswer<R>(
        _ signature: TableViewEventMethodSignature,
        at indexPath: IndexPath,
        in tableView: any TableView,
        first: Any = (),
        owner askOwner: () -> R?
    ) -> R? {
        if let answer = performOptionalCellReaction(signature, at: indexPath, first: first, in: tableView, as: R.self) {
            return answer
        }
        return ownerResponds(to: signature.selector) ? askOwner() : nil
    }

    /// Tells a cell method: runs the reaction for the row (with its live cell), then the owner's method when it
    /// implements it.
    func notify(
        _ signature: TableViewEventMethodSignature,
        at indexPath: IndexPath,
        in tableView: any TableView,
        first: Any = (),
        second: Any = (),
        owner tellOwner: () -> Void
    ) {
        _ = performCellReaction(signature, at: indexPath, first: first, second: second, in: tableView, as: Void.self)
        if ownerResponds(to: signature.selector) { tellOwner() }
    }

    /// An unmapped method's answer: the first unmapped reaction's, else the owner's when it implements the method,
    /// else `fallback`.
    func unmappedAnswer<R>(
        _ signature: TableViewEventMethodSignature,
        first: Any = (),
        second: Any = (),
        owner askOwner: () -> R?,
        otherwise fallback: @autoclosure () -> R
    ) -> R {
        if let answer = unmappedReaction(signature)?.perform(EventArguments(first: first, second: second), as: R.self) {
            return answer
        }
        if ownerResponds(to: signature.selector), let answer = askOwner() { return answer }
        return fallback()
    }
}
