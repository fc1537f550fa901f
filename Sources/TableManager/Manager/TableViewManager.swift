import Foundation

/// Runs a table view: owns its data source and delegate, maps models to cells and to section header and footer
/// views, and answers the table from its storage.
///
/// Usually you get a manager for free by conforming the object that owns the table view to ``TableViewManageable``;
/// the manager starts managing as soon as the table view exists.
///
/// ```swift
/// manager.register(SettingCell.self)        // SettingCell: TableViewCell, ModelTransfer (ModelType == Setting)
/// manager.memoryStorage.setItems(settings)
/// manager.memoryStorage.setSectionHeaderModels(["General"])   // shown as the section's title
/// ```
///
/// The manager's ``tableViewUpdater`` shows every change of a `MemoryStorage` as one batch update of the table view.
///
/// Managers are reference types used from one isolation domain (usually the main actor); they are not `Sendable`.
public final class TableViewManager {
    /// The object whose table view is managed. Held weakly.
    public private(set) weak var delegate: (any TableViewManageable)?

    /// Whether ``startManaging(withDelegate:)`` has run.
    private(set) var isConfigured = false

    /// The registry of mappings.
    let viewFactory = ViewFactory(
        signatures: TableViewEventMethodSignature.self, vocabulary: .tableView, checkedReuseIdentifiers: .cells,
        managerName: "TableViewManager")

    /// Told each time the table view has shown a change of the storage; see ``addShownUpdateObserver(_:)``.
    let shownUpdateObservers = ShownUpdateObservers()

    /// Applies the storage's updates to the table view; created when the manager starts managing. Assigning one makes
    /// it the storage's delegate and calls its `didUpdateContent` with `nil`; `nil` stops the table from showing storage
    /// changes until it reloads.
    public var tableViewUpdater: TableViewUpdater? {
        get { currentUpdater }
        set {
            guard viewFactory.threadCheck.allowsCall("tableViewUpdater") else { return }
            currentUpdater = newValue
            tableViewUpdater?.threadCheck = viewFactory.threadCheck
            (storage as? any UpdateDeliveringStorage)?.delegate = tableViewUpdater
            tableViewUpdater?.didShowUpdate = { [weak self] in self?.shownUpdateObservers.notify() }
            tableViewUpdater?.didUpdateContent?(nil)
        }
    }

    /// The updater behind ``tableViewUpdater``.
    private var currentUpdater: TableViewUpdater?

    /// The table view being managed, read from ``delegate``.
    public var tableView: (any TableView)? { delegate?.managedTableView }

    /// Whether the manager has started and its owner still has a table view.
    public var isManagingTableView: Bool { isConfigured && tableView != nil }

    /// How headers and footers are shown and sized; read on every call.
    public var configuration = TableViewConfiguration()

    /// Receives the manager's anomalies. Replacing the handler takes effect at once.
    public var anomalyHandler = TableViewManagerAnomalyHandler()

    /// The nibs that mappings look their `xibName` up in, standing in for the app bundle. A mapping takes the catalog
    /// as it is when the mapping is registered.
    public var nibCatalog = NibCatalog()

    /// The source of the table view's sections and models. Default: a new `MemoryStorage`.
    ///
    /// Assigning routes the new storage's header and footer kinds to its header and footer providers
    /// (`configureForTableViewUsage()`), makes the manager the storage's delegate, detaching the previous storage, and
    /// reloads the table view, whose counts came from the old storage.
    ///
    /// While the manager is bound to the main queue (its table view was created there), the new storage is bound to it
    /// too, and the previous one is let go; an assignment off the main queue is reported and not applied.
    public var storage: any Storage {
        get { currentStorage }
        set {
            guard viewFactory.threadCheck.allowsCall("storage") else { return }
            viewFactory.threadCheck.replaceStorage(
                &currentStorage, with: newValue, updater: tableViewUpdater,
                configure: { $0.configureForTableViewUsage() },
                share: shareStorage)
            if isManagingTableView { tableView?.reloadData() }
            shownUpdateObservers.notify()
        }
    }

    /// The storage behind ``storage``.
    private var currentStorage: any Storage

    /// Gives `storage` to the delegate objects, which read it on every call.
    private func shareStorage(_ storage: any Storage) {
        tableDataSource?.state.storage = storage
        tableDelegate?.state.storage = storage
        tablePrefetchDataSource?.state.storage = storage
        tableDragDelegate?.state.storage = storage
        tableDropDelegate?.state.storage = storage
    }

    /// The storage as a `MemoryStorage`.
    ///
    /// When the storage is of another type, reading this reports
    /// ``TableViewManagerAnomaly/memoryStorageUnavailable(storageType:)`` and returns a new, empty `MemoryStorage` that
    /// is not connected to the table view. The value is never `nil`; the implicitly unwrapped type keeps
    /// `manager.memoryStorage!` and `manager.memoryStorage?` compiling.
    public var memoryStorage: MemoryStorage! {
        if let memoryStorage = storage as? MemoryStorage { return memoryStorage }
        anomalyHandler.reportAnomaly(.memoryStorageUnavailable(storageType: String(describing: type(of: storage))))
        return MemoryStorage()
    }

