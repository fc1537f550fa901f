import Foundation

/// A collection view as the shared applier sees it. Holds the view weakly.
final class CollectionViewBatchTarget: BatchUpdateTarget {
    weak var collectionView: (any CollectionView)?

    init(collectionView: any CollectionView) {
        self.collectionView = collectionView
    }

    var view: AnyObject? { collectionView }

    var isInWindow: Bool { collectionView?.isInWindow ?? false }

    var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    func numberOfItems(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }

    func reloadData() { collectionView?.reloadData() }

    func performBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        guard let collectionView else { return updates() }
        collectionView.performBatchUpdates(updates, completion: completion)
    }

    func issue(_ batch: ViewBatch) {
        guard let collectionView else { return }
        batch.issue(to: collectionView)
    }

    func issue(_ change: RecordedViewChange) {
        guard let collectionView else { return }
        switch change {
        case .insertItem(let indexPath): collectionView.insertItems(at: [indexPath])
        case .deleteItem(let indexPath): collectionView.deleteItems(at: [indexPath])
        case .reloadItem(let indexPath): collectionView.reloadItems(at: [indexPath])
        case .moveItem(let from, let to): collectionView.moveItem(at: from, to: to)
        case .insertSection(let section): collectionView.insertSections(IndexSet(integer: section))
        case .deleteSection(let section): collectionView.deleteSections(IndexSet(integer: section))
        case .reloadSection(let section): collectionView.reloadSections(IndexSet(integer: section))
        case .moveSection(let from, let to): collectionView.moveSection(from, toSection: to)
        }
    }

    func declare(_ diff: SectionedDiff) {
        guard let collectionView else { return }
        if !diff.sectionDeletions.isEmpty { collectionView.deleteSections(IndexSet(ascending: diff.sectionDeletions)) }
        if !diff.sectionInsertions.isEmpty {
            collectionView.insertSections(IndexSet(ascending: diff.sectionInsertions))
        }
        for move in diff.sectionMoves { collectionView.moveSection(move.old, toSection: move.new) }
        if !diff.sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(ascending: diff.sectionReloads)) }
        if !diff.itemDeletions.isEmpty { collectionView.deleteItems(at: diff.itemDeletions) }
        if !diff.itemInsertions.isEmpty { collectionView.insertItems(at: diff.itemInsertions) }
        for move in diff.itemMoves { collectionView.moveItem(at: move.old, to: move.new) }
        if !diff.itemUpdates.isEmpty { collectionView.reloadItems(at: diff.itemUpdates.map(\.old)) }
    }
}
