import CollectionManager
import Foundation

// Driving a screen in one call: what a test does most, as a user would, through the VirtualCollectionView's own
// driving API. Misuse fails the running test with a message saying what happened and how to fix it; nothing traps.

extension CollectionViewManager {
    // MARK: Scrolling

    /// Scrolls the collection view until the item at `indexPath` is on screen, as a finger would: not at all when its
    /// cell is already displayed, otherwise the least distance, so that the item ends at the top edge (when it was
    /// above) or the bottom edge (when it was below) of the visible rect.
    ///
    /// ```swift
    /// screen.manager.scrollIntoView(itemAt: IndexPath(item: 40, section: 0))
    /// ```
    ///
    /// Fails the running test, and returns `false`, when the manager's view is not a `VirtualCollectionView`, when no
    /// item is at `indexPath`, or when the item is still not displayed after scrolling (its layout frame is empty or
    /// outside the content).
    ///
    /// - Returns: Whether the item's cell is displayed.
    /// - Complexity: O(1) when the cell is displayed; otherwise one `scrollToItem(at:at:animated:)`, a layout pass of
    ///   the view (O(log *s* + log *r* + *v*) plus a data-source call per entering cell).
    @discardableResult
    public func scrollIntoView(
        itemAt indexPath: IndexPath,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = drivenView(toDo: "scroll to the item at \(describe(indexPath))", at: site) else {
            return false
        }
        return scrollIntoView(indexPath, in: view, toDo: "scroll to", at: site)
    }

    /// Scrolls the first item equal to `model` (sections in order, items in order) into view, as
    /// ``scrollIntoView(itemAt:fileID:filePath:line:column:)`` does.
    ///
    /// Fails the running test, and returns `nil`, when the storage holds no such item, or for the reasons of
    /// ``scrollIntoView(itemAt:fileID:filePath:line:column:)``.
    ///
    /// - Returns: The item's index path.
    /// - Complexity: O(*n*) to find the item among the storage's *n* items, plus the scroll.
    @discardableResult
    public func scrollIntoView<Model: Equatable>(
        _ model: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "scroll to \(Model.self) \(model)"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = firstIndexPath(of: Model.self, where: { $0 == model }, toDo: action, at: site)
        else { return nil }
        return scrollIntoView(indexPath, in: view, toDo: "scroll to", at: site) ? indexPath : nil
    }

    /// Scrolls the first item of type `type` for which `predicate` is true (sections in order, items in order) into
    /// view, as ``scrollIntoView(itemAt:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// screen.manager.scrollIntoView(first: Post.self, where: { $0.isPinned })
    /// ```
    ///
    /// Fails the running test, and returns `nil`, when no such item exists, or for the reasons of
    /// ``scrollIntoView(itemAt:fileID:filePath:line:column:)``.
    ///
    /// - Returns: The item's index path.
    /// - Complexity: O(*n*) predicate calls at most, plus the scroll.
    @discardableResult
    public func scrollIntoView<Model>(
        first type: Model.Type,
        where predicate: (Model) throws -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "scroll to the first \(Model.self) matching the predicate"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = try firstIndexPath(of: Model.self, where: predicate, toDo: action, at: site)
        else { return nil }
        return scrollIntoView(indexPath, in: view, toDo: "scroll to", at: site) ? indexPath : nil
    }

    // MARK: Tapping

