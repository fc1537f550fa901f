import Foundation

/// A headless table view that treats its data source and delegates exactly as UIKit's `UITableView` does, and records
/// what it did.
///
/// It renders nothing. Tests drive it by calls, as the collection view is driven: assign a data source and delegate,
/// lay it out, scroll it, tap its rows, enter editing, then assert on the cells it displays, on the calls it made
/// (``recordedEvents``), and on the inconsistencies UIKit would have crashed with (``reportedInconsistencies``).
///
/// ```swift
/// let tableView = VirtualTableView(style: .insetGrouped)
/// tableView.register(SettingCell.self, forCellReuseIdentifier: "Setting")
/// tableView.dataSource = settings
/// tableView.delegate = settings
/// tableView.layoutIfNeeded()                     // asks for counts, heights, then the visible cells
/// tableView.tapRow(at: IndexPath(row: 0, section: 0))
/// XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
/// ```
///
/// What it models, as UIKit does:
/// - **Responds-to caching.** Assigning an object to `dataSource`, `delegate` or `prefetchDataSource` asks it once
///   about each optional method of the role; optional methods answered `false` are never called. Re-assigning the
///   same object does nothing; assigning `nil` and then the object asks again.
/// - **Cached counts and heights.** Counts are loaded lazily and invalidated by ``reloadData()`` and by a new data
///   source. Heights are fixed, asked of the delegate, estimated, or sized by the cells and header views themselves
///   (see ``rowHeight``); estimated heights become exact as rows come into view.
/// - **Display and reuse.** A layout pass displays the rows, headers and footers that intersect the visible rect
///   (``contentOffset`` and ``frame``); in a ``TableViewStyle/plain`` table the headers and footers of the sections on
///   screen float. Entering rows are requested and announced with `willDisplay`; leaving ones go to their reuse queue
///   and are announced with `didEndDisplaying`. Dequeued cells are recycled, with `prepareForReuse()`. A view whose
///   frame has a zero width or height displays every row, as tests written for UIKit expect.
/// - **Interaction.** ``tapRow(at:)`` runs UIKit's touch sequence; ``setEditing(_:animated:)``,
///   ``commitEditing(_:forRowAt:)`` and ``reorderRow(from:to:)`` drive editing; ``swipeRow(at:edge:)``,
///   ``presentContextMenu(at:point:)``, ``moveFocus(to:heading:)``, ``beginDrag(at:session:)`` and their siblings
///   drive the other interactions, each with UIKit's sequence of delegate calls.
/// - **Batch updates** (``performBatchUpdates(_:completion:)``, ``beginUpdates()`` and the row and section methods) are
///   checked with UITableView's rules and texts and applied change by change; ``reconfigureRows(at:)`` configures
///   displayed cells again.
///
/// Layout happens when you call ``layoutIfNeeded()`` and implicitly before the visible state is read
/// (``visibleCells``, ``cellForRow(at:)``, ...) or an interaction is simulated, standing in for the run loop's layout
/// pass. Everything is synchronous and deterministic.
///
/// The view is a stateful reference type used from one isolation domain; it is not `Sendable`.
public final class VirtualTableView: TableView {
    /// The height that asks for a row, header or footer to be sized from its content: UIKit's
    /// `UITableView.automaticDimension`, `-1`.
    public static let automaticDimension: CGFloat = -1

    /// The height of a row whose height is automatic and whose cell does not size itself, and the estimate of a row
    /// when ``estimatedRowHeight`` is automatic: 44 points, UIKit's height of a default row.
    public static let defaultRowHeight: CGFloat = 44

    // MARK: Style and geometry

