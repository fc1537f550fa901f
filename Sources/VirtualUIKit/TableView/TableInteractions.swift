import Foundation

/// What a table view keeps for the interactions its driving methods simulate, beside its rows.
struct TableInteractions {
    weak var dragDelegate: (any TableViewDragDelegate)?
    weak var dropDelegate: (any TableViewDropDelegate)?

    /// The revealed swipe actions.
    var swipe = SwipeState()

    /// The focused row.
    var focusedIndexPath: IndexPath?
    var remembersLastFocusedIndexPath = false

    /// The presented context menu and the row it belongs to.
    var contextMenu: (configuration: ContextMenuConfiguration, indexPath: IndexPath)?

    var tableHeaderView: CollectionReusableView?
    var tableFooterView: CollectionReusableView?
    /// The heights of the table's header and footer views when they were assigned.
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    /// Whether a two-finger pan selecting several rows is in progress.
    var isInMultipleSelectionInteraction = false

    /// Incremented by each reload, which removes the drop placeholders.
    var dropPlaceholderEpoch = 0
}