    /// Taps the item at `indexPath`: scrolls it into view first (a finger only taps what is on screen), then runs the
    /// view's `tapItem(at:)`, with UIKit's touch sequence — highlight, unhighlight, selection, primary action — and
    /// the manager's events it reaches.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.tap(itemAt: IndexPath(item: 2, section: 0)), .selected)
    /// ```
    ///
    /// What the screen decides is returned, not reported: a tap its `shouldHighlight` or `shouldSelect` refuses returns
    /// `.notHighlighted` or `.selectionRefused`, for the test to assert. Fails the running test, and returns `nil`,
    /// when the view is not a `VirtualCollectionView`, when no item is at `indexPath`, or when the item cannot be
    /// brought on screen.
    ///
    /// - Returns: What the tap did.
    /// - Complexity: That of ``scrollIntoView(itemAt:fileID:filePath:line:column:)`` plus the view's tap, O(1) besides
    ///   the delegate calls (O(*k*) in single-selection mode with *k* items selected before).
    @discardableResult
    public func tap(
        itemAt indexPath: IndexPath,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> VirtualCollectionView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = drivenView(toDo: "tap the item at \(describe(indexPath))", at: site),
            scrollIntoView(indexPath, in: view, toDo: "tap", at: site)
        else { return nil }
        return view.tapItem(at: indexPath)
    }

    /// Taps the first item equal to `model`, as ``tap(itemAt:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: What the tap did, or `nil` (and the test fails) when no such item exists or it cannot be tapped.
    /// - Complexity: O(*n*) to find the item among the storage's *n* items, plus the tap.
    @discardableResult
    public func tap<Model: Equatable>(
        _ model: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> VirtualCollectionView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "tap \(Model.self) \(model)"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = firstIndexPath(of: Model.self, where: { $0 == model }, toDo: action, at: site),
            scrollIntoView(indexPath, in: view, toDo: "tap", at: site)
        else { return nil }
        return view.tapItem(at: indexPath)
    }

    /// Taps the first item of type `type` for which `predicate` is true, as ``tap(itemAt:fileID:filePath:line:column:)``
    /// does.
    ///
    /// ```swift
    /// screen.manager.tap(first: Post.self, where: { $0.title == "Launch" })
    /// ```
    ///
    /// - Returns: What the tap did, or `nil` (and the test fails) when no such item exists or it cannot be tapped.
    /// - Complexity: O(*n*) predicate calls at most, plus the tap.
    @discardableResult
    public func tap<Model>(
        first type: Model.Type,
        where predicate: (Model) throws -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows -> VirtualCollectionView.TapResult? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "tap the first \(Model.self) matching the predicate"
        guard let view = drivenView(toDo: action, at: site),
            let indexPath = try firstIndexPath(of: Model.self, where: predicate, toDo: action, at: site),
            scrollIntoView(indexPath, in: view, toDo: "tap", at: site)
        else { return nil }
        return view.tapItem(at: indexPath)
    }

    // MARK: Reordering