    /// The storage as a `SupplementaryStorage`, if it is one.
    public var supplementaryStorage: (any SupplementaryStorage)? { storage as? any SupplementaryStorage }

    /// The table view's data source. It exists from the start, so events can be registered before the table view
    /// does; ``startManaging(withDelegate:)`` installs it.
    public private(set) var tableDataSource: TableManagerDataSource?

    /// The table view's delegate, installed by ``startManaging(withDelegate:)``.
    public private(set) var tableDelegate: TableManagerDelegate?

    /// The table view's prefetch data source, installed by ``startManaging(withDelegate:)``.
    public private(set) var tablePrefetchDataSource: TableManagerPrefetchDataSource?

    /// The table view's drag delegate, installed by ``startManaging(withDelegate:)``.
    public private(set) var tableDragDelegate: TableManagerDragDelegate?

    /// The table view's drop delegate, installed by ``startManaging(withDelegate:)``.
    public private(set) var tableDropDelegate: TableManagerDropDelegate?

    /// Creates a manager for `storage`, ready to ``startManaging(withDelegate:)``.
    public init(storage: any Storage = MemoryStorage()) {
        (storage as? any SupplementaryStorage)?.configureForTableViewUsage()
        currentStorage = storage
        viewFactory.threadCheck.report = { [weak self] call, thread in
            self?.anomalyHandler.reportAnomaly(.wrongThread(call: call, thread: thread))
        }
        viewFactory.reportProblem = { [weak self] problem, details in
            self?.anomalyHandler.report(TableViewManagerAnomaly(problem), details: details)
        }
        viewFactory.mappedSignaturesDidChange = { [weak self] in self?.resetDelegates() }
        tableDelegate = TableManagerDelegate(manager: self)
        tableDataSource = TableManagerDataSource(manager: self)
        tablePrefetchDataSource = TableManagerPrefetchDataSource(manager: self)
        tableDragDelegate = TableManagerDragDelegate(manager: self)
        tableDropDelegate = TableManagerDropDelegate(manager: self)
    }

    /// Starts managing `delegate`'s table view: registers every mapping registered so far, then installs the delegate,
    /// the data source, the prefetch data source and the drag and drop delegates (in DTTableViewManager's order).
    ///
    /// Does nothing when already managing, or when `delegate` has no table view yet (DTTableViewManager traps); the
    /// free `manager` property of ``TableViewManageable`` starts the manager once the view exists.
    public func startManaging(withDelegate delegate: any TableViewManageable) {
        guard !isConfigured, let tableView = delegate.managedTableView,
            viewFactory.threadCheck.bind(to: tableView, storage: storage, call: "startManaging(withDelegate:)")
        else { return }
        self.delegate = delegate
        isConfigured = true
        viewFactory.registerAllMappings(with: .tableView(tableView))
        tableViewUpdater = TableViewUpdater(tableView: tableView)
        tableDelegate?.ownerDidChange()
        tableDataSource?.ownerDidChange()
        tablePrefetchDataSource?.ownerDidChange()
        tableView.delegate = tableDelegate
        tableView.dataSource = tableDataSource
        tableView.prefetchDataSource = tablePrefetchDataSource
        installDragAndDropDelegates(on: tableView)
        verifyOwnerDeclaresImplementedMethods(delegate)
    }

    /// Installs the drag and drop delegates on `tableView`, once they know the owner.
    private func installDragAndDropDelegates(on tableView: any TableView) {
        tableDragDelegate?.ownerDidChange()
        tableDropDelegate?.ownerDidChange()
        tableView.dragDelegate = tableDragDelegate
        tableView.dropDelegate = tableDropDelegate
    }

    /// Reports ``TableViewManagerAnomaly/ownerDeclaresNoImplementedMethods(ownerType:protocols:)`` when `owner` adopts
    /// the data-source or delegate protocol and answers `false` for every optional method of the ones it adopts.
    private func verifyOwnerDeclaresImplementedMethods(_ owner: any TableViewManageable) {
        let adopted: [(name: String, role: TableViewRole)] = [
            owner is any TableViewDataSource ? ("TableViewDataSource", .dataSource) : nil,
            owner is any TableViewDelegate ? ("TableViewDelegate", .delegate) : nil,
        ].compactMap { $0 }
        guard let responder = owner as? any TableViewSelectorResponding, !adopted.isEmpty,
            !adopted.contains(where: { $0.role.optionalSelectors.contains(where: responder.responds(to:)) })
        else { return }
        anomalyHandler.reportAnomaly(
            .ownerDeclaresNoImplementedMethods(
                ownerType: String(describing: type(of: owner)), protocols: adopted.map(\.name)))
    }