    /// Whether the view was created on the main queue (the main thread, a main-queue block, or the main actor), as
    /// every view of an app is; such a view is used only there.
    ///
    /// A call on a bound view made from another thread — any public method, a setter of a geometry, height or
    /// selection setting, or a read of state the view computes (its counts, visible cells, selection) — is reported
    /// to ``inconsistencyHandler`` as UIKit's Main Thread Checker words it
    /// (``CollectionViewInconsistency/wrongThread(call:thread:)``), on the calling thread, and is not applied: a getter
    /// returns `nil`, an empty value or the current value, a dequeue a new placeholder cell that the view never
    /// displays. With no handler, it goes to the running test's scope, or is printed; it never traps, and is not added
    /// to ``reportedInconsistencies`` (the view's state belongs to the main queue). Reads of stored settings are not
    /// checked. A view created on another thread (a test's background fixture) is not bound.
    public let isMainQueueBound: Bool

    /// Whether the public call named `call` may run here; if not, it was reported and must not be applied.
    func allowsCall(_ call: StaticString) -> Bool {
        InconsistencyDelivery.allowsCall(
            call, from: .tableView, isMainQueueBound: isMainQueueBound, handler: inconsistencyHandler)
    }

    /// How the table draws its sections; fixed at creation.
    public let style: TableViewStyle