    /// Drags the item at `source` onto `destination` by interactive movement, as a long press and a drag do: scrolls
    /// the item into view, then runs the view's `beginInteractiveMovementForItem(at:)` (the `canMove` event answers),
    /// `updateInteractiveMovement(toProposedIndexPath:)` (the `targetIndexPathForMove` events may retarget) and
    /// `endInteractiveMovement()`, whose batch calls the manager's `moveItemAtTo` event, where the screen moves its
    /// model.
    ///
    /// ```swift
    /// screen.manager.moveItemAtTo { source, destination in
    ///     screen.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
    /// }
    /// XCTAssertEqual(screen.manager.drag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)),
    ///                IndexPath(item: 2, section: 0))
    /// ```
    ///
    /// Fails the running test, and returns `nil`, when the view is not a `VirtualCollectionView`, when no item is at
    /// `source`, when `destination` is not a place the item can go (an existing section; an item index up to the
    /// section's count, less one within the source's own section), when reordering is not possible (no `moveItemAtTo`
    /// event and no owner implementation of `collectionView(_:moveItemAt:to:)`), or when `canMove` refuses; nothing
    /// moves then.
    ///
    /// - Returns: The item's final index path: `destination`, or where the delegate retargeted it.
    /// - Complexity: The scroll, then the view's own costs: one batch update with one move (validation, the model's
    ///   move in `moveItemAtTo`, a layout pass).
    @discardableResult
    public func drag(
        itemAt source: IndexPath,
        to destination: IndexPath,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "drag the item at \(describe(source)) to \(describe(destination))"
        guard let view = drivenView(toDo: action, at: site), scrollIntoView(source, in: view, toDo: "drag", at: site)
        else { return nil }
        guard isDropTarget(destination, from: source, in: view) else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): \(describe(destination)) is not a place the item can go. "
                    + "\(describeCounts(of: view)) A destination is an existing section and an item index up to the "
                    + "section's number of items (less one within the item's own section).")
            return nil
        }
        guard view.beginInteractiveMovementForItem(at: source) else {
            if collectionDataSource?.responds(to: .moveItem) != true {
                failShowingTheScreen(
                    at: site,
                    "Cannot \(action): the collection view does not allow reordering, because the manager has no "
                        + "moveItemAtTo event and its owner does not implement collectionView(_:moveItemAt:to:). "
                        + "Register one that moves the model: `manager.moveItemAtTo { source, destination in "
                        + "manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination) }`.")
            } else {
                failShowingTheScreen(
                    at: site,
                    "Cannot \(action): the movement was refused: the canMove event (or the owner's "
                        + "collectionView(_:canMoveItemAt:)) answered false for \(describe(source)), or another "
                        + "movement is in progress. Drag an item the screen lets the user move.")
            }
            return nil
        }
        guard view.updateInteractiveMovement(toProposedIndexPath: destination) != nil else {
            view.cancelInteractiveMovement()
            failShowingTheScreen(
                at: site, "Cannot \(action): the view rejected \(describe(destination)) as a destination.")
            return nil
        }
        return view.endInteractiveMovement()
    }

    // MARK: Refreshing

    /// Pulls the screen's refresh control, as a user's pull does: the control begins refreshing, the view scrolls to
    /// show it above the content, and the control sends `.valueChanged`, which runs the screen's refresh actions — the
    /// view's `pullToRefresh()`.
    ///
    /// ```swift
    /// loader.posts = latestPosts
    /// screen.manager.pullToRefresh()                 // the screen's refresh() runs, and starts its load
    /// await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == latestPosts.count })
    /// ```
    ///
    /// Fails the running test, changes nothing, and returns `false`, when the view is not a `VirtualCollectionView`,
    /// has no `refreshControl`, or its control is disabled or already refreshing.
    ///
    /// - Returns: Whether the pull started a refresh.
    /// - Complexity: A scroll's layout pass, plus the screen's actions.
    @discardableResult
    public func pullToRefresh(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "pull to refresh"
        guard let view = drivenView(toDo: action, at: site) else { return false }
        return refreshDrive(of: view, at: site).pull(toDo: action)
    }

    /// Pulls to refresh section `section`, with `change` putting the refreshed content in the memory storage: see
    /// ``PullToRefreshDriving/pullToRefresh(inSection:fileID:filePath:line:column:changing:)``.
    public func pullToRefresh(
        inSection section: Int = 0,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        changing change: (MemoryStorage) -> Void
    ) {
        refresh(
            section: section, at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column), change)
    }

    // MARK: Reading the screen

    /// The models of the displayed cells, in index-path order, with `Optional` wrapping removed.
    ///
    /// Works with any ``CollectionView``. Fails the running test, and returns `[]`, when the manager has no collection
    /// view.
    ///
    /// - Complexity: O(*v* log *v*) for *v* displayed cells (the view's `indexPathsForVisibleItems`), plus a storage
    ///   read per cell.
    public func visibleModels(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Any] {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = collectionView else {
            failShowingTheScreen(at: site, "Cannot read the visible models: \(noViewExplanation)")
            return []
        }
        let storage = storage
        return view.indexPathsForVisibleItems.compactMap { indexPath in
            storage.item(at: indexPath).flatMap(RuntimeHelper.recursivelyUnwrapAnyValue)
        }
    }

    /// The models of type `type` among the displayed cells, in index-path order: models of other types (an ad between
    /// posts) are left out.
    ///
    /// ```swift
    /// XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.title), ["Launch", "Roadmap"])
    /// ```
    ///
    /// - Complexity: That of ``visibleModels(fileID:filePath:line:column:)``.
    public func visibleModels<Model>(
        as type: Model.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Model] {
        visibleModels(fileID: fileID, filePath: filePath, line: line, column: column).compactMap { $0 as? Model }
    }
}

