import Foundation

/// A view that shows a ``RefreshControl`` above its content, as `UIScrollView` does for both of UIKit's list views:
/// the collection and the table view keep their control and run a pull through this one implementation.
package protocol RefreshControlHost: AnyObject {
    /// The control shown above the content, if any.
    var refreshControl: RefreshControl? { get set }
    /// The origin of the visible rect in content coordinates.
    var contentOffset: CGPoint { get set }
    /// Scrolls to `offset` and runs the layout pass.
    func scroll(to offset: CGPoint)
    /// Runs a due layout pass.
    func layoutIfNeeded()
}

extension RefreshControlHost {
    /// ``RefreshControl/height`` at the top while the control refreshes, zero otherwise.
    var refreshControlInset: EdgeInsets {
        guard let refreshControl, refreshControl.isRefreshing else { return .zero }
        return EdgeInsets(top: RefreshControl.height, left: 0, bottom: 0, right: 0)
    }

    /// Takes `refreshControl` from the view that had it and lets `oldValue` go, after the property changed.
    func refreshControlDidChange(from oldValue: RefreshControl?) {
        guard refreshControl !== oldValue else { return }
        if let oldValue, oldValue.host === self {
            oldValue.host = nil
            if oldValue.isRefreshing { refreshControlDidHide() }
        }
        if let refreshControl {
            if let other = refreshControl.host, other !== self { other.refreshControl = nil }
            refreshControl.host = self
        }
    }

    /// Starts a refresh as a user's pull does, scrolling to show the control; `false` when nothing happened.
    package func pullRefreshControl() -> Bool {
        guard let refreshControl else { return false }
        return refreshControl.refreshFromPull {
            scroll(to: CGPoint(x: contentOffset.x, y: -RefreshControl.height))
        }
    }

    /// Brings a view that shows its refresh control (scrolled above its content) back to the top of its content, once
    /// the control no longer takes room there.
    func refreshControlDidHide() {
        // Written as a subtraction so that no inset gives 0, not -0, which a screen picture would print.
        let top = 0 - refreshControlInset.top
        if contentOffset.y < top { contentOffset.y = top }
    }

    /// The screen picture's line for a refreshing control, as a list of zero or one line.
    var refreshControlPictureLines: [String] {
        guard let refreshControl, refreshControl.isRefreshing else { return [] }
        return [ScreenPictureText.refreshControlLine(refreshControl)]
    }
}

extension VirtualCollectionView: RefreshControlHost {
    /// The insets around the content that the view's own chrome adds, standing in for
    /// `UIScrollView.adjustedContentInset`: ``RefreshControl/height`` at the top while ``refreshControl`` is
    /// refreshing, zero otherwise.
    ///
    /// They widen the range the view keeps a settled offset in (``scrollToItem(at:at:animated:)``, the offset after
    /// a layout change or an animated batch): while the control refreshes, an offset may go up to 60 points above the
    /// content, where the control shows. They do not move the layout's frames.
    public var adjustedContentInset: EdgeInsets {
        allowsCall("-[UIScrollView adjustedContentInset]") ? refreshControlInset : .zero
    }

    /// Simulates a user's pull to refresh, as UIKit runs it: when ``refreshControl`` is set, enabled and not
    /// refreshing, the control begins refreshing, the view scrolls to show it above the content (its offset becomes
    /// ``RefreshControl/height`` above the top, `y = -60`, keeping `x`) and runs the layout pass, then the control
    /// sends `.valueChanged`, which runs its actions once.
    ///
    /// ```swift
    /// XCTAssertTrue(collectionView.pullToRefresh())       // the screen's refresh action runs
    /// XCTAssertTrue(collectionView.refreshControl?.isRefreshing == true)
    /// collectionView.refreshControl?.endRefreshing()      // what the screen does when the data is in
    /// ```
    ///
    /// ``RefreshControl/endRefreshing()`` hides the control and brings the view back to the top of its content. No
    /// data-source or delegate method is involved, and nothing is recorded in ``recordedEvents``.
    ///
    /// - Returns: Whether the pull started a refresh: `false`, with nothing changed, when there is no refresh
    ///   control, it is disabled, or it is already refreshing.
    @discardableResult
    public func pullToRefresh() -> Bool {
        guard allowsCall("VirtualCollectionView.pullToRefresh()") else { return false }
        return pullRefreshControl()
    }
}

extension VirtualTableView: RefreshControlHost {
    /// The insets around the content that the table's own chrome adds, standing in for
    /// `UIScrollView.adjustedContentInset`: ``RefreshControl/height`` at the top while ``refreshControl`` is
    /// refreshing, zero otherwise.
    ///
    /// They widen the range the table keeps a scrolled offset in (``scrollToRow(at:at:animated:)``,
    /// ``scrollRectToVisible(_:animated:)``): while the control refreshes, an offset may go up to 60 points above the
    /// content, where the control shows. They do not move the rows.
    public var adjustedContentInset: EdgeInsets {
        allowsCall("-[UIScrollView adjustedContentInset]") ? refreshControlInset : .zero
    }

    /// Simulates a user's pull to refresh, as UIKit runs it: when ``refreshControl`` is set, enabled and not
    /// refreshing, the control begins refreshing, the table scrolls to show it above the content (its offset becomes
    /// ``RefreshControl/height`` above the top, `y = -60`, keeping `x`) and runs the layout pass, then the control
    /// sends `.valueChanged`, which runs its actions once.
    ///
    /// ```swift
    /// XCTAssertTrue(tableView.pullToRefresh())       // the screen's refresh action runs
    /// XCTAssertTrue(tableView.refreshControl?.isRefreshing == true)
    /// tableView.refreshControl?.endRefreshing()      // what the screen does when the data is in
    /// ```
    ///
    /// ``RefreshControl/endRefreshing()`` hides the control and brings the table back to the top of its content. No
    /// data-source or delegate method is involved, and nothing is recorded in ``recordedEvents``.
    ///
    /// - Returns: Whether the pull started a refresh: `false`, with nothing changed, when there is no refresh
    ///   control, it is disabled, or it is already refreshing.
    @discardableResult
    public func pullToRefresh() -> Bool {
        guard allowsCall("VirtualTableView.pullToRefresh()") else { return false }
        return pullRefreshControl()
    }
}
