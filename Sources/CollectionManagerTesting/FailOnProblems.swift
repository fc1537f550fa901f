import CollectionManager

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
    /// Each problem becomes one failure whose message is the anomaly's `debugDescription` or the inconsistency's
    /// exception name and reason: `Issue.record` while a Swift Testing test runs, `XCTFail` otherwise. The failure
    /// points at this call, not at the line that caused the problem: a problem is detected later, in layout or in an
    /// update, where the test's line cannot be known.
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
        anomalyHandler.anomalyAction = { site.fail($0.debugDescription) }
        (storage as? MemoryStorage)?.failTestsOnAnomalies(at: site)
        if let dataSource = storage as? any DiffableAnomalyReporting {
            dataSource.anomalyHandler.anomalyAction = { site.fail($0.debugDescription) }
        }
        (collectionView as? VirtualCollectionView)?.failTestsOnInconsistencies(at: site)
    }
}

extension MemoryStorage {
    /// Makes every anomaly this storage reports fail the running test, with the anomaly's `debugDescription`, instead
    /// of being printed.
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
        anomalyHandler.anomalyAction = { site.fail($0.debugDescription) }
    }
}

extension VirtualCollectionView {
    /// Makes every inconsistency this view reports fail the running test, instead of trapping the process.
    ///
    /// The view then carries on as with any handler: a failed batch is abandoned and replaced by a full reload. The
    /// failure's message is the exception's name and reason, as UIKit prints them; it points at this call, not at the
    /// line that caused the inconsistency, which cannot be known in general.
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

/// The failure message for an inconsistency: UIKit's console line for the exception it would raise.
func inconsistencyMessage(_ inconsistency: CollectionViewInconsistency) -> String {
    "Collection view inconsistency, UIKit would crash: \(inconsistency.description)"
}