// MARK: Implementation

extension CollectionViewManager {
    /// Reports `message` at `site`, followed by the screen picture of the manager's view when it is a
    /// `VirtualCollectionView`, so that the failure shows what the test was looking at.
    ///
    /// The picture is drawn in ASCII and cut to what fits in a failure `swift test` prints whole (see
    /// `FailureMessage`).
    func failShowingTheScreen(at site: ReportingSite, _ message: String) {
        guard let view = collectionView as? VirtualCollectionView else { return site.fail(message) }
        site.fail(Self.failure(message, showing: view.screenPicture()))
    }

    /// `message`, then `picture` in ASCII under "The screen:", as many of its lines as fit.
    static func failure(_ message: String, showing picture: String) -> String {
        screenFailure(message, showing: picture)
    }

    /// The explanation of a missing collection view.
    var noViewExplanation: String {
        "the manager has no collection view (its owner's collection view is nil, or the manager has no owner). "
            + "Create the screen's view before driving it."
    }

    /// The managed view when it is a `VirtualCollectionView`; otherwise reports why `action` cannot be done.
    func drivenView(toDo action: String, at site: ReportingSite) -> VirtualCollectionView? {
        guard let view = collectionView else {
            failShowingTheScreen(at: site, "Cannot \(action): \(noViewExplanation)")
            return nil
        }
        guard let virtualView = view as? VirtualCollectionView else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): the manager's collection view is of type \(type(of: view)), not a VirtualCollectionView. "
                    + "Driving helpers simulate the user on a VirtualCollectionView; give the screen one in tests.")
            return nil
        }
        return virtualView
    }

    /// The index path of the first item of type `Model` (after removing `Optional` wrapping) that `predicate` accepts,
    /// sections in order, items in order; reports a failure when there is none.
    ///
    /// - Complexity: O(*n*) storage reads and predicate calls at most.
    func firstIndexPath<Model>(
        of type: Model.Type,
        where predicate: (Model) throws -> Bool,
        toDo action: String,
        at site: ReportingSite
    ) rethrows -> IndexPath? {
        let search = try firstItem(in: storage) { model in try (model as? Model).map(predicate) ?? false }
        if let indexPath = search.indexPath { return indexPath }
        failShowingTheScreen(at: site, noSuchItemMessage(toDo: action, among: search.count, noun: "item"))
        return nil
    }

    /// Scrolls the item at `indexPath` into view; reports a failure and returns `false` when it does not exist or is
    /// still not displayed afterwards.
    func scrollIntoView(
        _ indexPath: IndexPath,
        in view: VirtualCollectionView,
        toDo verb: String,
        at site: ReportingSite
    ) -> Bool {
        let action = "\(verb) the item at \(describe(indexPath))"
        guard Self.itemExists(at: indexPath, in: view) else {
            failShowingTheScreen(at: site, "Cannot \(action): no item is there. \(describeCounts(of: view))")
            return false
        }
        if view.cellForItem(at: indexPath) != nil { return true }
        if let frame = view.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
            let position: CollectionViewScrollPosition = frame.minY < view.visibleRect.minY ? .top : .bottom
            view.scrollToItem(at: indexPath, at: position, animated: false)
        }
        guard view.cellForItem(at: indexPath) != nil else {
            let frame = view.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
            failShowingTheScreen(
                at: site,
                "Cannot \(action): it is not on screen even after scrolling to it, so a finger cannot reach it "
                    + "(its layout frame is \(frame.map { "\($0)" } ?? "missing"), the visible rect "
                    + "\(view.visibleRect)). Give it a non-empty size inside the content.")
            return false
        }
        return true
    }

    /// Whether `indexPath` addresses an item of `view`, without reporting anything.
    static func itemExists(at indexPath: IndexPath, in view: VirtualCollectionView) -> Bool {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < view.numberOfSections else { return false }
        return indexPath[1] >= 0 && indexPath[1] < view.numberOfItems(inSection: indexPath[0])
    }

    /// Whether an item at `source` can be moved to `destination`.
    func isDropTarget(_ destination: IndexPath, from source: IndexPath, in view: VirtualCollectionView) -> Bool {
        guard destination.count == 2, destination[0] >= 0, destination[0] < view.numberOfSections else { return false }
        let count = view.numberOfItems(inSection: destination[0])
        let limit = destination[0] == source[0] ? count - 1 : count
        return destination[1] >= 0 && destination[1] <= limit
    }

    /// Pulls the view's refresh control when it has one, otherwise scrolls to the top; then runs `change` on the memory
    /// storage and lays the view out.
    func refresh(section: Int, at site: ReportingSite, _ change: (MemoryStorage) -> Void) {
        guard let view = drivenView(toDo: "pull to refresh section \(section)", at: site) else { return }
        refreshDrive(of: view, at: site).refresh(section: section, of: storage, change)
    }

    /// The pull-to-refresh driver of `view`, reporting failures at `site` with the screen.
    func refreshDrive(of view: VirtualCollectionView, at site: ReportingSite) -> RefreshDrive {
        RefreshDrive(view: view, viewNoun: "collection view", viewProperty: "collectionView") { message in
            self.failShowingTheScreen(at: site, message)
        }
    }

    /// The view's sections and their item counts, as a sentence.
    func describeCounts(of view: VirtualCollectionView) -> String {
        let sections = view.numberOfSections
        let counts = (0..<sections).prefix(8).map { "\(view.numberOfItems(inSection: $0))" }
        let list = counts.joined(separator: ", ") + (sections > 8 ? ", …" : "")
        return "The view has \(sections) \(sections == 1 ? "section" : "sections")"
            + (sections == 0 ? "." : " with \(list) items.")
    }
}

