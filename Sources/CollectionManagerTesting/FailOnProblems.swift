import CollectionManager
import TableManager
import VirtualUIKit

/// Makes every problem reported by the managers, storages, diffable data sources and virtual collection views created
/// after this call fail the running test, instead of being printed or trapping — for the whole process, from now on.
///
/// Prefer the `.failsOnCollectionProblems` trait under Swift Testing, and `failOnCollectionProblems()` under XCTest:
/// they scope failures to the running test and cover objects created at any time. This older call suits a target
/// whose tests run one at a time (XCTest alone); under Swift Testing, suites run in parallel, and after this call in
/// one suite every suite's new objects report at that suite's line.
///
/// ```swift
/// override func setUp() {
///     failTestsOnAllProblems()
/// }
/// ```
///
/// It replaces, for the whole process, the default actions new objects start with:
/// `CollectionViewManagerAnomalyHandler`, `TableViewManagerAnomalyHandler`, `MemoryStorageAnomalyHandler` and
/// `DiffableDataSourceAnomalyHandler` get a `nil` `defaultAction` and a `defaultReportAction` that fails the test, and
/// virtual collection and table views a `defaultInconsistencyHandler` that fails the test instead of trapping, under
/// the lead of the kind of view that raised it. Objects created before the call keep their
/// handlers; use `failTestsOnProblems()` on a manager that already exists. Calling it again only moves the reported
/// location. Nothing removes it: to undo it, restore the defaults it replaced.
///
/// Failures are reports, as the console shows them: the anomalies of one pass that differ only in their index path
/// become one failure, and a mistake fails a test once per manager or storage. Each failure is an `Issue.record` while a
/// Swift Testing test runs, an `XCTFail` otherwise, and points at this call.
public func failTestsOnAllProblems(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    CollectionViewManagerAnomalyHandler.defaultAction = nil
    CollectionViewManagerAnomalyHandler.defaultReportAction = { site.fail($0.message) }
    MemoryStorageAnomalyHandler.defaultAction = nil
    MemoryStorageAnomalyHandler.defaultReportAction = { site.fail($0.message) }
    DiffableDataSourceAnomalyHandler.defaultAction = nil
    DiffableDataSourceAnomalyHandler.defaultReportAction = { site.fail($0.message) }
    TableViewManagerAnomalyHandler.defaultAction = nil
    TableViewManagerAnomalyHandler.defaultReportAction = { site.fail($0.message) }
    // NB: one default serves both kinds of virtual view (`VirtualTableView.defaultInconsistencyHandler` is the same
    // value); the view calling it says which it is.
    VirtualCollectionView.defaultInconsistencyHandler = {
        site.fail(inconsistencyMessage($0, view: InconsistencyDelivery.reportingView))
    }
}

/// A data source whose anomaly handler the testing product can reach without knowing its generic parameters.
protocol DiffableAnomalyReporting: AnyObject {
    var anomalyHandler: DiffableDataSourceAnomalyHandler { get }
}

extension CollectionViewDiffableDataSource: DiffableAnomalyReporting {}

