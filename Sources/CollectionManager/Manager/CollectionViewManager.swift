import Foundation

/// Runs a collection view: owns its data source and delegate objects, maps models to cells, and turns storage changes
/// into batch updates.
///
/// Usually you get a manager for free by conforming the object that owns the collection view to
/// ``CollectionViewManageable``; the manager starts managing as soon as the collection view exists.
///
/// ```swift
/// manager.register(PostCell.self)                    // PostCell: CollectionViewCell, ModelTransfer (ModelType == Post)
/// manager.registerHeader(SectionTitleView.self)      // displays the section's header model
/// manager.memoryStorage.setItems(posts)
/// manager.memoryStorage.setSectionHeaderModels(["Today"])
/// ```
///
/// Managers are reference types used from one isolation domain (usually the main actor); they are not `Sendable`.
public final class CollectionViewManager {
    /// The object whose collection view is managed. Held weakly.
    public private(set) weak var delegate: (any CollectionViewManageable)?

    /// Whether ``startManaging(withDelegate:)`` has run.
    private(set) var isConfigured = false

    /// View events whose `unusedEventDetected` check has not run yet.
    var pendingEventChecks: [PendingEventCheck] = []

    /// Whether the one-time flow-layout check has run.
    var didVerifyFlowLayoutEvents = false

    /// When the main queue runs the flow-layout check, if the first data load has not; `nil` when it waits for it.
    var flowLayoutCheckDeadline: DispatchTime?

    /// This manager's own deferred-check delay, when set; see ``eventVerificationDelay-swift.property``.
    var eventVerificationDelayOverride: TimeInterval?

    /// The registry of mappings.
    let viewFactory = ViewFactory(
        signatures: EventMethodSignature.self, vocabulary: .collectionView, managerName: "CollectionViewManager")

    /// Told each time the collection view has shown a change of the storage; see ``addShownUpdateObserver(_:)``.
    let shownUpdateObservers = ShownUpdateObservers()

    /// The collection view being managed, read from ``delegate``.
    public var collectionView: (any CollectionView)? { delegate?.managedCollectionView }

    /// Whether the manager has started and its owner still has a collection view.
    public var isManagingCollectionView: Bool { isConfigured && collectionView != nil }

    /// Receives the manager's anomalies. Replacing the handler takes effect at once.
    ///
    /// Its reports to a person wait until the collection view is idle, so that one layout pass's repeats of a mistake
    /// become one report.
    public var anomalyHandler = CollectionViewManagerAnomalyHandler() {
        didSet { installReportingPass() }
    }

    /// The nibs that mappings look their `xibName` up in, standing in for the app bundle.
    ///
    /// A mapping takes the catalog as it is when the mapping is registered; add nibs before registering.
    public var nibCatalog = NibCatalog()

    /// The source of the collection view's sections and models. Default: a new `MemoryStorage`.
    ///
    /// Assigning detaches the previous storage from the updater, routes the flow layout's header and footer kinds to
    /// the new storage's header and footer providers (replacing custom kinds), attaches the new storage to the
    /// updater, and — unlike DTCollectionViewManager — reloads the collection view, whose counts came from the old
    /// storage.
    ///
    /// While the manager is bound to the main queue (its collection view was created there), the new storage is bound
    /// to it too, and the previous one is let go; an assignment off the main queue is reported and not applied.
    public var storage: any Storage {
        get { currentStorage }
        set {
            guard viewFactory.threadCheck.allowsCall("storage") else { return }
            viewFactory.threadCheck.replaceStorage(
                &currentStorage, with: newValue, updater: collectionViewUpdater,
                configure: { $0.configureForCollectionViewFlowLayoutUsage() },
                share: shareStorage)
            if isManagingCollectionView { collectionView?.reloadData() }
            shownUpdateObservers.notify()
        }
    }

    /// The storage behind ``storage``.
    private var currentStorage: any Storage

    /// Gives `storage` to the delegate objects, which read it on every call.
    private func shareStorage(_ storage: any Storage) {
        collectionDataSource?.state.storage = storage
        collectionDelegate?.state.storage = storage
        collectionPrefetchDataSource?.state.storage = storage
        collectionDragDelegate?.state.storage = storage
        collectionDropDelegate?.state.storage = storage
    }