    /// Makes the table view ask the manager's objects again which optional methods they implement: it caches the
    /// answers when its data source or delegate is assigned, and the manager's answers change as mappings and events
    /// are registered.
    func resetDelegates() {
        guard isConfigured else { return }
        tableDataSource?.delegateWasReset()
        tableDelegate?.delegateWasReset()
        tablePrefetchDataSource?.delegateWasReset()
        tableDragDelegate?.delegateWasReset()
    }

    // MARK: Updating visible cells

    /// A closure that reconfigures the visible cell at an index path with a model, in place: the mapping's handler,
    /// then `update(with:)`. No reload, no reuse; nothing happens when the cell is not visible or no mapping fits.
    public func updateCellClosure() -> (IndexPath, Any) -> Void {
        { [weak self] indexPath, model in
            guard let self, let cell = tableView?.cellForRow(at: indexPath), let model = viewFactory.unwrap(model),
                let mapping = viewFactory.cellMapping(for: model, at: indexPath) as? any TableCellMapping
            else { return }
            mapping.updateCell(cell: cell, at: indexPath, with: model)
        }
    }

    /// Reconfigures every visible cell in place with the storage's model for its row, then runs `closure` on it.
    ///
    /// - Complexity: O(*v*) for *v* visible rows.
    public func updateVisibleCells(_ closure: ((TableViewCell) -> Void)? = nil) {
        guard viewFactory.threadCheck.allowsCall("updateVisibleCells(_:)") else { return }
        guard let tableView else { return }
        let update = updateCellClosure()
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let model = storage.item(at: indexPath), let cell = tableView.cellForRow(at: indexPath) else {
                continue
            }
            update(indexPath, model)
            closure?(cell)
        }
    }
}

extension TableViewManager {
    /// An updater that refreshes updated cells in place (``updateCellClosure()``) and animates moves as moves, as
    /// DTTableViewManager's `coreDataUpdater()` does. Assign it to ``tableViewUpdater``.
    ///
    /// Returns `nil` when the manager has no table view.
    public func coreDataUpdater() -> TableViewUpdater? {
        guard viewFactory.threadCheck.allowsCall("coreDataUpdater()") else { return nil }
        guard let tableView else { return nil }
        return TableViewUpdater(
            tableView: tableView, reloadRow: updateCellClosure(), animateMoveAsDeleteAndInsert: false)
    }

    /// Calls `observer` each time the table view has shown a change of the storage: after each update the
    /// ``tableViewUpdater`` applies, after each snapshot a ``TableViewDiffableDataSource`` applies, and after a new
    /// ``storage`` is assigned. For test helpers that wait for a screen's asynchronous work; remove it with
    /// ``removeShownUpdateObserver(_:)``.
    package func addShownUpdateObserver(_ observer: @escaping () -> Void) -> ShownUpdateObservation {
        ShownUpdateObservation(id: shownUpdateObservers.add(observer))
    }

    /// Removes an observer added with ``addShownUpdateObserver(_:)``; does nothing when it was removed already.
    package func removeShownUpdateObserver(_ observation: ShownUpdateObservation) {
        shownUpdateObservers.remove(observation.id)
    }

    /// Makes a diffable data source the manager's storage: the table view then shows the snapshots it applies, each
    /// difference as one batch update, and the updater is removed. The model provider turns an item identifier into
    /// the model the mappings display.
    ///
    /// ```swift
    /// let dataSource: TableViewDiffableDataSource<Section, Setting.ID> =
    ///     manager.configureDiffableDataSource { indexPath, id in settings[id]! }
    /// ```
    @discardableResult
    public func configureDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>(
        modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any
    ) -> TableViewDiffableDataSource<SectionIdentifier, ItemIdentifier> {
        guard viewFactory.threadCheck.allowsCall("configureDiffableDataSource(modelProvider:)") else {
            // Not installed: the manager keeps its storage, and this data source is connected to nothing.
            return TableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>(
                manager: self, modelProvider: modelProvider)
        }
        tableViewUpdater = nil
        let dataSource = TableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>(
            manager: self, modelProvider: modelProvider)
        storage = dataSource
        return dataSource
    }
}

/// A manager's storage backed by a `DiffableDataSourceSnapshot`, for a table view: the shared `DiffableDataSource`
/// (in `ManagerCore`). Create one with ``TableViewManager/configureDiffableDataSource(modelProvider:)``.
public typealias TableViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> =
    DiffableDataSource<SectionIdentifier, ItemIdentifier>

extension TableViewManager: DiffableDataSourceHost {
    /// The managed table view, adapted, or `nil` while the manager manages none. Snapshots animate with UIKit's
    /// diffable default, `.automatic`.
    package var managedUpdateTarget: (any BatchUpdateTarget)? {
        guard isManagingTableView, let tableView else { return nil }
        let target = TableViewBatchTarget(tableView: tableView)
        target.insertSectionAnimation = .automatic
        return target
    }

    /// Tells the observers of shown updates.
    package func didShowUpdate() {
        shownUpdateObservers.notify()
    }
}

@available(*, unavailable)
extension TableViewManager: Sendable {}
