import ManagerCore
import TableManager

// Table screens fail tests through the machinery the collection screens use: the routing of the trait and of
// `failOnCollectionProblems()` already covers every reporter, and these entry points share the collection ones'
// handlers and comparison.

extension TableViewManager {
    /// Makes every problem this manager, its storage and its table view report fail the running test, instead of being
    /// printed or trapping.
    ///
    /// Call it once in a test, after the owner's table view exists and the storage is in place:
    ///
    /// ```swift
    /// @MainActor func testInboxShowsMessages() async {
    ///     let screen = InboxScreen()
    ///     screen.manager.failTestsOnProblems()
    ///     screen.manager.memoryStorage.setItems(messages)
    /// }
    /// ```
    ///
    /// It installs, on the objects present at the moment of the call, the manager's `anomalyHandler` action, the
    /// storage's when it is a `MemoryStorage`, and the view's `inconsistencyHandler` when it is a `VirtualTableView`,
    /// as `CollectionViewManager.failTestsOnProblems()` does: each mistake is one failure at this call, with the
    /// report's message or the inconsistency and how to fix it. To cover every object a test creates, use the
    /// `.failsOnCollectionProblems` trait or `failOnCollectionProblems()`, which cover table screens too.
    public func failTestsOnProblems(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        anomalyHandler.anomalyAction = anomalyHandler.makeReportingAction { site.fail($0.message) }
        (storage as? MemoryStorage)?.failTestsOnAnomalies(at: site)
        (tableView as? VirtualTableView)?.failTestsOnInconsistencies(at: site)
    }
}

extension VirtualTableView {
    /// Makes every inconsistency this table view reports fail the running test, instead of trapping the process.
    ///
    /// The view then carries on as with any handler: a failed batch is abandoned and replaced by a full reload. The
    /// failure's message is the exception's name and reason, as UIKit prints them, followed by how to fix it; it points
    /// at this call.
    public func failTestsOnInconsistencies(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        failTestsOnInconsistencies(at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func failTestsOnInconsistencies(at site: ReportingSite) {
        inconsistencyHandler = { site.fail(inconsistencyMessage($0, view: .tableView)) }
    }
}

/// Runs `body` and fails the running test unless the table `manager` reports exactly `expected`, in order.
///
/// ```swift
/// expectAnomalies(
///     [.noCellMappingFound(modelDescription: "draft", indexPath: IndexPath(row: 0, section: 0))],
///     from: screen.manager
/// ) {
///     screen.manager.memoryStorage.addItem("draft")
/// }
/// ```
///
/// The same as the collection manager's `expectAnomalies(_:from:_:)`: the anomalies are collected instead of going to
/// the manager's action while `body` runs, the action is restored afterwards, and a mismatch is one failure at this
/// call listing both.
public func expectAnomalies(
    _ expected: [TableViewManagerAnomaly],
    from manager: TableViewManager,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    try expect(
        expected, from: manager.anomalyHandler, source: "the manager",
        at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// Runs `body` and fails the running test if the table `manager` reports any anomaly.
public func expectNoAnomalies(
    from manager: TableViewManager,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try expect([TableViewManagerAnomaly](), from: manager.anomalyHandler, source: "the manager", at: site, body)
}

/// Runs `body` and fails the running test unless the table `view` reports exactly `expected`, in order.
///
/// The same as `expectInconsistencies(_:in:_:)` for a collection view: the view carries on as with a handler while
/// `body` runs, its handler is restored afterwards, and a mismatch is one failure at this call.
public func expectInconsistencies(
    _ expected: [TableViewInconsistency],
    in view: VirtualTableView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let previous = view.inconsistencyHandler
    try expectInconsistencies(
        expected, install: { view.inconsistencyHandler = $0 }, restore: { view.inconsistencyHandler = previous },
        at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// Runs `body` and fails the running test if the table `view` reports any inconsistency.
public func expectNoInconsistencies(
    in view: VirtualTableView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let previous = view.inconsistencyHandler
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try expectInconsistencies(
        [], install: { view.inconsistencyHandler = $0 }, restore: { view.inconsistencyHandler = previous }, at: site,
        body)
}
