import Foundation
import ModelStorage
import VirtualUIKit

/// A manager whose screen a test pulls to refresh: `CollectionViewManager` and `TableViewManager`.
///
/// It gives both managers the `pullToRefresh(with:inSection:animated:)` overloads, which replace a section's items with
/// what a refresh brings; a test calls them on the manager and never names the protocol.
public protocol PullToRefreshDriving: AnyObject {
    /// Pulls to refresh section `section` as `pullToRefresh(with:inSection:animated:)` does, with `change` putting the
    /// refreshed content in the manager's `MemoryStorage` in place of a list of items.
    ///
    /// Fails the running test, and changes nothing, when the view is not a virtual one, the storage not a
    /// `MemoryStorage`, `section` is negative, or the view's refresh control is disabled or already refreshing.
    func pullToRefresh(
        inSection section: Int,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt,
        changing change: (MemoryStorage) -> Void)
}

extension PullToRefreshDriving {
    /// Pulls to refresh and replaces the items of `section` with `items`, the content the refresh brings, through the
    /// storage's `setItems(_:forSection:animated:)` — a batch of the differences when `animated`, a reload otherwise —
    /// then lays the view out, so the test reads the refreshed screen at once. For collection and table screens alike.
    ///
    /// ```swift
    /// screen.manager.pullToRefresh(with: latestPosts, animated: true)
    /// XCTAssertEqual(screen.manager.visibleModels(as: Post.self), Array(latestPosts.prefix(8)))
    /// ```
    ///
    /// The pull depends on the screen:
    /// - **With a refresh control** (the view's `refreshControl`), the control is pulled as
    ///   the manager's `pullToRefresh()` pulls it: it begins refreshing, the view scrolls to show it (offset `y = -60`)
    ///   and the screen's refresh actions run; then `items` replace the section's items. Ending the refresh stays the
    ///   screen's work (`endRefreshing()`). A screen whose action loads the data itself is better driven by the
    ///   manager's `pullToRefresh()` and a fake loader.
    /// - **Without one**, the view scrolls to the top of its content, where the gesture starts, before `items` replace
    ///   the section's items.
    ///
    /// Fails the running test, and changes nothing, when the view is not a `VirtualCollectionView` (a
    /// `VirtualTableView` for a table screen), the storage not a `MemoryStorage`, `section` is negative, or the view's
    /// refresh control is disabled or already refreshing.
    ///
    /// - Complexity: The storage's `setItems(_:forSection:animated:)` (O(*n*) expected for *n* items before and
    ///   after), the batch or reload it causes, and a layout pass; with a refresh control, the screen's actions too.
    public func pullToRefresh<Item: Hashable>(
        with items: [Item],
        inSection section: Int = 0,
        animated: Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        pullToRefresh(inSection: section, fileID: fileID, filePath: filePath, line: line, column: column) {
            $0.setItems(items, forSection: section, animated: animated)
        }
    }

    /// Pulls to refresh with items that pair by identifier and compare with `==`, as the `Hashable` form does.
    public func pullToRefresh<Item: EntityIdentifiable & Equatable>(
        with items: [Item],
        inSection section: Int = 0,
        animated: Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        pullToRefresh(inSection: section, fileID: fileID, filePath: filePath, line: line, column: column) {
            $0.setItems(items, forSection: section, animated: animated)
        }
    }

    /// Pulls to refresh with hashable items that pair by identifier; the storage's overload for such items decides.
    public func pullToRefresh<Item: EntityIdentifiable & Hashable>(
        with items: [Item],
        inSection section: Int = 0,
        animated: Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        pullToRefresh(inSection: section, fileID: fileID, filePath: filePath, line: line, column: column) {
            $0.setItems(items, forSection: section, animated: animated)
        }
    }
}

/// What a pull-to-refresh helper drives: the screen's view, named for failure messages, and how to report one.
struct RefreshDrive {
    /// The collection or table view.
    let view: any RefreshControlHost
    /// How messages name the view: `collection view`, `table view`.
    let viewNoun: String
    /// How code names the view's property: `collectionView`, `tableView`.
    let viewProperty: String
    /// Reports a failure of the running test, with the screen.
    let fail: (String) -> Void

    /// Pulls the view's refresh control, failing when there is none; `false` when the pull started nothing.
    func pull(toDo action: String) -> Bool {
        guard view.refreshControl != nil else {
            fail(
                "Cannot \(action): the \(viewNoun) has no refresh control. Install the screen's RefreshControl in "
                    + "\(viewProperty).refreshControl, with the screen's refresh as its action, or give the refreshed "
                    + "items: pullToRefresh(with:animated:).")
            return false
        }
        return pullControl(toDo: action)
    }

    /// Pulls to refresh section `section` of `storage` and lets `change` bring the new items, then lays the view out:
    /// through the refresh control when the view has one, from the top of the content otherwise.
    func refresh(section: Int, of storage: any Storage, _ change: (MemoryStorage) -> Void) {
        let action = "pull to refresh section \(section)"
        guard let storage = storage as? MemoryStorage else {
            fail(
                "Cannot \(action): the manager's storage is of type \(type(of: storage)), not a MemoryStorage. "
                    + "Refresh that storage directly, for example by applying a snapshot.")
            return
        }
        guard section >= 0 else {
            fail("Cannot \(action): a section index is never negative.")
            return
        }
        if view.refreshControl != nil {
            guard pullControl(toDo: action) else { return }
        } else if view.contentOffset.y != 0 {
            view.scroll(to: CGPoint(x: view.contentOffset.x, y: 0))
        }
        change(storage)
        view.layoutIfNeeded()
    }

    /// Pulls the view's refresh control; reports why not and returns `false` when it is disabled or refreshing.
    private func pullControl(toDo action: String) -> Bool {
        guard let control = view.refreshControl, control.isEnabled, !control.isRefreshing else {
            let why =
                view.refreshControl?.isRefreshing == true
                ? "the \(viewNoun)'s refresh control is already refreshing, so a pull sends nothing. The screen "
                    + "ends a refresh with refreshControl.endRefreshing() once its data is in."
                : "the \(viewNoun)'s refresh control is disabled (isEnabled is false), so a pull starts no refresh."
            fail("Cannot \(action): \(why)")
            return false
        }
        return view.pullRefreshControl()
    }
}
