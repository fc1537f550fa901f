import Foundation

/// The data source a ``CollectionViewManager`` installs on its collection view.
///
/// It answers counts from the manager's storage and dequeues cells and supplementary views through the manager's
/// mappings. It never traps: a missing model or mapping reports an anomaly and yields a placeholder view.
///
/// Data sources are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionManagerDataSource: CollectionViewDataSource, CollectionManagerObject {
    /// What this object keeps; see ``CollectionManagerObject``.
    package let state: CollectionManagerObjectState

    /// The owner, when it implements data-source methods itself; they are called when no event answers.
    private(set) weak var owner: (any CollectionViewDataSource)?

    init(manager: CollectionViewManager) {
        state = CollectionManagerObjectState(
            manager: manager, role: .dataSource, alwaysImplemented: [.numberOfSections, .viewForSupplementaryElement])
    }

    /// Whether this object implements an optional method: the methods its role always implements, the methods the
    /// owner implements in this role, and event methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: CollectionViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any CollectionViewDataSource).self)
    }

    /// The storage's number of sections.
    ///
    /// Loading the data runs the manager's deferred event checks that have not run yet
    /// (`CollectionViewManager.verifyEventsCompatibility()`).
    public func numberOfSections(in collectionView: any CollectionView) -> Int {
        if let manager, !manager.pendingEventChecks.isEmpty || !manager.didVerifyFlowLayoutEvents {
            manager.verifyEventsCompatibility()
        }
        return storage.numberOfSections()
    }

    /// The storage's number of items in `section`.
    public func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    /// A cell for the storage's model at `indexPath`, dequeued and configured through the first mapping that accepts
    /// the model: the registration handler, then `update(with:)`.
    ///
    /// Reports ``CollectionViewManagerAnomaly/nilCellModel(_:)`` or
    /// ``CollectionViewManagerAnomaly/noCellMappingFound(modelDescription:indexPath:)`` and returns a placeholder cell
    /// when there is no model or no mapping.
    ///
    /// - Complexity: O(1) amortized beyond the collection view's dequeue; see <doc:Mapping>.
    public func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let model = model(at: indexPath) else {
            manager?.anomalyHandler.reportAnomaly(.nilCellModel(indexPath))
            return Placeholder.cell(in: collectionView, at: indexPath)
        }
        guard let mapping = viewFactory.cellMapping(for: model, at: indexPath) as? any CellViewModelMappingProtocol
        else {
            viewFactory.reportNoMapping(for: model, kind: nil, at: indexPath)
            return Placeholder.cell(in: collectionView, at: indexPath)
        }
        guard let cell = mapping.dequeueConfiguredReusableCell(for: collectionView, model: model, indexPath: indexPath)
        else { return Placeholder.cell(in: collectionView, at: indexPath) }
        if viewFactory.hasMappedReaction(for: EventMethodSignature.configureCell) {
            _ = performReaction(.configureCell, view: cell, at: indexPath, as: Void.self)
        }
        return cell
    }

    /// A supplementary view for the storage's model of `kind` at `indexPath`, dequeued and configured through the first
    /// supplementary mapping of that kind that accepts the model.
    ///
    /// Reports ``CollectionViewManagerAnomaly/nilSupplementaryModel(kind:indexPath:)`` or
    /// ``CollectionViewManagerAnomaly/noSupplementaryMappingFound(modelDescription:kind:indexPath:)`` and returns a
    /// placeholder view when there is no model or no mapping.
    public func collectionView(
        _ collectionView: any CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let model = supplementaryModel(ofKind: kind, at: indexPath) else {
            manager?.anomalyHandler.reportAnomaly(.nilSupplementaryModel(kind: kind, indexPath: indexPath))
            return Placeholder.supplementaryView(ofKind: kind, in: collectionView, at: indexPath)
        }
        guard
            let mapping = viewFactory.supplementaryMapping(ofKind: kind, for: model, at: indexPath)
                as? any SupplementaryViewModelMappingProtocol
        else {
            viewFactory.reportNoMapping(for: model, kind: kind, at: indexPath)
            return Placeholder.supplementaryView(ofKind: kind, in: collectionView, at: indexPath)
        }
        guard
            let view = mapping.dequeueConfiguredReusableSupplementaryView(
                for: collectionView, kind: kind, model: model, indexPath: indexPath)
        else { return Placeholder.supplementaryView(ofKind: kind, in: collectionView, at: indexPath) }
        if viewFactory.hasMappedReaction(for: EventMethodSignature.configureSupplementary) {
            _ = performReaction(
                .configureSupplementary, view: view, at: indexPath, supplementaryKind: kind, as: Void.self)
        }
        return view
    }
}

@available(*, unavailable)
extension CollectionManagerDataSource: Sendable {}

/// The harmless views the manager returns when it has nothing to display, instead of trapping.
enum Placeholder {
    /// A cell with no content, for an index path without a model or mapping.
    final class Cell: CollectionViewCell {}

    /// A supplementary view with no content, for an element without a model or mapping.
    final class SupplementaryView: CollectionReusableView {}

    static let reuseIdentifier = "CollectionManager.Placeholder"

    static func cell(in collectionView: any CollectionView, at indexPath: IndexPath) -> CollectionViewCell {
        collectionView.register(Cell.self, forCellWithReuseIdentifier: reuseIdentifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    }

    static func supplementaryView(
        ofKind kind: String,
        in collectionView: any CollectionView,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.register(
            SupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
    }
}

extension CollectionManagerDataSource: ViewDeallocationObserving {
    /// Tells the manager that its view is going away, so that it can report an owner that outlives it.
    package func viewWillDeallocate() {
        manager?.collectionViewWillDeallocate()
    }
}
