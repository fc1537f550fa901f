import Foundation
import TableManager

extension TableViewManager: PullToRefreshDriving {
    // MARK: Refreshing

    /// Pulls the table's refresh control, as a user's pull does: the control begins refreshing, the table scrolls to
    /// show it above the rows, and the control sends `.valueChanged`, which runs the screen's refresh actions — the
    /// table's `pullToRefresh()`.
    ///
    /// ```swift
    /// loader.messages = latestMessages
    /// screen.manager.pullToRefresh()                 // the screen's refresh() runs, and starts its load
    /// ```
    ///
    /// Fails the running test, changes nothing, and returns `false`, when the view is not a `VirtualTableView`, has no
    /// `refreshControl`, or its control is disabled or already refreshing.
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

    /// Pulls the table's refresh control when it has one, otherwise scrolls to the top; then runs `change` on the
    /// memory storage and lays the table out.
    private func refresh(section: Int, at site: ReportingSite, _ change: (MemoryStorage) -> Void) {
        guard let view = drivenView(toDo: "pull to refresh section \(section)", at: site) else { return }
        refreshDrive(of: view, at: site).refresh(section: section, of: storage, change)
    }

    /// The pull-to-refresh driver of `view`, reporting failures at `site` with the screen.
    private func refreshDrive(of view: VirtualTableView, at site: ReportingSite) -> RefreshDrive {
        RefreshDrive(view: view, viewNoun: "table view", viewProperty: "tableView") { message in
            self.failShowingTheScreen(at: site, message)
        }
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
}
