import Foundation

/// A manager's storage backed by a ``DiffableDataSourceSnapshot``: apply a snapshot and the collection view animates
/// the difference in one batch update.
///
/// Create one with ``CollectionViewManager/configureDiffableDataSource(modelProvider:)``, which makes it the
/// manager's storage; the model provider turns an item identifier into the model that the manager's mappings display.
///
/// ```swift
/// let dataSource: CollectionViewDiffableDataSource<Section, Post.ID> =
///     manager.configureDiffableDataSource { indexPath, id in posts[id]! }
/// var snapshot = DiffableDataSourceSnapshot<Section, Post.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(posts.keys.sorted())
/// dataSource.apply(snapshot, animatingDifferences: false)   // reload
/// snapshot.moveItem(first, afterItem: last)
/// snapshot.reconfigureItems([edited])
/// dataSource.apply(snapshot)                                 // one animated batch
/// ```
///
/// Header, footer and other supplementary models come from the ``SupplementaryStorage`` providers, as with
/// `MemoryStorage`. Data sources are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>: Storage,
    SupplementaryStorage
{
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

    /// Receives the misuses recorded in the snapshots this data source applies.
    public var anomalyHandler = DiffableDataSourceAnomalyHandler()

    private weak var manager: CollectionViewManager?
    private let modelProvider: (IndexPath, ItemIdentifier) -> Any
    private var current = Snapshot()
    /// Index paths by item, built on first use after each apply.
    private var indexPathCache: [ItemIdentifier: IndexPath]?
    private var supplementaryProviders = SupplementaryModelProviders()

    init(manager: CollectionViewManager, modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any) {
        self.manager = manager
        self.modelProvider = modelProvider
    }

    // MARK: Snapshots

    /// The snapshot the collection view shows, without reload or reconfigure marks.
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the collection view's state.
    ///
    /// Animating, the difference from the current snapshot (``SectionedDiff``, sections and items paired by
    /// identifier) becomes one `performBatchUpdates`, in which the data changes and the changes are declared:
    /// - items marked by `reloadItems` get new cells: a reload where the batch allows it, otherwise a delete and an
    ///   insert; sections marked by `reloadSections` likewise;
    /// - items marked by `reconfigureItems` that stay on screen are updated in place, inside the batch, through the
    ///   manager's ``CollectionViewManager/updateCellClosure()`` with the model at their new index path: no new cell.
    ///
    /// Not animating — or when the manager is not managing a collection view yet — the snapshot replaces the state and
    /// the collection view reloads. `completion` runs when the batch completes, or after the reload. Anomalies recorded
    /// in `snapshot` are reported to ``anomalyHandler`` first.
    ///
    /// - Complexity: O(*s* + *n*) expected, O(*n* log *n*) at worst, for *s* sections and *n* items in both snapshots.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for anomaly in snapshot.anomalies { anomalyHandler.reportAnomaly(anomaly) }
        guard animatingDifferences, let manager, manager.isManagingCollectionView,
            let collectionView = manager.collectionView
        else {
            return reload(with: snapshot, completion: completion)
        }
        let old = current
        let reloaded = snapshot.reloadedItems
        let diff = SectionedDiff(
            from: old.sections.map(\.identifier), items: old.sections.map(\.items),
            to: snapshot.sections.map(\.identifier), items: snapshot.sections.map(\.items),
            identifiedBy: { $0 }, isContentEqual: { _, item in !reloaded.contains(item) },
            reloadedSections: Set(snapshot.reloadedSectionIdentifiers)
        )
        let reconfigurations = reconfigurations(from: old, to: snapshot, diff: diff)
        let update = reconfigurations.isEmpty ? nil : manager.updateCellClosure()
        collectionView.performBatchUpdates(
            {
                self.replace(with: snapshot)
                diff.declare(to: collectionView)
                for (oldIndexPath, newIndexPath, item) in reconfigurations {
                    update?(oldIndexPath, self.modelProvider(newIndexPath, item))
                }
            },
            completion: { _ in completion?() })
    }

    /// Makes `snapshot` the collection view's state and reloads the collection view, without animation.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the collection view's reload.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        for anomaly in snapshot.anomalies { anomalyHandler.reportAnomaly(anomaly) }
        reload(with: snapshot, completion: completion)
    }

    private func reload(with snapshot: Snapshot, completion: (() -> Void)?) {
        replace(with: snapshot)
        if let manager, manager.isManagingCollectionView { manager.collectionView?.reloadData() }
        completion?()
    }

    private func replace(with snapshot: Snapshot) {
        current = snapshot.applied
        indexPathCache = nil
    }

    /// The reconfigured items that keep their cell: old and new index paths, and the identifier.
    private func reconfigurations(
        from old: Snapshot, to new: Snapshot, diff: SectionedDiff
    ) -> [(IndexPath, IndexPath, ItemIdentifier)] {
        guard !new.reconfiguredItems.elements.isEmpty else { return [] }
        let replacedSections = Set(diff.sectionDeletions + diff.sectionReloads)
        let replacedItems = Set(diff.itemDeletions)
        return new.reconfiguredItems.elements.compactMap { item in
            guard !new.reloadedItems.contains(item), let oldIndexPath = old.indexPath(of: item),
                let newIndexPath = new.indexPath(of: item), !replacedSections.contains(oldIndexPath.section),
                !replacedItems.contains(oldIndexPath)
            else { return nil }
            return (oldIndexPath, newIndexPath, item)
        }
    }

    // MARK: Identifiers

    /// The identifier of the item at `indexPath`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        guard indexPath.count == 2, current.sections.indices.contains(indexPath.section),
            current.sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return current.sections[indexPath.section].items[indexPath.item]
    }

    /// The index path of an item, or `nil`.
    ///
    /// - Complexity: O(1) amortized: the first call after an apply indexes every item, O(*n*).
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        if indexPathCache == nil {
            var cache: [ItemIdentifier: IndexPath] = [:]
            cache.reserveCapacity(current.numberOfItems)
            for (section, entry) in current.sections.enumerated() {
                for (item, identifier) in entry.items.enumerated() {
                    cache[identifier] = IndexPath(item: item, section: section)
                }
            }
            indexPathCache = cache
        }
        return indexPathCache![itemIdentifier]
    }

    /// The identifier of the section at `index`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        current.sections.indices.contains(index) ? current.sections[index].identifier : nil
    }

    /// The index of a section, or `nil`.
    ///
    /// - Complexity: O(1).
    public func index(for sectionIdentifier: SectionIdentifier) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: Storage

    /// The number of sections in the current snapshot.
    public func numberOfSections() -> Int { current.numberOfSections }

    /// The number of items in `section`, or 0 when it does not exist.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    /// The model for the item at `indexPath`: the model provider's answer for its identifier, or `nil`.
    public func item(at indexPath: IndexPath) -> Any? {
        itemIdentifier(for: indexPath).map { modelProvider(indexPath, $0) }
    }

    // MARK: SupplementaryStorage

    /// Returns the header model for a section. See ``SupplementaryStorage``.
    public var headerModelProvider: ((Int) -> Any?)? {
        get { supplementaryProviders.header }
        set { supplementaryProviders.header = newValue }
    }

    /// Returns the footer model for a section. See ``SupplementaryStorage``.
    public var footerModelProvider: ((Int) -> Any?)? {
        get { supplementaryProviders.footer }
        set { supplementaryProviders.footer = newValue }
    }

    /// Returns the model for a supplementary kind and index path; never `nil` when read. See ``SupplementaryStorage``.
    public var supplementaryModelProvider: ((String, IndexPath) -> Any?)? {
        get {
            { [weak self] kind, indexPath in self?.supplementaryProviders.model(ofKind: kind, at: indexPath) ?? nil }
        }
        set { supplementaryProviders.custom = newValue }
    }

    /// The kind whose models come from ``headerModelProvider``.
    public var supplementaryHeaderKind: String? {
        get { supplementaryProviders.headerKind }
        set { supplementaryProviders.headerKind = newValue }
    }

    /// The kind whose models come from ``footerModelProvider``.
    public var supplementaryFooterKind: String? {
        get { supplementaryProviders.footerKind }
        set { supplementaryProviders.footerKind = newValue }
    }
}

@available(*, unavailable)
extension CollectionViewDiffableDataSource: Sendable {}

extension SectionedDiff {
    /// Declares the diff's changes to a collection view, inside the batch update that changes its data.
    func declare(to collectionView: any CollectionView) {
        if !sectionDeletions.isEmpty { collectionView.deleteSections(IndexSet(sectionDeletions)) }
        if !sectionInsertions.isEmpty { collectionView.insertSections(IndexSet(sectionInsertions)) }
        for move in sectionMoves { collectionView.moveSection(move.old, toSection: move.new) }
        if !sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(sectionReloads)) }
        if !itemDeletions.isEmpty { collectionView.deleteItems(at: itemDeletions) }
        if !itemInsertions.isEmpty { collectionView.insertItems(at: itemInsertions) }
        for move in itemMoves { collectionView.moveItem(at: move.old, to: move.new) }
        if !itemUpdates.isEmpty { collectionView.reloadItems(at: itemUpdates.map(\.old)) }
    }
}