    /// The storage as a `MemoryStorage`.
    ///
    /// When the storage is of another type — a ``CollectionViewDiffableDataSource`` after
    /// ``configureDiffableDataSource(modelProvider:)``, or a custom storage — reading this reports
    /// ``CollectionViewManagerAnomaly/memoryStorageUnavailable(storageType:)`` and returns a new, empty `MemoryStorage`
    /// that is not connected to the collection view, so `manager.memoryStorage.addItem(x)` changes nothing and does not
    /// trap. The value is never `nil`; the implicitly unwrapped type keeps `manager.memoryStorage!` and
    /// `manager.memoryStorage?` compiling.
    public var memoryStorage: MemoryStorage! {
        if let memoryStorage = storage as? MemoryStorage { return memoryStorage }
        anomalyHandler.reportAnomaly(.memoryStorageUnavailable(storageType: String(describing: type(of: storage))))
        return MemoryStorage()
    }

    /// The storage as a `SupplementaryStorage`, if it is one.
    public var supplementaryStorage: (any SupplementaryStorage)? { storage as? any SupplementaryStorage }

    /// Applies storage updates to the collection view. Created by ``startManaging(withDelegate:)``.
    ///
    /// Assigning makes the new updater the storage's delegate (`nil` detaches the storage, which then applies its
    /// changes at once) and calls its `didUpdateContent` with `nil`.
    public var collectionViewUpdater: CollectionViewUpdater? {
        get { currentUpdater }
        set {
            guard viewFactory.threadCheck.allowsCall("collectionViewUpdater") else { return }
            currentUpdater = newValue
            collectionViewUpdater?.threadCheck = viewFactory.threadCheck
            (storage as? any UpdateDeliveringStorage)?.delegate = collectionViewUpdater
            collectionViewUpdater?.didShowUpdate = { [weak self] in self?.shownUpdateObservers.notify() }
            collectionViewUpdater?.didUpdateContent?(nil)
        }
    }

    /// The updater behind ``collectionViewUpdater``.
    private var currentUpdater: CollectionViewUpdater?

    /// The collection view's data source, installed by ``startManaging(withDelegate:)``.
    ///
    /// It exists from the start, so events can be registered before the collection view does.
    public private(set) var collectionDataSource: CollectionManagerDataSource?

    /// The collection view's delegate (and flow-layout delegate), installed by ``startManaging(withDelegate:)``.
    public private(set) var collectionDelegate: CollectionManagerDelegate?

    /// The collection view's prefetch data source, installed by ``startManaging(withDelegate:)``.
    public private(set) var collectionPrefetchDataSource: CollectionManagerPrefetchDataSource?

    /// The collection view's drag delegate, installed by ``startManaging(withDelegate:)``.
    public private(set) var collectionDragDelegate: CollectionManagerDragDelegate?

    /// The collection view's drop delegate, installed by ``startManaging(withDelegate:)``.
    public private(set) var collectionDropDelegate: CollectionManagerDropDelegate?

    /// Creates a manager for `storage`, ready to ``startManaging(withDelegate:)``.
    public init(storage: any Storage = MemoryStorage()) {
        (storage as? any SupplementaryStorage)?.configureForCollectionViewFlowLayoutUsage()
        currentStorage = storage
        viewFactory.threadCheck.report = { [weak self] call, thread in
            self?.anomalyHandler.reportAnomaly(.wrongThread(call: call, thread: thread))
        }
        viewFactory.reportProblem = { [weak self] problem, details in
            self?.anomalyHandler.report(CollectionViewManagerAnomaly(problem), details: details)
        }
        installReportingPass()
        viewFactory.mappedSignaturesDidChange = { [weak self] in self?.resetDelegates() }
        collectionDataSource = CollectionManagerDataSource(manager: self)
        collectionDelegate = CollectionManagerDelegate(manager: self)
        collectionPrefetchDataSource = CollectionManagerPrefetchDataSource(manager: self)
        collectionDragDelegate = CollectionManagerDragDelegate(manager: self)
        collectionDropDelegate = CollectionManagerDropDelegate(manager: self)
    }

