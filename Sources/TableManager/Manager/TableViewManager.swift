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
/// Until the table updater exists, every change of the storage reloads the table view (`reloadData()`).
///
/// Managers are reference types used from one isolation domain (usually the main actor); they are not `Sendable`.
public final class TableViewManager {
    /// The object whose table view is managed. Held weakly.
    public private(set) weak var delegate: (any TableViewManageable)?

    /// Whether ``startManaging(withDelegate:)`` has run.
    private(set) var isConfigured = false

    /// The registry of mappings.
    let viewFactory = ViewFactory(
        signatures: TableViewEventMethodSignature.self, vocabulary: .tableView, checkedReuseIdentifiers: .cells)

    /// Shows the storage's changes by reloading the table view.
    private let reloader = TableReloader()

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
    public var storage: any Storage {
        willSet {
            (storage as? any UpdateDeliveringStorage)?.delegate = nil
        }
        didSet {
            (storage as? any SupplementaryStorage)?.configureForTableViewUsage()
            (storage as? any UpdateDeliveringStorage)?.delegate = reloader
            tableDataSource?.state.storage = storage
            tableDelegate?.state.storage = storage
            tablePrefetchDataSource?.state.storage = storage
            if isManagingTableView { tableView?.reloadData() }
        }
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

    /// Creates a manager for `storage`, ready to ``startManaging(withDelegate:)``.
    public init(storage: any Storage = MemoryStorage()) {
        (storage as? any SupplementaryStorage)?.configureForTableViewUsage()
        self.storage = storage
        (storage as? any UpdateDeliveringStorage)?.delegate = reloader
        reloader.manager = self
        viewFactory.reportProblem = { [weak self] problem, details in
            self?.anomalyHandler.report(TableViewManagerAnomaly(problem), details: details)
        }
        viewFactory.mappedSignaturesDidChange = { [weak self] in self?.resetDelegates() }
        tableDelegate = TableManagerDelegate(manager: self)
        tableDataSource = TableManagerDataSource(manager: self)
        tablePrefetchDataSource = TableManagerPrefetchDataSource(manager: self)
    }

    /// Starts managing `delegate`'s table view: registers every mapping registered so far, then installs the delegate,
    /// the data source and the prefetch data source (in DTTableViewManager's order).
    ///
    /// Does nothing when already managing, or when `delegate` has no table view yet (DTTableViewManager traps); the
    /// free `manager` property of ``TableViewManageable`` starts the manager once the view exists.
    public func startManaging(withDelegate delegate: any TableViewManageable) {
        guard !isConfigured, let tableView = delegate.managedTableView else { return }
        self.delegate = delegate
        isConfigured = true
        viewFactory.registerAllMappings(with: .tableView(tableView))
        tableDelegate?.ownerDidChange()
        tableDataSource?.ownerDidChange()
        tablePrefetchDataSource?.ownerDidChange()
        tableView.delegate = tableDelegate
        tableView.dataSource = tableDataSource
        tableView.prefetchDataSource = tablePrefetchDataSource
        verifyOwnerDeclaresImplementedMethods(delegate)
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

@available(*, unavailable)
extension TableViewManager: Sendable {}

/// Shows every change of the manager's storage by reloading the table view: the storage's delegate until the manager
/// has a table updater.
final class TableReloader: StorageUpdating {
    weak var manager: TableViewManager?

    /// Applies the storage's deferred changes, then reloads.
    func storageDidPerformUpdate(_ update: StorageUpdate) {
        update.applyDeferredDatasourceUpdates()
        storageNeedsReloading()
    }

    func storageNeedsReloading() {
        guard let manager, manager.isManagingTableView else { return }
        manager.tableView?.reloadData()
    }
}
