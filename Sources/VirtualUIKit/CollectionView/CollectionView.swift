import Foundation

/// What a manager needs from a collection view: its data source and delegates, registration and dequeue, counts and
/// updates, the visible cells and the selection.
///
/// The members have `UICollectionView`'s names and semantics; ``VirtualCollectionView`` is the headless
/// implementation, and its documentation describes each behaviour in detail. A manager written against this protocol
/// drives a `VirtualCollectionView` in tests exactly as it would drive a `UICollectionView`.
public protocol CollectionView: CollectionViewReference, AnyObject {
    // MARK: Data source and delegates

    /// The object that provides counts and views. Weak. Assigning a different object asks it which optional methods
    /// it implements and invalidates the cached counts; assigning the same object again does nothing.
    var dataSource: (any CollectionViewDataSource)? { get set }
    /// The object told about interaction and display. Weak. Assigning a different object asks it which optional
    /// methods it implements; assigning the same object again does nothing.
    var delegate: (any CollectionViewDelegate)? { get set }
    /// The object told which items will be needed soon. Weak, cached like `delegate`.
    var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? { get set }
    /// The object that supplies dragged items. Weak, cached like `delegate`.
    var dragDelegate: (any CollectionViewDragDelegate)? { get set }
    /// The object that accepts drops. Weak, cached like `delegate`.
    var dropDelegate: (any CollectionViewDropDelegate)? { get set }

    /// The installed layout; usually a ``CollectionViewFlowLayout``.
    var collectionViewLayout: CollectionViewLayout { get }
    /// Whether the collection view is in a window (UIKit's `window != nil`).
    var isInWindow: Bool { get }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier`, replacing any class or nib registered for it; `nil` unregisters.
    func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String)
    /// Registers a nib for cells with `identifier`, replacing any class or nib registered for it; `nil` unregisters.
    func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String)
    /// Registers a view class for supplementary views of `elementKind` with `identifier`; `nil` unregisters.
    func register(
        _ viewClass: CollectionReusableView.Type?,
        forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    )
    /// Registers a nib for supplementary views of `elementKind` with `identifier`; `nil` unregisters.
    func register(_ nib: Nib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)
    /// A recycled or new cell for `identifier`, to return from `collectionView(_:cellForItemAt:)`.
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell
    /// A recycled or new supplementary view, to return from `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    func dequeueReusableSupplementaryView(
        ofKind elementKind: String,
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> CollectionReusableView

    // MARK: Counts and updates

    /// The number of sections, from the cached counts (loaded from the data source when stale).
    var numberOfSections: Int { get }
    /// The number of items in `section`, from the cached counts (loaded from the data source when stale).
    func numberOfItems(inSection section: Int) -> Int
    /// Discards the cached counts, the visible views and the selection; the data source is asked again lazily.
    func reloadData()
    /// Runs `updates`, which mutates the model and declares the changes, then checks and applies them as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Declares inserted items (after-update index paths).
    func insertItems(at indexPaths: [IndexPath])
    /// Declares deleted items (before-update index paths).
    func deleteItems(at indexPaths: [IndexPath])
    /// Declares reloaded items (before-update index paths).
    func reloadItems(at indexPaths: [IndexPath])
    /// Declares a moved item (from a before-update to an after-update index path).
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Declares inserted sections (after-update indexes).
    func insertSections(_ sections: IndexSet)
    /// Declares deleted sections (before-update indexes).
    func deleteSections(_ sections: IndexSet)
    /// Declares reloaded sections (before-update indexes).
    func reloadSections(_ sections: IndexSet)
    /// Declares a moved section.
    func moveSection(_ section: Int, toSection newSection: Int)

    // MARK: Visible views

    /// The displayed cell of the item at `indexPath`, or `nil` when the item is not displayed.
    func cellForItem(at indexPath: IndexPath) -> CollectionViewCell?
    /// The index paths of the displayed cells, sorted.
    var indexPathsForVisibleItems: [IndexPath] { get }
    /// The displayed cells, in the order of ``indexPathsForVisibleItems``.
    var visibleCells: [CollectionViewCell] { get }
    /// The index path of a displayed cell, or `nil` when `cell` is not displayed.
    func indexPath(for cell: CollectionViewCell) -> IndexPath?
    /// The displayed supplementary view of `elementKind` at `indexPath`, or `nil`.
    func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView?

    // MARK: Selection

    /// Whether the user can select items. Default: `true`.
    var allowsSelection: Bool { get set }
    /// Whether the user can select several items. Default: `false`.
    var allowsMultipleSelection: Bool { get set }
    /// Whether moving focus selects the focused item. Default: `false`.
    var selectionFollowsFocus: Bool { get set }
    /// The selected items, sorted; empty when none is selected.
    var indexPathsForSelectedItems: [IndexPath]? { get }
    /// Selects an item without calling the delegate; `nil` deselects everything.
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition)
    /// Deselects an item without calling the delegate.
    func deselectItem(at indexPath: IndexPath, animated: Bool)
}