    /// Starts managing `delegate`'s collection view: installs the updater, the data source, the delegate, the
    /// prefetch data source and the drag and drop delegates, registers every mapping registered so far, and schedules
    /// the flow-layout check (see ``verifyEventsCompatibility()``).
    ///
    /// Does nothing when already managing, or when `delegate` has no collection view yet (DTCollectionViewManager
    /// traps); the free `manager` property of ``CollectionViewManageable`` starts the manager once the view exists.
    public func startManaging(withDelegate delegate: any CollectionViewManageable) {
        guard !isConfigured, let collectionView = delegate.managedCollectionView,
            viewFactory.threadCheck.bind(to: collectionView, storage: storage, call: "startManaging(withDelegate:)")
        else { return }
        self.delegate = delegate
        isConfigured = true
        viewFactory.registerAllMappings(with: .collectionView(collectionView))
        collectionViewUpdater = CollectionViewUpdater(collectionView: collectionView)
        collectionDataSource?.ownerDidChange()
        collectionDelegate?.ownerDidChange()
        collectionPrefetchDataSource?.ownerDidChange()
        collectionDragDelegate?.ownerDidChange()
        collectionDropDelegate?.ownerDidChange()
        collectionView.dataSource = collectionDataSource
        collectionView.delegate = collectionDelegate
        collectionView.prefetchDataSource = collectionPrefetchDataSource
        collectionView.dragDelegate = collectionDragDelegate
        collectionView.dropDelegate = collectionDropDelegate
        verifyOwnerDeclaresImplementedMethods(delegate)
        scheduleFlowLayoutCheck()
    }

    /// Reports ``CollectionViewManagerAnomaly/ownerDeclaresNoImplementedMethods(ownerType:protocols:)`` when `owner`
    /// conforms to data-source or delegate protocols and answers `false` for every optional method of all of them.
    ///
    /// The prefetching, drag and drop protocols are not checked: their required methods reach a conforming owner
    /// without being listed, so an owner may rightly list none of their optional ones.
    ///
    /// - Complexity: O(m), m the number of optional methods of the protocols `owner` conforms to.
    private func verifyOwnerDeclaresImplementedMethods(_ owner: any CollectionViewManageable) {
        var protocols: [String] = []
        var roles: [CollectionViewRole] = []
        if owner is any CollectionViewDataSource {
            protocols.append("CollectionViewDataSource")
            roles.append(.dataSource)
        }
        if owner is any CollectionViewDelegateFlowLayout {
            protocols.append("CollectionViewDelegateFlowLayout")
            roles += [.delegate, .flowLayoutDelegate]
        }
        if owner is any CollectionViewDelegateFullScreenLayout {
            protocols.append("CollectionViewDelegateFullScreenLayout")
            roles += [.delegate, .fullScreenLayoutDelegate]
        }
        if !roles.contains(.delegate), owner is any CollectionViewDelegate {
            protocols.append("CollectionViewDelegate")
            roles.append(.delegate)
        }
        guard let responder = owner as? any CollectionViewSelectorResponding, !protocols.isEmpty else { return }
        let declaresAny = roles.contains { role in role.optionalSelectors.contains { responder.responds(to: $0) } }
        guard !declaresAny else { return }
        anomalyHandler.reportAnomaly(
            .ownerDeclaresNoImplementedMethods(ownerType: String(describing: type(of: owner)), protocols: protocols))
    }

    /// Makes the handler's reports wait until the managed view, when it reports its busy phases, is idle.
    private func installReportingPass() {
        anomalyHandler.reporting.pass.whenViewIsIdle = { [weak self] work in
            guard let view = self?.collectionView as? any CallOutReporting else { return work() }
            view.performWhenIdle(work)
        }
    }

    /// Makes the collection view ask the manager's objects again which optional methods they implement.
    ///
    /// Collection views cache the answers when their data source or delegate is assigned; the manager's answers change
    /// as mappings and events are registered, so it re-assigns its objects (first `nil`, then itself).
    func resetDelegates() {
        guard isConfigured else { return }
        collectionDataSource?.delegateWasReset()
        collectionDelegate?.delegateWasReset()
        collectionPrefetchDataSource?.delegateWasReset()
        collectionDragDelegate?.delegateWasReset()
        collectionDropDelegate?.delegateWasReset()
    }

    // MARK: Updating visible cells

    /// A closure that reconfigures the visible cell at an index path with a model, in place: the mapping's handler, then
    /// `update(with:)`. No reload, no reuse; nothing happens when the cell is not visible or no mapping fits.
    public func updateCellClosure() -> (IndexPath, Any) -> Void {
        { [weak self] indexPath, model in
            guard let self, let collectionView, let cell = collectionView.cellForItem(at: indexPath),
                let model = viewFactory.unwrap(model),
                let mapping = viewFactory.cellMapping(for: model, at: indexPath) as? any CellViewModelMappingProtocol
            else { return }
            mapping.updateCell(cell: cell, at: indexPath, with: model)
        }
    }

