import Foundation

/// What a manager needs from a table view: its data source and delegates, row and section heights, registration and
/// dequeue, counts and batch updates, the visible rows, geometry, selection and editing.
///
/// The members have `UITableView`'s names and semantics; ``VirtualTableView`` is the headless implementation, and its
/// documentation describes each behaviour in detail. A data source or manager written against this protocol drives a
/// `VirtualTableView` in tests exactly as it would drive a `UITableView`.
public protocol TableView: AnyObject {
    // MARK: Data source and delegates

    /// The object that provides counts, cells and titles. Weak. Assigning a different object asks it which optional
    /// methods it implements and invalidates the cached counts; assigning the same object again does nothing.
    var dataSource: (any TableViewDataSource)? { get set }
    /// The object told about display and interaction, and asked for heights and header views. Weak. Assigning a
    /// different object asks it which optional methods it implements; assigning the same object again does nothing.
    var delegate: (any TableViewDelegate)? { get set }
    /// The object told which rows will be needed soon. Weak, cached like `delegate`.
    var prefetchDataSource: (any TableViewDataSourcePrefetching)? { get set }
    /// The object that supplies the items of drags starting on rows. Weak, cached like `delegate`.
    var dragDelegate: (any TableViewDragDelegate)? { get set }
    /// The object that accepts drops. Weak, cached like `delegate`.
    var dropDelegate: (any TableViewDropDelegate)? { get set }

    /// How the table draws its sections; fixed when the table is created.
    var style: TableViewStyle { get }
    /// Whether the table view is in a window (UIKit's `window != nil`).
    var isInWindow: Bool { get }

    // MARK: Heights

    /// The height of every row when the delegate does not answer `heightForRowAt`; `automaticDimension` sizes rows
    /// from their cells.
    var rowHeight: CGFloat { get set }
    /// The height of every section header when the delegate does not answer `heightForHeaderInSection`.
    var sectionHeaderHeight: CGFloat { get set }
    /// The height of every section footer when the delegate does not answer `heightForFooterInSection`.
    var sectionFooterHeight: CGFloat { get set }
    /// The height rows are given until their exact height is needed; 0 turns estimation off.
    var estimatedRowHeight: CGFloat { get set }
    /// The height headers are given until their exact height is needed; 0 turns estimation off.
    var estimatedSectionHeaderHeight: CGFloat { get set }
    /// The height footers are given until their exact height is needed; 0 turns estimation off.
    var estimatedSectionFooterHeight: CGFloat { get set }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier`, replacing any class or nib registered for it; `nil` unregisters.
    func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String)
    /// Registers a nib for cells with `identifier`, replacing any class or nib registered for it; `nil` unregisters.
    func register(_ nib: Nib?, forCellReuseIdentifier identifier: String)
    /// Registers a header-footer view class for `identifier`, replacing any class or nib; `nil` unregisters.
    func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String)
    /// Registers a nib for header-footer views with `identifier`, replacing any class or nib; `nil` unregisters.
    func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String)
    /// A recycled or new cell for `identifier`, or `nil` when nothing is registered or queued for it.
    func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell?
    /// A recycled or new cell for `identifier`, to return from `tableView(_:cellForRowAt:)`.
    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell
    /// A recycled or new header-footer view for `identifier`, or `nil` when nothing is registered or queued for it.
    func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView?

    // MARK: Counts

    /// The number of sections, from the cached counts (loaded from the data source when stale).
    var numberOfSections: Int { get }
    /// The number of rows in `section`, from the cached counts (loaded from the data source when stale).
    func numberOfRows(inSection section: Int) -> Int
    /// Discards the cached counts and heights, the visible views and the selection; the data source is asked again
    /// lazily.
    func reloadData()

    // MARK: Batch updates

    /// Runs `updates`, which changes the model and declares the changes, then checks and applies them as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Opens a batch level; the changes declared until the matching `endUpdates()` form one batch.
    func beginUpdates()
    /// Closes the level the last `beginUpdates()` opened; the outermost level commits the batch.
    func endUpdates()
    /// Declares inserted rows (after-update index paths).
    func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation)
    /// Declares deleted rows (before-update index paths).
    func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation)
    /// Declares reloaded rows (before-update index paths).
    func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation)
    /// Declares a moved row (from a before-update to an after-update index path).
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Declares inserted sections (after-update indexes).
    func insertSections(_ sections: IndexSet, with animation: TableViewRowAnimation)
    /// Declares deleted sections (before-update indexes).
    func deleteSections(_ sections: IndexSet, with animation: TableViewRowAnimation)
    /// Declares reloaded sections (before-update indexes).
    func reloadSections(_ sections: IndexSet, with animation: TableViewRowAnimation)
    /// Declares a moved section.
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Asks the data source again for the cells of displayed rows, which get their existing cells back.
    func reconfigureRows(at indexPaths: [IndexPath])

    // MARK: Visible views and geometry

    /// The displayed cell of the row at `indexPath`, or `nil` when the row is not displayed.
    func cellForRow(at indexPath: IndexPath) -> TableViewCell?
    /// The displayed cells, in the order of ``indexPathsForVisibleRows``.
    var visibleCells: [TableViewCell] { get }
    /// The index paths of the displayed rows, in order.
    var indexPathsForVisibleRows: [IndexPath]? { get }
    /// The index path of a displayed cell, or `nil` when `cell` is not displayed.
    func indexPath(for cell: TableViewCell) -> IndexPath?
    /// The displayed header of `section`, when it is a ``TableViewHeaderFooterView``.
    func headerView(forSection section: Int) -> TableViewHeaderFooterView?
    /// The displayed footer of `section`, when it is a ``TableViewHeaderFooterView``.
    func footerView(forSection section: Int) -> TableViewHeaderFooterView?
    /// The frame of the row at `indexPath`, in content coordinates.
    func rectForRow(at indexPath: IndexPath) -> CGRect
    /// Scrolls so that the row at `indexPath` is at `scrollPosition`.
    func scrollToRow(at indexPath: IndexPath, at scrollPosition: TableViewScrollPosition, animated: Bool)

    // MARK: Selection and editing

    /// Whether the user can select rows while the table is not editing. Default: `true`.
    var allowsSelection: Bool { get set }
    /// Whether the user can select rows while the table is editing. Default: `false`.
    var allowsSelectionDuringEditing: Bool { get set }
    /// Whether the user can select several rows while the table is not editing. Default: `false`.
    var allowsMultipleSelection: Bool { get set }
    /// Whether the user can select several rows while the table is editing. Default: `false`.
    var allowsMultipleSelectionDuringEditing: Bool { get set }
    /// Whether moving focus selects the focused row. Default: `false`.
    var selectionFollowsFocus: Bool { get set }
    /// The selected row with the smallest index path, or `nil`.
    var indexPathForSelectedRow: IndexPath? { get }
    /// The selected rows in the order they were selected, or `nil` when none is.
    var indexPathsForSelectedRows: [IndexPath]? { get }
    /// Selects a row without calling the delegate; `nil` deselects every row.
    func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: TableViewScrollPosition)
    /// Deselects a row without calling the delegate.
    func deselectRow(at indexPath: IndexPath, animated: Bool)
    /// Whether the table is in editing mode. Default: `false`.
    var isEditing: Bool { get }
    /// Enters or leaves editing mode.
    func setEditing(_ editing: Bool, animated: Bool)
}