/// The index path of the first item of `storage` (after removing `Optional` wrapping) that `matches` accepts, sections
/// in order, items in order, and how many items were looked at: the search of the collection and table helpers.
///
/// - Complexity: O(*n*) storage reads and calls of `matches` at most.
func firstItem(
    in storage: any Storage, matching matches: (Any) throws -> Bool
) rethrows -> (indexPath: IndexPath?, count: Int) {
    var count = 0
    for section in 0..<max(0, storage.numberOfSections()) {
        for item in 0..<max(0, storage.numberOfItems(inSection: section)) {
            let indexPath = IndexPath(item: item, section: section)
            count += 1
            guard let model = storage.item(at: indexPath).flatMap(RuntimeHelper.recursivelyUnwrapAnyValue) else {
                continue
            }
            if try matches(model) { return (indexPath, count) }
        }
    }
    return (nil, count)
}

/// Why `action` cannot be done when no item among `count` matched; `noun` is `item` or `row`.
func noSuchItemMessage(toDo action: String, among count: Int, noun: String) -> String {
    "Cannot \(action): no such \(noun) among the storage's \(count) \(noun)\(count == 1 ? "" : "s"). "
        + "Add it to the storage first, or look for a model the screen shows."
}

/// `message`, then `picture` in ASCII under "The screen:", as many of its lines as fit.
func screenFailure(_ message: String, showing picture: String) -> String {
    FailureMessage(
        lead: [message], excerptTitle: "\nThe screen:", excerpt: picture.components(separatedBy: "\n"),
        omitted: { "(\($0) more lines of the screen are left out.)" }
    ).text
}

/// An index path as tests write it: `[0, 3]`.
func describe(_ indexPath: IndexPath) -> String {
    "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
}

extension CollectionViewManager: PullToRefreshDriving {}
