import Foundation

/// A headless collection view that treats its data source and delegates exactly as UIKit's `UICollectionView` does,
/// and records what it did.
///
/// It renders nothing. Tests drive it by calls, in the spirit of swift-nio's `EmbeddedChannel`: assign a data source
/// and delegate, lay it out, scroll it, tap its items, run batch updates, then assert on the cells it displays, on the
/// calls it made (``recordedEvents``), and on the inconsistencies UIKit would have crashed with
/// (``reportedInconsistencies``).
///
/// ```swift
/// let collectionView = VirtualCollectionView()
/// collectionView.register(PostCell.self, forCellWithReuseIdentifier: "Post")
/// collectionView.dataSource = dataSource
/// collectionView.delegate = delegate
/// collectionView.layoutIfNeeded()                      // asks for counts, then for the visible cells
/// collectionView.tapItem(at: IndexPath(item: 0, section: 0))
/// XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
/// ```
///
/// What it models, as UIKit does:
/// - **Responds-to caching.** Assigning an object to `dataSource`, `delegate`, `prefetchDataSource`, `dragDelegate` or
///   `dropDelegate` asks it once about each optional method of the role; optional methods answered `false` are never
///   called. Re-assigning the same object does nothing; assigning `nil` and then the object asks again.
/// - **Cached counts.** Counts are loaded lazily, invalidated by ``reloadData()`` and by a new data source, read as
///   "before" counts when a batch starts and re-read as "after" counts when it ends.
/// - **Batch updates** are validated with UIKit's rules and texts; a violation goes to ``inconsistencyHandler`` (or
///   traps without one), and the view recovers with a full reload.
/// - **Display and reuse.** The layout (a flow layout, vertical or horizontal, unless you install another) decides
///   which cells and supplementary views intersect the visible rect (``contentOffset`` and ``frame``); entering views
///   are requested and announced with `willDisplay`, leaving ones go to a reuse queue and are announced with
///   `didEndDisplaying`. Dequeued views are recycled, with `prepareForReuse()`. A view whose frame has a zero width or height (a test fixture created with `.zero`)
///   displays every element, as tests written for UIKit expect.
/// - **Interaction.** ``tapItem(at:)`` runs UIKit's touch sequence; every other delegate method is reached through a
///   documented driving method (see <doc:DrivingTheVirtualView>).
///
/// Layout happens when you call ``layoutIfNeeded()``, when a batch update commits, and implicitly before the visible
/// state is read (``visibleCells``, ``cellForItem(at:)``, ...) or an interaction is simulated, standing in for the run
/// loop's layout pass. Everything is synchronous and deterministic: no timers, threads or run loops; completions run
/// before the call that caused them returns.
///
/// The view is a stateful reference type used from one isolation domain; it is not `Sendable`.
public final class VirtualCollectionView: CollectionView {
    // MARK: Geometry