    /// Reconfigures every visible cell in place with its current model, then runs `closure` on it.
    ///
    /// Each cell is looked up again, with the storage's model at its index path, right before it is updated, and
    /// skipped when it is no longer displayed. Storage changes the mappings' handlers make meanwhile are shown once
    /// every cell has been updated. With a `VirtualCollectionView` the update counts as the view's own work, as a layout
    /// pass does: a reload a handler causes (a reload method, a non-animated apply) runs when the update ends, and
    /// the cells not updated yet are left to it.
    ///
    /// Called while a `VirtualCollectionView` is not idle — from a callback during a layout pass or a commit, or inside
    /// a batch-update block, where the storage may already hold contents the cells have not moved to yet — the cells
    /// are updated as soon as the view is idle, after the work in progress.
    ///
    /// - Complexity: O(*v*) for *v* visible cells, plus O(*v*) for each cell a handler's change moved.
    public func updateVisibleCells(_ closure: ((CollectionViewCell) -> Void)? = nil) {
        guard viewFactory.threadCheck.allowsCall("updateVisibleCells(_:)") else { return }
        guard let collectionView else { return }
        let view = collectionView as? any CallOutReporting
        if let view {
            guard view.isIdle else {
                view.performWhenIdle { [weak self] in self?.updateVisibleCells(closure) }
                return
            }
            // Reloads and batches still due (requested from the callbacks that led here) would replace or move the
            // cells this call is about to update: let them run first.
            _ = view.settle(maximumRounds: ViewUpdateScheduler.maximumSettlingRounds)
        }
        let schedulers = [
            collectionViewUpdater?.viewUpdateScheduler, (storage as? any ViewUpdateScheduling)?.viewUpdateScheduler,
        ]
        let update = updateCellClosure()
        let paths = collectionView.indexPathsForVisibleItems
        let cells = paths.compactMap { path in collectionView.cellForItem(at: path).map { (path, $0) } }
        func updateCells() {
            for (path, cell) in cells {
                // A pending reload configures every cell anew, against contents that changed under the cells left.
                if view?.isReloadPending == true { return }
                let current = collectionView.cellForItem(at: path) === cell ? path : collectionView.indexPath(for: cell)
                guard let indexPath = current, let model = storage.item(at: indexPath) else { continue }
                // Reading the model runs user code (a diffable model provider) that may have asked for that reload.
                if view?.isReloadPending == true { return }
                update(indexPath, model)
                closure?(cell)
            }
        }
        if let view {
            view.callingOut { holding(schedulers.compactMap { $0 }[...], updateCells) }
        } else {
            holding(schedulers.compactMap { $0 }[...], updateCells)
        }
    }

    /// Runs `body` while every scheduler in `schedulers` holds back the work that arrives.
    private func holding(_ schedulers: ArraySlice<ViewUpdateScheduler>, _ body: () -> Void) {
        guard let first = schedulers.first else { return body() }
        first.holding { holding(schedulers.dropFirst(), body) }
    }

    /// An updater that refreshes updated cells in place (``updateCellClosure()``) and animates moves as moves, as
    /// DTCollectionViewManager's `coreDataUpdater()` does. Assign it to ``collectionViewUpdater``.
    ///
    /// Returns `nil` when the manager has no collection view.
    public func coreDataUpdater() -> CollectionViewUpdater? {
        guard viewFactory.threadCheck.allowsCall("coreDataUpdater()") else { return nil }
        guard let collectionView else { return nil }
        return CollectionViewUpdater(
            collectionView: collectionView, reloadItem: updateCellClosure(), animateMoveAsDeleteAndInsert: false)
    }

    /// Drops the managers of deallocated ``CollectionViewManageable`` owners.
    ///
    /// Owners cannot hold their free `manager` themselves, so a table does; `VirtualCollectionView` calls this when it
    /// is deallocated. Call it yourself from the `deinit` of another `CollectionView` implementation.
    public static func releaseManagersOfDeallocatedOwners() {
        ManagerTable.shared.purge()
    }

    /// Drops the managers of deallocated owners, then waits until no other thread holds an owner to check whether it
    /// is alive, so that an owner released by the caller reads as gone.
    ///
    /// For leak checks, which run on a test's thread while other tests' views purge the table. Never call it from a
    /// deinit.
    package static func releaseManagersAndSettleOwnerChecks() {
        ManagerTable.shared.purge()
        ManagerTable.shared.waitUntilNoOwnerIsHeld()
    }
}

@available(*, unavailable)
extension CollectionViewManager: Sendable {}
