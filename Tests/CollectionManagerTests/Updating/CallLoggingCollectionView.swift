import CollectionManager
import Foundation
import StorageTestSupport

/// A collection view that forwards everything to a `VirtualCollectionView` and logs, in order, the update calls it
/// receives: what an updater says to its view, call by call.
final class CallLoggingCollectionView: CollectionView {
    let base: VirtualCollectionView
    private(set) var log: [String] = []

    init(_ base: VirtualCollectionView) {
        self.base = base
    }

    func note(_ entry: String) { log.append(entry) }

    func clearLog() { log.removeAll() }

    var dataSource: (any CollectionViewDataSource)? {
        get { base.dataSource }
        set { base.dataSource = newValue }
    }
    var delegate: (any CollectionViewDelegate)? {
        get { base.delegate }
        set { base.delegate = newValue }
    }
    var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? {
        get { base.prefetchDataSource }
        set { base.prefetchDataSource = newValue }
    }
    var dragDelegate: (any CollectionViewDragDelegate)? {
        get { base.dragDelegate }
        set { base.dragDelegate = newValue }
    }
    var dropDelegate: (any CollectionViewDropDelegate)? {
        get { base.dropDelegate }
        set { base.dropDelegate = newValue }
    }
    var collectionViewLayout: CollectionViewLayout { base.collectionViewLayout }
    var isInWindow: Bool { base.isInWindow }

    func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        base.register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        base.register(nib, forCellWithReuseIdentifier: identifier)
    }
    func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        base.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    func register(_ nib: Nib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        base.register(nib, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        base.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        base.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }

    func reloadData() {
        log.append("reloadData()")
        base.reloadData()
    }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        log.append("performBatchUpdates {")
        base.performBatchUpdates(
            {
                updates?()
                self.log.append("}")
            },
            completion: { finished in
                self.log.append("completion(\(finished))")
                completion?(finished)
            })
        log.append("performBatchUpdates returned")
    }
    func insertItems(at indexPaths: [IndexPath]) {
        log.append("insertItems(\(indexPaths))")
        base.insertItems(at: indexPaths)
    }
    func deleteItems(at indexPaths: [IndexPath]) {
        log.append("deleteItems(\(indexPaths))")
        base.deleteItems(at: indexPaths)
    }
    func reloadItems(at indexPaths: [IndexPath]) {
        log.append("reloadItems(\(indexPaths))")
        base.reloadItems(at: indexPaths)
    }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        log.append("moveItem(\(indexPath), \(newIndexPath))")
        base.moveItem(at: indexPath, to: newIndexPath)
    }
    func insertSections(_ sections: IndexSet) {
        log.append("insertSections(\(Array(sections)))")
        base.insertSections(sections)
    }
    func deleteSections(_ sections: IndexSet) {
        log.append("deleteSections(\(Array(sections)))")
        base.deleteSections(sections)
    }
    func reloadSections(_ sections: IndexSet) {
        log.append("reloadSections(\(Array(sections)))")
        base.reloadSections(sections)
    }
    func moveSection(_ section: Int, toSection newSection: Int) {
        log.append("moveSection(\(section), \(newSection))")
        base.moveSection(section, toSection: newSection)
    }

    func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { base.cellForItem(at: indexPath) }
    var indexPathsForVisibleItems: [IndexPath] { base.indexPathsForVisibleItems }
    var visibleCells: [CollectionViewCell] { base.visibleCells }
    func indexPath(for cell: CollectionViewCell) -> IndexPath? { base.indexPath(for: cell) }
    func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        base.supplementaryView(forElementKind: elementKind, at: indexPath)
    }

    var allowsSelection: Bool {
        get { base.allowsSelection }
        set { base.allowsSelection = newValue }
    }
    var allowsMultipleSelection: Bool {
        get { base.allowsMultipleSelection }
        set { base.allowsMultipleSelection = newValue }
    }
    var selectionFollowsFocus: Bool {
        get { base.selectionFollowsFocus }
        set { base.selectionFollowsFocus = newValue }
    }
    var indexPathsForSelectedItems: [IndexPath]? { base.indexPathsForSelectedItems }
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        base.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        base.deselectItem(at: indexPath, animated: animated)
    }
}

/// An owner whose collection view logs the update calls it receives.
final class LoggedOwner: CollectionViewManageable {
    let loggingView: CallLoggingCollectionView
    var virtualView: VirtualCollectionView { loggingView.base }
    var collectionView: (any CollectionView)? { loggingView }

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        let view = VirtualCollectionView(frame: frame)
        view.inconsistencyHandler = { inconsistency in
            preconditionFailure("unexpected inconsistency: \(inconsistency)")
        }
        loggingView = CallLoggingCollectionView(view)
    }
}

extension LoggedOwner {
    /// An owner whose manager shows `sections` of `IntCell`s, laid out, with an empty call log.
    static func showing(_ sections: [[Int]]) -> (LoggedOwner, MemoryStorage, CollectionViewUpdater) {
        let owner = LoggedOwner()
        owner.manager.register(IntCell.self)
        let storage = owner.manager.memoryStorage!
        storage.setItemsForAllSections(sections)
        owner.virtualView.layoutIfNeeded()
        owner.loggingView.clearLog()
        return (owner, storage, owner.manager.collectionViewUpdater!)
    }

    /// Whether every visible cell shows the storage's model at its index path, and the counts match.
    var showsTheStorage: Bool {
        let view = virtualView
        let storage = manager.memoryStorage!
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        guard counts == storage.sections.map(\.numberOfItems) else { return false }
        return view.indexPathsForVisibleItems.allSatisfy {
            (view.cellForItem(at: $0) as? IntCell)?.value == storage.item(at: $0) as? Int
        }
    }
}
