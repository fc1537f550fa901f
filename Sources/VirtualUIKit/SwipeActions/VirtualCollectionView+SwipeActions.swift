import Foundation

extension VirtualCollectionView: SwipeActionsRevealing {
    /// The edge of a list row a swipe starts from: ``VirtualUIKit/SwipeEdge``, shared with table views.
    public typealias SwipeEdge = VirtualUIKit.SwipeEdge

    /// The swipe actions revealed on a list row: ``VirtualUIKit/RevealedSwipeActions``, shared with table views.
    public typealias RevealedSwipeActions = VirtualUIKit.RevealedSwipeActions

    /// Swipes the displayed row at `indexPath` from `edge`, as a person's swipe does: asks the row's list section's
    /// provider for `edge` for the actions and reveals them on the row's cell.
    ///
    /// Swipes act only on rows of list sections (built by ``CollectionViewCompositionalLayout/list(using:)`` or
    /// ``CollectionLayoutSection/list(using:layoutEnvironment:)``) whose cells are displayed. A swipe on a displayed
    /// list row first hides the actions revealed on any row. Nothing happens and `nil` is returned, without asking
    /// the provider, for any other layout or section, an index path that addresses no item (including one that does
    /// not have exactly two indexes, or `Int.max`), or a row that is not displayed. `nil` is also returned, with
    /// nothing revealed, when the section has no provider for `edge`, the provider returns `nil` or a configuration
    /// without actions, or the provider's call stops the row being displayed.
    ///
    /// Runs a due layout pass first. No delegate method is called and nothing is recorded in ``recordedEvents``:
    /// read ``revealedSwipeActions``.
    ///
    /// ```swift
    /// let actions = collectionView.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing)
    /// XCTAssertEqual(actions?.actions.map(\.title), ["Delete"])
    /// collectionView.performSwipeAction(at: 0)
    /// ```
    ///
    /// - Returns: The revealed configuration, or `nil` when nothing was revealed.
    @discardableResult
    public func swipeItem(at indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard allowsCall("VirtualCollectionView.swipeItem(at:edge:)") else { return nil }
        layoutIfNeeded()
        guard let list = listConfiguration(at: indexPath), let cell = displayedCells[indexPath] else { return nil }
        swipeState.revealed = nil
        guard let provider = list.swipeActionsProvider(for: edge), let configuration = provider(indexPath),
            !configuration.actions.isEmpty
        else { return nil }
        // The provider may have changed the view (a reload, a batch update): reveal only on a row still displayed.
        guard displayedCells[indexPath] === cell, listConfiguration(at: indexPath) != nil else { return nil }
        swipeState.reveal(configuration, on: cell, edge: edge)
        return configuration
    }

    /// The swipe actions revealed on a row, or `nil` when none are.
    ///
    /// Revealed actions follow their row through batch updates (a moved row keeps them, at its new index path) and
    /// are hidden when the row is deleted or reloaded, when its cell stops being displayed (scrolled away,
    /// ``reloadData()``), when another row is swiped, when an action's completion is called with `true`, by
    /// ``hideSwipeActions()``, and when the layout stops making the row's section a list section. Runs a due layout
    /// pass first.
    public var revealedSwipeActions: RevealedSwipeActions? {
        guard allowsCall("VirtualCollectionView.revealedSwipeActions") else { return nil }
        guard let (revealed, indexPath) = currentRevealed() else { return nil }
        return RevealedSwipeActions(indexPath: indexPath, edge: revealed.edge, configuration: revealed.configuration)
    }

    /// Performs the revealed action at `index` in the revealed configuration's `actions`, as a tap on it does:
    /// calls its handler with the action, the row's cell and a completion.
    ///
    /// The completion takes effect once: `completion(true)` hides the revealed actions (unless they were hidden or
    /// replaced by another swipe meanwhile), `completion(false)` keeps them revealed, and every later call does
    /// nothing. The handler may call it later, after this method returned.
    ///
    /// Nothing happens and `false` is returned when no actions are revealed, `index` is outside the actions' range,
    /// or an action's handler is running (a handler that performs an action again is ignored). A handler may change
    /// the view: a handler that deletes its row through a batch update ends the revealed state with the row, and
    /// its completion then does nothing. Runs a due layout pass first.
    ///
    /// - Returns: Whether a handler was called.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        guard allowsCall("VirtualCollectionView.performSwipeAction(at:)") else { return false }
        guard !swipeState.isPerformingAction, let (revealed, _) = currentRevealed() else { return false }
        return perform(revealed, actionAt: index)
    }

    /// Swipes the row at `indexPath` all the way across from `edge`: reveals its actions as ``swipeItem(at:edge:)``
    /// does, then performs the first one, as ``performSwipeAction(at:)`` does, when the configuration's
    /// `performsFirstActionWithFullSwipe` is `true`; otherwise the actions stay revealed.
    ///
    /// Ignored, returning `false`, inside an action's handler, and wherever ``swipeItem(at:edge:)`` reveals nothing.
    ///
    /// - Returns: Whether the first action's handler was called.
    @discardableResult
    public func fullSwipeItem(at indexPath: IndexPath, edge: SwipeEdge) -> Bool {
        guard allowsCall("VirtualCollectionView.fullSwipeItem(at:edge:)") else { return false }
        guard !swipeState.isPerformingAction, let configuration = swipeItem(at: indexPath, edge: edge),
            configuration.performsFirstActionWithFullSwipe
        else { return false }
        return performSwipeAction(at: 0)
    }

    /// Hides the revealed swipe actions, if any, as a tap elsewhere does. The handlers are not called, and a
    /// completion still pending no longer hides anything.
    public func hideSwipeActions() {
        guard allowsCall("VirtualCollectionView.hideSwipeActions()") else { return }
        swipeState.revealed = nil
    }

    func hideSwipeActions(revealedAs id: Int) {
        swipeState.revealed = nil
    }

    /// The list configuration of the section of `indexPath` when it addresses an existing item of a list section
    /// of the installed layout; `nil` otherwise. Package-wide so that a driving helper can say why a swipe revealed
    /// nothing.
    package func listConfiguration(at indexPath: IndexPath) -> CollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
            Self.exists(indexPath, in: loadCountsIfNeeded())
        else { return nil }
        return layout.listConfigurations[indexPath.sectionIndex]
    }

    /// The revealed state and the row's current index path, after a due layout pass; ends a state whose cell is no
    /// longer displayed in a list section.
    private func currentRevealed() -> (SwipeState.Revealed, IndexPath)? {
        guard swipeState.revealed != nil else { return nil }
        layoutIfNeeded()
        guard let revealed = swipeState.revealed,
            let indexPath = displayedCells.first(where: { $0.value === revealed.cell })?.key,
            listConfiguration(at: indexPath) != nil
        else {
            swipeState.revealed = nil
            return nil
        }
        return (revealed, indexPath)
    }
}