    /// The view's frame. Its size is the size of the visible rect; with a zero width or height the view displays
    /// every element (see ``layoutIfNeeded()``). Changing the width invalidates a flow layout.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard allowsCall("-[UIView setFrame:]") else { return }
            let oldValue = storedFrame
            storedFrame = newValue
            guard frame != oldValue else { return }
            let bounds = CGRect(origin: contentOffset, size: frame.size)
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout()
            }
            setNeedsLayout()
        }
    }

    /// The origin of the visible rect in content coordinates. Changing it scrolls: the next layout pass displays the
    /// items that entered the visible rect and removes those that left it. It is not clamped to the content.
    public var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            guard allowsCall("-[UIScrollView setContentOffset:]") else { return }
            let oldValue = storedContentOffset
            storedContentOffset = newValue
            if storedContentOffset != oldValue { setNeedsLayout() }
        }
    }

    private var storedFrame: CGRect
    private var storedContentOffset: CGPoint = .zero
    private var storedCollectionViewLayout: CollectionViewLayout
    private var storedIsEditing = false
    private var storedRefreshControl: RefreshControl?

    /// The visible rect: ``contentOffset`` and the size of ``frame``.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: frame.size) }

    /// Whether the view is in a window, standing in for UIKit's `window != nil`. Default: `true`.
    ///
    /// It changes nothing in the view itself (batches are validated either way, as on iOS 16.4 and later); managers
    /// read it to decide between animated updates and a reload.
    public var isInWindow = true

    /// The installed layout. Assigning a layout installs it and invalidates it; a layout serves one collection view
    /// at a time.
    public var collectionViewLayout: CollectionViewLayout {
        get { storedCollectionViewLayout }
        set {
            guard allowsCall("-[UICollectionView setCollectionViewLayout:]") else { return }
            let oldValue = storedCollectionViewLayout
            storedCollectionViewLayout = newValue
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The size of the laid-out content, as the installed layout computes it. Reading it loads the counts and
    /// prepares the layout if needed.
    ///
    /// - Complexity: O(1) when the layout is prepared; otherwise the cost of its `prepare()` (O(*n*) for *n* items
    ///   with a flow layout).
    public var contentSize: CGSize {
        guard allowsCall("-[UIScrollView contentSize]") else {
            return storedCollectionViewLayout.collectionViewContentSize
        }
        if !isBusy, batchDepth == 0 {
            beginBusy()
            loadCountsIfNeeded()
            collectionViewLayout.prepareIfNeeded()
            endBusy()
        }
        return collectionViewLayout.collectionViewContentSize
    }

    // MARK: Inconsistencies

    /// Receives every inconsistency UIKit would raise as an exception: batch-update violations, dequeue failures,
    /// out-of-range requests.
    ///
    /// With no handler set the view traps with `preconditionFailure(reason)`, as an app crashes — except while a test
    /// that fails on collection problems runs (`CollectionManagerTesting`'s `.failsOnCollectionProblems` trait or
    /// `failOnCollectionProblems()`): the inconsistency then fails that test and the view carries on as with a handler.
    /// With a handler, the view carries on: a failed batch is abandoned and replaced by a full reload, a failed dequeue
    /// returns a placeholder view, an out-of-range request is ignored.
    ///
    /// A new view starts with ``defaultInconsistencyHandler``.
    public var inconsistencyHandler: ((CollectionViewInconsistency) -> Void)?

    /// The ``inconsistencyHandler`` every new view starts with; `nil` (the default) makes new views trap, as UIKit
    /// crashes.
    ///
    /// Assign a closure to change, for the whole process, what views created afterwards do, for example to log (a test
    /// fails on inconsistencies without it, with `CollectionManagerTesting`'s `.failsOnCollectionProblems` trait or
    /// `failOnCollectionProblems()`; its process-wide `failTestsOnAllProblems()` assigns this). Views that already exist keep their
    /// handler. Reads and writes are serialised by a lock, so any thread may replace it. A test that replaces it
    /// should restore the previous value when it ends.
    ///
    /// It is the same value as ``VirtualTableView/defaultInconsistencyHandler``: one default for every virtual view.
    public static var defaultInconsistencyHandler: (@Sendable (CollectionViewInconsistency) -> Void)? {
        get { InconsistencyDelivery.defaultHandler.value }
        set { InconsistencyDelivery.defaultHandler.value = newValue }
    }

    // MARK: Thread

    /// Whether the view was created on the main queue (the main thread, a main-queue block, or the main actor), as
    /// every view of an app is; such a view is used only there.
    ///
    /// A call on a bound view made from another thread — any public method, a setter of ``frame``, ``contentOffset``,
    /// ``collectionViewLayout``, ``isEditing`` or ``refreshControl``, or a read of state the view computes (its
    /// counts, visible cells, selection) — is reported to ``inconsistencyHandler`` as UIKit's Main Thread Checker words
    /// it (``CollectionViewInconsistency/wrongThread(call:thread:)``), on the calling thread, and is not applied: a
    /// getter returns `nil`, an empty value or the current value, a dequeue a new placeholder cell that the view
    /// never displays. With no handler, it goes to the running test's scope, or is printed; it never traps, and is not
    /// added to ``reportedInconsistencies`` (the view's state belongs to the main queue). Reads of stored settings
    /// are not checked. A view created on another thread (a test's background fixture) is not bound.
    public let isMainQueueBound: Bool

    /// Whether the public call named `call` may run here; if not, it was reported and must not be applied.
    func allowsCall(_ call: StaticString) -> Bool {
        InconsistencyDelivery.allowsCall(
            call, from: .collectionView, isMainQueueBound: isMainQueueBound, handler: inconsistencyHandler)
    }

    // MARK: Roles

    weak var storedDataSource: (any CollectionViewDataSource)?
    weak var storedDelegate: (any CollectionViewDelegate)?
    weak var storedPrefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    weak var storedDragDelegate: (any CollectionViewDragDelegate)?
    weak var storedDropDelegate: (any CollectionViewDropDelegate)?
    weak var flowLayoutDelegate: (any CollectionViewDelegateFlowLayout)?
    weak var fullScreenLayoutDelegate: (any CollectionViewDelegateFullScreenLayout)?

    /// Cached `responds(to:)` answers: the optional selectors each role's object said it implements.
    var respondsToCache = RespondsToCache<CollectionViewRole, CollectionViewSelector>()

    // MARK: Counts

    /// Item counts per section, or `nil` when they must be loaded from the data source.
    var cachedCounts: [Int]?
    var isLoadingCounts = false

    /// How the elements displayed before or after the last batch update that was applied animate, as UIKit would
    /// animate them: inserted elements fade in, deleted ones fade out, moved ones move (a cell coming into view from
    /// its frame before the batch, with the flow and compositional layouts), unless the layout's
    /// appearing and disappearing hooks (``CollectionViewLayout/initialLayoutAttributesForAppearingItem(at:)`` and
    /// the others) say otherwise. Elements that neither move nor fade are left out. Cells come first (those displayed
    /// after the batch, then those displayed only before it, each in index-path order), then supplementary views. A
    /// rejected batch leaves it as it was; a batch whose layout pass a reload interrupted records no animation. Nothing
    /// is animated for real.
    public internal(set) var lastBatchUpdateAnimations: [ElementAnimation] = []

    /// What scroll-driven prefetching has asked for.
    var prefetchState = PrefetchState()

    /// Set when a self-sizing view made the layout invalidate itself during the current layout pass.
    var selfSizingInvalidated = false

    /// Batch levels, the open batch, calling out, and the work waiting until the view is idle.
    var updateState = BatchUpdateState<PendingBatch>()

    // MARK: Reporting

    /// Sends `inconsistency` to ``inconsistencyHandler``; when there is none, to the running test's scope if
    /// `CollectionManagerTesting` set one up (the view then carries on as with a handler), or else traps.
    func report(_ inconsistency: CollectionViewInconsistency) {
        reportedInconsistencies.append(inconsistency)
        record(.inconsistency(inconsistency))
        InconsistencyDelivery.deliver(inconsistency, from: .collectionView, to: inconsistencyHandler)
    }

    // MARK: Recording storage

    /// Everything the view did, in order, since it was created or since ``resetRecording()``.
    public internal(set) var recordedEvents: [Event] = []

    /// Whether the view records what it does in ``recordedEvents`` and ``performedUpdates``. Default: `true`, which is
    /// what tests want.
    ///
    /// Recordings grow with every call the view makes, without bound. Set it to `false` on a view that backs a real
    /// interface for a long time (a terminal or server-rendered list), and in benchmarks. ``reportedInconsistencies``
    /// is kept either way: it grows only when something is wrong.
    public var isRecordingEvents = true

    /// Every inconsistency the view reported, in order, since it was created or since ``resetRecording()``.
    public internal(set) var reportedInconsistencies: [CollectionViewInconsistency] = []

    /// Every batch update the view committed or rejected, in order, since it was created or since
    /// ``resetRecording()``, while ``isRecordingEvents`` is `true`.
    public internal(set) var performedUpdates: [PerformedUpdate] = []

    func record(_ event: @autoclosure () -> Event) {
        if isRecordingEvents { recordedEvents.append(event()) }
    }

    // MARK: Registration and reuse storage

    var registrations: [ReuseKey: Registration] = [:]
    var reuseQueues: [ReuseKey: [CollectionReusableView]] = [:]
    /// Views dequeued during the current supplementary-view request, to check that the data source returns one.
    var supplementaryDequeues: [CollectionReusableView]?

    // MARK: Display storage

    /// Whether a layout pass is due.
    var needsLayout = true
    var displayedCells: [IndexPath: CollectionViewCell] = [:]
    var displayedSupplementaryViews: [DisplayedElement: CollectionReusableView] = [:]

    // MARK: Selection storage

    var selectedIndexPaths: Set<IndexPath> = []
    var highlightedIndexPaths: Set<IndexPath> = []

    /// Whether the user can select items. Default: `true`.
    public var allowsSelection = true

    /// Whether the user can select several items; a tap on a selected item then asks to deselect it. Default: `false`.
    public var allowsMultipleSelection = false

    /// Whether moving focus selects the focused item, unless the delegate decides per item. Default: `false`.
    public var selectionFollowsFocus = false

    /// Whether the view is in editing mode, standing in for `UICollectionView.isEditing`. Default: `false`.
    ///
    /// Each displayed cell's ``CollectionViewCell/isEditing`` follows it as it changes, and each cell dequeued while
    /// it is `true` starts editing: the delegate's `canEditItemAt` (when implemented) is asked for each such cell, in
    /// index-path order, and a cell whose item it answers `false` for does not edit. A ``CollectionViewListCell``
    /// shows its editing accessories while it edits.
    public var isEditing: Bool {
        get { storedIsEditing }
        set {
            guard allowsCall("-[UICollectionView setEditing:]") else { return }
            let oldValue = storedIsEditing
            storedIsEditing = newValue
            if isEditing != oldValue { updateEditingOfDisplayedCells() }
        }
    }

    /// The pull-to-refresh control shown above the content, standing in for `UIScrollView.refreshControl`.
    /// Default: `nil`.
    ///
    /// A control serves one view at a time: installing it here removes it from the view that had it. A view that
    /// loses a refreshing control goes back to the top of its content if it was showing the control. Drive a pull
    /// with ``pullToRefresh()``.
    public var refreshControl: RefreshControl? {
        get { storedRefreshControl }
        set {
            guard allowsCall("-[UIScrollView setRefreshControl:]") else { return }
            let oldValue = storedRefreshControl
            storedRefreshControl = newValue
            refreshControlDidChange(from: oldValue)
        }
    }

    /// Whether batch updates animate, standing in for `UIView.areAnimationsEnabled` on this view. Default: `true`.
    ///
    /// The view draws nothing, so the only difference is that an animated batch asks where to settle the content
    /// offset (see ``performBatchUpdates(_:completion:)``). ``performWithoutAnimation(_:)`` turns it off for the
    /// duration of a closure.
    public var areAnimationsEnabled = true

    // MARK: Interaction storage

    /// The item that has focus, moved by ``moveFocus(to:heading:)``.
    public internal(set) var focusedIndexPath: IndexPath?

    /// The item a tvOS full-screen layout centred last, moved by ``centerItem(at:)``.
    public internal(set) var centeredIndexPath: IndexPath?

    var interactiveMovement: InteractiveMovement?
    /// The swipe actions revealed on a list row, and whether an action's handler is running.
    var swipeState = SwipeState()
    var pendingTransition: CollectionViewTransitionLayout?

    /// Whether the view prefetches while scrolling, and whether ``prefetchItems(at:)`` and
    /// ``cancelPrefetchingItems(at:)`` reach the prefetch data source. Default: `true`.
    ///
    /// Scrolling prefetches deterministically: after a layout pass that follows a change of ``contentOffset``, the
    /// items in one visible rect's length ahead of the visible rect, in the direction of the scroll (the axis that
    /// moved more), are requested with `collectionView(_:prefetchItemsAt:)` in the layout's order (index-path order
    /// for the flow, compositional and list layouts), each once; items prefetched earlier that are now neither visible
    /// nor ahead are cancelled with `collectionView(_:cancelPrefetchingForItemsAt:)` (when implemented) first. An item that becomes visible is
    /// displayed as usual and is never cancelled. Scrolling an orthogonal section of a compositional layout
    /// (``scrollOrthogonalSection(_:to:)``) does the same for that section's items, one view width (height, in a
    /// horizontal layout) further along the section. A reload or batch update forgets what was prefetched.
    public var isPrefetchingEnabled = true

    // MARK: Initialization

    /// Creates a collection view with a frame and a layout, as `UICollectionView(frame:collectionViewLayout:)` does.
    ///
    /// The layout is installed as assigning ``collectionViewLayout`` would install it: the view lays it out at its
    /// first layout pass.
    ///
    /// ```swift
    /// let collectionView = VirtualCollectionView(
    ///     frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     collectionViewLayout: CollectionViewCompositionalLayout(section: section))
    /// ```
    ///
    /// - Parameters:
    ///   - frame: The frame; its size is the visible area. Default: 320×480 at the origin.
    ///   - collectionViewLayout: The layout: a ``CollectionViewFlowLayout``, a ``CollectionViewCompositionalLayout``
    ///     or any other ``CollectionViewLayout``. Default: a new flow layout with UIKit's metrics.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: CollectionViewLayout = CollectionViewFlowLayout()
    ) {
        isMainQueueBound = ExecutionContext.isMainQueue
        storedFrame = frame
        storedCollectionViewLayout = collectionViewLayout
        inconsistencyHandler = Self.defaultInconsistencyHandler
        collectionViewLayout.collectionView = self
        collectionViewLayout.needsPrepare = true
    }

    deinit {
        #if DEBUG
        // A manager outlives this view; when its owner does too, without a view, a closure may be holding the owner.
        (storedDataSource as? any ViewDeallocationObserving)?.viewWillDeallocate()
        #endif
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
extension VirtualCollectionView: Sendable {}