extension CollectionViewManager {
    /// Makes every problem this manager, its storage and its view report fail the running test, instead of being
    /// printed or trapping.
    ///
    /// Call it once in a test, or in a suite's `init` or `setUp`, after the owner's collection view exists and the
    /// storage is in place:
    ///
    /// ```swift
    /// @MainActor func testFeedShowsPosts() async {
    ///     let screen = FeedScreen()
    ///     screen.manager.failTestsOnProblems()
    ///     screen.manager.memoryStorage.setItems(posts)
    /// }
    /// ```
    ///
    /// It installs, on the objects present at the moment of the call:
    /// - the manager's ``CollectionViewManager/anomalyHandler`` action;
    /// - the storage's `anomalyHandler` action, when the storage is a `MemoryStorage` or a
    ///   `CollectionViewDiffableDataSource`;
    /// - the view's `inconsistencyHandler`, when the view is a `VirtualCollectionView`. An invalid batch then no
    ///   longer traps the process: the view reports it, abandons the batch and reloads, and the test fails.
    ///
    /// A storage assigned or a view created afterwards keeps its own handlers; call this again after replacing them.
    ///
    /// Each mistake becomes one failure whose message is the anomaly report's `message` — the anomalies of one pass of
    /// the view's work that differ only in their index path are one report, and a mistake fails the test once — or the
    /// inconsistency's exception name and reason followed by how to fix it: `Issue.record` while a Swift Testing test
    /// runs, `XCTFail` otherwise. The failure points at this call, not at the line that caused the problem: a problem
    /// is detected later, in layout or in an update, where the test's line cannot be known.
    ///
    /// To cover every object a test creates, at any time, use the `.failsOnCollectionProblems` trait (Swift Testing)
    /// or `failOnCollectionProblems()` (XCTest) instead.
    ///
    /// To assert problems a test expects, use `expectAnomalies(_:from:_:)`
    /// and its siblings, which replace these handlers while their body runs.
    public func failTestsOnProblems(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        anomalyHandler.anomalyAction = anomalyHandler.makeReportingAction { site.fail($0.message) }
        (storage as? MemoryStorage)?.failTestsOnAnomalies(at: site)
        if let dataSource = storage as? any DiffableAnomalyReporting {
            let handler = dataSource.anomalyHandler
            handler.anomalyAction = handler.makeReportingAction { site.fail($0.message) }
        }
        (collectionView as? VirtualCollectionView)?.failTestsOnInconsistencies(at: site)
    }
}

extension MemoryStorage {
    /// Makes every anomaly this storage reports fail the running test, with the report's `message`, instead of being
    /// printed: the repeats of one mistake within one update are one failure, and a mistake fails the test once.
    ///
    /// Use it for a storage tested on its own; a manager's `failTestsOnProblems()` already covers its storage. The
    /// failure points at this call, not at the line that caused the anomaly, which cannot be known in general.
    public func failTestsOnAnomalies(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        failTestsOnAnomalies(at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func failTestsOnAnomalies(at site: ReportingSite) {
        anomalyHandler.anomalyAction = anomalyHandler.makeReportingAction { site.fail($0.message) }
    }
}

extension VirtualCollectionView {
    /// Makes every inconsistency this view reports fail the running test, instead of trapping the process.
    ///
    /// The view then carries on as with any handler: a failed batch is abandoned and replaced by a full reload. The
    /// failure's message is the exception's name and reason, as UIKit prints them, followed by how to fix it; it points
    /// at this call, not at the line that caused the inconsistency, which cannot be known in general.
    public func failTestsOnInconsistencies(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        failTestsOnInconsistencies(at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func failTestsOnInconsistencies(at site: ReportingSite) {
        inconsistencyHandler = { site.fail(inconsistencyMessage($0)) }
    }
}

/// The failure message for an inconsistency a view of kind `view` raised: which view, UIKit's console line for the
/// exception it would raise, then the fix.
func inconsistencyMessage(
    _ inconsistency: CollectionViewInconsistency,
    view: RoutedProblem.ViewKind = .collectionView
) -> String {
    inconsistencyMessage(
        description: inconsistency.description, recoverySuggestion: inconsistency.recoverySuggestion, view: view)
}

/// The failure message for an inconsistency given by its description, its recovery suggestion and the kind of view
/// that raised it.
func inconsistencyMessage(description: String, recoverySuggestion: String, view: RoutedProblem.ViewKind) -> String {
    // NB: a call refused for its thread is no crash in UIKit: its checker logs it, in words that already say what it is.
    let lead =
        if description.hasPrefix("Main Thread Checker: ") {
            ""
        } else {
            switch view {
            case .collectionView: "Collection view inconsistency, UIKit would crash: "
            case .tableView: "Table view inconsistency, UIKit would crash: "
            }
        }
    return lead + description + "\n" + recoverySuggestionLabel + recoverySuggestion
}