    /// The view's frame. Its size is the size of the visible rect; with a zero width or height the view displays every
    /// row (see ``layoutIfNeeded()``). Changing the width makes rows and headers that size themselves size again.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard allowsCall("-[UIView setFrame:]") else { return }
            let oldValue = storedFrame
            storedFrame = newValue
            guard frame != oldValue else { return }
            if frame.size.width != oldValue.size.width { invalidateGeometry() }
            setNeedsLayout()
        }
    }

    /// The origin of the visible rect in content coordinates. Changing it scrolls: the next layout pass displays the
    /// rows that entered the visible rect and removes those that left it. It is not clamped to the content.
    public var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            guard allowsCall("-[UIScrollView setContentOffset:]") else { return }
            let oldValue = storedContentOffset
            storedContentOffset = newValue
            if contentOffset != oldValue { setNeedsLayout() }
        }
    }

    private var storedFrame: CGRect
    private var storedContentOffset: CGPoint = .zero
    private var storedRowHeight: CGFloat = VirtualTableView.automaticDimension
    private var storedSectionHeaderHeight: CGFloat = VirtualTableView.automaticDimension
    private var storedSectionFooterHeight: CGFloat = VirtualTableView.automaticDimension
    private var storedEstimatedRowHeight: CGFloat = VirtualTableView.automaticDimension
    private var storedEstimatedSectionHeaderHeight: CGFloat = VirtualTableView.automaticDimension
    private var storedEstimatedSectionFooterHeight: CGFloat = VirtualTableView.automaticDimension
    private var storedAutomaticTitleHeaderFooterHeight: CGFloat = 28
    private var storedAutomaticEmptyHeaderFooterHeight: CGFloat
    private var storedAllowsSelection = true
    private var storedAllowsSelectionDuringEditing = false
    private var storedAllowsMultipleSelection = false
    private var storedAllowsMultipleSelectionDuringEditing = false

    /// The visible rect: ``contentOffset`` and the size of ``frame``.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: frame.size) }

    /// The pull-to-refresh control shown above the rows, standing in for `refreshControl`, which `UITableView` inherits
    /// from `UIScrollView`. Default: `nil`.
    ///
    /// A control serves one view at a time, table or collection view: installing it here removes it from the view
    /// that had it. A table that loses a refreshing control goes back to the top of its content if it was showing the
    /// control. Drive a pull with ``pullToRefresh()``.
    public var refreshControl: RefreshControl? {
        get { storedRefreshControl }
        set {
            guard allowsCall("-[UIScrollView setRefreshControl:]") else { return }
            let oldValue = storedRefreshControl
            storedRefreshControl = newValue
            refreshControlDidChange(from: oldValue)
        }
    }

    private var storedRefreshControl: RefreshControl?

    /// Whether the view is in a window, standing in for UIKit's `window != nil`. Default: `true`.
    ///
    /// It changes nothing in the view itself; managers read it to decide between animated updates and a reload.
    public var isInWindow = true

    // MARK: Heights

    /// The height of every row when the delegate does not implement `tableView(_:heightForRowAt:)`. Default:
    /// ``automaticDimension``.
    ///
    /// How a row's height is found:
    /// - The delegate's `heightForRowAt` when it implements it, otherwise this property.
    /// - ``automaticDimension`` sizes the row from its cell: once the cell is obtained, before `willDisplay`, the view
    ///   asks it for `preferredLayoutAttributesFitting(_:)` with the row's frame at its estimated height, and takes the
    ///   height of the answer. A cell that does not override the method keeps the estimate: 44 points by default.
    /// - While ``estimatedRowHeight`` is not 0, exact heights are asked only for rows about to be displayed; the others
    ///   count with their estimate, so the content size changes as rows are displayed. With estimation off (0),
    ///   `heightForRowAt` is asked for every row when the heights are built.
    ///
    /// Changing it makes the view build its heights again at the next layout pass.
    public var rowHeight: CGFloat {
        get { storedRowHeight }
        set {
            guard allowsCall("-[UITableView setRowHeight:]") else { return }
            let oldValue = storedRowHeight
            storedRowHeight = newValue
            if rowHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height of every section header when the delegate does not implement
    /// `tableView(_:heightForHeaderInSection:)`. Default: ``automaticDimension``.
    ///
    /// A header whose height is automatic is sized from what it shows: the delegate's view, asked for
    /// `preferredLayoutAttributesFitting(_:)`; else the data source's title, ``automaticTitleHeaderFooterHeight``
    /// points; else nothing, ``automaticEmptyHeaderFooterHeight`` points. In a grouped or inset-grouped table a height
    /// of 0 counts as automatic, as UIKit has long treated it: return `CGFloat.leastNormalMagnitude` to hide a header
    /// there. A header of height 0 or less is not displayed, and its view is not asked for.
    public var sectionHeaderHeight: CGFloat {
        get { storedSectionHeaderHeight }
        set {
            guard allowsCall("-[UITableView setSectionHeaderHeight:]") else { return }
            let oldValue = storedSectionHeaderHeight
            storedSectionHeaderHeight = newValue
            if sectionHeaderHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height of every section footer when the delegate does not implement
    /// `tableView(_:heightForFooterInSection:)`. Default: ``automaticDimension``; sized as ``sectionHeaderHeight``
    /// describes for headers.
    public var sectionFooterHeight: CGFloat {
        get { storedSectionFooterHeight }
        set {
            guard allowsCall("-[UITableView setSectionFooterHeight:]") else { return }
            let oldValue = storedSectionFooterHeight
            storedSectionFooterHeight = newValue
            if sectionFooterHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height rows count with until their exact height is needed. Default: ``automaticDimension``, which estimates
    /// ``defaultRowHeight``; 0 turns estimation off. The delegate's `estimatedHeightForRowAt`, when implemented, is
    /// asked for every row instead when the heights are built.
    public var estimatedRowHeight: CGFloat {
        get { storedEstimatedRowHeight }
        set {
            guard allowsCall("-[UITableView setEstimatedRowHeight:]") else { return }
            let oldValue = storedEstimatedRowHeight
            storedEstimatedRowHeight = newValue
            if estimatedRowHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height headers count with until their exact height is needed. Default: ``automaticDimension``, which
    /// estimates ``automaticTitleHeaderFooterHeight``; 0 turns estimation off.
    public var estimatedSectionHeaderHeight: CGFloat {
        get { storedEstimatedSectionHeaderHeight }
        set {
            guard allowsCall("-[UITableView setEstimatedSectionHeaderHeight:]") else { return }
            let oldValue = storedEstimatedSectionHeaderHeight
            storedEstimatedSectionHeaderHeight = newValue
            if estimatedSectionHeaderHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height footers count with until their exact height is needed. Default: ``automaticDimension``, which
    /// estimates ``automaticTitleHeaderFooterHeight``; 0 turns estimation off.
    public var estimatedSectionFooterHeight: CGFloat {
        get { storedEstimatedSectionFooterHeight }
        set {
            guard allowsCall("-[UITableView setEstimatedSectionFooterHeight:]") else { return }
            let oldValue = storedEstimatedSectionFooterHeight
            storedEstimatedSectionFooterHeight = newValue
            if estimatedSectionFooterHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height of a header or footer whose height is automatic and that shows a title from the data source.
    /// Default: 28 points.
    ///
    /// UIKit's height depends on the style, the text size and the OS release; this view uses one value, which a test
    /// may set to the one it expects.
    public var automaticTitleHeaderFooterHeight: CGFloat {
        get { storedAutomaticTitleHeaderFooterHeight }
        set {
            guard allowsCall("VirtualTableView.automaticTitleHeaderFooterHeight") else { return }
            let oldValue = storedAutomaticTitleHeaderFooterHeight
            storedAutomaticTitleHeaderFooterHeight = newValue
            if automaticTitleHeaderFooterHeight != oldValue { invalidateGeometry() }
        }
    }

    /// The height of a header or footer whose height is automatic and that shows neither a view nor a title: 0 in a
    /// plain table, the gap between sections (18 points) in a grouped or inset-grouped one.
    public var automaticEmptyHeaderFooterHeight: CGFloat {
        get { storedAutomaticEmptyHeaderFooterHeight }
        set {
            guard allowsCall("VirtualTableView.automaticEmptyHeaderFooterHeight") else { return }
            let oldValue = storedAutomaticEmptyHeaderFooterHeight
            storedAutomaticEmptyHeaderFooterHeight = newValue
            if automaticEmptyHeaderFooterHeight != oldValue { invalidateGeometry() }
        }
    }

    /// How far the rows of an inset-grouped table are inset from each side of the view: 20 points; 0 in the other
    /// styles. Headers and footers span the whole width.
    public var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    // MARK: Inconsistencies

    /// Receives every inconsistency UIKit would raise as an exception: batch-update violations, registration with an
    /// empty identifier, dequeue failures, invalid nibs, requests for rows that do not exist.
    ///
    /// With no handler set the view traps with `preconditionFailure(reason)`, as an app crashes — except while a test
    /// that fails on collection problems runs (`CollectionManagerTesting`'s `.failsOnCollectionProblems` trait or
    /// `failOnCollectionProblems()`): the inconsistency then fails that test and the view carries on as with a handler.
    /// With a handler, the view carries on: a failed batch is abandoned and replaced by a full reload, a failed dequeue
    /// returns a placeholder cell, an out-of-range request is ignored.
    ///
    /// A new view starts with ``defaultInconsistencyHandler``.
    public var inconsistencyHandler: ((TableViewInconsistency) -> Void)?

    /// The ``inconsistencyHandler`` every new view starts with; `nil` (the default) makes new views trap, as UIKit
    /// crashes.
    ///
    /// It is the same value as ``VirtualCollectionView/defaultInconsistencyHandler``: one default for every virtual
    /// view, so that what a test installs there covers tables too. Views that already exist keep their handler. Reads
    /// and writes are serialised by a lock.
    public static var defaultInconsistencyHandler: (@Sendable (TableViewInconsistency) -> Void)? {
        get { InconsistencyDelivery.defaultHandler.value }
        set { InconsistencyDelivery.defaultHandler.value = newValue }
    }

    // MARK: Roles

    weak var storedDataSource: (any TableViewDataSource)?
    weak var storedDelegate: (any TableViewDelegate)?
    weak var storedPrefetchDataSource: (any TableViewDataSourcePrefetching)?

    /// Cached `responds(to:)` answers.
    var respondsToCache = RespondsToCache<TableViewRole, TableViewSelector>()

    // MARK: Counts and heights

    /// Rows per section, or `nil` when they must be loaded from the data source.
    var cachedCounts: [Int]?
    var isLoadingCounts = false
    /// The heights of the content, or `nil` when they must be built again.
    var geometry: TableGeometry?
    /// Whether the heights are being built, so that a callback cannot make the view build them again inside.
    var isBuildingGeometry = false
    /// Incremented whenever the counts or heights are discarded, so that a layout pass can tell that a callback
    /// invalidated what it was laying out.
    var geometryGeneration = 0

    // MARK: Registration and reuse

    var cellRegistrations: [String: TableCellRegistration] = [:]
    var headerFooterRegistrations: [String: TableHeaderFooterRegistration] = [:]
    var cellReuseQueues: [String: [TableViewCell]] = [:]
    var headerFooterReuseQueues: [String: [TableViewHeaderFooterView]] = [:]

    // MARK: Display

    /// Whether a layout pass is due.
    var needsLayout = true
    var displayedCells: [IndexPath: TableViewCell] = [:]
    /// The displayed rows, in content order.
    var displayedRowOrder: [IndexPath] = []
    var displayedHeaders: [Int: CollectionReusableView] = [:]
    var displayedFooters: [Int: CollectionReusableView] = [:]
    /// The sections whose header or footer is displayed, in order.
    var displayedHeaderSections: [Int] = []
    var displayedFooterSections: [Int] = []

    /// Batch levels, the open batch, calling out, and the work waiting until the view is idle.
    var updateState = BatchUpdateState<TablePendingBatch>()
    /// The batch-update settings and records, and the row being reconfigured.
    var batchStorage = TableBatchStorage()

    // MARK: Selection and editing

    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    var selectedRowSet: Set<IndexPath> = []
    var highlightedRows: Set<IndexPath> = []
    var editingStorage = false

    /// Whether the user can select rows while the table is not editing. Default: `true`. Setting it to `false` sets
    /// ``allowsMultipleSelection`` to `false`.
    public var allowsSelection: Bool {
        get { storedAllowsSelection }
        set {
            guard allowsCall("-[UITableView setAllowsSelection:]") else { return }
            storedAllowsSelection = newValue
            if !allowsSelection { allowsMultipleSelection = false }
        }
    }

    /// Whether the user can select rows while the table is editing. Default: `false`. Setting it to `false` sets
    /// ``allowsMultipleSelectionDuringEditing`` to `false`.
    public var allowsSelectionDuringEditing: Bool {
        get { storedAllowsSelectionDuringEditing }
        set {
            guard allowsCall("-[UITableView setAllowsSelectionDuringEditing:]") else { return }
            storedAllowsSelectionDuringEditing = newValue
            if !allowsSelectionDuringEditing { allowsMultipleSelectionDuringEditing = false }
        }
    }

    /// Whether the user can select several rows while the table is not editing; a tap on a selected row then
    /// deselects it. Default: `false`. Setting it to `false` while the table is not editing clears the selection,
    /// without delegate calls.
    public var allowsMultipleSelection: Bool {
        get { storedAllowsMultipleSelection }
        set {
            guard allowsCall("-[UITableView setAllowsMultipleSelection:]") else { return }
            storedAllowsMultipleSelection = newValue
            if !allowsMultipleSelection, !isEditing { clearSelectionSilently() }
        }
    }

    /// Whether the user can select several rows while the table is editing. Default: `false`. Setting it to `false`
    /// while the table is editing clears the selection, without delegate calls.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { storedAllowsMultipleSelectionDuringEditing }
        set {
            guard allowsCall("-[UITableView setAllowsMultipleSelectionDuringEditing:]") else { return }
            storedAllowsMultipleSelectionDuringEditing = newValue
            if !allowsMultipleSelectionDuringEditing, isEditing { clearSelectionSilently() }
        }
    }

    /// Whether moving focus selects the focused row. Default: `false`. The view keeps it for the delegate and manager
    /// to read.
    public var selectionFollowsFocus = false

    // MARK: Prefetching

    /// Whether the view prefetches while scrolling, and whether ``prefetchRows(at:)`` and ``cancelPrefetchingRows(at:)``
    /// reach the prefetch data source. Default: `true`.
    ///
    /// Scrolling prefetches deterministically: after a layout pass that follows a change of ``contentOffset``, the rows
    /// in one visible rect's height ahead of the visible rect, in the direction of the scroll, that are not displayed
    /// and were not prefetched yet are requested with `tableView(_:prefetchRowsAt:)`, in order; rows prefetched
    /// earlier that are now neither displayed nor ahead are cancelled with `tableView(_:cancelPrefetchingForRowsAt:)`
    /// (when implemented) first. A row that becomes visible is displayed as usual and never cancelled. A reload
    /// forgets what was prefetched. Calls are made only with non-empty arrays.
    public var isPrefetchingEnabled = true

    var prefetchState = TablePrefetchState()

    // MARK: Interactions

    /// The drag and drop delegates, the revealed swipe actions, focus, the presented context menu, and the table's
    /// header and footer views.
    var interactions = TableInteractions()

    // MARK: Recording

    /// Everything the view did, in order, since it was created or since ``resetRecording()``.
    public internal(set) var recordedEvents: [Event] = []

    /// Whether the view records what it does in ``recordedEvents``. Default: `true`, which is what tests want. Set it
    /// to `false` on a view that lives long, as recordings grow without bound. ``reportedInconsistencies`` is kept
    /// either way.
    public var isRecordingEvents = true

    /// Every inconsistency the view reported, in order, since it was created or since ``resetRecording()``.
    public internal(set) var reportedInconsistencies: [TableViewInconsistency] = []

    func record(_ event: @autoclosure () -> Event) {
        if isRecordingEvents { recordedEvents.append(event()) }
    }

    /// Records `inconsistency` and sends it to ``inconsistencyHandler``; without one, to the running test's scope, or
    /// else traps.
    func report(_ inconsistency: TableViewInconsistency) {
        reportedInconsistencies.append(inconsistency)
        record(.inconsistency(inconsistency))
        InconsistencyDelivery.deliver(inconsistency, from: .tableView, to: inconsistencyHandler)
    }

    // MARK: Initialization

    /// Creates a table view with a frame and a style, as `UITableView(frame:style:)` does.
    ///
    /// - Parameters:
    ///   - frame: The frame; its size is the visible area. Default: 320×480 at the origin.
    ///   - style: How the table draws its sections. Default: ``TableViewStyle/plain``.
    public init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), style: TableViewStyle = .plain) {
        isMainQueueBound = ExecutionContext.isMainQueue
        storedFrame = frame
        self.style = style
        storedAutomaticEmptyHeaderFooterHeight = style == .plain ? 0 : 18
        inconsistencyHandler = Self.defaultInconsistencyHandler
    }

    deinit {
        #if DEBUG
        // A manager outlives this view; when its owner does too, without a view, a closure may be holding the owner.
        (storedDataSource as? any ViewDeallocationObserving)?.viewWillDeallocate()
        #endif
        // A manager's table of owners drops the owners that went away with their views.
        ViewDeallocation.notifyObservers()
        // Work waiting for the view to be idle runs now, without the view, so that the data it carries is applied.
        for case .call(let work) in updateState.deferredWork { work() }
    }

    /// Marks the view as needing a layout pass; the pass runs at ``layoutIfNeeded()`` or at the next read of the
    /// visible state.
    public func setNeedsLayout() {
        guard allowsCall("-[UIView setNeedsLayout]") else { return }
        needsLayout = true
    }
}

@available(*, unavailable)
extension VirtualTableView: Sendable {}
